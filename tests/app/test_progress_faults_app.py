"""The app when the progress store fails: the learner is told, nothing is lost, no traceback."""
from __future__ import annotations

import sqlite3

from lessons.progress import SCHEMA_VERSION, Problem, ProgressError, ProgressStore
from streamlit.testing.v1 import AppTest

from apphelp import APP, answer, app, create_profile, no_exception, quiz_keys, step_with

TOPIC = "suit"


def warnings(at) -> str:
    return " ".join(w.value for w in at.warning)


def quiz_at(topic_id: str):
    lesson_no, step_no = step_with(topic_id)
    at = app("learn", lesson=str(lesson_no), step=str(step_no))
    key = next(k for k in quiz_keys(at) if k.endswith(topic_id))
    return at, key


def next_question(at, key: str) -> None:
    at.button(key=f"{key}_next").click().run()


def test_an_answer_that_cannot_be_saved_waits_and_is_saved_with_the_next(monkeypatch):
    at, key = quiz_at(TOPIC)
    write = ProgressStore._write

    def busy(self, *statements):
        raise ProgressError(Problem.BUSY, self.path)

    monkeypatch.setattr(ProgressStore, "_write", busy)
    answer(at, key, TOPIC, right=False)
    no_exception(at)
    assert "Your last answer was not saved" in warnings(at) and "busy" in warnings(at)
    # the answer, and the review card of the kind missed, wait in the session in order
    assert [name for name, _ in at.session_state["_unsaved"]] == ["record_answer", "save_card"]

    monkeypatch.setattr(ProgressStore, "_write", write)   # the file is free again
    answer(at, key, TOPIC, right=True)
    next_question(at, key)
    answer(at, key, TOPIC, right=True)   # a new question: its answer is written, the waiting one first
    no_exception(at)
    assert not at.session_state["_unsaved"] and "not saved" not in warnings(at)
    store, learner = at.session_state["_store"], at.session_state["learner"]
    assert store.answers(learner, "euchre")[TOPIC] == (1, 1)
    logged = store.answer_log(learner, "euchre")
    assert [(row.topic, row.correct) for row in logged] == [(TOPIC, False), (TOPIC, True)]
    assert all(row.lesson and row.seed for row in logged)
    assert [c.card_id for c in store.cards(learner, "euchre")] == [f"quiz:euchre:{TOPIC}"]


def test_store_from_a_newer_app_is_left_alone_and_answers_wait(progress_db):
    # a file from a newer app of before Alembic (only PRAGMA user_version says so)
    con = sqlite3.connect(progress_db)
    con.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    con.close()
    at, key = quiz_at(TOPIC)
    no_exception(at)
    answer(at, key, TOPIC, right=True)
    no_exception(at)
    assert "newer version" in warnings(at) and "not saved" in warnings(at)
    assert [p.name for p in progress_db.parent.iterdir() if ".corrupt-" in p.name] == []
    con = sqlite3.connect(progress_db)
    assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
    con.close()


def test_moving_on_when_the_place_cannot_be_saved(monkeypatch):
    at = app("learn", lesson="2", step="2")

    def busy(self, *statements):
        raise ProgressError(Problem.BUSY, self.path)

    monkeypatch.setattr(ProgressStore, "_write", busy)
    at.button(key="learn_back").click().run()
    no_exception(at)
    assert at.session_state["learn_step"] == 0
    assert "place in the course was not saved" in warnings(at)


def test_home_with_a_saved_step_out_of_range(progress_db):
    # a store from another version of the course: step 99 of a short lesson
    from lessons.progress import open_store
    store, _ = open_store(progress_db)
    store.set_position("abcdef123456", "euchre", "bowers", 99)
    at = AppTest.from_file(APP, default_timeout=60)
    at.session_state["learner"] = "abcdef123456"
    at.run()
    no_exception(at)
    assert at.button(key="home_continue").label == "Continue"
    at.button(key="home_continue").click().run()
    no_exception(at)


def test_data_folder_that_is_a_file(tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.write_text("a file where the folder should be")
    monkeypatch.setenv("EUCHRE_PROGRESS_DB", str(data / "progress.sqlite3"))
    at, key = quiz_at(TOPIC)
    no_exception(at)
    answer(at, key, TOPIC, right=True)
    no_exception(at)
    assert "cannot be saved for now" in warnings(at) or "not saved" in warnings(at)
    assert "is not a folder" in warnings(at)
    assert data.read_text() == "a file where the folder should be"


def test_progress_path_that_is_a_folder(tmp_path, monkeypatch):
    folder = tmp_path / "progress.sqlite3"
    folder.mkdir()
    (folder / "keep.txt").write_text("mine")
    monkeypatch.setenv("EUCHRE_PROGRESS_DB", str(folder))
    at = app()
    no_exception(at)
    assert "is a folder" in warnings(at)
    at.switch_page("ui/pages/learn.py")
    at.run()
    no_exception(at)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["progress.sqlite3"]
    assert (folder / "keep.txt").read_text() == "mine"


def test_store_at_a_migration_this_app_does_not_know_is_only_read(progress_db):
    from lessons.progress import open_store
    from tests.lessons.storehelp import revision, set_revision
    store, _ = open_store(progress_db)
    store.set_position("abcdef123456", "euchre", "bowers", 1)
    set_revision(store, "v99_from_a_newer_app")
    at = AppTest.from_file(APP, default_timeout=60)
    at.session_state["learner"] = "abcdef123456"
    at.run()
    no_exception(at)
    assert "newer version" in warnings(at)
    assert at.button(key="home_continue").label == "Continue"   # what was saved is still read
    at, key = quiz_at(TOPIC)
    answer(at, key, TOPIC, right=True)
    no_exception(at)
    assert "not saved" in warnings(at)
    assert at.session_state["_unsaved"]   # the answer waits in the session, not in the store
    assert revision(store) == "v99_from_a_newer_app"
    assert store.answers(at.session_state["learner"], "euchre") == {}


def _nonsense_rows(db, learner: str) -> None:
    """Rows no version of the app writes (SQLite keeps any value in any column): a place
    whose step is text, stars as a word and 99 stars, counters that are not counts, an
    answer at a time in milliseconds and one at no time at all, a review card due 'soon'."""
    con = sqlite3.connect(db)
    for g in ("euchre", "ecarte"):
        con.execute("INSERT INTO position VALUES (?,?,?,?,?)", (learner, g, "basics", "two", 0))
        con.execute("INSERT INTO done VALUES (?,?,?,?,?)", (learner, g, "basics", 0, "three"))
        con.execute("INSERT INTO done VALUES (?,?,?,?,?)", (learner, g, "bowers", 0, 99))
        con.execute("INSERT INTO answers VALUES (?,?,?,?,?)", (learner, g, "suit", "x", 1))
        con.execute("INSERT INTO answers VALUES (?,?,?,?,?)", (learner, g, "rank", 2, 1))
        con.execute("INSERT INTO lesson_answers VALUES (?,?,?,?,?)", (learner, g, "basics", -4, 1))
        for at in (1.7e12, "yesterday"):
            con.execute("INSERT INTO answer_log (at, learner, game, lesson, topic, seed, correct) "
                        "VALUES (?,?,?,?,?,?,?)", (at, learner, g, None, "suit", 5, 1))
        con.execute("INSERT INTO review_card VALUES (?,?,?,?,?,?,?,?)",
                    (learner, f"quiz:{g}:suit", g, "quiz", "{}", "{}", "soon", 0))
    con.commit()
    con.close()


def test_saved_rows_that_make_no_sense_are_left_out_with_a_message(progress_db):
    at = app()
    learner = at.session_state["learner"]
    _nonsense_rows(progress_db, learner)
    for game in ("euchre", "ecarte"):
        at.session_state["game"] = game
        for page in ("home", "learn", "practice", "review", "dashboard", "teacher", "profile"):
            at.switch_page(f"ui/pages/{page}.py").run()
            no_exception(at)
            assert not at.error, (game, page, [e.value for e in at.error])
    # said once, on the first page that read them
    at.switch_page("ui/pages/home.py").run()
    assert not any("makes no sense" in w.value for w in at.warning)
    fresh = app()
    _ = fresh.session_state["learner"]
    fresh.session_state["learner"] = learner
    fresh.switch_page("ui/pages/home.py").run()
    assert "Some saved progress makes no sense to this app" in warnings(fresh)
    store = fresh.session_state["_store"]
    assert store.answers(learner, "euchre") == {"rank": (2, 1)}      # the sensible row stays
    assert store.stars(learner, "euchre") == {} and store.position(learner, "euchre") is None
    assert store.answer_log(learner, "euchre") == [] and store.cards(learner) == []
    con = sqlite3.connect(progress_db)   # nothing was deleted
    assert con.execute("SELECT count(*) FROM answer_log WHERE learner=?", (learner,)).fetchone() == (4,)
    con.close()


def test_the_left_out_message_is_not_said_to_the_next_learner(progress_db):
    # Ann's saved rows make no sense; she is told once. Before: once she signed out, the
    # message came again for the tab's next learner (nobody, or Bo), whose rows are fine.
    at = create_profile(app(), "Ann")
    _nonsense_rows(progress_db, at.session_state["learner"])
    at.switch_page("ui/pages/home.py").run()
    assert "Some saved progress makes no sense" in warnings(at)
    at.switch_page("ui/pages/profile.py").run()
    at.button(key="pf_sign_out").click().run()
    no_exception(at)
    assert "makes no sense" not in warnings(at)
    create_profile(at, "Bo", keep=False)
    for page in ("home", "learn", "practice", "review", "dashboard"):
        at.switch_page(f"ui/pages/{page}.py").run()
        no_exception(at)
        assert "makes no sense" not in warnings(at), page


def test_a_profile_whose_saved_settings_cannot_be_read_now_is_not_half_opened(monkeypatch):
    # The store found the profile, then failed reading its settings (busy). Before:
    # "Profiles cannot be opened for now", yet the tab was signed in with nothing loaded,
    # and its next run saved this fresh tab's settings (the two-colour deck) over the
    # profile's. Now nothing is opened, and nothing is written.
    from apphelp import open_profile
    maker = create_profile(app(), "Noor")
    maker.toggle(key="sb_four_colour").set_value(True).run()
    store, learner = maker.session_state["_store"], maker.session_state["learner"]
    saved = store.blob(learner, "settings")
    assert '"four_colour": true' in saved
    blob = ProgressStore.blob

    def busy_settings(self, who, key):
        if key == "settings":
            raise ProgressError(Problem.BUSY, self.path)
        return blob(self, who, key)

    monkeypatch.setattr(ProgressStore, "blob", busy_settings)
    at = open_profile(app(), "Noor")
    no_exception(at)
    assert "Profiles cannot be opened for now" in " ".join(e.value for e in at.error)
    assert "profile" not in at.session_state and at.session_state["learner"] != learner
    at.run()
    monkeypatch.setattr(ProgressStore, "blob", blob)
    at.run()
    assert store.blob(learner, "settings") == saved
    at = open_profile(at, "Noor")   # once the store answers, it opens as it was left
    no_exception(at)
    assert at.session_state["profile"][0] == learner and at.session_state["four_colour"] is True


def test_a_table_removed_by_hand_is_said_truly_and_a_busy_store_still_says_wait(progress_db,
                                                                                monkeypatch):
    # Before: Your progress and Review said "cannot be read just now (the progress file
    # progress.sqlite3 cannot be opened). Nothing saved is lost: try again in a moment.",
    # with a table removed by hand: no moment ever helped.
    at = create_profile(app(), "Robin")
    store, learner = at.session_state["_store"], at.session_state["learner"]
    store.record_answer(learner, "euchre", TOPIC, False)
    con = sqlite3.connect(progress_db)
    con.execute("DROP TABLE review_card")
    con.commit()
    con.close()
    for page, said in (("dashboard", "Your progress cannot be read"),
                       ("review", "Your review cards cannot be read")):
        at.switch_page(f"ui/pages/{page}.py").run()
        no_exception(at)
        shown = warnings(at).replace("\\", "")   # as read (Markdown's escapes taken off)
        assert f"{said}: part of the progress file progress.sqlite3 is missing (it was " \
               "changed outside this app). Trying again will not help" in shown, shown
        assert "whoever looks after this app can restore it from a backup" in shown
        assert "“Download my progress” on Your profile saves a copy of what can still be " \
               "read." in shown and "in a moment" not in shown
    # ...which it does: every table left, the answer with it
    at.switch_page("ui/pages/profile.py").run()
    no_exception(at)
    assert not at.warning and at.get("download_button")
    saved = store.export(learner)
    assert [(a["topic"], a["correct"]) for a in saved["answer_log"]] == [(TOPIC, 0)]
    assert "review_card" not in saved
    assert store.answers(learner, "euchre")[TOPIC] == (0, 1)   # the rest is kept as it was
    assert [p.name for p in progress_db.parent.iterdir() if ".corrupt-" in p.name] == []

    def busy(self, learner, game):
        raise ProgressError(Problem.BUSY, self.path)

    monkeypatch.setattr(ProgressStore, "cards", busy)
    at.switch_page("ui/pages/review.py").run()
    no_exception(at)
    assert "Your review cards cannot be read: the progress file progress.sqlite3 is busy " \
           "(another part of the app holds it). Nothing saved is lost: try again in a " \
           "moment." in warnings(at).replace("\\", "")
