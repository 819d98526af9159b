"""Spaced review of the learner's own mistakes, scheduled with FSRS (the ``fsrs`` package).

Two kinds of card, both ``ReviewCardRow`` s of the progress store:

- ``quiz``: a quiz kind (topic) the learner missed. At review a fresh question of that
  kind is generated with a new seed (never the one missed), like Practice does.
- ``mistake``: a decision the coach graded Mistake or Blunder in Play, kept as a puzzle
  (``lessons.puzzle``): the position as the learner saw it, "find a better play".

A right answer is FSRS's Good, a wrong one Again: a missed card comes back within the
session (``STEP``), a right one days later, further each time. Pure: every function
takes the clock as ``now`` (a ``datetime``; a naive one is read as UTC), so tests fix it.
"""
from __future__ import annotations

import json
import random
import zlib
from dataclasses import dataclass, replace
from datetime import datetime, time, timedelta, timezone, tzinfo
from typing import Iterable, Union

from fsrs import Card, Rating, Scheduler

from engine import games
from engine.errors import EngineError
from engine.i18n import ngettext

from .course import course
from .puzzle import (Puzzle, PuzzleError, PuzzleVerdict, explain, judge_puzzle, load_puzzle,
                     position_of, puzzle_id, puzzle_payload)
from .quiz import Question, Topic, same_question

try:   # the store's row (lessons/progress.py); the same fields here until the store has it
    from .progress import ReviewCardRow  # type: ignore[attr-defined]
except ImportError:
    @dataclass(frozen=True)
    class ReviewCardRow:  # type: ignore[no-redef]
        card_id: str
        game: str
        kind: str        # "quiz" | "mistake"
        payload: str     # JSON
        fsrs: str        # JSON of the FSRS card state
        due: float       # epoch seconds
        updated: float

__all__ = ["ReviewCardRow", "Puzzle", "PuzzleError", "PuzzleVerdict", "QuizCard", "CardError",
           "card_for_quiz_miss", "card_for_mistake", "position_of", "schedule", "due",
           "due_this_week", "asked", "open_card", "open_cards", "judge_puzzle", "explain",
           "quiz_question", "fresh_seed", "quiz_card_id", "card_after_miss", "next_due",
           "wait_words"]

QUIZ, MISTAKE = "quiz", "mistake"
STEP = timedelta(minutes=10)
"""A card answered wrongly comes back after this (FSRS's learning and relearning step):
later in the same session, not at once."""
WEEK = timedelta(days=7)
SEEDS = (1, 2**31)   # the range of quiz seeds (as ``ui.quiz.new_seed``)


class CardError(ValueError):
    """A card that cannot be reviewed (game not registered, broken payload); ``str()`` says why."""


def _scheduler() -> Scheduler:
    # No fuzz: the same answers at the same times give the same schedule (tests, and two
    # servers agreeing); one learning step, so a right answer already waits days.
    return Scheduler(learning_steps=(STEP,), relearning_steps=(STEP,), enable_fuzzing=False)


def _utc(now: datetime) -> datetime:
    return now.replace(tzinfo=timezone.utc) if now.tzinfo is None else now


def _new_row(card_id: str, game: str, kind: str, payload: dict, now: datetime) -> ReviewCardRow:
    """A card due ``now``: what was missed comes back at the next review."""
    now = _utc(now)
    card = Card(card_id=zlib.crc32(card_id.encode()), due=now)
    return ReviewCardRow(card_id, game, kind, json.dumps(payload, sort_keys=True), card.to_json(),
                         now.timestamp(), now.timestamp())


def card_for_quiz_miss(game: str, topic: str, lesson: str | None = None, *, now: datetime,
                       seed: int | None = None) -> ReviewCardRow:
    """The card of a missed quiz kind (``quiz:<game>:<topic>``), due ``now``. ``seed`` is the
    question missed, so the review asks another. If the learner already has this card, call
    ``schedule(card, False, now)`` on it instead (one card per quiz kind)."""
    if game not in games.ids() or topic not in course(game).topics:
        raise CardError(f"{game!r} has no quiz kind {topic!r}")
    payload = {"v": 1, "game": game, "topic": topic, "lesson": lesson, "missed_seed": seed}
    return _new_row(f"{QUIZ}:{game}:{topic}", game, QUIZ, payload, now)


def quiz_card_id(game: str, topic: str) -> str:
    """The id of the learner's one card for a quiz kind."""
    return f"{QUIZ}:{game}:{topic}"


def card_after_miss(rows: Iterable[ReviewCardRow], game: str, topic: str, lesson: str | None = None,
                    *, now: datetime, seed: int | None = None) -> ReviewCardRow:
    """The card to save when a question of ``topic`` is missed at the first try in Learn or
    Practice: the learner's card of that kind (among ``rows``) answered as Again, so it comes
    back soon however far away it was, or a new card due ``now``. Either way it remembers
    the question just missed, so the review asks another."""
    fresh = card_for_quiz_miss(game, topic, lesson, now=now, seed=seed)
    for row in rows:
        if row.card_id == fresh.card_id:
            return replace(schedule(row, False, now), payload=fresh.payload)
    return fresh


def card_for_mistake(game: str, position: dict, now: datetime) -> ReviewCardRow:
    """The puzzle card of a decision graded Mistake or Blunder (``position_of(decision)``),
    due ``now``. ``CardError`` when it cannot be a puzzle (another grade, custom Euchre
    rules that no deal code can name, a position of another game)."""
    try:
        payload = puzzle_payload(position)
    except PuzzleError as e:
        raise CardError(str(e)) from None
    if payload["game"] != game:
        raise CardError(f"the position is {payload['game']}, not {game}")
    return _new_row(puzzle_id(payload), game, MISTAKE, payload, now)


def schedule(row: ReviewCardRow, rating_right: bool, now: datetime) -> ReviewCardRow:
    """The card after an answer at ``now``: right is FSRS's Good, wrong its Again. A card
    whose FSRS state cannot be read starts again as new (its payload is what matters)."""
    now = _utc(now)
    try:
        card = Card.from_json(row.fsrs)
    except (ValueError, KeyError, TypeError):
        card = Card(card_id=zlib.crc32(row.card_id.encode()), due=now)
    card, _log = _scheduler().review_card(card, Rating.Good if rating_right else Rating.Again, now)
    return replace(row, fsrs=card.to_json(), due=card.due.timestamp(), updated=now.timestamp())


def due(rows: Iterable[ReviewCardRow], now: datetime) -> list[ReviewCardRow]:
    """The cards due at ``now``, the longest waiting first."""
    t = _utc(now).timestamp()
    return sorted((r for r in rows if r.due <= t), key=lambda r: (r.due, r.card_id))


def due_this_week(rows: Iterable[ReviewCardRow], now: datetime, tz: tzinfo = timezone.utc) -> int:
    """How many cards fall due today or on the 6 days after it (the learner's days, in
    ``tz``), those already due included: the days the progress page's chart shows, so that
    every page gives the same number."""
    today = _utc(now).astimezone(tz).date()
    end = datetime.combine(today + WEEK, time(), tz).timestamp()   # the 8th day's midnight
    return sum(1 for r in rows if r.due < end)


def asked(rows: Iterable[ReviewCardRow], rules) -> list[ReviewCardRow]:
    """``rows`` less the quiz cards of a kind not asked under ``rules`` (the rules in force
    for their game: "Who wins the game?" with a game to 1 point, ``Topic.skip``). Such a card
    waits, neither shown nor counted as due, until the rules change; a card that cannot be
    read stays in (``open_card`` says why it is skipped)."""
    out = []
    for r in rows:
        if r.kind == QUIZ and r.game in games.ids():
            try:
                topic = course(r.game).topics.get(json.loads(r.payload).get("topic"))
            except (ValueError, AttributeError, TypeError):
                topic = None
            if topic is not None and topic.skipped(rules):
                continue
        out.append(r)
    return out


def next_due(rows: Iterable[ReviewCardRow]) -> datetime | None:
    """When the soonest of ``rows`` falls due (``None``: no cards at all)."""
    soonest = min((r.due for r in rows), default=None)
    return None if soonest is None else datetime.fromtimestamp(soonest, timezone.utc)


def wait_words(now: datetime, then: datetime) -> str:
    """How long from ``now`` until ``then``, in round words: "in 8 minutes", "in 3 hours",
    "in 2 days" (at least a minute: a card due in seconds is said to be due in 1 minute)."""
    minutes = max(1, -(-int((_utc(then) - _utc(now)).total_seconds()) // 60))
    if minutes < 60:
        return ngettext("in {n} minute", "in {n} minutes", minutes).format(n=minutes)
    hours = round(minutes / 60)
    if hours < 24:
        return ngettext("in {n} hour", "in {n} hours", hours).format(n=hours)
    days = round(hours / 24)
    return ngettext("in {n} day", "in {n} days", days).format(n=days)


# ----- opening a card for review -------------------------------------------------------

@dataclass(frozen=True)
class QuizCard:
    """A missed quiz kind: its game, its ``Topic`` and the seed that was missed."""

    game: str
    topic: Topic
    lesson: str | None
    missed_seed: int | None


Reviewable = Union[QuizCard, Puzzle]


def open_card(row: ReviewCardRow) -> Reviewable:
    """What the Review page shows for ``row``; ``CardError`` saying why it cannot (the page
    skips such a card and logs the reason)."""
    try:
        if row.game not in games.ids():
            raise CardError(f"{row.game!r} is not a game here")
        if row.kind == MISTAKE:
            puzzle = load_puzzle(row.payload)
            if puzzle.game != row.game:
                raise CardError("the puzzle is for another game")
            return puzzle
        if row.kind == QUIZ:
            data = json.loads(row.payload)
            topics = course(row.game).topics
            if not isinstance(data, dict) or data.get("topic") not in topics:
                raise CardError("the quiz kind is not in this game's course")
            seed = data.get("missed_seed")
            return QuizCard(row.game, topics[data["topic"]], data.get("lesson"),
                            seed if isinstance(seed, int) else None)
        raise CardError(f"unknown kind of card {row.kind!r}")
    except CardError:
        raise
    except (PuzzleError, EngineError, ValueError, TypeError, AttributeError) as e:
        raise CardError(f"broken card {getattr(row, 'card_id', '?')!r}: {e}") from None


def readable(rows: Iterable[ReviewCardRow]) -> list[ReviewCardRow]:
    """``rows`` less the cards ``open_card`` refuses (damaged or from an older app): Review
    skips them, so no page counts them as due (a count of 1 above "Nothing to review")."""
    out = []
    for row in rows:
        try:
            open_card(row)
        except CardError:
            continue
        out.append(row)
    return out


@dataclass(frozen=True)
class Skipped:
    card_id: str
    reason: str


def open_cards(rows: Iterable[ReviewCardRow]) -> tuple[list[tuple[ReviewCardRow, Reviewable]],
                                                       list[Skipped]]:
    """Every card that can be reviewed with what to show, and those skipped with the reason."""
    ready, skipped = [], []
    for row in rows:
        try:
            ready.append((row, open_card(row)))
        except CardError as e:
            skipped.append(Skipped(str(getattr(row, "card_id", "?")), str(e)))
    return ready, skipped


def fresh_seed(card: QuizCard, rng: random.Random, rules=None) -> int:
    """A question seed other than the one missed; under ``rules`` (those in force), one whose
    question is not the missed one over again, as far as eight tries find (a kind with few
    questions, such as who is whose partner, asked the same one again one time in eight). A slow
    kind (built by the solver) is not built here to compare."""
    missed, tries = None, 0
    if rules is not None and card.missed_seed is not None and not card.topic.slow:
        try:
            missed = card.topic.generate(rules, card.missed_seed)
        except Exception:  # not built under these rules: any other seed is fresh
            missed = None
    while True:
        seed = rng.randrange(*SEEDS)
        if seed == card.missed_seed:
            continue
        tries += 1
        if missed is None or tries > 8:
            return seed
        try:
            if not same_question(card.topic.generate(rules, seed), missed):
                return seed
        except Exception:  # built again when asked, which says so if it still fails
            return seed


def quiz_question(card: QuizCard, rules, rng: random.Random) -> Question:
    """A fresh question of the missed kind, under ``rules`` (those in force for its game)."""
    return card.topic.generate(rules, fresh_seed(card, rng, rules))
