"""The "Good decisions" lesson of each game renders every step without an exception, with the
engine's table and its caption; the first render time of each step is printed (pytest -s)."""
import time

import pytest

import lessons.ecarte as EC
import lessons.euchre as EU
from apphelp import app, no_exception, texts


def _steps(lessons):
    number = [l.id for l in lessons].index("decisions") + 1
    return [(number, i + 1, s.title) for i, s in enumerate(lessons[number - 1].steps)]


@pytest.mark.parametrize("game,lesson,step,title",
                         [("euchre",) + s for s in _steps(EU.LESSONS)] +
                         [("ecarte",) + s for s in _steps(EC.LESSONS)])
def test_decision_step_renders(game, lesson, step, title):
    start = time.perf_counter()
    at = app("learn", game=game, lesson=str(lesson), step=str(step))
    print(f"{game} {title}: first render {time.perf_counter() - start:.2f} s")
    no_exception(at)
    assert title in [h.value for h in at.header]
    body = texts(at)
    if not title.startswith("Quiz"):
        assert "|---|" in body or "| --- |" in body or "Expected points" in body or "Trumps kept" in body
