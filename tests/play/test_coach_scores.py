"""The coach hands the game's score to an AI that judges decisions by the chance of
winning the game (Euchre), as it stood before the decision's hand."""
from dataclasses import replace

from engine import ecarte, euchre
from lessons.coach import CoachedGame, run_job

SAMPLES = 120


def test_jobs_carry_the_score_before_the_decisions_hand():
    c = CoachedGame.new(euchre.preset("standard"), seed=4, opponents="novice",
                        partner="novice", grading=False, samples=8)
    while len(c.game.past) < 3 or not c.my_turn:   # three hands in, the learner to act
        if c.hand.is_over:
            c = c.next_hand()
        else:
            c = c.act(str(c.hand.legal_actions()[0]))
    history = c.game.score_history()          # after each finished hand, from 0-0
    if c.has_odds:
        assert c.odds_job().scores == c.hint_job().scores
    assert c.hint_job().scores == c.game.scores == history[len(c.game.past)]
    for d in c.decisions:
        assert c.grade_job(d).scores == history[d.hand_number]
    assert any(c.grade_job(d).scores != c.game.scores for d in c.decisions)


def test_ecarte_jobs_carry_no_score():
    # Écarté's coach does not take the score: its jobs leave it out.
    c = CoachedGame.new(ecarte.preset("classic"), seed=3, grading=False, samples=8)
    assert c.hint_job().scores is None
    assert c.hint().text


def test_the_hint_in_play_speaks_of_the_score_when_it_matters():
    # The dealer's partner (the learner, seat 1) holds both black bowers with the J♠ turned:
    # alone scores more, but with the learner's side at 8 the partner's help wins the game.
    hand = euchre.from_deal(euchre.preset("standard"), 3,
                            ["AC QD TH KS AS", "JC QH AH 9S QS", "TC KC TD KD 9H",
                             "9C QC 9D JH KH"], "JS", "AD JD TS").apply("pass")
    c = CoachedGame.from_hand(hand, me=1, grading=True, samples=SAMPLES)
    level = run_job(c.hint_job())
    assert "score" not in level.text
    late = replace(c, game=c.game.evolve(scores=(7, 8)))    # per team: the learner's is 8
    assert late.hint_job().scores == (7, 8)
    text = late.hint().text
    assert text.startswith("The score matters: with your side at 8 and theirs at 7, "
                           "Order it up gives you the best chance to win the game")
    after = late.act("order")
    assert after.decisions[-1].grade.by_game and after.decisions[-1].grade.label == "Best"
