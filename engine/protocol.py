"""The shape every game's packages share, as typed protocols (the way OpenSpiel has
``Game`` and ``State``). The registry (``engine.games``) names one package per layer;
these say what each must provide. The contract test (``tests/contract``) runs every
registered game through the same checks, so a new game that fits these shapes gets
them for free.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Mapping, Protocol, Sequence

from .errors import Reason


class GameRules(Protocol):
    """A game's rules: one frozen value, validated when made; the preset it matches."""

    players: int
    target_score: int

    @property
    def preset_name(self) -> str | None: ...
    def replace(self, **changes: Any) -> "GameRules": ...


class Event(Protocol):
    seat: int
    action: Any


class HandState(Protocol):
    """One hand, immutable: ``apply`` returns a new state and never changes this one."""

    rules: Any
    dealer: int
    phase: Any
    trump: Any          # the trump suit (None before it is made, or in a game without one)

    @property
    def current_player(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def history(self) -> Sequence[Event]: ...
    def legal_actions(self) -> Sequence[Any]: ...
    def apply(self, action: Any) -> "HandState": ...


class View(Protocol):
    """What one seat may see of a hand (the bots and the coach get only this)."""

    seat: int
    phase: Any

    @property
    def legal_actions(self) -> Sequence[Any]: ...


class Game(Protocol):
    """A whole game: hands until a side reaches the target."""

    rules: Any
    seed: int
    hand: Any

    @property
    def is_over(self) -> bool: ...
    @property
    def hands(self) -> Sequence[Any]: ...
    def apply(self, action: Any) -> "Game": ...
    def next_hand(self) -> "Game": ...


class GameEngine(Protocol):
    """A game's engine package (``GameSpec.engine``)."""

    Rules: type
    PRESETS: Mapping[str, Any]
    PRESET_TITLES: Mapping[str, str]
    DEFAULT_PRESET: str
    Game: Any

    def preset(self, name: str) -> Any: ...
    def deal(self, rules: Any, dealer: int = 0, seed: Any = None) -> Any: ...
    def observe(self, state: Any, seat: int) -> Any: ...
    def partner_of(self, rules: Any, seat: int) -> int | None: ...
    def encode_deal(self, state: Any) -> str: ...
    def decode_deal(self, code: str) -> Any: ...
    def explain_illegal(self, state: Any, action: Any) -> Reason | None: ...


class Bot(Protocol):
    level: str

    # ``scores``: the game's before this hand, for a player that judges by the game; the
    # coach passes them only to the players of a game whose AI has ``GAME_ODDS``
    def choose(self, view: Any, scores: Any = None) -> Any: ...
    def explain(self, view: Any, scores: Any = None) -> str: ...


class GameAI(Protocol):
    """A game's computer players and the coach's analysis (``GameSpec.ai``). Optional:
    ``GAME_ODDS = True`` when ``hint``, ``grade`` and ``odds`` also take ``scores=``
    (the game's scores before the hand, as ``Game.scores``) to judge by the chance of
    winning the game; the coach passes them only then. Optional too: ``grade_from_odds
    (action, odds)``, the grade read off a hint's odds exactly as ``grade`` would give it
    (without it the coach uses ``engine.ai.grade_from_odds``)."""

    BOTS: Mapping[str, Callable[..., Bot]]
    ODDS_PHASES: tuple[Any, ...]

    def hint(self, view: Any, samples: int = ..., seed: int | None = ...) -> Any: ...
    def grade(self, view: Any, action: Any, samples: int = ..., seed: int | None = ...) -> Any: ...
    def odds(self, view: Any, samples: int = ..., seed: int | None = ...) -> Any: ...
    def sample_state(self, view: Any, rng: random.Random) -> Any: ...
