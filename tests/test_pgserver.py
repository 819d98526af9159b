"""The PostgreSQL runs of the store's tests: skipped, saying why, without a server, except
in CI, where a missing server is a failure (so a green CI has run them)."""
from __future__ import annotations

import pytest

from tests import pgserver


def test_no_server_skips_locally_and_fails_in_ci(monkeypatch):
    monkeypatch.delenv(pgserver.TEST_DATABASE_URL, raising=False)
    monkeypatch.setattr(pgserver, "find_bindir", lambda: None)
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match="no PostgreSQL"):
        pgserver.for_tests()
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="no PostgreSQL"):
        pgserver.for_tests()


def test_a_configured_server_is_used_as_it_is(monkeypatch):
    monkeypatch.setenv(pgserver.TEST_DATABASE_URL, "postgresql+psycopg://u@/db?host=/nowhere")
    monkeypatch.setattr(pgserver, "start", lambda bindir: pytest.fail("started a server"))
    assert pgserver.for_tests() == ("postgresql+psycopg://u@/db?host=/nowhere", None)


def test_ci_starts_postgresql_before_the_test_command():
    from pathlib import Path
    ci = (Path(__file__).resolve().parents[1] / ".ci" / "run").read_text()
    assert (ci.index("apt-get install -y postgresql") < ci.index("python3 tests/pgserver.py")
            < ci.index("export EUCHRE_TEST_DATABASE_URL") < ci.index('bash -c "$cmd"'))
