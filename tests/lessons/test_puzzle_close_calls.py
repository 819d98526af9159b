"""A Review puzzle keeps each deal's points, so its grades keep their sampling error: a
choice the samples cannot tell from the best is a right answer too, not "Not the best
choice"; a puzzle kept before the values were judges by the limits alone, as it did."""
from __future__ import annotations

import json
from datetime import datetime, timezone

from engine import euchre
from engine.ai import ActionOdds, grade_from_odds
from lessons.coach import Decision
from lessons.review import card_for_mistake, judge_puzzle, position_of

NOW = datetime(2026, 3, 2, 18, 30, tzinfo=timezone.utc)
N = 100


def _lead() -> euchre.HandState:
    """Seat 0 leads the first trick (spades trump, ordered up by seat 1)."""
    hand = euchre.from_deal(euchre.preset("standard"), 3,
                            ["AC QD TH KS AS", "JC QH AH 9S QS", "TC KC TD KD 9H",
                             "9C QC 9D JH KH"], "JS", "AD JD TS")
    for a in ("pass", "order", "discard 9C", "partner"):
        hand = hand.apply(a)
    assert hand.current_player == 0 and str(hand.legal_actions()[0]).startswith("play")
    return hand


def _odds(action: str, mean: float, spread: float) -> ActionOdds:
    # the same deals for every choice: deal k is good (+1) or bad (-1) for all of them
    values = tuple((1.0 if k % 2 else -1.0) + mean + (spread if k % 4 < 2 else -spread)
                   for k in range(N))
    return ActionOdds(euchre.Action.parse(action), sum(values) / N, 0.5, 0.0, 0.5, N,
                      values=values, draws=tuple(range(N)))


def _card(best, close, mistake):
    odds = (best, close, mistake)
    g = grade_from_odds(mistake.action, odds)
    assert g.label in ("Mistake", "Blunder") and not g.close_call   # the premise
    assert grade_from_odds(close.action, odds).close_call           # the premise
    return card_for_mistake("euchre", position_of(Decision(0, _lead(), mistake.action, g)), NOW)


def test_a_choice_within_the_error_of_the_best_is_a_right_answer():
    # AC is best; QD gives up 0.15 on average but swings by 1.5 deal by deal: a close call.
    row = _card(_odds("play AC", 1.0, 0.0), _odds("play QD", 0.85, 1.5), _odds("play TH", 0.0, 0.05))
    stored = json.loads(row.payload)["odds"]
    assert [len(o["values"]) for o in stored] == [N, N, N]
    assert judge_puzzle(row.payload, "play AC").right
    assert judge_puzzle(row.payload, "play QD").right
    assert not judge_puzzle(row.payload, "play TH").right


def test_a_puzzle_kept_without_values_judges_by_the_limits_as_before():
    row = _card(_odds("play AC", 1.0, 0.0), _odds("play QD", 0.85, 1.5), _odds("play TH", 0.0, 0.05))
    old = json.loads(row.payload)
    for o in old["odds"]:
        del o["values"], o["draws"]
    assert judge_puzzle(old, "play AC").right
    assert not judge_puzzle(old, "play QD").right     # 0.15 behind: more than the tolerance
