"""Plotly figures of the learner's dashboard (values from ``lessons.dashboard``).

Made for a 390-px phone as much as a desk: short axis labels, the legend under the plot,
small side margins, and a title that says what the chart shows. Each figure has a
sentence for screen readers (``*_words``) with the same numbers, to show under it.
"""
from __future__ import annotations

from datetime import date
from typing import Mapping, Sequence

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from engine.i18n import N_, _, ngettext
from lessons.dashboard import LessonStars, WeekAccuracy
from ui.charts import GOLD, GREEN, LAYOUT, wrap

# The legend at the foot of the whole figure, as in ``LAYOUT``: at a share of the plot's
# height under it, the legend sat on the week axis's title once its dates stood upright.
PHONE = dict(LAYOUT, margin=dict(l=10, r=10, t=60, b=10), height=340,
             legend=dict(orientation="h", yref="container", yanchor="bottom", y=0, x=0))
TOPIC_COLOURS = ["#1f6f4a", "#b3261e", "#0b5cad", "#a34700", "#6a1b9a", "#00838f",
                 "#5c635e", "#b8860b", "#1d2521", "#c2185b"]
# colour is never the only mark: each line has its own dash and marker too
DASHES = ["solid", "dot", "dash", "longdash", "dashdot", "longdashdot"]
SYMBOLS = ["circle", "square", "diamond", "triangle-up", "x", "star", "cross", "pentagon"]
LABEL_LENGTH = 22   # a lesson's title on a phone's axis, cut with "…"


def _short(text: str, n: int = LABEL_LENGTH) -> str:
    """``text`` cut at a word to fit ``n`` characters, with "…" (the hover has it whole)."""
    if len(text) <= n:
        return text
    cut = text[:n - 1]
    cut = cut.rsplit(" ", 1)[0] if " " in cut else cut
    return cut.rstrip(" ,;:-–") + "…"


MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"),
          N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"))


def _day_month(d: date) -> str:
    """``1 Dec``: the month in words, since "1/12" reads as January 12 in America."""
    return _("{day} {month}").format(day=d.day, month=_(MONTHS[d.month - 1]))


def _in_days(n: int) -> str:
    if n == 0:
        return _("today")
    if n == 1:
        return _("tomorrow")
    return ngettext("in {n} day", "in {n} days", n).format(n=n)


RECENT_WEEKS = 12   # the weeks with answers charted: the latest 12 (a term; the words say so)
FEW_KINDS = 3       # up to this many kinds share one chart; more get a small chart each
MOST_PANELS = 8     # small charts at most: the kinds answered most, then the rest together
PANEL_HEIGHT = 160  # px per row of small charts (two to a row, as on a 390-px phone)
OTHERS = "\x00others"   # the id of "the other kinds together" (no topic id starts so)


def recent(weeks: Sequence[WeekAccuracy], titles: Mapping[str, str]) -> list[WeekAccuracy]:
    """The rows of ``weeks`` in the latest ``RECENT_WEEKS`` weeks with answers (a kind no
    longer in the course, with no title, is left out rather than shown by its stored id)."""
    kept = sorted((w for w in weeks if w.topic in titles), key=lambda w: (w.week, w.topic))
    last = set(sorted({w.week for w in kept})[-RECENT_WEEKS:])
    return [w for w in kept if w.week in last]


def _panels(rows: Sequence[WeekAccuracy], titles: Mapping[str, str]
            ) -> tuple[list[tuple[str, str]], list[WeekAccuracy]]:
    """``(id, name)`` of each small chart, the kinds answered most first, and the rows with
    the kinds beyond ``MOST_PANELS - 1`` added up under ``OTHERS`` (each week's together)."""
    answered: dict[str, int] = {}
    for w in rows:
        answered[w.topic] = answered.get(w.topic, 0) + w.answered
    order = sorted(answered, key=lambda t: (-answered[t], titles[t]))
    if len(order) <= MOST_PANELS:
        return [(t, titles[t]) for t in order], list(rows)
    shown, rest = order[:MOST_PANELS - 1], set(order[MOST_PANELS - 1:])
    grouped: dict[date, tuple[int, int]] = {}
    for w in rows:
        if w.topic in rest:
            right, n = grouped.get(w.week, (0, 0))
            grouped[w.week] = (right + w.right, n + w.answered)
    others = [WeekAccuracy(week, OTHERS, right, n) for week, (right, n) in sorted(grouped.items())]
    name = ngettext("The other {n} kind together", "The other {n} kinds together",
                    len(rest)).format(n=len(rest))
    return [(t, titles[t]) for t in shown] + [(OTHERS, name)], \
        [w for w in rows if w.topic not in rest] + others


def _hover(name: str) -> str:
    return _("{topic}, %{{x}}: %{{y:.0%}} right (%{{customdata[0]}} of "
             "%{{customdata[1]}})").format(topic=name) + "<extra></extra>"


def accuracy_figure(weeks: Sequence[WeekAccuracy], titles: Mapping[str, str]) -> go.Figure:
    """The share answered right, week by week, over the latest ``RECENT_WEEKS`` weeks with
    answers: one line per quiz kind on one chart for a few kinds; for more, a small chart
    per kind, two to a row (eight lines over twenty weeks on one chart were a tangle)."""
    rows = recent(weeks, titles)
    shown = sorted({w.week for w in rows})
    categories = [_day_month(w) for w in shown]
    cut = len({w.week for w in weeks if w.topic in titles}) > len(shown)
    # (a phone's width holds about 45 characters of title)
    title = (_("Answers right per kind, your latest {n} weeks").format(n=RECENT_WEEKS) if cut else
             _("Answers right, per kind of question and week"))
    topics = sorted({w.topic for w in rows}, key=lambda t: titles[t])
    if len(topics) > FEW_KINDS:
        return _small_charts(rows, titles, categories, title)
    fig = go.Figure()
    for i, topic in enumerate(topics):
        kind = [w for w in rows if w.topic == topic]
        name = titles[topic]
        fig.add_scatter(
            x=[_day_month(w.week) for w in kind], y=[w.accuracy for w in kind], name=name,
            mode="lines+markers", marker=dict(size=9, symbol=SYMBOLS[i % len(SYMBOLS)]),
            line=dict(width=3, color=TOPIC_COLOURS[i % len(TOPIC_COLOURS)],
                      dash=DASHES[i % len(DASHES)]),
            customdata=[[w.right, w.answered] for w in kind], hovertemplate=_hover(name))
    # the legend names the line even when there is only one (Plotly hides a lone trace's);
    # each kind's points a little to its own side of the week ("group"): two kinds right as
    # often drew one line, the second's markers on the first's, which was out of sight
    fig.update_layout(**{**PHONE, "height": 360 + 24 * len(topics), "showlegend": True},
                      title=title, scattermode="group", scattergap=0.5)
    # (room below 0% and above 100% for a whole marker: one at 0% was cut in two)
    fig.update_yaxes(title=_("right"), range=[-0.06, 1.06], tickformat=".0%")
    fig.update_xaxes(title=_("week starting"), type="category",
                     categoryorder="array", categoryarray=categories)
    return fig


def _small_charts(rows: Sequence[WeekAccuracy], titles: Mapping[str, str],
                  categories: list[str], title: str) -> go.Figure:
    """A small chart per kind, two to a row, each over the same weeks and from 0 to 100%,
    named above it (two lines at most: a phone's half width holds about 24 characters)."""
    panels, rows = _panels(rows, titles)
    n_rows = -(-len(panels) // 2)
    fig = make_subplots(rows=n_rows, cols=2, shared_yaxes=True, horizontal_spacing=0.1,
                        vertical_spacing=min(0.55 / n_rows, 0.16),
                        subplot_titles=[wrap(name, 24) for _id, name in panels])
    for i, (topic, name) in enumerate(panels):
        kind = [w for w in rows if w.topic == topic]
        fig.add_scatter(
            x=[_day_month(w.week) for w in kind], y=[w.accuracy for w in kind], name=name,
            mode="lines+markers", marker=dict(size=7), line=dict(width=2.5, color=GREEN),
            customdata=[[w.right, w.answered] for w in kind], hovertemplate=_hover(name),
            row=i // 2 + 1, col=i % 2 + 1)
    # three dates under each chart (the first week, the middle one, the latest): every date
    # under a chart half a phone wide stood upright and crowded
    ticks = sorted({categories[0], categories[len(categories) // 2], categories[-1]},
                   key=categories.index)
    fig.update_xaxes(type="category", categoryorder="array", categoryarray=categories,
                     tickvals=ticks, tickangle=0, tickfont=dict(size=11),
                     # a week's room either side: the first and last dates of two charts side
                     # by side ran into each other ("30 Nov14 Sep") on a phone
                     range=[-1.2, len(categories) + 0.2])
    # (room above 100% and below 0% for a whole marker: one at 0% was cut to a triangle)
    fig.update_yaxes(range=[-0.1, 1.1], tickformat=".0%", tickvals=[0, 0.5, 1],
                     tickfont=dict(size=11))
    fig.update_annotations(font=dict(size=13))   # the charts' names
    # the top margin holds the title and a first chart's name of two lines under it
    fig.update_layout(**{**PHONE, "height": 110 + PANEL_HEIGHT * n_rows, "showlegend": False,
                         "margin": dict(PHONE["margin"], t=90)}, title=title)
    if len(panels) % 2:   # the empty place beside the last chart: no empty axes
        fig.update_xaxes(visible=False, row=n_rows, col=2)
        fig.update_yaxes(visible=False, row=n_rows, col=2)
    return fig


def accuracy_words(weeks: Sequence[WeekAccuracy], titles: Mapping[str, str]) -> str:
    """The latest week of each kind of question, in a sentence."""
    latest: dict[str, WeekAccuracy] = {}
    for w in weeks:
        if w.topic in titles:   # (a kind no longer in the course is left out)
            latest[w.topic] = w
    parts = [_("{topic} {share:.0%} ({right} of {n})").format(
        topic=titles[t], share=w.accuracy, right=w.right, n=w.answered)
        for t, w in sorted(latest.items(), key=lambda kv: titles[kv[0]])]
    if not parts:   # (the page then shows this alone, with no chart)
        return _("No quiz answers yet: answer the questions in Learn or Practice and how often "
                 "you are right shows here, week by week.")
    return _("Latest week of each kind of question: {parts}.").format(parts="; ".join(parts))


def stars_figure(lessons: Sequence[LessonStars]) -> go.Figure:
    """Stars earned in each lesson (0 to 3), the course's order from the top."""
    labels = [f"{i + 1}. {_short(l.title)}" for i, l in enumerate(lessons)]
    fig = go.Figure(go.Bar(
        x=[l.stars for l in lessons], y=labels, orientation="h", name=_("stars"),
        marker_color=GOLD, text=["★" * l.stars for l in lessons], textposition="inside",
        customdata=[l.title for l in lessons],
        hovertemplate=_("%{customdata}: %{x} of 3 stars") + "<extra></extra>"))
    fig.update_layout(**{**PHONE, "height": 120 + 30 * len(lessons), "showlegend": False},
                      title=_("Stars per lesson"))
    fig.update_xaxes(title=_("stars"), range=[0, 3], dtick=1)
    fig.update_yaxes(title=_("lesson"), autorange="reversed", automargin=True)
    return fig


def stars_words(lessons: Sequence[LessonStars]) -> str:
    done = [l for l in lessons if l.stars]
    if not done:   # ("0 lessons of 10 have stars: 0 of 30 stars in all", under an empty chart)
        return _("No lesson finished yet: each lesson you finish earns 1 to 3 stars, for its "
                 "quiz questions right at the first try.")
    return ngettext("{n} lesson of {total} has stars: {stars} of {most} stars in all.",
                    "{n} lessons of {total} have stars: {stars} of {most} stars in all.",
                    len(done)).format(n=len(done), total=len(lessons),
                                      stars=sum(l.stars for l in lessons), most=3 * len(lessons))


def due_figure(days: Sequence[tuple[date, int]]) -> go.Figure:
    """Reviews due on each day of the coming week (today holds those already due)."""
    fig = go.Figure(go.Bar(
        x=[_in_days(i) for i in range(len(days))], y=[n for _d, n in days], name=_("reviews due"),
        marker_color=GREEN, text=[str(n) if n else "" for _d, n in days], textposition="outside",
        # the hover's words per bar, so that one review is "1 review due", not "1 reviews"
        customdata=[ngettext("{n} review due", "{n} reviews due", n).format(n=n) for _d, n in days],
        hovertemplate="%{x}: %{customdata}<extra></extra>"))
    total = sum(n for _d, n in days)
    fig.update_layout(**{**PHONE, "showlegend": False},
                      title=ngettext("{n} review due this week", "{n} reviews due this week",
                                     total).format(n=total))
    # whole reviews: the tallest bar sets the step (a week of 2 a day is 14 in all, yet
    # Plotly's own ticks would read 0.5 of a review)
    most = max((n for _d, n in days), default=0)
    fig.update_yaxes(title=_("reviews"), rangemode="tozero", dtick=1 if most <= 10 else None,
                     tickformat="d")
    fig.update_xaxes(title=_("day"), type="category")
    return fig


def due_words(days: Sequence[tuple[date, int]]) -> str:
    total = sum(n for _d, n in days)
    if not total:   # ("0 reviews due this week; due today: 0.", under an empty chart)
        return _("No reviews due this week.")
    today = days[0][1] if days else 0
    return ngettext("{n} review due this week", "{n} reviews due this week", total).format(n=total) \
        + "; " + _("due today: {n}.").format(n=today)


def streak_figure(work: Sequence[tuple[date, int]], streak: int) -> go.Figure:
    """Graded work on each of the last days, the streak in the title."""
    fig = go.Figure(go.Bar(
        x=[_day_month(d) for d, _n in work], y=[n for _d, n in work], name=_("graded work"),
        marker_color=GREEN,
        customdata=[ngettext("{n} graded answer or decision", "{n} graded answers or decisions",
                             n).format(n=n) for _d, n in work],
        hovertemplate="%{x}: %{customdata}<extra></extra>"))
    fig.update_layout(**{**PHONE, "showlegend": False},
                      title=ngettext("Streak: {n} day in a row", "Streak: {n} days in a row",
                                     streak).format(n=streak))
    most = max((n for _d, n in work), default=0)
    # whole pieces of work: a step of 1 while few, so that no tick reads 0.2 of an answer
    fig.update_yaxes(title=_("graded work"), rangemode="tozero", dtick=1 if most <= 10 else None,
                     tickformat="d")
    fig.update_xaxes(title=_("day"), type="category")
    return fig


def streak_words(work: Sequence[tuple[date, int]], streak: int) -> str:
    active = sum(1 for _d, n in work if n)
    if not active:   # (the page then shows this alone, with no chart)
        return ngettext("No graded work in the last {days} day: answer a question or make a "
                        "graded decision in Play to start a streak.",
                        "No graded work in the last {days} days: answer a question or make a "
                        "graded decision in Play to start a streak.", len(work)).format(days=len(work))
    return ngettext("Streak: {n} day in a row", "Streak: {n} days in a row", streak).format(
        n=streak) + ". " + ngettext("Graded work on {n} of the last {days} days.",
                                    "Graded work on {n} of the last {days} days.", active).format(
        n=active, days=len(work))
