"""The chance of winning an Écarté game from a score, and decisions judged by it.

A game is a chain of hands, the deal passing to the other player each time. In a
hand the king of trumps (turned up, or declared before the play) scores first, then
the tricks: 1 for the point, 2 for the vole, 2 (or 3) when the player who stood or
was refused fails (``scoring.TRICK_TABLE``). Points count the moment they are
scored, so the game can end on the king. ``_ecarte_outcomes`` holds how often each
of those outcomes happened by who dealt (seeded self-play, ``python3
scripts/ecarte_outcomes.py``); ``win_probability`` solves the chain exactly, from
the target down, for any target.

``GameView.after(state, elder_tricks)`` is the chance of winning the game once a
sampled hand ends that way; ``ecarte_analysis`` averages it over the samples of each
choice (``ActionOdds.game``), and ``by_game`` says when the choice is judged by it:
when that changes the advice (``game_odds.matters``, the same test as Euchre's bids),
and also when it changes what a choice costs, the game making a gap in points
worth much less than it seems (a king's point at 3–4, when the tricks decide the game
either way). In a game of five points that happens often; Euchre's longer game
keeps the points there.

Only two-player rules with a measured table have game odds (``TABLES``: the default
rules and the older clubs' penalty, whatever the target; the three-player game keeps
three scores): elsewhere ``game_view`` is ``None`` and decisions keep points.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Sequence

from ..ecarte.rules import Rules
from ..ecarte.scoring import trick_points
from ._ecarte_outcomes import COUNTS
from . import game_odds
from .game_odds import Table, chance_in, point_worth

if TYPE_CHECKING:
    from ..ecarte.state import HandState
    from ..ecarte.view import View
    from .analysis import ActionOdds

# (king to the dealer, king to the elder, tricks' points to the dealer, to the elder, share)
Outcomes = tuple[tuple[int, int, int, int, float], ...]


TABLES: dict[str, Rules] = {"classic": Rules(), "penalty_classic": Rules(penalty="classic")}
"""The rule sets with a measured table (up to the target and the stake, which do not
change how a hand is played): the default, and the older clubs' penalty."""


def table_name(rules: Rules) -> str | None:
    """The name of the measured table for ``rules``, or ``None``."""
    plain = rules.replace(target_score=Rules().target_score, stake=Rules().stake)
    return next((name for name, r in TABLES.items() if r == plain), None)


@lru_cache(maxsize=None)
def hand_outcomes(rules: Rules) -> Outcomes | None:
    """How often each hand's outcome happened, by who deals, or ``None`` when these
    rules have no measured table (the target plays no part)."""
    name = table_name(rules)
    counts = COUNTS.get(name) if name is not None else None
    if not counts:
        return None
    total = sum(counts.values())
    return tuple((*key, n / total) for key, n in sorted(counts.items()))


@lru_cache(maxsize=None)
def _table(rules: Rules) -> Table | None:
    """``[us][them][we deal]``: the chance that "us" wins from every score below the
    target, when "us" deals the next hand (1) or the other player does (0)."""
    dist = hand_outcomes(rules)
    if dist is None:
        return None
    target = rules.target_score
    win = [[[0.0, 0.0] for _ in range(target)] for _ in range(target)]
    # Every hand scores at least a point: fill the higher totals first.
    for total in range(2 * target - 2, -1, -1):
        for a in range(max(0, total - target + 1), min(total, target - 1) + 1):
            b = total - a
            for we in (0, 1):
                p_win = 0.0
                for kd, ke, td, te, p in dist:
                    king_us, king_them, us, them = (kd, ke, td, te) if we else (ke, kd, te, td)
                    p_win += p * _after(win, target, a, b, ((king_us, king_them), (us, them)),
                                        1 - we)
                win[a][b][we] = p_win
    return tuple(tuple((w[0], w[1]) for w in row) for row in win)


def _after(win: list[list[list[float]]], target: int, a: int, b: int,
           awards: Sequence[tuple[int, int]], deal_next: int) -> float:
    """The chance for "us" once ``awards`` (points to us, to them; in the order
    scored) are added to ``a``–``b``: the first to reach the target wins at once."""
    for us, them in awards:
        a, b = a + us, b + them
        if a >= target:
            return 1.0
        if b >= target:
            return 0.0
    return win[a][b][deal_next]


def win_probability(rules: Rules, us: int, them: int, we_deal: bool) -> float:
    """The chance that the player at ``us`` wins the game against the one at ``them``
    (scores before the next hand), ``we_deal``: that player deals it. Raises
    ``ValueError`` when these rules have no game odds (see ``hand_outcomes``)."""
    return chance_in(_table(rules), rules.target_score, us, them, we_deal)


@lru_cache(maxsize=None)
def point_value(rules: Rules) -> float:
    """What one point is worth at the start of a game, in chance of winning it (the
    average over who deals): a points gap times this is the game gap it stands for."""
    return point_worth(_table(rules), rules.target_score)


@dataclass(frozen=True)
class GameView:
    """The game around a hand: the viewer's score and the opponent's before the hand,
    and whether the viewer deals the next one."""

    rules: Rules
    me: int
    us: int
    them: int
    we_deal_next: bool

    def after(self, state: HandState, elder_tricks: int | None) -> float:
        """The chance of winning the game once ``state``'s hand is over: its awards so
        far (the king), then the tricks (``elder_tricks`` of 5 to the elder; ``None``
        when the hand ended before the play)."""
        target = self.rules.target_score
        awards = [(a.points, 0) if a.seat == self.me else (0, a.points) for a in state.awards]
        if elder_tricks is not None:
            elder_won, points, _code = trick_points(state.rules.penalty, state.opening,  # type: ignore[arg-type]  # in play: an opening
                                                    elder_tricks)
            winner = state.elder if elder_won else state.younger
            awards.append((points, 0) if winner == self.me else (0, points))
        table = _table(self.rules)
        assert table is not None     # (a GameView exists only with a table)
        a, b = self.us, self.them
        for us, them in awards:
            a, b = a + us, b + them
            if a >= target:
                return 1.0
            if b >= target:
                return 0.0
        return table[a][b][int(self.we_deal_next)]


def game_view(view: View, scores: Sequence[int]) -> GameView | None:
    """The game around ``view``'s hand, from ``scores`` (per seat, before this hand, as
    the coach gives them), or ``None`` when these rules have no game odds. Raises
    ``ValueError`` on scores that do not fit."""
    rules = view.rules
    if _table(rules) is None:
        return None
    scores = tuple(scores)
    if len(scores) != rules.players or any(type(s) is not int or s < 0 for s in scores):
        raise ValueError(f"one score of 0 or more per player is needed, not {scores!r}")
    if max(scores) >= rules.target_score:
        raise ValueError(f"the game is over at {scores[0]}–{scores[1]}")
    me = view.seat
    opp = view.younger if me == view.elder else view.elder
    # Two players: the deal passes to the other, so the elder deals the next hand.
    return GameView(rules, me, scores[me], scores[opp], me == view.elder)


def narrowed(top: ActionOdds, other: ActionOdds) -> bool:
    """Whether the game makes ``other``'s gap to ``top`` (the better by points) at least
    ``game_odds.MATERIAL`` narrower, in chance of winning, than their points say: the
    points this hand scores more hardly change the game."""
    if top.game is None or other.game is None:
        return False
    points_gap = top.game.point * (top.expected_points - other.expected_points)
    return points_gap - (top.game.p_win - other.game.p_win) >= game_odds.MATERIAL


def by_game(odds: Sequence[ActionOdds], chosen: ActionOdds | None = None) -> bool:
    """Whether a decision is judged by the chance of winning the game: the score changes
    the advice (``game_odds.matters``), or the game narrows the gap between the best
    choice by points and ``chosen`` (default: the runner-up by points; ``narrowed``)."""
    if len(odds) < 2 or any(o.game is None for o in odds):
        return False
    if game_odds.matters(odds):
        return True
    by_points = sorted(odds, key=lambda o: (-round(o.expected_points, 9), -o.p_make))
    other = by_points[1] if chosen is None or chosen is by_points[0] else chosen
    return narrowed(by_points[0], other)
