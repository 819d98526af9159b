"""The deal of the day: one deal per game and date (the date is passed in, no clock), and
the expert's line on it, the same every time it is computed."""
from __future__ import annotations

from datetime import date

import pytest

from engine import games
from lessons import daily

DAY = date(2026, 11, 30)


def _cards(hand):
    return tuple(" ".join(map(str, h)) for h in hand.hands), hand.dealer


@pytest.mark.parametrize("game", games.ids())
def test_the_same_deal_all_day_and_another_the_next_day(game):
    daily.deal_of_the_day.cache_clear()
    first = _cards(daily.deal_of_the_day(game, DAY))
    daily.deal_of_the_day.cache_clear()          # as if computed afresh by another server
    assert _cards(daily.deal_of_the_day(game, date(2026, 11, 30))) == first
    assert _cards(daily.deal_of_the_day(game, date(2026, 12, 1))) != first
    assert daily.seed_for(game, DAY) == daily.seed_for(game, date.fromisoformat("2026-11-30"))


def test_each_game_gets_its_own_deal_on_the_same_day():
    seeds = {daily.seed_for(g, DAY) for g in games.ids()}
    assert len(seeds) == len(games.ids())


@pytest.mark.parametrize("game", games.ids())
def test_the_deal_is_played_under_the_default_rules_with_south_to_play(game):
    hand = daily.deal_of_the_day(game, DAY)
    engine = games.get(game).load("engine")
    assert hand.rules == engine.PRESETS[engine.DEFAULT_PRESET]
    start = daily.start(game, DAY)
    assert start.me == daily.SEAT and (start.my_turn or start.hand.is_over)


@pytest.mark.parametrize("game", games.ids())
def test_the_expert_line_is_the_same_every_time(game):
    daily.expert_line.cache_clear()
    one = daily.expert_line(game, DAY)
    daily.expert_line.cache_clear()
    two = daily.expert_line(game, DAY)
    assert one.hand.is_over
    assert [str(e.action) for e in one.hand.history] == [str(e.action) for e in two.hand.history]
    assert one.game.scores == two.game.scores
    # the expert sat South: every decision of the line is South's
    assert all(d.seat == daily.SEAT for d in one.decisions)
