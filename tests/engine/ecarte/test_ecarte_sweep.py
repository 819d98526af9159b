"""Random-play sweep over every preset and option: the invariants of every state.

Over 10,000 hands in all: 32 cards conserved across hands, talon, discards, the
turn-up and the tricks; a legal action until the end; points within the table;
games end at the target.
"""
import random
from collections import Counter

import pytest

from engine.ecarte import PRESETS, Game, Phase, Rules
from engine.ecarte.ranking import DECK
from engine.ecarte.scoring import MAX_HAND_POINTS

RULE_SETS = dict(PRESETS)
RULE_SETS["classic penalty, no forced trump, dealer may pass, 2+3"] = Rules(
    penalty="classic", must_trump=False, dealer_must_exchange=False, packets="2+3")
RULE_SETS["three, classic, dealer may pass"] = Rules(players=3, penalty="classic",
                                                      dealer_must_exchange=False)
RULE_SETS["target 1"] = Rules(target_score=1)
RULE_SETS["target 15"] = Rules(target_score=15, stake=3)

HANDS_PER_RULE_SET = 1400  # 8 rule sets: 11,200 hands
DECK_SET = set(DECK)


def check_state(s):
    cards = s.cards_in_play()
    assert len(cards) == 32 and set(cards) == DECK_SET
    active = (s.elder, s.younger)
    for seat in range(s.rules.players):
        if seat not in active:
            assert s.hands[seat] == () and s.discards[seat] == () and s.points[seat] == 0
    if s.is_over:
        assert s.legal_actions() == () and s.current_player is None
    else:
        assert s.legal_actions(), "a legal action until the end"
        assert s.current_player in active
    if s.phase is Phase.PLAY:
        e, y = (len(s.hands[x]) for x in active)
        assert e + y == 10 - 2 * len(s.tricks_played) - (s.lead is not None)


@pytest.mark.parametrize("name", list(RULE_SETS))
def test_random_play_sweep(name):
    rules = RULE_SETS[name]
    rng = random.Random(name)
    hands = 0
    games = 0
    codes = Counter()
    while hands < HANDS_PER_RULE_SET:
        game = Game.new(rules, seed=rng.randrange(1 << 30))
        games += 1
        while True:
            state = game.hand
            check_state(state)
            while not state.is_over:
                state = state.apply(rng.choice(state.legal_actions()))
                check_state(state)
            game = _replay_into(game, state)
            hands += 1
            result = state.result
            assert sum(result.tricks) == 5 or result.game_winner is not None
            assert 0 <= sum(result.points) <= MAX_HAND_POINTS
            for award in result.awards:
                codes[award.code] += 1
                assert award.points in (1, 2, 3)
            if result.game_winner is None:
                trick_awards = [a for a in result.awards if "king" not in a.code]
                assert len(trick_awards) == 1
                winner = trick_awards[0].seat
                assert result.tricks[winner] >= 3
            assert sum(game.balance) == 0
            if game.is_over:
                scores = game.scores
                assert scores[game.winners[0]] >= rules.target_score
                assert sorted(scores)[-2] < rules.target_score
                break
            assert max(game.scores) < rules.target_score
            game = game.next_hand()
    assert games > 1
    assert codes["point"] and codes["vole"]


def _replay_into(game, state):
    """Apply the hand's actions to the game (checks Game.apply against the hand)."""
    for step in state.history:
        assert game.current_player == step.seat
        game = game.apply(step.action)
    assert game.hand == state
    return game
