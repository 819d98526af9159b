"""What a player must play to a trick: the value both games' obligation functions return.

Each game computes it in one place (``engine/euchre/obligation.py``,
``engine/ecarte/obligation.py``); the legal plays, the reasons, the lessons and the
samplers' inferences (``ruled_out``) all read it from there. The compiled solver
kernel keeps its own copy for speed; a test holds it to this one.
"""
from __future__ import annotations

import enum
from typing import NamedTuple

from .cards import Card, Suit


class ObligationKind(enum.Enum):
    FREE = "free"            # leading, or nothing binds: any card
    FOLLOW = "follow"        # a card of the led suit
    OVERTAKE = "overtake"    # a card of the led suit that beats the led card (Écarté)
    TRUMP = "trump"          # void in the led suit: a trump (Écarté, option must_trump)


FREE, FOLLOW, OVERTAKE, TRUMP = tuple(ObligationKind)


class Obligation(NamedTuple):
    """The duty of the player to play, and the cards of the hand that meet it.

    A named tuple rather than a dataclass: the state builds one for every card
    played, and this is the cheapest immutable value to make."""

    kind: ObligationKind
    cards: tuple[Card, ...]      # the cards it allows, in hand order
    led: Suit | None             # the led (effective) suit; None when leading
    trump: Suit | None
    lead: Card | None            # the card led to this trick

    def allows(self, card: Card) -> bool:
        return card in self.cards

    @property
    def void(self) -> bool:
        """The player holds no card of the led suit (always false when leading)."""
        return self.led is not None and self.kind in (FREE, TRUMP)
