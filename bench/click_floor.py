#!/usr/bin/env python3
"""click_floor.py: the least a click can cost in Streamlit, for boards of different make,
against the trivial page of bench/ui_latency.py timed the same way in the same browser.

Usage: python3 bench/click_floor.py [-n 40]

Issue 8 asks a Play click's p95 to stay within 1.3x the trivial page's. This measures the
floor under any Play page: the trivial page's button in a fragment, a Play-sized board
of Streamlit elements, and the same board as one components-v2 element whose card
buttons live in its HTML (``bench/click_floor_app.py``), none doing any game work.
Modes take turns in rounds, so a busy spell of the shared machine falls on all of them.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from bench.ui_latency import CHROME_ARGS, CHROMIUM, IDLE, _stats, _timed_click, start, stop  # noqa: E402

MODES = ("fragment", "native_board", "component_board", "component_tiny")
ROUNDS = 4


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", "--clicks", type=int, default=40, help="clicks of each kind to time")
    a = ap.parse_args()
    from playwright.sync_api import sync_playwright
    env = dict(os.environ)
    triv, triv_base = start(ROOT / "bench" / "trivial_app.py", env)
    floor, floor_base = start(ROOT / "bench" / "click_floor_app.py", env)
    out: dict[str, list[float]] = {k: [] for k in ("trivial", *MODES)}
    try:
        with tempfile.TemporaryDirectory(prefix="click-floor-") as udd, sync_playwright() as p:
            ctx = p.chromium.launch_persistent_context(udd, executable_path=CHROMIUM, headless=True,
                                                       args=CHROME_ARGS, viewport={"width": 1280, "height": 900})
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            main_area = '[data-testid="stMain"]'
            for r in range(ROUNDS):
                per_round = a.clicks // ROUNDS + (r < a.clicks % ROUNDS)
                for mode in out:
                    page.goto(triv_base + "/" if mode == "trivial" else f"{floor_base}/?mode={mode}")
                    page.wait_for_function(IDLE, timeout=60000, polling=20)
                    for _ in range(per_round):
                        if mode.startswith("component"):
                            button, watch = page.locator("button[data-act]").first, "#cf-log"
                        elif mode == "native_board":
                            button, watch = page.locator('[class*="st-key-card0_"] button').first, main_area
                        else:
                            button, watch = page.get_by_role("button", name="Click"), main_area
                        out[mode].append(_timed_click(page, button, watch))
                        page.wait_for_function(IDLE, timeout=60000, polling=20)
            ctx.close()
    finally:
        stop(triv)
        stop(floor)
    tm, t95 = _stats(out["trivial"])
    print(f"clicks of each kind: {a.clicks}; browser clock, pointerdown to the first change on screen")
    for mode, xs in out.items():
        m, p95 = _stats(xs)
        print(f"{mode:16s} median {m:6.1f} ms, p95 {p95:6.1f} ms  (ratios to the trivial page: "
              f"median {m / tm:.2f}, p95 {p95 / t95:.2f})")


if __name__ == "__main__":
    main()
