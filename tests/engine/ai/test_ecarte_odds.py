"""Écarté decisions judged by the chance of winning the game (engine/ai/ecarte_odds.py):
the table from a score, and the hint and grade that say so when the score changes the
advice."""
from __future__ import annotations

import pytest

from engine import ecarte
from engine.ai import ecarte_game, ecarte_odds
from engine.cards import parse_cards
from engine.ecarte.ranking import DECK

RULES = ecarte.preset("classic")


def _elder_view(hand: str, turnup: str) -> ecarte.View:
    """The elder (seat 1) about to propose or stand; seat 0 deals. The dealer's cards
    and the talon are the rest of the pack in order: the elder never sees them."""
    mine = list(parse_cards(hand))
    up = parse_cards(turnup)[0]
    rest = [c for c in DECK if c not in mine and c != up]
    return ecarte.observe(ecarte.from_deal(RULES, 0, [rest[:5], mine], up, rest[5:]), 1)


# One trump (the jack of diamonds), the king of clubs, two small spades.
VIEW = _elder_view("TC KC JD 7S 8S", "AD")
# The score's tests below value this hand's play double-dummy, where standing and
# proposing are close by points; played from each seat's own view (the coach's default,
# ``ecarte_playout``) standing is far behind and no score in reach turns it round.
DD = {"playout": "solver"}


def test_reaching_the_target_wins_and_the_table_is_a_probability():
    assert ecarte_odds.win_probability(RULES, 5, 3, False) == 1.0
    assert ecarte_odds.win_probability(RULES, 2, 5, True) == 0.0
    for us in range(5):
        for them in range(5):
            for deal in (False, True):
                assert 0.0 < ecarte_odds.win_probability(RULES, us, them, deal) < 1.0


def test_more_points_and_the_deal_are_worth_a_better_chance():
    # A point closer to the target never hurts; the two players' chances add up to 1.
    for them in range(5):
        for us in range(4):
            assert ecarte_odds.win_probability(RULES, us + 1, them, True) > \
                ecarte_odds.win_probability(RULES, us, them, True)
    assert ecarte_odds.win_probability(RULES, 2, 3, True) + \
        ecarte_odds.win_probability(RULES, 3, 2, False) == pytest.approx(1.0)


def test_three_players_and_unknown_rules_have_no_game_odds():
    assert ecarte_odds.hand_outcomes(ecarte.preset("three")) is None
    assert ecarte_odds.hand_outcomes(RULES.replace(must_trump=False)) is None
    # The target and the stake do not change how a hand is played: the same table.
    assert ecarte_odds.hand_outcomes(ecarte.preset("napoleon")) == \
        ecarte_odds.hand_outcomes(RULES.replace(stake=3)) == ecarte_odds.hand_outcomes(RULES)
    # The older clubs' penalty has a table of its own.
    assert ecarte_odds.hand_outcomes(RULES.replace(penalty="classic")) not in \
        (None, ecarte_odds.hand_outcomes(RULES))


def test_the_score_changes_the_advice_when_the_dealer_needs_one_point():
    # By the points of the hand, propose (standing and failing costs 2); with the dealer
    # at 4 any point of the dealer's ends the game, so the penalty no longer matters.
    plain = ecarte_game.hint(VIEW, samples=200, **DD)
    judged = ecarte_game.hint(VIEW, samples=200, scores=(4, 2), **DD)
    assert str(plain.action) == "propose"
    assert str(judged.action) == "stand"
    assert judged.text.startswith("The score matters: with you at 2 and your opponent at 4, "
                                  "Stand (play these cards) gives you the best chance to win")
    assert "{" not in judged.text and "}" not in judged.text
    grade = ecarte_game.grade(VIEW, "propose", samples=200, scores=(4, 2), **DD)
    assert grade.by_game and grade.label not in ("Best", "Good")
    assert "wins the game more often" in grade.text


@pytest.mark.parametrize("scores", [None, (0, 0), (2, 2)])
def test_the_score_changes_nothing_at_an_even_early_score(scores):
    kwargs = dict(DD) if scores is None else {"scores": scores, **DD}
    hint = ecarte_game.hint(VIEW, samples=200, **kwargs)
    assert str(hint.action) == "propose"
    assert "score matters" not in hint.text
    assert ecarte_game.grade(VIEW, "propose", samples=200, **kwargs).label == "Best"


def test_every_choice_gets_its_chance_of_the_game_from_the_same_samples():
    odds = ecarte_game.hint(VIEW, samples=100, scores=(1, 1)).odds
    assert all(o.game is not None and 0.0 <= o.game.p_win <= 1.0 for o in odds)
    assert all(o.game.score == (1, 1) for o in odds)
    assert ecarte_game.hint(VIEW, samples=100).odds[0].game is None


@pytest.mark.parametrize("bad", [(5, 0), (1,), (-1, 2), ("1", 2)])
def test_scores_that_do_not_fit_are_refused_before_any_work(bad):
    with pytest.raises(ValueError):
        ecarte_game.grade(VIEW, "stand", samples=10, scores=bad)


def _dealer_holds_the_king() -> ecarte.View:
    """Cavendish's rules; the dealer (seat 0) holds K♥ Q♠ 9♣ 8♣ 7♣, hearts trumps, and
    the elder has just played without proposing: mark the king or not."""
    from ecarte_helpers import make, run
    rules = ecarte.Rules(penalty="classic")
    state = run(make("QC JC 9D 8S AS", "KH QS 9C 8C 7C", "7H", rules=rules), "stand")
    return ecarte.observe(state, 0)


def test_a_king_that_cannot_change_the_game_costs_nothing_to_keep_quiet():
    # At 3 to the elder's 4 (the elder stood: failing pays 2), the tricks decide the
    # game whatever the king scores; the points of this hand overstate the king.
    view = _dealer_holds_the_king()
    grade = ecarte_game.grade(view, "no declaration", samples=60, scores=(3, 4))
    assert grade.by_game and grade.label == "Best" and grade.loss == 0.0
    assert grade.text.startswith("Best: With you at 3 and your opponent at 4, no other "
                                 "choice gives a better chance to win the game")
    hint = ecarte_game.hint(view, samples=60, scores=(3, 4))
    assert hint.numbers.startswith(
        "The score matters: with you at 3 and your opponent at 4, Declare the king (Roi) "
        "scores 1.00 points more than Say nothing this deal, but the chance to win the "
        "game differs much less (")
    assert "{" not in hint.text and "}" not in hint.text


@pytest.mark.parametrize("scores", [None, (0, 0)])
def test_a_king_that_can_change_the_game_is_declared(scores):
    # The same hand at the start of a game: the king's point counts, keeping quiet throws
    # it away, and the hint says so by the points.
    view = _dealer_holds_the_king()
    kwargs = {} if scores is None else {"scores": scores}
    grade = ecarte_game.grade(view, "no declaration", samples=60, **kwargs)
    assert not grade.by_game and grade.label == "Blunder"
    hint = ecarte_game.hint(view, samples=60, **kwargs)
    assert str(hint.action) == "declare king" and "score matters" not in hint.text
