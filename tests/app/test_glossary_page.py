"""The glossary page renders every entry of each game, each under its own anchor, and the
lessons' links reach it."""
import pytest

from apphelp import app, no_exception, texts
from lessons.glossary import GLOSSARY


@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_glossary_page_shows_every_term(game):
    at = app("glossary", game=game)
    no_exception(at)
    heads = [h.value for h in at.header]
    for t in GLOSSARY[game]:
        assert t.name in heads
        assert t.definition in texts(at)
    anchors = {h.proto.anchor for h in at.header}
    assert {t.id for t in GLOSSARY[game]} <= anchors


def test_glossary_switches_game():
    at = app("glossary")
    at.segmented_control(key="gl_game").set_value("ecarte").run()
    no_exception(at)
    assert at.session_state["game"] == "ecarte"
    assert "Elder hand" in [h.value for h in at.header]


def test_lesson_text_links_to_the_glossary():
    at = app("learn", lesson="1", step="2")
    no_exception(at)
    assert "](glossary?game=euchre#trick)" in texts(at)
