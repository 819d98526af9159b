"""The crash crawler: random clicks on every page, for both games, never show a traceback.

A failure prints the crawler's report (seed, step, page, widget, exception, the steps so
far) and the command that replays it: ``python3 bench/crawl.py --seed N --steps K -v``.
Longer hunts: ``python3 bench/crawl.py --steps 5000``.
"""
import pytest

from crawler import PAGES, Crash, Step, crawl

# Fixed seeds, both games at the start (the crawler may switch game on Home).
SEEDS = [(1, "euchre"), (2, "ecarte"), (3, "euchre"), (4, "ecarte"), (5, "euchre"), (6, "ecarte")]
STEPS = 80
WITHOUT_PLAY = tuple(p for p in PAGES if p != "play")


@pytest.mark.parametrize("seed,game", SEEDS)
def test_random_clicks_on_every_page_never_crash(seed, game):
    crash = crawl(seed, STEPS, game=game)
    assert crash is None, crash.report()


def test_the_same_seed_takes_the_same_steps():
    # A seed decides the whole crawl, so a report can be replayed.
    first, again = [], []
    assert crawl(11, 25, pages=WITHOUT_PLAY, on_step=first.append) is None
    assert crawl(11, 25, pages=WITHOUT_PLAY, on_step=again.append) is None
    assert first == again and len(first) == 26
    assert any(s.action != "go to" for s in first)


def test_the_crawler_uses_widgets_only_on_the_pages_it_is_given():
    # Home's "Start lesson" button leads to Learn: the crawler leaves it without touching it.
    steps = []
    assert crawl(3, 30, pages=("home", "rules"), game="euchre", on_step=steps.append) is None
    assert {s.page for s in steps if s.action != "go to"} <= {"home", "rules"}
    assert {s.label for s in steps if s.action == "go to"} <= {"home", "rules"}


def test_a_crash_report_says_how_to_replay_it():
    step = Step(7, "settings", "set", "toggle", "set_x", "An option", "True")
    crash = Crash(42, "ecarte", WITHOUT_PLAY, step, "ValueError: no", (step,))
    report = crash.report()
    for part in ("seed 42", "step 7", "page settings", "toggle key='set_x' label='An option' value=True",
                 "ValueError: no", "python3 bench/crawl.py --seed 42 --steps 7 --game ecarte --pages home,learn"):
        assert part in report
