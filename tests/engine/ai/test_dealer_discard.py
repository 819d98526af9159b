"""The dealer's face-down discard in the sampled deals (engine/ai/sampling.py): the
dealer's five cards are drawn, the upcard added, and the discard is the one its rule
of thumb makes, so the dealer's hand is as short-suited as a real dealer's; the
sampler still never breaks a void or discards a card the dealer has since played."""
from __future__ import annotations

import random

import pytest

from engine import euchre
from engine.ai import sampling
from engine.ai.euchre_bots import discard_choice, eff
from engine.ai.sampling import sample_state
from engine.cards import Card, Suit

RULES = euchre.preset("standard")
HEARTS = Suit.HEARTS
DEALER = 3
# The dealer (seat 3) picks up the 9♥ that seat 2 orders and discards the Q♠.
HANDS = ["9C TC 9D TD 9S", "QC KC QD KD TS", "JH AH KH AC AS", "JD QH QS KS AD"]
UPCARD, KITTY = "9H", "TH JC JS"
ORDERED = ("pass", "pass", "order", "discard QS", "partner")


def _view(*actions: str, seat: int = 0) -> euchre.View:
    state = euchre.from_deal(RULES, DEALER, HANDS, UPCARD, KITTY)
    for a in actions:
        state = state.apply(a)
    return euchre.observe(state, seat)


def _dealer_six(state) -> tuple[list[Card], Card]:
    """The dealer's cards now plus those it played, and its discard."""
    played = [c for t in state.tricks for s, c in t.plays if s == DEALER]
    played += [c for s, c in state.trick if s == DEALER]
    (discard,) = [c for s, c in state.discards if s == DEALER]
    return list(state.hands[DEALER]) + played, discard


def _voids(hand: list[Card]) -> int:
    return sum(1 for s in Suit if s is not HEARTS and not any(eff(c, HEARTS) is s for c in hand))


@pytest.fixture
def old_sampler(monkeypatch):
    monkeypatch.setattr(sampling, "DEALER_DISCARD", False)


def test_rule_dealer_discard_follows_the_dealers_rule_of_thumb():
    # Seat 0 saw the dealer pick up 9♥ and discard face down: in every sampled deal the
    # discard is the card the rule of thumb throws from the dealer's six.
    view = _view(*ORDERED)
    rng = random.Random(4)
    for _ in range(300):
        kept, discard = _dealer_six(sample_state(view, rng))
        assert discard not in kept
        assert Card.parse("9H") in kept
        six = kept + [discard]
        assert discard_choice(six, HEARTS, six)[0] is discard


def test_rule_dealer_discard_leaves_the_dealer_short_suited(monkeypatch):
    # Against a discard drawn at random, the modelled dealer is void in more side suits
    # (300 deals each, fixed seeds: about 1.4 voids a deal against 1.0).
    view = _view(*ORDERED)
    modelled = [_voids(_dealer_six(sample_state(view, random.Random(i)))[0]) for i in range(300)]
    monkeypatch.setattr(sampling, "DEALER_DISCARD", False)
    plain = [_voids(_dealer_six(sample_state(view, random.Random(i)))[0]) for i in range(300)]
    assert sum(modelled) > sum(plain) * 1.25


def test_rule_dealer_discard_never_a_card_played_and_never_breaks_a_void():
    # Seat 0 leads 9♣, the dealer shows out of clubs with A♦: no sampled dealer keeps a
    # club, and none has discarded the A♦ it played or the 9♥ it still holds.
    view = _view(*ORDERED, "play 9C", "play QC", "play AC", "play AD")
    rng = random.Random(8)
    clubs = 0
    for _ in range(300):
        state = sample_state(view, rng)
        kept, discard = _dealer_six(state)
        assert not any(eff(c, HEARTS) is Suit.CLUBS for c in state.hands[DEALER])
        assert Card.parse("AD") in kept and Card.parse("9H") in kept
        assert discard not in (Card.parse("AD"), Card.parse("9H"))
        clubs += eff(discard, HEARTS) is Suit.CLUBS
    assert clubs > 0   # a singleton club is just what a dealer throws


def test_rule_dealer_discard_seen_by_the_dealer_is_not_modelled():
    # The dealer knows its own discard: its sampled deals keep the Q♠ it threw.
    view = _view(*ORDERED, seat=DEALER)
    state = sample_state(view, random.Random(1))
    assert [c for s, c in state.discards if s == DEALER] == [Card.parse("QS")]


def test_old_sampler_draws_the_discard_at_random(old_sampler):
    # With the model off, some sampled discards are cards no dealer would throw (a trump).
    view = _view(*ORDERED)
    rng = random.Random(2)
    discards = [_dealer_six(sample_state(view, rng))[1] for _ in range(200)]
    assert any(eff(c, HEARTS) is HEARTS for c in discards)
