"""Analysis away from the learner's click: grades and hints run in a worker process.

A click on the Play page applies the learner's action and lets the computer players
reply, then returns. The grade of that decision (and any hint asked for) is a
``lessons.coach.Job`` sent here; the page shows a "thinking" state until the result
is ready. One worker process serves the whole server, so one learner's analysis
never holds the interpreter lock that every other learner's page needs. If a worker
process cannot be had, a thread does the work instead (slower for others, never
wrong).
"""
from __future__ import annotations

import logging
import multiprocessing
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool

import streamlit as st

from lessons.coach import Job, run_job

log = logging.getLogger(__name__)


def _start_worker() -> None:
    import gc
    import os

    # Analysis is never urgent next to a learner's click: the server process (and, on a
    # shared machine, the browser) get the processor first.
    if hasattr(os, "nice"):
        os.nice(10)
    from engine.ai import warm_up
    # The compiled solver, from its disk cache, before the first job: a grade solved by
    # the pure-Python kernel while it loads takes seconds, where waiting takes under one.
    warm_up(background=False)
    gc.freeze()  # the modules loaded so far are never garbage: shorter full collections


@st.cache_resource(show_spinner=False)
def _pools() -> dict[str, Executor]:
    pools: dict[str, Executor] = {"thread": ThreadPoolExecutor(max_workers=1,
                                                             thread_name_prefix="analysis")}
    try:
        pools["process"] = ProcessPoolExecutor(
            max_workers=1, mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_worker)
    except (OSError, ValueError) as e:  # no processes here: threads will do
        log.warning("analysis runs in a thread: %s", e)
    return pools


def _ready() -> None:
    """A job that does nothing: the worker process exists once it has run."""


@st.cache_resource(show_spinner=False)
def _started() -> bool:
    process = _pools().get("process")
    if process is not None:
        try:
            process.submit(_ready)
        except (BrokenProcessPool, RuntimeError) as e:
            log.warning("the analysis process could not start (%s)", e)
    return True


def start() -> None:
    """Start the worker process now, once per server: it takes a second or two to load
    the compiled solver, which the learner's first grade would otherwise wait for."""
    _started()


def submit(job: Job) -> Future:
    """Start ``job``; the future's result is a ``Grade`` or a ``Hint``."""
    pools = _pools()
    process = pools.get("process")
    if process is not None:
        try:
            return process.submit(run_job, job)
        except (BrokenProcessPool, RuntimeError) as e:
            log.warning("the analysis process failed (%s): using a thread", e)
            pools.pop("process", None)
    return pools["thread"].submit(run_job, job)
