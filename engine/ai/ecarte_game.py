"""Écarté's computer players and the coach's analysis, as the registry expects them
(``engine.protocol.GameAI``): the hint and the grade name a principle where one applies
(``principles``)."""
from __future__ import annotations

from typing import Any

from engine.ecarte import Phase
from engine.ecarte.actions import Action
from engine.ecarte.view import View

from . import ecarte_analysis, principles
from .analysis import Grade, Hint
from .ecarte_analysis import grade_from_odds, proposal_odds as odds
from .ecarte_analysis import sample_state
from .ecarte_bots import ExpertEcarte, IntermediateEcarte, NoviceEcarte
from .ecarte_principles import PRINCIPLES

BOTS = {"novice": NoviceEcarte, "intermediate": IntermediateEcarte, "expert": ExpertEcarte}
# The phases whose decision has an odds chart (propose or stand, accept or refuse).
ODDS_PHASES = (Phase.PROPOSAL, Phase.RESPONSE)
# hint, grade and odds take ``scores=`` (per seat, before the hand): the decisions before
# the play are judged by the chance of winning the game when the score matters
# (``ecarte_odds``)
GAME_ODDS = True


def hint(view: View, *args: Any, **kwargs: Any) -> Hint:
    """``ecarte_analysis.hint`` (the same arguments), naming the principle its action follows."""
    return principles.in_hint(view, ecarte_analysis.hint(view, *args, **kwargs))


def grade(view: View, action: Action | str, *args: Any, **kwargs: Any) -> Grade:
    """``ecarte_analysis.grade`` (the same arguments), naming the principle the action broke."""
    return principles.in_grade(view, ecarte_analysis.grade(view, action, *args, **kwargs))


__all__ = ["BOTS", "GAME_ODDS", "ODDS_PHASES", "PRINCIPLES", "grade", "grade_from_odds", "hint", "odds",
           "sample_state"]
