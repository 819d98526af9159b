"""The compiled kernel's warm-up: asked to wait, it waits even for a warm-up another call
already started in the background (the analysis worker's imports may start one)."""
import subprocess
import sys
from pathlib import Path

import pytest

from engine.ai import numba_available

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.skipif(not numba_available(), reason="numba is not installed here")
def test_waiting_for_the_kernel_waits_for_a_warm_up_already_under_way():
    # a fresh interpreter: nothing loaded yet (the kernel takes about a second from disk)
    code = ("from engine.ai import jit\n"
            "jit.warm_up()\n"
            "jit.warm_up(background=False)\n"
            "print(jit.is_compiled())\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         timeout=600)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "True"
