"""The coached game behind the Play page: bots play legal moves, the learner's
decisions are graded, undo goes back exactly one decision, and bad input changes nothing."""
import pytest

from engine import euchre
from engine.ai import GRADES
from engine.errors import IllegalActionError
from lessons.coach import CoachedGame, review


def _first_legal(c: CoachedGame) -> str:
    return str(c.hand.legal_actions()[0])


def test_new_game_bots_play_until_the_learners_turn():
    c = CoachedGame.new(euchre.preset("standard"), seed=11, opponents="novice",
                        partner="novice", grading=False)
    assert c.my_turn or c.hand.is_over
    # Everything before the learner's first turn was done by the other seats.
    assert all(e.seat != c.me for e in c.hand.history)


def test_learner_decision_is_graded_against_the_engines_legal_actions():
    c = CoachedGame.new(euchre.preset("standard"), seed=3, opponents="novice",
                        partner="novice", samples=30)
    before = c.hand
    c2 = c.act(_first_legal(c))
    d = c2.decisions[-1]
    assert d.before is before and d.seat == c.me
    assert d.grade.label in GRADES
    assert d.grade.best.action in before.legal_actions()
    assert d.grade.loss >= 0


def test_illegal_learner_action_raises_and_changes_nothing():
    c = CoachedGame.new(euchre.preset("standard"), seed=5, opponents="novice",
                        partner="novice", grading=False)
    illegal = next(a for a in ("play 9C", "call S", "discard JK", "fly") if
                   euchre.explain_illegal(c.hand, a) is not None)
    with pytest.raises(IllegalActionError):
        c.act(illegal)
    assert c.decisions == () and not c.can_undo


def test_undo_returns_to_the_previous_decision():
    c = CoachedGame.new(euchre.preset("standard"), seed=8, opponents="intermediate",
                        partner="novice", grading=False)
    hand_before = c.hand
    c2 = c.act(_first_legal(c))
    u = c2.undo()
    assert u.hand == hand_before and u.decisions == () and not u.can_undo
    with pytest.raises(ValueError):
        u.undo()


def test_hint_names_a_legal_action():
    c = CoachedGame.new(euchre.preset("standard"), seed=2, grading=False, samples=30)
    h = c.hint(samples=30)
    assert h.action in c.hand.legal_actions()
    assert h.text


@pytest.mark.parametrize("name", ["standard", "cutthroat", "two_handed", "railroad", "british"])
def test_whole_game_with_the_learner_playing_first_legal_moves_ends_at_target(name):
    rules = euchre.preset(name).replace(target_score=4)
    c = CoachedGame.new(rules, seed=21, opponents="novice", partner="novice", grading=False)
    hands = 0
    while not c.game.is_over:
        if c.hand.is_over:
            c = c.next_hand()
            hands += 1
            continue
        c = c.act(_first_legal(c))
    assert max(c.game.scores) >= 4
    assert hands < 60


def test_review_counts_every_grade():
    c = CoachedGame.new(euchre.preset("standard"), seed=4, opponents="novice",
                        partner="novice", samples=20)
    for _ in range(3):
        if not c.my_turn:
            break
        c = c.act(_first_legal(c))
    counts = review(c.decisions)
    # every decision but a move the rules forced (``test_forced_decisions``)
    assert sum(counts.values()) == len([d for d in c.decisions if not d.forced]) > 0


def test_unknown_level_or_seat_is_refused():
    with pytest.raises(ValueError, match="unknown level"):
        CoachedGame.new(euchre.preset("standard"), opponents="grandmaster")
    with pytest.raises(ValueError, match="seat"):
        CoachedGame.new(euchre.preset("two_handed"), me=3)


def test_a_grade_read_off_the_hint_is_the_grade_the_coach_would_give():
    # The hint and the grade use the same samples and seed, so a learner who asked for a
    # hint is graded from it without a second analysis, and to the same verdict.
    c = CoachedGame.new(euchre.preset("standard"), seed=3, opponents="novice",
                        partner="novice", samples=30)
    at = c.position
    hint = c.hint()
    after = c.act(str(c.hand.legal_actions()[-1]), grade_now=False)
    d = after.decisions[-1]
    quick = after.grade_from_hint(d, hint, at)
    full = after.grade_job(d)
    from lessons.coach import run_job
    slow = run_job(full)
    assert quick is not None
    assert (quick.label, round(quick.loss, 9), quick.text) == \
        (slow.label, round(slow.loss, 9), slow.text)
    assert after.grade_from_hint(d, hint, (at[0], at[1], at[2] + 1)) is None  # another position


def test_the_grade_read_off_the_hint_names_the_principle_the_full_grade_names():
    # Partner (North) ordered hearts up and the learner, with both red jacks, leads a club:
    # both ways of grading name the principle the club lead broke.
    hand = euchre.from_deal(euchre.preset("standard"), dealer=3,
                            hands=["JH JD 9C TC 9S", "AC KC QC AS TD", "AH KH QH AD KS",
                                   "9D QD KD QS JS"], upcard="9H")
    for a in ("pass", "pass", "order", "discard 9D", "partner"):
        hand = hand.apply(a)
    c = CoachedGame.from_hand(hand, seed=1, samples=200)
    assert c.my_turn
    at, hint = c.position, c.hint()
    after = c.act("play 9C", grade_now=False)
    d = after.decisions[-1]
    from lessons.coach import run_job
    quick, slow = after.grade_from_hint(d, hint, at), run_job(after.grade_job(d))
    assert quick.principle is not None and quick.principle.code == "lead_trump_partner_called"
    assert (quick.principle, quick.text) == (slow.principle, slow.text)
