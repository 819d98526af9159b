"""Words a learner reads about Écarté options and presets: English, marked with ``N_()``
for the catalogue; the functions give them in the language of the run (read the tables
through them, or pass their values through ``_()``)."""
from __future__ import annotations

from engine.ecarte.rules import PRESET_TITLES  # noqa: F401  (the engine names its presets)
from engine.ecarte.words import OPTION_TITLES  # the engine names its options
from engine.i18n import N_, _

from .. import text

VALUE_WORDS = {
    "players": {2: N_("2 (classic)"), 3: N_("3 (dealer sits out)")},
    "penalty": {"elder": N_("The elder pays"), "classic": N_("Classic club laws")},
    "packets": {"3+2": N_("3 then 2"), "2+3": N_("2 then 3")},
}


def option_title(name: str) -> str:
    """An option's title in the language of the run (its name when it has none)."""
    return _(OPTION_TITLES[name]) if name in OPTION_TITLES else name


def value_text(name: str, value) -> str:
    N_("""An option's value in words: ``Yes``/``No``, or the phrase for an enum value.""")
    return text.value_text(VALUE_WORDS, name, value)


def option_help(name: str, doc: str) -> str:
    N_("""An option's docstring for learners: each raw value (``loner_left``) becomes its phrase.""")
    return text.option_help(VALUE_WORDS, name, doc)


# Who plays the dealer's part: the dealer with two players; with three the dealer sits out and the
# player on the dealer's right plays, accepts or refuses, and scores instead.
DEALER_PART = {2: N_("the dealer"), 3: N_("the player taking the dealer's part")}


def dealer_part(players: int) -> str:
    return _(DEALER_PART[players])


# The penalty (rule book, Écarté scoring), in words, for each ``penalty`` option. It only
# applies when no exchange took place: the elder stood at once, or the first proposal was refused.
# ``{dealer}``: ``dealer_part``.

PENALTY_RULE = {
    "elder": N_("If no exchange took place (the elder stood at once, or {dealer} refused the first "
             "proposal) and the elder takes fewer than 3 tricks, {dealer} scores **2** for the point "
             "and **3** for the vole."),
    "classic": N_("Whoever declined the exchange bears the risk: if the elder stood at once and fails, "
               "{dealer} scores **2**; if {dealer} refused the first proposal and fails, the elder "
               "scores **2**. A vole is always 2."),
}

NO_PENALTY_AFTER_EXCHANGE = N_("Once an exchange has taken place, a later stand or refusal carries no penalty.")

STAND_RISK = {
    "elder": N_("with no exchange made, {dealer} scores 2 instead of 1 (3 instead of 2 for all five "
             "tricks) if the elder then takes fewer than 3 tricks"),
    "classic": N_("with no exchange made, {dealer} scores 2 if the elder then takes fewer than 3 tricks"),
}

REFUSE_RISK = {
    "elder": N_("refusing the first proposal means that if the elder then takes fewer than 3 tricks, "
             "{dealer} scores 2 instead of 1 (3 instead of 2 for all five tricks)"),
    "classic": N_("refusing the first proposal means that if {dealer} then takes fewer than 3 tricks, the "
               "elder scores 2"),
}


def penalty_rule(penalty: str, players: int = 2) -> str:
    """The penalty rule in words, naming whoever plays the dealer's part."""
    return _(PENALTY_RULE[penalty]).format(dealer=dealer_part(players))


def stand_words(penalty: str, exchanged: bool, players: int = 2) -> str:
    N_("""What standing risks now: a penalty before any exchange, nothing after one.""")
    if exchanged:
        return _("an exchange has already taken place, so no penalty applies")
    return _(STAND_RISK[penalty]).format(dealer=dealer_part(players))


def refuse_words(penalty: str, exchanged: bool, players: int = 2) -> str:
    N_("""What refusing risks now, and for whom.""")
    if exchanged:
        return _("an exchange has already taken place, so no penalty applies")
    return _(REFUSE_RISK[penalty]).format(dealer=dealer_part(players))
