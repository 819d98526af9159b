"""The score race of a sample game (the Scoring lessons) in a game to a small target: the score
axis reads whole points (a game to 1 read 0, 0.2, 0.4 … 1), the target and the top score sit
inside the plot, and the caption names the target reached, not a final score past it ("East–West
reached 4 first" under a game to 3)."""
from __future__ import annotations

import pytest

from engine import euchre
from ui.charts import race_figure

NAMES = ["South–North", "East–West"]


@pytest.mark.parametrize("target, history", [
    (1, [(0, 0), (0, 0), (0, 1)]),
    (2, [(0, 0), (1, 0), (1, 2)]),
    (3, [(0, 0), (0, 1), (0, 2), (0, 4)]),      # a lone march from 2: past the target
    (15, [(0, 0), (4, 2), (8, 6), (12, 10), (16, 10)]),
])
def test_the_score_axis_counts_whole_points_and_holds_every_score(target, history):
    axis = race_figure(euchre.Rules(target_score=target), history, NAMES).layout.yaxis
    low, high = axis.range
    top = max(max(h) for h in history)
    assert axis.dtick in (1, 2) and axis.tick0 == 0
    assert low < 0 and high > max(target, top)   # the markers at 0 and at the top are not cut


def test_the_caption_names_the_target_reached():
    from ui.games.euchre.explorers import race_caption
    rules = euchre.Rules(target_score=3)
    text = race_caption(rules, [(0, 0), (0, 1), (0, 2), (0, 4)], NAMES)
    assert text == "3 deals; East–West reached 3 first."


def test_hovering_a_point_says_whose_score_after_how_many_deals():
    """Plotly's own hover read "(2, 1)" beside the line's name; now it says it in words, and
    the deal axis counts deals played (its 0 is the start, not a "deal 0")."""
    fig = race_figure(euchre.Rules(target_score=2), [(0, 0), (1, 0), (1, 2)], NAMES)
    assert list(fig.data[1].customdata) == ["East–West: 0 points at the start",
                                            "East–West: 0 points after 1 deal",
                                            "East–West: 2 points after 2 deals"]
    assert fig.data[0].customdata[1] == "South–North: 1 point after 1 deal"
    assert all(t.hovertemplate == "%{customdata}<extra></extra>" for t in fig.data)
    assert fig.layout.xaxis.title.text == "deals played"


def test_the_stakes_balance_hover_signs_the_money():
    from ui.charts import balance_figure
    fig = balance_figure([(0, 0), (5, -5), (-10, 10)], ["South", "North"], 5)
    assert list(fig.data[0].customdata) == ["South: 0 at the start", "South: +5 after 1 deal",
                                            "South: −10 after 2 deals"]
    assert fig.layout.xaxis.title.text == "deals played"

