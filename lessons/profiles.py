"""Learner profiles without the database: checking a name and a PIN, hashing a PIN.

A name is kept as the learner typed it (trimmed, NFC, without invisible format characters
but the joiners) and shown as plain text by the UI; its *key* (case and width folded,
inner spaces collapsed, every format character dropped) is what must be unique, so "Ann",
" ann " and "An\u200bn" are the same learner. A PIN is never stored: only a random salt and its
scrypt hash, compared in constant time.
"""
from __future__ import annotations

import enum
import hashlib
import hmac
import secrets
import unicodedata

from engine.i18n import N_, _

NAME_MOST = 40
PIN_LEAST, PIN_MOST = 4, 12
SALT_BYTES = 16
SCRYPT = {"n": 2**14, "r": 8, "p": 1}
"""scrypt cost: about 50 ms and 16 MB a check, slow enough to make guessing a PIN costly."""

# Letters of any script are welcome; what is refused is what hides or garbles text when a
# name is shown: control characters, unassigned or private code points, lone surrogates,
# line/paragraph separators, and bidi overrides (they reorder a list of names on screen).
# Other invisible format characters (category Cf: a zero-width space, a word joiner...)
# are dropped, but for the few that change what shows (below).
_REFUSED_CATEGORIES = {"Cc", "Cs", "Co", "Cn", "Zl", "Zp"}
_BIDI_CONTROLS = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
_SHAPING = frozenset("\u200c\u200d") | frozenset(map(chr, range(0xE0020, 0xE0080)))
"""Format characters kept in a name: the zero-width (non-)joiners shape emoji sequences and
letters of Arabic or Indic scripts; tag characters make a flag such as Scotland's."""


class ProfileReason(enum.Enum):
    NAME_EMPTY = "name empty"
    NAME_TOO_LONG = "name too long"
    NAME_BAD_CHARACTER = "name bad character"
    NAME_TAKEN = "name taken"
    PIN_TOO_SHORT = "pin too short"
    PIN_TOO_LONG = "pin too long"
    PIN_NOT_DIGITS = "pin not digits"
    NO_PROFILE = "no profile"
    HAS_PROFILE = "has profile"


# The words a learner reads about a name or a PIN, in one place.
PROFILE_TEXT = {
    ProfileReason.NAME_EMPTY: N_("Please type a name."),
    ProfileReason.NAME_TOO_LONG: N_("A name can have at most {most} characters."),
    ProfileReason.NAME_BAD_CHARACTER: N_("A name cannot contain control characters such as "
                                         "a line break or a tab."),
    ProfileReason.NAME_TAKEN: N_("The name “{name}” is already taken: please choose another."),
    ProfileReason.PIN_TOO_SHORT: N_("A PIN needs at least {least} digits."),
    ProfileReason.PIN_TOO_LONG: N_("A PIN can have at most {most} digits."),
    ProfileReason.PIN_NOT_DIGITS: N_("A PIN is made of digits only (0 to 9)."),
    ProfileReason.NO_PROFILE: N_("This profile does not exist any more."),
    ProfileReason.HAS_PROFILE: N_("This progress already belongs to a profile."),
}


class ProfileError(ValueError):
    """A name or PIN that cannot be used; ``reason`` says why, ``str()`` says it in words."""

    def __init__(self, reason: ProfileReason, name: str = "") -> None:
        self.reason = reason
        super().__init__(_(PROFILE_TEXT[reason]).format(
            name=name, most=PIN_MOST if reason is ProfileReason.PIN_TOO_LONG else NAME_MOST,
            least=PIN_LEAST))


def _visible(ch: str) -> bool:
    """A letter, digit, punctuation mark or symbol (emoji included): something that shows."""
    return unicodedata.category(ch)[0] in "LNPS"


def clean_name(name: str) -> str:
    """The name as it will be kept (trimmed), or ``ProfileError`` saying what is wrong."""
    name = unicodedata.normalize("NFC", str(name)).strip()   # "e" + accent is "é", as typed
    if any(unicodedata.category(ch) in _REFUSED_CATEGORIES or ch in _BIDI_CONTROLS for ch in name):
        raise ProfileError(ProfileReason.NAME_BAD_CHARACTER)
    # An invisible format character shows nothing, so "An\u200bn" is kept as "Ann"; the
    # joiners that shape what shows stay, but not at either end, where they join nothing.
    # A name of nothing visible is no name (it would show blank).
    name = "".join(ch for ch in name if unicodedata.category(ch) != "Cf" or ch in _SHAPING)
    while name and (unicodedata.category(name[0]) == "Cf" or name[0].isspace()):
        name = name[1:]
    while name and (unicodedata.category(name[-1]) == "Cf" or name[-1].isspace()):
        name = name[:-1]
    if not any(_visible(ch) for ch in name):
        raise ProfileError(ProfileReason.NAME_EMPTY)
    if len(name) > NAME_MOST:
        raise ProfileError(ProfileReason.NAME_TOO_LONG)
    return name


def name_key(name: str) -> str:
    """What makes two names the same: case (any script), width, runs of spaces and every
    invisible format character (joiners too) ignored."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return " ".join("".join(ch for ch in folded if unicodedata.category(ch) != "Cf").split())


def _older_name_key(name: str) -> str:
    """The key as apps before this one made it, format characters inside a name kept: a
    profile stored then under such a key is still found with the name typed as then."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return " ".join(folded.split())


def name_keys(name: str) -> tuple[str, ...]:
    """The stored keys a typed name may be under: the older key first (a profile stored
    under exactly that was made with this very spelling), then the key of today."""
    return tuple(dict.fromkeys((_older_name_key(str(name).strip()), name_key(str(name)))))


def clean_pin(pin: str) -> str:
    """The PIN as ASCII digits (digits of any script are accepted), or ``ProfileError``."""
    pin = str(pin).strip()
    if not all(ch.isdecimal() for ch in pin):
        raise ProfileError(ProfileReason.PIN_NOT_DIGITS)
    if len(pin) < PIN_LEAST:
        raise ProfileError(ProfileReason.PIN_TOO_SHORT)
    if len(pin) > PIN_MOST:
        raise ProfileError(ProfileReason.PIN_TOO_LONG)
    return "".join(str(unicodedata.decimal(ch)) for ch in pin)


def hash_pin(pin: str, salt: bytes | None = None) -> tuple[bytes, bytes]:
    """``(salt, hash)`` of a cleaned PIN; a fresh random salt unless one is given."""
    salt = secrets.token_bytes(SALT_BYTES) if salt is None else salt
    return salt, hashlib.scrypt(pin.encode(), salt=salt, **SCRYPT)


def pin_matches(pin: str | None, salt: bytes, digest: bytes) -> bool:
    """Does ``pin`` give ``digest`` with ``salt``? A malformed PIN simply does not match."""
    try:
        cleaned = clean_pin(pin) if pin is not None else None
    except ProfileError:
        cleaned = None
    # hash even a malformed PIN, so the time taken does not tell it apart
    _salt, candidate = hash_pin(cleaned or "", salt)
    return cleaned is not None and hmac.compare_digest(candidate, digest)
