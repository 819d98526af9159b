"""Euchre's one rule of play: follow the led suit if able, else any card.

Suits are effective suits (``ranking``): the left bower and the Benny are trumps,
so a J♦ follows a heart lead when hearts are trump and never follows a diamond.
No rule option changes the duty: every deck, two-handed, Cutthroat, lone hands
and Railroad play it the same way, so ``rules`` is taken for a common signature.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Sequence

from ..cards import Card, Suit
from ..obligation import FOLLOW, FREE, Obligation
from .ranking import _EFFECTIVE
from .rules import Rules

if TYPE_CHECKING:
    from typing import TypeAlias

    # a trick so far: its cards, or its ``(seat, card)`` plays
    _Trick: TypeAlias = Sequence[Card] | Sequence[tuple[int, Card]]


def led_card(trick: _Trick) -> Card | None:
    """The first card of ``trick``, given as cards or as ``(seat, card)`` plays."""
    if not trick:
        return None
    first = trick[0]
    # (a class test, not isinstance, for speed; the checker cannot narrow on it)
    return first if first.__class__ is Card else first[1]  # type: ignore[index]


_make = tuple.__new__  # skips the named tuple's own __new__: this runs for every card played


def obligation(hand: Sequence[Card], trick: _Trick, trump: Suit, rules: Rules | None = None) -> Obligation:
    """What the holder of ``hand`` must play to ``trick`` (cards or ``(seat, card)``
    plays so far) with ``trump``, and the cards of ``hand`` that do it."""
    if hand.__class__ is not tuple:
        hand = tuple(hand)
    lead = led_card(trick)
    if lead is None:
        return _make(Obligation, (FREE, hand, None, trump, None))
    eff = _EFFECTIVE[trump]
    led = eff[lead.index]
    follow = tuple([c for c in hand if eff[c.index] is led])
    if follow:
        return _make(Obligation, (FOLLOW, follow, led, trump, lead))
    return _make(Obligation, (FREE, hand, led, trump, lead))


@lru_cache(maxsize=4096)
def _ruled_out(card: Card, lead: Card, trump: Suit, deck: tuple[Card, ...]) -> frozenset[Card]:
    # A card x is ruled out if a hand of just {card, x} would not allow ``card``:
    # the inference comes from the obligation itself, not from a second copy of the rule.
    return frozenset(x for x in deck if x is not card
                     and card not in obligation((card, x), (lead,), trump).cards)


def ruled_out(card: Card, trick: _Trick, trump: Suit, rules: Rules) -> frozenset[Card]:
    """The cards a player cannot hold who played ``card`` to ``trick`` (the plays
    before it): not following shows a void in the led suit."""
    lead = led_card(trick)
    if lead is None:
        return frozenset()
    return _ruled_out(card, lead, trump, rules.cards)
