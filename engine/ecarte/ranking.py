"""The piquet deck and Écarté's card order: K > Q > J > A > 10 > 9 > 8 > 7 in every suit.

Cards have no order of their own (see ``engine.cards``); here the order is a pair
of precomputed tables indexed by ``Card.index``: ``ORDER`` (0 for a 7 .. 7 for a
king, the same in every suit) and ``POWER[trump][led][index]`` (who wins a trick).
"""
from __future__ import annotations

from typing import Sequence

from ..cards import ALL_CARDS, DECKS, Card, Deck, Rank, Suit

PACK: Deck = DECKS["piquet32"]
DECK: tuple[Card, ...] = PACK.cards
"""The 32-card piquet deck in index order."""

RANKS_HIGH_TO_LOW: tuple[Rank, ...] = (
    Rank.KING, Rank.QUEEN, Rank.JACK, Rank.ACE, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN,
)
_ORDER_OF_RANK = {rank: 7 - i for i, rank in enumerate(RANKS_HIGH_TO_LOW)}

ORDER: tuple[int, ...] = tuple(
    _ORDER_OF_RANK[c.rank] if c in PACK else -1 for c in ALL_CARDS
)
"""Écarté order of each card index within its suit: 7 -> 0, ..., A -> 4, J -> 5, Q -> 6, K -> 7
(-1 for a card not in the piquet pack)."""

POWER: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(
            -1 if c not in PACK
            else ORDER[c.index] + (16 if c.suit == trump else 8 if c.suit == led else 0)
            for c in ALL_CARDS
        )
        for led in Suit
    )
    for trump in Suit
)
"""``POWER[trump][led][card.index]``: the higher card wins the trick."""

KINGS: tuple[Card, ...] = tuple(Card.of(Rank.KING, s) for s in Suit)
"""``KINGS[suit]``: the king of that suit (the king of trumps scores)."""


def order(card: Card) -> int:
    """Rank of ``card`` within its suit (7 lowest = 0, king highest = 7)."""
    return ORDER[card.index]


def beats(card: Card, other: Card, trump: Suit, led: Suit) -> bool:
    """Whether ``card`` beats ``other`` in a trick where ``led`` was led."""
    table = POWER[trump][led]
    return table[card.index] > table[other.index]


def trick_winner(lead: Card, follow: Card, trump: Suit) -> int:
    """0 if the leader's card wins, 1 if the follower's does."""
    table = POWER[trump][lead.suit]  # type: ignore[index]  # Écarté has no joker: every card has a suit
    return 1 if table[follow.index] > table[lead.index] else 0


def sort_hand(cards: Sequence[Card]) -> tuple[Card, ...]:
    """Cards in the canonical order: by suit (C D H S), then by index (low to high)."""
    return tuple(sorted(cards, key=_index))


def _index(card: Card) -> int:
    return card.index


def role(card: Card, trump: Suit | None) -> str | None:
    """``"king"`` (the king of trumps, which scores), ``"trump"`` or ``None``."""
    if trump is None or card.suit is not trump:
        return None
    return "king" if card.rank is Rank.KING else "trump"


def cut_value(card: Card) -> int:
    """Value of a card in the cut for the deal: the Écarté order, 7 lowest."""
    return ORDER[card.index]
