"""The Play page in a real browser: deal a game against the computer, play a whole
hand by clicking, see each decision graded and the hand's result; the decisions that
once crashed (alone or partner), the Benny's call, an Écarté exchange, undo after a
graded move, the review; and a hand that fits a phone."""
from __future__ import annotations

import re
from urllib.parse import quote

import pytest

from browserhelp import wait_idle

from engine import ecarte, euchre

DECISION = '[class*="st-key-plact_"] button:not([disabled]):visible'
CARDS = ".st-key-plhand button:visible"
NEXT = re.compile("^(Next deal|Play again)$")
GRADE = re.compile(r"Your last decision, .*: (Best|Good|Inaccuracy|Mistake|Blunder)\.")
FORCED = re.compile(r"Your last decision, .*, was the only one the rules allowed: nothing to "
                    r"grade\.")


def _no_exceptions(page):
    assert page.locator('[data-testid="stException"]').count() == 0
    assert not page.errors, page.errors


def _settled(page) -> None:
    """Wait until the page is idle and the coach is not thinking: when a grade arrives the
    page is drawn again, and a click aimed at a button being redrawn can miss it."""
    wait_idle(page)
    page.wait_for_function(
        "() => !document.body.innerText.includes('the coach is thinking')", timeout=60000,
        polling=100)
    wait_idle(page)


def _choices(page):
    """The decision buttons (or pills) on show, waiting a little if the page is between
    two reruns (under load a click's rerun can start after the page looked idle)."""
    _settled(page)
    for _ in range(6):
        pills = page.locator('[data-testid="stButtonGroup"] button').filter(
            has_text=re.compile("[♠♥♦♣]"))
        buttons = page.locator(DECISION)
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
            _pick_one(page, pills)
            page.get_by_role("button", name="Exchange 1 card").click()
        else:
            buttons.first.click()
        wait_idle(page)
    raise AssertionError(f"the hand was not over after {limit} clicks")


def _pick_one(page, pills) -> None:
    """Choose one card of an Écarté exchange. A click that lands while the page is
    being redrawn can be lost (the learner would click again): so does the test."""
    for _ in range(3):
        pills.first.click()
        wait_idle(page)
        try:
            page.get_by_role("button", name="Exchange 1 card").wait_for(timeout=10000)
            return
        except Exception:  # Playwright's TimeoutError: look again, click again
            if page.get_by_role("button", name="Exchange 1 card").count():
                return
    raise AssertionError("choosing a card for the exchange never took")


def _wait_for_grade(page):
    page.get_by_text(GRADE).first.wait_for(timeout=60000)


def _open_deal(page, server, code: str):
    page.goto(f"{server}/play?deal={quote(code)}")
    wait_idle(page)
    _no_exceptions(page)


def test_play_a_euchre_hand_by_clicking(server, page):
    page.goto(server + "/play")
    wait_idle(page)
    page.get_by_role("button", name="Deal a new game").click()
    wait_idle(page)
    made = _play_until_hand_over(page)
    if made:  # (a learner whose partner goes alone sits the hand out: nothing to grade)
        # (the last card of a hand is the only one left: the coach says it has no grade;
        # a hand thrown in ends on a graded pass)
        page.get_by_text(re.compile(f"{GRADE.pattern}|{FORCED.pattern}")).first.wait_for(
            timeout=60000)
    page.get_by_text(re.compile(r"of 5 tricks|thrown in")).first.wait_for(timeout=30000)
    _no_exceptions(page)


def test_play_an_ecarte_hand_by_clicking(server, page):
    page.goto(server + "/play")
    wait_idle(page)
    page.get_by_text("Écarté", exact=True).first.click()
    wait_idle(page)
    page.get_by_role("heading", name="Play Écarté").wait_for(timeout=30000)
    page.get_by_text("Grade my decisions").click()  # grading is tested with Euchre
    wait_idle(page)
    page.get_by_role("button", name="Deal a new game").click()
    wait_idle(page)
    page.get_by_text(re.compile(r"^Talon: ")).first.wait_for(timeout=30000)  # an Écarté hand
    _play_until_hand_over(page)
    page.get_by_text(re.compile(r"^Tricks: ")).first.wait_for(timeout=30000)
    _no_exceptions(page)


# East (seat 3) deals, so the learner (South, seat 0) bids first: South orders up, East
# discards, and South is asked "alone or with your partner".
ORDER_THEN_ALONE = euchre.from_deal(
    euchre.preset("standard"), dealer=3,
    hands=["JH JD AH KH QS", "9C TC QC 9S TS", "AC KC 9D TD QD", "JC JS AS KS AD"],
    upcard="9H", kitty="TH QH KD")


def test_alone_or_partner_undo_after_a_graded_move_and_the_review(server, page):
    _open_deal(page, server, euchre.encode_deal(ORDER_THEN_ALONE))
    page.get_by_role("button", name="Order it up").click()
    wait_idle(page)
    page.get_by_role("button", name="Play with partner").click()  # once a crash
    wait_idle(page)
    _wait_for_grade(page)
    _no_exceptions(page)
    page.get_by_role("button", name="Undo").click()  # back to the alone question
    wait_idle(page)
    page.get_by_role("button", name="Go alone").click()  # waits for it to be offered
    wait_idle(page)
    _wait_for_grade(page)
    page.get_by_text(re.compile(r"^Review your decisions \(2\)")).click()
    wait_idle(page)
    page.get_by_text("Look again at a decision").wait_for(timeout=30000)
    page.locator('[data-testid="stPlotlyChart"]').first.wait_for(timeout=30000)
    _no_exceptions(page)


# British Euchre with the Benny (JK) turned up and South dealing: South names trump.
BENNY_TURNED = euchre.from_deal(
    euchre.preset("british"), dealer=0,
    hands=["9C TC JC QC KC", "9D TD JD QD KD", "9H TH JH QH KH", "9S TS JS QS KS"],
    upcard="JK", kitty="AC AD AH AS")


def test_the_benny_call(server, page):
    _open_deal(page, server, euchre.encode_deal(BENNY_TURNED))
    page.get_by_role("button", name="Call clubs").click()
    wait_idle(page)
    page.get_by_text(re.compile("Trump: .*Clubs")).first.wait_for(timeout=30000)
    _no_exceptions(page)


# Classic Écarté, North deals: South is the elder hand; North accepts a proposal.
ELDER_SOUTH = ecarte.from_deal(
    ecarte.preset("classic"), dealer=1, hands=["JC QC TD 8H 9S", "8C AC 9D 7H JS"],
    turnup="8D", talon="TH KS QD KH 7C QH QS KC JD JH AH KD AD TC AS 9C 7S 8S TS 9H 7D")


def test_an_ecarte_exchange(server, page):
    _open_deal(page, server, ecarte.encode_deal(ELDER_SOUTH))
    page.get_by_role("button", name="Propose an exchange").click()
    wait_idle(page)
    pills = page.locator('[data-testid="stButtonGroup"] button').filter(
        has_text=re.compile("[♠♥♦♣]"))
    _pick_one(page, pills)
    page.get_by_role("button", name="Exchange 1 card").click()
    wait_idle(page)
    page.get_by_text(re.compile(r"You\W*: exchange")).first.wait_for(timeout=30000)
    _no_exceptions(page)


def test_a_hand_fits_a_phone(server, browser_context, tmp_path):
    page = browser_context.new_page()
    page.set_viewport_size({"width": 390, "height": 844})
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    try:
        _open_deal(page, server, euchre.encode_deal(ORDER_THEN_ALONE))
        page.get_by_role("button", name="Order it up").click()
        wait_idle(page)
        page.get_by_role("button", name="Play with partner").click()
        wait_idle(page)
        page.locator(CARDS).first.wait_for(timeout=30000)
        page.get_by_text("Your turn: choose a card to play.").scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        cards = page.locator(CARDS)
        assert cards.count() == 5
        for i in range(cards.count()):  # every card on screen at once, none cut off
            box = cards.nth(i).bounding_box()
            assert box and box["x"] >= 0 and box["x"] + box["width"] <= 390, box
            assert box["y"] >= 0 and box["y"] + box["height"] <= 844, box
        page.screenshot(path=str(tmp_path / "phone-hand.png"))
        page.locator(DECISION).first.click()  # the card itself is the button
        wait_idle(page)
        _no_exceptions(page)
    finally:
        page.close()


# When, after a click on a decision, "… is thinking…" (the board with the learner's own
# action, drawn before expert players reply) first shows, when the hand's log shows the
# replies, and when the grade arrives.
WATCH = """() => { const s = window.__watch = {thinking: null, replies: null, grade: null};
  const before = document.querySelector('.st-key-pllog').innerText; let t0 = null;
  document.addEventListener('pointerdown', () => { t0 = performance.now(); }, {once: true, capture: true});
  new MutationObserver(ms => { if (t0 === null || s.grade !== null) return;
    const now = performance.now() - t0;
    if (s.thinking === null && document.querySelector('.eu-thinking')) s.thinking = now;
    const log = document.querySelector('.st-key-pllog');
    if (s.replies === null && log && log.innerText !== before) s.replies = now;
    if (/Your last decision, .*: (Best|Good|Inaccuracy|Mistake|Blunder)\\./.test(document.body.innerText))
      s.grade = now; }).observe(document.body, {subtree: true, childList: true, characterData: true}); }"""


def test_against_experts_the_learners_bid_shows_before_their_replies(server, page):
    # South bids first (West deals); against expert opponents their replies take long, so
    # the board with South's pass and "West is thinking…" comes first, then the replies.
    code = euchre.encode_deal(euchre.deal(euchre.preset("standard"), dealer=3, seed=2))
    page.goto(f"{server}/play?deal={quote(code)}&opponents=expert")
    _settled(page)
    assert "Computer players: expert opponents" in page.inner_text("body")
    page.evaluate(WATCH)
    page.locator('[class*="st-key-plact_"][class*="_pass"] button').click()
    page.wait_for_function("() => window.__watch.grade !== null", timeout=60000)
    seen = page.evaluate("() => window.__watch")
    assert seen["thinking"] is not None and seen["replies"] is not None, seen
    assert seen["thinking"] < seen["replies"], seen
    _no_exceptions(page)


# Each role tag on the table (TRUMP, RIGHT, BENNY…) and each seat's name: how far apart
# their boxes are (negative: the tag lies over the name).
TAG_CLEARANCE = """() => {
  const names = [...document.querySelectorAll('.eu-table .seat .nm')].map(e => e.getBoundingClientRect());
  const out = [];
  for (const tag of document.querySelectorAll('.eu-table .eu-badge')) {
    const b = tag.getBoundingClientRect();
    const gaps = names.map(r => Math.max(r.left - b.right, b.left - r.right, r.top - b.bottom, b.top - r.bottom));
    out.push([tag.textContent, Math.min(...gaps)]);
  }
  return out;
}"""


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)], ids=["phone", "laptop"])
def test_a_role_tag_on_the_table_leaves_the_seat_names_readable(server, browser, size):
    # South leads the right bower: on the table its RIGHT tag, raised above the card's
    # corner, covered the bottom of "South (you)" (and a trump's TRUMP tag the name of the
    # player who played it).
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
    try:
        page = ctx.new_page()
        page.errors = []
        _open_deal(page, server, euchre.encode_deal(ORDER_THEN_ALONE))
        page.get_by_role("button", name="Order it up").click()
        wait_idle(page)
        page.get_by_role("button", name="Play with partner").click()
        _settled(page)
        page.locator('[class*="st-key-plact_"][class*="_play_JH"] button:visible').first.click()
        wait_idle(page)
        page.locator(".eu-table .eu-badge").first.wait_for(timeout=30000)
        tags = page.evaluate(TAG_CLEARANCE)
        assert tags and all(gap >= 2 for _tag, gap in tags), tags
        _no_exceptions(page)
    finally:
        ctx.close()


# A copy of the first decision button as a run cut short leaves it: its key names an older
# position (``plact_<seed>_<hand>_<actions>_…``). Returns (the copy shown?, the real one shown?).
STALE_COPY = """() => {
  const real = document.querySelector('.stElementContainer[class*="st-key-plact_"]');
  const key = [...real.classList].find(c => c.startsWith('st-key-plact_'));
  const m = key.match(/^st-key-plact_(\\d+)_(\\d+)_(\\d+)_/);
  const old = `st-key-plact_${m[1]}_${m[2]}_${Number(m[3]) + 7}_`;
  const copy = real.cloneNode(true);
  copy.classList.remove(key);
  copy.classList.add(key.replace(m[0], old));
  real.parentElement.appendChild(copy);
  const shown = el => el.getBoundingClientRect().width > 0;
  const out = [shown(copy), shown(real)];
  copy.remove();
  return out;
}"""


def test_a_decision_button_of_an_older_position_is_never_shown(server, page):
    # A click landing while the browser still drew the run before it left that run's
    # buttons beside the new ones, even once the page was idle (8 of 8 tries on a fresh,
    # loaded server: the 10♦ just played and a second 9♠ in the hand). The page hides any
    # decision button whose key names another position: here a copy of a bid button,
    # then of a card.
    _open_deal(page, server, euchre.encode_deal(ORDER_THEN_ALONE))
    assert page.evaluate(STALE_COPY) == [False, True]
    _open_deal(page, server, ecarte.encode_deal(ELDER_SOUTH))
    page.get_by_role("button", name="Stand (play these cards)").click()
    wait_idle(page)
    page.locator(CARDS).first.wait_for(timeout=30000)
    assert page.evaluate(STALE_COPY) == [False, True]
    _no_exceptions(page)


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)], ids=["phone", "laptop"])
def test_undos_words_are_under_the_buttons_on_a_phone_only(server, browser, size):
    # A phone cannot hover to read Undo's help: there its words are shown under the buttons;
    # a laptop keeps the help and no extra line (nor the empty gap of a hidden one).
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
    try:
        page = ctx.new_page()
        page.errors = []
        _open_deal(page, server, euchre.encode_deal(ORDER_THEN_ALONE))
        words = page.locator(".st-key-plctl_undo_why")
        assert words.count() == 1
        assert words.is_visible() == (size[0] == 390)
        if size[0] == 390:
            assert "Nothing to take back yet" in words.inner_text()
        else:   # hidden with its wrapper: an empty wrapper would still take a gap
            shown = page.evaluate("""() => getComputedStyle(
              document.querySelector('.st-key-plctl_undo_why').parentElement).display""")
            assert shown == "none"
        _no_exceptions(page)
    finally:
        ctx.close()


# What scrolls sideways or reaches past the screen's edge, among the elements after the review's
# toggle ("Review your decisions"): a box that scrolls sideways inside it (Streamlit's data
# grid scrolls inside its own frame, the page staying 390 px wide), or one past the screen.
REVIEW_SIDEWAYS = r"""() => {
  const out = [], width = document.documentElement.clientWidth;
  const toggle = document.querySelector('.st-key-plrev_show');
  for (const el of document.querySelectorAll('[data-testid=stMain] *')) {
    if (!(toggle.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    const r = el.getBoundingClientRect(), style = getComputedStyle(el);
    if (!r.width || style.visibility === 'hidden') continue;
    if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
      out.push(`${el.tagName} ${el.className}: ${el.scrollWidth} px wide in ${el.clientWidth}`);
    if (r.right > width + 1) out.push(`${el.tagName} ${el.className} reaches x=${Math.round(r.right)}`);
  }
  return out;
}"""


# The review's summary line ("Best: 1 · Good: 1 · … · Blunder: 0"): each grade's name and its
# count, from the name to the end of its count, and the lines that stretch covers (one if kept
# together). On a phone the line wrapped between "Blunder:" and "0".
SUMMARY_ITEMS = r"""() => {
  const line = [...document.querySelectorAll('[data-testid=stMain] [data-testid=stMarkdownContainer] p')]
    .find(p => p.textContent.startsWith('Best:'));
  return [...line.querySelectorAll('strong')].map(count => {
    const name = count.previousSibling, text = name.textContent;
    const range = document.createRange();
    range.setStart(name, text.length - text.replace(/^[\s·]*/, '').length);
    range.setEndAfter(count);
    const tops = new Set([...range.getClientRects()].filter(r => r.width).map(r => Math.round(r.top)));
    return [range.toString(), tops.size];
  });
}"""


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)], ids=["phone", "laptop"])
def test_the_review_of_decisions_fits_a_phone(server, browser, size):
    # On a phone the review was the laptop's five-column grid: it scrolled sideways inside its
    # frame, "points given up" out of sight. There each decision is now a block; a laptop keeps
    # the grid.
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
    try:
        page = ctx.new_page()
        page.errors = []
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        _open_deal(page, server, euchre.encode_deal(ORDER_THEN_ALONE))
        page.get_by_role("button", name="Order it up").click()
        wait_idle(page)
        page.get_by_role("button", name="Play with partner").click()
        wait_idle(page)
        _wait_for_grade(page)
        page.get_by_text(re.compile(r"^Review your decisions \(2\)")).click()
        wait_idle(page)
        page.get_by_text("Look again at a decision").wait_for(timeout=30000)
        page.wait_for_timeout(500)   # the data grid sizes its columns after it is drawn
        grid = page.locator('[data-testid="stDataFrame"]')
        # nothing after the review's toggle scrolls sideways or reaches past the screen's edge
        assert page.evaluate(REVIEW_SIDEWAYS) == []
        # each grade's name and count on one line
        items = page.evaluate(SUMMARY_ITEMS)
        assert [re.sub(r":\s\d+$", "", item) for item, _lines in items] == [
            "Best", "Good", "Inaccuracy", "Mistake", "Blunder"], items
        assert all(lines == 1 for _name, lines in items), items
        if size[0] == 390:
            assert not grid.is_visible()
            for words in ("Deal 1: Order it up", "Deal 1: Play with partner"):
                shown = page.get_by_text(words, exact=True)
                shown.scroll_into_view_if_needed()
                assert shown.is_visible()
            assert page.get_by_text("points given up", exact=True).first.is_visible()
        else:
            assert grid.is_visible()
        _no_exceptions(page)
    finally:
        ctx.close()
