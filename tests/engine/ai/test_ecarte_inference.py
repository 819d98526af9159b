"""Inference from the proposal and the exchange (engine/ai/ecarte_inference.py): the
opponent's choices make some hidden hands likelier, and the sampler never breaks what
the viewer knows."""
from __future__ import annotations

import random
import statistics

from engine import ecarte
from engine.ai import ecarte_analysis as ea
from engine.ai.ecarte_inference import Evidence, trumps_and_kings
from engine.ecarte.ranking import KINGS

RULES = ecarte.preset("classic")
# Seat 0 deals and holds the king and queen of trumps (hearts: the 8 is turned up).
DEAL = dict(dealer=0, hands=["KH QH 7C 8D 9S", "JS AS 8C TD 7H"], turnup="8H",
            talon="9H TH JH AH 7D 9D JD QD KD AD 7S 8S TS QS KS 9C TC JC QC KC AC")
# What the dealer does not see: 26 cards, 5 trumps (9H..AH, 7H) and 3 plain kings among them.
CHANCE = 5 * 8 / 26


def _dealer_view(*actions: str) -> ecarte.View:
    state = ecarte.from_deal(RULES, **DEAL)
    for a in actions:
        state = state.apply(a)
    return ecarte.observe(state, 0)


def _mean_good(view: ecarte.View, inference: bool, n: int = 400) -> float:
    states = ea.sample_states(view, random.Random(1), n, inference)
    return statistics.mean(trumps_and_kings(s.hands[1], s.trump) for s in states)


def test_without_inference_the_samples_hold_what_chance_gives():
    # The sampler alone deals the unseen cards at random: about 5 x 8/26 trumps and kings.
    view = _dealer_view("propose", "accept", "exchange 8C")
    assert abs(_mean_good(view, False) - CHANCE) < 0.15


def test_an_opponent_who_took_one_card_holds_more_trumps_and_kings_than_chance():
    # Proposed, then changed a single card: it kept four cards worth keeping.
    view = _dealer_view("propose", "accept", "exchange 8C")
    assert _mean_good(view, True) > CHANCE + 0.4


def test_an_elder_who_stood_holds_more_trumps_and_kings_than_chance():
    # Played without proposing: a jeu de règle, by the rules of thumb.
    view = _dealer_view("stand")
    assert _mean_good(view, True) > CHANCE + 0.5


def test_taking_one_card_says_more_than_taking_four():
    one = _mean_good(_dealer_view("propose", "accept", "exchange 8C"), True)
    four = _mean_good(_dealer_view("propose", "accept", "exchange JS AS 8C TD"), True)
    assert one > four


def test_nothing_to_learn_before_the_opponent_acts():
    # The elder's own first decision: the dealer has done nothing yet.
    state = ecarte.from_deal(RULES, **DEAL)
    assert Evidence.of(ecarte.observe(state, 1)) is None


def test_the_weighted_sampler_never_breaks_a_void_or_a_card_seen():
    # The dealer leads a spade and the elder, void in spades, must trump: after it, no
    # sampled elder hand holds a spade, and no card the dealer has seen is dealt again.
    state = ecarte.from_deal(RULES, dealer=0, hands=["9S 8S KH QH 7C", "JH 8C TD 7D 9D"],
                             turnup="8H",
                             talon="9H TH AH 7H JS AS 7S TS QS KS 9C TC JC QC KC AC JD QD KD AD 8D")
    state = state.apply("stand").apply("declare king").apply("play JH").apply("play KH")
    state = state.apply("play 9S").apply("play 8C")   # the elder shows out of spades, no trump
    view = ecarte.observe(state, 0)
    seen = set(view.hand) | {view.turnup} | {c for t in view.tricks_played for c in (t.lead, t.follow)}
    for s in ea.sample_states(view, random.Random(3), 300, True):
        elder = s.hands[1]
        assert not any(c.suit.letter == "S" for c in elder)
        assert not any(c.suit is s.trump for c in elder)     # could not trump either
        assert not seen & (set(elder) | set(s.talon) | set(s.discards[1]))


def test_an_opponent_who_did_not_declare_seldom_holds_the_king():
    # The elder stood and leads; the dealer was asked nothing it said aloud: had it held
    # the king of trumps it would have declared it, so its samples rarely hold it.
    state = ecarte.from_deal(RULES, dealer=0, hands=["9S 8S JH QH 7C", "KS 8C TD 7D 9D"],
                             turnup="8H",
                             talon="9H TH AH 7H JS AS 7S TS QS KH 9C TC JC QC KC AC JD QD KD AD 8D")
    view = ecarte.observe(state.apply("stand"), 1)
    assert view.phase is ecarte.Phase.PLAY and view.current_player == 1
    king = KINGS[view.trump]
    plain = sum(king in s.hands[0] for s in ea.sample_states(view, random.Random(5), 300, False))
    informed = sum(king in s.hands[0] for s in ea.sample_states(view, random.Random(5), 300, True))
    assert plain > 30 and informed < plain / 3


def test_resampled_copies_count_as_one_draw_in_the_sampling_error():
    # With inference the deals are resampled, so some come back more than once: the odds
    # say which are copies, and the error counts them as one draw (larger than if not).
    from engine.ai import confidence
    view = _dealer_view("propose", "accept", "exchange 8C")
    odds = ea.analyse(view, samples=120, seed=2)
    draws = odds[0].draws
    assert len(draws) == len(odds[0].values) == 120
    assert len(set(draws)) < len(draws)
    best, other = odds[0], odds[-1]
    naive = confidence.paired_se(best.values, other.values)
    assert confidence.loss_se(best, other) > naive > 0
