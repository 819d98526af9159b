"""The learner progress store: where each learner left off, lessons done, quiz answers;
named profiles (with an optional PIN, see ``lessons.profiles``), saved settings and games,
review cards; a learner's whole record exported or forgotten.

SQLAlchemy Core over SQLite by default (one small file, in WAL mode so readers never wait
for a writer) or PostgreSQL when ``EUCHRE_DATABASE_URL`` names one (several app processes
then share it). The tables are made and upgraded by Alembic (``lessons/migrations``), when a
store is opened. Every answer is a row (``answer_log``) as well as counters (for quick
summaries). A store is only a location: the connections are pooled per process
(``lessons.progress_db``), so a store is safe to share between sessions, threads and processes.

What can go wrong, and what happens (nothing here ever throws progress away):

- another connection holds a lock (or PostgreSQL finds two transactions in conflict):
  calls wait and retry with backoff up to ``busy_timeout`` seconds, then raise
  ``ProgressError`` (``Problem.BUSY``);
- the file or database is read-only, the disk is full, an I/O error, a schema written by a
  newer version of the app (an Alembic revision this app does not know), a folder where
  the file should be, a server that cannot be reached: ``ProgressError`` saying so, and
  the data is left exactly as it is;
- two tabs, devices or app processes save the same learner's game or settings at once:
  ``swap_blob`` writes only over the text the writer last read (compare-and-save, in the
  write's own transaction), so the one that read an older text is refused and reads again
  rather than write over the newer;
- the file was deleted while the app runs (or its tables dropped): the next call starts
  a fresh store;
- the SQLite file is damaged (SQLite says "file is not a database", or ``PRAGMA
  quick_check`` finds damage) or is some other program's database: ``open_store`` moves it
  aside under a name no other file has and starts a fresh store, and says so. A lock or
  an I/O error never counts as damage. A PostgreSQL database is never moved or replaced.
"""
from __future__ import annotations

import base64
import contextlib
import decimal
import hashlib
import math
import numbers
try:
    import fcntl
except ImportError:   # not on Windows: moving aside is then only checked by inode
    fcntl = None
import os
import random
import re
import secrets
import sqlite3
import tempfile
import threading
import time
import unicodedata
import uuid
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any, Callable, Collection, TypeVar

from sqlalchemy import (Connection, Engine, Integer, and_, cast, column, delete, func, insert,
                        inspect, literal_column, or_, select, table, update)
from sqlalchemy.dialects import postgresql as pg_dialect
from sqlalchemy.dialects import sqlite as sqlite_dialect

from engine.i18n import N_, _
from lessons import progress_db as db
from lessons.profiles import (ProfileError, ProfileReason, clean_name, clean_pin, hash_pin,
                              name_key, name_keys, pin_matches)
from lessons.progress_db import Kind, Problem
from lessons.progress_schema import (answer_log, answers, blob, decision_log, done,
                                     lesson_answers, position, profile, review_card)

__all__ = ["AnswerRow", "LEARNER_ID", "LearnerSummary", "Problem", "Profile", "ProfileError",
           "ProgressError", "ProgressStore", "ReviewCardRow", "Summary", "default_path",
           "open_store", "stars_for", "store_at"]

FALLBACK_PATH = Path(__file__).resolve().parent.parent / "data" / "progress.sqlite3"
DATABASE_URL = "EUCHRE_DATABASE_URL"
"""The environment variable naming a database server (``postgresql+psycopg://…``)."""


def default_path() -> Path:
    """``$EUCHRE_PROGRESS_DB`` if set, else ``data/progress.sqlite3`` next to the app."""
    return Path(os.environ.get("EUCHRE_PROGRESS_DB") or FALLBACK_PATH)


def default_location() -> str | Path:
    """Where the store lives: ``$EUCHRE_DATABASE_URL`` if set, else ``default_path()``."""
    return os.environ.get(DATABASE_URL) or default_path()


LEARNER_ID = re.compile(r"^[a-z0-9]{6,32}$")

BUSY_TIMEOUT = 3.0
"""Seconds a call waits, retrying, for another connection's lock before it gives up."""
FIRST_TRY = 0.25
"""Seconds the database itself waits for a lock on each try (SQLite's busy handler,
PostgreSQL's ``lock_timeout``), before our backoff."""

SCHEMA_VERSION = 3
"""The schema's generation. Before Alembic it was kept in SQLite's ``PRAGMA user_version``
(0: before versions; 1: the counters; 2: every answer as a row too; 3: profiles, saved
settings and games, review cards); stores of 0-3 are brought to the newest revision in
place. A SQLite store still carries it there, for apps older than Alembic."""

_SECRET_COLUMNS = frozenset({"pin_salt", "pin_hash"})
"""Never leave the store (not in an export)."""
CARD_KINDS = frozenset({"quiz", "mistake"})
EXPORT_FORMAT = 1
PASSED = "passed:"
"""The saved items (``blob`` keys) that are a lesson's quiz passed: progress a file loads
(``load_progress``); settings, games in progress and wrong PINs stay the profile's own."""
RESET_KEEPS = frozenset({"settings", "pin_tries"})
"""The saved items (``blob`` keys) a reset keeps: the learner's settings, and the wrong PINs
tried (a reset must not buy fresh guesses). Every other is progress, and goes: a lesson's
quiz passed (``passed:…``), a game in progress (``play``, ``play:<game>``)."""

STAR_THRESHOLDS = ((0.9, 3), (0.6, 2))
"""First-try accuracy needed for 3 and 2 stars; a finished lesson earns at least 1."""


def stars_for(first_right: int, answered: int) -> int:
    """Stars (1-3) for a finished lesson from its quiz questions right at the first try.
    A lesson without quiz questions answered earns 3 (nothing was missed)."""
    if answered <= 0:
        return 3
    share = first_right / answered
    return next((stars for need, stars in STAR_THRESHOLDS if share >= need), 1)


# The words a learner reads about the store, in one place.
PROBLEM_TEXT = {
    Problem.BUSY: N_("the progress file {name} is busy (another part of the app holds it)"),
    Problem.READ_ONLY: N_("the progress file {name} is read-only"),
    Problem.NEWER: N_("the progress file {name} was written by a newer version of this app, "
                   "so this version only reads it"),
    Problem.DISK_FULL: N_("the disk holding the progress file {name} is full"),
    Problem.DISK_ERROR: N_("the disk holding the progress file {name} reported an error"),
    Problem.DAMAGED: N_("the progress file {name} is damaged"),
    Problem.IS_A_FOLDER: N_("the progress file {path} is a folder, not a file"),
    Problem.NO_FOLDER: N_("the folder for the progress file, {parent}, is not a folder"),
    Problem.CANNOT_OPEN: N_("the progress file {name} cannot be opened"),
    Problem.SCHEMA: N_("part of the progress file {name} is missing (it was changed outside "
                       "this app)"),
}
# The same for a database server ({name}: the database's name).
DATABASE_TEXT = {
    Problem.BUSY: N_("the progress database {name} is busy (another part of the app holds it)"),
    Problem.READ_ONLY: N_("the progress database {name} is read-only"),
    Problem.NEWER: N_("the progress database {name} was written by a newer version of this app, "
                      "so this version only reads it"),
    Problem.DISK_FULL: N_("the disk holding the progress database {name} is full"),
    Problem.DISK_ERROR: N_("the progress database {name} reported an error"),
    Problem.DAMAGED: N_("the progress database {name} is damaged"),
    Problem.IS_A_FOLDER: N_("the progress database {name} cannot be reached"),
    Problem.NO_FOLDER: N_("the progress database {name} cannot be reached"),
    Problem.CANNOT_OPEN: N_("the progress database {name} cannot be reached"),
    Problem.SCHEMA: N_("part of the progress database {name} is missing (it was changed "
                       "outside this app)"),
}


class ProgressError(RuntimeError):
    """The progress store cannot be used now; ``problem`` says why, ``str()`` says it in words.
    ``path`` is the file (for a database server: the database's name)."""

    def __init__(self, problem: Problem, path: Path, detail: str = "", *,
                 database: bool = False) -> None:
        self.problem, self.path, self.detail = problem, Path(path), detail
        texts = DATABASE_TEXT if database else PROBLEM_TEXT
        super().__init__(_(texts[problem]).format(name=self.path.name, path=self.path,
                                                  parent=self.path.parent))


class _NotAStore(Exception):
    """The file is damaged or is not a progress store: it may be moved aside."""


T = TypeVar("T")


EPOCH = date(1970, 1, 1)


@dataclass(frozen=True)
class AnswerTally:
    """Answers of one quiz kind in one week (``at``: its Monday)."""
    at: date
    topic: str
    right: int
    answered: int


@dataclass(frozen=True)
class AnswerRow:
    """One answer as logged: when, in which lesson (``None``: Practice), the quiz kind
    (topic), the question's seed, and whether it was right."""
    at: float
    lesson: str | None
    topic: str
    seed: int | None
    correct: bool


@dataclass(frozen=True)
class Profile:
    """A named learner: ``learner`` is the opaque id (``LEARNER_ID``), ``name`` as typed."""
    learner: str
    name: str
    has_pin: bool
    created: float


@dataclass(frozen=True)
class ReviewCardRow:
    """A spaced-repetition card as stored; ``payload`` and ``fsrs`` are the caller's JSON."""
    card_id: str
    game: str
    kind: str        # "quiz" or "mistake"
    payload: str
    fsrs: str
    due: float
    updated: float


@dataclass(frozen=True)
class LearnerSummary:
    """One profile's line in a teacher's view of a game."""
    learner: str
    name: str
    stars: int
    lessons_done: int
    weakest: tuple[str, ...]   # up to 3 topics, the highest wrong share first (3+ answers)
    due: int                   # review cards due now


@dataclass(frozen=True)
class Summary:
    position: tuple[str, int] | None
    done: frozenset[str]
    stars: dict[str, int]
    answers: dict[str, tuple[int, int]]


# A reader never trusts a column's type: SQLite keeps any value in any column (a file
# edited by hand, or by another program), and one such row must not take a page down.
LATEST_TIME = 32503680000.0
"""1 January 3000, in seconds: a later answer time is a mistake (milliseconds, say)."""


def _whole(value: Any) -> int | None:
    """``value`` as a whole number, or ``None`` when it is anything else (text, 2.5, NaN)."""
    if not isinstance(value, (numbers.Real, decimal.Decimal)):
        return None
    try:
        f = float(value)
    except (OverflowError, ValueError):
        return None
    return int(value) if math.isfinite(f) and f == int(f) else None


def _moment(value: Any) -> float | None:
    """``value`` as a time in seconds since 1970 (up to ``LATEST_TIME``), or ``None``."""
    if not isinstance(value, (numbers.Real, decimal.Decimal)):
        return None
    f = float(value)
    return f if 0 <= f <= LATEST_TIME else None


def _number(value: Any) -> float | None:
    """``value`` as a finite number, or ``None``."""
    if not isinstance(value, (numbers.Real, decimal.Decimal)):
        return None
    f = float(value)
    return f if math.isfinite(f) else None


def _counts(right: Any, wrong: Any) -> tuple[int, int] | None:
    """A (right, wrong) pair of counters, or ``None`` when either is not a count."""
    r, w = _whole(right), _whole(wrong)
    return (r, w) if r is not None and w is not None and r >= 0 and w >= 0 else None


def _stars(value: Any) -> int | None:
    """Stars earned (1-3), or ``None`` (none yet, or not a number of stars)."""
    n = _whole(value)
    return n if n is not None and 1 <= n <= 3 else None


class _Backoff:
    """Waits between tries, growing with jitter, until ``timeout`` seconds have gone."""

    def __init__(self, timeout: float) -> None:
        self.deadline = time.monotonic() + timeout
        self.delay = 0.01

    def wait(self) -> bool:
        """Sleep before the next try; ``False`` (without sleeping) once time is up."""
        left = self.deadline - time.monotonic()
        if left <= 0:
            return False
        time.sleep(min(left, self.delay * (0.5 + random.random())))
        self.delay = min(self.delay * 2, 0.2)
        return True


def _counter_upsert(dialect: str, table: Any, key: dict, correct: bool) -> Any:
    """Add one to ``right`` or ``wrong`` of the row ``key`` (made at 1 if new)."""
    col = "right" if correct else "wrong"
    stmt = _insert(dialect, table).values(**key, **{col: 1})
    return stmt.on_conflict_do_update(index_elements=list(key), set_={col: table.c[col] + 1})


def _insert(dialect: str, table: Any) -> Any:
    """An INSERT that can say ``ON CONFLICT … DO UPDATE`` in this dialect."""
    return (pg_dialect.insert if dialect == "postgresql" else sqlite_dialect.insert)(table)


@dataclass(frozen=True)
class ProgressStore:
    """The store at ``path`` (a SQLite file), or on the server named by ``url`` (then
    ``path`` is only the database's name, for messages)."""
    path: Path
    busy_timeout: float = BUSY_TIMEOUT
    url: str | None = field(default=None, repr=False)   # repr: a URL may hold a password
    left_out: set[str] = field(default_factory=set, compare=False, repr=False)
    """The tables where a row was left out because it makes no sense (see ``_whole``);
    such a row is never changed or deleted. The app tells the learner (``ui.session``)."""

    def _leave_out(self, table_name: str) -> None:
        self.left_out.add(table_name)

    # Connections and retries ---------------------------------------------------
    @property
    def engine(self) -> Engine:
        """This database's engine (one per process, shared by every store of it)."""
        where = self.url if self.url is not None else str(self.path.resolve())
        return db.engine_for(where, min(FIRST_TRY, self.busy_timeout))

    @property
    def dialect(self) -> str:
        return "sqlite" if self.url is None else "postgresql"

    def _error(self, problem: Problem, detail: str = "") -> ProgressError:
        return ProgressError(problem, self.path, detail, database=self.url is not None)

    def _attempt(self, work: Callable[[Connection], T], *, write: bool = False,
                 serializable: bool = False, opening: bool = False) -> T:
        """``work`` in one transaction on a pooled connection (a write transaction takes the
        lock up front), committed or rolled back whole. On a lock, wait and try again
        (backoff with jitter) until ``busy_timeout``; every database error leaves as a
        ``ProgressError``, except damage found while ``opening`` (``_NotAStore``, once an
        integrity check confirms it)."""
        backoff = _Backoff(self.busy_timeout)
        recreated = False
        while True:
            try:
                with self.engine.connect() as conn:
                    options: dict[str, Any] = {"write": write}
                    if serializable and self.url is not None:
                        options["isolation_level"] = "SERIALIZABLE"
                    conn.execution_options(**options)
                    with conn.begin():
                        return work(conn)
            except _NotAStore as exc:   # damaged while running: moved aside at the next open
                if opening:
                    raise
                raise self._error(Problem.DAMAGED, str(exc)) from exc
            except Exception as exc:
                found = db.fault(exc)
                if found is None:
                    raise
                if found.kind is Kind.RETRY:
                    if backoff.wait():
                        continue
                elif found.kind is Kind.MISSING and not recreated and not opening:
                    # Deleted while the app runs (or replaced by an empty or older file, or
                    # its tables dropped): make the store afresh, so what the learner does
                    # from now on is kept.
                    recreated = True
                    try:
                        self.check()
                    except _NotAStore as bad:
                        raise self._error(Problem.DAMAGED, str(bad)) from bad
                    continue
                elif found.kind is Kind.DAMAGE and opening:
                    if self._damaged():
                        raise _NotAStore(found.text) from exc
                    # reported but not confirmed: the file was replaced meanwhile (another
                    # session's fresh store, half made a moment ago): look again
                    if backoff.wait():
                        continue
                raise self._error(found.problem, found.text) from exc

    def _read(self, work: Callable[[Connection], T]) -> T:
        return self._attempt(work)

    def _rows(self, stmt: Any) -> list[Any]:
        return self._attempt(lambda conn: conn.execute(stmt).all())

    def _transact(self, work: Callable[[Connection], T], serializable: bool = False) -> T:
        """``work`` in one write transaction, all or nothing (retried whole on a lock), on a
        schema this app knows (upgraded first if an older store was put in its place)."""
        def run(conn: Connection) -> T:
            found = db.revision_fast(conn)
            if found != db.head():
                if not db.is_known(found):
                    raise self._error(Problem.NEWER)
                db.serialize_migrations(conn)
                self._migrate(conn)
            return work(conn)
        return self._attempt(run, write=True, serializable=serializable)

    def _write(self, *statements: Any) -> None:
        """The statements in one transaction, all or nothing."""
        def work(conn: Connection) -> None:
            for stmt in statements:
                conn.execute(stmt)
        self._transact(work)

    # Opening and upgrading -------------------------------------------------------
    def check(self) -> None:
        """Create or upgrade the tables. Raises ``ProgressError`` when the store cannot be
        used now, ``_NotAStore`` when the file is damaged or not a progress store."""
        if self.url is None:
            self._create_if_missing()
        # Read first: a store already at the newest revision needs no write lock to open.
        found = self._attempt(db.revision, opening=True)
        if found == db.head():
            return
        if not db.is_known(found):
            raise self._error(Problem.NEWER)

        def migrate(conn: Connection) -> None:
            db.serialize_migrations(conn)
            self._migrate(conn)
        self._attempt(migrate, write=True, opening=True)

    def _migrate(self, conn: Connection) -> None:
        """Bring the schema to the newest revision inside ``conn``'s transaction, keeping
        every row. A store from before Alembic is checked to be this app's first."""
        found = db.revision(conn)
        if found == db.head():
            return
        if not db.is_known(found):
            raise self._error(Problem.NEWER)
        if found is None and conn.dialect.name == "sqlite":
            if conn.exec_driver_sql("PRAGMA user_version").scalar_one() > SCHEMA_VERSION:
                raise self._error(Problem.NEWER)
            seen = inspect(conn)
            if seen.has_table("position"):
                cols = {c["name"] for c in seen.get_columns("position")}
                if not {"learner", "game", "lesson", "step"} <= cols:
                    raise _NotAStore("the position table has the wrong columns")
        db.upgrade(conn)

    def _create_if_missing(self) -> None:
        if self.path.is_dir():
            raise ProgressError(Problem.IS_A_FOLDER, self.path)
        if self.path.exists():
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ProgressError(Problem.NO_FOLDER, self.path, str(exc)) from exc
        # A write-ahead log left behind by the deleted file must not be replayed into the new one.
        for leftover in ("-wal", "-shm", "-journal"):
            try:
                os.unlink(f"{self.path}{leftover}")
            except OSError:
                pass
        try:   # an empty file: the engine opens only files that exist (mode=rw)
            sqlite3.connect(db.sqlite_uri(self.path.resolve(), "rwc"), uri=True).close()
        except sqlite3.Error as exc:
            found = db.fault(exc)
            raise ProgressError(found.problem if found else Problem.CANNOT_OPEN, self.path,
                                str(exc)) from exc

    def _damaged(self) -> bool:
        """Does SQLite itself find the file damaged? (Never decided by a lock or an I/O error.)"""
        try:
            con = sqlite3.connect(db.sqlite_uri(self.path.resolve(), "ro"), uri=True,
                                  timeout=self.busy_timeout)
            try:
                rows = con.execute("PRAGMA quick_check").fetchall()
            finally:
                con.close()
        except sqlite3.Error as exc:
            found = db.fault(exc)
            return found is not None and found.kind is Kind.DAMAGE
        return rows != [("ok",)]

    # Position in the course -------------------------------------------------
    def set_position(self, learner: str, game: str, lesson: str, step: int) -> None:
        stmt = _insert(self.dialect, position).values(
            learner=learner, game=game, lesson=lesson, step=int(step), updated=time.time())
        self._write(stmt.on_conflict_do_update(
            index_elements=["learner", "game"],
            set_={"lesson": stmt.excluded.lesson, "step": stmt.excluded.step,
                  "updated": stmt.excluded.updated}))

    def position(self, learner: str, game: str) -> tuple[str, int] | None:
        rows = self._rows(select(position.c.lesson, position.c.step).where(
            position.c.learner == learner, position.c.game == game))
        return self._place(rows[0]) if rows else None

    def _place(self, row: Any) -> tuple[str, int] | None:
        lesson, step = row[0], _whole(row[1])
        if not isinstance(lesson, str) or step is None:
            self._leave_out("position")
            return None
        return lesson, step

    def mark_done(self, learner: str, game: str, lesson: str, stars: int | None = None) -> None:
        """The lesson is finished; ``stars`` (1-3) are kept at the best ever earned."""
        stmt = _insert(self.dialect, done).values(
            learner=learner, game=game, lesson=lesson, updated=time.time(), stars=stars)
        best = func.greatest if self.dialect == "postgresql" else func.max   # of two values
        self._write(stmt.on_conflict_do_update(
            index_elements=["learner", "game", "lesson"],
            set_={"updated": stmt.excluded.updated,
                  "stars": best(func.coalesce(done.c.stars, 0), func.coalesce(stmt.excluded.stars, 0))}))

    def stars(self, learner: str, game: str) -> dict[str, int]:
        """lesson -> stars earned, for the finished lessons that have stars."""
        return self._stars_of(self._rows(select(done.c.lesson, done.c.stars).where(
            done.c.learner == learner, done.c.game == game, done.c.stars.is_not(None))))

    def _stars_of(self, rows: Any) -> dict[str, int]:
        out = {}
        for lesson, n in rows:
            if n is None or _whole(n) == 0:   # a lesson finished before stars existed
                continue
            if _stars(n) is None:
                self._leave_out("done")
                continue
            out[lesson] = _stars(n)
        return out

    def done(self, learner: str, game: str) -> frozenset[str]:
        return frozenset(r[0] for r in self._rows(
            select(done.c.lesson).where(done.c.learner == learner, done.c.game == game)))

    # Quiz answers -------------------------------------------------------------
    def record_answer(self, learner: str, game: str, topic: str, correct: bool,
                      lesson: str | None = None, seed: int | None = None) -> None:
        """One answer: a row in the log, and the counters for its topic (and, in a lesson,
        for the lesson's stars), all in one transaction."""
        statements = [
            insert(answer_log).values(at=time.time(), learner=learner, game=game, lesson=lesson,
                                      topic=topic, seed=seed, correct=int(bool(correct))),
            _counter_upsert(self.dialect, answers, {"learner": learner, "game": game, "topic": topic},
                            bool(correct)),
        ]
        if lesson:
            statements.append(_counter_upsert(
                self.dialect, lesson_answers, {"learner": learner, "game": game, "lesson": lesson},
                bool(correct)))
        self._write(*statements)

    def answer_log(self, learner: str, game: str) -> list[AnswerRow]:
        """Every answer the learner gave in ``game``, oldest first."""
        c = answer_log.c
        rows = self._rows(select(c.at, c.lesson, c.topic, c.seed, c.correct).where(
            c.learner == learner, c.game == game).order_by(c.at, c.id))
        out = []
        for at, lesson, topic, seed, correct in rows:
            if _moment(at) is None or _whole(correct) not in (0, 1) or not isinstance(topic, str) \
                    or (seed is not None and _whole(seed) is None):
                self._leave_out("answer_log")
                continue
            out.append(AnswerRow(_moment(at), lesson if isinstance(lesson, str) else None, topic,
                                 _whole(seed), bool(correct)))
        return out

    def answer_weeks(self, learner: str, game: str, utc_offset: float = 0.0) -> list[AnswerTally]:
        """The learner's answers in ``game`` counted per quiz kind and week (weeks start on
        Monday, in the time zone ``utc_offset`` seconds from UTC), oldest first; ``at`` is
        the Monday (a ``date``). Worked out by the database: the dashboard's accuracy chart
        without loading every answer."""
        c = answer_log.c
        day = self._floor_div(c.at + utc_offset, 86400)   # days since 1 January 1970, a Thursday
        week = self._floor_div(day + 3, 7)                 # Monday-started weeks
        rows = self._rows(select(week.label("w"), c.topic, func.sum(c.correct), func.count())
                          .where(c.learner == learner, c.game == game, self._sensible(c))
                          .group_by(week, c.topic).order_by(week, c.topic))
        return [AnswerTally(EPOCH + timedelta(days=int(w) * 7 - 3), topic, int(right), int(n))
                for w, topic, right, n in rows]

    def _sensible(self, c: Any) -> Any:
        """The answers whose time and mark make sense (``answer_log`` leaves out the rest)."""
        return and_(c.at >= 0, c.at <= LATEST_TIME, c.correct.in_((0, 1)))

    def answer_days(self, learner: str, game: str, utc_offset: float = 0.0) -> dict[date, int]:
        """How many answers the learner gave in ``game`` on each day (in the time zone
        ``utc_offset`` seconds from UTC): the dashboard's streak, worked out by the database."""
        c = answer_log.c
        day = self._floor_div(c.at + utc_offset, 86400)
        rows = self._rows(select(day.label("d"), func.count())
                          .where(c.learner == learner, c.game == game, self._sensible(c))
                          .group_by(day))
        return {EPOCH + timedelta(days=int(d)): int(n) for d, n in rows}

    def _floor_div(self, value: Any, n: int) -> Any:
        """``floor(value / n)`` in SQL, for the positive numbers of times and days."""
        if self.dialect == "postgresql":
            return func.floor(value / n)
        return cast(value / n, Integer)   # SQLite: the cast truncates (the same, above zero)

    def summary(self, learner: str, game: str) -> Summary:
        """What Home shows, read in one transaction: the place, lessons done, stars, counters."""
        def work(conn: Connection) -> Summary:
            pos = conn.execute(select(position.c.lesson, position.c.step).where(
                position.c.learner == learner, position.c.game == game)).all()
            finished = conn.execute(select(done.c.lesson, done.c.stars).where(
                done.c.learner == learner, done.c.game == game)).all()
            counts = conn.execute(select(answers.c.topic, answers.c.right, answers.c.wrong).where(
                answers.c.learner == learner, answers.c.game == game)).all()
            return Summary(position=self._place(pos[0]) if pos else None,
                           done=frozenset(l for l, _x in finished),
                           stars=self._stars_of(finished),
                           answers=self._counters("answers", counts))
        return self._read(work)

    def answers(self, learner: str, game: str) -> dict[str, tuple[int, int]]:
        """topic -> (right, wrong)."""
        return self._counters("answers", self._rows(
            select(answers.c.topic, answers.c.right, answers.c.wrong).where(
                answers.c.learner == learner, answers.c.game == game)))

    def _counters(self, table_name: str, rows: Any) -> dict[str, tuple[int, int]]:
        out = {}
        for key, right, wrong in rows:
            pair = _counts(right, wrong)
            if pair is None:
                self._leave_out(table_name)
            else:
                out[key] = pair
        return out

    def record_lesson_answer(self, learner: str, game: str, lesson: str, correct: bool) -> None:
        """Count one first answer for a lesson's stars only (``record_answer`` with ``lesson``
        does this and logs the answer)."""
        self._write(_counter_upsert(self.dialect, lesson_answers,
                                    {"learner": learner, "game": game, "lesson": lesson}, bool(correct)))

    def lesson_answers(self, learner: str, game: str) -> dict[str, tuple[int, int]]:
        """lesson -> (right, wrong) at the first try."""
        c = lesson_answers.c
        return self._counters("lesson_answers", self._rows(
            select(c.lesson, c.right, c.wrong).where(c.learner == learner, c.game == game)))

    def reset(self, learner: str) -> None:
        """Start the learner's progress over: place, lessons, answers, review cards, quizzes
        passed and games in progress go, in one transaction; the profile, the saved
        settings and the count of wrong PINs stay (``RESET_KEEPS``; ``forget`` deletes
        everything). Every table with a ``learner`` column is emptied of the learner's
        rows but those, so a kind of progress added later is never left behind."""
        def work(conn: Connection) -> None:
            for name in _learner_tables(conn):
                if name == "profile":
                    continue
                t = _learner_table(name) if name != "blob" else blob
                where = [t.c.learner == learner]
                if name == "blob":
                    where.append(blob.c.key.not_in(RESET_KEEPS))
                conn.execute(delete(t).where(*where))
        self._transact(work)

    # Profiles ------------------------------------------------------------------
    def create_profile(self, name: str, pin: str | None = None, *,
                       learner: str | None = None) -> Profile:
        """A new profile called ``name`` (unique, whatever the case), with a new random learner
        id, or ``learner`` given (the progress of a learner who has no profile yet).
        ``ProfileError`` for a bad or taken name, a bad PIN, a learner with a profile."""
        typed, name = name, clean_name(name)
        key = name_key(name)
        salt, digest = hash_pin(clean_pin(pin)) if pin is not None else (None, None)
        if learner is not None and not LEARNER_ID.match(learner):
            raise ValueError(f"not a learner id: {learner!r}")

        def taken(conn: Connection, where: Any) -> bool:
            return conn.execute(select(1).select_from(profile).where(where)).first() is not None

        def work(conn: Connection) -> Profile:
            if self._named(conn, typed):
                raise ProfileError(ProfileReason.NAME_TAKEN, name)
            lid = learner
            if lid is not None:
                if taken(conn, profile.c.learner == lid):
                    raise ProfileError(ProfileReason.HAS_PROFILE)
            else:
                while lid is None or taken(conn, profile.c.learner == lid):
                    lid = secrets.token_hex(6)   # as a session's anonymous id
            created = time.time()
            conn.execute(insert(profile).values(learner=lid, name=name, name_key=key, pin_salt=salt,
                                                pin_hash=digest, created=created))
            return Profile(lid, name, digest is not None, created)
        # serializable: two sessions taking one name at once cannot both see it free (on
        # PostgreSQL the second is a serialization failure, retried, and then finds it taken)
        return self._transact(work, serializable=True)

    _PROFILE = (profile.c.learner, profile.c.name, profile.c.pin_hash.is_not(None), profile.c.created)

    def profile(self, learner: str) -> Profile | None:
        rows = self._rows(select(*self._PROFILE).where(profile.c.learner == learner))
        return _profile(rows[0]) if rows else None

    def find_profile(self, name: str) -> Profile | None:
        """The profile called ``name``, whatever its case, spaces and invisible characters
        (``name_key``), and whatever key it is stored under: the first of ``find_profiles``."""
        found = self.find_profiles(name)
        return found[0] if found else None

    def find_profiles(self, name: str) -> list[Profile]:
        """Every profile whose name is ``name`` once normalised, the likeliest first (see
        ``_named``). Only a store an older app wrote can hold more than one."""
        return self._read(lambda conn: self._named(conn, name))

    def _named(self, conn: Connection, name: str) -> list[Profile]:
        """The profiles whose name is ``name`` once normalised. An app before format
        characters were dropped stored "An\u200bn" under the key "an\u200bn", so a lookup by
        the key alone missed it when "Ann" was typed, and "Ann" could be made beside it: the
        key of each stored *name* is compared too (nothing stored is rewritten).

        When several stored names are the same once normalised (made by such an older
        app), the likeliest comes first: the one stored under exactly the key of what was
        typed, when that has invisible characters (typed as it was then: that spelling was
        meant); then the one used most recently (``_last_used``), so a learner typing their
        name lands on the profile they have been using."""
        typed = str(name)
        key, keys = name_key(typed), name_keys(typed)
        if not key:
            return []
        # An older key holds the characters of today's key in order (composed, or for a key
        # stored unnormalised, decomposed), maybe with invisible ones between: LIKE (a
        # superset: SQLite's ignores ASCII case) narrows the rows to those, and the key of
        # each stored name decides.
        like = [profile.c.name_key.like("%" + "%".join(map(_like_escaped, form)) + "%",
                                        escape="\\")
                for form in dict.fromkeys((key, unicodedata.normalize("NFD", key)))]
        rows = conn.execute(select(profile.c.name_key, *self._PROFILE).where(
            or_(profile.c.name_key.in_(keys), *like))).all()
        found = [row for row in rows if row[0] in keys or name_key(str(row[2])) == key]
        used = _last_used(conn, [row[1] for row in found]) if len(found) > 1 else {}
        exact = keys[0] if len(keys) > 1 else None   # typed with invisible characters
        found.sort(key=lambda row: (row[0] != exact, -used.get(row[1], 0.0),
                                    _number(row[4]) or 0.0, row[1]))
        return [_profile(row[1:]) for row in found]

    def profiles(self) -> list[Profile]:
        """Every profile, sorted by name (case ignored)."""
        return [_profile(r) for r in self._rows(
            select(*self._PROFILE).order_by(profile.c.name_key, profile.c.learner))]

    def check_pin(self, learner: str, pin: str | None) -> bool:
        """May ``pin`` open this profile? ``True`` for a profile without a PIN whatever is
        typed, ``False`` for a learner without a profile."""
        rows = self._rows(select(profile.c.pin_salt, profile.c.pin_hash).where(profile.c.learner == learner))
        if not rows:
            return False
        salt, digest = rows[0]
        return digest is None or pin_matches(pin, bytes(salt), bytes(digest))

    def set_pin(self, learner: str, pin: str | None) -> None:
        """A new PIN for the profile (``None`` removes it); ``ProfileError`` for a bad PIN
        or a learner without a profile."""
        salt, digest = hash_pin(clean_pin(pin)) if pin is not None else (None, None)

        def work(conn: Connection) -> None:
            if not conn.execute(update(profile).where(profile.c.learner == learner).values(
                    pin_salt=salt, pin_hash=digest)).rowcount:
                raise ProfileError(ProfileReason.NO_PROFILE)
        self._transact(work)

    # Saved settings and games -------------------------------------------------------
    def save_blob(self, learner: str, key: str, text: str) -> None:
        """Keep ``text`` (JSON) under ``key`` (``"settings"``, ``"game:euchre"``...), replacing it."""
        stmt = _insert(self.dialect, blob).values(learner=learner, key=key, text=str(text),
                                                  updated=time.time())
        self._write(stmt.on_conflict_do_update(
            index_elements=["learner", "key"],
            set_={"text": stmt.excluded.text, "updated": stmt.excluded.updated}))

    def swap_blob(self, learner: str, key: str, text: str | None, expected: str | None) -> bool:
        """Compare and save: keep ``text`` under ``key`` (``None``: forget it) only if what
        is stored there is still ``expected``, the text the caller last read or wrote
        (``None``: nothing), or is nothing, or is ``text`` already; whether it was written.
        ``False`` means another tab or device saved something else since: nothing is
        changed, and the caller reads it again instead of writing over it. The check is
        part of the write (``UPDATE``/``DELETE … WHERE text = :expected``, ``INSERT … ON
        CONFLICT DO NOTHING``), so of two writers who read the same text, one wins."""
        now = time.time()
        here = and_(blob.c.learner == learner, blob.c.key == key)

        def work(conn: Connection) -> bool:
            if text is None:
                if expected is not None and conn.execute(
                        delete(blob).where(here, blob.c.text == expected)).rowcount:
                    return True
                # nothing to forget, unless another text is there
                return conn.execute(select(1).select_from(blob).where(here)).first() is None
            # (already ``text``: another tab saved the very same, so nothing is lost)
            if conn.execute(update(blob).where(here, blob.c.text.in_(
                    [str(text)] + ([expected] if expected is not None else [])))
                    .values(text=str(text), updated=now)).rowcount:
                return True
            # nothing stored (deleted since, or never saved): a new row, unless one is there
            # (RETURNING says whether a row went in: a skipped INSERT's rowcount is no
            # count on PostgreSQL)
            return conn.execute(
                _insert(self.dialect, blob).values(learner=learner, key=key, text=str(text),
                                                   updated=now)
                .on_conflict_do_nothing(index_elements=["learner", "key"])
                .returning(blob.c.key)).first() is not None
        return self._transact(work)

    def change_blob(self, learner: str, key: str, change: Callable[[str | None], str | None]) -> str | None:
        """Read and rewrite one saved item at once: ``change`` gets the text stored there
        (``None``: nothing) and returns the text to keep (``None``: forget it); returns what
        is kept. For a count that several tabs add to at once (wrong PINs): each change sees
        the one before it, so none is lost. Serializable: SQLite takes the write lock before
        the read; on PostgreSQL a clash is retried whole, so ``change`` may run more than
        once and must only compute."""
        here = and_(blob.c.learner == learner, blob.c.key == key)

        def work(conn: Connection) -> str | None:
            old = conn.execute(select(blob.c.text).where(here)).scalar_one_or_none()
            new = change(old)
            if new is None:
                conn.execute(delete(blob).where(here))
            elif new != old:
                stmt = _insert(self.dialect, blob).values(learner=learner, key=key, text=str(new),
                                                          updated=time.time())
                conn.execute(stmt.on_conflict_do_update(
                    index_elements=["learner", "key"],
                    set_={"text": stmt.excluded.text, "updated": stmt.excluded.updated}))
            return new
        return self._transact(work, serializable=True)

    def blob(self, learner: str, key: str) -> str | None:
        rows = self._rows(select(blob.c.text).where(blob.c.learner == learner, blob.c.key == key))
        return rows[0][0] if rows else None

    def blobs(self, learner: str, prefix: str) -> dict[str, str]:
        """Every saved item of the learner whose key starts with ``prefix``, by key."""
        rows = self._rows(select(blob.c.key, blob.c.text).where(
            blob.c.learner == learner, blob.c.key.startswith(prefix, autoescape=True)))
        # (SQLite's LIKE ignores case: the prefix is checked again here, exactly)
        return {key: text for key, text in rows
                if isinstance(key, str) and key.startswith(prefix) and isinstance(text, str)}

    def delete_blob(self, learner: str, key: str) -> None:
        """Forget one saved item (a finished game, say)."""
        self._write(delete(blob).where(blob.c.learner == learner, blob.c.key == key))

    # Review cards ------------------------------------------------------------------
    def save_card(self, learner: str, card: ReviewCardRow) -> None:
        """Add or replace the learner's card ``card.card_id`` (every field as given). A
        mistake card is saved when a Play decision is graded a mistake or its puzzle is
        answered on Review: that work is logged too (``decision_log``, at ``card.updated``),
        as the card keeps only its last change."""
        if card.kind not in CARD_KINDS:
            raise ValueError(f"card kind must be one of {sorted(CARD_KINDS)}, not {card.kind!r}")
        stmt = _insert(self.dialect, review_card).values(
            learner=learner, card_id=card.card_id, game=card.game, kind=card.kind,
            payload=card.payload, fsrs=card.fsrs, due=float(card.due), updated=float(card.updated))
        statements = [stmt.on_conflict_do_update(
            index_elements=["learner", "card_id"],
            set_={col: stmt.excluded[col] for col in ("game", "kind", "payload", "fsrs", "due", "updated")})]
        if card.kind == "mistake":   # (the same save again is the same work: logged once)
            statements.append(_insert(self.dialect, decision_log).values(
                learner=learner, card_id=card.card_id, at=float(card.updated), game=card.game)
                .on_conflict_do_nothing(index_elements=["learner", "card_id", "at"]))
        self._write(*statements)

    def decision_log(self, learner: str, game: str) -> list[tuple[str, float]]:
        """Each Play decision's graded work in ``game`` (see ``save_card``): ``(card id,
        time)``, oldest first."""
        c = decision_log.c
        out = []
        for card_id, at in self._rows(select(c.card_id, c.at).where(
                c.learner == learner, c.game == game).order_by(c.at, c.card_id)):
            if not isinstance(card_id, str) or _moment(at) is None:
                self._leave_out("decision_log")
                continue
            out.append((card_id, _moment(at)))
        return out

    def cards(self, learner: str, game: str | None = None) -> list[ReviewCardRow]:
        """The learner's cards (of ``game``, or of every game), the soonest due first."""
        c = review_card.c
        where = [c.learner == learner] + ([c.game == game] if game is not None else [])
        out = []
        for card_id, game_id, kind, payload, fsrs, due, updated in self._rows(
                select(c.card_id, c.game, c.kind, c.payload, c.fsrs, c.due, c.updated)
                .where(and_(*where)).order_by(c.due, c.card_id)):
            if not all(isinstance(v, str) for v in (card_id, game_id, kind, payload, fsrs)) \
                    or _number(due) is None or _number(updated) is None:
                self._leave_out("review_card")
                continue
            out.append(ReviewCardRow(card_id, game_id, kind, payload, fsrs, _number(due),
                                     _number(updated)))
        return out

    def delete_card(self, learner: str, card_id: str) -> None:
        self._write(delete(review_card).where(review_card.c.learner == learner,
                                              review_card.c.card_id == card_id))

    # Everything about one learner -------------------------------------------------------
    def export(self, learner: str) -> dict:
        """Everything the store keeps about ``learner``, as JSON-ready data: the profile
        (without its PIN hash or salt) and every table's rows, each row a dict by column;
        ``notes`` lists each value written differently from how it is stored (see
        ``_json_ready``)."""
        def work(conn: Connection) -> dict:
            out: dict = {"format": EXPORT_FORMAT, "learner": learner, "profile": None,
                         "notes": []}
            for name in _learner_tables(conn):
                t = _learner_table(name)
                rows = [dict(row) for row in conn.execute(
                    select(literal_column("*")).select_from(t).where(t.c.learner == learner)).mappings()]
                for i, row in enumerate(rows):
                    if "pin_hash" in row:
                        row["has_pin"] = row["pin_hash"] is not None
                    for hidden in ("learner", "name_key", *_SECRET_COLUMNS):
                        row.pop(hidden, None)
                    for col, value in row.items():
                        row[col], written = _json_ready(value)
                        if written is not None:   # the file says which values differ
                            out["notes"].append({"table": name, "row": i, "column": col,
                                                 "stored": type(value).__name__,
                                                 "written": written})
                if name == "profile":
                    out["profile"] = rows[0] if rows else None
                else:
                    out[name] = rows
            return out
        return self._read(work)

    def load_progress(self, learner: str, rows: dict[str, list[dict]]) -> int:
        """Merge progress read back from an export (``lessons.progress_file``, which checks
        it: ``rows`` by table, each row a dict by column) into ``learner``'s, in one
        transaction; the number of answers that were new. Nothing the learner has is lost,
        and loading the same file twice changes nothing the second time:

        - answers (``answer_log``) and Play decisions (``decision_log``): those not here yet
          are added (an answer is the same when its time, game, lesson, kind, seed and mark
          are);
        - the counters: what is here plus the answers added, or the file's count when that
          is more (answers counted before the log existed), never less than either;
        - lessons done: both, each with the better stars; the place in the course, review
          cards and quizzes passed (``passed:`` items): the newer of the two.

        A mistake card loaded is logged as Play work at its last change, as ``save_card``
        does (a file from before the log has only the cards)."""
        def work(conn: Connection) -> int:
            def newer(t: Any, key: dict, mine: float | None, theirs: float, values: dict) -> None:
                """Write the file's row unless the one here is newer (``mine``: its time)."""
                if mine is None or theirs > mine:
                    stmt = _insert(self.dialect, t).values(learner=learner, **key, **values)
                    conn.execute(stmt.on_conflict_do_update(
                        index_elements=["learner", *key], set_=values))

            def here(t: Any, *cols: Any) -> list[Any]:
                return conn.execute(select(*cols).where(t.c.learner == learner)).all()

            places = {g: _number(u) for g, u in here(position, position.c.game, position.c.updated)}
            for r in rows.get("position", []):
                newer(position, {"game": r["game"]}, places.get(r["game"]), r["updated"],
                      {"lesson": r["lesson"], "step": r["step"], "updated": r["updated"]})
            finished = {(g, l): (_number(u), _whole(s)) for g, l, u, s in
                        here(done, done.c.game, done.c.lesson, done.c.updated, done.c.stars)}
            for r in rows.get("done", []):
                mine = finished.get((r["game"], r["lesson"]))
                stars = r["stars"] if mine is None or mine[1] is None else \
                    mine[1] if r["stars"] is None else max(mine[1], r["stars"])
                updated = r["updated"] if mine is None else max(mine[0] or 0.0, r["updated"])
                newer(done, {"game": r["game"], "lesson": r["lesson"]}, None, updated,
                      {"updated": updated, "stars": stars})
            a = answer_log.c
            logged = {tuple(row) for row in here(answer_log, a.at, a.game, a.lesson, a.topic,
                                                  a.seed, a.correct)}
            added: dict[tuple, list[int]] = {}   # (table, game, topic or lesson) -> [right, wrong]
            fresh = []
            # in the order they were given (the file's ids): answers at the same time stay in order
            for r in sorted(rows.get("answer_log", []), key=lambda r: r["id"]):
                row = (r["at"], r["game"], r["lesson"], r["topic"], r["seed"], r["correct"])
                if row in logged:
                    continue
                logged.add(row)
                fresh.append(dict(at=r["at"], learner=learner, game=r["game"], lesson=r["lesson"],
                                  topic=r["topic"], seed=r["seed"], correct=r["correct"]))
                wrong = 0 if r["correct"] else 1
                added.setdefault(("answers", r["game"], r["topic"]), [0, 0])[wrong] += 1
                if r["lesson"]:
                    added.setdefault(("lesson_answers", r["game"], r["lesson"]), [0, 0])[wrong] += 1
            if fresh:
                conn.execute(insert(answer_log), fresh)
            for t, name in ((answers, "topic"), (lesson_answers, "lesson")):
                counts = {(g, k): _counts(rt, wr)
                          for g, k, rt, wr in here(t, t.c.game, t.c[name], t.c.right, t.c.wrong)}
                theirs = {(r["game"], r[name]): (r["right"], r["wrong"]) for r in rows.get(t.name, [])}
                for g, k in set(theirs) | {(g, k) for tn, g, k in added if tn == t.name}:
                    mine, more = counts.get((g, k), (0, 0)), added.get((t.name, g, k), [0, 0])
                    if mine is None:   # a counter that is not a count: left as it is
                        continue
                    file = theirs.get((g, k), (0, 0))
                    new = {"right": max(mine[0] + more[0], file[0]),
                           "wrong": max(mine[1] + more[1], file[1])}
                    if (g, k) not in counts or new != dict(zip(("right", "wrong"), mine)):
                        newer(t, {"game": g, name: k}, None, 0.0, new)
            saved = {k: _number(u) for k, u in here(blob, blob.c.key, blob.c.updated)}
            for r in rows.get("blob", []):
                if r["key"].startswith(PASSED):
                    newer(blob, {"key": r["key"]}, saved.get(r["key"]), r["updated"],
                          {"text": r["text"], "updated": r["updated"]})
            cards = {k: _number(u) for k, u in here(review_card, review_card.c.card_id,
                                                    review_card.c.updated)}
            decided = [dict(card_id=r["card_id"], at=r["at"], game=r["game"])
                       for r in rows.get("decision_log", [])]
            for r in rows.get("review_card", []):
                if r["kind"] not in CARD_KINDS:
                    raise ValueError(f"not a card kind: {r['kind']!r}")
                newer(review_card, {"card_id": r["card_id"]}, cards.get(r["card_id"]), r["updated"],
                      {col: r[col] for col in ("game", "kind", "payload", "fsrs", "due", "updated")})
                if r["kind"] == "mistake":
                    decided.append(dict(card_id=r["card_id"], at=r["updated"], game=r["game"]))
            for d in decided:
                conn.execute(_insert(self.dialect, decision_log).values(learner=learner, **d)
                             .on_conflict_do_nothing(index_elements=["learner", "card_id", "at"]))
            return len(fresh)
        return self._transact(work, serializable=True)

    def forget(self, learner: str) -> int:
        """Delete every row about ``learner`` in every table, profile included, in one
        transaction; the number of rows deleted."""
        def work(conn: Connection) -> int:
            return sum(conn.execute(delete(t).where(t.c.learner == learner)).rowcount
                       for t in map(_learner_table, _learner_tables(conn)))
        return self._transact(work)

    def class_summary(self, game: str, now: float | None = None,
                      topics: Collection[str] | None = None) -> list[LearnerSummary]:
        """Per profile, sorted by name: stars and lessons done in ``game``, the 3 weakest
        topics (highest wrong share, at least 3 answers, at least one wrong) among
        ``topics`` (default: every topic answered; a teacher passes the course's, so a
        topic since removed is neither named nor takes a place), cards due at ``now``
        (default: the current time)."""
        at = time.time() if now is None else now
        known = [] if topics is None else [answers.c.topic.in_(list(topics))]

        def work(conn: Connection) -> list[LearnerSummary]:
            finished = {lid: (_whole(stars) or 0, int(n)) for lid, stars, n in conn.execute(
                select(done.c.learner, func.sum(done.c.stars), func.count())
                .where(done.c.game == game).group_by(done.c.learner))}
            due = {lid: int(n) for lid, n in conn.execute(
                select(review_card.c.learner, func.count())
                .where(review_card.c.game == game, review_card.c.due <= at)
                .group_by(review_card.c.learner))}
            weak: dict[str, list[tuple[float, str]]] = {}
            a = answers.c
            for lid, topic, right, wrong in conn.execute(
                    select(a.learner, a.topic, a.right, a.wrong)
                    .where(a.game == game, a.right + a.wrong >= 3, a.wrong > 0, *known)):
                pair = _counts(right, wrong)
                if pair is None or sum(pair) == 0:   # a counter that is not a count
                    continue
                weak.setdefault(lid, []).append((-pair[1] / sum(pair), topic))
            return [LearnerSummary(lid, name, *finished.get(lid, (0, 0)),
                                   tuple(t for _s, t in sorted(weak.get(lid, []))[:3]),
                                   due.get(lid, 0))
                    for lid, name in conn.execute(select(profile.c.learner, profile.c.name)
                                                  .order_by(profile.c.name_key, profile.c.learner))]
        return self._read(work)


def _like_escaped(ch: str) -> str:
    """``ch`` in a LIKE pattern (escape character ``\\``), standing for itself."""
    return "\\" + ch if ch in "%_\\" else ch


def _last_used(conn: Connection, learners: list[str]) -> dict[str, float]:
    """When each learner last did anything the store keeps (an answer, a lesson, a saved
    game or setting, a review card), or else when the profile was made."""
    times = [(profile, profile.c.created), (position, position.c.updated),
             (done, done.c.updated), (answer_log, answer_log.c.at),
             (blob, blob.c.updated), (review_card, review_card.c.updated)]
    latest: dict[str, float] = {}
    for t, at in times:
        for learner, moment in conn.execute(select(t.c.learner, func.max(at))
                                            .where(t.c.learner.in_(learners)).group_by(t.c.learner)):
            moment = _moment(moment)
            if moment is not None:
                latest[learner] = max(latest.get(learner, 0.0), moment)
    return latest


def _json_ready(value: Any) -> tuple[Any, str | None]:
    """``value`` as JSON can hold it, and how it was written when not as it is (``None``:
    as it is). A hand-edited or older SQLite store may hold raw bytes in any column, or an
    infinite number: bytes become their UTF-8 text, or ``{"base64": ...}`` when they are
    not text; a number JSON has no word for is left out (``None``, written "omitted")."""
    if value is None or isinstance(value, (str, int)):   # bool is an int
        return value, None
    if isinstance(value, (float, decimal.Decimal)):
        f = float(value)
        return (f, None) if math.isfinite(f) else (None, "omitted")
    if isinstance(value, (bytes, bytearray, memoryview)):
        raw = bytes(value)
        try:
            return raw.decode("utf-8"), "text"
        except UnicodeDecodeError:
            return {"base64": base64.b64encode(raw).decode("ascii")}, "base64"
    return str(value), "text"   # a type no column of ours has (a date, say)


def _profile(row: Any) -> Profile:
    learner, name, has_pin, created = row
    return Profile(learner, str(name), bool(has_pin), _number(created) or 0.0)


def _learner_table(name: str) -> Any:
    """A table found in the database, known only by its ``learner`` column."""
    return table(name, column("learner"))


def _learner_tables(conn: Connection) -> list[str]:
    """Every table with a ``learner`` column: found in the database, so that a table added
    later is never left out of an export or a forget."""
    seen = inspect(conn)
    return [t for t in sorted(seen.get_table_names())
            if any(c["name"] == "learner" for c in seen.get_columns(t))]


def _link_aside(path: Path) -> Path:
    """A second name for ``path``, ``<name>.corrupt-<time>-<uuid>``: the time for people, the
    uuid so that two in the same second differ, and ``os.link`` never replaces a file."""
    while True:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = path.with_name(f"{path.name}.corrupt-{stamp}-{uuid.uuid4().hex[:12]}")
        try:
            os.link(path, aside)
            return aside
        except FileExistsError:
            continue


_MOVERS = threading.Lock()  # threads of this process (flock covers other processes too)


@contextlib.contextmanager
def _mover(path: Path):
    """One mover at a time (threads and processes): two sessions finding the same damage
    must not both move it, nor one move (or read half made) the fresh store the other makes."""
    # the lock file lives in the temporary folder, so the store's own folder holds nothing else
    name = hashlib.sha1(str(path.resolve()).encode()).hexdigest()[:16]
    with _MOVERS, open(Path(tempfile.gettempdir()) / f"euchre-progress-{name}.lock", "a") as lock:
        if fcntl is not None:
            fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def _move_aside_locked(path: Path, checked: tuple[int, int] | None) -> Path | None:
    if checked is None or db.inode(path) != checked:
        return None
    try:
        aside = _link_aside(path)
    except FileNotFoundError:
        return None
    if db.inode(aside) != checked:   # replaced between the check and the link: not ours to move
        os.unlink(aside)
        return None
    for companion in ("-wal", "-journal"):   # its log belongs with it, not with the new file
        extra = Path(f"{path}{companion}")
        try:
            os.link(extra, Path(f"{aside}{companion}"))
            os.unlink(extra)
        except OSError:
            pass
    try:
        os.unlink(f"{path}-shm")   # only an index of the log, rebuilt on demand
    except OSError:
        pass
    if db.inode(path) == checked:
        os.unlink(path)
    return aside


def store_at(location: str | os.PathLike | None = None, *,
             busy_timeout: float = BUSY_TIMEOUT) -> ProgressStore:
    """The store at ``location`` (a SQLite path, or a database URL; ``None``: where the
    environment says, see ``default_location``), not opened: its calls fail with a
    ``ProgressError`` until the problem ``open_store`` met goes away."""
    where = default_location() if location is None else location
    if db.is_url(where):
        url = str(where)
        name, _database = db.describe(url)
        if url.startswith("sqlite"):   # sqlite:///path: a file after all
            return ProgressStore(Path(url.split(":///", 1)[1]), busy_timeout)
        return ProgressStore(name, busy_timeout, url=url)
    return ProgressStore(Path(where), busy_timeout)


def open_store(path: str | os.PathLike | None = None, *,
               busy_timeout: float = BUSY_TIMEOUT) -> tuple[ProgressStore, str | None]:
    """The store at ``path`` and a notice for the learner (``None`` when all is well).

    ``path`` is a SQLite file, or a database URL (``postgresql+psycopg://…``); ``None``:
    ``$EUCHRE_DATABASE_URL`` if set, else ``default_path()``. The schema is made or brought
    to the newest migration here.

    Raises ``ProgressError`` when the store cannot be used now (busy, read-only, newer,
    a folder...): the data is left as it is. A damaged file, or another program's
    database, is moved aside to ``<name>.corrupt-<time>-<uuid>`` and a fresh store
    takes its place.
    """
    store = store_at(path, busy_timeout=busy_timeout)
    if store.url is not None:
        store.check()   # a server's database is never moved aside: damage is an error there
        return store, None
    p = store.path
    if p.parent.exists() and not p.parent.is_dir():
        raise ProgressError(Problem.NO_FOLDER, p)
    # Opening (and making or replacing the file) is done by one session at a time, so none
    # reads a store another is halfway through moving aside or making afresh. A session
    # opens the store once, so the wait is short and rare.
    with _mover(p):
        # Look at the file afresh: a pooled connection would not notice that it was
        # overwritten in place (a restored backup, damage) until its next change.
        store.engine.dispose()
        try:
            store.check()
            return store, None
        except _NotAStore as exc:
            why = str(exc)
            aside = _move_aside_locked(p, db.inode(p))
            store.check()   # the fresh store
    if aside is None:
        return store, _("Your saved progress could not be read, so it starts fresh.")
    return store, _("Your saved progress could not be read ({why}), so it starts fresh. "
                    "The old file was kept as {name}.").format(why=why, name=aside.name)
