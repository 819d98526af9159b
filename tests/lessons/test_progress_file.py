"""Loading a downloaded progress file back (``lessons.progress_file`` checks it,
``ProgressStore.load_progress`` merges it): a round trip into a fresh profile gives back the
same progress, a merge loses nothing and keeps the newer of two, and every kind of bad file
is refused with a sentence. Store tests run on SQLite and PostgreSQL (``where``)."""
from __future__ import annotations

import contextlib
import json
import time
from types import SimpleNamespace

import pytest

from lessons import progress
from lessons.progress import ReviewCardRow, open_store
from lessons.progress_file import MAX_BYTES, ProgressFileError, read_progress_file

T0 = 1_772_000_000.0   # late February 2026
NOW = T0 + 10 * 86400
ANN, BEA = "aaaaaa", "bbbbbb"


@contextlib.contextmanager
def _clock(monkeypatch, when: float):
    """The store's clock at ``when`` for the writes in the ``with`` block."""
    with monkeypatch.context() as m:
        m.setattr(progress, "time", SimpleNamespace(time=lambda: when, sleep=time.sleep,
                                                    monotonic=time.monotonic,
                                                    strftime=time.strftime))
        yield


def card(card_id: str, kind: str, updated: float, due: float | None = None) -> ReviewCardRow:
    return ReviewCardRow(card_id, "euchre", kind, json.dumps({"id": card_id}), "{}",
                         updated + 600 if due is None else due, updated)


def fill(monkeypatch, store, learner: str) -> None:
    """A learner's progress over a week: lessons, answers in lessons and Practice, a quiz
    passed, review cards (a Play mistake made, then its puzzle answered), settings."""
    day = 86400
    with _clock(monkeypatch, T0):
        store.set_position(learner, "euchre", "bowers", 2)
        store.record_answer(learner, "euchre", "suit", True, lesson="basics", seed=11)
        store.record_answer(learner, "euchre", "suit", False, lesson="basics", seed=12)
        store.mark_done(learner, "euchre", "basics", 2)
        store.save_blob(learner, "passed:euchre:basics:suit", "true")
        store.save_blob(learner, "settings", '{"four_colour": true}')
    with _clock(monkeypatch, T0 + day):
        store.record_answer(learner, "euchre", "rank", False, seed=13)
        store.record_answer(learner, "ecarte", "e_points", True, seed=14)
        store.record_lesson_answer(learner, "euchre", "bowers", True)
        store.mark_done(learner, "ecarte", "e_rules")
        store.set_position(learner, "euchre", "alone", 0)
    store.save_card(learner, card("quiz:euchre:rank", "quiz", T0 + day))
    store.save_card(learner, card("mistake:euchre:x", "mistake", T0 + 2 * day))
    store.save_card(learner, card("mistake:euchre:x", "mistake", T0 + 4 * day, due=T0 + 9 * day))


def dashboard(store, learner: str) -> dict:
    """Everything the pages show of a learner's progress, per game."""
    out = {}
    for g in ("euchre", "ecarte"):
        out[g] = dict(
            summary=store.summary(learner, g), weeks=store.answer_weeks(learner, g),
            days=store.answer_days(learner, g), stars=store.stars(learner, g),
            lesson_answers=store.lesson_answers(learner, g), log=store.answer_log(learner, g),
            cards=store.cards(learner, g), decisions=store.decision_log(learner, g))
    out["passed"] = store.blobs(learner, "passed:")
    return out


def file_of(store, learner: str) -> bytes:
    """The bytes "Download my progress" gives (as ui/pages/profile.py writes them)."""
    return json.dumps(store.export(learner), ensure_ascii=False, indent=2).encode()


def test_a_round_trip_into_a_fresh_profile_gives_back_the_same_progress(where, monkeypatch):
    store, _notice = open_store(where)
    fill(monkeypatch, store, ANN)
    loaded = read_progress_file(file_of(store, ANN), NOW)
    assert (loaded.lessons, loaded.answers, loaded.cards, loaded.left_out) == (2, 4, 2, 0)
    assert store.load_progress(BEA, loaded.rows) == 4
    assert dashboard(store, BEA) == dashboard(store, ANN)
    # settings and wrong PINs stay each profile's own
    assert store.blob(BEA, "settings") is None
    # loading it again changes nothing
    assert store.load_progress(BEA, read_progress_file(file_of(store, ANN), NOW).rows) == 0
    assert dashboard(store, BEA) == dashboard(store, ANN)


def test_a_merge_keeps_what_the_profile_has_and_the_newer_of_two(where, monkeypatch):
    store, _notice = open_store(where)
    fill(monkeypatch, store, ANN)
    data = file_of(store, ANN)
    with _clock(monkeypatch, T0 + 5 * 86400):   # Bea's own work, later than the file's
        store.record_answer(BEA, "euchre", "suit", True, seed=99)
        store.set_position(BEA, "euchre", "trumps", 1)
        store.mark_done(BEA, "euchre", "basics", 3)
    store.save_card(BEA, card("mistake:euchre:x", "mistake", T0 + 6 * 86400))
    store.load_progress(BEA, read_progress_file(data, NOW).rows)
    assert store.answers(BEA, "euchre") == {"suit": (2, 1), "rank": (0, 1)}   # 1 + the file's
    assert len(store.answer_log(BEA, "euchre")) == 4
    assert store.position(BEA, "euchre") == ("trumps", 1)                   # Bea's, newer
    assert store.stars(BEA, "euchre") == {"basics": 3}                      # the better
    assert store.done(BEA, "ecarte") == {"e_rules"}                         # the file's
    [mine] = [c for c in store.cards(BEA) if c.card_id == "mistake:euchre:x"]
    assert mine.updated == T0 + 6 * 86400                                   # Bea's, newer
    # every day of Play work from both is kept
    assert [t for _c, t in store.decision_log(BEA, "euchre")] == \
        [T0 + 2 * 86400, T0 + 4 * 86400, T0 + 6 * 86400]


def good() -> dict:
    return {"format": 1, "learner": "abcdef", "profile": None, "notes": [],
            "answer_log": [{"id": 1, "at": T0, "game": "euchre", "lesson": None,
                            "topic": "suit", "seed": 5, "correct": 1}],
            "answers": [{"game": "euchre", "topic": "suit", "right": 1, "wrong": 0}],
            "blob": [], "done": [], "lesson_answers": [], "position": [], "review_card": []}


def changed(**parts) -> bytes:
    data = good()
    for k, v in parts.items():
        if v is ...:
            del data[k]
        else:
            data[k] = v
    return json.dumps(data).encode()


def row(part: str, **fields) -> list[dict]:
    r = dict(good()[part][0])
    for k, v in fields.items():
        if v is ...:
            del r[k]
        else:
            r[k] = v
    return [r]


@pytest.mark.parametrize("raw, says", [
    (b"\x89PNG\r\n\x1a\n\x00\x00", "it is not text"),
    (b"", "its JSON is broken at line 1"),
    (b'{"format": 1, "learner": ', "its JSON is broken at line 1"),
    (b"[1, 2, 3]", "not a progress file from this app"),
    (b'{"name": "my shopping list"}', "not a progress file from this app"),
    (changed(format=2), "is of format 2, which this version of the app does not read"),
    (changed(format="1"), 'is of format "1"'),
    (changed(answers=...), 'has no "answers" part'),
    (changed(scores=[]), 'a part this app does not know ("scores")'),
    (changed(answers={"suit": 1}), 'The "answers" part of this progress file is not'),
    (changed(notes="none"), 'The "notes" part'),
    (changed(answer_log=[[1, 2]]), 'Row 1 of the "answer_log" part of this progress file is not a record'),
    (changed(answer_log=row("answer_log", topic=...)), 'has no "topic" field'),
    (changed(answer_log=row("answer_log", mood="happy")), 'a field this app does not know ("mood")'),
    (changed(answer_log=row("answer_log", at=-5)), 'makes no sense for "at" (-5)'),
    (changed(answer_log=row("answer_log", at=NOW + 30 * 86400)), 'makes no sense for "at"'),
    (changed(answer_log=row("answer_log", correct=2)), 'makes no sense for "correct" (2)'),
    (changed(answer_log=row("answer_log", game="chess")), 'makes no sense for "game" ("chess")'),
    (changed(answers=row("answers", right=-1)), 'makes no sense for "right" (-1)'),
    (changed(answers=row("answers", wrong=10**12)), 'makes no sense for "wrong"'),
    (changed(answers=row("answers", right=1.5)), 'makes no sense for "right" (1.5)'),
    (changed(answers=row("answers") * 2), 'Row 2 of the "answers" part of this progress file repeats'),
    (changed(done=[{"game": "euchre", "lesson": "basics", "updated": T0, "stars": 7}]),
     'makes no sense for "stars" (7)'),
    (changed(review_card=[{"card_id": "c", "game": "euchre", "kind": "quiz", "payload": "{oops",
                           "fsrs": "{}", "due": T0, "updated": T0}]), 'makes no sense for "payload"'),
    (changed(profile=[]), 'The "profile" part'),
])
def test_a_bad_file_is_refused_with_a_sentence(raw, says):
    with pytest.raises(ProgressFileError) as caught:
        read_progress_file(raw, NOW)
    text = str(caught.value)
    assert says in text, text
    assert text.endswith("so nothing was loaded.") and text.count(". ") == 0, text


def test_a_file_too_large_is_refused_before_it_is_read():
    with pytest.raises(ProgressFileError, match="too large to be a progress file"):
        read_progress_file(b" " * (MAX_BYTES + 1), NOW)


def test_rows_the_notes_mark_as_changed_are_left_out_and_counted():
    data = good()
    data["answer_log"][0]["at"] = None   # an infinite time, omitted by the export
    data["notes"] = [{"table": "answer_log", "row": 0, "column": "at", "stored": "float",
                      "written": "omitted"}]
    loaded = read_progress_file(json.dumps(data).encode(), NOW)
    assert loaded.rows["answer_log"] == [] and loaded.left_out == 1


def test_a_file_from_before_the_decision_log_is_read():
    loaded = read_progress_file(changed(), NOW)
    assert loaded.rows["decision_log"] == [] and loaded.answers == 1
