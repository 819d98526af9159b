"""The game-specific parts of the pages, one package per game (``ui/games/<id>/``),
found through the registry (``engine.games``): the pages themselves are game-neutral.

A game's UI package provides what ``GameUI`` lists: a hero for Home, its Rules and
Settings pages, its lessons' explorers, and the play view (the table and the
decision controls of the Play page, see ``PlayView``).
"""
from __future__ import annotations

from types import ModuleType
from typing import Any, Callable, Protocol

from engine import games


class PlayView(Protocol):
    """The Play page's questions about one game (a module of functions; ``game`` is a
    ``lessons.coach.CoachedGame``, ``fc`` the four-colour deck)."""

    def seat_names(self, game: Any) -> list[str]: ...
    def team_labels(self, game: Any) -> list[str]: ...
    def i_won(self, game: Any) -> bool: ...
    def winners_text(self, game: Any) -> str: ...
    def header(self, game: Any, fc: bool) -> str: ...
    def table(self, game: Any, fc: bool) -> str:
        """The table as HTML (the seats, the cards on it, what lies in the centre)."""
    def last_trick(self, game: Any, fc: bool) -> str: ...
    def decision(self, game: Any, fc: bool, act: Callable) -> dict[str, Any]:
        """Draw the learner's decision; returns its widgets' spoken names by key (for
        ``ui.a11y.keyboard``)."""
    def label(self, game: Any, action: Any, before: Any = None) -> str: ...
    def snapshot(self, game: Any, before: Any, fc: bool) -> None: ...
    def log_lines(self, game: Any) -> list[str]: ...
    def result_text(self, game: Any) -> str: ...
    def odds_chart(self, game: Any, odds: Any) -> tuple[dict, str]: ...
    def score_history(self, game: Any) -> list[tuple[int, ...]]: ...
    def news(self, game: Any) -> list[str]:
        """What changed since the learner's last decision, in sentences (a live region)."""
    def table_words(self, game: Any) -> list[str]:
        """The table in words, for a screen reader."""


class GameUI(Protocol):
    """What a game's UI package (``ui.games.<id>``) provides."""

    play: PlayView

    def hero(self, four_colour: bool) -> tuple[str, str, str]:
        """Home's welcome: (headline, blurb, cards HTML)."""
    def rules_page(self) -> None: ...
    def settings_page(self) -> None: ...
    def lesson_explorers(self) -> dict[str, Callable[[Any], None]]: ...


def ui_of(game_id: str) -> ModuleType:
    """The UI package of the registered game ``game_id``."""
    return games.get(game_id).load("ui")


def explorer(game_id: str, name: str) -> Callable[[Any], None] | None:
    """The explorer a lesson step names, from its game's UI package."""
    return ui_of(game_id).lesson_explorers().get(name)
