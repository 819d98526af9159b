
import pytest


@pytest.fixture(autouse=True)
def progress_db(tmp_path, monkeypatch):
    """Every AppTest gets its own empty progress store."""
    path = tmp_path / "progress.sqlite3"
    monkeypatch.setenv("EUCHRE_PROGRESS_DB", str(path))
    return path
