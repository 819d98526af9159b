"""Words a learner reads about Euchre options, seats and results: English, marked with
``N_()`` for the catalogue; ``option_title`` and ``value_text`` give them in the language
of the run (read the tables through them, or pass their values through ``_()``)."""
from __future__ import annotations

from engine import words as common_words
from engine.cards import Suit
from engine.euchre.words import OPTION_TITLES  # the engine names its options
from engine.i18n import N_, _

from .. import text

VALUE_WORDS = {
    "players": {2: N_("2 (two-handed)"), 3: N_("3 (Cutthroat)"), 4: N_("4 (partners)")},
    "deck": {24: N_("24 (9 to A)"), 25: N_("25 (+ Benny)"), 28: N_("28 (+ 8s)"), 32: N_("32 (+ 7s, 8s)")},
    "lone_lead": {"loner_left": N_("Left of the lone player"), "dealer_left": N_("Left of the dealer")},
    "lone_defender_points": {"by_tricks": N_("By tricks (2 or 4)"), "always_four": N_("Always 4")},
}

SUIT_ONE = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart", Suit.SPADES: "spade"}


def option_title(name: str) -> str:
    """An option's title in the language of the run (its name when it has none)."""
    return _(OPTION_TITLES[name]) if name in OPTION_TITLES else name


def value_text(name: str, value) -> str:
    """An option's value in words: ``Yes``/``No``, or the phrase for an enum value."""
    return text.value_text(VALUE_WORDS, name, value)


def option_help(name: str, doc: str) -> str:
    """An option's docstring for learners: each raw value (``loner_left``) becomes its phrase."""
    return text.option_help(VALUE_WORDS, name, doc)


def seat_names(players: int, me: int | None = None) -> tuple[str, ...]:
    """Compass names: South (you), West, North, East for four; fewer seats likewise."""
    base = tuple(common_words.seat_names(players))
    if me is None:
        return base
    return tuple(_("{seat} (you)").format(seat=n) if i == me else n for i, n in enumerate(base))
