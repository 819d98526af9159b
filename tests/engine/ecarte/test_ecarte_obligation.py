"""Écarté's obligation: follow and beat the led card if able; void, trump if able
(option must_trump); only with neither, any card. Positions in card notation."""
from __future__ import annotations

import random

import pytest

from engine import ecarte
from engine.cards import Card, Suit, parse_cards
from engine.ecarte import PRESETS, Phase, Rules, deal, obligation, ruled_out
from engine.ecarte.ranking import DECK, ORDER
from engine.obligation import FOLLOW, FREE, OVERTAKE, TRUMP
from ecarte_helpers import make, play_cards, to_play

H, S, C = Suit.HEARTS, Suit.SPADES, Suit.CLUBS
CLASSIC = Rules()
NO_FORCED_TRUMP = Rules(must_trump=False)


def cards(text):
    return parse_cards(text)


def test_leader_is_free():
    # Rule: the leader plays any card.
    ob = obligation(cards("7C 8D 9H TS JS"), (), H, CLASSIC)
    assert ob.kind is FREE and ob.cards == cards("7C 8D 9H TS JS") and ob.led is None


def test_must_overtake_when_able():
    # Rule: following suit, the follower must beat the led card if able.
    ob = obligation(cards("7S QS KS 7D 8D"), cards("JS"), H, CLASSIC)
    assert ob.kind is OVERTAKE and ob.cards == cards("QS KS")
    assert (ob.led, ob.trump, ob.lead) == (S, H, Card.parse("JS"))


def test_ace_ranks_below_the_jack_when_overtaking():
    # Rule: aces rank between the jack and the ten, so an ace cannot beat a led jack.
    ob = obligation(cards("AS 7S 7D 8D 9D"), cards("JS"), H, CLASSIC)
    assert ob.kind is FOLLOW and ob.cards == cards("AS 7S")


def test_must_follow_when_unable_to_beat():
    # Rule: with the led suit but nothing higher, any card of the led suit.
    ob = obligation(cards("7S AS 9H 7D 8D"), cards("KS"), H, CLASSIC)
    assert ob.kind is FOLLOW and ob.cards == cards("7S AS")


def test_must_trump_when_void():
    # Rule (must_trump): with no card of the led suit, trump if able.
    ob = obligation(cards("8H QH 7S 7D 8D"), cards("KC"), H, CLASSIC)
    assert ob.kind is TRUMP and ob.cards == cards("8H QH") and ob.void


def test_free_when_void_and_no_trump():
    # Rule: with neither the led suit nor a trump, any card.
    ob = obligation(cards("7S 8S 9S 7D 8D"), cards("KC"), H, CLASSIC)
    assert ob.kind is FREE and ob.cards == cards("7S 8S 9S 7D 8D") and ob.void


def test_free_when_void_and_trumping_is_not_forced():
    # Rule (must_trump off): void in the led suit, any card, trumps included.
    ob = obligation(cards("8H QH 7S 7D 8D"), cards("KC"), H, NO_FORCED_TRUMP)
    assert ob.kind is FREE and ob.cards == cards("8H QH 7S 7D 8D")


def test_trump_led_must_be_overtaken_with_a_higher_trump():
    # Rule: a trump lead is followed like any suit: a higher trump if able.
    ob = obligation(cards("QH 8H 7S 7D 8D"), cards("JH"), H, CLASSIC)
    assert ob.kind is OVERTAKE and ob.cards == cards("QH")


def test_three_players_have_the_same_duty():
    # Rule: in the three-player game the two who play follow the same rule.
    ob = obligation(cards("8H QH 7S 7D 8D"), cards("KC"), H, PRESETS["three"])
    assert ob.kind is TRUMP and ob.cards == cards("8H QH")


def test_following_low_rules_out_every_higher_card_of_the_suit():
    # Inference: following without beating shows no higher card of the led suit.
    assert ruled_out(Card.parse("7S"), cards("JS"), H, CLASSIC) == set(cards("QS KS"))


def test_showing_out_rules_out_the_suit_and_trumps():
    # Inference (must_trump): a card of a third suit shows no led suit and no trump.
    out = ruled_out(Card.parse("7D"), cards("KC"), H, CLASSIC)
    assert out == {c for c in DECK if c.suit in (C, H)}


def test_showing_out_without_forced_trump_rules_out_only_the_suit():
    # Inference (must_trump off): a discard shows no card of the led suit, nothing about trumps.
    out = ruled_out(Card.parse("7D"), cards("KC"), H, NO_FORCED_TRUMP)
    assert out == {c for c in DECK if c.suit is C}


def test_trumping_rules_out_only_the_led_suit():
    # Inference: a trump played to a side-suit lead shows a void in that suit only.
    assert ruled_out(Card.parse("8H"), cards("KC"), H, CLASSIC) == {c for c in DECK if c.suit is C}


def test_overtaking_rules_out_nothing():
    # Inference: beating the led card is always allowed, whatever else is held.
    assert ruled_out(Card.parse("KS"), cards("JS"), H, CLASSIC) == frozenset()


def test_reasons_name_led_suit_trump_and_cards():
    # Explanation: every play reason names the led suit, trump and the cards that had to be played.
    state = play_cards(to_play(make("KC 8C 9C TC JS", "8H QH 7S 7D 8D", "7H")), "KC")
    r = ecarte.explain_illegal(state, "play 7S")
    assert r.code == "must_trump"
    assert (r.get("led"), r.get("trump"), r.get("cards"), r.get("card")) == \
        (C, H, cards("8H QH"), Card.parse("7S"))
    state = play_cards(to_play(make("JS 7C 8C 9C TC", "7S QS KS 7D 8D", "7H")), "JS")
    r = ecarte.explain_illegal(state, "play 7S")
    assert (r.code, r.get("led"), r.get("trump"), r.get("cards")) == \
        ("must_overtake", S, H, cards("QS KS"))


def _check_rule(ob, hand, trick, trump, rules):
    """The rule book's sentence, independently of the obligation's code."""
    if not trick:
        assert ob.kind is FREE and ob.cards == hand
        return
    lead = trick[0]
    same = tuple(c for c in hand if c.suit is lead.suit)
    higher = tuple(c for c in same if ORDER[c.index] > ORDER[lead.index])
    trumps = tuple(c for c in hand if c.suit is trump) if rules.must_trump else ()
    assert ob.cards == (higher or same or trumps or hand)


@pytest.mark.parametrize("name", sorted(PRESETS) + ["no_forced_trump"])
def test_sweep_obligation_is_the_state_legal_play(name):
    # Seeded sweep: at every play of random hands the state's legal cards are the obligation's.
    rules = NO_FORCED_TRUMP if name == "no_forced_trump" else PRESETS[name]
    rng = random.Random(f"obligation:{name}")
    checked = 0
    for n in range(40):
        s = deal(rules, dealer=n % rules.players, seed=rng.randrange(10**9))
        while not s.is_over:
            if s.phase is Phase.PLAY:
                hand = s.hands[s.current_player]
                ob = obligation(hand, s.trick, s.trump, rules)
                assert tuple(a.card for a in s.legal_actions()) == ob.cards
                _check_rule(ob, hand, s.trick, s.trump, rules)
                checked += 1
            s = s.apply(rng.choice(s.legal_actions()))
    assert checked > 100


def test_legal_follows_keeps_its_old_answer():
    # The old helper answers from the obligation too.
    assert ecarte.legal_follows(cards("8H QH 7S 7D 8D"), Card.parse("KC"), H, True) == cards("8H QH")
    assert len(ecarte.legal_follows(cards("8H QH 7S 7D 8D"), Card.parse("KC"), H, False)) == 5
