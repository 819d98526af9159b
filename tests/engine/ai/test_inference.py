"""Inference from the bidding (engine/ai/inference.py, sampling.weighted_deals): the
sampled hidden hands follow what everybody bid, and still respect every void."""
from __future__ import annotations

import random

from engine import euchre
from engine.ai.euchre_bots import eff
from engine.ai.inference import Evidence, hand_strength
from engine.ai.sampling import POOL, sample_hands, weighted_deals
from engine.cards import Suit, parse_cards

RULES = euchre.preset("standard")
HEARTS = Suit.HEARTS
# Seat 0 (the dealer's left) holds no heart and no red jack; the upcard is a heart.
HANDS = ["9C TC 9D TD 9S", "QC KC QD KD TS", "JH AH KH AC AS", "JD QH QS KS AD"]
UPCARD, KITTY = "9H", "TH JC JS"


def _view(*actions: str, seat: int = 0) -> euchre.View:
    state = euchre.from_deal(RULES, 3, HANDS, UPCARD, KITTY)
    for a in actions:
        state = state.apply(a)
    return euchre.observe(state, seat)


def _mean_trumps(deals, seat: int, trump: Suit) -> float:
    return sum(sum(1 for c in hands[seat] if eff(c, trump) is trump)
               for hands, _rest in deals) / len(deals)


def test_partner_who_ordered_holds_more_trumps_than_chance():
    # Seat 2 (the viewer's partner) ordered hearts: sampled hands of seat 2 hold
    # more hearts than the unweighted sampler gives it (200 deals, fixed seed).
    view = _view("pass", "pass", "order", "discard QS", "partner")
    evidence = Evidence.of(view)
    assert evidence is not None
    rng = random.Random(7)
    plain = [sample_hands(view, rng) for _ in range(200)]
    weighted = weighted_deals(view, random.Random(7), 200, evidence)
    assert _mean_trumps(weighted, 2, HEARTS) > _mean_trumps(plain, 2, HEARTS) + 0.5


def test_passes_make_strong_trump_holdings_less_likely():
    # Seats 1 and 2 passed the heart: they hold fewer hearts than chance says.
    view = _view("pass", "pass", "pass", "pass", seat=0)
    evidence = Evidence.of(view)
    assert evidence is not None
    rng = random.Random(3)
    plain = [sample_hands(view, rng) for _ in range(200)]
    weighted = weighted_deals(view, random.Random(3), 200, evidence)
    for seat in (1, 2):
        assert _mean_trumps(weighted, seat, HEARTS) < _mean_trumps(plain, seat, HEARTS)


def test_weighted_deals_never_break_a_void():
    # Seat 2 showed out of diamonds on the first trick and seat 1 out of trumps on
    # the second: no weighted deal gives seat 2 a diamond or seat 1 a heart (the jack
    # of diamonds, the left bower, being a heart).
    view = _view("pass", "pass", "order", "discard QS", "partner",
                 "play 9D", "play QD", "play AS", "play AD",
                 "play 9H", "play TC", "play TS", "play KH")
    evidence = Evidence.of(view)
    assert evidence is not None
    for hands, _rest in weighted_deals(view, random.Random(11), 300, evidence):
        assert not any(eff(c, HEARTS) is Suit.DIAMONDS for c in hands[2])
        assert not any(eff(c, HEARTS) is HEARTS for c in hands[1])


def test_seeded_weighted_deals_repeat():
    view = _view("pass", "pass", "order", "discard QS", "partner")
    evidence = Evidence.of(view)
    assert evidence is not None
    first = weighted_deals(view, random.Random(5), 50, evidence)
    again = weighted_deals(view, random.Random(5), 50, evidence)
    assert first == again


def test_an_unlikely_bidding_still_returns_every_deal():
    # Seat 2 ordered and went alone with whatever the sampler deals: the work is
    # capped by the pool (POOL candidates per deal) and every deal comes back.
    view = _view("pass", "pass", "order", "discard QS", "alone", seat=0)
    evidence = Evidence.of(view)
    assert evidence is not None and {b.kind for b in evidence.bids} >= {"order", "alone"}
    deals = weighted_deals(view, random.Random(2), 40, evidence)
    assert len(deals) == 40 and POOL >= 1


def test_own_bids_teach_nothing():
    # The viewer's own passes are not evidence; at the first bid there is none.
    assert Evidence.of(_view()) is None
    assert Evidence.of(_view("pass", seat=1)) is not None
    assert all(b.seat != 0 for b in Evidence.of(_view("pass", "pass", seat=0)).bids)


def test_hand_strength_orders_hands_as_players_do():
    # Both bowers and the ace beat three small trumps, which beat one small trump.
    top = hand_strength(parse_cards("JH JD AH 9C 9S"), HEARTS)
    three = hand_strength(parse_cards("9H TH QH 9C 9S"), HEARTS)
    one = hand_strength(parse_cards("9H TC 9C TS 9S"), HEARTS)
    assert top > three > one
    # An outside ace is worth more than an outside nine.
    assert hand_strength(parse_cards("9H TH AC 9S TS"), HEARTS) > \
        hand_strength(parse_cards("9H TH 9C 9S TS"), HEARTS)


def test_a_stuck_dealers_call_is_not_evidence():
    # Stick the dealer: the dealer had to name a suit, which says little about the hand.
    rules = euchre.preset("stick_the_dealer")
    state = euchre.from_deal(rules, 3, HANDS, UPCARD, KITTY)
    for a in ("pass",) * 7 + ("call S",):
        state = state.apply(a)
    bids = Evidence.of(euchre.observe(state, 0)).bids
    assert not [b for b in bids if b.kind == "call"]
    assert [b.kind for b in bids if b.seat == 3] == ["pass1"]
