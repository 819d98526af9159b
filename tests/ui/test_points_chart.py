"""The points-by-tricks chart of the Scoring lessons: its points axis fits the bars drawn."""
from __future__ import annotations

import pytest

from engine import euchre
from ui.charts import points_figure


@pytest.mark.parametrize("preset, top", [("standard", 5), ("cutthroat", 4), ("two_handed", 3)])
def test_the_points_axis_reaches_one_point_past_the_largest_bar(preset, top):
    # two-handed Euchre's bars (2 points at most) sat in the middle fifth of an axis from −5 to 5
    fig = points_figure(euchre.preset(preset))
    most = max(abs(y) for trace in fig.data for y in trace.y)
    assert most == top - 1
    assert tuple(fig.layout.yaxis.range) == (-top, top)


def test_the_partners_only_chart_of_the_scoring_lesson_is_not_scaled_for_going_alone():
    # (Lesson 6 draws only "With partner", 2 points at most, before going alone is taught)
    from lessons.euchre.common import partners_only
    fig = points_figure(partners_only(euchre.preset("standard")))
    assert [t.name for t in fig.data] == ["With partner"]
    assert tuple(fig.layout.yaxis.range) == (-3, 3)
