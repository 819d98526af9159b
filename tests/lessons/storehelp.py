"""Looking into, and breaking, a progress store the same way on SQLite and PostgreSQL:
through the store's own engine, never through the app's methods."""
from __future__ import annotations

import contextlib

from sqlalchemy import event, inspect, text

from lessons.progress import ProgressStore


def tables(store: ProgressStore) -> set[str]:
    with store.engine.connect() as conn:
        return set(inspect(conn).get_table_names())


def rows_mentioning(store: ProgressStore, needle: str) -> list[tuple[str, tuple]]:
    """Every row of every table with ``needle`` in any column (bytes read as latin-1)."""
    found = []
    with store.engine.connect() as conn:
        for table in sorted(inspect(conn).get_table_names()):
            for row in conn.execute(text(f'SELECT * FROM "{table}"')):
                if any(needle in (bytes(v).decode("latin-1") if isinstance(v, (bytes, memoryview))
                                  else str(v)) for v in row):
                    found.append((table, tuple(row)))
    return found


def set_revision(store: ProgressStore, revision: str) -> None:
    """Stamp the database with ``revision`` (as a newer app's migration would leave it)."""
    with store.engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = :r"), {"r": revision})


def revision(store: ProgressStore) -> str | None:
    with store.engine.connect() as conn:
        return conn.execute(text("SELECT version_num FROM alembic_version")).scalar()


@contextlib.contextmanager
def read_only(store: ProgressStore):
    """Every new connection of the store is read-only, as for a write-protected file or a
    database role that may only read (SQLite: query_only; PostgreSQL: read-only transactions)."""
    engine = store.engine

    def opened(con, record):
        if store.dialect == "sqlite":
            con.execute("PRAGMA query_only=ON")   # SQLITE_READONLY on any write
        else:
            con.autocommit = True
            con.execute("SET default_transaction_read_only = on")   # 25006 on any write
            con.autocommit = False

    event.listen(engine, "connect", opened)
    engine.dispose()
    try:
        yield
    finally:
        event.remove(engine, "connect", opened)
        engine.dispose()


@contextlib.contextmanager
def failing(store: ProgressStore, error: BaseException):
    """Every statement of the store raises ``error`` (a driver error, as the disk would)."""
    engine = store.engine

    def fail(*_args):
        raise error

    event.listen(engine, "before_cursor_execute", fail)
    try:
        yield
    finally:
        event.remove(engine, "before_cursor_execute", fail)
