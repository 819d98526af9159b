"""Markers for the fast lane: ``python3 -m pytest -m "not slow" -n 2 -q`` runs in under
a minute; CI runs everything. A test is ``slow`` because its module is listed here
(measured with ``--durations=0``: these modules take most of the suite's time), and
``browser`` (and slow) when it drives Chromium."""
from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
SLOW_MODULES = {
    "app/test_crawler.py", "app/test_daily_page.py", "app/test_ecarte_app.py", "app/test_lessons.py", "app/test_pages.py",
    "engine/ai/test_solver.py", "engine/euchre/test_sweep.py",
    "lessons/test_ecarte_generators.py", "lessons/test_generators.py",
    "lessons/test_progress_faults.py", "lessons/test_quiz_properties.py",
    "play/test_play_kinds.py", "play/test_play_page.py",
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
