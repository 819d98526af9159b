"""Two valuations of the bidding, judged by real play, decision by decision.

Paired games (``bench/bot_strength.py``) dilute a bidding change: most hands are bid
the same either way. Here, for seeded deals, every decision before the play (bids,
going alone, discards) is valued three ways with the same samples: double-dummy play
(``dd``), information-set play-outs (``po``, ``engine/ai/playout.py``) and their
average (``blend``). Where the methods choose differently, the hand is finished from
each distinct choice by the same expert players (each seat from its own view), and the
points of the deciding side are compared: the same deal and the same players, so the
luck of the cards cancels. The main line then goes on with the double-dummy choice.

    python3 bench/bid_duel.py --hands 1000 [--samples 100] [--seed 1]

Prints, for each pair of methods, the decisions where they differ and the mean points
the first gains over the second there, with a 95% interval (normal approximation).
"""
from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from itertools import combinations

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import euchre  # noqa: E402
from engine.ai import analyse, kernel, make_bot  # noqa: E402
from engine.euchre import Phase, team_of  # noqa: E402

METHODS = ("dd", "po", "blend")


def choices(view, samples: int) -> dict[str, object]:
    """Each method's choice (ties: the first listed legal action, then higher p_make)."""
    dd = {o.action: o for o in analyse(view, samples=samples, play_out=False)}
    po = {o.action: o for o in analyse(view, samples=samples, play_out=True)}
    order = {a: k for k, a in enumerate(view.legal_actions)}

    def best(score) -> object:
        return min(dd, key=lambda a: (-round(score(a), 9), order[a]))
    return {"dd": best(lambda a: dd[a].expected_points),
            "po": best(lambda a: po[a].expected_points),
            "blend": best(lambda a: (dd[a].expected_points + po[a].expected_points) / 2)}


def finish(state, players, seat: int) -> float:
    """Points of ``seat``'s side minus the other side's once experts finish the hand."""
    while not state.is_over:
        s = state.current_player
        state = state.apply(players.choose(euchre.observe(state, s)))
    pts = state.result.points
    mine = team_of(state.rules, seat)
    return sum(p for t, p in enumerate(pts) if t == mine) - \
        sum(p for t, p in enumerate(pts) if t != mine)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=1000)
    ap.add_argument("--samples", type=int, default=100, help="samples per valuation")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    kernel(wait=True)
    rules = euchre.preset("standard")
    # The same players finish every branch: the old expert (bids valued double-dummy).
    players = make_bot("expert", samples=50, play_out=False)
    gains: dict[tuple[str, str], list[float]] = {p: [] for p in combinations(METHODS, 2)}
    decisions = 0
    t = time.perf_counter()
    for h in range(args.hands):
        state = euchre.deal(rules, h % 4, seed=args.seed * 100_000 + h)
        while state.phase not in (Phase.PLAY, Phase.OVER):
            seat = state.current_player
            view = euchre.observe(state, seat)
            if len(view.legal_actions) > 1:
                decisions += 1
                chosen = choices(view, args.samples)
                if len(set(chosen.values())) > 1:
                    value = {a: finish(state.apply(a), players, seat)
                             for a in set(chosen.values())}
                    for m1, m2 in gains:
                        if chosen[m1] != chosen[m2]:
                            gains[(m1, m2)].append(value[chosen[m1]] - value[chosen[m2]])
                state = state.apply(chosen["dd"])
            else:
                state = state.apply(view.legal_actions[0])
    print(f"{args.hands} hands, {decisions} decisions before the play, {args.samples} samples "
          f"per valuation ({time.perf_counter() - t:.0f} s)")
    print("\n".join(gain_lines(gains)))


def gain_lines(gains: dict[tuple[str, str], list[float]]) -> list[str]:
    """For each pair of methods: where they differ, the points the first one's choice
    gains there, with a 95% interval (also used by ``bench/play_duel.py``)."""
    lines = []
    for (m1, m2), g in gains.items():
        if not g:
            lines.append(f"{m1} vs {m2}: never differ")
            continue
        mean = statistics.mean(g)
        half = 1.96 * (statistics.stdev(g) / math.sqrt(len(g)) if len(g) > 1 else float("inf"))
        lines.append(f"{m1} vs {m2}: differ at {len(g)} decisions; {m1}'s choice gains "
                     f"{mean:+.3f} points [95% CI {mean - half:+.3f} .. {mean + half:+.3f}], "
                     f"better {sum(x > 0 for x in g)}, worse {sum(x < 0 for x in g)}")
    return lines


if __name__ == "__main__":
    main()
