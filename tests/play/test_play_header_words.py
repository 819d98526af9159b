"""The Play page's header and its words for a screen reader speak as the rest of the page:
the learner is "you" when dealing (the header said "Deal 1 · dealer South" beside a table
marked "South (you)"), and the spoken score names the sides as the scoreboard writes them
("the opponents", where it said "East–West" aloud under a scoreboard of "Opponents")."""
from __future__ import annotations

import html
import re

from playhelp import drawn_html, open_play

from engine import ecarte, euchre
from lessons.coach import CoachedGame

# South (seat 0) deals; West bids first.
HANDS = ["JH JD AH KH QS", "9C TC QC 9S TS", "AC KC 9D TD QD", "JC JS AS KS AD"]
SOUTH_DEALS = euchre.from_deal(euchre.preset("standard"), dealer=0, hands=HANDS, upcard="9H",
                               kitty="TH QH KD")
# Classic Écarté, South deals: North is the elder hand.
ECARTE_SOUTH_DEALS = ecarte.from_deal(
    ecarte.preset("classic"), dealer=0, hands=["JC QC TD 8H 9S", "8C AC 9D 7H JS"],
    turnup="8D", talon="TH KS QD KH 7C QH QS KC JD JH AH KD AD TC AS 9C 7S 8S TS 9H 7D")


def _page(game) -> str:
    at = open_play(game)
    return html.unescape(" ".join(drawn_html(at)))


def _plain(page: str) -> str:
    return re.sub(r"<[^>]+>", "", page)


def test_the_header_says_you_deal_at_euchre():
    page = _plain(_page(CoachedGame.from_hand(SOUTH_DEALS, me=0, grading=False, samples=8,
                                              reply=False)))
    assert "Deal 1 · dealer: you" in page, page
    assert "dealer South" not in page and "dealer: South" not in page
    # another player's deal keeps the seat's name (West is the learner here)
    west = _plain(_page(CoachedGame.from_hand(SOUTH_DEALS, me=1, grading=False, samples=8,
                                              reply=False)))
    assert "Deal 1 · dealer: South" in west, west


def test_the_header_says_you_deal_at_ecarte():
    dealer = _plain(_page(CoachedGame.from_hand(ECARTE_SOUTH_DEALS, me=0, grading=False,
                                                samples=8, reply=False)))
    assert "Deal 1 · dealer: you · elder hand: North" in dealer, dealer
    elder = _plain(_page(CoachedGame.from_hand(ECARTE_SOUTH_DEALS, me=1, grading=False,
                                               samples=8, reply=False)))
    assert "Deal 1 · dealer: South · elder hand: you" in elder, elder


def test_the_spoken_score_names_the_opponents_as_the_scoreboard_does():
    page = _page(CoachedGame.from_hand(SOUTH_DEALS, me=0, grading=False, samples=8, reply=False))
    words = re.search(r'<section class="eu-words sr-only">(.*?)</section>', page, re.S).group(1)
    assert "Opponents (East–West)" in _plain(page)      # the scoreboard, as written
    assert "Score, first to 10: you and your partner 0, the opponents 0." in words, words
    assert "Tricks in this deal: you and your partner 0, the opponents 0." in words, words
    assert "East–West" not in words and "South–North" not in words
