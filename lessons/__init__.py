"""Lessons and quizzes: pure Python on top of the engine (never imports Streamlit)."""
from __future__ import annotations

import importlib.util
from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    blurb: str
    lessons_module: str


GAMES: dict[str, GameInfo] = {
    "euchre": GameInfo("euchre", "Euchre",
                       "Four players, two partnerships, the bowers and five quick tricks. "
                       "Every variant: Stick the Dealer, British with the Benny, 28/32 cards, "
                       "Cutthroat, two-handed and Railroad.", "lessons.euchre"),
    "ecarte": GameInfo("ecarte", "Écarté",
                       "The French two-player game of proposals and exchanges, with the king "
                       "of trumps and the vole.", "lessons.ecarte"),
}


def game_ready(game_id: str) -> bool:
    """A game is offered once its lessons package exists."""
    info = GAMES.get(game_id)
    if info is None:
        return False
    try:
        return importlib.util.find_spec(info.lessons_module) is not None
    except (ImportError, ValueError):
        return False


def available_games() -> tuple[str, ...]:
    return tuple(g for g in GAMES if game_ready(g))
