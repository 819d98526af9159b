"""Euchre's computer players and the coach's analysis, as the registry expects them
(``engine.protocol.GameAI``): the hint and the grade name a principle where one applies
(``principles``)."""
from __future__ import annotations

from typing import Any

from engine.euchre.actions import Action
from engine.euchre.state import Phase
from engine.euchre.view import View

from . import analysis, principles
from .analysis import Grade, Hint, grade_from_odds
from .analysis import bidding_odds as odds
from .euchre_bots import ExpertEuchre, IntermediateEuchre, NoviceEuchre
from .euchre_principles import PRINCIPLES
from .sampling import sample_state

BOTS = {"novice": NoviceEuchre, "intermediate": IntermediateEuchre, "expert": ExpertEuchre}
# The phases whose decision has an odds chart (the bidding).
ODDS_PHASES = (Phase.BID1, Phase.BID2, Phase.BENNY)
# hint, grade and odds take ``scores=`` (the game's, before the hand): bids are judged by
# the chance of winning the game when the score matters (``game_odds``)
GAME_ODDS = True


def hint(view: View, *args: Any, **kwargs: Any) -> Hint:
    """``analysis.hint`` (the same arguments), naming the principle its action follows."""
    return principles.in_hint(view, analysis.hint(view, *args, **kwargs))


def grade(view: View, action: Action | str, *args: Any, **kwargs: Any) -> Grade:
    """``analysis.grade`` (the same arguments), naming the principle the action broke."""
    return principles.in_grade(view, analysis.grade(view, action, *args, **kwargs))


__all__ = ["BOTS", "GAME_ODDS", "ODDS_PHASES", "PRINCIPLES", "grade", "grade_from_odds", "hint", "odds",
           "sample_state"]
