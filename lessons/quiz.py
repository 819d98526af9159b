"""Quiz values: a ``Question`` with its ``Choice`` s, and the ``Feedback`` for an answer.

A quiz generator is a pure function ``(rules, seed) -> Question``: it builds a
fresh position with the engine and takes the answer key (and every explanation)
from the engine, so questions never run out and never disagree with the rules.
Nothing here knows about Streamlit; ``ui/quiz.py`` draws these values.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Iterable

from engine.cards import Card, Suit


@dataclass(frozen=True)
class Choice:
    """One answer a learner can pick.

    ``key`` is stable within the question (used for widget keys), ``label`` is the
    text read out and shown on the button, ``cards`` are drawn when present, and
    ``why`` is the engine's explanation of this choice (shown after answering).
    """

    key: str
    label: str
    correct: bool
    why: str = ""
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Scene:
    """What to draw above a question: the trump, a hand, a trick, an upcard, notes."""

    trump: Suit | None = None
    hand: tuple[Card, ...] = ()
    hand_label: str = ""
    trick: tuple[tuple[str, Card], ...] = ()   # (who, card) in play order
    trick_label: str = ""
    upcard: Card | None = None
    facts: tuple[tuple[str, str], ...] = ()     # small "label: value" lines
    turned_down: Suit | None = None
    upcard_label: str = ""                      # the caption under the upcard ("turn-up" in Écarté)
    game: str = "euchre"                        # which game's marks to draw (bowers, or the king of trumps)
    marks: bool = True
    """Draw the cards' role marks (trump border, RIGHT/LEFT/BENNY/ROI badges) with the question.
    ``False`` when the marks would give the answer away (which suit, which card wins, the
    order): the marks are then shown only in the feedback."""


@dataclass(frozen=True)
class Feedback:
    correct: bool
    headline: str
    text: str
    details: tuple[tuple[str, bool, str], ...] = ()   # (choice label, was it right, why)


@dataclass(frozen=True)
class Question:
    """A quiz question. ``multi``: choose all that apply (answer is a set of keys)."""

    kind: str
    topic: str
    seed: int
    prompt: str
    choices: tuple[Choice, ...]
    explanation: str
    multi: bool = False
    scene: Scene = field(default_factory=Scene)
    source: object = field(default=None, compare=False, repr=False)
    """The engine position the question was built from (for hints and for tests)."""

    def __post_init__(self) -> None:
        keys = [c.key for c in self.choices]
        labels = [c.label for c in self.choices]
        if len(set(keys)) != len(keys) or len(set(labels)) != len(labels):
            raise ValueError(f"{self.kind} question {self.seed}: choices are not distinct: {labels}")
        if not self.multi and sum(c.correct for c in self.choices) != 1:
            raise ValueError(f"{self.kind} question {self.seed}: exactly one choice must be right")
        if len(self.choices) < 2:
            raise ValueError(f"{self.kind} question {self.seed}: needs at least two choices")

    @property
    def answer(self) -> frozenset[str]:
        return frozenset(c.key for c in self.choices if c.correct)

    def choice(self, key: str) -> Choice:
        for c in self.choices:
            if c.key == key:
                return c
        raise KeyError(key)

    def check(self, answer: str | Iterable[str]) -> Feedback:
        """Mark an answer: one key, or for ``multi`` questions an iterable of keys."""
        picked = frozenset([answer]) if isinstance(answer, str) else frozenset(answer)
        unknown = picked - {c.key for c in self.choices}
        if unknown:
            return Feedback(False, "That is not one of the choices.",
                            "Pick one of the answers shown.")
        if not self.multi:
            if len(picked) != 1:
                return Feedback(False, "Pick exactly one answer.", "")
            chosen = self.choice(next(iter(picked)))
            if chosen.correct:
                return Feedback(True, "Right!", chosen.why or self.explanation)
            text = chosen.why or ""
            return Feedback(False, "Not quite.", text,
                            details=((chosen.label, False, chosen.why),))
        ok = picked == self.answer
        details = tuple((c.label, c.correct, c.why) for c in self.choices)
        missed = [c.label for c in self.choices if c.correct and c.key not in picked]
        wrong = [c.label for c in self.choices if not c.correct and c.key in picked]
        if ok:
            return Feedback(True, "Right!", self.explanation, details)
        bits = []
        if wrong:
            bits.append("You may not play " + _join(wrong) + ".")
        if missed:
            bits.append("You missed " + _join(missed) + ".")
        return Feedback(False, "Not quite.", " ".join(bits), details)


def _join(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def shuffle_choices(choices, topic: str, seed: int) -> tuple[Choice, ...]:
    """The choices in an order fixed by the seed, so the right answer's position gives nothing away."""
    import random
    out = list(choices)
    random.Random(f"order:{topic}:{int(seed)}").shuffle(out)
    return tuple(out)


Generator = Callable[..., Question]


@dataclass(frozen=True)
class Topic:
    """A quiz kind that Practice can mix: an id, a title, its lesson and its generator."""

    id: str
    title: str
    lesson: str
    make: Generator   # (rules, seed) -> Question, choices in the generator's own order
    needs_partners: bool = False   # only makes sense with four players

    def generate(self, rules, seed: int) -> Question:
        """The topic's question for ``seed``; a one-answer question has its choices in an order
        fixed by the seed (so where the right answer sits gives nothing away). "Choose all that
        apply" questions keep the order of the hand."""
        q = self.make(rules, seed)
        if q.multi:
            return q
        return replace(q, choices=shuffle_choices(q.choices, self.id, seed))
