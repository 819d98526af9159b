"""The Table page in projector mode, as the room sees it: every hand on one line (a hand
of five broken 4 + 1 over two lines reads as two hands), on a 1920 × 1080 projector, a
1280 × 800 one and a 390-px phone, with nothing wider than the screen; and a felt that keeps
its height from step to step of a hand."""
from __future__ import annotations

from contextlib import contextmanager
from urllib.parse import quote

import pytest
from browserhelp import wait_idle

from engine import ecarte, euchre
from ui import table_steps as T

# West deals the J♦; after North orders it up West holds six cards until the discard.
CODE = euchre.encode_deal(euchre.from_deal(
    euchre.preset("standard"), dealer=1,
    hands=["AC KD 9H TH KS", "QC 9D QD JH QH", "9C TD AD JS AS", "TC KH AH TS QS"],
    upcard="JD", kitty="JC 9S KC"))
# (the teacher's first move: the computer player would pass the J♦ into an opposing
# dealer's hand without the left bower; the bots play the rest)
ACTS = "order"

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
        page.goto(f"{server}/table?deal={quote(CODE)}&acts={ACTS}&at=1")   # the dealer holds six
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


# Three-handed Écarté: East deals and sits out; the end of the hand says the most.
ECARTE_CODE = ecarte.encode_deal(ecarte.from_deal(
    ecarte.preset("three"), dealer=2, hands=["7C JC 7H 9H 8S", "AC 9D JH QS AS", ""],
    turnup="KD", talon="8H KH JS AD JD QD TS 8C 7S KC TH 7D 8D QH AH QC 9S TD KS 9C TC"))


def _mid_trick(code: str, acts: str = "") -> int:
    """The first position with two cards of a trick on the table (a computer player's
    card just played, so the "thinking" line shows too)."""
    start = T.start_of(code)
    actions = T.fill(start, T.game_of(code), T.parse_acts(start, acts), T.AT_LIMIT)
    return next(i for i in range(1, len(actions)) if len(T.position(start, actions[:i]).trick) == 2)


# Each element the room looks at, and its box: the felt, the sentence, the thinking, each
# hand and each step button; and the deal code the teacher reads out.
BOXES = """() => [...document.querySelectorAll(
    '.tbl-big .eu-table, .tbl-now, .tbl-why, .tbl-big .eu-row, .st-key-tbl_steps button, .tbl-code')]
  .map(e => { const r = e.getBoundingClientRect();
    return [e.tagName === 'BUTTON' ? e.textContent : e.className, r.left, r.top, r.right, r.bottom]; })"""


# The sentences on the felt: their text, in how many lines, at what size (px).
FELT_WORDS = """() => [...document.querySelectorAll('.tbl-big .eu-table .eu-chip')].map(c => {
  const range = document.createRange(); range.selectNodeContents(c);
  const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
  return [c.textContent.trim(), tops.size, parseFloat(getComputedStyle(c).fontSize)]; })"""


@pytest.mark.parametrize("width,height", [(1280, 720), (1024, 768)])
@pytest.mark.parametrize("deal,where", [("euchre", "mid"), ("euchre", "end"), ("ecarte", "end")])
def test_projector_mode_fits_a_classroom_projector(server, browser, width, height, deal, where):
    # Before: at 1280 × 720 the move sentence was at y 950-1106, the step buttons at
    # 1151: the teacher scrolled while the room watched. Now the words sit beside the felt
    # and the cards are sized to the screen's height.
    code, acts = (CODE, ACTS) if deal == "euchre" else (ECARTE_CODE, "")
    at = _mid_trick(code, acts) if where == "mid" else T.AT_LIMIT
    with _projector(server, browser, width, height,
                    f"deal={quote(code)}&acts={acts}&at={at}&projector=1") as (page, boxes):
        assert any("tbl-now" in b[0] for b in boxes) and any("tbl-why" in b[0] for b in boxes)
        assert sum("Next" in b[0] for b in boxes) == 1   # the four step buttons are measured
        # the deal code too: under the step buttons it was at y 708 to 731 of 720
        assert sum("tbl-code" in b[0] for b in boxes) == 1
        assert sum("eu-row" in b[0] for b in boxes) == (4 if where == "mid" else 0)
        assert not _outside(boxes, width, height), _outside(boxes, width, height)
        # and still readable across a room
        assert page.evaluate("() => parseFloat(getComputedStyle(document.querySelector('.tbl-now')).fontSize)") >= 21
        narrowest = page.evaluate("() => Math.min(...[...document.querySelectorAll('.tbl-big .eu-card')]"
                                  ".map(c => c.getBoundingClientRect().width))")
        assert narrowest >= 60
        # the felt's own sentence reads as one: before, "West won the trick" sat between
        # West's and East's cards, one card wide, in 3 lines at 1280 × 720 and 4 at 1024 × 768
        said = page.evaluate(FELT_WORDS)
        assert [text for text, _lines, _size in said] == (["West won the trick"] if where == "end" else [])
        assert all(lines <= 2 and size >= 16 for _text, lines, size in said), said


@pytest.mark.parametrize("width,height", [(1280, 720), (1024, 768)])
def test_one_seats_view_fits_a_classroom_projector_too(server, browser, width, height):
    # Before: "From the view of" and its box, above the felt, pushed the step buttons to
    # y 696 to 736 of 720; its words are in the box now, and the row keeps its height.
    at = _mid_trick(CODE, ACTS)
    with _projector(server, browser, width, height,
                    f"deal={quote(CODE)}&acts={ACTS}&at={at}&view=0&projector=1") as (page, boxes):
        assert sum("Next" in b[0] for b in boxes) == 1 and sum("tbl-code" in b[0] for b in boxes) == 1
        assert sum("eu-row" in b[0] for b in boxes) == 1   # South's hand alone
        assert not _outside(boxes, width, height), _outside(boxes, width, height)
        assert page.locator(".st-key-tbl_viewseat input").input_value() == "From the view of South"


@contextmanager
def _projector(server, browser, width: int, height: int, query: str):
    """The Table at ``query`` on a ``width`` × ``height`` screen, once drawn: the page and the
    boxes of what a teacher must see (``BOXES``)."""
    ctx = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = ctx.new_page()
        page.goto(f"{server}/table?{query}")
        page.locator(".tbl-big .eu-table").wait_for(timeout=30000)
        wait_idle(page)
        yield page, page.evaluate(BOXES)
    finally:
        ctx.close()


def _outside(boxes, width: int, height: int) -> list:
    return [b for b in boxes if b[1] < 0 or b[2] < 0 or b[3] > width or b[4] > height]


def test_the_felts_sentence_is_one_line_under_the_cards_on_a_phone_too(server, browser):
    # on a 390-px phone it was 3 lines ("West / won the / trick") between West and East
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = ctx.new_page()
        page.goto(f"{server}/table?deal={quote(CODE)}&acts={ACTS}&at={T.AT_LIMIT}&projector=1")
        page.locator(".tbl-big .eu-table").wait_for(timeout=30000)
        wait_idle(page)
        assert page.evaluate(FELT_WORDS) == [["West won the trick", 1, 20.8]]
    finally:
        ctx.close()


# Two-handed Écarté: South is elder; the turned-up card sits where the trick's winner is said.
TWO_HANDED = ecarte.encode_deal(ecarte.from_deal(
    ecarte.preset("classic"), dealer=1, hands=["JC QC TD 8H 9S", "8C AC 9D 7H JS"],
    turnup="8D", talon="TH KS QD KH 7C QH QS KC JD JH AH KD AD TC AS 9C 7S 8S TS 9H 7D"))
FELT_HEIGHT = "() => document.querySelector('.tbl-big .eu-table').getBoundingClientRect().height"


@pytest.mark.parametrize("width,height,deal", [(1280, 720, "euchre"), (1280, 720, "ecarte"),
                                               (1280, 720, "two-handed"), (390, 844, "euchre")])
def test_the_felt_keeps_its_height_through_a_hand(server, browser, width, height, deal):
    # Before: the felt grew and shrank with the cards on it (126 to 548 px at 1280 × 720 in the
    # Euchre deal), and the sentence and step buttons under it jumped as the teacher stepped.
    code, acts = {"euchre": (CODE, ACTS), "ecarte": (ECARTE_CODE, ""), "two-handed": (TWO_HANDED, "")}[deal]
    ctx = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = ctx.new_page()
        page.goto(f"{server}/table?deal={quote(code)}&acts={acts}&at=0&projector=1")
        page.locator(".tbl-big .eu-table").wait_for(timeout=30000)
        wait_idle(page)
        heights, said = [], set()
        nxt = page.locator(".st-key-tbl_next button")
        while True:   # every step of the hand, from the deal to its end
            heights.append(round(page.evaluate(FELT_HEIGHT), 1))
            said |= {text for text, _lines, _size in page.evaluate(FELT_WORDS)}
            if nxt.is_disabled():
                break
            nxt.click()
            wait_idle(page)
            assert len(heights) < 60
        assert len(heights) > 10 and any("won the trick" in s for s in said), (heights, said)
        assert len(set(heights)) == 1, heights
    finally:
        ctx.close()
