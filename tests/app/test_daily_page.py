"""The deal of the day in AppTest: two sessions on one date get the same deal, the next date
another; playing the whole hand (the first choice offered at every decision) ends with your
play and the expert's side by side; a bad date in the address is said and replaced."""
from __future__ import annotations

import re
from datetime import date, datetime, timezone
from zoneinfo import ZoneInfo

import pytest

from apphelp import app, no_exception, texts

from lessons import daily
from ui import clock
from ui.games import ui_of

DAY = "2026-11-30"


def _deal(at):
    hand = at.session_state["dy_game"].game.hands[0]
    return tuple(" ".join(map(str, h)) for h in hand.hands), hand.dealer


@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_one_deal_per_date_for_every_session(game):
    first = app("daily", game=game, day=DAY)
    second = app("daily", game=game, day=DAY)
    no_exception(first)
    assert _deal(first) == _deal(second)
    tomorrow = app("daily", game=game, day="2026-12-01")
    assert _deal(tomorrow) != _deal(first)


def _play_out(at) -> list[str]:
    """Play the hand by clicks: at every decision the first choice the page offers (an
    Écarté exchange: the lowest card). Returns the actions taken."""
    taken = []
    for _step in range(30):
        game = at.session_state["dy_game"]
        if game.hand.is_over:
            return taken
        buttons = [b for b in at.button if str(b.key).startswith("plact_") and not b.disabled]
        picker = [g for g in at.button_group if g.key == "plx_pick"]
        if picker:
            picker[0].set_value([game.hand.hands[game.me][0]]).run()
            buttons = [b for b in at.button if str(b.key).startswith("plact_") and not b.disabled]
        assert buttons, "the learner has a decision to take"
        taken.append(buttons[0].key)
        buttons[0].click().run()
        no_exception(at)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_playing_the_hand_shows_the_expert_side_by_side(game):
    at = app("daily", game=game, day=DAY)
    assert "Your play" not in texts(at)
    taken = _play_out(at)
    assert taken
    shown = texts(at)
    assert "Your play" in shown and "The expert's play" in shown
    # the whole deal stays a click away, called a deal as on the Play page (before: "The
    # hand you played", where "hand" is the cards one player holds)
    assert [e.label for e in at.expander] == ["The deal you played"]
    mine = at.session_state["dy_game"]
    expert = daily.expert_line(game, date.fromisoformat(DAY))
    view_label = ui_of(game).play.label
    for line in (mine, expert):
        for d in line.decisions:
            assert view_label(line, d.action, d.before) in shown
    # the points of both lines, under the same labels
    metrics = [(m.label, m.value) for m in at.metric]
    assert len(metrics) == 2 * len(mine.game.scores)
    assert [v for _l, v in metrics] == [str(s) for s in (*mine.game.scores, *expert.game.scores)]
    at.button(key="dy_again").click().run()
    no_exception(at)
    assert not at.session_state["dy_game"].hand.is_over and "Your play" not in texts(at)


NOW = datetime(2026, 3, 4, 20, 0, tzinfo=timezone.utc)   # Thursday 5 March, 09:00 in Auckland


@pytest.fixture
def in_auckland(monkeypatch):
    monkeypatch.setattr(clock, "now", lambda: NOW)
    monkeypatch.setattr(clock, "learner_zone", lambda: ZoneInfo("Pacific/Auckland"))


def test_a_bad_date_is_said_and_todays_deal_shown(in_auckland):
    at = app("daily", day="30/11/2026")
    no_exception(at)
    assert any("is not a date" in w.value for w in at.warning)
    assert "day" not in at.query_params
    assert at.session_state["dy_for"][1] == date(2026, 3, 5)


def test_today_is_the_learners_date_from_the_apps_clock(in_auckland):
    # Before: the server's own date (date.today()), whatever the app's clock and the
    # learner's time zone: in Auckland on Thursday morning, Wednesday's deal, dated so.
    at = app("daily")
    no_exception(at)
    assert at.session_state["dy_for"][1] == date(2026, 3, 5)
    assert any(c.value.startswith("2026-03-05: the same cards for everyone today")
               for c in at.caption)


def test_another_days_deal_is_not_called_todays(in_auckland):
    # Before: "2026-11-30: the same cards for everyone today." on 5 March 2026 (?day= in the address)
    at = app("daily", day="2026-11-30")
    no_exception(at)
    caption = next(c.value for c in at.caption if c.value.startswith("2026-11-30"))
    assert caption.startswith("2026-11-30: the same cards for everyone on that day."), caption
    assert "today" not in caption


def test_ecarte_daily_speaks_of_one_computer_player():
    # Before: "the other seats are intermediate computer players" and "The computer players around
    # you" at a two-player game, where one computer player sits opposite the learner.
    at = app("daily", game="ecarte", day=DAY)
    assert daily.rules_for("ecarte").players == 2
    shown = texts(at)
    assert "You sit South; the other seat is an intermediate computer player." in shown
    assert "other seats" not in shown
    _play_out(at)
    shown = texts(at)
    assert "The computer player facing you is the same in both; it answers what each of you plays." in shown
    assert "computer players around you" not in shown
    euchre = texts(app("daily", game="euchre", day=DAY))   # four players: three computer players
    assert "You sit South; the other seats are intermediate computer players." in euchre


@pytest.mark.parametrize("day, said", [
    ("2026-03-05", "Come back tomorrow for a new deal."),
    ("2026-03-04", "This was the deal of 2026-03-04; today's deal is a different one."),
    ("2026-11-30", "This is the deal of 2026-11-30, a day still to come; today's deal is a different one."),
])
def test_the_end_of_the_hand_says_where_the_next_deal_is(in_auckland, day, said):
    # Before: "Come back tomorrow for a new deal." after any day's deal, also an earlier one
    # opened with ?day= (today's deal was waiting) and one still to come
    at = app("daily", game="ecarte", day=day)
    _play_out(at)
    no_exception(at)
    shown = texts(at)
    assert said in shown and shown.count("a new deal") + shown.count("a different one") == 1, shown
    to_today = [b for b in at.button if b.label == "Play today's deal"]
    assert len(to_today) == (day != "2026-03-05")


def test_play_todays_deal_leaves_the_other_day_in_the_address_no_more(in_auckland):
    # Before: a page link to today's deal, which kept ?day=2026-03-04 in the address bar, so a
    # reload (or the address shared) opened the earlier day's deal again
    at = app("daily", game="ecarte", day="2026-03-04")
    _play_out(at)
    at.button(key="dy_today").click().run()
    no_exception(at)
    assert "day" not in at.query_params
    assert at.session_state["dy_for"][1] == date(2026, 3, 5)
    assert any(c.value.startswith("2026-03-05: the same cards for everyone today") for c in at.caption)


@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_the_experts_line_does_not_say_you(game):
    # Before, under "The expert's play": "You called spades and went alone: 3 of 5 tricks,
    # made it. 1 point to you and your partner." (the learner had passed twice) and, at
    # Écarté, "Tricks: You 4 – North 1. You score 1 …" beside the learner's own 3 – 2; the
    # expert's points were labelled "You & partner" / "You". Now its line names the seats.
    at = app("daily", game=game, day=DAY)
    _play_out(at)
    no_exception(at)
    lines = [m.value for m in at.markdown]
    expert_line = lines[lines.index("### The expert's play") + 2]
    mine_line = lines[lines.index("### Your play") + 2]
    assert not re.search(r"\b(you|your)\b", expert_line, re.I), expert_line
    assert "South" in expert_line
    assert re.search(r"\b(you|You)\b", mine_line), mine_line   # the learner's own line: "you"
    labels = [m.label for m in at.metric]
    half = len(labels) // 2
    assert labels[0].startswith("You"), labels   # the learner's own points
    assert not any(re.search(r"\b(you|You)\b", label) for label in labels[half:]), labels


def test_a_look_at_the_other_games_deal_keeps_this_one_where_it_was():
    # Before: choosing Écarté on the page dropped the Euchre deal, so coming back to Euchre
    # dealt it again from the start (half a deal played, or its comparison, lost)
    at = app("daily", game="euchre", day=DAY)
    for _step in range(2):
        [b for b in at.button if str(b.key).startswith("plact_") and not b.disabled][0].click().run()
        no_exception(at)
    played = at.session_state["dy_game"]
    assert len(played.decisions) == 2 and not played.hand.is_over
    at.button_group(key="dy_kind").set_value("ecarte").run()
    no_exception(at)
    assert at.session_state["dy_for"][0] == "ecarte" and not at.session_state["dy_game"].decisions
    at.button_group(key="dy_kind").set_value("euchre").run()
    no_exception(at)
    back = at.session_state["dy_game"]
    assert at.session_state["dy_for"][0] == "euchre"
    assert [d.action for d in back.decisions] == [d.action for d in played.decisions]
    # a finished deal keeps its comparison the same way; "Play this deal again" still starts afresh
    _play_out(at)
    at.button_group(key="dy_kind").set_value("ecarte").run()
    at.button_group(key="dy_kind").set_value("euchre").run()
    no_exception(at)
    assert "The expert's play" in texts(at)
    at.button(key="dy_again").click().run()
    no_exception(at)
    assert not at.session_state["dy_game"].decisions and "Your play" not in texts(at)


@pytest.mark.parametrize("raw", ["20261202", "2026-W49-3", "2026W493", "2026-12-2", "2026-１２-02"])
def test_only_a_date_written_like_2026_11_30_opens_its_day(in_auckland, raw):
    # Before: the other forms date.fromisoformat reads ("20261202", the ISO week "2026-W49-3")
    # opened that day's deal; the page says how to write a date, so it takes that form only.
    at = app("daily", game="ecarte", day=raw)
    no_exception(at)
    said = [w.value.replace("\\", "") for w in at.warning]   # (shown as plain text: markdown escaped)
    assert any(f"“{raw}” is not a date (write it like 2026-11-30)" in w for w in said), said
    assert "day" not in at.query_params
    assert at.session_state["dy_for"][1] == date(2026, 3, 5)


def test_a_bad_date_leaves_the_deal_in_play_as_it_was(in_auckland):
    at = app("daily", game="ecarte")
    [b for b in at.button if str(b.key).startswith("plact_") and not b.disabled][0].click().run()
    played = at.session_state["dy_game"]
    assert len(played.decisions) == 1
    at.query_params["day"] = "20261202"
    at.run()
    no_exception(at)
    assert any("“20261202” is not a date" in w.value for w in at.warning)
    assert at.session_state["dy_game"] is played and at.session_state["dy_for"][1] == date(2026, 3, 5)
