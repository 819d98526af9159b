"""The result of a Euchre deal says how trump was made, as the bidding went: a first-round
order is "ordered up" ("picked up" by the dealer); "called" is for a suit named in the second
round, or by the dealer who turned up the Benny. Before, every result said "called": "The
opponents called hearts: …" after West had ordered up the dealer's 9♥."""
from __future__ import annotations

from playhelp import open_play

from engine import euchre
from engine.euchre import words
from lessons.coach import CoachedGame
from ui.games.euchre import play as play_euchre

# East (seat 3) deals and turns up the 9♥; South (seat 0) is the learner.
HANDS = ["9C TC 9D TD 9S", "JH JD AH KH QH", "JC QC KC TS QS", "AC AD KD QD KS"]


def _played(rules, bids: list[str], hands=HANDS, upcard="9H") -> euchre.HandState:
    s = euchre.from_deal(rules, dealer=3, hands=hands, upcard=upcard)
    for bid in bids:
        s = s.apply(euchre.Action.parse(bid))
    while not s.is_over:   # the rest: the first legal action (a discard, each card)
        s = s.apply(s.legal_actions()[0])
    return s


STANDARD = euchre.preset("standard")


def test_an_opponents_order_is_said_ordered_up_on_the_play_page():
    hand = _played(STANDARD, ["pass", "order"])   # West orders up its partner, the dealer
    assert hand.result.bid == "order" and hand.result.maker == 1
    game = CoachedGame.from_hand(hand, grading=False, samples=8)
    said = play_euchre.result_text(game)
    assert said == "The opponents ordered up hearts: 5 of 5 tricks, a march. 2 points to the opponents.", said
    at = open_play(game)
    assert [s.value for s in at.success] == [said]
    # the Table page's narration and the lessons name the seats
    assert words.result_sentence(STANDARD, hand.result).startswith("East–West ordered up hearts: ")


def test_the_dealers_own_order_is_said_picked_up():
    hand = _played(STANDARD, ["pass", "pass", "pass", "order"])
    assert hand.result.bid == "pick up"
    assert words.result_sentence(STANDARD, hand.result, me=0).startswith("The opponents picked up hearts: ")


def test_a_second_round_suit_is_still_called():
    hand = _played(STANDARD, ["pass"] * 4 + ["call S"])
    assert hand.result.bid == "call"
    assert words.result_sentence(STANDARD, hand.result, me=0).startswith("You and your partner called spades: ")


def test_alone_the_order_is_said_too():
    hand = _played(STANDARD, ["pass", "order", "discard KS", "alone"])
    said = words.result_sentence(STANDARD, hand.result, me=0)
    assert said.startswith("West ordered up hearts and went alone: "), said


def test_the_dealer_naming_trump_under_a_turned_up_benny_called_it():
    british = euchre.preset("british")
    hand = _played(british, ["call C"], upcard="JK")
    assert hand.result.bid == "call"
    assert words.result_sentence(british, hand.result, me=0).startswith("The opponents called clubs: ")
