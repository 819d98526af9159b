"""Settings and the rule book show option values in words, never raw values."""
from __future__ import annotations

import re

import pytest

from engine.ecarte import PRESETS as EPRESETS
from engine.euchre import Action
from engine.euchre import words as EW
from engine.euchre.rules import PRESETS
from lessons.ecarte.rulebook import options_table as ecarte_options
from lessons.euchre.rulebook import options_table as euchre_options
from lessons.euchre.words import value_text

RAW = re.compile(r"`|\bTrue\b|\bFalse\b|loner_left|dealer_left|by_tricks|always_four|\bon\b$|\boff\b$|\(004\)")


@pytest.mark.parametrize("rules", list(PRESETS.values()) + list(EPRESETS.values()))
def test_options_table_in_words(rules):
    rows = euchre_options(rules) if hasattr(rules, "deck") else ecarte_options(rules)
    for row in rows:
        assert not RAW.search(row.value), row
        assert not RAW.search(row.doc), row


def test_booleans_read_yes_and_no():
    assert value_text("stick_the_dealer", True) == "Yes" and value_text("stick_the_dealer", False) == "No"
    assert value_text("lone_lead", "dealer_left") == "Left of the dealer"


def test_the_benny_is_called_the_benny():
    # playing the joker: the button says the Benny
    assert EW.action_label(Action.parse("play JK")) == "Play the Benny"
    # the turned-up joker is named the Benny, never "Joker" (the card's old display name)
    assert EW.benny_no_bidding().startswith("The Benny (the joker) was turned up")
    assert "Joker" not in EW.benny_no_bidding()
