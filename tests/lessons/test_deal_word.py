"""One deal is a **deal** in both courses: lesson zero says players also call it a hand, and
that these lessons keep "hand" for the cards a player holds. Every later lesson, quiz, worked
example, guided deal, glossary entry and rule book paragraph follows that: before, they said
"Only one side scores each hand", "Points for a whole hand", "Hand over", "a trump this hand",
where "your hand" on the same page meant the cards held."""
from __future__ import annotations

import re

import pytest

from engine import ecarte, euchre
from lessons import glossary
from lessons.course import course
from lessons.ecarte import guided as ecarte_guided
from lessons.ecarte.rulebook import rule_book as ecarte_book
from lessons.euchre import guided as euchre_guided
from lessons.euchre.rulebook import rule_book as euchre_book

# Phrases where "hand" can only mean one deal (never the cards someone holds).
DEAL_PHRASES = re.compile("|".join((
    r"\bhand after hand\b",
    r"\b(each|every|next|another|that) hand\b",
    r"\b(a|the) (whole|guided) hand\b",
    r"\blone hand\b",
    r"\bhands? (is|are|was) (never |ever )?thrown in\b", r"\bthrown-in hands\b", r"\bthrowing a hand in\b",
    r"\bno hand is\b",
    r"\b(make|makes|made|win|wins|won|ends) the hand\b",
    r"\bHand (over|\d)",
    # "a trump this hand", "Tricks this hand", "trumps for this hand", "belong to *this hand*"
    r"\b(points?|tricks|trumps?|cards|bower|hearts?|spades?|clubs?|diamonds?|to|average|suit|\{\w+\}) "
    r"(for |in |on )?\*?this hand\b(?! (matches|plays|is|takes|can))",
    r"\bsits? (out )?(this|that|the) hand\b", r"\bsits this hand out\b",
    r"\b(before|after) (this|the) hand\b", r"\bhow a hand\b", r"\bhand, scored\b", r"\bhand's (points|trump)\b",
    r"\blate in the hand\b",
)), re.I)

TABLES = {
    "euchre": [euchre.Rules(), euchre.Rules(players=3), euchre.Rules(players=2, stick_the_dealer=True),
               euchre.Rules(deck=25)],
    "ecarte": [ecarte.Rules(), ecarte.Rules(players=3)],
}
SEEDS = range(8)
SLOW_EXAMPLES = {"decisions"}   # the engine plays these out many times: read once, under the default rules


def _question_texts(q) -> list[str]:
    out = [q.prompt, q.explanation]
    for c in q.choices:
        out += [c.label, c.why or "", c.nudge or ""]
    if q.scene is not None:
        out += [f"{k}: {v}" for k, v in q.scene.facts]
    return out


def _course_texts(game: str, rules) -> list[str]:
    c = course(game)
    out = []
    for lesson in c.lessons:
        out += [lesson.title, lesson.summary_for(rules)]
        for step in lesson.steps:
            out += [step.title, step.text_for(rules)]
            if step.example and (lesson.id not in SLOW_EXAMPLES or rules == type(rules)()):
                ex = step.example(rules)
                out += [ex.title] + [f.text for f in ex.frames]
    for topic in c.topics.values():
        out.append(topic.title)
        if topic.slow or topic.skipped(rules):
            continue
        for seed in SEEDS:
            out += _question_texts(topic.generate(rules, seed))
    return out


def _guided_texts(game: str, rules, seed: int) -> list[str]:
    """A guided deal played to its end, the learner always taking the first option offered."""
    g = euchre_guided if game == "euchre" else ecarte_guided
    s, log = g.start(rules, seed)
    out = list(log)
    for _i in range(60):
        if s.is_over:
            break
        out.append(g.question(s))
        offered = g.options(s)   # none for an Écarté exchange, where the learner picks the cards
        t = g.decide(s, offered[0][0] if offered else str(s.legal_actions()[0]))
        if not t.ok:
            t = g.decide(s, str(s.legal_actions()[0]))
        out += list(t.log)
        s = t.state
    assert s.is_over
    return out


def _reference_texts(game: str, rules) -> list[str]:
    book = euchre_book if game == "euchre" else ecarte_book
    out = [p for section in book(rules) for p in (section.title, *section.paragraphs)]
    out += [x for term in glossary.terms(game) for x in (term.name, term.definition)]
    return out


def _offending(texts: list[str]) -> list[str]:
    return sorted({m.group(0) + " … " + t[:90] for t in texts for m in [DEAL_PHRASES.search(t)] if m})


@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_lesson_zero_says_the_course_word_is_deal(game):
    zero = course(game).lessons[0]
    text = " ".join(step.text_for(TABLES[game][0]) for step in zero.steps)
    assert "Players also call one deal a **hand**" in text
    assert "this app says **deal**" in text and "“your hand” for the cards you hold" in text


@pytest.mark.parametrize("game,index", [(g, i) for g in TABLES for i in range(len(TABLES[g]))])
def test_lessons_and_quizzes_call_one_deal_a_deal(game, index):
    rules = TABLES[game][index]
    assert not _offending(_course_texts(game, rules)), "\n".join(_offending(_course_texts(game, rules)))


@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_guided_deal_rule_book_and_glossary_call_one_deal_a_deal(game):
    rules = TABLES[game][0]
    texts = _reference_texts(game, rules) + [t for seed in (1, 2, 3) for t in _guided_texts(game, rules, seed)]
    assert not _offending(texts), "\n".join(_offending(texts))


def test_the_phrases_still_allow_the_cards_held():
    # "hand" for the cards a player holds stays: the test must not forbid it
    held = ["Your hand (South)", "the dealer takes the upcard into hand", "With no trumps this hand matches none",
            "a hand that can take all five tricks", "{seat}'s new hand", "play starts with the hands as they are",
            "The elder hand leads the first trick.", "Each player: 5 cards"]
    assert _offending(held) == []
    assert len(_offending(["Only one side scores each hand.", "a trump this hand", "Hand over: 3 tricks",
                           "Points for a whole hand", "the hand is thrown in"])) == 5
