"""A quiz question is made once and kept while it is on screen: an answer reruns the quiz,
and some kinds take the engine tens of milliseconds to build (a discard judged by the
solver). A new question, other rules or another language make a new one."""
from __future__ import annotations

import lessons.euchre as EU
from engine.euchre.rules import PRESETS
from lessons.quiz import Topic

from apphelp import app, click_answer, no_exception
from tests.i18n.pseudo import LANG, install


def _counting(monkeypatch) -> list[tuple[str, int]]:
    made: list[tuple[str, int]] = []
    generate = Topic.generate

    def counted(self, rules, seed):
        made.append((self.id, seed))
        return generate(self, rules, seed)
    monkeypatch.setattr(Topic, "generate", counted)
    return made


def test_answering_does_not_build_the_question_again(monkeypatch):
    made = _counting(monkeypatch)
    at = app("practice", topic="suit", seed="7")
    no_exception(at)
    assert made.count(("suit", 7)) == 1
    q = EU.TOPICS["suit"].generate(PRESETS["standard"], 7)
    click_answer(at, "pr_suit", q, right=False)     # a miss: the same question stays
    click_answer(at, "pr_suit", q, right=True)
    no_exception(at)
    assert at.success and "Right!" in at.success[0].value
    assert made.count(("suit", 7)) == 2             # the page's one, and the test's own


def test_other_rules_or_another_language_make_the_question_anew(monkeypatch):
    install()
    made = _counting(monkeypatch)
    at = app("practice", topic="suit", seed="7")
    at.run()                                 # a rerun keeps it
    assert made.count(("suit", 7)) == 1
    at.session_state["rules"]["euchre"] = PRESETS["stick_the_dealer"]
    at.run()
    assert made.count(("suit", 7)) == 2
    at.session_state["language"] = LANG      # the tests' pseudo language (tests/i18n)
    at.run()
    no_exception(at)
    assert made.count(("suit", 7)) == 3
    assert any("⟦" in m.value for m in at.markdown if "**" in m.value)   # the prompt, anew
