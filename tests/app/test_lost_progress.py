"""Nothing a learner did is lost: lesson stars and quiz answers, a Play game in progress
(at the very decision it was left on), and each game's game in progress when they switch
between Euchre and Écarté, come back in a new session once the profile is opened again.
(Review cards from a mistake: ``test_progress_journey``.)"""
from __future__ import annotations

import random

from apphelp import app, create_profile, no_exception, open_profile, pass_step
from engine import ecarte, euchre
from lessons.coach import CoachedGame
from lessons.progress import Problem, ProgressError, ProgressStore
from ui.play_table import action_key

PLAY = "ui/pages/play.py"


def _decisions(at) -> list:
    return [b for b in at.button if b.key and b.key.startswith("plact_") and not b.disabled]


def _deal(at, kind: str) -> None:
    """Deal a new game of ``kind`` (grading off) and take its first decision."""
    at.switch_page(PLAY).run()
    at.button_group(key="plset_kind").set_value(kind).run()
    at.toggle(key="plset_grading").set_value(False).run()
    at.button(key="plctl_start").click().run()
    no_exception(at)
    while not _decisions(at):   # a hand may give the learner nothing to decide
        at.button(key="plctl_next").click().run()
    _decisions(at)[0].click().run()
    no_exception(at)


def _reopened(name: str):
    """A new session (a reload) with the profile opened again."""
    again = open_profile(app(), name)
    no_exception(again)
    return again


def test_lesson_stars_and_quiz_answers_come_back_with_the_profile(progress_db):
    random.seed(5)
    at = create_profile(app(), "Ines")
    learner = at.session_state["learner"]
    at.query_params["lesson"], at.query_params["step"] = "1", "1"
    at.switch_page("ui/pages/learn.py").run()
    while at.session_state["learn_lesson"] == "basics":
        pass_step(at)
        at.button(key="learn_next").click().run()
        no_exception(at)
    store = at.session_state["_store"]
    stars, answers = store.stars(learner, "euchre"), store.answers(learner, "euchre")
    assert stars == {"basics": 3} and answers

    again = _reopened("Ines")
    assert again.session_state["learner"] == learner
    store = again.session_state["_store"]
    assert store.stars(learner, "euchre") == stars and store.answers(learner, "euchre") == answers
    again.switch_page("ui/pages/home.py").run()
    assert any("1. Tricks and trump" in m.value and "★★★" in m.value for m in again.markdown)


def test_a_game_in_progress_resumes_at_the_same_decision(progress_db):
    random.seed(8)
    at = create_profile(app(), "Jo")
    _deal(at, "euchre")
    game = at.session_state["pl_game"]

    again = _reopened("Jo")
    again.switch_page(PLAY).run()
    no_exception(again)
    back = again.session_state["pl_game"]
    assert back.position == game.position and back.game == game.game
    if back.my_turn:   # the same buttons, for the same position
        assert {b.key for b in _decisions(again)} == {
            action_key(a, back.position) for a in back.game.hand.legal_actions()}


def test_switching_game_keeps_each_games_game_in_progress(progress_db):
    random.seed(21)
    at = create_profile(app(), "Kai")
    _deal(at, "euchre")
    euchre_game = at.session_state["pl_game"]
    _deal(at, "ecarte")   # dealing Écarté puts the Euchre game aside
    ecarte_game = at.session_state["pl_game"]
    assert ecarte_game.kind.name == "ecarte"

    at.button_group(key="plset_kind").set_value("euchre").run()
    no_exception(at)
    assert at.session_state["pl_game"] is euchre_game
    at.button_group(key="plset_kind").set_value("ecarte").run()
    assert at.session_state["pl_game"] is ecarte_game

    again = _reopened("Kai")   # both come back after a reload
    again.switch_page(PLAY).run()
    assert again.session_state["pl_game"].position == ecarte_game.position
    again.button_group(key="plset_kind").set_value("euchre").run()
    no_exception(again)
    back = again.session_state["pl_game"]
    assert back.kind.name == "euchre" and back.position == euchre_game.position
    assert back.game == euchre_game.game


def test_a_game_put_aside_is_said_to_be_kept(progress_db):
    random.seed(4)
    at = create_profile(app(), "Lou")
    _deal(at, "euchre")
    at.button_group(key="plset_kind").set_value("ecarte").run()
    assert "Your Euchre game in progress is kept" in " ".join(i.value for i in at.info)


def _finished(rules, seed: int) -> CoachedGame:
    """A whole game played out (the learner takes the first legal action each time)."""
    game = CoachedGame.new(rules, seed=seed, grading=False)
    while not game.game.is_over:
        game = game.next_hand() if game.hand.is_over else \
            game.act(str(game.hand.legal_actions()[0]), grade_now=False)
    return game


def test_a_finished_game_is_not_said_to_be_kept(progress_db):
    # Before: "Your Euchre game in progress is kept: ... choose Euchre again to go back to
    # it", of a game already won, which dealing Écarté then threw away.
    at = app()
    at.session_state["pl_game"] = _finished(euchre.preset("standard").replace(target_score=2), 3)
    at.session_state["plset_kind"] = "euchre"
    at.switch_page(PLAY).run()
    at.button_group(key="plset_kind").set_value("ecarte").run()
    no_exception(at)
    said = " ".join(i.value for i in at.info)
    assert "Your Euchre game is over" in said and "kept" not in said, said


def test_a_shared_deal_replaces_the_game_of_its_own_kind_put_aside(progress_db):
    # An Écarté game put aside, a Euchre game on the table, then an Écarté deal opened from
    # a link: the link's game is the Écarté game now. Before, the old one stayed put aside
    # behind it and came back once the link's game was over.
    random.seed(6)
    at = app()
    _deal(at, "ecarte")
    old = at.session_state["pl_game"]
    _deal(at, "euchre")
    at.query_params["deal"] = ecarte.encode_deal(ecarte.Game.new(ecarte.preset("quick"), seed=7).hand)
    at.run()
    no_exception(at)
    linked = at.session_state["pl_game"]
    assert linked.kind.name == "ecarte" and linked is not old
    for _ in range(200):   # play the link's game to its end
        if any(b.key == "plctl_again" for b in at.button):
            break
        game = at.session_state["pl_game"]
        if any(g.key == "plx_pick" for g in at.button_group):   # an exchange: one card
            at.button_group(key="plx_pick").set_value([game.hand.hands[game.me][0]]).run()
            at.button(key=action_key("exchange", game.position)).click().run()
        else:
            (_decisions(at) or [at.button(key="plctl_next")])[0].click().run()
        no_exception(at)
    assert at.session_state["pl_game"].game.is_over
    at.button_group(key="plset_kind").set_value("euchre").run()
    at.button_group(key="plset_kind").set_value("ecarte").run()
    no_exception(at)
    assert at.session_state["pl_game"] is not old
    assert at.session_state["pl_game"].kind.name == "euchre"   # (and the Euchre game is kept)


def test_the_game_chosen_on_play_stays_chosen_after_another_page(progress_db):
    # Home's game is Euchre; the learner plays Écarté, reads the Rules and comes back.
    # Before: the page came back as "Play Euchre" (the Euchre game put aside back on the
    # table, the Écarté game put aside), since Streamlit forgets a widget's value when its
    # page is left.
    random.seed(9)
    at = app()
    _deal(at, "euchre")
    _deal(at, "ecarte")
    ecarte_game = at.session_state["pl_game"]
    at.switch_page("ui/pages/rules.py").run()
    at.switch_page(PLAY).run()
    no_exception(at)
    assert at.title[0].value == "Play Écarté"
    assert at.session_state["pl_game"] is ecarte_game


def test_a_game_chosen_on_home_since_is_the_one_played(progress_db):
    random.seed(9)
    at = app()
    _deal(at, "euchre")
    at.switch_page("ui/pages/home.py").run()
    at.button_group(key="home_game").set_value("ecarte").run()
    at.switch_page(PLAY).run()
    no_exception(at)
    assert at.title[0].value == "Play Écarté"


def test_the_new_game_panel_keeps_its_choices_after_another_page(progress_db):
    # Expert opponents, a novice partner and no grading, then the Rules and back: the
    # panel shows the same choices and the next game is dealt with them (before: back to
    # intermediate, intermediate, graded, since Streamlit forgets a page's widgets).
    at = app()
    at.switch_page(PLAY).run()
    at.selectbox(key="plset_opp").set_value("expert").run()
    at.selectbox(key="plset_partner").set_value("novice").run()
    at.toggle(key="plset_grading").set_value(False).run()
    at.switch_page("ui/pages/rules.py").run()
    at.switch_page(PLAY).run()
    no_exception(at)
    assert at.selectbox(key="plset_opp").value == "expert"
    assert at.selectbox(key="plset_partner").value == "novice"
    assert at.toggle(key="plset_grading").value is False
    at.button(key="plctl_start").click().run()
    no_exception(at)
    game = at.session_state["pl_game"]
    assert (game.opponents, game.partner, game.grading) == ("expert", "novice", False)
    assert not at.warning, [w.value for w in at.warning]


def _learn_at(at, lesson: int, step: int) -> None:
    at.query_params["lesson"], at.query_params["step"] = str(lesson), str(step)
    at.switch_page("ui/pages/learn.py").run()
    no_exception(at)


def test_quizzes_answered_before_a_reload_still_count_when_the_lesson_is_finished(progress_db):
    # Lesson 2's quizzes at steps 4 and 5 answered, then a reload (a new session) at step 6.
    # Before: finishing the lesson said "“The deck and the bowers” is not marked done yet:
    # the quiz at step 4, 5 still waits for a right answer", and it was not marked done.
    random.seed(3)
    at = create_profile(app(), "Ana")
    _learn_at(at, 2, 1)
    while at.session_state["learn_step"] < 5:
        pass_step(at)
        at.button(key="learn_next").click().run()
        no_exception(at)

    again = _reopened("Ana")
    again.switch_page("ui/pages/learn.py").run()
    assert (again.session_state["learn_lesson"], again.session_state["learn_step"]) == ("bowers", 5)
    while again.session_state["learn_lesson"] == "bowers":
        pass_step(again)
        again.button(key="learn_next").click().run()
        no_exception(again)
    assert not again.warning, [w.value for w in again.warning]
    store, learner = again.session_state["_store"], again.session_state["learner"]
    assert "bowers" in store.done(learner, "euchre")


def test_a_quiz_step_answered_before_a_reload_may_be_left_at_once(progress_db):
    random.seed(4)
    at = create_profile(app(), "Bo")
    _learn_at(at, 2, 4)
    pass_step(at)
    assert not at.button(key="learn_next").disabled
    again = _reopened("Bo")
    again.switch_page("ui/pages/learn.py").run()
    assert again.session_state["learn_step"] == 3
    assert not again.button(key="learn_next").disabled


def test_steps_skipped_are_named_in_a_sentence_that_agrees_with_their_number(progress_db):
    at = app()
    _learn_at(at, 2, 7)   # straight to the last step: steps 4, 5 and 7 have quizzes
    pass_step(at)
    at.button(key="learn_next").click().run()
    no_exception(at)
    said = " ".join(w.value for w in at.warning)
    assert "the quizzes at steps 4\\, 5 still wait for right answers" in said, said


def test_a_write_cut_short_between_the_games_saves_never_loses_one(progress_db, monkeypatch):
    # Euchre brought back to the table from aside, Écarté put aside in its place; then the
    # write of the game on the table fails (a busy disk), and the server restarts before it
    # is tried again. Before: the Euchre game had already been deleted from aside, so after
    # the restart it was gone. Now nothing is deleted until every save has worked.
    random.seed(23)
    at = create_profile(app(), "Max")
    _deal(at, "euchre")
    euchre_game = at.session_state["pl_game"]
    _deal(at, "ecarte")
    ecarte_game = at.session_state["pl_game"]
    save = ProgressStore.swap_blob   # (games are saved by compare-and-save)

    def table_busy(self, learner, key, text, expected):
        if key == "play":
            raise ProgressError(Problem.BUSY, self.path)
        return save(self, learner, key, text, expected)

    monkeypatch.setattr(ProgressStore, "swap_blob", table_busy)
    at.button_group(key="plset_kind").set_value("euchre").run()
    at.run()   # (the notice is shown at the top of the page, on the run after the write)
    no_exception(at)
    assert "cannot be saved for now" in " ".join(w.value for w in at.warning)
    monkeypatch.setattr(ProgressStore, "swap_blob", save)

    again = _reopened("Max")   # the restart
    again.switch_page(PLAY).run()
    no_exception(again)
    kept = [again.session_state["pl_game"], *again.session_state["pl_parked"].values()]
    assert sorted((g.kind.name, g.position) for g in kept) == sorted(
        (g.kind.name, g.position) for g in (euchre_game, ecarte_game))


def test_a_reload_while_experts_think_keeps_the_learners_action(progress_db, monkeypatch):
    # Against experts the board is drawn with the learner's action before they reply. Before:
    # the game was saved only after all their replies, so a reload (or a server restart)
    # while they thought lost the learner's last action. Here their work fails after the
    # learner's pass (as if the tab were closed then); the reopened profile has the pass,
    # and its board lets the experts reply.
    at = create_profile(app(), "Ida")
    at.session_state["pl_game"] = CoachedGame.new(euchre.preset("standard"), seed=1,
                                                  opponents="expert", grading=False)
    at.switch_page(PLAY).run()
    no_exception(at)
    position = at.session_state["pl_game"].position
    assert at.session_state["pl_game"].hand.history == ()   # South bids first (seed 1)

    def cut(self):
        raise RuntimeError("the tab was closed")

    real = CoachedGame.reply
    monkeypatch.setattr(CoachedGame, "reply", cut)
    at.button(key=action_key("pass", position)).click().run()
    assert at.exception
    monkeypatch.setattr(CoachedGame, "reply", real)   # (undo() would drop the store's path too)
    again = _reopened("Ida")
    again.switch_page(PLAY).run()
    no_exception(again)
    game = again.session_state["pl_game"]
    assert [str(s.action) for s in game.hand.history[:1]] == ["pass"] and game.hand.history[0].seat == 0
    assert not game.others_to_move
