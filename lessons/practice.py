"""Practice: which quiz topic comes next. Pure: the page passes the learner's counts in."""
from __future__ import annotations

import random
from typing import Mapping, Sequence


def next_topic(chosen: Sequence[str], current: str | None, answers: Mapping[str, tuple[int, int]],
               rng: random.Random) -> str:
    """A topic other than ``current`` (unless it is the only one chosen), weighted toward the
    topics missed most: weight 1 + 2 × misses + 1 if never answered yet. ``answers`` maps a topic
    to (right, wrong) first answers."""
    pool = [t for t in chosen if t != current] or list(chosen)
    weights = []
    for t in pool:
        right, wrong = answers.get(t, (0, 0))
        weights.append(1 + 2 * wrong + (1 if right + wrong == 0 else 0))
    return rng.choices(pool, weights)[0]
