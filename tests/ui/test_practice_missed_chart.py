"""Practice's "Missed most" chart: its hover in words."""
from __future__ import annotations

from ui.charts import missed_figure


def test_practice_missed_most_hover_names_the_kind_and_the_misses():
    """Practice's "Missed most" bars: plotly's own hover read "(2, The kitty)"."""
    [bars] = missed_figure([(2, "The kitty"), (1, "Follow suit")]).data
    assert list(bars.y) == ["Follow suit", "The kitty"]          # the most missed on top
    assert list(bars.customdata) == ["Follow suit: missed 1 time this session",
                                     "The kitty: missed 2 times this session"]
    assert bars.hovertemplate == "%{customdata}<extra></extra>"
