"""A move the rules force (the only legal card) is no decision: it is not graded, not
counted among the learner's decisions, and the coach says why; a choice tied with the
best is shown as the best in the review."""
from dataclasses import replace

from playhelp import decisions, hand_over, open_play, settle

from engine import ecarte, euchre
from lessons.coach import CoachedGame, review


def _play_a_hand(game: CoachedGame) -> CoachedGame:
    """The learner takes the first legal action at each turn, graded at once."""
    while not game.hand.is_over:
        game = game.act(game.view().legal_actions[0], grade_now=True)
    return game


def test_a_forced_move_is_not_graded_or_counted():
    # Before: the last card of a hand (the only one left) was graded "Best. No other
    # choice scores more on average." and counted among the learner's Best decisions.
    for rules, seed in ((euchre.preset("standard"), 3), (ecarte.preset("classic"), 3)):
        game = _play_a_hand(CoachedGame.new(rules, seed=seed, samples=20))
        forced = [d for d in game.decisions if d.forced]
        free = [d for d in game.decisions if not d.forced]
        assert forced and free, rules   # the last trick's card at least is forced
        for d in forced:
            assert len(d.before.legal_actions()) == 1 and d.grade is None
        assert all(d.grade is not None for d in free)
        assert game.pending() == ()
        assert sum(review(game.decisions).values()) == len(free)


def test_the_coach_says_a_forced_move_has_nothing_to_grade():
    at = open_play(CoachedGame.new(euchre.preset("standard"), seed=3, samples=20))
    while not hand_over(at):
        decisions(at)[0].click().run()
        settle(at)
    game = at.session_state["pl_game"]
    last = game.decisions[-1]
    assert last.forced
    text = " ".join(m.value for m in at.markdown)
    assert "was the only one the rules allowed: nothing to grade." in text
    assert "the coach is thinking" not in text
    graded = [d for d in game.decisions if d.grade is not None]
    assert len(graded) == len([d for d in game.decisions if not d.forced])
    assert any(t.label == f"Review your decisions ({len(graded)})" for t in at.toggle)


def test_the_review_shows_a_choice_tied_with_the_best_as_the_best():
    # Before: "Play A♠ · Best · best: Play K♠" when the two were worth the same and the
    # K♠ happened to be ranked first.
    game = _play_a_hand(CoachedGame.new(euchre.preset("standard"), seed=3, samples=20))
    i, d = next((i, d) for i, d in enumerate(game.decisions)
                if d.grade is not None and len(d.grade.odds) > 1)
    other = next(o for o in d.grade.odds if o.action != d.action)
    tied = replace(d.grade, loss=0.0, best=replace(
        other, expected_points=d.grade.chosen.expected_points))
    game = replace(game, decisions=game.decisions[:i] + (replace(d, grade=tied),)
                   + game.decisions[i + 1:])
    at = open_play(game)
    at.toggle(key="plrev_show").set_value(True).run()
    table = at.dataframe[0].value
    assert table["you"][i] == table["best"][i] != other.label


def test_undo_goes_back_past_forced_moves_to_a_real_choice():
    # Before: Undo at the end of a hand went back to its last card, the only one left,
    # where the learner could only play it again.
    game = _play_a_hand(CoachedGame.new(euchre.preset("standard"), seed=3, samples=20))
    assert game.decisions[-1].forced
    back = game.undo()
    assert back.my_turn and len(back.view().legal_actions) > 1
    real = [d for d in game.decisions if not d.forced][-1]
    assert back.decisions == game.decisions[:game.decisions.index(real)]
    assert back.hand.history == real.before.history
