"""Why an action is illegal, as a small value that renders to a learner's sentence.

A ``Reason`` carries a machine-readable ``code`` and the ``details`` it talks about
(cards, suits, seats) so tests can assert the reason and a later translation can
render the same value in another language. ``text`` is the English sentence, made
by the game's ``words`` module (all learner-facing English of a game lives there).
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


class IllegalActionError(ValueError):
    """Raised by ``apply`` for an illegal action; the state is unchanged."""

    def __init__(self, reason: Reason):
        super().__init__(reason.text)
        self.reason = reason


class RulesError(ValueError):
    """An impossible rule option or combination of options."""


class DeckError(ValueError):
    """A deck that cannot be built, or a card or local index a deck does not have."""


class DealCodeError(ValueError):
    """A deal code that is malformed or describes an impossible deal."""


class RecordError(ValueError):
    """A hand record that cannot be read, or whose line ``line`` (counted from 1)
    breaks a rule; ``reason`` is the engine's ``Reason`` when an action was refused."""

    def __init__(self, message: str, line: int | None = None, reason: Reason | None = None):
        super().__init__(f"line {line}: {message}" if line is not None else message)
        self.line = line
        self.reason = reason
