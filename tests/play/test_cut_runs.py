"""A click that cuts a run of the Play page or its board short (a quick second click, or
one while a grade just worked out is drawn) could leave that run's elements on screen beside the board's new ones: a
card already played stayed in the hand, twice (seen in a browser in about 1 click in 15
made within 150 ms of the previous one; ``bench/ghost_cards.py``). The board then asks for
a whole run, which clears them."""
import streamlit as st
from playhelp import decisions, open_play

from engine import euchre
from lessons.coach import CoachedGame


def _reruns(monkeypatch) -> list[str]:
    asked: list[str] = []
    real = st.rerun

    def rerun(*args, **kwargs):
        asked.append(kwargs.get("scope", "app"))
        real(*args, **kwargs)

    monkeypatch.setattr(st, "rerun", rerun)
    return asked


def test_a_click_that_cut_a_whole_run_short_draws_the_page_whole(monkeypatch):
    game = CoachedGame.new(euchre.preset("standard"), seed=11, grading=False, samples=20)
    at = open_play(game)
    assert at.session_state["pl_drawing"] is False   # the page is drawn
    asked = _reruns(monkeypatch)
    at.session_state["pl_drawing"] = True            # as when a click cuts a run short
    decisions(at)[0].click().run()
    assert not at.exception
    assert asked == ["app"]
    assert at.session_state["pl_drawing"] is False and "pl_redraw" not in at.session_state


def test_a_click_after_a_finished_run_draws_only_the_board(monkeypatch):
    game = CoachedGame.new(euchre.preset("standard"), seed=11, grading=False, samples=20)
    at = open_play(game)
    asked = _reruns(monkeypatch)
    decisions(at)[0].click().run()
    assert not at.exception
    assert asked == []
