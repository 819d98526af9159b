"""Lessons and quizzes: pure Python on top of the engine (never imports Streamlit)."""
from __future__ import annotations

import importlib.util
from dataclasses import dataclass

from engine.i18n import N_, _


@dataclass(frozen=True)
class GameInfo:
    id: str
    title_en: str     # English, marked with N_(); ``title`` and ``blurb`` are translated
    blurb_en: str
    lessons_module: str

    @property
    def title(self) -> str:
        return _(self.title_en)

    @property
    def blurb(self) -> str:
        return _(self.blurb_en)


GAMES: dict[str, GameInfo] = {
    "euchre": GameInfo("euchre", N_("Euchre"),
                       N_("Four players, two partnerships, the bowers and five quick tricks. "
                          "Every variant: Stick the Dealer, British with the Benny, 28/32 cards, "
                          "Cutthroat, two-handed and Railroad."), "lessons.euchre"),
    "ecarte": GameInfo("ecarte", N_("Écarté"),
                       N_("The French two-player game of proposals and exchanges, with the king "
                          "of trumps and the vole."), "lessons.ecarte"),
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
