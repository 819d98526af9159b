"""A sentence that counts the cards left in the kitty names the pack it counts them for,
and its numbers are the engine's. Before: the Cutthroat step said "Some tables deal seven
cards each (3 left in the kitty)" and the option's help "7 (kitty 3 …)" to a learner
playing with 32 cards, where seven-card Cutthroat leaves 11."""
from __future__ import annotations

import re

from apphelp import learn_step, texts

import lessons.euchre as E
from engine.euchre import option_docs
from engine.euchre.rules import Rules


def _step(title: str) -> tuple[int, int]:
    for li, lesson in enumerate(E.LESSONS):
        for si, step in enumerate(lesson.steps):
            if step.title_en == title:
                return li + 1, si + 1
    raise KeyError(title)


def _kitty(deck: int, hand: int) -> int:
    rules = Rules(players=3, deck=deck, cutthroat_hand_size=hand)
    return len(rules.cards) - rules.players * rules.hand_size


def test_the_cutthroat_step_counts_the_kitty_of_a_named_pack():
    at = learn_step("euchre", Rules(players=3, deck=32, cutthroat_hand_size=7),
                    *_step("Cutthroat (three players)"))
    shown = texts(at)
    assert "(3 left in the kitty)" not in shown
    said = re.search(r"\*\*seven cards\*\* each \(from (\d+) cards, (\d+) are left in the kitty\)",
                     shown)
    assert said, shown
    assert int(said[2]) == _kitty(int(said[1]), 7)


def test_the_seven_card_option_help_counts_the_kitty_of_a_named_pack():
    doc = " ".join(option_docs()["cutthroat_hand_size"].split())
    assert "kitty 3" not in doc
    said = re.search(r"With (\d+) cards the kitty keeps (\d+) or (\d+) cards", doc)
    assert said, doc
    deck = int(said[1])
    assert (int(said[2]), int(said[3])) == (_kitty(deck, 5), _kitty(deck, 7))
