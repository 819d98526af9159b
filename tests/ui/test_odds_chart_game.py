"""The odds chart says what the hint judged by: the chance of winning the game when the
score matters, the points of the hand otherwise."""
from __future__ import annotations

import pytest

from engine import ecarte, euchre
from engine.ai import bidding_odds, hint
from lessons.coach import CoachedGame
from ui.odds_charts import odds_figure


def _view():
    # The dealer's partner (seat 1) with both black bowers, the J♠ turned up, first seat passed.
    hand = euchre.from_deal(euchre.preset("standard"), 3,
                            ["AC QD TH KS AS", "JC QH AH 9S QS", "TC KC TD KD 9H",
                             "9C QC 9D JH KH"], "JS", "AD JD TS").apply("pass")
    return euchre.observe(hand, 1)


def _left(fig):
    """The left panel's bars and its title, read as one line (it is wrapped for phones)."""
    return fig.data[0], fig.layout.annotations[0].text.replace("<br>", " ")


def test_the_panels_stack_and_their_titles_wrap_to_fit_a_phone():
    # side by side, a 390-px phone left each panel about 100 px and the titles overlapped
    data = bidding_odds(_view(), samples=60, seed=1, scores=(0, 0)).chart_data()
    fig = odds_figure(data, "Your bidding options")
    titles = [a.text for a in fig.layout.annotations[:2]]
    assert titles == ["Expected points<br>this deal", "Tricks your side takes<br>(share of deals)"]
    assert fig.layout.title.text == "Your bidding options<br>60 sampled deals"
    points, tricks = fig.layout.yaxis.domain, fig.layout.yaxis2.domain
    assert points[0] > tricks[1]                       # one above the other, apart
    assert fig.layout.xaxis.domain == fig.layout.xaxis2.domain == (0.0, 1.0)


def test_at_eight_all_the_chart_shows_the_chance_of_winning_the_game():
    view = _view()
    data = bidding_odds(view, samples=120, seed=1, scores=(8, 8)).chart_data()
    assert data["by_game"]
    bars, title = _left(odds_figure(data, "Your bidding options"))
    assert title == "Chance to win the game"
    assert list(bars.x) == data["p_win_game"]
    shown = hint(view, samples=120, seed=1, scores=(8, 8)).text
    best, second = sorted(zip(bars.x, bars.text), reverse=True)[:2]
    assert f"{best[1]} against {second[1]}" in shown    # the numbers the hint quotes
    assert "{" not in bars.hovertemplate.replace("%{", "")


def test_at_the_start_of_a_game_the_chart_keeps_the_points():
    data = bidding_odds(_view(), samples=120, seed=1, scores=(0, 0)).chart_data()
    assert not data["by_game"]
    bars, title = _left(odds_figure(data, "Your bidding options"))
    assert title == "Expected points this deal"
    assert list(bars.x) == data["expected_points"]


def test_without_partners_the_tricks_panel_speaks_of_your_own_tricks():
    # Before: "Tricks your side takes" above an Écarté, Cutthroat or two-handed chart, where
    # the learner has no side
    data = bidding_odds(_view(), samples=30, seed=1).chart_data()
    alone = odds_figure(data, "Your bidding options", partners=False).layout.annotations[1].text
    assert alone.replace("<br>", " ") == "Tricks you take (share of deals)"


@pytest.mark.parametrize("game, rules, partners", [
    ("euchre", euchre.preset("standard"), True),
    ("euchre", euchre.preset("cutthroat"), False),
    ("euchre", euchre.preset("two_handed"), False),
    ("ecarte", ecarte.preset("classic"), False),
])
def test_a_learner_has_a_partner_only_at_four_player_euchre(game, rules, partners):
    assert CoachedGame.new(rules, seed=3, reply=False).has_partner is partners


def _ecarte_proposal(samples: int = 60):
    """The elder's proposal of a seeded Écarté game: its odds chart and its hint, worked out
    on the same samples and seed, as the Play page asks for them."""
    from dataclasses import replace

    from lessons.coach import run_job
    from ui.games.ecarte import play as view
    game = CoachedGame.new(ecarte.preset("classic"), seed=3)
    assert game.has_odds
    odds = run_job(replace(game.odds_job(), samples=samples))
    hint_text = run_job(replace(game.hint_job(), samples=samples)).text
    data, title = view.odds_chart(game, odds)
    return odds_figure(data, title, game.has_partner), data, hint_text


def test_the_ecarte_odds_chart_shows_the_chance_of_the_point_the_hint_quotes():
    """Before: the hint said "Stand (play these cards): you win the point in 72% of deals
    (about +0.15 points on average), against 50% for Propose an exchange" and the chart beside
    it showed +0.15 and −0.33 only: the 72% and 50% were nowhere on it."""
    fig, data, hint_text = _ecarte_proposal()
    bars, title = _left(fig)
    assert title == "Expected points this deal and the chance of the point"
    for label, text in zip(bars.y, bars.text):
        points, chance = text.split(" · ")
        assert label in data["labels"] and chance.endswith("%")
    quoted = [t.split(" · ")[1] for t in bars.text]
    assert all(q in hint_text for q in quoted)              # 72% and 50%, as the hint says
    assert all("wins the point" in h for h in bars.customdata)


def test_the_tricks_hover_counts_one_trick_in_the_singular():
    fig, _data, _hint = _ecarte_proposal(samples=20)
    hovers = [t.hovertemplate for t in fig.data[1:]]
    assert hovers[1] == "%{y}: 1 trick in %{x:.0%} of deals<extra></extra>"   # was "1 tricks"
    assert hovers[2] == "%{y}: 2 tricks in %{x:.0%} of deals<extra></extra>"
