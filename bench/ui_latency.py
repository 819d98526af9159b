#!/usr/bin/env python3
"""ui_latency.py: in a real browser, click-to-feedback latency of a quiz answer, next to a
trivial Streamlit page in the same run, and every page's first render time.

Usage: python3 bench/ui_latency.py [-n 20]

Starts `streamlit run app.py` and `streamlit run bench/trivial_app.py` on free ports, then
invokes ../shared/tools/click_latency.py (Playwright + Debian Chromium) against both:
  app:     /practice?topic=suit&seed=12345, clicking a wrong answer (the quiz counts each try,
           so every click changes the "Tries on this question" line and shows the feedback)
  trivial: a button that increments "Clicks: N"
Target: the quiz median within 1.5x the trivial page; every page's first render under 2 s.

Play (--play N, default 30 clicks): the same seeded Euchre games are played by clicking
the first decision on offer; each click is timed in the browser from pointerdown until
the hand's log shows the learner's action and the computer players' replies, and
separately until the coach's grade is on the page. The trivial page's button is timed
the same way in the same run. Target: Play click p95 <= 1.3x the trivial page's p95.
"""
from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
TOOL = Path(os.environ.get("CLICK_LATENCY", ROOT.parent / "shared" / "tools" / "click_latency.py"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update", "--disable-sync",
               "--disable-dev-shm-usage"]
SEED = 12345
PAGES = ["", "learn", "practice", "play", "rules", "settings", "learn?lesson=2&step=6", "learn?lesson=7&step=3",
         "learn?lesson=9&step=1"]
IDLE = """() => { const app = document.querySelector('[data-testid="stApp"]');
  return !!app && app.dataset.testScriptState === 'notRunning' && app.dataset.testConnectionState === 'CONNECTED'
  && !document.querySelector('[data-testid="stAppSkeleton"], [data-testid="stSkeleton"], [data-stale="true"]')
  && [...document.querySelectorAll('[data-testid="stPlotlyChart"]')].every(c => c.querySelector('.main-svg')); }"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(script: Path, env: dict) -> tuple[subprocess.Popen, str]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", str(script), "--server.headless", "true",
                             "--server.address", "127.0.0.1", "--server.port", str(port),
                             "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 60
    while True:
        try:
            if urllib.request.urlopen(base + "/_stcore/health", timeout=1).read() == b"ok":
                return proc, base
        except OSError:
            pass
        if proc.poll() is not None or time.time() > deadline:
            proc.kill()
            sys.exit(f"ui_latency: {script.name} did not start")
        time.sleep(0.1)


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


def click_latency(url: str, button: str, watch: str, n: int) -> dict:
    out = subprocess.run([sys.executable, str(TOOL), url, "--button", button, "--watch", watch,
                          "-n", str(n), "--json"], capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        sys.exit(f"ui_latency: click_latency failed on {url}:\n{out.stdout}\n{out.stderr}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def wrong_answer_label() -> str:
    from engine.euchre.rules import PRESETS
    import lessons.euchre as E
    q = E.TOPICS["suit"].generate(PRESETS["standard"], SEED)
    return next(c.label for c in q.choices if not c.correct)


def first_renders(base: str) -> dict[str, float]:
    from playwright.sync_api import sync_playwright
    times = {}
    with tempfile.TemporaryDirectory(prefix="ui-latency-") as udd:
        with sync_playwright() as p:
            ctx = p.chromium.launch_persistent_context(udd, executable_path=CHROMIUM, headless=True,
                                                       args=CHROME_ARGS, viewport={"width": 1280, "height": 900})
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            for path in PAGES:
                page.goto(base + "/" + path)       # warm-up visit (imports, caches)
                page.wait_for_function(IDLE, timeout=60000, polling=20)
                t0 = time.perf_counter()
                page.goto(base + "/" + path)
                page.wait_for_function(IDLE, timeout=60000, polling=20)
                times["/" + path] = round((time.perf_counter() - t0) * 1000, 1)
            ctx.close()
    return times


ARM = """() => { window.__t0 = null; document.addEventListener('pointerdown',
  () => { if (window.__t0 === null) window.__t0 = performance.now(); }, {once: true, capture: true}); }"""
CHANGED = """([sel, before]) => { const e = document.querySelector(sel);
  return !!e && e.innerText !== before; }"""
GRADED = """() => /Your last decision, .*: (Best|Good|Inaccuracy|Mistake|Blunder)\\./.test(document.body.innerText)"""


def _timed_click(page, button, watch: str) -> float:
    """Milliseconds (browser clock) from pointerdown on ``button`` until ``watch`` changes."""
    before = page.locator(watch).first.inner_text()
    page.evaluate(ARM)
    button.click()
    page.wait_for_function(CHANGED, arg=[watch, before], timeout=60000, polling="raf")
    return page.evaluate("() => performance.now() - window.__t0")


def play_clicks(app_base: str, triv_base: str, n: int) -> dict[str, list[float]]:
    """Play-page clicks (to the bots' replies on screen, and to the grade on screen) and
    trivial-page clicks, timed the same way in one browser."""
    from playwright.sync_api import sync_playwright
    from engine import euchre
    out = {"play": [], "grade": [], "trivial": []}
    decision = '[class*="st-key-plact_"] button:not([disabled]):visible'
    with tempfile.TemporaryDirectory(prefix="ui-latency-") as udd:
        with sync_playwright() as p:
            ctx = p.chromium.launch_persistent_context(udd, executable_path=CHROMIUM, headless=True,
                                                       args=CHROME_ARGS, viewport={"width": 1280, "height": 900})
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            seed = 0
            while len(out["play"]) < n:
                code = euchre.encode_deal(euchre.deal(euchre.preset("standard"), dealer=3, seed=seed))
                seed += 1
                page.goto(f"{app_base}/play?deal={code}")
                page.wait_for_function(IDLE, timeout=60000, polling=20)
                while len(out["play"]) < n and page.locator(decision).count():
                    t0 = time.perf_counter()
                    out["play"].append(_timed_click(page, page.locator(decision).first, ".st-key-pllog"))
                    page.wait_for_function(GRADED, timeout=60000, polling=20)
                    out["grade"].append((time.perf_counter() - t0) * 1000)
                    page.wait_for_function(IDLE, timeout=60000, polling=20)
            page.goto(triv_base + "/")
            page.wait_for_function(IDLE, timeout=60000, polling=20)
            for _ in range(n):
                button = page.get_by_role("button", name="Click")
                out["trivial"].append(_timed_click(page, button, "body"))
                page.wait_for_function(IDLE, timeout=60000, polling=20)
            ctx.close()
    return out


def _stats(xs: list[float]) -> tuple[float, float]:
    xs = sorted(xs)
    return round(xs[len(xs) // 2], 1), round(xs[min(len(xs) - 1, int(0.95 * len(xs)))], 1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", "--clicks", type=int, default=20)
    ap.add_argument("--play", type=int, default=30, help="Play-page clicks to time (0: skip)")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="ui-latency-db-") as tmp:
        env = dict(os.environ, EUCHRE_PROGRESS_DB=str(Path(tmp) / "p.sqlite3"))
        app, app_base = start(ROOT / "app.py", env)
        triv, triv_base = start(ROOT / "bench" / "trivial_app.py", env)
        try:
            label = wrong_answer_label()
            quiz = click_latency(f"{app_base}/practice?topic=suit&seed={SEED}", label,
                                 "Tries on this question", a.clicks)
            base = click_latency(triv_base + "/", "Click", "Clicks:", a.clicks)
            renders = first_renders(app_base)
            play = play_clicks(app_base, triv_base, a.play) if a.play else None
        finally:
            stop(app)
            stop(triv)
    q, t = quiz["browser_ms"]["median"], base["browser_ms"]["median"]
    ratio = q / t if t else float("inf")
    print(f"quiz answer -> feedback (median of {a.clicks}, browser clock): {q} ms "
          f"(p90 {quiz['browser_ms']['p90']}, wall {quiz['playwright_wall_ms']['median']} ms)")
    print(f"trivial page click -> text (median of {a.clicks}):         {t} ms "
          f"(p90 {base['browser_ms']['p90']}, wall {base['playwright_wall_ms']['median']} ms)")
    print(f"ratio {ratio:.2f} (target <= 1.5): {'OK' if ratio <= 1.5 else 'OVER'}")
    print("first render per page (reload until idle, charts drawn):")
    for path, ms in renders.items():
        print(f"  {path:28s} {ms:7.1f} ms {'OK' if ms < 2000 else 'OVER 2 s'}")
    figures = {"quiz_ms": q, "trivial_ms": t, "ratio": round(ratio, 2), "first_render_ms": renders}
    if play:
        (pm, p95), (gm, g95), (tm, t95) = (_stats(play[k]) for k in ("play", "grade", "trivial"))
        print(f"Play click -> bots' replies on screen ({a.play} clicks): median {pm} ms, p95 {p95} ms")
        print(f"Play click -> grade on screen:                 median {gm} ms, p95 {g95} ms")
        print(f"trivial click, timed the same way:             median {tm} ms, p95 {t95} ms")
        print(f"Play p95 / trivial p95 = {p95 / t95:.2f} (target <= 1.3): "
              f"{'OK' if p95 <= 1.3 * t95 else 'OVER'}")
        figures["play"] = {"median_ms": pm, "p95_ms": p95, "grade_median_ms": gm,
                           "grade_p95_ms": g95, "trivial_median_ms": tm, "trivial_p95_ms": t95}
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
