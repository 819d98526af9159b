"""Two tabs on one profile in Chromium: a click on Play in a tab left on an older game
(here, a game of the other kind dealt since in the other tab) runs only the table's
fragment; the tab catches up with the newer game, drawn by its own game's view."""
from __future__ import annotations

from browserhelp import go_to, wait_idle
from test_play_in_browser import DECISION, _settled

MOVED = "This game moved on in another tab or on another device"


def _deal(page, game: str) -> None:
    if not page.get_by_role("button", name="Deal a new game").is_visible():
        page.get_by_text("New game", exact=True).first.click()   # the panel, folded
        wait_idle(page)
    page.get_by_text(game, exact=True).first.click()
    wait_idle(page)
    page.get_by_role("heading", name=f"Play {game}").wait_for(timeout=30000)
    page.get_by_role("button", name="Deal a new game").click()
    _settled(page)


def test_a_stale_tab_catches_up_with_a_game_of_the_other_kind(server, browser_context):
    a, b = browser_context.new_page(), browser_context.new_page()
    errors = []
    for pg in (a, b):
        pg.on("pageerror", lambda e: errors.append(str(e)))
    a.goto(f"{server}/profile")
    wait_idle(a)
    a.locator(".st-key-pf_new_name input").fill("Tess")
    a.get_by_role("button", name="Create").click()
    a.get_by_text("is ready: everything you do").wait_for()
    go_to(a, "Play")
    a.get_by_text("Grade my decisions").click()   # (no coach needed here)
    wait_idle(a)
    _deal(a, "Euchre")

    b.goto(f"{server}/profile")
    wait_idle(b)
    b.locator(".st-key-pf_open_name input").fill("Tess")
    b.get_by_role("button", name="Open", exact=True).click()
    b.get_by_text("Welcome back, Tess.").wait_for()
    go_to(b, "Play")
    b.get_by_role("heading", name="Play Euchre").wait_for(timeout=30000)
    _settled(b)

    _deal(a, "Écarté")   # the Euchre game goes aside in tab A
    b.locator(DECISION).first.click()   # a Euchre decision, in tab B
    b.get_by_text(MOVED).first.wait_for(timeout=30000)
    b.get_by_role("heading", name="Play Écarté").wait_for(timeout=30000)
    _settled(b)
    for pg in (a, b):
        assert pg.locator('[data-testid="stException"]').count() == 0
    assert not errors, errors
