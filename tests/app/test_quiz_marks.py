"""Quizzes do not give the answer away: where a card's role is the answer (which suit, which card
wins, the order, which cards may be played, the king of trumps), the question draws the cards
without their marks (gold trump border, RIGHT/LEFT/BENNY/ROI badges, the role in the alt text),
and the feedback shows them once the question is answered."""
from __future__ import annotations

import pytest

import lessons.ecarte as EC
import lessons.euchre as EU
from engine import ecarte
from engine.euchre.rules import PRESETS
from lessons.euchre.examples import left_bower_follow
from ui.quiz import MARK_CLASS, scene_html

from apphelp import app, click_answer, no_exception

HIDDEN = [("euchre", t) for t in ("rank", "suit", "trick", "winner", "legal", "benny_rank", "deck28")] + \
         [("ecarte", t) for t in ("e_trick", "e_winner", "e_legal", "e_king", "e_deal_score")]


def _question(game: str, topic: str, seed: int):
    if game == "ecarte":
        return EC.TOPICS[topic].generate(ecarte.PRESETS["classic"], seed)
    return EU.TOPICS[topic].generate(PRESETS["standard"], seed)


def _marked_seed(game: str, topic: str) -> int:
    """A seed whose scene holds a card with a role (a bower, a trump, the king of trumps)."""
    for seed in range(1, 400):
        q = _question(game, topic, seed)
        if MARK_CLASS.search(scene_html(q.scene, False, marks=True)):
            return seed
    raise AssertionError(f"no seed of {topic} shows a marked card")


def _page_html(at) -> str:
    return "\n".join(m.value for m in at.markdown)


@pytest.mark.parametrize("game,topic", HIDDEN)
def test_question_scene_hides_the_marks(game, topic):
    # the generator asks for no marks, and the drawn scene has none (nor "right bower" in the alt text)
    for seed in range(60):
        q = _question(game, topic, seed)
        assert q.scene.marks is False
        html = scene_html(q.scene, False)
        assert not MARK_CLASS.search(html)
        assert "bower" not in html and "king of trumps" not in html and "Benny, highest" not in html


@pytest.mark.parametrize("game,topic", HIDDEN)
def test_feedback_shows_the_marks_after_a_right_answer(game, topic):
    seed = _marked_seed(game, topic)
    at = app("practice", topic=topic, seed=str(seed), **({"game": "ecarte"} if game == "ecarte" else {}))
    no_exception(at)
    assert at.session_state["pr_current"] == topic
    assert not MARK_CLASS.search(_page_html(at)), "the question shows no marks"
    click_answer(at, f"pr_{topic}", _question(game, topic, seed), right=True)
    no_exception(at)
    assert at.success and "Right!" in at.success[0].value
    assert MARK_CLASS.search(_page_html(at)), "the feedback shows the marks"


def test_other_quizzes_keep_their_marks():
    # a bidding scene marks nothing that is asked: the default stays on
    q = _question("euchre", "may", 3)
    assert q.scene.marks is True


def test_the_left_bower_example_asks_before_its_badge_answers():
    # "You hold no plain heart… or do you?" was drawn with the LEFT badge and the gold trump border
    # on the J♦, the answer the next frame gives; now only the next frame draws them
    ask, answer = left_bower_follow(PRESETS["standard"]).frames
    assert "or do you?" in ask.text and "**left bower**" in answer.text
    assert not MARK_CLASS.search(scene_html(ask.scene, False))
    assert "LEFT" in scene_html(answer.scene, False) and MARK_CLASS.search(scene_html(answer.scene, False))
