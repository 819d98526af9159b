"""A game against computer players, with a coach: hints, grades, undo, review.

Pure Python (no Streamlit): the Play page shows what this computes. A
``CoachedGame`` is immutable like the engine's states; every method returns a new
one. The learner holds one seat; the other seats are bots of a chosen level,
which act (``advance``) until it is the learner's turn or the hand is over. Euchre
and Écarté differ only in the small ``GameKind`` table below, read from the
registry (``engine.games``).
"""
from __future__ import annotations

import zlib
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from engine import ai, games
from engine.ai import Grade, Hint, make_bot, principles

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
    odds: Callable[..., Any]                  # the odds chart of a bidding-type decision
    odds_phases: tuple[Any, ...]              # the phases that chart is for
    from_hand: Callable[[Any, int], Any]      # a game that starts with a given hand
    game_odds: bool = False                   # hint, grade and odds weigh the game's scores
    # the grade read off a hint's odds, as the game's own ``grade`` reads them
    grade_from_odds: Callable[[Any, Any], Grade] = ai.grade_from_odds


def kind_named(game_id: str) -> GameKind:
    """The coach's table for the registered game ``game_id`` (its engine and its AI)."""
    spec = games.get(game_id)
    engine, brain = spec.load("engine"), spec.load("ai")
    return GameKind(spec.id, lambda rules, seed: engine.Game.new(rules, seed=seed),
                    engine.observe, brain.hint, brain.grade, engine.partner_of, brain.odds,
                    brain.ODDS_PHASES, engine.Game.from_hand, getattr(brain, "GAME_ODDS", False),
                    getattr(brain, "grade_from_odds", ai.grade_from_odds))


def kind_of(rules) -> GameKind:
    return kind_named(games.of(rules).id)


@dataclass(frozen=True)
class Decision:
    """One decision of the learner: the position before it, the action, its grade
    (``None`` when grading is off, while the grade is still being worked out, or when
    the decision was ``forced``)."""

    hand_number: int
    before: Any          # the hand state before the decision
    action: Any          # the engine's action value
    grade: Grade | None

    @property
    def seat(self) -> int:
        return self.before.current_player

    @property
    def key(self) -> tuple[int, int]:
        """Where the decision was taken: the hand and the number of actions before it."""
        return self.hand_number, len(self.before.history)

    @property
    def forced(self) -> bool:
        """Whether the rules left only this action (the only legal card): nothing to
        choose, so nothing to grade or count among the learner's decisions."""
        return len(self.before.legal_actions()) == 1


@dataclass(frozen=True)
class Job:
    """A piece of analysis (a grade or a hint) to run away from the learner's click.
    Plain data, so it can be sent to another process; ``run_job`` does the work."""

    what: str            # "grade", "hint" or "odds"
    game: str            # a game id of engine.games
    view: Any
    action: Any
    samples: int
    seed: int
    scores: tuple[int, ...] | None = None   # the game's scores before the hand (if the AI uses them)


def run_job(job: Job):
    """The result of a ``Job``: a ``Grade``, a ``Hint``, or the odds of each option."""
    kind = kind_named(job.game)
    extra = {"scores": job.scores} if job.scores is not None else {}
    if job.what == "grade":
        return kind.grade(job.view, job.action, samples=job.samples, seed=job.seed, **extra)
    if job.what == "odds":
        return kind.odds(job.view, samples=job.samples, seed=job.seed, **extra)
    return kind.hint(job.view, samples=job.samples, seed=job.seed, **extra)


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
            samples: int = 200, reply: bool = True) -> "CoachedGame":
        for level in (opponents, partner):
            if level not in LEVELS:
                raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
        if not 0 <= me < rules.players:
            raise ValueError(f"seat {me} is not at a {rules.players}-player table")
        game = CoachedGame(kind_of(rules).new_game(rules, seed), me, opponents, partner,
                           grading, samples)
        return game.advance() if reply else game

    @staticmethod
    def from_hand(hand, seed: int = 0, opponents: str = "intermediate",
                  partner: str = "intermediate", me: int = 0, grading: bool = True,
                  samples: int = 200, reply: bool = True) -> "CoachedGame":
        """A game whose first hand is ``hand`` (a shared deal, a set position); the
        computer players act until it is the learner's turn (with ``reply=False``, they
        are left to ``advance``, as in ``new``)."""
        for level in (opponents, partner):
            if level not in LEVELS:
                raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
        if not 0 <= me < hand.rules.players:
            raise ValueError(f"seat {me} is not at a {hand.rules.players}-player table")
        game = CoachedGame(kind_of(hand.rules).from_hand(hand, seed), me, opponents, partner,
                           grading, samples)
        return game.advance() if reply else game

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

    @property
    def others_to_move(self) -> bool:
        """Whether the computer players are still to act before the learner's turn (or the
        end of the hand): ``advance`` lets them."""
        return not self.game.is_over and not self.hand.is_over and \
            self.hand.current_player != self.me

    def view(self):
        return self.kind.observe(self.hand, self.me)

    @property
    def has_partner(self) -> bool:
        """Whether the learner plays with a partner (four-player Euchre): the tricks of
        "your side", or only the learner's own."""
        return self.kind.partner_of(self.game.rules, self.me) is not None

    def level_of(self, seat: int) -> str:
        partner = self.kind.partner_of(self.game.rules, self.me)
        return self.partner if seat == partner else self.opponents

    def hint(self, samples: int | None = None) -> Hint:
        return run_job(self.hint_job(samples))

    def hint_job(self, samples: int | None = None) -> Job:
        """The work behind a hint for the learner's decision now."""
        if not self.my_turn:
            raise ValueError("a hint is for your own turn")
        return Job("hint", self.kind.name, self.view(), None, samples or self.samples,
                   self._seed(), self._scores(len(self.game.hands) - 1))

    @property
    def only_action(self):
        """The one action the rules allow the learner now (the only card they may play),
        or ``None``: a hint there needs no sampling, just that action."""
        if not self.my_turn:
            return None
        legal = self.hand.legal_actions()
        return legal[0] if len(legal) == 1 else None

    @property
    def has_odds(self) -> bool:
        """Whether the learner is at a bidding-type decision (Écarté: a proposal)."""
        return self.my_turn and self.hand.phase in self.kind.odds_phases

    def odds_job(self) -> Job:
        """The work behind the odds chart of the learner's bidding-type decision: the
        same samples and seed as its hint and its grade, so all three agree."""
        if not self.has_odds:
            raise ValueError("the odds are for your bidding decisions")
        return Job("odds", self.kind.name, self.view(), None, self.samples, self._seed(),
                   self._scores(len(self.game.hands) - 1))

    @property
    def position(self) -> tuple[int, int, int]:
        """Where the game is: which game (its seed), the hand and the number of actions
        in it. A click made on another position is stale."""
        return self.game.seed, len(self.game.hands), len(self.hand.history)

    def pending(self) -> tuple[Decision, ...]:
        """The learner's decisions whose grade is still to be worked out."""
        if not self.grading:
            return ()
        return tuple(d for d in self.decisions if d.grade is None and not d.forced)

    def grade_job(self, decision: Decision) -> Job:
        """The work behind one decision's grade (the seed is the one the position had)."""
        view = self.kind.observe(decision.before, self.me)
        return Job("grade", self.kind.name, view, decision.action, self.samples,
                   self._seed_at(decision.hand_number + 1, len(decision.before.history)),
                   self._scores(decision.hand_number))

    def grade_from_hint(self, decision: Decision, hint: Hint, at) -> Grade | None:
        """The decision's grade read off a hint the learner asked for at position ``at``
        (no second analysis: the hint used the grade's samples and seed), or ``None``
        when the hint was for another position or did not weigh that action."""
        if at != (self.game.seed, decision.hand_number + 1, len(decision.before.history)):
            return None
        try:
            grade = self.kind.grade_from_odds(decision.action, hint.odds)
        except ValueError:
            return None
        return principles.in_grade(self.kind.observe(decision.before, self.me), grade)

    def with_grade(self, key: tuple[int, int], grade: Grade) -> "CoachedGame":
        """The game with the grade of the decision at ``key`` filled in (if that
        decision is still there: an undo may have removed it)."""
        decisions = tuple(replace(d, grade=grade) if d.key == key and d.grade is None else d
                          for d in self.decisions)
        return replace(self, decisions=decisions)

    @property
    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    def to_undo(self) -> Decision | None:
        """The decision ``undo`` takes back (the last one the learner chose, past the moves
        the rules forced after it), or ``None`` when there is nothing to undo; the Undo
        button says it, and whether later hands go with it."""
        if not self.undo_stack:
            return None
        kept = self._undo_depth()[1]
        return self.decisions[kept] if kept < len(self.decisions) else None

    def _undo_depth(self) -> tuple[int, int]:
        """How many entries of ``undo_stack`` ``undo`` pops, and the index of the decision
        it takes back (the one made from the last entry popped)."""
        depth = 0
        while True:   # past the moves the rules forced: back to a real choice
            depth += 1
            kept = self.undo_stack[-depth][1]
            undone = self.decisions[kept] if kept < len(self.decisions) else None
            if not (depth < len(self.undo_stack) and undone is not None and undone.forced):
                return depth, kept

    # ----- changing ------------------------------------------------------------

    def act(self, action, grade_now: bool = True, reply: bool = True) -> "CoachedGame":
        """The learner's action: checked by the engine (an illegal one raises
        ``IllegalActionError`` and changes nothing), graded, then the bots play on.
        With ``grade_now=False`` the grade is left to be filled in later
        (``pending``, ``grade_job``, ``with_grade``), so the click never waits for it;
        with ``reply=False`` the bots' replies are left to ``advance``, so the learner's
        action can be shown before slow computer players have replied."""
        if not self.my_turn:
            raise ValueError("it is not your turn")
        before = self.hand
        after = self.game.apply(action)  # raises on an illegal action
        action = after.hand.history[-1].action  # the parsed form of what was applied
        decision = Decision(len(self.game.hands) - 1, before, action, None)
        if self.grading and grade_now and not decision.forced:
            decision = replace(decision, grade=run_job(self.grade_job(decision)))
        acted = replace(
            self, game=after, decisions=self.decisions + (decision,),
            undo_stack=self.undo_stack + ((self.game, len(self.decisions)),),
        )
        return acted.advance() if reply else acted

    def advance(self) -> "CoachedGame":
        """Let the computer players act until it is the learner's turn or the hand ends."""
        game = self
        while game.others_to_move:
            game = game.reply()
        return game

    def reply(self) -> "CoachedGame":
        """One computer player's action (the one whose turn it is)."""
        if not self.others_to_move:
            raise ValueError("no computer player is to act")
        game, kind = self.game, self.kind
        # the scores before this hand, as the coach judges by them: an expert weighs them
        # too, where the game's AI judges by the game (``GameAI.GAME_ODDS``)
        scores = self._scores(len(game.hands) - 1)
        seat = game.hand.current_player
        bot = make_bot(self.level_of(seat), kind.name)
        view = kind.observe(game.hand, seat)
        return replace(self, game=game.apply(bot.choose(view) if scores is None else
                                             bot.choose(view, scores=scores)))

    def next_hand(self, reply: bool = True) -> "CoachedGame":
        dealt = replace(self, game=self.game.next_hand())
        return dealt.advance() if reply else dealt

    def undo(self) -> "CoachedGame":
        """Back to the learner's previous decision (its grade is forgotten), past any move
        the rules forced after it (undoing the last card of a hand alone changed nothing)."""
        if not self.undo_stack:
            raise ValueError("there is nothing to undo")
        depth, kept = self._undo_depth()
        game = self.undo_stack[-depth][0]
        return replace(self, game=game, decisions=self.decisions[:kept],
                       undo_stack=self.undo_stack[:-depth])

    def _scores(self, hand_number: int) -> tuple[int, ...] | None:
        """The game's scores before hand ``hand_number`` (0 first), for an AI that judges
        bids by the chance of winning the game; ``None`` for one that does not."""
        if not self.kind.game_odds:
            return None
        scores = list(self.game.scores)     # now, less what that hand and later ones scored
        for h in self.game.hands[hand_number:]:
            # (an Écarté hand scores the king before it is over: its ``points`` so far)
            points = h.result.points if h.is_over else getattr(h, "points", None)
            if points is not None:
                scores = [a - b for a, b in zip(scores, points)]
        return tuple(scores)

    def _seed(self) -> int:
        return self._seed_at(len(self.game.hands), len(self.hand.history))

    def _seed_at(self, hands: int, actions: int) -> int:
        # a stable hash: the same position gets the same samples in every process
        return zlib.crc32(f"{self.game.seed}:{hands}:{actions}".encode()) & 0xFFFFFFF


def deal_seed(code: str) -> int:
    """The seed of a game that starts from a shared deal code: the code's own stable hash,
    so every opening of the same link plays and grades the same game."""
    return zlib.crc32(f"deal:{code.strip()}".encode()) & 0x7FFFFFFF


def review(decisions: tuple[Decision, ...]) -> dict[str, int]:
    """How many of the learner's graded decisions fell in each grade."""
    from engine.ai import GRADES
    counts = {g: 0 for g in GRADES}
    for d in decisions:
        if d.grade is not None:
            counts[d.grade.label] += 1
    return counts
