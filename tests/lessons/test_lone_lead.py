"""Who leads against a loner: the quiz follows the table's ``lone_lead`` option, names it,
and asks about lone defenders too (rule book, Going alone)."""
from __future__ import annotations

from engine.euchre.rules import PRESETS
from lessons.euchre import l4_alone

STD = PRESETS["standard"].replace(allow_lone_defender=True)


def _right(q) -> str:
    return next(c.label for c in q.choices if c.correct)


def test_two_lone_players_loner_left():
    # West deals, North alone, East defends alone: the lone defender (East) leads
    q = l4_alone.lead_question(STD, 0, dealer=1, maker=2, alone=2, lone_def=3)
    assert _right(q) == "East"
    assert q.explanation == ("At this table the player to the lone player's left leads, and with a lone "
                             "player on each side the lone defender leads: East. South and West sit out.")
    assert ("Who leads", "Left of the lone player") in q.scene.facts


def test_two_lone_players_dealer_left():
    # same deal, dealer_left: the first playing seat left of the dealer (North) leads
    r = STD.replace(lone_lead="dealer_left")
    q = l4_alone.lead_question(r, 0, dealer=1, maker=2, alone=2, lone_def=3)
    assert _right(q) == "North"
    assert "first playing seat to the dealer's left" in q.explanation
    assert ("Who leads", "Left of the dealer") in q.scene.facts


def test_dealer_left_skips_the_seat_that_sits_out():
    # South deals, East alone (West sits out): West would lead, so North does
    r = STD.replace(lone_lead="dealer_left")
    q = l4_alone.lead_question(r, 0, dealer=0, maker=3, alone=3, lone_def=None)
    assert _right(q) == "North"
    assert "West sits out, so the lead passes on to North" in q.explanation


def test_quiz_follows_the_lone_lead_option_and_asks_lone_defenders():
    # over many seeds: both options give the engine's answer, and a lone defender often appears
    for lone_lead in ("loner_left", "dealer_left"):
        r = PRESETS["standard"].replace(lone_lead=lone_lead)
        with_defender = 0
        for seed in range(200):
            q = l4_alone.gen_lead(r, seed)
            rules, dealer, alone, lone_def, out = q.source
            assert rules.lone_lead == lone_lead
            with_defender += lone_def is not None
            assert "SouthWith" not in q.explanation and ".  " not in q.explanation
        assert with_defender >= 60
