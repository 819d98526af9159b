"""Profiles in the app: progress, settings and the game in progress come back with the
profile (and only with it), a wrong PIN opens nothing, no address carries a learner,
Forget me deletes every row, and the teacher view needs its PIN."""
from __future__ import annotations

import json
import random
import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

import streamlit as st
from streamlit.testing.v1 import AppTest

from engine.euchre.rules import PRESETS
from lessons.course import course
from lessons.problems import topic_titles
from lessons.progress import open_store
from lessons.review import card_for_quiz_miss
from ui import clock
from apphelp import ROOT, answer, app, create_profile, no_exception, open_profile, texts

PAGES = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "ui" / "pages").glob("*.py"))


def warnings(at: AppTest) -> str:
    return " ".join(w.value for w in at.warning)


def errors(at: AppTest) -> str:
    return " ".join(e.value for e in at.error)


def everything_shown(at: AppTest) -> str:
    """Every element the page sent (text, links, widget labels and values), as text."""
    out = []

    def walk(node) -> None:
        for child in getattr(node, "children", {}).values():
            if getattr(child, "proto", None) is not None:
                out.append(str(child.proto))
            walk(child)
    walk(at._tree)
    return "\n".join(out)


def rows_about(db: Path, learner: str) -> int:
    """Rows naming ``learner`` in every table of the sqlite file that has a learner column."""
    con = sqlite3.connect(db)
    try:
        tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        return sum(con.execute(f'SELECT count(*) FROM "{t}" WHERE learner=?', (learner,)).fetchone()[0]
                   for t in tables
                   if any(c[1] == "learner" for c in con.execute(f'PRAGMA table_info("{t}")')))
    finally:
        con.close()


def answer_practice(at: AppTest, right: bool = True) -> str:
    """Answer the Practice question on screen; its topic."""
    at.switch_page("ui/pages/practice.py").run()
    topic = at.session_state["pr_current"]
    answer(at, f"pr_{topic}", topic, right=right)
    no_exception(at)
    return topic


def play_one_decision(at: AppTest) -> None:
    """Deal a new game (grading off) on the Play page and take the first decision offered."""
    at.switch_page("ui/pages/play.py").run()
    at.toggle(key="plset_grading").set_value(False).run()
    at.button(key="plctl_start").click().run()
    [b for b in at.button if b.key and b.key.startswith("plact_") and not b.disabled][0].click().run()
    no_exception(at)


def test_a_profile_brings_back_progress_settings_and_the_game(progress_db):
    random.seed(12)   # the deal and the questions: the same every run
    at = create_profile(app(), "Ann", "4821")
    no_exception(at)
    learner = at.session_state["learner"]
    assert at.session_state["profile"] == (learner, "Ann")
    at.switch_page("ui/pages/settings.py").run()
    at.selectbox(key="set_preset").set_value("stick_the_dealer").run()
    topic = answer_practice(at)
    play_one_decision(at)
    game = at.session_state["pl_game"]
    assert game.decisions, "a decision was taken"
    at.toggle(key="sb_four_colour").set_value(True).run()
    at.switch_page("ui/pages/home.py").run()
    at.button_group(key="home_game").set_value("ecarte").run()
    assert at.session_state["game"] == "ecarte"

    # a reload: a new session on the same store, anonymous until the profile is opened
    again = app()
    assert again.session_state["learner"] != learner
    assert again.session_state["rules"]["euchre"] == PRESETS["standard"]
    open_profile(again, "Ann", "4821")
    no_exception(again)
    assert again.session_state["learner"] == learner
    assert again.session_state["rules"]["euchre"] == PRESETS["stick_the_dealer"]
    assert again.session_state["game"] == "ecarte" and again.session_state["four_colour"] is True
    back = again.session_state["pl_game"]
    assert back.game == game.game
    assert [(d.key, d.action) for d in back.decisions] == [(d.key, d.action) for d in game.decisions]
    assert back.can_undo and back.undo().game == game.undo().game
    assert again.session_state["_store"].answers(learner, "euchre")[topic] == (1, 0)
    again.switch_page("ui/pages/play.py").run()
    no_exception(again)
    assert [b for b in again.button if b.key and b.key.startswith("plact_")] or \
        any(b.key == "plctl_next" for b in again.button), "the game goes on where it was"


def test_a_wrong_pin_is_refused_without_saying_which_was_wrong(progress_db):
    store, _ = open_store(progress_db)
    ann = store.create_profile("Ann", "4821")
    at = app()
    anonymous = at.session_state["learner"]
    open_profile(at, "Ann", "1111")
    assert "That name and PIN do not match." in errors(at)
    open_profile(at, "Nobody", "4821")
    assert "That name and PIN do not match." in errors(at)
    assert "profile" not in at.session_state and at.session_state["learner"] == anonymous
    assert at.text_input(key="pf_open_pin").value == "", "a PIN is not left on screen"
    # a third wrong try, then even the right PIN waits: guessing is slowed down
    open_profile(at, "Ann", "2222")
    open_profile(at, "Ann", "4821")
    assert "Too many wrong tries" in errors(at)
    assert at.session_state["learner"] != ann.learner
    no_exception(at)


def test_wrong_pins_for_one_profile_add_up_across_tabs(progress_db):
    # a fresh tab (a new session) gives no fresh guesses at the same profile
    store, _ = open_store(progress_db)
    store.create_profile("Hal", "4821")
    other = store.create_profile("Ida", "1234")
    first, second = app(), app()
    for at, pin in ((first, "1111"), (first, "2222"), (second, "3333"), (second, "5555"),
                    (second, "6666")):
        open_profile(at, "Hal", pin)
        assert "That name and PIN do not match." in errors(at)
    third = open_profile(app(), "Hal", "4821")
    assert "Too many wrong tries" in errors(third) and "profile" not in third.session_state
    # another profile is not held up, and its right PIN clears nothing of Hal's
    ida = open_profile(app(), "Ida", "1234")
    assert ida.session_state["learner"] == other.learner
    assert "Too many wrong tries" in errors(open_profile(app(), "Hal", "4821"))


def test_no_page_shows_the_learner_in_a_link_or_the_address(progress_db):
    random.seed(3)
    at = create_profile(app(), "Bea", "9876")
    learner = at.session_state["learner"]
    answer_practice(at)
    play_one_decision(at)
    for page in PAGES:
        at.switch_page(page).run()
        no_exception(at)
        assert learner not in everything_shown(at), page
        assert all(learner not in str(v) for v in at.query_params.values()), page
        assert "learner" not in at.query_params, page


def test_an_old_link_with_a_learner_code_grants_nothing(progress_db):
    at = app("learn", lesson="7", step="2")   # lesson 7: going alone
    create_profile(at, "Cy")
    learner = at.session_state["learner"]
    owner = open_profile(app(), "Cy").switch_page("ui/pages/home.py").run()
    assert "Lesson 7, **Going alone**" in texts(owner)   # Cy's place in the course, for Cy
    stranger = app(learner=learner)
    no_exception(stranger)
    assert "learner code in this address was ignored" in warnings(stranger)
    assert stranger.session_state["learner"] != learner
    assert "profile" not in stranger.session_state
    assert "You have not started yet" in texts(stranger)   # Home: nothing of Cy's place
    assert "learner" not in stranger.query_params


def test_forget_me_deletes_every_row_and_signs_out(progress_db):
    random.seed(5)
    at = create_profile(app(), "Dee", "1357")
    learner = at.session_state["learner"]
    answer_practice(at, right=False)
    play_one_decision(at)
    at.switch_page("ui/pages/profile.py").run()
    rows = rows_about(progress_db, learner)
    assert rows >= 4   # the profile, an answer (counter and log row), the saved game...
    at.button(key="pf_forget").click().run()
    assert rows_about(progress_db, learner) == rows, "nothing is deleted before the confirmation"
    at.button(key="pf_forget_yes").click().run()
    no_exception(at)
    assert rows_about(progress_db, learner) == 0
    assert f"Everything about Dee was deleted ({rows} records)." in [s.value for s in at.success]
    assert "profile" not in at.session_state and at.session_state["learner"] != learner
    assert "pl_game" not in at.session_state
    assert open_store(progress_db)[0].find_profile("Dee") is None


def test_an_anonymous_tab_saves_no_settings_or_game(progress_db):
    random.seed(8)
    at = app("settings")
    at.selectbox(key="set_preset").set_value("stick_the_dealer").run()
    play_one_decision(at)
    con = sqlite3.connect(progress_db)
    assert con.execute("SELECT count(*) FROM blob").fetchone()[0] == 0
    con.close()
    at.switch_page("ui/pages/profile.py").run()
    assert "settings and game in progress last only until you close or reload this tab" in " ".join(
        i.value for i in at.info)


def test_a_saved_game_or_settings_that_cannot_be_read_is_dropped(progress_db):
    store, _ = open_store(progress_db)
    eve = store.create_profile("Eve")
    store.save_blob(eve.learner, "settings", '{"format": 1, "rules": "all of them"}')
    store.save_blob(eve.learner, "play", '{"format": 1, "game": "euchre", "hands": [["fly away"]]}')
    at = open_profile(app(), "Eve")
    no_exception(at)
    assert at.session_state["learner"] == eve.learner
    assert "saved settings could not be read" in warnings(at)
    assert "saved game could not be replayed" in warnings(at)
    assert "pl_game" not in at.session_state
    assert store.blob(eve.learner, "play") is None


def test_teacher_view_is_off_without_a_configured_pin(monkeypatch):
    monkeypatch.delenv("EUCHRE_TEACHER_PIN", raising=False)
    at = app("teacher")
    no_exception(at)
    assert "EUCHRE_TEACHER_PIN" in " ".join(i.value for i in at.info)
    assert not at.dataframe and not at.text_input


def test_teacher_view_needs_the_pin_and_then_shows_the_class(progress_db, monkeypatch):
    monkeypatch.setenv("EUCHRE_TEACHER_PIN", "2468")
    store, _ = open_store(progress_db)
    fay, gus = store.create_profile("Fay"), store.create_profile("Gus", "1111")
    store.mark_done(fay.learner, "euchre", "basics", 3)
    for correct in (False, False, True):
        store.record_answer(gus.learner, "euchre", "suit", correct)
    for _n in range(3):   # a problem topic: named in words, never by its stored id
        store.record_answer(gus.learner, "euchre", "problem:late", False)
    at = app("teacher")
    at.text_input(key="tch_pin").input("1111")
    at.button(key="tch_go").click().run()
    assert "not the teacher PIN" in errors(at)
    assert not at.dataframe
    at.text_input(key="tch_pin").input("2468")
    at.button(key="tch_go").click().run()
    no_exception(at)
    table = at.dataframe[0].value
    topics = course("euchre").topics
    titles = topic_titles("euchre")
    expected = [(r.name, r.stars, r.lessons_done, listed([titles[t] for t in r.weakest]) or "—", r.due)
                for r in store.class_summary("euchre")]
    assert [tuple(row) for row in table.itertuples(index=False)] == expected
    assert list(table["Name"]) == ["Fay", "Gus"] and topics["suit"].title in table["Weakest topics"][1]
    assert "Problems: Late in the deal" in table["Weakest topics"][1]
    assert "problem:" not in " ".join(table["Weakest topics"])
    # Fay has no topic answered 3 times: a dash, as on a phone (before: a blank cell)
    assert table["Weakest topics"][0] == "—"


def test_a_name_is_shown_as_typed_never_as_markdown(progress_db):
    name = "**Max** [x](http://e.io) ![](i.png)"   # 35 characters: a name may have 40
    at = create_profile(app(), name)
    assert at.session_state["profile"][1] == name
    again = create_profile(app(), name)   # the same name again: refused, and said plainly
    shown = [c.value for c in at.caption] + [m.value for m in at.markdown] + \
        [s.value for s in at.success] + [e.value for e in again.error]
    assert any("Max" in text for text in shown) and any("already taken" in e.value for e in again.error)
    for text in shown:   # Markdown would make a link, an image or bold of these
        assert "](" not in text and "**Max" not in text, text


def _guest_note(at: AppTest) -> tuple[str, list[str]]:
    """The main area's word to a learner without a profile: its caption and its links' pages."""
    captions = " ".join(c.value for c in at.main.caption)
    links = [link.proto.page for link in at.main.get("page_link")]
    return captions, links


def test_home_and_a_finished_lesson_tell_a_guest_that_a_reload_loses_progress(progress_db):
    # the only word of it was in the sidebar, which starts closed, and it said "kept in this
    # browser tab": a newcomer reloaded and lesson 1's tick and stars were gone unannounced
    at = app()
    captions, links = _guest_note(at)
    assert "until you close or reload this tab" in captions and "profile" in links
    side = " ".join(c.value for c in at.sidebar.caption)
    assert "until you close or reload this tab" in side and "kept only in this browser tab" not in side
    at.session_state["learn_lesson"], at.session_state["learn_step"] = "basics", 4
    for i, topic in ((0, "z_seats"), (2, "z_legal"), (3, "z_winner")):   # its quizzes answered
        at.session_state[f"q_basics_{i}_{topic}_passed"] = True
    at.switch_page("ui/pages/learn.py").run()
    at.button(key="learn_next").click().run()   # "Goal", the last step: lesson 1 done
    no_exception(at)
    assert any("done" in s.value for s in at.success)
    captions, links = _guest_note(at)
    assert "until you close or reload this tab" in captions and "profile" in links
    create_profile(at, "Ada")
    at.switch_page("ui/pages/home.py").run()
    captions, links = _guest_note(at)
    assert "reload" not in captions and "profile" not in links


def test_the_profile_page_tells_a_guest_that_a_reload_loses_progress_as_home_does(progress_db):
    # it said "kept only while this browser tab is open" (a reload keeps the tab open and
    # loses them) and that settings "are not saved at all" (they last as the answers do)
    at = app("profile")
    no_exception(at)
    said = " ".join(i.value for i in at.info)
    assert "until you close or reload this tab" in said
    assert "while this browser tab is open" not in said and "not saved at all" not in said


def test_download_survives_raw_bytes_in_the_store(progress_db, monkeypatch):
    """A value saved as raw bytes (a hand-edited or older store) used to stop the page with
    "Object of type bytes is not JSON serializable"; now the file is written and says so."""
    seen = []
    real = st.download_button

    def spy(*args, **kwargs):
        seen.append(args[1] if len(args) > 1 else kwargs.get("data"))
        return real(*args, **kwargs)

    monkeypatch.setattr(st, "download_button", spy)
    store, _ = open_store(progress_db)
    hal = store.create_profile("Hal")
    store.save_blob(hal.learner, "kept-by-an-older-app", "{}")
    con = sqlite3.connect(progress_db)
    with con:
        con.execute("UPDATE blob SET text = ? WHERE learner = ?", (b"\xfe\xff", hal.learner))
    con.close()
    at = open_profile(app(), "Hal")
    no_exception(at)
    data = json.loads(seen[-1])
    assert data["blob"][0]["text"] == {"base64": "/v8="} and data["notes"]
    assert "1 saved value is in the file differently" in " ".join(c.value for c in at.caption)


def test_a_name_with_a_zero_width_space_opens_the_same_profile(progress_db):
    # "An\u200bn" used to be a new, separate profile that looked exactly like "Ann"
    store, _ = open_store(progress_db)
    ann = store.create_profile("Ann", "4821")
    at = open_profile(app(), "An\u200bn", "4821")
    no_exception(at)
    assert at.session_state["profile"] == (ann.learner, "Ann")
    at = create_profile(app(), "An\u200bn")
    assert "already taken" in errors(at) and len(store.profiles()) == 1


def test_teacher_view_never_shows_the_id_of_a_topic_no_longer_in_the_course(progress_db, monkeypatch):
    # A topic removed from the course still has answers in the store: its id ("retired_topic")
    # used to be shown as one of the weakest topics. Now it is not counted at all, so the
    # three weakest are topics of the course, named in words.
    monkeypatch.setenv("EUCHRE_TEACHER_PIN", "2468")
    store, _ = open_store(progress_db)
    ivy = store.create_profile("Ivy")
    known = list(topic_titles("euchre"))[:3]
    for topic, wrong in (("retired_topic", 4), (known[0], 3), (known[1], 2), (known[2], 1)):
        for n in range(4):   # 4 answers each: the wrong shares all differ
            store.record_answer(ivy.learner, "euchre", topic, n >= wrong)
    _at, shown = _weakest_shown()
    titles = topic_titles("euchre")
    assert "retired_topic" not in shown
    assert shown == listed([titles[t] for t in known])


def _weakest_shown():
    """The teacher view (PIN 2468) on Euchre, and the first profile's weakest topics there."""
    at = app("teacher")
    at.text_input(key="tch_pin").input("2468")
    at.button(key="tch_go").click().run()
    no_exception(at)
    at.segmented_control(key="tch_game").set_value("euchre").run()
    return at, at.dataframe[0].value["Weakest topics"][0]


def listed(names: list[str]) -> str:
    """Topic titles as the teacher view lists them: quoted, "a, b and c"."""
    quoted = [f"“{n}”" for n in names]
    return " and ".join([", ".join(quoted[:-1]), quoted[-1]] if len(quoted) > 1 else quoted)


def test_teacher_view_lists_the_weakest_topics_as_a_list(progress_db, monkeypatch):
    # Titles that are questions ran together: "Which card wins?, Who wins the game?, The
    # kitty". Now each is quoted and the list is joined as a sentence: "…” and “…”.
    monkeypatch.setenv("EUCHRE_TEACHER_PIN", "2468")
    store, _ = open_store(progress_db)
    kim = store.create_profile("Kim")
    titles = topic_titles("euchre")
    asked = [t for t in titles if titles[t].endswith("?")][:3]
    for topic, wrong in zip(asked, (4, 3, 2)):
        for n in range(4):   # 4 answers each: the wrong shares all differ, so the order is known
            store.record_answer(kim.learner, "euchre", topic, n >= wrong)
    at, shown = _weakest_shown()
    a, b, c = (titles[t] for t in asked)
    assert shown == f"“{a}”, “{b}” and “{c}”", shown
    assert "?," not in shown
    assert f"“{a}”, “{b}” and “{c}”" in " ".join(h.proto.body for h in at.get("html"))


def test_teacher_view_counts_reviews_due_by_the_apps_clock(progress_db, monkeypatch):
    # A card due on 31 December 2099, the app's clock set to 1 January 2100. Before: the
    # teacher view counted by the server's own clock and said 0 due, while the learner's
    # Review page said "1 due now".
    later = datetime(2100, 1, 1, tzinfo=timezone.utc)
    monkeypatch.setattr(clock, "now", lambda: later)
    monkeypatch.setenv("EUCHRE_TEACHER_PIN", "2468")
    store, _ = open_store(progress_db)
    hal = store.create_profile("Hal")
    store.save_card(hal.learner, card_for_quiz_miss("euchre", "suit", now=later - timedelta(days=1)))
    at = app("teacher")
    at.text_input(key="tch_pin").input("2468")
    at.button(key="tch_go").click().run()
    no_exception(at)
    assert list(at.dataframe[0].value["Reviews due"]) == [1]


def _older_row(store, learner: str, name: str, pin: str | None = None) -> None:
    """A profile as an app before invisible characters were dropped stored it: the name
    as typed, under a key that keeps them."""
    from sqlalchemy import insert
    from lessons.profiles import _older_name_key, hash_pin
    from lessons.progress_schema import profile
    salt, digest = hash_pin(pin) if pin else (None, None)
    with store.engine.begin() as conn:
        conn.execute(insert(profile).values(learner=learner, name=name, name_key=_older_name_key(name),
                                            pin_salt=salt, pin_hash=digest, created=1.0))


def test_an_older_profile_with_an_invisible_character_opens_by_its_name(progress_db):
    # Before: "Eva" typed on the profile page said "That name and PIN do not match." for
    # the profile an older app kept as "E\u200bva", and creating "Eva" made a second one.
    store, _ = open_store(progress_db)
    _older_row(store, "abc123", "E\u200bva", "4821")
    at = open_profile(app(), "Eva", "4821")
    no_exception(at)
    assert at.session_state["profile"] == ("abc123", "E\u200bva")
    at = create_profile(app(), "eva")
    assert "already taken" in errors(at) and len(store.profiles()) == 1


def test_of_two_older_profiles_with_the_same_name_the_pin_typed_chooses(progress_db):
    # An older app let "Al\u200bi" be made beside "Ali", each with its own PIN: typed
    # "Ali", each PIN opens its own profile, so neither learner is locked out.
    store, _ = open_store(progress_db)
    _older_row(store, "abc123", "Ali", "1111")
    _older_row(store, "def456", "Al\u200bi", "2222")
    store.save_blob("def456", "settings", "{}")   # the one used last
    for pin, learner in (("1111", "abc123"), ("2222", "def456")):
        at = open_profile(app(), "Ali", pin)
        no_exception(at)
        assert at.session_state["profile"][0] == learner
    at = open_profile(app(), "Ali", "3333")
    assert "That name and PIN do not match." in errors(at) and "profile" not in at.session_state
