"""An unexpected error on a page: the learner reads a friendly message with a short
reference, the server log holds the traceback under that reference, and Streamlit's own
error details (server paths) are off unless ``EUCHRE_DEV`` says development."""
from __future__ import annotations

import logging
import re
import tomllib

import pytest
from streamlit import config

from apphelp import ROOT, app, no_exception


class Boom(RuntimeError):
    pass


@pytest.fixture
def broken_home(monkeypatch):
    """Home fails half way (its game's UI package raises), the rest of the app is fine."""
    def ui_of(game_id):
        raise Boom("/srv/app/secret/path.py went wrong")
    monkeypatch.setattr("ui.games.ui_of", ui_of)


@pytest.fixture
def production(monkeypatch):
    monkeypatch.delenv("EUCHRE_DEV", raising=False)
    yield
    config.set_option("client.showErrorDetails", "none")


def test_a_page_error_shows_a_friendly_message_and_logs_the_traceback(broken_home, production,
                                                                     caplog):
    with caplog.at_level(logging.ERROR, logger="ui.errors"):
        at = app()
    no_exception(at)   # no traceback on the page
    [message] = [e.value for e in at.error]
    ref = re.search(r"\b([0-9a-f]{8})\.$", message)
    assert ref and "Something went wrong" in message and "secret" not in message
    [record] = [r for r in caplog.records if r.name == "ui.errors"]
    assert ref.group(1) in record.getMessage()
    assert record.exc_info and record.exc_info[0] is Boom   # the traceback, for the log
    assert config.get_option("client.showErrorDetails") == "none"


def test_each_error_gets_its_own_reference(broken_home, production):
    refs = {app().error[0].value[-9:-1] for _ in range(2)}
    assert len(refs) == 2


def test_in_development_the_error_is_raised_after_the_message(broken_home):
    at = app()   # the tests run with EUCHRE_DEV=1 (tests/conftest.py)
    assert "Something went wrong" in at.error[0].value
    assert at.exception and "went wrong" in at.exception[0].value
    assert config.get_option("client.showErrorDetails") == "full"


def test_stopping_a_page_is_not_an_error(production):
    at = app("play")   # Play stops (st.stop) until a game is dealt
    no_exception(at)
    assert not at.error


def test_error_details_are_off_in_the_shipped_config():
    shipped = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text())
    assert shipped["client"]["showErrorDetails"] == "none"
