"""The Bidding lesson, "Should you order it up?": the caption beside the odds chart says what the chart's
numbers say (the engine's odds, a fixed number of deals played out from a fixed seed)."""
from __future__ import annotations

import pytest

from engine.euchre.rules import PRESETS
from lessons.euchre.l3_bidding import bid_odds_example

STD = PRESETS["standard"]


def test_the_lesson_deal_says_pass_beats_ordering_up_and_why():
    # Seed 5 (the lesson's first deal): two trumps and an off-suit ace, but the upcard is the J♠ and
    # the dealer is an opponent; the count puts Pass (−0.50) above Order it up (−1.20).
    ex = bid_odds_example(STD, 5)
    ev = dict(zip(ex.data["labels"], ex.data["expected_points"]))
    assert ev["Pass"] > ev["Order it up"]
    assert "enough to order it up" in ex.rule       # the rule of thumb's own advice
    assert "pass is worth the most" in ex.caption
    assert "the count disagrees" in ex.caption
    assert "hands the J♠ to the dealer, West, an opponent: it becomes their right bower" in ex.caption


@pytest.mark.parametrize("seed", range(5, 13))
def test_caption_names_the_bid_the_numbers_favour(seed):
    ex = bid_odds_example(STD, seed, samples=30)
    ev = dict(zip(ex.data["labels"], ex.data["expected_points"]))
    best = max(ev, key=ev.get)
    assert f"{best.lower()} is worth the most" in ex.caption
    for label, v in ev.items():
        assert f"{label.lower()} {v:+.2f}".replace("-", "−") in ex.caption
