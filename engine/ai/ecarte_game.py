"""Écarté's computer players and the coach's analysis, as the registry expects them
(``engine.protocol.GameAI``)."""
from __future__ import annotations

from engine.ecarte import Phase

from .ecarte_analysis import grade, hint
from .ecarte_analysis import proposal_odds as odds
from .ecarte_bots import ExpertEcarte, IntermediateEcarte, NoviceEcarte
from .ecarte_analysis import sample_state

BOTS = {"novice": NoviceEcarte, "intermediate": IntermediateEcarte, "expert": ExpertEcarte}
# The phases whose decision has an odds chart (propose or stand, accept or refuse).
ODDS_PHASES = (Phase.PROPOSAL, Phase.RESPONSE)

__all__ = ["BOTS", "ODDS_PHASES", "grade", "hint", "odds", "sample_state"]
