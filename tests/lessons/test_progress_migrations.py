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


def test_a_store_of_v4_gets_the_decision_log_from_its_mistake_cards_keeping_every_row(where):
    """v5 adds the log of Play decisions (the streak's record of them). A store made before
    it keeps every row, and the log starts with each mistake card's last change, so no day
    the streak counted goes; a quiz card is not a Play decision (its answer is logged)."""
    from alembic import command
    from sqlalchemy import insert

    from lessons.progress import store_at
    from lessons.progress_schema import answer_log, review_card
    store = store_at(where)
    if store.dialect == "sqlite":
        store._create_if_missing()
    with store.engine.begin() as conn:   # the schema as the app before v5 made it
        command.upgrade(progress_db.migrations_config(conn), "v4")
        conn.execute(insert(answer_log).values(at=100.0, learner="abcdef", game="euchre",
                                               topic="suit", correct=1))
        for card_id, kind, updated in (("mistake:euchre:1", "mistake", 86400.0 * 2),
                                       ("quiz:euchre:suit", "quiz", 86400.0 * 3)):
            conn.execute(insert(review_card).values(
                learner="abcdef", card_id=card_id, game="euchre", kind=kind, payload="{}",
                fsrs="{}", due=updated, updated=updated))
    assert revision(store) == "v4" and "decision_log" not in tables(store)
    before = store.export("abcdef")
    progress_db.dispose_engines()
    store, notice = open_store(where)
    assert notice is None and revision(store) == progress_db.head()
    after = store.export("abcdef")
    assert after.pop("decision_log") == [{"card_id": "mistake:euchre:1", "at": 86400.0 * 2,
                                          "game": "euchre"}]
    assert after == before
    assert store.decision_log("abcdef", "euchre") == [("mistake:euchre:1", 86400.0 * 2)]
