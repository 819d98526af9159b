"""The going-alone worked example shows a hand good players would play alone, and the
engine agrees that going alone is worth more than playing with the partner there."""
from engine import ai, euchre
from engine.cards import parse_cards
from engine.euchre import Suit
from lessons.euchre import l4_alone


def test_a_three_trump_hand_without_the_bowers_is_not_a_lone_hand():
    # The hand the old example went alone with: J♥ Q♥ 9♥ 10♣ A♠, hearts trump.
    assert not l4_alone.strong_enough_alone(parse_cards("JH QH 9H TC AS"), Suit.HEARTS)
    assert l4_alone.strong_enough_alone(parse_cards("JH JD AH KH 9S"), Suit.HEARTS)
    assert l4_alone.strong_enough_alone(parse_cards("JH JD AH AC 9S"), Suit.HEARTS)
    assert not l4_alone.strong_enough_alone(parse_cards("JH JD AH TC 9S"), Suit.HEARTS)


def test_the_worked_example_goes_alone_with_a_hand_the_engine_would_play_alone():
    ex = l4_alone.alone_example(euchre.preset("standard"))
    s = ex.frames[0].position
    assert s.phase is euchre.Phase.ALONE
    assert l4_alone.strong_enough_alone(s.hands[s.maker], s.trump)
    odds = {str(o.action): o.expected_points
            for o in ai.analyse(euchre.observe(s, s.maker), samples=100, seed=1)}
    assert odds["alone"] >= odds["partner"], odds
