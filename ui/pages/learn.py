"""Learn: the course, lesson by lesson and step by step, with a visible place in it."""
from __future__ import annotations

import streamlit as st

from engine.i18n import N_, _, ngettext
from lessons.course import course
from lessons.progress import ProgressError
from ui import account, lesson_view, session

ss = st.session_state
C = course(ss["game"])
LESSON_IDS = [l.id for l in C.lessons]


def _go(lesson_id: str, step: int) -> None:
    ss["learn_lesson"], ss["learn_step"] = lesson_id, step
    session.save("set_position", ss["learner"], ss["game"], lesson_id, step)


def _next(lesson_id: str, step: int) -> None:
    lesson = C.lesson(lesson_id)
    if step + 1 < len(lesson.steps):
        _go(lesson_id, step + 1)
        return
    waiting = lesson_view.unanswered_steps(lesson)
    if waiting:   # answered since in another tab? (read only now: most lessons need no read)
        lesson_view.load_passed(ss["game"], lesson)
        waiting = lesson_view.unanswered_steps(lesson)
    if waiting:   # skipped ahead: the lesson is done only once its quizzes were answered
        steps = ", ".join(str(i + 1) for i in waiting)
        if len(waiting) == 1:
            session.notice(N_("“{lesson}” is not marked done yet: the quiz at step {steps} still "
                              "waits for a right answer."), lesson=lesson.title, steps=steps)
        else:
            session.notice(N_("“{lesson}” is not marked done yet: the quizzes at steps {steps} "
                              "still wait for right answers."), lesson=lesson.title, steps=steps)
    else:
        stars = lesson_view.lesson_stars(ss["game"], lesson_id)
        ss["learn_earned"] = (lesson.title, stars)
        session.save("mark_done", ss["learner"], ss["game"], lesson_id, stars)
    i = C.index(lesson_id)
    if i + 1 < len(C.lessons):
        _go(C.lessons[i + 1].id, 0)
    else:
        ss["learn_finished"] = True


def _back(lesson_id: str, step: int) -> None:
    if step > 0:
        _go(lesson_id, step - 1)
    else:
        i = C.index(lesson_id)
        if i > 0:
            prev = C.lessons[i - 1]
            _go(prev.id, len(prev.steps) - 1)


def _pick_lesson() -> None:
    _go(ss["learn_pick"], 0)


def _position() -> tuple[str, int]:
    qp = st.query_params
    asked = (qp.get("lesson"), qp.get("step"))
    if ("lesson" in qp or "step" in qp) and asked != ss.get("learn_qp_written"):
        raw_l, raw_s = qp.get("lesson", "1"), qp.get("step", "1")
        try:
            # ("1_0" or "٣" are not lesson numbers, though int() reads them)
            li = (session.address_number(raw_l, 3) or 0) - 1
            si = (session.address_number(raw_s, 3) or 0) - 1
            lesson = C.lessons[li] if 0 <= li < len(C.lessons) else None
            if lesson is None or not 0 <= si < len(lesson.steps):
                raise ValueError
            _go(lesson.id, si)
        except ValueError:   # the learner's own place stays (never saved over by a bad link)
            session.notice(N_("The address asked for lesson “{lesson}”, step “{step}”, which does "
                              "not exist, so the course opens at your own place in it."),
                           lesson=raw_l[:20], step=raw_s[:20])
    lid, step = ss.get("learn_lesson"), ss.get("learn_step")
    if lid is None:
        saved = None
        try:
            saved = session.store().position(ss["learner"], ss["game"])
        except ProgressError:   # unreadable for now: the course starts at lesson 1 (said above)
            pass
        lid, step = saved if saved else (C.lessons[0].id, 0)
    if lid not in LESSON_IDS or not isinstance(step, int) or not 0 <= step < len(C.lesson(lid).steps):
        session.notice(N_("Your place in the course made no sense, so you start again at lesson 1."))
        lid, step = C.lessons[0].id, 0
    ss["learn_lesson"], ss["learn_step"] = lid, step
    return lid, step


lesson_id, step_i = _position()
session.show_notices()
unsaved = st.container()   # filled last: the quiz writes its answer once its feedback is drawn
lesson = C.lesson(lesson_id)
lesson_view.load_passed(ss["game"], lesson)   # its quizzes answered right before a reload
li = C.index(lesson_id)
qp = st.query_params
qp["lesson"], qp["step"] = str(li + 1), str(step_i + 1)
# the game too (``session`` reads it and takes it off the address): a reload, which starts a
# new session, came up in the app's first game at this lesson number, Euchre's for Écarté's
qp["game"] = ss["game"]
ss["learn_qp_written"] = (str(li + 1), str(step_i + 1))

done, stars = set(), {}
try:
    done = set(session.store().done(ss["learner"], ss["game"]))
    stars = session.store().stars(ss["learner"], ss["game"])
except ProgressError:   # unreadable for now: no ticks (the notice says why)
    pass


def _lesson_name(i: str) -> str:
    mark = ("  ✓ " + lesson_view.stars_text(stars[i]) if i in stars else "  ✓") if i in done else ""
    return f"{C.index(i) + 1}. {C.lesson(i).title}{mark}"


top_l, top_r = st.columns([3, 2], vertical_alignment="bottom")
with top_l:
    ss["learn_pick"] = lesson_id
    st.selectbox(_("Lesson"), LESSON_IDS, key="learn_pick", on_change=_pick_lesson,
                 format_func=_lesson_name)
with top_r:
    total = sum(len(l.steps) for l in C.lessons)
    before = sum(len(l.steps) for l in C.lessons[:li]) + step_i
    st.progress((before + 1) / total,
                text=_("Lesson {n} of {lessons} · step {step} of {steps}").format(
                    n=li + 1, lessons=len(C.lessons), step=step_i + 1, steps=len(lesson.steps)))

badge = _("Lesson {n} · {title}").format(n=li + 1, title=lesson.title)
st.markdown(f'<span class="eu-step">{badge}</span>', unsafe_allow_html=True)
step = lesson.steps[step_i]
st.header(step.title)
dots = " ".join("●" if i == step_i else ("○" if i > step_i else "◉") for i in range(len(lesson.steps)))
st.caption(f"{lesson.summary_for(session.rules())}  \n{dots}")

earned = ss.pop("learn_earned", None)
if earned:
    st.success(ngettext("**{lesson}** done: {stars} ({n} of 3 stars, from your answers at the "
                        "first try).", "**{lesson}** done: {stars} ({n} of 3 stars, from your "
                        "answers at the first try).", earned[1]).format(
        lesson=earned[0], stars=lesson_view.stars_text(earned[1]), n=earned[1]),
        icon=":material/star:")
    account.guest_note()   # the stars just earned go with the tab

lesson_view.step(C, lesson, step_i, step)

st.divider()
b1, b2, b3 = st.columns([1, 2, 1])
with b1:
    st.button(_("Back"), key="learn_back", on_click=_back, args=(lesson_id, step_i),
              disabled=li == 0 and step_i == 0, icon=":material/arrow_back:", width="stretch")
with b3:
    last = step_i + 1 == len(lesson.steps)
    nxt_label = (_("Finish the course") if li + 1 == len(C.lessons) else _("Next lesson")) \
        if last else _("Next")
    ready = lesson_view.step_passed(lesson, step_i)
    st.button(nxt_label, key="learn_next", on_click=_next, args=(lesson_id, step_i), type="primary",
              icon=":material/arrow_forward:", width="stretch", disabled=not ready)
with b2:
    if not ready:
        st.caption(_("Answer the quiz correctly to go on (skipping to a new question is fine)."))
if ss.pop("learn_finished", False):
    st.balloons()
    st.success(_("You have finished the course! Keep sharp on the Practice page."))
with unsaved:
    session.run_after_draw()
    session.show_unsaved()
# A new step opens at its top: Streamlit keeps the scroll of the step before, so "Next" at the
# bottom of a long step showed the middle of the next one, its title and first lines above.
shown = (ss["game"], lesson_id, step_i)
if ss.get("learn_shown", shown) != shown:
    st.html(f"""<script>/* {lesson_id} {step_i} */
document.querySelector('[data-testid="stMain"]')?.scrollTo(0, 0); window.scrollTo(0, 0);
</script>""", unsafe_allow_javascript=True)
else:
    st.empty()   # the same element slot either way
ss["learn_shown"] = shown
