"""Text from the address stays text on every page: a hostile ``?game=``, ``?preset=``,
``?deal=``, ``?learner=`` (and each page's own parameters) never becomes a link, an image,
a tag or emphasis in what the page shows; the learner reads it as typed, and nothing
breaks."""
from __future__ import annotations

import pytest

from streamlit.testing.v1 import AppTest

from apphelp import APP, no_exception
from mdcheck import problems, visible_text

PAGES = ("home", "learn", "practice", "review", "play", "dashboard", "table", "rules", "glossary",
         "settings", "profile", "teacher")
IMAGE = "![](http://evil.example/x.png)"
LINK = "[Log in again](https://evil.example/login)"
SCRIPT = "<script>alert('evil')</script>"
# Each page's own parameters, hostile too.
OWN = {"practice": {"topic": LINK, "seed": SCRIPT}, "learn": {"lesson": IMAGE, "step": LINK},
       "table": {"at": LINK}, "glossary": {"term": SCRIPT}}


def _shown(at) -> list[str]:
    """The Markdown of every element that shows text (alerts, headings, captions, text)."""
    kinds = ("markdown", "caption", "warning", "error", "info", "success", "title", "header",
             "subheader")
    return [str(e.value) for kind in kinds for e in getattr(at, kind)]


def _open(page: str, **query) -> AppTest:
    """``page`` opened straight from an address holding ``query`` (one run, as a browser)."""
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in query.items():
        at.query_params[k] = v
    at.switch_page(f"ui/pages/{page}.py")
    return at.run()


@pytest.mark.parametrize("page", PAGES)
@pytest.mark.parametrize("game, preset", [(IMAGE, LINK), (LINK, IMAGE)])
def test_hostile_parameters_stay_text(page, game, preset):
    at = _open(page, game=game, preset=preset, deal=SCRIPT, learner=LINK, **OWN.get(page, {}))
    no_exception(at)
    shown = _shown(at)
    for value in shown:
        assert problems(value, "evil") == [], value
    seen = " ".join(visible_text(v) for v in shown)
    assert game[:40] in seen   # the notice quotes it as typed (its first 40 characters)
    assert at.session_state["game"] == "euchre"
