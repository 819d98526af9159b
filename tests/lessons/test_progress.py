"""The learner progress store: positions, lessons done, answers; a corrupt file starts fresh.
Tests taking ``where`` run on SQLite and on PostgreSQL (tests/conftest.py)."""
from lessons.progress import open_store


def test_position_done_and_answers(where):
    store, notice = open_store(where)
    assert notice is None
    assert store.position("abcdef", "euchre") is None
    store.set_position("abcdef", "euchre", "bidding", 2)
    store.set_position("abcdef", "euchre", "alone", 1)
    assert store.position("abcdef", "euchre") == ("alone", 1)
    store.mark_done("abcdef", "euchre", "bowers")
    assert store.done("abcdef", "euchre") == {"bowers"}
    store.record_answer("abcdef", "euchre", "legal", False)
    store.record_answer("abcdef", "euchre", "legal", True)
    store.record_answer("abcdef", "euchre", "legal", False)
    assert store.answers("abcdef", "euchre") == {"legal": (1, 2)}
    assert store.answers("zzzzzz", "euchre") == {}


def test_corrupt_file_is_moved_aside(tmp_path):
    path = tmp_path / "p.sqlite3"
    path.write_bytes(b"\x00garbage" * 500)
    store, notice = open_store(path)
    assert notice and "starts fresh" in notice
    store.set_position("abcdef", "euchre", "bowers", 0)
    assert store.position("abcdef", "euchre") == ("bowers", 0)
    assert len(list(tmp_path.glob("p.sqlite3.corrupt-*"))) == 1


def test_foreign_database_is_replaced(tmp_path):
    import sqlite3
    path = tmp_path / "p.sqlite3"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE position (x INTEGER)")
    con.commit()
    con.close()
    store, notice = open_store(path)
    assert notice
    store.set_position("abcdef", "euchre", "bowers", 3)


def test_star_rule():
    # stars from first-try accuracy: 3 at 90 % or more, 2 at 60 % or more, else 1
    from lessons.progress import stars_for
    assert [stars_for(r, 10) for r in (10, 9, 8, 6, 5, 0)] == [3, 3, 2, 2, 1, 1]
    assert stars_for(0, 0) == 3   # no quiz in the lesson: nothing missed


def test_lesson_answers_and_stars_round_trip(where):
    store, _ = open_store(where)
    for ok in (True, True, False):
        store.record_lesson_answer("abcdef", "euchre", "bowers", ok)
    assert store.lesson_answers("abcdef", "euchre") == {"bowers": (2, 1)}
    store.mark_done("abcdef", "euchre", "bowers", 2)
    assert store.stars("abcdef", "euchre") == {"bowers": 2}
    store.mark_done("abcdef", "euchre", "bowers", 1)   # a worse second go keeps the best
    store.mark_done("abcdef", "euchre", "deal", 3)
    assert store.stars("abcdef", "euchre") == {"bowers": 2, "deal": 3}
    assert store.done("abcdef", "euchre") == {"bowers", "deal"}
    store.reset("abcdef")
    assert store.lesson_answers("abcdef", "euchre") == {} and store.stars("abcdef", "euchre") == {}


def test_old_store_without_stars_keeps_working(tmp_path):
    # a store written before stars: no stars column in done, no lesson_answers table
    import sqlite3
    path = tmp_path / "p.sqlite3"
    con = sqlite3.connect(path)
    con.executescript("""
      CREATE TABLE position (learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL,
        step INTEGER NOT NULL, updated REAL NOT NULL, PRIMARY KEY (learner, game));
      CREATE TABLE done (learner TEXT NOT NULL, game TEXT NOT NULL, lesson TEXT NOT NULL,
        updated REAL NOT NULL, PRIMARY KEY (learner, game, lesson));
      CREATE TABLE answers (learner TEXT NOT NULL, game TEXT NOT NULL, topic TEXT NOT NULL,
        right INTEGER NOT NULL DEFAULT 0, wrong INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (learner, game, topic));
      INSERT INTO position VALUES ('abcdef', 'euchre', 'deal', 1, 0);
      INSERT INTO done VALUES ('abcdef', 'euchre', 'bowers', 0);
    """)
    con.commit()
    con.close()
    store, notice = open_store(path)
    assert notice is None, "an old store is upgraded, not thrown away"
    assert store.position("abcdef", "euchre") == ("deal", 1)
    assert store.done("abcdef", "euchre") == {"bowers"}
    assert store.stars("abcdef", "euchre") == {}   # finished before stars: no stars, still done
    store.record_lesson_answer("abcdef", "euchre", "deal", True)
    store.mark_done("abcdef", "euchre", "deal", 3)
    assert store.stars("abcdef", "euchre") == {"deal": 3}
    again, notice = open_store(path)   # opening twice does not add the column twice
    assert notice is None and again.stars("abcdef", "euchre") == {"deal": 3}


def test_every_answer_is_a_row(where):
    store, _ = open_store(where)
    store.record_answer("abcdef", "euchre", "suit", False, lesson="bowers", seed=17)
    store.record_answer("abcdef", "euchre", "suit", True, seed=18)   # Practice: no lesson
    rows = store.answer_log("abcdef", "euchre")
    assert [(r.lesson, r.topic, r.seed, r.correct) for r in rows] == \
        [("bowers", "suit", 17, False), (None, "suit", 18, True)]
    assert rows[0].at <= rows[1].at
    assert store.answers("abcdef", "euchre") == {"suit": (1, 1)}
    assert store.lesson_answers("abcdef", "euchre") == {"bowers": (0, 1)}
    assert store.answer_log("abcdef", "ecarte") == []
    from lessons.review import card_for_quiz_miss
    from datetime import datetime, timezone
    store.save_card("abcdef", card_for_quiz_miss("euchre", "suit", now=datetime.now(timezone.utc)))
    profile = store.create_profile("Abby", learner="abcdef")
    store.save_blob("abcdef", "settings", "{}")
    store.reset("abcdef")   # starting over: progress and review cards go, the profile stays
    assert store.answer_log("abcdef", "euchre") == [] and store.cards("abcdef") == []
    assert store.profile("abcdef") == profile and store.blob("abcdef", "settings") == "{}"


def test_store_of_version_one_is_upgraded_keeping_its_rows(tmp_path):
    # version 1: counters and stars, no answer log
    import sqlite3
    path = tmp_path / "p.sqlite3"
    con = sqlite3.connect(path)
    con.executescript("""
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
    """)
    con.execute("INSERT INTO answers VALUES ('abcdef', 'euchre', 'suit', 3, 1)")
    con.execute("INSERT INTO done VALUES ('abcdef', 'euchre', 'bowers', 0, 2)")
    con.execute("PRAGMA user_version=1")
    con.commit()
    con.close()
    store, notice = open_store(path)
    assert notice is None
    assert store.answers("abcdef", "euchre") == {"suit": (3, 1)}
    assert store.stars("abcdef", "euchre") == {"bowers": 2}
    store.record_answer("abcdef", "euchre", "suit", True, lesson="bowers", seed=5)
    assert store.answers("abcdef", "euchre") == {"suit": (4, 1)}
    assert len(store.answer_log("abcdef", "euchre")) == 1
    summary = store.summary("abcdef", "euchre")
    assert summary.done == {"bowers"} and summary.stars == {"bowers": 2} and summary.position is None


def test_the_database_counts_weeks_and_days_as_the_dashboard_does(where):
    # The Progress page asks the database for answers counted per quiz kind and week, and
    # per day, in the learner's time zone; they must be what lessons.dashboard counts from
    # the answers one by one. Times straddle midnight and a Monday in UTC-5.
    from datetime import datetime, timedelta, timezone

    from sqlalchemy import insert

    from lessons import dashboard
    from lessons.progress import AnswerRow
    from lessons.progress_schema import answer_log

    store, _notice = open_store(where)
    utc = timezone.utc
    times = [datetime(2026, 3, 2, 3, 0, tzinfo=utc),     # Sunday 22:00 at UTC-5
             datetime(2026, 3, 2, 5, 30, tzinfo=utc),    # Monday 00:30 at UTC-5
             datetime(2026, 2, 23, 12, 0, tzinfo=utc),
             datetime(2026, 2, 24, 4, 59, tzinfo=utc),   # Monday 23:59 at UTC-5
             datetime(2026, 3, 4, 20, 0, tzinfo=utc)]
    rows = [AnswerRow(t.timestamp(), None, topic, 1, ok)
            for t, topic, ok in zip(times, ["suit", "suit", "bowers", "suit", "bowers"],
                                    [True, False, True, True, False])]
    with store.engine.begin() as conn:
        conn.execute(insert(answer_log), [
            {"at": r.at, "learner": "abcdef", "game": "euchre", "lesson": None, "topic": r.topic,
             "seed": 1, "correct": int(r.correct)} for r in rows]
            + [{"at": r.at, "learner": "other1", "game": "euchre", "lesson": None,
                "topic": "suit", "seed": 1, "correct": 1} for r in rows])
    for hours in (0, -5, 5.5):
        tz = timezone(timedelta(hours=hours))
        offset = hours * 3600
        assert dashboard.weeks_of(store.answer_weeks("abcdef", "euchre", offset)) == \
            dashboard.accuracy_by_week(rows, tz)
        assert store.answer_days("abcdef", "euchre", offset) == \
            dict(dashboard.days_of([r.at for r in rows], tz))
    assert store.answer_weeks("zzzzzz", "euchre") == [] and store.answer_days("zzzzzz", "euchre") == {}


def test_rows_the_app_writes_are_never_left_out(where):
    """Every reader takes back what the app wrote, on SQLite and on PostgreSQL (whose
    sums and bigints come back as other Python types), and leaves nothing out."""
    import time

    from lessons.progress import ReviewCardRow
    store, _ = open_store(where)
    who = "abcdef"
    store.create_profile("Ann", None, learner=who)
    store.set_position(who, "euchre", "bowers", 2)
    store.mark_done(who, "euchre", "basics")            # finished before stars existed
    store.mark_done(who, "euchre", "bowers", 3)
    for ok in (True, False, True):
        store.record_answer(who, "euchre", "legal", ok, lesson="basics", seed=2**40)
        store.record_answer(who, "euchre", "suit", ok)
        store.record_lesson_answer(who, "euchre", "bowers", ok)
    now = time.time()
    store.save_card(who, ReviewCardRow("quiz:euchre:suit", "euchre", "quiz", "{}", "{}", now, now))
    assert store.position(who, "euchre") == ("bowers", 2)
    assert store.stars(who, "euchre") == {"bowers": 3}
    assert store.answers(who, "euchre") == {"legal": (2, 1), "suit": (2, 1)}
    assert store.lesson_answers(who, "euchre") == {"basics": (2, 1), "bowers": (2, 1)}
    assert len(store.answer_log(who, "euchre")) == 6 and len(store.cards(who)) == 1
    summary = store.summary(who, "euchre")
    assert summary.stars == {"bowers": 3} and summary.done == {"basics", "bowers"}
    assert sum(t.answered for t in store.answer_weeks(who, "euchre")) == 6
    assert sum(store.answer_days(who, "euchre").values()) == 6
    row = store.class_summary("euchre")[0]
    assert (row.stars, row.lessons_done, row.due) == (3, 2, 1)
    assert store.left_out == set()


def test_each_save_of_a_mistake_card_is_logged_as_play_work(where):
    # the card keeps only its last change; the log keeps each (the streak's days)
    from lessons.progress import ReviewCardRow
    store, _notice = open_store(where)

    def card(card_id: str, kind: str, updated: float) -> ReviewCardRow:
        return ReviewCardRow(card_id, "euchre", kind, "{}", "{}", updated + 600, updated)
    store.save_card("abcdef", card("mistake:euchre:1", "mistake", 1000.0))   # made in Play
    store.save_card("abcdef", card("mistake:euchre:1", "mistake", 1000.0))   # the same save again
    store.save_card("abcdef", card("mistake:euchre:1", "mistake", 2000.0))   # answered on Review
    store.save_card("abcdef", card("quiz:euchre:suit", "quiz", 1500.0))      # a quiz answer's card
    assert store.decision_log("abcdef", "euchre") == [("mistake:euchre:1", 1000.0),
                                                      ("mistake:euchre:1", 2000.0)]
    assert store.decision_log("abcdef", "ecarte") == []
    store.reset("abcdef")   # progress: goes with a reset
    assert store.decision_log("abcdef", "euchre") == []
