"""The policy valuation of a card in play (``playout.policy_card_values``): after the
card every seat plays from its own view for some tricks, then the rest double-dummy."""
from __future__ import annotations

import pytest

from engine.ai import kernel
from engine.ai.playout import playout_maker_tricks, playout_plays, policy_card_values
from engine.ai.solver import EUCHRE, card_values, euchre_position, solve
from engine.euchre import PRESETS, Phase
from engine.euchre import actions as A

from .positions import euchre_play_position


def _args(state):
    deck, trump, hands, team, seats, turn, trick, left, done = euchre_position(state)
    played = deck.mask([c for t in state.tricks for c in t.cards] + [c for _, c in state.trick])
    return (deck, trump, hands, team, seats, turn, trick, left), played, done


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_whole_hand_by_the_policy_is_the_play_out_after_the_card(name):
    # With as many policy tricks as are left, a card's value is the play-out's from the
    # position after it (``playout_maker_tricks``), for every legal card, pure or compiled.
    kernel(wait=True)
    rules = PRESETS[name]
    for seed in range(15):
        state = euchre_play_position(rules, seed, plays=seed % 9)
        if state.phase is not Phase.PLAY:
            continue
        args, played, done = _args(state)
        values = policy_card_values(*args, played, rules.hand_size)
        assert values == policy_card_values(*args, played, rules.hand_size, pure=True)
        deck = args[0]
        assert {A.play(deck.card(p)) for p in values} == set(state.legal_actions())
        for place, v in values.items():
            after = state.apply(A.play(deck.card(place)))
            if after.phase is Phase.PLAY and rules.players != 3:
                assert done + v == playout_maker_tricks(after)


def test_a_trick_or_two_by_the_policy_values_every_legal_card_within_the_tricks_left():
    # The same cards as double-dummy, each worth 0..tricks left to the makers.
    kernel(wait=True)
    rules = PRESETS["standard"]
    for seed in range(30):
        state = euchre_play_position(rules, seed, plays=seed % 13)
        if state.phase is not Phase.PLAY:
            continue
        args, played, _done = _args(state)
        dd = card_values(EUCHRE, *args)
        for tricks in (1, 2):
            values = policy_card_values(*args, played, tricks)
            assert values.keys() == dd.keys()
            assert all(0 <= v <= args[-1] for v in values.values())


@pytest.mark.parametrize("tricks", [1, 2])
def test_a_trick_or_two_by_the_policy_then_double_dummy(tricks):
    # The value of a card is: the card, the play-out's next plays until ``tricks`` tricks
    # are complete (``playout_plays``), then the solver's exact value from there.
    kernel(wait=True)
    rules = PRESETS["standard"]
    for seed in range(25):
        state = euchre_play_position(rules, seed, plays=seed % 11)
        if state.phase is not Phase.PLAY:
            continue
        args, played, done = _args(state)
        deck = args[0]
        for place, v in policy_card_values(*args, played, tricks).items():
            s = state.apply(A.play(deck.card(place)))
            target = len(state.tricks) + tricks
            plays = iter(playout_plays(s)) if s.phase is Phase.PLAY else iter(())
            while s.phase is Phase.PLAY and len(s.tricks) < target:
                s = s.apply(A.play(next(plays)[1]))
            want = solve(s).maker_tricks if s.phase is Phase.PLAY else s.result.maker_tricks
            assert done + v == want, (seed, deck.card(place))
