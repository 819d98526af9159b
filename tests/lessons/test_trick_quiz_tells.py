"""The Euchre "who wins this trick" quizzes cannot be answered by one feature of the cards instead
of by the rule: over fixed seeds, under every rules a learner can set, a learner who always picks
the card of the highest face value (ace high, as printed), or always a jack, is right about as
often as by chance (the bound of test_answer_tells: 1.6 times chance, or 15 points above it).

The walk of session 33 found "pick the highest card" right in 74% of lesson zero's questions
(tricks of random play are mostly won by their highest card), and "pick a jack" in 63% of the
bowers lesson's and 58% of the Play lesson's. A wrong card's reason, shown once the question is
over, says why that card loses."""
from __future__ import annotations

import pytest

from engine import euchre
from engine.cards import Card, Rank
from engine.euchre import words as W
from lessons.course import course
from tests.lessons.test_quiz_not_guessable import RULES

SEEDS = range(100)
KINDS = ("z_winner", "trick", "winner")


def _face(card: Card) -> int:
    return -1 if card.is_joker else int(card.rank)


def _share(values, right) -> float:
    """How often picking the card of highest value is right (ties: the chances split)."""
    top = max(values)
    tied = [r for v, r in zip(values, right) if v == top]
    return sum(tied) / len(tied)


def tells(topic_id: str, rules) -> tuple[float, dict[str, float]]:
    topic = course("euchre").topics[topic_id]
    chance, found = 0.0, {"the highest card": 0.0, "a jack": 0.0}
    for seed in SEEDS:
        q = topic.generate(rules, seed)
        cards = [c.cards[0] for c in q.choices]
        right = [c.correct for c in q.choices]
        chance += 1 / len(cards)
        found["the highest card"] += _share([_face(c) for c in cards], right)
        # a jack if there is one (any of them), else the highest card
        found["a jack"] += _share([(not c.is_joker and c.rank is Rank.JACK, _face(c)) for c in cards], right)
    return chance / len(SEEDS), {t: v / len(SEEDS) for t, v in found.items()}


@pytest.mark.parametrize("topic_id", KINDS)
def test_the_highest_card_or_a_jack_is_not_the_answer_far_more_often_than_chance(topic_id):
    for name, rules in RULES["euchre"].items():
        chance, found = tells(topic_id, rules)
        bound = max(1.6 * chance, chance + 0.15) + 1e-9
        bad = {t: f"{v:.0%}" for t, v in found.items() if v > bound}
        assert not bad, f"{topic_id} under {name}: chance {chance:.0%}, bound {bound:.0%}, these tells do better: {bad}"


@pytest.mark.parametrize("topic_id", KINDS)
def test_the_tricks_still_show_trump_winning_and_the_bowers(topic_id):
    # drawn to show the rule's traps, the tricks still show what the quiz teaches: a trump
    # winning the trick, and (after lesson zero) the right and the left bower winning it
    topic, rules = course("euchre").topics[topic_id], RULES["euchre"]["standard"]
    trumped = right_bower = left_bower = 0
    for seed in SEEDS:
        q = topic.generate(rules, seed)
        trump, plays = q.source
        winner = dict(plays)[euchre.trick_winner(plays, trump)]
        trumped += euchre.is_trump(winner, trump)
        right_bower += euchre.is_right_bower(winner, trump)
        left_bower += euchre.is_left_bower(winner, trump)
    assert trumped >= 0.3 * len(SEEDS)
    if topic_id != "z_winner":
        assert right_bower >= 0.05 * len(SEEDS) and left_bower >= 0.05 * len(SEEDS), (right_bower, left_bower)


@pytest.mark.parametrize("topic_id", KINDS)
@pytest.mark.parametrize("rules_name", ["standard", "british", "cutthroat"])
def test_a_wrong_cards_reason_says_why_it_loses(topic_id, rules_name):
    # a missed answer read "Q♠ follows the suit led (spades)." or "9♥ is a trump.", how the card
    # stood and not why it lost; and "neither a trump nor a heart" with hearts trump and led
    topic, rules = course("euchre").topics[topic_id], RULES["euchre"][rules_name]
    for seed in range(60):
        q = topic.generate(rules, seed)
        trump, plays = q.source
        winner = dict(plays)[euchre.trick_winner(plays, trump)]
        led = euchre.effective_suit(plays[0][1], trump)
        for c in q.choices:
            if c.correct:
                continue
            card = c.cards[0]
            texts = (c.why, c.nudge)
            assert not any(f"nor {W.a_suit(trump)}" in t for t in texts), texts
            if euchre.is_trump(card, trump):
                assert "is a trump, but the" in c.why and winner.display in c.why, c.why
            elif euchre.effective_suit(card, trump) is led:
                assert winner.display in c.why and c.why.startswith(f"The {card.display} follows the suit led, but")
                assert ("a trump beats it" in c.why) == euchre.is_trump(winner, trump), c.why
            else:
                assert c.why.endswith("so it cannot win."), c.why
