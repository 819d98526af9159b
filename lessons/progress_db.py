"""How the progress store reaches its database: one SQLAlchemy engine per database in this
process (a SQLite file, or PostgreSQL named by a URL), what each driver error means for
the learner, and the schema brought to the newest Alembic revision.

SQLite: connections are kept in a pool (opening one per call would checkpoint the log at
every close). Each remembers the file it opened (device and inode): a pooled connection
whose file was deleted or replaced is thrown away when next taken, so writes never go to
a file nobody will read again. Transactions that write start with ``BEGIN IMMEDIATE`` (the
lock is met, and waited for, before anything is done). PostgreSQL: a lock is waited for at
most ``first_try`` seconds by the server (``lock_timeout``), then the store's own backoff
takes over, as with SQLite.
"""
from __future__ import annotations

import enum
import functools
import os
import sqlite3
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

from sqlalchemy import Connection, Engine, create_engine, event, exc, text
from sqlalchemy.engine import make_url
from sqlalchemy.pool import QueuePool

try:   # only needed for PostgreSQL
    import psycopg
except ImportError:  # pragma: no cover - the requirements install it
    psycopg = None


class Problem(enum.Enum):
    """Why the store cannot be used right now (the database itself is never touched)."""
    BUSY = "busy"
    READ_ONLY = "read-only"
    NEWER = "newer"
    DISK_FULL = "disk full"
    DISK_ERROR = "disk error"
    DAMAGED = "damaged"
    IS_A_FOLDER = "is a folder"
    NO_FOLDER = "no folder"
    CANNOT_OPEN = "cannot open"
    SCHEMA = "schema"      # a table or a column gone (removed outside the app): waiting won't help


class Kind(enum.Enum):
    """What the store does about a database error."""
    RETRY = "retry"        # a lock, a serialization failure, a lost connection: try again
    MISSING = "missing"    # the file or the tables are gone: make them afresh, then try again
    DAMAGE = "damage"      # SQLite says damaged: confirmed by an integrity check before anything
    PROBLEM = "problem"    # tell the learner (``problem``)


@dataclass(frozen=True)
class Fault:
    kind: Kind
    problem: Problem
    text: str


# SQLite result codes (the low byte of ``sqlite_errorcode``).
_SQLITE_BUSY = {5, 6}            # SQLITE_BUSY, SQLITE_LOCKED
_SQLITE_DAMAGE = {11, 26}        # SQLITE_CORRUPT, SQLITE_NOTADB
_SQLITE_PROBLEM = {8: Problem.READ_ONLY, 10: Problem.DISK_ERROR, 13: Problem.DISK_FULL,
                   14: Problem.CANNOT_OPEN, 11: Problem.DAMAGED, 26: Problem.DAMAGED}
# PostgreSQL SQLSTATEs: serialization failure, deadlock, lock timeout, too many connections,
# the server starting or shutting down.
_PG_RETRY = {"40001", "40P01", "55P03", "53300", "57P03", "57P01"}
_PG_PROBLEM = {"25006": Problem.READ_ONLY, "42501": Problem.READ_ONLY, "53100": Problem.DISK_FULL,
               "58030": Problem.DISK_ERROR, "XX001": Problem.DAMAGED, "XX002": Problem.DAMAGED}


def fault(error: BaseException) -> Fault | None:
    """What ``error`` means for the store, or ``None`` when it is not a database error."""
    orig = error.orig if isinstance(error, exc.DBAPIError) else error
    said = str(orig)
    if isinstance(error, exc.DBAPIError) and error.connection_invalidated:
        return Fault(Kind.RETRY, Problem.BUSY, said)   # the server dropped us: a new connection
    if isinstance(error, exc.TimeoutError):
        return Fault(Kind.RETRY, Problem.BUSY, said)   # every pooled connection in use
    if isinstance(orig, sqlite3.Error):
        return _sqlite_fault(orig)
    if psycopg is not None and isinstance(orig, psycopg.Error):
        return _pg_fault(orig)
    return None


def _sqlite_fault(error: sqlite3.Error) -> Fault:
    said = str(error)
    raw = getattr(error, "sqlite_errorcode", None)
    code = None if raw is None else raw & 0xFF
    if code in _SQLITE_BUSY or "locked" in said or "busy" in said:
        return Fault(Kind.RETRY, Problem.BUSY, said)
    if "no such table" in said:   # made afresh; still missing then: the schema was damaged
        return Fault(Kind.MISSING, Problem.SCHEMA, said)
    if code == 14:
        return Fault(Kind.MISSING, Problem.CANNOT_OPEN, said)
    if "no such column" in said or "has no column named" in said:
        return Fault(Kind.PROBLEM, Problem.SCHEMA, said)
    if code in _SQLITE_DAMAGE:
        return Fault(Kind.DAMAGE, Problem.DAMAGED, said)
    problem = _SQLITE_PROBLEM.get(code) if code is not None else None
    if problem is None:
        problem = (Problem.READ_ONLY if "readonly" in said else Problem.DISK_FULL if "full" in said
                   else Problem.CANNOT_OPEN if "unable to open" in said else Problem.DISK_ERROR)
    return Fault(Kind.PROBLEM, problem, said)


def _pg_fault(error: Any) -> Fault:
    said, state = str(error).strip(), error.sqlstate
    if state in _PG_RETRY:
        return Fault(Kind.RETRY, Problem.BUSY, said)
    if state == "42P01":   # undefined table: the schema was never made here, or was dropped
        return Fault(Kind.MISSING, Problem.SCHEMA, said)
    if state == "42703":   # undefined column: dropped outside the app
        return Fault(Kind.PROBLEM, Problem.SCHEMA, said)
    if state in _PG_PROBLEM:
        return Fault(Kind.PROBLEM, _PG_PROBLEM[state], said)
    if state is None or state[:2] in ("08", "28", "3D"):   # no connection, login, no database
        return Fault(Kind.PROBLEM, Problem.CANNOT_OPEN, said)
    return Fault(Kind.PROBLEM, Problem.DISK_ERROR, said)


# Engines ----------------------------------------------------------------------------
MAX_ENGINES = 8
"""Engines kept per process (a server uses one; the tests use a database each). The least
recently used beyond this is disposed of, closing its idle connections."""
_ENGINES: OrderedDict[tuple[str, float], Engine] = OrderedDict()
_ENGINES_LOCK = threading.Lock()


def is_url(location: object) -> bool:
    return isinstance(location, str) and "://" in location


def engine_for(location: str, first_try: float) -> Engine:
    """The engine for ``location`` (a resolved SQLite path, or a database URL), made once per
    process and shared by every store and session that uses the same database."""
    key = (location, first_try)
    with _ENGINES_LOCK:
        engine = _ENGINES.get(key)
        if engine is not None:
            _ENGINES.move_to_end(key)
            return engine
        engine = _pg_engine(location, first_try) if is_url(location) else _sqlite_engine(Path(location), first_try)
        _ENGINES[key] = engine
        while len(_ENGINES) > MAX_ENGINES:
            _ENGINES.popitem(last=False)[1].dispose()
        return engine


def dispose_engines() -> None:
    """Close every pooled connection of this process (tests, before dropping a database)."""
    with _ENGINES_LOCK:
        while _ENGINES:
            _ENGINES.popitem()[1].dispose()


def inode(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


def sqlite_uri(path: Path, mode: str) -> str:
    # mode=rw: a missing file is an error, never a silent new file without tables
    return f"file:{quote(str(path))}?mode={mode}"


def _sqlite_engine(path: Path, first_try: float) -> Engine:
    uri = sqlite_uri(path, "rw")

    def connect() -> sqlite3.Connection:
        # isolation_level=None: the driver never begins or commits by itself; "begin" below does
        return sqlite3.connect(uri, uri=True, timeout=first_try, isolation_level=None,
                               check_same_thread=False)

    # LIFO: the connection used last (its cache warm) is the one taken next
    engine = create_engine("sqlite://", creator=connect, poolclass=QueuePool, pool_size=4,
                           max_overflow=28, pool_timeout=30, pool_use_lifo=True)

    @event.listens_for(engine, "connect")
    def opened(con: sqlite3.Connection, record: Any) -> None:
        record.info["inode"] = inode(path)
        # WAL with synchronous=NORMAL: neither a crash of the app nor of the machine can damage
        # the file (at worst the last answers before a power cut are gone); readers never wait.
        con.execute("PRAGMA synchronous=NORMAL")
        # pooled connections keep their cache between calls: 16 MB holds a busy learner's
        # pages (a 10,000-answer log reads in a third of the time; bench/progress_store.py)
        con.execute("PRAGMA cache_size=-16000")
        if con.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
            con.execute("PRAGMA journal_mode=WAL")

    @event.listens_for(engine, "checkout")
    def taken(con: sqlite3.Connection, record: Any, proxy: Any) -> None:
        if record.info.get("inode") != inode(path) or record.info.get("inode") is None:
            # deleted or replaced (moved aside, restored from a backup): every pooled
            # connection to the old file goes, and a new one opens the path as it is now
            raise exc.InvalidatePoolError("the progress file was replaced")

    @event.listens_for(engine, "begin")
    def begin(conn: Connection) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.get_execution_options().get("write") else "BEGIN")

    return engine


def _pg_engine(url: str, first_try: float) -> Engine:
    engine = create_engine(make_url(url), pool_size=4, max_overflow=28, pool_timeout=30,
                           connect_args={"connect_timeout": 5})

    @event.listens_for(engine, "connect")
    def opened(con: Any, record: Any) -> None:
        # how long the server waits for a lock before giving the store a chance to back off
        con.autocommit = True
        con.execute(f"SET lock_timeout = {max(1, int(first_try * 1000))}")
        con.autocommit = False

    return engine


def describe(location: str) -> tuple[Path, bool]:
    """``(path, is_database)``: what a ``ProgressError`` names: the file, or the database's
    name for a server (never the URL, which may hold a password)."""
    if is_url(location):
        return Path(make_url(location).database or "progress"), True
    return Path(location), False


# Migrations --------------------------------------------------------------------------
MIGRATIONS = Path(__file__).resolve().parent / "migrations"
"""Alembic's folder (env.py, versions/); not a Python package: Alembic loads it by path."""


def migrations_config(conn: Connection | None = None) -> Any:
    """Alembic's configuration without an ini file; ``conn`` is the connection to migrate."""
    from alembic.config import Config
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.attributes["connection"] = conn
    return cfg


@functools.cache
def _revisions() -> tuple[str, frozenset[str]]:
    from alembic.script import ScriptDirectory
    script = ScriptDirectory.from_config(migrations_config())
    head = script.get_current_head()
    if head is None:   # a broken checkout, never a learner's problem
        raise RuntimeError(f"no revision in {MIGRATIONS / 'versions'}")
    return head, frozenset(r.revision for r in script.walk_revisions())


def head() -> str:
    """The newest revision this app knows."""
    return _revisions()[0]


def is_known(revision: str | None) -> bool:
    return revision is None or revision in _revisions()[1]


def revision(conn: Connection) -> str | None:
    """The revision of the database (``None``: no Alembic table, a store older than Alembic
    or an empty one)."""
    from alembic.runtime.migration import MigrationContext
    return MigrationContext.configure(conn).get_current_revision()


def revision_fast(conn: Connection) -> str | None:
    """The revision, in one query (a missing table raises, and is handled as ``MISSING``)."""
    return conn.execute(text("SELECT version_num FROM alembic_version")).scalar()


def serialize_migrations(conn: Connection) -> None:
    """PostgreSQL: one migrator at a time among every process (the lock ends with the
    transaction). SQLite's ``BEGIN IMMEDIATE`` already is such a lock."""
    if conn.dialect.name == "postgresql":
        conn.execute(text("SELECT pg_advisory_xact_lock(7211508)"))


def upgrade(conn: Connection) -> None:
    """Run every migration up to the newest, inside the caller's transaction."""
    from alembic import command
    command.upgrade(migrations_config(conn), "head")
