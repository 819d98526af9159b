"""Course values shared by every game: a ``Lesson`` is ordered ``Step`` s.

A step is data: a title, some Markdown, optionally the name of an interactive
explorer the UI draws (``explorer``), a worked example computed by the engine
(``example``: ``rules -> Example``), and quiz topics (``quiz``: topic ids).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from engine import games

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
    """``text`` is Markdown, or a function of the rules in force returning it (for
    sentences that differ between rule options)."""

    title: str
    text: str | Callable[[Any], str]
    explorer: str | None = None
    example: Callable[[Any], Example] | None = None
    quiz: tuple[str, ...] = ()

    def text_for(self, rules) -> str:
        return self.text(rules) if callable(self.text) else self.text


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    summary: str
    steps: tuple[Step, ...]


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
