"""The dashboard's numbers from hand-made rows, every timestamp chosen explicitly."""
from __future__ import annotations

from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from lessons.dashboard import (LessonStars, WeekAccuracy, accuracy_by_week, days_of, due_by_day,
                               graded_times, stars_by_lesson, streak, streak_of_days,
                               work_on_days, work_per_day)
from lessons.progress import AnswerRow
from lessons.review import ReviewCardRow

UTC = timezone.utc
NOW = datetime(2026, 3, 4, 20, 0, tzinfo=UTC)   # a Wednesday evening


def at(y, m, d, h=12, tz=UTC) -> float:
    return datetime(y, m, d, h, tzinfo=tz).timestamp()


def answer(t: float, topic: str, correct: bool) -> AnswerRow:
    return AnswerRow(t, None, topic, 1, correct)


def card(due: float, updated: float = 0.0) -> ReviewCardRow:
    return ReviewCardRow("c", "euchre", "quiz", "{}", "{}", due, updated)


def test_accuracy_is_counted_per_topic_and_monday_week():
    rows = [answer(at(2026, 2, 23), "suit", True),      # Monday 23 Feb
            answer(at(2026, 3, 1, 23), "suit", False),  # Sunday 1 March: the same week
            answer(at(2026, 3, 2, 0), "suit", True),    # Monday 2 March: the next week
            answer(at(2026, 3, 4), "suit", True),
            answer(at(2026, 3, 4), "bowers", False)]
    weeks = accuracy_by_week(rows)
    assert weeks == [WeekAccuracy(date(2026, 2, 23), "suit", 1, 2),
                     WeekAccuracy(date(2026, 3, 2), "bowers", 0, 1),
                     WeekAccuracy(date(2026, 3, 2), "suit", 2, 2)]
    assert [w.accuracy for w in weeks] == [0.5, 0.0, 1.0]


def test_weeks_and_days_are_the_learners_own():
    # Sunday 23:30 in New York is already Monday in UTC: the learner's week decides
    ny = ZoneInfo("America/New_York")
    rows = [answer(datetime(2026, 3, 1, 23, 30, tzinfo=ny).timestamp(), "suit", True)]
    assert accuracy_by_week(rows)[0].week == date(2026, 3, 2)
    assert accuracy_by_week(rows, ny)[0].week == date(2026, 2, 23)


def test_stars_follow_the_course_order_with_zero_for_unfinished_lessons():
    lessons = [("basics", "Tricks"), ("bowers", "The bowers"), ("deal", "The deal")]
    assert stars_by_lesson(lessons, {"deal": 2, "basics": 3, "other": 1}) == [
        LessonStars("basics", "Tricks", 3), LessonStars("bowers", "The bowers", 0),
        LessonStars("deal", "The deal", 2)]


def test_reviews_due_per_day_this_week_with_overdue_counted_today():
    cards = [card(at(2026, 2, 20)),            # overdue: today
             card(at(2026, 3, 4, 21)),          # later today
             card(at(2026, 3, 5, 8)), card(at(2026, 3, 5, 9)),   # tomorrow, twice
             card(at(2026, 3, 10, 23)),         # the 7th day
             card(at(2026, 3, 11, 1))]          # after the week: not shown
    days = due_by_day(cards, NOW)
    assert [d for d, _n in days] == [date(2026, 3, 4) + timedelta(days=i) for i in range(7)]
    assert [n for _d, n in days] == [2, 2, 0, 0, 0, 0, 1]


def test_the_streak_counts_consecutive_days_of_graded_work():
    times = [at(2026, 3, 4, 9), at(2026, 3, 3), at(2026, 3, 3, 18), at(2026, 3, 2),
             at(2026, 2, 28)]                    # 1 March missed: the streak stops there
    assert streak(times, NOW) == 3
    # nothing yet today: yesterday's streak is still alive
    assert streak(times[1:], NOW) == 2
    # nothing today or yesterday: no streak
    assert streak([at(2026, 3, 2)], NOW) == 0
    assert streak([], NOW) == 0


def test_graded_work_is_answers_and_review_cards_not_page_views():
    answers = [answer(at(2026, 3, 4), "suit", True)]
    cards = [card(due=at(2026, 3, 9), updated=at(2026, 3, 3))]   # reviewed (or graded) on the 3rd
    times = graded_times(answers, cards)
    assert sorted(times) == [at(2026, 3, 3), at(2026, 3, 4)]
    assert streak(times, NOW) == 2
    work = work_per_day(times, NOW, days=3)
    assert work == [(date(2026, 3, 2), 0), (date(2026, 3, 3), 1), (date(2026, 3, 4), 1)]


def test_work_and_streak_from_days_counted_by_the_store():
    # the Progress page's path: days counted by the database, then the chart and the streak
    times = [at(2026, 3, 4), at(2026, 3, 4, 15), at(2026, 3, 3), at(2026, 3, 2), at(2026, 2, 27)]
    per_day = days_of(times, UTC)
    assert per_day == {date(2026, 3, 4): 2, date(2026, 3, 3): 1, date(2026, 3, 2): 1,
                       date(2026, 2, 27): 1}
    assert work_on_days(per_day, NOW, UTC, days=3) == work_per_day(times, NOW, UTC, days=3) == \
        [(date(2026, 3, 2), 1), (date(2026, 3, 3), 1), (date(2026, 3, 4), 2)]
    assert streak_of_days(per_day, NOW, UTC) == streak(times, NOW, UTC) == 3
    assert streak_of_days({date(2026, 3, 3): 1}, NOW, UTC) == 1   # yesterday still counts today
    assert streak_of_days({date(2026, 3, 2): 1}, NOW, UTC) == 0


def test_play_decisions_count_from_the_log_and_the_cards_each_once():
    from lessons.dashboard import decision_times
    made, answered = at(2026, 3, 2), at(2026, 3, 4)
    mistake = ReviewCardRow("mistake:euchre:1", "euchre", "mistake", "{}", "{}", 0.0, answered)
    quiz = ReviewCardRow("quiz:euchre:suit", "euchre", "quiz", "{}", "{}", 0.0, answered)
    logged = [("mistake:euchre:1", made), ("mistake:euchre:1", answered)]
    assert decision_times([mistake, quiz], logged) == [made, answered]
    assert decision_times([mistake, quiz]) == [answered]   # a card an older app saved unlogged
