"""The learner progress store: where each learner left off, lessons done, quiz answers;
named profiles (with an optional PIN, see ``lessons.profiles``), saved settings and games,
review cards; a learner's whole record exported or forgotten.

SQLite by default (one small file, in WAL mode so readers never wait for a writer).
Every answer is a row (``answer_log``) as well as counters (for quick summaries).
Every method opens its own short connection, so a store is just a path and is safe to
share between sessions, threads and processes of the server.

What can go wrong, and what happens (nothing here ever throws progress away):

- another connection holds the lock: calls wait and retry with backoff up to
  ``busy_timeout`` seconds, then raise ``ProgressError`` (``Problem.BUSY``);
- the file is read-only, the disk is full, an I/O error, a schema written by a newer
  version of the app, a folder where the file should be: ``ProgressError`` saying so,
  and the file is left exactly as it is;
- the file was deleted while the app runs: the next call starts a fresh file;
- the file is damaged (SQLite says "file is not a database", or ``PRAGMA quick_check``
  finds damage) or is some other program's database: ``open_store`` moves it aside
  under a name no other file has and starts a fresh store, and says so.
"""
from __future__ import annotations

import contextlib
import enum
import hashlib
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
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, TypeVar
from urllib.parse import quote

from engine.i18n import N_, _
from lessons.profiles import (ProfileError, ProfileReason, clean_name, clean_pin, hash_pin,
                              name_key, pin_matches)

FALLBACK_PATH = Path(__file__).resolve().parent.parent / "data" / "progress.sqlite3"


def default_path() -> Path:
    """``$EUCHRE_PROGRESS_DB`` if set, else ``data/progress.sqlite3`` next to the app."""
    return Path(os.environ.get("EUCHRE_PROGRESS_DB") or FALLBACK_PATH)

LEARNER_ID = re.compile(r"^[a-z0-9]{6,32}$")

BUSY_TIMEOUT = 3.0
"""Seconds a call waits, retrying, for another connection's lock before it gives up."""
FIRST_TRY = 0.25
"""Seconds SQLite itself waits for a lock on each try (its busy handler), before our backoff."""

SCHEMA_VERSION = 3
"""Kept in ``PRAGMA user_version``. 0: a store from before versions (upgraded in place);
1: the counters; 2: every answer as a row too (``answer_log``); 3: profiles, saved
settings and games (``blob``), review cards. A store with a higher number was written by
a newer app: it is read, never written."""

_TABLES = (
    """CREATE TABLE IF NOT EXISTS position (
      learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL, step INTEGER NOT NULL,
      updated REAL NOT NULL, PRIMARY KEY (learner, game))""",
    """CREATE TABLE IF NOT EXISTS done (
      learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL, updated REAL NOT NULL,
      stars INTEGER, PRIMARY KEY (learner, game, lesson))""",
    """CREATE TABLE IF NOT EXISTS answers (
      learner TEXT NOT NULL, game TEXT NOT NULL, topic TEXT NOT NULL,
      right INTEGER NOT NULL DEFAULT 0, wrong INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (learner, game, topic))""",
    """CREATE TABLE IF NOT EXISTS lesson_answers (
      learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL,
      right INTEGER NOT NULL DEFAULT 0, wrong INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (learner, game, lesson))""",
)
# Version 2: each answer as a row (the counters above stay, for quick summaries). ``lesson``
# is NULL for an answer given in Practice; ``seed`` rebuilds the very question.
_ANSWER_LOG = (
    """CREATE TABLE IF NOT EXISTS answer_log (
      id INTEGER PRIMARY KEY, at REAL NOT NULL, learner TEXT NOT NULL, game TEXT NOT NULL,
      lesson TEXT, topic TEXT NOT NULL, seed INTEGER, correct INTEGER NOT NULL)""",
    "CREATE INDEX IF NOT EXISTS answer_log_by_learner ON answer_log (learner, game, at)",
)
# Version 3. A profile names a learner id (the PIN only as salt and scrypt hash; name_key is
# the name folded for uniqueness); a blob is a learner's saved settings or game in progress;
# a review card is a spaced-repetition item (its FSRS state is the caller's JSON).
_V3 = (
    """CREATE TABLE IF NOT EXISTS profile (
      learner TEXT PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE,
      pin_salt BLOB, pin_hash BLOB, created REAL NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS blob (
      learner TEXT NOT NULL, key TEXT NOT NULL, text TEXT NOT NULL, updated REAL NOT NULL,
      PRIMARY KEY (learner, key))""",
    """CREATE TABLE IF NOT EXISTS review_card (
      learner TEXT NOT NULL, card_id TEXT NOT NULL, game TEXT NOT NULL, kind TEXT NOT NULL,
      payload TEXT NOT NULL, fsrs TEXT NOT NULL, due REAL NOT NULL, updated REAL NOT NULL,
      PRIMARY KEY (learner, card_id))""",
    "CREATE INDEX IF NOT EXISTS review_card_by_due ON review_card (learner, game, due)",
)
_SECRET_COLUMNS = frozenset({"pin_salt", "pin_hash"})
"""Never leave the store (not in an export)."""
CARD_KINDS = frozenset({"quiz", "mistake"})
EXPORT_FORMAT = 1

# Added after the first stores were written; NULL stars: a lesson finished before stars existed.
_DONE_STARS = "ALTER TABLE done ADD COLUMN stars INTEGER"

STAR_THRESHOLDS = ((0.9, 3), (0.6, 2))
"""First-try accuracy needed for 3 and 2 stars; a finished lesson earns at least 1."""


def stars_for(first_right: int, answered: int) -> int:
    """Stars (1-3) for a finished lesson from its quiz questions right at the first try.
    A lesson without quiz questions answered earns 3 (nothing was missed)."""
    if answered <= 0:
        return 3
    share = first_right / answered
    return next((stars for need, stars in STAR_THRESHOLDS if share >= need), 1)


class Problem(enum.Enum):
    """Why the store cannot be used right now (the file itself is never touched)."""
    BUSY = "busy"
    READ_ONLY = "read-only"
    NEWER = "newer"
    DISK_FULL = "disk full"
    DISK_ERROR = "disk error"
    DAMAGED = "damaged"
    IS_A_FOLDER = "is a folder"
    NO_FOLDER = "no folder"
    CANNOT_OPEN = "cannot open"


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
}


class ProgressError(RuntimeError):
    """The progress store cannot be used now; ``problem`` says why, ``str()`` says it in words."""

    def __init__(self, problem: Problem, path: Path, detail: str = "") -> None:
        self.problem, self.path, self.detail = problem, Path(path), detail
        super().__init__(_(PROBLEM_TEXT[problem]).format(name=self.path.name, path=self.path,
                                                      parent=self.path.parent))


class _NotAStore(Exception):
    """The file is damaged or is not a progress store: it may be moved aside."""


# SQLite result codes (the low byte of ``sqlite_errorcode``).
_BUSY_CODES = {5, 6}            # SQLITE_BUSY, SQLITE_LOCKED
_DAMAGE_CODES = {11, 26}        # SQLITE_CORRUPT, SQLITE_NOTADB
_PROBLEM_BY_CODE = {8: Problem.READ_ONLY, 10: Problem.DISK_ERROR, 13: Problem.DISK_FULL,
                    14: Problem.CANNOT_OPEN, 11: Problem.DAMAGED, 26: Problem.DAMAGED}


def _code(exc: sqlite3.Error) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return None if code is None else code & 0xFF


def _is_busy(exc: sqlite3.Error) -> bool:
    return _code(exc) in _BUSY_CODES or "locked" in str(exc) or "busy" in str(exc)


T = TypeVar("T")


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


@contextlib.contextmanager
def _immediate(con: sqlite3.Connection):
    """One transaction that takes the write lock up front: committed, or rolled back whole."""
    con.execute("BEGIN IMMEDIATE")
    try:
        yield
        con.execute("COMMIT")
    except BaseException:
        if con.in_transaction:
            con.execute("ROLLBACK")
        raise


@dataclass(frozen=True)
class ProgressStore:
    path: Path
    busy_timeout: float = BUSY_TIMEOUT

    # Connections and retries ---------------------------------------------------
    def _connect(self, create: bool = False) -> sqlite3.Connection:
        # mode=rw: a missing file is an error, never a silent new file without tables.
        uri = f"file:{quote(str(self.path.resolve()))}?mode={'rwc' if create else 'rw'}"
        con = sqlite3.connect(uri, uri=True, timeout=min(FIRST_TRY, self.busy_timeout),
                              isolation_level=None, check_same_thread=False)
        # WAL with synchronous=NORMAL: neither a crash of the app nor of the machine can damage
        # the file (at worst the last answers before a power cut are gone). Durability first:
        # with a connection per call every close checkpoints, which costs ~20 ms an answer
        # (bench/progress_store.py); one kept connection per process would remove that.
        con.execute("PRAGMA synchronous=NORMAL")
        return con

    def _attempt(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work`` on a fresh connection; on a lock, wait and try again (backoff with jitter)
        until ``busy_timeout``; every SQLite error leaves as a ``ProgressError``."""
        backoff = _Backoff(self.busy_timeout)
        recreated = False
        while True:
            try:
                con = self._connect()
                try:
                    return work(con)
                finally:
                    con.close()
            except sqlite3.Error as exc:
                if _is_busy(exc):
                    if not backoff.wait():
                        raise ProgressError(Problem.BUSY, self.path, str(exc)) from exc
                    continue
                if not recreated and (_code(exc) == 14 or "no such table" in str(exc)):
                    # Deleted while the app runs (or replaced by an empty file): start a fresh
                    # store, so that what the learner does from now on is kept.
                    recreated = True
                    try:
                        self.check()
                    except _NotAStore as bad:
                        raise ProgressError(Problem.DAMAGED, self.path, str(bad)) from bad
                    continue
                raise _as_problem(exc, self.path) from exc
            except _NotAStore as exc:   # damaged while running: moved aside at the next open
                raise ProgressError(Problem.DAMAGED, self.path, str(exc)) from exc

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

    def _read(self, sql: str, args: tuple = ()) -> list[tuple]:
        return self._attempt(lambda con: con.execute(sql, args).fetchall())

    def _transact(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work`` in one write transaction, all or nothing (retried whole on a lock)."""
        def run(con: sqlite3.Connection) -> T:
            # IMMEDIATE takes the write lock up front, so a lock is met (and waited for)
            # here, never half way through.
            with _immediate(con):
                version = con.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise ProgressError(Problem.NEWER, self.path)
                if version < SCHEMA_VERSION:   # replaced by an older or empty file meanwhile
                    _upgrade(con, version)
                return work(con)
        return self._attempt(run)

    def _write(self, *statements: tuple[str, tuple]) -> None:
        """The statements in one transaction, all or nothing."""
        def work(con: sqlite3.Connection) -> None:
            for sql, args in statements:
                con.execute(sql, args)
        self._transact(work)

    # Opening and upgrading -------------------------------------------------------
    def check(self) -> None:
        """Create or upgrade the tables. Raises ``ProgressError`` when the store cannot be
        used now, ``_NotAStore`` when the file is damaged or not a progress store."""
        self._create_if_missing()

        def work(con: sqlite3.Connection) -> None:
            version = con.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise ProgressError(Problem.NEWER, self.path)
            if version < SCHEMA_VERSION:
                with _immediate(con):
                    _upgrade(con, con.execute("PRAGMA user_version").fetchone()[0])
            if con.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
                con.execute("PRAGMA journal_mode=WAL")

        try:
            self._attempt_create(work)
        except sqlite3.Error as exc:   # only damage codes reach here (see _attempt_create)
            raise _NotAStore(str(exc)) from exc

    def _attempt_create(self, work: Callable[[sqlite3.Connection], None]) -> None:
        """Like ``_attempt``, but damage is told apart: it leaves as ``sqlite3.Error``, and only
        once ``quick_check`` (or the file's header) confirms it."""
        backoff = _Backoff(self.busy_timeout)
        while True:
            try:
                con = self._connect(create=True)
                try:
                    work(con)
                    return
                finally:
                    con.close()
            except sqlite3.Error as exc:
                if _is_busy(exc):
                    if not backoff.wait():
                        raise ProgressError(Problem.BUSY, self.path, str(exc)) from exc
                    continue
                if _code(exc) in _DAMAGE_CODES:
                    if self._damaged():
                        raise
                    # reported but not confirmed: the file was replaced meanwhile (another
                    # session's fresh store, half made a moment ago): look again
                    if backoff.wait():
                        continue
                raise _as_problem(exc, self.path) from exc

    def _damaged(self) -> bool:
        """Does SQLite itself find the file damaged? (Never decided by a lock or an I/O error.)"""
        try:
            con = sqlite3.connect(f"file:{quote(str(self.path.resolve()))}?mode=ro", uri=True,
                                  timeout=self.busy_timeout)
            try:
                rows = con.execute("PRAGMA quick_check").fetchall()
            finally:
                con.close()
        except sqlite3.Error as exc:
            return _code(exc) in _DAMAGE_CODES
        return rows != [("ok",)]

    # Position in the course -------------------------------------------------
    def set_position(self, learner: str, game: str, lesson: str, step: int) -> None:
        self._write(("INSERT INTO position VALUES (?,?,?,?,?) ON CONFLICT(learner, game) DO UPDATE "
                     "SET lesson=excluded.lesson, step=excluded.step, updated=excluded.updated",
                     (learner, game, lesson, int(step), time.time())))

    def position(self, learner: str, game: str) -> tuple[str, int] | None:
        rows = self._read("SELECT lesson, step FROM position WHERE learner=? AND game=?",
                          (learner, game))
        return (rows[0][0], int(rows[0][1])) if rows else None

    def mark_done(self, learner: str, game: str, lesson: str, stars: int | None = None) -> None:
        """The lesson is finished; ``stars`` (1-3) are kept at the best ever earned."""
        self._write(("INSERT INTO done (learner, game, lesson, updated, stars) VALUES (?,?,?,?,?) "
                     "ON CONFLICT(learner, game, lesson) DO UPDATE SET updated=excluded.updated, "
                     "stars=max(coalesce(stars, 0), coalesce(excluded.stars, 0))",
                     (learner, game, lesson, time.time(), stars)))

    def stars(self, learner: str, game: str) -> dict[str, int]:
        """lesson -> stars earned, for the finished lessons that have stars."""
        return {lesson: int(n) for lesson, n in self._read(
            "SELECT lesson, stars FROM done WHERE learner=? AND game=? AND stars > 0", (learner, game))}

    def done(self, learner: str, game: str) -> frozenset[str]:
        return frozenset(r[0] for r in self._read(
            "SELECT lesson FROM done WHERE learner=? AND game=?", (learner, game)))

    # Quiz answers -------------------------------------------------------------
    def record_answer(self, learner: str, game: str, topic: str, correct: bool,
                      lesson: str | None = None, seed: int | None = None) -> None:
        """One answer: a row in the log, and the counters for its topic (and, in a lesson,
        for the lesson's stars), all in one transaction."""
        col = "right" if correct else "wrong"
        statements = [
            ("INSERT INTO answer_log (at, learner, game, lesson, topic, seed, correct) "
             "VALUES (?,?,?,?,?,?,?)", (time.time(), learner, game, lesson, topic, seed, int(bool(correct)))),
            (f"INSERT INTO answers (learner, game, topic, {col}) VALUES (?,?,?,1) "
             f"ON CONFLICT(learner, game, topic) DO UPDATE SET {col} = {col} + 1", (learner, game, topic)),
        ]
        if lesson:
            statements.append((f"INSERT INTO lesson_answers (learner, game, lesson, {col}) VALUES (?,?,?,1) "
                               f"ON CONFLICT(learner, game, lesson) DO UPDATE SET {col} = {col} + 1",
                               (learner, game, lesson)))
        self._write(*statements)

    def answer_log(self, learner: str, game: str) -> list[AnswerRow]:
        """Every answer the learner gave in ``game``, oldest first."""
        return [AnswerRow(at, lesson, topic, seed, bool(correct)) for at, lesson, topic, seed, correct in self._read(
            "SELECT at, lesson, topic, seed, correct FROM answer_log WHERE learner=? AND game=? ORDER BY at, id",
            (learner, game))]

    def summary(self, learner: str, game: str) -> Summary:
        """What Home shows, read in one connection: the place, lessons done, stars, counters."""
        def work(con: sqlite3.Connection) -> Summary:
            pos = con.execute("SELECT lesson, step FROM position WHERE learner=? AND game=?",
                              (learner, game)).fetchall()
            done = con.execute("SELECT lesson, stars FROM done WHERE learner=? AND game=?",
                               (learner, game)).fetchall()
            answers = con.execute("SELECT topic, right, wrong FROM answers WHERE learner=? AND game=?",
                                  (learner, game)).fetchall()
            return Summary(position=(pos[0][0], int(pos[0][1])) if pos else None,
                           done=frozenset(l for l, _x in done),
                           stars={l: int(n) for l, n in done if n and n > 0},
                           answers={t: (int(r), int(w)) for t, r, w in answers})
        return self._attempt(work)

    def answers(self, learner: str, game: str) -> dict[str, tuple[int, int]]:
        """topic -> (right, wrong)."""
        return {t: (int(r), int(w)) for t, r, w in self._read(
            "SELECT topic, right, wrong FROM answers WHERE learner=? AND game=?", (learner, game))}

    def record_lesson_answer(self, learner: str, game: str, lesson: str, correct: bool) -> None:
        """Count one first answer for a lesson's stars only (``record_answer`` with ``lesson``
        does this and logs the answer)."""
        col = "right" if correct else "wrong"
        self._write((f"INSERT INTO lesson_answers (learner, game, lesson, {col}) VALUES (?,?,?,1) "
                     f"ON CONFLICT(learner, game, lesson) DO UPDATE SET {col} = {col} + 1",
                     (learner, game, lesson)))

    def lesson_answers(self, learner: str, game: str) -> dict[str, tuple[int, int]]:
        """lesson -> (right, wrong) at the first try."""
        return {l: (int(r), int(w)) for l, r, w in self._read(
            "SELECT lesson, right, wrong FROM lesson_answers WHERE learner=? AND game=?", (learner, game))}

    def reset(self, learner: str) -> None:
        self._write(*((f"DELETE FROM {table} WHERE learner=?", (learner,))
                      for table in ("position", "done", "answers", "lesson_answers", "answer_log")))

    # Profiles ------------------------------------------------------------------
    def create_profile(self, name: str, pin: str | None = None, *,
                       learner: str | None = None) -> Profile:
        """A new profile called ``name`` (unique, whatever the case), with a new random learner
        id, or ``learner`` given (the progress of a learner who has no profile yet).
        ``ProfileError`` for a bad or taken name, a bad PIN, a learner with a profile."""
        name = clean_name(name)
        key = name_key(name)
        salt, digest = hash_pin(clean_pin(pin)) if pin is not None else (None, None)
        if learner is not None and not LEARNER_ID.match(learner):
            raise ValueError(f"not a learner id: {learner!r}")

        def work(con: sqlite3.Connection) -> Profile:
            if con.execute("SELECT 1 FROM profile WHERE name_key=?", (key,)).fetchone():
                raise ProfileError(ProfileReason.NAME_TAKEN, name)
            lid = learner
            if lid is not None:
                if con.execute("SELECT 1 FROM profile WHERE learner=?", (lid,)).fetchone():
                    raise ProfileError(ProfileReason.HAS_PROFILE)
            else:
                while lid is None or con.execute("SELECT 1 FROM profile WHERE learner=?",
                                                 (lid,)).fetchone():
                    lid = secrets.token_hex(6)   # as a session's anonymous id
            created = time.time()
            con.execute("INSERT INTO profile VALUES (?,?,?,?,?,?)",
                        (lid, name, key, salt, digest, created))
            return Profile(lid, name, digest is not None, created)
        return self._transact(work)

    _PROFILE = "SELECT learner, name, pin_hash IS NOT NULL, created FROM profile"

    def profile(self, learner: str) -> Profile | None:
        rows = self._read(f"{self._PROFILE} WHERE learner=?", (learner,))
        return _profile(rows[0]) if rows else None

    def find_profile(self, name: str) -> Profile | None:
        """The profile called ``name`` (whatever its case and surrounding spaces)."""
        rows = self._read(f"{self._PROFILE} WHERE name_key=?", (name_key(str(name).strip()),))
        return _profile(rows[0]) if rows else None

    def profiles(self) -> list[Profile]:
        """Every profile, sorted by name (case ignored)."""
        return [_profile(r) for r in self._read(f"{self._PROFILE} ORDER BY name_key, learner")]

    def check_pin(self, learner: str, pin: str | None) -> bool:
        """May ``pin`` open this profile? ``True`` for a profile without a PIN whatever is
        typed, ``False`` for a learner without a profile."""
        rows = self._read("SELECT pin_salt, pin_hash FROM profile WHERE learner=?", (learner,))
        if not rows:
            return False
        salt, digest = rows[0]
        return digest is None or pin_matches(pin, bytes(salt), bytes(digest))

    def set_pin(self, learner: str, pin: str | None) -> None:
        """A new PIN for the profile (``None`` removes it); ``ProfileError`` for a bad PIN
        or a learner without a profile."""
        salt, digest = hash_pin(clean_pin(pin)) if pin is not None else (None, None)

        def work(con: sqlite3.Connection) -> None:
            if not con.execute("UPDATE profile SET pin_salt=?, pin_hash=? WHERE learner=?",
                               (salt, digest, learner)).rowcount:
                raise ProfileError(ProfileReason.NO_PROFILE)
        self._transact(work)

    # Saved settings and games -------------------------------------------------------
    def save_blob(self, learner: str, key: str, text: str) -> None:
        """Keep ``text`` (JSON) under ``key`` (``"settings"``, ``"game:euchre"``...), replacing it."""
        self._write(("INSERT INTO blob VALUES (?,?,?,?) ON CONFLICT(learner, key) DO UPDATE "
                     "SET text=excluded.text, updated=excluded.updated",
                     (learner, key, str(text), time.time())))

    def blob(self, learner: str, key: str) -> str | None:
        rows = self._read("SELECT text FROM blob WHERE learner=? AND key=?", (learner, key))
        return rows[0][0] if rows else None

    def delete_blob(self, learner: str, key: str) -> None:
        """Forget one saved item (a finished game, say)."""
        self._write(("DELETE FROM blob WHERE learner=? AND key=?", (learner, key)))

    # Review cards ------------------------------------------------------------------
    def save_card(self, learner: str, card: ReviewCardRow) -> None:
        """Add or replace the learner's card ``card.card_id`` (every field as given)."""
        if card.kind not in CARD_KINDS:
            raise ValueError(f"card kind must be one of {sorted(CARD_KINDS)}, not {card.kind!r}")
        self._write(("INSERT INTO review_card VALUES (?,?,?,?,?,?,?,?) "
                     "ON CONFLICT(learner, card_id) DO UPDATE SET game=excluded.game, "
                     "kind=excluded.kind, payload=excluded.payload, fsrs=excluded.fsrs, "
                     "due=excluded.due, updated=excluded.updated",
                     (learner, card.card_id, card.game, card.kind, card.payload, card.fsrs,
                      float(card.due), float(card.updated))))

    def cards(self, learner: str, game: str | None = None) -> list[ReviewCardRow]:
        """The learner's cards (of ``game``, or of every game), the soonest due first."""
        where, args = ("AND game=?", (learner, game)) if game is not None else ("", (learner,))
        return [ReviewCardRow(*row) for row in self._read(
            "SELECT card_id, game, kind, payload, fsrs, due, updated FROM review_card "
            f"WHERE learner=? {where} ORDER BY due, card_id", args)]

    def delete_card(self, learner: str, card_id: str) -> None:
        self._write(("DELETE FROM review_card WHERE learner=? AND card_id=?", (learner, card_id)))

    # Everything about one learner -------------------------------------------------------
    def export(self, learner: str) -> dict:
        """Everything the store keeps about ``learner``, as JSON-ready data: the profile
        (without its PIN hash or salt) and every table's rows, each row a dict by column."""
        def work(con: sqlite3.Connection) -> dict:
            out: dict = {"format": EXPORT_FORMAT, "learner": learner, "profile": None}
            for table in _learner_tables(con):
                cur = con.execute(f'SELECT * FROM "{table}" WHERE learner=?', (learner,))
                cols = [d[0] for d in cur.description]
                rows = [dict(zip(cols, row)) for row in cur]
                for row in rows:
                    if "pin_hash" in row:
                        row["has_pin"] = row["pin_hash"] is not None
                    for hidden in ("learner", "name_key", *_SECRET_COLUMNS):
                        row.pop(hidden, None)
                if table == "profile":
                    out["profile"] = rows[0] if rows else None
                else:
                    out[table] = rows
            return out
        return self._attempt(work)

    def forget(self, learner: str) -> int:
        """Delete every row about ``learner`` in every table, profile included, in one
        transaction; the number of rows deleted."""
        def work(con: sqlite3.Connection) -> int:
            return sum(con.execute(f'DELETE FROM "{table}" WHERE learner=?', (learner,)).rowcount
                       for table in _learner_tables(con))
        return self._transact(work)

    def class_summary(self, game: str, now: float | None = None) -> list[LearnerSummary]:
        """Per profile, sorted by name: stars and lessons done in ``game``, the 3 weakest
        topics (highest wrong share, at least 3 answers, at least one wrong), cards due
        at ``now`` (default: the current time)."""
        at = time.time() if now is None else now

        def work(con: sqlite3.Connection) -> list[LearnerSummary]:
            done = {lid: (int(stars or 0), int(n)) for lid, stars, n in con.execute(
                "SELECT learner, sum(stars), count(*) FROM done WHERE game=? GROUP BY learner", (game,))}
            due = dict(con.execute("SELECT learner, count(*) FROM review_card WHERE game=? AND due<=? "
                                   "GROUP BY learner", (game, at)).fetchall())
            weak: dict[str, list[tuple[float, str]]] = {}
            for lid, topic, right, wrong in con.execute(
                    "SELECT learner, topic, right, wrong FROM answers WHERE game=? "
                    "AND right + wrong >= 3 AND wrong > 0", (game,)):
                weak.setdefault(lid, []).append((-wrong / (right + wrong), topic))
            return [LearnerSummary(lid, name, *done.get(lid, (0, 0)),
                                   tuple(t for _s, t in sorted(weak.get(lid, []))[:3]),
                                   int(due.get(lid, 0)))
                    for lid, name in con.execute("SELECT learner, name FROM profile ORDER BY name_key, learner")]
        return self._attempt(work)


def _profile(row: tuple) -> Profile:
    learner, name, has_pin, created = row
    return Profile(learner, name, bool(has_pin), float(created))


def _learner_tables(con: sqlite3.Connection) -> list[str]:
    """Every table with a ``learner`` column: found in the file, so that a table added later
    is never left out of an export or a forget."""
    names = [r[0] for r in con.execute(
        "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    return [t for t in names if any(c[1] == "learner" for c in con.execute(f'PRAGMA table_info("{t}")'))]


def _upgrade(con: sqlite3.Connection, version: int) -> None:
    """Bring the tables from ``version`` to ``SCHEMA_VERSION``, inside the caller's transaction.
    Each step keeps the rows already there."""
    if version < 1:
        for sql in _TABLES:
            con.execute(sql)
        cols = {row[1] for row in con.execute("PRAGMA table_info(position)")}
        if not {"learner", "game", "lesson", "step"} <= cols:
            raise _NotAStore("the position table has the wrong columns")
        if "stars" not in {row[1] for row in con.execute("PRAGMA table_info(done)")}:
            con.execute(_DONE_STARS)
    if version < 2:
        for sql in _ANSWER_LOG:
            con.execute(sql)
    if version < 3:
        for sql in _V3:
            con.execute(sql)
    con.execute(f"PRAGMA user_version={SCHEMA_VERSION}")


def _as_problem(exc: sqlite3.Error, path: Path) -> ProgressError:
    problem = _PROBLEM_BY_CODE.get(_code(exc))
    if problem is None:
        text = str(exc)
        problem = (Problem.READ_ONLY if "readonly" in text else Problem.DISK_FULL if "full" in text
                   else Problem.CANNOT_OPEN if "unable to open" in text else Problem.DISK_ERROR)
    return ProgressError(problem, path, str(exc))


def _inode(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


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
    if checked is None or _inode(path) != checked:
        return None
    try:
        aside = _link_aside(path)
    except FileNotFoundError:
        return None
    if _inode(aside) != checked:   # replaced between the check and the link: not ours to move
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
    if _inode(path) == checked:
        os.unlink(path)
    return aside


def open_store(path: str | os.PathLike | None = None, *,
               busy_timeout: float = BUSY_TIMEOUT) -> tuple[ProgressStore, str | None]:
    """The store at ``path`` and a notice for the learner (``None`` when all is well).

    Raises ``ProgressError`` when the store cannot be used now (busy, read-only, newer,
    a folder...): the file is left as it is. A damaged file, or another program's
    database, is moved aside to ``<name>.corrupt-<time>-<uuid>`` and a fresh store
    takes its place.
    """
    p = Path(path) if path is not None else default_path()
    if p.parent.exists() and not p.parent.is_dir():
        raise ProgressError(Problem.NO_FOLDER, p)
    store = ProgressStore(p, busy_timeout)
    # Opening (and making or replacing the file) is done by one session at a time, so none
    # reads a store another is halfway through moving aside or making afresh. A session
    # opens the store once, so the wait is short and rare.
    with _mover(p):
        try:
            store.check()
            return store, None
        except _NotAStore as exc:
            why = str(exc)
            aside = _move_aside_locked(p, _inode(p))
            store.check()   # the fresh store
    if aside is None:
        return store, _("Your saved progress could not be read, so it starts fresh.")
    return store, _("Your saved progress could not be read ({why}), so it starts fresh. "
                    "The old file was kept as {name}.").format(why=why, name=aside.name)
