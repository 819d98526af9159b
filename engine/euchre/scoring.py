"""Points for one Euchre hand: a pure, table-driven function of the outcome."""
from __future__ import annotations

from dataclasses import dataclass

from .rules import Rules

# (row code, the side that scores, points). The row codes name the rule book's rows.
MADE = "made"                      # makers take 3 or 4 tricks (or 4..6 of 7)
MARCH = "march"                    # makers take them all
LONE_MADE = "lone_made"            # lone maker takes 3 or 4
LONE_MARCH = "lone_march"          # lone maker takes all
EUCHRED = "euchred"                # makers take fewer than they need
LONE_DEFENDER_EUCHRE = "lone_defender_euchre"   # lone defender takes 3 or 4
LONE_DEFENDER_MARCH = "lone_defender_march"     # lone defender takes all
THROWN_IN = "thrown_in"

_TABLE = {
    MADE: ("makers", 1),
    MARCH: ("makers", 2),
    LONE_MADE: ("makers", 1),
    LONE_MARCH: ("makers", 4),
    EUCHRED: ("defenders", 2),
    LONE_DEFENDER_EUCHRE: ("defenders", 2),
    LONE_DEFENDER_MARCH: ("defenders", 4),
}
# Cutthroat: the maker always plays alone; a euchre pays each opponent.
_CUTTHROAT = {MADE: ("makers", 1), MARCH: ("makers", 3), EUCHRED: ("defenders", 2)}


@dataclass(frozen=True)
class Score:
    row: str
    side: str    # "makers" or "defenders" (or "" when thrown in)
    points: int  # to the maker side, or to each defending side


def score_hand(rules: Rules, maker_tricks: int, alone: bool = False,
               lone_defender: bool = False) -> Score:
    """The row of the scoring table and the points, from the makers' trick count."""
    hand, need = rules.hand_size, rules.tricks_to_make
    if not 0 <= maker_tricks <= hand:
        raise ValueError(f"makers cannot take {maker_tricks} of {hand} tricks")
    if maker_tricks >= need:
        if maker_tricks == hand:
            row = LONE_MARCH if alone else MARCH
        else:
            row = LONE_MADE if alone else MADE
    elif lone_defender:
        row = LONE_DEFENDER_MARCH if maker_tricks == 0 else LONE_DEFENDER_EUCHRE
    else:
        row = EUCHRED
    table = _CUTTHROAT if rules.players == 3 else _TABLE
    side, points = table[row]
    if lone_defender and side == "defenders" and rules.lone_defender_points == "always_four":
        points = 4
    return Score(row, side, points)


def thrown_in() -> Score:
    return Score(THROWN_IN, "", 0)
