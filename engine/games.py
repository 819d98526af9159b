"""The registry of games: the one place that knows which games exist.

Every layer asks this module about a game instead of naming it. A game is one
package per layer, named in its ``GameSpec`` by module path and imported only when
asked for, so the engine never imports the lessons or the UI:

- ``engine``: the rules engine (``Rules``, ``PRESETS``, ``preset``, ``DEFAULT_PRESET``,
  ``Game``, ``deal``, ``from_deal``, ``observe``, ``decode_deal``, ``encode_deal``,
  ``explain_illegal``, ``words``), see ``engine.protocol.GameEngine``;
- ``ai``: computer players and the coach's analysis (``engine.protocol.GameAI``);
- ``course``: the lessons (``COURSE``, ``rulebook``), see ``lessons.course``;
- ``ui``: the pages' game-specific parts (``ui.games.GameUI``).

Adding a game is one package per layer and one ``register`` line below (a test can
register a throwaway game the same way).
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from .errors import DealCodeError, Reason, RulesError
from .i18n import N_, _

LAYERS = ("engine", "ai", "course", "ui")


@dataclass(frozen=True)
class GameSpec:
    """One game: its id (in URLs, the store and deal codes), its title, what its
    lessons promise, the first letters of its deal codes, and a package per layer."""

    id: str
    title_en: str        # English, marked with N_(); ``title`` and ``blurb`` are translated
    blurb_en: str
    deal_prefix: str
    engine: str
    ai: str
    course: str
    ui: str

    @property
    def title(self) -> str:
        return _(self.title_en)

    @property
    def blurb(self) -> str:
        return _(self.blurb_en)

    def load(self, layer: str) -> ModuleType:
        """The game's package for ``layer`` (imported on first use)."""
        if layer not in LAYERS:
            raise ValueError(f"no layer {layer!r}: the layers are {', '.join(LAYERS)}")
        return importlib.import_module(getattr(self, layer))

    def has(self, layer: str) -> bool:
        """Whether the package for ``layer`` exists (a game may come without lessons)."""
        try:
            return importlib.util.find_spec(getattr(self, layer)) is not None
        except (ImportError, ValueError):
            return False

    @property
    def rules_type(self) -> type:
        rules: type = self.load("engine").Rules
        return rules


_GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    """Adds ``spec`` (or replaces the game with the same id)."""
    _GAMES[spec.id] = spec
    return spec


def unregister(game_id: str) -> None:
    _GAMES.pop(game_id, None)


def all_games() -> tuple[GameSpec, ...]:
    return tuple(_GAMES.values())


def ids() -> tuple[str, ...]:
    return tuple(_GAMES)


def get(game_id: Any) -> GameSpec:
    """The game called ``game_id``; a ``RulesError`` naming the known games otherwise."""
    if isinstance(game_id, str) and game_id in _GAMES:
        return _GAMES[game_id]
    raise RulesError(Reason.of("engine", "no_game", name=str(game_id)[:40],
                               games=tuple(spec.title for spec in _GAMES.values())))


def default() -> GameSpec:
    return next(iter(_GAMES.values()))


def of(thing: Any) -> GameSpec:
    """The game ``thing`` belongs to: its rules, a hand state, a game, a view (anything
    that is a game's ``Rules`` or carries one as ``.rules``)."""
    rules = thing if not hasattr(thing, "rules") else thing.rules
    for spec in _GAMES.values():
        if isinstance(rules, spec.rules_type):
            return spec
    raise RulesError(f"{type(thing).__name__} does not belong to any game here")


def for_deal_code(code: Any) -> GameSpec:
    """The game a deal code is for, by its first letters (``EU-…``, ``ECARTE-…``)."""
    text = str(code).strip().upper()
    for spec in sorted(_GAMES.values(), key=lambda s: -len(s.deal_prefix)):
        if text.startswith(spec.deal_prefix.upper() + "-"):
            return spec
    prefixes = ", ".join(f"{s.deal_prefix}-…" for s in _GAMES.values())
    raise DealCodeError(_("a deal code starts with the game's letters ({prefixes})").format(
        prefixes=prefixes))


register(GameSpec(
    id="euchre", title_en=N_("Euchre"),
    blurb_en=N_("Four players, two partnerships, the bowers and five quick tricks. Every variant: "
                "Stick the Dealer, British with the Benny, 28/32 cards, Cutthroat, two-handed "
                "and Railroad."),
    deal_prefix="EU", engine="engine.euchre", ai="engine.ai.euchre_game",
    course="lessons.euchre", ui="ui.games.euchre"))
register(GameSpec(
    id="ecarte", title_en=N_("Écarté"),
    blurb_en=N_("The French two-player game of proposals and exchanges, with the king of trumps "
                "and the vole."),
    deal_prefix="ECARTE", engine="engine.ecarte", ai="engine.ai.ecarte_game",
    course="lessons.ecarte", ui="ui.games.ecarte"))
