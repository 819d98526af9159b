"""A decision the coach graded Mistake or Blunder, kept as a puzzle: "find a better play".

The payload is plain JSON and holds everything the puzzle needs, so it can be rebuilt
years later from the payload alone (no game in the session): the hand as a hand record
up to the decision (``engine.records``: the rules, the deal code and every action), the
learner's seat, the learner's action, and what every choice was worth when the coach
graded it (its odds, best first, and the tolerance it used). Judging an answer reads
those numbers again, so the verdict agrees with the grade the learner saw in Play and
costs no new analysis.

Pure Python: the Review page shows a ``Puzzle`` with the Play page's own table
(``Puzzle.coached()`` is a ``CoachedGame`` at that position).
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from engine import games
from engine.ai import GRADE_LIMITS, ActionOdds, Grade, grade_from_odds, principles
from engine.ai.game_odds import GameChance
from engine.ai.words import action_text as say_action
from engine.errors import EngineError
from engine.i18n import _
from engine.records import read_record, write_record

from .coach import CoachedGame, Decision
from .text import signed

VERSION = 1
MISTAKES = ("Mistake", "Blunder")
"""The grades that make a puzzle (a smaller slip is not worth a review)."""
TOLERANCE = GRADE_LIMITS[0]
"""An answer is right when it gives up no more than this against the best choice: the
coach's own limit for "Best", so a tie within the samples' noise counts as best."""
TRIES = 2
"""Wrong answers before the explanation is shown (the quizzes' rule too)."""
_NUMBERS = ("expected_points", "p_make", "p_march", "p_euchred", "samples", "p_thrown_in",
            "expected_tricks")


class PuzzleError(ValueError):
    """The payload cannot be made into a puzzle (``str()`` says why, for the server log)."""


@dataclass(frozen=True)
class Puzzle:
    """The position as the learner saw it and what each choice was worth."""

    game: str            # a registry id
    state: Any           # the hand state before the decision
    seat: int            # the learner's seat
    mistake: Any         # the action the learner took (graded Mistake or Blunder)
    odds: tuple[ActionOdds, ...]   # best first (while bidding: one per plan)
    tolerance: float

    def view(self) -> Any:
        """What the learner could see then (never another player's cards)."""
        return games.get(self.game).load("engine").observe(self.state, self.seat)

    def coached(self) -> CoachedGame:
        """A coached game at this position, for the Play page's table and buttons."""
        engine = games.get(self.game).load("engine")
        return CoachedGame(engine.Game.from_hand(self.state), me=self.seat, grading=False)

    def grade(self, action: Any) -> Grade:
        """The coach's grade of ``action`` from the stored odds (``ValueError`` if none),
        naming the principle it broke as the Play page's grade did."""
        return principles.in_grade(self.view(), grade_from_odds(action, self.odds))

    @property
    def best(self) -> ActionOdds:
        return self.odds[0]

    def is_best(self, action: Any) -> bool:
        return _right(self.grade(action), self.tolerance)


@dataclass(frozen=True)
class PuzzleVerdict:
    """The verdict on one answer. ``right``: one of the best choices. ``final``: the puzzle is
    over (right, or the explanation given). ``legal``: false when the answer was not a legal
    action at all (the learner is told why; it does not count as a try)."""

    right: bool
    message: str
    final: bool = True
    legal: bool = True


def position_of(decision: Decision) -> dict:
    """What ``puzzle_payload`` needs from one of the Play page's graded decisions."""
    return {"state": decision.before, "seat": decision.seat, "action": decision.action,
            "grade": decision.grade}


def puzzle_payload(position: dict) -> dict:
    """The JSON-able payload of a graded decision (``position_of``). Raises ``PuzzleError``
    when it is not a Mistake or Blunder, or the hand cannot be written down (a Euchre hand
    under custom rules has no deal code)."""
    state, grade = position.get("state"), position.get("grade")
    if not isinstance(grade, Grade) or grade.label not in MISTAKES:
        raise PuzzleError("only a decision graded Mistake or Blunder becomes a puzzle")
    try:
        game = games.of(state).id
        record = write_record(state)
    except EngineError as e:
        raise PuzzleError(f"the hand cannot be kept: {e}") from None
    return {"v": VERSION, "game": game, "record": record, "seat": int(position["seat"]),
            "mistake": str(position["action"]), "grade": grade.label, "loss": grade.loss,
            "tolerance": TOLERANCE, "odds": [_odds_json(o) for o in grade.odds]}


def puzzle_id(payload: dict) -> str:
    """The card id of a puzzle: the same decision always makes the same id."""
    digest = hashlib.sha1(f"{payload['record']}|{payload['seat']}".encode()).hexdigest()[:12]
    return f"mistake:{payload['game']}:{digest}"


def _odds_json(o: ActionOdds) -> dict:
    out: dict[str, Any] = {k: getattr(o, k) for k in _NUMBERS}
    out.update(plan=[str(a) for a in (o.plan or (o.action,))], tricks=list(o.tricks),
               dealer_acting=o.dealer_acting)
    if o.game is not None:     # judged by the game: the puzzle judges by it too
        out["game"] = [o.game.p_win, *o.game.score, o.game.point]
        out["wins"] = [round(w, 4) for w in o.game.wins]
    # each deal's points (and which deals were copies): the puzzle's grades keep their
    # sampling error, so a choice the samples cannot tell from the best counts as right
    out["values"] = [round(v, 4) for v in o.values]
    out["draws"] = list(o.draws)
    return out


def load_puzzle(payload: str | dict) -> Puzzle:
    """The puzzle a payload describes; ``PuzzleError`` saying why when it cannot be rebuilt
    (not JSON, a game not registered, a record that does not replay, odds that are not
    choices of that position)."""
    try:
        data = json.loads(payload) if isinstance(payload, str) else payload
        if not isinstance(data, dict) or data.get("v") != VERSION:
            raise PuzzleError("not a puzzle payload of this version")
        spec = games.get(data["game"])
        state = read_record(data["record"])
        if games.of(state).id != spec.id:
            raise PuzzleError("the record is for another game")
        seat = data["seat"]
        if not isinstance(seat, int) or state.is_over or state.current_player != seat:
            raise PuzzleError("it is not the learner's turn in that position")
        legal = {str(a): a for a in state.legal_actions()}
        odds = tuple(_odds_from(o, legal) for o in data["odds"])
        if not odds or data["mistake"] not in legal:
            raise PuzzleError("the learner's action is not a choice of that position")
        puzzle = Puzzle(spec.id, state, seat, legal[data["mistake"]], odds,
                        float(data["tolerance"]))
        puzzle.grade(puzzle.mistake)   # the stored odds weigh the learner's action
        return puzzle
    except PuzzleError:
        raise
    except (ValueError, KeyError, TypeError, AttributeError, IndexError) as e:
        # (EngineError, RecordError and JSONDecodeError are ValueErrors)
        raise PuzzleError(f"broken puzzle payload: {type(e).__name__}: {e}") from None


def _odds_from(data: dict, legal: dict) -> ActionOdds:
    """One stored choice back as the analysis's value; its first action must be legal now,
    a later one (a Euchre bid's "alone") is read by that action type's own parser."""
    first = legal[data["plan"][0]]
    parse = getattr(type(first), "parse", None)
    later = tuple(parse(text) for text in data["plan"][1:]) if parse else ()
    if len(later) != len(data["plan"]) - 1:
        raise PuzzleError("a plan of several actions in a game that cannot read them")
    numbers = {k: float(data[k]) for k in _NUMBERS if k != "samples"}
    game = None
    if data.get("game") is not None:
        p_win, us, them, point = data["game"]
        game = GameChance(float(p_win), (int(us), int(them)), float(point),
                          wins=tuple(float(w) for w in data.get("wins", ())))
    # (a puzzle kept before the values were: no error, the limits judge alone)
    return ActionOdds(first, samples=int(data["samples"]), **numbers,
                      tricks=tuple(float(t) for t in data["tricks"]),
                      plan=(first, *later) if later else (),
                      dealer_acting=bool(data["dealer_acting"]), game=game,
                      values=tuple(float(v) for v in data.get("values", ())),
                      draws=tuple(int(d) for d in data.get("draws", ())))


def _right(grade: Grade, tolerance: float) -> bool:
    """One of the best choices: within the tolerance of the best, or a close call the
    samples cannot tell from it (within their error, ``confidence``)."""
    return grade.loss <= tolerance + 1e-9 or (grade.close_call and grade.loss <= grade.margin)


def judge_puzzle(payload: str | dict | Puzzle, action_text: str, attempt: int = 1) -> PuzzleVerdict:
    """The verdict on the learner's answer ``action_text`` (an action's text form, like
    ``play JH`` or ``order``) at try number ``attempt``: right when it is one of the best
    choices (within the coach's tolerance); a wrong answer gets "try again", and from try
    ``TRIES`` on the explanation. ``PuzzleError`` if the payload is broken."""
    puzzle = payload if isinstance(payload, Puzzle) else load_puzzle(payload)
    try:   # the engine reads the text and checks it (the coach reads a click the same way)
        action = puzzle.state.apply(str(action_text).strip()).history[-1].action
    except EngineError as e:
        reason = getattr(e, "reason", None)
        return PuzzleVerdict(False, reason.text if reason is not None else
                             _("That is not one of your choices here."), final=False, legal=False)
    try:
        grade = puzzle.grade(action)
    except ValueError:   # a choice the coach did not weigh (an unusual Écarté exchange)
        return PuzzleVerdict(False, _("The coach did not weigh that choice. Try another one."),
                             final=False)
    if _right(grade, puzzle.tolerance):
        return PuzzleVerdict(True, _("Right: {action} is one of the best choices here, about "
                                     "{points} points on average.").format(
            action=say_action(action), points=signed(grade.chosen.expected_points)))
    if attempt < TRIES:
        return PuzzleVerdict(False, _("Not the best choice here. Try again."), final=False)
    return PuzzleVerdict(False, explain(puzzle, action))


def explain(payload: str | dict | Puzzle, action: Any = None) -> str:
    """The answer in the coach's words: the best choice and what it is worth, and the grade
    of ``action`` (the learner's last try; by default the mistake made in the game)."""
    puzzle = payload if isinstance(payload, Puzzle) else load_puzzle(payload)
    action = puzzle.mistake if action is None else action
    best = puzzle.best
    head = _("The best choice is {best}: about {points} points on average.").format(
        best=best.label, points=signed(best.expected_points))
    return f"{head} {puzzle.grade(action).text}"
