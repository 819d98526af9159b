"""The teacher's Table in projector mode, driven by the arrow keys alone in Chromium:
→ steps on, ← steps back, End and Home go to the end and the start, and a key typed in
a text field stays there. What the page shows after each key is the engine's own line
(the intermediate computer players from a fixed deal). Screenshots on a desktop and a
390 × 844 phone are written to ``$TABLE_SHOTS`` (a temporary folder by default)."""
from __future__ import annotations

import os
import re
from pathlib import Path
from urllib.parse import parse_qs, quote, urlparse

import pytest
from browserhelp import wait_idle

from engine import euchre
from ui import table_steps as T

# East deals and turns up the 9♥; South holds the four top trumps.
DEAL = euchre.from_deal(
    euchre.preset("standard"), dealer=3,
    hands=["JH JD AH KH QS", "9C TC QC 9S TS", "AC KC 9D TD QD", "JC JS AS KS AD"],
    upcard="9H", kitty="TH QH KD")
CODE = euchre.encode_deal(DEAL)


@pytest.fixture
def shots(tmp_path) -> Path:
    folder = Path(os.environ.get("TABLE_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def at_of(page) -> int:
    return int(parse_qs(urlparse(page.url).query)["at"][0])


def key(page, name: str, expect_at: int) -> None:
    """Press ``name`` and wait for the address to show ``expect_at`` actions."""
    page.keyboard.press(name)
    page.wait_for_function(f"() => new URLSearchParams(location.search).get('at') === '{expect_at}'",
                           timeout=30000, polling=50)
    wait_idle(page)


def now_text(page) -> str:
    return page.locator(".tbl-now").inner_text().strip()


def expected_now(n: int) -> str:
    """The sentence for the ``n``-th action of the bots' line, from the engine."""
    line = T.fill(DEAL, "euchre", [], n)
    states = T.states(DEAL, line)
    return T.comment(states[-2], states[-1], "euchre").text


def projector_table(page, server: str) -> None:
    page.goto(f"{server}/table?deal={quote(CODE)}&at=0")
    wait_idle(page)
    page.locator(".st-key-tbl_projector label").click()
    # waiting for the big cards, not for an idle page: the rerun may not have begun yet
    page.locator(".tbl-big .eu-card.lg").first.wait_for(timeout=30000)
    wait_idle(page)


def test_the_projector_table_driven_by_the_arrow_keys(server, page, shots):
    projector_table(page, server)
    # The toggle just clicked keeps the focus: the arrows step anyway (it is no text field).
    for n in (1, 2, 3):
        key(page, "ArrowRight", n)
        assert now_text(page) == expected_now(n)
    key(page, "ArrowLeft", 2)
    assert now_text(page) == expected_now(2)
    page.screenshot(path=str(shots / "table-projector-keys.png"))
    total = len(T.fill(DEAL, "euchre", [], T.AT_LIMIT))
    key(page, "End", total)
    assert page.locator(".st-key-tbl_next button").is_disabled()
    key(page, "Home", 0)
    assert re.search("deals", now_text(page))
    # The step buttons say their keys to a screen reader.
    assert page.locator(".st-key-tbl_next button").get_attribute("aria-keyshortcuts") == \
        "ArrowRight"
    # In a text field the arrows move the caret, not the hand.
    page.locator(".st-key-tbl_paste input").click()
    page.keyboard.type("EU")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("End")
    page.wait_for_timeout(600)
    wait_idle(page)
    assert at_of(page) == 0
    assert not page.errors


def test_the_projector_table_on_a_phone(server, browser, shots):
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = ctx.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        projector_table(page, server)
        for n in (1, 2, 3, 4, 5):
            key(page, "ArrowRight", n)
        assert now_text(page) == expected_now(5)
        page.screenshot(path=str(shots / "table-projector-phone.png"))
        # Nothing on the page is wider than the phone.
        width = page.evaluate("() => document.querySelector('[data-testid=stMain]').scrollWidth")
        assert width <= 390
        assert not errors
    finally:
        ctx.close()


def test_a_browser_reload_keeps_the_deal_number(server, page):
    # Before: after a reload the table still showed deal 7, but "Deal number" said 1 and
    # "New Euchre deal" dealt number 1; now the address keeps the number (number=7).
    page.goto(f"{server}/table")
    wait_idle(page)
    box = page.locator(".st-key-tbl_seed input")
    box.fill("7")
    box.press("Enter")
    wait_idle(page)
    page.locator(".st-key-tbl_deal button").click()
    wait_idle(page)
    code = parse_qs(urlparse(page.url).query)["deal"][0]
    assert code == T.deal_code("euchre", euchre.preset("standard"), 7)
    page.reload()
    wait_idle(page)
    assert page.locator(".st-key-tbl_seed input").input_value() == "7"
    assert parse_qs(urlparse(page.url).query)["deal"][0] == code
    page.locator(".st-key-tbl_deal button").click()   # deal 7 is on the table: number 8
    wait_idle(page)
    assert page.locator(".st-key-tbl_seed input").input_value() == "8"
    assert parse_qs(urlparse(page.url).query)["deal"][0] == T.deal_code("euchre", euchre.preset("standard"), 8)
    assert not page.errors
