"""Speed of the AI on one core: the double-dummy solver from the first trick
(median and p95 per position) and a hint with 200 samples for the leader of the
first trick, standard 4-player Euchre; plus the expert's time per move.

    python bench/ai_speed.py [--positions 200] [--hints 100] [--pure]

Wall-clock time and the thread's CPU time are both printed: on a shared machine
the CPU time is the fairer figure for "one core".

Targets (issue 5): hint median <= 50 ms and p95 <= 100 ms; expert move <= 300 ms.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.ai import hint, is_compiled, kernel, make_bot, solve  # noqa: E402
from engine.euchre import Phase, deal, observe, preset  # noqa: E402
from engine.euchre.actions import PARTNER  # noqa: E402


def first_trick_positions(n: int, seed: int = 0):
    """Standard hands bid by the intermediate player, at the first lead."""
    bot = make_bot("intermediate")
    out, k = [], seed
    while len(out) < n:
        s = deal(preset("standard"), k % 4, seed=k)
        k += 1
        while s.phase not in (Phase.PLAY, Phase.OVER):
            a = bot.choose(observe(s, s.current_player))
            s = s.apply(PARTNER if s.phase is Phase.ALONE else a)
        if s.phase is Phase.PLAY:
            out.append(s)
    return out


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def report(name, times, cpu=None):
    ms = [t * 1000 for t in times]
    print(f"{name:34s} n={len(ms):4d}  median {statistics.median(ms):8.2f} ms   "
          f"p95 {pct(ms, 0.95):8.2f} ms   max {max(ms):8.2f} ms  (wall clock)")
    if cpu:
        ms = [t * 1000 for t in cpu]
        print(f"{'':34s}         median {statistics.median(ms):8.2f} ms   "
              f"p95 {pct(ms, 0.95):8.2f} ms   max {max(ms):8.2f} ms  (CPU time of the thread)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--hints", type=int, default=100)
    ap.add_argument("--moves", type=int, default=60)
    ap.add_argument("--pure", action="store_true", help="time the pure-Python kernel")
    args = ap.parse_args()
    t0 = time.perf_counter()
    if not args.pure:
        kernel(wait=True)
    print(f"kernel: {'numba' if is_compiled() and not args.pure else 'pure Python'} "
          f"(ready in {time.perf_counter() - t0:.2f} s)")
    positions = first_trick_positions(max(args.positions, args.hints))
    times, cpu = [], []
    for s in positions[:args.positions]:
        t, c = time.perf_counter(), time.thread_time()
        solve(s, pure=args.pure)
        times.append(time.perf_counter() - t)
        cpu.append(time.thread_time() - c)
    report("solver, first trick (all cards)", times, cpu)
    if args.pure:
        return
    times, cpu = [], []
    for s in positions[:args.hints]:
        v = observe(s, s.current_player)
        t, c = time.perf_counter(), time.thread_time()
        hint(v, samples=200)
        times.append(time.perf_counter() - t)
        cpu.append(time.thread_time() - c)
    report("hint, 200 samples, first lead", times, cpu)
    bot = make_bot("expert")
    times = []
    k = 0
    while len(times) < args.moves:
        s = deal(preset("standard"), k % 4, seed=10_000 + k)
        k += 1
        while not s.is_over and len(times) < args.moves:
            v = observe(s, s.current_player)
            t = time.perf_counter()
            a = bot.choose(v)
            times.append(time.perf_counter() - t)
            s = s.apply(a)
    report("expert move (any phase)", times)


if __name__ == "__main__":
    main()
