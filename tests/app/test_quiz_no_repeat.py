""""Next question" never brings back the question just answered: a kind with few questions
("Who is South's partner?", eight in all) gave the same one again once in eight, in a lesson and
in Practice with one topic chosen."""
from __future__ import annotations

import random

import pytest

from apphelp import app, no_exception, question_for

KEY = "q_basics_0_z_seats"   # lesson 1, step 1: partners and turns


def _seen(q) -> tuple:
    return q.prompt, q.scene, sorted(c.label for c in q.choices)


@pytest.mark.parametrize("start", [3, 11])
def test_the_next_question_of_a_lesson_quiz_is_another_one(start):
    random.seed(start)   # the page's seeds come from the module random: the same run every time
    at = app("learn", lesson="1", step="1")
    no_exception(at)
    shown = [_seen(question_for(at, KEY, "z_seats"))]
    for _i in range(16):
        at.button(key=f"{KEY}_next").click().run()
        no_exception(at)
        shown.append(_seen(question_for(at, KEY, "z_seats")))
    assert len({s[0] for s in shown}) >= 4   # the kind's questions do change
    again = [i for i in range(1, len(shown)) if shown[i] == shown[i - 1]]
    assert not again, [shown[i][0] for i in again]


def test_practice_with_one_topic_asks_another_question_each_time():
    random.seed(5)
    at = app("practice", topic="z_seats")
    at.session_state["pr_topics"] = ["z_seats"]   # as the topic picker leaves it
    at.run()
    no_exception(at)
    shown = [_seen(question_for(at, "pr_z_seats", "z_seats"))]
    for _i in range(16):
        at.button(key="pr_switch").click().run()
        no_exception(at)
        shown.append(_seen(question_for(at, "pr_z_seats", "z_seats")))
    again = [i for i in range(1, len(shown)) if shown[i] == shown[i - 1]]
    assert not again, [shown[i][0] for i in again]


@pytest.mark.parametrize("start", [3, 11])
def test_the_next_ecarte_question_of_a_kind_with_four_questions_is_another_one(start):
    # "Who is the elder hand?" at a table of two has four questions in all (two dealers, two roles)
    random.seed(start)
    key = "q_deal_0_e_roles"   # the Écarté deal lesson, step 1
    at = app("learn", game="ecarte", lesson="3", step="1")
    no_exception(at)
    assert at.session_state["game"] == "ecarte"
    shown = [_seen(question_for(at, key, "e_roles"))]
    for _i in range(12):
        at.button(key=f"{key}_next").click().run()
        no_exception(at)
        shown.append(_seen(question_for(at, key, "e_roles")))
    assert len({s[0] for s in shown}) >= 3
    again = [i for i in range(1, len(shown)) if shown[i] == shown[i - 1]]
    assert not again, [shown[i][0] for i in again]
