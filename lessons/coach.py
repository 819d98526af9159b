"""A Euchre game against computer players, with a coach: hints, grades, undo, review.

Pure Python (no Streamlit): the Play page shows what this computes. A
``CoachedGame`` is immutable like the engine's states; every method returns a new
one. The learner holds one seat; the other seats are bots of a chosen level,
which act (``advance``) until it is the learner's turn or the hand is over.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from engine import euchre
from engine.ai import Grade, Hint, grade, hint, make_bot
from engine.euchre import Action, Game, HandState, Rules, observe

LEVELS = ("novice", "intermediate", "expert")


@dataclass(frozen=True)
class Decision:
    """One decision of the learner: the position before it, the action, its grade."""

    hand_number: int
    before: HandState
    action: Action
    grade: Grade | None

    @property
    def seat(self) -> int:
        return self.before.turn


@dataclass(frozen=True)
class CoachedGame:
    game: Game
    me: int = 0
    opponents: str = "intermediate"
    partner: str = "intermediate"
    grading: bool = True
    samples: int = 200
    decisions: tuple[Decision, ...] = ()
    # The game before each of the learner's decisions, for undo.
    undo_stack: tuple[tuple[Game, int], ...] = field(default=(), repr=False)
    bot_moves: int = 0

    @staticmethod
    def new(rules: Rules, seed: int | None = None, opponents: str = "intermediate",
            partner: str = "intermediate", me: int = 0, grading: bool = True,
            samples: int = 200) -> "CoachedGame":
        for level in (opponents, partner):
            if level not in LEVELS:
                raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
        if not 0 <= me < rules.players:
            raise ValueError(f"seat {me} is not at a {rules.players}-player table")
        game = Game.new(rules, seed=seed)
        return CoachedGame(game, me, opponents, partner, grading, samples).advance()

    # ----- reading -------------------------------------------------------------

    @property
    def hand(self) -> HandState:
        return self.game.hand

    @property
    def my_turn(self) -> bool:
        return not self.game.is_over and self.hand.turn == self.me

    def view(self):
        return observe(self.hand, self.me)

    def level_of(self, seat: int) -> str:
        partner = euchre.partner_of(self.game.rules, self.me)
        return self.partner if seat == partner else self.opponents

    def hint(self, samples: int | None = None) -> Hint:
        if not self.my_turn:
            raise ValueError("a hint is for your own turn")
        return hint(self.view(), samples=samples or self.samples, seed=self._seed())

    @property
    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    # ----- changing ------------------------------------------------------------

    def act(self, action: Action | str) -> "CoachedGame":
        """The learner's action: checked by the engine (an illegal one raises
        ``IllegalActionError`` and changes nothing), graded, then the bots play on."""
        if not self.my_turn:
            raise ValueError("it is not your turn")
        before = self.hand
        after = self.game.apply(action)  # raises on an illegal action
        action = after.hand.history[-1].action  # the parsed form of what was applied
        g = None
        if self.grading:
            g = grade(observe(before, self.me), action, samples=self.samples, seed=self._seed())
        decision = Decision(self.game.hand_number, before, action, g)
        return replace(
            self, game=after, decisions=self.decisions + (decision,),
            undo_stack=self.undo_stack + ((self.game, len(self.decisions)),),
        ).advance()

    def advance(self) -> "CoachedGame":
        """Let the computer players act until it is the learner's turn or the hand ends."""
        game, moves = self.game, self.bot_moves
        while not game.is_over and not game.hand.is_over and game.hand.turn != self.me:
            seat = game.hand.turn
            bot = make_bot(self.level_of(seat))
            game = game.apply(bot.choose(observe(game.hand, seat)))
            moves += 1
        return replace(self, game=game, bot_moves=moves)

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
        return hash((self.game.seed, self.game.hand_number, len(self.hand.history))) & 0xFFFFFFF


def review(decisions: tuple[Decision, ...]) -> dict[str, int]:
    """How many of the learner's graded decisions fell in each grade."""
    from engine.ai import GRADES
    counts = {g: 0 for g in GRADES}
    for d in decisions:
        if d.grade is not None:
            counts[d.grade.label] += 1
    return counts
