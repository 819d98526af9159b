"""A quiz question is made once and kept while it is on screen: an answer reruns the quiz,
and some kinds take the engine tens of milliseconds to build (a discard judged by the
solver). A new question, other rules or another language make a new one. Such a slow kind's
next question is built ahead, in the background, while the learner reads this one."""
from __future__ import annotations

import lessons.euchre as EU
from engine.euchre.rules import PRESETS
from lessons.quiz import Topic

from apphelp import app, click_answer, no_exception, quiz_keys, step_with
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


def _analyses(monkeypatch) -> list[str]:
    """The names of the threads that ran the engine's analysis (``analyse``)."""
    import threading

    import engine.ai
    ran: list[str] = []
    analyse = engine.ai.analyse

    def counted(*args, **kwargs):
        ran.append(threading.current_thread().name)
        return analyse(*args, **kwargs)
    monkeypatch.setattr(engine.ai, "analyse", counted)
    return ran


def _built_ahead() -> None:
    """Wait for the questions being built ahead (one background worker, in order)."""
    from ui.quiz import _ahead_pool
    _ahead_pool().submit(lambda: None).result(timeout=60)


def test_practice_builds_a_slow_kind_ahead_so_next_finds_it_made(monkeypatch):
    made, ran = _counting(monkeypatch), _analyses(monkeypatch)
    at = app("practice", topic="suit", seed="7")
    at.session_state["pr_topics"] = ["suit", "best_discard"]   # the next can only be the discard
    at.run()
    basis, upcoming, seed = at.session_state["pr_upcoming"]
    assert upcoming == "best_discard" and basis == ("suit", ("suit", "best_discard"))
    _built_ahead()
    assert ("best_discard", seed) in made                       # built while "suit" was read
    assert all(n.startswith("quiz-ahead") for n in ran)
    ran.clear()
    at.button(key="pr_suit_next").click().run()
    no_exception(at)
    assert at.session_state["pr_current"] == "best_discard"
    assert at.session_state["pr_best_discard_seed"] == seed
    assert not ran                                             # no analysis in the click


def test_a_slow_kind_alone_builds_its_next_question_ahead(monkeypatch):
    made, ran = _counting(monkeypatch), _analyses(monkeypatch)
    at = app("practice", topic="best_discard", seed="7")
    at.session_state["pr_topics"] = ["best_discard"]     # one topic: the next is the same kind
    at.run()
    _basis, upcoming, seed = at.session_state["pr_upcoming"]
    assert upcoming == "best_discard" and seed != 7
    _built_ahead()
    assert made.count(("best_discard", seed)) == 1
    ran.clear()
    at.button(key="pr_best_discard_next").click().run()   # "Skip: new question"
    no_exception(at)
    assert at.session_state["pr_best_discard_seed"] == seed
    assert all(n.startswith("quiz-ahead") for n in ran)   # only the one after it, ahead


def test_a_quick_kind_is_not_built_ahead(monkeypatch):
    # (its next question is built once, at once, only to check that it is not this one again:
    # test_quiz_no_repeat.py)
    import threading
    threads: list[str] = []
    generate = Topic.generate

    def counted(self, rules, seed):
        threads.append(threading.current_thread().name)
        return generate(self, rules, seed)
    monkeypatch.setattr(Topic, "generate", counted)
    made = _counting(monkeypatch)
    at = app("practice", topic="suit", seed="7")
    at.session_state["pr_topics"] = ["suit"]
    at.run()
    _built_ahead()
    _basis, _upcoming, seed = at.session_state["pr_upcoming"]
    suit = [m for m in made if m[0] == "suit"]
    assert suit[0] == ("suit", 7) and ("suit", seed) in suit
    assert not [n for n in threads if n.startswith("quiz-ahead")]


def test_a_lesson_quiz_of_a_slow_kind_builds_its_next_question_ahead(monkeypatch):
    made, ran = _counting(monkeypatch), _analyses(monkeypatch)
    lesson_no, step_no = step_with("best_discard")
    at = app("learn", lesson=str(lesson_no), step=str(step_no))
    no_exception(at)
    key = next(k for k in quiz_keys(at) if k.endswith("best_discard"))
    seed = at.session_state[f"{key}_ahead"]
    _built_ahead()
    assert ("best_discard", seed) in made
    ran.clear()
    at.button(key=f"{key}_next").click().run()            # "Skip: new question"
    no_exception(at)
    assert at.session_state[f"{key}_seed"] == seed
    assert all(n.startswith("quiz-ahead") for n in ran)   # only the one after it, ahead
