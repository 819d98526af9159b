"""Spaced review: missed quiz kinds and graded game mistakes become FSRS cards; a puzzle is
rebuilt from its payload alone and judged with the coach's own numbers."""
from __future__ import annotations

import json
import random
from dataclasses import replace
from datetime import datetime, timedelta, timezone

import pytest

from engine import euchre
from engine.ai import grade
from lessons.coach import Decision
from lessons.course import course
from lessons.quiz import same_question
from lessons.review import (CardError, QuizCard, card_for_mistake, card_for_quiz_miss, due,
                            due_this_week, explain, fresh_seed, judge_puzzle, open_card,
                            open_cards, position_of, quiz_question, schedule)

NOW = datetime(2026, 3, 2, 18, 30, tzinfo=timezone.utc)
RULES = euchre.preset("standard")
SAMPLES, SEED = 30, 1


def _play_position():
    """Euchre, trick 3: South (seat 0) leads after ordering up the J♦; the 9♣ lead throws the
    hand away (the coach grades it with a fixed seed)."""
    hand = euchre.from_deal(RULES, dealer=3,
                            hands=["9C TD AD JS AS", "TC KH AH TS QS", "AC KD 9H TH KS",
                                   "QC 9D QD JH QH"], upcard="JD", kitty="JC 9S KC")
    for a in ("order", "discard QC", "partner", "play AD", "play TC", "play KD", "play JH",
              "play QH", "play TD", "play KH", "play 9H"):
        hand = hand.apply(a)
    return hand


def _bid_position():
    """Euchre, first round: South holds both bowers and A K Q of hearts, hearts turned up."""
    return euchre.from_deal(RULES, dealer=3,
                            hands=["JH JD AH KH QH", "9C TC QC KC AC", "9S QS KS AS TS",
                                   "9D TD QD KD AD"], upcard="TH", kitty="JC JS 9H")


def _mistake(hand, action: str) -> Decision:
    """The Play page's decision at ``hand``: ``action`` graded by the coach."""
    g = grade(euchre.observe(hand, hand.current_player), action, samples=SAMPLES, seed=SEED)
    assert g.label in ("Mistake", "Blunder"), (action, g.label)   # the test's premise
    return Decision(0, hand, g.action, g)


# ----- scheduling ----------------------------------------------------------------------

def test_a_missed_quiz_kind_is_a_card_due_now():
    row = card_for_quiz_miss("euchre", "suit", "bowers", now=NOW, seed=77)
    assert row.card_id == "quiz:euchre:suit" and row.kind == "quiz"
    assert due([row], NOW) == [row]
    assert due([row], NOW - timedelta(seconds=1)) == []
    assert due_this_week([row], NOW) == 1


def test_a_right_answer_pushes_the_card_days_away_and_a_wrong_one_keeps_it_near():
    row = card_for_quiz_miss("euchre", "suit", now=NOW)
    right = schedule(row, True, NOW)
    wrong = schedule(row, False, NOW)
    assert right.due - NOW.timestamp() >= timedelta(days=1).total_seconds()
    assert 0 < wrong.due - NOW.timestamp() <= timedelta(hours=1).total_seconds()
    assert due([right, wrong], NOW + timedelta(hours=1)) == [wrong]
    # right again later: the interval grows (spacing)
    later = datetime.fromtimestamp(right.due, timezone.utc)
    again = schedule(right, True, later)
    assert again.due - right.due > right.due - NOW.timestamp()
    # a lapse brings a well-known card back within the hour
    lapse = schedule(again, False, datetime.fromtimestamp(again.due, timezone.utc))
    assert lapse.due - again.due <= timedelta(hours=1).total_seconds()


def test_due_this_week_counts_overdue_cards_and_those_due_today_and_the_next_6_days():
    base = card_for_quiz_miss("euchre", "suit", now=NOW)   # NOW: Monday 2 March, 18:30 UTC
    rows = [replace(base, card_id=str(d), due=(NOW + timedelta(days=d)).timestamp())
            for d in (-3, 0, 2, 6, 6.3, 7, 12)]
    # 6.3 days on is Monday 9 March at 01:42: the eighth day, not this week
    assert due_this_week(rows, NOW) == 4
    assert [r.card_id for r in due(rows, NOW)] == ["-3", "0"]


@pytest.mark.parametrize("zone", ["UTC", "Pacific/Auckland", "America/Los_Angeles"])
def test_due_this_week_is_the_number_the_progress_page_adds_up(zone):
    # Before: Home said "Review your mistakes: 1 due this week" (a week from now, to the
    # second) while Your progress said "0 reviews due this week" (7 of the learner's days).
    from zoneinfo import ZoneInfo

    from lessons.dashboard import due_by_day
    tz = ZoneInfo(zone)
    base = card_for_quiz_miss("euchre", "suit", now=NOW)
    for hours in range(-30, 8 * 24, 5):
        rows = [replace(base, due=(NOW + timedelta(hours=hours)).timestamp())]
        assert due_this_week(rows, NOW, tz) == sum(n for _day, n in due_by_day(rows, NOW, tz)), hours


def test_a_broken_fsrs_state_starts_the_card_again():
    row = replace(card_for_quiz_miss("euchre", "suit", now=NOW), fsrs="{not json")
    assert schedule(row, True, NOW).due > NOW.timestamp()


# ----- quiz cards ----------------------------------------------------------------------

def test_a_quiz_card_asks_a_fresh_question_of_the_kind_missed():
    row = card_for_quiz_miss("euchre", "suit", now=NOW, seed=1234)
    card = open_card(row)
    assert isinstance(card, QuizCard) and card.missed_seed == 1234
    # an rng that draws the missed seed first: the review still asks another question
    first = random.Random(5).randrange(1, 2**31)
    card = replace(card, missed_seed=first)
    q = quiz_question(card, RULES, random.Random(5))
    assert q.topic == "suit" and q.seed != first
    assert q == course("euchre").topics["suit"].generate(RULES, q.seed)


def test_a_quiz_card_of_a_topic_or_game_that_does_not_exist_is_refused():
    with pytest.raises(CardError):
        card_for_quiz_miss("euchre", "no-such-topic", now=NOW)
    with pytest.raises(CardError):
        card_for_quiz_miss("poker", "suit", now=NOW)


# ----- mistake puzzles -----------------------------------------------------------------

def test_a_mistake_rebuilds_the_same_position_from_its_payload_alone():
    hand = _play_position()
    row = card_for_mistake("euchre", position_of(_mistake(hand, "play 9C")), NOW)
    assert row.kind == "mistake" and row.card_id.startswith("mistake:euchre:")
    assert due([row], NOW) == [row]
    puzzle = open_card(row)
    assert puzzle.state == hand and puzzle.seat == 0
    assert puzzle.view() == euchre.observe(hand, 0)   # exactly what the learner saw
    assert str(puzzle.mistake) == "play 9C"
    assert puzzle.coached().hand == hand and puzzle.coached().my_turn


def test_the_puzzle_accepts_the_coachs_best_play_and_refuses_the_mistake():
    hand = _play_position()
    decision = _mistake(hand, "play 9C")
    row = card_for_mistake("euchre", position_of(decision), NOW)
    best = str(decision.grade.best.action)
    assert judge_puzzle(row.payload, best).right
    first = judge_puzzle(row.payload, "play 9C")
    assert not first.right and not first.final and "Try again" in first.message
    second = judge_puzzle(row.payload, "play 9C", attempt=2)
    assert not second.right and second.final
    # the explanation names the best play in the coach's words (its label and the grade)
    assert decision.grade.best.label in second.message and decision.grade.text in second.message
    assert explain(row.payload) == second.message


def test_the_puzzle_judges_with_the_grades_numbers():
    # every legal play: right exactly when the coach's grade of it is within its tolerance
    hand = _play_position()
    row = card_for_mistake("euchre", position_of(_mistake(hand, "play 9C")), NOW)
    tolerance = json.loads(row.payload)["tolerance"]
    view = euchre.observe(hand, 0)
    for a in hand.legal_actions():
        g = grade(view, a, samples=SAMPLES, seed=SEED)
        assert judge_puzzle(row.payload, str(a)).right == (g.loss <= tolerance + 1e-9), str(a)


def test_a_bidding_puzzle_counts_the_best_plan_that_begins_with_the_bid():
    # passing with five top trumps: ordering up (and going alone) is the coach's best plan
    hand = _bid_position()
    decision = _mistake(hand, "pass")
    row = card_for_mistake("euchre", position_of(decision), NOW)
    assert str(decision.grade.best.plan[0]) == "order"
    assert judge_puzzle(row.payload, "order").right
    assert not judge_puzzle(row.payload, "pass").right
    assert decision.grade.best.label in explain(row.payload)


def test_an_illegal_answer_is_explained_and_is_not_a_try():
    row = card_for_mistake("euchre", position_of(_mistake(_play_position(), "play 9C")), NOW)
    verdict = judge_puzzle(row.payload, "play QS")   # not in South's hand
    assert not verdict.legal and not verdict.final and verdict.message
    assert not judge_puzzle(row.payload, "fly away").legal


def test_only_mistakes_and_blunders_become_puzzles():
    hand = _play_position()
    view = euchre.observe(hand, 0)
    best = grade(view, "play 9C", samples=SAMPLES, seed=SEED).best.action
    good = Decision(0, hand, best, grade(view, best, samples=SAMPLES, seed=SEED))
    with pytest.raises(CardError):
        card_for_mistake("euchre", position_of(good), NOW)


def test_custom_euchre_rules_cannot_be_kept_and_say_why():
    custom = RULES.replace(target_score=7)
    assert custom.preset_name is None
    hand = euchre.from_deal(custom, dealer=3, hands=["JH JD AH KH QH", "9C TC QC KC AC",
                                                     "9S QS KS AS TS", "9D TD QD KD AD"],
                            upcard="TH", kitty="JC JS 9H")
    decision = _mistake(hand, "pass")
    with pytest.raises(CardError, match="cannot be kept"):
        card_for_mistake("euchre", position_of(decision), NOW)


# ----- broken cards --------------------------------------------------------------------

@pytest.mark.parametrize("change", [
    dict(payload="not json"),
    dict(payload=json.dumps({"v": 1})),
    dict(game="poker"),
    dict(kind="flashcard"),
])
def test_a_broken_card_is_skipped_with_a_reason(change):
    good = card_for_mistake("euchre", position_of(_mistake(_play_position(), "play 9C")), NOW)
    broken = replace(good, **change)
    ready, skipped = open_cards([broken, card_for_quiz_miss("euchre", "suit", now=NOW)])
    assert [r.card_id for r, _item in ready] == ["quiz:euchre:suit"]
    assert [s.card_id for s in skipped] == [good.card_id] and skipped[0].reason


@pytest.mark.parametrize("edit", [
    lambda p: p.update(record=p["record"].replace("play 9H", "play 9S")),   # does not replay
    lambda p: p.update(seat=1),                                             # not their turn
    lambda p: p.update(mistake="play QS"),                                  # not their card
    lambda p: p["odds"][0].update(plan=["discard 9C"]),                     # not a choice here
    lambda p: p["odds"][0].pop("expected_points"),
    lambda p: p.update(game="ecarte"),                                      # record of another game
])
def test_a_puzzle_payload_that_does_not_fit_its_position_is_skipped(edit):
    good = card_for_mistake("euchre", position_of(_mistake(_play_position(), "play 9C")), NOW)
    payload = json.loads(good.payload)
    edit(payload)
    ready, skipped = open_cards([replace(good, payload=json.dumps(payload))])
    assert ready == [] and len(skipped) == 1 and skipped[0].reason


def test_a_missed_question_comes_back_as_another_question_of_its_kind():
    # "Questions you missed come back as fresh questions of the same kind": another seed was not
    # enough, "Who is South's partner?" (eight questions in all) came back the same one time in eight
    rules, topic = euchre.Rules(), course("euchre").topics["z_seats"]
    for missed_seed in range(1, 9):
        card = QuizCard("euchre", topic, "basics", missed_seed)
        missed = topic.generate(rules, missed_seed)
        for i in range(40):
            seed = fresh_seed(card, random.Random(i), rules)
            assert seed != missed_seed and not same_question(topic.generate(rules, seed), missed)
