"""Start the app with `streamlit run` on a free port for the browser tests, and a headless
Debian Chromium driven by Playwright (never `playwright install`)."""
from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from browserhelp import CHROME_ARGS, CHROMIUM, free_port

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI"):  # CI installs it (.ci/run): missing there is a failure
            pytest.fail(f"{CHROMIUM} is not installed")
        pytest.skip(f"{CHROMIUM} is not installed")
    if os.environ.get("CI"):
        import playwright  # noqa: F401  (a missing test dependency must fail in CI)
    pytest.importorskip("playwright")
    port = free_port()
    # development mode (ui/errors.py): a page that fails shows Streamlit's exception
    # element, which the tests look for, and not only the friendly message
    env = dict(os.environ, EUCHRE_PROGRESS_DB=str(tmp_path_factory.mktemp("db") / "p.sqlite3"),
               EUCHRE_DEV="1")
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"), "--server.headless", "true",
         "--server.address", "127.0.0.1", "--server.port", str(port), "--browser.gatherUsageStats", "false",
         "--server.fileWatcherType", "none"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 60
    while True:
        try:
            if urllib.request.urlopen(base + "/_stcore/health", timeout=1).read() == b"ok":
                break
        except OSError:
            pass
        if proc.poll() is not None or time.time() > deadline:
            proc.kill()
            pytest.fail("streamlit did not become healthy")
        time.sleep(0.1)
    yield base
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROME_ARGS)
        yield b
        b.close()


@pytest.fixture
def browser_context(browser):
    """A fresh browser profile for each test: nothing one test leaves in the page's storage
    (an opened sidebar, a chosen deck) can change what the next one sees."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    yield ctx
    ctx.close()


@pytest.fixture
def page(browser_context):
    pg = browser_context.new_page()
    errors = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.errors = errors
    yield pg
    pg.close()
