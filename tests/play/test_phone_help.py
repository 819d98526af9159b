"""Help a learner needs on the Play page is readable without hovering (a phone cannot
hover): Undo's words (what it takes back, or why there is nothing to take back) are a
caption under the buttons as well as the button's help, and an Écarté exchange that is
greyed out says why under its button."""
from __future__ import annotations

from engine import ecarte, euchre
from lessons.coach import CoachedGame

from playhelp import button, open_play


def _undo_caption(at) -> str:
    words = [c.value for c in at.caption if c.value.startswith(":material/undo: ")]
    assert len(words) == 1, [c.value for c in at.caption]
    # as read: without Markdown's escapes and the word joiners that keep a colon plain
    return words[0].removeprefix(":material/undo: ").replace("\\", "").replace("\u2060", "")


def test_undo_says_in_words_what_it_takes_back_and_why_it_is_greyed_out():
    # before: only a hover help ("Take back “Pass”."), and none at all when greyed out
    game = CoachedGame.new(euchre.preset("standard"), seed=5, opponents="novice", grading=False)
    at = open_play(game)
    undo = at.button(key="plctl_undo")
    assert undo.disabled
    assert _undo_caption(at) == undo.help == (
        "Nothing to take back yet: Undo takes back your last decision.")
    first = game.hand.legal_actions()[0]
    button(at, str(first)).click().run()
    assert not at.exception
    undo = at.button(key="plctl_undo")
    assert not undo.disabled and undo.help.startswith("Take back “")
    assert _undo_caption(at) == undo.help


def test_a_greyed_out_ecarte_exchange_says_why_under_its_button():
    # seed 1: the learner proposes and discards all the talon allows until only 4 cards are
    # left, of which the elder may take 3; a pick of 4 is refused, and the reason was only
    # the greyed-out button's hover help
    c = CoachedGame.new(ecarte.preset("classic"), seed=1, opponents="novice", grading=False)
    while not (c.hand.phase.name == "ELDER_EXCHANGE" and c.hand.exchange_limits()[1] < 5):
        phase = c.hand.phase.name
        assert c.my_turn and phase in ("PROPOSAL", "RESPONSE", "ELDER_EXCHANGE", "DEALER_EXCHANGE")
        c = c.act("propose" if phase == "PROPOSAL" else "accept" if phase == "RESPONSE" else
                  "exchange " + " ".join(map(str, c.hand.hands[c.me])))
    at = open_play(c)
    mine = list(at.button_group(key="plx_pick").options)
    at.button_group(key="plx_pick").set_value(mine[:4]).run()
    assert not at.exception
    exchange = button(at, "exchange")
    assert exchange.disabled and exchange.help
    assert exchange.help in [c.value for c in at.caption]
