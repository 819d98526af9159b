"""Issue 12's whole journey in one session and the next: create a profile with a PIN,
answer quizzes, make a graded mistake in Play, find both due on Review, reload and find
everything again; a wrong PIN opens nothing; Forget me leaves no row."""
from __future__ import annotations

from datetime import datetime, timezone

import pytest
from streamlit.testing.v1 import AppTest

from apphelp import (APP, app, click_answer, create_profile, no_exception, open_profile,
                     question_for, texts)
from lessons.progress import open_store
from lessons.review import due
from test_profiles import rows_about
from test_review_page import _trump_partners_ace, _wait_for_grade
from ui import clock
from ui.play_table import action_key

NOW = datetime(2026, 3, 4, 20, 0, tzinfo=timezone.utc)


@pytest.fixture(autouse=True)
def fixed_clock(monkeypatch):
    monkeypatch.setattr(clock, "now", lambda: NOW)


def _due_ids(learner: str) -> list[str]:
    store, _msg = open_store()
    return sorted(r.card_id for r in due(store.cards(learner, "euchre"), NOW))


def test_profile_quiz_mistake_review_reload_wrong_pin_and_forget(progress_db):
    at = create_profile(AppTest.from_file(APP, default_timeout=60), "Noor", "7319")
    at.run()
    no_exception(at)
    learner = at.session_state["learner"]
    assert at.session_state["profile"] == (learner, "Noor")

    # a quiz answered wrong, then one answered right
    at.switch_page("ui/pages/practice.py").run()
    at.query_params["topic"], at.query_params["seed"] = "suit", "77"
    at.switch_page("ui/pages/practice.py").run()
    click_answer(at, "pr_suit", question_for(at, "pr_suit", "suit"), right=False)
    no_exception(at)

    # a graded mistake in Play: trumping partner's winning ace
    at.session_state["pl_game"] = _trump_partners_ace()
    at.switch_page("ui/pages/play.py").run()
    position = at.session_state["pl_game"].position
    at.button(key=action_key("play JH", position)).click().run()
    _wait_for_grade(at)
    assert at.session_state["pl_game"].decisions[-1].grade.label in ("Mistake", "Blunder")
    due_now = _due_ids(learner)
    assert len(due_now) == 2 and due_now[0].startswith("mistake:euchre:") \
        and due_now[1] == "quiz:euchre:suit"
    at.switch_page("ui/pages/review.py").run()
    no_exception(at)
    assert "2 due now" in texts(at)

    # a reload is a new, anonymous session until the profile is opened again
    wrong = open_profile(app(), "Noor", "0000")
    no_exception(wrong)
    assert wrong.session_state["learner"] != learner
    assert any("do not match" in e.value for e in wrong.error)
    again = open_profile(app(), "Noor", "7319")
    no_exception(again)
    assert again.session_state["learner"] == learner
    assert _due_ids(learner) == due_now
    store = again.session_state["_store"]
    assert [(r.topic, r.correct) for r in store.answer_log(learner, "euchre")] == [("suit", False)]
    again.switch_page("ui/pages/review.py").run()
    no_exception(again)
    assert again.session_state["rv_card"] in due_now

    # Forget me: a confirmation, then not one row about the learner is left
    again.switch_page("ui/pages/profile.py").run()
    again.button(key="pf_forget").click().run()
    again.button(key="pf_forget_yes").click().run()
    no_exception(again)
    assert rows_about(progress_db, learner) == 0
    assert open_store()[0].find_profile("Noor") is None
