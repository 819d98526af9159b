"""Words a learner reads about Euchre options, seats and results (English)."""
from __future__ import annotations

from engine.cards import Suit

from .. import text

OPTION_TITLES = {
    "players": "Players",
    "deck": "Cards in the pack",
    "stick_the_dealer": "Stick the Dealer",
    "dealer_may_discard_upcard": "Dealer may discard the upcard",
    "allow_alone": "Going alone",
    "allow_lone_defender": "Lone defenders",
    "lone_lead": "Who leads when someone is alone",
    "lone_defender_points": "Points for a lone defender's euchre",
    "call_for_best": "Call for best (Railroad)",
    "cutthroat_hand_size": "Cutthroat hand size",
    "target_score": "Points to win the game",
}

VALUE_WORDS = {
    "players": {2: "2 (two-handed)", 3: "3 (Cutthroat)", 4: "4 (partners)"},
    "deck": {24: "24 (9 to A)", 25: "25 (+ Benny)", 28: "28 (+ 8s)", 32: "32 (+ 7s, 8s)"},
    "lone_lead": {"loner_left": "Left of the lone player", "dealer_left": "Left of the dealer"},
    "lone_defender_points": {"by_tricks": "By tricks (2 or 4)", "always_four": "Always 4"},
}

SUIT_NAMES = {Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds", Suit.HEARTS: "hearts",
              Suit.SPADES: "spades"}
SUIT_ONE = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart", Suit.SPADES: "spade"}


def value_text(name: str, value) -> str:
    """An option's value in words: ``Yes``/``No``, or the phrase for an enum value."""
    return text.value_text(VALUE_WORDS, name, value)


def option_help(name: str, doc: str) -> str:
    """An option's docstring for learners: each raw value (``loner_left``) becomes its phrase."""
    return text.option_help(VALUE_WORDS, name, doc)


def seat_names(players: int, me: int | None = None) -> tuple[str, ...]:
    """Compass names: South (you), West, North, East for four; fewer seats likewise."""
    base = {4: ("South", "West", "North", "East"), 3: ("South", "West", "East"),
            2: ("South", "North")}[players]
    if me is None:
        return base
    return tuple(n + (" (you)" if i == me else "") for i, n in enumerate(base))
