"""Settings changed in the middle of a question: the same seed then makes another question
(other cards), so the answers given to the old one (its feedback, greyed-out choice, tries,
first answer already counted) must not be shown against the new one."""
from __future__ import annotations

from engine import euchre
from lessons.course import course

from apphelp import app, click_answer, no_exception, question_for

RANK = course("euchre").topics["rank"]
SEED = 1


def test_a_settings_change_mid_question_starts_the_new_question_clean():
    before = RANK.generate(euchre.preset("standard"), SEED)
    after = RANK.generate(euchre.preset("deck28"), SEED)
    assert [c.label for c in before.choices] != [c.label for c in after.choices]   # another question

    at = app("practice", topic="rank", seed=str(SEED))
    missed = click_answer(at, "pr_rank", question_for(at, "pr_rank", "rank"), right=False)
    assert at.error and missed.nudge in at.error[0].value   # the nudge about the old cards
    at.session_state["rules"]["euchre"] = euchre.preset("deck28")   # as the Settings page does
    at.run()
    no_exception(at)

    assert question_for(at, "pr_rank", "rank") == after
    assert not at.error, [e.value for e in at.error]   # no feedback about cards not on screen
    assert not [b.key for b in at.button if b.key.startswith("pr_rank_c_") and b.disabled]
    assert any("Tries on this question: 0" in m.value for m in at.markdown)
    # its first answer is a first answer, and counts
    click_answer(at, "pr_rank", after, right=True)
    no_exception(at)
    assert at.session_state["tally"]["rank"] == (1, 1)
