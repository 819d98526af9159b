"""Rule book, Euchre: Bidding (making trump).

Deal A, dealer East (3):
  South  JH AH KS QS 9C     West  JD TC JC AC KC
  North  TH QH 9S TS JS     East  KH AD KD QD TD     upcard 9H, kitty QC 9D AS
"""
from __future__ import annotations

import pytest

from engine import euchre
from engine.cards import Card, Suit
from euchre_testlib import STANDARD, apply_all, card_set, deal_a, legal_texts

Phase = euchre.Phase


def test_round_one_order_or_pass_from_dealers_left():
    # Round 1: from the dealer's left, each player may pass or order the upcard.
    s = deal_a()
    assert s.phase is Phase.BID1
    seats = []
    for _ in range(4):
        seats.append(s.current_player)
        assert legal_texts(s) == ["pass", "order"]
        s = s.apply("pass")
    assert seats == [0, 1, 2, 3]


def test_order_up_makes_upcard_suit_trump_and_dealer_takes_it():
    # Round 1: an order makes the upcard's suit trump; the dealer takes the upcard.
    s = apply_all(deal_a(), "order")
    assert s.trump is Suit.HEARTS and s.maker == 0
    assert s.phase is Phase.DISCARD and s.current_player == 3
    assert Card.parse("9H") in s.hands[3] and len(s.hands[3]) == 6
    assert s.upcard is None


def test_first_order_ends_round_one():
    # The first to order ends the round: later players are not asked.
    s = apply_all(deal_a(), "pass", "order")
    assert s.maker == 1 and s.trump is Suit.HEARTS
    assert s.phase is Phase.DISCARD
    assert [str(e.action) for e in s.history] == ["pass", "order"]


def test_dealers_partner_may_assist():
    # The dealer's partner may order ("assist"): the dealer's side are the makers.
    s = apply_all(deal_a(), "pass", "order")
    assert s.maker == 1 and euchre.team_of(STANDARD, s.maker) == euchre.team_of(STANDARD, 3)


def test_dealer_may_pick_it_up():
    # The dealer may order ("pick it up") after the others pass: the dealer is the maker.
    s = apply_all(deal_a(), "pass", "pass", "pass", "order")
    assert s.maker == 3 and s.phase is Phase.DISCARD and s.current_player == 3


def test_dealer_discards_one_card_face_down():
    # After an order the dealer discards one card face down: back to five cards.
    s = apply_all(deal_a(), "order", "discard TD")
    assert len(s.hands[3]) == 5
    assert set(s.hands[3]) == card_set("KH AD KD QD 9H")
    assert s.discards == ((3, Card.parse("TD")),)


def test_dealer_may_discard_upcard_by_default():
    # Option dealer_may_discard_upcard (default yes): the upcard itself may go.
    s = apply_all(deal_a(), "order")
    assert set(legal_texts(s)) == {"discard " + c for c in ("KH", "AD", "KD", "QD", "TD", "9H")}
    s = s.apply("discard 9H")
    assert set(s.hands[3]) == card_set("KH AD KD QD TD")


def test_dealer_may_not_discard_upcard_option():
    # dealer_may_discard_upcard = no: the discard must be one of the original five.
    rules = euchre.Rules(dealer_may_discard_upcard=False)
    s = apply_all(deal_a(rules), "order")
    assert set(legal_texts(s)) == {"discard " + c for c in ("KH", "AD", "KD", "QD", "TD")}
    with pytest.raises(euchre.IllegalActionError) as e:
        s.apply("discard 9H")
    assert e.value.reason.code == "discard_upcard"


def test_all_pass_round_one_turns_upcard_down():
    # Round 2: if all four pass, the upcard is turned down; bidding restarts at the dealer's left.
    s = apply_all(deal_a(), "pass", "pass", "pass", "pass")
    assert s.phase is Phase.BID2 and s.turned_down is Suit.HEARTS
    assert s.current_player == 0
    assert Card.parse("9H") not in s.hands[3]


def test_round_two_names_any_suit_except_turned_down():
    # Round 2: each may pass or name any suit except the turned-down suit.
    s = apply_all(deal_a(), "pass", "pass", "pass", "pass")
    assert legal_texts(s) == ["pass", "call C", "call D", "call S"]


def test_turned_down_suit_refused_in_round_two():
    # Round 2: the turned-down suit may not be named.
    s = apply_all(deal_a(), "pass", "pass", "pass", "pass")
    with pytest.raises(euchre.IllegalActionError) as e:
        s.apply("call H")
    assert e.value.reason.code == "turned_down_suit"


def test_first_to_name_a_suit_makes_trump():
    # Round 2: the first to name a suit makes it trump; no card is taken up.
    s = apply_all(deal_a(), "pass", "pass", "pass", "pass", "pass", "call C")
    assert s.trump is Suit.CLUBS and s.maker == 1
    assert s.phase is Phase.ALONE and s.current_player == 1
    assert set(s.hands[3]) == card_set("KH AD KD QD TD")
    assert s.discards == ()


def test_all_pass_twice_hand_thrown_in():
    # All pass twice: the hand is thrown in (default) and nobody scores.
    s = apply_all(deal_a(), *["pass"] * 8)
    assert s.is_over and s.legal_actions() == ()
    assert s.result.thrown_in and s.result.points == (0, 0)
    assert s.result.trump is None and s.result.maker is None


def test_stick_the_dealer_dealer_may_not_pass():
    # Stick the dealer: the dealer may not pass in round 2 and must name a suit.
    rules = euchre.Rules(stick_the_dealer=True)
    s = apply_all(deal_a(rules), *["pass"] * 7)
    assert s.current_player == 3 and s.phase is Phase.BID2
    assert legal_texts(s) == ["call C", "call D", "call S"]
    with pytest.raises(euchre.IllegalActionError) as e:
        s.apply("pass")
    assert e.value.reason.code == "stick_the_dealer"
    assert s.apply("call D").trump is Suit.DIAMONDS


def test_stick_the_dealer_others_may_still_pass():
    # Stick the dealer binds the dealer only in round 2: the others (and the dealer in
    # round 1) may pass.
    rules = euchre.Rules(stick_the_dealer=True)
    s = deal_a(rules)
    for _ in range(4):
        assert "pass" in legal_texts(s)
        s = s.apply("pass")
    for _ in range(3):
        assert "pass" in legal_texts(s)
        s = s.apply("pass")
    assert s.current_player == 3 and "pass" not in legal_texts(s)


def test_makers_are_the_side_that_chose_trump():
    # The side that chose trump are the makers; the other side the defenders.
    s = apply_all(deal_a(), "pass", "order", "discard TD", "partner")
    assert s.maker == 1
    done = apply_all(deal_a(), "pass", "order", "discard TD", "partner")
    while not done.is_over:
        done = done.apply(done.legal_actions()[0])
    assert done.result.makers == 1 and done.result.maker == 1
    assert sum(done.result.tricks_by_team) == 5
