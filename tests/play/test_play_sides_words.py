"""The Play page names the learner and the partner as its results do ("you", "your partner
(North)"), in the tags above the table and in what a screen reader hears, and its spoken
result says what the written one says. Before: "Maker: South" and "South alone" for the
learner's own bid; "North–South euchre you and your partner" aloud where the page wrote
"2 points to the opponents"; a Cutthroat euchre said aloud named one of the two defenders
who scored; and a deal thrown in was "the deal passes to the left" aloud but "the player
on the left deals next" on the page."""
from __future__ import annotations

import html
import re

import pytest
from playhelp import drawn_html, open_play

from engine import euchre
from engine.euchre import words as euchre_words
from lessons.coach import CoachedGame
from lessons.euchre.spoken import euchre_news, euchre_result
from ui.games.euchre import play as play_euchre

# East (seat 3) deals hearts; South (seat 0) holds the top four trumps and bids first.
HANDS = ["JH JD AH KH QS", "9C TC QC 9S TS", "AC KC 9D TD QD", "JC JS AS KS AD"]
DEAL = euchre.from_deal(euchre.preset("standard"), dealer=3, hands=HANDS, upcard="9H",
                        kitty="TH QH KD")
SOUTH_ALONE = DEAL.apply("order").apply("discard JC").apply("alone")


def _chips(page: str) -> list[str]:
    return [html.unescape(c) for c in re.findall(r'<span class="[^"]*chip[^"]*"[^>]*>(.*?)</span>', page)]


@pytest.mark.parametrize("me,maker,alone", [
    (0, "Maker: you", "You alone"),
    (2, "Maker: your partner (South)", "Your partner (South) alone"),
    (1, "Maker: South", "South alone"),                       # an opponent keeps the seat's name
])
def test_the_tags_above_the_table_name_you_and_your_partner(me, maker, alone):
    game = CoachedGame.from_hand(SOUTH_ALONE, me=me, grading=False, samples=8, reply=False)
    chips = _chips(play_euchre.header(game, fc=False))
    assert maker in chips and alone in chips, chips


def test_the_play_page_draws_maker_you():
    game = CoachedGame.from_hand(SOUTH_ALONE, me=0, grading=False, samples=8, reply=False)
    at = open_play(game)
    page = " ".join(html.unescape(h) for h in drawn_html(at))
    assert "Maker: you" in page and "You alone" in page
    assert "Maker: South" not in page and "South alone" not in page


def _finished(hand, actions=()):
    for a in actions:
        hand = hand.apply(a)
    while not hand.is_over:
        hand = hand.apply(hand.legal_actions()[0])
    return hand


def test_the_spoken_result_names_the_opponents_as_the_written_one():
    # West orders up with no trumps to speak of: South and North euchre East–West
    over = _finished(DEAL, ["pass", "order", "discard JC", "partner"])
    assert over.result.points[0] == 2
    written = euchre_words.result_sentence(over.rules, over.result, me=1)
    assert written.endswith("2 points to the opponents."), written
    assert euchre_result(over.rules, over.result, 1) == \
        "The opponents euchre you and your partner: 2 points."
    assert euchre_result(over.rules, over.result, 0) == \
        "You and your partner euchre the opponents: 2 points."


def test_a_lone_partner_is_your_partner_aloud_too():
    over = _finished(SOUTH_ALONE)
    said = euchre_result(over.rules, over.result, 2)
    assert said.startswith("Your partner (South) "), said
    assert said.startswith(euchre_words.player_name(over.rules, 0, 2, start=True))


def test_a_cutthroat_euchre_names_both_defenders_who_score():
    rules = euchre.Rules(players=3)
    over = _finished(euchre.deal(rules, dealer=0, seed=0), ["order"])   # West orders, takes none
    assert over.result.row == "euchred" and sorted(over.result.points) == [0, 2, 2]
    assert euchre_result(rules, over.result, 0) == "You and East euchre West: 2 points each."
    assert euchre_result(rules, over.result, 1) == "South and East euchre you: 2 points each."
    assert euchre_words.result_sentence(rules, over.result, 1).endswith(
        "2 points each to South and East.")


def test_a_deal_thrown_in_is_said_as_it_is_written():
    thrown = _finished(DEAL, ["pass"] * 8)
    assert thrown.result.thrown_in
    written = euchre_words.result_sentence(thrown.rules, thrown.result, me=0)
    assert written == ("Everyone passed twice: the deal is thrown in and the player on the "
                       "dealer's left deals next.")
    assert euchre_news(thrown, 0)[-1] == written
