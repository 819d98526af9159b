"""The coach says "deal" for one deal, as the lessons and the Play page do, and keeps "hand"
for the cards a player holds. Before, its hints, grades and odds charts said "about +0.30
points on average this hand", "you make the hand in 78% of deals", "Expected points this
hand", while "your hand" on the same page meant the cards held."""
from __future__ import annotations

import re
import string

import pytest

from engine.ai import principle_words
from engine.ai import words as ai_words
from engine.ai.analysis import ActionOdds
from engine.ai.game_odds import GameChance
from engine.cards import Card, Suit
from engine.ecarte.actions import parse_action
from engine.euchre.actions import Action
from ui.odds_charts import odds_figure

# "hand" where it can only mean the deal: "this hand", "the hand" (not "the dealer's
# hand"), "make the hand", "a hearts hand" (a deal with hearts as trump)
DEAL_HAND = re.compile(r"\b(this|the) hand\b|\ba (hearts|spades|clubs|diamonds) hand\b", re.I)


def _odds(action, points: float, p_make: float, p_win: float | None = None,
          partners: bool = True) -> ActionOdds:
    game = None if p_win is None else GameChance(p_win, (8, 9), 0.2, partners=partners)
    return ActionOdds(action, points, p_make, 0.0, 1 - p_make, 100, game=game)


def _hints() -> list[str]:
    order, pass_ = Action.parse("order"), Action.parse("pass")
    play_j, play_a = Action.parse("play JH"), Action.parse("play AS")
    bids = [_odds(order, 0.42, 0.7, p_win=0.55), _odds(pass_, -0.10, 0.3, p_win=0.71)]
    king, quiet = parse_action("declare king"), parse_action("no declaration")
    out = [ai_words.hint_text(_odds(play_j, 0.5, 0.78), _odds(play_a, 0.2, 0.66), defending=False),
           ai_words.hint_text(_odds(play_j, 0.5, 0.78), None, defending=False),
           ai_words.hint_text(_odds(play_j, 0.5, 0.22), _odds(play_a, 0.2, 0.34), defending=True),
           ai_words.bid_hint_text(bids),
           ai_words.bid_hint_text(bids[:1]),
           ai_words.game_hint_text(bids[::-1]),                      # the game and the points differ
           ai_words.game_hint_text([_odds(order, 0.42, 0.7, p_win=0.8), bids[1]]),   # they agree
           ai_words.game_narrow_hint_text(_odds(king, 1.4, 0.5, p_win=0.08, partners=False),
                                          _odds(quiet, 0.4, 0.5, p_win=0.08, partners=False)),
           ai_words.ecarte_hint_text(_odds(parse_action("propose"), 0.35, 0.62),
                                     _odds(parse_action("stand"), 0.2, 0.54))]
    return out


def _filled(msgid: str) -> str:
    """A sentence of the catalogue with sample words in its blanks (a number where the blank
    formats one), through ``_()`` as shown."""
    values = {}
    for _text, field, spec, _conv in string.Formatter().parse(ai_words._(msgid)):
        if field:
            values[field] = 0.5 if spec else ("hearts" if "suit" in field else "J♥")
    return ai_words._(msgid).format(**values)


def test_the_hints_say_deal_for_one_deal():
    hints = _hints()
    assert not [h for h in hints if DEAL_HAND.search(h)], [h for h in hints if DEAL_HAND.search(h)]
    joined = " ".join(hints)
    assert "Play J♥: you take enough tricks in 78% of deals, against 66% for A♠." in joined
    assert "about +0.42 points on average this deal" in joined
    assert "By the points of this deal alone" in joined
    assert "scores 1.00 points more than Say nothing this deal" in joined


@pytest.mark.parametrize("table", ["reasons", "principles"])
def test_the_computer_players_reasons_and_rules_of_thumb_keep_hand_for_the_cards_held(table):
    texts = ai_words._TEXT if table == "reasons" else principle_words.TEXT
    shown = [_filled(t) for t in texts.values()]
    assert not [s for s in shown if DEAL_HAND.search(s)], [s for s in shown if DEAL_HAND.search(s)]


def test_a_reason_for_the_best_card_names_trump_not_a_suits_hand():
    reason = ai_words.Reason.of("ai", "give_best", card=Card.parse("JH"), suit=Suit.HEARTS)
    assert ai_words.render(reason) == "Give the J♥, your best card with hearts as trump."


def test_the_odds_chart_says_deal():
    data = {"labels": ["Order it up", "Pass"], "expected_points": [0.42, -0.1], "samples": 60,
            "tricks": [[0.1, 0.1, 0.2, 0.3, 0.2, 0.1]] * 2, "by_game": False}
    fig = odds_figure(data, "Your bidding options")
    titles = [a.text.replace("<br>", " ") for a in fig.layout.annotations[:2]]
    assert titles[0] == "Expected points this deal"
    game = odds_figure({**data, "by_game": True, "p_win_game": [0.55, 0.71]}, "Your bidding options")
    hover = game.data[0].hovertemplate
    assert "points this deal" in hover and not DEAL_HAND.search(hover)
