"""The solver's masks and tables are sized from the deck: positions dealt from 500's
43 cards and from a 52-card pack (Euchre's trump order, the joker on top) are
searched exactly, by the compiled and the pure-Python kernel alike."""
from __future__ import annotations

import random

import pytest

from engine.cards import DECKS
from engine.euchre.ranking import _EFFECTIVE, POWER
from engine.ai.solver import EUCHRE, card_values, position_value

TEAM = (1, 0, 1, 0)


def minimax(hands, trump, turn, trick):
    """Maker tricks from here with best play, by plain recursion over Card values."""
    if len(trick) == 4:
        led = _EFFECTIVE[trump][trick[0][1].index]
        winner = max(trick, key=lambda play: POWER[trump][led][play[1].index])[0]
        return TEAM[winner] + minimax(hands, trump, winner, ())
    if not hands[turn]:
        return 0
    values = [minimax(hands[:turn] + (hands[turn] - {c},) + hands[turn + 1:], trump,
                      (turn + 1) % 4, trick + ((turn, c),))
              for c in legal(hands[turn], trump, trick)]
    return max(values) if TEAM[turn] else min(values)


def legal(hand, trump, trick):
    if not trick:
        return sorted(hand, key=lambda c: c.index)
    led = _EFFECTIVE[trump][trick[0][1].index]
    follow = [c for c in hand if _EFFECTIVE[trump][c.index] is led]
    return sorted(follow or hand, key=lambda c: c.index)


def positions(deck_name, count, size):
    """Four hands of ``size`` cards (a card led in every other one), trump, the mover."""
    deck = DECKS[deck_name]
    rng = random.Random(deck_name)
    for _ in range(count):
        cards = rng.sample(deck.cards, 4 * size)
        hands = tuple(frozenset(cards[i * size:(i + 1) * size]) for i in range(4))
        trump, leader = rng.randrange(4), rng.randrange(4)
        trick = ()
        if rng.random() < 0.5:
            c = min(hands[leader], key=lambda c: c.index)
            hands = hands[:leader] + (hands[leader] - {c},) + hands[leader + 1:]
            trick = ((leader, c),)
        yield deck, hands, trump, (leader + len(trick)) % 4, trick, size


@pytest.mark.parametrize("pure", [False, True], ids=["compiled", "pure"])
@pytest.mark.parametrize("deck_name", ["five_hundred", "full52"])
def test_solver_on_large_decks_matches_minimax(deck_name, pure):
    # Sized from the deck: every card value equals plain minimax, with places up to 51.
    highest = 0
    for deck, hands, trump, turn, trick, size in positions(deck_name, 12, 3):
        masks = [deck.mask(h) for h in hands]
        places = [(s, deck.index(c)) for s, c in trick]
        values = card_values(EUCHRE, deck, trump, masks, list(TEAM), [0, 1, 2, 3], turn,
                             places, size, pure=pure)
        expected = {}
        for c in legal(hands[turn], trump, trick):
            after = hands[:turn] + (hands[turn] - {c},) + hands[turn + 1:]
            expected[deck.index(c)] = minimax(after, trump, (turn + 1) % 4, trick + ((turn, c),))
        assert values == expected
        best = max(expected.values()) if TEAM[turn] else min(expected.values())
        assert position_value(EUCHRE, deck, trump, masks, list(TEAM), [0, 1, 2, 3], turn,
                              places, size, pure=pure) == best
        highest = max([highest] + [deck.index(c) for h in hands for c in h])
    assert highest >= 40   # bits past the old 33-card limit were searched
