"""The Écarté stand-or-propose chart: its right axis (the chance of the point) reads round
percentages, whatever the left axis (average points) shows."""
from __future__ import annotations

from engine import ecarte
from engine.ai import ecarte_proposal_odds
from ui.charts import proposal_figure


def test_the_chance_axis_reads_round_percentages():
    # The browser used to line the right axis's ticks up with the left axis's gridlines:
    # "0% 31% 61% 92%" beside "0 0.2 0.4 0.6" (seed 8 on the Écarté explorer page).
    hand = ecarte.deal(ecarte.preset("classic"), dealer=0, seed=8)
    data = ecarte_proposal_odds(ecarte.observe(hand, hand.current_player), samples=20, seed=8,
                                time_limit=2.0).chart_data()
    right = proposal_figure(data).layout.yaxis2
    assert right.tickmode == "array" and right.tickformat == ".0%"
    assert [f"{v:.0%}" for v in right.tickvals] == ["0%", "25%", "50%", "75%", "100%"]
    assert not right.showgrid   # no second set of gridlines beside the left axis's
    low, high = right.range
    assert low == 0 and high >= 1 and all(low <= p <= high for p in data["p_point"])
