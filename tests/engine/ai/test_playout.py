"""Information-set play-outs (``engine.ai.playout``): every seat plays from its own view,
only legal cards, the same values for the same seed, and bids valued sensibly."""
from __future__ import annotations

import pytest

from engine.ai import bidding_odds, kernel
from engine.ai.euchre_bots import IntermediateEuchre
from engine.ai.playout import playout_maker_tricks, playout_plays
from engine.ai.solver import solve
from engine.euchre import PRESETS, Phase, from_deal, observe, preset, team_of
from engine.euchre import actions as A

from .positions import euchre_play_position

_BOT = IntermediateEuchre(books=False)   # (the rules the play-outs follow)


def _makers_tricks(state):
    team = team_of(state.rules, state.maker)
    return sum(w for s, w in enumerate(state.won) if team_of(state.rules, s) == team)


@pytest.mark.parametrize("pure", [True, False], ids=["pure", "compiled"])
@pytest.mark.parametrize("name", sorted(PRESETS))
def test_playout_plays_legal_cards_as_the_intermediate_would_from_its_view(name, pure):
    # Each play is legal (``apply`` raises otherwise) and is the intermediate player's
    # choice from observe(state, seat): what that seat may see, nothing more.
    if not pure:
        kernel(wait=True)
    rules = PRESETS[name]
    for seed in range(12):
        state = euchre_play_position(rules, seed, plays=seed % 6)
        if state.phase is not Phase.PLAY:
            continue
        s = state
        for seat, card in playout_plays(state, pure=pure):
            assert seat == s.current_player
            assert _BOT.choose(observe(s, seat)) == A.play(card)
            s = s.apply(A.play(card))
        assert s.is_over
        if rules.players != 3:   # (Cutthroat: the same count, but per seat)
            assert playout_maker_tricks(state, pure=pure) == _makers_tricks(s)


# Hearts are trump, ordered up by seat 1 (the dealer, seat 0, discards). The deals differ
# only in the K♠ and the Q♣ of seats 2 and 3, which seat 1 cannot see: with every card
# known the best lead differs (the solver), so a policy that peeked would notice.
_SEAT0 = "TD QD 9S TS QS"
_SEAT1 = "JH AH KC 9D AS"
_DEAL_A = [_SEAT0, _SEAT1, "9C KS JS KD AD", "AC QC JC TC JD"]
_DEAL_B = [_SEAT0, _SEAT1, "9C QC JS KD AD", "AC KS JC TC JD"]


def _ordered(hands):
    s = from_deal(preset("standard"), 0, hands, "9H")
    s = s.apply(A.ORDER)                       # seat 1 orders up the 9♥
    s = s.apply(A.discard(s.hands[0][0]))      # the dealer discards
    return s.apply(A.PARTNER)


def test_a_seats_playout_decision_does_not_depend_on_cards_it_cannot_see():
    # Seat 1 leads the same card in both deals, and plays the same card whenever what it
    # has seen so far (the plays before) is the same.
    a, b = _ordered(_DEAL_A), _ordered(_DEAL_B)
    assert a.current_player == b.current_player == 1 and a.hands[1] == b.hands[1]
    best_a, best_b = set(solve(a).best_actions), set(solve(b).best_actions)
    assert best_a.isdisjoint(best_b)            # the deals differ where it matters
    kernel(wait=True)
    for pure in (True, False):
        plays_a, plays_b = playout_plays(a, pure=pure), playout_plays(b, pure=pure)
        assert plays_a[0] == plays_b[0]
        for k, (pa, pb) in enumerate(zip(plays_a, plays_b)):
            if plays_a[:k] != plays_b[:k]:
                break
            if pa[0] == 1:
                assert pa == pb


def test_playout_is_deterministic_and_bidding_odds_repeat_for_a_seed():
    state = _ordered(_DEAL_A)
    assert playout_maker_tricks(state) == playout_maker_tricks(state)
    view = observe(from_deal(preset("standard"), 0, _DEAL_A, "9H"), 1)
    one = bidding_odds(view, samples=30, seed=11, play_out=True)
    two = bidding_odds(view, samples=30, seed=11, play_out=True)
    assert one.chart_data() == two.chart_data()


def test_ordering_up_with_both_bowers_and_the_ace_is_worth_points():
    # First seat holds J♥ J♦ A♥ and two small cards with the 9♥ turned: ordering up gains
    # on average and is almost always made (valued by play-outs from every seat's view).
    # (Passing is not asserted lower: the rollouts' opponents may pick up into a euchre.)
    hands = ["TD QD 9S TS QS", "JH JD AH 9C TC", "KC KS JS KD AD", "AC QC JC AS 9D"]
    view = observe(from_deal(preset("standard"), 0, hands, "9H"), 1)
    plans = {o.plan: o for o in bidding_odds(view, samples=60, seed=3, play_out=True).ranked()}
    order = plans[(A.ORDER,)]
    assert order.expected_points > 0.5
    assert order.p_make > 0.8


def test_playout_values_a_march_of_the_top_trumps():
    # The makers hold the five top hearts between them: every play-out takes all five.
    hands = ["9C TC QC KC AC", "JH JD AH KH QH", "9D TD QD KD AD", "TH 9S TS QS KS"]
    s = from_deal(preset("standard"), 0, hands, "9H").apply(A.ORDER)
    s = s.apply(A.discard(s.hands[0][0])).apply(A.PARTNER)
    assert playout_maker_tricks(s) == 5


def test_a_blend_is_the_average_of_both_valuations_on_the_same_deals():
    # play_out=0.5: each sampled deal counts half double-dummy, half played out.
    view = observe(from_deal(preset("standard"), 0, _DEAL_A, "9H"), 1)
    dd, po, mid = (bidding_odds(view, samples=20, seed=5, play_out=w).options
                   for w in (0.0, 1.0, 0.5))
    assert any(a.odds.expected_points != b.odds.expected_points for a, b in zip(dd, po))
    for a, b, m in zip(dd, po, mid):
        assert a.actions == b.actions == m.actions
        assert m.odds.expected_points == pytest.approx(
            (a.odds.expected_points + b.odds.expected_points) / 2)
        assert m.odds.p_make == pytest.approx((a.odds.p_make + b.odds.p_make) / 2)
        assert m.odds.samples == a.odds.samples == 20
