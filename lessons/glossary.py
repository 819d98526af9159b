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

from engine import games


@dataclass(frozen=True)
class Term:
    id: str                    # the anchor on the glossary page
    name: str
    definition: str
    forms: tuple[str, ...]     # lesson words that link here (whole words, any case)


_TRICK = ("A round of play in which each player puts down one card; the best card takes all of them. "
          "Whoever wins a trick leads the next one.")
_LEAD = "The first card of a trick, or playing it. The leader may play any card."
_TRUMP = ("The suit chosen for this hand that beats every other suit: the lowest trump beats the ace of any "
          "other suit.")

EUCHRE: tuple[Term, ...] = (
    Term("trick", "Trick", _TRICK + " Four players, four cards.", ("trick", "tricks")),
    Term("lead", "Lead", _LEAD, ("lead", "leads", "leader", "leading")),
    Term("follow", "Follow suit",
         "Play a card of the suit that was led. You must when you can; the left bower counts as a trump, "
         "not as its printed suit.", ("follow suit", "follows suit", "following suit", "follow")),
    Term("trump", "Trump", _TRUMP, ("trump", "trumps")),
    Term("maker", "Maker",
         "The player who chose trump, and that player's partner: together the makers must take at least "
         "three tricks.", ("makers", "maker")),
    Term("defender", "Defender", "A player on the side that did not choose trump; defenders try to stop "
         "the makers taking three tricks.", ("defenders", "defender")),
    Term("euchre", "Euchre (a euchre)",
         "What happens when the makers take fewer than three tricks: they are euchred, and the defenders "
         "score 2 points.", ("euchred", "a euchre")),
    Term("march", "March", "The makers taking all five tricks: 2 points, or 4 for a player who went alone.",
         ("march",)),
    Term("bower", "Bowers (right and left)",
         "The two jacks of the trump colour. The right bower, the jack of trump, is the highest card; the "
         "left bower, the other jack of that colour, comes next and counts as a trump for the whole hand.",
         ("right bower", "left bower", "bowers", "bower")),
    Term("kitty", "Kitty", "The cards left over after the deal, face down, with one turned up on top.",
         ("kitty",)),
    Term("upcard", "Upcard", "The kitty's top card, turned face up. In the first round of bidding only its "
         "suit can become trump, and whoever orders it up puts it in the dealer's hand.", ("upcard",)),
    Term("turned-down", "Turned down",
         "When all four pass in the first round, the upcard is turned face down; its suit cannot be named "
         "trump in the second round.", ("turned down", "turned-down", "turned face down")),
    Term("next", "Next",
         "The suit of the same colour as the turned-down one. Calling next in the second round is a common "
         "choice, because the turned-down jack sits in the kitty and the bowers are likely elsewhere.",
         ("next suit", "calling next")),
    Term("loner", "Loner (going alone)",
         "A maker who plays without a partner: the partner's cards stay face down. A loner who takes all "
         "five tricks scores 4.", ("loner", "going alone", "go alone", "goes alone", "lone player")),
)

ECARTE: tuple[Term, ...] = (
    Term("trick", "Trick", _TRICK + " Two players, two cards.", ("trick", "tricks")),
    Term("lead", "Lead", _LEAD, ("lead", "leads", "leader", "leading")),
    Term("follow", "Follow suit",
         "Play a card of the suit that was led. In Écarté you must, and you must also beat the led card if "
         "you can; with none of that suit you must play a trump if you have one.",
         ("follow suit", "follows suit", "following suit", "follow")),
    Term("trump", "Trump", "The suit of the turned-up card; any trump beats any card of another suit.",
         ("trump", "trumps")),
    Term("elder", "Elder hand", "The player who did not deal. The elder hand speaks first (stand or "
         "propose) and leads the first trick.", ("elder hand", "elder")),
    Term("turn-up", "Turn-up", "The eleventh card, turned face up after the deal: its suit is trump.",
         ("turn-up", "turned up")),
    Term("proposal", "Proposal",
         "The elder hand asking to exchange cards. If the dealer accepts, both discard and draw from the "
         "talon; if the dealer refuses, play starts with the hands as dealt.",
         ("proposal", "proposals", "propose", "proposes", "proposing")),
    Term("talon", "Talon", "The cards left after the deal and the turn-up, face down; exchanges draw from "
         "its top.", ("talon",)),
    Term("king", "The king (of trumps)",
         "Worth 1 point: to the dealer at once if it is the turn-up, otherwise to a player who holds it and "
         "declares it before the first lead.", ("king of trumps",)),
    Term("point", "The point", "Taking three or four of the five tricks: 1 point (2 with the penalty for "
         "playing without an exchange and losing).", ("the point",)),
    Term("vole", "Vole", "Taking all five tricks: 2 points (3 with the penalty).", ("vole",)),
)



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
    words = "|".join(re.escape(f) for f, _ in forms)
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
