"""Inference from the play (engine/ai/play_inference.py): sampled deals follow what the
other seats played, under their play policy, and still respect every void."""
from __future__ import annotations

import contextlib
import math
import random

import pytest

from engine import euchre
from engine.ai import analyse, kernel
from engine.ai.euchre_bots import IntermediateEuchre, eff
from engine.ai.play_inference import Likelihood, PlayEvidence
from engine.ai.sampling import sample_hands, weighted_deals
from engine.cards import Suit, parse_cards

from .positions import euchre_play_position

RULES = euchre.preset("standard")
HEARTS, CLUBS = Suit.HEARTS, Suit.CLUBS
# Seat 1 deals and turns the 9♥; seat 0 (the viewer) orders hearts up. Seat 2 (the
# viewer's partner) leads the A♣ and seat 3, out of clubs, throws the 9♠ rather than
# trump the ace: by the players' rules of thumb it would have trumped if it could.
HANDS = ["JH AH KH 9C TC", "JD QH TH JC JS", "AC KC QC 9D TD", "9S TS QS KD AD"]
UPCARD, KITTY = "9H", "QD KS AS"
BIDS = ("pass", "pass", "order", "discard JS", "partner")


def _view(*plays: str, seat: int = 0) -> euchre.View:
    state = euchre.from_deal(RULES, 1, HANDS, UPCARD, KITTY)
    for a in BIDS + plays:
        state = state.apply(a)
    return euchre.observe(state, seat)


def _mean(deals, seat: int, suit: Suit) -> float:
    return sum(sum(1 for c in hands[seat] if eff(c, HEARTS) is suit)
               for hands, _rest in deals) / len(deals)


def test_a_seat_that_discards_on_partners_ace_rather_than_trump_holds_fewer_trumps():
    # The same seed with and without the play as evidence: seat 3's sampled hands hold
    # fewer hearts when its discard counts, and never a club (its void).
    kernel(wait=True)
    view = _view("play AC", "play 9S")
    with_play = Likelihood.of(view, play=True)
    bids_only = Likelihood.of(view, play=False)
    assert with_play is not None and with_play.play is not None
    assert bids_only is not None and bids_only.play is None
    seen = weighted_deals(view, random.Random(4), 400, with_play)
    blind = weighted_deals(view, random.Random(4), 400, bids_only)
    assert _mean(seen, 3, HEARTS) < _mean(blind, 3, HEARTS) - 0.3
    for hands, _rest in seen:
        assert _mean([(hands, ())], 3, CLUBS) == 0


def test_the_policy_card_counts_hit_and_an_other_choice_the_rest_shared():
    # Partner's A♣ lead is the policy's card (no trump: its ace), and so is seat 3's 9♠
    # in the true deal (no trump either): hit * hit. Give seat 3 the T♥ instead of the
    # T♠ and its discard is one of four other distinct choices than trumping (9♠, Q♠,
    # T♥, the K♦-A♦ touching): hit * (1 - hit) / 3.
    kernel(wait=True)
    view = _view("play AC", "play 9S")
    evidence = PlayEvidence.of(view)
    assert evidence is not None
    hit = evidence.hit
    true = [parse_cards(h) for h in ("JH AH KH 9C TC", "JD QH TH JC 9H", "KC QC 9D TD",
                                     "TS QS KD AD")]
    trumped = [parse_cards(h) for h in ("JH AH KH 9C TC", "JD QH TS JC 9H", "KC QC 9D TD",
                                        "TH QS KD AD")]
    w_true, w_trumped = evidence.weights([true, trumped])
    assert w_true == pytest.approx(hit * hit)
    assert w_trumped == pytest.approx(hit * (1 - hit) / 3)


def test_odd_plays_make_deals_unlikely_never_impossible():
    # Random plays by every seat: every candidate deal keeps a positive weight, and the
    # sampler still returns the number of deals asked for.
    kernel(wait=True)
    for seed in range(20):
        state = euchre_play_position(RULES, seed, plays=3 + seed % 12)
        if state.phase is not euchre.Phase.PLAY:
            continue
        view = euchre.observe(state, state.current_player)
        evidence = Likelihood.of(view)
        if evidence is None:
            continue
        deals = [sample_hands(view, random.Random(seed))[0] for _ in range(30)]
        assert all(w > 0 for w in evidence.weights(deals))
        assert len(weighted_deals(view, random.Random(seed), 25, evidence)) == 25


def test_the_true_deal_of_a_hand_played_by_the_policy_gets_only_hits():
    # Every seat plays by the intermediate's rules: each play of the true deal is the
    # policy's card, so its weight is the hit's chance to a whole power (one per play
    # with a real choice); and the pure-Python kernel gives the compiled one's weights.
    kernel(wait=True)
    bot = IntermediateEuchre(books=False)   # (the policy the kernel compiles)
    for seed in range(12):
        state = euchre_play_position(RULES, seed)
        if state.phase is not euchre.Phase.PLAY:
            continue
        for _ in range(2 + seed % 10):
            if state.phase is not euchre.Phase.PLAY:
                break
            state = state.apply(bot.choose(euchre.observe(state, state.current_player)))
        if state.phase is not euchre.Phase.PLAY:
            continue
        view = euchre.observe(state, state.current_player)
        evidence = PlayEvidence.of(view)
        if evidence is None:
            continue
        (w,) = evidence.weights([[list(h) for h in state.hands]])
        power = math.log(w) / math.log(evidence.hit)
        assert power == pytest.approx(round(power), abs=1e-9)
        deals = [sample_hands(view, random.Random(seed))[0] for _ in range(20)]
        compiled = evidence.weights(deals)
        with _pure_kernel():
            assert evidence.weights(deals) == pytest.approx(compiled)


@contextlib.contextmanager
def _pure_kernel():
    from engine.ai import _kernel, solver
    saved = solver.kernel
    solver.kernel = lambda wait=False: _kernel   # type: ignore[assignment]
    try:
        yield
    finally:
        solver.kernel = saved


def test_analysis_in_play_is_deterministic_under_a_seed_and_values_every_legal_card():
    kernel(wait=True)
    view = _view("play AC", "play 9S")
    first = analyse(view, samples=60, seed=3, play_inference=True)
    again = analyse(view, samples=60, seed=3, play_inference=True)
    assert first == again
    assert {o.action for o in first} == set(view.legal_actions)
    blended = analyse(view, samples=60, seed=3, play_inference=True, play_value=0.5)
    assert blended == analyse(view, samples=60, seed=3, play_inference=True, play_value=0.5)
    assert {o.action for o in blended} == set(view.legal_actions)
