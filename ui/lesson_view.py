"""Draw one lesson step: text, explorer, worked example, quiz."""
from __future__ import annotations

import streamlit as st

from engine.i18n import _
from lessons.course import Course, Example, Lesson, Step
from lessons.course import course as course_of
from lessons.glossary import linked_step_text
from lessons.progress import ProgressError, stars_for
from ui import cards, session
from ui.games import explorer
from ui.quiz import passed, passed_key, quiz, scene_html

ss = st.session_state


def example(ex: Example) -> None:
    fc = session.four_colour()
    with st.container(border=True):
        badge = _("Worked example · {title}").format(title=ex.title)
        st.markdown(f'<span class="eu-step">{badge}</span>', unsafe_allow_html=True)
        for fr in ex.frames:
            html = scene_html(fr.scene, fc)
            if html:
                cards.show(html)
            st.markdown(fr.text)


def step(course: Course, lesson: Lesson, index: int, st_: Step) -> None:
    rules = session.rules()
    st.markdown(linked_step_text(course.game, lesson, index, rules))   # first uses link to the glossary
    if st_.explorer:
        draw = explorer(course.game, st_.explorer)
        if draw is None:
            st.info(_("(The “{name}” explorer is coming soon.)").format(name=st_.explorer))
        else:
            draw(rules)
    if st_.example is not None:
        try:
            example(st_.example(rules))
        except Exception as exc:  # pragma: no cover - an example must never take the page down
            st.info(_("This example does not apply to the rules in force ({error}).").format(error=exc))
    for topic_id in st_.quiz:
        topic = course.topics[topic_id]
        quiz(topic, key=quiz_key(lesson, index, topic_id), lesson=lesson.id)


def quiz_key(lesson: Lesson, index: int, topic_id: str) -> str:
    return f"q_{lesson.id}_{index}_{topic_id}"


def step_passed(lesson: Lesson, index: int) -> bool:
    """Every quiz of the step has had a right answer (the learner may move on); a quiz with no
    meaningful question under the rules in force (``Topic.skipped``) waits for nothing."""
    topics, rules = course_of(ss["game"]).topics, session.rules()
    return all(passed(quiz_key(lesson, index, t)) or topics[t].skipped(rules) for t in lesson.steps[index].quiz)


def load_passed(game: str, lesson: Lesson) -> None:
    """The quizzes of ``lesson`` answered right before this session (before a reload, or in
    another tab or device): passed here too, so the learner is not asked them again."""
    try:
        saved = session.store().blobs(ss["learner"], passed_key(game, lesson.id, ""))
    except ProgressError:   # unreadable for now: this session's answers
        return
    for index, st_ in enumerate(lesson.steps):
        for topic_id in st_.quiz:
            if passed_key(game, lesson.id, topic_id) in saved:
                ss[f"{quiz_key(lesson, index, topic_id)}_passed"] = True


def unanswered_steps(lesson: Lesson) -> list[int]:
    """The steps (0-based) whose quizzes still wait for a right answer."""
    return [i for i, s in enumerate(lesson.steps) if s.quiz and not step_passed(lesson, i)]


def stars_text(n: int) -> str:
    """``★★☆`` for 2 stars of 3."""
    return "★" * n + "☆" * (3 - n)


def lesson_stars(game: str, lesson_id: str) -> int:
    """Stars earned now for ``lesson_id``: from the saved first answers, else this session's."""
    try:
        saved = session.store().lesson_answers(ss["learner"], game)
    except ProgressError:  # unreadable for now: this session's answers
        saved = {}
    right, wrong = saved.get(lesson_id) or ss.get("lesson_tally", {}).get(lesson_id, (0, 0))
    return stars_for(right, right + wrong)
