"""The values both games' rule books are made of (``lessons/<game>/rulebook.py``)."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from engine.i18n import _


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


def closest_preset(rules: Any, presets: Mapping[str, Any]) -> str:
    """The name of the preset ``rules`` is nearest: one with the same number of players
    first (a table of another size is a different game), then the fewest options apart,
    then the smallest numbers apart (a target of 7 is nearer 5 than 11), then the first."""
    def distance(name: str) -> tuple[bool, int, int, int]:
        preset = presets[name]
        apart = [(getattr(rules, f.name), getattr(preset, f.name)) for f in dataclasses.fields(rules)
                 if getattr(rules, f.name) != getattr(preset, f.name)]
        numbers = sum(abs(a - b) for a, b in apart if type(a) is int and type(b) is int)
        return preset.players != rules.players, len(apart), numbers, list(presets).index(name)
    return min(presets, key=distance)


def variant_title(rules: Any, presets: Mapping[str, Any], titles: Mapping[str, str]) -> str:
    """A preset's title, or for rules no preset has, what they are and the preset they are
    nearest (``Your own rules, closest to Cutthroat (3 players)``): "Custom rules" alone
    told the learner nothing about the game they were playing."""
    for name, preset in presets.items():
        if preset == rules:
            return _(titles[name])
    return _("Your own rules, closest to {variant}").format(
        variant=_(titles[closest_preset(rules, presets)]))


def reference_preset(rules: Any, presets: Mapping[str, Any]) -> str:
    """The preset ``rules`` are told apart from: for "Your own rules, closest to X", X (a
    list of changes from the standard game under that name read as changes from X); for a
    preset, the first preset (the standard game), so that the list says what the variant is."""
    if any(preset == rules for preset in presets.values()):
        return next(iter(presets))
    return closest_preset(rules, presets)


def changes(rules: Any, presets: Mapping[str, Any],
            applies: Callable[[str], bool] = lambda name: True) -> dict[str, Any]:
    """The options (name: value in force) that differ from ``reference_preset``'s, leaving
    out those ``applies`` says cannot apply at this table (Settings greys them out)."""
    base = presets[reference_preset(rules, presets)]
    return {f.name: getattr(rules, f.name) for f in dataclasses.fields(rules)
            if getattr(rules, f.name) != getattr(base, f.name) and applies(f.name)}
