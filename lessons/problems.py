"""Problem hands: one decision, set on a deal written in card notation, with the
engine as the judge.

A ``Problem`` is data: every hand, the dealer, the card turned up (Euchre's upcard,
Écarté's turn-up), the top of the kitty or talon, the actions so far, the seat to
move, the lesson it belongs to (a lesson id of the game's ``COURSE``), the intended
answer and an explanation. Each game's course package exposes its set as
``PROBLEMS`` (a ``ProblemSet``: the problems, their topics, and the game's functions
that build the position and value each action), so a page asks the registry for
``problem_set(game_id)`` and never names a game.

What "the best result" means (the tests hold every problem to it)
-----------------------------------------------------------------

A problem is about the cards **as they lie**: the learner sees only their own hand,
but the answer is judged against every card in its place.

- The **value** of an action is the points it brings the mover's side in this hand,
  minus the points the other side scores (Euchre: +2 for a march, -2 when euchred;
  Écarté: the point, the vole and the king of trumps count), when the rest of the
  hand is finished like this: the cards are played **double-dummy** (everybody plays
  perfectly with every card known, by the engine's solver); the decisions before the
  play that come after the action (the other players' bids, the dealer's discard,
  every exchange and proposal, the mover's own later ones included) are made by the
  engine's intermediate computer player, whose rules of thumb are deterministic; the
  one exception, Euchre: the mover's own choice to go alone or not is taken at its
  best. For a bid this is exactly the engine's bidding odds with one
  "sample": the deal itself.
- The intended answer **succeeds** when it is the only legal action with the highest
  value: every other legal action brings strictly fewer points. (A problem whose
  answer ties with another action is not kept: the tests check every problem.)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from engine import games
from engine.i18n import _, ngettext

from .quiz import TRIES, Feedback
from .text import signed_int


@dataclass(frozen=True)
class Problem:
    """One decision on an explicit deal. ``hands`` one string of cards per seat; ``turn``
    the card turned up; ``rest`` the top of the kitty or talon in order (the unnamed
    cards follow in pack order); ``actions`` what was done before, in the engine's text
    form; ``seat`` the seat to move (the learner sees the table from there); ``answer``
    the intended action's text. ``explanation_en`` and ``nudge_en`` are English, marked
    with ``N_()`` (``explanation`` and ``nudge`` read them in the run's language)."""

    id: str
    topic: str
    lesson: str
    dealer: int
    hands: tuple[str, ...]
    turn: str
    seat: int
    answer: str
    explanation_en: str
    nudge_en: str
    actions: tuple[str, ...] = ()
    rest: str = ""
    score: tuple[int, ...] = (0, 0)

    @property
    def explanation(self) -> str:
        return _(self.explanation_en)

    @property
    def nudge(self) -> str:
        return _(self.nudge_en)


@dataclass(frozen=True)
class ProblemTopic:
    id: str
    title_en: str        # marked with N_()
    summary_en: str

    @property
    def title(self) -> str:
        return _(self.title_en)

    @property
    def summary(self) -> str:
        return _(self.summary_en)

    @property
    def progress_topic(self) -> str:
        """The topic the learner's answers are stored under."""
        return f"problem:{self.id}"


@dataclass(frozen=True)
class Outcome:
    """What one action brings the mover's side, the cards as they lie."""

    action: Any
    points: int          # the mover's side's points minus the other side's, this hand
    tricks: int          # tricks the mover's side takes


@dataclass(frozen=True)
class ProblemSet:
    """A game's problems and the game's functions the page and the tests need.

    ``position(problem)`` the engine state of the decision; ``outcomes(state)`` an
    ``Outcome`` per legal action, in the engine's legal order; ``label(state, action)``
    the learner's words for an action; ``scene(problem, state)`` what the learner sees
    (a ``lessons.quiz.Scene``); ``picks_cards(state)``: the answer is a set of cards
    (an Écarté exchange) rather than one of a few buttons; ``solution(problem)`` the hand
    played to its end along the answer, the way ``outcomes`` values it."""

    game: str
    topics: tuple[ProblemTopic, ...]
    problems: tuple[Problem, ...]
    position: Callable[[Problem], Any]
    outcomes: Callable[[Any], tuple[Outcome, ...]]
    label: Callable[[Any, Any], str]
    scene: Callable[[Problem, Any], Any]
    picks_cards: Callable[[Any], bool] = field(default=lambda state: False)
    solution: Callable[[Problem], Any] | None = None

    def topic(self, topic_id: str) -> ProblemTopic:
        for t in self.topics:
            if t.id == topic_id:
                return t
        raise KeyError(topic_id)

    def of_topic(self, topic_id: str) -> tuple[Problem, ...]:
        return tuple(p for p in self.problems if p.topic == topic_id)

    def get(self, problem_id: str) -> Problem:
        for p in self.problems:
            if p.id == problem_id:
                return p
        raise KeyError(problem_id)


@dataclass(frozen=True)
class Verdict:
    """The engine's judgement of a problem: every legal action's outcome, the best."""

    outcomes: tuple[Outcome, ...]

    @property
    def best_points(self) -> int:
        return max(o.points for o in self.outcomes)

    @property
    def best(self) -> tuple[Any, ...]:
        top = self.best_points
        return tuple(o.action for o in self.outcomes if o.points == top)

    def of(self, action: Any) -> Outcome:
        for o in self.outcomes:
            if o.action == action:
                return o
        raise KeyError(str(action))

    def singles_out(self, action: Any) -> bool:
        """``action`` is the only legal action with the best value."""
        return self.best == (self.of(action).action,)


def problem_set(game_id: str) -> ProblemSet | None:
    """The problems of a registered game (``None`` when its course has none)."""
    spec = games.get(game_id)
    if not spec.has("course"):
        return None
    found = getattr(spec.load("course"), "PROBLEMS", None)
    return found if isinstance(found, ProblemSet) else None


def topic_titles(game_id: str) -> dict[str, str]:
    """The learner's words for every topic answers are saved under in a game: its quiz
    kinds, and its problem topics (``Problems: Leading``), for the progress charts and
    the teacher's view, which must never show a stored id."""
    from .course import course
    titles = {t: topic.title for t, topic in course(game_id).topics.items()} \
        if games.get(game_id).has("course") else {}
    pset = problem_set(game_id)
    for topic in pset.topics if pset is not None else ():
        titles[topic.progress_topic] = _("Problems: {topic}").format(topic=topic.title)
    return titles


def judge(pset: ProblemSet, problem: Problem) -> Verdict:
    """Every legal action of ``problem`` valued with the cards as they lie."""
    return Verdict(pset.outcomes(pset.position(problem)))


def answer_of(pset: ProblemSet, problem: Problem, state: Any = None) -> Any:
    """The intended answer as the engine's action value (one of the legal actions)."""
    state = pset.position(problem) if state is None else state
    for a in state.legal_actions():
        if str(a) == problem.answer:
            return a
    raise ValueError(f"problem {problem.id}: {problem.answer!r} is not a legal action")


def solved_to_the_end(hand: Any, solve: Callable[[Any], Any]) -> Any:
    """``hand`` (in play) played to its end, each player the card best for its side by
    ``solve``, the game's double-dummy solver (the first in legal order among equals)."""
    while not hand.is_over:
        values = solve(hand).values
        best = max(v for _a, v in values)
        hand = hand.apply(next(a for a, v in values if v == best))
    return hand


def table_line(pset: ProblemSet, problem: Problem) -> tuple[str, list[str], int] | None:
    """The problem for the teacher's table: its deal code, every action from the deal to
    the end of the hand along the answer (the line its explanation describes) and how many
    of them come before the decision; ``None`` when the game has no solution line."""
    if pset.solution is None:
        return None
    hand = pset.solution(problem)
    code = games.get(pset.game).load("engine").encode_deal(hand)
    return code, [str(e.action) for e in hand.history], len(problem.actions)


def _points(n: int) -> str:
    """``+2``, ``0`` or ``−1`` (a true minus sign), the points of one hand."""
    return signed_int(n)


def check(pset: ProblemSet, problem: Problem, action: Any, attempt: int = 1,
          gave_up: bool = False) -> Feedback:
    """The verdict on try number ``attempt`` (1 = the first) at ``problem``. A wrong try before
    the last gets the engine's count for that action and the problem's nudge, the answer still
    hidden; the last try (or ``gave_up``, or a wrong try that leaves one choice untried)
    gives the answer and the explanation."""
    state = pset.position(problem)
    right = answer_of(pset, problem, state)
    answer_text = _("The answer is **{answer}**.").format(answer=pset.label(state, right))
    if gave_up:
        return Feedback(False, _("Here is the answer."), answer_text + " " + problem.explanation)
    chosen = next((a for a in state.legal_actions() if str(a) == str(action)), None)
    if chosen is None:
        return Feedback(False, _("That is not one of the choices."),
                        _("Pick one of the actions shown."), final=False)
    if chosen == right:
        return Feedback(True, _("Right!"), problem.explanation)
    mine = judge(pset, problem).of(chosen)
    count = ngettext("As the cards lie, “{action}” ends the deal at {points} for your side, with "
                     "{n} trick.", "As the cards lie, “{action}” ends the deal at {points} for "
                     "your side, with {n} tricks.", mine.tricks).format(
                         action=pset.label(state, chosen), points=_points(mine.points), n=mine.tricks)
    # A wrong try leaves the answer hidden only while more than one choice is still untried
    # (the page disables the missed ones): with two choices, "try again" left one button,
    # and clicking it read "Right!" for an answer given away.
    untried = len(state.legal_actions()) - attempt
    if attempt < TRIES and untried > 1:
        return Feedback(False, _("Try again."), count + " " + _("One choice does better.") + " "
                        + problem.nudge, final=False)
    return Feedback(False, _("Not quite."), count + " " + answer_text + " " + problem.explanation)
