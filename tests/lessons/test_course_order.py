"""The courses teach in order: no lesson uses a glossary word before the lesson that introduces it.

A lesson "uses" a word in its step text, its worked examples and its quiz questions; each game's
table below names the lesson that teaches each word.
"""
from __future__ import annotations

import re

import pytest

from engine import ecarte, euchre
from lessons.course import course
from lessons.glossary import terms

EUCHRE_ORDER = ("basics", "bowers", "play", "deal", "bidding", "scoring", "alone", "variants", "guided",
                "decisions")
ECARTE_ORDER = ("basics", "cards", "deal", "exchange", "king", "play", "scoring", "variants", "guided",
                "decisions")

INTRODUCED = {
    "euchre": {"trick": "basics", "lead": "basics", "follow": "basics", "trump": "basics",
               "bower": "bowers", "kitty": "deal", "upcard": "deal", "turned-down": "bidding",
               "maker": "bidding", "defender": "bidding", "next": "bidding", "assist": "bidding",
               "stick": "bidding", "euchre": "scoring",
               "march": "scoring", "loner": "alone"},
    "ecarte": {"trick": "basics", "lead": "basics", "follow": "basics", "trump": "basics",
               "elder": "basics", "turn-up": "deal", "talon": "deal", "king": "deal",
               "proposal": "exchange", "stand": "exchange", "accept": "exchange", "refuse": "exchange",
               # (the deal lesson's king of trumps is declared "once the exchanges are over")
               "exchange": "deal", "jeu": "exchange", "point": "scoring", "vole": "scoring"},
}
RULES = {"euchre": [euchre.preset(p) for p in ("standard", "railroad", "british")],
         "ecarte": [ecarte.preset(p) for p in ("classic", "quick", "napoleon", "three")]}
STEP_RULES = {"euchre": RULES["euchre"] + [euchre.Rules(players=3), euchre.Rules(players=2)],
              "ecarte": RULES["ecarte"] + [ecarte.Rules(must_trump=False), ecarte.Rules(penalty="classic")]}
SEEDS = range(6)


def _words_of(game: str, lesson, rules) -> str:
    """Everything a learner reads in ``lesson``: steps, worked examples, the quizzes' titles and a
    few of their questions, with each answer's reason and hint and the facts beside the cards (the
    cards lesson's hint "Where does the ace stand in Écarté?" used the exchange lesson's word)."""
    texts = []
    for step in lesson.steps:
        texts.append(step.text_for(rules))
        if step.example is not None:
            texts += [f.text for f in step.example(rules).frames]
        for topic_id in step.quiz:
            texts.append(course(game).topics[topic_id].title)   # the quiz's badge: "Quiz · …"
            for seed in SEEDS:
                q = course(game).topics[topic_id].generate(rules, seed)
                texts += [q.prompt, q.explanation] + [c.label for c in q.choices]
                texts += [c.why for c in q.choices] + [c.nudge for c in q.choices]
                texts += [q.scene.hand_label, q.scene.trick_label, q.scene.upcard_label]
                texts += [x for fact in q.scene.facts for x in fact]
    return " ".join(texts)


def test_the_euchre_course_order():
    assert tuple(l.id for l in course("euchre").lessons) == EUCHRE_ORDER
    assert tuple(l.id for l in course("ecarte").lessons) == ECARTE_ORDER


@pytest.mark.parametrize("game", list(INTRODUCED))
def test_no_lesson_uses_a_word_before_it_is_taught(game):
    ids = [l.id for l in course(game).lessons]
    glossary = {t.id: t for t in terms(game)}
    assert set(INTRODUCED[game]) == set(glossary)
    for rules in RULES[game]:
        for at, lesson in enumerate(course(game).lessons):
            text = _words_of(game, lesson, rules).lower()
            for term_id, home in INTRODUCED[game].items():
                if ids.index(home) <= at:
                    continue
                for form in glossary[term_id].forms:
                    m = re.search(rf"(?<![\w-]){re.escape(form)}(?![\w-])", text)
                    assert not m, (f"{lesson.id} says “{form}” before {home} teaches it: "
                                   f"…{text[max(0, m.start() - 80):m.end() + 40]}…")


@pytest.mark.parametrize("game", list(INTRODUCED))
def test_the_teaching_lesson_uses_its_words(game):
    # the table above is honest: each word really appears in the lesson said to teach it
    rules = RULES[game][0]
    glossary = {t.id: t for t in terms(game)}
    for term_id, home in INTRODUCED[game].items():
        text = _words_of(game, course(game).lesson(home), rules).lower()
        assert any(re.search(rf"(?<![\w-]){re.escape(f)}(?![\w-])", text) for f in glossary[term_id].forms), \
            (term_id, home)


def _uses(form: str, text: str):
    return re.search(rf"(?<![\w-]){re.escape(form)}(?![\w-])", text)


def _taught_in(forms, text: str) -> bool:
    """Whether ``text`` sets one of ``forms`` in bold, alone or inside a bold phrase ("the **11th
    card is turned up**", "**the vole**")."""
    return any(_uses(f, span) for span in re.findall(r"\*\*(.+?)\*\*", text) for f in forms)


@pytest.mark.parametrize("game", list(INTRODUCED))
def test_no_step_uses_a_word_before_the_step_of_its_lesson_that_teaches_it(game):
    # within the lesson that teaches a word (the first step to set it in bold), no earlier step or
    # worked example uses it: the Bidding lesson's round-2 example said "West's side are the
    # makers" one step before "The side that chose trump are the **makers**", and Écarté's lesson
    # zero quoted "you must follow suit" in step 2's example, one step before step 3 teaches it
    glossary = {t.id: t for t in terms(game)}
    for rules in STEP_RULES[game]:
        for lesson in course(game).lessons:
            steps = []
            for step in lesson.steps:
                frames = [f.text for f in step.example(rules).frames] if step.example is not None else []
                steps.append(" ".join([step.text_for(rules)] + frames).lower())
            for term_id, home in INTRODUCED[game].items():
                if home != lesson.id:
                    continue
                forms = glossary[term_id].forms
                taught = next((i for i, text in enumerate(steps) if _taught_in(forms, text)), None)
                for i in range(taught or 0):
                    for form in forms:
                        m = _uses(form, steps[i])
                        assert not m, (f"{lesson.id} step {i + 1} says “{form}” before step {taught + 1} teaches "
                                       f"it: …{steps[i][max(0, m.start() - 80):m.end() + 40]}…")


@pytest.mark.parametrize("players", [4, 3])
def test_the_benny_turned_up_in_the_deal_lesson_names_no_later_word(players):
    # the deal lesson's upcard quiz, when the upcard is the Benny, said "the dealer's side are the
    # makers": a word the Bidding lesson teaches next (and a table of three has no sides)
    rules = euchre.Rules(deck=25, players=players)
    topic = course("euchre").topics["upcard"]
    later = [f for t in terms("euchre") if EUCHRE_ORDER.index(INTRODUCED["euchre"][t.id]) > EUCHRE_ORDER.index("deal")
             for f in t.forms]
    questions = [q for q in (topic.generate(rules, seed) for seed in range(300)) if q.scene.upcard.is_joker]
    assert questions
    for q in questions:
        text = " ".join([q.prompt, q.explanation] + [c.label for c in q.choices] + [c.why for c in q.choices]).lower()
        assert not [f for f in later if _uses(f, text)], text


def test_no_lesson_before_bidding_says_order_up():
    # ordering up is the Bidding lesson's (not a glossary word, so the tests above miss it): the deal
    # lesson's upcard quiz explained "If someone orders it up, the dealer (West) takes the 10♣."
    lessons = course("euchre").lessons
    before = lessons[:EUCHRE_ORDER.index("bidding")]
    for rules in RULES["euchre"] + [euchre.Rules(players=3), euchre.Rules(players=2)]:
        for lesson in before:
            text = _words_of("euchre", lesson, rules).lower()
            m = re.search(r"\border(s|ed|ing)? (it )?up\b", text)
            assert not m, f"{lesson.id}: …{text[max(0, m.start() - 80):m.end() + 40]}…"
