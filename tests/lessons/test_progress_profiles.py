"""Profiles, saved settings and games, review cards, export and forget in the progress store
(schema version 3), and stores of every older version upgraded in place to it. The tests
taking ``store`` run on SQLite and on PostgreSQL."""
from __future__ import annotations

import json
import sqlite3
import threading
import time

import pytest

from lessons import progress_db
from lessons.progress import (LEARNER_ID, SCHEMA_VERSION, Profile, ProfileError, ProfileReason,
                              ReviewCardRow, open_store)
from tests.lessons.storehelp import revision, rows_mentioning, tables

UNUSUAL_PIN = "73915"


@pytest.fixture
def store(where):
    made, notice = open_store(where)
    assert notice is None
    return made


def card(card_id: str, due: float, game: str = "euchre", kind: str = "quiz") -> ReviewCardRow:
    return ReviewCardRow(card_id, game, kind, json.dumps({"seed": 7, "topic": "suit"}),
                         json.dumps({"stability": 1.5}), due, 100.0)


def fill(store, learner: str) -> None:
    """A row for ``learner`` in every table the store has."""
    store.set_position(learner, "euchre", "bowers", 2)
    store.mark_done(learner, "euchre", "deal", 3)
    store.record_answer(learner, "euchre", "suit", False, lesson="bowers", seed=11)
    store.save_blob(learner, "settings", '{"four_colour": true}')
    store.save_card(learner, card("c1", 50.0))


def file_bytes(store) -> bytes:
    return b"".join(p.read_bytes() for p in store.path.parent.iterdir() if p.is_file())


def test_profiles_are_made_found_and_listed_by_name(store):
    ann = store.create_profile("  Ann ")
    assert ann.name == "Ann" and not ann.has_pin and LEARNER_ID.match(ann.learner)
    zoe = store.create_profile("Zoë", "1234")
    bob = store.create_profile("bob")
    assert zoe.has_pin and len({ann.learner, zoe.learner, bob.learner}) == 3
    assert store.profile(ann.learner) == ann
    assert store.profile("nobody1") is None
    assert store.find_profile(" ANN ") == ann and store.find_profile("ZOË") == zoe
    assert store.find_profile("Annie") is None
    assert [p.name for p in store.profiles()] == ["Ann", "bob", "Zoë"]   # case ignored


@pytest.mark.parametrize("first, second", [("Ann", "ann"), ("Ann", " ANN  "), ("Élodie", "éLODIE"),
                                           ("Мария", "МАРИЯ"), ("Ann Lee", "ann   lee"),
                                           ("Ｋｅｎ", "ken")])   # full-width letters are the same name
def test_a_name_is_taken_whatever_its_case_or_spaces(store, first, second):
    store.create_profile(first)
    with pytest.raises(ProfileError) as caught:
        store.create_profile(second)
    assert caught.value.reason is ProfileReason.NAME_TAKEN and second.strip() in str(caught.value)
    assert len(store.profiles()) == 1


def test_invisible_characters_at_the_ends_of_a_name_go(store):
    # "Ann" and "Ann" followed by a zero-width space look the same: one name
    store.create_profile("Ann")
    with pytest.raises(ProfileError) as caught:
        store.create_profile("\u200bAnn\u2060")
    assert caught.value.reason is ProfileReason.NAME_TAKEN and "“Ann”" in str(caught.value)
    assert store.create_profile("\ufeffBob\u200b").name == "Bob"


def test_invisible_characters_inside_a_name_do_not_make_another_name(store):
    # "An\u200bn" looks exactly like "Ann": it opens Ann's profile and cannot be created
    ann = store.create_profile("Ann")
    assert store.find_profile("An\u200bn") == ann and store.find_profile("A\u2060nn\u00ad") == ann
    with pytest.raises(ProfileError) as caught:
        store.create_profile("An\u200bn")
    assert caught.value.reason is ProfileReason.NAME_TAKEN
    assert store.create_profile("Bo\ufeffb").name == "Bob"   # kept without it
    zoe = store.create_profile("Zoe\u0308")   # an e and a combining diaeresis: kept as one "ë"
    assert zoe.name == "Zo\u00eb" and store.find_profile("Zo\u00eb") == store.find_profile("Zoe\u0308") == zoe
    # a joiner shapes what shows, so it is kept, yet the name is the same without it
    kay = store.create_profile("\U0001f469\u200d\U0001f3eb Kay")
    assert kay.name == "\U0001f469\u200d\U0001f3eb Kay" and store.find_profile("\U0001f469\U0001f3eb kay") == kay


def test_a_name_stored_by_an_older_app_with_an_invisible_character_still_opens(store):
    # An older app kept "Cy\u200bd" as typed, under its key then ("cy\u200bd"): typed as
    # before, it still opens that profile; and it stays taken.
    from sqlalchemy import insert
    from lessons.progress_schema import profile
    with store.engine.begin() as conn:
        conn.execute(insert(profile).values(learner="abc123", name="Cy\u200bd", name_key="cy\u200bd",
                                            created=1.0))
    old = store.profile("abc123")
    assert store.find_profile("Cy\u200bd") == old and store.find_profile(" CY\u200bD ") == old
    with pytest.raises(ProfileError) as caught:
        store.create_profile("cy\u200bd")
    assert caught.value.reason is ProfileReason.NAME_TAKEN
    # an old row without such a character is found by the new key as it always was
    with store.engine.begin() as conn:
        conn.execute(insert(profile).values(learner="def456", name="Dee", name_key="dee", created=1.0))
    assert store.find_profile("De\u200be").learner == "def456"


def _older_row(store, learner: str, name: str, key: str, created: float = 1.0) -> None:
    """A profile as an app before invisible characters were dropped stored it."""
    from sqlalchemy import insert
    from lessons.progress_schema import profile
    with store.engine.begin() as conn:
        conn.execute(insert(profile).values(learner=learner, name=name, name_key=key,
                                            created=created))


def test_a_name_stored_with_an_invisible_character_opens_when_typed_without_it(store):
    # Before: an older app's "Cy\u200bd" (key "cy\u200bd") opened only when typed with the
    # zero-width space, which nobody can see or type, and a new "Cyd" was made beside it.
    _older_row(store, "abc123", "Cy\u200bd", "cy\u200bd")
    old = store.profile("abc123")
    assert store.find_profile("Cyd") == old and store.find_profile(" cYD ") == old
    for name in ("Cyd", "cyd", "C\u2060yd"):
        with pytest.raises(ProfileError) as caught:
            store.create_profile(name)
        assert caught.value.reason is ProfileReason.NAME_TAKEN
    assert store.profiles() == [old]   # the row itself is left as it was
    # the characters LIKE treats specially stand for themselves
    _older_row(store, "def456", "50%\u200b_o\\ff", "50%\u200b_o\\ff")
    assert store.find_profile("50%_o\\FF").learner == "def456"
    assert store.find_profile("50x_o\\ff") is None and store.find_profile("5%") is None
    # an older name in another normal form (an "e" and a combining diaeresis)
    _older_row(store, "ghi789", "Zoe\u0308", "zo\u00eb")
    assert store.find_profile("Zo\u00eb").learner == "ghi789"
    assert store.find_profile("Zoe\u0308").learner == "ghi789"
    # and a key stored unnormalised (decomposed), as no app of ours wrote but a hand might
    _older_row(store, "jkl012", "Rene\u0301", "rene\u0301")
    assert store.find_profile("Ren\u00e9").learner == "jkl012"


def test_two_stored_names_the_same_once_normalised_the_one_used_last_is_found(store):
    # An older app let "An\u200bn" be made beside "Ann". Typed "Ann", the one used most
    # recently is found first; typed with its invisible character, that very one.
    from sqlalchemy import insert
    from lessons.progress_schema import blob, position

    def used(learner: str, at: float, table=blob) -> None:
        key = {"key": "settings", "text": "{}"} if table is blob else \
            {"game": "euchre", "lesson": "deal", "step": 1}
        with store.engine.begin() as conn:
            conn.execute(insert(table).values(learner=learner, updated=at, **key))

    _older_row(store, "abc123", "An\u200bn", "an\u200bn", created=100.0)
    _older_row(store, "def456", "Ann", "ann", created=50.0)
    ann, other = store.profile("def456"), store.profile("abc123")
    assert store.find_profiles("Ann") == [other, ann]   # made later, nothing done since
    used("def456", 200.0, position)
    assert store.find_profiles("ann") == [ann, other]
    assert store.find_profile("An\u200bn") == other   # typed as it was stored
    used("abc123", 300.0)
    assert store.find_profile("ANN") == other
    with pytest.raises(ProfileError):
        store.create_profile("Ann")
    assert len(store.profiles()) == 2


@pytest.mark.parametrize("name, reason", [
    ("", ProfileReason.NAME_EMPTY), ("   ", ProfileReason.NAME_EMPTY),
    ("x" * 41, ProfileReason.NAME_TOO_LONG),
    ("Ann\nLee", ProfileReason.NAME_BAD_CHARACTER), ("Ann\tLee", ProfileReason.NAME_BAD_CHARACTER),
    ("Ann\x00", ProfileReason.NAME_BAD_CHARACTER), ("Ann\x1b[31m", ProfileReason.NAME_BAD_CHARACTER),
    ("\u202eeilA", ProfileReason.NAME_BAD_CHARACTER),   # a right-to-left override garbles a list
    # nothing that shows: the name would be blank on the page and in the teacher's list
    ("\u200b", ProfileReason.NAME_EMPTY), ("\u200d \u2060", ProfileReason.NAME_EMPTY),
    ("\u0301", ProfileReason.NAME_EMPTY),
])
def test_bad_names_are_refused_with_a_sentence_and_nothing_is_written(store, name, reason):
    with pytest.raises(ProfileError) as caught:
        store.create_profile(name)
    assert caught.value.reason is reason
    assert isinstance(caught.value, ValueError) and str(caught.value).endswith(".")
    assert store.profiles() == []


@pytest.mark.parametrize("name", ["x" * 40, "张伟", "ناصر", "Zoë O'Brien", "*Ann* <b>", "👩\u200d🏫 Ms K"])
def test_names_of_any_script_are_kept_as_typed(store, name):
    # kept as typed: escaping is the page's job, and a zero-width joiner is part of an emoji
    made = store.create_profile(name)
    assert store.profile(made.learner).name == name and store.find_profile(name) == made


def test_profile_error_is_in_the_learners_language():
    from tests.i18n.pseudo import english_words, pseudo_language
    with pseudo_language(), pytest.raises(ProfileError) as caught:
        from lessons.profiles import clean_pin
        clean_pin("12")
    assert "4" in str(caught.value) and english_words(str(caught.value)) == []


def test_pin_opens_only_its_profile(store):
    locked = store.create_profile("Ann", UNUSUAL_PIN)
    open_ = store.create_profile("Bob")
    assert store.check_pin(locked.learner, UNUSUAL_PIN)
    assert store.check_pin(locked.learner, f" {UNUSUAL_PIN} ")   # trimmed, as the name is
    assert store.check_pin(locked.learner, "٧٣٩١٥")   # the same digits typed in Arabic-Indic
    for wrong in ("73916", "7391", None, "", "abcde", "7391５x"):
        assert not store.check_pin(locked.learner, wrong)
    assert store.check_pin(open_.learner, None) and store.check_pin(open_.learner, "0000")
    assert not store.check_pin("nobody1", None)   # no profile: nothing to open


def test_set_pin_changes_and_removes_it(store):
    ann = store.create_profile("Ann")
    store.set_pin(ann.learner, "2468")
    assert store.profile(ann.learner).has_pin and not store.check_pin(ann.learner, None)
    store.set_pin(ann.learner, "13579")
    assert store.check_pin(ann.learner, "13579") and not store.check_pin(ann.learner, "2468")
    store.set_pin(ann.learner, None)
    assert not store.profile(ann.learner).has_pin and store.check_pin(ann.learner, "anything")
    with pytest.raises(ProfileError) as caught:
        store.set_pin("nobody1", "1234")
    assert caught.value.reason is ProfileReason.NO_PROFILE


@pytest.mark.parametrize("pin, reason", [("123", ProfileReason.PIN_TOO_SHORT),
                                         ("1" * 13, ProfileReason.PIN_TOO_LONG),
                                         ("12a4", ProfileReason.PIN_NOT_DIGITS),
                                         ("12 34", ProfileReason.PIN_NOT_DIGITS)])
def test_bad_pins_are_refused_and_change_nothing(store, pin, reason):
    ann = store.create_profile("Ann", "2468")
    for attempt in (lambda: store.set_pin(ann.learner, pin), lambda: store.create_profile("Bob", pin)):
        with pytest.raises(ProfileError) as caught:
            attempt()
        assert caught.value.reason is reason and pin not in str(caught.value)
    assert store.check_pin(ann.learner, "2468") and store.find_profile("Bob") is None


def test_the_pin_is_never_stored_in_clear(store):
    ann = store.create_profile("Ann", UNUSUAL_PIN)
    bob = store.create_profile("Bob")
    store.set_pin(bob.learner, UNUSUAL_PIN)
    if store.url is None:   # the SQLite file (and its log) never holds it, in any encoding
        assert UNUSUAL_PIN.encode() not in file_bytes(store)
        assert UNUSUAL_PIN.encode("utf-16-le") not in file_bytes(store)
    assert rows_mentioning(store, UNUSUAL_PIN) == []
    from sqlalchemy import text
    with store.engine.connect() as conn:
        salts = [(bytes(s), bytes(h)) for s, h in conn.execute(
            text("SELECT pin_salt, pin_hash FROM profile ORDER BY name"))]
    assert all(len(salt) == 16 for salt, _h in salts)
    assert salts[0][0] != salts[1][0] and salts[0][1] != salts[1][1]   # the same PIN, salted apart
    assert store.check_pin(ann.learner, UNUSUAL_PIN) and store.check_pin(bob.learner, UNUSUAL_PIN)


def test_two_sessions_taking_the_same_name_at_once_make_one_profile(store):
    results: list[object] = []

    def take():
        try:
            results.append(store.create_profile("Ann"))
        except ProfileError as exc:
            results.append(exc.reason)

    threads = [threading.Thread(target=take) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results.count(ProfileReason.NAME_TAKEN) == 3 and len(store.profiles()) == 1


def test_a_profile_can_claim_the_progress_of_an_anonymous_learner(store):
    store.set_position("abcdef123456", "euchre", "bowers", 2)
    ann = store.create_profile("Ann", learner="abcdef123456")
    assert ann.learner == "abcdef123456" and store.position(ann.learner, "euchre") == ("bowers", 2)
    with pytest.raises(ProfileError) as caught:
        store.create_profile("Annie", learner="abcdef123456")
    assert caught.value.reason is ProfileReason.HAS_PROFILE
    with pytest.raises(ValueError):
        store.create_profile("Annie", learner="Not An Id!")
    assert [p.name for p in store.profiles()] == ["Ann"]


def test_blobs_are_kept_per_learner_and_key_and_replaced(store):
    assert store.blob("abcdef", "settings") is None
    store.save_blob("abcdef", "settings", '{"language": "it"}')
    store.save_blob("abcdef", "game:euchre", '{"moves": [1, 2]}')
    store.save_blob("abcdef", "settings", '{"language": "en"}')
    store.save_blob("ghijkl", "settings", "{}")
    assert store.blob("abcdef", "settings") == '{"language": "en"}'
    assert store.blob("abcdef", "game:euchre") == '{"moves": [1, 2]}'
    assert store.blob("ghijkl", "settings") == "{}"
    store.delete_blob("abcdef", "game:euchre")
    assert store.blob("abcdef", "game:euchre") is None and store.blob("abcdef", "settings")


def test_a_reset_leaves_no_progress_behind(store):
    # Before: the quizzes passed (saved as "passed:…" items) and the games in progress
    # outlived a reset, so a lesson started over would have counted its quizzes as passed
    # (``lesson_view.load_passed``). Now only the profile, settings and PIN tries stay.
    from lessons.progress import RESET_KEEPS
    from ui import account
    assert {account.SETTINGS, account.ProfileThrottle.KEY} == RESET_KEEPS
    ann = store.create_profile("Ann", UNUSUAL_PIN)
    for learner in (ann.learner, "zed123"):
        fill(store, learner)   # a place, a lesson done, an answer (3 rows), settings, a card
        store.record_lesson_answer(learner, "euchre", "deal", True)
        for key in ("passed:euchre:bowers:suit", "play", "play:ecarte", "pin_tries"):
            store.save_blob(learner, key, "{}")
    store.reset(ann.learner)
    kept = rows_mentioning(store, ann.learner)
    assert sorted((t, row[1]) for t, row in kept if t == "blob") == \
        [("blob", "pin_tries"), ("blob", "settings")]
    assert sorted(t for t, _row in kept) == ["blob", "blob", "profile"]
    assert store.profile(ann.learner) == ann and store.check_pin(ann.learner, UNUSUAL_PIN)
    assert store.blobs(ann.learner, "passed:") == {} and store.blob(ann.learner, "play") is None
    # another learner's rows are untouched
    assert len(rows_mentioning(store, "zed123")) == 12


def test_a_save_based_on_an_older_read_is_refused_not_written_over_a_newer_one(where):
    # Two handles on one store (two server processes, or two tabs): A reads the game, B
    # saves a newer one, then A saves its own, made from what it read. Before: A's save
    # simply replaced B's. Now it is refused, and B's game stays.
    a, _ = open_store(where)
    b, _ = open_store(where)
    a.save_blob("abcdef", "play", "game 1")
    read_by_a = a.blob("abcdef", "play")
    assert b.swap_blob("abcdef", "play", "game 2 (B)", expected=b.blob("abcdef", "play"))
    assert not a.swap_blob("abcdef", "play", "game 2 (A)", expected=read_by_a)
    assert a.blob("abcdef", "play") == "game 2 (B)"
    # nor may A forget the game it read, once B has saved another
    assert not a.swap_blob("abcdef", "play", None, expected=read_by_a)
    assert a.blob("abcdef", "play") == "game 2 (B)"
    # a tab that never saw a game may not write over one saved meanwhile
    assert not a.swap_blob("abcdef", "play", "a new deal", expected=None)
    # once A has read it again, its save goes through
    assert a.swap_blob("abcdef", "play", "game 3 (A)", expected=a.blob("abcdef", "play"))
    assert b.blob("abcdef", "play") == "game 3 (A)"
    # a game forgotten elsewhere (nothing stored): nothing is written over, so it is saved
    assert b.swap_blob("abcdef", "play", None, expected="game 3 (A)")
    assert a.swap_blob("abcdef", "play", "game 4 (A)", expected="game 3 (A)")
    assert a.swap_blob("ghijkl", "play", "first", expected=None)
    assert b.blob("abcdef", "play") == "game 4 (A)" and b.blob("ghijkl", "play") == "first"
    assert a.swap_blob("ghijkl", "other", None, expected=None)   # nothing to forget
    # the very text stored already (two tabs that worked out the same game): nothing is lost
    assert b.swap_blob("ghijkl", "play", "first", expected="something older")


def test_compare_and_save_lets_one_of_two_writers_at_once_through(where):
    # Many writers that all read the same game save at once: exactly one of them wins.
    store, _ = open_store(where)
    store.save_blob("abcdef", "play", "start")
    results = []

    def save(n: int) -> None:
        results.append((n, store.swap_blob("abcdef", "play", f"from {n}", expected="start")))

    threads = [threading.Thread(target=save, args=(n,)) for n in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    won = [n for n, ok in results if ok]
    assert len(results) == 6 and len(won) == 1
    assert store.blob("abcdef", "play") == f"from {won[0]}"


def test_a_change_from_six_threads_at_once_loses_none(where):
    # each change reads the count and writes it plus one, slowly, all at once: every one is
    # kept (the read is part of the write's transaction, so no two read the same count)
    store, _ = open_store(where)
    start = threading.Barrier(6)

    def one_more(text):
        time.sleep(0.02)   # a wide window between the read and the write
        return str(int(text or "0") + 1)

    def add() -> None:
        start.wait()
        store.change_blob("abcdef", "count", one_more)

    threads = [threading.Thread(target=add) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert store.blob("abcdef", "count") == "6"
    assert store.change_blob("abcdef", "count", lambda text: None) is None   # forgotten
    assert store.blob("abcdef", "count") is None


def test_wrong_pins_from_six_tabs_at_once_all_count(where, monkeypatch):
    # Before: each wrong PIN read the profile's count, then saved it plus one, so tabs that
    # read it together saved the same count: six wrong PINs at once counted as one, and a
    # guesser with many tabs got more tries before the wait. Here no tab goes on from reading
    # the count through ``blob`` until all six have (a barrier), as they could: all six count.
    from ui import account, session
    store, _ = open_store(where)
    ann = store.create_profile("Ann", UNUSUAL_PIN)
    monkeypatch.setattr(session, "store", lambda: store)
    together = threading.Barrier(6, timeout=5)
    read = type(store).blob

    def read_together(self, learner, key):
        text = read(self, learner, key)
        try:
            together.wait()
        except threading.BrokenBarrierError:
            pass
        return text

    monkeypatch.setattr(type(store), "blob", read_together)
    threads = [threading.Thread(target=account.ProfileThrottle(ann.learner).failed) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    monkeypatch.setattr(type(store), "blob", read)
    throttle = account.ProfileThrottle(ann.learner)
    assert throttle._state()[0] == 6
    # past the free tries: a wait, as long as for the sixth wrong PIN (30 s, then 60 s)
    assert 55 <= throttle.wait() <= 60


def test_blobs_by_prefix_are_the_learners_own_with_that_exact_prefix(store):
    store.save_blob("abcdef", "passed:euchre:bowers:rank", "true")
    store.save_blob("abcdef", "passed:euchre:bowers:suit", "true")
    store.save_blob("abcdef", "passed:euchre:bowersx:rank", "true")
    store.save_blob("abcdef", "PASSED:euchre:bowers:x", "true")     # LIKE would match it
    store.save_blob("abcdef", "passed:euchre:b_wers:rank", "true")  # '_' is no wildcard
    store.save_blob("ghijkl", "passed:euchre:bowers:rank", "true")
    assert store.blobs("abcdef", "passed:euchre:bowers:") == {
        "passed:euchre:bowers:rank": "true", "passed:euchre:bowers:suit": "true"}
    assert store.blobs("abcdef", "passed:euchre:b_wers:") == {"passed:euchre:b_wers:rank": "true"}
    assert store.blobs("abcdef", "nothing:") == {}


def test_review_cards_are_upserted_and_listed_by_due(store):
    store.save_card("abcdef", card("late", 300.0))
    store.save_card("abcdef", card("soon", 100.0, kind="mistake"))
    store.save_card("abcdef", card("ecarte-1", 200.0, game="ecarte"))
    store.save_card("ghijkl", card("soon", 1.0))
    assert [c.card_id for c in store.cards("abcdef")] == ["soon", "ecarte-1", "late"]
    assert [c.card_id for c in store.cards("abcdef", "euchre")] == ["soon", "late"]
    moved = ReviewCardRow("late", "euchre", "quiz", '{"seed": 8}', '{"stability": 4.0}', 50.0, 120.0)
    store.save_card("abcdef", moved)   # reviewed: the same id, a new state and due date
    assert store.cards("abcdef", "euchre") == [moved, card("soon", 100.0, kind="mistake")]
    assert [c.card_id for c in store.cards("ghijkl")] == ["soon"]
    with pytest.raises(ValueError):
        store.save_card("abcdef", card("odd", 1.0, kind="flashcard"))
    store.delete_card("abcdef", "late")
    assert [c.card_id for c in store.cards("abcdef")] == ["soon", "ecarte-1"]


def test_export_has_every_table_and_no_pin_secret(store):
    ann = store.create_profile("Ann", UNUSUAL_PIN)
    fill(store, ann.learner)
    fill(store, "ghijkl")
    data = store.export(ann.learner)
    assert json.loads(json.dumps(data)) == data
    assert data["format"] == 1 and data["learner"] == ann.learner
    assert data["profile"] == {"name": "Ann", "has_pin": True, "created": ann.created}
    assert tables(store) - {"profile", "alembic_version"} <= set(data)   # every table, with its rows
    assert [r["lesson"] for r in data["position"]] == ["bowers"]
    assert data["done"][0]["stars"] == 3 and data["answer_log"][0]["seed"] == 11
    assert data["blob"] == [{"key": "settings", "text": '{"four_colour": true}', "updated": pytest.approx(
        data["blob"][0]["updated"])}]
    assert [c["card_id"] for c in data["review_card"]] == ["c1"]
    text = json.dumps(data)
    assert "pin_hash" not in text and "pin_salt" not in text and "ghijkl" not in text
    assert store.export("nobody1")["profile"] is None


def test_forget_leaves_no_row_of_the_learner_and_others_untouched(store):
    ann = store.create_profile("Ann", "2468")
    bob = store.create_profile("Bob")
    fill(store, ann.learner)
    fill(store, bob.learner)
    bob_before = store.export(bob.learner)
    assert len(rows_mentioning(store, ann.learner)) == 8
    assert store.forget(ann.learner) == 8   # profile, position, done, 2 counters, log, blob, card
    assert rows_mentioning(store, ann.learner) == []
    assert store.profile(ann.learner) is None and store.find_profile("Ann") is None
    assert store.export(bob.learner) == bob_before
    store.create_profile("Ann")   # the name is free again
    assert store.forget(ann.learner) == 0


def test_class_summary_per_profile(store):
    ann = store.create_profile("Ann")
    zed = store.create_profile("zed")
    store.mark_done(ann.learner, "euchre", "deal", 3)
    store.mark_done(ann.learner, "euchre", "bowers", 2)
    store.mark_done(ann.learner, "euchre", "old")   # finished before stars: done, no stars
    store.mark_done(ann.learner, "ecarte", "deal", 3)   # another game: not counted
    # topic -> (right, wrong): the weakest share first; fewer than 3 answers or none wrong skipped
    for topic, right, wrong in (("suit", 1, 3), ("trump", 2, 2), ("lead", 0, 2), ("score", 3, 0),
                                ("bower", 3, 1), ("alone", 2, 1)):
        for ok in [True] * right + [False] * wrong:
            store.record_answer(ann.learner, "euchre", topic, ok)
    store.save_card(ann.learner, card("a", 10.0))
    store.save_card(ann.learner, card("b", 20.0))
    store.save_card(ann.learner, card("c", 30.0))
    store.save_card(ann.learner, card("d", 5.0, game="ecarte"))
    store.record_answer("anonym", "euchre", "suit", False)   # no profile: not in the class
    rows = store.class_summary("euchre", now=20.0)
    assert [(r.name, r.stars, r.lessons_done, r.weakest, r.due) for r in rows] == [
        ("Ann", 5, 3, ("suit", "trump", "alone"), 2),
        ("zed", 0, 0, (), 0)]
    assert rows[1].learner == zed.learner
    # only the topics named (a course's): one no longer in it leaves its place to the next
    named = store.class_summary("euchre", now=20.0, topics={"trump", "lead", "bower", "alone"})
    assert named[0].weakest == ("trump", "alone", "bower")


# Stores written by older versions, exactly as those versions made them.
OLD_SCHEMAS = {
    0: """
      CREATE TABLE position (learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL,
        step INTEGER NOT NULL, updated REAL NOT NULL, PRIMARY KEY (learner, game));
      CREATE TABLE done (learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL,
        updated REAL NOT NULL, PRIMARY KEY (learner, game, lesson));
      INSERT INTO position VALUES ('abcdef', 'euchre', 'deal', 1, 0);
      INSERT INTO done VALUES ('abcdef', 'euchre', 'bowers', 0);
    """,
    1: """
      CREATE TABLE position (learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL,
        step INTEGER NOT NULL, updated REAL NOT NULL, PRIMARY KEY (learner, game));
      CREATE TABLE done (learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL,
        updated REAL NOT NULL, stars INTEGER, PRIMARY KEY (learner, game, lesson));
      CREATE TABLE answers (learner TEXT NOT NULL, game TEXT NOT NULL, topic TEXT NOT NULL,
        right INTEGER NOT NULL DEFAULT 0, wrong INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (learner, game, topic));
      CREATE TABLE lesson_answers (learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL,
        right INTEGER NOT NULL DEFAULT 0, wrong INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (learner, game, lesson));
      INSERT INTO position VALUES ('abcdef', 'euchre', 'deal', 1, 0);
      INSERT INTO done VALUES ('abcdef', 'euchre', 'bowers', 0, 2);
      INSERT INTO answers VALUES ('abcdef', 'euchre', 'suit', 3, 1);
      PRAGMA user_version=1;
    """,
}
OLD_SCHEMAS[2] = OLD_SCHEMAS[1].replace("PRAGMA user_version=1;", """
      CREATE TABLE answer_log (id INTEGER PRIMARY KEY, at REAL NOT NULL, learner TEXT NOT NULL,
        game TEXT NOT NULL, lesson TEXT, topic TEXT NOT NULL, seed INTEGER, correct INTEGER NOT NULL);
      CREATE INDEX answer_log_by_learner ON answer_log (learner, game, at);
      INSERT INTO answer_log (at, learner, game, lesson, topic, seed, correct)
        VALUES (1, 'abcdef', 'euchre', 'bowers', 'suit', 17, 0);
      PRAGMA user_version=2;
    """)

# Version 3 as the app made it before Alembic (a profile, a saved item, a review card).
OLD_SCHEMAS[3] = OLD_SCHEMAS[2].replace("PRAGMA user_version=2;", """
      CREATE TABLE profile (learner TEXT PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE,
        pin_salt BLOB, pin_hash BLOB, created REAL NOT NULL);
      CREATE TABLE blob (learner TEXT NOT NULL, key TEXT NOT NULL, text TEXT NOT NULL, updated REAL NOT NULL,
        PRIMARY KEY (learner, key));
      CREATE TABLE review_card (learner TEXT NOT NULL, card_id TEXT NOT NULL, game TEXT NOT NULL,
        kind TEXT NOT NULL, payload TEXT NOT NULL, fsrs TEXT NOT NULL, due REAL NOT NULL,
        updated REAL NOT NULL, PRIMARY KEY (learner, card_id));
      CREATE INDEX review_card_by_due ON review_card (learner, game, due);
      INSERT INTO profile VALUES ('zed123', 'Zed', 'zed', NULL, NULL, 5.0);
      INSERT INTO blob VALUES ('zed123', 'settings', '{"four_colour": true}', 6.0);
      INSERT INTO review_card VALUES ('zed123', 'c9', 'euchre', 'quiz', '{}', '{}', 7.0, 8.0);
      PRAGMA user_version=3;
    """)


@pytest.mark.parametrize("version", sorted(OLD_SCHEMAS))
def test_an_old_store_is_upgraded_in_place_keeping_its_rows(tmp_path, version):
    path = tmp_path / "p.sqlite3"
    con = sqlite3.connect(path)
    con.executescript(OLD_SCHEMAS[version])
    con.close()
    store, notice = open_store(path)
    assert notice is None and list(tmp_path.iterdir()) != [] and not list(tmp_path.glob("*.corrupt-*"))
    con = sqlite3.connect(path)   # still version 3 for an app from before Alembic
    assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    con.close()
    assert revision(store) == progress_db.head()
    assert store.position("abcdef", "euchre") == ("deal", 1)
    assert store.done("abcdef", "euchre") == {"bowers"}
    if version >= 1:
        assert store.answers("abcdef", "euchre") == {"suit": (3, 1)}
        assert store.stars("abcdef", "euchre") == {"bowers": 2}
    assert len(store.answer_log("abcdef", "euchre")) == (1 if version >= 2 else 0)
    if version >= 3:
        assert store.find_profile("ZED") == Profile("zed123", "Zed", False, 5.0)
        assert store.blob("zed123", "settings") == '{"four_colour": true}'
        assert [c.card_id for c in store.cards("zed123")] == ["c9"]
    ann = store.create_profile("Ann", "2468", learner="abcdef")
    store.save_blob(ann.learner, "settings", "{}")
    store.save_card(ann.learner, card("c1", 1.0))
    assert store.check_pin(ann.learner, "2468") and store.cards(ann.learner) == [card("c1", 1.0)]
    assert store.export(ann.learner)["position"][0]["lesson"] == "deal"


def test_an_old_file_swapped_in_while_running_is_upgraded_by_the_next_call(tmp_path):
    # a backup of version 2 restored under the running app: reads and writes of v3 still work
    store, _ = open_store(tmp_path / "p.sqlite3")
    for leftover in tmp_path.iterdir():
        leftover.unlink()
    con = sqlite3.connect(store.path)
    con.executescript(OLD_SCHEMAS[2])
    con.close()
    assert store.profiles() == []
    assert store.create_profile("Ann").name == "Ann"
    assert store.position("abcdef", "euchre") == ("deal", 1)


def test_export_writes_raw_bytes_as_text_or_base64_and_says_so(tmp_path):
    """A hand-edited or older SQLite store may hold raw bytes in a text column (or an infinite time):
    the export stays JSON, keeps what it can, and lists every value it wrote differently."""
    store, _notice = open_store(tmp_path / "p.sqlite3")
    ann = store.create_profile("Ann")
    fill(store, ann.learner)
    con = sqlite3.connect(store.path)
    with con:
        con.execute("UPDATE blob SET text = ? WHERE learner = ?", (b"\xff\x00odd", ann.learner))
        con.execute("UPDATE position SET lesson = ? WHERE learner = ?", (b"bowers", ann.learner))
        con.execute("UPDATE done SET updated = ? WHERE learner = ?", (float("inf"), ann.learner))
    con.close()
    data = store.export(ann.learner)
    assert json.loads(json.dumps(data, allow_nan=False)) == data
    assert data["blob"][0]["text"] == {"base64": "/wBvZGQ="}
    assert data["position"][0]["lesson"] == "bowers"
    assert data["done"][0]["updated"] is None
    assert sorted(data["notes"], key=lambda n: n["table"]) == [
        {"table": "blob", "row": 0, "column": "text", "stored": "bytes", "written": "base64"},
        {"table": "done", "row": 0, "column": "updated", "stored": "float", "written": "omitted"},
        {"table": "position", "row": 0, "column": "lesson", "stored": "bytes", "written": "text"}]
    store.create_profile("Bob")
    assert store.export(store.find_profile("Bob").learner)["notes"] == []
