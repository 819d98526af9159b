"""Home: choose the game, what you will learn, where you left off, the next lesson."""
from __future__ import annotations

import streamlit as st

from engine import games
from engine.i18n import _, ngettext
from lessons import game_ready
from lessons.course import course
from lessons.progress import ProgressError
from lessons.review import asked, readable
from ui import account, clock, session
from ui.games import ui_of
from ui.lesson_view import stars_text
from ui.review_link import review_line

ss = st.session_state
fc = session.four_colour()

head, blurb, hero = ui_of(session.game().id).hero(fc)
st.markdown(f'<div class="eu-hero"><h1>{head}</h1><p>{blurb}</p>{hero}</div>', unsafe_allow_html=True)


def _pick_game() -> None:
    g = ss.get("home_game")
    if g and game_ready(g):
        ss["game"] = g
        for k in ("learn_lesson", "learn_step"):
            ss.pop(k, None)


ready = [g for g in games.ids() if game_ready(g)]
ss["home_game"] = ss["game"]
st.segmented_control(_("Game"), ready, key="home_game", on_change=_pick_game,
                     format_func=lambda g: games.get(g).title, wrap=True)
missing = [spec.title for spec in games.all_games() if spec.id not in ready]
soon = "  \n" + _("{games}: lessons coming soon.").format(games=", ".join(missing)) if missing else ""
st.caption(session.game().blurb + soon)

C = course(ss["game"])
store = session.store()
try:
    saved = store.summary(ss["learner"], ss["game"])
    done, pos, stars = saved.done, saved.position, saved.stars
except ProgressError:   # unreadable for now (a notice says why): as if new
    done, pos, stars = frozenset(), None, {}
if ss.get("learn_lesson"):
    pos = (ss["learn_lesson"], ss.get("learn_step", 0))
ids = [l.id for l in C.lessons]
if pos and pos[0] not in ids:
    pos = None
if pos and not (isinstance(pos[1], int) and 0 <= pos[1] < len(C.lesson(pos[0]).steps)):
    pos = (pos[0], 0)   # a place saved by another version of the course: that lesson's start


last = C.lessons[-1]
if pos == (last.id, len(last.steps) - 1) and last.id in done:
    # the course's last step, its lesson finished: "Continue" there reopened that step, as
    # if something were left; the lessons still to do (or, with none, what comes next) instead
    pos = None
complete = all(l.id in done for l in C.lessons)   # (done may hold a lesson the course has dropped)


def _continue(lesson_id: str, step: int) -> None:
    ss["learn_lesson"], ss["learn_step"] = lesson_id, step


left, right = st.columns([3, 2], gap="large")
with left:
    st.header(_("What you will learn"))
    for i, l in enumerate(C.lessons):
        mark = (":green[:material/check_circle:]" if l.id in done else
                (":orange[:material/play_circle:]" if pos and pos[0] == l.id else ":gray[:material/radio_button_unchecked:]"))
        earned = (f" :orange[{stars_text(stars[l.id])}]" if l.id in stars else "")
        st.markdown(f"{mark} **{i + 1}. {l.title}**{earned} — {l.summary_for(session.rules())}")
with right:
    st.header(_("Where you left off"))
    if pos:
        l = C.lesson(pos[0])
        st.markdown(_("Lesson {n}, **{title}**, step {step} of {steps}: *{step_title}*.").format(
            n=C.index(l.id) + 1, title=l.title, step=pos[1] + 1, steps=len(l.steps),
            step_title=l.steps[pos[1]].title))
        label, target = _("Continue"), pos
    elif complete:
        st.markdown(ngettext("You have finished the {n} lesson. What next: mixed quizzes on the Practice page, "
                             "a set problem, the deal of the day, or a game against the computer with a coach.",
                             "You have finished all {n} lessons. What next: mixed quizzes on the Practice "
                             "page, a set problem, the deal of the day, or a game against the computer with a "
                             "coach.", len(C.lessons)).format(n=len(C.lessons)))
        label, target = None, None
    elif finished := [l.id for l in C.lessons if l.id in done]:
        # lessons ticked on the left but no place saved (one from a course that has changed
        # since): "You have not started yet" beside them, and lesson 1 again, were untrue
        todo = next((i for i, l in enumerate(C.lessons) if l.id not in done), 0)
        st.markdown(ngettext("You have finished {done} lesson of {n}.",
                             "You have finished {done} lessons of {n}.", len(finished)).format(
            done=len(finished), n=len(C.lessons)))
        label = _("Start lesson {n}").format(n=todo + 1)
        target = (C.lessons[todo].id, 0)
    else:
        st.markdown(_("You have not started yet. The first lesson takes about five minutes."))
        label, target = _("Start lesson {n}").format(n=1), (C.lessons[0].id, 0)
    if complete:
        st.success(_("Course complete! Practice keeps you sharp."))
    if target is None:   # the course done: the first thing to do next, in the button's place
        if st.button(_("Practice: mixed quizzes"), type="primary", icon=":material/quiz:", key="home_practice",
                     width="stretch"):
            st.switch_page("ui/pages/practice.py")
    elif st.button(label, type="primary", icon=":material/play_arrow:", key="home_continue",
                   on_click=_continue, args=target, width="stretch"):
        st.switch_page("ui/pages/learn.py")
    account.guest_note()
    if target is not None:
        st.page_link("ui/pages/practice.py", label=_("Practice: mixed quizzes"), icon=":material/quiz:")
    st.page_link("ui/pages/problems.py", label=_("Problems: find the best play in a set deal"),
                 icon=":material/extension:")
    st.page_link("ui/pages/daily.py", label=_("Deal of the day: play it, then see the expert's play"),
                 icon=":material/today:")
    st.page_link("ui/pages/play.py", label=_("Play a game against the computer, with a coach"),
                 icon=":material/playing_cards:")
    try:   # a small line: the learner's own mistakes waiting for them
        cards = readable(asked(store.cards(ss["learner"], ss["game"]), session.rules()))
    except ProgressError:
        cards = None
    if cards is not None:
        review_line(cards, clock.now())
    st.page_link("ui/pages/dashboard.py", label=_("Your progress"), icon=":material/insights:")
    st.page_link("ui/pages/rules.py", label=_("The rule book"), icon=":material/menu_book:")
    st.markdown(_("Playing: **{variant}**").format(variant=session.variant_title(session.rules())))
    st.page_link("ui/pages/settings.py", label=_("Change the variant"), icon=":material/tune:")
