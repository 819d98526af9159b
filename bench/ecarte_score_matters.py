"""How often the score changes the advice on an Écarté proposal (the elder's propose or
stand): the share of seeded positions whose hint, given the game's scores, is judged
by the chance of winning the game (``game_odds.matters``), and the share whose advised
choice changes, at a few scores.

    python3 bench/ecarte_score_matters.py [--positions 200] [--samples 200]
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import ecarte  # noqa: E402
from engine.ai import ecarte_analysis, game_odds, kernel  # noqa: E402

# (the elder's score, the dealer's score)
SCORES = ((0, 0), (2, 2), (3, 3), (4, 4), (2, 4), (4, 2), (3, 4))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--samples", type=int, default=200)
    args = ap.parse_args()
    kernel(wait=True)
    rules = ecarte.preset("classic")
    t = time.perf_counter()
    views = []
    seed = 0
    while len(views) < args.positions:     # (a turned king is skipped: its hand starts scored)
        state = ecarte.deal(rules, dealer=0, seed=seed)
        seed += 1
        if not state.points[0]:
            views.append(ecarte.observe(state, 1))
    plain = [ecarte_analysis.hint(v, samples=args.samples).action for v in views]
    print(f"{len(views)} elder proposals (classic rules), hints of {args.samples} samples")
    for elder, dealer in SCORES:
        judged = changed = 0
        for v, base in zip(views, plain):
            h = ecarte_analysis.hint(v, samples=args.samples, scores=(dealer, elder))
            judged += game_odds.matters(h.odds)
            changed += h.action != base
        print(f"  elder {elder}, dealer {dealer}: judged by the game {judged / len(views):5.1%}, "
              f"advice changed {changed / len(views):5.1%}")
    print(f"({time.perf_counter() - t:.0f} s)")


if __name__ == "__main__":
    main()
