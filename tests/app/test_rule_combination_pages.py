"""Every page under rule combinations a learner can make in Settings (not only the presets):
Home, Rules, Daily, Problems, Settings, the lessons whose steps follow the rules, a question
of every Practice topic, and the first decisions of a new game in Play, without an exception."""
from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from engine import ecarte
from engine.euchre.rules import Rules
from lessons.course import course

from apphelp import APP

COMBINATIONS = [
    ("euchre", Rules(players=2, stick_the_dealer=True, target_score=5)),
    ("euchre", Rules(players=3, deck=32, cutthroat_hand_size=7, target_score=11)),
    ("euchre", Rules(players=3, deck=25, stick_the_dealer=True, dealer_may_discard_upcard=False)),
    ("euchre", Rules(allow_alone=False, allow_lone_defender=True, call_for_best=True, lone_lead="dealer_left",
                     deck=28, target_score=1)),
    ("ecarte", ecarte.Rules(players=3, penalty="classic", dealer_must_exchange=False, must_trump=False,
                            target_score=11, stake=0, packets="2+3")),
    ("ecarte", ecarte.Rules(players=3, penalty="elder", target_score=1)),
]
RULE_LESSONS = {"euchre": ("deal", "scoring", "alone", "variants", "guided"),
                "ecarte": ("deal", "exchange", "play", "scoring", "variants", "guided")}


def _visit(at: AppTest, page: str, what: str, **query) -> None:
    for k in list(at.query_params):
        del at.query_params[k]
    for k, v in query.items():
        at.query_params[k] = v
    at.switch_page(f"ui/pages/{page}.py").run()
    assert not at.exception, (what, [e.value for e in at.exception])


@pytest.mark.parametrize("game, rules", COMBINATIONS, ids=repr)
def test_every_page_under_a_rule_combination(game, rules):
    at = AppTest.from_file(APP, default_timeout=90)
    at.session_state["game"] = game
    at.run()
    at.session_state["rules"][game] = rules
    for page in ("home", "rules", "daily", "problems", "settings"):
        _visit(at, page, page)
    c = course(game)
    for lesson_id in RULE_LESSONS[game]:
        n = c.index(lesson_id) + 1
        for step in range(len(c.lesson(lesson_id).steps)):
            _visit(at, "learn", f"lesson {lesson_id} step {step + 1}", lesson=str(n), step=str(step + 1))
    for topic in c.topics:
        _visit(at, "practice", f"practice {topic}", topic=topic, seed="24")
        if c.topics[topic].skipped(rules):   # no question under these rules: said, and another topic
            assert at.session_state["pr_current"] != topic
        else:
            assert at.session_state["pr_current"] == topic
    # Play: a new game under these rules, and the learner's first decisions
    _visit(at, "play", "play")
    at.toggle(key="plset_grading").set_value(False).run()
    at.button(key="plctl_start").click().run()
    assert at.session_state["pl_game"].game.rules == rules
    for i in range(4):
        buttons = [b for b in at.button if b.key and b.key.startswith("plact_") and not b.disabled]
        if not buttons:
            break
        buttons[-1].click().run()
        assert not at.exception, (f"play decision {i + 1}", [e.value for e in at.exception])
