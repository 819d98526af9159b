"""Whom the analysis takes the players to be (``ecarte_analysis.OPPONENT``): the
intermediate before s30 (``"s29"``) or since (``"books"``: the dealer answers by
Cavendish's rule, a lone trump is kept while a higher one is unseen, and the inference
reads a refusal by the same rule)."""
from __future__ import annotations

import random

import pytest

from engine import ecarte
from engine.ai import ecarte_analysis
from engine.ai.ecarte_bots import ExpertEcarte, IntermediateEcarte
from engine.ai.ecarte_inference import Evidence
from engine.ai.ecarte_playout import finish
from engine.cards import parse_cards
from engine.ecarte.actions import PROPOSE, REFUSE
from engine.ecarte.ranking import DECK

CLASSIC = ecarte.Rules(penalty="classic")


def _deal(dealer: str, elder: str, turnup: str, rules: ecarte.Rules = CLASSIC
          ) -> ecarte.HandState:
    """Seat 0 deals ``dealer``, seat 1 (the elder) holds ``elder``; the talon in order."""
    d, e = list(parse_cards(dealer)), list(parse_cards(elder))
    up = parse_cards(turnup)[0]
    rest = [c for c in DECK if c not in d and c not in e and c != up]
    return ecarte.from_deal(rules, 0, [d, e], up, rest)


def test_the_books_playout_is_the_intermediate_since_s30_from_its_own_view():
    # The fast loop plays exactly the cards the intermediate chooses through the engine
    # (keeping a lone trump while a higher one is unseen), for both seats, every trick.
    bot = IntermediateEcarte()
    checked = kept = 0
    for seed in range(60):
        state = ecarte.deal(ecarte.preset("classic"), dealer=seed % 2, seed=seed)
        state = ecarte_analysis._finish(state)
        if state.phase is not ecarte.Phase.PLAY:
            continue
        fast = finish(state, "books")
        kept += fast != finish(state, "rules")
        while state.phase is ecarte.Phase.PLAY:
            state = state.apply(bot.choose(ecarte.observe(state, state.current_player)))
        assert fast == state.tricks[state.elder], seed
        checked += 1
    assert checked >= 40 and kept >= 1   # (and the rule changes some hands' tricks)


def test_the_books_inference_reads_a_guarded_refusal():
    # The older clubs' penalty: the elder proposed and the dealer refused. A dealer
    # holding 9♥ K♠ 8♠ Q♦ 7♦ (hearts trumps) is guarded in two suits with a trump:
    # Cavendish refuses with it; the rule before s30 (a jeu de règle of two trumps)
    # accepted with it. So the books make that hand likelier after a refusal.
    state = _deal("9H KS 8S QD 7D", "8C 9C TC JC 8D", "7H").apply(PROPOSE).apply(REFUSE)
    view = ecarte.observe(state, 1)
    hand = tuple(parse_cards("9H KS 8S QD 7D"))
    old = Evidence.of(view)
    books = Evidence.of(view, books=True)
    assert old is not None and books is not None
    rng = random.Random(1)
    assert books.weight(hand, (), rng) > 5 * old.weight(hand, (), rng)


def test_an_unknown_opponent_is_refused_and_the_expert_passes_its_own():
    view = ecarte.observe(_deal("9S 8S TD 7C AC", "8C 9C TC JC 8D", "7H"), 1)
    with pytest.raises(ValueError, match="opponent"):
        ecarte_analysis.analyse(view, samples=5, opponent="anyone")
    seen: list[object] = []

    def spy(*args: object, **kwargs: object) -> object:
        seen.append(kwargs.get("opponent"))
        raise RuntimeError("stop")
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(ecarte_analysis, "analyse", spy)
        with pytest.raises(RuntimeError):
            ExpertEcarte(opponent="books").choose(view)
    assert seen == ["books"]


def _trumps_held(view: ecarte.View, play: bool, n: int = 400) -> float:
    states = ecarte_analysis.sample_states(view, random.Random(3), n, True, play=play)
    opp = 1 - view.seat
    return sum(sum(1 for c in s.hands[opp] if c.suit is s.trump) for s in states) / n


def test_a_trump_led_says_the_leader_holds_more_trumps():
    # Hearts trumps. The elder stood and led the Q♥. The rules of thumb lead a trump with
    # three or more (or with one other card at most), so read with the play the elder
    # holds about two trumps besides the queen (about one read from its stand alone).
    state = _deal("9C 8D 9D JD QC", "KS 8H QH 7S AD", "7H").apply("stand")
    view = ecarte.observe(state.apply("play QH"), 0)
    assert _trumps_held(view, True) > _trumps_held(view, False) + 0.5


def test_play_inference_is_off_by_default_and_needs_a_play_to_read():
    state = _deal("9C 8D 9D JD QC", "KS 8H QH 7S AD", "7H").apply("stand")
    before = ecarte.observe(state, 0)
    assert Evidence.of(before, play=True).plays == ()   # type: ignore[union-attr]
    after = ecarte.observe(state.apply("play KS"), 0)
    assert Evidence.of(after).plays == ()                # type: ignore[union-attr]
    assert [c for _l, c, _k in Evidence.of(after, play=True).plays] == \
        list(parse_cards("KS"))                           # type: ignore[union-attr]


def _first_lead() -> ecarte.View:
    """Hearts trumps; the elder (seat 1) stood and leads the first trick."""
    state = _deal("9C 8D 9D JD QC", "KS 8H QH 7S AD", "7H").apply("stand")
    return ecarte.observe(state, 1)


def test_a_card_valued_by_the_rules_play_out_is_the_play_out_of_that_card():
    # ``in_play="books"``: each card's value is the sampled deals played on from it by
    # the rules of thumb (each seat from its own view), not double-dummy.
    view = _first_lead()
    odds = ecarte_analysis.analyse(view, samples=30, seed=2, in_play="books")
    states = ecarte_analysis.sample_states(view, ecarte_analysis._seed_of(view, 2), 30)
    for o in odds:
        mine = [finish(s.apply(o.action), "books") for s in states]   # (the elder's)
        assert o.expected_tricks == pytest.approx(sum(mine) / 30)
    with pytest.raises(ValueError, match="in_play"):
        ecarte_analysis.analyse(view, samples=5, in_play="sampled")


def test_with_game_in_play_a_card_gets_its_chance_of_winning_the_game():
    view = _first_lead()
    plain = ecarte_analysis.analyse(view, samples=20, seed=2, scores=(3, 4))
    game = ecarte_analysis.analyse(view, samples=20, seed=2, scores=(3, 4),
                                   game_in_play=True)
    assert all(o.game is None for o in plain)
    assert all(o.game is not None and 0.0 <= o.game.p_win <= 1.0 for o in game)
