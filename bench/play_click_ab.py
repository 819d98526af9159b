#!/usr/bin/env python3
"""play_click_ab.py: a Play decision's click, two versions of the app side by side in one
browser, the clicks interleaved so the machine's load falls on both alike.

Usage: python3 bench/play_click_ab.py [-n 40] [--base REV] [--env-a K=V] [--env-b K=V]
       [--trace]

Side A is the app at git revision ``--base`` (default HEAD, exported to a temporary
directory; ``--base work``: the working tree too); side B is the working tree. ``--env-a`` / ``--env-b`` add environment
variables to one side's server (for a switch read by the page). Both serve the same
seeded Euchre deals (?deal=…, the game's seed taken from the code, so both sides meet the
same positions); each decision is clicked on one side and then the other (which side goes
first alternates), each after a reading pause once the page is idle and the previous
click's grade is on screen, and timed as bench/ui_latency.py times it: pointerdown to the
first change of the hand's log, on the browser's clock in the page's animation frame.
Prints the median and p95 of each side and the median of the paired differences. The
two sides are not exactly alike even with the same code (an A/A run under load showed
B ahead by about 9 ms): run a candidate both ways (``--env-b`` then ``--env-a``) and
take the half-difference.

``--trace``: also record every click with Chrome's tracing, and print the
browser's main-thread time per click by kind of work (script, style, layout, paint…).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))
import ui_latency as ul  # noqa: E402


def _export(rev: str, into: Path) -> Path:
    """The app's files at ``rev``, in a directory of their own."""
    archive = subprocess.run(["git", "archive", rev], cwd=ROOT, check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def _start(root: Path, env: dict):
    """``ui_latency.start`` for the app in ``root``."""
    saved = ul.ROOT
    ul.ROOT = root
    try:
        return ul.start(root / "app.py", env)
    finally:
        ul.ROOT = saved


def _env(pairs: list[str], db: Path) -> dict:
    env = dict(os.environ, EUCHRE_PROGRESS_DB=str(db))
    for pair in pairs:
        key, _eq, value = pair.partition("=")
        env[key] = value
    return env


DECISION = '[class*="st-key-plact_"] button:not([disabled]):visible'

# Main-thread trace events by kind (the top-level tasks' children, as DevTools sums them).
KINDS = {"FunctionCall": "script", "EvaluateScript": "script", "v8.compile": "script",
         "TimerFire": "script", "FireAnimationFrame": "script", "EventDispatch": "script",
         "RunMicrotasks": "script", "V8.GCScavenger": "gc", "MajorGC": "gc", "MinorGC": "gc",
         "ParseHTML": "parse html", "UpdateLayoutTree": "style", "Layout": "layout",
         "PrePaint": "paint", "Paint": "paint", "Layerize": "paint", "UpdateLayer": "paint",
         "HitTest": "other"}


def _summarise(events: list[dict], times: list[float]) -> dict[str, float]:
    """Main-thread CPU milliseconds by kind between the pointerdown and the log's change, from
    a trace's complete events: each known event's own time, less the known events inside it
    (a layout forced by a script counts as layout); "busy" is every task's time, and the
    rest of a task is "other". CPU time, not wall time, so other programs' load counts
    less. ``times``: a mark's performance.now(), pointerdown's, the change's."""
    sync = [e for e in events if e.get("name") == "ab-sync"][-1]   # on the page's main thread
    main, origin = (sync["pid"], sync["tid"]), sync["ts"] - times[0] * 1000
    lo, hi = origin + times[1] * 1000, origin + times[2] * 1000
    out: dict[str, float] = defaultdict(float)
    spans = sorted((e for e in events if (e.get("pid"), e.get("tid")) == main and e.get("ph") == "X"
                    and "dur" in e and lo <= e["ts"] <= hi), key=lambda e: (e["ts"], -e["dur"]))
    stack: list[tuple[int, str]] = []   # (end, kind) of the open known events, innermost last
    for e in spans:
        while stack and stack[-1][0] <= e["ts"]:
            stack.pop()
        kind = "other" if e["name"] == "RunTask" else KINDS.get(e["name"])
        if kind is None:
            continue
        cpu = e.get("tdur", e["dur"]) / 1000
        if e["name"] == "RunTask" and not stack:
            out["busy"] += cpu
        out[kind] += cpu
        if stack:
            out[stack[-1][1]] -= cpu
        stack.append((e["ts"] + e["dur"], kind))
    return dict(out)


# As ui_latency's CHANGED, and also the moment the browser has drawn that frame: a task
# posted from the animation frame runs once its style, layout and paint are done.
CHANGED = """([sel, before]) => { const e = document.querySelector(sel);
  const changed = !!e && e.innerText !== before;
  if (changed && window.__t1 === null) { window.__t1 = performance.now();
    setTimeout(() => { window.__t1p = performance.now(); }, 0); }
  return changed; }"""


def _click(page, base: str, code: str, i: int) -> dict | None:
    """Click the first decision on offer at the ``i``-th decision of the deal: its kind and
    its times in ms, to the log's change in the DOM and to that frame drawn. None when the
    hand has no ``i``-th decision (each side is brought there first)."""
    if page.url.split("?")[0] != base + "/play" or page.evaluate("() => window.__deal") != code:
        page.goto(f"{base}/play?deal={code}")
        page.wait_for_function(ul.IDLE, timeout=60000, polling=20)
        page.evaluate(f"() => {{ window.__deal = {code!r}; window.__i = 0; }}")
    while page.evaluate("() => window.__i") < i:   # a side that is behind catches up
        if not page.locator(DECISION).count():
            return None
        page.locator(DECISION).first.click()
        page.wait_for_function(ul.GRADED, timeout=60000, polling=20)
        page.wait_for_function(ul.IDLE, timeout=60000, polling=20)
        page.evaluate("() => { window.__i += 1; }")
    if not page.locator(DECISION).count():
        return None
    button = page.locator(DECISION).first
    key = button.evaluate("(b) => b.closest('[class*=\"st-key-plact_\"]').className")
    page.wait_for_timeout(ul.READ_MS)
    before = page.locator(".st-key-pllog").first.inner_text()
    page.evaluate(ul.ARM)
    page.evaluate("() => { window.__t1p = null; }")
    button.click()
    page.wait_for_function(CHANGED, arg=[".st-key-pllog", before], timeout=60000, polling="raf")
    page.wait_for_function("() => window.__t1p !== null", timeout=60000, polling=20)
    t = page.evaluate("() => [performance.mark('ab-sync').startTime, __t0, __t1, __t1p]")
    page.wait_for_function(ul.GRADED, timeout=60000, polling=20)
    page.wait_for_function(ul.IDLE, timeout=60000, polling=20)
    page.evaluate("() => { window.__i += 1; }")
    last = page.locator(".st-key-plctl_next, .st-key-plctl_again").count()
    return {"dom": t[2] - t[1], "paint": t[3] - t[1], "times": t[:3],
            "kind": "hand's last" if last else "card" if "_play_" in key else "bid"}


def run(bases: dict[str, str], n: int, trace: bool) -> tuple[dict[str, list[dict]], dict]:
    """``n`` timed clicks of each side (with ``trace``, each one traced too: the main
    thread's CPU time by kind, averaged per click)."""
    from playwright.sync_api import sync_playwright
    from engine import euchre
    out: dict[str, list[dict]] = {"A": [], "B": []}
    with tempfile.TemporaryDirectory(prefix="play-ab-") as udd, sync_playwright() as p:
        ctx = p.chromium.launch_persistent_context(udd, executable_path=ul.CHROMIUM, headless=True,
                                                   args=ul.CHROME_ARGS,
                                                   viewport={"width": 1280, "height": 900})
        pages = {side: ctx.new_page() for side in bases}
        cdp = {side: ctx.new_cdp_session(pages[side]) for side in bases}
        seed, turn = 0, 0
        while len(out["A"]) < n:
            code = euchre.encode_deal(euchre.deal(euchre.preset("standard"), dealer=3, seed=seed))
            seed += 1
            for i in range(40):
                order = ("A", "B") if turn % 2 == 0 else ("B", "A")
                got = {}
                for side in order:
                    pages[side].bring_to_front()
                    if trace:
                        cdp[side].send("Tracing.start", {"traceConfig": {
                            "includedCategories": ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"]},
                            "transferMode": "ReturnAsStream"})
                    got[side] = _click(pages[side], bases[side], code, i)
                    if trace:
                        events = _stop_trace(cdp[side])
                        if got[side] is not None:
                            got[side]["cpu"] = _summarise(events, got[side]["times"])
                if None in got.values():
                    break
                turn += 1
                for side, click in got.items():
                    out[side].append(click)
        ctx.close()
    return out


def _stop_trace(cdp) -> list[dict]:
    import json
    done = {}
    cdp.on("Tracing.tracingComplete", lambda e: done.update(e))
    cdp.send("Tracing.end")
    while "stream" not in done:
        cdp.send("Runtime.evaluate", {"expression": "1"})   # lets the event arrive
    chunks = []
    while True:
        r = cdp.send("IO.read", {"handle": done["stream"]})
        chunks.append(r["data"])
        if r.get("eof"):
            break
    cdp.send("IO.close", {"handle": done["stream"]})
    data = json.loads("".join(chunks))
    return data["traceEvents"] if isinstance(data, dict) else data


_stats = ul._stats   # median and p95, as ui_latency.py gives them


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", "--clicks", type=int, default=40, help="timed clicks of each side")
    ap.add_argument("--base", default="HEAD",
                    help="git revision of side A, or 'work' for the work tree (then the sides differ "
                         "by --env-a/--env-b alone)")
    ap.add_argument("--env-a", action="append", default=[], metavar="K=V")
    ap.add_argument("--env-b", action="append", default=[], metavar="K=V")
    ap.add_argument("--trace", action="store_true", help="trace every click (main-thread CPU by kind)")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="play-ab-") as tmp:
        tmp = Path(tmp)
        (tmp / "a").mkdir()
        root_a = ROOT if a.base == "work" else _export(a.base, tmp / "a")
        srv_a, base_a = _start(root_a, _env(a.env_a, tmp / "a.sqlite3"))
        srv_b, base_b = _start(ROOT, _env(a.env_b, tmp / "b.sqlite3"))
        try:
            clicks = run({"A": base_a, "B": base_b}, a.clicks, a.trace)
        finally:
            ul.stop(srv_a)
            ul.stop(srv_b)
    n = len(clicks["A"])
    print(f"load average {os.getloadavg()[0]:.2f}; {n} clicks each side, interleaved; "
          f"A: {a.base} {' '.join(a.env_a)}; B: the work tree {' '.join(a.env_b)}")
    for what in ("dom", "paint"):
        A, B = ([c[what] for c in clicks[side]] for side in "AB")
        diff = sorted(b - x for x, b in zip(A, B))
        print(f"to the log's change {'in the DOM' if what == 'dom' else 'drawn'}: "
              f"A median {_stats(A)[0]:6.1f} ms, p95 {_stats(A)[1]:6.1f}; "
              f"B median {_stats(B)[0]:6.1f} ms, p95 {_stats(B)[1]:6.1f}; "
              f"B - A per click median {diff[n // 2]:+.1f} ms, B faster in {sum(d < 0 for d in diff)} of {n}")
    for kind in sorted({c["kind"] for c in clicks["A"]}):
        line = [f"{side} {_stats(xs)[0]:6.1f} ({_stats(xs)[1]:6.1f})" for side in "AB"
                for xs in [[c["paint"] for c in clicks[side] if c["kind"] == kind]]]
        print(f"  drawn, {kind:12s} x{sum(c['kind'] == kind for c in clicks['A']):3d}: " + "; ".join(line))
    if a.trace:
        for side in "AB":
            total: dict[str, float] = defaultdict(float)
            for c in clicks[side]:
                for k, v in c["cpu"].items():
                    total[k] += v / n
            busy = sorted(c["cpu"].get("busy", 0) for c in clicks[side])
            print(f"{side} main-thread CPU per click, mean ms (busy median {busy[n // 2]:.1f}): "
                  + ", ".join(f"{k} {v:.1f}" for k, v in sorted(total.items(), key=lambda kv: -kv[1])))


if __name__ == "__main__":
    main()
