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
