"""The course data: every step names a known explorer and known quiz topics; examples build."""
import dataclasses

import pytest

import lessons.euchre as E
from engine.euchre.rules import PRESETS
from lessons import available_games
from lessons.euchre.rulebook import options_table, rule_book, scoring_rows

EXPLORERS = {"ranking", "beats", "points_chart", "points_chart_partners", "score_race", "counters", "pack", "deal", "bid_odds",
             "guided"}


def test_lessons_in_order():
    assert [l.id for l in E.LESSONS] == ["basics", "bowers", "play", "deal", "bidding", "scoring", "alone",
                                         "variants", "guided", "decisions"]


def test_steps_refer_to_known_things():
    for lesson in E.LESSONS:
        assert lesson.steps
        for step in lesson.steps:
            assert step.explorer is None or step.explorer in EXPLORERS
            for t in step.quiz:
                assert t in E.TOPICS


def test_every_topic_is_quizzed_in_some_lesson():
    used = {t for l in E.LESSONS for s in l.steps for t in s.quiz}
    assert used == set(E.TOPICS)


@pytest.mark.parametrize("preset", list(PRESETS))
def test_examples_build_for_every_variant(preset):
    for lesson in E.LESSONS:
        for step in lesson.steps:
            if step.example:
                ex = step.example(PRESETS[preset])
                assert ex.frames and all(f.text for f in ex.frames)


def test_rule_book_scoring_rows_come_from_the_engine():
    rows = scoring_rows(PRESETS["cutthroat"])
    assert ("The maker takes all 5 (a march)", "the maker", 3) in rows
    rows = scoring_rows(PRESETS["railroad"])
    assert any(r[0].startswith("A lone defender") and r[2] == 4 for r in rows)


def test_rule_book_marks_changed_options():
    changed = {r.name for r in options_table(PRESETS["stick_the_dealer"]) if r.changed}
    assert changed == {"stick_the_dealer"}
    assert any("Stick the Dealer" in p for s in rule_book(PRESETS["stick_the_dealer"]) for p in s.paragraphs)


def test_rule_book_marks_what_settings_mark_as_changed():
    # Cutthroat, a preset: three players is its change from the standard game; nobody alone
    # is its rule, not a choice. A choice on top of it makes "Your own rules, closest to
    # Cutthroat": only the choice is marked, as Settings' "In force now" lists it.
    assert {r.name for r in options_table(PRESETS["cutthroat"]) if r.changed} == {"players"}
    custom = dataclasses.replace(PRESETS["cutthroat"], stick_the_dealer=True)
    assert {r.name for r in options_table(custom) if r.changed} == {"stick_the_dealer"}


def test_euchre_is_offered():
    assert "euchre" in available_games()
