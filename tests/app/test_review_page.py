"""The Review page, wired to the store: a question missed in Practice and a decision the
coach graded a Blunder in Play come back when due, are answered, and go away for days.
The clock is fixed (``ui.clock.now``) so nothing depends on when the test runs."""
from __future__ import annotations

import time
from dataclasses import replace
from datetime import datetime, timedelta, timezone

import pytest
from apphelp import APP, app, click_answer, no_exception, question_for, texts
from streamlit.testing.v1 import AppTest

from engine import ecarte, euchre
from lessons.coach import CoachedGame, Decision, kind_named
from lessons.course import course
from lessons.progress import Problem, ProgressError, ProgressStore, open_store
from lessons.review import card_for_mistake, card_for_quiz_miss, due, open_card, position_of
from ui import clock
from ui.play_table import action_key

NOW = datetime(2026, 3, 4, 20, 0, tzinfo=timezone.utc)
PAGE = "ui/pages/review.py"


@pytest.fixture(autouse=True)
def fixed_clock(monkeypatch):
    monkeypatch.setattr(clock, "now", lambda: NOW)


def _cards(at):
    store, _msg = open_store()
    return store.cards(at.session_state["learner"], "euchre")


def _due(at, when=NOW):
    return [r.card_id for r in due(_cards(at), when)]


def test_a_question_missed_in_practice_is_due_on_review_and_a_right_answer_sends_it_away():
    at = app("practice", topic="suit", seed="77")
    missed = question_for(at, "pr_suit", "suit")
    click_answer(at, "pr_suit", missed, right=False)   # a wrong choice from the answer key
    no_exception(at)
    assert _due(at) == ["quiz:euchre:suit"]

    at.switch_page(PAGE).run()
    no_exception(at)
    assert "1 due now" in texts(at)
    # a fresh question of the kind missed, never the one missed
    assert at.session_state["rv_q_seed"] != missed.seed
    click_answer(at, "rv_q", question_for(at, "rv_q", "suit"), right=True)
    no_exception(at)
    assert _due(at) == []
    assert _due(at, NOW + timedelta(hours=12)) == []   # right: it waits a day or more
    at.button(key="rv_q_next").click().run()
    no_exception(at)
    assert "Nothing to review right now." in [s.value for s in at.success]
    assert any("Your next card is due in" in m for m in texts(at).splitlines())


def test_a_review_answered_wrong_comes_back_within_the_session():
    at = app("practice", topic="suit", seed="77")
    click_answer(at, "pr_suit", question_for(at, "pr_suit", "suit"), right=False)
    at.switch_page(PAGE).run()
    click_answer(at, "rv_q", question_for(at, "rv_q", "suit"), right=False)
    no_exception(at)
    assert _due(at) == [] and _due(at, NOW + timedelta(minutes=30)) == ["quiz:euchre:suit"]


def test_a_broken_card_is_not_shown_and_the_next_one_is():
    at = app()
    store, _msg = open_store()
    learner = at.session_state["learner"]
    good = card_for_quiz_miss("euchre", "suit", now=NOW - timedelta(hours=1))
    store.save_card(learner, replace(good, card_id="quiz:euchre:gone", payload="not json", due=0.0))
    store.save_card(learner, good)
    at.switch_page(PAGE).run()
    no_exception(at)
    assert at.session_state["rv_card"] == "quiz:euchre:suit"
    assert not at.error and "Traceback" not in texts(at)


def test_a_card_that_cannot_be_opened_is_counted_as_due_on_no_page():
    """Before: Review said "1 due now" above "Nothing to review right now.", Home "Review your
    mistakes: 1 due this week", and a damaged card due later was "Your next card is due in 2
    days" although it would never be asked."""
    at = app()
    store, _msg = open_store()
    learner = at.session_state["learner"]
    good = card_for_quiz_miss("euchre", "suit", now=NOW - timedelta(hours=1))
    store.save_card(learner, replace(good, card_id="quiz:euchre:gone", payload="not json", due=0.0))
    store.save_card(learner, replace(good, card_id="quiz:euchre:later", payload="[]",
                                     due=(NOW + timedelta(days=2)).timestamp()))
    at.run()
    no_exception(at)
    assert "Nothing to review: a question you miss" in texts(at)
    assert not any("Review your" in p.label for p in at.get("page_link"))
    at.switch_page(PAGE).run()
    no_exception(at)
    assert "0 cards due this week · 0 due now" in texts(at)
    assert "Nothing to review right now." in [s.value for s in at.success]
    assert "Your next card is due" not in texts(at)
    at.switch_page("ui/pages/dashboard.py").run()
    no_exception(at)
    assert "review due" not in texts(at) and "reviews due" not in texts(at)


# ----- a mistake in Play comes back as a puzzle ------------------------------------------

def _trump_partners_ace() -> CoachedGame:
    """Euchre, hearts trump, East made it. Trick 4: West leads the 10♠ and North's A♠ wins it;
    South (the learner), void in spades, holds the J♥ (the highest trump) and the 9♣. Tricks
    so far: South's side 1, the makers 2. Letting the ace win and keeping the J♥ for the last
    trick euchres the makers; trumping the ace leaves South leading the 9♣ into the makers."""
    rules = euchre.preset("standard")
    hand = euchre.from_deal(rules, dealer=3, upcard="QH", kitty="9H JD QC",
                            hands=["JH AD QD TC 9C", "9D AC KS TS AH", "TD JC 9S AS TH",
                                   "KD KC JS QS KH"])
    for a in ("pass", "pass", "pass", "order", "discard KH", "partner",
              "play AD", "play 9D", "play TD", "play KD",        # South wins
              "play TC", "play AC", "play JC", "play KC",        # West wins
              "play KS", "play 9S", "play JS", "play QD",        # West wins
              "play TS", "play AS", "play QS"):
        hand = hand.apply(a)
    game = CoachedGame(euchre.Game.new(rules, seed=1).evolve(hand=hand), me=0,
                       opponents="novice", partner="novice", samples=30)
    assert game.my_turn and {str(a) for a in hand.legal_actions()} == {"play JH", "play 9C"}
    return game


def _wait_for_grade(at, limit: float = 120.0) -> None:
    """Rerun the Play page until the coach's grade of the last decision has arrived."""
    end = time.monotonic() + limit
    while not at.session_state["pl_game"].decisions[-1].grade:
        assert time.monotonic() < end, "the coach's grade did not arrive"
        time.sleep(0.1)
        at.run()
        no_exception(at)


def test_a_blunder_in_play_is_a_puzzle_on_review_with_a_second_try():
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    at.session_state["pl_game"] = _trump_partners_ace()
    at.switch_page("ui/pages/play.py").run()
    no_exception(at)
    position = at.session_state["pl_game"].position
    at.button(key=action_key("play JH", position)).click().run()   # trumps partner's ace
    _wait_for_grade(at)
    assert at.session_state["pl_game"].decisions[-1].grade.label in ("Mistake", "Blunder")
    (card,) = _due(at)
    assert card.startswith("mistake:euchre:")
    position = open_card(_cards(at)[0]).coached().position   # the puzzle's own buttons

    at.switch_page(PAGE).run()
    no_exception(at)
    assert at.session_state["rv_card"] == card
    shown = texts(at)
    assert "Find a better play." in shown and "Play J♥" in shown
    # the position as the learner saw it: the 9♣ and the J♥ are their buttons
    buttons = {b.key for b in at.button if str(b.key).startswith("plact_")}
    assert buttons == {action_key("play JH", position), action_key("play 9C", position)}

    at.button(key=action_key("play JH", position)).click().run()   # the same mistake again
    no_exception(at)
    assert any("Try again" in e.value for e in at.error)
    assert _due(at) == []   # rated at the first try: Again, back within the session
    assert _due(at, NOW + timedelta(minutes=30)) == [card]

    at.button(key=action_key("play 9C", position)).click().run()   # let partner's ace win
    no_exception(at)
    assert any(s.value.startswith("Right:") for s in at.success)
    assert not any(str(b.key).startswith("plact_") for b in at.button)   # the puzzle is over
    at.button(key="rv_next").click().run()
    no_exception(at)
    assert "Nothing to review right now." in [s.value for s in at.success]


def test_an_ecarte_proposal_puzzle_is_drawn_by_the_ecarte_play_view():
    # Écarté, hearts turned up: the elder hand holds no trump and no king, and stood (a
    # Blunder: standing and losing the point costs double); proposing an exchange is better
    hand = ecarte.from_deal(ecarte.preset("classic"), dealer=0, turnup="8H",
                            hands=["QC KD TH JH 9S", "7C TC AC 9D QS"],
                            talon="QH TS AH 9C KH JC 8S KC 9H TD KS 8D JD AD 7H 7D 8C QD JS "
                                  "AS 7S")
    g = kind_named("ecarte").grade(ecarte.observe(hand, 1), "stand", samples=30, seed=1)
    assert g.label in ("Mistake", "Blunder") and str(g.best.action) == "propose"   # premise
    row = card_for_mistake("ecarte", position_of(Decision(0, hand, g.action, g)), NOW)
    at = app(game="ecarte")
    open_store()[0].save_card(at.session_state["learner"], row)
    at.switch_page(PAGE).run()
    no_exception(at)
    position = open_card(row).coached().position
    at.button(key=action_key("stand", position)).click().run()
    assert any("Try again" in e.value for e in at.error)
    at.button(key=action_key("propose", position)).click().run()
    no_exception(at)
    assert any(s.value.startswith("Right:") for s in at.success)


def test_a_puzzle_alone_due_has_no_skip_that_brings_it_straight_back():
    """Before: with one puzzle due, "Skip: next card" redrew the same puzzle (the click
    seemed to do nothing); now Skip shows only when another card is due."""
    hand = ecarte.from_deal(ecarte.preset("classic"), dealer=0, turnup="8H",
                            hands=["QC KD TH JH 9S", "7C TC AC 9D QS"],
                            talon="QH TS AH 9C KH JC 8S KC 9H TD KS 8D JD AD 7H 7D 8C QD JS "
                                  "AS 7S")
    g = kind_named("ecarte").grade(ecarte.observe(hand, 1), "stand", samples=30, seed=1)
    row = card_for_mistake("ecarte", position_of(Decision(0, hand, g.action, g)), NOW)
    at = app(game="ecarte")
    store = open_store()[0]
    store.save_card(at.session_state["learner"], row)
    at.switch_page(PAGE).run()
    no_exception(at)
    assert at.session_state["rv_card"] == row.card_id
    assert "rv_next" not in {b.key for b in at.button}
    other = card_for_quiz_miss("ecarte", next(iter(course("ecarte").topics)),
                               now=NOW - timedelta(hours=1))
    store.save_card(at.session_state["learner"], other)
    at.run()
    no_exception(at)
    at.button(key="rv_next").click().run()   # Skip: the other card comes
    no_exception(at)
    assert at.session_state["rv_card"] == other.card_id


def test_a_rating_that_cannot_be_saved_is_told_waits_and_is_saved_later(monkeypatch):
    at = app("practice", topic="suit", seed="77")
    click_answer(at, "pr_suit", question_for(at, "pr_suit", "suit"), right=False)
    at.switch_page(PAGE).run()
    write = ProgressStore._write

    def busy(self, *statements):
        raise ProgressError(Problem.BUSY, self.path)

    monkeypatch.setattr(ProgressStore, "_write", busy)
    click_answer(at, "rv_q", question_for(at, "rv_q", "suit"), right=True)
    no_exception(at)
    assert any("was not saved" in w.value for w in at.warning)
    assert _due(at) == ["quiz:euchre:suit"]          # the store has not heard of it yet...
    at.button(key="rv_q_next").click().run()
    assert "Nothing to review right now." in [s.value for s in at.success]   # ...the page has
    monkeypatch.setattr(ProgressStore, "_write", write)   # the file is free again
    at.switch_page("ui/pages/practice.py").run()
    at.button(key="pr_suit_next").click().run()
    cur = at.session_state["pr_current"]
    click_answer(at, f"pr_{cur}", question_for(at, f"pr_{cur}", cur), right=True)   # a next write
    assert not at.session_state["_unsaved"] and _due(at) == []
