"""A whole game of Euchre: hands in turn, the deal passing left, scores to the target."""
from __future__ import annotations

import random

from ..core import GameBase
from ..errors import DealError, RulesError
from .actions import Action
from .rules import Rules
from .state import HandState, _check_seat, deal, num_teams


class Game(GameBase):
    """An immutable game. ``apply`` plays into the current hand; once it is over,
    ``next_hand`` deals the next one (unless the game is over)."""

    __slots__ = ("rules", "seed", "first_dealer", "hand", "scores", "past")

    rules: Rules
    seed: int
    first_dealer: int
    hand: HandState
    scores: tuple[int, ...]          # points per team (per player with two or three)
    past: tuple[HandState, ...]      # finished hands, oldest first

    @staticmethod
    def new(rules: Rules, seed: int | None = None, first_dealer: int | None = None) -> "Game":
        """A new game; with no ``first_dealer``, the seed draws one fairly."""
        if not isinstance(rules, Rules):
            raise RulesError("a Euchre game needs a euchre.Rules "
                             f"(e.g. euchre.preset('standard')), not {rules!r}")
        if seed is None:
            seed = random.randrange(2**31)
        if first_dealer is None:
            first_dealer = random.Random(f"{seed}:first dealer").randrange(rules.players)
        _check_seat(rules, first_dealer, "first dealer")
        hand = deal(rules, dealer=first_dealer, seed=_hand_seed(seed, 0))
        return Game.make(rules=rules, seed=seed, first_dealer=first_dealer, hand=hand,
                         scores=(0,) * num_teams(rules), past=())

    @staticmethod
    def from_hand(hand: HandState, seed: int = 0) -> "Game":
        """A game that starts with ``hand`` (from a deal code, a lesson, a test) at
        0–0; the hands after it are dealt from ``seed``."""
        if not isinstance(hand, HandState):
            raise DealError(f"from_hand needs a Euchre HandState, not {type(hand).__name__}")
        # (a hand that is over has its result)
        scores = hand.result.points if hand.is_over else (0,) * num_teams(hand.rules)  # type: ignore[union-attr]
        return Game.make(rules=hand.rules, seed=seed, first_dealer=hand.dealer, hand=hand,
                         scores=scores, past=())

    @property
    def is_over(self) -> bool:
        return max(self.scores) >= self.rules.target_score

    @property
    def winners(self) -> tuple[int, ...]:
        """The winning team(s): those at the target with the top score. In Cutthroat
        two defenders can reach the target on the same euchre; a tie shares the win."""
        if not self.is_over:
            return ()
        top = max(self.scores)
        return tuple(t for t, s in enumerate(self.scores) if s == top)

    def apply(self, action: Action | str) -> "Game":
        self._check_playing()
        hand = self.hand.apply(action)
        scores = self.scores
        if hand.is_over:
            scores = tuple(a + b for a, b in zip(scores, hand.result.points))  # type: ignore[union-attr]  # over: a result
        return self.evolve(hand=hand, scores=scores)

    def next_hand(self) -> "Game":
        """Deal the next hand (the deal passes to the left)."""
        self._check_next_hand()
        number = self.hand_number + 1
        dealer = (self.hand.dealer + 1) % self.rules.players
        hand = deal(self.rules, dealer=dealer, seed=_hand_seed(self.seed, number))
        return self.evolve(hand=hand, past=self.past + (self.hand,))

    def __repr__(self) -> str:
        return f"<Euchre game: hand {self.hand_number}, scores {self.scores}>"


def _hand_seed(seed: int, number: int) -> random.Random:
    return random.Random(f"{seed}:hand {number}")
