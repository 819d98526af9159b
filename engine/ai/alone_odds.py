"""Going alone by the game: what the other seats of a rollout do when the score matters.

The rollouts of a bid let the other seats decide as the intermediate player does,
who goes alone by the cards only. But a side at 6 of 10 wins the game with a loner
and not with a march, and a side facing 9 loses it to any euchre: players go alone
far more lightly then, and a bid that stops them (a "donation") is worth more than
its points. ``alone_by_game`` lets a seat of the rollout choose by the chance of
winning the game when that differs from what the points say.

How often a hand of a given strength (``inference.hand_strength``) takes 0..5 tricks
alone and with a partner comes from seeded random deals solved double-dummy
(``_alone_odds``, written by ``python3 scripts/alone_odds.py``); the chance of winning
from each new score is ``game_odds``'s. Rules without a table keep the policy's choice.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Sequence

from ..cards import Card, Suit
from ..euchre.rules import Rules
from ..euchre.scoring import score_hand
from ..euchre.state import team_of
from . import game_odds
from ._alone_odds import COUNTS
from .inference import hand_strength

STEP = 0.25
"""Width of a strength bucket (about a quarter of a trick)."""
MIN_STRENGTH = 1.0
"""Weaker hands are left out of the table (nobody makes trump on them); they count as
the weakest bucket."""
MAX_STRENGTH = 4.5
"""Stronger hands count as this bucket (few hands are stronger)."""

# (P(k tricks alone), P(k tricks with partner)), k = 0..hand size
Dists = tuple[tuple[float, ...], tuple[float, ...]]


def bucket(strength: float) -> int:
    """The table's key for a hand of this strength."""
    v = min(max(strength, MIN_STRENGTH), MAX_STRENGTH)
    return int(v / STEP + 1e-9)


@lru_cache(maxsize=None)
def _table(rules: Rules) -> dict[int, Dists] | None:
    name = rules.replace(target_score=Rules().target_score).preset_name
    counts = COUNTS.get(name) if name is not None else None
    if not counts:
        return None
    out: dict[int, Dists] = {}
    for b, (alone, partner) in counts.items():
        out[b] = (tuple(c / max(sum(alone), 1) for c in alone),
                  tuple(c / max(sum(partner), 1) for c in partner))
    return out


def _dists(rules: Rules, b: int) -> Dists | None:
    """The table's row for bucket ``b`` (the nearest row outside its range), or ``None``
    when the rules have no table."""
    table = _table(rules)
    if table is None:
        return None
    keys = sorted(table)
    return table[b] if b in table else table[min(max(b, keys[0]), keys[-1])]


def dists(rules: Rules, hand: Iterable[Card], trump: Suit) -> Dists | None:
    """How often this hand takes each count of tricks alone and with a partner, or
    ``None`` when the rules have no table."""
    return _dists(rules, bucket(hand_strength(hand, trump)))


@lru_cache(maxsize=None)
def _points(rules: Rules, alone: bool) -> tuple[int, ...]:
    """Net points for the makers by their tricks (negative: the defenders scored)."""
    out = []
    for t in range(rules.hand_size + 1):
        sc = score_hand(rules, t, alone=alone)
        out.append(sc.points if sc.side == "makers" else -sc.points)
    return tuple(out)


def alone_by_game(rules: Rules, hand: Iterable[Card], trump: Suit, seat: int, dealer: int,
                  scores: Sequence[int]) -> bool | None:
    """Whether ``seat``, the maker holding ``hand``, goes alone by the chance of winning
    the game at ``scores`` (per team, before the hand), when that differs from the
    choice by points; ``None`` when the score changes nothing (or there is no table):
    the policy decides then."""
    if rules.players != 4 or _table(rules) is None:
        return None
    team = team_of(rules, seat)
    we_deal = team_of(rules, (dealer + 1) % rules.players) == team
    return _decide(rules, bucket(hand_strength(hand, trump)), scores[team],
                   scores[1 - team], we_deal)


@lru_cache(maxsize=4096)
def _decide(rules: Rules, b: int, us: int, them: int, we_deal: bool) -> bool | None:
    d = _dists(rules, b)
    assert d is not None

    def value(alone: bool) -> tuple[float, float]:
        points = _points(rules, alone)
        p = d[0] if alone else d[1]
        win = sum(pk * game_odds.win_probability(rules, us + max(n, 0), them + max(-n, 0),
                                                 we_deal)
                  for pk, n in zip(p, points) if pk)
        return sum(pk * n for pk, n in zip(p, points)), win

    alone_pts, alone_win = value(True)
    partner_pts, partner_win = value(False)
    by_game = alone_win > partner_win
    return by_game if by_game != (alone_pts > partner_pts) else None
