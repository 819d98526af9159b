"""Rule book, Euchre: Game (target score, the deal passing left, thrown-in hands)."""
from __future__ import annotations

import pytest

from engine import euchre
from euchre_testlib import STANDARD, apply_all, position

TOP_SOUTH = ["JH JD AH KH QH", "9C TC JC QC KC", "9S TS QS KS AS", "9D TD QD KD AD"]


def game_at(rules, hand, scores, dealer=3):
    return euchre.Game.make(rules=rules, seed=1, first_dealer=dealer, hand=hand, scores=scores,
                            past=())


def south_march(rules=STANDARD):
    # South orders hearts holding the five top trumps: a march, 2 points to South-North.
    return apply_all(position(rules, 3, TOP_SOUTH, "9H"), "order", "discard 9D", "partner")


def finish(game):
    while not game.hand.is_over:
        game = game.apply(game.legal_actions()[0])
    return game


def test_default_target_score_is_10():
    # First side to reach the target score wins (default 10).
    assert euchre.Rules().target_score == 10


def test_first_side_to_reach_target_wins():
    # The game ends on the hand where a side first reaches the target.
    g = game_at(STANDARD, south_march(), (8, 9))
    while not g.hand.is_over:
        assert not g.is_over and g.winners == ()
        g = g.apply(g.legal_actions()[0])
    assert g.scores == (10, 9)
    assert g.is_over and g.winners == (0,)


def test_game_over_allows_nothing_more():
    # After the target is reached there is no next hand and no action.
    g = finish(game_at(STANDARD, south_march(), (9, 0)))
    assert g.is_over and g.scores == (11, 0)
    assert g.legal_actions() == ()
    with pytest.raises(euchre.GameOverError):
        g.next_hand()
    with pytest.raises(euchre.GameOverError):
        g.apply("pass")


def test_game_goes_on_below_target():
    # Below the target the game goes on: the next hand is dealt by the next dealer.
    g = finish(game_at(STANDARD, south_march(), (7, 0)))
    assert g.scores == (9, 0) and not g.is_over
    nxt = g.next_hand()
    assert nxt.hand.dealer == 0 and nxt.hand_number == 1 and nxt.scores == (9, 0)
    assert not nxt.hand.is_over and nxt.hand.phase is euchre.Phase.BID1


def test_target_score_option():
    # target_score 1..15: with target 2 a march wins at once; with 15 it does not.
    assert finish(game_at(euchre.Rules(target_score=2), south_march(euchre.Rules(target_score=2)),
                          (0, 0))).is_over
    g15 = euchre.Rules(target_score=15)
    assert not finish(game_at(g15, south_march(g15), (12, 0))).is_over
    assert finish(game_at(g15, south_march(g15), (13, 0))).is_over


def test_thrown_in_hand_next_dealer_deals():
    # All pass twice: the hand is thrown in and the next dealer deals; nobody scores.
    g = euchre.Game.new(STANDARD, seed=42, first_dealer=2)
    for _ in range(8):
        g = g.apply("pass")
    assert g.hand.is_over and g.hand.result.thrown_in and g.scores == (0, 0)
    nxt = g.next_hand()
    assert nxt.hand.dealer == 3 and nxt.hand.current_player == 0 and nxt.past == (g.hand,)


def test_next_hand_refused_while_hand_in_progress():
    # A hand is played out before the deal passes.
    g = euchre.Game.new(STANDARD, seed=1, first_dealer=0)
    with pytest.raises(euchre.IllegalActionError, match="not over"):
        g.next_hand()


@pytest.mark.parametrize("rules", [STANDARD, euchre.PRESETS["cutthroat"],
                                   euchre.PRESETS["two_handed"]])
def test_deal_passes_clockwise_each_hand(rules):
    # The deal passes clockwise (to the left) after each hand.
    g = euchre.Game.new(rules, seed=7, first_dealer=1)
    dealers = [g.hand.dealer]
    for _ in range(6):
        while not g.hand.is_over:
            g = g.apply(g.legal_actions()[0])
        if g.is_over:
            break
        g = g.next_hand()
        dealers.append(g.hand.dealer)
    n = rules.players
    assert dealers == [(1 + i) % n for i in range(len(dealers))]
    assert len(dealers) >= 3


def test_cutthroat_each_player_keeps_own_score():
    # Cutthroat: each player keeps an own score; a euchre pays each opponent 2.
    hands = ["9C TC JC QC KC", "JH JD AH KH QH", "9S TS QS KS AS"]
    rules = euchre.PRESETS["cutthroat"]
    hand = apply_all(position(rules, 2, hands, "9H"), "order", "discard 9S")
    g = finish(game_at(rules, hand, (3, 5, 1), dealer=2))
    assert g.scores == (3, 7, 3) and not g.is_over


def test_game_scores_accumulate_points_by_team():
    # Scores are the running sum of each hand's points.
    g = euchre.Game.new(STANDARD, seed=3, first_dealer=0)
    total = [0, 0]
    for _ in range(5):
        g = finish(g)
        for t, p in enumerate(g.hand.result.points):
            total[t] += p
        assert list(g.scores) == total
        if g.is_over:
            break
        g = g.next_hand()
    assert g.score_history()[-1] == tuple(total)


def test_game_from_hand_starts_with_that_hand_at_love_all():
    # A shared deal code is played as the first hand of a game; the next hand is dealt on.
    hand = euchre.decode_deal(euchre.encode_deal(euchre.deal(STANDARD, dealer=3, seed=11)))
    game = euchre.Game.from_hand(hand, seed=4)
    assert game.hand == hand and game.scores == (0, 0) and game.hand_number == 0
    while not game.hand.is_over:
        game = game.apply(game.hand.legal_actions()[0])
    assert game.scores == game.hand.result.points  # the first hand counts
    assert game.next_hand().hand.dealer == 0  # the deal passes to the left of seat 3


def test_game_from_hand_refuses_a_non_hand():
    with pytest.raises(euchre.DealError):
        euchre.Game.from_hand("EU-standard-0")
