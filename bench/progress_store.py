#!/usr/bin/env python3
"""progress_store.py: how long the progress store takes to record an answer and to load a
learner's dashboard (answer log, stars, review cards), in a store with many learners, on
SQLite or on PostgreSQL.

Usage: python3 bench/progress_store.py [--learners 1000] [--each 1000] [--answers 10000]
                                       [--cards 200] [-n 300] [--url postgresql+psycopg://…]

Builds a fresh store: a SQLite file in a temporary folder, or with ``--url`` a new schema
in that PostgreSQL database (dropped at the end). ``--learners`` learners with ``--each``
answers apiece, one of them (the one measured) with ``--answers`` and ``--cards`` review
cards. Then times, on the wall clock, each call as the app makes it (a pooled connection,
its own transaction):
  record:    ProgressStore.record_answer for the measured learner (a row and two counters);
  dashboard: what the Progress page loads and works out before drawing: answers counted
             per quiz kind and week and per day (by the database), stars, cards, then
             its numbers;
  log, weeks, days, stars, cards, summary: each alone (summary: what Home reads).
The measured learner answers in one sitting a day of 40 answers (20 s apart), each of a
random quiz kind: 10,000 answers reach back 250 days.
Prints the median and p95 of each, in milliseconds, on the wall clock and in this
process's CPU time (a PostgreSQL server's own work is in the wall clock only).
Target: p95 <= 20 ms on SQLite.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lessons import dashboard as D  # noqa: E402
from lessons.progress import ReviewCardRow, open_store  # noqa: E402

TOPICS = [f"topic{i:02d}" for i in range(20)]
SESSION = 40   # answers a learner gives in one sitting (one sitting a day)
LESSONS = [f"lesson{i:02d}" for i in range(15)]
COLUMNS = {
    "answer_log": ("at", "learner", "game", "lesson", "topic", "seed", "correct"),
    "answers": ("learner", "game", "topic", "right", "wrong"),
    "lesson_answers": ("learner", "game", "lesson", "right", "wrong"),
    "done": ("learner", "game", "lesson", "updated", "stars"),
    "position": ("learner", "game", "lesson", "step", "updated"),
}


def rows_of(learner: str, count: int, rnd: random.Random, now: float) -> dict[str, list[tuple]]:
    """A learner's rows in every table, as record_answer and the lessons would leave them."""
    out: dict[str, list[tuple]] = {t: [] for t in COLUMNS}
    tally: dict[str, tuple[int, int]] = {}
    lesson_tally: dict[str, tuple[int, int]] = {}
    for i in range(count):
        topic, lesson, ok = rnd.choice(TOPICS), rnd.choice(LESSONS + [None]), rnd.random() < 0.7
        # a session a day of SESSION answers, 20 s apart: 10,000 answers reach back 250 days
        at = now - (i // SESSION) * 86400 - (i % SESSION) * 20
        out["answer_log"].append((at, learner, "euchre", lesson, topic, rnd.randrange(1, 2**31), int(ok)))
        r, w = tally.get(topic, (0, 0))
        tally[topic] = (r + ok, w + (not ok))
        if lesson:
            r, w = lesson_tally.get(lesson, (0, 0))
            lesson_tally[lesson] = (r + ok, w + (not ok))
    out["answers"] = [(learner, "euchre", t, r, w) for t, (r, w) in tally.items()]
    out["lesson_answers"] = [(learner, "euchre", l, r, w) for l, (r, w) in lesson_tally.items()]
    out["done"] = [(learner, "euchre", l, now, rnd.randint(1, 3)) for l in LESSONS[:rnd.randint(0, 15)]]
    out["position"] = [(learner, "euchre", rnd.choice(LESSONS), 0, now)]
    return out


def fill(store, learners: list[str], counts: dict[str, int]) -> None:
    """Rows written straight into the tables, in bulk (COPY on PostgreSQL)."""
    rnd, now = random.Random(1), time.time()
    raw = store.engine.raw_connection()
    try:
        cur = raw.cursor()
        if store.dialect == "sqlite":
            cur.execute("BEGIN")   # the driver is in autocommit mode (the store begins itself)
        for learner in learners:
            for table, rows in rows_of(learner, counts[learner], rnd, now).items():
                cols = COLUMNS[table]
                if store.dialect == "postgresql":
                    quoted = ", ".join(f'"{c}"' for c in cols)
                    with cur.copy(f"COPY {table} ({quoted}) FROM STDIN") as copy:
                        for row in rows:
                            copy.write_row(row)
                else:
                    cur.executemany(f"INSERT INTO {table} ({', '.join(cols)}) VALUES "
                                    f"({', '.join('?' * len(cols))})", rows)
        if store.dialect == "sqlite":
            cur.execute("COMMIT")
        else:
            raw.commit()
    finally:
        raw.close()


def timed(fn, n: int) -> tuple[float, float, float, float]:
    """Median and p95 of the wall clock, and of this process's CPU time (on a machine shared
    with other work, the CPU time is what the call costs without waiting for a core)."""
    wall, cpu = [], []
    for _ in range(n):
        start, start_cpu = time.perf_counter(), time.thread_time()
        fn()
        cpu.append((time.thread_time() - start_cpu) * 1000)
        wall.append((time.perf_counter() - start) * 1000)
    return (*quantiles(wall), *quantiles(cpu))


def quantiles(times: list[float]) -> tuple[float, float]:
    times = sorted(times)
    return statistics.median(times), times[min(len(times) - 1, int(round(0.95 * len(times))) - 1)]


def pg_schema(url: str):
    """A new schema in the database of ``url``: the URL that uses it, and how to drop it."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url
    from sqlalchemy.pool import NullPool
    schema = f"bench_{uuid.uuid4().hex[:12]}"
    admin = create_engine(url, poolclass=NullPool)
    with admin.begin() as conn:
        conn.execute(text(f"CREATE SCHEMA {schema}"))

    def drop() -> None:
        from lessons import progress_db
        progress_db.dispose_engines()
        with admin.begin() as conn:
            conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))

    used = make_url(url).update_query_dict({"options": f"-csearch_path={schema}"})
    return used.render_as_string(hide_password=False), drop


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--learners", type=int, default=1000)
    ap.add_argument("--each", type=int, default=1000, help="answers of every other learner")
    ap.add_argument("--answers", type=int, default=10_000, help="answers of the measured learner")
    ap.add_argument("--cards", type=int, default=200, help="review cards of the measured learner")
    ap.add_argument("-n", type=int, default=300, help="calls timed per measure")
    ap.add_argument("--url", help="a PostgreSQL database (postgresql+psycopg://…); default: SQLite")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        drop = None
        where = Path(folder) / "progress.sqlite3"
        if args.url:
            where, drop = pg_schema(args.url)
        try:
            run(args, where)
        finally:
            if drop:
                drop()


def run(args, where) -> None:
    store, _ = open_store(where)
    learners = [f"learner{i:06d}" for i in range(args.learners)]
    me = learners[len(learners) // 2]
    counts = {learner: args.each for learner in learners} | {me: args.answers}
    started = time.perf_counter()
    fill(store, learners, counts)
    for i in range(args.cards):
        store.save_card(me, ReviewCardRow(f"card{i:04d}", "euchre", "quiz", '{"topic": "suit"}',
                                          '{"stability": 2.5}', 1e9 + i * 3600, 1e9))
    if store.dialect == "postgresql":
        with store.engine.begin() as conn:
            conn.exec_driver_sql("ANALYZE")
    rows = sum(counts.values())
    kind = "PostgreSQL" if store.url else f"SQLite, {store.path.stat().st_size / 2**20:.0f} MB"
    print(f"store ({kind}): {args.learners} learners, {rows} answers ({me}: {args.answers}, "
          f"{args.cards} review cards), built in {time.perf_counter() - started:.1f} s")
    seeds = iter(range(1, 10**9))

    def dashboard() -> None:
        """What the Progress page reads and works out before it draws (ui/pages/dashboard.py)."""
        when, tz = datetime.now(timezone.utc), ZoneInfo("America/Detroit")
        offset = when.astimezone(tz).utcoffset().total_seconds()
        weeks = store.answer_weeks(me, "euchre", offset)
        answered_on = store.answer_days(me, "euchre", offset)
        stars = store.stars(me, "euchre")
        cards = store.cards(me, "euchre")
        D.weeks_of(weeks)
        D.stars_by_lesson([(lesson, lesson) for lesson in LESSONS], stars)
        D.due_by_day(cards, when, tz)
        worked = D.days_of(D.decision_times(cards), tz) + Counter(answered_on)   # as the page
        D.work_on_days(worked, when, tz), D.streak_of_days(worked, when, tz)

    measures = {
        "record": lambda: store.record_answer(me, "euchre", "topic01", True, "lesson03", next(seeds)),
        "dashboard": dashboard,
        "log": lambda: store.answer_log(me, "euchre"),
        "weeks": lambda: store.answer_weeks(me, "euchre", -18000),
        "days": lambda: store.answer_days(me, "euchre", -18000),
        "stars": lambda: store.stars(me, "euchre"),
        "cards": lambda: store.cards(me),
        "summary": lambda: store.summary(me, "euchre"),
    }
    for fn in measures.values():   # warm the caches once, as a running server has them
        fn()
    print(f"{'measure':<10}{'median ms':>12}{'p95 ms':>10}{'CPU median':>12}{'CPU p95':>10}   (n={args.n})")
    for name, fn in measures.items():
        median, p95, cpu_median, cpu_p95 = timed(fn, args.n)
        print(f"{name:<10}{median:>12.2f}{p95:>10.2f}{cpu_median:>12.2f}{cpu_p95:>10.2f}")


if __name__ == "__main__":
    main()
