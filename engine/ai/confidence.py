"""How sure the coach can be: the sampling error of a loss, and grades that respect it.

Every action of one analysis is valued on the same sampled deals, so what an action
gives up against the best is a *paired* difference: deal by deal, ``d = best - chosen``;
the loss is their mean and its standard error comes from their spread, which is far
smaller than either action's own spread (a good deal is good for both).

Deals drawn by importance resampling (inference from the bidding,
``sampling.weighted_deals``) can come back more than once; the copies of one deal are
one draw, not several. So the deals are grouped into draws (``Draws``) and the
variance of the mean is the weighted one, ``sum_k (S_k - c_k * mean)^2 / n^2`` with a
draw of ``c_k`` copies summing to ``S_k`` (times ``K / (K - 1)`` for ``K`` draws):
with no copies it is the textbook ``s^2 / n``; with copies the effective sample size
``n^2 / sum c_k^2`` is smaller and the error larger.

Grades (``label``), ``z = loss / se``:

* ``z > Z`` (outside the error, ``Z = 2``): the loss decides, as the limits in points say
  (``GRADE_LIMITS``): Best, Good, Inaccuracy, Mistake, Blunder; but a harsh grade
  (Mistake, Blunder) needs the loss's lower bound, ``loss - Z * se``, past its limit
  too, else the grade is the one that lower bound earns, at least Inaccuracy: a learner
  is told "Mistake" only when the samples show the loss surely is one (the sentence
  then gives the loss with its margin: ``Grade.held_back``);
* ``1 < z <= Z``: a *close call*, probably worse but not surely: at most Inaccuracy;
* ``z <= 1``: a *close call* the samples cannot tell from the best: at most Good.

A close call's sentence says so and shows the margin (``Z`` standard errors). With no
spread at all (a position analysed with every card known, identical outcomes) the
error is 0 and the limits decide alone, as before. Nothing here looks at the clock:
the same samples and seed give the same error.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    from .analysis import ActionOdds

Z = 2.0
"""How many standard errors a loss must exceed to be more than sampling noise."""

GRADES = ("Best", "Good", "Inaccuracy", "Mistake", "Blunder")
GRADE_LIMITS = (0.02, 0.10, 0.25, 0.60)
"""Expected points given up: up to 0.02 is Best, 0.10 Good, 0.25 Inaccuracy,
0.60 Mistake, more a Blunder."""


_SURELY_WORSE = GRADES.index("Inaccuracy")


class Draws:
    """Which sampled deals are copies of one draw: ``mark(deal)`` once per deal, in the
    order they are valued; copies from resampling come one after the other."""

    __slots__ = ("ids", "_last")

    def __init__(self) -> None:
        self.ids: list[int] = []
        self._last: object = None

    def mark(self, deal: object) -> None:
        same = bool(self.ids) and deal == self._last
        self.ids.append(self.ids[-1] if same else len(self.ids))
        self._last = deal


def paired_se(best: Sequence[float], chosen: Sequence[float],
              draws: Sequence[int] = ()) -> float:
    """The standard error of ``mean(best) - mean(chosen)`` over the same deals
    (``draws``: each deal's draw, copies sharing one; empty: every deal its own)."""
    n = min(len(best), len(chosen))
    if n < 2:
        return 0.0
    diffs = [b - c for b, c in zip(best, chosen)]
    mean = sum(diffs) / n
    groups: dict[int, float] = {}
    sizes: dict[int, int] = {}
    ids = draws if len(draws) == n else range(n)
    for k, d in zip(ids, diffs):
        groups[k] = groups.get(k, 0.0) + d
        sizes[k] = sizes.get(k, 0) + 1
    draws_n = len(groups)
    if draws_n < 2:
        return 0.0
    spread = sum((s - sizes[k] * mean) ** 2 for k, s in groups.items())
    return math.sqrt(spread * draws_n / (draws_n - 1)) / n


def effective_samples(draws: Sequence[int]) -> float:
    """``n^2 / sum c_k^2``: what ``draws`` are worth as independent deals."""
    sizes: dict[int, int] = {}
    for k in draws:
        sizes[k] = sizes.get(k, 0) + 1
    total = sum(c * c for c in sizes.values())
    return len(draws) ** 2 / total if total else 0.0


def loss_se(best: ActionOdds, chosen: ActionOdds, by_game: bool = False) -> float:
    """The standard error of what ``chosen`` gives up against ``best`` (their loss):
    in points, or with ``by_game`` in the game-equivalent points of
    ``game_odds.equivalent_loss``. 0 when the odds keep no values per deal."""
    if best is chosen:
        return 0.0
    if by_game:
        if best.game is None or chosen.game is None:
            return 0.0
        point = best.game.point or 1.0
        return paired_se(best.game.wins, chosen.game.wins, best.draws) / point
    return paired_se(best.values, chosen.values, best.draws)


def limit_label(loss: float) -> str:
    """The grade the loss alone earns (``GRADE_LIMITS``)."""
    for name, limit in zip(GRADES, GRADE_LIMITS):
        if loss <= limit + 1e-9:
            return name
    return GRADES[-1]


def label(loss: float, se: float) -> tuple[str, bool]:
    """The grade of a loss with standard error ``se``, and whether it is a close call
    (see the module's text)."""
    name = limit_label(loss)
    if loss < 0.005 - 1e-12 or loss > Z * se:     # (below 0.005 it shows as 0.00: no gap)
        if GRADES.index(name) > _SURELY_WORSE:
            # a harsh grade only when the loss is surely past its limit: else the one
            # its lower bound earns (the learner gets the benefit of the doubt)
            name = GRADES[max(_SURELY_WORSE, GRADES.index(limit_label(loss - Z * se)))]
        return name, False
    cap = "Good" if loss <= se else "Inaccuracy"
    return GRADES[min(GRADES.index(name), GRADES.index(cap))], True


def noise(best: ActionOdds, chosen: ActionOdds, by_game: bool = False) -> float:
    """``Z`` standard errors of what ``chosen`` gives up against ``best``: a gap up to
    this is sampling noise (a lesson quotes it as "about ±noise points")."""
    return Z * loss_se(best, chosen, by_game)


def too_close(best: ActionOdds, chosen: ActionOdds, by_game: bool = False) -> bool:
    """Whether the samples cannot tell ``chosen`` from ``best``: its loss is within
    ``noise`` (one rule for the grades, the lessons and their captions)."""
    return _loss(best, chosen, by_game) <= noise(best, chosen, by_game) + 1e-9


def within_error(odds: Sequence[ActionOdds], by_game: bool = False) -> list[ActionOdds]:
    """The choices (``odds`` best first) the samples cannot tell from the best: the
    best itself, and every other whose loss is at most ``Z`` standard errors."""
    if not odds:
        return []
    best = odds[0]
    return [best] + [o for o in odds[1:] if too_close(best, o, by_game)]


def _loss(best: ActionOdds, chosen: ActionOdds, by_game: bool) -> float:
    if by_game and best.game is not None and chosen.game is not None:
        point = best.game.point or 1.0
        return max(0.0, best.game.p_win - chosen.game.p_win) / point
    return max(0.0, best.expected_points - chosen.expected_points)
