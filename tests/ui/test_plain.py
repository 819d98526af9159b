"""``session.plain``: text from outside reads as typed in Markdown and in HTML."""
from __future__ import annotations

import html
import re

import pytest
from hypothesis import given, settings, strategies as st

from mdcheck import problems, visible_text
from ui.session import plain

HOSTILE = [
    "![](http://evil.example/x.png)",
    "[Log in again](https://evil.example/login)",
    "<script>alert('evil')</script>",
    "<img src=x onerror=alert('evil')>",
    "www.evil.example and someone@evil.example",
    "**evil** _evil_ `evil` ~~evil~~ # evil",
    "evil\n===",
    "evil\n\n- list\n1. item\n> quote",
    "| evil | table |\n|---|---|",
    ":evil: :material/home: :red[evil] $evil$",
    "javascript:alert('evil')",
]


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_text_stays_text_in_markdown(text):
    shown = plain(text)
    assert problems(shown, "evil") == []
    # a reader sees what was typed (on one line)
    assert visible_text(shown) == " ".join(text.split())


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_text_stays_text_in_html(text):
    # inside raw HTML no Markdown is read: entities keep tags and attributes out
    shown = plain(text)
    assert not re.search(r"[<>\"']", shown)
    assert html.unescape(shown).replace("\u2060", "").replace("\\", "") == \
        " ".join(text.split()).replace("\\", "")


def test_plain_cuts_long_text_and_drops_controls():
    assert plain("x" * 50, limit=10) == "x" * 10 + "…"
    assert plain("a\u202eb\x00c") == "a b c"


@settings(max_examples=500)
@given(st.text(max_size=60))
def test_any_text_reads_as_typed(text):
    shown = plain(text)
    assert problems(shown, "") == []
    typed = re.sub(r"[\x00-\x1f\x7f\u202a-\u202e\u2066-\u2069]+", " ", text).replace("\u2060", "")
    assert visible_text(shown) == " ".join(typed.split())
