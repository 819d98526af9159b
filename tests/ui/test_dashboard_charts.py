"""The dashboard's figures: the expected traces and numbers, labels with nothing left to
fill in, a title that says what is shown, and a layout that fits a 390-px phone."""
from __future__ import annotations

import json
import re
from datetime import date, timedelta

import pytest

from lessons.dashboard import LessonStars, WeekAccuracy
from ui.dashboard_charts import (accuracy_figure, accuracy_words, due_figure, due_words,
                                 stars_figure, stars_words, streak_figure, streak_words)

MON = date(2026, 3, 2)
WEEKS = [WeekAccuracy(MON - timedelta(days=7), "suit", 1, 2), WeekAccuracy(MON, "suit", 3, 4),
         WeekAccuracy(MON, "bowers", 0, 1)]
TITLES = {"suit": "Follow suit", "bowers": "The bowers"}
LESSONS = [LessonStars("basics", "Tricks and trump, from zero", 3),
           LessonStars("bowers", "The bowers", 0), LessonStars("deal", "The deal", 2)]
DUE = [(MON + timedelta(days=i), n) for i, n in enumerate([2, 1, 0, 0, 0, 0, 4])]
WORK = [(MON - timedelta(days=2 - i), n) for i, n in enumerate([0, 5, 2])]
LEFTOVER = re.compile(r"(?<!%)\{[a-z_]*\}|%\{(?!x\}|y|customdata)")   # a placeholder not filled


def _texts(spec: dict) -> list[str]:
    """Every piece of text a reader meets: title, axis titles, trace names, hover texts."""
    layout = spec["layout"]
    out = [layout["title"]["text"]]
    out += [layout[a]["title"]["text"] for a in ("xaxis", "yaxis")]
    for trace in spec["data"]:
        out += [trace.get("name", ""), trace.get("hovertemplate", "")]
        out += [str(x) for x in trace.get("x", [])] + [str(t) for t in trace.get("text", []) or []]
    return out


FIGURES = [accuracy_figure(WEEKS, TITLES), stars_figure(LESSONS), due_figure(DUE),
           streak_figure(WORK, 2)]


@pytest.mark.parametrize("fig", FIGURES, ids=["accuracy", "stars", "due", "streak"])
def test_every_figure_is_titled_labelled_and_fits_a_phone(fig):
    spec = json.loads(fig.to_json())   # what st.plotly_chart sends
    texts = _texts(spec)
    assert all(texts[:3]), "a title and both axis titles"
    assert not [t for t in texts if LEFTOVER.search(t)]
    for trace in spec["data"]:
        assert trace["name"] and trace["hovertemplate"].endswith("<extra></extra>")
    layout = spec["layout"]
    assert layout["margin"]["l"] <= 20 and layout["margin"]["r"] <= 20
    assert layout["legend"]["orientation"] == "h"
    assert layout["height"] <= 700


def test_accuracy_has_a_line_per_question_kind_with_its_weeks():
    spec = json.loads(accuracy_figure(WEEKS, TITLES).to_json())
    lines = {t["name"]: t for t in spec["data"]}
    assert set(lines) == {"Follow suit", "The bowers"}
    assert lines["Follow suit"]["y"] == [0.5, 0.75] and len(lines["Follow suit"]["x"]) == 2
    assert lines["The bowers"]["y"] == [0.0]
    assert lines["Follow suit"]["customdata"] == [[1, 2], [3, 4]]
    assert accuracy_words(WEEKS, TITLES) == ("Latest week of each kind of question: "
                                             "Follow suit 75% (3 of 4); The bowers 0% (0 of 1).")


def test_stars_are_one_bar_per_lesson_in_course_order():
    [bar] = json.loads(stars_figure(LESSONS).to_json())["data"]
    assert bar["x"] == [3, 0, 2] and bar["text"] == ["★★★", "", "★★"]
    assert bar["y"][0] == "1. Tricks and trump…" and bar["y"][1] == "2. The bowers"
    assert stars_words(LESSONS) == "2 lessons of 3 have stars: 5 of 9 stars in all."


def test_reviews_due_are_seven_days_from_today():
    spec = json.loads(due_figure(DUE).to_json())
    [bar] = spec["data"]
    assert bar["y"] == [2, 1, 0, 0, 0, 0, 4]
    assert bar["x"][:3] == ["today", "tomorrow", "in 2 days"] and len(bar["x"]) == 7
    assert spec["layout"]["title"]["text"] == "7 reviews due this week"
    assert due_words(DUE) == "7 reviews due this week; due today: 2."


def test_a_busy_week_of_few_reviews_a_day_has_whole_ticks():
    """14 due in the week, 2 a day: the axis steps by whole reviews (it read 0, 0.5, 1, 1.5, 2)."""
    spec = json.loads(due_figure([(MON + timedelta(days=i), 2) for i in range(7)]).to_json())
    assert spec["layout"]["yaxis"]["dtick"] == 1
    assert spec["layout"]["yaxis"]["tickformat"] == "d"


def test_the_streak_chart_shows_each_day_and_the_streak():
    spec = json.loads(streak_figure(WORK, 2).to_json())
    [bar] = spec["data"]
    assert bar["y"] == [0, 5, 2] and bar["x"] == ["28 Feb", "1 Mar", "2 Mar"]
    assert spec["layout"]["title"]["text"] == "Streak: 2 days in a row"
    assert streak_words(WORK, 1) == "Streak: 1 day in a row. Graded work on 2 of the last 3 days."


def test_a_kind_of_question_no_longer_in_the_course_is_not_shown_by_its_id():
    weeks = WEEKS + [WeekAccuracy(MON, "retired_topic", 2, 3)]
    spec = json.loads(accuracy_figure(weeks, TITLES).to_json())
    assert sorted(t["name"] for t in spec["data"]) == ["Follow suit", "The bowers"]
    words = accuracy_words(weeks, TITLES)
    assert "retired" not in words and "Follow suit 75% (3 of 4)" in words


def test_a_long_history_keeps_the_legend_off_the_week_axis():
    """Twenty weeks of three kinds of question (one chart): the dates stand upright under the
    plot, and the legend, placed at a share of the plot's height below it, sat on "week
    starting" (seen on a 390-px phone and at a desk). Now it is pinned to the foot of the
    figure, under all that, and the figure grows with the number of lines."""
    weeks = [WeekAccuracy(MON - timedelta(days=7 * k), f"t{i}", k % 3, 3)
             for k in range(20) for i in range(3)]
    titles = {f"t{i}": f"Kind of question {i}" for i in range(3)}
    layout = json.loads(accuracy_figure(weeks, titles).to_json())["layout"]
    assert layout["legend"]["yref"] == "container"
    assert layout["legend"]["y"] == 0 and layout["legend"]["yanchor"] == "bottom"
    assert layout["height"] >= 360 + 24 * 3


def _history(kinds: int, weeks: int = 20) -> tuple[list[WeekAccuracy], dict[str, str]]:
    """``weeks`` weeks of ``kinds`` kinds of question, kind i answered i + 1 times a week
    (so the kinds answered most are the last ones), right a varying number of times."""
    rows = [WeekAccuracy(MON - timedelta(days=7 * k), f"t{i:02}", (k + i) % (i + 2), i + 1)
            for k in range(weeks) for i in range(kinds)]
    return rows, {f"t{i:02}": f"Kind of question {i}" for i in range(kinds)}


def test_many_kinds_over_many_weeks_get_a_small_chart_each_over_the_latest_twelve_weeks():
    # Before: 8 kinds over 20 weeks were 8 coloured lines on one chart, crossing at every
    # week under dates standing upright: a tangle on a desk, and worse on a phone.
    weeks, titles = _history(8)
    spec = json.loads(accuracy_figure(weeks, titles).to_json())
    layout, data = spec["layout"], spec["data"]
    assert layout["title"]["text"] == "Answers right per kind, your latest 12 weeks"
    assert layout["showlegend"] is False and layout["height"] <= 110 + 160 * 4
    # a chart each, named above it, the kinds answered most first
    names = [a["text"].replace("<br>", " ") for a in layout["annotations"]]
    assert names == [f"Kind of question {i}" for i in range(7, -1, -1)]
    assert [t["name"] for t in data] == names
    assert len({(t["xaxis"], t["yaxis"]) for t in data}) == 8
    latest = [f"{d.day} {d.strftime('%b')}" for d in
              sorted({w.week for w in weeks})[-12:]]
    for trace in data:
        assert trace["x"] == latest   # the latest 12 weeks, in order
        kind = next(t for t, name in titles.items() if name == trace["name"])
        rows = sorted((w for w in weeks if w.topic == kind), key=lambda w: w.week)[-12:]
        assert trace["y"] == [w.accuracy for w in rows]
        assert trace["customdata"] == [[w.right, w.answered] for w in rows]
        assert trace["hovertemplate"] == f"{trace['name']}, %{{x}}: %{{y:.0%}} right " \
            "(%{customdata[0]} of %{customdata[1]})<extra></extra>"
    # every chart over the same weeks and from 0 to 100%, three dates under each
    axes = [v for k, v in layout.items() if k.startswith("xaxis")]
    assert all(a["categoryarray"] == latest and a["tickvals"] == [latest[0], latest[6], latest[-1]]
               for a in axes)
    assert all(a["range"] == [-0.1, 1.1] and a["tickvals"] == [0, 0.5, 1]
               for k, a in layout.items() if k.startswith("yaxis"))


def test_more_kinds_than_eight_charts_put_the_least_answered_together():
    weeks, titles = _history(11)
    spec = json.loads(accuracy_figure(weeks, titles).to_json())
    names = [t["name"] for t in spec["data"]]
    assert names == [f"Kind of question {i}" for i in range(10, 3, -1)] + [
        "The other 4 kinds together"]
    together = spec["data"][-1]
    latest = sorted({w.week for w in weeks})[-12:]
    assert together["customdata"] == [
        [sum(w.right for w in weeks if w.week == week and int(w.topic[1:]) < 4),
         sum(w.answered for w in weeks if w.week == week and int(w.topic[1:]) < 4)]
        for week in latest] and together["customdata"][0][1] == 1 + 2 + 3 + 4
    # the sentence under the chart still gives every kind's latest week
    words = accuracy_words(weeks, titles)
    assert all(f"Kind of question {i} " in words for i in range(11))


def test_a_few_kinds_over_many_weeks_share_one_chart_of_the_latest_twelve_weeks():
    weeks, titles = _history(2)
    spec = json.loads(accuracy_figure(weeks, titles).to_json())
    assert spec["layout"]["title"]["text"] == "Answers right per kind, your latest 12 weeks"
    assert [len(t["x"]) for t in spec["data"]] == [12, 12] and spec["layout"]["showlegend"]
    short, _titles = _history(2, weeks=5)   # nothing cut: the title as before
    assert accuracy_figure(short, titles).layout.title.text == \
        "Answers right, per kind of question and week"


def test_the_date_axes_do_not_promise_a_day_month_format_the_ticks_do_not_use():
    # the ticks read "28 Feb"; the axes said "week starting (day/month)" and "day (day/month)"
    assert accuracy_figure(WEEKS, TITLES).layout.xaxis.title.text == "week starting"
    assert streak_figure(WORK, 2).layout.xaxis.title.text == "day"


def test_two_kinds_with_the_same_shares_each_stay_in_sight():
    # Before: "Follow suit" and "The bowers" right as often every week drew one line; the
    # bowers' squares sat on the suit's circles and hid them, and a marker at 0% was cut in two
    same = [(1, 2), (3, 4), (0, 4)]
    weeks = [WeekAccuracy(MON + timedelta(days=7 * k), topic, right, n)
             for k, (right, n) in enumerate(same) for topic in ("suit", "bowers")]
    spec = json.loads(accuracy_figure(weeks, TITLES).to_json())
    layout, data = spec["layout"], spec["data"]
    assert [t["y"] for t in data] == [[0.5, 0.75, 0.0]] * 2
    # each kind a little to its own side of its week (points of one week side by side)
    assert layout["scattermode"] == "group" and layout["scattergap"] > 0
    assert len({t["marker"]["symbol"] for t in data}) == len({t["line"]["dash"] for t in data}) == 2
    low, high = layout["yaxis"]["range"]
    assert low < 0 and high > 1   # a whole marker at 0% and at 100%
