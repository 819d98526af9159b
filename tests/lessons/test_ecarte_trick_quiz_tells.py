"""The Écarté "who wins this trick" quizzes cannot be answered by one feature of the two cards
instead of by the rule: over fixed seeds, under every Écarté preset, a learner who always picks the
higher card (ace high, as most games rank it, or in Écarté's order), or always a king, is right
about as often as by chance, and so is one who always picks the lower card (with two cards to
choose from, too many traps would make that the tell). One who picks the trump (when only one card
is a trump, that is the rule) and otherwise the higher card (ace high) stays well below always right.

Session 33 found "pick the higher card" right in 83% of lesson zero's questions, 76% of the cards
lesson's and 74% of the Play lesson's; "pick a king" in 83%, 73% and 68%. A wrong card's reason,
shown once the question is over, says why that card loses."""
from __future__ import annotations

import pytest

from engine import ecarte
from engine.cards import Card, Rank
from engine.ecarte.ranking import order
from lessons.course import course

SEEDS = range(200)
KINDS = ("e_z_winner", "e_trick", "e_winner")
CHANCE = 0.5   # two cards, two choices
TELLS = {
    "the higher card (ace high)": lambda c, trump: int(c.rank),
    "the higher card (Écarté order)": lambda c, trump: order(c),
    "the lower card (ace high)": lambda c, trump: -int(c.rank),
    "a king": lambda c, trump: (c.rank is Rank.KING, int(c.rank)),
    "a card that is not a king": lambda c, trump: (c.rank is not Rank.KING, int(c.rank)),
    "a trump, else the higher card": lambda c, trump: (c.suit is trump, int(c.rank)),
}
BOUND = {name: CHANCE + 0.15 for name in TELLS} | {"a trump, else the higher card": 0.75}


def _share(values, right) -> float:
    top = max(values)
    tied = [r for v, r in zip(values, right) if v == top]
    return sum(tied) / len(tied)


def tells(topic_id: str, rules) -> dict[str, float]:
    topic = course("ecarte").topics[topic_id]
    found = dict.fromkeys(TELLS, 0.0)
    for seed in SEEDS:
        q = topic.generate(rules, seed)
        cards = [Card.parse(c.key) for c in q.choices]
        right = [c.correct for c in q.choices]
        assert len(cards) == 2
        for name, value in TELLS.items():
            found[name] += _share([value(c, q.scene.trump) for c in cards], right)
    return {name: v / len(SEEDS) for name, v in found.items()}


@pytest.mark.parametrize("topic_id", KINDS)
@pytest.mark.parametrize("preset", list(ecarte.PRESETS))
def test_the_higher_card_or_a_king_is_not_the_answer_far_more_often_than_chance(topic_id, preset):
    found = tells(topic_id, ecarte.PRESETS[preset])
    bad = {t: f"{v:.0%}" for t, v in found.items() if v > BOUND[t] + 1e-9}
    assert not bad, f"{topic_id} under {preset}: these tells do better than their bound: {bad}"


@pytest.mark.parametrize("topic_id", KINDS)
def test_the_tricks_still_show_every_way_to_win(topic_id):
    # drawn to show the rule's traps, the tricks still show what the quiz teaches: a trump beating a
    # higher card, a higher card of a third suit losing, the higher card of the suit led winning,
    # and (after lesson zero) an ace beaten by a jack, queen or king of its suit
    topic, rules = course("ecarte").topics[topic_id], ecarte.PRESETS["classic"]
    seen = {"trumped": 0, "third suit": 0, "same suit": 0, "ace beaten": 0}
    for seed in SEEDS:
        q = topic.generate(rules, seed)
        (_l, lead), (_f, follow) = q.scene.trick
        trump = q.scene.trump
        w = ecarte.trick_winner(lead, follow, trump)
        winner, loser = (lead, follow) if w == 0 else (follow, lead)
        if winner.suit is trump and loser.suit is not trump and order(loser) > order(winner):
            seen["trumped"] += 1
        if follow.suit not in (lead.suit, trump) and order(follow) > order(lead):
            seen["third suit"] += 1
        if lead.suit is follow.suit:
            seen["same suit"] += 1
            seen["ace beaten"] += loser.rank is Rank.ACE
    assert min(seen["trumped"], seen["third suit"], seen["same suit"]) >= 0.05 * len(SEEDS), seen
    if topic_id != "e_z_winner":
        assert seen["ace beaten"] >= 0.03 * len(SEEDS), seen
    else:
        assert seen["ace beaten"] == 0, seen   # the ace's place is the next lesson's


@pytest.mark.parametrize("topic_id", KINDS)
@pytest.mark.parametrize("preset", ["classic", "three"])
def test_a_wrong_cards_reason_says_why_it_loses(topic_id, preset):
    # with hearts trump and led, a plain card's reason read "The K♠ neither follows hearts nor is a
    # trump, so it cannot win": true, but silent on why the 7♥ won (it is a trump)
    topic, rules = course("ecarte").topics[topic_id], ecarte.PRESETS[preset]
    for seed in SEEDS:
        q = topic.generate(rules, seed)
        (_l, lead), (_f, follow) = q.scene.trick
        trump = q.scene.trump
        winner = (lead, follow)[ecarte.trick_winner(lead, follow, trump)]
        for c in q.choices:
            if c.correct:
                continue
            card, why = Card.parse(c.key), c.why
            assert card.display in why and winner.display in why, why
            if winner.suit is trump and card.suit is not trump:
                assert why == (f"The {winner.display} is a trump and the {card.display} is not: any trump beats "
                               "any card of another suit."), why
            elif card.suit is winner.suit:
                assert f"the {winner.display} ranks above the {card.display}" in why, why
            else:
                assert why.startswith(f"The {card.display} neither follows") and "so it cannot win" in why, why
            assert "neither follows" not in why or lead.suit is not trump, why
