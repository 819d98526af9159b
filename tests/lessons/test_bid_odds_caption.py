"""The Bidding lesson, "Should you order it up?": the caption beside the odds chart says what the chart's
numbers say (the engine's odds, a fixed number of deals played out from a fixed seed)."""
from __future__ import annotations

import pytest

from engine.euchre.rules import PRESETS
from lessons.euchre.course_data import COURSE
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



def test_the_step_says_which_jack_the_computer_player_will_not_order_up():
    # "…into an opponent's hand it orders only with three trumps, and a jack only with the left bower
    # among them" did not say that the jack is the upcard, the right bower once ordered up (the
    # player's own words: "the J♥ would be the right bower in an opponent's hand. Order a jack up only
    # with three trumps, the left bower among them.", test_euchre_intermediate_books.py)
    step = next(st for st in COURSE.lesson("bidding").steps if st.title == "Should you order it up?")
    text = step.text_for(STD)
    assert ("it orders the upcard into an opponent's hand only with three trumps, and a jack, which would be "
            "the right bower there, only with the left bower among them") in text
