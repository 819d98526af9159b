"""The Learn page's address names the game with the lesson and the step, so a reload (a new
session) or a shared link opens the same lesson of the same game."""
from __future__ import annotations

from apphelp import app, no_exception, reload


def test_reloading_an_ecarte_lesson_stays_in_ecarte():
    # before: the address kept ?lesson=3&step=2 but not the game, and the reload showed
    # Euchre's lesson 3
    at = app("learn", game="ecarte", lesson="3", step="2")
    no_exception(at)
    assert at.session_state["game"] == "ecarte"
    assert at.query_params.get("game") == "ecarte"
    again = reload(at, "learn")
    assert again.session_state["game"] == "ecarte"
    assert again.query_params.get("lesson") == "3" and again.query_params.get("step") == "2"
