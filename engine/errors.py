"""Why an action is illegal, as a small value that renders to a learner's sentence.

A ``Reason`` carries a machine-readable ``code`` and the ``details`` it talks about
(cards, suits, seats) so tests can assert the reason and a later translation can
render the same value in another language. ``text`` is the English sentence, made
by the game's ``words`` module (all learner-facing English of a game lives there).

The error family: every deliberate error is an ``EngineError``; both games raise the
same subclass for the same fault (a bad option: ``RulesError``; a bad deal:
``DealError``; a bad deal code: ``DealCodeError``; a seat not at the table:
``SeatError``; a refused action: ``IllegalActionError``, ``GameOverError`` once the
game is over; an assignment to a state: ``FrozenStateError``; unreadable card text:
``engine.cards.NotationError``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Reason:
    code: str
    text: str
    details: tuple[tuple[str, Any], ...] = field(default=())

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.details:
            if k == key:
                return v
        return default

    def __str__(self) -> str:
        return self.text


class EngineError(ValueError):
    """Every error the engine raises on purpose: catch this one to catch them all.

    A ``ValueError`` so that older ``except ValueError`` callers keep working."""


class RulesError(EngineError):
    """An impossible rule option or combination of options, or something that is
    not a rules value where one is needed."""


class DealError(EngineError):
    """A deal that cannot be played (wrong hands, missing or doubled cards), or
    something that is not a hand where one is needed."""


class DealCodeError(DealError):
    """A deal code that is malformed or describes an impossible deal."""


class SeatError(EngineError):
    """A seat (a player to observe, a dealer) that is not at this table: seats are
    whole numbers 0..players-1, and ``True`` or ``1.0`` is not one."""


class IllegalActionError(EngineError):
    """Raised by ``apply`` for an illegal action; the state is unchanged."""

    def __init__(self, reason: Reason):
        super().__init__(reason.text)
        self.reason = reason


class GameOverError(IllegalActionError):
    """An action or a new hand asked of a game that is already over."""

    def __init__(self, reason: Reason | None = None):
        super().__init__(reason or Reason("game_over", "The game is over."))


class FrozenStateError(EngineError, AttributeError):
    """An attempt to change a state in place (an ``AttributeError`` too, like a
    frozen dataclass's): states never change, ``apply`` returns a new one."""


class DeckError(EngineError):
    """A deck that cannot be built, or a card or local index a deck does not have."""


class RecordError(EngineError):
    """A hand record that cannot be read, or whose line ``line`` (counted from 1)
    breaks a rule; ``reason`` is the engine's ``Reason`` when an action was refused."""

    def __init__(self, message: str, line: int | None = None, reason: Reason | None = None):
        super().__init__(f"line {line}: {message}" if line is not None else message)
        self.line = line
        self.reason = reason
