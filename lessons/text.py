"""Small text helpers both courses use: option values in words, signed numbers, tables,
lists in words."""
from __future__ import annotations

import re
from typing import Mapping, Sequence

from engine import words as common_words
from engine.i18n import _


def join(items: Sequence[str], last: str = "and") -> str:
    """``A``, ``A and B``, ``A, B and C`` (``last="or"``: ``A, B or C``), in the current language."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    head = _(", ").join(items[:-1])
    if last == "or":
        return _("{first} or {last}").format(first=head, last=items[-1])
    return _("{first} and {last}").format(first=head, last=items[-1])


def titles_list(titles: Sequence[str]) -> str:
    """``“Which card wins?”, “32 cards: the kitty” and “The kitty”``: names that may hold
    their own question marks, colons or commas, each quoted, in a list joined as a sentence."""
    return join([_("“{title}”").format(title=t) for t in titles])


def value_text(value_words: Mapping[str, Mapping], name: str, value) -> str:
    """An option's value in words: ``Yes``/``No``, or the phrase for an enum value (the phrases
    are marked with ``N_()`` and translated here)."""
    if isinstance(value, bool):
        return _("Yes") if value else _("No")
    words = value_words.get(name, {}).get(value)
    return _(words) if words is not None else str(value)


def option_help(value_words: Mapping[str, Mapping], name: str, doc: str) -> str:
    """An option's docstring for learners: each raw value (``loner_left``) becomes its phrase."""
    def phrase(m) -> str:
        raw = m.group(1).strip('"')
        for key, words in value_words.get(name, {}).items():
            if str(key) == raw:
                return _("“{words}”").format(words=_(words))
        return raw
    return re.sub(r"``([^`]+)``", phrase, doc)


def signed(v: float) -> str:
    """``+1.25`` or ``−0.40`` (a true minus sign)."""
    return common_words.signed(v)


def signed_int(n: int) -> str:
    """``+2``, ``−1`` or ``0`` (a true minus sign)."""
    return common_words.signed_int(n)


def md_table(head: tuple[str, ...], rows) -> str:
    """A small Markdown table (the lesson page draws Markdown)."""
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(str(x) for x in row) + " |" for row in rows]
    return "\n".join(lines)
