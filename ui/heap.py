"""Short garbage collections in the server process.

Streamlit's collection after every run is switched off (``.streamlit/config.toml``), but
Python's own collector still walks every live object now and then: with Streamlit, plotly,
SQLAlchemy and the solver loaded that is over 100,000 objects and ~100 ms during which no
learner's click is answered. Modules and their objects live as long as the process, so
once new modules have been imported they are collected once and frozen (``gc.freeze``):
later collections only walk what the runs themselves create.
"""
from __future__ import annotations

import gc
import sys
import threading

_lock = threading.Lock()
_modules_frozen = 0


def settle() -> None:
    """Freeze the heap if modules were imported since the last time (cheap otherwise)."""
    global _modules_frozen
    if len(sys.modules) == _modules_frozen:
        return
    with _lock:
        if len(sys.modules) != _modules_frozen:
            gc.collect()   # this run's garbage is not frozen with the modules
            gc.freeze()
            _modules_frozen = len(sys.modules)
