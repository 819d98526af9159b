"""The analysis worker: a job's result is what the coach would compute in place, and a
worker process that cannot be used falls back to a thread instead of failing."""
from concurrent.futures.process import BrokenProcessPool

from engine import euchre
from lessons.coach import CoachedGame, run_job
from ui import workers


def _job():
    game = CoachedGame.new(euchre.preset("standard"), seed=3, opponents="novice",
                           partner="novice", samples=20)
    return game.hint_job()


def test_a_job_run_by_the_worker_gives_the_same_answer_as_in_place():
    job = _job()
    assert workers.submit(job).result(timeout=120).text == run_job(job).text


def test_a_broken_worker_process_falls_back_to_a_thread(monkeypatch):
    class Broken:
        def submit(self, *args):
            raise BrokenProcessPool("the worker died")

    pools = {"thread": workers._pools()["thread"], "process": Broken()}
    monkeypatch.setattr(workers, "_pools", lambda: pools)
    job = _job()
    assert workers.submit(job).result(timeout=120).text == run_job(job).text
    assert "process" not in pools  # not tried again



def test_the_play_page_starts_the_worker_process_before_the_first_decision(monkeypatch):
    """The worker process loads the compiled solver when it starts (a second or two):
    opening Play starts it, so the learner's first grade does not wait for that."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

    from playhelp import open_play
    pools = {"thread": ThreadPoolExecutor(max_workers=1),
             "process": ProcessPoolExecutor(max_workers=1,
                                            mp_context=multiprocessing.get_context("spawn"))}
    monkeypatch.setattr(workers, "_pools", lambda: pools)
    workers._started.clear()
    try:
        assert not pools["process"]._processes   # (the pool's record of its live processes)
        open_play()
        assert pools["process"]._processes
    finally:
        workers._started.clear()
        pools["process"].shutdown()


def test_the_worker_process_has_the_compiled_solver_before_its_first_job():
    # Before: the worker loaded it in a background thread, so its first grades were solved
    # by the pure-Python kernel (about 30 times slower) while it loaded.
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    import pytest

    from engine.ai import is_compiled, numba_available
    if not numba_available():
        pytest.skip("numba is not installed here")
    with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                             initializer=workers._start_worker) as fresh:
        assert fresh.submit(is_compiled).result(timeout=300) is True
