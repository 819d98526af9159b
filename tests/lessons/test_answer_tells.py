"""No quiz kind can be answered by a cheap tell of its choices instead of by the rule it asks: over
fixed seeds, under every rules a learner can set, a learner who always picks the first or the last
choice, the longest or the shortest, the one sharing most (or fewest) words with the question, or
the only choice that looks different from the others (no brackets, the one bold, a different
first word, a different suit...) is right about as often as by chance.

Chance is 1 / the number of choices, or 1 / the number of answers the table can make right when
that is smaller (as in test_answer_balance: a tell that only ever picks one fixed answer is
bounded there). A tell may do up to 1.6 times as well, or 15 points better, whichever is more.
The audit found the elder hand was always the seat the question did not name (two players:
100%), and "Which suit does this card belong to?" answered by the card's printed suit in 81%.
"""
from __future__ import annotations

import re
from collections import defaultdict

import pytest

from lessons.course import course
from tests.lessons.test_answer_balance import fast_kinds
from tests.lessons.test_quiz_not_guessable import RULES, _is_card

SEEDS = range(100)
STOP = set("the a an of to in on is are be by for with and or at as it its this that what which who whose "
           "how many may must does do can has have not no you your next".split())   # "next": the question's own word
WORD = re.compile(r"\w+")

# (kind, tell): why the tell is the rule the quiz teaches, not a give-away.
RULE_NOT_TELL = {
    # the only trump played wins the trick: to use that, a learner must know the trump suit and that it
    # beats the others, which is what these quizzes ask
    **{(k, "odd suit"): "the lone trump wins" for k in ("trick", "winner", "z_winner", "e_trick", "e_winner",
                                                            "e_z_winner")},
    # which suit a card belongs to: the answer is always the card's printed suit or trump, so both
    # "echo" tells are as good as a coin; test_suit_quiz_is_not_answered_by_a_naive_suit holds them near half
    ("suit", "echo"): "trump or the printed suit", ("suit", "no echo"): "trump or the printed suit",
}


def _words(text: str) -> set[str]:
    return {w for w in WORD.findall(text.lower()) if w not in STOP}


def _pick(values, right) -> float:
    """How often picking the choice of highest value is right (ties: the chances split)."""
    top = max(values)
    tied = [r for v, r in zip(values, right) if v == top]
    return sum(tied) / len(tied)


def _looks(c) -> dict[str, object]:
    """What a learner sees of one choice at a glance."""
    label = c.label
    out = {"bold": "**" in label, "brackets": "(" in label, "digits": bool(re.search(r"\d", label)),
           "colon": ":" in label, "word count": len(label.split()), "first word": label.split()[0].lower()}
    if c.cards:
        out["suit"] = str(c.cards[0].suit) if not c.cards[0].is_joker else "joker"
    return out


def tells(game: str, topic_id: str, rules, seeds=SEEDS) -> tuple[float, dict[str, float]]:
    """(chance, {tell: share of questions it answers right}) for a one-answer kind ({} for choose-all)."""
    topic = course(game).topics[topic_id]
    score, chance, answers, cards = defaultdict(float), 0.0, set(), True
    n = 0
    for seed in seeds:
        q = topic.generate(rules, seed)
        if q.multi:
            return 0.0, {}
        right = [c.correct for c in q.choices]
        k, n = len(right), n + 1
        chance += 1 / k
        answers |= q.answer
        cards = cards and all(_is_card(c.key) for c in q.choices)
        score["first"] += right[0]
        score["last"] += right[-1]
        lengths = [len(c.label) for c in q.choices]
        score["longest"] += _pick(lengths, right)
        score["shortest"] += _pick([-x for x in lengths], right)
        prompt = _words(q.prompt)
        echo = [len(_words(c.label) & prompt) for c in q.choices]
        score["echo"] += _pick(echo, right)
        score["no echo"] += _pick([-x for x in echo], right)
        looks = [_looks(c) for c in q.choices]
        for feature in looks[0]:
            values = [x.get(feature) for x in looks]
            odd = [i for i, v in enumerate(values) if values.count(v) == 1]
            # one choice unlike all the others, which are alike
            fires = k >= 3 and len(odd) == 1 and len(set(values)) == 2
            score[f"odd {feature}"] += right[odd[0]] if fires else 1 / k
    chance = chance / n if cards else max(chance / n, 1 / len(answers))
    return chance, {t: v / n for t, v in score.items()}


@pytest.mark.parametrize("game,topic_id", list(fast_kinds()))
def test_no_cheap_tell_finds_the_answer(game, topic_id):
    topic = course(game).topics[topic_id]
    for name, rules in RULES[game].items():
        if topic.skipped(rules):
            continue
        chance, found = tells(game, topic_id, rules)
        bound = max(1.6 * chance, chance + 0.15) + 1e-9
        bad = {t: f"{v:.0%}" for t, v in found.items() if v > bound and (topic_id, t) not in RULE_NOT_TELL}
        assert not bad, f"{topic_id} under {name}: chance {chance:.0%}, these tells do better: {bad}"


@pytest.mark.parametrize("name", ["standard", "british", "cutthroat"])
def test_suit_quiz_is_not_answered_by_a_naive_suit(name):
    # the answer is the card's printed suit, or trump (a bower, the Benny): a learner who always
    # says the printed suit, or always trump, should be right about half the time, not 81%
    topic, printed, trump_ = course("euchre").topics["suit"], 0, 0
    for seed in SEEDS:
        q = topic.generate(RULES["euchre"][name], seed)
        trump, card = q.source
        answer = next(iter(q.answer))
        printed += not card.is_joker and answer == card.suit.letter
        trump_ += answer == trump.letter
    assert max(printed, trump_) <= 0.62 * len(SEEDS), (printed, trump_)
