"""Close calls settled by principle.

When the samples cannot tell several choices apart (each within the sampling error of
the best: ``confidence.within_error``), more samples of the same method would only
split hairs; a rule of thumb that strong players teach is a better tie-break. The
first principle of the game's catalogue (``principles``, in its order of precedence)
that some of the close choices follow and others do not decides: the choice is the
numbers' best among those that follow it. When no principle tells them apart, the
numbers' best stays. Detectors read only the player's view, so this is a method every
position gets, never an answer written for one.

A decision judged by the chance of winning the game (``game_odds.matters``) is left to
the numbers: the principles do not know the score.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import confidence

if TYPE_CHECKING:
    from typing import Any, Sequence

    from ..errors import Reason
    from .analysis import ActionOdds
    from .principles import Principle


@dataclass(frozen=True)
class Settled:
    """What a close call came to: the ``chosen`` odds, the ``principle`` that chose them
    (``None``: the numbers' best stands), the choices within the error (best first) and,
    when a principle chose, the numbers' best it was preferred to."""

    chosen: ActionOdds
    principle: Reason | None
    close: tuple[ActionOdds, ...]

    @property
    def by_principle(self) -> bool:
        """Whether a principle chose another action than the numbers' best."""
        return self.principle is not None and self.close[0].action != self.chosen.action


def settle(view: Any, odds: Sequence[ActionOdds], catalogue: Sequence[Principle],
           by_game: bool = False) -> Settled:
    """The choice for ``view`` among ``odds`` (best first): the numbers' best, unless it
    is a close call a principle of ``catalogue`` settles (see the module's text)."""
    close = tuple(confidence.within_error(odds)) if odds and not by_game else tuple(odds[:1])
    distinct = {o.action for o in close}
    if len(distinct) < 2:
        return Settled(odds[0], None, close)
    for p in catalogue:
        following = [(o, r) for o in close if (r := p.applies(view, o.action)) is not None]
        if following and {o.action for o, _r in following} != distinct:
            chosen, reason = following[0]     # (``close`` is best first)
            return Settled(chosen, reason, close)
    return Settled(odds[0], None, close)


def rival(settled: Settled) -> tuple[ActionOdds | None, float]:
    """The other choice a close call is against, and the margin (``confidence.Z``
    standard errors of their gap): the numbers' best when a principle chose, else the
    nearest other action within the error that is not the same on every deal."""
    chosen = settled.chosen
    if settled.by_principle:
        best = settled.close[0]
        return best, confidence.Z * confidence.loss_se(best, chosen)
    for o in settled.close:
        if o.action != chosen.action:
            se = confidence.loss_se(chosen, o)
            if se > 0:
                return o, confidence.Z * se
    return None, 0.0
