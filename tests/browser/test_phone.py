"""The app on a phone (390×844, touch): nothing a learner reads is cut, covered or run
together. bench/phone_audit.py measures every page this way; these are the pages where it
found something once."""
from __future__ import annotations

import os

import pytest

from browserhelp import halt, launch, wait_idle
from lessons.progress import open_store
from ui.menu import MENU

# What was wrong, measured in the page: a face card's centre ("K♦") past the card's edges; a
# widget's label cut with "…"; radio options closer than a finger (under 24 px); two labels
# of a chart on top of each other, or one past the chart's edge.
MEASURE = r"""() => {
  const out = [];
  const box = e => e.getBoundingClientRect();
  const range = document.createRange();
  for (const card of document.querySelectorAll('[data-testid=stMain] .eu-card')) {
    const c = box(card);
    for (const part of card.querySelectorAll('.pip, .ix')) {
      range.selectNodeContents(part);
      const r = range.getBoundingClientRect();
      if (r.width && (r.left < c.left - 1 || r.right > c.right + 1))
        out.push(`card ${card.getAttribute('aria-label')}: "${part.textContent}" past its edge`);
    }
  }
  for (const label of document.querySelectorAll('[data-testid=stMain] [data-testid=stWidgetLabel] [data-testid=stMarkdownContainer]'))
    if (label.scrollWidth > label.clientWidth + 1) out.push(`label "${label.textContent}" cut`);
  for (const option of document.querySelectorAll('[data-testid=stMain] label[data-testid=stRadioOption]'))
    if (box(option).height < 24) out.push(`radio "${option.textContent}" ${box(option).height} px tall`);
  for (const chart of document.querySelectorAll('[data-testid=stPlotlyChart]')) {
    const c = box(chart);
    const lines = [...chart.querySelectorAll('text')]
      .flatMap(t => t.querySelectorAll('tspan.line').length ? [...t.querySelectorAll('tspan.line')] : [t])
      .filter(t => t.textContent.trim()).map(t => [t.textContent.trim(), box(t)]);
    lines.forEach(([t, r], i) => {
      if (r.left < c.left - 1 || r.right > c.right + 1) out.push(`chart label "${t}" past the chart`);
      for (const [u, s] of lines.slice(i + 1))
        if (Math.min(r.right, s.right) - Math.max(r.left, s.left) > 1
            && Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top) > 1)
          out.push(`chart label "${t}" on "${u}"`);
    });
  }
  return out;
}"""

PAGES = [
    "settings?game=euchre",               # face cards; radio options
    "settings?game=ecarte",               # "Dealer must exchange after accepting"
    "learn?game=euchre&lesson=2&step=6",  # which card beats which: the title over the top axis
    "learn?game=euchre&lesson=5&step=5",  # order it up or pass: the odds chart's two panels
    "learn?game=ecarte&lesson=4&step=1",  # stand or propose: the choices' names under the legend
    "learn?game=ecarte&lesson=7&step=1",  # points for the tricks: the legend on the axis title
]


@pytest.fixture
def phone(browser):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2,
                              is_mobile=True, has_touch=True)
    pg = ctx.new_page()
    pg.errors = []
    pg.on("pageerror", lambda e: pg.errors.append(str(e)))
    yield pg
    ctx.close()


def test_a_phone_cuts_no_card_label_or_chart(server, phone):
    found, charts = [], 0
    for path in PAGES:
        phone.goto(f"{server}/{path}")
        wait_idle(phone)
        if "learn" in path:   # each of these steps draws a chart
            phone.locator('[data-testid="stPlotlyChart"] .main-svg').first.wait_for(timeout=30000)
            phone.wait_for_timeout(300)
            charts += 1
        found += [f"{path}: {what}" for what in phone.evaluate(MEASURE)]
        assert phone.locator('[data-testid="stException"]').count() == 0, path
    assert charts == 4
    assert not found, "\n".join(found)
    assert not phone.errors, phone.errors


# A Markdown table past the box it sits in: its right edge beyond its Markdown block's.
TABLE_PAST_ITS_BOX = r"""() => [...document.querySelectorAll('[data-testid=stMain] [data-testid=stMarkdownContainer] table')]
  .map(t => [t.getBoundingClientRect().right, t.closest('[data-testid=stMarkdownContainer]').getBoundingClientRect().right])
  .filter(([table, box]) => table > box + 1).map(([table, box]) => `table to x=${Math.round(table)}, box to ${Math.round(box)}`)"""


@pytest.mark.parametrize("path", ["learn?game=euchre&lesson=10&step=1", "learn?game=ecarte&lesson=10&step=2"])
def test_a_phone_keeps_a_worked_examples_table_inside_its_box(server, phone, path):
    # "One hand, four seats" (five columns) was 347 px wide in the example's 326-px box: its last
    # column ran over the example's border, to x=379 of 390
    phone.goto(f"{server}/{path}")
    wait_idle(phone, timeout=90000)
    assert phone.locator('[data-testid=stMain] [data-testid=stMarkdownContainer] table').count()
    assert phone.evaluate(TABLE_PAST_ITS_BOX) == []
    assert not phone.errors, phone.errors


def test_a_phone_shows_home_start_button_on_the_first_screen(server, phone):
    # stacked in page order, "Where you left off" and its "Start lesson 1" came after the ten
    # lessons, two screens down (y 1725 of an 844-px screen): a newcomer saw no way in
    phone.goto(server)
    wait_idle(phone)
    start = phone.get_by_role("button", name="Start lesson 1")
    box = start.bounding_box()
    assert box and box["y"] + box["height"] <= 844, box
    assert box["y"] < phone.get_by_text("What you will learn").bounding_box()["y"]


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["laptop", "phone"])
def test_a_new_lesson_step_opens_at_its_title(server, browser, size):
    # Streamlit kept the scroll of the step before: Back (or Next) at the bottom of a step
    # showed the middle of the other one, its title and first lines above the screen
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
    pg = ctx.new_page()
    try:
        pg.goto(f"{server}/learn?game=euchre&lesson=1&step=3")
        wait_idle(pg)
        back = pg.locator(".st-key-learn_back button")
        back.scroll_into_view_if_needed()
        pg.wait_for_timeout(200)
        assert pg.evaluate("() => document.querySelector('[data-testid=stMain]').scrollTop") > 200
        back.click()
        pg.get_by_role("heading", name="A trick").wait_for()   # step 2, with its long worked example
        wait_idle(pg)
        pg.wait_for_timeout(300)
        box = pg.get_by_role("heading", name="A trick").bounding_box()
        assert box and 0 <= box["y"] < size[1] / 2, box
    finally:
        ctx.close()


# What scrolls sideways: the page itself, or a box inside it (Streamlit's data grid scrolls
# inside its own frame, the page staying 390 px wide).
SIDEWAYS = r"""() => {
  const out = [], doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth) out.push(`page ${doc.scrollWidth} px wide in ${doc.clientWidth}`);
  for (const el of document.querySelectorAll('[data-testid=stMain] *')) {
    const r = el.getBoundingClientRect();
    if (!r.width || getComputedStyle(el).visibility === 'hidden') continue;
    if (['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      out.push(`${el.tagName} ${el.className}: ${el.scrollWidth} px wide in ${el.clientWidth}`);
    if (r.right > doc.clientWidth + 1) out.push(`${el.tagName} ${el.className} reaches x=${Math.round(r.right)}`);
  }
  return out;
}"""


@pytest.fixture(scope="module")
def teacher_server(server, tmp_path_factory):
    """The app with a teacher PIN and three profiles, one with a long name and weak topics."""
    db = tmp_path_factory.mktemp("class") / "p.sqlite3"
    store, _notice = open_store(db)
    for name in ("Alexandra Montgomery-Fitzwilliam", "Bo", "Chidinma Okonkwo"):
        learner = store.create_profile(name).learner
        store.mark_done(learner, "euchre", "basics", 3)
        for topic in ("suit", "rank", "trick"):
            for correct in (False, False, True):
                store.record_answer(learner, "euchre", topic, correct)
    proc, base = launch(dict(os.environ, EUCHRE_PROGRESS_DB=str(db), EUCHRE_DEV="1",
                             EUCHRE_TEACHER_PIN="2468"))
    if base is None:
        pytest.fail("streamlit did not become healthy")
    yield base
    halt(proc)


def _open_teacher_view(pg, base):
    pg.goto(f"{base}/teacher")
    wait_idle(pg)
    pg.get_by_label("Teacher PIN").fill("2468")
    pg.get_by_role("button", name="Open the teacher view").click()
    pg.get_by_role("button", name="Close the teacher view").wait_for()
    wait_idle(pg)
    pg.wait_for_timeout(500)   # the data grid sizes its columns after it is drawn


def test_the_teacher_view_fits_a_phone(teacher_server, phone):
    # the class summary was a five-column data grid 560 px wide: on a phone it scrolled
    # sideways inside its frame, "Lessons done" cut at the edge, the weakest topics out of sight
    _open_teacher_view(phone, teacher_server)
    assert phone.evaluate(SIDEWAYS) == []
    for name in ("Alexandra Montgomery-Fitzwilliam", "Bo", "Chidinma Okonkwo"):
        assert phone.get_by_text(name, exact=True).is_visible()
    assert phone.get_by_text("Which suit is it?").first.is_visible()   # a weakest topic, in view
    assert not phone.errors, phone.errors


def test_a_laptop_keeps_the_teacher_table(teacher_server, browser):
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        pg = ctx.new_page()
        _open_teacher_view(pg, teacher_server)
        assert pg.locator('[data-testid="stDataFrame"]').is_visible()
        assert not pg.locator(".eu-stack").is_visible()
        assert pg.evaluate(SIDEWAYS) == []
    finally:
        ctx.close()


def test_a_phone_menu_shows_every_page(server, phone):
    # the top bar folds into the sidebar on a phone, where Streamlit listed ten pages and
    # "View 4 more": Glossary, Progress, Your profile and Settings were out of sight
    phone.goto(server)
    wait_idle(phone)
    phone.locator('[data-testid="stExpandSidebarButton"]').click()
    nav = phone.locator('[data-testid="stSidebarNav"]')
    nav.wait_for()
    phone.wait_for_timeout(300)
    assert phone.locator('[data-testid="stSidebarNavViewButton"]').count() == 0
    titles = [title for _section, pages in MENU for _file, title, _icon, _url in pages]
    assert len(titles) == 14
    hidden = [t for t in titles if not nav.get_by_role("link", name=t, exact=True).is_visible()]
    assert not hidden, hidden


# The ink of a card's top corner suit and of its centre (the glyphs' drawn outlines, from the
# font's metrics, not their line boxes), and the distance between the two boxes; the same for
# the role's tag and the corner's rank, and for the rank and the suit under it.
CORNERS = r"""() => {
  const ctx = document.createElement('canvas').getContext('2d'), range = document.createRange();
  const ink = node => {
    const cs = getComputedStyle(node.parentElement);
    ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    ctx.letterSpacing = cs.letterSpacing;
    const m = ctx.measureText(node.textContent);
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect(), base = r.top + m.fontBoundingBoxAscent;
    return {left: r.left - m.actualBoundingBoxLeft, right: r.left + m.actualBoundingBoxRight,
            top: base - m.actualBoundingBoxAscent, bottom: base + m.actualBoundingBoxDescent};
  };
  const out = [];
  for (const card of document.querySelectorAll('[data-testid=stMain] .eu-card')) {
    const pip = card.querySelector('.pip'), ix = card.querySelector('.ix:not(.br)');
    const w = card.getBoundingClientRect().width;
    if (!pip || !ix || !w) continue;
    const p = ink(pip.firstChild), s = ink(ix.querySelector('span').firstChild), r = ink(ix.firstChild);
    // and how far the role's tag (its box) stays from the corner's rank (negative: over it)
    const tag = card.querySelector('.eu-badge'), b = tag && tag.getBoundingClientRect();
    const under = b ? Math.max(r.left - b.right, b.left - r.right, r.top - b.bottom, b.top - r.bottom) : 99;
    // and how far the corner's rank stays above its suit (the J's hook, the Q's tail)
    const stack = Math.max(s.top - r.bottom, s.left - r.right, r.left - s.right);
    out.push([card.getAttribute('aria-label'), Math.round(w), Math.max(p.left - s.right, p.top - s.bottom), under,
              stack]);
  }
  return out;
}"""

GAP = 2   # px between a card's marks, at the least

CARD_PAGES = ["?game=euchre",                       # Home: the hero's cards (56 px on a phone)
              "?game=ecarte",                       # Écarté's hero: small trumps, the 10 under its tag
              "learn?game=euchre&lesson=1&step=2",  # cards of the default size, trumps among them
              "learn?game=euchre&lesson=2&step=1",  # small cards
              # a hand shrunk to fit its box (54 px); a fixed day: today's deal may hold no
              # card with pips (only J, Q, K, A), and the test failed on such a day
              "daily?game=euchre&day=2026-12-01"]


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)], ids=["phone", "laptop"])
def test_a_cards_corner_keeps_clear_of_its_centre(server, browser, size):
    # on a 64-px phone card the corner's 17-px suit ran into the centre's suit (the 10♦'s
    # corner ♦ over the centre ♦); on the hero's trumps the corner ♥ sat on the "K♥"; and on
    # a small card the 11-px "RIGHT" tag hid the top of the corner's J; then the TRUMP tag sat
    # 1.2 px from a 62-px card's "10", and the J's hook and the Q's tail touched the suit under them
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, device_scale_factor=2)
    try:
        pg = ctx.new_page()
        found, widths = [], set()
        for path in CARD_PAGES:
            pg.goto(f"{server}/{path}")
            wait_idle(pg)
            pg.locator('[data-testid=stMain] .eu-card .pip').first.wait_for()
            for label, width, gap, tag, stack in pg.evaluate(CORNERS):
                widths.add(width)
                # 2 px of white between any two marks: at 1 px or less they read as touching
                if gap < GAP:
                    found.append(f"{path}: {label} ({width} px): {gap:.1f} px apart")
                if tag < GAP:
                    found.append(f"{path}: {label} ({width} px): its tag {tag:.1f} px from the rank")
                if stack < GAP:
                    found.append(f"{path}: {label} ({width} px): its rank {stack:.1f} px from the suit under it")
        assert not found, "\n".join(found)
        assert {64, 62, 56, 54} <= widths if size[0] < 640 else {84, 62} <= widths, widths
    finally:
        ctx.close()


# Streamlit's link icon beside a heading, if it is drawn: shown (opacity 1) while the heading is
# hovered or tapped, and a Tab stop all the time.
LINK_ICON = """h => [...h.querySelectorAll('[data-testid=stHeaderActionElements] a')].some(a =>
  getComputedStyle(a).display !== 'none' && a.getBoundingClientRect().width
  && getComputedStyle(a).visibility !== 'hidden' && Number(getComputedStyle(a).opacity) > 0)"""

HEADING_PAGES = [
    "?game=euchre",                       # st.title, st.header
    "learn?game=euchre&lesson=1&step=2",  # a step's st.header, headings in the lesson's Markdown
    "glossary?game=euchre&term=trick",    # a header with its own anchor (#trick)
    "daily?game=euchre&day=2026-12-01",   # "## This deal so far" in st.markdown
]


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)], ids=["phone", "laptop"])
def test_a_heading_shows_no_link_icon(server, browser, size):
    # a tap on a heading on a phone (or the mouse over it) showed a link icon beside it, which
    # a learner took for a button: a touch on it jumped the page and changed the address
    touch = size[0] < 640
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, is_mobile=touch,
                              has_touch=touch)
    try:
        pg = ctx.new_page()
        found, headings = [], 0
        for path in HEADING_PAGES:
            pg.goto(f"{server}/{path}")
            wait_idle(pg)
            for h in pg.locator("[data-testid=stMain] [data-testid=stHeadingWithActionElements]").all()[:4]:
                h.scroll_into_view_if_needed()
                if touch:
                    h.tap()
                else:
                    h.hover()
                pg.wait_for_timeout(250)   # (the icon fades in over 150 ms)
                headings += 1
                if h.evaluate(LINK_ICON):
                    found.append(f"{path}: {h.inner_text()}")
            if path.startswith("glossary"):   # its words keep their anchors (#trick)
                assert pg.locator("#trick").count() == 1
        assert headings >= 10
        assert not found, "\n".join(found)
    finally:
        ctx.close()


# Each tag on Home's hero cards: how far its top stands below the blurb's last line of text.
HERO_TAGS = r"""() => { const r = document.createRange(); r.selectNodeContents(document.querySelector('.eu-hero p'));
  const bottom = r.getBoundingClientRect().bottom;
  return [...document.querySelectorAll('.eu-hero .eu-badge')].map(b => b.getBoundingClientRect().top - bottom); }"""


@pytest.mark.parametrize("game", ["ecarte", "euchre"])
@pytest.mark.parametrize("size", [(390, 844), (1280, 900)], ids=["phone", "laptop"])
def test_home_hero_tags_keep_clear_of_the_blurb(server, browser, size, game):
    # on a phone the ROI and TRUMP tags (raised 15 px over their cards) sat 2.4 px into the
    # blurb's last line ("…checks every answer."), the text and the tags run together
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
    try:
        pg = ctx.new_page()
        pg.goto(f"{server}/?game={game}")
        wait_idle(pg)
        gaps = pg.evaluate(HERO_TAGS)
        assert gaps and min(gaps) >= GAP, gaps
    finally:
        ctx.close()


def test_play_on_a_phone_keeps_the_coachs_buttons_close_under_the_decision(server, phone):
    # the board's two columns stack on a phone, and the 64-px gap between them (set for a wide
    # screen) left a blank between "Pass · Order it up" and "Hint · Undo · Odds"
    from engine import euchre
    code = euchre.encode_deal(euchre.deal(euchre.preset("standard"), dealer=3, seed=5))
    phone.goto(f"{server}/play?deal={code}")
    wait_idle(phone)
    last = phone.locator('[class*="st-key-plact_"] button').last.bounding_box()
    hint = phone.locator(".st-key-plctl_hint button").bounding_box()
    assert 0 < hint["y"] - (last["y"] + last["height"]) <= 40, (last, hint)
