#!/usr/bin/env python3
"""crawl.py: hunt for crashes with the crawler of tests/app/crawler.py, for as long as you like.

Usage:
  python3 bench/crawl.py --steps 5000                 seeds 1..8, 5000 steps each
  python3 bench/crawl.py --seeds 100 --steps 300      seeds 1..100
  python3 bench/crawl.py --seed 7 --steps 42 -v       replay seed 7 up to step 42, printing every step
  python3 bench/crawl.py --seed 7 --steps 42 --pages home,learn,practice,rules,settings

Every seed crawls from a fresh app and a fresh progress store; the same seed and the same
number of steps repeat the same steps. Prints each failing seed with its report (the
step, the page, the widget, the exception, the steps so far) and a final count; exits 1
if any seed crashed.
"""
from __future__ import annotations

import argparse
import logging
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "app")]

from crawler import GAMES, PAGES, crawl  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--steps", type=int, default=500, help="steps per seed (default 500)")
    ap.add_argument("--seeds", type=int, default=8, help="crawl seeds 1..N (default 8)")
    ap.add_argument("--first-seed", type=int, default=1, help="the first seed of --seeds (default 1)")
    ap.add_argument("--seed", type=int, help="crawl this one seed only (to replay a crash)")
    ap.add_argument("--pages", default=",".join(PAGES), help="comma-separated pages to visit (default all)")
    ap.add_argument("--game", choices=GAMES, help="the game at the start (default: chosen from the seed)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every step as it is taken")
    args = ap.parse_args(argv)
    # The crash reports say it all: drop Streamlit's own log of each traceback (AppTest resets
    # the log levels at every run, so a filter it is).
    for name in ("streamlit.error_util", "streamlit.runtime.scriptrunner_utils.script_run_context"):
        logging.getLogger(name).addFilter(lambda record: False)

    pages = tuple(p.strip() for p in args.pages.split(",") if p.strip())
    if not pages or not set(pages) <= set(PAGES):
        ap.error(f"--pages takes some of {','.join(PAGES)}")
    seeds = [args.seed] if args.seed is not None else range(args.first_seed, args.first_seed + args.seeds)
    on_step = (lambda s: print("  " + str(s), flush=True)) if args.verbose else None
    failed = []
    t0 = time.perf_counter()
    for seed in seeds:
        t = time.perf_counter()
        crash = crawl(seed, args.steps, pages=pages, game=args.game, on_step=on_step)
        took = time.perf_counter() - t
        if crash:
            failed.append(seed)
            print(f"seed {seed}: CRASH at step {crash.step.number} on {crash.page} ({took:.1f} s)")
            print(crash.report(), flush=True)
        else:
            print(f"seed {seed}: ok, {args.steps} steps ({took:.1f} s)", flush=True)
    n = len(seeds)
    print(f"{len(failed)} of {n} seeds crashed" + (f": {', '.join(map(str, failed))}" if failed else "")
          + f" ({time.perf_counter() - t0:.0f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
