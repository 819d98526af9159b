"""Ranking quizzes test the whole order, not just the top card: most wrong lines keep the
right top card and go wrong lower down, and the left bower / ace of trump slip is asked."""
from __future__ import annotations

import pytest

from engine.cards import Card, Rank
from engine.euchre import words as W
from engine.euchre.rules import PRESETS
from lessons.euchre import l1_bowers, l7_variants

GENS = {"rank": (l1_bowers.gen_rank, "standard"), "benny_rank": (l7_variants.gen_benny_rank, "british"),
        "deck28": (l7_variants.gen_deck28, "deck28")}


def _right_and_wrong(q):
    right = next(c.cards for c in q.choices if c.correct)
    return right, [c.cards for c in q.choices if not c.correct]


@pytest.mark.parametrize("topic", list(GENS))
def test_top_card_alone_does_not_answer(topic):
    # in at least 40% of questions every wrong line starts with the right top card
    gen, preset = GENS[topic]
    blind = 0
    for seed in range(200):
        right, wrong = _right_and_wrong(gen(PRESETS[preset], seed))
        blind += all(w[0] is right[0] for w in wrong)
    assert blind >= 80, blind


def test_left_bower_against_ace_of_trump_is_asked():
    # whenever both the left bower and the ace of trump are shown, one wrong line swaps just them
    asked = deep = 0
    for seed in range(200):
        q = l1_bowers.gen_rank(PRESETS["standard"], seed)
        trump = q.source[0]
        right, wrong = _right_and_wrong(q)
        ace = Card.of(Rank.ACE, trump)
        if ace not in right or not any(W.card_role(c, trump) == "left bower" for c in right):
            continue
        asked += 1
        i = right.index(ace) - 1
        swapped = right[:i] + (right[i + 1], right[i]) + right[i + 2:]
        assert swapped in wrong, (seed, right, wrong)
        deep += i > 0
    assert asked >= 30 and deep >= 10, (asked, deep)
