"""Going alone by the game in the rollouts of a bid (``engine.ai.alone_odds``): the
other seats go alone when the score makes a loner worth more than a march."""
from __future__ import annotations

from engine.ai import alone_odds, bidding_odds
from engine.ai.analysis import finish_bidding
from engine.cards import Suit, parse_cards
from engine.euchre import Rules, from_deal, observe, preset
from engine.euchre import actions as A
from engine.euchre.state import Phase

STANDARD = preset("standard")
DIAMONDS = Suit.parse("D")
# Seat 1 (the dealer's partner) holds the right, the left and the ace of diamonds and
# no outside ace: three trumps order it up, but not alone by the rules of thumb.
DEAL = ["9H TH KS QC TC", "JD JH AD 9C 9S", "AH KH QS KC AC", "KD 9D TS JC JS"]


def _after_my_pass(scores):
    hand = from_deal(Rules(), 3, DEAL, "QD", kitty="QH TD AS")
    return finish_bidding(hand.apply(A.PASS), 0, {Phase.ALONE: A.PARTNER}, scores=scores)


def test_a_side_a_loner_takes_to_ten_goes_alone_where_the_cards_alone_would_not():
    # Seat 1's side at 6 (a loner wins the game, a march does not), the other at 9.
    assert _after_my_pass(None).alone is None          # the rules of thumb: with partner
    assert _after_my_pass((0, 0)).alone is None        # the score changes nothing at 0-0
    ordered = _after_my_pass((9, 6))
    assert ordered.maker == 1 and ordered.alone == 1


def test_a_side_one_point_from_the_game_plays_with_partner_on_a_loner_hand():
    # Four trumps with the right and an outside ace: alone by the cards, but at 9 any
    # point wins and a partner makes the point likelier.
    hand = list(parse_cards("JD JH AD KD AS"))
    assert alone_odds.alone_by_game(STANDARD, hand, DIAMONDS, 1, 3, (0, 0)) is None
    assert alone_odds.alone_by_game(STANDARD, hand, DIAMONDS, 1, 3, (5, 9)) is False


def test_rules_without_a_table_leave_the_choice_to_the_policy():
    hand = list(parse_cards("JD JH AD 9C 9S"))
    deck32 = preset("deck32")
    assert alone_odds.alone_by_game(deck32, hand, DIAMONDS, 1, 3, (9, 6)) is None
    assert alone_odds.alone_by_game(STANDARD, hand, DIAMONDS, 1, 3, (9, 6)) is True


def test_a_pass_is_valued_with_the_other_sides_loners_when_the_score_calls_for_them():
    # First seat passes at 9-6 (the other side at 6): on the same sampled deals, the
    # dealer's side now goes alone where a loner would win it the game, so the pass
    # loses 4 points more often than when the rollouts ignore the score.
    hand = from_deal(Rules(), 3, DEAL, "QD", kitty="QH TD AS")
    view = observe(hand, 0)

    def lone_marches(scores):
        odds = bidding_odds(view, samples=60, seed=3, scores=scores).options
        passing = next(o for o in odds if o.actions == (A.PASS,))
        return dict(passing.odds.points_dist).get(-4.0, 0.0)

    assert lone_marches((9, 6)) > lone_marches(None)
