"""Small text helpers both courses use: option values in words, signed numbers, tables."""
from __future__ import annotations

import re
from typing import Mapping


def value_text(value_words: Mapping[str, Mapping], name: str, value) -> str:
    """An option's value in words: ``Yes``/``No``, or the phrase for an enum value."""
    if isinstance(value, bool):
        return "Yes" if value else "No"
    return str(value_words.get(name, {}).get(value, value))


def option_help(value_words: Mapping[str, Mapping], name: str, doc: str) -> str:
    """An option's docstring for learners: each raw value (``loner_left``) becomes its phrase."""
    def phrase(m) -> str:
        raw = m.group(1).strip('"')
        for key, words in value_words.get(name, {}).items():
            if str(key) == raw:
                return f"“{words}”"
        return raw
    return re.sub(r"``([^`]+)``", phrase, doc)


def signed(v: float) -> str:
    """``+1.25`` or ``−0.40`` (a true minus sign)."""
    return f"{v:+.2f}".replace("-", "−")


def md_table(head: tuple[str, ...], rows) -> str:
    """A small Markdown table (the lesson page draws Markdown)."""
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(str(x) for x in row) + " |" for row in rows]
    return "\n".join(lines)
