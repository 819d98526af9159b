"""The app in a real browser: open it, go through a lesson, answer a quiz by clicking, see the feedback."""
from __future__ import annotations

import pytest

from browserhelp import click_and_wait_for_try, go_to, shown, wait_idle

PAGES = ["", "learn", "practice", "play", "rules", "settings"]


def no_exceptions(pg):
    assert pg.locator('[data-testid="stException"]').count() == 0
    assert not pg.errors, pg.errors


def test_start_and_walk_lesson_one(server, page):
    page.goto(server + "/")
    wait_idle(page)
    page.get_by_role("button", name="Start lesson 1").click()
    page.get_by_role("heading", name="Four players, two sides").wait_for()   # lesson zero comes first
    page.goto(server + "/learn?lesson=2&step=1")
    page.get_by_role("heading", name="The pack").wait_for()
    wait_idle(page)
    page.get_by_role("button", name="Next").click()
    page.get_by_role("heading", name="The bowers").wait_for()
    wait_idle(page)
    # the bowers are marked, with text alternatives for screen readers
    assert page.locator('[role="img"][aria-label="Jack of hearts, right bower"]').count() >= 1
    assert page.locator('[role="img"][aria-label="Jack of diamonds, left bower"]').count() >= 1
    # pick spades as trump: the jack of clubs becomes the left bower
    page.get_by_role("radio", name="Spades").click()
    page.locator('[role="img"][aria-label="Jack of clubs, left bower"]').first.wait_for()
    no_exceptions(page)


def test_answer_a_quiz_by_clicking(server, page):
    # lesson 2, step 5: which suit does this card belong to? A first miss nudges and keeps the
    # answer hidden; a second miss shows it; either way the learner ends with "Next question".
    page.goto(server + "/learn?lesson=2&step=5")
    wait_idle(page)
    assert page.get_by_role("button", name="Next", exact=True).is_disabled()
    tries = 0
    for suit in ["Clubs", "Diamonds", "Hearts", "Spades"]:
        btn = page.get_by_role("button", name=suit, exact=True)
        if btn.is_disabled():
            continue
        tries += 1
        click_and_wait_for_try(page, btn, tries)
        if shown(page, "Right!").count() or shown(page, "The answer is").count():
            break
        assert shown(page, "Not quite.").count() == 1
        page.get_by_text("Try again").first.wait_for(timeout=10000)
        assert btn.is_disabled(), "the wrong pick is greyed out"
    assert shown(page, "Right!").count() == 1 or tries == 2
    assert page.get_by_role("button", name="Next question").is_visible()
    if shown(page, "Right!").count():
        from playwright.sync_api import expect
        expect(page.get_by_role("button", name="Next", exact=True)).to_be_enabled(timeout=10000)
    no_exceptions(page)


def test_choose_all_that_apply_quiz(server, page):
    page.goto(server + "/learn?lesson=3&step=3")   # following suit: which cards may you play?
    wait_idle(page)
    check = page.get_by_role("button", name="Check")
    click_and_wait_for_try(page, check, 1)   # nothing ticked: wrong, a nudge only
    assert shown(page, "Not quite.").count() == 1
    assert shown(page, "You left out").count() == 1
    assert shown(page, "You missed").count() == 0
    click_and_wait_for_try(page, check, 2)   # again: now every card's reason
    assert shown(page, "You missed").count() == 1
    no_exceptions(page)


def test_charts_are_drawn(server, page):
    page.goto(server + "/learn?lesson=6&step=1")   # scoring: the points chart
    wait_idle(page)
    page.locator('[data-testid="stPlotlyChart"] .main-svg').first.wait_for(timeout=20000)
    no_exceptions(page)


@pytest.mark.parametrize("path", PAGES)
def test_every_page_renders_in_the_browser(server, page, path):
    # How fast is measured by bench/ui_latency.py (first render per page), not here:
    # a timed test on a shared machine fails by luck.
    page.goto(server + "/" + path)
    wait_idle(page)
    page.locator("h1, h2, h3").first.wait_for(timeout=30000)
    no_exceptions(page)


def test_bad_url_gets_a_message_not_a_traceback(server, page):
    page.goto(server + "/learn?lesson=banana&step=-1")
    wait_idle(page)
    page.get_by_text("does not exist").first.wait_for()
    page.get_by_role("heading", name="Four players, two sides").wait_for()  # lesson 1, step 1
    no_exceptions(page)


def test_a_glossary_link_opens_the_glossary_at_its_word(server, page):
    # lesson 7 (going alone) links "go alone" to the last word of the glossary: the link opens a
    # new tab, and that page lands with the word's heading in view, the top of the page scrolled away
    from playwright.sync_api import expect
    page.goto(server + "/learn?lesson=7&step=1")
    wait_idle(page)
    link = page.locator('a[href*="term=loner"]').first
    assert "glossary?game=euchre&term=loner#loner" in link.get_attribute("href")
    with page.expect_popup() as opened:
        link.click()
    glossary = opened.value
    glossary.errors = []
    glossary.on("pageerror", lambda e: glossary.errors.append(str(e)))
    wait_idle(glossary)
    expect(glossary.locator("#loner")).to_be_in_viewport(timeout=10000)
    expect(glossary.locator("#trick")).not_to_be_in_viewport()
    assert glossary.evaluate("location.hash") == "#loner"
    no_exceptions(glossary)
    no_exceptions(page)


# Every option of every option group (st.segmented_control, st.pills), measured in the page.
OPTION_RIGHT_EDGES = """() => [...document.querySelectorAll('[data-testid="stButtonGroup"] button')]
  .filter(b => b.offsetParent !== null)
  .map(b => [b.innerText.trim(), Math.round(b.getBoundingClientRect().right)])"""


def _options_fit(page, width: int, where: str) -> int:
    edges = page.evaluate(OPTION_RIGHT_EDGES)
    outside = [(text, right) for text, right in edges if right > width]
    assert not outside, f"{where}: options past the {width}-px screen: {outside}"
    return len(edges)


def test_every_option_group_fits_a_phone(server, page):
    """On a 390-px screen the options of a group wrap onto more rows: none is pushed off
    the screen into a sideways scroll (the pack sizes in Settings were)."""
    page.set_viewport_size({"width": 390, "height": 844})
    seen = 0
    for path in ["settings", "problems", "play", "daily", "glossary", "teacher"]:
        page.goto(f"{server}/{path}")
        wait_idle(page)
        seen += _options_fit(page, 390, path)
    page.set_viewport_size({"width": 1280, "height": 900})   # (the menus of a wide screen)
    page.goto(server + "/")                     # Écarté's Settings: the game chosen on Home
    wait_idle(page)
    page.locator('[data-testid="stButtonGroup"] button', has_text="Écarté").first.click()
    wait_idle(page)
    go_to(page, "Settings")
    page.set_viewport_size({"width": 390, "height": 844})
    page.get_by_text("Players", exact=True).first.wait_for()
    page.wait_for_timeout(300)
    seen += _options_fit(page, 390, "settings (Écarté)")
    assert seen >= 12, seen    # the groups were there to measure
    no_exceptions(page)


def test_homes_five_cards_stand_in_one_row_on_a_phone(server, page):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(server + "/")
    wait_idle(page)
    boxes = [c.bounding_box() for c in page.locator(".eu-hero .eu-card").all()]
    assert len(boxes) == 5
    assert len({round(b["y"]) for b in boxes}) == 1, boxes      # one row
    assert all(b["x"] >= 0 and b["x"] + b["width"] <= 390 for b in boxes), boxes
    no_exceptions(page)
