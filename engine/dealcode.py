"""Compact, checked text for a list of cards, shared by the games' deal codes.

Each card is one character of ``ALPHABET``: its place in a deck the game names
(``Deck.index``), so any deck of up to 64 cards can be written. Every game's deal
code is ``GAME-PRESET-FIELDS-CARDS`` followed by two check characters; the game
modules add what they need (dealer, seats) in FIELDS.

The check: every character of the code (prefix, preset, dealer, cards and the
two check characters) has a value ``v`` in ``CODE_ALPHABET`` (65 characters) and
position ``i`` a weight ``w(i) = 1 + i % 66``; a code is sound when
``sum(w(i) * v(i)) % 67 == 0``. 67 is prime and larger than every value and
weight, so

* changing one character (``v`` to ``v'``) changes the sum by ``w * (v' - v)``:
  both factors are nonzero and smaller than 67, so the product is not a multiple
  of 67 -- every single substitution is caught;
* swapping neighbours ``a b`` to ``b a`` changes it by ``(w(i) - w(i+1)) * (b - a)``:
  neighbouring weights differ (1..66 counting up, then back to 1), so for two
  different characters this is nonzero mod 67 too -- every adjacent swap is caught.

A character outside ``CODE_ALPHABET`` is refused before the sum is taken. The
check does not promise to catch a lost character: the search below usually ends a
code in 'A' (value 0), so a code cut by its last character can still check out;
each game refuses it by its card count.
"""
from __future__ import annotations

from typing import Iterable

from .cards import MAX_DECK, Card, Deck
from .errors import DealCodeError, DeckError
from .i18n import _

# Every character a deal code may hold, all safe in a URL (the Play page's ?deal=).
# The check characters are drawn from the first 62 (letters and digits) only, so a
# code never ends in punctuation.
CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_."
_CHECK_CHARS = CODE_ALPHABET[:62]
_VALUE = {ch: i for i, ch in enumerate(CODE_ALPHABET)}
MODULUS = 67            # prime, larger than every value (0..64) and weight (1..66)
CHECK_LENGTH = 2

# One character per place in a deck: every code character but the field separator
# '-'. A deck of at most 62 cards uses letters and digits only.
ALPHABET = CODE_ALPHABET.replace("-", "")
_INDEX = {ch: i for i, ch in enumerate(ALPHABET)}

assert len(CODE_ALPHABET) < MODULUS and len(ALPHABET) == MAX_DECK


def encode_cards(cards: Iterable[Card], deck: Deck) -> str:
    """Each card as the character of its place in ``deck``."""
    try:
        return "".join(ALPHABET[deck.index(c)] for c in cards)
    except DeckError as exc:
        raise DealCodeError(f"the deal cannot be written as a code: {exc}") from None


def decode_cards(text: str, deck: Deck) -> tuple[Card, ...]:
    """The cards of ``deck`` that ``text`` names, one character each."""
    cards = []
    n = len(deck)
    for ch in text:
        i = _INDEX.get(ch, n)
        if i >= n:
            raise DealCodeError(_("the deal code has '{ch}' where a card should be").format(ch=ch))
        cards.append(deck.cards[i])
    return tuple(cards)


def _weight(position: int) -> int:
    return 1 + position % (MODULUS - 1)


def _values(text: str) -> list[int]:
    values = []
    for ch in text:
        v = _VALUE.get(ch)
        if v is None:
            raise DealCodeError(_("the deal code has '{ch}', a character deal codes never use").format(ch=ch))
        values.append(v)
    return values


def _weighted_sum(values: list[int]) -> int:
    return sum(_weight(i) * v for i, v in enumerate(values)) % MODULUS


def check_characters(body: str) -> str:
    """The two characters that make ``body`` + them a sound code."""
    n = len(body)
    need = -_weighted_sum(_values(body)) % MODULUS
    w1, w2 = _weight(n), _weight(n + 1)
    inverse_w1 = pow(w1, -1, MODULUS)
    # For each second character the first is fixed; 62 candidates give 62 distinct
    # first values mod 67, at most 5 of which fall outside the 62 check characters.
    for v2, second in enumerate(_CHECK_CHARS):
        v1 = (need - w2 * v2) * inverse_w1 % MODULUS
        if v1 < len(_CHECK_CHARS):
            return _CHECK_CHARS[v1] + second
    raise AssertionError("unreachable: some pair of check characters always fits")


def seal(body: str) -> str:
    """Append the two check characters to a code body."""
    return body + check_characters(body)


def unseal(code: str) -> str:
    """Check and strip the check characters; refuse a code that fails the check."""
    if not isinstance(code, str):
        raise DealCodeError(_("a deal code is a line of text"))
    code = code.strip()
    if len(code) <= CHECK_LENGTH:
        raise DealCodeError(_("the deal code is too short"))
    if _weighted_sum(_values(code)) != 0:
        if not code.split("-")[0].isupper():   # "eu-…": the whole code lost its capitals
            raise DealCodeError(_("the deal code does not check out: capitals and small "
                                  "letters differ in a code, so copy it exactly as it was given"))
        raise DealCodeError(_("the deal code does not check out: a character is wrong, "
                              "swapped with its neighbour or missing"))
    return code[:-CHECK_LENGTH]
