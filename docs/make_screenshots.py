#!/usr/bin/env python3
"""Regenerate the README screenshots in docs/screenshots/ (run from the repository root).

Static pages go through ../shared/tools/screenshot.sh; the quiz-feedback shot starts the app
itself and clicks a wrong answer with Playwright and Debian's Chromium.
"""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
TOOL = ROOT.parent / "shared" / "tools" / "screenshot.sh"
SHOTS = {
    "home.png": "/",
    "lesson1-bowers.png": "learn?lesson=2&step=2",
    "scoring-chart.png": "learn?lesson=6&step=1",
    "guided-hand.png": "learn?lesson=9&step=1",
    "lesson-zero.png": "learn?lesson=1&step=2",
    "glossary.png": "glossary",
    "rules.png": "rules",
    "ecarte-lesson.png": "learn?game=ecarte&lesson=4&step=1",
    "ecarte-quiz.png": "practice?game=ecarte&topic=e_legal&seed=5",
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, path in SHOTS.items():
        subprocess.run(["bash", str(TOOL), str(ROOT / "app.py"), path, str(OUT / name)], check=True, cwd=ROOT)
    sys.path.insert(0, str(ROOT / "tests" / "browser"))
    sys.path.insert(0, str(ROOT))
    import browserhelp as c   # the browser tests' helpers
    import lessons.euchre as E
    from engine.euchre.rules import PRESETS
    port = c.free_port()
    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", "app.py", "--server.headless", "true",
                             "--server.address", "127.0.0.1", "--server.port", str(port)], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        import time
        import urllib.request
        base = f"http://127.0.0.1:{port}"
        for _ in range(300):
            try:
                urllib.request.urlopen(base + "/_stcore/health", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        from playwright.sync_api import sync_playwright
        seed = 21
        q = E.TOPICS["legal"].generate(PRESETS["standard"], seed)
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=c.CHROMIUM, headless=True, args=c.CHROME_ARGS)
            pg = b.new_page(viewport={"width": 1280, "height": 1000})
            pg.goto(f"{base}/practice?topic=legal&seed={seed}")
            c.wait_idle(pg)
            wrong = next(ch for ch in q.choices if not ch.correct)
            # a card answer is read out in words (its aria-label), as a screen reader hears it
            from ui.cards import card_words
            name = card_words(wrong.cards[0]) if wrong.cards else wrong.label
            pg.get_by_role("checkbox", name=name).check(force=True)
            c.wait_idle(pg)
            pg.get_by_role("button", name="Check").click()
            c.wait_idle(pg)
            pg.screenshot(path=str(OUT / "quiz-feedback.png"), full_page=True)
            b.close()
    finally:
        proc.terminate()
        proc.wait(10)


if __name__ == "__main__":
    main()
