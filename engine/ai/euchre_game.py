"""Euchre's computer players and the coach's analysis, as the registry expects them
(``engine.protocol.GameAI``)."""
from __future__ import annotations

from engine.euchre.state import Phase

from .analysis import bidding_odds as odds
from .analysis import grade, hint
from .euchre_bots import ExpertEuchre, IntermediateEuchre, NoviceEuchre
from .sampling import sample_state

BOTS = {"novice": NoviceEuchre, "intermediate": IntermediateEuchre, "expert": ExpertEuchre}
# The phases whose decision has an odds chart (the bidding).
ODDS_PHASES = (Phase.BID1, Phase.BID2, Phase.BENNY)
# hint, grade and odds take ``scores=`` (the game's, before the hand): bids are judged by
# the chance of winning the game when the score matters (``game_odds``)
GAME_ODDS = True

__all__ = ["BOTS", "GAME_ODDS", "ODDS_PHASES", "grade", "hint", "odds", "sample_state"]
