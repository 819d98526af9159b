"""The compiled search kernel keeps its own copy of the play rule (for speed): on many
seeded random positions of every preset its legal moves are the obligation's cards."""
from __future__ import annotations

import random

import pytest

from engine import ecarte, euchre
from engine.ai.solver import (ECARTE, ECARTE_NO_TRUMPING, EUCHRE, card_values, ecarte_position,
                              euchre_position)
from engine.euchre import Phase, Rules

EUCHRE_RULES = dict(euchre.PRESETS, cutthroat7=Rules(players=3, cutthroat_hand_size=7),
                    lone=Rules(allow_lone_defender=True, call_for_best=True))
ECARTE_RULES = dict(ecarte.PRESETS, no_forced_trump=ecarte.Rules(must_trump=False))


def _kernel_cards(rule, position):
    deck, trump, hands, team, seats, turn, trick, left, _done = position
    values = card_values(rule, deck, trump, hands, team, seats, turn, trick, left, wait=True)
    return {deck.card(place).index for place in values}   # places in the deck -> card indices


@pytest.mark.parametrize("name", sorted(EUCHRE_RULES))
def test_kernel_legal_moves_are_the_euchre_obligation(name):
    # One rule, two copies: the kernel's follow-suit test agrees with euchre.obligation.
    rules = EUCHRE_RULES[name]
    rng = random.Random(f"kernel:{name}")
    checked = 0
    for n in range(25):
        s = euchre.deal(rules, dealer=n % rules.players, seed=rng.randrange(10**9))
        while not s.is_over:
            if s.phase is Phase.PLAY:
                ob = euchre.obligation(s.hands[s.current_player], s.trick, s.trump, rules)
                assert _kernel_cards(EUCHRE, euchre_position(s)) == {c.index for c in ob.cards}, s
                checked += 1
            s = s.apply(rng.choice(s.legal_actions()))
    assert checked > 100


@pytest.mark.parametrize("name", sorted(ECARTE_RULES))
def test_kernel_legal_moves_are_the_ecarte_obligation(name):
    # One rule, two copies: follow, overtake and trump in the kernel agree with ecarte.obligation.
    rules = ECARTE_RULES[name]
    rule = ECARTE if rules.must_trump else ECARTE_NO_TRUMPING
    rng = random.Random(f"kernel:{name}")
    checked = 0
    for n in range(40):
        s = ecarte.deal(rules, dealer=n % rules.players, seed=rng.randrange(10**9))
        while not s.is_over:
            if s.phase is ecarte.Phase.PLAY:
                ob = ecarte.obligation(s.hands[s.current_player], s.trick, s.trump, rules)
                assert _kernel_cards(rule, ecarte_position(s)) == {c.index for c in ob.cards}, s
                checked += 1
            s = s.apply(rng.choice(s.legal_actions()))
    assert checked > 100
