"""No answer of a quiz kind is right so much more often than the others that always picking it
scores well: over fixed seeds, under every rules a learner can set, the answer right most often
(by choice key: "Nobody yet", "The defenders: 2 points", a seat...) stays near its fair share.

The fair share is 1 / the number of choices, or 1 / the number of answers the table can make
right when that is smaller (Stick the Dealer off, "What may this player do?" has two: a half
each). An answer may be right up to 1.6 times its fair share, 15 points above it at most, and
in 60% of the questions at most (70% with two choices). Kinds whose answers are cards of the
deal (which card wins) have no fixed labels to guess and are left out. The audit found "Nobody yet: the game
goes on" right in 57% of the Euchre "Who wins the game?" questions, the stuck dealer's answer
in 55% of the Stick the Dealer "What may this player do?" questions, "Play begins with the
first lead" in 47% of the two-handed "What happens next?" ones, and "The defenders: 2 points"
in 47% of the points questions (six choices at a Cutthroat table)."""
from __future__ import annotations

from collections import Counter

import pytest

from lessons.course import course
from tests.lessons.test_quiz_not_guessable import RULES, _is_card

SEEDS = range(150)


def _bound(choices: int, answers: int) -> float:
    if choices == 2:
        return 0.7
    fair = 1 / min(choices, answers)
    return min(1.6 * fair, fair + 0.15, 0.6)


def fast_kinds():
    """Every quiz kind of both games but the solver-built ones (``(game, topic id)``)."""
    for game in RULES:
        for topic_id, topic in course(game).topics.items():
            if not topic.slow:   # solver-built kinds: too slow for this many questions
                yield game, topic_id


def right_answer_shares(game: str, topic_id: str, rules) -> tuple[Counter, int, dict[str, str]]:
    """({key: times right}, the usual number of choices, {key: label}); empty for a choose-all kind
    or one whose choices are cards."""
    topic = course(game).topics[topic_id]
    right, sizes, labels = Counter(), Counter(), {}
    for seed in SEEDS:
        q = topic.generate(rules, seed)
        if q.multi:   # choose all that apply: no single label to guess
            return Counter(), 0, {}
        if all(_is_card(c.key) for c in q.choices):   # which card wins: the cards change every deal
            return Counter(), 0, {}
        sizes[len(q.choices)] += 1
        for c in q.choices:
            labels.setdefault(c.key, c.label)
        right.update(q.answer)
    return right, sizes.most_common(1)[0][0], labels


@pytest.mark.parametrize("game,topic_id", list(fast_kinds()))
def test_no_answer_is_right_far_more_often_than_its_share(game, topic_id):
    topic = course(game).topics[topic_id]
    for name, rules in RULES[game].items():
        if topic.skipped(rules):
            continue
        right, choices, labels = right_answer_shares(game, topic_id, rules)
        if not right:
            continue
        key, n = right.most_common(1)[0]
        bound = _bound(choices, len(right))
        table = {labels[k]: f"{v / len(SEEDS):.0%}" for k, v in right.most_common()}
        assert n <= bound * len(SEEDS), (f"{topic_id} under {name}: {labels[key]!r} is right in "
                                         f"{n / len(SEEDS):.0%} of questions (bound {bound:.0%}): {table}")


POINTS_KINDS = ("points", "alone_points", "cutthroat", "railroad")


@pytest.mark.parametrize("topic_id", POINTS_KINDS)
def test_points_quizzes_ask_each_row_of_the_table_alike(topic_id):
    # a result drawn from the trick counts is a euchre half the time (0, 1 or 2 tricks of 5), so
    # "The defenders: 2 points" was right in 47% of the questions; each score the table gives
    # is now the answer about as often as the others
    for name in ("standard", "cutthroat", "cutthroat7", "two", "railroad"):
        right, _choices, labels = right_answer_shares("euchre", topic_id, RULES["euchre"][name])
        fair = len(SEEDS) / len(right)
        table = {labels[k]: v for k, v in right.most_common()}
        assert max(right.values()) <= 1.3 * fair and min(right.values()) >= 0.7 * fair, (name, table)
