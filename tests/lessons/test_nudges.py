"""A wrong pick gets a nudge about the mistake made, never the right answer; the answer and the
full explanation come at the last try."""
from __future__ import annotations

import pytest

import lessons.ecarte as EC
import lessons.euchre as EU
from engine import ecarte
from engine.cards import Card, Suit
from engine.euchre.rules import PRESETS
from lessons.euchre.common import suit_nudge, trick_nudge
from lessons.quiz import GENERAL_NUDGE, NO_CARDS_NUDGE, TRIES


def test_jack_of_diamonds_is_no_bower_with_spades_trump():
    # a trick J♦ led, K♦ followed, spades trump: picking the J♦ is told it is not a bower
    plays = ((0, Card.parse("JD")), (1, Card.parse("KD")))
    assert "J♦ is not a bower" in trick_nudge(plays, Suit.SPADES, Card.parse("JD"))
    # which suit is the J♦? Saying spades gets the same nudge
    assert "not a bower" in suit_nudge(Card.parse("JD"), Suit.SPADES, Suit.SPADES)


def test_left_bower_given_its_printed_suit():
    # J♣ with spades trump is the left bower: "clubs" is asked whether it is a bower
    n = suit_nudge(Card.parse("JC"), Suit.SPADES, Suit.CLUBS)
    assert "bower" in n and "Spades" not in n


CASES = [(EU, PRESETS["standard"], t) for t in EU.TOPICS] + \
        [(EC, ecarte.PRESETS["classic"], t) for t in EC.TOPICS]


@pytest.mark.parametrize("mod,rules,topic", CASES, ids=[c[2] for c in CASES])
def test_first_miss_hides_the_answer_last_try_gives_it(mod, rules, topic):
    for seed in range(25):
        q = mod.TOPICS[topic].generate(rules, seed)
        right = [c for c in q.choices if c.correct]
        wrong = [c for c in q.choices if not c.correct]
        if q.multi:
            pick = [c.key for c in right[1:]] + [c.key for c in wrong[:1]]
        else:
            pick = wrong[0].key
        first = q.check(pick, 1)
        assert not first.correct and not first.final and first.text
        assert q.explanation not in first.text and not first.details
        if not q.multi:
            assert first.text == (wrong[0].nudge or q.general_nudge())
            assert right[0].label not in first.text
        last = q.check(pick, TRIES)
        assert last.final and q.explanation in last.text
        if not q.multi:
            assert right[0].label in last.text
        assert q.check(sorted(q.answer) if q.multi else right[0].key, 2).correct


@pytest.mark.parametrize("topic", ["rank", "suit", "trick", "winner", "benny_rank"])
def test_card_quizzes_have_their_own_nudges(topic):
    q = EU.TOPICS[topic].generate(PRESETS["standard"], 5)
    assert all(c.nudge for c in q.choices if not c.correct)


def test_a_question_without_cards_does_not_say_look_at_the_cards():
    # lesson 1's first quiz (who is South's partner?) shows no card, and its wrong answer was
    # told "Look at the cards and the question once more ... Then try another answer.", above
    # the quiz's own "Try again: pick another answer."
    q = EU.TOPICS["z_seats"].generate(PRESETS["standard"], 3)
    assert not q.scene.hand and not q.scene.trick and not any(c.cards for c in q.choices)
    text = q.check(next(c.key for c in q.choices if not c.correct), 1).text
    assert text == NO_CARDS_NUDGE and "cards" not in text and "try another answer" not in text
    shown = EU.TOPICS["winner"].generate(PRESETS["standard"], 3)
    assert shown.general_nudge() == GENERAL_NUDGE and "try another answer" not in GENERAL_NUDGE


@pytest.mark.parametrize("topic", ["e_z_legal", "e_legal"])
def test_ecarte_follow_quizzes_say_the_duty_missed_without_the_cards(topic):
    # a wrong pick read "You may not play 10♥: Look at the cards and the question once more..."
    for seed in range(25):
        q = EC.TOPICS[topic].generate(ecarte.PRESETS["classic"], seed)
        wrong = [c for c in q.choices if not c.correct]
        if not wrong:
            continue
        assert all(c.nudge for c in wrong), (seed, [c.label for c in wrong])
        text = q.check([wrong[0].key], 1).text
        assert text.startswith(f"You may not play {wrong[0].label}: ") and "Look at the cards" not in text
        assert not any(c.label in wrong[0].nudge for c in q.choices if c.correct), (seed, wrong[0].nudge)
