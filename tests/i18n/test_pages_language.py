"""The app in the pseudo-language: with the session's language set, the Play and Rules
pages render, their prompts come through the catalogue, and no sentence marked in ui/ is
shown in English (one kept in a constant and shown without ``_()``). A sentence never
marked is the scan's to find (``test_unmarked.py``); the lessons' own text is another
engineer's part, so a piece of English that lessons/ also writes proves nothing here."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from streamlit.testing.v1 import AppTest

from engine import ecarte, euchre
from lessons.coach import CoachedGame

from .pseudo import KEYWORDS, LANG, install, pseudo

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "app.py")
_SPLIT = re.compile(r"\{[^{}]*\}|<[^<>]*>|\*+|:material/\w+:|:[a-z]+\[|\]|&\w+;|\s*[·—–:;,.!?()“”]\s+")
_WORD = re.compile(r"[A-Za-z]{3,}")


def _ui_fragments() -> set[str]:
    """Pieces of English, two words or more, of every sentence marked in ui/ and app.py:
    what a page shows if a sentence of ui/ did not come through the catalogue."""
    found = set()
    for folder, pattern in ((ROOT / "ui", "**.py"), (ROOT, "app.py")):
        for _f, _l, message, _c, _x in extract_from_dir(str(folder), [(pattern, "python")],
                                                       keywords=KEYWORDS):
            for text in message if isinstance(message, tuple) else (message,):
                for piece in _SPLIT.split(text or ""):
                    piece = piece.strip()
                    if len(_WORD.findall(piece)) >= 2:
                        found.add(piece)
    return found


def _lessons_text() -> str:
    """Every string written in lessons/ (and the rule options' docstrings, which the rule
    book quotes): a fragment found there too may be the lessons' own English on the page,
    so it says nothing about ui/."""
    out = []
    for path in [*(ROOT / "lessons").rglob("*.py"), *(ROOT / "engine").rglob("rules.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                out.append(node.value)
    return " ".join(" ".join(out).split())


LESSONS = _lessons_text()
FRAGMENTS = {f for f in _ui_fragments() if f not in LESSONS}


def _texts(at: AppTest) -> list[str]:
    """Every piece of text the page shows: Markdown, headings, notes, labels, values."""
    out = []
    for kind in ("markdown", "caption", "title", "header", "subheader", "info", "warning",
                 "error", "success", "metric", "expander", "toggle", "selectbox", "button",
                 "radio", "slider", "multiselect", "text_input", "number_input", "checkbox"):
        for el in getattr(at, kind, []):
            for attr in ("value", "label", "body"):
                v = getattr(el, attr, None)
                if isinstance(v, str) and not v.lstrip().startswith("<style"):   # the theme's CSS
                    out.append(v)
    # HTML elements (the scoreboard, the table, the prompt), without their style and scripts
    out += [re.sub(r"<(style|script)>.*?</\1>", "", h.proto.body, flags=re.S)
            for h in at.get("html")]
    return out


def _english_from_ui(at: AppTest) -> list[str]:
    page = " ".join(" ".join(_texts(at)).split())
    return sorted(f for f in FRAGMENTS if f in page)


def _open(page: str, **state) -> AppTest:
    install()
    at = AppTest.from_file(APP, default_timeout=60)
    at.session_state["language"] = LANG
    at.run()
    for key, value in state.items():
        at.session_state[key] = value
    at.switch_page(page).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def _bidding_game() -> CoachedGame:
    for seed in range(50):
        game = CoachedGame.new(euchre.preset("standard"), seed=seed, grading=False)
        if game.my_turn and game.hand.phase is euchre.Phase.BID1:
            return game
    raise AssertionError("no seed opens with the learner bidding")


def test_the_fragments_are_the_ui_sentences():
    # the check below has something to find: the Play page's prompts are among them
    assert "order the upcard up" in " ".join(FRAGMENTS)
    assert len(FRAGMENTS) > 100


def test_play_page_in_the_pseudo_language_asks_in_it_and_shows_no_english_of_ui():
    at = _open("ui/pages/play.py", pl_game=_bidding_game())
    texts = _texts(at)
    prompt = pseudo("First round: order the upcard up, or pass?")
    assert any(prompt in t for t in texts), texts          # the prompt came through _()
    assert not any("First round: order the upcard up" in t for t in texts)
    assert _english_from_ui(at) == []


def test_play_page_of_ecarte_in_the_pseudo_language():
    game = CoachedGame.new(ecarte.preset("classic"), seed=3, grading=False)
    at = _open("ui/pages/play.py", pl_game=game, plset_kind="Écarté")
    assert _english_from_ui(at) == []


def test_play_page_before_a_game_in_the_pseudo_language():
    at = _open("ui/pages/play.py")
    assert any(t.startswith("⟦") for t in _texts(at))
    assert _english_from_ui(at) == []


@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_rules_page_in_the_pseudo_language(game):
    at = _open("ui/pages/rules.py", game=game)
    assert any(t.startswith("⟦") for t in _texts(at))
    assert _english_from_ui(at) == []


def test_english_is_still_the_default():
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    at.session_state["pl_game"] = _bidding_game()
    at.switch_page("ui/pages/play.py").run()
    assert not at.exception
    assert any("First round: order the upcard up, or pass?" in t for t in _texts(at))
