"""Rule book, Euchre: Going alone, lone defenders, the first lead, call for best.

Deal A, dealer East (3); South (0) is the dealer's left, West (1) the dealer's partner:
  South  JH AH KS QS 9C     West  JD TC JC AC KC
  North  TH QH 9S TS JS     East  KH AD KD QD TD     upcard 9H, kitty QC 9D AS
"""
from __future__ import annotations

import pytest

from engine import euchre
from engine.cards import Card
from euchre_testlib import apply_all, card_set, deal_a, legal_texts

Phase = euchre.Phase
LONE_DEF = euchre.Rules(allow_lone_defender=True)
LONE_DEF_DEALER_LEFT = euchre.Rules(allow_lone_defender=True, lone_lead="dealer_left")
DEALER_LEFT = euchre.Rules(lone_lead="dealer_left")
RAILROAD = euchre.PRESETS["railroad"]


# ----- the maker's alone decision ------------------------------------------------

def test_alone_question_after_the_dealers_discard():
    # The maker may declare alone after trump is fixed and the dealer has discarded.
    s = apply_all(deal_a(), "pass", "order")
    assert s.phase is Phase.DISCARD          # not before the discard
    s = s.apply("discard TD")
    assert s.phase is Phase.ALONE and s.current_player == 1
    assert legal_texts(s) == ["partner", "alone"]


def test_alone_question_right_after_a_round_two_call():
    # Round 2 has no discard: the maker is asked at once.
    s = apply_all(deal_a(), *["pass"] * 6, "call S")
    assert s.phase is Phase.ALONE and s.current_player == 2 and s.maker == 2


def test_lone_makers_partner_sits_out():
    # Going alone: the maker's partner sits out, cards face down, and never plays.
    s = apply_all(deal_a(), "order", "discard TD", "alone")
    assert s.alone == 0 and s.sitting_out == frozenset({2})
    assert s.phase is Phase.PLAY
    seats = []
    for _ in range(3):
        seats.append(s.current_player)
        s = s.apply(s.legal_actions()[0])
    assert 2 not in seats and s.trick == () and len(s.tricks) == 1
    assert len(s.tricks[0].plays) == 3
    assert set(s.hands[2]) == card_set("TH QH 9S TS JS")


def test_allow_alone_off_no_alone_question():
    # Option allow_alone off: there is no maker's decision; play starts.
    rules = euchre.Rules(allow_alone=False)
    s = apply_all(deal_a(rules), "order", "discard TD")
    assert s.phase is Phase.PLAY and s.current_player == 0
    with pytest.raises(euchre.IllegalActionError):
        apply_all(deal_a(rules), "order", "discard TD", "alone")


# ----- lone defenders ------------------------------------------------------------

def test_lone_defender_not_asked_by_default():
    # Option allow_lone_defender (default off): no defender question.
    s = apply_all(deal_a(), "order", "discard TD", "partner")
    assert s.phase is Phase.PLAY


def test_lone_defenders_asked_in_turn_from_dealers_left():
    # allow_lone_defender: the defenders are asked in turn from the dealer's left.
    s = apply_all(deal_a(LONE_DEF), "pass", "pass", "order", "discard TD", "partner")
    # Maker North (2); defenders West (1) and East (3); the dealer's left is South (0).
    assert s.phase is Phase.DEFEND and s.current_player == 1
    assert legal_texts(s) == ["defend", "defend alone"]
    s = s.apply("defend")
    assert s.phase is Phase.DEFEND and s.current_player == 3
    s = s.apply("defend")
    assert s.phase is Phase.PLAY and s.lone_defender is None


def test_lone_defender_asked_whether_or_not_maker_went_alone():
    # After the maker's decision, whether or not the maker went alone.
    s = apply_all(deal_a(LONE_DEF), "order", "discard TD", "alone")
    assert s.phase is Phase.DEFEND and s.current_player == 1


def test_lone_defender_asked_without_allow_alone():
    # With allow_alone off there is no maker's decision: the defenders are asked at once.
    rules = euchre.Rules(allow_alone=False, allow_lone_defender=True)
    s = apply_all(deal_a(rules), "order", "discard TD")
    assert s.phase is Phase.DEFEND and s.current_player == 1


def test_first_defend_alone_ends_the_question():
    # The first to say yes ends the question: at most one lone defender.
    s = apply_all(deal_a(LONE_DEF), "order", "discard TD", "partner", "defend alone")
    assert s.lone_defender == 1 and s.phase is Phase.PLAY
    assert s.sitting_out == frozenset({3})


def test_lone_defenders_partner_sits_out():
    # The lone defender's partner sits out and never plays.
    s = apply_all(deal_a(LONE_DEF), "order", "discard TD", "partner", "defend", "defend alone")
    assert s.lone_defender == 3 and s.sitting_out == frozenset({1})
    seats = []
    for _ in range(3):
        seats.append(s.current_player)
        s = s.apply(s.legal_actions()[0])
    assert 1 not in seats and len(s.tricks) == 1


# ----- who leads the first trick ---------------------------------------------------

def test_dealers_left_leads_first_trick():
    # First lead: the player to the dealer's left.
    for dealer in range(4):
        s = euchre.from_deal(euchre.PRESETS["standard"], dealer, hands=[
            "JH AH KS QS 9C", "JD TC JC AC KC", "TH QH 9S TS JS", "KH AD KD QD TD"],
            upcard="9H")
        s = apply_all(s, "order", "discard 9H", "partner")
        assert s.phase is Phase.PLAY and s.current_player == s.leader == (dealer + 1) % 4


def test_loner_left_lone_makers_left_leads():
    # lone_lead = loner_left (default): the player to the lone maker's left leads.
    s = apply_all(deal_a(), "pass", "pass", "order", "discard TD", "alone")
    assert s.alone == 2 and s.current_player == 3
    s = apply_all(deal_a(), "order", "discard TD", "alone")
    assert s.alone == 0 and s.current_player == 1


def test_loner_left_lone_defenders_left_leads():
    # loner_left: a lone defender (maker not alone): the player to the defender's left leads.
    s = apply_all(deal_a(LONE_DEF), "order", "discard TD", "partner", "defend", "defend alone")
    assert s.lone_defender == 3 and s.current_player == 0
    s = apply_all(deal_a(LONE_DEF), "order", "discard TD", "partner", "defend alone")
    assert s.lone_defender == 1 and s.current_player == 2


def test_lone_defender_leads_when_both_alone():
    # loner_left: if a maker and a defender are both alone, the lone defender leads.
    s = apply_all(deal_a(LONE_DEF), "order", "discard TD", "alone", "defend alone")
    assert s.alone == 0 and s.lone_defender == 1 and s.current_player == 1
    s = apply_all(deal_a(LONE_DEF), "pass", "pass", "order", "discard TD", "alone",
                  "defend", "defend alone")
    assert s.alone == 2 and s.lone_defender == 3 and s.current_player == 3


def test_dealer_left_lead_when_dealers_left_plays():
    # lone_lead = dealer_left: the player to the dealer's left leads even if someone is alone.
    s = apply_all(deal_a(DEALER_LEFT), "pass", "order", "discard TD", "alone")
    assert s.alone == 1 and s.sitting_out == frozenset({3}) and s.current_player == 0


def test_dealer_left_lead_skips_seat_sitting_out():
    # dealer_left: skipping a seat that sits out.
    s = apply_all(deal_a(DEALER_LEFT), "pass", "pass", "order", "discard TD", "alone")
    assert s.alone == 2 and s.sitting_out == frozenset({0}) and s.current_player == 1


def test_dealer_left_lead_with_two_lone_players():
    # dealer_left with two lone players: the first playing seat left of the dealer.
    s = apply_all(deal_a(LONE_DEF_DEALER_LEFT), "pass", "pass", "order", "discard TD",
                  "alone", "defend", "defend alone")
    assert s.alone == 2 and s.lone_defender == 3
    assert s.sitting_out == frozenset({0, 1}) and s.current_player == 2
    s = apply_all(deal_a(LONE_DEF_DEALER_LEFT), "order", "discard TD", "alone", "defend alone")
    assert s.sitting_out == frozenset({2, 3}) and s.current_player == 0


def test_dealer_left_lead_with_lone_defender_only():
    # dealer_left: a lone defender does not move the lead off the dealer's left.
    s = apply_all(deal_a(LONE_DEF_DEALER_LEFT), "order", "discard TD", "partner",
                  "defend", "defend alone")
    assert s.lone_defender == 3 and s.sitting_out == frozenset({1}) and s.current_player == 0


# ----- call for best ---------------------------------------------------------------

def test_call_for_best_gives_then_lone_discards():
    # call_for_best: the partner who sits out gives one card of the partner's choosing,
    # then the lone player discards one face down, before the first lead.
    s = apply_all(deal_a(RAILROAD), "order", "discard TD", "alone", "defend", "defend")
    assert s.phase is Phase.GIVE and s.current_player == 2
    assert set(legal_texts(s)) == {"give " + c for c in ("TH", "QH", "9S", "TS", "JS")}
    s = s.apply("give QH")
    assert s.phase is Phase.BEST_DISCARD and s.current_player == 0
    assert set(s.hands[0]) == card_set("JH AH KS QS 9C QH")
    assert set(legal_texts(s)) == {"discard " + c for c in ("JH", "AH", "KS", "QS", "9C", "QH")}
    s = s.apply("discard 9C")
    assert set(s.hands[0]) == card_set("JH AH KS QS QH") and len(s.hands[2]) == 4
    assert (0, Card.parse("9C")) in s.discards
    assert s.phase is Phase.PLAY and s.current_player == 1


def test_call_for_best_maker_first_then_lone_defender():
    # call_for_best: each lone player in turn, the maker first.
    s = apply_all(deal_a(RAILROAD), "order", "discard TD", "alone", "defend alone")
    assert s.phase is Phase.GIVE and s.current_player == 2            # the maker's partner
    s = apply_all(s, "give JS", "discard 9C")
    assert s.phase is Phase.GIVE and s.current_player == 3            # the lone defender's partner
    assert set(legal_texts(s)) == {"give " + c for c in ("KH", "AD", "KD", "QD", "9H")}
    s = apply_all(s, "give 9H")
    assert s.phase is Phase.BEST_DISCARD and s.current_player == 1
    s = s.apply("discard TC")
    assert set(s.hands[1]) == card_set("JD JC AC KC 9H")
    assert s.phase is Phase.PLAY and s.current_player == 1            # the lone defender leads


def test_call_for_best_lone_defender_only():
    # call_for_best applies to a lone defender too, the defender's partner giving.
    s = apply_all(deal_a(RAILROAD), "order", "discard TD", "partner", "defend", "defend alone")
    assert s.phase is Phase.GIVE and s.current_player == 1
    s = apply_all(s, "give AC", "discard QD")
    assert s.phase is Phase.PLAY and Card.parse("AC") in s.hands[3]


def test_call_for_best_not_without_a_lone_player():
    # call_for_best: with nobody alone there is no exchange.
    s = apply_all(deal_a(RAILROAD), "order", "discard TD", "partner", "defend", "defend")
    assert s.phase is Phase.PLAY and s.current_player == 0


def test_call_for_best_partner_must_give_own_card():
    # call_for_best: the partner gives a card of their own hand.
    s = apply_all(deal_a(RAILROAD), "order", "discard TD", "alone", "defend", "defend")
    r = euchre.explain_illegal(s, "give JD")
    assert r.code == "partner_lacks"


def test_call_for_best_lone_defender_without_allow_alone():
    # call_for_best with allow_alone off: a lone defender still receives the partner's
    # card and discards (there is no maker's decision).
    rules = euchre.Rules(allow_alone=False, allow_lone_defender=True, call_for_best=True)
    s = apply_all(deal_a(rules), "order", "discard TD", "defend alone")
    assert s.lone_defender == 1 and s.phase is Phase.GIVE and s.current_player == 3
    s = apply_all(s, "give AD", "discard TC")
    assert set(s.hands[1]) == card_set("JD JC AC KC AD")
    assert s.phase is Phase.PLAY and s.current_player == 2


def test_a_lone_hands_result_names_the_player_who_went_alone():
    # Deal A: West orders East up and goes alone. The result said "East–West called
    # hearts and went alone", as if the partnership had; it names West now (and says the
    # order: "called" is for a suit named in the second round).
    s = apply_all(deal_a(), "pass", "order", "discard TD", "alone")
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    text = euchre.words.result_sentence(s.rules, s.result)
    assert text.startswith("West ordered up hearts and went alone: "), text
    assert text.endswith("to South–North.")   # (points go to partnerships)
    s = apply_all(deal_a(), "pass", "order", "discard TD", "partner")
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    assert euchre.words.result_sentence(s.rules, s.result).startswith("East–West ordered up hearts:")
