"""Écarté rule options as one immutable value, and the named presets.

Defaults follow the rule book (``docs/rules.md``, Écarté sections). A
``Rules`` value travels inside every hand and game state.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from ..errors import Reason, RulesError
from ..i18n import N_
from ..options import option, refuse_unknown_options
from ..options import option_docs as _option_docs

PENALTIES = ("elder", "classic")
PACKETS = ("3+2", "2+3")


@refuse_unknown_options
@dataclass(frozen=True)
class Rules:
    """The options of one Écarté game. Invalid values raise ``RulesError``."""

    players: int = option(2, """
    2 (the classic game) or 3 (each deal the dealer sits out; the player to the
    dealer's left is the elder hand, the player to the dealer's right plays the
    dealer's part).""")

    penalty: str = option("elder", """
    ``"elder"`` (default): if no exchange took place (the elder stood at once or the
    first proposal was refused) and the elder takes fewer than 3 tricks, the dealer
    (with three players, the player taking the dealer's part) scores 2 for the point
    and 3 for the vole. ``"classic"``: whoever declined the
    exchange bears the risk: elder stood and failed, dealer scores 2; dealer refused
    the first proposal and failed, elder scores 2; a vole is always 2.""")

    dealer_must_exchange: bool = option(True, """
    After an accepted proposal the dealer must exchange 1 to 5 cards (default).
    Off: the dealer may also take none (``exchange`` with no cards), and the elder
    may then empty the talon when it holds 5 cards or fewer.""")

    must_trump: bool = option(True, """
    A follower with no card of the led suit must trump if able (default). Off:
    any card may be played when void (some older rule books).""")

    target_score: int = option(5, """
    Points that win the game: 3 (quick Écarté), 5 (default), 7, 11 (Napoléon);
    any whole number 1..15.""")

    stake: int = option(1, """
    Stake per point when playing for stakes (a whole number, 0 or more): every
    point a player scores is paid by that player's opponent in the deal.""")

    packets: str = option("3+2", """
    How five cards are dealt: ``"3+2"`` (three to each, then two; default) or
    ``"2+3"``.""")

    def __post_init__(self) -> None:
        def bad(code: str, **details: Any) -> Reason:
            return Reason.of("engine", code, game="ecarte", **details)

        p = []
        if type(self.players) is not int or self.players not in (2, 3):
            p.append(bad("option_choice", option="players", choices=(2, 3), value=self.players))
        if self.penalty not in PENALTIES:
            p.append(bad("option_choice", option="penalty", choices=PENALTIES, value=self.penalty))
        for name in ("dealer_must_exchange", "must_trump"):
            if type(getattr(self, name)) is not bool:
                p.append(bad("option_on_off", option=name, value=getattr(self, name)))
        if type(self.target_score) is not int or not 1 <= self.target_score <= 15:
            p.append(bad("option_range", option="target_score", low=1, high=15,
                         value=self.target_score))
        if type(self.stake) is not int or self.stake < 0:
            p.append(bad("option_at_least", option="stake", low=0, value=self.stake))
        if self.packets not in PACKETS:
            p.append(bad("option_choice", option="packets", choices=PACKETS, value=self.packets))
        if p:
            raise RulesError(*p)

    def replace(self, **changes: Any) -> "Rules":
        """A copy with some options changed (validated again)."""
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        values.update(changes)
        return Rules(**values)

    @property
    def preset_name(self) -> str | None:
        """The name of the preset equal to these rules, if any."""
        return preset_name(self)


CLASSIC = Rules()
QUICK = Rules(target_score=3)
NAPOLEON = Rules(target_score=11)
THREE_PLAYERS = Rules(players=3)

PRESETS: dict[str, Rules] = {
    "classic": CLASSIC,
    "quick": QUICK,
    "napoleon": NAPOLEON,
    "three": THREE_PLAYERS,
}

PRESET_TITLES: dict[str, str] = {   # shown through _() (marked for the catalogue)
    "classic": N_("Classic Écarté (to 5)"),
    "quick": N_("Quick Écarté (to 3)"),
    "napoleon": N_("Écarté de Napoléon (to 11)"),
    "three": N_("Three-player Écarté"),
}

_ALIASES = {
    "default": "classic",
    "standard": "classic",
    "quick-ecarte": "quick",
    "napoléon": "napoleon",
    "ecarte-de-napoleon": "napoleon",
    "three-players": "three",
    "three-player": "three",
    "3": "three",
    "3p": "three",
}


def _key(name: str) -> str:
    return "-".join(str(name).strip().lower().replace("_", " ").split())


def preset(name: str) -> Rules:
    """The preset called ``name`` (``classic``, ``quick``, ``napoleon``, ``three``;
    a few aliases such as ``"three players"`` are accepted)."""
    key = _key(name)
    key = _ALIASES.get(key, key)
    try:
        return PRESETS[key]
    except KeyError:
        raise RulesError(Reason.of("engine", "no_preset", game="ecarte", name=str(name)[:40],
                                   presets=tuple(PRESETS))) from None


def preset_name(rules: Rules) -> str | None:
    """The name of the preset equal to ``rules``, or ``None`` for custom rules."""
    for name, value in PRESETS.items():
        if value == rules:
            return name
    return None



def option_docs() -> dict[str, str]:
    """Each option's docstring, for the Rules page."""
    return _option_docs(Rules)   # in the language of the moment


