"""The compiled solver starts loading on the first page a learner opens, not only on Play:
the lessons' decision quizzes use it too, and its pure-Python stand-in is far slower."""
from apphelp import APP


def test_opening_home_starts_loading_the_compiled_solver(monkeypatch):
    import engine.ai
    from streamlit.testing.v1 import AppTest
    calls = []
    monkeypatch.setattr(engine.ai, "warm_up", lambda *a, **k: calls.append(a or k) or None)
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    assert not at.exception
    assert calls, "the first page did not start the solver's warm-up"
