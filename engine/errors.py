"""Why an action is illegal, as a small value that renders to a learner's sentence.

A ``Reason`` carries a machine-readable ``code`` and the ``details`` its sentence
talks about (cards, suits, seats, numbers), and no words: tests assert the code and
the details, and the sentence is rendered when it is shown (``str(reason)`` or
``reason.text``), by the ``render`` of the words module of its ``domain`` (``euchre``,
``ecarte``, ``ai``; any other game ``x``: ``engine/x/words.py``), in the language of that
moment.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

_WORDS = {"euchre": "engine.euchre.words", "ecarte": "engine.ecarte.words",
          "ai": "engine.ai.words"}


@dataclass(frozen=True)
class Reason:
    code: str
    details: tuple[tuple[str, Any], ...] = field(default=())
    domain: str = "euchre"

    @classmethod
    def of(cls, domain: str, code: str, **details: Any) -> "Reason":
        return cls(code, tuple(details.items()), domain)

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.details:
            if k == key:
                return v
        return default

    @property
    def text(self) -> str:
        """The sentence, in the current language."""
        module = _WORDS.get(self.domain, f"engine.{self.domain}.words")   # a game's own words
        return importlib.import_module(module).render(self)

    def __str__(self) -> str:
        return self.text


class IllegalActionError(ValueError):
    """Raised by ``apply`` for an illegal action; the state is unchanged. The message
    is the sentence in the language of the moment it was raised; show
    ``error.reason`` (rendered when shown) to a learner."""

    def __init__(self, reason: Reason):
        super().__init__(reason.text)
        self.reason = reason


class RulesError(ValueError):
    """An impossible rule option or combination of options."""


class DealCodeError(ValueError):
    """A deal code that is malformed or describes an impossible deal."""


class RecordError(ValueError):
    """A hand record that cannot be read, or whose line ``line`` (counted from 1)
    breaks a rule; ``reason`` is the engine's ``Reason`` when an action was refused."""

    def __init__(self, message: str, line: int | None = None, reason: Reason | None = None):
        super().__init__(f"line {line}: {message}" if line is not None else message)
        self.line = line
        self.reason = reason
