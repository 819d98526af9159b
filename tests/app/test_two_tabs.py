"""Two tabs (or a phone and a laptop) open on the same profile at once: what each does is
kept, and a tab left on an older state catches up quietly instead of saving it over the
newer one. Each tab is an AppTest session; both share the test's progress store."""
from __future__ import annotations

import random

from apphelp import app, create_profile, no_exception, open_profile
from lessons.saved import read_game

PLAY = "ui/pages/play.py"
MOVED = "This game moved on in another tab or on another device: here it is as it stands now."


def _decisions(at) -> list:
    return [b for b in at.button if b.key and b.key.startswith("plact_") and not b.disabled]


def _decide(at) -> None:
    """The learner's next decision (dealing the next hand first if it is over)."""
    while not _decisions(at):
        at.button(key="plctl_next").click().run()
    _decisions(at)[0].click().run()
    no_exception(at)


def _deal(at, kind: str) -> None:
    at.switch_page(PLAY).run()
    at.button_group(key="plset_kind").set_value(kind).run()
    at.toggle(key="plset_grading").set_value(False).run()
    at.button(key="plctl_start").click().run()
    _decide(at)


def _saved(at):
    return read_game(at.session_state["_store"].blob(at.session_state["learner"], "play"))


def test_a_tab_on_an_older_position_catches_up_instead_of_saving_over_the_newer():
    # Before: tab B, still showing the position both tabs had, took a decision there and
    # saved its game (2 decisions) over tab A's (3 decisions): A's last two were lost.
    random.seed(8)
    a = create_profile(app(), "Jo")
    _deal(a, "euchre")
    b = open_profile(app(), "Jo")
    b.switch_page(PLAY).run()
    assert b.session_state["pl_game"].position == a.session_state["pl_game"].position
    _decide(a)
    _decide(a)
    newest = a.session_state["pl_game"]

    _decisions(b)[0].click().run()   # a click on the older position, still on B's screen
    no_exception(b)
    assert b.session_state["pl_game"].position == newest.position
    assert MOVED in [i.value for i in b.info]
    assert _saved(b).position == newest.position
    assert len(_saved(b).decisions) == len(newest.decisions)

    _decide(b)   # and from here on, B plays on from the newest position
    assert len(_saved(b).decisions) == len(newest.decisions) + 1


def test_a_tab_catches_up_with_a_game_of_the_other_kind_dealt_elsewhere():
    # Tab A puts its Euchre game aside and deals Écarté; tab B still shows the Euchre game
    # at the same position, and clicks. Before: B saved its Euchre game over A's Écarté one.
    random.seed(11)
    a = create_profile(app(), "Kim")
    _deal(a, "euchre")
    b = open_profile(app(), "Kim")
    b.switch_page(PLAY).run()
    euchre_game = a.session_state["pl_game"]
    _deal(a, "ecarte")
    ecarte_game = a.session_state["pl_game"]

    _decisions(b)[0].click().run()
    no_exception(b)
    assert b.title[0].value == "Play Écarté"
    assert b.session_state["pl_game"].position == ecarte_game.position
    assert _saved(b).kind.name == "ecarte"
    b.button_group(key="plset_kind").set_value("euchre").run()   # the Euchre game is kept
    no_exception(b)
    assert b.session_state["pl_game"].position == euchre_game.position
