"""The mark a card wears in Écarté for a trump suit (the UI draws it as a badge)."""
from __future__ import annotations

from ..cards import Card, Rank, Suit


def card_role(card: Card, trump: Suit | None) -> str | None:
    """``king`` (the king of trumps), ``trump`` or ``None``."""
    if trump is None or card.suit is not trump:
        return None
    return "king" if card.rank is Rank.KING else "trump"
