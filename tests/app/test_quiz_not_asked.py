"""A quiz kind with no meaningful question under the rules in Settings ("Who wins the game?" in a
game to 1 point, where the first point scored wins) is not asked: the lesson step says why and
lets the learner go on, and Practice leaves the topic out, saying so when it was chosen."""
from __future__ import annotations

from streamlit.testing.v1 import AppTest

from engine import ecarte
from engine.euchre.rules import Rules
from lessons.course import course

from apphelp import no_exception, step_with, with_rules

TO_ONE = Rules(target_score=1)


def _at(rules, game: str = "euchre") -> AppTest:
    return with_rules(game, rules)


def _texts(at) -> str:
    return " ".join(e.value for e in (*at.info, *at.warning, *at.caption))


def test_the_lesson_step_says_why_and_lets_the_learner_go_on():
    at = _at(TO_ONE)
    lesson_no, step_no = step_with("game")
    at.query_params["lesson"], at.query_params["step"] = str(lesson_no), str(step_no)
    at.switch_page("ui/pages/learn.py").run()
    no_exception(at)
    assert "The game in Settings is to 1 point: the first point scored wins it" in _texts(at)
    assert not [b for b in at.button if b.key and b.key.startswith("q_scoring_") and b.key.endswith(("_c_nobody",))]
    assert not at.button(key="learn_next").disabled   # nothing to answer: the learner may go on


def test_practice_leaves_the_topic_out_and_says_so():
    at = _at(TO_ONE)
    at.session_state["pr_topics"] = ["game"]   # the learner chose only this topic
    at.switch_page("ui/pages/practice.py").run()
    no_exception(at)
    assert at.session_state["pr_current"] != "game"
    assert "game" not in at.session_state["pr_upcoming"][0][1]
    text = _texts(at)
    assert "No question is asked on the topics chosen under the rules in Settings" in text
    assert "Not asked under the rules in Settings: “Who wins the game?”" in text



def test_an_address_asking_for_the_topic_is_told_why():
    at = _at(TO_ONE)
    at.query_params["topic"], at.query_params["seed"] = "game", "5"
    at.switch_page("ui/pages/practice.py").run()
    no_exception(at)
    assert "but none is asked under the rules in Settings. The game in Settings is to 1 point" in _texts(at)
    assert at.session_state["pr_current"] != "game"


def test_with_a_higher_target_the_topic_is_asked_as_before():
    at = _at(Rules(target_score=2))
    at.query_params["topic"], at.query_params["seed"] = "game", "5"
    at.switch_page("ui/pages/practice.py").run()
    no_exception(at)
    assert at.session_state["pr_current"] == "game"
    assert "Not asked under the rules" not in _texts(at)


def test_ecarte_practice_to_one_point_never_asks_who_wins():
    at = _at(ecarte.Rules(target_score=1), "ecarte")
    at.switch_page("ui/pages/practice.py").run()
    no_exception(at)
    assert "e_game" not in at.session_state["pr_upcoming"][0][1]
    assert set(at.session_state["pr_upcoming"][0][1]) == set(course("ecarte").topics) - {"e_game"}
