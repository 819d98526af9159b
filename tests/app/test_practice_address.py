"""Practice opened from a question's address (?topic=…&seed=…): once the learner moves on
from that question, the address no longer names it, so a reload shows a fresh question
rather than the one already answered (which also counted its first answer again)."""
from __future__ import annotations

from apphelp import app, click_answer, no_exception, question_for, reload


def _named(at) -> tuple:
    return at.query_params.get("topic"), at.query_params.get("seed")


def test_the_address_keeps_its_question_until_the_learner_moves_on():
    at = app("practice", topic="suit", seed="7")
    click_answer(at, "pr_suit", question_for(at, "pr_suit", "suit"), right=False)
    no_exception(at)
    assert _named(at) == ("suit", "7")   # a reload now shows the same question
    click_answer(at, "pr_suit", question_for(at, "pr_suit", "suit"), right=True)
    at.button(key="pr_suit_next").click().run()
    no_exception(at)
    assert at.session_state["pr_current"] != "suit"
    assert _named(at) == (None, None)


def test_skip_and_switch_topic_leave_the_addressed_question_too():
    for button in ("pr_suit_next", "pr_switch"):   # "Skip: new question", "Switch topic"
        at = app("practice", topic="suit", seed="7")
        at.button(key=button).click().run()
        no_exception(at)
        assert _named(at) == (None, None), button


def test_reloading_an_ecarte_questions_address_stays_on_that_question():
    at = app("practice", game="ecarte", topic="e_points", seed="5")
    click_answer(at, "pr_e_points", question_for(at, "pr_e_points", "e_points"), right=False)
    assert at.session_state["game"] == "ecarte"
    again = reload(at, "practice")
    assert again.session_state["game"] == "ecarte"
    assert again.session_state["pr_current"] == "e_points" and again.session_state["pr_e_points_seed"] == 5
    assert not [w.value for w in again.warning if "does not exist" in w.value]
