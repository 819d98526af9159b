"""The chance of winning the game from a score (``engine.ai.game_odds``), and decisions
before the play judged by it when the score matters."""
from __future__ import annotations

import random

import pytest

from engine import euchre
from engine.ai import bidding_odds, grade, grade_from_odds, hint
from engine.ai import game_odds as G
from engine.euchre import preset
from engine.i18n import language
from engine.words import signed
from tests.i18n.pseudo import english_words, pseudo_language

STANDARD = preset("standard")
SAMPLES, SEED = 120, 1


def _simulate(rules, us: int, them: int, we_deal: bool, games: int, rng: random.Random) -> float:
    """Play ``games`` games on from the score by drawing each hand from the table."""
    dist = G.hand_outcomes(rules)
    outcomes = [(d, o) for d, o, _ in dist]
    weights = [p for _, _, p in dist]
    target, wins = rules.target_score, 0
    for _ in range(games):
        a, b, deal = us, them, we_deal
        while a < target and b < target:
            d, o = rng.choices(outcomes, weights)[0]
            a, b = (a + d, b + o) if deal else (a + o, b + d)
            deal = not deal
        wins += a >= target
    return wins / games


@pytest.mark.parametrize("score", [(9, 9, True), (9, 9, False), (0, 0, True), (6, 8, False),
                                   (8, 5, True)])
def test_the_dynamic_program_agrees_with_playing_the_games_out(score):
    # The exact chance against 20,000 seeded games drawn from the same hand table.
    rng = random.Random(sum(score[:2]) * 2 + score[2])
    exact = G.win_probability(STANDARD, *score)
    played = _simulate(STANDARD, *score, games=20_000, rng=rng)
    sigma = (exact * (1 - exact) / 20_000) ** 0.5
    assert abs(played - exact) < 4 * sigma


def test_from_level_scores_the_deal_alternating_makes_it_even():
    # By symmetry: my chance when I deal first plus yours when you do is one.
    for us in range(10):
        for them in range(10):
            for deal in (False, True):
                mine = G.win_probability(STANDARD, us, them, deal)
                theirs = G.win_probability(STANDARD, them, us, not deal)
                assert mine + theirs == pytest.approx(1, abs=1e-12)
    start = [G.win_probability(STANDARD, 0, 0, d) for d in (False, True)]
    assert sum(start) / 2 == pytest.approx(0.5, abs=1e-12)
    at_nine = [G.win_probability(STANDARD, 9, 9, d) for d in (False, True)]
    assert sum(at_nine) / 2 == pytest.approx(0.5, abs=1e-12)
    assert at_nine[1] > 0.5 > at_nine[0]      # the dealing side scores more hands


def test_more_points_never_lower_the_chance():
    for deal in (False, True):
        for us in range(10):
            for them in range(10):
                p = G.win_probability(STANDARD, us, them, deal)
                assert 0 < p < 1
                assert G.win_probability(STANDARD, us + 1, them, deal) >= p
                assert G.win_probability(STANDARD, us, them + 1, deal) <= p


def test_the_target_comes_from_the_rules():
    # A game to 5 from 4-4 is the 9-9 of a game to 10.
    five = STANDARD.replace(target_score=5)
    assert G.win_probability(five, 4, 4, True) == pytest.approx(
        G.win_probability(STANDARD, 9, 9, True))
    assert G.win_probability(five, 5, 3, False) == 1.0
    assert G.point_value(STANDARD) > G.point_value(STANDARD.replace(target_score=15))


def test_cutthroat_and_custom_rules_have_no_game_odds():
    # Three own scores (Cutthroat), and options no table was measured for, keep points.
    for rules in (preset("cutthroat"), STANDARD.replace(dealer_may_discard_upcard=False)):
        assert G.hand_outcomes(rules) is None
        with pytest.raises(ValueError, match="no game odds"):
            G.win_probability(rules, 0, 0, True)
    assert G.hand_outcomes(preset("two_handed")) is not None


# ----- decisions ----------------------------------------------------------------

def loner_deal():
    # Dealer seat 3 turns up the J♠; seat 0 passes; seat 1 (the dealer's partner) holds
    # both black bowers, Q♠ 9♠ and the A♥: going alone scores the most on average.
    return euchre.from_deal(STANDARD, 3, ["AC QD TH KS AS", "JC QH AH 9S QS",
                                          "TC KC TD KD 9H", "9C QC 9D JH KH"],
                            "JS", "AD JD TS").apply("pass")


def _by_points(odds):
    return max(odds, key=lambda o: o.expected_points)


def test_at_eight_all_play_with_your_partner_though_alone_scores_more():
    # At 8 a march with the partner wins the game as surely as a lone march, and the
    # partner makes it likelier: the game, not the points, decides.
    view = euchre.observe(loner_deal(), 1)
    scores = (8, 8)
    odds = bidding_odds(view, samples=SAMPLES, seed=SEED, scores=scores)
    ranked = odds.ranked()
    assert odds.by_game
    top = _by_points(ranked)
    assert top.plan[-1] == euchre.Action.parse("alone")       # alone: the most points
    best = ranked[0]
    assert best.plan == (euchre.Action.parse("order"),)       # with partner: the game
    assert best.game.p_win > top.game.p_win + G.MIN_GAIN

    h = hint(view, samples=SAMPLES, seed=SEED, scores=scores)
    assert h.odds == ranked and h.action == best.action
    assert h.text.startswith("The score matters: with your side at 8 and theirs at 8, "
                             "Order it up gives you the best chance to win the game, "
                             f"{best.game.p_win:.0%} against {ranked[1].game.p_win:.0%}")
    assert (f"By the points of this deal alone Order it up and go alone would be better "
            f"({signed(top.expected_points)}") in h.text
    g = grade(view, "pass", samples=SAMPLES, seed=SEED, scores=scores)
    assert g.by_game and g.label in ("Mistake", "Blunder")
    assert g.numbers.endswith(f"({best.game.p_win:.0%} against "
                           f"{g.chosen.game.p_win:.0%}).")


def test_the_alone_question_at_eight_all_is_judged_by_the_game():
    # The same hand after ordering up: the maker's own alone decision.
    state = loner_deal().apply("order").apply("discard 9C")
    view = euchre.observe(state, 1)
    alone, partner = euchre.Action.parse("alone"), euchre.Action.parse("partner")
    plain = hint(view, samples=SAMPLES, seed=SEED)
    assert plain.action == alone                       # by points: go alone
    h = hint(view, samples=SAMPLES, seed=SEED, scores=(8, 8))
    assert h.action == partner and h.text.startswith("The score matters")
    g = grade(view, alone, samples=SAMPLES, seed=SEED, scores=(8, 8))
    assert g.by_game and g.label in ("Mistake", "Blunder")
    assert grade(view, alone, samples=SAMPLES, seed=SEED).label == "Best"


def test_at_the_start_of_a_game_the_points_view_stays():
    # 0-0: the game and the points agree; the hint and grade say nothing of the score.
    view = euchre.observe(loner_deal(), 1)
    odds = bidding_odds(view, samples=SAMPLES, seed=SEED, scores=(0, 0))
    assert not odds.by_game
    ranked = odds.ranked()
    assert ranked[0] is max(ranked, key=lambda o: o.game.p_win)   # both views agree
    plain = hint(view, samples=SAMPLES, seed=SEED)
    h = hint(view, samples=SAMPLES, seed=SEED, scores=(0, 0))
    assert h.text == plain.text and "score" not in h.text and "game" not in h.text
    for action in ("order", "pass"):
        g = grade(view, action, samples=SAMPLES, seed=SEED, scores=(0, 0))
        assert not g.by_game
        assert (g.label, g.loss, g.text) == (lambda p: (p.label, p.loss, p.text))(
            grade(view, action, samples=SAMPLES, seed=SEED))


def test_the_outcomes_behind_the_game_odds_are_the_samples():
    # Each plan's net points over its samples: shares summing to one, mean = the points.
    view = euchre.observe(loner_deal(), 1)
    for o in bidding_odds(view, samples=SAMPLES, seed=SEED).ranked():
        assert sum(share for _, share in o.points_dist) == pytest.approx(1)
        assert sum(p * share for p, share in o.points_dist) == pytest.approx(o.expected_points)


def test_the_same_seed_gives_the_same_verdict():
    view = euchre.observe(loner_deal(), 1)
    a = hint(view, samples=SAMPLES, seed=SEED, scores=(8, 8))
    b = hint(view, samples=SAMPLES, seed=SEED, scores=(8, 8))
    assert a.odds == b.odds and a.text == b.text
    assert grade_from_odds(a.action, a.odds) == grade_from_odds(b.action, b.odds)


def test_bad_scores_are_refused_in_words():
    view = euchre.observe(loner_deal(), 1)
    for scores in ((8,), (8, -1), (10, 3), ("8", 8)):
        with pytest.raises(ValueError, match="scores|over"):
            hint(view, samples=4, seed=SEED, scores=scores)
        with pytest.raises(ValueError, match="scores|over"):
            grade(view, "pass", samples=4, seed=SEED, scores=scores)


def test_the_score_sentences_come_through_the_catalogue():
    view = euchre.observe(loner_deal(), 1)
    h = hint(view, samples=SAMPLES, seed=SEED, scores=(8, 8))
    grades = [grade_from_odds(a, h.odds) for a in view.legal_actions]
    alone = euchre.observe(loner_deal().apply("order").apply("discard 9C"), 1)
    grades += [grade(alone, a, samples=SAMPLES, seed=SEED, scores=(9, 9))
               for a in alone.legal_actions]
    assert {g.label for g in grades} >= {"Best", "Blunder"}
    texts = [h.text] + [g.text for g in grades]
    for text in texts:
        assert "{" not in text and "}" not in text
    with language("en"):
        assert all(english_words(t) for t in texts)
    with pseudo_language():
        for text in [h.text] + [g.text for g in grades]:
            assert "{" not in text and "}" not in text
            assert english_words(text) == [], text


def test_two_handed_is_judged_by_the_game_and_cutthroat_keeps_points():
    # Two players: each is a side, the deal alternates. Cutthroat: three scores, points only.
    two = euchre.deal(preset("two_handed"), dealer=1, seed=3)
    view = euchre.observe(two, two.current_player)
    odds = bidding_odds(view, samples=20, seed=SEED, scores=(9, 9))
    assert all(0 <= o.game.p_win <= 1 for o in odds.ranked())
    three = euchre.deal(preset("cutthroat"), dealer=2, seed=3)
    view = euchre.observe(three, three.current_player)
    odds = bidding_odds(view, samples=20, seed=SEED, scores=(9, 9, 9))
    assert not odds.by_game and all(o.game is None for o in odds.ranked())
    assert hint(view, samples=20, seed=SEED, scores=(9, 9, 9)).text == \
        hint(view, samples=20, seed=SEED).text


def _odds(points: float, p_win: float, name: str):
    from engine.ai import ActionOdds
    return ActionOdds(euchre.Action.parse(name), points, 0.5, 0.1, 0.5, 100,
                      game=G.GameChance(p_win, (9, 9), 0.07))


def test_the_score_matters_only_when_it_changes_the_advice():
    # Another choice best for the game; or a game gap much wider than the points say.
    assert G.matters([_odds(2.3, 0.80, "alone"), _odds(1.8, 0.92, "partner")])
    assert G.matters([_odds(0.5, 0.90, "order"), _odds(0.4, 0.60, "pass")])
    # Both make the game as surely: the extra points do not matter, the points' choice stands.
    assert not G.matters([_odds(2.3, 1.0, "alone"), _odds(1.8, 1.0, "partner")])
    # A game gap in line with the points (0.07 a point here) is no news.
    assert not G.matters([_odds(1.0, 0.57, "order"), _odds(0.0, 0.50, "pass")])
    # Less than MIN_GAIN better for the game: noise, and the gap is not wider either.
    assert not G.matters([_odds(1.0, 0.500, "order"), _odds(0.9, 0.505, "pass")])


def _deal_odds(action: str, values, wins):
    from engine.ai.analysis import ActionOdds
    n = len(values)
    return ActionOdds(euchre.Action.parse(action), sum(values) / n, 0.5, 0.0, 0.5, n,
                      values=tuple(values), draws=tuple(range(n)),
                      game=G.GameChance(sum(wins) / n, (9, 6), G.point_value(STANDARD),
                                        tuple(wins)))


def test_a_choice_the_game_cannot_tell_from_the_best_is_no_mistake_by_its_points():
    # Ordering loses 0.35 points a deal against passing (a Mistake by the points), but at
    # 9-6 both win the game as often: the grade judges by the game and calls it Best.
    passing = _deal_odds("pass", [-1.0, -0.5] * 20, [0.80, 0.76] * 20)
    ordering = _deal_odds("order", [-1.35, -0.85] * 20, [0.80, 0.77] * 20)
    assert not G.matters([passing, ordering])        # the hint keeps the points' choice
    g = grade_from_odds(ordering.action, [passing, ordering])
    assert g.by_game and g.label == "Best" and g.best is ordering
    # ... while a choice the game also ranks clearly lower stays a Mistake by its points
    worse = _deal_odds("order", [-1.35, -0.85] * 20, [0.77, 0.73] * 20)
    g = grade_from_odds(worse.action, [passing, worse])
    assert g.label == "Mistake" and not g.by_game
