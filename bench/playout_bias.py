"""How far each valuation of a hand's play is from real play.

For seeded deals bid by the intermediate players (the contracts a table makes), the
makers' tricks are counted three ways once trump is made: double-dummy (every card
seen), the information-set play-out (``engine/ai/playout.py``) and their average;
then the expert players (each seat from its own view) play the hand out. Prints each
valuation's bias (its mean minus real play's, in the makers' tricks and points) and
its mean squared error per deal. A bid's value is a mean over sampled deals, so the
bias is what misleads a bid; the error per deal only adds noise.

    python3 bench/playout_bias.py --hands 600 [--samples 50] [--seed 1]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import euchre  # noqa: E402
from engine.ai import kernel, make_bot  # noqa: E402
from engine.ai.analysis import _outcome_of_play, dd_maker_tricks  # noqa: E402
from engine.ai.playout import playout_maker_tricks  # noqa: E402
from engine.euchre import Phase, team_of  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=600)
    ap.add_argument("--samples", type=int, default=50, help="the expert players' samples")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    kernel(wait=True)
    rules = euchre.preset("standard")
    bidders = make_bot("intermediate")
    players = make_bot("expert", samples=args.samples)
    rows = []   # per deal: (dd, play-out, real) maker tricks, and the makers' points
    t = time.perf_counter()
    for h in range(args.hands):
        s = euchre.deal(rules, h % 4, seed=args.seed * 100_000 + h)
        while s.phase not in (Phase.PLAY, Phase.OVER):
            s = s.apply(bidders.choose(euchre.observe(s, s.current_player)))
        if s.is_over:
            continue
        dd, po = dd_maker_tricks(s), playout_maker_tricks(s)
        end = s
        while not end.is_over:
            end = end.apply(players.choose(euchre.observe(end, end.current_player)))
        makers = team_of(rules, s.maker)
        real = sum(w for seat, w in enumerate(end.won) if team_of(rules, seat) == makers)
        pts = [_outcome_of_play(s, s.maker, k)[0] for k in (dd, po, real)]
        rows.append(((dd, po, real), pts))
    print(f"{len(rows)} contracts of {args.hands} deals; experts with {args.samples} samples "
          f"({time.perf_counter() - t:.0f} s)")
    print(f"{'valuation':12} {'tricks bias':>11} {'mse':>6}   {'points bias':>11} {'mse':>6}")
    for name, w in (("double-dummy", 0.0), ("play-out", 1.0), ("average", 0.5)):
        cells = []
        for k in (0, 1):
            est = [(1 - w) * r[k][0] + w * r[k][1] for r in rows]
            real = [r[k][2] for r in rows]
            cells.append(statistics.mean(e - x for e, x in zip(est, real)))
            cells.append(statistics.mean((e - x) ** 2 for e, x in zip(est, real)))
        print(f"{name:12} {cells[0]:>+11.3f} {cells[1]:>6.3f}   {cells[2]:>+11.3f} {cells[3]:>6.3f}")


if __name__ == "__main__":
    main()
