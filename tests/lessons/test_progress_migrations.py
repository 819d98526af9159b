"""The progress store's Alembic migrations: the newest revision makes exactly the tables the
store's queries use (lessons/progress_schema.py), on SQLite and PostgreSQL; processes that
open an empty database at once migrate it once."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from lessons import progress_db
from lessons.progress import open_store
from lessons.progress_schema import metadata
from tests.lessons.storehelp import revision, tables


def test_the_migrations_make_the_schema_the_store_queries(where):
    store, _ = open_store(where)
    with store.engine.connect() as conn:
        diffs = compare_metadata(MigrationContext.configure(conn, opts={"compare_type": True}), metadata)
    assert diffs == []
    assert tables(store) == set(metadata.tables) | {"alembic_version"}
    assert revision(store) == progress_db.head()


def test_sessions_opening_an_empty_database_at_once_migrate_it_once(where):
    # on PostgreSQL an advisory lock, on SQLite the write lock: one migrates, the others wait
    # and then find the newest revision
    with ThreadPoolExecutor(6) as pool:
        opened = list(pool.map(lambda _: open_store(where), range(6)))
    assert all(notice is None for _store, notice in opened)
    store = opened[0][0]
    store.record_answer("abcdef", "euchre", "suit", True)
    assert opened[5][0].answers("abcdef", "euchre") == {"suit": (1, 0)}
    assert revision(store) == progress_db.head()


def test_the_newest_revision_is_the_one_the_app_knows_as_head():
    # one line of revisions (no branches): a new revision always builds on the last one
    from alembic.script import ScriptDirectory
    script = ScriptDirectory.from_config(progress_db.migrations_config())
    assert script.get_heads() == [progress_db.head()]
    assert [r.revision for r in script.walk_revisions()][-1] == "v3"   # the baseline
