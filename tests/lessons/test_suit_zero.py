"""Clubs is suit 0, South is seat 0: no lesson may treat them as "nothing".

Each test sets a position with clubs (or seat 0) and checks the learner's text."""
from __future__ import annotations

from engine import euchre
from engine.cards import Suit
from engine.euchre import Phase
from engine.euchre.rules import PRESETS
from engine.euchre.ranking import hand_order
from lessons.euchre import l2_deal, l3_bidding
from lessons.euchre.positions import simple_action

STD = PRESETS["standard"]


def test_club_upcard_offers_clubs():
    # the upcard's suit is the only possible trump in round 1, clubs included
    s = euchre.from_deal(STD, 0, ["9H TH JH QH KH", "9D TD JD QD KD", "9S TS JS QS KS", "AH AD AS 9C TC"], "JC")
    q = l2_deal.upcard_question(STD, 1, s)
    right = [c.label for c in q.choices if c.correct]
    assert right == ["Clubs"]


def test_next_names_clubs_when_clubs_are_ordered_up():
    # "Trump is fixed (clubs)": the trump suit is named even when it is suit 0
    seen = 0
    for seed in range(200):
        q = l3_bidding.gen_next(STD, seed)
        before, action = q.source
        after = before.apply(action)
        if q.answer == frozenset({"discard"}) and after.trump is Suit.CLUBS:
            seen += 1
            assert "Trump is fixed (clubs)" in q.explanation, q.explanation
        assert "()" not in q.explanation
    assert seen >= 5


def test_dealer_does_not_throw_away_a_club_ace():
    # the simple player discards its weakest card; a club is not weaker just for being suit 0
    s = euchre.from_deal(STD, 0, ["AC 9D TD JH 9S", "9H TH QH KH AH", "TS JS QS KS AS",
                                   "9C TC QC KC AD"], "QD")
    s = s.apply("order")   # West orders diamonds up; South (the dealer) picks up the Q♦
    assert s.phase is Phase.DISCARD
    assert str(simple_action(s)) == "discard 9S"


def test_hand_order_before_trump_puts_clubs_first():
    # before trump is fixed a hand is sorted by suit: clubs first, the joker last
    from engine.cards import JOKER, parse_cards
    cards = tuple(parse_cards("AS 9C JH")) + (JOKER,)
    assert [str(c) for c in hand_order(cards, None)] == ["9C", "JH", "AS", "JK"]
