"""What the pages ask of ``lessons.review``: the card to save after a miss in Learn or
Practice, when the next card is due, and that wait in words."""
from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest

from lessons.review import (STEP, CardError, card_after_miss, card_for_quiz_miss, due,
                            next_due, open_card, schedule, wait_words)

NOW = datetime(2026, 3, 4, 20, 0, tzinfo=timezone.utc)


def test_a_first_miss_makes_a_card_due_now_that_asks_another_question():
    row = card_after_miss([], "euchre", "suit", "bowers", now=NOW, seed=77)
    assert row.card_id == "quiz:euchre:suit" and due([row], NOW) == [row]
    assert open_card(row).missed_seed == 77


def test_a_miss_brings_a_known_card_back_soon_and_keeps_its_history():
    # a card answered right waits days; missed again in Practice, it is due within the step
    known = schedule(card_for_quiz_miss("euchre", "suit", now=NOW - timedelta(days=1), seed=1),
                     True, NOW - timedelta(days=1))
    assert known.due > NOW.timestamp() + timedelta(hours=12).total_seconds()
    other = card_for_quiz_miss("euchre", "rank", now=NOW)
    row = card_after_miss([other, known], "euchre", "suit", now=NOW, seed=99)
    assert row.card_id == known.card_id
    assert NOW.timestamp() < row.due <= (NOW + STEP).timestamp()
    # a lapse of a card it knew (FSRS's relearning), not a new card: its memory is kept
    state = json.loads(row.fsrs)
    assert state["stability"] is not None and state["last_review"].startswith("2026-03-04")
    assert open_card(row).missed_seed == 99   # the review avoids the question just missed


def test_a_miss_of_a_kind_outside_the_course_makes_no_card():
    with pytest.raises(CardError):
        card_after_miss([], "euchre", "no-such-kind", now=NOW)


def test_the_next_card_due_is_the_soonest():
    rows = [card_for_quiz_miss("euchre", t, now=NOW + timedelta(hours=h))
            for t, h in (("suit", 5), ("rank", 2))]
    assert next_due(rows) == NOW + timedelta(hours=2)
    assert next_due([]) is None


@pytest.mark.parametrize("wait, words", [
    (timedelta(seconds=5), "in 1 minute"),
    (timedelta(minutes=10), "in 10 minutes"),
    (timedelta(minutes=59, seconds=30), "in 1 hour"),
    (timedelta(minutes=80), "in 1 hour"),
    (timedelta(hours=5, minutes=20), "in 5 hours"),
    (timedelta(hours=30), "in 1 day"),
    (timedelta(days=3, hours=2), "in 3 days"),
])
def test_the_wait_in_round_words(wait, words):
    assert wait_words(NOW, NOW + wait) == words
