"""Euchre actions: small interned values with a one-line text form.

``str(action)`` parses back with ``Action.parse``. There is exactly one object per
action (like cards), so membership tests in the legal list are identity checks.
"""
from __future__ import annotations

import enum
from typing import Callable

from ..cards import ALL_CARDS, Card, NotationError, Suit


class Kind(enum.Enum):
    PASS = "pass"
    ORDER = "order"
    CALL = "call"
    DISCARD = "discard"
    ALONE = "alone"
    PARTNER = "partner"
    DEFEND_ALONE = "defend alone"
    DEFEND = "defend"
    GIVE = "give"
    PLAY = "play"


class Action:
    """One decision. Build with ``Action.parse`` or the module helpers (``play(card)``)."""

    __slots__ = ("kind", "card", "suit", "_text")

    kind: Kind
    card: Card | None
    suit: Suit | None
    _text: str

    def __new__(cls, *args: object, **kwargs: object) -> "Action":  # pragma: no cover - guarded constructor
        raise TypeError("actions are unique: use Action.parse('play JD') or play(card)")

    @classmethod
    def _make(cls, kind: Kind, card: Card | None = None, suit: Suit | None = None) -> "Action":
        a = object.__new__(cls)
        a.kind, a.card, a.suit = kind, card, suit
        if card is not None:
            a._text = f"{kind.value} {card}"
        elif suit is not None:
            a._text = f"{kind.value} {suit.letter}"
        else:
            a._text = kind.value
        return a

    @staticmethod
    def parse(text: "str | Action") -> "Action":
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise NotationError(f"{text!r} is not an action")
        words = text.split()
        key = " ".join(words).lower()
        if key in _SIMPLE:
            return _SIMPLE[key]
        if len(words) == 2:
            verb, arg = words[0].lower(), words[1]
            if verb == "call":
                return CALLS[Suit.parse(arg)]
            table = _WITH_CARD.get(verb)
            if table is not None:
                return table[Card.parse(arg).index]
        from .words import ACTION_FORMS
        raise NotationError(f"{text!r} is not an action: write {ACTION_FORMS}")

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Action.parse({self._text!r})"

    def __reduce__(self) -> tuple[Callable[[str], Action], tuple[str]]:
        return (Action.parse, (self._text,))

    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Action:
        return self


PASS = Action._make(Kind.PASS)
ORDER = Action._make(Kind.ORDER)
ALONE = Action._make(Kind.ALONE)
PARTNER = Action._make(Kind.PARTNER)
DEFEND_ALONE = Action._make(Kind.DEFEND_ALONE)
DEFEND = Action._make(Kind.DEFEND)
CALLS = {s: Action._make(Kind.CALL, suit=s) for s in Suit}
PLAYS = tuple(Action._make(Kind.PLAY, card=c) for c in ALL_CARDS)
DISCARDS = tuple(Action._make(Kind.DISCARD, card=c) for c in ALL_CARDS)
GIVES = tuple(Action._make(Kind.GIVE, card=c) for c in ALL_CARDS)

_SIMPLE = {a._text: a for a in (PASS, ORDER, ALONE, PARTNER, DEFEND_ALONE, DEFEND)}
_WITH_CARD = {"play": PLAYS, "discard": DISCARDS, "give": GIVES}


def play(card: Card | str) -> Action:
    return PLAYS[Card.parse(card).index]


def discard(card: Card | str) -> Action:
    return DISCARDS[Card.parse(card).index]


def give(card: Card | str) -> Action:
    return GIVES[Card.parse(card).index]


def call(suit: Suit | str) -> Action:
    return CALLS[suit if isinstance(suit, Suit) else Suit.parse(suit)]
