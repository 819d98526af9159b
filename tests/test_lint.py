"""Lint in CI: ruff's bug-finding rules (ruff.toml) pass on the whole tree, and the
registry and the shared modules pass mypy --strict."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Strict typing so far: the registry, the protocols, catalogues, errors and shared words.
STRICT = ["engine/games.py", "engine/protocol.py", "engine/i18n.py", "engine/errors.py",
          "engine/cards.py", "engine/dealcode.py", "engine/core.py", "engine/words.py",
          "engine/options.py", "engine/obligation.py", "engine/records.py"]


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def test_ruff_finds_nothing():
    pytest.importorskip("ruff")
    done = _run("ruff", "check", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_registry_and_shared_modules_pass_mypy_strict():
    pytest.importorskip("mypy")
    done = _run("mypy", "--strict", "--follow-imports=silent", *STRICT)
    assert done.returncode == 0, done.stdout + done.stderr
