"""Words both games share: suit names, seat names (with "you" as a seat) and lists.

Stored names are marked with ``N_()`` and translated by these helpers when a sentence
is made, never at import time (see ``engine.i18n``). A game's own words live in its
``words`` module (``engine/euchre/words.py``, ``engine/ecarte/words.py``,
``engine/ai/words.py``).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, overload

from .cards import Card, Suit
from .errors import Reason
from .i18n import N_, _, ngettext

SUIT_PLURAL = {Suit.CLUBS: N_("clubs"), Suit.DIAMONDS: N_("diamonds"),
               Suit.HEARTS: N_("hearts"), Suit.SPADES: N_("spades")}
SUIT_SINGULAR = {Suit.CLUBS: N_("club"), Suit.DIAMONDS: N_("diamond"),
                 Suit.HEARTS: N_("heart"), Suit.SPADES: N_("spade")}
_SUIT_TITLE = {Suit.CLUBS: N_("Clubs"), Suit.DIAMONDS: N_("Diamonds"),
               Suit.HEARTS: N_("Hearts"), Suit.SPADES: N_("Spades")}
_A_SUIT = {Suit.CLUBS: N_("a club"), Suit.DIAMONDS: N_("a diamond"),
           Suit.HEARTS: N_("a heart"), Suit.SPADES: N_("a spade")}

# Seats clockwise from the learner's seat, South (seat 0), for each number of players.
SEAT_NAMES = {
    4: (N_("South"), N_("West"), N_("North"), N_("East")),
    3: (N_("South"), N_("West"), N_("East")),
    2: (N_("South"), N_("North")),
}


def suits(suit: Suit) -> str:
    """``hearts``: the suit's name in the plural, as in "hearts are trump"."""
    return _(SUIT_PLURAL[suit])


def suits_title(suit: Suit) -> str:
    """``Hearts``: the plural at the start of a sentence or as a label."""
    return _(_SUIT_TITLE[suit])


def suit(suit: Suit) -> str:
    """``heart``: one card of the suit."""
    return _(SUIT_SINGULAR[suit])


def a_suit(suit: Suit) -> str:
    """``a heart``."""
    return _(_A_SUIT[suit])


def the_card(card: Card) -> str:
    """``the J♥``."""
    return _("the {card}").format(card=card.display)


def seat_name(players: int, seat: int) -> str:
    """``South``: a seat's name at a table of ``players``."""
    return _(SEAT_NAMES[players][seat])


def player_name(players: int, seat: int, me: int | None = None) -> str:
    """``You`` for the learner's seat ``me``, else the seat's name."""
    return _("You") if seat == me else seat_name(players, seat)


def seat_label(players: int, seat: int, me: int | None = None) -> str:
    """``South (you)`` for the learner's seat ``me``, else the seat's name (for the table)."""
    if seat == me:
        return _("{seat} (you)").format(seat=seat_name(players, seat))
    return seat_name(players, seat)


class Seats(Sequence[str]):
    """The seat names at a table of ``players``, each read in the language of the moment
    it is read (so a module may keep one: ``NAMES = Seats(4)``)."""

    def __init__(self, players: int):
        self.players = players

    @overload
    def __getitem__(self, seat: int) -> str: ...
    @overload
    def __getitem__(self, seat: slice) -> list[str]: ...
    def __getitem__(self, seat: int | slice) -> str | list[str]:
        if isinstance(seat, slice):
            return [self[s] for s in range(self.players)[seat]]
        return seat_name(self.players, seat)

    def __len__(self) -> int:
        return self.players


def seat_names(players: int) -> list[str]:
    return [seat_name(players, s) for s in range(players)]


def player_names(players: int, me: int | None = None) -> list[str]:
    """Every seat by name, the learner's as ``You``."""
    return [player_name(players, s, me) for s in range(players)]


def seat_labels(players: int, me: int | None = None) -> list[str]:
    """Every seat by name, the learner's as ``South (you)``."""
    return [seat_label(players, s, me) for s in range(players)]


def partnership(players: int, team: int) -> str:
    """``South–North`` (team 0) / ``East–West`` (team 1): a side of four players."""
    a, b = seat_name(players, team), seat_name(players, team + 2)
    first, second = (a, b) if team == 0 else (b, a)
    return _("{first}–{second}").format(first=first, second=second)


def join_or(items: Iterable[str]) -> str:
    """``a``, ``a or b``, ``a, b or c``."""
    return _join(list(items), _("{items} or {last}"))


def join_and(items: Iterable[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return _join(list(items), _("{items} and {last}"))


def _join(items: Sequence[str], pattern: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return pattern.format(items=", ".join(items[:-1]), last=items[-1])


def cards_or(cards: Iterable[Card]) -> str:
    """``the 9♦``, ``the 9♦ or the Q♦``, ``the 9♦, the K♦ or the A♦``."""
    return join_or(the_card(c) for c in cards)


def cards_and(cards: Iterable[Card]) -> str:
    return join_and(the_card(c) for c in cards)


MINUS = "\u2212"
"""The true minus sign learners read in a negative number (a hyphen looks like a dash)."""


def signed(v: float, places: int = 2) -> str:
    """``+1.25``, ``−0.40``, ``+0.00`` (``places=0``: ``+2``, ``−1``, ``+0``), with a true minus."""
    return f"{v:+.{places}f}".replace("-", MINUS)


def signed_int(n: int) -> str:
    """``+2``, ``−1`` or ``0``: whole points or chips (nothing to sign at zero)."""
    return signed(n, 0) if n else "0"


def points(n: int) -> str:
    """``1 point``, ``3 points``."""
    return ngettext("{n} point", "{n} points", n).format(n=n)


# Reasons any game can give (``Reason.of("engine", code)``), rendered when shown.
ENGINE_REASONS = {"game_over": N_("The game is over."),
                  "hand_not_over": N_("The current deal is not over yet.")}

# A rule option that cannot be (``RulesError``); ``option`` is named by its title in the
# game's words (``OPTION_TITLES`` of ``engine/<game>/words.py``).
RULES_REASONS = {
    "option_choice": N_("{option} must be {choices}, not {value}"),
    "option_range": N_("{option} must be a whole number from {low} to {high}, not {value}"),
    "option_at_least": N_("{option} must be a whole number, {low} or more, not {value}"),
    "option_on_off": N_("{option} must be on or off, not {value}"),
    "unknown_options": N_("{unknown} is not a rule option of {game}: the options are {known}"),
    "no_preset": N_("there is no variant called {name} in {game}; the variants are {presets}"),
    "no_game": N_("{name} is not a game here: the games are {games}"),
    "not_rules": N_("the rules must be rules of {game}, not {thing}"),
}

# A deal record that cannot be read (``RecordError``, shown after its line number). Seat
# names and actions are the record format's own words, quoted as written.
RECORD_REASONS = {
    "record_not_text": N_("a deal record is text"),
    "record_line_form": N_("write 'seat: action' (like 'South: pass') or a header like "
                           "'deal: <code>'"),
    "record_header_late": N_("the {key} line must come before the first action"),
    "record_header_twice": N_("the record has a second {key} line"),
    "record_no_deal": N_("the record has no 'deal:' line before its actions"),
    "record_bad_deal": N_("the deal code is refused: {error}"),
    "record_bad_rules": N_("the rules line is not rules I know: {error}"),
    "record_rules_differ": N_("the rules line says '{text}' but the deal code is for other rules"),
    "record_no_seat": N_("'{seat}' is not a seat at this table; the seats are {seats}"),
    "record_hand_over": N_("the deal is already over, so {seat} cannot '{action}'"),
    "record_not_turn": N_("it is {turn}'s turn, not {seat}'s"),
    "record_refused": N_("'{seat}: {action}' is refused: {reason}"),
    "record_not_action": N_("'{action}' is not an action: {error}"),
    "record_no_records": N_("{game} deals have no deal records"),
    "record_no_preset": N_("only deals under a named variant can be written as a record "
                           "(the deal line is a deal code, which names the variant)"),
    "record_no_scores": N_("a {game} record has no scores line: its deals are played the same "
                           "whatever the score"),
    "record_scores_form": N_("the scores line is one whole number per seat, like 'scores: 3 4'"),
    "record_bad_scores": N_("the scores cannot be: {error}"),
}


def _game_words(game: str) -> Any:
    from . import games   # the registry imports this module's neighbours, not this one
    engine = games.get(game).load("engine")
    return getattr(engine, "words", engine)


def option_title(game: str, option: str) -> str:
    """A rule option's title (``Going alone``) in the current language; its name if the
    game gives it no title."""
    titles = getattr(_game_words(game), "OPTION_TITLES", {})
    return _(titles[option]) if option in titles else option


def game_title(game: str) -> str:
    from . import games
    return games.get(game).title


def _shown(value: Any) -> str:
    """A value as a learner reads it: text as it is, ``True``/``False`` as on/off."""
    if isinstance(value, bool):
        return _("on") if value else _("off")
    return str(value)


def render(reason: Reason) -> str:
    """The sentence of a game-neutral ``Reason``, in the current language."""
    details = dict(reason.details)
    if reason.code in ENGINE_REASONS:
        return _(ENGINE_REASONS[reason.code]).format(**details)
    if reason.code in RECORD_REASONS:
        if "game" in details:
            details["game"] = game_title(details["game"])
        if "seats" in details:
            details["seats"] = ", ".join(details["seats"])
        return _(RECORD_REASONS[reason.code]).format(**details)
    game = str(details.get("game"))
    if "option" in details:
        details["option"] = option_title(game, details["option"])
    if "value" in details:
        details["value"] = _shown(details["value"])
    if "choices" in details:
        details["choices"] = join_or(_shown(v) for v in details["choices"])
    for key in ("presets", "games"):
        if key in details:
            details[key] = join_and(map(str, details[key]))
    if "unknown" in details:
        details["unknown"] = join_and(map(str, details["unknown"]))
    if "known" in details:
        details["known"] = join_and(map(str, details["known"]))   # the names code passes
    if reason.code != "no_game":
        details["game"] = game_title(game)
    return _(RULES_REASONS[reason.code]).format(**details)
