"""Computer players by level name, for both games.

``make_bot("intermediate")`` or ``make_bot("expert", game="ecarte")`` (a game id of ``engine.games``) returns an
object with ``choose(view) -> action`` and ``explain(view) -> str`` (the reason
in words; every level has one, the intermediate's are the rules of thumb).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping

from .. import games

if TYPE_CHECKING:
    from ..protocol import Bot

LEVELS = ("novice", "intermediate", "expert")


def make_bot(level: str, game: str | None = None, **options: Any) -> Bot:
    """A computer player of ``level`` (``novice``, ``intermediate``, ``expert``) for the
    registered game ``game`` (the first registered game when left out)."""
    spec = games.get(game) if game is not None else games.default()
    table: Mapping[str, Callable[..., Bot]] = spec.load("ai").BOTS   # a loaded module's
    name = str(level).lower()
    if name not in table:
        raise ValueError(f"no {level!r} player for {spec.title}: the levels are {', '.join(table)}")
    return table[name](**options)
