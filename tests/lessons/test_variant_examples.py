"""The variants lesson's worked examples: explicit deals played by the engine, told truthfully."""
from __future__ import annotations

import re

import pytest

from engine import euchre
from engine.cards import JOKER
from engine.euchre import words as W
from lessons.euchre import l7_examples
from lessons.euchre.course_data import COURSE

NAMES = sorted(l7_examples.EXAMPLES)
# "**South–North score 4 points.**" / "**South and East score 2 points each.**"
SCORE = re.compile(r"\*\*([^*]+?) scores? (\d+) points?( each)?\.\*\*")


def _example(name):
    return l7_examples.EXAMPLES[name](euchre.preset("standard"))   # each example fixes its own rules


def _team_of_words(rules, words: str) -> int:
    return next(t for t in range(euchre.num_teams(rules)) if W.team_name(rules, t) == words)


@pytest.mark.parametrize("name", NAMES)
def test_every_frame_is_a_legal_replay_of_one_deal(name):
    # each frame's position replays move by move from the deal, and the story only moves forward
    frames = _example(name).frames
    assert len(frames) >= 5 and all(f.position is not None for f in frames)
    assert frames[0].position.history == ()
    deal = frames[0].position.deal
    before = ()
    for f in frames:
        p = f.position
        assert p.deal == deal
        again = euchre.replay(p)[-1]   # apply() refuses an illegal action, so this checks legality
        assert again.hands == p.hands and again.won == p.won and again.result == p.result
        assert p.history[:len(before)] == before
        before = p.history
    assert frames[-1].position.is_over


@pytest.mark.parametrize("name", NAMES)
def test_the_narrated_score_is_the_engines_result(name):
    # every frame that tells a score names exactly who scored and how much, and the last one does
    frames = _example(name).frames
    told_frames = [f for f in frames if SCORE.search(f.text)]
    assert frames[-1] in told_frames
    for f in told_frames:
        assert f.position.is_over, f.text
        rules, result = f.position.rules, f.position.result
        m = SCORE.search(f.text)
        points = int(m.group(2))
        told = [0] * euchre.num_teams(rules)
        for words in m.group(1).split(" and "):
            told[_team_of_words(rules, words)] = points
        assert tuple(told) == result.points
        assert f"took {result.maker_tricks} of {rules.hand_size} tricks" in f.text


@pytest.mark.parametrize("name", NAMES)
def test_the_scripted_decisions_are_what_the_engine_played(name):
    # the reasons in the text belong to these exact decisions, made first
    hand = l7_examples.SCRIPTS[name]
    final = _example(name).frames[-1].position
    assert final.deal == hand.start().deal
    played = [str(e.action) for e in final.history[:len(hand.decisions)]]
    assert played == [a for a, _ in hand.decisions]


@pytest.mark.parametrize("name", NAMES)
def test_no_template_leftovers_in_the_text(name):
    for f in _example(name).frames:
        assert not re.search(r"[{}]|None|  |^\s|\s$|\.\.|\b[2-9TJQKA][CDHS]\b|\bJK\b", f.text), f.text


def test_the_variant_rules_decide_each_story():
    # the rule each example is about is really in force, and really changes the result
    ex = {n: _example(n).frames[-1].position for n in NAMES}
    assert ex["call_for_best"].rules.call_for_best
    assert any(e.action.kind.value == "give" for e in ex["call_for_best"].history)
    assert ex["call_for_best"].result.row == "lone_march"
    assert ex["cutthroat_seven"].rules.hand_size == 7 and ex["cutthroat_seven"].result.maker_tricks == 3
    assert ex["cutthroat_seven"].result.score.side == "defenders"
    assert ex["two_handed"].rules.players == 2 and ex["two_handed"].tricks[0].leader != ex["two_handed"].dealer
    stuck = ex["stick_the_dealer"]
    assert stuck.maker == stuck.dealer and [str(e.action) for e in stuck.history[:7]] == ["pass"] * 7
    benny = ex["benny"]
    assert benny.deal.upcard is JOKER
    assert benny.maker == benny.dealer and benny.history[0].action.kind.value == "call"
    lone = [f.position for f in _example("lone_defender").frames if SCORE.search(f.text)]
    assert [p.rules.lone_defender_points for p in lone] == ["by_tricks", "always_four"]
    assert [max(p.result.points) for p in lone] == [2, 4]


def test_each_variant_step_shows_its_example():
    steps = {st.title: st.example for st in COURSE.lesson("variants").steps}
    assert steps["Stick the Dealer"] is l7_examples.stuck_dealer_example
    assert steps["British Euchre and the Benny"] is l7_examples.benny_example
    assert steps["Cutthroat (three players)"] is l7_examples.cutthroat_seven_example
    assert steps["Two-handed"] is l7_examples.two_handed_example
    assert steps["Lone defenders"] is l7_examples.lone_defender_example
    assert steps["Railroad"] is l7_examples.call_for_best_example
