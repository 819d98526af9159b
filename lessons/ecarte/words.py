"""Words a learner reads about Écarté options and presets (English)."""
from __future__ import annotations

from engine.ecarte.rules import PRESET_TITLES  # noqa: F401  (the engine names its presets)

from .. import text

OPTION_TITLES = {
    "players": "Players",
    "penalty": "Penalty when the exchange is declined and the decliner fails",
    "dealer_must_exchange": "Dealer must exchange after accepting",
    "must_trump": "Must trump when void",
    "target_score": "Points to win the game",
    "stake": "Stake per point",
    "packets": "Packets of the deal",
}

VALUE_WORDS = {
    "players": {2: "2 (classic)", 3: "3 (dealer sits out)"},
    "penalty": {"elder": "The elder pays", "classic": "Classic club laws"},
    "packets": {"3+2": "3 then 2", "2+3": "2 then 3"},
}


def value_text(name: str, value) -> str:
    """An option's value in words: ``Yes``/``No``, or the phrase for an enum value."""
    return text.value_text(VALUE_WORDS, name, value)


def option_help(name: str, doc: str) -> str:
    """An option's docstring for learners: each raw value (``loner_left``) becomes its phrase."""
    return text.option_help(VALUE_WORDS, name, doc)


# The penalty (rule book, Écarté scoring), in words, for each ``penalty`` option. It only
# applies when no exchange took place: the elder stood at once, or the first proposal was refused.

PENALTY_RULE = {
    "elder": "If no exchange took place (the elder stood at once, or the dealer refused the first "
             "proposal) and the elder takes fewer than 3 tricks, the dealer scores **2** for the point "
             "and **3** for the vole.",
    "classic": "Whoever declined the exchange bears the risk: if the elder stood at once and fails, the "
               "dealer scores **2**; if the dealer refused the first proposal and fails, the elder "
               "scores **2**. A vole is always 2.",
}

NO_PENALTY_AFTER_EXCHANGE = "Once an exchange has taken place, a later stand or refusal carries no penalty."

STAND_RISK = {
    "elder": "with no exchange made, the dealer scores 2 instead of 1 (3 instead of 2 for all five "
             "tricks) if the elder then takes fewer than 3 tricks",
    "classic": "with no exchange made, the dealer scores 2 if the elder then takes fewer than 3 tricks",
}

REFUSE_RISK = {
    "elder": "refusing the first proposal means that if the elder then takes fewer than 3 tricks, the "
             "dealer scores 2 instead of 1 (3 instead of 2 for all five tricks)",
    "classic": "refusing the first proposal means that if the dealer then takes fewer than 3 tricks, the "
               "elder scores 2",
}


def stand_words(penalty: str, exchanged: bool) -> str:
    """What standing risks now: a penalty before any exchange, nothing after one."""
    if exchanged:
        return "an exchange has already taken place, so no penalty applies"
    return STAND_RISK[penalty]


def refuse_words(penalty: str, exchanged: bool) -> str:
    """What refusing risks now, and for whom."""
    if exchanged:
        return "an exchange has already taken place, so no penalty applies"
    return REFUSE_RISK[penalty]
