"""The Review and Progress pages in the pseudo-language: with cards due (a missed kind of
question and a puzzle from a game) and answers saved, no sentence marked in ui/ is shown
in English."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from streamlit.testing.v1 import AppTest

from engine import euchre
from engine.ai import grade
from lessons.coach import Decision
from lessons.progress import open_store
from lessons.review import card_for_mistake, card_for_quiz_miss, position_of
from ui import clock

from .pseudo import LANG, install
from .test_pages_language import APP, _english_from_ui, _texts

NOW = datetime(2026, 3, 4, 20, 0, tzinfo=timezone.utc)


@pytest.fixture(autouse=True)
def own_store(tmp_path, monkeypatch):
    monkeypatch.setenv("EUCHRE_PROGRESS_DB", str(tmp_path / "progress.sqlite3"))
    monkeypatch.setattr(clock, "now", lambda: NOW)


def _open(page: str) -> AppTest:
    """``page`` in the pseudo-language, for a learner with answers and two cards due now."""
    install()
    at = AppTest.from_file(APP, default_timeout=60)
    at.session_state["language"] = LANG
    at.run()
    _fill(at.session_state["learner"])
    at.switch_page(page).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def _fill(learner: str) -> None:
    s, _msg = open_store()
    s.record_answer(learner, "euchre", "suit", False)
    s.mark_done(learner, "euchre", "basics", 3)
    # trick 4: partner's A♠ wins, and South trumps it with the J♥ (a graded Blunder)
    hand = euchre.from_deal(euchre.preset("standard"), dealer=3, upcard="QH", kitty="9H JD QC",
                            hands=["JH AD QD TC 9C", "9D AC KS TS AH", "TD JC 9S AS TH",
                                   "KD KC JS QS KH"])
    for a in ("pass", "pass", "pass", "order", "discard KH", "partner", "play AD", "play 9D",
              "play TD", "play KD", "play TC", "play AC", "play JC", "play KC", "play KS",
              "play 9S", "play JS", "play QD", "play TS", "play AS", "play QS"):
        hand = hand.apply(a)
    g = grade(euchre.observe(hand, 0), "play JH", samples=30, seed=1)
    s.save_card(learner, card_for_mistake("euchre", position_of(Decision(0, hand, g.action, g)),
                                          NOW - timedelta(hours=2)))
    s.save_card(learner, card_for_quiz_miss("euchre", "suit", now=NOW - timedelta(hours=1)))


def test_review_page_with_a_puzzle_in_the_pseudo_language():
    at = _open("ui/pages/review.py")
    assert any(t.startswith("⟦") for t in _texts(at))
    assert str(at.session_state["rv_card"]).startswith("mistake:")   # the longest waiting
    assert _english_from_ui(at) == []
    at.button(key="rv_next").click().run()                           # on to the question
    assert at.session_state["rv_card"] == "quiz:euchre:suit"
    assert _english_from_ui(at) == []


def test_dashboard_in_the_pseudo_language():
    at = _open("ui/pages/dashboard.py")
    assert len(at.get("plotly_chart")) == 4
    assert _english_from_ui(at) == []
