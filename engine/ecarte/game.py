"""A game of Écarté: the cut for the first deal, hands dealt in turn, scores to the target.

``Game`` is immutable like ``HandState``: ``apply`` and ``next_hand`` return a new
game. Points count as soon as they are scored, so the current hand stops the moment
a player reaches the target (a turned or declared king can end the game before
play). The deal passes to the left (the next seat clockwise). With a stake per
point, every point a player scores is paid by the opponent of that hand, so the
stake balance always sums to zero.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import Card, shuffled
from ..core import GameBase
from ..errors import DealError, RulesError
from .actions import Action
from .ranking import DECK, cut_value
from .rules import Rules
from .state import HandState, at_scores, deal


@dataclass(frozen=True)
class Cut:
    """One round of the cut for the deal: the card each contending seat cut."""

    cards: tuple[tuple[int, Card], ...]


def cut_for_deal(players: int, rng: random.Random) -> tuple[int, tuple[Cut, ...]]:
    """Each seat cuts; the lowest card deals (a 7 is lowest; Écarté order). Seats tied
    for lowest cut again. Returns the dealer and the rounds of the cut."""
    contenders = list(range(players))
    rounds = []
    while True:
        deck = shuffled(DECK, rng)
        cards = tuple((seat, deck[i]) for i, seat in enumerate(contenders))
        rounds.append(Cut(cards))
        low = min(cut_value(c) for _, c in cards)
        lowest = [seat for seat, c in cards if cut_value(c) == low]
        if len(lowest) == 1:
            return lowest[0], tuple(rounds)
        contenders = lowest


class Game(GameBase):
    """A whole game: ``Game.new(rules, seed)``, then ``apply`` actions and
    ``next_hand`` until ``winners`` is set."""

    __slots__ = ("rules", "seed", "cuts", "first_dealer", "hand", "base_scores",
                 "base_balance", "past")

    rules: Rules
    seed: int
    cuts: tuple[Cut, ...]
    first_dealer: int
    hand: HandState
    base_scores: tuple[int, ...]     # points per seat before the current hand
    base_balance: tuple[int, ...]
    past: tuple[HandState, ...]      # finished hands, oldest first

    @classmethod
    def new(cls, rules: Rules | None = None, seed: int | None = None) -> "Game":
        rules = Rules() if rules is None else rules
        if not isinstance(rules, Rules):
            raise RulesError("an Écarté game needs an ecarte.Rules "
                             f"(e.g. ecarte.preset('classic')), not {rules!r}")
        if seed is None:
            seed = random.randrange(1 << 62)
        rng = random.Random(f"ecarte-cut/{seed}")
        dealer, cuts = cut_for_deal(rules.players, rng)
        zero = (0,) * rules.players
        hand = deal(rules, dealer, _hand_seed(seed, 0), scores=zero)
        return cls.make(rules=rules, seed=seed, cuts=cuts, first_dealer=dealer, hand=hand,
                        base_scores=zero, base_balance=zero, past=())

    @classmethod
    def from_hand(cls, hand: HandState, seed: int = 0) -> "Game":
        """A game that starts with ``hand`` (from a deal code, a lesson, a test) at
        0–0, with no cut; the hands after it are dealt from ``seed``."""
        if not isinstance(hand, HandState):
            raise DealError(f"from_hand needs an Écarté HandState, not {type(hand).__name__}")
        zero = (0,) * hand.rules.players
        return cls.make(rules=hand.rules, seed=seed, cuts=(), first_dealer=hand.dealer,
                        hand=at_scores(hand, zero), base_scores=zero, base_balance=zero,
                        past=())

    # ------------------------------------------------------------------ queries
    @property
    def dealer(self) -> int:
        return self.hand.dealer

    @property
    def scores(self) -> tuple[int, ...]:
        """Points per seat, including those scored so far in the current hand."""
        return tuple(b + p for b, p in zip(self.base_scores, self.hand.points))

    @property
    def winners(self) -> tuple[int, ...]:
        """The seat that reached the target score, alone in a tuple; ``()`` before."""
        winner = self.hand.game_winner
        return () if winner is None else (winner,)

    @property
    def is_over(self) -> bool:
        return self.hand.game_winner is not None

    @property
    def balance(self) -> tuple[int, ...]:
        """Running stake balance per seat (sums to zero)."""
        balance = list(self.base_balance)
        _settle(balance, self.hand, self.rules.stake)
        return tuple(balance)

    # ------------------------------------------------------------------ moves
    def apply(self, action: Action | str) -> "Game":
        """The game after the current player does ``action`` (``IllegalActionError`` if illegal)."""
        self._check_playing()
        return self.evolve(hand=self.hand.apply(action))

    def next_hand(self, seed: int | random.Random | None = None) -> "Game":
        """Deal the next hand (the deal passes left). Only when the hand is over and
        nobody has won; ``seed`` overrides the game's own repeatable shuffle."""
        self._check_next_hand()
        scores = self.scores
        dealer = (self.hand.dealer + 1) % self.rules.players
        if seed is None:
            seed = _hand_seed(self.seed, self.hand_number + 1)
        return self.evolve(base_scores=scores, base_balance=self.balance,
                           past=self.past + (self.hand,),
                           hand=deal(self.rules, dealer, seed, scores=scores))

    def __repr__(self) -> str:
        return (f"<Écarté game: hand {self.hand_number}, scores {self.scores}, "
                f"winners {self.winners}>")


def _hand_seed(seed: int, number: int) -> random.Random:
    return random.Random(f"ecarte-hand/{seed}/{number}")


def _settle(balance: list[int], hand: HandState, stake: int) -> None:
    other = {hand.elder: hand.younger, hand.younger: hand.elder}
    for award in hand.awards:
        balance[award.seat] += stake * award.points
        balance[other[award.seat]] -= stake * award.points
