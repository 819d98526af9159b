"""Écarté in a real browser: switch the game on Home, open a lesson, answer a quiz by clicking."""
from __future__ import annotations

from browserhelp import click_and_wait_for_try, shown, wait_idle


def test_switch_to_ecarte_and_answer_a_quiz(server, page):
    page.goto(server + "/")
    wait_idle(page)
    page.get_by_role("radio", name="Écarté").click()
    page.get_by_role("heading", name="Learn Écarté, step by step").wait_for()
    wait_idle(page)
    page.get_by_role("button", name="Start lesson 1").click()
    page.get_by_role("heading", name="Two players, face to face").wait_for()   # lesson zero comes first
    page.goto(server + "/learn?game=ecarte&lesson=2&step=1")
    page.get_by_role("heading", name="The piquet pack").wait_for()
    wait_idle(page)
    assert page.locator('[role="img"][aria-label="King of hearts, king of trumps"]').count() >= 1
    page.get_by_role("button", name="Next", exact=True).click()
    page.get_by_role("heading", name="Quiz: rank the cards").wait_for()
    wait_idle(page)
    # click the answers one by one: a wrong one gets a nudge and a retry, a second miss the answer
    buttons = page.locator('[data-testid="stButton"] button:visible').filter(has_text="›")
    n = buttons.count()
    assert n == 4
    for j in range(2):
        click_and_wait_for_try(page, buttons.nth(j), j + 1)
        if shown(page, "Right!").count():
            break
        assert shown(page, "Not quite.").count() == 1
        if j == 0:
            page.get_by_text("Try again").first.wait_for(timeout=10000)
            assert shown(page, "The answer is").count() == 0
        else:
            assert shown(page, "The answer is").count() == 1
    assert page.get_by_role("button", name="Next question").is_visible()
    assert page.locator('[data-testid="stException"]').count() == 0
    assert not page.errors, page.errors
