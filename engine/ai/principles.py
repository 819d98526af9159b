"""Principles: the reasons a learner can use, beside the coach's numbers.

A principle is a rule of thumb that strong players teach ("lead trump when your partner
called it", "call next"). Each one is a ``Principle``: a code and a detector that says,
from the position a player could see (their ``View``: their hand, the upcard, the bidding,
the tricks so far; never a hidden card), whether an action follows it. What it finds is a
``Reason`` in the ``principle`` domain (the code and the cards or suits it talks about),
rendered by ``principle_words`` when shown.

Each game lists its own catalogue as ``PRINCIPLES`` in its AI module (``euchre_principles``,
``ecarte_principles``); ``in_hint`` and ``in_grade`` name one only where it agrees with the
numbers: a hint names the principle its best action follows; a grade names the principle
the best action followed and the learner's did not, when the learner's gave up points. A
principle is a reason, never a rule: the numbers decide, and nothing is named for an action
they call worse, beyond their sampling error. Within it (a close call) the numbers cannot
decide, and a principle settles it (``close_calls``): the hint recommends, and the expert
plays, the choice the first distinguishing principle supports; a learner who made that
choice is graded Best.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Callable

from ..errors import Reason
from . import close_calls, confidence, game_odds
from .analysis import GRADE_LIMITS, Grade, Hint

if TYPE_CHECKING:
    from typing import Mapping, Sequence

    # what a detector found: the details its sentence talks about (empty: it applies)
    Detector = Callable[[Any, Any], "Mapping[str, object] | None"]

DOMAIN = "principle"


@dataclass(frozen=True)
class Principle:
    """One rule of thumb: its ``code`` and its detector ``(view, action) -> details``."""

    code: str
    detect: Detector

    def applies(self, view: Any, action: Any) -> Reason | None:
        """The reason, if ``action`` follows this principle in ``view``; else ``None``."""
        details = self.detect(view, action)
        if details is None:
            return None
        return Reason.of(DOMAIN, self.code, **details)


def catalogue(*entries: tuple[str, Detector]) -> tuple[Principle, ...]:
    """A game's principles in order of precedence (the first that applies is named)."""
    return tuple(Principle(code, detect) for code, detect in entries)


def principles_of(view: Any) -> Sequence[Principle]:
    """The catalogue of the game ``view`` belongs to (none for a game without one)."""
    from .. import games
    brain = games.of(view).load("ai")
    found: Sequence[Principle] = getattr(brain, "PRINCIPLES", ())
    return found


def explain(view: Any, action: Any) -> Reason | None:
    """The first principle ``action`` follows in ``view``, or ``None`` (always when it
    was the only legal action: what the rules force is no rule of thumb)."""
    if len(getattr(view, "legal_actions", ())) == 1:
        return None
    for p in principles_of(view):
        reason = p.applies(view, action)
        if reason is not None:
            return reason
    return None


def in_hint(view: Any, hint: Hint) -> Hint:
    """The hint with the principle its recommended action follows, if any. A close call
    (``close_calls``) is settled by principle: the hint then recommends the choice the
    principle supports and says the numbers could not tell them apart."""
    catalogue = principles_of(view)
    settled = close_calls.settle(view, hint.odds, catalogue, game_odds.matters(hint.odds))
    other, margin = close_calls.rival(settled)
    hint = replace(hint, action=settled.chosen.action, rival=other, margin=margin,
                   settled=settled.by_principle)
    reason = settled.principle if settled.by_principle else explain(view, hint.action)
    return hint if reason is None else replace(hint, principle=reason)


def in_grade(view: Any, grade: Grade) -> Grade:
    """The grade with the principle behind it. A close call whose learner's choice is the
    one a principle settles it for (the hint's choice) is Best, naming that principle;
    otherwise the loss is measured against the hint's choice (``_against_the_hint``) and
    the grade names the principle the learner broke: the choice the hint recommends
    follows it, the learner's action does not, and gave up more than a Best does."""
    catalogue = principles_of(view)
    if grade.best.action == grade.action:
        return grade if grade.by_game else _beside_the_hint(view, grade, catalogue)
    if grade.loss <= GRADE_LIMITS[0] + 1e-9 and not grade.close_call:
        return grade
    if not grade.by_game:
        settled = close_calls.settle(view, grade.odds, catalogue)
        if grade.close_call and settled.principle is not None and \
                settled.chosen.action == grade.action:
            return replace(grade, label="Best", settled=True, principle=settled.principle)
        grade = _against_the_hint(grade, settled)
        if grade.close_call and settled.by_principle:
            code = settled.principle.code  # type: ignore[union-attr]  # (by_principle)
            broken = next(p for p in catalogue if p.code == code)
            if broken.applies(view, grade.action) is None:
                return replace(grade, principle=settled.principle)
            return grade
    if grade.loss <= GRADE_LIMITS[0] + 1e-9:
        return grade
    for p in catalogue:
        reason = p.applies(view, grade.best.action)
        if reason is not None and p.applies(view, grade.action) is None:
            return replace(grade, principle=reason)
    return grade


def _beside_the_hint(view: Any, grade: Grade, catalogue: Sequence[Principle]) -> Grade:
    """The numbers' best, when a rule of thumb settled the close call for another choice:
    still Best, and the grade says why the hint named that other choice (so hint and
    grade do not seem to disagree), with the rule of thumb the learner's choice broke."""
    settled = close_calls.settle(view, grade.odds, catalogue)
    if not settled.by_principle:
        return grade
    other = settled.chosen
    margin = confidence.Z * confidence.loss_se(grade.chosen, other)
    return replace(grade, preferred=other, preferred_margin=margin,
                   principle=settled.principle)


def _against_the_hint(grade: Grade, settled: close_calls.Settled) -> Grade:
    """The loss measured against the hint's choice: when a principle settled a close
    call for another choice than the numbers' best, the grade names the hint's choice
    and what the learner gave up against it, so hint and grade say the same thing. A
    choice that scores at least the hint's is measured against the numbers' best, as
    before: it must not read "no other choice scores more" when one does."""
    best = settled.chosen
    if not settled.by_principle or best.action == grade.action or \
            grade.chosen.expected_points >= best.expected_points:
        return grade   # (a choice between the hint's and the numbers' best: against the latter)
    loss = max(0.0, best.expected_points - grade.chosen.expected_points)
    se = confidence.loss_se(best, grade.chosen)
    label, close = confidence.label(loss, se)
    return replace(grade, label=label, loss=loss, best=best, se=se, close_call=close)
