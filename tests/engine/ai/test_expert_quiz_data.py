"""The published expert positions (bench/expert_positions.py) are well formed: each
parses, replays legally in the engine up to the decision, names its source, and its
published answer is a legal action there. Nothing here asks whether the engine
agrees with the answer (that is bench/expert_quiz.py's figure, not a test)."""
from __future__ import annotations

import pytest

from bench.expert_positions import (BY_ID, DEV, HELD_OUT, POSITIONS, RULES, SOURCES, Position,
                                    build, decision)
from engine import euchre
from engine.cards import Card


def test_at_least_forty_positions_with_unique_ids():
    assert len(POSITIONS) >= 40
    assert len(BY_ID) == len(POSITIONS)


def test_the_split_covers_every_position_once():
    # The development and held-out halves were drawn once and are kept as written.
    assert not set(DEV) & set(HELD_OUT)
    assert set(DEV) | set(HELD_OUT) == set(BY_ID)
    assert abs(len(DEV) - len(HELD_OUT)) <= 1


@pytest.mark.parametrize("p", POSITIONS, ids=lambda p: p.id)
def test_position_has_a_source(p: Position):
    assert p.source in SOURCES
    assert p.where.strip()
    assert "http" in p.where or "http" in SOURCES[p.source]


@pytest.mark.parametrize("p", POSITIONS, ids=lambda p: p.id)
def test_position_is_legal_and_its_answer_too(p: Position):
    state, view = decision(p)
    # The deciding seat acts now, holding the dealt hand less what it has played.
    assert state.current_player == p.seat == view.seat
    assert state.rules == RULES[p.rules]
    dealt = set(Card.parse(c.strip("*")) for c in p.hand.split())
    gone = {c for t in view.tricks for s, c in t.plays if s == p.seat}
    gone |= {c for s, c in view.trick if s == p.seat}
    gone |= set(view.my_discards)
    up = Card.parse(p.upcard.strip("*"))
    assert set(view.hand) | gone == dealt | ({up} if up in view.hand or up in gone else set())
    assert p.answers and all(a in view.legal_actions for a in p.answers)


@pytest.mark.parametrize("p", [p for p in POSITIONS if p.others], ids=lambda p: p.id)
def test_printed_deals_are_dealt_as_printed(p: Position):
    # Where the source prints every hand, the built deal is that deal.
    state = build(p)
    start = euchre.replay(state)[0]
    for seat, text in p.others.items():
        assert set(start.hands[seat]) == {Card.parse(c.strip("*")) for c in text.split()}


def test_build_is_repeatable():
    # The cards a source leaves open are dealt from a seed of the position's id.
    p = BY_ID["oe-q23"]
    assert euchre.replay(build(p))[0].hands == euchre.replay(build(p))[0].hands


def test_a_story_that_cannot_happen_is_refused():
    # The deciding seat cannot play a card it was not dealt.
    p = Position("bad", "OE", "nowhere", "standard", seat=1, hand="AH JH 9H JC AS",
                 upcard="9S", actions="pass; order; discard ?; partner; play 9D; play KD",
                 answer=("play 9H",))
    with pytest.raises(ValueError):
        build(p, tries=50)
