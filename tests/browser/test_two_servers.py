"""Two app servers sharing one PostgreSQL (as for a class behind a reverse proxy): progress
written by other processes, and through one server in the browser, is read by both."""
from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from browserhelp import CHROMIUM, free_port, wait_idle

ROOT = Path(__file__).resolve().parents[2]
LEARNER = "classmate0001"

# What one app process writes through the app's own store code (open_store with no path:
# EUCHRE_DATABASE_URL). Two of them start at once on an empty database, so both also
# race to run the migrations.
WRITER = """
import sys
from lessons.progress import open_store
store, notice = open_store()
assert store.url and notice is None
lesson, stars, right = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "right"
for i in range(150):
    store.record_answer("%s", "euchre", "suit", right, lesson=lesson, seed=i)
store.mark_done("%s", "euchre", lesson, stars)
""" % (LEARNER, LEARNER)


def start_app(env: dict) -> tuple[subprocess.Popen, str]:
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"), "--server.headless", "true",
         "--server.address", "127.0.0.1", "--server.port", str(port),
         "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return proc, f"http://127.0.0.1:{port}"


def wait_healthy(proc: subprocess.Popen, base: str) -> None:
    deadline = time.time() + 60
    while True:
        try:
            if urllib.request.urlopen(base + "/_stcore/health", timeout=1).read() == b"ok":
                return
        except OSError:
            pass
        if proc.poll() is not None or time.time() > deadline:
            pytest.fail(f"streamlit at {base} did not become healthy")
        time.sleep(0.1)


@pytest.fixture
def two_servers(pg_url, tmp_path):
    if not Path(CHROMIUM).exists():   # as the other browser tests: CI installs it
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is not installed")
        pytest.skip(f"{CHROMIUM} is not installed")
    # EUCHRE_PROGRESS_DB names a file that must never appear: the database is the server's
    # (development mode, as the other browser tests: a failing page shows its exception)
    env = dict(os.environ, EUCHRE_DATABASE_URL=pg_url, EUCHRE_PROGRESS_DB=str(tmp_path / "unused.sqlite3"),
               EUCHRE_DEV="1")
    apps = [start_app(env) for _ in range(2)]
    try:
        for proc, base in apps:
            wait_healthy(proc, base)
        yield env, [base for _proc, base in apps]
    finally:
        for proc, _base in apps:
            proc.terminate()
        for proc, _base in apps:
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
    assert not (tmp_path / "unused.sqlite3").exists()


def test_two_servers_share_one_postgresql(two_servers, page):
    env, (first, second) = two_servers
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, lesson, stars, right], cwd=ROOT, env=env)
               for lesson, stars, right in (("basics", "3", "right"), ("bowers", "2", "wrong"))]
    assert [w.wait(timeout=120) for w in writers] == [0, 0]

    from lessons.progress import open_store
    store, _ = open_store(env["EUCHRE_DATABASE_URL"])
    assert store.answers(LEARNER, "euchre") == {"suit": (150, 150)}   # no answer lost
    assert len(store.answer_log(LEARNER, "euchre")) == 300
    assert store.stars(LEARNER, "euchre") == {"basics": 3, "bowers": 2}

    for base in (first, second):   # each server shows what both writers wrote
        page.goto(f"{base}/?learner={LEARNER}")
        wait_idle(page)
        page.get_by_text("★★★").first.wait_for(timeout=15000)
        page.get_by_text("★★☆").first.wait_for(timeout=15000)

    # a step taken in the browser on the first server is where the second one continues
    page.goto(f"{first}/learn?lesson=3&step=1&learner={LEARNER}")
    wait_idle(page)
    page.get_by_role("button", name="Next", exact=True).click()
    wait_idle(page)
    deadline = time.time() + 15
    while store.position(LEARNER, "euchre") != ("play", 1) and time.time() < deadline:
        time.sleep(0.1)
    assert store.position(LEARNER, "euchre") == ("play", 1)
    page.goto(f"{second}/?learner={LEARNER}")
    wait_idle(page)
    page.get_by_text("step 2 of 4").first.wait_for(timeout=15000)
    assert page.locator('[data-testid="stException"]').count() == 0 and not page.errors
