"""A whole game of Euchre: hands in turn, the deal passing left, scores to the target."""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from .actions import Action
from .rules import Rules
from .state import HandState, deal, num_teams


@dataclass(frozen=True)
class Game:
    """An immutable game. ``apply`` plays into the current hand; once it is over,
    ``next_hand`` deals the next one (unless the game is over)."""

    rules: Rules
    seed: int
    first_dealer: int
    hand: HandState
    scores: tuple[int, ...]
    past: tuple[HandState, ...] = field(default=())   # finished hands, oldest first

    @staticmethod
    def new(rules: Rules, seed: int | None = None, first_dealer: int | None = None) -> "Game":
        """A new game; with no ``first_dealer``, the seed draws one fairly."""
        if seed is None:
            seed = random.randrange(2**31)
        if first_dealer is None:
            first_dealer = random.Random(f"{seed}:first dealer").randrange(rules.players)
        hand = deal(rules, dealer=first_dealer, seed=_hand_seed(seed, 0))
        return Game(rules, seed, first_dealer, hand, (0,) * num_teams(rules))

    @staticmethod
    def from_hand(hand: HandState, seed: int = 0) -> "Game":
        """A game that starts with ``hand`` (from a deal code, a lesson, a test) at
        0–0; the hands after it are dealt from ``seed``."""
        if not isinstance(hand, HandState):
            raise TypeError(f"from_hand needs a Euchre HandState, not {type(hand).__name__}")
        game = Game(hand.rules, seed, hand.dealer, hand, (0,) * num_teams(hand.rules))
        if hand.is_over:
            game = replace(game, scores=hand.result.points_by_team)
        return game

    @property
    def hand_number(self) -> int:
        return len(self.past)

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.hand.turn

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

    def legal_actions(self) -> tuple[Action, ...]:
        return () if self.is_over else self.hand.legal_actions()

    def apply(self, action: Action | str) -> "Game":
        if self.is_over:
            from ..errors import IllegalActionError, Reason
            raise IllegalActionError(Reason.of("euchre", "game_over"))
        hand = self.hand.apply(action)
        scores = self.scores
        if hand.is_over:
            scores = tuple(a + b for a, b in zip(scores, hand.result.points_by_team))
        return replace(self, hand=hand, scores=scores)

    def next_hand(self) -> "Game":
        """Deal the next hand (the deal passes to the left)."""
        if not self.hand.is_over:
            raise ValueError("the current hand is not over yet")
        if self.is_over:
            raise ValueError("the game is over")
        number = self.hand_number + 1
        dealer = (self.hand.dealer + 1) % self.rules.players
        hand = deal(self.rules, dealer=dealer, seed=_hand_seed(self.seed, number))
        return replace(self, hand=hand, past=self.past + (self.hand,))

    @property
    def hands(self) -> tuple[HandState, ...]:
        """Every hand of the game so far, the current one last."""
        return self.past + (self.hand,)

    def score_history(self) -> list[tuple[int, ...]]:
        """The scores after each finished hand, starting from 0s (for a score race)."""
        out = [(0,) * num_teams(self.rules)]
        for h in self.hands:
            if h.is_over:
                out.append(tuple(a + b for a, b in zip(out[-1], h.result.points_by_team)))
        return out


def _hand_seed(seed: int, number: int) -> random.Random:
    return random.Random(f"{seed}:hand {number}")
