"""The novice computer player's reason for a bid counts its cards in good English: "Bid: 1 card
of that suit." (it said "Bid: 1 cards of that suit." when Stick the Dealer made it name a suit)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine import euchre
from engine.ai import make_bot
from engine.ai.words import reason, render
from engine.euchre import PRESETS

# Dealer 3, the 9♥ turned up: nobody holds three cards of a suit, everyone passes twice, and
# Stick the Dealer makes the dealer name a suit with the best it has (the first of the longest).
OTHERS = ["9C TC 9D TD JH", "JC QC JD QD KH", "KC KD 9S TS QH"]


def _dealer_says(preset: str, dealer_hand: str) -> tuple[str, str]:
    rules = replace(PRESETS[preset], stick_the_dealer=True)
    s = euchre.from_deal(rules, dealer=3, hands=OTHERS + [dealer_hand], upcard="9H")
    bot = make_bot("novice", "euchre")
    for _i in range(7):   # four passes, then three more in the second round
        s = s.apply(bot.choose(euchre.observe(s, s.current_player)))
    assert s.current_player == 3 and s.phase is euchre.Phase.BID2
    view = euchre.observe(s, 3)
    return str(bot.choose(view)), bot.explain(view)


@pytest.mark.parametrize("preset, hand, call, said", [
    # the Benny has no printed suit: one ace of each other suit, so one card of the suit named
    ("british", "JK TH AC AD AS", "call C", "Bid: 1 card of that suit."),
    ("standard", "TH AC AD AS KS", "call S", "Bid: 2 cards of that suit."),
])
def test_the_novice_counts_the_cards_of_the_suit_it_names(preset, hand, call, said):
    assert _dealer_says(preset, hand) == (call, said)


def test_the_reason_has_a_singular_and_a_plural():
    assert render(reason("novice_bid", n=1)) == "Bid: 1 card of that suit."
    assert render(reason("novice_bid", n=2)) == "Bid: 2 cards of that suit."
    assert render(reason("novice_bid", n=3)) == "Bid: 3 cards of that suit."
