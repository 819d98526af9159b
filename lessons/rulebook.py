"""The values both games' rule books are made of (``lessons/<game>/rulebook.py``)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class OptionRow:
    """One rule option as the Rules page lists it."""

    name: str
    title: str
    value: str
    doc: str
    changed: bool


@dataclass(frozen=True)
class Section:
    """A part of the rule book: its title and paragraphs are in the language of the run;
    ``key`` names the section whatever the language (pages test it, not the title)."""

    title: str
    paragraphs: tuple[str, ...]
    key: str = ""
