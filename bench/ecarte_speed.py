"""Print how many random complete Écarté hands one core plays per second.

Each hand is dealt from a fresh shuffle and played with uniformly random legal
actions until it is over (through the public API: ``deal``, ``legal_actions``,
``apply``). Prints the median of several runs; no assertion (target: 5,000/s).

    python3 bench/ecarte_speed.py [hands_per_run] [runs]
"""
from __future__ import annotations

import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from engine.ecarte import PRESETS, deal  # noqa: E402


def run(hands: int, seed: int) -> float:
    rng = random.Random(seed)
    choice = rng.choice
    rules = list(PRESETS.values())
    start = time.perf_counter()
    for i in range(hands):
        r = rules[i % len(rules)]
        state = deal(r, dealer=i % r.players, seed=rng)
        while not state.is_over:
            state = state.apply(choice(state.legal_actions()))
    return hands / (time.perf_counter() - start)


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    run(500, 0)  # warm up caches
    rates = [run(hands, seed) for seed in range(1, runs + 1)]
    print(f"Écarté random complete hands: {statistics.median(rates):,.0f} hands/s "
          f"(median of {runs} runs of {hands} hands; min {min(rates):,.0f}, max {max(rates):,.0f}; "
          f"target 5,000)")


if __name__ == "__main__":
    main()
