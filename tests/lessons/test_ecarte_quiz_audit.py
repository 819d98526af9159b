"""The Écarté quizzes offer no second true answer among the wrong ones: each offered answer is
judged against the engine (as test_euchre_quiz_audit does for Euchre)."""
from __future__ import annotations

from collections import Counter

import pytest

from engine import ecarte
from engine.cards import Rank
from lessons.course import course


def _holds(hand, trump) -> set[str]:
    """The rows of the jeux de règle whose cards ``hand`` holds, counted "at least"."""
    t = sum(1 for c in hand if c.suit is trump)
    kings = sum(1 for c in hand if c.rank is Rank.KING and c.suit is not trump)
    longest = max(Counter(c.suit for c in hand if c.suit is not trump).values(), default=0)
    rows = {"3 trumps": t >= 3, "two trumps and a king": t >= 2 and kings >= 1,
            "two trumps and three cards of one suit": t >= 2 and longest >= 3,
            "a trump and two kings": t >= 1 and kings >= 2,
            "a trump and four cards of one suit": t >= 1 and longest >= 4, "three kings": kings >= 3}
    return {k for k, ok in rows.items() if ok}


@pytest.mark.parametrize("preset", ["classic", "three"])
def test_the_jeu_quiz_offers_no_wrong_stand_whose_cards_the_hand_holds(preset):
    # K♣ 10♣ 7♣ K♦ 10♠ with clubs trump (three trumps or more) was offered "Stand: a jeu de règle
    # (two trumps and a king)" as a wrong answer: the hand holds two trumps and a king
    topic = course("ecarte").topics["e_jeu"]
    for seed in range(500):
        q = topic.generate(ecarte.PRESETS[preset], seed)
        turnup, hand = q.source
        held = _holds(hand, turnup.suit)
        assert not [c.label for c in q.choices if not c.correct and c.key in held], (seed, hand, turnup)
        if not held:
            assert next(c for c in q.choices if c.correct).key == "propose"
