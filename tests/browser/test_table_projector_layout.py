"""The Table page in projector mode, as the room sees it: every hand on one line (a hand
of five broken 4 + 1 over two lines reads as two hands), on a 1920 × 1080 projector, a
1280 × 800 one and a 390-px phone, with nothing wider than the screen."""
from __future__ import annotations

from urllib.parse import quote

import pytest
from browserhelp import wait_idle

from engine import euchre

# West deals the J♦; after North orders it up West holds six cards until the discard.
CODE = euchre.encode_deal(euchre.from_deal(
    euchre.preset("standard"), dealer=1,
    hands=["AC KD 9H TH KS", "QC 9D QD JH QH", "9C TD AD JS AS", "TC KH AH TS QS"],
    upcard="JD", kitty="JC 9S KC"))

# For each hand on the table: how many cards, whether they share one line (no card starts
# below another's middle), and how many pixels of it stick out of its own box.
ROWS = """() => [...document.querySelectorAll('.tbl-big .eu-row')].map(r => {
  const boxes = [...r.children].map(c => c.getBoundingClientRect());
  const tops = boxes.map(b => b.top), low = Math.min(...boxes.map(b => b.height));
  const one = Math.max(...tops) - Math.min(...tops) < low / 2;
  return [r.getAttribute('aria-label'), r.children.length, one ? 1 : 2, r.scrollWidth - r.clientWidth]; })"""


@pytest.mark.parametrize("width,height", [(1920, 1080), (1280, 800), (390, 844)])
def test_every_hand_is_on_one_line_in_projector_mode(server, browser, width, height):
    ctx = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = ctx.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(f"{server}/table?deal={quote(CODE)}&at=1")   # the dealer holds six
        wait_idle(page)
        page.locator(".st-key-tbl_projector label").click()
        page.locator(".tbl-big .eu-card.lg").first.wait_for(timeout=30000)
        wait_idle(page)
        rows = page.evaluate(ROWS)
        assert [n for _label, n, _lines, _out in rows] == [5, 6, 5, 5]
        assert all(lines == 1 and out <= 0 for _label, _n, lines, out in rows), rows
        # the cards stay readable: none narrower than a phone's small card
        narrowest = page.evaluate(
            "() => Math.min(...[...document.querySelectorAll('.tbl-big .eu-row .eu-card')]"
            ".map(c => c.getBoundingClientRect().width))")
        assert narrowest >= 50
        main = page.evaluate("() => document.querySelector('[data-testid=stMain]').scrollWidth")
        assert main <= width
        assert not errors
    finally:
        ctx.close()
