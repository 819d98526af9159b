"""A Play mistake judged by the chance of winning the game stays judged by it as a
Review puzzle (the payload keeps each choice's chance)."""
from __future__ import annotations

import json
from datetime import datetime, timezone

from engine import euchre
from engine.ai import grade
from lessons.coach import Decision
from lessons.review import card_for_mistake, judge_puzzle, position_of

NOW = datetime(2026, 3, 2, 18, 30, tzinfo=timezone.utc)
SAMPLES, SEED = 120, 1


def test_going_alone_at_eight_all_is_a_puzzle_about_the_game():
    # The maker (seat 1) ordered up the J♠ with both black bowers: alone scores more, but at
    # 8-8 playing with the partner wins the game more often.
    hand = euchre.from_deal(euchre.preset("standard"), 3,
                            ["AC QD TH KS AS", "JC QH AH 9S QS", "TC KC TD KD 9H",
                             "9C QC 9D JH KH"], "JS", "AD JD TS")
    for a in ("pass", "order", "discard 9C"):
        hand = hand.apply(a)
    g = grade(euchre.observe(hand, 1), "alone", samples=SAMPLES, seed=SEED, scores=(8, 8))
    assert g.by_game and g.label in ("Mistake", "Blunder")     # the test's premise
    row = card_for_mistake("euchre", position_of(Decision(0, hand, g.action, g)), NOW)
    assert all(len(o["game"]) == 4 for o in json.loads(row.payload)["odds"])
    assert judge_puzzle(row.payload, "partner").right
    assert not judge_puzzle(row.payload, "alone").right
    verdict = judge_puzzle(row.payload, "alone", attempt=2)
    assert "win the game" in verdict.message or "wins the game" in verdict.message
