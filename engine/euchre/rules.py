"""Euchre rule options (one frozen value) and the named presets.

Every option has the rule book's default (``docs/rules.md``). Options that
only make sense with four players (going alone, lone defenders, call for best)
default to "on where the rule book plays them": ``None`` means "the default for
this number of players" and is resolved when the value is made.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from ..cards import DECKS, Card, Deck
from ..errors import Reason, RulesError
from ..i18n import N_
from ..options import option, refuse_unknown_options
from ..options import option_docs as _option_docs

LONE_LEADS = ("loner_left", "dealer_left")
LONE_DEFENDER_POINTS = ("by_tricks", "always_four")
DECK_SIZES = (24, 25, 28, 32)
EUCHRE_CODES = ("seven_for_three", "four_players_only", "call_for_best_alone", "too_few_cards")
"""Rule problems only Euchre has (rendered by ``engine.euchre.words``); the rest are the
engine's shared ones (``engine.words.RULES_REASONS``)."""


@refuse_unknown_options
@dataclass(frozen=True)
class Rules:
    """The options of one Euchre table. Build with keywords; invalid values are refused."""

    players: int = option(4, """
    Number of players: 4 (two partnerships, partners opposite), 3 (Cutthroat:
    the maker plays alone against the other two, each keeps an own score) or 2
    (each plays for themselves).""")

    deck: int = option(24, """
    Cards in the pack: 24 (9 to ace), 25 (24 plus the joker as the Benny, the
    highest trump: British Euchre), 28 (plus the 8s) or 32 (plus the 7s and 8s).""")

    stick_the_dealer: bool = option(False, """
    If everybody passes in the second round, the dealer may not pass and must
    name a suit (the deal is never thrown in).""")

    dealer_may_discard_upcard: bool = option(True, """
    After taking the upcard (or a turned-up Benny) the dealer may discard that
    same card. Off: the discard must be one of the dealer's original five cards.""")

    allow_alone: bool | None = option(None, """
    The maker may go alone once trump is fixed: the partner sits out. Default on
    with four players; there is no alone question with two or three.""")

    allow_lone_defender: bool | None = option(None, """
    After the maker's alone decision, each defender in turn from the dealer's
    left may defend alone (at most one does). Default off; four players only.""")

    lone_lead: str = option("loner_left", """
    Who leads when someone is alone: ``loner_left`` (the player to the lone
    player's left; the lone defender if both sides have one) or ``dealer_left``
    (the first playing seat to the dealer's left).""")

    lone_defender_points: str = option("by_tricks", """
    A lone defender who euchres the makers scores ``by_tricks`` (2 for 3 or 4
    tricks, 4 for all 5) or ``always_four`` (4 for any euchre).""")

    call_for_best: bool | None = option(None, """
    Railroad: each lone player receives one card of the partner's choosing
    from the partner who sits out, then discards one card. Default off.""")

    cutthroat_hand_size: int = option(5, """
    Cards per player in three-player Cutthroat: 5 or 7 (the maker needs 4 of the 7
    tricks, all 7 for the bonus). With 24 cards the kitty keeps 9 or 3 cards.""")

    target_score: int = option(10, """
    Points needed to win the game, 1 to 15.""")

    def __post_init__(self) -> None:
        four = self.players == 4
        for name in ("allow_alone", "allow_lone_defender", "call_for_best"):
            if getattr(self, name) is None:
                default = four and name == "allow_alone"
                object.__setattr__(self, name, default)
        problems = self._problems()
        if problems:
            raise RulesError(*problems)

    def _problems(self) -> list[Reason]:
        def bad(code: str, **details: Any) -> Reason:
            return Reason.of("euchre", code, **details) if code in EUCHRE_CODES \
                else Reason.of("engine", code, game="euchre", **details)

        p = []
        whole = {"players": (2, 3, 4), "deck": DECK_SIZES, "cutthroat_hand_size": (5, 7)}
        for name in (*whole, "target_score"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                p.append(bad("option_range", option=name, low=1, high=15, value=value)
                         if name == "target_score"
                         else bad("option_choice", option=name, choices=whole[name], value=value))
        if p:
            return p
        for name, allowed in whole.items():
            if getattr(self, name) not in allowed:
                p.append(bad("option_choice", option=name, choices=allowed, value=getattr(self, name)))
        for name in ("stick_the_dealer", "dealer_may_discard_upcard", "allow_alone",
                     "allow_lone_defender", "call_for_best"):
            if not isinstance(getattr(self, name), bool):
                p.append(bad("option_on_off", option=name, value=getattr(self, name)))
        if self.lone_lead not in LONE_LEADS:
            p.append(bad("option_choice", option="lone_lead", choices=LONE_LEADS, value=self.lone_lead))
        if self.lone_defender_points not in LONE_DEFENDER_POINTS:
            p.append(bad("option_choice", option="lone_defender_points",
                         choices=LONE_DEFENDER_POINTS, value=self.lone_defender_points))
        if self.cutthroat_hand_size == 7 and self.players != 3:
            p.append(bad("seven_for_three", option="cutthroat_hand_size"))
        if not 1 <= self.target_score <= 15:
            p.append(bad("option_range", option="target_score", low=1, high=15, value=self.target_score))
        if self.players in (2, 3):
            for name in ("allow_alone", "allow_lone_defender", "call_for_best"):
                if getattr(self, name) is True:
                    p.append(bad("four_players_only", option=name, players=self.players))
        elif self.call_for_best and not (self.allow_alone or self.allow_lone_defender):
            p.append(bad("call_for_best_alone", option="call_for_best",
                         needs=("allow_alone", "allow_lone_defender")))
        if self.players in (2, 3, 4) and self.deck in DECK_SIZES and \
                self.cutthroat_hand_size in (5, 7):
            if self.players * self.hand_size + 1 > self.deck:
                p.append(bad("too_few_cards", deck=self.deck, players=self.players,
                             hand_size=self.hand_size))
        return p

    # Derived facts -------------------------------------------------------

    @property
    def hand_size(self) -> int:
        return self.cutthroat_hand_size if self.players == 3 else 5

    @property
    def tricks_to_make(self) -> int:
        """Tricks the makers need: a majority of the tricks in a hand."""
        return self.hand_size // 2 + 1

    @property
    def has_partners(self) -> bool:
        return self.players == 4

    @property
    def cards(self) -> tuple[Card, ...]:
        """The pack, in index order."""
        return _DECKS[self.deck].cards

    @property
    def pack(self) -> Deck:
        """The pack as a ``Deck`` (each card's place in it: bit masks, codes)."""
        return _DECKS[self.deck]

    @property
    def has_benny(self) -> bool:
        return self.deck == 25

    def replace(self, **changes: Any) -> "Rules":
        """A copy with some options changed (validated like a new value).

        Changing ``players`` resets the four-player-only options to their
        defaults unless they are given too.
        """
        if "players" in changes:
            for name in ("allow_alone", "allow_lone_defender", "call_for_best"):
                changes.setdefault(name, None)
            if changes["players"] != 3:
                changes.setdefault("cutthroat_hand_size", 5)
        return dataclasses.replace(self, **changes)

    def settled(self) -> "Rules":
        """The same game with every option that cannot apply at this table at its default:
        who leads against a loner when nobody may be alone, and a lone defender's points
        without lone defenders. Play is the same; the rules are then the preset they play
        as (Settings would otherwise show "Custom rules" with an option greyed out)."""
        base = Rules()
        changes: dict[str, Any] = {}
        if not (self.allow_alone or self.allow_lone_defender):
            changes["lone_lead"] = base.lone_lead
        if not self.allow_lone_defender:
            changes["lone_defender_points"] = base.lone_defender_points
        changes = {k: v for k, v in changes.items() if getattr(self, k) != v}
        return dataclasses.replace(self, **changes) if changes else self

    def differences(self) -> dict[str, object]:
        """The options whose values differ from the defaults for this many players."""
        base = Rules(players=self.players)
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                if getattr(self, f.name) != getattr(base, f.name)}

    @property
    def preset_name(self) -> str | None:
        """The name of the preset equal to these rules, if any."""
        for name, rules in PRESETS.items():
            if rules == self:
                return name
        return None


_DECKS = {size: DECKS[f"euchre{size}"] for size in DECK_SIZES}

PRESETS: dict[str, Rules] = {
    "standard": Rules(),
    "stick_the_dealer": Rules(stick_the_dealer=True),
    "british": Rules(deck=25),
    "deck28": Rules(deck=28),
    "deck32": Rules(deck=32),
    "cutthroat": Rules(players=3),
    "two_handed": Rules(players=2),
    "railroad": Rules(allow_alone=True, allow_lone_defender=True,
                      lone_defender_points="always_four", call_for_best=True),
}

PRESET_TITLES: dict[str, str] = {   # shown through _() (marked for the catalogue)
    "standard": N_("Standard (4 players, 24 cards)"),
    "stick_the_dealer": N_("Stick the Dealer"),
    "british": N_("British Euchre (25 cards, the Benny)"),
    "deck28": N_("28-card Euchre"),
    "deck32": N_("32-card Euchre"),
    "cutthroat": N_("Cutthroat (3 players)"),
    "two_handed": N_("Two-handed"),
    "railroad": N_("Railroad Euchre"),
}

_ALIASES = {
    "std": "standard", "stick": "stick_the_dealer", "std_stick": "stick_the_dealer",
    "british": "british", "benny": "british", "25": "british", "28": "deck28",
    "32": "deck32", "three": "cutthroat", "3p": "cutthroat", "two": "two_handed",
    "2p": "two_handed", "rail": "railroad",
}


def preset(name: str) -> Rules:
    """The preset called ``name`` (or an alias such as ``benny`` or ``3p``)."""
    key = str(name).strip().lower().replace("-", "_").replace(" ", "_")
    key = _ALIASES.get(key, key)
    if key not in PRESETS:
        raise RulesError(Reason.of("engine", "no_preset", game="euchre", name=str(name)[:40],
                                   presets=tuple(PRESETS)))
    return PRESETS[key]


def option_docs() -> dict[str, str]:
    """Each option's docstring, for the Rules page."""
    return _option_docs(Rules)   # in the language of the moment


