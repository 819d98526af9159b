"""Écarté's rule of play: follow suit and beat the led card if able; void in the
led suit, trump if able (option ``must_trump``); only with neither, any card.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from ..cards import Card, Suit
from ..obligation import FOLLOW, FREE, OVERTAKE, TRUMP, Obligation
from .ranking import DECK, ORDER
from .rules import Rules


_make = tuple.__new__  # skips the named tuple's own __new__: this runs for every card played


def obligation(hand: Sequence[Card], trick: Sequence[Card], trump: Suit,
               rules: Rules) -> Obligation:
    """What the holder of ``hand`` must play to ``trick`` (the cards played so far:
    none, or the led card) with ``trump``, and the cards of ``hand`` that do it."""
    if hand.__class__ is not tuple:
        hand = tuple(hand)
    if not trick:
        return _make(Obligation, (FREE, hand, None, trump, None))
    lead = trick[0]
    led = lead.suit
    same = tuple([c for c in hand if c.suit is led])
    if same:
        top = ORDER[lead.index]
        higher = tuple([c for c in same if ORDER[c.index] > top])
        if higher:
            return _make(Obligation, (OVERTAKE, higher, led, trump, lead))
        return _make(Obligation, (FOLLOW, same, led, trump, lead))
    if rules.must_trump:
        trumps = tuple([c for c in hand if c.suit is trump])
        if trumps:
            return _make(Obligation, (TRUMP, trumps, led, trump, lead))
    return _make(Obligation, (FREE, hand, led, trump, lead))


@lru_cache(maxsize=4096)
def _ruled_out(card: Card, lead: Card, trump: Suit, rules: Rules) -> frozenset[Card]:
    # A card x is ruled out if a hand of just {card, x} would not allow ``card``:
    # each duty binds alone, so pairs find every card that would have bound first.
    return frozenset(x for x in DECK if x is not card
                     and card not in obligation((card, x), (lead,), trump, rules).cards)


def ruled_out(card: Card, trick: Sequence[Card], trump: Suit, rules: Rules) -> frozenset[Card]:
    """The cards a player cannot hold who played ``card`` to ``trick`` (the cards
    before it): not following shows a void, not trumping (when forced) no trumps,
    following without beating no higher card of the suit."""
    if not trick:
        return frozenset()
    return _ruled_out(card, trick[0], trump, rules)


def legal_follows(hand: Sequence[Card], lead: Card, trump: Suit, must_trump: bool) -> tuple[Card, ...]:
    """The cards a follower may play to ``lead`` (kept for callers of the old API)."""
    return obligation(hand, (lead,), trump, _RULES[must_trump]).cards


_RULES = {True: Rules(must_trump=True), False: Rules(must_trump=False)}
