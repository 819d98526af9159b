"""A click's progress writes wait until what the click changed is drawn: the learner sees
the feedback first, and the disk is touched after (``session.after_draw``)."""
from __future__ import annotations

from lessons.progress import ProgressStore

import ui.quiz
from apphelp import answer, app, no_exception, quiz_keys, step_with

TOPIC = "suit"


def test_a_quiz_answer_is_written_after_its_feedback_is_drawn(monkeypatch):
    order: list[str] = []
    show, record, save_card = ui.quiz._show_feedback, ProgressStore.record_answer, ProgressStore.save_card

    def drawn(*args, **kwargs):
        order.append("feedback drawn")
        return show(*args, **kwargs)

    def written(self, *args, **kwargs):
        order.append("answer written")
        return record(self, *args, **kwargs)

    def card_written(self, *args, **kwargs):
        order.append("review card written")
        return save_card(self, *args, **kwargs)

    monkeypatch.setattr(ui.quiz, "_show_feedback", drawn)
    monkeypatch.setattr(ProgressStore, "record_answer", written)
    monkeypatch.setattr(ProgressStore, "save_card", card_written)
    lesson_no, step_no = step_with(TOPIC)
    at = app("learn", lesson=str(lesson_no), step=str(step_no))
    key = next(k for k in quiz_keys(at) if k.endswith(TOPIC))
    answer(at, key, TOPIC, right=False)
    no_exception(at)
    assert order == ["feedback drawn", "answer written", "review card written"]
    store, learner = at.session_state["_store"], at.session_state["learner"]
    assert [(r.topic, r.correct) for r in store.answer_log(learner, "euchre")] == [(TOPIC, False)]
