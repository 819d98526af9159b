#!/usr/bin/env python3
"""Regenerate the Play page screenshots in docs/screenshots/ (run from the repository root).

Starts the app, deals a Euchre and an Écarté game against the computer with Playwright
driving Debian's Chromium, plays a few decisions by clicking, and saves the pages.
"""
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-dev-shm-usage"]
DECISION = "[class*=\"st-key-plact_\"] button:not([disabled]):visible"
CARD = ".st-key-plhand button:not([disabled]):visible"
IDLE = """() => { const app = document.querySelector('[data-testid="stApp"]');
  return !!app && app.dataset.testScriptState === 'notRunning'; }"""


def idle(page) -> None:
    page.wait_for_timeout(300)
    page.wait_for_function(IDLE, timeout=60000, polling=100)
    page.wait_for_timeout(300)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def play(page, url: str, game: str, out: Path, clicks: int = 40) -> None:
    """Deal a game and click the first choice until a trick is under way with the last
    one shown beside it (or the hand is over), then save the page."""
    page.goto(url)
    idle(page)
    page.get_by_text(game, exact=True).first.click()
    idle(page)
    page.get_by_role("button", name="Deal a new game").click()
    idle(page)
    for _ in range(clicks):
        if page.get_by_text("Last trick").count() and page.locator(CARD).count():
            break
        if page.get_by_role("button", name=re.compile("^(Next deal|Play again)$")).count():
            break
        pills = page.locator('[data-testid="stButtonGroup"] button').filter(
            has_text=re.compile("[♠♥♦♣]"))
        if pills.count():
            pills.first.click()
            idle(page)
        buttons = page.locator(DECISION)
        if buttons.count() == 0:
            break
        buttons.first.click()
        idle(page)
    page.wait_for_timeout(2500)  # the coach's grade arrives
    idle(page)
    page.screenshot(path=str(out), full_page=True)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "streamlit", "run", "app.py",
                               "--server.headless", "true", "--server.port", str(port)],
                              cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(120):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health")
                break
            except OSError:
                time.sleep(0.5)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            url = f"http://127.0.0.1:{port}/play"
            play(page, url, "Euchre", OUT / "play-euchre.png")
            play(page, url, "Écarté", OUT / "play-ecarte.png")
            phone = browser.new_page(viewport={"width": 390, "height": 844})
            play(phone, url, "Euchre", OUT / "play-euchre-phone.png")
            browser.close()
    finally:
        server.terminate()


if __name__ == "__main__":
    main()
