"""Bidding shown in a quiz: every bid, in order, each with its round (not the last few, unlabelled)."""
from __future__ import annotations

from engine import euchre
from engine.euchre.rules import PRESETS
from lessons.euchre import TOPICS, l3_bidding

STD = PRESETS["standard"]


def _bids(q):
    return [(k, v) for k, v in q.scene.facts if k.startswith("Round ")]


def test_round2_bidding_lists_both_rounds_from_the_first_bid():
    # East deals, everybody passes round 1, then South and West pass round 2: six bids, round labels.
    s = euchre.deal(STD, dealer=3, seed=1)
    for _ in range(6):
        s = s.apply("pass")
    assert l3_bidding.bidding_so_far(STD, s) == (
        ("Round 1", "South passes"), ("Round 1", "West passes"), ("Round 1", "North passes"),
        ("Round 1", "East passes"), ("Round 2", "South passes"), ("Round 2", "West passes"))


def test_what_happens_next_shows_every_bid():
    # A question six bids into the hand (four passes, two more in round 2): all six are shown.
    q = next(q for q in (TOPICS["next"].generate(STD, seed) for seed in range(40))
             if len(q.source[0].history) == 6)
    state, _ = q.source
    bids = _bids(q)
    assert len(bids) == 6
    assert bids[0] == ("Round 1", f"{euchre.words.seat_name(STD, (state.dealer + 1) % 4)} passes")
    assert [k for k, _ in bids] == ["Round 1"] * 4 + ["Round 2"] * 2


def test_bidding_quizzes_show_all_bids_with_rounds():
    for topic in ("next", "may", "makers"):
        for seed in range(40):
            q = TOPICS[topic].generate(STD, seed)
            state = q.source[0] if isinstance(q.source, tuple) else q.source
            n = sum(1 for e in state.history if e.action.kind.value in ("pass", "order", "call"))
            assert len(_bids(q)) == n, (topic, seed, q.scene.facts)
