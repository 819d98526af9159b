"""The step "Round 2 and the turned-down suit" shows a deal that really reaches round 2."""
from __future__ import annotations

import pytest

from engine.euchre import Phase
from engine.euchre.rules import PRESETS
from lessons.euchre import l3_bidding
from lessons.euchre.course_data import COURSE
from lessons.euchre.positions import simple_action


@pytest.mark.parametrize("preset", list(PRESETS))
def test_round2_example_reaches_round_2(preset):
    # replay the example's deal with the engine: round 1 is passed out, then a suit is named
    rules = PRESETS[preset]
    step = next(st for st in COURSE.lesson("bidding").steps if st.title == "Round 2 and the turned-down suit")
    assert step.example is l3_bidding.bidding_example
    s = l3_bidding.round2_deal(rules)
    phases = []
    while s.phase in (Phase.BID1, Phase.BID2, Phase.BENNY, Phase.DISCARD):
        phases.append(s.phase)
        s = s.apply(simple_action(s))
    assert Phase.BID2 in phases and s.trump is not None and s.trump is not s.turned_down
    texts = [f.text for f in step.example(rules).frames]
    assert any("the upcard is turned down" in t for t in texts)
    assert any(" calls " in t for t in texts)
