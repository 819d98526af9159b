"""Lessons and quizzes: pure Python on top of the engine (never imports Streamlit).

Which games exist is the registry's business (``engine.games``); a game is offered
for learning once its course package exists."""
from __future__ import annotations

from engine import games


def game_ready(game_id: str) -> bool:
    """A game is offered once its lessons package exists."""
    return game_id in games.ids() and games.get(game_id).has("course")


def available_games() -> tuple[str, ...]:
    return tuple(g for g in games.ids() if game_ready(g))
