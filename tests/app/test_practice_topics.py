"""Practice's topic picker: a lesson's tick box takes all its topics, a pill takes one,
"Clear the choice" goes back to every topic; the questions then come only from the
chosen topics, and the choice stays while the learner practises (other pages, the other
game, an address naming a topic)."""
from __future__ import annotations

from engine.i18n import language
from lessons.course import Course, course
from ui import topic_picker

from apphelp import app, click_answer, no_exception, question_for

EU = course("euchre")
BIDDING = ("may", "makers", "next")


def _summary(at) -> str:
    return at.expander[0].label


def _questions(at, n: int) -> list[str]:
    """The topics of the question on screen and the ``n`` after it, each answered and left
    with "Next question" (or "Skip"), as a learner practises."""
    seen = []
    for _i in range(n + 1):
        cur = at.session_state["pr_current"]
        seen.append(cur)
        if _i == n:
            break
        q = question_for(at, f"pr_{cur}", cur)
        click_answer(at, f"pr_{cur}", q, right=True)
        at.button(key=f"pr_{cur}_next").click().run()
        no_exception(at)
    return seen


def _next_from(at) -> tuple[str, ...]:
    """The topics the next question is drawn from (``_upcoming``'s basis)."""
    return at.session_state["pr_upcoming"][0][1]


def test_a_lessons_tick_box_takes_its_topics_and_questions_come_only_from_them():
    at = app("practice", topic="suit", seed="7")
    assert _summary(at) == "Topics: All topics"
    assert _next_from(at) == tuple(EU.topics)
    at.checkbox(key="pr_lesson_euchre_bidding").check().run()
    no_exception(at)
    assert at.session_state["pr_topics"] == list(BIDDING)
    assert at.button_group(key="pr_lesson_euchre_bidding_topics").value == list(BIDDING)
    assert _summary(at) == "Topics: 3 topics from “Bidding”"
    # the question on screen (Which suit is it?) was not a bidding one: a bidding one replaces it
    assert at.session_state["pr_current"] in BIDDING
    assert set(_questions(at, 6)) <= set(BIDDING)
    at.button(key="pr_switch").click().run()
    assert at.session_state["pr_current"] in BIDDING
    # unticked, the lesson's topics go: every topic again
    at.checkbox(key="pr_lesson_euchre_bidding").uncheck().run()
    assert at.session_state["pr_topics"] == [] and _summary(at) == "Topics: All topics"
    assert _next_from(at) == tuple(EU.topics)


def test_a_single_topic_then_another_lesson_then_clear():
    at = app("practice")
    at.button_group(key="pr_lesson_euchre_bowers_topics").set_value(["suit"]).run()
    no_exception(at)
    assert _summary(at) == "Topics: Which suit is it?"
    assert not at.checkbox(key="pr_lesson_euchre_bowers").value    # one topic of three
    assert _questions(at, 3) == ["suit"] * 4
    at.checkbox(key="pr_lesson_euchre_scoring").check().run()
    assert at.session_state["pr_topics"] == ["suit", "points", "game"]
    assert _summary(at) == "Topics: 3 topics from 2 lessons"
    assert set(_questions(at, 5)) <= {"suit", "points", "game"}
    # a pill taken out of a ticked lesson unticks it, and leaves the other lesson's topic
    at.button_group(key="pr_lesson_euchre_scoring_topics").set_value(["game"]).run()
    assert at.session_state["pr_topics"] == ["suit", "game"]
    assert not at.checkbox(key="pr_lesson_euchre_scoring").value
    assert at.button_group(key="pr_lesson_euchre_bowers_topics").value == ["suit"]
    at.button(key="pr_topics_all").click().run()
    no_exception(at)
    assert at.session_state["pr_topics"] == [] and _summary(at) == "Topics: All topics"
    assert at.button(key="pr_topics_all").disabled      # nothing left to clear
    assert all(not at.button_group(key=k).value for k in _pill_keys(at))
    assert _next_from(at) == tuple(EU.topics)


def _pill_keys(at) -> list[str]:
    return [w.key for w in at.button_group if w.key and w.key.startswith("pr_lesson_")]


def test_every_topic_is_in_the_picker_once_under_its_lesson():
    for game in ("euchre", "ecarte"):
        c = course(game)
        groups = topic_picker.groups(c)
        ids = [t for g in groups for t in g.topics]
        assert sorted(ids) == sorted(c.topics) and len(ids) == len(set(ids))
        for g in groups:
            lesson = c.lesson(g.id)
            assert set(g.topics) == {t for s in lesson.steps for t in s.quiz}


def test_a_topic_no_lesson_asks_can_still_be_picked():
    c = Course("euchre", (), {"suit": EU.topics["suit"]})
    with language("en"):
        assert [(g.id, g.title, g.topics) for g in topic_picker.groups(c)] == [("more", "More topics", ("suit",))]


def test_the_choice_stays_on_other_pages_in_the_other_game_and_with_a_topic_in_the_address():
    at = app("practice")
    at.checkbox(key="pr_lesson_euchre_scoring").check().run()
    at.switch_page("ui/pages/learn.py").run()
    at.switch_page("ui/pages/practice.py").run()
    assert at.session_state["pr_topics"] == ["points", "game"]
    assert _summary(at) == "Topics: 2 topics from “Scoring”"
    assert at.checkbox(key="pr_lesson_euchre_scoring").value
    # Écarté has its own choice, and Euchre's is there on coming back
    at.session_state["game"] = "ecarte"
    at.run()
    no_exception(at)
    assert _summary(at) == "Topics: All topics"
    at.checkbox(key="pr_lesson_ecarte_variants").check().run()
    no_exception(at)
    variants = ["e_three", "e_target", "e_stakes", "e_jeu"]
    assert set(_questions(at, 3)) <= set(variants)
    at.session_state["game"] = "euchre"
    at.run()
    assert _summary(at) == "Topics: 2 topics from “Scoring”"
    assert set(_questions(at, 2)) <= {"points", "game"}
    # an address naming another topic adds it to a narrow choice
    at.query_params["topic"], at.query_params["seed"] = "suit", "5"
    at.run()
    no_exception(at)
    assert at.session_state["pr_current"] == "suit"
    assert at.session_state["pr_topics"][-3:] == ["suit", "points", "game"]


def test_an_address_naming_a_topic_keeps_every_topic_when_none_is_chosen():
    at = app("practice", topic="suit", seed="5")
    assert at.session_state["pr_current"] == "suit"
    assert at.session_state["pr_topics"] == [] and _summary(at) == "Topics: All topics"


def test_the_summary_names_what_is_chosen():
    with language("en"):
        s = topic_picker.summary
        assert s(EU, []) == s(EU, list(EU.topics)) == "All topics"
        assert s(EU, ["rank"]) == "Rank the cards"
        assert s(EU, ["rank", "suit"]) == "2 topics from “The deck and the bowers”"
        assert s(EU, ["rank", "suit", "may", "points", "game", "lead", "stuck"]) == "7 topics from 5 lessons"


def test_the_summary_gives_each_number_its_own_plural(monkeypatch):
    # "{n} topics from {k} lessons" followed the plural of n only: a language whose word for
    # "lessons" after 2 differs from the one after 5 could not say it. Each count now picks
    # its own form (a fake language below: its plural forms say which count chose them).
    def forms(singular, plural, n):
        return (singular if n == 1 else plural).replace("{", f"[{n}]{{", 1)

    monkeypatch.setattr(topic_picker, "ngettext", forms)
    with language("en"):
        text = topic_picker.summary(EU, ["rank", "suit", "may", "points", "game", "lead", "stuck"])
    assert "[7]7 topics" in text and "[5]5 lessons" in text


def test_done_keeps_the_choice():
    # "Done" closes the picker in the page (tests/browser/test_practice_topics.py): here, its
    # click changes nothing of the choice
    at = app("practice", topic="suit", seed="5")
    at.checkbox(key="pr_lesson_euchre_bidding").check().run()
    at.button(key="pr_topics_done").click().run()
    no_exception(at)
    assert at.session_state["pr_topics"] == list(BIDDING)
    assert "pr_topics_done" in " ".join(h.proto.body for h in at.get("html"))
