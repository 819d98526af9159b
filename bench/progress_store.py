#!/usr/bin/env python3
"""progress_store.py: how long the progress store takes to record an answer and to load
a learner's Home summary and answer log, in a store with many learners.

Usage: python3 bench/progress_store.py [--learners 1000] [--each 1000] [--answers 10000] [-n 300]

Builds a fresh SQLite store in a temporary folder: ``--learners`` learners with ``--each``
answers apiece, one of them (the one measured) with ``--answers``. Then times, on the wall
clock, each call as the app makes it (its own connection, its own transaction):
  record:  ProgressStore.record_answer for the measured learner (a row and two counters);
  summary: ProgressStore.summary (what Home reads);
  log:     ProgressStore.answer_log (every answer of the learner, for a dashboard).
Prints the median and p95 of each, in milliseconds. Target: p95 <= 20 ms.
"""
from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lessons.progress import open_store  # noqa: E402

TOPICS = [f"topic{i:02d}" for i in range(20)]
LESSONS = [f"lesson{i:02d}" for i in range(15)]


def fill(path: Path, learners: list[str], counts: dict[str, int]) -> None:
    """Rows written straight into the tables (as record_answer would leave them), in one go."""
    rnd = random.Random(1)
    con = sqlite3.connect(path)
    now = time.time()
    for learner in learners:
        rows, tally, lesson_tally = [], {}, {}
        for i in range(counts[learner]):
            topic, lesson, ok = rnd.choice(TOPICS), rnd.choice(LESSONS + [None]), rnd.random() < 0.7
            rows.append((now - i, learner, "euchre", lesson, topic, rnd.randrange(1, 2**31), int(ok)))
            r, w = tally.get(topic, (0, 0))
            tally[topic] = (r + ok, w + (not ok))
            if lesson:
                r, w = lesson_tally.get(lesson, (0, 0))
                lesson_tally[lesson] = (r + ok, w + (not ok))
        con.executemany("INSERT INTO answer_log (at, learner, game, lesson, topic, seed, correct) "
                        "VALUES (?,?,?,?,?,?,?)", rows)
        con.executemany("INSERT INTO answers VALUES (?,?,?,?,?)",
                        [(learner, "euchre", t, r, w) for t, (r, w) in tally.items()])
        con.executemany("INSERT INTO lesson_answers VALUES (?,?,?,?,?)",
                        [(learner, "euchre", l, r, w) for l, (r, w) in lesson_tally.items()])
        con.executemany("INSERT INTO done VALUES (?,?,?,?,?)",
                        [(learner, "euchre", l, now, rnd.randint(1, 3)) for l in LESSONS[:rnd.randint(0, 15)]])
        con.execute("INSERT INTO position VALUES (?,?,?,?,?)", (learner, "euchre", rnd.choice(LESSONS), 0, now))
    con.commit()
    con.close()


def timed(fn, n: int) -> tuple[float, float]:
    times = []
    for _ in range(n):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, int(round(0.95 * len(times))) - 1)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--learners", type=int, default=1000)
    ap.add_argument("--each", type=int, default=1000, help="answers of every other learner")
    ap.add_argument("--answers", type=int, default=10_000, help="answers of the measured learner")
    ap.add_argument("-n", type=int, default=300, help="calls timed per measure")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        store, _ = open_store(Path(folder) / "progress.sqlite3")
        learners = [f"learner{i:06d}" for i in range(args.learners)]
        me = learners[len(learners) // 2]
        counts = {learner: args.each for learner in learners} | {me: args.answers}
        started = time.perf_counter()
        fill(store.path, learners, counts)
        rows = sum(counts.values())
        size = store.path.stat().st_size / 2**20
        print(f"store: {args.learners} learners, {rows} answers ({me}: {args.answers}), "
              f"{size:.0f} MB, built in {time.perf_counter() - started:.1f} s")
        seeds = iter(range(1, 10**9))
        measures = {
            "record": lambda: store.record_answer(me, "euchre", "topic01", True, "lesson03", next(seeds)),
            "summary": lambda: store.summary(me, "euchre"),
            "log": lambda: store.answer_log(me, "euchre"),
        }
        for fn in measures.values():   # warm the page cache once, as a running server has it
            fn()
        print(f"{'measure':<10}{'median ms':>12}{'p95 ms':>10}   (n={args.n})")
        for name, fn in measures.items():
            median, p95 = timed(fn, args.n)
            print(f"{name:<10}{median:>12.2f}{p95:>10.2f}")


if __name__ == "__main__":
    main()
