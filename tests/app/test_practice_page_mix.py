"""Practice page: "Next question" and "Switch topic" move to another topic with a fresh question;
answer buttons with long labels are stacked one per line."""
from apphelp import app, click_answer, no_exception, question_for

from ui.quiz import options_per_row


def test_next_question_changes_topic():
    at = app("practice")
    no_exception(at)
    seen = []
    for _ in range(6):
        cur = at.session_state["pr_current"]
        seen.append(cur)
        click_answer(at, f"pr_{cur}", question_for(at, f"pr_{cur}", cur), right=True)
        at.button(key=f"pr_{cur}_next").click().run()
        no_exception(at)
        assert at.session_state["pr_current"] != cur
    assert len(set(seen)) >= 3


def test_switch_topic_changes_topic_and_question():
    at = app("practice")
    cur = at.session_state["pr_current"]
    click_answer(at, f"pr_{cur}", question_for(at, f"pr_{cur}", cur), right=True)
    for _ in range(5):
        old = at.session_state["pr_current"]
        at.button(key="pr_switch").click().run()
        no_exception(at)
        new = at.session_state["pr_current"]
        assert new != old
        assert f"pr_{new}_fb" not in at.session_state   # not an answered question shown again


def test_long_answer_labels_are_stacked():
    # "Points when alone": five long labels, read in full one per line
    labels = ["The makers: 1 point", "The makers: 2 points", "The makers: 4 points",
              "The defenders: 2 points", "The defenders: 4 points"]
    assert options_per_row(labels) == 1
    assert options_per_row(["9♠", "10♠", "J♠", "Q♠"]) == 4
