"""What the lessons and the rule book say under rule combinations a learner can make in
Settings (a target of 11, three-player Écarté with no forced trump...), checked sentence by
sentence against the options in force."""
from __future__ import annotations

import re

import pytest

from engine import ecarte
from engine.euchre.rules import Rules
from lessons.course import course
from lessons.ecarte import rulebook as ecarte_book

EUCHRE = [Rules(target_score=11), Rules(players=3, cutthroat_hand_size=7, deck=32, target_score=5),
          Rules(players=2, stick_the_dealer=True, target_score=1), Rules(deck=25, allow_alone=False,
                                                                         allow_lone_defender=True,
                                                                         call_for_best=True, target_score=15)]
ECARTE = [ecarte.Rules(players=3, penalty=p, dealer_must_exchange=d, must_trump=m, target_score=t, stake=s)
          for p, d, m, t, s in (("elder", False, False, 7, 0), ("classic", True, False, 1, 2),
                                ("classic", False, True, 11, 1), ("elder", True, True, 3, 0))] + \
         [ecarte.Rules(penalty="classic", dealer_must_exchange=False, must_trump=False, target_score=15)]

DEALER_SITS_OUT = re.compile(r"\b[Tt]he dealer (then|does|refuses|accepts|need)\b|risk for the dealer|"
                             r"one for the\s+dealer")


def _steps(game: str, rules):
    for lesson in course(game).lessons:
        for i, step in enumerate(lesson.steps):
            yield f"{lesson.id} {i + 1}", step.text_for(rules)


@pytest.mark.parametrize("game, rules", [("euchre", r) for r in EUCHRE] + [("ecarte", r) for r in ECARTE],
                         ids=lambda v: v if isinstance(v, str) else repr(v))
def test_every_step_names_the_target_in_force(game, rules):
    # "until one side reaches the target (10 unless Settings say otherwise)" with 11 in Settings
    for where, text in _steps(game, rules):
        if "target" in text:
            assert f"**{rules.target_score}**" in text, (where, text)


@pytest.mark.parametrize("rules", ECARTE, ids=repr)
def test_ecarte_steps_follow_the_players_and_the_exchange_and_trump_options(rules):
    for where, text in _steps("ecarte", rules):
        if where.split()[0] in ("basics", "variants"):
            continue   # lesson zero teaches the two-player game; the variants lesson compares tables
        if rules.players == 3:   # the dealer sits out: the player taking the dealer's part answers
            assert not DEALER_SITS_OUT.search(text), (where, text)
        if not rules.must_trump:
            assert "**must trump**" not in text, (where, text)
        if not rules.dealer_must_exchange:
            assert "must leave at least one" not in text, (where, text)


@pytest.mark.parametrize("stake", [0, 1, 3])
def test_ecarte_rule_book_stake(stake):
    # "Playing for **0** a point: each point is paid by the opponent of that hand."
    text = " ".join(p for sec in ecarte_book.rule_book(ecarte.Rules(stake=stake)) for p in sec.paragraphs)
    assert ("a point" in text) is (stake > 1)
    assert ("Not played for stakes" in text) is (stake == 0)
