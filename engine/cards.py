"""Cards, suits, ranks, decks and the card notation shared by every game.

Notation: rank then suit, ranks ``7 8 9 T J Q K A``, suits ``C D H S``; the joker
is ``JK``. ``Card.parse("TD")`` and ``str(card)`` round-trip; ``card.display``
is the form shown to people (``10♦``, ``J♥``, ``Joker``).

Cards are interned: there is exactly one object per card, so identity, equality
and hashing are the cheapest the language offers. A card has no order of its
own: order depends on the game and the trump suit (see each game's ranking).
"""
from __future__ import annotations

import enum
import random
from typing import Iterable, Sequence

from .errors import EngineError


class NotationError(EngineError):
    """Text that is not a card, a suit or a list of cards."""


class Suit(enum.IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def same_colour(self) -> "Suit":
        """The other suit of the same colour (clubs-spades, diamonds-hearts)."""
        return _SAME_COLOUR[self]

    def __str__(self) -> str:
        return self.letter

    @classmethod
    def parse(cls, text: str) -> "Suit":
        key = str(text).strip().upper()
        if key in _SUIT_BY_TEXT:
            return _SUIT_BY_TEXT[key]
        raise NotationError(
            f"{text!r} is not a suit: write C, D, H or S (clubs, diamonds, hearts, spades)."
        )


_SAME_COLOUR = {
    Suit.CLUBS: Suit.SPADES,
    Suit.SPADES: Suit.CLUBS,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.HEARTS: Suit.DIAMONDS,
}
_SUIT_BY_TEXT = {}
for _s in Suit:
    _SUIT_BY_TEXT[_s.letter] = _s
    _SUIT_BY_TEXT[_s.symbol] = _s
    _SUIT_BY_TEXT[_s.name] = _s


class Rank(enum.IntEnum):
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    JOKER = 15

    @property
    def letter(self) -> str:
        return _RANK_LETTERS[self]

    @property
    def display(self) -> str:
        return "10" if self is Rank.TEN else ("Joker" if self is Rank.JOKER else self.letter)

    def __str__(self) -> str:
        return self.letter


_RANK_LETTERS = {
    Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "T", Rank.JACK: "J",
    Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A", Rank.JOKER: "JK",
}
_RANK_BY_LETTER = {v: k for k, v in _RANK_LETTERS.items() if k is not Rank.JOKER}
_RANK_BY_LETTER["10"] = Rank.TEN


class Card:
    """One playing card. Use the module constants, ``Card.parse`` or ``Card.of``.

    ``index`` is a small stable integer (suit * 8 + rank - 7; the joker is 32)
    for tables and solvers. ``suit`` is ``None`` for the joker.
    """

    __slots__ = ("rank", "suit", "index", "_text", "display")

    rank: Rank
    suit: Suit | None
    index: int
    display: str

    def __new__(cls, *args, **kwargs):  # pragma: no cover - guarded constructor
        raise TypeError("cards are unique: use Card.parse('JH') or Card.of(Rank.JACK, Suit.HEARTS)")

    @classmethod
    def _make(cls, rank: Rank, suit: Suit | None) -> "Card":
        card = object.__new__(cls)
        card.rank = rank
        card.suit = suit
        if suit is None:
            card.index = 32
            card._text = "JK"
            card.display = "Joker"
        else:
            card.index = suit * 8 + rank - 7
            card._text = rank.letter + suit.letter
            card.display = rank.display + suit.symbol
        return card

    @staticmethod
    def of(rank: Rank, suit: Suit | None) -> "Card":
        if rank is Rank.JOKER or suit is None:
            if rank is Rank.JOKER and suit is None:
                return JOKER
            raise NotationError("the joker has no suit, and only the joker has none")
        return ALL_CARDS[suit * 8 + rank - 7]

    @staticmethod
    def from_index(index: int) -> "Card":
        return ALL_CARDS[index]

    @staticmethod
    def parse(text: str) -> "Card":
        """Parse ``9C``, ``TD``, ``10d``, ``JH``, ``JK`` (case and spaces forgiven)."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise NotationError(f"{text!r} is not a card: write rank then suit, like 9C, TD, JH or JK.")
        key = text.strip().upper()
        card = _CARD_BY_TEXT.get(key)
        if card is None:
            raise NotationError(
                f"{text!r} is not a card: write rank then suit, like 9C, TD, JH or JK "
                "(ranks 7 8 9 T J Q K A, suits C D H S)."
            )
        return card

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def is_red(self) -> bool:
        return self.suit is not None and self.suit.is_red

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.parse({self._text!r})"

    def __reduce__(self):
        return (Card.from_index, (self.index,))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


ALL_CARDS: tuple[Card, ...] = tuple(
    Card._make(rank, suit) for suit in Suit for rank in Rank if rank is not Rank.JOKER
) + (Card._make(Rank.JOKER, None),)
JOKER: Card = ALL_CARDS[32]

_CARD_BY_TEXT: dict[str, Card] = {}
for _c in ALL_CARDS:
    _CARD_BY_TEXT[str(_c)] = _c
    _CARD_BY_TEXT[_c.display.upper()] = _c
    if _c.rank is Rank.TEN:
        _CARD_BY_TEXT["10" + _c.suit.letter] = _c
    if _c.suit is not None:
        _CARD_BY_TEXT[_c.rank.letter + _c.suit.symbol] = _c
_CARD_BY_TEXT["JOKER"] = JOKER


def make_deck(ranks: Iterable[Rank], joker: bool = False) -> tuple[Card, ...]:
    """The cards of the given ranks in every suit, in index order, plus the joker if asked."""
    wanted = set(ranks)
    cards = tuple(c for c in ALL_CARDS[:32] if c.rank in wanted)
    return cards + (JOKER,) if joker else cards


def parse_cards(text: str | Sequence[str] | Sequence[Card]) -> tuple[Card, ...]:
    """``"9C TD JH"`` (spaces or commas) or a sequence of texts/cards -> cards."""
    if isinstance(text, str):
        parts = text.replace(",", " ").split()
    elif isinstance(text, Iterable):
        parts = list(text)
    else:  # a number or None would otherwise fail inside list() with a bare TypeError
        raise NotationError(f"{text!r} is not a list of cards: write them like '9C TD JH'.")
    return tuple(Card.parse(p) for p in parts)


def cards_text(cards: Iterable[Card]) -> str:
    """Cards in notation separated by spaces (parses back with ``parse_cards``)."""
    return " ".join(str(c) for c in cards)


def cards_display(cards: Iterable[Card]) -> str:
    """Cards as people read them: ``9♣ 10♦ J♥``."""
    return " ".join(c.display for c in cards)


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards in the fixed index order (clubs, diamonds, hearts, spades; low to high; joker last)."""
    return tuple(sorted(cards, key=_index))


def _index(card: Card) -> int:
    return card.index


def shuffled(deck: Sequence[Card], seed: int | random.Random | None) -> list[Card]:
    """A shuffled copy of ``deck``; the same seed always gives the same order."""
    # random.Random would take a string, a bool or bytes too; a typo'd argument
    # should be refused, not quietly deal some other hand.
    if not (seed is None or isinstance(seed, random.Random)
            or (isinstance(seed, int) and not isinstance(seed, bool))):
        raise TypeError(f"a seed is a whole number, a random.Random or None, not {seed!r}")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    cards = list(deck)
    rng.shuffle(cards)
    return cards
