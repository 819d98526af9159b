"""The glossary: every term the course promises is there, and every glossary link in the
lesson text points at an entry of the same game (and each lesson links a term's first use)."""
import re

import pytest

from engine import ecarte, euchre
from lessons.course import course
from lessons.glossary import link_terms, linked_step_text, terms

REQUIRED = {
    "euchre": {"trick", "lead", "follow", "trump", "maker", "defender", "euchre", "march", "bower", "kitty",
               "upcard", "turned-down", "next", "loner"},
    "ecarte": {"trick", "lead", "follow", "trump", "elder", "proposal", "stand", "accept", "refuse", "exchange",
               "talon", "vole", "king", "point"},
}
RULES = {"euchre": [euchre.preset(p) for p in ("standard", "british", "cutthroat", "two_handed", "railroad")],
         "ecarte": [ecarte.preset(p) for p in ("classic", "three")]}
# the term rides twice, as ?term= (the page scrolls to it) and as #anchor: both the same
LINK = re.compile(r"\[([^\]]*)\]\(glossary\?game=(\w+)&term=([\w-]+)#\3\)")


@pytest.mark.parametrize("game", list(REQUIRED))
def test_every_promised_term_has_an_entry(game):
    ids = [t.id for t in terms(game)]
    assert len(ids) == len(set(ids))
    assert REQUIRED[game] <= set(ids)
    for t in terms(game):
        assert t.definition.endswith(".") and len(re.findall(r"[.!?](\s|$)", t.definition)) <= 3


@pytest.mark.parametrize("game", list(REQUIRED))
def test_every_glossary_link_in_lesson_text_points_to_an_entry(game):
    ids = {t.id for t in terms(game)}
    found = 0
    for rules in RULES[game]:
        for lesson in course(game).lessons:
            for i in range(len(lesson.steps)):
                for _, link_game, anchor in LINK.findall(linked_step_text(game, lesson, i, rules)):
                    assert link_game == game and anchor in ids, (lesson.id, i, anchor)
                    found += 1
    assert found > 20


@pytest.mark.parametrize("game", list(REQUIRED))
def test_each_lesson_links_the_first_use_of_a_term(game):
    rules = RULES[game][0]
    for lesson in course(game).lessons:
        linked = [linked_step_text(game, lesson, i, rules) for i in range(len(lesson.steps))]
        anchors = [a for text in linked for _, _, a in LINK.findall(text)]
        assert len(anchors) == len(set(anchors)), f"{lesson.id}: a term linked twice"
        # outside the links (a word inside a longer linked phrase counts as linked)
        rest = LINK.sub(" ", " ".join(linked)).lower()
        for t in terms(game):
            if t.id not in anchors:
                assert not any(re.search(rf"(?<![\w-]){re.escape(f)}(?![\w-])", rest) for f in t.forms), \
                    f"{lesson.id}: {t.id} is used but never linked"


def test_lesson_zero_links_its_basic_words():
    for game in ("euchre", "ecarte"):
        lesson = course(game).lessons[0]
        text = " ".join(linked_step_text(game, lesson, i, RULES[game][0]) for i in range(len(lesson.steps)))
        assert {"trick", "lead", "follow", "trump"} <= {a for _, _, a in LINK.findall(text)}


def test_links_leave_existing_links_and_html_alone():
    text, used = link_terms("See [the trick](x) and <b title='trump'>a trick</b>, then trump.", "euchre", set())
    assert "[the trick](x)" in text and "<b title='trump'>" in text
    assert "[trump](glossary?game=euchre&term=trump#trump)" in text and used == {"trick", "trump"}


def test_next_and_proposal_give_true_reasons():
    from lessons.glossary import term
    nxt = term("euchre", "next").definition
    # (the turned-down card is the upcard, rarely a jack; its jack would be next's left bower)
    assert "turned-down jack sits in the kitty" not in nxt and "next's bowers" in nxt
    # a refusal may follow exchanges: the hands are then no longer as dealt
    proposal = term("ecarte", "proposal").definition
    assert "as they are" in proposal and "as dealt" not in proposal


def test_the_ecarte_elder_hand_is_defined_for_three_players_too():
    # Before: "The player who did not deal", wrong at a three-player table, where two
    # players did not deal and the one on the dealer's left is the elder.
    from lessons.ecarte import glossary
    elder = next(t for t in glossary.GLOSSARY if t.id == "elder")
    assert "with three, the one on the dealer's left" in elder.definition, elder.definition
