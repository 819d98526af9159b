"""Your progress: accuracy per kind of question over the weeks, stars per lesson, reviews
due this week and the streak of days with graded work, for the game chosen on Home. The
numbers are ``lessons.dashboard``'s, the figures ``ui.dashboard_charts``'; days are the
learner's own (the browser's time zone)."""
from __future__ import annotations

from collections import Counter

import streamlit as st

from engine.i18n import _
from lessons.course import course
from lessons.dashboard import (days_of, decision_times, due_by_day, stars_by_lesson,
                               streak_of_days, weeks_of, work_on_days)
from lessons.problems import topic_titles
from lessons.progress import ProgressError
from lessons.review import asked, readable
from ui import clock, dashboard_charts as charts, session
from ui.review_link import review_line

ss = st.session_state
spec = session.game()
C = course(spec.id)
CONFIG = {"displayModeBar": False}

st.title(_("Your progress"))
st.caption(_("{game}, from your saved answers, lessons and review cards.").format(game=spec.title))
try:
    store = session.store()
    now, tz = clock.now(), clock.learner_zone()
    # counted by the database per week and per day (in the learner's time zone as it is
    # today: an answer from the other side of a clock change may move by an hour)
    offset = now.astimezone(tz).utcoffset().total_seconds()
    tallies = store.answer_weeks(ss["learner"], spec.id, offset)
    answered_on = store.answer_days(ss["learner"], spec.id, offset)
    decided = store.decision_log(ss["learner"], spec.id)
    stars = store.stars(ss["learner"], spec.id)
    # (a kind of question not asked under the rules in force waits: not due, as on Review;
    # a card Review cannot open is not counted either)
    cards = readable(asked(store.cards(ss["learner"], spec.id), session.rules()))
except ProgressError as e:
    st.warning(session.unreadable(e, _("Your progress cannot be read: {error}.")),
               icon=":material/cloud_off:")
    st.stop()

if not tallies and not cards and not decided:
    st.info(_("Answer a few questions and your progress shows here: how often you are right "
              "for each kind of question, your stars, your reviews and your streak."),
            icon=":material/insights:")
    st.page_link("ui/pages/learn.py", label=_("Learn: the lessons, step by step"),
                 icon=":material/school:")
    st.page_link("ui/pages/practice.py", label=_("Practice: mixed quizzes"), icon=":material/quiz:")
    st.stop()

titles = topic_titles(spec.id)
weeks = weeks_of(tallies)
lessons = stars_by_lesson([(l.id, l.title) for l in C.lessons], stars)
days = due_by_day(cards, now, tz)
# Play decisions (the log, and the cards) and quiz answers
worked = days_of(decision_times(cards, decided), tz) + Counter(answered_on)
work, run = work_on_days(worked, now, tz), streak_of_days(worked, now, tz)

# two by two on a desk; one under the other on a phone (columns stack when narrow). A chart
# with nothing to draw (no review due, no lesson finished, no quiz answer, no work in the
# last days) is left out for its sentence: an empty frame said nothing and looked broken.
top = st.columns(2, gap="large")
bottom = st.columns(2, gap="large")
for col, key, has_data, figure, words, icon in (
        (top[0], "db_accuracy", any(w.topic in titles for w in weeks),
         lambda: charts.accuracy_figure(weeks, titles), charts.accuracy_words(weeks, titles),
         ":material/quiz:"),
        (top[1], "db_streak", any(n for _d, n in work), lambda: charts.streak_figure(work, run),
         charts.streak_words(work, run), ":material/local_fire_department:"),
        (bottom[0], "db_due", any(n for _d, n in days), lambda: charts.due_figure(days),
         charts.due_words(days), ":material/replay:"),
        (bottom[1], "db_stars", any(l.stars for l in lessons), lambda: charts.stars_figure(lessons),
         charts.stars_words(lessons), ":material/star:")):
    with col:
        if has_data:
            st.plotly_chart(figure(), width="stretch", key=key, config=CONFIG)
            st.caption(words)
        else:
            st.info(words, icon=icon)
with bottom[0]:   # a link only while something is due now (Review has nothing else to show)
    if not review_line(cards, now):   # something to do meanwhile
        st.page_link("ui/pages/practice.py", label=_("Practice: mixed quizzes"),
                     icon=":material/quiz:")
