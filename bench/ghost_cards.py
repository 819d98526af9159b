#!/usr/bin/env python3
"""ghost_cards.py: how often a quick click on the Play page leaves a card already played in
the learner's hand (a "ghost" of a run cut short).

Usage: python3 bench/ghost_cards.py [--tries 60] [--servers 1]

In a real browser at a phone's 390 × 844: an Écarté deal (?deal=…) where South stands,
then plays the 10♦ a few milliseconds later (0 to 150 ms: while the page may still be
drawing the grade of the stand, a whole run the click cuts short). Once the page is idle,
the hand's visible buttons are counted: four is right, more is a ghost (the 10♦ and a
second 9♠, from the run the click cut short). ``--servers K`` repeats the tries on K
fresh servers (the first click on a server just started is the likeliest to leave one).

Measured (2026-12-01; each run a fresh server): before the board asked for a whole run
after such a click (``ui/pages/play.py`` ``_cut_short``), 4 of 60 tries while the full
test suite ran beside it; after, 0 of 120 on a quieter machine. With two busy loops
beside it, 1 of 60 both before and after, each time the very first try on the fresh
server. 2026-12-02, the machine loaded by four test runs: the first try on a fresh server
left a ghost on 8 of 8 servers (``--servers 8 --tries 1``; the click came after the run
before it had ended on the server, while the browser still drew it, and the browser kept
that run's buttons beside the new ones, in 5 of 8 still 5 s later). Since then every
decision button whose key names an older position is hidden
(``ui/play_table.stale_buttons_hidden``): 0 of 5 servers.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from playwright.sync_api import sync_playwright  # noqa: E402
from ui_latency import CHROME_ARGS, CHROMIUM, IDLE, start, stop  # noqa: E402

from engine import ecarte  # noqa: E402

HAND = ecarte.from_deal(ecarte.preset("classic"), dealer=1,
                        hands=["JC QC TD 8H 9S", "8C AC 9D 7H JS"], turnup="8D",
                        talon="TH KS QD KH 7C QH QS KC KD JH AH TC AD AS 9C 7S 8S TS 9H 7D JD")
SHOWN = """() => Array.from(document.querySelectorAll('.st-key-plhand button'))
  .filter(b => b.getBoundingClientRect().width > 0).map(b => b.innerText.split('\\n')[0])"""


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tries", type=int, default=60)
    ap.add_argument("--servers", type=int, default=1)
    args = ap.parse_args()
    ghosts = sum(on_a_fresh_server(args.tries) for _ in range(args.servers))
    print(f"{ghosts} of {args.tries * args.servers} tries left a ghost in the hand")


def on_a_fresh_server(tries: int) -> int:
    """The tries on a server started for them: how many left a ghost."""
    link = "/play?deal=" + quote(ecarte.encode_deal(HAND))
    env = dict(os.environ, EUCHRE_DATA_DIR=tempfile.mkdtemp(prefix="ghosts-"))
    proc, base = start(ROOT / "app.py", env)

    def idle(page, ms: int) -> None:
        page.wait_for_function(IDLE, timeout=60000, polling=20)
        page.wait_for_timeout(ms)

    ghosts = 0
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROME_ARGS)
            page = browser.new_page(viewport={"width": 390, "height": 844})
            for i in range(tries):
                wait = (0, 30, 60, 90, 120, 150)[i % 6]
                page.goto(base + link)
                idle(page, 800)
                page.get_by_role("button", name="Stand (play these cards)").click()
                page.wait_for_timeout(wait)
                page.locator('[class*="st-key-plact_"][class*="TD"] button:visible').first.click()
                idle(page, 1500)
                shown = page.evaluate(SHOWN)
                if len(shown) != 4:
                    ghosts += 1
                    print(f"try {i + 1} ({wait} ms): the hand shows {' '.join(shown)}", flush=True)
            browser.close()
    finally:
        stop(proc)
    return ghosts


if __name__ == "__main__":
    main()
