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
from ..errors import RulesError
from .actions import Action
from .ranking import DECK, cut_value
from .rules import Rules
from .state import HandState, deal


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


class Game:
    """A whole game: ``Game.new(rules, seed)``, then ``apply`` actions and
    ``next_hand`` until ``winner`` is set."""

    __slots__ = ("rules", "seed", "cuts", "first_dealer", "hand", "hand_number",
                 "base_scores", "base_balance", "finished")

    rules: Rules
    seed: int
    cuts: tuple[Cut, ...]
    first_dealer: int
    hand: HandState
    hand_number: int
    base_scores: tuple[int, ...]
    base_balance: tuple[int, ...]
    finished: tuple[HandState, ...]

    @classmethod
    def new(cls, rules: Rules | None = None, seed: int | None = None) -> "Game":
        rules = rules or Rules()
        if seed is None:
            seed = random.randrange(1 << 62)
        rng = random.Random(f"ecarte-cut/{seed}")
        dealer, cuts = cut_for_deal(rules.players, rng)
        zero = (0,) * rules.players
        game = object.__new__(cls)
        game.rules = rules
        game.seed = seed
        game.cuts = cuts
        game.first_dealer = dealer
        game.hand_number = 0
        game.base_scores = zero
        game.base_balance = zero
        game.finished = ()
        game.hand = deal(rules, dealer, game._hand_seed(0), scores=zero)
        return game

    @classmethod
    def from_hand(cls, hand: HandState, seed: int = 0) -> "Game":
        """A game that starts with ``hand`` (from a deal code, a lesson, a test) at
        0–0, with no cut; the hands after it are dealt from ``seed``."""
        if not isinstance(hand, HandState):
            raise TypeError(f"from_hand needs an Écarté HandState, not {type(hand).__name__}")
        zero = (0,) * hand.rules.players
        game = object.__new__(cls)
        game.rules, game.seed, game.cuts, game.first_dealer = hand.rules, seed, (), hand.dealer
        game.hand_number, game.base_scores, game.base_balance = 0, zero, zero
        game.finished, game.hand = (), hand
        return game

    def _hand_seed(self, number: int) -> random.Random:
        return random.Random(f"ecarte-hand/{self.seed}/{number}")

    def _copy(self) -> "Game":
        game = object.__new__(Game)
        for name in Game.__slots__:
            setattr(game, name, getattr(self, name))
        return game

    # ------------------------------------------------------------------ queries
    @property
    def dealer(self) -> int:
        return self.hand.dealer

    @property
    def current_player(self) -> int | None:
        return self.hand.current_player

    def legal_actions(self) -> tuple[Action, ...]:
        return self.hand.legal_actions()

    @property
    def scores(self) -> tuple[int, ...]:
        """Points per seat, including those scored so far in the current hand."""
        return tuple(b + p for b, p in zip(self.base_scores, self.hand.points))

    @property
    def winner(self) -> int | None:
        """The seat that reached the target score, or ``None``."""
        return self.hand.game_winner

    @property
    def is_over(self) -> bool:
        return self.hand.game_winner is not None

    @property
    def balance(self) -> tuple[int, ...]:
        """Running stake balance per seat (sums to zero)."""
        balance = list(self.base_balance)
        _settle(balance, self.hand, self.rules.stake)
        return tuple(balance)

    @property
    def hands(self) -> tuple[HandState, ...]:
        """Every hand of the game so far, the current one last."""
        return self.finished + (self.hand,)

    # ------------------------------------------------------------------ moves
    def apply(self, action: Action | str) -> "Game":
        """The game after the current player does ``action`` (``IllegalActionError`` if illegal)."""
        game = self._copy()
        game.hand = self.hand.apply(action)
        return game

    def next_hand(self, seed: int | random.Random | None = None) -> "Game":
        """Deal the next hand (the deal passes left). Only when the hand is over and
        nobody has won; ``seed`` overrides the game's own repeatable shuffle."""
        if not self.hand.is_over:
            raise RulesError("the current hand is not over yet")
        if self.is_over:
            raise RulesError("the game is over")
        game = self._copy()
        game.base_scores = self.scores
        game.base_balance = self.balance
        game.finished = self.finished + (self.hand,)
        game.hand_number = self.hand_number + 1
        dealer = (self.hand.dealer + 1) % self.rules.players
        if seed is None:
            seed = self._hand_seed(game.hand_number)
        game.hand = deal(self.rules, dealer, seed, scores=game.base_scores)
        return game

    def __repr__(self) -> str:
        return f"<Écarté game: hand {self.hand_number}, scores {self.scores}, winner {self.winner}>"


def _settle(balance: list[int], hand: HandState, stake: int) -> None:
    other = {hand.elder: hand.younger, hand.younger: hand.elder}
    for award in hand.awards:
        balance[award.seat] += stake * award.points
        balance[other[award.seat]] -= stake * award.points
