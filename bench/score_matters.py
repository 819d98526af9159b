"""How often the score changes the coach's advice on a bid: for seeded bidding positions
of the standard game, the share at each score where the hint judges by the chance of
winning the game (``engine.ai.game_odds.matters``) rather than by the points.

    python3 bench/score_matters.py                  # 200 positions, 100 samples each
    python3 bench/score_matters.py --positions 50   # quicker

Position k: the deal of seed k, dealer seat 3, k % 8 passes, the next seat to bid. Each
position is analysed once; the scores only change how its samples are read.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import euchre  # noqa: E402
from engine.ai import bidding_odds, game_odds, kernel  # noqa: E402
from engine.euchre.state import team_of  # noqa: E402

SCORES = [(0, 0), (2, 3), (4, 4), (5, 7), (7, 5), (6, 6), (8, 8), (9, 9), (9, 6), (6, 9)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--samples", type=int, default=100)
    args = ap.parse_args()
    kernel(wait=True)
    rules = euchre.preset("standard")
    t = time.perf_counter()
    hits = dict.fromkeys(SCORES, 0)
    for k in range(args.positions):
        hand = euchre.deal(rules, dealer=3, seed=k)
        for _ in range(k % 8):
            hand = hand.apply("pass")
        view = euchre.observe(hand, hand.current_player)
        odds = bidding_odds(view, samples=args.samples, seed=1)
        mine = team_of(rules, view.seat)
        for us, them in SCORES:
            scores = (us, them) if mine == 0 else (them, us)
            judged = game_odds.with_game(odds, game_odds.game_view(view, scores))
            hits[(us, them)] += judged.by_game
    print(f"{args.positions} bidding positions, {args.samples} samples each: the share where "
          "the score changes the advice, at (your side, theirs)")
    print("  ".join(f"{us}-{them}: {hits[(us, them)] / args.positions:.0%}"
                    for us, them in SCORES))
    print(f"({time.perf_counter() - t:.0f} s)")


if __name__ == "__main__":
    main()
