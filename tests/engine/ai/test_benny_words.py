"""The Benny among other cards in a computer player's reason or a rule of thumb reads as a
name: "(the Benny, K♥ and 10♥)". Before: "With 3 trumps in hearts (Benny K♥ 10♥) you can
order it up.", and, the dealer picking up, "add the 9♥ to your Benny J♦"."""
from __future__ import annotations

import re

from engine import euchre
from engine.ai import make_bot, principles
from engine.cards import Card, Suit
from engine.ai.words import reason, render
from engine.euchre import PRESETS

BRITISH = PRESETS["british"]
BOT = make_bot("intermediate", "euchre")
BARE_BENNY = re.compile(r"(?<!the )Benny")


def test_a_bidder_names_the_benny_among_its_trumps():
    # Dealer 3, the 9♥ turned up: seat 0, first to speak, holds the Benny, K♥ and 10♥
    s = euchre.from_deal(BRITISH, dealer=3, hands=["JK KH TH AC 9S", "JC QC JD QD 9C", "KC KD TS QS QH",
                                                   "AD TC 9D KS AS"], upcard="9H")
    view = euchre.observe(s, 0)
    assert str(BOT.choose(view)) == "order"
    said = BOT.explain(view)
    assert said == "With 3 trumps in hearts (the Benny, K♥ and 10♥) you can order it up.", said


def test_the_dealer_picking_up_names_the_benny_among_its_trumps():
    # The three others pass; the dealer holds the Benny and the J♦, the left bower
    s = euchre.from_deal(BRITISH, dealer=3, hands=["9C TC 9D TD AH", "JC QC QD KD KH", "KC AD 9S TS QH",
                                                   "JK JD AC KS QS"], upcard="9H")
    for _i in range(3):
        s = s.apply(euchre.Action.parse("pass"))
    view = euchre.observe(s, 3)
    said = BOT.explain(view)
    assert said == "Pick it up: with the 9♥ you hold 3 trumps in hearts (the Benny, J♦ and 9♥).", said
    rule = principles.explain(view, euchre.Action.parse("order"))
    assert rule is not None and rule.code == "dealer_take_bower"
    assert rule.text.startswith("Pick it up: as the dealer you add the 9♥ to your trumps (the Benny and "
                                "J♦) and throw away"), rule.text
    assert not BARE_BENNY.search(said + rule.text)


def test_a_lone_hand_with_the_benny():
    cards = tuple(Card.parse(c) for c in ("JK", "JH", "JD", "AH"))
    said = render(reason("go_alone", cards=cards))
    assert said == "Go alone: the Benny, J♥, J♦ and A♥ should take the tricks without your partner.", said
    # without the Benny the cards stay a plain list, as before
    assert render(reason("call_three_trumps", suit=Suit.HEARTS, n=3, cards=cards[1:])) == \
        "Name hearts: you would hold 3 trumps (J♥ J♦ A♥)."
