"""Property test of the coached game: any sequence of the learner's actions, undos and
new hands keeps the game legal and the undo stack consistent, and raises only the
documented errors (an illegal action, or nothing to undo / not your turn)."""
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import ecarte, euchre
from engine.errors import IllegalActionError
from lessons.coach import CoachedGame

STEPS = st.lists(st.tuples(st.sampled_from(["act", "act", "act", "undo", "next", "junk"]),
                           st.integers(0, 40)), max_size=40)
RULES = st.sampled_from([euchre.preset("standard"), euchre.preset("cutthroat"),
                         euchre.preset("railroad"), ecarte.preset("classic"),
                         ecarte.preset("three")])


@settings(max_examples=40, deadline=None)
@given(rules=RULES, seed=st.integers(0, 2**20), steps=STEPS)
def test_coach_survives_any_sequence_of_clicks(rules, seed, steps):
    game = CoachedGame.new(rules, seed=seed, opponents="novice", partner="novice",
                           grading=False)
    for op, n in steps:
        before = game
        try:
            if op == "act":
                if not game.my_turn:
                    continue
                legal = game.hand.legal_actions()
                game = game.act(str(legal[n % len(legal)]))
            elif op == "undo":
                game = game.undo()
                # back to the learner's last real choice: past the forced moves after it
                k = len(game.undo_stack)
                assert game.game == before.undo_stack[k][0]
                assert all(d.forced for d in before.decisions[k + 1:])
                assert k == 0 or not before.decisions[k].forced
            elif op == "next":
                game = game.next_hand()
            else:
                game = game.act(f"play {'X' * (n % 3)}")
        except (IllegalActionError, ValueError):
            assert game is before  # a refused click changes nothing
            continue
        assert len(game.undo_stack) == len(game.decisions)
        assert game.my_turn or game.hand.is_over or game.game.is_over
        if game.game.is_over:
            assert max(game.game.scores) >= game.game.rules.target_score
