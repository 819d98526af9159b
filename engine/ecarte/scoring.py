"""Écarté scoring: a pure, table-driven function of how the hand went.

``TRICK_TABLE`` is the rule book's table with the penalty rows under both
``penalty`` options. Its key is ``(penalty, opening, elder_won, vole)``:

* ``opening``: ``"exchange"`` (at least one exchange took place), ``"stand"`` (the
  elder played without proposing) or ``"refusal"`` (the dealer refused the first
  proposal);
* ``elder_won``: the elder hand took 3 or more tricks;
* ``vole``: the winner took all 5 tricks.

Its value is ``(points, code)``; the points go to the winner of the tricks. The
codes are rendered to words by ``words.award_text``.
"""
from __future__ import annotations

POINT = 1
VOLE = 2
KING = 1

TRICK_TABLE: dict[tuple[str, str, bool, bool], tuple[int, str]] = {
    # penalty "elder" (004): the elder who stood or was refused and fails pays more.
    ("elder", "exchange", True, False): (1, "point"),
    ("elder", "exchange", True, True): (2, "vole"),
    ("elder", "exchange", False, False): (1, "point"),
    ("elder", "exchange", False, True): (2, "vole"),
    ("elder", "stand", True, False): (1, "point"),
    ("elder", "stand", True, True): (2, "vole"),
    ("elder", "stand", False, False): (2, "point_after_stand"),
    ("elder", "stand", False, True): (3, "vole_after_stand"),
    ("elder", "refusal", True, False): (1, "point"),
    ("elder", "refusal", True, True): (2, "vole"),
    ("elder", "refusal", False, False): (2, "point_after_refusal"),
    ("elder", "refusal", False, True): (3, "vole_after_refusal"),
    # penalty "classic": whoever declined the exchange bears the risk; a vole is always 2.
    ("classic", "exchange", True, False): (1, "point"),
    ("classic", "exchange", True, True): (2, "vole"),
    ("classic", "exchange", False, False): (1, "point"),
    ("classic", "exchange", False, True): (2, "vole"),
    ("classic", "stand", True, False): (1, "point"),
    ("classic", "stand", True, True): (2, "vole"),
    ("classic", "stand", False, False): (2, "point_after_stand"),
    ("classic", "stand", False, True): (2, "vole"),
    ("classic", "refusal", True, False): (2, "point_after_refusal"),
    ("classic", "refusal", True, True): (2, "vole"),
    ("classic", "refusal", False, False): (1, "point"),
    ("classic", "refusal", False, True): (2, "vole"),
}

MAX_HAND_POINTS = 1 + 1 + 3
"""Most points one hand can give: a turned or declared king plus a penalised vole."""


def trick_points(penalty: str, opening: str, elder_tricks: int) -> tuple[bool, int, str]:
    """``(elder_won, points, code)`` for a finished hand's tricks."""
    elder_won = elder_tricks >= 3
    vole = elder_tricks in (0, 5)
    points, code = TRICK_TABLE[penalty, opening, elder_won, vole]
    return elder_won, points, code
