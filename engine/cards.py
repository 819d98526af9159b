"""Cards, suits, ranks, decks and the card notation shared by every game.

Notation: rank then suit, ranks ``2 3 4 5 6 7 8 9 T J Q K A``, suits ``C D H S``;
the joker is ``JK``. ``Card.parse("TD")`` and ``str(card)`` round-trip; ``card.display``
is the form shown to people (``10♦``, ``J♥``, ``Benny``: the joker by its name in British
Euchre, the one game here that plays it; ``Joker`` parses too).

Cards are interned: there is exactly one object per card, so identity, equality
and hashing are the cheapest the language offers. A card has no order of its
own: order depends on the game and the trump suit (see each game's ranking).

A ``Deck`` is a game's pack as data (``DECKS``): its cards in index order, each
with a small local index 0..n-1 (n <= 64) that deal codes and the solver's bit
masks use, so a 24-card pack costs 24 bits and a 52-card pack still fits a word.
"""
from __future__ import annotations

import enum
import random
from typing import Callable, Iterable, Iterator, Sequence

from .errors import DeckError

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
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
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
    Rank.TWO: "2", Rank.THREE: "3", Rank.FOUR: "4", Rank.FIVE: "5", Rank.SIX: "6",
    Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "T", Rank.JACK: "J",
    Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A", Rank.JOKER: "JK",
}
_RANK_BY_LETTER = {v: k for k, v in _RANK_LETTERS.items() if k is not Rank.JOKER}
_RANK_BY_LETTER["10"] = Rank.TEN


class Card:
    """One playing card. Use the module constants, ``Card.parse`` or ``Card.of``.

    ``index`` is a small stable integer (suit * 13 + rank - 2; the joker is 52)
    for tables indexed by card; a deck numbers its own cards 0..n-1 (``Deck.index``).
    ``suit`` is ``None`` for the joker.
    """

    __slots__ = ("rank", "suit", "index", "_text", "display")

    rank: Rank
    suit: Suit | None
    index: int
    _text: str
    display: str

    def __new__(cls, *args: object, **kwargs: object) -> "Card":  # pragma: no cover - guarded constructor
        raise TypeError("cards are unique: use Card.parse('JH') or Card.of(Rank.JACK, Suit.HEARTS)")

    @classmethod
    def _make(cls, rank: Rank, suit: Suit | None) -> "Card":
        card = object.__new__(cls)
        card.rank = rank
        card.suit = suit
        if suit is None:
            card.index = JOKER_INDEX
            card._text = "JK"
            card.display = "Benny"
        else:
            card.index = suit * 13 + rank - 2
            card._text = rank.letter + suit.letter
            card.display = rank.display + suit.symbol
        return card

    @staticmethod
    def of(rank: Rank, suit: Suit | None) -> "Card":
        if rank is Rank.JOKER or suit is None:
            if rank is Rank.JOKER and suit is None:
                return JOKER
            raise NotationError("the joker has no suit, and only the joker has none")
        return ALL_CARDS[suit * 13 + rank - 2]

    @staticmethod
    def from_index(index: int) -> "Card":
        return ALL_CARDS[index]

    @staticmethod
    def parse(text: str | Card) -> "Card":
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
                "(ranks 2 to 9, T J Q K A, suits C D H S)."
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

    def __reduce__(self) -> tuple[Callable[[int], Card], tuple[int]]:
        return (Card.from_index, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self


JOKER_INDEX = 52
ALL_CARDS: tuple[Card, ...] = tuple(
    Card._make(rank, suit) for suit in Suit for rank in Rank if rank is not Rank.JOKER
) + (Card._make(Rank.JOKER, None),)
JOKER: Card = ALL_CARDS[JOKER_INDEX]

_CARD_BY_TEXT: dict[str, Card] = {}
for _c in ALL_CARDS:
    _CARD_BY_TEXT[str(_c)] = _c
    _CARD_BY_TEXT[_c.display.upper()] = _c
    if _c.rank is Rank.TEN and _c.suit is not None:   # (a ten always has a suit)
        _CARD_BY_TEXT["10" + _c.suit.letter] = _c
    if _c.suit is not None:
        _CARD_BY_TEXT[_c.rank.letter + _c.suit.symbol] = _c
_CARD_BY_TEXT["JOKER"] = JOKER


def make_deck(ranks: Iterable[Rank], joker: bool = False) -> tuple[Card, ...]:
    """The cards of the given ranks in every suit, in index order, plus the joker if asked."""
    wanted = set(ranks)
    cards = tuple(c for c in ALL_CARDS[:JOKER_INDEX] if c.rank in wanted)
    return cards + (JOKER,) if joker else cards


def parse_cards(text: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """``"9C TD JH"`` (spaces or commas) or a sequence of texts/cards -> cards."""
    parts: list[str] | list[str | Card]
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


# ----- decks ------------------------------------------------------------------

MAX_DECK = 64
"""The largest deck: its bit masks must fit one 64-bit word (and one code character
per card, ``engine.dealcode.ALPHABET``)."""


class Deck:
    """A pack of distinct cards in index order. ``index(card)`` is the card's place in
    this deck (0..n-1), ``card(i)`` its inverse; ``mask``/``cards_in`` convert to
    and from bit masks of those places (bit i is ``card(i)``)."""

    __slots__ = ("name", "cards", "bits", "_slot", "_hash")

    def __init__(self, name: str, cards: Iterable[Card]):
        cards = tuple(Card.parse(c) for c in cards)
        if len(set(cards)) != len(cards):
            raise DeckError(f"the {name} deck holds a card twice")
        if not 0 < len(cards) <= MAX_DECK:
            raise DeckError(f"a deck holds 1 to {MAX_DECK} cards; the {name} deck has {len(cards)}")
        self.name = name
        self.cards = sort_cards(cards)
        slot = [-1] * len(ALL_CARDS)
        for i, c in enumerate(self.cards):
            slot[c.index] = i
        self._slot = tuple(slot)
        # bits[card.index]: the card's bit in a mask, 0 if not in the deck (a hot loop
        # in the analysis builds masks with it).
        self.bits = tuple(0 if i < 0 else 1 << i for i in slot)
        self._hash = hash((name, self.cards))   # the solver keys its tables by deck

    def index(self, card: Card) -> int:
        i = self._slot[card.index]
        if i < 0:
            raise DeckError(f"the {card.display} is not in the {self.name} deck")
        return i

    def card(self, i: int) -> Card:
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(self.cards):
            raise DeckError(f"the {self.name} deck has places 0 to {len(self.cards) - 1}, not {i!r}")
        return self.cards[i]

    def mask(self, cards: Iterable[Card]) -> int:
        m = 0
        for c in cards:
            m |= 1 << self.index(c)
        return m

    def cards_in(self, mask: int) -> tuple[Card, ...]:
        if mask < 0 or mask >> len(self.cards):
            raise DeckError(f"{mask!r} is not a mask of the {self.name} deck")
        return tuple(c for i, c in enumerate(self.cards) if mask >> i & 1)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and self._slot[card.index] >= 0

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Deck) and self._hash == other._hash
                                 and (self.name, self.cards) == (other.name, other.cards))

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"Deck({self.name!r}, {cards_text(self.cards)!r})"


def deck_from_spec(name: str, spec: str) -> Deck:
    """A deck from its description: groups separated by commas, each ``SUITS RANKS``
    (every rank in every suit listed) or ``JK`` for the joker."""
    cards: list[Card] = []
    for group in spec.split(","):
        words = group.split()
        if words == ["JK"]:
            cards.append(JOKER)
        elif len(words) == 2:
            try:
                cards += [Card.parse(rank + suit) for suit in words[0] for rank in words[1]]
            except NotationError as exc:
                raise DeckError(f"{group.strip()!r} in the {name} deck: {exc}") from None
        else:
            raise DeckError(f"{group.strip()!r} in the {name} deck is neither 'SUITS RANKS' nor 'JK'")
    return Deck(name, cards)


# Every deck the games use, as data. A deck's order is index order, and deal codes
# write each card as its place in a deck: changing a deck that codes use changes
# what old codes mean.
DECK_SPECS: dict[str, str] = {
    "euchre24": "CDHS 9TJQKA",
    "euchre25": "CDHS 9TJQKA, JK",        # British Euchre: the joker is the Benny
    "euchre28": "CDHS 89TJQKA",
    "euchre29": "CDHS 89TJQKA, JK",
    "euchre32": "CDHS 789TJQKA",
    "euchre33": "CDHS 789TJQKA, JK",      # every Euchre card: Euchre's deal codes use it
    "piquet32": "CDHS 789TJQKA",          # the piquet pack (Écarté)
    "full52": "CDHS 23456789TJQKA",
    "five_hundred": "CS 56789TJQKA, DH 456789TJQKA, JK",   # 500 for four: 43 cards
}
DECKS: dict[str, Deck] = {name: deck_from_spec(name, spec) for name, spec in DECK_SPECS.items()}
