"""The search kernel, compiled by numba when it is installed, pure Python otherwise.

Compiling takes a few seconds the first time on a machine; numba then keeps the
machine code on disk (``cache=True``) and later processes load it in well under
a second. A page must never wait for that: ``warm_up()`` compiles (or loads) in a
background thread, and ``kernel()`` hands out the pure-Python kernel until the
compiled one is ready. Benchmarks and tests that want the compiled kernel call
``kernel(wait=True)``.

Each jitted function has one explicit signature (every argument int64 or an int64
array), so a recursive function never gets a second specialisation and the disk
cache stays valid across processes.
"""
from __future__ import annotations

import importlib.util
import sys
import threading
from types import ModuleType
from typing import Any

from . import _kernel

_SEARCH_SIG = ("int64(int64[:], int64[:], int64[:], int64, int64, int64, int64, int64, "
               "int64, int64, int64, int64)")
_ROOT_SIG = ("int64(int64[:], int64[:], int64[:], int64, int64, int64, int64, int64, "
             "int64, int64, int64[:])")
_VALUE_SIG = ("int64(int64[:], int64[:], int64[:], int64, int64, int64, int64, int64, "
              "int64, int64)")
_CARD_SIG = "int64(int64[:], int64)"
_POLICY_SIG = "int64(int64[:], int64, int64, int64, int64, int64, int64, int64, int64)"
_ALIKE_SIG = "int64(int64[:], int64, int64, int64)"
_WEIGHTS_SIG = ("int64(int64[:], int64[:], int64, int64[:], int64, int64, int64, int64, "
                "float64, float64[:])")
_POLICY_VALUES_SIG = ("int64(int64[:], int64[:], int64[:], int64, int64, int64, int64, "
                      "int64, int64, int64, int64, int64, int64, int64, int64[:])")
_PLAYOUT_SIG = ("int64(int64[:], int64, int64, int64, int64, int64, int64, int64, int64, "
                "int64, int64[:])")

_lock = threading.Lock()
_ready = threading.Event()
_compiled: ModuleType | None = None
_thread: threading.Thread | None = None
_failed: BaseException | None = None


def numba_available() -> bool:
    return importlib.util.find_spec("numba") is not None


def _compile() -> None:
    global _compiled, _failed
    try:
        from numba import njit

        name = "engine.ai._kernel_jit"
        spec = importlib.util.spec_from_file_location(name, _kernel.__file__)
        # (a file location always gives a spec with a loader; the module is the
        # kernel's second copy, whose functions are replaced below: Any)
        mod: Any = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
        sys.modules[name] = mod
        spec.loader.exec_module(mod)  # type: ignore[union-attr]
        mod.search = njit(_SEARCH_SIG, cache=True, nogil=True)(mod.search)
        mod.root = njit(_ROOT_SIG, cache=True, nogil=True)(mod.root)
        mod.value = njit(_VALUE_SIG, cache=True, nogil=True)(mod.value)
        # The play-out's policy (``playout.py``): helpers first, as their callers
        # compile against them.
        mod._strength = njit(_CARD_SIG, cache=True, nogil=True)(mod._strength)
        mod._lowest_of = njit(_CARD_SIG, cache=True, nogil=True)(mod._lowest_of)
        mod.policy_card = njit(_POLICY_SIG, cache=True, nogil=True)(mod.policy_card)
        mod.playout = njit(_PLAYOUT_SIG, cache=True, nogil=True)(mod.playout)
        # Inference from the play and the play's valuation by play-outs
        # (``play_inference.py``, ``analysis``).
        mod._top_alike = njit(_ALIKE_SIG, cache=True, nogil=True)(mod._top_alike)
        mod.play_weights = njit(_WEIGHTS_SIG, cache=True, nogil=True)(mod.play_weights)
        mod.policy_values = njit(_POLICY_VALUES_SIG, cache=True, nogil=True)(
            mod.policy_values)
        mod.COMPILED = True
        _compiled = mod
    except BaseException as e:  # pragma: no cover - numba missing or broken
        _failed = e
    finally:
        _ready.set()


def warm_up(background: bool = True) -> threading.Thread | None:
    """Compile (or load from the disk cache) the kernel, in a daemon thread by default.
    Safe to call many times; returns the thread (``None`` when numba is missing). With
    ``background=False`` it returns once the kernel is ready, waiting for a warm-up that
    another call started."""
    global _thread
    if not numba_available():
        _ready.set()
        return None
    with _lock:
        if _thread is None and not _ready.is_set():
            if background:
                _thread = threading.Thread(target=_compile, name="engine-ai-warm-up",
                                           daemon=True)
                _thread.start()
            else:
                _thread = threading.current_thread()
                _compile()
    if not background:   # (a warm-up already started elsewhere is waited for too)
        _ready.wait()
    return _thread


def kernel(wait: bool = False) -> ModuleType:
    """The compiled kernel if ready (or ``wait``), else the pure-Python one.

    The first call starts the background warm-up."""
    if _compiled is not None:
        return _compiled
    warm_up(background=True)
    if wait:
        _ready.wait()
        if _compiled is not None:
            return _compiled
    return _kernel


def is_compiled() -> bool:
    return _compiled is not None
