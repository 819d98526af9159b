"""The Écarté stand-or-propose chart: its right axis (the chance of the point) reads round
percentages, whatever the left axis (average points) shows."""
from __future__ import annotations

from engine import ecarte
from engine.ai import ecarte_proposal_odds
import pytest

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
    assert low <= 0 and high >= 1 and all(low <= p <= high for p in data["p_point"])


def _zero_at(axis_range) -> float:
    low, high = axis_range
    return -low / (high - low)   # 0's height as a share of the plot, from the bottom


@pytest.mark.parametrize("points", [[-0.62, -0.18], [0.45, -0.2], [0.8, 0.35], [0.0, 0.0], [-2.4, 1.1]])
def test_the_two_axes_zeros_share_one_line(points):
    # with a negative average the points' 0 sat mid-plot while the chance bars (right axis)
    # started at the bottom, so a 31% chance bar stood beside a -0.62 bar as if both were low
    data = {"labels": ["Stand", "Propose"], "expected_points": points, "p_point": [0.31, 0.9], "samples": 40}
    layout = proposal_figure(data).layout
    left, right = layout.yaxis.range, layout.yaxis2.range
    assert _zero_at(left) == pytest.approx(_zero_at(right))
    assert all(left[0] < v < left[1] for v in points if v) and left[0] <= 0 < left[1]
    assert all(0 <= p < right[1] for p in data["p_point"])
    assert (left[0] < 0) == (min(points) < 0)   # no empty negative half when nothing is below 0


def test_hovering_a_bar_says_the_choice_and_its_number_in_words():
    # plotly's own hover read "(Stand (play<br>these cards), 0.6166667)"
    data = {"labels": ["Stand (play these cards)", "Propose an exchange"], "expected_points": [0.6166667, -0.05],
            "p_point": [0.85, 0.4], "samples": 60}
    points, chance = proposal_figure(data).data
    assert list(points.customdata) == ["Stand (play these cards): +0.62 points on average",
                                       "Propose an exchange: −0.05 points on average"]
    assert chance.customdata[0] == "Stand (play these cards): you win the point in 85% of deals"
    assert points.hovertemplate == chance.hovertemplate == "%{customdata}<extra></extra>"
