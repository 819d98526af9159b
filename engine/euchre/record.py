"""What a hand record (``engine.records``) needs to know about Euchre."""
from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from ..errors import Reason, RecordError
from ..words import SEAT_NAMES
from .rules import Rules, preset

if TYPE_CHECKING:
    from .state import HandResult, HandState

TITLE = "Euchre"


def seat_names(rules: Rules) -> tuple[str, ...]:
    return SEAT_NAMES[rules.players]   # part of the format: English in any language


def rules_text(state: HandState) -> str:
    """The ``rules:`` line: the preset's name (a deal code names the preset)."""
    if state.rules.preset_name is None:
        raise RecordError(Reason.of("engine", "record_no_preset"))
    return state.rules.preset_name


def rules_from_text(text: str) -> Rules:
    return preset(text)


def scores(state: HandState) -> None:
    """A Euchre hand is played the same whatever the score: no ``scores:`` line."""
    return None


def with_scores(state: HandState, text: str, number: int) -> NoReturn:
    raise RecordError(Reason.of("engine", "record_no_scores", game="euchre"), number)


def points(result: HandResult) -> tuple[int, ...]:
    return result.points
