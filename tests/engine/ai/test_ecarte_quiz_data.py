"""The published Écarté positions (bench/ecarte_positions.py) are well formed: each
replays legally in the engine up to the decision, names its source, and its published
answer is a legal action there. Nothing here asks whether the engine agrees with the
answer (that is bench/ecarte_quiz.py's figure, not a test)."""
from __future__ import annotations

import pytest

from bench.ecarte_positions import (BY_ID, DEV, HELD_OUT, ODDS, POSITIONS, RULES, SOURCES,
                                    Position, build, decision)
from engine import ecarte
from engine.cards import parse_cards


def test_at_least_twenty_positions_with_unique_ids():
    assert len(POSITIONS) >= 20
    assert len(BY_ID) == len(POSITIONS)


def test_the_split_covers_every_position_once():
    # The development and held-out halves were drawn once and are kept as written.
    assert not set(DEV) & set(HELD_OUT)
    assert set(DEV) | set(HELD_OUT) == set(BY_ID)
    assert abs(len(DEV) - len(HELD_OUT)) <= 1


@pytest.mark.parametrize("p", POSITIONS, ids=lambda p: p.id)
def test_position_has_a_source_and_its_rules(p: Position):
    assert p.source in SOURCES and p.source in RULES
    assert p.where.strip()
    assert "http" in SOURCES[p.source] or "seeds" in SOURCES[p.source]
    assert p.depends_on_score == (p.score is not None)


@pytest.mark.parametrize("p", POSITIONS, ids=lambda p: p.id)
def test_position_is_legal_and_its_answer_too(p: Position):
    state, view = decision(p)
    # The deciding player acts now, holding the dealt hand (it has not exchanged yet).
    assert state.current_player == p.seat == view.seat
    assert state.rules == p.rules
    assert set(view.hand) == set(parse_cards(p.hand.replace("*", "")))
    assert view.turnup == parse_cards(p.turnup)[0]
    assert p.answers and all(a in view.legal_actions for a in p.answers)


def test_build_is_repeatable():
    # The cards a source leaves open are dealt from a seed of the position's id.
    p = BY_ID["hm-lead-after-refusal"]
    assert ecarte.replay(build(p))[0].hands == ecarte.replay(build(p))[0].hands


def test_a_story_that_cannot_happen_is_refused():
    # The dealer cannot answer a proposal the elder never made.
    p = Position("bad", "EB", "nowhere", 0, "KS QD 9D KC 8C", "7H", "stand", ("refuse",))
    with pytest.raises(ValueError):
        build(p, tries=20)


def test_published_odds_are_probabilities_with_a_source():
    assert {o.source for o in ODDS} <= set(SOURCES)
    assert all(0.0 < o.value < 1.0 for o in ODDS)
