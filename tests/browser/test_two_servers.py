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

from browserhelp import CHROMIUM, free_port, go_to, wait_idle

ROOT = Path(__file__).resolve().parents[2]
NAME, PIN = "Ann", "4821"

# What one app process writes through the app's own store code (open_store with no path:
# EUCHRE_DATABASE_URL). Two of them start at once on an empty database, so both race to run
# the migrations and to create the profile (one makes it, the other finds it made).
WRITER = """
import sys
from lessons.progress import ProfileError, open_store
store, notice = open_store()
assert store.url and notice is None
try:
    learner = store.create_profile("%s", "%s").learner
except ProfileError:
    learner = store.find_profile("%s").learner
lesson, stars, right = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "right"
for i in range(150):
    store.record_answer(learner, "euchre", "suit", right, lesson=lesson, seed=i)
store.mark_done(learner, "euchre", lesson, stars)
""" % (NAME, PIN, NAME)


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


def open_profile(page, base: str) -> None:
    """A new session on ``base`` (nobody signed in), then the profile opened by name and PIN."""
    page.goto(f"{base}/profile")
    wait_idle(page)
    page.locator(".st-key-pf_open_name input").fill(NAME)
    page.locator(".st-key-pf_open_pin input").fill(PIN)
    page.get_by_role("button", name="Open", exact=True).click()
    page.get_by_text(f"Welcome back, {NAME}.").wait_for(timeout=15000)
    wait_idle(page)


def test_two_servers_share_one_postgresql(two_servers, page):
    env, (first, second) = two_servers
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, lesson, stars, right], cwd=ROOT, env=env)
               for lesson, stars, right in (("basics", "3", "right"), ("bowers", "2", "wrong"))]
    assert [w.wait(timeout=120) for w in writers] == [0, 0]

    from lessons.course import course
    from lessons.progress import open_store
    store, _ = open_store(env["EUCHRE_DATABASE_URL"])
    learner = store.find_profile(NAME).learner
    assert [p.name for p in store.profiles()] == [NAME]   # made once, by one of the two
    assert store.answers(learner, "euchre") == {"suit": (150, 150)}   # no answer lost
    assert len(store.answer_log(learner, "euchre")) == 300
    assert store.stars(learner, "euchre") == {"basics": 3, "bowers": 2}

    for base in (first, second):   # each server shows what both writers wrote
        open_profile(page, base)
        go_to(page, "Home")
        page.get_by_text("★★★").first.wait_for(timeout=15000)
        page.get_by_text("★★☆").first.wait_for(timeout=15000)

    # a step taken in the browser on the first server is where the second one continues
    third = course("euchre").lessons[2]
    open_profile(page, first)
    go_to(page, "Learn")
    assert store.position(learner, "euchre") is None
    page.locator(".st-key-learn_pick").click()   # lesson 3 from the list, then its next step
    page.get_by_role("option", name=f"3. {third.title}").click()
    wait_idle(page)
    page.get_by_role("button", name="Next", exact=True).click()
    wait_idle(page)
    deadline = time.time() + 15
    while store.position(learner, "euchre") != (third.id, 1) and time.time() < deadline:
        time.sleep(0.1)
    assert store.position(learner, "euchre") == (third.id, 1)
    open_profile(page, second)
    go_to(page, "Home")
    page.get_by_text(f"Lesson 3, {third.title}, step 2 of {len(third.steps)}").first.wait_for(timeout=15000)
    assert page.locator('[data-testid="stException"]').count() == 0 and not page.errors
