"""Practice mixes topics: never the same topic twice in a row, weighted toward the ones missed."""
from __future__ import annotations

import random
from collections import Counter

from lessons.practice import next_topic

TOPICS = ["rank", "suit", "trick", "alone_points"]


def test_next_topic_always_changes_topic():
    rng = random.Random(1)
    cur = "alone_points"
    for _ in range(200):
        new = next_topic(TOPICS, cur, {}, rng)
        assert new != cur
        cur = new


def test_next_topic_keeps_the_only_topic_chosen():
    assert next_topic(["suit"], "suit", {}, random.Random(0)) == "suit"


def test_missed_topics_come_back_more_often():
    rng = random.Random(2)
    answers = {"rank": (5, 0), "suit": (5, 0), "trick": (0, 6)}
    got = Counter(next_topic(TOPICS, "alone_points", answers, rng) for _ in range(600))
    assert got["trick"] > 3 * got["rank"] and got["trick"] > 3 * got["suit"]
