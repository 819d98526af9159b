"""The Play page in a real browser: deal a game against the computer, play a whole
hand by clicking, see each decision graded and the hand's result."""
from __future__ import annotations

import re

from browserhelp import wait_idle

DECISION = re.compile(r"^(Play|Discard|Give|Pass|Order it up|Pick it up|Play with partner|"
                      r"Call \w+|Propose an exchange|Stand \(play as dealt\)|Accept|"
                      r"Declare the king \(Roi\)|Keep quiet)$")


def _no_exceptions(page):
    assert page.locator('[data-testid="stException"]').count() == 0
    assert not page.errors, page.errors


NEXT = re.compile("^(Deal the next hand|Play again)$")


def _choices(page):
    """The decision buttons (or pills) on show, waiting a little if the page is between
    two reruns (under load a click's rerun can start after the page looked idle)."""
    for _ in range(6):
        pills = page.locator('[data-testid="stButtonGroup"] button').filter(
            has_text=re.compile("[♠♥♦♣]"))
        buttons = page.locator("button:not([disabled])").filter(has_text=DECISION)
        if page.get_by_role("button", name=NEXT).count() or pills.count() or buttons.count():
            return pills, buttons
        page.wait_for_timeout(400)
        wait_idle(page)
    raise AssertionError("no decision to click and no next hand; buttons: "
                         + repr(page.locator("button").all_inner_texts()))


def _play_until_hand_over(page, limit=40) -> int:
    """Click decisions until the hand is over; the number of decisions made."""
    for made in range(limit):
        pills, buttons = _choices(page)
        if page.get_by_role("button", name=NEXT).count():
            return made
        if pills.count():  # an Écarté exchange: choose one card, then exchange it
            pills.first.click()
            wait_idle(page)
            page.get_by_role("button", name=re.compile(r"^Exchange \d card")).click()
        else:
            buttons.first.click()
        wait_idle(page)
    raise AssertionError(f"the hand was not over after {limit} clicks")


def test_play_a_euchre_hand_by_clicking(server, page):
    page.goto(server + "/play")
    wait_idle(page)
    page.get_by_role("button", name="Deal a new game").click()
    wait_idle(page)
    made = _play_until_hand_over(page)
    # (a learner whose partner goes alone sits the whole hand out: nothing to grade)
    assert page.get_by_text("Your last decision").count() == (1 if made else 0)
    assert page.get_by_text(re.compile(r"of 5 tricks|thrown in")).count() >= 1  # the result
    _no_exceptions(page)


def test_play_an_ecarte_hand_by_clicking(server, page):
    page.goto(server + "/play")
    wait_idle(page)
    page.get_by_text("Écarté", exact=True).first.click()
    wait_idle(page)
    page.get_by_role("button", name="Deal a new game").click()
    wait_idle(page)
    assert page.get_by_role("heading", name="Play Écarté").count() == 1
    _play_until_hand_over(page)
    assert page.get_by_text(re.compile(r"^Tricks: ")).count() >= 1
    _no_exceptions(page)
