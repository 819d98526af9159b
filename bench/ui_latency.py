#!/usr/bin/env python3
"""ui_latency.py: in a real browser, how fast the app answers a click, next to a trivial
Streamlit page measured the same way in the same run, and every page's first render.

Usage: python3 bench/ui_latency.py [-n 30]

Starts `streamlit run app.py` and `streamlit run bench/trivial_app.py` on free ports and
drives Debian's Chromium with Playwright. Every click is timed on the browser's clock,
from pointerdown to the first change of what the click is about:
  trivial: a button that increments "Clicks: N" (the page's main area changes);
  shell:   the same button inside the app's shell (bench/shell_app.py: its navigation,
           sidebar and CSS), what every click in the app pays before its page's own work;
  quiz:    /practice?topic=suit&seed=…: the first answer to a fresh question, until the
           feedback shows;
  Play:    seeded Euchre deals (?deal=…), clicking the first decision on offer, until the
           hand's log shows the learner's action and the computer players' replies; and,
           until the coach's grade of that decision is on the page;
  experts: the same Play clicks against expert opponents (``&opponents=expert``), whose
           replies take tens to hundreds of ms: until the learner's own action is on
           screen (the board drawn before they reply, "West is thinking…"), and until
           their replies are;
  next:    "Skip: new question" in lesson 10's best-discard quiz (a kind the engine takes
           tens of ms to build; it is built ahead while the learner reads), until the
           question box changes.
Each timed click comes READ_MS after the page is idle (a learner reads first).
Targets: quiz median <= 1.5x the trivial page's; Play p95 <= 1.3x the trivial page's p95;
every page's first render under 2 s.
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
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update", "--disable-sync",
               "--disable-dev-shm-usage"]
SEED = 12345
# A learner reads the page before clicking: each timed click waits this long after the page
# is idle, so what the browser still does after a load (fonts, charts, the accessibility
# script) is not counted as the click's. The same for every kind of click.
READ_MS = 300
PAGES = ["", "learn", "practice", "play", "rules", "settings", "learn?lesson=2&step=6", "learn?lesson=6&step=3",
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


ARM = """() => { window.__t0 = null; window.__t1 = null; window.__t2 = null; document.addEventListener('pointerdown',
  () => { if (window.__t0 === null) window.__t0 = performance.now(); }, {once: true, capture: true}); }"""
# The moment of the change is taken in the page, in the animation frame that sees it: not
# when Playwright hears of it (a round trip that would add its own delay to every click).
CHANGED = """([sel, before]) => { const e = document.querySelector(sel);
  const changed = !!e && e.innerText !== before;
  if (changed && window.__t1 === null) window.__t1 = performance.now();
  return changed; }"""
# The grade on screen (``__t2`` set when first seen), or the line of a move the rules forced,
# which has no grade to wait for.
GRADED = """() => { const text = document.body.innerText;
  const seen = /Your last decision, .*: (Best|Good|Inaccuracy|Mistake|Blunder)\\./.test(text);
  if (seen && !window.__t2) window.__t2 = performance.now();
  return seen || /Your last decision, .*, was the only one the rules allowed/.test(text); }"""


def _timed_click(page, button, watch: str) -> float:
    """Milliseconds (browser clock) from pointerdown on ``button`` until ``watch`` changes."""
    page.wait_for_timeout(READ_MS)
    before = page.locator(watch).first.inner_text()
    page.evaluate(ARM)
    button.click()
    page.wait_for_function(CHANGED, arg=[watch, before], timeout=60000, polling="raf")
    return page.evaluate("() => window.__t1 - window.__t0")


# Against experts: when the learner's action is first on screen (the board drawn before
# the replies, or the replies themselves if they came as fast) and when the replies are.
WATCH_EXPERTS = """() => { const s = window.__watch = {shown: null, replies: null}; let t0 = null;
  const before = document.querySelector('.st-key-pllog').innerText;
  document.addEventListener('pointerdown', () => { t0 = performance.now(); }, {once: true, capture: true});
  const check = () => { if (t0 === null) return; const now = performance.now() - t0;
    const log = document.querySelector('.st-key-pllog');
    const replied = !!log && log.innerText !== before;
    if (s.shown === null && (replied || document.querySelector('.eu-thinking'))) s.shown = now;
    if (s.replies === null && replied) s.replies = now; };
  const o = new MutationObserver(check);
  o.observe(document.body, {subtree: true, childList: true, characterData: true});
  if (window.__watchObserver) window.__watchObserver.disconnect(); window.__watchObserver = o; }"""


DECISION = '[class*="st-key-plact_"] button:not([disabled]):visible'


def _decisions(page, app_base: str, query: str = ""):
    """The learner's first decision on offer, again and again, over seeded Euchre deals
    opened by link (``query`` adds to it): the caller clicks it and waits for the page."""
    from engine import euchre
    seed = 0
    while True:
        code = euchre.encode_deal(euchre.deal(euchre.preset("standard"), dealer=3, seed=seed))
        seed += 1
        page.goto(f"{app_base}/play?deal={code}{query}")
        page.wait_for_function(IDLE, timeout=60000, polling=20)
        while page.locator(DECISION).count():
            yield page.locator(DECISION).first


def play_clicks(app_base: str, triv_base: str, n: int,
                shell_base: str | None = None) -> dict[str, list[float]]:
    """Play-page clicks (to the bots' replies on screen, and to the grade on screen; against
    experts, to the learner's action on screen and to their replies),
    quiz answers (to the feedback on screen) and trivial-page clicks, each timed the
    same way in one browser: pointerdown to the first change of what it shows."""
    from playwright.sync_api import sync_playwright
    out: dict[str, list[float]] = {"play": [], "grade": [], "quiz": [], "next": [],
                                   "trivial": [], "shell": [], "shown": [], "replies": []}
    answer = '[class*="st-key-pr_suit_c_"] button:not([disabled]):visible'
    main = '[data-testid="stMain"]'
    with tempfile.TemporaryDirectory(prefix="ui-latency-") as udd:
        with sync_playwright() as p:
            ctx = p.chromium.launch_persistent_context(udd, executable_path=CHROMIUM, headless=True,
                                                       args=CHROME_ARGS, viewport={"width": 1280, "height": 900})
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            for button in _decisions(page, app_base):
                if len(out["play"]) == n:
                    break
                out["play"].append(_timed_click(page, button, ".st-key-pllog"))
                page.wait_for_function(GRADED, timeout=60000, polling=20)
                graded = page.evaluate("() => window.__t2 ? window.__t2 - window.__t0 : null")
                if graded is not None:   # (a forced move has no grade)
                    out["grade"].append(graded)
                page.wait_for_function(IDLE, timeout=60000, polling=20)
            # against experts: to the learner's action on screen, and to their replies
            for button in _decisions(page, app_base, "&opponents=expert"):
                if len(out["shown"]) == n:
                    break
                page.wait_for_timeout(READ_MS)
                page.evaluate(WATCH_EXPERTS)
                button.click()
                page.wait_for_function("() => window.__watch.replies !== null", timeout=60000,
                                       polling="raf")
                seen = page.evaluate("() => window.__watch")
                out["shown"].append(seen["shown"])
                out["replies"].append(seen["replies"])
                page.wait_for_function(GRADED, timeout=60000, polling=20)
                page.wait_for_function(IDLE, timeout=60000, polling=20)
            for i in range(n):  # the first answer to a fresh question (a new seed each time)
                page.goto(f"{app_base}/practice?topic=suit&seed={SEED + i}")
                page.wait_for_function(IDLE, timeout=60000, polling=20)
                out["quiz"].append(_timed_click(page, page.locator(answer).first, main))
                page.wait_for_function(IDLE, timeout=60000, polling=20)
            # "Skip: new question" on a kind the engine takes tens of ms to build (the
            # best discard, lesson 10): the next question is built ahead while one is read
            page.goto(f"{app_base}/learn?lesson=10&step=6")
            page.wait_for_function(IDLE, timeout=60000, polling=20)
            skip = '[class*="st-key-q_"][class*="_best_discard_next"] button'
            for _ in range(n):
                out["next"].append(_timed_click(page, page.locator(skip).first,
                                                '[class*="st-key-q_"][class*="_best_discard_box"]'))
                page.wait_for_function(IDLE, timeout=60000, polling=20)
            for name, base in (("trivial", triv_base), ("shell", shell_base)):
                if base is None:
                    continue
                page.goto(base + "/")
                page.wait_for_function(IDLE, timeout=60000, polling=20)
                for _ in range(n):
                    button = page.get_by_role("button", name="Click")
                    out[name].append(_timed_click(page, button, main))
                    page.wait_for_function(IDLE, timeout=60000, polling=20)
            ctx.close()
    return out


def _stats(xs: list[float]) -> tuple[float, float]:
    xs = sorted(xs)
    return round(xs[len(xs) // 2], 1), round(xs[min(len(xs) - 1, int(0.95 * len(xs)))], 1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", "--clicks", type=int, default=30, help="clicks of each kind to time")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="ui-latency-db-") as tmp:
        env = dict(os.environ, EUCHRE_PROGRESS_DB=str(Path(tmp) / "p.sqlite3"))
        app, app_base = start(ROOT / "app.py", env)
        triv, triv_base = start(ROOT / "bench" / "trivial_app.py", env)
        shell, shell_base = start(ROOT / "bench" / "shell_app.py", env)
        try:
            renders = first_renders(app_base)
            clicks = play_clicks(app_base, triv_base, a.clicks, shell_base)
        finally:
            stop(app)
            stop(triv)
            stop(shell)
    (pm, p95), (gm, g95), (qm, q95), (nm, n95), (tm, t95), (sm, s95) = (
        _stats(clicks[k]) for k in ("play", "grade", "quiz", "next", "trivial", "shell"))
    print(f"clicks of each kind: {a.clicks}; browser clock, pointerdown to the first change on screen")
    print(f"trivial page button:                 median {tm:7.1f} ms, p95 {t95:7.1f} ms")
    print(f"quiz answer -> feedback:             median {qm:7.1f} ms, p95 {q95:7.1f} ms  "
          f"(median ratio {qm / tm:.2f}, target <= 1.5: {'OK' if qm <= 1.5 * tm else 'OVER'})")
    print(f"next question (best discard):        median {nm:7.1f} ms, p95 {n95:7.1f} ms  "
          f"(p95 ratio {n95 / t95:.2f})")
    print(f"Play decision -> bots' replies:      median {pm:7.1f} ms, p95 {p95:7.1f} ms  "
          f"(p95 ratio {p95 / t95:.2f}, target <= 1.3: {'OK' if p95 <= 1.3 * t95 else 'OVER'})")
    print(f"Play decision -> its grade on screen: median {gm:7.1f} ms, p95 {g95:7.1f} ms ")
    (em, e95), (rm, r95) = (_stats(clicks[k]) for k in ("shown", "replies"))
    print(f"against experts -> the action shown: median {em:7.1f} ms, p95 {e95:7.1f} ms  "
          f"(p95 ratio {e95 / t95:.2f})")
    print(f"against experts -> their replies:    median {rm:7.1f} ms, p95 {r95:7.1f} ms  "
          f"(p95 ratio {r95 / t95:.2f})")
    print(f"the trivial page in the app's shell: median {sm:7.1f} ms, p95 {s95:7.1f} ms  "
          f"(ratios {sm / tm:.2f} median, {s95 / t95:.2f} p95: the shell's share of every click; "
          f"against it, quiz median {qm / sm:.2f}, Play p95 {p95 / s95:.2f})")
    print("first render per page (reload until idle, charts drawn):")
    for path, ms in renders.items():
        print(f"  {path:28s} {ms:7.1f} ms {'OK' if ms < 2000 else 'OVER 2 s'}")
    print(json.dumps({"trivial_ms": [tm, t95], "shell_ms": [sm, s95], "quiz_ms": [qm, q95], "next_ms": [nm, n95], "play_ms": [pm, p95],
                      "experts_shown_ms": [em, e95], "experts_replies_ms": [rm, r95],
                      "grade_ms": [gm, g95], "first_render_ms": renders}))


if __name__ == "__main__":
    main()
