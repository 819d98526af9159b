"""Markers for the fast lane: ``python3 -m pytest -m "not slow" -n 2 -q`` runs in under
a minute; CI runs everything. A test is ``slow`` because its module is listed here
(measured with ``--durations=0``: these modules take most of the suite's time), and
``browser`` (and slow) when it drives Chromium. The fixtures below give the progress
store's tests a PostgreSQL database as well as a SQLite file (``where``)."""
from __future__ import annotations

import uuid
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
SLOW_MODULES = {
    "app/test_crawler.py", "app/test_daily_page.py", "app/test_ecarte_app.py", "app/test_lessons.py", "app/test_pages.py",
    "engine/ai/test_solver.py", "engine/euchre/test_sweep.py",
    "lessons/test_ecarte_generators.py", "lessons/test_generators.py",
    "lessons/test_progress_faults.py", "lessons/test_quiz_properties.py",
    "play/test_play_kinds.py", "play/test_play_page.py",
    # the store on two backends and the pages that use it; the Table's set-up; properties
    "lessons/test_progress_profiles.py", "app/test_profiles.py", "app/test_progress_journey.py",
    "app/test_plain_text.py", "app/test_table_setup.py", "app/test_table_page.py",
    "engine/euchre/test_properties.py",
    # rule combinations from Settings: every topic and step, every page
    "lessons/test_rule_combination_generators.py", "app/test_rule_combination_pages.py",
}


@pytest.fixture(autouse=True)
def development(monkeypatch):
    """Tests run the app in development mode (``EUCHRE_DEV=1``, see ``ui/errors.py``): a
    page's unexpected error is raised after its friendly message, so ``at.exception`` shows
    it. A test of what a learner sees in production deletes the variable."""
    monkeypatch.setenv("EUCHRE_DEV", "1")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        rel = Path(str(item.fspath)).resolve().relative_to(HERE).as_posix()
        if rel.startswith("browser/"):
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.slow)
        elif rel in SLOW_MODULES:
            item.add_marker(pytest.mark.slow)


# PostgreSQL for the store's tests ------------------------------------------------------
# ``where`` runs a test on SQLite and on PostgreSQL. The server is EUCHRE_TEST_DATABASE_URL
# (.ci/run starts one), else a throwaway one started here when Debian's postgresql is
# installed, else the PostgreSQL runs are skipped, saying why. In CI a missing server fails.
@pytest.fixture(scope="session")
def pg_server():
    from tests import pgserver
    url, server = pgserver.for_tests()
    yield url
    if server is not None:
        server.stop()


@pytest.fixture
def pg_url(pg_server):
    """A URL to a fresh, empty schema of the test server, dropped afterwards (each test its
    own, so tests and xdist workers sharing one server never see each other's rows)."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url
    from sqlalchemy.pool import NullPool

    from lessons import progress_db
    schema = f"t_{uuid.uuid4().hex[:16]}"
    admin = create_engine(pg_server, poolclass=NullPool)
    with admin.begin() as conn:
        conn.execute(text(f"CREATE SCHEMA {schema}"))
    url = make_url(pg_server).update_query_dict({"options": f"-csearch_path={schema}"})
    yield url.render_as_string(hide_password=False)
    progress_db.dispose_engines()
    with admin.begin() as conn:
        conn.execute(text(f"DROP SCHEMA {schema} CASCADE"))
    admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def where(request, tmp_path):
    """Where a store lives: a SQLite file, or a PostgreSQL URL (what ``open_store`` takes)."""
    if request.param == "sqlite":
        return tmp_path / "p.sqlite3"
    return request.getfixturevalue("pg_url")
