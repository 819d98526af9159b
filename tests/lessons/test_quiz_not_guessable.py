"""No quiz kind gives its answer away under any rules a learner can set: over fixed seeds, each
answer offered is right in some question (or is a named, plausible mistake, listed below with
the reason), the right answer is not always the same one, and a kind whose every question would
be guessable under some rules is not asked then (``Topic.skipped``, with the reason said)."""
from __future__ import annotations

from collections import defaultdict

import pytest

from engine import ecarte, euchre
from engine.cards import Card
from lessons.course import course

SEEDS = range(60)
RULES = {
    "euchre": {
        "standard": euchre.Rules(), "stick": euchre.Rules(stick_the_dealer=True),
        "british": euchre.Rules(deck=25), "cutthroat": euchre.Rules(players=3),
        "cutthroat7": euchre.Rules(players=3, cutthroat_hand_size=7), "two": euchre.Rules(players=2),
        "two_stick": euchre.Rules(players=2, stick_the_dealer=True), "railroad": euchre.preset("railroad"),
        "to1": euchre.Rules(target_score=1), "to2": euchre.Rules(target_score=2),
        "three_to1": euchre.Rules(players=3, target_score=1), "three_to2": euchre.Rules(players=3, target_score=2),
        "to3": euchre.Rules(target_score=3), "two_to4": euchre.Rules(players=2, target_score=4),
    },
    "ecarte": {
        "classic": ecarte.Rules(), "three": ecarte.Rules(players=3), "to1": ecarte.Rules(target_score=1),
        "to2": ecarte.Rules(target_score=2), "three_to1": ecarte.Rules(players=3, target_score=1),
        "to3": ecarte.Rules(target_score=3), "three_to2": ecarte.Rules(players=3, target_score=2),
        "club_laws": ecarte.Rules(penalty="classic"), "free_trump": ecarte.Rules(must_trump=False),
        "dealer_free": ecarte.Rules(dealer_must_exchange=False),
    },
}

# Answers offered that are never right under some rules, and why each is a fair mistake to offer.
PLAUSIBLE = {
    ("euchre", "may", "m2"): "the stuck dealer's duty, taught in the same lesson: right only with Stick the Dealer",
    ("euchre", "may", "m3"): "forgetting that the turned-down suit cannot be trump (the lesson's main trap)",
    ("euchre", "next", "play"): "forgetting the dealer's discard, or (four players) the alone question, "
                                "before the first lead",
    ("euchre", "next", "thrown"): "at a Stick the Dealer table, the usual rule's thrown-in hand",
    ("euchre", "benny", "left"): "who names trump when the Benny is turned up: the bidder on the left, "
                                 "who usually speaks first, does not",
    ("euchre", "benny", "round2"): "the Benny, of no suit, taken for an upcard nobody may order, so that the "
                                   "bidding goes straight to the second round",
    ("ecarte", "e_points", "South:3"): "the elder-pays rule's 3 for a vole, at a table of the club laws "
                                      "(vole always 2)",
    ("ecarte", "e_points", "North:3"): "the same, with North the elder hand",
    ("euchre", "kitty", "*"): "counts next to the right one (off by one, or the four-player kitty): slips in "
                              "the subtraction the question asks for",
    ("euchre", "deck32", "*"): "as ``kitty``, and the 24-card pack's kitty of 4 or the seven-card Cutthroat's of 3",
    ("ecarte", "e_three", "*"): "the roles turned the wrong way round the table",
}


SIDE_SWAPPED = ("points", "alone_points", "cutthroat", "railroad")
"""Points quizzes: each score this table gives is offered to both sides (keys ``makers2``, ``defenders2``)."""


def _swap(key: str) -> str:
    side, pts = key.rstrip("0123456789"), key[len(key.rstrip("0123456789")):]
    return {"makers": "defenders", "defenders": "makers"}[side] + pts


def _is_card(key: str) -> bool:
    """A card of the deal offered as the answer (who wins a trick): any card can be right in another deal."""
    try:
        Card.parse(key)
    except Exception:
        return False
    return True


def _cases():
    for game, rules_by_name in RULES.items():
        for topic_id, topic in course(game).topics.items():
            if topic.slow:   # solver-built: tested in their own files
                continue
            for name in rules_by_name:
                yield game, topic_id, name


@pytest.mark.parametrize("game,topic_id,rules_name", list(_cases()))
def test_every_answer_offered_is_right_sometimes_or_a_named_mistake(game, topic_id, rules_name):
    topic, rules = course(game).topics[topic_id], RULES[game][rules_name]
    if topic.skipped(rules):
        return   # not asked under these rules (the test below checks why)
    right, seen, answers, labels = defaultdict(int), defaultdict(int), set(), {}
    for seed in SEEDS:
        q = topic.generate(rules, seed)
        answers.add(q.answer)
        for c in q.choices:
            seen[c.key] += 1
            labels[c.key] = c.label
            right[c.key] += c.correct
    assert len(answers) > 1, f"{topic_id} under {rules_name}: always {sorted(next(iter(answers)))}"
    # an answer met again and again (a quarter of the questions or more) and never right is
    # padding a learner soon learns to skip; answers made for one question (its cards, its sums) are not
    never = {k for k in seen if not right[k] and seen[k] * 4 >= len(SEEDS) and not _is_card(k)}
    if topic_id in SIDE_SWAPPED:   # "The defenders: 1 point": a score that is right, given to the wrong side
        never = {k for k in never if not right[_swap(k)]}
    unexplained = {labels[k] for k in never
                   if (game, topic_id, k) not in PLAUSIBLE and (game, topic_id, "*") not in PLAUSIBLE}
    assert not unexplained, f"{topic_id} under {rules_name}: never right, only padding: {unexplained}"


@pytest.mark.parametrize("game,topic_id", [("euchre", "game"), ("ecarte", "e_game")])
def test_who_wins_the_game_is_not_asked_when_any_point_wins(game, topic_id):
    # a game to 1: whoever scores first has won, so the question would answer itself
    topic = course(game).topics[topic_id]
    for name, rules in RULES[game].items():
        reason = topic.skipped(rules)
        assert bool(reason) == (rules.target_score == 1), name
        if reason:
            assert "1 point" in reason and "Settings" in reason


def test_the_stuck_quiz_asks_round_one_and_both_seats_of_round_two():
    # every answer the Stick the Dealer quiz offers is right in some question
    topic = course("euchre").topics["stuck"]
    for rules in (RULES["euchre"]["standard"], RULES["euchre"]["cutthroat"], RULES["euchre"]["two_stick"]):
        right = {k for seed in SEEDS for k in topic.generate(rules, seed).answer}
        offered = {c.key for seed in SEEDS for c in topic.generate(rules, seed).choices}
        assert right == offered == {"round1", "free", "stuck"}
