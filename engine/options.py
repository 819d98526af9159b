"""Rule options as data: each option of a rules dataclass carries its documentation.

Both games document every rule option where it is declared, with ``option(default,
doc)``; the Rules pages show those words. They are dataclass field metadata, so
nothing reads source files (the engine runs where only bytecode is shipped).
"""
from __future__ import annotations

import dataclasses
import functools
from typing import TYPE_CHECKING, Any, TypeVar

from .i18n import _

from .errors import Reason, RulesError

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T", bound="DataclassInstance")


def option(default: Any, doc: str) -> Any:
    """A rules field with its ``default`` and its documentation. The text is kept as
    written, because it is its own catalogue key (Babel extracts ``option``'s second
    argument); ``option_docs`` translates it and collapses the whitespace."""
    return dataclasses.field(default=default, metadata={"doc": doc})


def option_docs(cls: type) -> dict[str, str]:
    """``{option name: its documentation}`` for a rules dataclass ``cls``, in the
    language of the moment (whitespace collapsed)."""
    return {f.name: " ".join(_(f.metadata["doc"]).split())
            for f in dataclasses.fields(cls) if "doc" in f.metadata}


def refuse_unknown_options(cls: type[T]) -> type[T]:
    """Make ``cls(bogus=1)`` (and too many positional values) a ``RulesError`` that
    names the options, instead of the dataclass's bare ``TypeError``."""
    names = tuple(f.name for f in dataclasses.fields(cls))
    init = cls.__init__

    @functools.wraps(init)
    def __init__(self: T, *args: Any, **kwargs: Any) -> None:
        unknown = sorted(set(kwargs) - set(names))
        if unknown or len(args) > len(names):
            game = cls.__module__.split(".")[-2]
            raise RulesError(Reason.of("engine", "unknown_options", game=game,
                                       unknown=tuple(unknown) or (f"{len(args)} values in a row",),
                                       known=names))
        init(self, *args, **kwargs)

    cls.__init__ = __init__  # type: ignore[method-assign,assignment]  # the point: a checked __init__
    return cls
