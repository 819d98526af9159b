"""The keyboard alone (page.keyboard, never the mouse): a whole Euchre hand from a fixed
deal — a hint, a bid, the alone question, every card, an undo, the review — and three
quiz questions, with Tab, Shift+Tab, Enter and Space. The focus ring shows, the hand is
reached left to right before the coach's buttons, and the focus moves on to the next
decision when the pressed button is gone. What a screen reader hears is read from the
polite live regions: each card of a played trick in words, its winner, the result, the
quiz's verdict."""
from __future__ import annotations

import itertools
import re
from urllib.parse import quote

from browserhelp import IDLE, wait_idle

from engine import euchre
from lessons.spoken import say

# East (seat 3) deals, hearts are turned up; South (the learner) bids first and holds the
# four top trumps, so South leads the first trick with the right bower and wins it.
DEAL = euchre.from_deal(
    euchre.preset("standard"), dealer=3,
    hands=["JH JD AH KH QS", "9C TC QC 9S TS", "AC KC 9D TD QD", "JC JS AS KS AD"],
    upcard="9H", kitty="TH QH KD")
# The words a screen reader says for an element: the hidden words the app gives a card
# (checked against the browser's own accessible name where it matters), else its text.
SPOKEN = """const spoken = (e) => {
  const said = e.querySelector('.eu-said');
  return (said ? said.textContent : (e.getAttribute('aria-label') || e.innerText || ''))
    .replace(/\\s+/g, ' ').trim();
};"""
# The focused element: its spoken name, its widget key, whether a focus ring is drawn, and
# where it is.
FOCUSED = """() => { """ + SPOKEN + """
  const e = document.activeElement;
  if (!e || e === document.body) return null;
  const box = e.closest('[class*="st-key-"]');
  const ring = e.matches('input') ? getComputedStyle(e.closest('label') || e) : getComputedStyle(e);
  const r = e.getBoundingClientRect();
  return {name: spoken(e),
          key: box ? box.className.match(/st-key-(\\S+)/)[1] : '', tag: e.tagName,
          ring: ring.outlineStyle !== 'none' && parseFloat(ring.outlineWidth) >= 2,
          x: r.x, y: r.y};
}"""
SEATS = ("West", "North", "East")
# What the page is doing: its run state, stale elements, the coach's words.
STATE = """() => { const app = document.querySelector('[data-testid="stApp"]');
  return {run: app && app.dataset.testScriptState, connection: app && app.dataset.testConnectionState,
          stale: document.querySelectorAll('[data-stale="true"]').length,
          waiting: !!document.querySelector('.st-key-plctl_poke'),
          live: [...document.querySelectorAll('.eu-live')].map((e) => e.textContent)}; }"""


def focused(page) -> dict | None:
    return page.evaluate(FOCUSED)


def tab_to(page, name: str, key: str = "", back: bool = False, limit: int = 60) -> dict:
    """Press Tab (Shift+Tab with ``back``) until the focus is on an element whose spoken
    name matches ``name`` (and whose widget key matches ``key``)."""
    seen = []
    for _ in range(limit):
        page.keyboard.press("Shift+Tab" if back else "Tab")
        now = focused(page)
        if now and re.search(name, now["name"]) and re.search(key, now["key"]):
            assert now["ring"], f"no focus ring on {now}"
            return now
        seen.append(now and now["name"])
    raise AssertionError(f"{name!r} was never focused; focus went through {seen}")


def focus_lands(page, name: str, timeout: int = 30000, pressed: str = "") -> dict:
    """Wait until the app itself moves the focus to an element named like ``name``, on a
    page that has finished drawing, and the focus is still there a moment later: a key
    pressed right after a click may meet the button it pressed before the page redraws, and
    a redraw drops the focus until the app puts it back. ``pressed``: the name of the
    button just pressed, which the focus must have left."""
    on_it = ("([re, pressed]) => { const idle = (" + IDLE + ")(); const now = (" + FOCUSED + ")();"
             " return idle && now && now.name !== pressed && new RegExp(re).test(now.name)"
             " ? now : null; }")
    for _ in range(5):
        try:
            page.wait_for_function(on_it, arg=[name, pressed], timeout=timeout, polling=100)
        except Exception as e:   # say where the focus is and what the page is doing
            state = page.evaluate(STATE)
            raise AssertionError(f"the focus never came to {name!r}: it is on {focused(page)}; "
                                 f"the page: {state}") from e
        page.wait_for_timeout(300)
        now = page.evaluate(on_it, [name, pressed])
        if now:
            return now
    raise AssertionError(f"the focus did not stay on {name!r}: {focused(page)}")


def live(page, where: str = "") -> str:
    """The words of the polite live regions (those inside ``where``, a CSS selector)."""
    return " ".join(t for t in page.locator(f"{where} .eu-live[aria-live=polite]").all_text_contents() if t)


def news(page) -> str:
    """The Play page's first live region: what changed on the table."""
    return page.locator(".eu-live[aria-live=polite]").first.text_content()


def settled(page) -> None:
    wait_idle(page)
    # generous: on a fresh machine the solver may still be compiling while the coach works
    page.wait_for_function("() => !document.body.innerText.includes('the coach is thinking')",
                           timeout=180000, polling=100)
    wait_idle(page)


def test_a_whole_euchre_hand_with_the_keyboard_alone(server, page):
    from playwright.sync_api import expect
    page.goto(f"{server}/play?deal={quote(euchre.encode_deal(DEAL))}")
    wait_idle(page)
    # A hint first: the focus stays on the button, and the hint is read out politely.
    tab_to(page, "^Order it up$")
    tab_to(page, "Hint$")
    page.keyboard.press("Enter")
    page.wait_for_function("() => [...document.querySelectorAll('.eu-live')].some(e => "
                           "e.textContent.startsWith('Hint: '))", timeout=60000)
    # (a redraw may replace the button while the hint is shown: the focus comes back to it)
    focus_lands(page, "Hint$")
    # Shift+Tab goes back through the bids; Space orders up.
    now = tab_to(page, "^Order it up$", back=True, limit=3)
    page.keyboard.press("Space")
    # The pressed button is gone: the focus moves on to the next decision by itself.
    focus_lands(page, "^Play with partner$")
    assert news(page).startswith("You order up the nine of hearts. East discards a card face "
                                 "down. Your turn.")
    page.keyboard.press("Enter")
    first = focus_lands(page, "^Play the jack of hearts, right bower$")
    settled(page)
    expect(page.locator(":focus")).to_have_accessible_name("Play the jack of hearts, right bower")
    # The hand left to right, then the coach's buttons; every card named in words.
    order = [first]
    for _ in range(6):
        page.keyboard.press("Tab")
        order.append(focused(page))
    assert [f["name"] for f in order] == [
        "Play the jack of hearts, right bower", "Play the jack of diamonds, left bower",
        "Play the ace of hearts, trump", "Play the king of hearts, trump", "Play the queen of spades",
        "lightbulb Hint", "undo Undo"]
    assert all(f["ring"] for f in order)
    cards = order[:5]
    assert all(a["x"] < b["x"] and abs(a["y"] - b["y"]) < 2 for a, b in itertools.pairwise(cards))
    for _ in range(6):
        page.keyboard.press("Shift+Tab")
    assert focused(page)["name"] == "Play the jack of hearts, right bower"

    # Enter plays the right bower; the live region says the whole trick in words.
    page.keyboard.press("Enter")
    focus_lands(page, "^Play the jack of diamonds, left bower$")
    said = news(page)
    sentences = re.findall(r"[^.]+\.", said)
    sentences = [s.strip() for s in sentences]
    assert sentences[0] == "You play the jack of hearts, right bower."
    assert [s.split(" plays the ")[0] for s in sentences[1:4]] == list(SEATS)
    assert sentences[4:] == ["You win the trick.", "Your turn."]
    assert not re.search("[♣♦♥♠]", said)
    # each card it names is the one the hand's log shows, glyph for glyph
    log = page.locator(".st-key-pllog").inner_text()
    for seat, sentence in zip(SEATS, sentences[1:4]):
        shown = re.search(rf"{seat}: play (\S+)", log).group(1)
        assert sentence.startswith(f"{seat} plays the {say(shown)}"), (sentence, shown)
    # the table in words, under its heading
    words = page.locator(".eu-words").inner_text()
    assert words.startswith("The table in words")
    assert page.get_by_role("heading", name="The table in words", level=2).count() == 1
    assert "Trump: hearts, made by you." in words and "you won it." in words

    # Undo by keyboard takes the card back; Shift+Tab to the same card plays it again.
    settled(page)
    tab_to(page, "Undo$")
    page.keyboard.press("Enter")
    # (while the board is redrawn its live region may be briefly absent)
    page.wait_for_function("() => { const e = document.querySelector('.eu-live'); return e && "
                           "e.textContent.startsWith('Your last decision was undone'); }", timeout=30000)
    wait_idle(page)
    pressed = tab_to(page, "^Play the jack of hearts, right bower$", back=True)["name"]
    page.keyboard.press("Enter")

    # Every other card: the focus is always on the first card that may be played.
    for _ in range(6):
        now = focus_lands(page, "^(Play the |Next deal)", pressed=pressed)
        if now["name"] == "Next deal":
            break
        settled(page)
        now = focused(page)
        assert now["key"].startswith("plact_"), now
        pressed = now["name"]
        page.keyboard.press("Enter")
    assert focused(page)["name"] == "Next deal"
    result = page.locator('[data-testid="stAlertContentSuccess"]').inner_text()
    said = news(page)
    won = re.search(r"(\d) points? to you and your partner\.", result).group(1)
    assert re.search(rf"You and your partner (make it|take every trick): {won} points?\.$", said), said

    # The review: Tab to its switch, Space opens it.
    settled(page)
    tab_to(page, r"^Review your decisions \(\d\)")
    page.keyboard.press("Space")
    page.get_by_text("Look again at a decision").wait_for(timeout=30000)
    assert page.get_by_role("switch", name=re.compile("Review your decisions")).is_checked()
    assert page.locator('[data-testid="stException"]').count() == 0
    assert not page.errors, page.errors


def answer_by_keyboard(page, box: str) -> str:
    """Answer the quiz in ``box`` until it is over (a right answer, or the answer shown
    after a second miss): Enter on the focused answer, each time; the verdicts read out."""
    verdicts = []
    for _ in range(5):
        before = live(page, box)
        page.keyboard.press("Enter")
        page.wait_for_function(
            "([box, before]) => { const e = document.querySelector(box + ' .eu-live');"
            " return e && e.textContent && e.textContent !== before; }",
            arg=[box, before], timeout=30000)
        wait_idle(page)
        said = live(page, box)
        assert said.startswith(("Right!", "Not quite.")), said
        assert not re.search("[♣♦♥♠]", said), said
        verdicts.append(said)
        now = focus_lands(page, "(Next question|.)")
        if "Next question" in now["name"]:
            return verdicts
    raise AssertionError(f"the quiz never ended: {verdicts}")


def test_three_quiz_questions_with_the_keyboard_alone(server, page):
    from playwright.sync_api import expect
    # A lesson steps on with Enter on its Next button.
    page.goto(f"{server}/learn?lesson=2&step=1")
    wait_idle(page)
    tab_to(page, "Next$", key="^learn_next$")
    page.keyboard.press("Enter")
    page.get_by_role("heading", name="The bowers").wait_for(timeout=15000)
    # Lesson 2, step 5: which suit does this card belong to? (one answer of four)
    page.goto(f"{server}/learn?lesson=2&step=5")
    wait_idle(page)
    box = '[class*="st-key-q_"][class*="_box"]'
    tab_to(page, ".", key="^q_.*_c_")
    first = answer_by_keyboard(page, box)
    page.keyboard.press("Enter")   # Next question
    wait_idle(page)
    tab_to(page, ".", key="^q_.*_c_", back=True)   # back from Next question to an answer
    second = answer_by_keyboard(page, box)
    assert first and second
    # Lesson 3, step 3: which cards may you play? Space ticks a box, Enter checks.
    page.goto(f"{server}/learn?lesson=3&step=3")
    wait_idle(page)
    tab_to(page, ".", key="^q_.*_pick_")
    expect(page.locator(":focus")).to_have_accessible_name(focused(page)["name"])
    assert re.fullmatch(r"(nine|ten|jack|queen|king|ace|joker)( of \w+)?", focused(page)["name"]), \
        focused(page)   # the card in words, never its glyph
    page.keyboard.press("Space")
    page.wait_for_function("() => document.activeElement.checked === true", timeout=10000)
    tab_to(page, "Check$")
    third = answer_by_keyboard(page, box)
    assert third[-1].startswith(("Right!", "Not quite."))
    assert page.locator('[data-testid="stException"]').count() == 0
    assert not page.errors, page.errors


def test_the_four_colour_deck_from_the_sidebar_of_a_lesson(server, page):
    page.goto(f"{server}/learn?lesson=2&step=1")
    wait_idle(page)
    assert page.locator(".eu-card.c-green").count() == 0
    # the collapsed sidebar's switch takes no focus until the sidebar is open
    names = []
    while not names or "Expand sidebar" not in names[-1]:
        assert len(names) < 20, names
        page.keyboard.press("Tab")
        names.append(focused(page)["name"])
    assert not [n for n in names if "Four-colour" in n], names
    page.keyboard.press("Enter")
    tab_to(page, "^Four-colour cards")
    page.keyboard.press("Space")
    page.locator(".eu-card.c-green").first.wait_for(timeout=15000)   # clubs drawn green
    assert page.locator(".eu-card.c-blue").count() > 0                # diamonds blue


# The longest transition or animation of any element on the page, in seconds.
SECONDS = """() => Math.max(...[...document.querySelectorAll('*')].map(e => {
  const st = getComputedStyle(e);
  return (st.transitionDuration + ', ' + st.animationDuration).split(', ').map(d =>
    d.endsWith('ms') ? parseFloat(d) / 1000 : parseFloat(d));
}).flat())"""


def test_reduced_motion_stops_the_animations(server, page):
    page.goto(f"{server}/learn?lesson=2&step=1")
    wait_idle(page)
    assert page.evaluate(SECONDS) > 0.05          # the sidebar slides, links fade …
    page.emulate_media(reduced_motion="reduce")   # the learner's system asks for less motion
    assert page.evaluate(SECONDS) <= 0.001


# British Euchre, South deals and the Benny is turned up: South names clubs at once and
# discards; West, holding only diamonds, must lead one, and South's only diamond is then
# the one card it may play.
MUST_FOLLOW = euchre.from_deal(
    euchre.preset("british"), dealer=0,
    hands=["9C TC JC QC 9D", "TD JD QD KD AD", "KC AC 9H TH JH", "QH KH AH 9S TS"],
    upcard="JK", kitty="JS QS KS AS")


def test_cards_that_cannot_be_played_are_crossed_out_and_said_so(server, page):
    from playwright.sync_api import expect
    page.goto(f"{server}/play?deal={quote(euchre.encode_deal(MUST_FOLLOW))}")
    wait_idle(page)
    tab_to(page, "^Call clubs$")
    page.keyboard.press("Enter")
    focus_lands(page, "^Discard the ")
    tab_to(page, "^Discard the nine of clubs, trump$", limit=6)
    page.keyboard.press("Enter")
    focus_lands(page, "^Play with partner$")
    page.keyboard.press("Enter")
    focus_lands(page, "^Play the nine of diamonds$")
    settled(page)
    # the others are disabled, crossed out and dashed, and say why they cannot be played
    crossed = page.locator(".st-key-plhand button:disabled:visible")
    assert crossed.count() == 4   # the Benny and three clubs: the nine of clubs was discarded
    for i in range(4):
        button = crossed.nth(i)
        expect(button).to_have_accessible_name(re.compile(r"^The .+: it cannot be played now$"))
        assert button.evaluate("b => getComputedStyle(b).borderTopStyle") == "dashed"
        assert "linear-gradient" in button.evaluate("b => getComputedStyle(b, '::before').backgroundImage")
    expect(crossed.first).to_have_accessible_name("The joker, the Benny, highest trump: it cannot be played now")
    page.get_by_text(re.compile(r"^Crossed-out cards can't be played now\. Diamonds were led")).wait_for()
    # Tab skips them: from the one playable card straight to the coach's Hint
    page.keyboard.press("Tab")
    assert focused(page)["name"] == "lightbulb Hint"
    assert page.locator('[data-testid="stException"]').count() == 0
    assert not page.errors, page.errors
