"""Undo, then another choice at the same decision: the grade shown is that choice's."""
from playhelp import decisions, open_play, settle

from engine import euchre
from lessons.coach import CoachedGame


def test_after_undo_another_choice_gets_its_own_grade():
    # Before: the learner passed (graded Best), pressed Undo and ordered it up, and read
    # "Your last decision, order it up: Best. No other choice scores more on average.",
    # the grade of the pass, kept under the same place in the hand.
    game = CoachedGame.new(euchre.preset("standard"), seed=11, grading=True, samples=40)
    at = open_play(game)
    first = decisions(at)
    assert len(first) >= 2   # (a bid: pass or order it up)
    first[0].click().run()
    settle(at)
    graded = at.session_state["pl_game"].decisions[-1]
    assert graded.grade.action == graded.action
    at.button(key="plctl_undo").click().run()
    again = [b for b in decisions(at) if b.key != first[0].key]
    again[0].click().run()
    settle(at)
    shown = at.session_state["pl_game"].decisions[-1]
    assert shown.action != graded.action
    assert shown.grade is not None and shown.grade.action == shown.action, (
        shown.action, shown.grade.action)
