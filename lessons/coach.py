"""A game against computer players, with a coach: hints, grades, undo, review.

Pure Python (no Streamlit): the Play page shows what this computes. A
``CoachedGame`` is immutable like the engine's states; every method returns a new
one. The learner holds one seat; the other seats are bots of a chosen level,
which act (``advance``) until it is the learner's turn or the hand is over. Euchre
and Écarté differ only in the small ``GameKind`` table below.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable

from engine import ai, ecarte, euchre
from engine.ai import Grade, Hint, make_bot

LEVELS = ("novice", "intermediate", "expert")


@dataclass(frozen=True)
class GameKind:
    """What the coach needs from one game: how to start, see, hint and grade."""

    name: str
    new_game: Callable[[Any, int | None], Any]
    observe: Callable[[Any, int], Any]
    hint: Callable[..., Hint]
    grade: Callable[..., Grade]
    partner_of: Callable[[Any, int], int | None]


KINDS = {
    "euchre": GameKind("euchre", lambda rules, seed: euchre.Game.new(rules, seed=seed),
                       euchre.observe, ai.hint, ai.grade, euchre.partner_of),
    "ecarte": GameKind("ecarte", lambda rules, seed: ecarte.Game.new(rules, seed=seed),
                       ecarte.observe, ai.ecarte_hint, ai.ecarte_grade,
                       lambda rules, seat: None),
}


def kind_of(rules) -> GameKind:
    return KINDS["ecarte" if isinstance(rules, ecarte.Rules) else "euchre"]


@dataclass(frozen=True)
class Decision:
    """One decision of the learner: the position before it, the action, its grade."""

    hand_number: int
    before: Any          # the hand state before the decision
    action: Any          # the engine's action value
    grade: Grade | None

    @property
    def seat(self) -> int:
        return self.before.current_player


@dataclass(frozen=True)
class CoachedGame:
    game: Any            # an engine Game (euchre.Game or ecarte.Game)
    me: int = 0
    opponents: str = "intermediate"
    partner: str = "intermediate"
    grading: bool = True
    samples: int = 200
    decisions: tuple[Decision, ...] = ()
    # The game before each of the learner's decisions, for undo.
    undo_stack: tuple[tuple[Any, int], ...] = field(default=(), repr=False)

    @staticmethod
    def new(rules, seed: int | None = None, opponents: str = "intermediate",
            partner: str = "intermediate", me: int = 0, grading: bool = True,
            samples: int = 200) -> "CoachedGame":
        for level in (opponents, partner):
            if level not in LEVELS:
                raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
        if not 0 <= me < rules.players:
            raise ValueError(f"seat {me} is not at a {rules.players}-player table")
        game = kind_of(rules).new_game(rules, seed)
        return CoachedGame(game, me, opponents, partner, grading, samples).advance()

    # ----- reading -------------------------------------------------------------

    @property
    def kind(self) -> GameKind:
        return kind_of(self.game.rules)

    @property
    def hand(self):
        return self.game.hand

    @property
    def my_turn(self) -> bool:
        return not self.game.is_over and self.hand.current_player == self.me

    def view(self):
        return self.kind.observe(self.hand, self.me)

    def level_of(self, seat: int) -> str:
        partner = self.kind.partner_of(self.game.rules, self.me)
        return self.partner if seat == partner else self.opponents

    def hint(self, samples: int | None = None) -> Hint:
        if not self.my_turn:
            raise ValueError("a hint is for your own turn")
        return self.kind.hint(self.view(), samples=samples or self.samples, seed=self._seed())

    @property
    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    # ----- changing ------------------------------------------------------------

    def act(self, action) -> "CoachedGame":
        """The learner's action: checked by the engine (an illegal one raises
        ``IllegalActionError`` and changes nothing), graded, then the bots play on."""
        if not self.my_turn:
            raise ValueError("it is not your turn")
        before = self.hand
        after = self.game.apply(action)  # raises on an illegal action
        action = after.hand.history[-1].action  # the parsed form of what was applied
        g = None
        if self.grading:
            g = self.kind.grade(self.kind.observe(before, self.me), action,
                                samples=self.samples, seed=self._seed())
        decision = Decision(len(self.game.hands) - 1, before, action, g)
        return replace(
            self, game=after, decisions=self.decisions + (decision,),
            undo_stack=self.undo_stack + ((self.game, len(self.decisions)),),
        ).advance()

    def advance(self) -> "CoachedGame":
        """Let the computer players act until it is the learner's turn or the hand ends."""
        game, kind = self.game, self.kind
        while not game.is_over and not game.hand.is_over and \
                game.hand.current_player != self.me:
            seat = game.hand.current_player
            bot = make_bot(self.level_of(seat), kind.name)
            game = game.apply(bot.choose(kind.observe(game.hand, seat)))
        return replace(self, game=game)

    def next_hand(self) -> "CoachedGame":
        return replace(self, game=self.game.next_hand()).advance()

    def undo(self) -> "CoachedGame":
        """Back to the learner's previous decision (its grade is forgotten)."""
        if not self.undo_stack:
            raise ValueError("there is nothing to undo")
        game, kept = self.undo_stack[-1]
        return replace(self, game=game, decisions=self.decisions[:kept],
                       undo_stack=self.undo_stack[:-1])

    def _seed(self) -> int:
        return hash((self.game.seed, len(self.game.hands), len(self.hand.history))) & 0xFFFFFFF


def review(decisions: tuple[Decision, ...]) -> dict[str, int]:
    """How many of the learner's graded decisions fell in each grade."""
    from engine.ai import GRADES
    counts = {g: 0 for g in GRADES}
    for d in decisions:
        if d.grade is not None:
            counts[d.grade.label] += 1
    return counts
