"""The learner progress store: positions, lessons done, answers; a corrupt file starts fresh."""
from lessons.progress import open_store


def test_position_done_and_answers(tmp_path):
    store, notice = open_store(tmp_path / "p.sqlite3")
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
