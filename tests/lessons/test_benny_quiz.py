"""The Benny quiz (British Euchre: the dealer turns up a card; what happens?) offers only
answers that are wrong under the rule book, whatever the rules in Settings, and none that
gives itself away: it offered "The cards are shuffled and dealt again", which no rule says and
no one would pick for an ordinary upcard, and "North names any suit as trump" beside "West (the
dealer) names trump at once", the odd wording a hint."""
from __future__ import annotations

import pytest

from engine import euchre
from engine.cards import JOKER, Suit
from engine.euchre import Phase
from lessons.euchre.course_data import COURSE
from lessons.euchre.l7_variants import gen_benny

SETTINGS = {"standard": euchre.Rules(), "british": euchre.Rules(deck=25),
            "british_stuck": euchre.Rules(deck=25, stick_the_dealer=True),
            "british_keep_upcard": euchre.Rules(deck=25, dealer_may_discard_upcard=False),
            "three": euchre.Rules(players=3, deck=25), "two": euchre.Rules(players=2)}
SEEDS = range(30)


@pytest.mark.parametrize("name", sorted(SETTINGS))
def test_each_answer_is_the_engines_reading_of_the_deal(name):
    seen = set()
    for seed in SEEDS:
        q = gen_benny(SETTINGS[name], seed)
        s = q.source
        left = (s.dealer + 1) % 4
        legal = {str(a) for a in s.legal_actions()}
        calls = {f"call {x.letter}" for x in Suit}
        truth = {"dealer": s.phase is Phase.BENNY and s.current_player == s.dealer and legal == calls,
                 "left": s.current_player == left and legal == calls,
                 "bid": s.phase is Phase.BID1 and s.current_player == left,
                 "round2": s.phase is Phase.BID2 and s.current_player == left}
        assert {c.key: c.correct for c in q.choices} == truth
        assert [c.key for c in q.choices if c.correct] == (["dealer"] if s.deal.upcard is JOKER else ["bid"])
        seen.add(s.deal.upcard is JOKER)
    assert seen == {True, False}   # both a turned-up Benny and an ordinary upcard are asked


def test_no_answer_the_rule_book_never_mentions_and_the_two_namers_read_alike():
    q = gen_benny(euchre.Rules(), 0)
    labels = {c.key: c.label for c in q.choices}
    assert not any("shuffled" in t or "dealt again" in t for t in labels.values())
    assert labels["dealer"].endswith("(the dealer) names trump at once")
    assert labels["left"].endswith("(on the dealer's left) names trump at once")


def _texts(value):
    """Every string inside a question (its prompt, choices, reasons, scene), recursively."""
    import dataclasses
    if isinstance(value, str):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _texts(getattr(value, f.name))
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _texts(item)


def test_the_quizzes_call_the_joker_the_benny():
    # The rule book and the lessons call the joker the Benny; the quizzes said "The upcard is
    # the Joker", "Joker > J♦ > Q♥ > 9♥", "The Joker (Benny) is the only trump in the trick".
    from lessons.euchre.course_data import TOPICS
    british, named = euchre.preset("british"), 0
    for topic in ("rank", "trick", "upcard", "legal", "winner", "benny", "benny_rank"):
        for seed in range(40):
            for text in _texts(TOPICS[topic].make(british, seed)):
                assert "Joker" not in text and "Benny (Benny)" not in text, (topic, seed, text)
                named += "Benny" in text
    assert named > 100


@pytest.mark.parametrize("players", [4, 3, 2])
def test_the_deal_lesson_tells_what_a_turned_up_benny_does_before_its_quiz_asks(players):
    # at a table with the joker the deal lesson's upcard quiz asks "The upcard is the Joker. What
    # does it mean for trump?" (the answer: the dealer names trump at once), which nothing before
    # it in the course said; the kitty step now says it, and only at such a table
    lesson = COURSE.lesson("deal")
    quiz_at = next(i for i, st in enumerate(lesson.steps) if "upcard" in st.quiz)
    british = euchre.Rules(deck=25, players=players)
    told = [i for i, st in enumerate(lesson.steps)
            if "**Benny**" in st.text_for(british) and "the dealer names trump at once" in st.text_for(british)]
    assert told and told[0] < quiz_at
    asked = [s for s in range(300) if COURSE.topics["upcard"].generate(british, s).scene.upcard is JOKER]
    assert asked   # the quiz does ask it at this table
    plain = euchre.Rules(players=players)
    assert not any("Benny" in st.text_for(plain) for st in lesson.steps)


@pytest.mark.parametrize("players", [4, 3])
def test_the_deal_lessons_benny_question_offers_no_second_true_answer(players):
    # "Clubs could become trump in round 1", a wrong answer, was true: the dealer may name clubs
    rules = euchre.Rules(deck=25, players=players)
    for seed in range(300):
        q = COURSE.topics["upcard"].generate(rules, seed)
        s = q.source
        if s.deal.upcard is not JOKER:
            continue
        calls = {str(a) for a in s.legal_actions()}
        assert calls == {f"call {x.letter}" for x in Suit}   # the dealer names any suit, no bidding
        suit = next(c for c in q.choices if c.key == "suit")
        assert not suit.correct and suit.label == "Only clubs can become trump"
