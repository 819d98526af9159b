"""Écarté actions: small frozen values whose ``str()`` is their text form.

``propose``, ``stand``, ``accept``, ``refuse``, ``exchange 9C TD`` (cards in the
canonical order; ``exchange`` alone takes none), ``declare king``,
``no declaration``, ``play KH``. ``parse_action`` reads any of them back.
Actions are interned: every call returns the same object for the same action.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Iterable, NoReturn

from ..cards import ALL_CARDS, Card, NotationError, parse_cards


class Action:
    """Base class of the Écarté actions."""

    __slots__ = ("text",)
    text: str

    def __str__(self) -> str:
        return self.text

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Action) and other.text == self.text)

    def __hash__(self) -> int:
        return hash(self.text)

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError("actions are immutable")

    def __reduce__(self) -> tuple[Callable[[str], Action], tuple[str]]:
        return (parse_action, (self.text,))


def _init(obj: Action, **values: object) -> None:
    for k, v in values.items():
        object.__setattr__(obj, k, v)


class Word(Action):
    """An action without cards: propose, stand, accept, refuse, declare king, no declaration."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"parse_action({self.text!r})"


class Exchange(Action):
    """Discard ``cards`` face down and draw as many from the talon (none: take no card)."""

    __slots__ = ("cards",)
    cards: tuple[Card, ...]

    def __repr__(self) -> str:
        return f"Exchange.of({' '.join(str(c) for c in self.cards)!r})"

    @staticmethod
    def of(cards: Iterable[Card] | str) -> "Exchange":
        """The exchange of these cards (text or cards, any order; duplicates are kept
        so that the rules can refuse them)."""
        return _exchange(tuple(sorted(parse_cards(cards), key=_index)))


class Play(Action):
    """Play ``card`` to the current trick."""

    __slots__ = ("card",)
    card: Card

    def __repr__(self) -> str:
        return f"Play.of({str(self.card)!r})"

    @staticmethod
    def of(card: Card | str) -> "Play":
        return PLAYS[Card.parse(card).index]


def _index(card: Card) -> int:
    return card.index


def _word(text: str) -> Word:
    w = object.__new__(Word)
    _init(w, text=text)
    return w


PROPOSE = _word("propose")
STAND = _word("stand")
ACCEPT = _word("accept")
REFUSE = _word("refuse")
DECLARE_KING = _word("declare king")
NO_DECLARATION = _word("no declaration")
WORDS: dict[str, Word] = {w.text: w for w in (PROPOSE, STAND, ACCEPT, REFUSE, DECLARE_KING, NO_DECLARATION)}


def _play(card: Card) -> Play:
    p = object.__new__(Play)
    _init(p, text="play " + str(card), card=card)
    return p


PLAYS: tuple[Play, ...] = tuple(_play(c) for c in ALL_CARDS)


@lru_cache(maxsize=1 << 17)
def _exchange(cards: tuple[Card, ...]) -> Exchange:
    """Interned exchange for ``cards`` already in canonical order."""
    e = object.__new__(Exchange)
    text = "exchange " + " ".join(str(c) for c in cards) if cards else "exchange"
    _init(e, text=text, cards=cards)
    return e


TAKE_NONE: Exchange = _exchange(())


def parse_action(text: str | Action) -> Action:
    """Read an action's text form back; raise ``NotationError`` if it is not one."""
    if isinstance(text, Action):
        return text
    if not isinstance(text, str):
        raise NotationError(f"{text!r} is not an Écarté action")
    words = text.strip().lower().split()
    key = " ".join(words)
    if key in WORDS:
        return WORDS[key]
    if words and words[0] == "exchange":
        return Exchange.of(" ".join(words[1:]))
    if len(words) == 2 and words[0] == "play":
        return Play.of(words[1])
    raise NotationError(
        f"{text!r} is not an Écarté action: write propose, stand, accept, refuse, "
        "exchange 9C TD, declare king, no declaration or play KH"
    )
