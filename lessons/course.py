"""Course values shared by every game: a ``Lesson`` is ordered ``Step`` s.

A step is data: a title, some Markdown, optionally the name of an interactive
explorer the UI draws (``explorer``), a worked example computed by the engine
(``example``: ``rules -> Example``), and quiz topics (``quiz``: topic ids).

Lessons are built once, at import time, so their words are stored in English (marked
with ``N_()`` for the catalogue) and translated when read: ``step.title``,
``step.text_for(rules)``, ``lesson.title`` and ``lesson.summary_for(rules)`` are in the language
of the current run. A step whose text is a function builds it with ``_()`` itself.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from engine import games
from engine.i18n import _

from .quiz import Scene, Topic


@dataclass(frozen=True)
class Frame:
    """One moment of a worked example: what happened, and what to draw."""

    text: str
    scene: Scene = Scene()
    position: object = field(default=None, compare=False, repr=False)
    """The engine state this frame shows, when it comes from a played hand (tests replay it)."""


@dataclass(frozen=True)
class Example:
    title: str
    frames: tuple[Frame, ...]


@dataclass(frozen=True)
class Step:
    """``text_en`` is Markdown in English (the catalogue key), or a function of the rules in
    force returning the text already translated (for sentences that differ between rule
    options)."""

    title_en: str
    text_en: str | Callable[[Any], str]
    explorer: str | None = None
    example: Callable[[Any], Example] | None = None
    quiz: tuple[str, ...] = ()

    @property
    def title(self) -> str:
        return _(self.title_en)

    def text_for(self, rules) -> str:
        return self.text_en(rules) if callable(self.text_en) else _(self.text_en)


@dataclass(frozen=True)
class Lesson:
    """``summary_en``, like a step's text, is English Markdown or a function of the rules in force
    (a summary naming who scores must name the right player at every table)."""

    id: str
    title_en: str
    summary_en: str | Callable[[Any], str]
    steps: tuple[Step, ...]

    @property
    def title(self) -> str:
        return _(self.title_en)

    def summary_for(self, rules) -> str:
        return self.summary_en(rules) if callable(self.summary_en) else _(self.summary_en)


@dataclass(frozen=True)
class Course:
    game: str
    lessons: tuple[Lesson, ...]
    topics: dict[str, Topic]

    def lesson(self, lesson_id: str) -> Lesson:
        for l in self.lessons:
            if l.id == lesson_id:
                return l
        raise KeyError(lesson_id)

    def index(self, lesson_id: str) -> int:
        return [l.id for l in self.lessons].index(lesson_id)


def course(game: str) -> Course:
    """The course of ``game`` (its lessons package, found in the registry, exposes ``COURSE``)."""
    return games.get(game).load("course").COURSE
