"""Every quiz generator and every lesson step under the rule combinations Settings can make:
each option changed from each preset, and a seeded sample of two changes at once. A
generator must build its question (no stall, no crash) and the key must be one of the
choices; a step must build its text and its worked example."""
from __future__ import annotations

import random

import pytest

from engine import ecarte
from engine.errors import RulesError
from engine.euchre.rules import PRESETS, Rules
from lessons.course import course

EUCHRE_VALUES = {
    "players": (2, 3, 4), "deck": (24, 25, 28, 32), "stick_the_dealer": (False, True),
    "dealer_may_discard_upcard": (True, False), "allow_alone": (True, False),
    "allow_lone_defender": (False, True), "lone_lead": ("loner_left", "dealer_left"),
    "lone_defender_points": ("by_tricks", "always_four"), "call_for_best": (False, True),
    "cutthroat_hand_size": (5, 7), "target_score": (1, 5, 11, 15),
}
ECARTE_VALUES = {
    "players": (2, 3), "penalty": ("elder", "classic"), "dealer_must_exchange": (True, False),
    "must_trump": (True, False), "target_score": (1, 3, 11, 15), "stake": (0, 5), "packets": ("3+2", "2+3"),
}


def combinations(presets, values: dict, pairs: int, seed: int) -> list:
    """Each option set to each value from each preset (what one click in Settings makes),
    then ``pairs`` seeded two-option changes; combinations the engine refuses are left out,
    as Settings refuses them."""
    found: dict = {}

    def add(rules, **changes):
        try:
            r = rules.replace(**changes)
        except RulesError:
            return None
        found.setdefault(r, None)
        return r

    for p in presets:
        for name, options in values.items():
            for v in options:
                add(p, **{name: v})
    rng = random.Random(seed)
    names = list(values)
    for _i in range(pairs):
        a, b = rng.sample(names, 2)
        first = add(rng.choice(presets), **{a: rng.choice(values[a])})
        if first is not None:
            add(first, **{b: rng.choice(values[b])})
    return list(found)


EUCHRE = combinations(list(PRESETS.values()), EUCHRE_VALUES, pairs=60, seed=24)
ECARTE = combinations(list(ecarte.PRESETS.values()), ECARTE_VALUES, pairs=30, seed=24)


def _check(game: str, rules, seeds) -> None:
    c = course(game)
    for topic in c.topics.values():
        for seed in seeds:
            q = topic.generate(rules, seed)
            assert q.choices and q.answer, (topic.id, seed, rules)
            assert q.answer <= {ch.key for ch in q.choices}, (topic.id, seed, rules)
    for lesson in c.lessons:
        for step in lesson.steps:
            assert step.text_for(rules).strip(), (lesson.id, step.title_en, rules)
            if step.example is not None:
                assert step.example(rules).frames, (lesson.id, step.title_en, rules)


def test_combinations_reach_beyond_the_presets():
    assert len(EUCHRE) > 100 and len(ECARTE) > 30
    assert {r.players for r in EUCHRE} == {2, 3, 4} and {r.players for r in ECARTE} == {2, 3}
    assert Rules(players=2, stick_the_dealer=True) in EUCHRE


@pytest.mark.parametrize("rules", EUCHRE, ids=lambda r: str(r.differences() or r.players))
def test_euchre_topics_and_steps_under_every_combination(rules):
    _check("euchre", rules, seeds=(7,))


@pytest.mark.parametrize("rules", ECARTE, ids=repr)
def test_ecarte_topics_and_steps_under_every_combination(rules):
    _check("ecarte", rules, seeds=(7,))
