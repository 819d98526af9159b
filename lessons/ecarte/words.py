"""Words a learner reads about Écarté options and presets (English)."""
from __future__ import annotations

from engine.ecarte.rules import PRESET_TITLES  # noqa: F401  (the engine names its presets)

OPTION_TITLES = {
    "players": "Players",
    "penalty": "Penalty when the elder declines the exchange and fails",
    "dealer_must_exchange": "Dealer must exchange after accepting",
    "must_trump": "Must trump when void",
    "target_score": "Points to win the game",
    "stake": "Stake per point",
    "packets": "Packets of the deal",
}

VALUE_WORDS = {
    "players": {2: "2 (classic)", 3: "3 (dealer sits out)"},
    "penalty": {"elder": "Elder pays (004)", "classic": "Classic club laws"},
    "packets": {"3+2": "3 then 2", "2+3": "2 then 3"},
}


def value_text(name: str, value) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(VALUE_WORDS.get(name, {}).get(value, value))
