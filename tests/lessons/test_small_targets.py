"""Games to a small target (Settings allows 1 to 15): the quizzes stay true. Before: the stakes
quiz played a game to 5 and never said so, so a table to 2 read deals where South went on
scoring to 5; an Écarté game won by a turned king before the first lead listed "Tricks: South
0, North 0"."""
from __future__ import annotations

import pytest

from engine import ecarte
from lessons.course import course

SEEDS = range(40)


@pytest.mark.parametrize("target", [1, 2, 3, 4, 7])
def test_the_stakes_quiz_says_its_target_and_stops_there(target):
    # a game to 1 or 2 would be over after one deal: the quiz's game is to 5 then, and says so
    topic = course("ecarte").topics["e_stakes"]
    for seed in SEEDS:
        q = topic.generate(ecarte.Rules(target_score=target, penalty="classic"), seed)
        g = q.source[0]
        assert g.rules.target_score == max(target, 5) and g.rules.penalty == "classic"
        assert dict(q.scene.facts)["Game to"] == str(g.rules.target_score)
        score = [0, 0]
        for i, deal in enumerate(g.hands):
            assert max(score) < g.rules.target_score, f"seed {seed}: deal {i + 1} listed after the game was won"
            for a in deal.awards:
                score[a.seat] += a.points


def test_a_game_won_before_the_first_lead_lists_no_tricks():
    topic = course("ecarte").topics["e_game"]
    unplayed = 0
    for seed in SEEDS:
        q = topic.generate(ecarte.Rules(target_score=2), seed)
        s, _scores = q.source
        tricks = dict(q.scene.facts)["Tricks"]
        if s.tricks_played:
            assert tricks[0].isalpha() and any(ch.isdigit() for ch in tricks)
        else:
            unplayed += 1
            assert not any(ch.isdigit() for ch in tricks), tricks
            assert "before the first lead" in tricks
    assert unplayed   # a turned or declared king won some of these games
