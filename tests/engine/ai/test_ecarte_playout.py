"""Écarté play-outs in which each seat plays from its own view (engine/ai/ecarte_playout.py):
the option of the analysis that takes the leader's clairvoyance out of the value of a
decision before the play."""
from __future__ import annotations

import random

import pytest

from engine import ecarte
from engine.ai import ecarte_analysis
from engine.ai.ecarte_analysis import analyse, rollout
from engine.ai.ecarte_bots import IntermediateEcarte
from engine.ai.ecarte_playout import finish
from engine.cards import parse_cards
from engine.ecarte.ranking import DECK

RULES = ecarte.preset("classic")


def _elder_view(hand: str, turnup: str) -> ecarte.View:
    """The elder (seat 1) about to propose or stand; seat 0 deals the rest in order."""
    mine = list(parse_cards(hand))
    up = parse_cards(turnup)[0]
    rest = [c for c in DECK if c not in mine and c != up]
    return ecarte.observe(ecarte.from_deal(RULES, 0, [rest[:5], mine], up, rest[5:]), 1)


def _stood() -> ecarte.HandState:
    """Hearts trumps; the elder (seat 1) stands with J♣ J♦ 9♥ 7♠ 10♠ against the
    dealer's 9♣ 8♦ 9♦ Q♥ J♠: the play begins."""
    from ecarte_helpers import make, run
    state = run(make("JC JD 9H 7S TS", "9C 8D 9D QH JS", "8H"), "stand")
    assert state.phase is ecarte.Phase.PLAY and state.current_player == 1
    return state


def test_seeing_the_dealers_cards_wins_the_elder_a_trick_it_cannot_find_alone():
    # Double-dummy the elder takes three tricks: the two jacks, then the 10♠ to draw the
    # dealer's J♠ before its last trump, so that the 9♥ ruffs the dealer's last diamond;
    # it leads that way because it sees the Q♥ and the diamond. From its own view (rules
    # of thumb, or guessing the dealer's cards) it cannot know them and takes two: the
    # point is lost, and the value of standing falls with it.
    state = _stood()
    solved = rollout(state, 1)
    assert solved[4] == 3 and solved[1]
    for how, rng in (("rules", None), ("sampled", random.Random(1))):
        own = rollout(state, 1, playout=how, rng=rng)
        assert own[4] == 2 and not own[1]


def test_the_rules_playout_is_the_intermediate_playing_from_its_own_view():
    # The fast loop must play exactly the cards the intermediate player chooses from
    # ``observe`` through the engine, for both seats, to the last trick: by its rules as
    # the coach's numbers were measured (``books=False``: it leads a lone trump with one
    # other card left; since s30 the player keeps it while a higher trump is out).
    bot = IntermediateEcarte(books=False)
    checked = 0
    for seed in range(40):
        state = ecarte.deal(RULES, dealer=seed % 2, seed=seed)
        state = ecarte_analysis._finish(state)
        if state.phase is not ecarte.Phase.PLAY:
            continue
        fast = finish(state, "rules")
        while state.phase is ecarte.Phase.PLAY:
            state = state.apply(bot.choose(ecarte.observe(state, state.current_player)))
        assert fast == state.tricks[state.elder], seed
        checked += 1
    assert checked >= 30


def test_standing_on_two_kings_and_a_trump_is_worth_less_without_clairvoyance():
    # K♣ K♥ 7♦ 8♠ 9♠, diamonds trumps: the elder who stands leads every trick with its
    # own five cards, and double-dummy it always knows which king the dealer can beat or
    # trump. Played from each seat's own view, standing wins the point less often, and
    # proposing (which the exchange improves) overtakes it.
    view = _elder_view("KC KH 7D 8S 9S", "AD")
    by_how = {how: {str(o.action): o for o in analyse(view, samples=200, seed=5, playout=how)}
              for how in ("solver", "rules", "sampled")}
    assert by_how["solver"]["stand"].expected_points > by_how["solver"]["propose"].expected_points
    for how in ("rules", "sampled"):
        assert by_how[how]["stand"].p_make < by_how["solver"]["stand"].p_make - 0.1
        assert by_how[how]["propose"].expected_points > by_how[how]["stand"].expected_points


@pytest.mark.parametrize("how", ["rules", "sampled"])
def test_own_view_playouts_are_the_same_for_the_same_seed(how):
    view = _elder_view("TC KC JD 7S 8S", "AD")
    first = analyse(view, samples=40, seed=11, playout=how)
    again = analyse(view, samples=40, seed=11, playout=how)
    assert [(o.action, o.values) for o in first] == [(o.action, o.values) for o in again]


def test_an_unknown_playout_is_refused():
    view = _elder_view("TC KC JD 7S 8S", "AD")
    with pytest.raises(ValueError, match="playout"):
        analyse(view, samples=5, playout="clairvoyant")


def test_the_coach_plays_out_from_each_seats_view_by_default():
    # Measured on bench/ecarte_quiz.py (README): the hint and the grade use it; the
    # expert keeps double-dummy play-outs, which won as many games.
    assert ecarte_analysis.PLAYOUT == "rules"
    view = _elder_view("KC KH 7D 8S 9S", "AD")
    default = analyse(view, samples=60, seed=3)
    assert [o.values for o in default] == \
        [o.values for o in analyse(view, samples=60, seed=3, playout="rules")]
