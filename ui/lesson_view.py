"""Draw one lesson step: text, explorer, worked example, quiz."""
from __future__ import annotations

import streamlit as st

from lessons.course import Course, Example, Lesson, Step
from lessons.glossary import linked_step_text
from ui import cards, explorers, session
from ui.quiz import quiz, scene_html

ss = st.session_state


def example(ex: Example) -> None:
    fc = session.four_colour()
    with st.container(border=True):
        st.markdown(f'<span class="eu-step">Worked example · {ex.title}</span>', unsafe_allow_html=True)
        for i, fr in enumerate(ex.frames):
            html = scene_html(fr.scene, fc)
            if html:
                cards.show(html)
            st.markdown(fr.text)


def step(course: Course, lesson: Lesson, index: int, st_: Step) -> None:
    rules = session.game_rules()
    st.markdown(linked_step_text(course.game, lesson, index, rules))   # first uses link to the glossary
    if st_.explorer:
        explorers.run(st_.explorer, rules)
    if st_.example is not None:
        try:
            example(st_.example(rules))
        except Exception as exc:  # pragma: no cover - an example must never take the page down
            st.info(f"This example does not apply to the rules in force ({exc}).")
    for topic_id in st_.quiz:
        topic = course.topics[topic_id]
        quiz(topic, key=f"q_{lesson.id}_{index}_{topic_id}")
