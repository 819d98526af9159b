"""The learner progress store: where each learner left off, lessons done, quiz answers.

SQLite by default (one small file). A file that is not a readable progress store
is moved aside and replaced by a fresh one; ``open_store`` returns a notice saying
so, for the app to show. Every method opens its own short connection, so a store
is just a path and is safe to share between sessions of the server.
"""
from __future__ import annotations

import os
import re
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

FALLBACK_PATH = Path(__file__).resolve().parent.parent / "data" / "progress.sqlite3"


def default_path() -> Path:
    """``$EUCHRE_PROGRESS_DB`` if set, else ``data/progress.sqlite3`` next to the app."""
    return Path(os.environ.get("EUCHRE_PROGRESS_DB") or FALLBACK_PATH)

LEARNER_ID = re.compile(r"^[a-z0-9]{6,32}$")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS position (
  learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL, step INTEGER NOT NULL,
  updated REAL NOT NULL, PRIMARY KEY (learner, game));
CREATE TABLE IF NOT EXISTS done (
  learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL, updated REAL NOT NULL,
  PRIMARY KEY (learner, game, lesson));
CREATE TABLE IF NOT EXISTS answers (
  learner TEXT NOT NULL, game TEXT NOT NULL, topic TEXT NOT NULL,
  right INTEGER NOT NULL DEFAULT 0, wrong INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (learner, game, topic));
CREATE TABLE IF NOT EXISTS lesson_answers (
  learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL,
  right INTEGER NOT NULL DEFAULT 0, wrong INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (learner, game, lesson));
"""
# Added after the first stores were written: check() adds it to an older ``done`` table.
# NULL stars: a lesson finished before stars existed.
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


class ProgressError(RuntimeError):
    """The progress store cannot be used."""


@dataclass(frozen=True)
class ProgressStore:
    path: Path

    def _connect(self) -> sqlite3.Connection:
        con = sqlite3.connect(self.path, timeout=2.0, isolation_level=None)
        # No fsync: a quiz answer is recorded in under a millisecond instead of ~20 ms, which the
        # learner would feel on every click. An OS crash could at worst damage the file, and a
        # damaged file is met with a clear message and a fresh start (see open_store).
        con.execute("PRAGMA synchronous=OFF")
        return con

    def _run(self, sql: str, args: tuple = ()) -> list[tuple]:
        con = self._connect()
        try:
            return con.execute(sql, args).fetchall()
        finally:
            con.close()

    def check(self) -> None:
        """Create the tables if needed; raise ``sqlite3.DatabaseError`` on a corrupt file."""
        con = self._connect()
        try:
            con.executescript(_SCHEMA)
            cols = {row[1] for row in con.execute("PRAGMA table_info(position)")}
            if not {"learner", "game", "lesson", "step"} <= cols:
                raise sqlite3.DatabaseError("the position table has the wrong columns")
            if "stars" not in {row[1] for row in con.execute("PRAGMA table_info(done)")}:
                con.execute(_DONE_STARS)
            con.execute("SELECT count(*) FROM answers").fetchall()
        finally:
            con.close()

    # Position in the course -------------------------------------------------
    def set_position(self, learner: str, game: str, lesson: str, step: int) -> None:
        self._run("INSERT INTO position VALUES (?,?,?,?,?) ON CONFLICT(learner, game) DO UPDATE "
                  "SET lesson=excluded.lesson, step=excluded.step, updated=excluded.updated",
                  (learner, game, lesson, int(step), time.time()))

    def position(self, learner: str, game: str) -> tuple[str, int] | None:
        rows = self._run("SELECT lesson, step FROM position WHERE learner=? AND game=?",
                         (learner, game))
        return (rows[0][0], int(rows[0][1])) if rows else None

    def mark_done(self, learner: str, game: str, lesson: str, stars: int | None = None) -> None:
        """The lesson is finished; ``stars`` (1-3) are kept at the best ever earned."""
        self._run("INSERT INTO done (learner, game, lesson, updated, stars) VALUES (?,?,?,?,?) "
                  "ON CONFLICT(learner, game, lesson) DO UPDATE SET updated=excluded.updated, "
                  "stars=max(coalesce(stars, 0), coalesce(excluded.stars, 0))",
                  (learner, game, lesson, time.time(), stars))

    def stars(self, learner: str, game: str) -> dict[str, int]:
        """lesson -> stars earned, for the finished lessons that have stars."""
        return {lesson: int(n) for lesson, n in self._run(
            "SELECT lesson, stars FROM done WHERE learner=? AND game=? AND stars > 0", (learner, game))}

    def done(self, learner: str, game: str) -> frozenset[str]:
        return frozenset(r[0] for r in self._run(
            "SELECT lesson FROM done WHERE learner=? AND game=?", (learner, game)))

    # Quiz answers -------------------------------------------------------------
    def record_answer(self, learner: str, game: str, topic: str, correct: bool) -> None:
        col = "right" if correct else "wrong"
        self._run(f"INSERT INTO answers (learner, game, topic, {col}) VALUES (?,?,?,1) "
                  f"ON CONFLICT(learner, game, topic) DO UPDATE SET {col} = {col} + 1",
                  (learner, game, topic))

    def answers(self, learner: str, game: str) -> dict[str, tuple[int, int]]:
        """topic -> (right, wrong)."""
        return {t: (int(r), int(w)) for t, r, w in self._run(
            "SELECT topic, right, wrong FROM answers WHERE learner=? AND game=?", (learner, game))}

    def record_lesson_answer(self, learner: str, game: str, lesson: str, correct: bool) -> None:
        """The first answer to one question of a lesson's quizzes (for the lesson's stars)."""
        col = "right" if correct else "wrong"
        self._run(f"INSERT INTO lesson_answers (learner, game, lesson, {col}) VALUES (?,?,?,1) "
                  f"ON CONFLICT(learner, game, lesson) DO UPDATE SET {col} = {col} + 1",
                  (learner, game, lesson))

    def lesson_answers(self, learner: str, game: str) -> dict[str, tuple[int, int]]:
        """lesson -> (right, wrong) at the first try."""
        return {l: (int(r), int(w)) for l, r, w in self._run(
            "SELECT lesson, right, wrong FROM lesson_answers WHERE learner=? AND game=?", (learner, game))}

    def reset(self, learner: str) -> None:
        for table in ("position", "done", "answers", "lesson_answers"):
            self._run(f"DELETE FROM {table} WHERE learner=?", (learner,))


def open_store(path: str | os.PathLike | None = None) -> tuple[ProgressStore, str | None]:
    """The store at ``path`` and a notice for the learner (``None`` when all is well).

    A corrupt or foreign file is renamed to ``<name>.corrupt-<time>`` and a fresh
    store takes its place.
    """
    p = Path(path) if path is not None else default_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    store = ProgressStore(p)
    try:
        store.check()
        return store, None
    except sqlite3.DatabaseError as exc:
        aside = p.with_name(f"{p.name}.corrupt-{int(time.time())}")
        try:
            p.rename(aside)
        except OSError:
            try:
                p.unlink()
            except OSError as gone:
                raise ProgressError(f"the progress file {p} is unreadable and cannot be replaced") from gone
        store.check()
        return store, (f"Your saved progress could not be read ({exc}), so it starts fresh. "
                       f"The old file was kept as {aside.name}.")
