"""Every page of the app for every registered game (and the toy): no exception, the
game's own title on Home, and on Play a new game dealt and a first decision taken."""
from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parents[2] / "app.py")
PAGES = ("home", "learn", "practice", "problems", "review", "play", "daily", "dashboard", "table",
         "rules", "glossary", "settings", "profile", "teacher")


def _app(spec) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["game"] = spec.id
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    assert at.session_state["game"] == spec.id
    return at


def test_every_page_renders(spec):
    at = _app(spec)
    for page in PAGES:
        at.switch_page(f"ui/pages/{page}.py").run()
        assert not at.exception, (page, [e.value for e in at.exception])
        shown = " ".join(str(el.value) for el in (*at.title, *at.markdown, *at.caption))
        assert "Traceback" not in shown


def test_home_names_the_game_and_play_takes_a_decision(spec):
    at = _app(spec)
    assert spec.title in " ".join(m.value for m in at.markdown)
    at.switch_page("ui/pages/play.py").run()
    at.button(key="plctl_start").click().run()
    assert not at.exception, [e.value for e in at.exception]
    game = at.session_state["pl_game"]
    assert game.kind.name == spec.id
    before = len(game.hand.history)
    buttons = [b for b in at.button if str(b.key).startswith("plact_") and not b.disabled]
    assert buttons, "the learner has a decision to take"
    buttons[0].click().run()
    assert not at.exception, [e.value for e in at.exception]
    after = at.session_state["pl_game"]
    assert len(after.hand.history) > before or after.hand is not game.hand
