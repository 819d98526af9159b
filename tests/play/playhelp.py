"""Helpers for the Play page's AppTest tests: open the page on a given game, find the
learner's decision buttons, wait for the coach's analysis to arrive."""
from __future__ import annotations

import html
import re
import time
from concurrent import futures
from pathlib import Path

from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parents[2] / "app.py")
PAGE = "ui/pages/play.py"
NEXT = ("plctl_next", "plctl_again")


def open_play(game=None, kind: str | None = None, **state) -> AppTest:
    """The Play page, on ``game`` (a CoachedGame) if given; no exception on the way."""
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    if kind is not None:
        at.session_state["plset_kind"] = kind
    elif game is not None and game.kind.name == "ecarte":
        at.session_state["plset_kind"] = "ecarte"
    if game is not None:
        at.session_state["pl_game"] = game
    for key, value in state.items():
        at.session_state[key] = value
    at.switch_page(PAGE).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def decisions(at) -> list:
    """The learner's enabled decision buttons (cards included)."""
    return [b for b in at.button if b.key and b.key.startswith("plact_") and not b.disabled]


def hand_over(at) -> bool:
    return any(b.key in NEXT for b in at.button)


def settle(at, limit: float = 900.0) -> None:
    """Rerun until the coach has no analysis under way (grades, hint, odds).

    It waits on the analysis itself (its futures), as long as it takes. A 60-second limit
    on the clock failed a test once when two test suites shared the machine's two cores:
    the worker process runs at a lower priority (``ui/workers.py``), so under that load its
    few seconds of work took more than a minute. ``limit`` is only a safety net, so that a
    worker that never answers fails the test rather than hang it."""
    end = time.monotonic() + limit
    while True:
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        game = at.session_state["pl_game"]
        jobs = at.session_state["pl_jobs"] if "pl_jobs" in at.session_state else {}
        busy = [f for f in list(jobs.get("grade", {}).values()) if not f.done()]
        busy += [j[1] for j in (jobs.get("hint"), jobs.get("odds")) if j and not j[1].done()]
        if not busy and not (game.pending() and not jobs.get("failed")):
            return
        left = end - time.monotonic()
        if left <= 0 or (busy and futures.wait(busy, timeout=left).not_done):
            raise AssertionError(f"the coach's analysis did not arrive in {limit:g} s")
        if not busy:   # grades still to start (a few at a time): the next run starts them
            time.sleep(0.05)


def key(at, action: str) -> str:
    """The key of the button for ``action`` at the game's current position."""
    from ui.play_table import action_key
    return action_key(action, at.session_state["pl_game"].position)


def button(at, action: str):
    """The learner's button for ``action`` (``"pass"``, ``"play JD"``, ``"exchange"``)."""
    return at.button(key=key(at, action))


def offers(at, action: str) -> bool:
    return any(b.key == key(at, action) for b in at.button)


def drawn_html(at) -> list[str]:
    """The bodies of the page's HTML elements (the scoreboard, the table and the last
    trick, the hand's prompt and its style), in order."""
    return [h.proto.body for h in at.get("html")]


def scores_shown(at) -> list[tuple[str, str]]:
    """The scoreboard's sides and scores as drawn: ``[("You & partner (South–North)", "0 / 10"), …]``."""
    board = next(h.proto.body for h in at.get("html")
                 if '<span class="eu-scoreboard">' in h.proto.body)
    return [(html.unescape(name), html.unescape(value)) for name, value in re.findall(
        r'<span class="eu-side">(.*?)</span><span class="eu-points">(.*?)</span>', board)]
