"""The bidding lesson's odds step: a real deal's first bidder, the engine's odds of
each of the bids the engine allows, and the intermediate player's rule of thumb."""
import json

import lessons.euchre as E
from apphelp import app, no_exception, texts
from engine import euchre


def _step_of(explorer: str) -> tuple[int, int]:
    for li, lesson in enumerate(E.LESSONS, start=1):
        for si, step in enumerate(lesson.steps, start=1):
            if step.explorer == explorer:
                return li, si
    raise AssertionError(f"no step shows {explorer}")


def test_bidding_lesson_shows_the_odds_of_every_bid():
    lesson, step = _step_of("bid_odds")
    at = app("learn", lesson=str(lesson), step=str(step))
    no_exception(at)
    spec = json.loads(at.get("plotly_chart")[-1].proto.spec)
    labels = spec["data"][0]["y"]
    # the deal the step shows (seed 5, dealer 5 % 4): its first bidder may pass or order
    hand = euchre.deal(euchre.preset("standard"), dealer=1, seed=5)
    legal = [euchre.words.action_label(a) for a in hand.legal_actions()]
    assert [label for label in labels if "alone" not in label] == legal
    assert "rule of thumb" in texts(at)
    # the caption agrees with the bars: on this deal passing is worth more than ordering up
    assert "the count disagrees: pass is worth the most" in texts(at)


def test_bidding_odds_step_another_deal():
    lesson, step = _step_of("bid_odds")
    at = app("learn", lesson=str(lesson), step=str(step))
    at.button(key="x_bid_new").click().run()
    no_exception(at)
    assert at.session_state["x_bid_seed"] != 5
