"""Card order in Euchre: effective suits, ranks given trump, trick winners.

The left bower (the jack of the trump suit's colour partner) and the Benny (the
joker) belong to the trump suit for every purpose. Everything here is a lookup in
tables built once at import, indexed by ``card.index``, because play calls them
in the innermost loop.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from ..cards import ALL_CARDS, JOKER, Card, Rank, Suit

_NO_TRUMP = 4  # table row for "trump not fixed yet"


def _build_effective() -> list[tuple[Suit | None, ...]]:
    rows = []
    for t in range(5):
        row: list[Suit | None] = []
        for card in ALL_CARDS:
            if card is JOKER:
                row.append(Suit(t) if t < 4 else None)
            elif t < 4 and card.rank is Rank.JACK and card.suit is Suit(t).same_colour:
                row.append(Suit(t))
            else:
                row.append(card.suit)
        rows.append(tuple(row))
    return rows


_EFFECTIVE = _build_effective()


def _trump_strength(card: Card, trump: Suit) -> int:
    """Strength within the trump suit: Benny 30, right 29, left 28, A 27 ... 7 21."""
    if card is JOKER:
        return 30
    if card.rank is Rank.JACK:
        return 29 if card.suit is trump else 28
    return card.rank + 13  # A 27, K 26, Q 25, T 23, 9 22, 8 21, 7 20


def _build_power() -> list[list[tuple[int, ...]]]:
    """POWER[trump][led][index]: higher wins; 0 = can never win this trick."""
    table = []
    for t in range(4):
        trump = Suit(t)
        per_led = []
        for led in range(4):
            row = []
            for card in ALL_CARDS:
                eff = _EFFECTIVE[t][card.index]
                if eff is trump:
                    row.append(_trump_strength(card, trump))
                elif eff == led:
                    row.append(card.rank)  # 7..14, below every trump
                else:
                    row.append(0)
            per_led.append(tuple(row))
        table.append(per_led)
    return table


POWER = _build_power()


def effective_suit(card: Card, trump: Suit | None) -> Suit | None:
    """The suit a card belongs to this hand (the left bower and the Benny are trump).

    With no trump fixed yet the joker has no suit (``None``).
    """
    return _EFFECTIVE[_NO_TRUMP if trump is None else trump][card.index]


def is_trump(card: Card, trump: Suit | None) -> bool:
    return trump is not None and _EFFECTIVE[trump][card.index] is trump


def is_right_bower(card: Card, trump: Suit | None) -> bool:
    return trump is not None and card.rank is Rank.JACK and card.suit is trump


def is_left_bower(card: Card, trump: Suit | None) -> bool:
    return trump is not None and card.rank is Rank.JACK and card.suit is trump.same_colour


def role(card: Card, trump: Suit | None) -> str | None:
    """``"benny"``, ``"right"``, ``"left"``, ``"trump"`` or ``None``: how ``card`` ranks
    this hand. The Benny is the highest trump even before trump is fixed."""
    if card is JOKER:
        return "benny"
    if trump is None:
        return None
    if card.rank is Rank.JACK and _EFFECTIVE[trump][card.index] is trump:
        return "right" if card.suit is trump else "left"
    return "trump" if card.suit is trump else None


def card_power(card: Card, trump: Suit, led: Suit) -> int:
    """How strongly ``card`` competes in a trick led in ``led`` (an effective suit):
    any trump beats any card of the led suit; other suits score 0 and never win."""
    return POWER[trump][led][card.index]


def trick_winner(plays: Sequence[tuple[int, Card]], trump: Suit) -> int:
    """The seat that wins a trick given as ``(seat, card)`` pairs in play order."""
    led = _EFFECTIVE[trump][plays[0][1].index]
    power = POWER[trump][led]  # type: ignore[index]  # with trump fixed, no card's suit is None
    best_seat, best = plays[0][0], power[plays[0][1].index]
    for seat, card in plays[1:]:
        p = power[card.index]
        if p > best:
            best_seat, best = seat, p
    return best_seat


def winning_card(cards: Sequence[Card], trump: Suit) -> Card:
    """The card that wins a trick of ``cards`` in play order (the first card led)."""
    seat = trick_winner(list(enumerate(cards)), trump)
    return cards[seat]


def suit_order(cards: Iterable[Card], trump: Suit, suit: Suit) -> tuple[Card, ...]:
    """The cards whose effective suit is ``suit``, high to low (trump order if trump)."""
    members = [c for c in cards if _EFFECTIVE[trump][c.index] is suit]
    return tuple(sorted(members, key=lambda c: -POWER[trump][suit][c.index]))


def trump_order(cards: Iterable[Card], trump: Suit) -> tuple[Card, ...]:
    """The trumps among ``cards``, high to low: Benny, right bower, left bower, A, K, ..."""
    return suit_order(cards, trump, trump)


def ranked(cards: Iterable[Card], trump: Suit) -> tuple[Card, ...]:
    """All ``cards`` grouped by effective suit, trump first then C D H S, each high to low."""
    cards = tuple(cards)
    out = list(trump_order(cards, trump))
    for s in Suit:
        if s is not trump:
            out.extend(suit_order(cards, trump, s))
    return tuple(out)


def hand_order(cards: Iterable[Card], trump: Suit | None) -> tuple[Card, ...]:
    """A hand sorted for display: trumps first (high to low), then the other suits
    alternating colours, each high to low. Before trump is fixed: by suit, high to low."""
    cards = tuple(cards)
    if trump is None:
        return tuple(sorted(cards, key=lambda c: (c.suit is None, -1 if c.suit is None else c.suit, -c.rank)))
    return ranked(cards, trump)
