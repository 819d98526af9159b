"""Euchre's obligation: follow the led (effective) suit if able, else any card.

Positions are written in card notation: a hand, the trick so far, the trump suit."""
from __future__ import annotations

import random

import pytest

from engine import euchre
from engine.cards import Suit
from engine.euchre import PRESETS, Phase, Rules, deal, obligation, ruled_out
from engine.euchre.ranking import effective_suit
from engine.obligation import FOLLOW, FREE
from euchre_testlib import STANDARD, apply_all, card_set, cards, position

H, D, S, C = Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES, Suit.CLUBS
BRITISH = PRESETS["british"]


def test_leader_is_free():
    # Rule: the leader plays any card.
    ob = obligation(cards("9H JD AS KC QC"), (), H, STANDARD)
    assert ob.kind is FREE and ob.cards == cards("9H JD AS KC QC")
    assert ob.led is None and ob.lead is None and not ob.void


def test_must_follow_the_led_suit():
    # Rule: a follower who holds the led suit must play one of them.
    ob = obligation(cards("9H KH AS JC 9D"), cards("TH AH"), S, STANDARD)
    assert ob.kind is FOLLOW and ob.cards == cards("9H KH")
    assert ob.led is H and ob.trump is S and ob.lead == cards("TH")[0]


def test_void_in_the_led_suit_is_free():
    # Rule: with no card of the led suit, any card may be played.
    ob = obligation(cards("9C TC AS KS QD"), cards("TH"), S, STANDARD)
    assert ob.kind is FREE and ob.cards == cards("9C TC AS KS QD") and ob.void and ob.led is H


def test_left_bower_must_follow_a_trump_lead():
    # Rule (002): J♦ is a heart when hearts are trump; hearts led and it is your only trump: play it.
    ob = obligation(cards("JD 9C QC KS AD"), cards("TH"), H, STANDARD)
    assert ob.kind is FOLLOW and ob.cards == cards("JD")


def test_left_bower_does_not_follow_its_printed_suit():
    # Rule: the left bower belongs to trump, so it is no diamond when diamonds are led.
    ob = obligation(cards("JD 9C QC KS AH"), cards("AD"), H, STANDARD)
    assert ob.kind is FREE and ob.void and ob.led is D


def test_left_bower_led_calls_for_trump():
    # Rule: a led left bower is a trump lead: followers must play trump, not its printed suit.
    ob = obligation(cards("9D TD QH 9C TC"), cards("JD"), H, STANDARD)
    assert ob.kind is FOLLOW and ob.led is H and ob.cards == cards("QH")


def test_benny_must_follow_a_trump_lead():
    # Rule (British): the Benny is the highest trump, so it follows a trump lead.
    ob = obligation(cards("JK 9C TC QS KS"), cards("9H"), H, BRITISH)
    assert ob.kind is FOLLOW and ob.cards == cards("JK")


def test_benny_led_calls_for_trump():
    # Rule (British): the Benny led is a trump lead.
    ob = obligation(cards("9H 9C TC QS KS"), cards("JK"), H, BRITISH)
    assert ob.kind is FOLLOW and ob.led is H and ob.cards == cards("9H")


def test_trick_given_as_plays_or_cards_is_the_same():
    # The state's trick is (seat, card) plays; a lesson's may be bare cards.
    hand = cards("9H KH AS JC 9D")
    assert obligation(hand, ((1, cards("TH")[0]),), S, STANDARD) == \
        obligation(hand, cards("TH"), S, STANDARD)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_variant_has_the_same_duty(name):
    # Rule: two-handed, Cutthroat, Railroad and every deck follow suit the same way.
    hand = cards("JD 9C QC KS AD")
    assert obligation(hand, cards("TH"), H, PRESETS[name]).cards == cards("JD")


def test_not_following_rules_out_the_led_suit():
    # Inference: a player who did not follow holds no card of the led (effective) suit.
    out = ruled_out(cards("9C")[0], cards("AD"), H, STANDARD)
    assert out == card_set("9D TD QD KD AD")          # the J♦ is a heart this hand


def test_not_following_trump_rules_out_the_bowers_and_the_benny():
    # Inference (British): showing out of trump means no bower and no Benny either.
    out = ruled_out(cards("9C")[0], cards("9H"), H, BRITISH)
    assert out == card_set("9H TH JH QH KH AH JD JK")


def test_following_rules_out_nothing():
    # Inference: following suit (with any card of it) shows nothing about the rest.
    assert ruled_out(cards("JD")[0], cards("TH"), H, STANDARD) == frozenset()
    assert ruled_out(cards("AS")[0], (), H, STANDARD) == frozenset()


def test_must_follow_reason_names_led_suit_trump_and_cards():
    # Explanation: the reason's details name the led suit, trump and the cards that had to be played.
    s = position(STANDARD, 3, ["TH AS AD KD 9S", "JD 9C TC QC KC", "9H QS KS AC QH",
                               "JC JS TD QD 9D"], "AH", "JH KH TS")
    s = apply_all(s, "order", "discard 9D", "partner", "play TH")
    r = euchre.explain_illegal(s, "play 9C")
    assert r.code == "must_follow"
    assert (r.get("led"), r.get("trump"), r.get("follow"), r.get("card")) == \
        (H, H, cards("JD"), cards("9C")[0])


def _check_rule(ob, hand, trick, trump):
    """The rule book's sentence, independently of the obligation's code."""
    if not trick:
        assert ob.kind is FREE and ob.cards == hand
        return
    led = effective_suit(trick[0][1], trump)
    follow = tuple(c for c in hand if effective_suit(c, trump) is led)
    assert ob.led is led
    assert ob.cards == (follow or hand)
    assert ob.kind is (FOLLOW if follow else FREE)


@pytest.mark.parametrize("name", sorted(PRESETS) + ["cutthroat7", "lone"])
def test_sweep_obligation_is_the_state_legal_play(name):
    # Seeded sweep: at every play of random hands the state's legal cards are the obligation's.
    rules = {"cutthroat7": Rules(players=3, cutthroat_hand_size=7),
             "lone": Rules(allow_lone_defender=True, call_for_best=True)}.get(name) or PRESETS[name]
    rng = random.Random(f"obligation:{name}")
    checked = 0
    for n in range(30):
        s = deal(rules, dealer=n % rules.players, seed=rng.randrange(10**9))
        while not s.is_over:
            if s.phase is Phase.PLAY:
                hand = s.hands[s.current_player]
                ob = obligation(hand, s.trick, s.trump, rules)
                assert tuple(a.card for a in s.legal_actions()) == ob.cards
                _check_rule(ob, hand, s.trick, s.trump)
                checked += 1
            s = s.apply(rng.choice(s.legal_actions()))
    assert checked > 100


def test_must_follow_reason_says_a_bower_led_is_trump():
    # Explanation: the J♦ led in hearts is the left bower; "Hearts were led" alone under a
    # diamond face puzzled a learner, so the reason says first what the led card is.
    s = position(STANDARD, 3, ["JD AS AD KD 9S", "TH 9C TC QC KC", "9H QS KS AC QH",
                               "JC JS TD QD 9D"], "AH", "JH KH TS")
    s = apply_all(s, "order", "discard 9D", "partner", "play JD")
    text = euchre.explain_illegal(s, "play 9C").text
    assert text == ("The J♦ led is the left bower, a heart in this deal. Hearts were led and "
                    "you hold the 10♥: you must play it.")
    plain = euchre.explain_illegal(apply_all(position(
        STANDARD, 3, ["TH AS AD KD 9S", "JD 9C TC QC KC", "9H QS KS AC QH", "JC JS TD QD 9D"],
        "AH", "JH KH TS"), "order", "discard 9D", "partner", "play TH"), "play 9C").text
    assert "led is" not in plain


def test_must_follow_reason_says_the_benny_led_is_the_highest_trump():
    from engine.cards import JOKER
    from engine.euchre.words import must_follow
    text = must_follow(H, H, cards("9C")[0], cards("TH"), lead=JOKER)
    assert text.startswith("The Benny led is the highest trump. Hearts were led")
