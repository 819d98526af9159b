"""The learner's dashboard in numbers: accuracy per quiz kind per week, stars per lesson,
reviews due each day of the coming week, and the streak of days with graded work.

Pure: the page reads the store (``answer_log``, ``stars``, ``cards``) and passes the rows
in with the clock (``now``) and the learner's time zone (``tz``: a day is the learner's
day, not the server's). ``ui/dashboard_charts.py`` draws these values.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone, tzinfo
from typing import Iterable, Mapping, Protocol, Sequence

DAYS_SHOWN = 14
"""Days of graded work the streak chart shows (today and the 13 before)."""


class Answer(Protocol):   # lessons.progress.AnswerRow
    at: float
    topic: str
    correct: bool


class Tally(Protocol):    # lessons.progress.AnswerTally: a week's answers of one kind
    at: date
    topic: str
    right: int
    answered: int


class DueCard(Protocol):  # lessons.progress.ReviewCardRow
    due: float
    updated: float


@dataclass(frozen=True)
class WeekAccuracy:
    """One quiz kind in one week (weeks start on Monday): answers given and right."""

    week: date
    topic: str
    right: int
    answered: int

    @property
    def accuracy(self) -> float:
        return self.right / self.answered if self.answered else 0.0


@dataclass(frozen=True)
class LessonStars:
    lesson: str
    title: str
    stars: int       # 0: not finished yet


def _day(t: float, tz: tzinfo) -> date:
    return datetime.fromtimestamp(t, tz).date()


def _today(now: datetime, tz: tzinfo) -> date:
    return (now if now.tzinfo else now.replace(tzinfo=timezone.utc)).astimezone(tz).date()


def accuracy_by_week(answers: Iterable[Answer], tz: tzinfo = timezone.utc) -> list[WeekAccuracy]:
    """Every answer counted in its quiz kind and week, oldest week first (then by kind)."""
    counts: dict[tuple[date, str], list[int]] = defaultdict(lambda: [0, 0])
    for a in answers:
        day = _day(a.at, tz)
        tally = counts[(day - timedelta(days=day.weekday()), a.topic)]
        tally[0] += bool(a.correct)
        tally[1] += 1
    return [WeekAccuracy(week, topic, right, n) for (week, topic), (right, n) in sorted(counts.items())]


def weeks_of(tallies: Iterable[Tally]) -> list[WeekAccuracy]:
    """``accuracy_by_week`` from the store's own count (``ProgressStore.answer_weeks``)."""
    return sorted((WeekAccuracy(t.at, t.topic, t.right, t.answered) for t in tallies),
                  key=lambda w: (w.week, w.topic))


def stars_by_lesson(lessons: Sequence[tuple[str, str]], stars: Mapping[str, int]) -> list[LessonStars]:
    """Each lesson of the course in order, ``(id, title)``, with the stars earned (0: none yet)."""
    return [LessonStars(lid, title, int(stars.get(lid, 0))) for lid, title in lessons]


def due_by_day(cards: Iterable[DueCard], now: datetime, tz: tzinfo = timezone.utc
               ) -> list[tuple[date, int]]:
    """Reviews falling due on each of the 7 days from today; those already due count today."""
    today = _today(now, tz)
    days = [today + timedelta(days=i) for i in range(7)]
    per_day = Counter(max(_day(c.due, tz), today) for c in cards)
    return [(d, per_day.get(d, 0)) for d in days]


def graded_times(answers: Iterable[Answer], cards: Iterable[DueCard] = ()) -> list[float]:
    """When the learner did graded work: every quiz answer, and each review card's last
    change (a review answered, or a Play decision the coach graded as a mistake). Opening
    a page is not work."""
    return [a.at for a in answers] + [c.updated for c in cards]


def decision_times(cards: Iterable[DueCard], logged: Iterable[tuple[str, float]] = ()
                   ) -> list[float]:
    """Graded work in Play: each save of a Play decision's card (made when the coach graded
    the decision a mistake, saved again when its puzzle is answered on Review), from the
    store's log of them (``ProgressStore.decision_log``: ``(card id, time)``) and each
    card's last change (a card an older app saved without logging it), each once.
    The log keeps a card's earlier saves, which the card overwrites: without it a puzzle
    answered on day 3 took the day of the decision out of the streak.
    A quiz card changes with a quiz answer, which the answer log counts already: counting
    its change too made one wrong answer "2 graded answers or decisions"."""
    seen = set(logged) | {(getattr(c, "card_id", ""), c.updated) for c in cards
                          if getattr(c, "kind", None) != "quiz"}
    return sorted(t for _card, t in seen)


def days_of(times: Iterable[float], tz: tzinfo = timezone.utc) -> Counter[date]:
    """Pieces of graded work on each day (each distinct time turned into a day once)."""
    per_day: Counter[date] = Counter()
    for t, n in Counter(times).items():
        per_day[_day(t, tz)] += n
    return per_day


def work_per_day(times: Iterable[float], now: datetime, tz: tzinfo = timezone.utc,
                 days: int = DAYS_SHOWN) -> list[tuple[date, int]]:
    """Pieces of graded work on each of the last ``days`` days, ending today."""
    return work_on_days(days_of(times, tz), now, tz, days)


def work_on_days(per_day: Mapping[date, int], now: datetime, tz: tzinfo = timezone.utc,
                 days: int = DAYS_SHOWN) -> list[tuple[date, int]]:
    """``work_per_day`` from work already counted per day."""
    today = _today(now, tz)
    return [(d, per_day.get(d, 0)) for d in (today - timedelta(days=i) for i in range(days - 1, -1, -1))]


def streak(times: Iterable[float], now: datetime, tz: tzinfo = timezone.utc) -> int:
    """Consecutive days with graded work, ending today; a streak that reached yesterday is
    still alive today (the learner has until midnight), so it counts up to yesterday."""
    return streak_of_days(days_of(times, tz), now, tz)


def streak_of_days(worked: Mapping[date, int] | set[date], now: datetime,
                   tz: tzinfo = timezone.utc) -> int:
    """``streak`` from the days with graded work."""
    today = _today(now, tz)
    day = today if today in worked else today - timedelta(days=1)
    n = 0
    while day in worked:
        n += 1
        day -= timedelta(days=1)
    return n
