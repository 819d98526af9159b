"""Lint in CI: ruff's bug-finding rules (ruff.toml) pass on the whole tree, and the
engine passes mypy --strict."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Strict typing: the whole engine (the shared modules, both games and the computer players).
STRICT = ["engine/games.py", "engine/protocol.py", "engine/i18n.py", "engine/errors.py",
          "engine/cards.py", "engine/dealcode.py", "engine/core.py", "engine/words.py",
          "engine/options.py", "engine/obligation.py", "engine/records.py",
          "engine/ai/principles.py", "engine/ai/principle_words.py",
          "engine/ai/euchre_principles.py", "engine/ai/ecarte_principles.py",
          "engine/__init__.py", "engine/euchre/__init__.py", "engine/euchre/actions.py",
          "engine/euchre/dealcode.py", "engine/euchre/explain.py", "engine/euchre/game.py",
          "engine/euchre/obligation.py", "engine/euchre/ranking.py", "engine/euchre/record.py",
          "engine/euchre/rules.py", "engine/euchre/scoring.py", "engine/euchre/state.py",
          "engine/euchre/view.py", "engine/euchre/words.py", "engine/ecarte/__init__.py",
          "engine/ecarte/actions.py", "engine/ecarte/dealcode.py", "engine/ecarte/explain.py",
          "engine/ecarte/game.py", "engine/ecarte/obligation.py", "engine/ecarte/ranking.py",
          "engine/ecarte/record.py", "engine/ecarte/rules.py", "engine/ecarte/scoring.py",
          "engine/ecarte/state.py", "engine/ecarte/transcript.py", "engine/ecarte/view.py",
          "engine/ecarte/words.py", "engine/ai/__init__.py", "engine/ai/_kernel.py",
          "engine/ai/analysis.py", "engine/ai/bots.py", "engine/ai/ecarte_analysis.py",
          "engine/ai/ecarte_bots.py", "engine/ai/ecarte_game.py",
          "engine/ai/ecarte_inference.py", "engine/ai/ecarte_odds.py",
          "engine/ai/_ecarte_outcomes.py", "engine/ai/euchre_bots.py",
          "engine/ai/euchre_game.py", "engine/ai/game_odds.py", "engine/ai/_hand_outcomes.py",
          "engine/ai/inference.py", "engine/ai/jit.py",
          "engine/ai/play_inference.py", "engine/ai/playout.py",
          "engine/ai/sampling.py",
          "engine/ai/solver.py", "engine/ai/words.py"]


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
