"""The glossary of each game, and the links from lesson text to it.

A ``Term`` is one entry: its anchor on the glossary page, the word shown, a short
definition, and the words of lesson text that point to it. ``linked_text`` turns the
first use of each term in a lesson into a Markdown link to
``glossary?game=…&term=anchor#anchor`` (the link opens the glossary in a new tab, so the
lesson keeps its place).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from engine.i18n import N_, _


@dataclass(frozen=True)
class Term:
    """A glossary entry. Its words are stored in English, marked with ``N_()``; ``name``,
    ``definition`` and ``forms`` are in the language of the run."""

    id: str                    # the anchor on the glossary page
    name_en: str
    definition_en: str
    forms_en: tuple[str, ...]  # lesson words that link here (whole words, any case)

    @property
    def name(self) -> str:
        return _(self.name_en)

    @property
    def definition(self) -> str:
        return _(self.definition_en)

    @property
    def forms(self) -> tuple[str, ...]:
        return tuple(_(f).lower() for f in self.forms_en)


_LEAD = N_("The first card of a trick, or playing it. The leader may play any card.")

EUCHRE: tuple[Term, ...] = (
    Term("trick", N_("Trick"), N_("A round of play in which each player puts down one card; the best card takes "
                               "all of them. Whoever wins a trick leads the next one. Four players, four cards."),
         (N_("trick"), N_("tricks"))),
    Term("lead", N_("Lead"), _LEAD, (N_("lead"), N_("leads"), N_("leader"), N_("leading"))),
    Term("follow", N_("Follow suit"),
         N_("Play a card of the suit that was led. You must when you can; the left bower counts as a trump, "
         "not as its printed suit."), (N_("follow suit"), N_("follows suit"), N_("following suit"), N_("follow"))),
    Term("trump", N_("Trump"), N_("The suit chosen for this hand that beats every other suit: the lowest trump "
                               "beats the ace of any other suit."), (N_("trump"), N_("trumps"))),
    Term("maker", N_("Maker"),
         N_("The player who chose trump, and that player's partner: together the makers must take at least "
         "three tricks."), (N_("makers"), N_("maker"))),
    Term("defender", N_("Defender"), N_("A player on the side that did not choose trump; defenders try to stop "
         "the makers taking three tricks."), (N_("defenders"), N_("defender"))),
    Term("euchre", N_("Euchre (a euchre)"),
         N_("What happens when the makers take fewer than three tricks: they are euchred, and the defenders "
         "score 2 points."), (N_("euchred"), N_("a euchre"))),
    Term("march", N_("March"), N_("The makers taking all five tricks: 2 points, or 4 for a player who went alone."),
         (N_("march"),)),
    Term("bower", N_("Bowers (right and left)"),
         N_("The two jacks of the trump colour. The right bower, the jack of trump, is the highest card; the "
         "left bower, the other jack of that colour, comes next and counts as a trump for the whole hand."),
         (N_("right bower"), N_("left bower"), N_("bowers"), N_("bower"))),
    Term("kitty", N_("Kitty"), N_("The cards left over after the deal, face down, with one turned up on top."),
         (N_("kitty"),)),
    Term("upcard", N_("Upcard"), N_("The kitty's top card, turned face up. In the first round of bidding only its "
         "suit can become trump, and whoever orders it up puts it in the dealer's hand."), (N_("upcard"),)),
    Term("turned-down", N_("Turned down"),
         N_("When all four pass in the first round, the upcard is turned face down; its suit cannot be named "
         "trump in the second round."), (N_("turned down"), N_("turned-down"), N_("turned face down"))),
    Term("next", N_("Next"),
         N_("The suit of the same colour as the turned-down one. Calling next in the second round is a common "
         "choice, because the turned-down jack sits in the kitty and the bowers are likely elsewhere."),
         (N_("next suit"), N_("calling next"))),
    Term("loner", N_("Loner (going alone)"),
         N_("A maker who plays without a partner: the partner's cards stay face down. A loner who takes all "
         "five tricks scores 4."), (N_("loner"), N_("going alone"), N_("go alone"), N_("goes alone"), N_("lone player"))),
)

ECARTE: tuple[Term, ...] = (
    Term("trick", N_("Trick"), N_("A round of play in which each player puts down one card; the best card takes "
                               "all of them. Whoever wins a trick leads the next one. Two players, two cards."),
         (N_("trick"), N_("tricks"))),
    Term("lead", N_("Lead"), _LEAD, (N_("lead"), N_("leads"), N_("leader"), N_("leading"))),
    Term("follow", N_("Follow suit"),
         N_("Play a card of the suit that was led. In Écarté you must, and you must also beat the led card if "
         "you can; with none of that suit you must play a trump if you have one."),
         (N_("follow suit"), N_("follows suit"), N_("following suit"), N_("follow"))),
    Term("trump", N_("Trump"), N_("The suit of the turned-up card; any trump beats any card of another suit."),
         (N_("trump"), N_("trumps"))),
    Term("elder", N_("Elder hand"), N_("The player who did not deal. The elder hand speaks first (stand or "
         "propose) and leads the first trick."), (N_("elder hand"), N_("elder"))),
    Term("turn-up", N_("Turn-up"), N_("The eleventh card, turned face up after the deal: its suit is trump."),
         (N_("turn-up"), N_("turned up"))),
    Term("proposal", N_("Proposal"),
         N_("The elder hand asking to exchange cards. If the dealer accepts, both discard and draw from the "
         "talon; if the dealer refuses, play starts with the hands as dealt."),
         (N_("proposal"), N_("proposals"), N_("propose"), N_("proposes"), N_("proposing"))),
    Term("talon", N_("Talon"), N_("The cards left after the deal and the turn-up, face down; exchanges draw from "
         "its top."), (N_("talon"),)),
    Term("king", N_("The king (of trumps)"),
         N_("Worth 1 point: to the dealer at once if it is the turn-up, otherwise to a player who holds it and "
         "declares it before the first lead."), (N_("king of trumps"),)),
    Term("point", N_("The point"), N_("Taking three or four of the five tricks: 1 point (2 with the penalty for "
         "playing without an exchange and losing)."), (N_("the point"),)),
    Term("vole", N_("Vole"), N_("Taking all five tricks: 2 points (3 with the penalty)."), (N_("vole"),)),
)

GLOSSARY: dict[str, tuple[Term, ...]] = {"euchre": EUCHRE, "ecarte": ECARTE}


def term(game: str, term_id: str) -> Term:
    for t in GLOSSARY[game]:
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
    forms = sorted(((f, t.id) for t in GLOSSARY[game] for f in t.forms), key=lambda p: -len(p[0]))
    words = "|".join(re.escape(f) for f, _x in forms)
    return re.compile(rf"({_PROTECTED})|(?<![\w-])({words})(?![\w-])", re.IGNORECASE)


def _id_of(game: str, word: str) -> str:
    w = word.lower()
    return next(t.id for t in GLOSSARY[game] if w in t.forms)


def link_terms(text: str, game: str, already: set[str]) -> tuple[str, set[str]]:
    """``text`` with the first use of each term not in ``already`` linked; and the terms used."""
    used = set(already)

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
