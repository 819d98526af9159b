"""PIMC analysis: sampling respects the view; on fully known positions the analysis
agrees with the solver; hints, grades and bidding odds."""
from __future__ import annotations

import random

import pytest

from engine import ecarte
from engine.ai import (GRADES, analyse, bidding_odds, ecarte_analyse, ecarte_expert_exchange,
                       ecarte_grade, ecarte_hint, ecarte_proposal_odds, grade, hint, solve,
                       solve_ecarte)
from engine.ai.analysis import ActionOdds, grade_from_odds
from engine.ai.ecarte_analysis import sample_state as ecarte_sample
from engine.ai.sampling import sample_state
from engine.euchre import PRESETS, Phase, deal, observe, preset, score_hand, team_of
from engine.euchre.ranking import effective_suit

from .positions import ecarte_play_position, euchre_play_position


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_samples_are_consistent_with_the_view(name):
    # Own hand kept, hand sizes, no card twice, shown voids respected, upcard with the dealer.
    rules = PRESETS[name]
    for seed in range(25):
        state = euchre_play_position(rules, seed, plays=seed % (rules.hand_size * 2))
        if state.phase is not Phase.PLAY:
            continue
        me = state.current_player
        view = observe(state, me)
        rng = random.Random(seed)
        for _ in range(5):
            s = sample_state(view, rng)
            assert s.hands[me] == state.hands[me]
            assert [len(h) for h in s.hands] == [len(h) for h in state.hands]
            cards = [c for h in s.hands for c in h] + list(view.played_cards)
            assert len(cards) == len(set(cards))
            assert set(s.legal_actions()) == set(state.legal_actions())
            for trick in list(state.tricks) + ([] if not state.trick else [None]):
                plays = trick.plays if trick is not None else state.trick
                led = effective_suit(plays[0][1], state.trump)
                for seat, card in plays[1:]:
                    if effective_suit(card, state.trump) is not led and seat != me:
                        assert all(effective_suit(c, state.trump) is not led
                                   for c in s.hands[seat])
            up = view.upcard
            if view.upcard_taken and state.dealer != me and up in state.hands[state.dealer]:
                assert up in s.hands[state.dealer]


def test_sampled_state_replays_to_the_end():
    # A sampled state is a full hand: it can be played out with the engine's rules.
    for seed in range(20):
        s0 = deal(preset("railroad"), seed % 4, seed=seed)
        rng = random.Random(seed)
        while not s0.is_over:
            s = sample_state(observe(s0, s0.current_player), rng)
            assert s.phase is s0.phase and s.current_player == s0.current_player
            assert set(s.legal_actions()) == set(s0.legal_actions())
            s0 = s0.apply(rng.choice(s0.legal_actions()))


def _points_for(state, seat, maker_tricks):
    rules = state.rules
    sc = score_hand(rules, maker_tricks, alone=state.alone is not None and rules.players == 4,
                    lone_defender=state.lone_defender is not None)
    mine = team_of(rules, seat) == team_of(rules, state.maker)
    sign = 1 if (sc.side == "makers") == mine else -1
    return sign * sc.points


@pytest.mark.parametrize("name", ["standard", "cutthroat", "two_handed", "railroad", "british"])
def test_analysis_agrees_with_the_solver_on_known_positions(name):
    # With the true deal as the only sample, every action's points and odds are the solver's.
    rules = PRESETS[name]
    for seed in range(12):
        state = euchre_play_position(rules, seed, plays=seed % 7)
        if state.phase is not Phase.PLAY:
            continue
        me = state.current_player
        sol = solve(state)
        odds = analyse(observe(state, me), samples=3, sampler=lambda v, r, s=state: s)
        for o in odds:
            mine = sol.value(o.action)
            maker = mine if sol.mover_is_maker else rules.hand_size - mine
            assert o.samples == 3
            assert o.expected_points == _points_for(state, me, maker)
            assert o.p_make == (maker >= rules.tricks_to_make)
            assert o.p_march == (maker == rules.hand_size)
            assert o.p_euchred == (maker < rules.tricks_to_make)
            assert o.tricks[mine] == 1.0


def test_ecarte_analysis_agrees_with_the_solver_on_known_positions():
    for seed in range(15):
        state = ecarte_play_position(ecarte.preset("classic"), seed, plays=seed % 4)
        me = state.current_player
        sol = solve_ecarte(state)
        odds = ecarte_analyse(ecarte.observe(state, me), samples=2, sampler=lambda v, r, s=state: s)
        for o in odds:
            mine = sol.value(o.action)
            assert o.p_make == (mine >= 3) and o.p_march == (mine == 5)
            assert o.tricks[mine] == 1.0


def test_ecarte_samples_respect_the_play():
    for seed in range(30):
        state = ecarte_play_position(ecarte.preset("classic"), seed, plays=2 + seed % 5)
        if state.is_over:
            continue
        me = state.current_player
        view = ecarte.observe(state, me)
        s = ecarte_sample(view, random.Random(seed))
        assert s.hands[me] == state.hands[me]
        assert len(s.hands[1 - me]) == len(state.hands[1 - me])
        assert set(s.legal_actions()) == set(state.legal_actions())
        assert len(set(s.cards_in_play())) == 32


def test_hint_names_the_best_card_and_compares():
    state = euchre_play_position(preset("standard"), 5, plays=0)
    view = observe(state, state.current_player)
    h = hint(view, samples=60)
    assert h.action == h.odds[0].action
    assert "% of deals" in h.text
    assert h.text.split(":")[0] in ("Play " + h.action.card.display,)
    assert h.odds[0].expected_points >= h.odds[-1].expected_points


def test_grades_follow_the_points_given_up():
    # Best / Good / Inaccuracy / Mistake / Blunder by expected points lost.
    def odds(a, ev):
        return ActionOdds(a, ev, 0.5, 0.1, 0.5, 100)
    acts = ["play AS", "play KS", "play QS", "play JS", "play TS"]
    table = (odds(acts[0], 1.0), odds(acts[1], 0.95), odds(acts[2], 0.8), odds(acts[3], 0.5),
             odds(acts[4], -1.0))
    labels = [grade_from_odds(a, table).label for a in acts]
    assert labels == ["Best", "Good", "Inaccuracy", "Mistake", "Blunder"]
    state = euchre_play_position(preset("standard"), 9, plays=3)
    view = observe(state, state.current_player)
    g = grade(view, view.legal_actions[0], samples=40)
    assert g.label in GRADES and g.loss >= 0
    assert grade(view, g.best.action, samples=40).label == "Best"


def test_bidding_odds_cover_every_option():
    state = deal(preset("standard"), 0, seed=21)
    b = bidding_odds(observe(state, state.current_player), samples=20)
    labels = [o.label for o in b.options]
    assert labels == ["Pass", "Order it up", "Order it up and go alone"]
    data = b.chart_data()
    assert len(data["expected_points"]) == 3 and data["samples"] == 20
    for o in b.options:
        assert abs(sum(o.odds.tricks) - 1) < 1e-9
        assert o.odds.samples == 20
    state = state.apply("pass").apply("pass").apply("pass").apply("pass")
    b2 = bidding_odds(observe(state, state.current_player), samples=10)
    assert any(o.label.startswith("Call") for o in b2.options)


def test_ecarte_proposal_odds_and_exchange():
    from ecarte_helpers import make
    s = make("7C 8D 9S TS 7H", "KH 8S QS KS JS", "9H")
    p = ecarte_proposal_odds(ecarte.observe(s, s.current_player), samples=20)
    assert {str(o.action) for o in p.odds} == {"propose", "stand"}
    assert len(p.chart_data()["labels"]) == 2
    s = s.apply("propose").apply("accept")
    action, odds = ecarte_expert_exchange(ecarte.observe(s, s.current_player), samples=10)
    assert action in s.legal_actions() and len(odds) >= 2
    h = ecarte_hint(ecarte.observe(s, s.current_player), samples=10)
    assert "% of deals" in h.text
    g = ecarte_grade(ecarte.observe(s, s.current_player), s.legal_actions()[0], samples=10)
    assert g.label in GRADES


def test_bidding_hint_speaks_in_points_not_in_making_the_hand():
    # Before trump is fixed nobody is a maker: the hint compares expected points.
    from engine import euchre
    from engine.ai import hint as ai_hint

    hand = euchre.deal(euchre.preset("standard"), dealer=0, seed=7)
    h = ai_hint(euchre.observe(hand, hand.current_player), samples=30, seed=1)
    assert "points on average" in h.text and "enough tricks" not in h.text
    best, second = h.odds[0], h.odds[1]
    assert f"{best.expected_points - second.expected_points:.2f} more than" in h.text


def test_equivalent_plays_are_solved_once_with_the_same_result():
    # Two discards that differ only by touching cards reach equivalent plays: the
    # shared cache must give each discard the tricks a fresh solve gives.
    from engine.ai.analysis import rollout
    rules = preset("standard")
    checked = 0
    for seed in range(12):
        hand = deal(rules, dealer=0, seed=seed).apply("pass").apply("pass").apply("pass")
        hand = hand.apply("order")
        if hand.phase is not Phase.DISCARD:
            continue
        view = observe(hand, hand.current_player)
        rng = random.Random(seed)
        for _ in range(4):
            state = sample_state(view, rng)
            solved = {}
            for a in view.legal_actions:
                assert rollout(state.apply(a), 0, solved=solved) == rollout(state.apply(a), 0)
            checked += 1
    assert checked >= 8
