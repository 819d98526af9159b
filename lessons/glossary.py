"""The glossary of each game, and the links from lesson text to it.

A ``Term`` is one entry: its anchor on the glossary page, the word shown, a short
definition, and the words of lesson text that point to it. ``linked_text`` turns the
first use of each term in a lesson into a Markdown link to
``glossary?game=…&term=anchor#anchor`` (the link opens the glossary in a new tab, so the
lesson keeps its place).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

from engine import games
from engine.i18n import N_, _


@dataclass(frozen=True)
class Term:
    """A glossary entry. Its words are stored in English, marked with ``N_()``; ``name``,
    ``definition`` and ``forms`` are in the language of the run."""

    id: str                    # the anchor on the glossary page
    name_en: str
    # one text, or its sentences when some are shared with the text under other rules (each
    # marked for the catalogue, so an opening every table shares is translated once)
    definition_en: str | tuple[str, ...]
    forms_en: tuple[str, ...]  # lesson words that link here (whole words, any case)
    # The definition under other rules, for a term whose numbers or players depend on them
    # (a march scores 3 in Cutthroat): ``definition_en`` is its text under the game's defaults.
    by_rules: Callable[[Any], str] | None = field(default=None, compare=False, repr=False)

    @property
    def name(self) -> str:
        return _(self.name_en)

    @property
    def definition(self) -> str:
        return sentences(self.definition_en)

    def definition_for(self, rules: Any) -> str:
        """The definition under ``rules`` (the rules in force), in the language of the run."""
        return self.by_rules(rules) if self.by_rules is not None and rules is not None else self.definition

    @property
    def forms(self) -> tuple[str, ...]:
        return tuple(_(f).lower() for f in self.forms_en)


LEAD = N_("The first card of a trick, or playing it. The leader may play any card.")
"""The definition of a lead, the same in every game."""

TRICK_OPENING = N_("A round of play in which each player puts down one card; the best card takes all of "
                   "them. Whoever wins a trick leads the next one.")
"""How a trick begins a definition in every game; the cards in one (who plays) follow it."""


def sentences(text: str | tuple[str, ...]) -> str:
    """A definition's text, or its sentences, in the language of the run."""
    return " ".join(_(t) for t in ((text,) if isinstance(text, str) else text))



def terms(game: str) -> tuple[Term, ...]:
    """The glossary of ``game``: its course package's ``GLOSSARY`` (none: no glossary)."""
    return getattr(games.get(game).load("course"), "GLOSSARY", ())


def term(game: str, term_id: str) -> Term:
    for t in terms(game):
        if t.id == term_id:
            return t
    raise KeyError(term_id)


def url(game: str, term_id: str) -> str:
    """Relative, so it also works when the app is served under a path.

    The term is also a query parameter: the app rewrites the address when a page opens
    (it adds the learner and drops ``game``), and the browser then loses the ``#anchor``,
    so the glossary page scrolls to ``term`` itself."""
    return f"glossary?game={game}&term={term_id}#{term_id}"


# What must not be rewritten: Markdown links, HTML tags, code spans.
_PROTECTED = r"\[[^\]]*\]\([^)]*\)|<[^>]+>|`[^`]*`"


def _pattern(game: str) -> re.Pattern:
    forms = sorted(((f, t.id) for t in terms(game) for f in t.forms), key=lambda p: -len(p[0]))
    words = "|".join(re.escape(f) for f, _x in forms)
    return re.compile(rf"({_PROTECTED})|(?<![\w-])({words})(?![\w-])", re.IGNORECASE)


def _id_of(game: str, word: str) -> str:
    w = word.lower()
    return next(t.id for t in terms(game) if w in t.forms)


def link_terms(text: str, game: str, already: set[str]) -> tuple[str, set[str]]:
    """``text`` with the first use of each term not in ``already`` linked; and the terms used."""
    used = set(already)
    if not terms(game):       # a game without a glossary: nothing to link
        return text, used

    def swap(m: re.Match) -> str:
        if m.group(1):
            return m.group(1)
        tid = _id_of(game, m.group(2))
        if tid in used:
            return m.group(2)
        used.add(tid)
        return f"[{m.group(2)}]({url(game, tid)})"

    return _pattern(game).sub(swap, text), used


def linked_step_text(game: str, lesson, index: int, rules) -> str:
    """Step ``index`` of ``lesson`` with each term linked at its first use in the lesson."""
    seen: set[str] = set()
    text = ""
    for st_ in lesson.steps[:index + 1]:
        text, seen = link_terms(st_.text_for(rules), game, seen)
    return text
