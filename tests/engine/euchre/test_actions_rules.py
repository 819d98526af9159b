"""Notation of actions (text round trips), the fixed order of legal actions, and
the Rules value (validation messages for impossible values and combinations)."""
from __future__ import annotations

import pytest

from engine import euchre
from engine.cards import ALL_CARDS, Card, NotationError, Suit
from engine.euchre import actions as A
from euchre_testlib import apply_all, deal_a, legal_texts, position

Action = euchre.Action
ALL_ACTIONS = ([A.PASS, A.ORDER, A.ALONE, A.PARTNER, A.DEFEND_ALONE, A.DEFEND]
               + list(A.CALLS.values()) + list(A.PLAYS) + list(A.DISCARDS) + list(A.GIVES))


# ----- action text ------------------------------------------------------------------

def test_action_text_round_trips():
    # Notation: every action's str() parses back to the same action.
    assert len(ALL_ACTIONS) == 6 + 4 + 3 * len(ALL_CARDS)
    for a in ALL_ACTIONS:
        assert Action.parse(str(a)) is a


def test_action_suggested_text_forms():
    # Notation: pass, order, call H, discard 9C, alone, partner, defend alone, defend,
    # give AS, play JD.
    forms = ["pass", "order", "call H", "discard 9C", "alone", "partner", "defend alone",
             "defend", "give AS", "play JD"]
    assert [str(Action.parse(t)) for t in forms] == forms
    assert Action.parse("call H").suit is Suit.HEARTS
    assert Action.parse("play JD").card is Card.parse("JD")
    assert Action.parse("give AS").kind is euchre.Kind.GIVE


def test_action_text_forgives_case_spaces_and_display_forms():
    # Card notation is forgiving: case, spaces, 10 and the suit symbols.
    assert Action.parse("  Play  10d ") is Action.parse("play TD")
    assert Action.parse("play J♦") is Action.parse("play JD")
    assert Action.parse("DEFEND ALONE") is A.DEFEND_ALONE
    assert Action.parse("call ♥") is Action.parse("call H")


@pytest.mark.parametrize("text", ["", "jump", "play", "play JX", "call X", "order up now",
                                  "discard", "give 1S", "call H S"])
def test_action_text_refuses_garbage(text):
    # Text that is not an action is refused with NotationError.
    with pytest.raises(NotationError):
        Action.parse(text)


def test_legal_actions_have_a_fixed_order():
    # legal_actions() returns the choices in a fixed order: pass first, suits C D H S,
    # cards in index order (clubs, diamonds, hearts, spades; low to high).
    s = deal_a()
    assert legal_texts(s) == ["pass", "order"]
    assert legal_texts(apply_all(s, *["pass"] * 4)) == ["pass", "call C", "call D", "call S"]
    d = apply_all(s, "order")
    assert legal_texts(d) == ["discard TD", "discard QD", "discard KD", "discard AD",
                              "discard 9H", "discard KH"]
    assert legal_texts(apply_all(d, "discard TD")) == ["partner", "alone"]
    p = apply_all(d, "discard TD", "partner")
    assert legal_texts(p) == ["play 9C", "play JH", "play AH", "play QS", "play KS"]
    again = apply_all(deal_a(), "order", "discard TD", "partner")
    assert again.legal_actions() == p.legal_actions()
    lone = apply_all(deal_a(euchre.Rules(allow_lone_defender=True)), "order", "discard TD",
                     "partner")
    assert legal_texts(lone) == ["defend", "defend alone"]


def test_legal_actions_order_independent_of_how_hand_was_given():
    # The same cards given in another order give the same legal list.
    a = position(euchre.PRESETS["standard"], 3, ["9C QS AH KS JH", "KC AC JC TC JD",
                 "JS TS 9S QH TH", "TD QD KD AD KH"], "9H")
    b = deal_a()
    assert apply_all(a, "order").legal_actions() == apply_all(b, "order").legal_actions()


# ----- Rules validation ---------------------------------------------------------------

@pytest.mark.parametrize("options,option,message", [
    (dict(players=5), "players", "Players must be 2, 3 or 4, not 5"),
    (dict(players=1), "players", "Players must be 2, 3 or 4, not 1"),
    (dict(deck=30), "deck", "Cards in the pack must be 24, 25, 28 or 32, not 30"),
    (dict(deck=52), "deck", "Cards in the pack must be 24, 25, 28 or 32, not 52"),
    (dict(stick_the_dealer="yes"), "stick_the_dealer", "Stick the Dealer must be on or off, not yes"),
    (dict(dealer_may_discard_upcard=1), "dealer_may_discard_upcard",
     "Dealer may discard the upcard must be on or off, not 1"),
    (dict(allow_alone="no"), "allow_alone", "Going alone must be on or off, not no"),
    (dict(lone_lead="right"), "lone_lead",
     "Who leads when someone is alone must be loner_left or dealer_left, not right"),
    (dict(lone_defender_points="double"), "lone_defender_points",
     "Points for a lone defender's euchre must be by_tricks or always_four, not double"),
    (dict(cutthroat_hand_size=6, players=3), "cutthroat_hand_size",
     "Cutthroat hand size must be 5 or 7, not 6"),
    (dict(cutthroat_hand_size=7), "cutthroat_hand_size",
     "Cutthroat hand size 7 is for three players only"),
    (dict(target_score=0), "target_score", "Points to win the game must be a whole number from 1 to 15, not 0"),
    (dict(target_score=16), "target_score", "Points to win the game must be a whole number from 1 to 15"),
    (dict(target_score=10.5), "target_score", "Points to win the game must be a whole number from 1 to 15"),
    (dict(target_score=True), "target_score", "Points to win the game must be a whole number from 1 to 15"),
    (dict(players=2, allow_alone=True), "allow_alone",
     "Going alone is for four players; in two-handed Euchre nobody goes alone"),
    (dict(players=3, allow_lone_defender=True), "allow_lone_defender",
     "Lone defenders is for four players; in Cutthroat (three players) nobody"),
    (dict(players=2, call_for_best=True), "call_for_best", "Call for best (Railroad) is for four players"),
    (dict(allow_alone=False, call_for_best=True), "call_for_best",
     "Call for best (Railroad) needs someone who can be alone: switch on Going alone or Lone defenders"),
])
def test_rules_refuse_impossible_values(options, option, message):
    # Rules: impossible values and combinations are refused, saying why: the problem
    # names the option (a Reason, rendered when shown) and reads as a sentence.
    with pytest.raises(euchre.RulesError) as e:
        euchre.Rules(**options)
    assert option in [p.get("option") for p in e.value.problems]
    assert message in str(e.value)
    assert str(e.value).endswith(".") and "{" not in str(e.value)
    assert isinstance(e.value, ValueError)


@pytest.mark.parametrize("options", [dict(players=4.0), dict(players=3.0),
                                     dict(players=3, cutthroat_hand_size=7.0)])
def test_rules_refuse_numbers_that_are_not_whole(options):
    # Rules: players and cutthroat_hand_size are whole numbers (like target_score):
    # a value such as 4.0 is refused rather than accepted and failing at the deal.
    with pytest.raises(euchre.RulesError):
        r = euchre.Rules(**options)
        euchre.deal(r, 0, seed=1)  # what goes wrong when it is accepted


def test_rules_report_every_problem():
    # Several problems are reported together.
    with pytest.raises(euchre.RulesError) as e:
        euchre.Rules(players=6, deck=20)
    assert [p.get("option") for p in e.value.problems] == ["players", "deck"]
    assert "Players must be" in str(e.value) and "Cards in the pack must be" in str(e.value)


@pytest.mark.parametrize("options", [
    dict(), dict(players=3, cutthroat_hand_size=7), dict(players=2, deck=32),
    dict(allow_alone=False, allow_lone_defender=True, call_for_best=True),
    dict(allow_alone=True, call_for_best=True), dict(target_score=1), dict(target_score=15),
    dict(lone_lead="dealer_left", lone_defender_points="always_four"),
])
def test_rules_accept_valid_combinations(options):
    # Valid options (and combinations) make a Rules value.
    r = euchre.Rules(**options)
    for k, v in options.items():
        assert getattr(r, k) == v


def test_rules_are_frozen_and_replace_validates():
    # One frozen value; a changed copy is validated like a new value.
    r = euchre.Rules()
    with pytest.raises(AttributeError):   # a frozen dataclass refuses assignment
        r.deck = 32  # type: ignore[misc]
    assert r.replace(deck=32).deck == 32
    with pytest.raises(euchre.RulesError):
        r.replace(deck=33)
    three = r.replace(players=3)
    assert three.players == 3 and three.allow_alone is False


def test_every_option_has_a_docstring():
    # Rules: a docstring on every option.
    docs = euchre.option_docs()
    import dataclasses
    for f in dataclasses.fields(euchre.Rules):
        assert docs.get(f.name), f.name


def test_settled_rules_put_options_that_cannot_apply_at_their_defaults():
    # Rule book, Going alone: lone_lead matters only when someone may be alone, and
    # lone_defender_points only with lone defenders; elsewhere they change nothing.
    from engine.euchre.rules import PRESETS, Rules
    for preset in PRESETS.values():
        assert preset.settled() is preset
    assert Rules(players=2, lone_lead="dealer_left").settled() == PRESETS["two_handed"]
    no_lone_defence = PRESETS["railroad"].replace(allow_lone_defender=False)
    assert no_lone_defence.settled().lone_defender_points == "by_tricks"
    assert no_lone_defence.settled().lone_lead == PRESETS["railroad"].lone_lead   # (alone is on)
    nobody_alone = Rules(allow_alone=False, lone_lead="dealer_left")
    assert nobody_alone.settled() == Rules(allow_alone=False)
