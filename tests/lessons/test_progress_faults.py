"""The progress store under faults: locks, read-only files, newer schemas, deleted files,
folders in the wrong place, damaged files. Progress is never renamed or lost by any of them.
The tests taking ``where`` run on SQLite and on PostgreSQL (locks, read-only, disk errors,
newer schemas, tables gone, many writers); the rest are about SQLite's file."""
from __future__ import annotations

import dataclasses
import os
import sqlite3
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.pool import NullPool

from lessons import progress, progress_db
from lessons.progress import FIRST_TRY, Problem, ProgressError, ProgressStore, open_store
from tests.lessons.storehelp import failing, read_only, revision, set_revision, tables

NEWER_REVISION = "v99_from_a_newer_app"

LEARNER = "abcdef"


def names(folder) -> set[str]:
    return {p.name for p in folder.iterdir()}


def asides(folder) -> list:
    return sorted(p for p in folder.iterdir() if ".corrupt-" in p.name and not p.name.endswith(("-wal", "-shm")))


def legacy_store(path) -> None:
    """A store from before versions and WAL (rollback journal), with one learner's place."""
    con = sqlite3.connect(path)
    con.executescript("""
      CREATE TABLE position (learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL,
        step INTEGER NOT NULL, updated REAL NOT NULL, PRIMARY KEY (learner, game));
      CREATE TABLE done (learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL,
        updated REAL NOT NULL, PRIMARY KEY (learner, game, lesson));
      INSERT INTO position VALUES ('abcdef', 'euchre', 'deal', 2, 0);
    """)
    con.commit()
    con.close()


def hold_lock(path, seconds: float, begin: str = "BEGIN EXCLUSIVE",
              until: threading.Event | None = None) -> threading.Thread:
    """Another connection holds the file's lock for ``seconds`` (started before this returns),
    or with ``until`` until that event is set (``seconds`` at most)."""
    taken = threading.Event()

    def hold():
        con = sqlite3.connect(path, isolation_level=None)
        con.execute(begin)
        taken.set()
        until.wait(seconds) if until else time.sleep(seconds)
        con.execute("COMMIT")
        con.close()

    t = threading.Thread(target=hold)
    t.start()
    taken.wait()
    return t


def hold_write_lock(store, seconds: float, until: threading.Event | None = None) -> threading.Thread:
    """Another connection keeps every write waiting for ``seconds``: SQLite's write lock, or
    on PostgreSQL a lock on every table that lets reads through and blocks writes."""
    if store.url is None:
        return hold_lock(store.path, seconds, "BEGIN IMMEDIATE", until)
    taken = threading.Event()
    names = ", ".join(f'"{t}"' for t in sorted(tables(store)))

    def hold():
        engine = create_engine(store.url, poolclass=NullPool)
        with engine.begin() as conn:
            conn.execute(text(f"LOCK TABLE {names} IN EXCLUSIVE MODE"))
            taken.set()
            until.wait(seconds) if until else time.sleep(seconds)
        engine.dispose()

    t = threading.Thread(target=hold)
    t.start()
    taken.wait()
    return t


def test_sessions_opening_during_a_long_lock_wait_and_lose_nothing(tmp_path):
    # a lock held longer than the store's first try: every open waits; nothing is renamed
    path = tmp_path / "p.sqlite3"
    legacy_store(path)
    before = names(tmp_path)
    holder = hold_lock(path, 1.5)
    with ThreadPoolExecutor(6) as pool:
        results = list(pool.map(lambda _: open_store(path, busy_timeout=5.0), range(6)))
    holder.join()
    assert all(notice is None for _, notice in results)
    assert not asides(tmp_path) and before <= names(tmp_path)
    assert results[0][0].position(LEARNER, "euchre") == ("deal", 2)


def test_a_lock_longer_than_the_busy_timeout_is_a_clear_busy_error(tmp_path):
    path = tmp_path / "p.sqlite3"
    legacy_store(path)
    holder = hold_lock(path, 1.5)
    started = time.monotonic()
    with pytest.raises(ProgressError) as caught:
        open_store(path, busy_timeout=FIRST_TRY * 2)
    waited = time.monotonic() - started
    holder.join()
    assert caught.value.problem is Problem.BUSY and "busy" in str(caught.value)
    assert FIRST_TRY * 2 <= waited < 1.5
    assert not asides(tmp_path)
    store, notice = open_store(path)   # released: the same file opens, the place is still there
    assert notice is None and store.position(LEARNER, "euchre") == ("deal", 2)


def test_writes_wait_for_a_writer_holding_the_lock(where):
    store, _ = open_store(where, busy_timeout=5.0)
    holder = hold_write_lock(store, 1.0)
    with ThreadPoolExecutor(4) as pool:
        list(pool.map(lambda i: store.record_answer(LEARNER, "euchre", f"t{i}", True), range(20)))
    holder.join()
    assert sum(r for r, _ in store.answers(LEARNER, "euchre").values()) == 20


def test_a_locked_write_gives_up_with_busy_and_writes_nothing(where):
    store, _ = open_store(where)
    quick = dataclasses.replace(store, busy_timeout=FIRST_TRY * 2)
    holder = hold_write_lock(store, 1.5)
    with pytest.raises(ProgressError) as caught:
        quick.set_position(LEARNER, "euchre", "deal", 1)
    holder.join()
    assert caught.value.problem is Problem.BUSY
    assert store.position(LEARNER, "euchre") is None


def test_store_is_in_wal_mode(tmp_path):
    store, _ = open_store(tmp_path / "p.sqlite3")
    con = sqlite3.connect(store.path)
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    con.close()


def test_read_only_store_reads_and_refuses_writes(where, tmp_path):
    # opened read-only (a write-protected file, a role that may only read): writes fail clearly
    store, _ = open_store(where)
    store.set_position(LEARNER, "euchre", "deal", 1)
    with read_only(store):
        with pytest.raises(ProgressError) as caught:
            store.set_position(LEARNER, "euchre", "deal", 2)
        assert caught.value.problem is Problem.READ_ONLY and "read-only" in str(caught.value)
        assert store.position(LEARNER, "euchre") == ("deal", 1)
    assert not asides(tmp_path)


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes to a read-only file anyway")
def test_write_protected_file_is_left_alone(tmp_path):
    store, _ = open_store(tmp_path / "p.sqlite3")
    store.set_position(LEARNER, "euchre", "deal", 1)
    store.path.chmod(0o444)
    with pytest.raises(ProgressError):
        store.set_position(LEARNER, "euchre", "deal", 2)
    assert not asides(tmp_path)


def disk_errors(store) -> list[tuple[BaseException, Problem]]:
    """The driver's own errors for an I/O error and a full disk."""
    if store.url is None:
        made = []
        for code, message, problem in ((10, "disk I/O error", Problem.DISK_ERROR),
                                       (13, "database or disk is full", Problem.DISK_FULL)):
            error = sqlite3.OperationalError(message)
            error.sqlite_errorcode = code
            made.append((error, problem))
        return made
    from psycopg import errors
    return [(errors.lookup("58030")("could not write block"), Problem.DISK_ERROR),
            (errors.lookup("53100")("could not extend file: No space left on device"), Problem.DISK_FULL)]


def test_disk_errors_are_never_taken_for_damage(where, tmp_path):
    store, _ = open_store(where)
    store.set_position(LEARNER, "euchre", "deal", 1)
    for error, problem in disk_errors(store):
        with failing(store, error):
            for attempt in (lambda: open_store(where), lambda: store.set_position(LEARNER, "euchre", "x", 2)):
                with pytest.raises(ProgressError) as caught:
                    attempt()
                assert caught.value.problem is problem
    assert not asides(tmp_path)
    assert store.position(LEARNER, "euchre") == ("deal", 1)


def test_newer_schema_is_read_never_written_nor_renamed(where, tmp_path):
    # an Alembic revision this app does not know: written by a newer version of the app
    store, _ = open_store(where)
    store.set_position(LEARNER, "euchre", "deal", 1)
    set_revision(store, NEWER_REVISION)
    with pytest.raises(ProgressError) as caught:
        open_store(where)
    assert caught.value.problem is Problem.NEWER and "newer version" in str(caught.value)
    with pytest.raises(ProgressError) as caught:
        store.set_position(LEARNER, "euchre", "deal", 3)
    assert caught.value.problem is Problem.NEWER
    assert store.position(LEARNER, "euchre") == ("deal", 1)
    assert revision(store) == NEWER_REVISION   # not "upgraded" back
    assert not asides(tmp_path)


def test_a_store_from_before_alembic_with_a_newer_user_version_is_only_read(tmp_path):
    path = tmp_path / "p.sqlite3"
    legacy_store(path)
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version={progress.SCHEMA_VERSION + 1}")
    con.close()
    with pytest.raises(ProgressError) as caught:
        open_store(path)
    assert caught.value.problem is Problem.NEWER
    assert ProgressStore(path).position(LEARNER, "euchre") == ("deal", 2) and not asides(tmp_path)


def wipe(store, tmp_path) -> None:
    """The store's data goes while the app runs: the SQLite file (and its log) deleted, or
    every table of the PostgreSQL schema dropped."""
    if store.url is None:
        for leftover in tmp_path.iterdir():
            leftover.unlink()
        return
    engine = create_engine(store.url, poolclass=NullPool)
    with engine.begin() as conn:
        for table in tables(store):
            conn.execute(text(f'DROP TABLE "{table}"'))
    engine.dispose()


def test_file_deleted_while_running_starts_a_fresh_file_for_what_comes_next(where, tmp_path):
    store, _ = open_store(where)
    store.set_position(LEARNER, "euchre", "deal", 1)
    wipe(store, tmp_path)
    store.set_position(LEARNER, "euchre", "bowers", 2)
    store.record_answer(LEARNER, "euchre", "suit", True)
    assert store.position(LEARNER, "euchre") == ("bowers", 2)
    assert store.answers(LEARNER, "euchre") == {"suit": (1, 0)}


def test_data_folder_that_is_a_file_is_a_clear_error(tmp_path):
    data = tmp_path / "data"
    data.write_text("not a folder")
    with pytest.raises(ProgressError) as caught:
        open_store(data / "progress.sqlite3")
    assert caught.value.problem is Problem.NO_FOLDER and "not a folder" in str(caught.value)
    assert data.read_text() == "not a folder"
    with pytest.raises(ProgressError):   # a store used anyway fails the same clear way
        ProgressStore(data / "progress.sqlite3").set_position(LEARNER, "euchre", "deal", 1)


def test_path_that_is_a_folder_is_a_clear_error_and_stays(tmp_path):
    folder = tmp_path / "progress.sqlite3"
    folder.mkdir()
    (folder / "keep.txt").write_text("mine")
    with pytest.raises(ProgressError) as caught:
        open_store(folder)
    assert caught.value.problem is Problem.IS_A_FOLDER
    assert names(tmp_path) == {"progress.sqlite3"} and (folder / "keep.txt").read_text() == "mine"
    with pytest.raises(ProgressError):
        ProgressStore(folder).record_answer(LEARNER, "euchre", "suit", True)


def test_damaged_file_is_moved_aside_under_a_unique_name(tmp_path, monkeypatch):
    # two damaged files in the same second: two asides, neither overwritten
    monkeypatch.setattr(progress.time, "strftime", lambda fmt: "20250101-120000")
    path = tmp_path / "p.sqlite3"
    for garbage in (b"first garbage " * 300, b"second garbage " * 300):
        progress_db.dispose_engines()   # no connection open: all is in the file, not in its log
        path.write_bytes(garbage)
        store, notice = open_store(path)
        assert notice and "starts fresh" in notice
    kept = asides(tmp_path)
    assert len(kept) == 2
    assert sorted(p.read_bytes()[:6] for p in kept) == [b"first ", b"second"]
    store.set_position(LEARNER, "euchre", "deal", 0)
    assert store.position(LEARNER, "euchre") == ("deal", 0)


def test_damage_inside_a_real_store_is_confirmed_and_moved_aside(tmp_path):
    store, _ = open_store(tmp_path / "p.sqlite3")
    store.set_position(LEARNER, "euchre", "deal", 1)
    progress_db.dispose_engines()   # no connection open: all is in the file, not in its log
    with open(store.path, "r+b") as f:   # the schema page, after the 100-byte header
        f.seek(100)
        f.write(b"\xff" * 3000)
    again, notice = open_store(store.path)
    assert notice and len(asides(tmp_path)) == 1
    assert again.position(LEARNER, "euchre") is None


def test_damaged_file_found_by_two_sessions_at_once(tmp_path):
    path = tmp_path / "p.sqlite3"
    path.write_bytes(b"garbage " * 500)
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda _: open_store(path), range(4)))
    assert any(notice for _, notice in results)   # those that came later found the fresh store
    assert len(asides(tmp_path)) == 1   # moved once; the fresh store is never moved aside
    results[0][0].set_position(LEARNER, "euchre", "deal", 0)
    assert results[1][0].position(LEARNER, "euchre") == ("deal", 0)


# Concurrency (the slowest tests here, about 7 s together): many writers, no answer lost.
# Each answer is written until it is in, as the app does (a write refused as busy waits in
# the session and is tried again): on a loaded machine a writer may wait longer than
# ``BUSY_TIMEOUT`` for the others' locks, and the test is that no row is lost or doubled.
WRITER = """
import sys
from lessons.progress import ProgressError, store_at
from lessons.progress_db import Problem
store = store_at(sys.argv[1])
for i in range(int(sys.argv[3])):
    for _try in range(20):
        try:
            store.record_answer(sys.argv[2], "euchre", "suit", i % 3 != 0, lesson="bowers", seed=i)
            break
        except ProgressError as e:
            if e.problem is not Problem.BUSY:
                raise
    else:
        sys.exit("answer %d was never written" % i)
"""


def test_concurrency_16_threads_of_500_answers_lose_no_row(where):
    store, _ = open_store(where)
    learners = [f"learner{i:02d}" for i in range(16)]

    def write(learner):
        for i in range(500):
            store.record_answer(learner, "euchre", "suit", i % 2 == 0, lesson="bowers", seed=i)

    with ThreadPoolExecutor(16) as pool:
        list(pool.map(write, learners))
    for learner in learners:
        assert len(store.answer_log(learner, "euchre")) == 500
        assert store.answers(learner, "euchre") == {"suit": (250, 250)}


def test_concurrency_4_processes_of_500_answers_lose_no_row(where):
    import subprocess
    import sys
    from pathlib import Path
    store, _ = open_store(where)
    root = Path(__file__).resolve().parents[2]
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(where), f"proc{i}x", "500"], cwd=root)
             for i in range(4)]
    assert [p.wait(timeout=120) for p in procs] == [0] * 4
    for i in range(4):
        assert len(store.answer_log(f"proc{i}x", "euchre")) == 500
        right, wrong = store.answers(f"proc{i}x", "euchre")["suit"]
        assert (right, wrong) == (333, 167)


# The version-3 methods (profiles, saved items, review cards, forget) under the same faults.
def v3_writes(store, learner):
    from lessons.progress import ReviewCardRow
    return {
        "create_profile": lambda: store.create_profile("Zed", "2468"),
        "set_pin": lambda: store.set_pin(learner, "1357"),
        "save_blob": lambda: store.save_blob(learner, "settings", "{}"),
        "swap_blob": lambda: store.swap_blob(learner, "settings", "{}", expected=None),
        "reset": lambda: store.reset(learner),
        "save_card": lambda: store.save_card(learner, ReviewCardRow("c", "euchre", "quiz", "{}", "{}", 1.0, 1.0)),
        "forget": lambda: store.forget(learner),
    }


def test_read_only_store_refuses_every_v3_write_and_keeps_the_rows(where, tmp_path):
    store, _ = open_store(where)
    ann = store.create_profile("Ann")
    store.set_position(ann.learner, "euchre", "deal", 1)
    before = store.export(ann.learner)
    with read_only(store):
        for name, write in v3_writes(store, ann.learner).items():
            with pytest.raises(ProgressError) as caught:
                write()
            assert caught.value.problem is Problem.READ_ONLY, name
        assert store.export(ann.learner) == before and [p.name for p in store.profiles()] == ["Ann"]
        assert store.check_pin(ann.learner, None)   # reading still works
    assert not asides(tmp_path)


def test_newer_schema_refuses_v3_writes_and_still_reads_profiles(where, tmp_path):
    store, _ = open_store(where)
    ann = store.create_profile("Ann")
    store.save_blob(ann.learner, "settings", '{"a": 1}')
    set_revision(store, NEWER_REVISION)
    for name, write in v3_writes(store, ann.learner).items():
        with pytest.raises(ProgressError) as caught:
            write()
        assert caught.value.problem is Problem.NEWER, name
    assert store.find_profile("ann") == ann and store.blob(ann.learner, "settings") == '{"a": 1}'
    assert store.export(ann.learner)["profile"]["name"] == "Ann"
    assert not asides(tmp_path)


def test_a_locked_create_profile_gives_up_with_busy_and_makes_nothing(where):
    store, _ = open_store(where)
    quick = dataclasses.replace(store, busy_timeout=FIRST_TRY * 2)
    # the lock is held until the three writes have given up (each after 0.5 s): a fixed 2.5 s
    # ran out first on a loaded machine, and the last write went through
    done = threading.Event()
    holder = hold_write_lock(store, 60, until=done)
    writes = v3_writes(quick, "abcdef")
    try:
        for name in ("create_profile", "save_blob", "swap_blob"):
            with pytest.raises(ProgressError) as caught:
                writes[name]()
            assert caught.value.problem is Problem.BUSY, name
    finally:
        done.set()
        holder.join()
    assert store.profiles() == [] and store.blob("abcdef", "settings") is None


def test_file_deleted_while_running_then_a_profile_goes_into_the_fresh_file(where, tmp_path):
    store, _ = open_store(where)
    store.create_profile("Ann")
    wipe(store, tmp_path)
    assert store.find_profile("Ann") is None
    bob = store.create_profile("Bob", "2468")
    assert store.check_pin(bob.learner, "2468") and [p.name for p in store.profiles()] == ["Bob"]


def test_a_database_server_that_cannot_be_reached_is_a_clear_error(tmp_path):
    # no server listens there: said at once, in words, without the URL (it may hold a password)
    url = f"postgresql+psycopg://teacher:s3cret@/euchre?host={tmp_path}&connect_timeout=2"
    started = time.monotonic()
    with pytest.raises(ProgressError) as caught:
        open_store(url)
    assert caught.value.problem is Problem.CANNOT_OPEN
    assert str(caught.value) == "the progress database euchre cannot be reached"
    assert "s3cret" not in repr(progress.store_at(url)) and time.monotonic() - started < 5
    with pytest.raises(ProgressError) as caught:   # a store used anyway fails the same way
        progress.store_at(url).record_answer(LEARNER, "euchre", "suit", True)
    assert caught.value.problem is Problem.CANNOT_OPEN


def drop(store, sql: str) -> None:
    """Change the store's schema by hand, outside the app (as someone with a database tool)."""
    engine = create_engine(store.url, poolclass=NullPool) if store.url else None
    if engine is None:
        con = sqlite3.connect(store.path)
        con.execute(sql)
        con.commit()
        con.close()
        return
    with engine.begin() as conn:
        conn.execute(text(sql))
    engine.dispose()


@pytest.mark.parametrize("sql", ["DROP TABLE answer_log", "ALTER TABLE answer_log DROP COLUMN seed"])
def test_a_table_or_column_removed_by_hand_is_said_as_such_and_nothing_else_changes(where, tmp_path, sql):
    # Before: "the progress file p.sqlite3 cannot be opened" (a table gone) or "the disk
    # holding the progress file reported an error" (a column gone), which the pages followed
    # with "try again in a moment": neither was true, and trying again never helped.
    store, _ = open_store(where)
    store.set_position(LEARNER, "euchre", "deal", 1)
    store.record_answer(LEARNER, "euchre", "suit", True)
    before = tables(store)
    drop(store, sql)
    for attempt in (lambda: store.answer_log(LEARNER, "euchre"),
                    lambda: store.record_answer(LEARNER, "euchre", "suit", False)):
        with pytest.raises(ProgressError) as caught:
            attempt()
        assert caught.value.problem is Problem.SCHEMA
        assert str(caught.value).startswith("part of the progress ")
        assert "is missing (it was changed outside this app)" in str(caught.value)
    # the rest of the store is read and written as before, and nothing is made or moved
    assert store.position(LEARNER, "euchre") == ("deal", 1)
    store.set_position(LEARNER, "euchre", "bowers", 2)
    assert store.position(LEARNER, "euchre") == ("bowers", 2)
    assert tables(store) == before - ({"answer_log"} if sql.startswith("DROP TABLE") else set())
    assert not asides(tmp_path)
