"""The same checks for every registered game (and a toy game registered by the test):
a game that registers gets them for free.

- random play with fixed seeds keeps the invariants, to the end of whole games;
- ``observe(sample_state(view), seat) == view`` (a sampled position is one the
  player could be in: the resampling check OpenSpiel uses; a game whose sampler
  starts the position afresh says so with ``SAMPLES_WITHOUT_HISTORY`` and is
  compared on everything else);
- every illegal action is refused with a reason in words, and changes nothing;
- deal codes round-trip and a broken one is refused with ``DealCodeError``;
- the coach's hint and grade name legal actions; every bot chooses legal actions.
"""
from __future__ import annotations

import dataclasses
import random

import pytest

from engine.errors import DealCodeError, IllegalActionError
from lessons.coach import CoachedGame

SEEDS = range(6)


def _engine(spec):
    return spec.load("engine")


def _positions(spec, seed: int, limit: int = 400):
    """A whole hand of random legal play under each preset, with the random actions taken."""
    E = _engine(spec)
    for name, rules in E.PRESETS.items():
        rng = random.Random(f"{spec.id}-{name}-{seed}")
        state = E.deal(rules, dealer=seed % rules.players, seed=seed)
        for _ in range(limit):
            yield state
            if state.is_over:
                break
            state = state.apply(rng.choice(list(state.legal_actions())))
        assert state.is_over, f"{spec.id}/{name}: the hand did not end in {limit} actions"


@pytest.mark.parametrize("seed", SEEDS)
def test_random_play_keeps_the_invariants(spec, seed):
    for state in _positions(spec, seed):
        if state.is_over:
            assert state.current_player is None or not state.legal_actions()
            continue
        legal = list(state.legal_actions())
        assert legal, "a hand that is not over offers an action"
        assert 0 <= state.current_player < state.rules.players
        for action in legal:
            after = state.apply(action)
            assert len(after.history) == len(state.history) + 1
            assert after.history[-1].seat == state.current_player
            assert state.apply(str(action)).history == after.history   # text form round-trips


@pytest.mark.parametrize("seed", SEEDS)
def test_a_sampled_position_looks_the_same_to_the_player(spec, seed):
    E, brain = _engine(spec), spec.load("ai")
    rng = random.Random(seed)
    for state in _positions(spec, seed):
        if state.is_over:
            continue
        seat = state.current_player
        view = E.observe(state, seat)
        sampled = E.observe(brain.sample_state(view, rng), seat)
        if getattr(E, "SAMPLES_WITHOUT_HISTORY", False) and sampled.history == ():
            sampled = dataclasses.replace(sampled, history=view.history)
        assert sampled == view


@pytest.mark.parametrize("seed", SEEDS[:3])
def test_every_illegal_action_is_explained_and_changes_nothing(spec, seed):
    E = _engine(spec)
    states = list(_positions(spec, seed))
    texts = {str(a) for s in states for a in s.legal_actions()} | {"nonsense", "play ZZ"}
    for state in states:
        legal = {str(a) for a in state.legal_actions()}
        for text in sorted(texts - legal):
            reason = E.explain_illegal(state, text)
            assert reason is not None, f"{spec.id}: no reason why {text!r} is illegal"
            assert str(reason).strip() and "{" not in str(reason)
            before = state.history
            with pytest.raises(IllegalActionError):
                state.apply(text)
            assert state.history == before
        for text in legal:
            assert E.explain_illegal(state, text) is None


@pytest.mark.parametrize("seed", SEEDS)
def test_deal_codes_round_trip_and_a_broken_one_is_refused(spec, seed):
    E = _engine(spec)
    for rules in E.PRESETS.values():
        try:
            hand = E.deal(rules, dealer=seed % rules.players, seed=seed)
            code = E.encode_deal(hand)
        except DealCodeError:
            continue       # a variant that deal codes cannot carry
        again = E.decode_deal(code)
        assert E.encode_deal(again) == code
        assert [list(again.legal_actions())] == [list(hand.legal_actions())]
        assert again.current_player == hand.current_player
        with pytest.raises(DealCodeError):
            E.decode_deal(code[:-3] + "@@@")
    with pytest.raises(DealCodeError):
        E.decode_deal("")


def test_every_bot_and_the_coach_choose_legal_actions(spec):
    E, brain = _engine(spec), spec.load("ai")
    rules = E.PRESETS[E.DEFAULT_PRESET]
    game = CoachedGame.new(rules, seed=5, grading=False)
    view = game.view()
    assert game.my_turn
    hint = game.hint(samples=8)
    assert hint.action in view.legal_actions
    grade = brain.grade(view, view.legal_actions[-1], samples=8, seed=1)
    assert grade.label in ("Best", "Good", "Inaccuracy", "Mistake", "Blunder")
    for make in brain.BOTS.values():
        bot = make()
        assert bot.choose(view) in view.legal_actions
        assert isinstance(bot.explain(view), str)


def test_whole_games_end_with_a_winner(spec):
    E = _engine(spec)
    rules = E.PRESETS[E.DEFAULT_PRESET]
    for seed in range(3):
        game = CoachedGame.new(rules, seed=seed, grading=False)
        for _ in range(2000):
            if game.game.is_over:
                break
            if game.hand.is_over:
                game = game.next_hand()
            else:
                game = game.act(game.view().legal_actions[0])
        assert game.game.is_over
