"""The contract test's games: every registered game plus the toy (``toygame``), which is
registered only for the duration of a test that asks for it."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))   # so the registry can import toygame

import toygame  # noqa: E402

from engine import games  # noqa: E402

GAME_IDS = (*games.ids(), toygame.SPEC.id)


@pytest.fixture(params=GAME_IDS)
def spec(request):
    """Each game in turn, the toy registered while its test runs."""
    if request.param == toygame.SPEC.id:
        toygame.register()
        yield toygame.SPEC
        games.unregister(toygame.SPEC.id)
    else:
        yield games.get(request.param)
