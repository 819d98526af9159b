"""Why an action is illegal, as a small value that renders to a learner's sentence.

A ``Reason`` carries a machine-readable ``code`` and the ``details`` its sentence
talks about (cards, suits, seats, numbers), and no words: tests assert the code and
the details, and the sentence is rendered when it is shown (``str(reason)`` or
``reason.text``), by the ``render`` of the words module of its ``domain`` (``euchre``,
``ecarte``, ``ai``, ``principle``; any other game ``x``: ``engine/x/words.py``), in the
language of that moment.

The error family: every deliberate error is an ``EngineError``; both games raise the
same subclass for the same fault (a bad option: ``RulesError``; a bad deal:
``DealError``; a bad deal code: ``DealCodeError``; a seat not at the table:
``SeatError``; a refused action: ``IllegalActionError``, ``GameOverError`` once the
game is over; an assignment to a state: ``FrozenStateError``; unreadable card text:
``engine.cards.NotationError``).
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

_WORDS = {"engine": "engine.words", "ai": "engine.ai.words",
          "principle": "engine.ai.principle_words"}


@dataclass(frozen=True)
class Reason:
    code: str
    details: tuple[tuple[str, Any], ...] = field(default=())
    domain: str = "engine"

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
        if self.domain in _WORDS:
            words = importlib.import_module(_WORDS[self.domain])
        else:
            from . import games   # a game's own words: its engine package's ``words`` (or itself)
            engine = games.get(self.domain).load("engine")
            words = getattr(engine, "words", engine)
        return str(words.render(self))

    def __str__(self) -> str:
        return self.text


class EngineError(ValueError):
    """Every error the engine raises on purpose: catch this one to catch them all.

    A ``ValueError`` so that older ``except ValueError`` callers keep working."""


class RulesError(EngineError):
    """An impossible rule option or combination of options, or something that is
    not a rules value where one is needed. ``problems`` are ``Reason`` values (or, for
    a fault only a programmer can make, plain text); ``str(error)`` renders them in the
    language of the moment it is called, so keep the error and render it when shown."""

    def __init__(self, *problems: "Reason | str"):
        super().__init__(*problems)
        self.problems = problems

    def __str__(self) -> str:
        text = "; ".join(str(p) for p in self.problems)
        return text if text.endswith(".") else text + "."


class DealError(EngineError):
    """A deal that cannot be played (wrong hands, missing or doubled cards), or
    something that is not a hand where one is needed."""


class DealCodeError(DealError):
    """A deal code that is malformed or describes an impossible deal."""


class SeatError(EngineError):
    """A seat (a player to observe, a dealer) that is not at this table: seats are
    whole numbers 0..players-1, and ``True`` or ``1.0`` is not one."""


class IllegalActionError(EngineError):
    """Raised by ``apply`` for an illegal action; the state is unchanged. The message
    is the sentence in the language of the moment it was raised; show
    ``error.reason`` (rendered when shown) to a learner."""

    def __init__(self, reason: Reason):
        super().__init__(reason.text)
        self.reason = reason


class GameOverError(IllegalActionError):
    """An action or a new hand asked of a game that is already over."""

    def __init__(self, reason: Reason | None = None):
        super().__init__(reason or Reason.of("engine", "game_over"))


class FrozenStateError(EngineError, AttributeError):
    """An attempt to change a state in place (an ``AttributeError`` too, like a
    frozen dataclass's): states never change, ``apply`` returns a new one."""


class DeckError(EngineError):
    """A deck that cannot be built, or a card or local index a deck does not have."""


class RecordError(EngineError):
    """A hand record that cannot be read, or whose line ``line`` (counted from 1)
    breaks a rule; ``reason`` is the engine's ``Reason`` when an action was refused.
    ``problem`` is a ``Reason`` (or, for a fault only a programmer can make, plain text),
    rendered with the line number when the error is shown."""

    def __init__(self, problem: "Reason | str", line: int | None = None,
                 reason: Reason | None = None):
        super().__init__(problem, line)
        self.problem = problem
        self.line = line
        self.reason = reason

    def __str__(self) -> str:
        from .i18n import _
        if self.line is None:
            return str(self.problem)
        return _("line {line}: {problem}").format(line=self.line, problem=self.problem)
