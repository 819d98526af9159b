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
DECISIONS = re.compile(r"^(Play|Discard|Pass|Order it up|Pick it up|Play with partner|"
                       r"Propose an exchange|Accept|Exchange \d cards?|Declare the king \(Roi\))$")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def play(page, url: str, game: str, clicks: int, out: Path) -> None:
    page.goto(url)
    page.wait_for_timeout(2500)
    page.get_by_text(game, exact=True).first.click()
    page.wait_for_timeout(1000)
    page.get_by_role("button", name="Deal a new game").click()
    page.wait_for_timeout(2500)
    for _ in range(clicks):
        pills = page.locator('[data-testid="stButtonGroup"] button').filter(
            has_text=re.compile("[♠♥♦♣]"))
        if pills.count():
            pills.first.click()
            page.wait_for_timeout(1000)
        buttons = page.locator("button:not([disabled])").filter(has_text=DECISIONS)
        if buttons.count() == 0:
            break
        buttons.first.click()
        page.wait_for_timeout(2000)
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
            play(page, url, "Euchre", 4, OUT / "play-euchre.png")
            play(page, url, "Écarté", 3, OUT / "play-ecarte.png")
            browser.close()
    finally:
        server.terminate()


if __name__ == "__main__":
    main()
