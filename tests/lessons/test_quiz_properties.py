"""Properties of every quiz kind of both games, over many seeds and every preset: labels
non-empty and distinct, no raw notation or template leftovers in what a learner reads, and
(for the kinds listed) the right answer's position varies."""
from __future__ import annotations

import re
from collections import Counter

import pytest

import lessons.ecarte as EC
import lessons.euchre as EU
from engine.ecarte import PRESETS as EPRESETS
from engine.euchre.rules import PRESETS

SEEDS = range(200)
CASES = [("euchre", t, p) for t in EU.TOPICS for p in PRESETS] + \
        [("ecarte", t, p) for t in EC.TOPICS for p in EPRESETS]
LEFTOVERS = re.compile(r"\(\)|[{}]|  |You passes|You plays|\bNone\b|\bTrue\b|\bFalse\b|"
                       r"\b[2-9TJQKA][CDHS]\b|\bcall [CDHS]\b|\bJK\b")


def _gen(game, topic, preset):
    if game == "euchre":
        return EU.TOPICS[topic].generate, PRESETS[preset]
    return EC.TOPICS[topic].generate, EPRESETS[preset]


def _texts(q):
    yield q.prompt
    yield q.explanation
    for c in q.choices:
        yield c.label
        yield c.why
    for k, v in q.scene.facts:
        yield k
        yield v


@pytest.mark.parametrize("game,topic,preset", CASES)
def test_labels_and_learner_text(game, topic, preset):
    gen, rules = _gen(game, topic, preset)
    for seed in range(60):
        q = gen(rules, seed)
        labels = [c.label for c in q.choices]
        assert all(label.strip() for label in labels), (seed, labels)
        assert len(set(labels)) == len(labels), (seed, labels)
        for text in _texts(q):
            assert not LEFTOVERS.search(text), (seed, text)


# Kinds where the right answer is a set of cards, kept in the order of the hand: no position to vary.
MULTI = {"legal", "e_legal"}

# One-fact questions: the same few questions whatever the seed, on purpose.
ONE_FACT = {
    # "Who is the elder hand?": the player on the dealer's left; with two or three players there are
    # only two or three deals to ask about.
    "e_roles",
    # "How many cards are left for the kitty?": one number for the pack and players of the table.
    "kitty",
    # "The Benny is turned up: what happens?": one rule of British Euchre; only the dealer changes.
    "benny",
}


def _position_counts(gen, rules):
    """{number of options: Counter(position of the right answer)} over SEEDS."""
    by_n = {}
    for seed in SEEDS:
        q = gen(rules, seed)
        by_n.setdefault(len(q.choices), Counter())[[c.correct for c in q.choices].index(True)] += 1
    return by_n


@pytest.mark.parametrize("game,topic,preset", [c for c in CASES if c[1] not in MULTI])
def test_right_answer_position_varies(game, topic, preset):
    # Where the right answer sits must give nothing away: every position used, none much more often
    # than its share (checked for every option count seen at least 50 times over the seeds).
    gen, rules = _gen(game, topic, preset)
    for n, pos in _position_counts(gen, rules).items():
        total = sum(pos.values())
        if total < 50:
            continue
        assert set(pos) == set(range(n)), (n, pos)
        assert max(pos.values()) <= (0.6 if n >= 3 else 0.7) * total, (n, pos)
        assert min(pos.values()) >= total / n / 3, (n, pos)


def _question_key(q):
    return q.prompt, frozenset((c.label, c.correct) for c in q.choices), q.scene


@pytest.mark.parametrize("game,topic,preset", CASES)
def test_quiz_varies_with_the_seed(game, topic, preset):
    # No quiz is one question asked over and over, unless listed as a one-fact question.
    gen, rules = _gen(game, topic, preset)
    seen = {_question_key(gen(rules, seed)) for seed in range(60)}
    assert len(seen) >= (1 if topic in ONE_FACT else 5), seen


def test_jeu_de_regle_never_fits_two_labels():
    # Two trumps and three cards of one suit headed by its king fit two rows of the table; such a
    # hand is never posed, and the engine's row is always one the hand fits.
    from engine.cards import Card, Suit
    from lessons.ecarte import l7_variants as V
    both = tuple(Card.parse(c) for c in ("7H", "9H", "KS", "QS", "7S"))
    assert V.jeu_fits(both, Suit.HEARTS) == {"two trumps and a king", "two trumps and three cards of one suit"}
    for seed in range(400):
        q = EC.TOPICS["e_jeu"].generate(EPRESETS["classic"], seed)
        turnup, hand = q.source
        fits = V.jeu_fits(hand, turnup.suit)
        assert V.jeu_key(hand, turnup.suit) in fits, (seed, hand)
        offered = {c.key for c in q.choices}
        assert len(fits & offered) == 1, (seed, hand, fits)
