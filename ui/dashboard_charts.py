"""Plotly figures of the learner's dashboard (values from ``lessons.dashboard``).

Made for a 390-px phone as much as a desk: short axis labels, the legend under the plot,
small side margins, and a title that says what the chart shows. Each figure has a
sentence for screen readers (``*_words``) with the same numbers, to show under it.
"""
from __future__ import annotations

from datetime import date
from typing import Mapping, Sequence

import plotly.graph_objects as go

from engine.i18n import N_, _, ngettext
from lessons.dashboard import LessonStars, WeekAccuracy
from ui.charts import GOLD, GREEN, LAYOUT

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


def accuracy_figure(weeks: Sequence[WeekAccuracy], titles: Mapping[str, str]) -> go.Figure:
    """One line per quiz kind: the share answered right, week by week (a kind no longer in
    the course, with no title, is left out rather than shown by its stored id)."""
    fig = go.Figure()
    topics = sorted({w.topic for w in weeks if w.topic in titles}, key=lambda t: titles[t])
    for i, topic in enumerate(topics):
        rows = [w for w in weeks if w.topic == topic]
        name = titles[topic]
        fig.add_scatter(
            x=[_day_month(w.week) for w in rows], y=[w.accuracy for w in rows], name=name,
            mode="lines+markers", marker=dict(size=9, symbol=SYMBOLS[i % len(SYMBOLS)]),
            line=dict(width=3, color=TOPIC_COLOURS[i % len(TOPIC_COLOURS)],
                      dash=DASHES[i % len(DASHES)]),
            customdata=[[w.right, w.answered] for w in rows],
            hovertemplate=_("{topic}, %{{x}}: %{{y:.0%}} right (%{{customdata[0]}} of "
                            "%{{customdata[1]}})").format(topic=name) + "<extra></extra>")
    # the legend names the line even when there is only one (Plotly hides a lone trace's)
    fig.update_layout(**{**PHONE, "height": 360 + 24 * len(topics), "showlegend": True},
                      title=_("Answers right, per kind of question and week"))
    fig.update_yaxes(title=_("right"), range=[0, 1.05], tickformat=".0%")
    shown = sorted({w.week for w in weeks if w.topic in titles})
    fig.update_xaxes(title=_("week starting"), type="category",
                     categoryorder="array", categoryarray=[_day_month(w) for w in shown])
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
