"""Hint, grade and odds chart quote the same numbers under the same labels (the
learner's button words) for the same decision, samples and seed."""
from __future__ import annotations

from engine import ecarte, euchre
from engine.ai import bidding_odds, ecarte_grade, ecarte_hint, ecarte_proposal_odds, grade, hint
from engine.euchre import preset
from engine.words import signed

SAMPLES, SEED = 40, 3


def dealer_to_bid():
    # South (seat 0) deals and holds both bowers and the A♥ K♥ with the Q♥ turned up;
    # the three others pass: the dealer decides whether to pick it up.
    hand = euchre.from_deal(preset("standard"), 0,
                            ["JH JD AH KH AS", "9C TC QC 9D TD", "KC AC QD KD 9S",
                             "JC JS AD TS QS"], "QH")
    for _ in range(3):
        hand = hand.apply("pass")
    assert hand.current_player == 0 and hand.dealer == 0
    return euchre.observe(hand, 0)


def test_dealer_hint_grade_and_chart_agree():
    view = dealer_to_bid()
    chart = bidding_odds(view, samples=SAMPLES, seed=SEED).chart_data()
    points = dict(zip(chart["labels"], chart["expected_points"]))
    # The dealer's "order" is labelled as its button: "Pick it up".
    assert set(points) == {"Pass", "Pick it up", "Pick it up and go alone"}
    best_label = max(points, key=points.get)
    ranked = sorted(points.values(), reverse=True)

    h = hint(view, samples=SAMPLES, seed=SEED)
    assert str(h.action) == "order"
    assert h.text.startswith(f"{best_label}: about {signed(points[best_label])} points")
    runner_up = next(k for k, v in points.items() if v == ranked[1])
    assert f"{ranked[0] - ranked[1]:.2f} more than {runner_up}" in h.text
    assert f"{points[best_label] - points['Pass']:.2f} more than Pass" in h.text
    assert "Order it up" not in h.text

    # A bare action is worth the best plan that begins with it.
    g = grade(view, "order", samples=SAMPLES, seed=SEED)
    assert g.chosen.expected_points == max(points["Pick it up"],
                                           points["Pick it up and go alone"])
    assert g.label == "Best" and g.loss == 0
    g = grade(view, "pass", samples=SAMPLES, seed=SEED)
    assert g.loss == points[best_label] - points["Pass"]
    assert f"{best_label} is better by {g.loss:.2f} points" in g.text
    review = g.chart_data()
    assert dict(zip(review["labels"], review["expected_points"])) == points
    assert review["samples"] == chart["samples"] == SAMPLES


def test_non_dealer_orders_it_up():
    # The same words for everyone but the dealer: "Order it up".
    hand = euchre.from_deal(preset("standard"), 3,
                            ["JH JD AH KH AS", "9C TC QC 9D TD", "KC AC QD KD 9S",
                             "JC JS AD TS QS"], "QH")
    view = euchre.observe(hand, 0)
    chart = bidding_odds(view, samples=10, seed=SEED).chart_data()
    assert chart["labels"] == ["Pass", "Order it up", "Order it up and go alone"]


def test_ecarte_hint_grade_and_proposal_chart_agree():
    # Elder with a weak hand (no trump, no king): propose or stand?
    from ecarte_helpers import make
    state = make("7C 8D 9S TS 7H", "KH 8S QS KS JS", "9H")
    view = ecarte.observe(state, state.current_player)
    chart = ecarte_proposal_odds(view, samples=SAMPLES, seed=SEED).chart_data()
    points = dict(zip(chart["labels"], chart["expected_points"]))
    point = dict(zip(chart["labels"], chart["p_point"]))
    assert set(points) == {"Propose an exchange", "Stand (play these cards)"}
    best = max(points, key=points.get)
    other = next(k for k in points if k != best)

    h = ecarte_hint(view, samples=SAMPLES, seed=SEED)
    assert h.text.startswith(f"{best}: you win the point in {point[best]:.0%} of deals "
                             f"(about {signed(points[best])} points")
    assert other in h.text

    for action in ("propose", "stand"):
        g = ecarte_grade(view, action, samples=SAMPLES, seed=SEED)
        assert g.loss == points[best] - g.chosen.expected_points
        assert dict(zip(g.chart_data()["labels"], g.chart_data()["expected_points"])) == points
    assert ecarte_grade(view, "propose" if best.startswith("Propose") else "stand",
                        samples=SAMPLES, seed=SEED).label == "Best"


def test_a_hints_odds_grade_like_grade_itself():
    # The coach may grade from the hint it already computed (``grade_from_hint``: the
    # odds, then the rule of thumb): the same grade, the same reason.
    from engine.ai import grade_from_odds, principles
    view = dealer_to_bid()
    h = hint(view, samples=SAMPLES, seed=SEED)
    for action in view.legal_actions:
        assert principles.in_grade(view, grade_from_odds(action, h.odds)) == \
            grade(view, action, samples=SAMPLES, seed=SEED)
