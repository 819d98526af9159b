"""Shared helpers for the browser tests (and docs/make_screenshots.py)."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update", "--disable-sync",
               "--disable-dev-shm-usage"]
IDLE = """() => { const app = document.querySelector('[data-testid="stApp"]');
  return !!app && app.dataset.testScriptState === 'notRunning' && app.dataset.testConnectionState === 'CONNECTED'
  && !document.querySelector('[data-testid="stAppSkeleton"], [data-testid="stSkeleton"], [data-stale="true"]'); }"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def launch(env: dict) -> tuple[subprocess.Popen, str | None]:
    """``streamlit run app.py`` headless on a free port with ``env``; the process and its
    address once healthy, or the process and None if it did not become healthy in 60 s."""
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"), "--server.headless", "true",
         "--server.address", "127.0.0.1", "--server.port", str(port), "--browser.gatherUsageStats", "false",
         "--server.fileWatcherType", "none"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 60
    while proc.poll() is None and time.time() < deadline:
        try:
            if urllib.request.urlopen(base + "/_stcore/health", timeout=1).read() == b"ok":
                return proc, base
        except OSError:
            pass
        time.sleep(0.1)
    proc.kill()
    return proc, None


def halt(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


def wait_idle(pg, timeout=30000):
    pg.wait_for_function(IDLE, timeout=timeout, polling=50)
    pg.wait_for_timeout(150)
    pg.wait_for_function(IDLE, timeout=timeout, polling=50)


def click_and_wait_for_try(pg, button, n: int, timeout=15000):
    """Click an answer and wait until the quiz counts try ``n``: waiting for any feedback text
    would be met at once by the feedback of the try before."""
    button.click()
    pg.get_by_text(f"Tries on this question: {n}").first.wait_for(timeout=timeout)
    wait_idle(pg)


def shown(pg, text):
    """The elements that show ``text`` on the page, leaving out the live regions that
    repeat it for screen readers (``.eu-live``, visually hidden)."""
    return pg.get_by_text(text).and_(pg.locator(":not(.eu-live)"))


def go_to(pg, name: str) -> None:
    """Open the page called ``name`` from the top navigation (a click keeps the Streamlit
    session, where page.goto would start a fresh one). Most pages sit in a section's menu
    (Study, Play, Teach, Reference, You): open each menu until the page is in it."""
    link = pg.get_by_role("link", name=name, exact=True)
    if link.count() and link.first.is_visible():
        link.first.click()
        wait_idle(pg)
        return
    for section in pg.locator('[data-testid="stTopNavSection"]').all():
        section.click()
        item = pg.get_by_role("menuitem", name=name, exact=True)
        try:
            item.first.wait_for(timeout=1500)
        except Exception:
            pg.keyboard.press("Escape")
            continue
        item.first.click()
        wait_idle(pg)
        return
    raise AssertionError(f"no page called {name!r} in the navigation")
