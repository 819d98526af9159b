"""The double-dummy solver against a plain minimax over the engine's own rules."""
from __future__ import annotations

import pytest

from engine import ecarte
from engine.ai import solve, solve_ecarte
from engine.euchre import Phase, Rules, preset, team_of

from .positions import ecarte_play_position, euchre_play_position


def minimax(state) -> int:
    """Maker tricks at the end of a Euchre hand, by exhaustive search of ``apply``."""
    if state.phase is Phase.OVER:
        return state.result.maker_tricks
    maker_team = team_of(state.rules, state.maker)
    values = [minimax(state.apply(a)) for a in state.legal_actions()]
    return max(values) if team_of(state.rules, state.current_player) == maker_team else min(values)


def ecarte_minimax(state) -> int:
    """Elder's tricks at the end of an Écarté hand, by exhaustive search."""
    if state.phase is ecarte.Phase.OVER:
        return state.tricks[state.elder]
    values = [ecarte_minimax(state.apply(a)) for a in state.legal_actions()]
    return max(values) if state.current_player == state.elder else min(values)


def _check(state, solution, mini, maker_side_moves, total):
    for action, value in solution.values:
        after = mini(state.apply(action))
        assert value == (after if maker_side_moves else total - after), (state, action)


# (rules, cards played at random before solving) -- sized so minimax stays quick.
CASES = [
    ("standard", preset("standard"), 8, 40),
    ("lone", Rules(), 6, 30),
    ("railroad", preset("railroad"), 6, 20),
    ("british", preset("british"), 8, 25),
    ("deck28", preset("deck28"), 8, 20),
    ("deck32", preset("deck32"), 8, 20),
    ("cutthroat", preset("cutthroat"), 3, 25),
    ("cutthroat7", Rules(players=3, cutthroat_hand_size=7), 12, 10),
    ("two_handed", preset("two_handed"), 0, 20),
]


@pytest.mark.parametrize("name,rules,plays,count", CASES, ids=[c[0] for c in CASES])
def test_solver_matches_minimax_for_every_card(name, rules, plays, count):
    # Exactness: the value of every legal card equals a plain minimax over apply().
    for seed in range(count):
        state = euchre_play_position(rules, seed * 31 + 7, plays=plays,
                                     alone_bias=0.9 if name == "lone" else 0.3)
        if state.phase is not Phase.PLAY:
            continue
        sol = solve(state)
        maker_team = team_of(rules, state.maker)
        mover_maker = team_of(rules, state.current_player) == maker_team
        _check(state, sol, minimax, mover_maker, rules.hand_size)
        assert sol.maker_tricks == minimax(state)


def test_pure_python_kernel_agrees_with_compiled():
    # The fallback kernel (no numba) gives the same values.
    for seed in range(15):
        state = euchre_play_position(preset("standard"), seed, plays=seed % 6)
        assert solve(state, pure=True) == solve(state)


@pytest.mark.parametrize("rules", [ecarte.preset("classic"), ecarte.Rules(must_trump=False),
                                   ecarte.preset("three")], ids=["classic", "no_trumping", "three"])
def test_ecarte_solver_matches_minimax(rules):
    # Écarté's strict play rules (follow, beat, trump) are searched exactly.
    for seed in range(25):
        state = ecarte_play_position(rules, seed, plays=seed % 3)
        sol = solve_ecarte(state)
        _check(state, sol, ecarte_minimax, state.current_player == state.elder, 5)
        assert sol.maker_tricks == ecarte_minimax(state)
        if seed < 5:
            assert solve_ecarte(state, pure=True) == sol


def test_solution_counts_tricks_already_won():
    # Tricks taken before the position are part of each side's total.
    state = euchre_play_position(preset("standard"), 3, plays=8)
    sol = solve(state)
    assert sol.maker_tricks + sol.defender_tricks == 5
    assert sol.best_value == max(v for _, v in sol.values)


@pytest.mark.parametrize("pure", [False, True], ids=["compiled", "pure"])
def test_position_value_is_the_best_card_value(pure):
    # A rollout's shortcut (the position's value alone) equals the best card's exact value.
    from engine.ai.analysis import dd_maker_tricks
    from engine.ai.solver import EUCHRE, card_values, euchre_position, position_value
    for name in ("standard", "railroad", "cutthroat", "two_handed"):
        for seed in range(12):
            state = euchre_play_position(preset(name), seed, plays=seed % 7)
            args = euchre_position(state)[:8]   # deck, trump, hands, team, seats, turn, ...
            values = card_values(EUCHRE, *args, pure=pure)
            best = max(values.values()) if args[3][args[5]] else min(values.values())
            assert position_value(EUCHRE, *args, pure=pure) == best
            assert dd_maker_tricks(state) == solve(state).maker_tricks


def test_search_memory_kept_across_related_solves_changes_no_value():
    # The transposition table survives between solves with the same trump, sides and
    # seats (the discards of one deal): each value equals a solve from a fresh table.
    import random

    from engine.ai import solver
    from engine.ai.analysis import dd_maker_tricks
    from engine.ai.sampling import sample_state
    from engine.euchre import deal, observe
    rules = preset("standard")
    checked = 0
    for seed in range(10):
        hand = deal(rules, dealer=0, seed=seed).apply("pass").apply("pass").apply("pass")
        hand = hand.apply("order")
        if hand.phase is not Phase.DISCARD:
            continue
        state = sample_state(observe(hand, 0), random.Random(seed))
        plays = []
        for a in state.legal_actions():
            s = state.apply(a)
            while s.phase is not Phase.PLAY:
                s = s.apply(s.legal_actions()[-1])
            plays.append(s)
        kept = [dd_maker_tricks(s) for s in plays]
        fresh = []
        for s in plays:
            solver._ws.stores.clear()   # a new, empty table
            fresh.append(dd_maker_tricks(s))
        assert kept == fresh
        checked += 1
    assert checked >= 3
