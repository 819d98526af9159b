"""Your profile, "Load progress from a file": the file "Download my progress" gave brings the
same progress into another profile (the same Your progress page), and a bad file is refused
with one sentence and changes nothing."""
from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest
import streamlit as st

from apphelp import app, create_profile, no_exception, open_profile
from mdcheck import visible_text
from lessons import progress_file
from lessons.progress import ReviewCardRow, open_store
from lessons.review import card_for_quiz_miss

UPLOADS = "Load progress from a file"


def downloaded(monkeypatch, at_factory) -> bytes:
    """The bytes of "Download my progress" on the page ``at_factory()`` opens."""
    seen = []
    real = st.download_button

    def spy(*args, **kwargs):
        seen.append(args[1] if len(args) > 1 else kwargs.get("data"))
        return real(*args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(st, "download_button", spy)
        no_exception(at_factory())
    return seen[-1].encode()


def upload(at, name: str, data: bytes):
    [uploader] = [u for u in at.get("file_uploader") if u.label == UPLOADS]
    uploader.set_value((name, data, "application/json")).run()
    no_exception(at)
    return at


def charts(at) -> list:
    at.switch_page("ui/pages/dashboard.py").run()
    no_exception(at)
    return [json.loads(el.proto.spec) for el in at.get("plotly_chart")] + \
        [c.value for c in at.caption if "Signed in" not in c.value]   # (the sidebar's)


def ann_with_progress(progress_db) -> None:
    store, _ = open_store(progress_db)
    ann = store.create_profile("Ann")
    now = datetime.now(timezone.utc)
    store.set_position(ann.learner, "euchre", "bowers", 1)
    store.mark_done(ann.learner, "euchre", "basics", 3)
    store.mark_done(ann.learner, "euchre", "bowers", 2)
    for topic, right in (("suit", True), ("suit", False), ("rank", True)):
        store.record_answer(ann.learner, "euchre", topic, right, seed=7)
    store.save_card(ann.learner, card_for_quiz_miss("euchre", "suit", now=now))
    store.save_card(ann.learner, ReviewCardRow("mistake:euchre:x", "euchre", "mistake", "{}", "{}",
                                               now.timestamp() + 600,
                                               (now - timedelta(days=1)).timestamp()))


def test_a_downloaded_file_loads_the_same_progress_into_a_new_profile(progress_db, monkeypatch):
    ann_with_progress(progress_db)
    data = downloaded(monkeypatch, lambda: open_profile(app(), "Ann"))
    before = charts(open_profile(app(), "Ann"))
    assert sum(isinstance(c, dict) for c in before) == 4   # all four figures, with Ann's work
    at = create_profile(app(), "Bea")
    upload(at, "my-progress.json", data)
    assert [visible_text(s.value) for s in at.success] == [
        "Loaded from my-progress.json: 2 finished lessons, 3 answers and 2 review cards; "
        "everything this profile already had is kept."]
    assert not at.error
    # the uploader is empty again: the next run does not load the file a second time
    assert all(u.value is None for u in at.get("file_uploader"))
    assert charts(at) == before
    # the same file again: nothing new, and said so
    at.switch_page("ui/pages/profile.py").run()
    upload(at, "my-progress.json", data)
    assert visible_text(at.success[0].value).endswith("All those answers were already here.")
    assert charts(at) == before


def _file(**change) -> bytes:
    data = {"format": 1, "learner": "abcdef", "profile": None, "notes": [], "answer_log": [],
            "answers": [], "blob": [], "done": [], "lesson_answers": [], "position": [],
            "review_card": []}
    data.update(change)
    return json.dumps(data).encode()


@pytest.mark.parametrize("name, data, says", [
    ("holiday.json", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "This file is not a progress file (it is not text)"),
    ("my-progress.json", b'{"format": 1, "answers": [', "its JSON is broken at line 1"),
    ("list.json", b'{"shopping": ["eggs"]}', "This file is JSON but not a progress file from this app"),
    ("my-progress.json", _file(format=9), "This progress file is of format 9, which this version"),
    ("my-progress.json", _file(scores=[]), 'This progress file has a part this app does not know ("scores")'),
    ("my-progress.json", b'{"format": 1, "learner": "x", "profile": null, "notes": []}',
     'This progress file has no "answer_log" part'),
    ("my-progress.json", _file(answers=[{"game": "euchre", "topic": "suit", "right": -3,
                                         "wrong": 0}]),
     'Row 1 of the "answers" part of this progress file has a value that makes no sense for "right" (-3)'),
    ("my-progress.json", _file(position=[{"game": "euchre", "lesson": "bowers", "step": 1}]),
     'Row 1 of the "position" part of this progress file has no "updated" field'),
    ("my-progress.json", _file(done=[{"game": "euchre", "lesson": "b", "updated": 1.0,
                                      "stars": 2, "by": "me"}]),
     'has a field this app does not know ("by")'),
    ("big.json", b" " * 30_000, "This file is too large to be a progress file"),
])
def test_a_bad_file_says_what_is_wrong_in_one_sentence_and_changes_nothing(
        progress_db, monkeypatch, name, data, says):
    monkeypatch.setattr(progress_file, "MAX_BYTES", 20_000)   # (a small limit: a small file)
    ann_with_progress(progress_db)
    good = downloaded(monkeypatch, lambda: open_profile(app(), "Ann"))
    assert len(good) < 20_000
    at = create_profile(app(), "Bea")
    store, _ = open_store(progress_db)
    me = at.session_state["learner"]
    store.record_answer(me, "euchre", "suit", True)
    before = store.export(me)
    upload(at, name, data)
    [error] = [visible_text(e.value) for e in at.error]
    assert error.startswith(says) or says in error, error
    assert error.endswith("so nothing was loaded.") and ". " not in error, error
    assert not at.success
    assert store.export(me) == before
    assert all(u.value is None for u in at.get("file_uploader"))
    # and a good file still loads after it
    upload(at, "my-progress.json", good)
    assert at.success and "3 answers" in at.success[0].value and not at.error


def test_a_kind_the_file_has_none_of_reads_no_not_zero(progress_db, monkeypatch):
    # Cy answered one question and did nothing else: "no finished lessons" and "no review
    # cards", not "0 finished lessons" and "0 review cards".
    store, _ = open_store(progress_db)
    cy = store.create_profile("Cy")
    store.record_answer(cy.learner, "euchre", "suit", True, seed=7)
    data = downloaded(monkeypatch, lambda: open_profile(app(), "Cy"))
    at = create_profile(app(), "Dee")
    upload(at, "my-progress.json", data)
    assert [visible_text(s.value) for s in at.success] == [
        "Loaded from my-progress.json: no finished lessons, 1 answer and no review cards; "
        "everything this profile already had is kept."]
