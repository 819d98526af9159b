"""Rule book, Euchre: Scoring (one hand), every row of the table and both
``lone_defender_points`` options; Cutthroat and two-handed scoring.

The end-to-end hands give one player the five top trumps, so that player takes
every trick however the others play.
"""
from __future__ import annotations

import pytest

from engine import euchre
from euchre_testlib import STANDARD, apply_all, play_out, position

BY_TRICKS = euchre.Rules(allow_lone_defender=True)
ALWAYS_FOUR = euchre.Rules(allow_lone_defender=True, lone_defender_points="always_four")
CUTTHROAT = euchre.PRESETS["cutthroat"]
CUTTHROAT7 = euchre.Rules(players=3, cutthroat_hand_size=7)
TWO = euchre.PRESETS["two_handed"]


def score(rules, maker_tricks, alone=False, lone_defender=False):
    s = euchre.score_hand(rules, maker_tricks, alone=alone, lone_defender=lone_defender)
    return s.side, s.points


# ----- the table, row by row ---------------------------------------------------------

@pytest.mark.parametrize("tricks", [3, 4])
def test_makers_take_3_or_4_score_1(tricks):
    # makers take 3 or 4 tricks: makers 1.
    assert score(STANDARD, tricks) == ("makers", 1)


def test_makers_march_scores_2():
    # makers take all 5 (a march): makers 2.
    assert score(STANDARD, 5) == ("makers", 2)


@pytest.mark.parametrize("tricks", [3, 4])
def test_lone_maker_takes_3_or_4_scores_1(tricks):
    # lone maker takes 3 or 4: makers 1.
    assert score(STANDARD, tricks, alone=True) == ("makers", 1)


def test_lone_maker_march_scores_4():
    # lone maker takes all 5: makers 4.
    assert score(STANDARD, 5, alone=True) == ("makers", 4)


@pytest.mark.parametrize("tricks", [0, 1, 2])
@pytest.mark.parametrize("alone", [False, True])
def test_makers_euchred_defenders_score_2(tricks, alone):
    # makers take fewer than 3 (euchred): defenders 2 (a lone maker too).
    assert score(STANDARD, tricks, alone=alone) == ("defenders", 2)


@pytest.mark.parametrize("tricks", [1, 2])
@pytest.mark.parametrize("alone", [False, True])
def test_lone_defender_takes_3_or_4_scores_2(tricks, alone):
    # a lone defender takes 3 or 4 tricks (the makers are euchred): defenders 2.
    assert score(BY_TRICKS, tricks, alone=alone, lone_defender=True) == ("defenders", 2)


@pytest.mark.parametrize("alone", [False, True])
def test_lone_defender_march_scores_4(alone):
    # a lone defender takes all 5: defenders 4.
    assert score(BY_TRICKS, 0, alone=alone, lone_defender=True) == ("defenders", 4)


@pytest.mark.parametrize("tricks", [0, 1, 2])
def test_lone_defender_always_four_any_euchre_scores_4(tricks):
    # lone_defender_points = always_four: any euchre by a lone defender scores 4.
    assert score(ALWAYS_FOUR, tricks, lone_defender=True) == ("defenders", 4)


@pytest.mark.parametrize("rules", [BY_TRICKS, ALWAYS_FOUR])
@pytest.mark.parametrize("tricks,alone,points", [(3, False, 1), (4, False, 1), (5, False, 2),
                                                 (3, True, 1), (5, True, 4)])
def test_makers_beating_a_lone_defender_score_as_usual(rules, tricks, alone, points):
    # A lone defender changes only the euchre rows: makers who make score the usual points.
    assert score(rules, tricks, alone=alone, lone_defender=True) == ("makers", points)


def test_always_four_leaves_ordinary_euchres_at_2():
    # always_four is about lone defenders: without one a euchre is still 2.
    assert score(ALWAYS_FOUR, 1) == ("defenders", 2)


@pytest.mark.parametrize("tricks,expected", [(0, ("defenders", 2)), (1, ("defenders", 2)),
                                             (2, ("defenders", 2)), (3, ("makers", 1)),
                                             (4, ("makers", 1)), (5, ("makers", 3))])
def test_cutthroat_scoring(tricks, expected):
    # Cutthroat: 3 or 4 tricks 1 point; all 5: 3 points; fewer than 3: each opponent 2.
    assert score(CUTTHROAT, tricks) == expected


@pytest.mark.parametrize("tricks,expected", [(3, ("defenders", 2)), (4, ("makers", 1)),
                                             (6, ("makers", 1)), (7, ("makers", 3)),
                                             (0, ("defenders", 2))])
def test_cutthroat_seven_cards_needs_four_tricks(tricks, expected):
    # cutthroat_hand_size 7: the maker needs 4 of the 7 tricks for 1 point and all 7
    # for 3; with 3 or fewer the maker is euchred.
    assert CUTTHROAT7.hand_size == 7 and CUTTHROAT7.tricks_to_make == 4
    assert score(CUTTHROAT7, tricks) == expected


@pytest.mark.parametrize("tricks,expected", [(2, ("defenders", 2)), (3, ("makers", 1)),
                                             (4, ("makers", 1)), (5, ("makers", 2))])
def test_two_handed_partnership_scoring(tricks, expected):
    # Two players: 3 or 4 tricks 1, march 2, euchred 2.
    assert score(TWO, tricks) == expected


# ----- whole hands ---------------------------------------------------------------------

TOP_SOUTH = ["JH JD AH KH QH", "9C TC JC QC KC", "9S TS QS KS AS", "9D TD QD KD AD"]
TOP_WEST = ["9C TC JC QC KC", "JH JD AH KH QH", "9S TS QS KS AS", "9D TD QD KD AD"]


def test_march_scores_2_for_the_makers_only():
    # makers take all 5: makers 2, and only one side scores.
    s = play_out(apply_all(position(STANDARD, 3, TOP_SOUTH, "9H"), "order", "discard 9D",
                           "partner"))
    assert s.result.tricks_by_team == (5, 0) and s.result.maker_tricks == 5
    assert s.result.points == (2, 0)


def test_lone_march_scores_4():
    # lone maker takes all 5: makers 4.
    s = play_out(apply_all(position(STANDARD, 3, TOP_SOUTH, "9H"), "order", "discard 9D",
                           "alone"))
    assert s.result.alone and s.result.points == (4, 0)


def test_lone_maker_euchred_defenders_score_2():
    # A lone maker who takes fewer than 3 is euchred: defenders 2.
    s = play_out(apply_all(position(STANDARD, 3, TOP_WEST, "9H"), "order", "discard 9D",
                           "alone"))
    assert s.result.maker_tricks == 0 and s.result.points == (0, 2)


@pytest.mark.parametrize("rules", [BY_TRICKS, ALWAYS_FOUR])
def test_lone_defender_march_whole_hand(rules):
    # a lone defender takes all 5: defenders 4 (under either option).
    s = play_out(apply_all(position(rules, 3, TOP_WEST, "9H"), "order", "discard 9D",
                           "partner", "defend alone"))
    assert s.result.lone_defender == 1 and s.result.maker_tricks == 0
    assert s.result.points == (0, 4)


def test_cutthroat_euchre_pays_each_opponent_2():
    # Cutthroat: the maker euchred, each opponent scores 2.
    hands = ["9C TC JC QC KC", "JH JD AH KH QH", "9S TS QS KS AS"]
    s = play_out(apply_all(position(CUTTHROAT, 2, hands, "9H"), "order", "discard 9S"))
    assert s.result.maker == 0 and s.result.maker_tricks == 0
    assert s.result.points == (0, 2, 2)


def test_cutthroat_march_scores_3_for_the_maker():
    # Cutthroat: the maker takes all 5 for 3 points; the others score nothing.
    hands = ["JH JD AH KH QH", "9C TC JC QC KC", "9S TS QS KS AS"]
    s = play_out(apply_all(position(CUTTHROAT, 2, hands, "9H"), "order", "discard 9S"))
    assert s.result.points == (3, 0, 0)


def test_cutthroat_seven_card_march_and_euchre():
    # cutthroat_hand_size 7: all 7 tricks 3 points; none, each opponent 2.
    trumps = "JH JD AH KH QH TH 9H"
    others = ["9C TC JC QC KC AC 9D", "9S TS JS QS KS AS TD"]
    s = position(CUTTHROAT7, 2, [trumps] + others, "AD")
    s = play_out(apply_all(s, "pass", "pass", "pass", "call H"))
    assert s.result.maker_tricks == 7 and s.result.points == (3, 0, 0)
    s = position(CUTTHROAT7, 2, [others[0], trumps, others[1]], "AD")
    s = play_out(apply_all(s, "pass", "pass", "pass", "call H"))
    assert s.result.maker == 0 and s.result.maker_tricks == 0
    assert s.result.points == (0, 2, 2)


def test_two_handed_march_scores_2():
    # Two players: march 2.
    s = position(TWO, 1, ["JH JD AH KH QH", "9C TC JC QC KC"], "9H")
    s = play_out(apply_all(s, "order", "discard 9C"))
    assert s.result.points == (2, 0)
