"""Compact, checked text for a list of cards, shared by the games' deal codes.

Each card is one character of ``ALPHABET`` (its ``Card.index``), and a code ends
with one checksum character so a mistyped code is refused instead of silently
dealing another hand. Every game's deal code is ``GAME-PRESET-FIELDS-CARDS+CHECK``;
the game modules add what they need (dealer, seats) in FIELDS.
"""
from __future__ import annotations

from typing import Iterable

from .cards import ALL_CARDS, Card
from .errors import DealCodeError

# 33 characters, one per card index; no separators, no look-alikes of '-'.
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefg"
_INDEX = {ch: i for i, ch in enumerate(ALPHABET)}


def encode_cards(cards: Iterable[Card]) -> str:
    return "".join(ALPHABET[c.index] for c in cards)


def decode_cards(text: str) -> tuple[Card, ...]:
    cards = []
    for ch in text:
        i = _INDEX.get(ch)
        if i is None:
            raise DealCodeError(f"the deal code has {ch!r} where a card should be")
        cards.append(ALL_CARDS[i])
    return tuple(cards)


def checksum(text: str) -> str:
    total = 0
    for i, ch in enumerate(text):
        total = (total * 31 + ord(ch) * (i + 7)) % 1_000_003
    return ALPHABET[total % len(ALPHABET)]


def seal(body: str) -> str:
    """Append the checksum character to a code body."""
    return body + checksum(body)


def unseal(code: str) -> str:
    """Check and strip the checksum character; refuse a code that fails it."""
    if not isinstance(code, str):
        raise DealCodeError("a deal code is a line of text")
    code = code.strip()
    if len(code) < 2:
        raise DealCodeError("the deal code is too short")
    body, check = code[:-1], code[-1]
    if checksum(body) != check:
        raise DealCodeError("the deal code does not check out: a character is wrong or missing")
    return body
