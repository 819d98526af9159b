"""The Table page's "Set up a hand", without Streamlit: which card lies in which place
of the deal (each seat's hand, the upcard or turn-up, the kitty or talon) while the
teacher clicks cards, and the hand the engine deals from it.

What places a deal has and how a hand is made from them is each game's knowledge: its
Table module (``ui/games/<id>/table.py``) provides ``setup_places(rules, dealer)``,
``setup_deck(rules)``, ``setup_hand(rules, dealer, placed)`` and ``setup_of(hand)``.
This module only moves cards between places; the engine judges the deal.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Mapping, Sequence

from engine.cards import Card
from engine.i18n import ngettext
from ui import table_steps as T

Placed = dict[str, list[Card]]
"""The cards in each place, by the place's key, in the order they were put there."""


@dataclass(frozen=True)
class Place:
    """One place of a deal: ``key`` (``seat0``, ``upcard``…), its name, how many cards."""

    key: str
    label: str
    size: int


class SetupError(ValueError):
    """A click the set-up cannot take (the place is full); the text says why."""


def can_set_up(game: str) -> bool:
    """Whether the game's Table module knows how to deal a hand from chosen cards."""
    return hasattr(T.view_of(game), "setup_places")


def places(game: str, rules, dealer: int) -> list[Place]:
    return list(T.view_of(game).setup_places(rules, dealer))


def deck(game: str, rules) -> tuple[Card, ...]:
    return tuple(T.view_of(game).setup_deck(rules))


def owners(placed: Mapping[str, Sequence[Card]], card: Card) -> list[str]:
    """The keys of the places holding ``card`` (two when the teacher typed it twice)."""
    return [key for key, cards in placed.items() if card in cards]


def tidy(placed: Mapping[str, Sequence[Card]], where: Sequence[Place]) -> Placed:
    """Every place of ``where``, keeping the cards of places that still exist (a change
    of dealer or rules may remove a place: its cards go back to the pack)."""
    return {p.key: list(placed.get(p.key, ())) for p in where}


def click(placed: Mapping[str, Sequence[Card]], where: Sequence[Place], active: str,
          card: Card) -> Placed:
    """``card`` clicked while ``active`` is the place being filled: a card already there
    goes back to the pack; any other card moves there from wherever it was."""
    out = tidy(placed, where)
    place = next(p for p in where if p.key == active)
    if card in out[active]:
        out[active].remove(card)
        return out
    if len(out[active]) >= place.size:
        raise SetupError(ngettext(
            "{place} already has {n} card: click it to take it back, or choose another place.",
            "{place} already has {n} cards: click one of them to take it back, or choose "
            "another place.", place.size).format(place=place.label, n=place.size))
    for cards in out.values():
        while card in cards:
            cards.remove(card)
    out[active].append(card)
    return out


def next_open(placed: Mapping[str, Sequence[Card]], where: Sequence[Place], active: str) -> str:
    """The place to fill next: ``active`` while it has room, else the first place after
    it (then from the start) that has room."""
    keys = [p.key for p in where]
    start = keys.index(active) if active in keys else 0
    for p in list(where[start:]) + list(where[:start]):
        if len(placed.get(p.key, ())) < p.size:
            return p.key
    return active if active in keys else keys[0]


def random_rest(placed: Mapping[str, Sequence[Card]], where: Sequence[Place],
                pack: Sequence[Card], seed: int) -> Placed:
    """Every place filled up to its size with the cards no place holds, shuffled by
    ``seed`` (the same seed always gives the same rest)."""
    out = tidy(placed, where)
    taken = {c for cards in out.values() for c in cards}
    free = [c for c in pack if c not in taken]
    random.Random(seed).shuffle(free)
    for p in where:
        while len(out[p.key]) < p.size and free:
            out[p.key].append(free.pop())
    return out


def build(game: str, rules, dealer: int, placed: Mapping[str, Sequence[Card]]):
    """The hand at its deal; the engine's ``DealError`` (naming the seat or card at
    fault) when the cards do not make a deal under ``rules``."""
    return T.view_of(game).setup_hand(rules, dealer, placed)


def of_hand(game: str, hand) -> Placed:
    """The places of the deal ``hand`` was dealt from (to change a card or two of it)."""
    return {key: list(cards) for key, cards in T.view_of(game).setup_of(hand).items()}
