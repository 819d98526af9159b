"""The mark a card wears in Euchre for a trump suit (the UI draws it as a badge)."""
from __future__ import annotations

from ..cards import Card, Rank, Suit


def card_role(card: Card, trump: Suit | None) -> str | None:
    """``benny``, ``right``, ``left``, ``trump`` or ``None`` (a plain card, or no trump yet)."""
    if card.is_joker:
        return "benny"
    if trump is None:
        return None
    if card.rank is Rank.JACK and card.suit is trump:
        return "right"
    if card.rank is Rank.JACK and card.suit is trump.same_colour:
        return "left"
    return "trump" if card.suit is trump else None
