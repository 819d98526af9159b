"""Two Écarté problems' words checked against the engine: the line after a wrong lead in
"draw-the-last-trump", and a nudge in "discard-lowest" that fits the answer only."""
from __future__ import annotations

from engine.ai.solver import solve_ecarte
from engine.cards import Card
from engine.ecarte.ranking import order
from lessons.problems import problem_set


def _best_line(hand):
    """Every card double-dummy to the end (the first in legal order among equals), as the problems do."""
    while not hand.is_over:
        values = solve_ecarte(hand).values
        best = max(v for _a, v in values)
        hand = hand.apply(next(a for a, v in values if v == best))
    return hand


def test_draw_the_last_trump_says_what_happens_to_the_seven_of_diamonds():
    # North holds the K♦: it must follow the 7♦ and beat it, and its 7♠ trumps the 8♥ later
    ps = problem_set("ecarte")
    p = ps.get("draw-the-last-trump")
    start = ps.position(p)
    after = start.apply("play 7D")
    assert [str(a) for a in after.legal_actions()] == ["play KD"]
    end = _best_line(after)
    plays = [str(step.action) for step in end.history[len(start.history):]]
    assert plays.index("play 7S") == plays.index("play 8H") + 1          # the 7♠ trumps the 8♥
    assert end.points[1] - end.points[0] == 2 and end.tricks[1] >= 3
    text = p.explanation
    assert "the 7♦ and North trumps it" not in text
    assert "North must beat it with the K♦" in text and "the 7♠ trumps your 8♥ later" in text


def test_discard_lowest_nudge_fits_the_answer_only():
    # both the 8♦ and the 7♠ can never take a trick (North holds higher diamonds and spades)
    ps = problem_set("ecarte")
    p = ps.get("discard-lowest")
    st = ps.position(p)
    south, north = st.hands
    dead = {c for c in south if c.suit is not st.trump
            and any(o.suit is c.suit and order(o) > order(c) for o in north)
            and not any(o.suit is c.suit and order(o) < order(c) for o in north)}
    assert dead == {Card.parse("8D"), Card.parse("7S")}
    assert p.nudge != "Which card of yours will never take a trick?"
    assert p.nudge.startswith("Two of your cards will never take a trick")
    assert not any(c.display in p.nudge for c in south)
