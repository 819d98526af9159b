"""The scripts the Play page runs in the browser, each on a small page of its own that
stands in for Streamlit's (its app element's run state, the widgets' key classes), so
that what the script does is seen at once and every time, not only when a busy server
happens to redraw at the wrong moment."""
from __future__ import annotations

import json

from ui import a11y
from ui.play_table import WATCHDOG

APP = ('<div data-testid="stApp" data-test-script-state="notRunning" '
       'data-test-connection-state="CONNECTED">{}</div>')
BIDS = ('<div class="st-key-plact_0_0_pass"><button>Pass</button></div>'
        '<div class="st-key-plact_0_0_order"><button>Order it up</button></div>'
        '<div class="st-key-plctl_hint"><button>Hint</button></div>')


def _run(page, script: str) -> None:
    page.add_script_tag(content=script.removeprefix("<script>").removesuffix("</script>"))


def _keyboard_script() -> str:
    """The Play page's focus script as ``ui.pages.play._keyboard`` writes it."""
    return a11y._SCRIPT % {"token": json.dumps("0_0"), "scope": json.dumps("play"),
                           "names": json.dumps({}),
                           "focus": json.dumps('[class*="st-key-plact_0_0_"] button:not([disabled])'),
                           "lost": json.dumps("^pl(act|ctl)_")}


def _focused(page) -> str:
    return page.evaluate("() => document.activeElement ? document.activeElement.textContent : ''")


def _redraw_hint(page, attributes: str = "") -> None:
    """Streamlit draws the Hint button again as a new element: the old one (focused) goes."""
    page.evaluate("(a) => { document.querySelector('.st-key-plctl_hint').innerHTML = "
                  "`<button ${a}>Hint</button>`; }", attributes)


def test_a_focused_button_drawn_again_keeps_the_focus(server, page):
    # Before: the focus went to the first bid ("Pass") when a redraw replaced the Hint
    # button the learner had just pressed (a keyboard test failed so, under load).
    page.set_content(APP.format(BIDS))
    _run(page, _keyboard_script())
    page.locator(".st-key-plctl_hint button").focus()
    _redraw_hint(page)
    page.wait_for_function("() => document.activeElement.textContent === 'Hint'", timeout=5000)
    page.wait_for_timeout(300)
    assert _focused(page) == "Hint"


def test_a_redraw_long_after_the_last_run_still_keeps_the_focus(server, page):
    # Before: the script looked after the focus for 15 s after its run only; on a busy
    # server the hint came later, the redraw dropped the focus, and nothing put it back.
    page.clock.install()
    page.set_content(APP.format(BIDS))
    _run(page, _keyboard_script())
    page.locator(".st-key-plctl_hint button").focus()
    page.clock.run_for(20000)
    _redraw_hint(page)
    page.clock.run_for(1000)
    assert _focused(page) == "Hint"


def test_a_button_drawn_again_later_in_the_same_run_keeps_the_focus(server, page):
    # Before: a run removed the Hint button and drew it again a moment later; in between
    # the focus went to the first bid ("Pass"), where a CI run found it.
    page.set_content(APP.format(BIDS))
    _run(page, _keyboard_script())
    page.locator(".st-key-plctl_hint button").focus()
    _set_state(page, "running")
    page.evaluate("() => document.querySelector('.st-key-plctl_hint').innerHTML = ''")
    page.wait_for_timeout(400)
    _redraw_hint(page)
    page.wait_for_timeout(200)
    _set_state(page, "notRunning")
    page.wait_for_function("() => document.activeElement.textContent === 'Hint'", timeout=5000)
    page.wait_for_timeout(300)
    assert _focused(page) == "Hint"


def test_the_focus_moves_on_while_the_poller_runs(server, page):
    # The Play page's poller starts a run every 0.1 s while the coach thinks: the focus
    # still moves on from a card played within a moment, not once the grade has come.
    page.set_content(APP.format(BIDS))
    _run(page, _keyboard_script())
    page.locator(".st-key-plact_0_0_order button").focus()
    page.evaluate("""() => { const app = document.querySelector('[data-testid=stApp]');
      window.poller = setInterval(() => { app.dataset.testScriptState = 'running';
        setTimeout(() => { app.dataset.testScriptState = 'notRunning'; }, 10); }, 90); }""")
    page.evaluate("() => document.querySelector('.st-key-plact_0_0_order').remove()")
    page.wait_for_function("() => document.activeElement.textContent === 'Pass'", timeout=1500)
    page.evaluate("() => clearInterval(window.poller)")


def test_a_focus_the_learner_takes_away_is_left_alone(server, page):
    page.set_content(APP.format(BIDS))
    _run(page, _keyboard_script())
    page.locator(".st-key-plctl_hint button").focus()
    page.evaluate("() => document.activeElement.blur()")   # a click on the page's background
    page.evaluate("() => document.querySelector('[data-testid=stApp]').append("
                  "document.createElement('p'))")         # and then the page changes
    page.wait_for_timeout(500)
    assert page.evaluate("() => document.activeElement === document.body")


def test_a_focused_button_gone_or_disabled_moves_the_focus_to_the_next_decision(server, page):
    page.set_content(APP.format(BIDS))
    _run(page, _keyboard_script())
    page.locator(".st-key-plctl_hint button").focus()
    _redraw_hint(page, "disabled")
    page.wait_for_function("() => document.activeElement.textContent === 'Pass'", timeout=5000)
    page.locator(".st-key-plact_0_0_order button").focus()
    page.evaluate("() => document.querySelector('.st-key-plact_0_0_order').remove()")
    page.wait_for_function("() => document.activeElement.textContent === 'Pass'", timeout=5000)


POKE = ('<div class="st-key-plctl_poke"><button onclick="window.pokes = (window.pokes || 0) + 1">'
        'Look again</button></div>')


def _pokes(page) -> int:
    return page.evaluate("() => window.pokes || 0")


def _set_state(page, state: str) -> None:
    page.evaluate("(s) => { document.querySelector('[data-testid=stApp]').dataset.testScriptState = s; }",
                  state)


def test_the_safety_net_presses_its_button_only_when_no_run_has_started_for_3_s(server, page):
    page.set_content(APP.format(POKE))
    _run(page, WATCHDOG)
    # The poller alive: a run starts every 0.1 s, so the safety net waits.
    for _ in range(20):
        _set_state(page, "running")
        page.wait_for_timeout(50)
        _set_state(page, "notRunning")
        page.wait_for_timeout(150)
    assert _pokes(page) == 0
    # A long run (the computer players thinking) is not a stopped poller either.
    _set_state(page, "running")
    page.wait_for_timeout(3600)
    assert _pokes(page) == 0
    # No run for 3 s while analysis is under way: the button is pressed, once.
    _set_state(page, "notRunning")
    page.wait_for_function("() => window.pokes === 1", timeout=5000)
    page.wait_for_timeout(1000)
    assert _pokes(page) == 1
    # Nothing under way (the board no longer draws the button): nothing is pressed.
    page.evaluate("() => document.querySelector('.st-key-plctl_poke').remove()")
    page.wait_for_timeout(3600)
    assert _pokes(page) == 1
    assert not page.errors, page.errors
