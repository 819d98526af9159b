"""Two tabs (or a phone and a laptop) open on the same profile at once: what each does is
kept, and a tab left on an older state catches up quietly instead of saving it over the
newer one. Each tab is an AppTest session; both share the test's progress store."""
from __future__ import annotations

import random
from datetime import datetime, timezone

import pytest
from apphelp import (app, click_answer, create_profile, no_exception, open_profile, pass_step,
                     question_for, texts)

from lessons.review import card_for_quiz_miss
from lessons.progress import ProgressStore
from lessons.saved import game_text, read_game
from ui import clock

PLAY = "ui/pages/play.py"
NOW = datetime(2026, 3, 4, 20, 0, tzinfo=timezone.utc)
MOVED = "This game moved on in another tab or on another device: here it is as it stands now."


@pytest.fixture(autouse=True)
def fixed_clock(monkeypatch):
    monkeypatch.setattr(clock, "now", lambda: NOW)


def _decisions(at) -> list:
    return [b for b in at.button if b.key and b.key.startswith("plact_") and not b.disabled]


def _decide(at) -> None:
    """The learner's next decision (dealing the next hand first if it is over)."""
    while not _decisions(at):
        at.button(key="plctl_next").click().run()
    _decisions(at)[0].click().run()
    no_exception(at)


def _deal(at, kind: str) -> None:
    at.switch_page(PLAY).run()
    at.button_group(key="plset_kind").set_value(kind).run()
    at.toggle(key="plset_grading").set_value(False).run()
    at.button(key="plctl_start").click().run()
    _decide(at)


def _saved(at):
    return read_game(at.session_state["_store"].blob(at.session_state["learner"], "play"))


def test_a_tab_on_an_older_position_catches_up_instead_of_saving_over_the_newer():
    # Before: tab B, still showing the position both tabs had, took a decision there and
    # saved its game (2 decisions) over tab A's (3 decisions): A's last two were lost.
    random.seed(8)
    a = create_profile(app(), "Jo")
    _deal(a, "euchre")
    b = open_profile(app(), "Jo")
    b.switch_page(PLAY).run()
    assert b.session_state["pl_game"].position == a.session_state["pl_game"].position
    _decide(a)
    _decide(a)
    newest = a.session_state["pl_game"]

    _decisions(b)[0].click().run()   # a click on the older position, still on B's screen
    no_exception(b)
    assert b.session_state["pl_game"].position == newest.position
    assert MOVED in [i.value for i in b.info]
    assert _saved(b).position == newest.position
    assert len(_saved(b).decisions) == len(newest.decisions)

    _decide(b)   # and from here on, B plays on from the newest position
    assert len(_saved(b).decisions) == len(newest.decisions) + 1


def test_a_tab_catches_up_with_a_game_of_the_other_kind_dealt_elsewhere():
    # Tab A puts its Euchre game aside and deals Écarté; tab B still shows the Euchre game
    # at the same position, and clicks. Before: B saved its Euchre game over A's Écarté one.
    random.seed(11)
    a = create_profile(app(), "Kim")
    _deal(a, "euchre")
    b = open_profile(app(), "Kim")
    b.switch_page(PLAY).run()
    euchre_game = a.session_state["pl_game"]
    _deal(a, "ecarte")
    ecarte_game = a.session_state["pl_game"]

    _decisions(b)[0].click().run()
    no_exception(b)
    assert b.title[0].value == "Play Écarté"
    assert b.session_state["pl_game"].position == ecarte_game.position
    assert _saved(b).kind.name == "ecarte"
    b.button_group(key="plset_kind").set_value("euchre").run()   # the Euchre game is kept
    no_exception(b)
    assert b.session_state["pl_game"].position == euchre_game.position


def _learn_at(at, lesson: int, step: int) -> None:
    at.query_params["lesson"], at.query_params["step"] = str(lesson), str(step)
    at.switch_page("ui/pages/learn.py").run()
    no_exception(at)


def test_a_lesson_finished_in_one_tab_counts_the_quizzes_answered_in_the_other():
    # Tab B answers lesson 2's last quiz (step 7) while tab A answers those at steps 4 and 5;
    # then B finishes the lesson. Before: "“The deck and the bowers” is not marked done
    # yet", since B only knew of its own answers.
    random.seed(12)
    a = create_profile(app(), "Cy")
    b = open_profile(app(), "Cy")
    _learn_at(b, 2, 7)
    pass_step(b)
    for step in (4, 5):
        _learn_at(a, 2, step)
        pass_step(a)
    b.button(key="learn_next").click().run()
    no_exception(b)
    assert not b.warning, [w.value for w in b.warning]
    assert "bowers" in b.session_state["_store"].done(b.session_state["learner"], "euchre")
    assert b.session_state["learn_lesson"] == "play"


def test_a_quiz_answered_in_one_tab_lets_the_other_move_on_after_a_rerun():
    random.seed(13)
    a = create_profile(app(), "Di")
    b = open_profile(app(), "Di")
    _learn_at(a, 2, 4)
    _learn_at(b, 2, 4)
    assert b.button(key="learn_next").disabled
    pass_step(a)
    b.run()
    no_exception(b)
    assert not b.button(key="learn_next").disabled


def test_a_review_answered_in_one_tab_is_not_asked_again_in_the_other():
    # Both tabs show the same due card; tab A answers it (due again in days). Before: tab B,
    # rerun, still asked it (under "1 due now", which was the other card), and answering
    # it there rated the card a second time.
    random.seed(14)
    a = create_profile(app(), "Rae")
    learner, store = a.session_state["learner"], a.session_state["_store"]
    for topic in ("suit", "rank"):
        store.save_card(learner, card_for_quiz_miss("euchre", topic, now=NOW))
    a.switch_page("ui/pages/review.py").run()
    b = open_profile(app(), "Rae")
    b.switch_page("ui/pages/review.py").run()
    shown = a.session_state["rv_card"]
    assert b.session_state["rv_card"] == shown
    click_answer(a, "rv_q", question_for(a, "rv_q", shown.split(":")[-1]), right=True)
    no_exception(a)
    answered = next(c for c in store.cards(learner, "euchre") if c.card_id == shown)

    b.run()
    no_exception(b)
    assert b.session_state["rv_card"] != shown
    assert "1 due now" in texts(b)
    assert next(c for c in store.cards(learner, "euchre") if c.card_id == shown) == answered


def test_settings_changed_in_two_tabs_are_both_kept():
    # Tab A turns on the four-colour deck; tab B, opened before, then chooses Écarté on Home.
    # Before: B saved all its settings, the two-colour deck with them, so A's choice was
    # gone after a reload.
    a = create_profile(app(), "Sam")
    b = open_profile(app(), "Sam")
    a.toggle(key="sb_four_colour").set_value(True).run()
    b.switch_page("ui/pages/home.py").run()
    b.button_group(key="home_game").set_value("ecarte").run()
    no_exception(b)
    assert b.session_state["four_colour"] is True and b.session_state["game"] == "ecarte"
    again = open_profile(app(), "Sam")
    assert again.session_state["four_colour"] is True and again.session_state["game"] == "ecarte"


def test_a_setting_changed_in_one_tab_does_not_switch_the_game_of_the_other():
    # Tab A is in a Euchre lesson; tab B, on the same profile, chooses Écarté on Home; then
    # A turns on the four-colour deck. Before: A's page jumped to the Écarté course, lesson 1
    # ("Two players, face to face"), without a word. Now A stays where it was; B's choice of
    # game is still the profile's (a reload opens Écarté), and A's deck is kept with it.
    a = create_profile(app(), "Lou")
    b = open_profile(app(), "Lou")
    _learn_at(a, 3, 2)
    where = (a.session_state["learn_lesson"], a.session_state["learn_step"])
    b.switch_page("ui/pages/home.py").run()
    b.button_group(key="home_game").set_value("ecarte").run()
    a.toggle(key="sb_four_colour").set_value(True).run()
    no_exception(a)
    assert a.session_state["game"] == "euchre"
    assert (a.session_state["learn_lesson"], a.session_state["learn_step"]) == where
    a.run()   # and it stays so (nothing saved again behind the learner's back)
    assert a.session_state["game"] == "euchre"
    again = open_profile(app(), "Lou")
    assert again.session_state["four_colour"] is True and again.session_state["game"] == "ecarte"
    b.toggle(key="sb_four_colour").set_value(False).run()   # B changes a setting in turn
    no_exception(b)
    assert b.session_state["game"] == "ecarte"


def _against_experts(name: str):
    """A tab with a profile, dealt a Euchre game against experts (grading off), and a
    second store handle on the same file: another tab's, or another device's."""
    a = create_profile(app(), name)
    a.switch_page(PLAY).run()
    a.button_group(key="plset_kind").set_value("euchre").run()
    a.selectbox(key="plset_opp").set_value("expert").run()
    a.toggle(key="plset_grading").set_value(False).run()
    a.button(key="plctl_start").click().run()
    no_exception(a)
    return a, a.session_state["learner"], ProgressStore(a.session_state["_store"].path)


def _decided_elsewhere(other, learner, pick: int = 0):
    """Another tab takes the game as saved, lets the experts reply, takes the learner's
    decision (``pick``: which legal one) and saves it, by compare-and-save."""
    read = other.blob(learner, "play")
    game = read_game(read).advance()
    game = game.act(str(game.hand.legal_actions()[pick]), grade_now=False).advance()
    assert other.swap_blob(learner, "play", game_text(game), expected=read)
    return game


def test_a_tab_whose_experts_are_still_replying_does_not_save_over_the_other_tabs_decision(
        monkeypatch):
    # Tab A plays against experts: its click's run saves the learner's action, then the
    # experts reply (which can take a second), then it saves the game again. Meanwhile
    # another tab or device on the same profile (a second store handle here) takes A's
    # game, lets the experts reply, takes the next decision and saves it. Before: A's
    # second save wrote its game over that one, and the other tab's decision was gone. Now
    # that save is refused (the store no longer holds the game A's run read) and A shows
    # the other tab's game, saying so.
    import engine.ai
    random.seed(21)
    a, learner, other = _against_experts("Vi")
    real_kernel, saved_by_other = engine.ai.kernel, []

    def kernel(wait=False):
        # first called in A's run once A's action is saved, before the experts reply
        if not saved_by_other:
            saved_by_other.append(_decided_elsewhere(other, learner))
        return real_kernel(wait=wait)

    monkeypatch.setattr(engine.ai, "kernel", kernel)
    _decisions(a)[0].click().run()
    no_exception(a)
    newer = saved_by_other[0]
    assert len(newer.decisions) == 2   # A's decision, then the other tab's
    assert _saved(a).position == newer.position and len(_saved(a).decisions) == 2
    assert a.session_state["pl_game"].position == newer.position
    assert MOVED in [i.value for i in a.info]
    _decide(a)   # and A plays on from there
    assert len(_saved(a).decisions) == 3


def test_a_click_whose_first_save_is_refused_shows_the_other_tabs_game(monkeypatch):
    # Another tab saves its decision while A's click run draws A's action, after that run
    # read the store and before the board saves A's action (its first save, before the
    # experts reply). That save is refused: A shows the other tab's game, saying so, and
    # the experts reply to A's older action nowhere.
    import ui.play_table
    random.seed(22)
    a, learner, other = _against_experts("Wu")
    real_block, saved_by_other = ui.play_table.table_block, []

    def table_block(*args, **kwargs):   # the first drawing of A's click run
        if not saved_by_other:
            saved_by_other.append(_decided_elsewhere(other, learner, pick=-1))
        return real_block(*args, **kwargs)

    monkeypatch.setattr(ui.play_table, "table_block", table_block)
    _decisions(a)[0].click().run()   # (another decision than the other tab's)
    no_exception(a)
    newer = saved_by_other[0]
    assert _saved(a).position == newer.position and len(_saved(a).decisions) == 1
    assert a.session_state["pl_game"].position == newer.position
    assert MOVED in [i.value for i in a.info]


def test_settings_saved_elsewhere_between_this_tabs_read_and_write_are_kept(monkeypatch):
    # Tab A turns on the four-colour deck: its run reads the saved settings, merges, and
    # writes. Another tab or device saves its choice of Écarté just between that read and
    # that write (a second store handle here). Before: A's write, merged from what it had
    # read, put Euchre back. Now the write is refused, A merges again, and both are kept.
    from lessons.saved import read_settings, settings_text
    a = create_profile(app(), "Ren")
    learner = a.session_state["learner"]
    other = ProgressStore(a.session_state["_store"].path)
    real_blob, done = ProgressStore.blob, []

    def blob(self, who, key):
        text = real_blob(self, who, key)
        if key == "settings" and self is not other and not done:   # A's read, then B's save
            done.append(True)
            theirs = read_settings(text)
            chosen = type(theirs)("ecarte", theirs.rules, theirs.language, theirs.four_colour)
            assert other.swap_blob(who, "settings", settings_text(chosen), expected=text)
        return text

    monkeypatch.setattr(ProgressStore, "blob", blob)
    a.toggle(key="sb_four_colour").set_value(True).run()
    no_exception(a)
    assert done
    saved = read_settings(other.blob(learner, "settings"))
    assert saved.four_colour is True and saved.game == "ecarte"
    assert a.session_state["four_colour"] is True and a.session_state["game"] == "euchre"
