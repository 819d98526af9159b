"""What a screen reader says about the table, in plain sentences: cards in words ("jack
of diamonds, left bower", never "J♦"), what changed since the learner's last decision
("West plays the jack of diamonds.", "North wins the trick.", "You and your partner
make it: 1 point."), and the table in words (trump, the score, the trick).

Pure Python on engine states, so every sentence is tested on real positions; the
Play page puts them in a polite live region and a visually hidden section.
"""
from __future__ import annotations

import re

from engine import games
from engine.words import join_and, suits
from engine.cards import Card, Rank, Suit
from engine.i18n import N_, _

RANK_WORDS = {Rank.SEVEN: N_("seven"), Rank.EIGHT: N_("eight"), Rank.NINE: N_("nine"),
              Rank.TEN: N_("ten"), Rank.JACK: N_("jack"), Rank.QUEEN: N_("queen"),
              Rank.KING: N_("king"), Rank.ACE: N_("ace")}
ROLE_WORDS = {"benny": N_("the Benny, highest trump"), "right": N_("right bower"),
              "left": N_("left bower"), "trump": N_("trump"), "king": N_("king of trumps")}


def role(card: Card, trump: Suit | None, game: str | None = None) -> str | None:
    """The mark ``card`` wears for ``trump`` in ``game`` (a registry id; the first game when
    left out), as that game's engine says: ``benny``, ``right``, ``left``, ``king``,
    ``trump`` or ``None``."""
    spec = games.get(game) if game else games.default()
    return spec.load("engine").card_role(card, trump)


def card_words(card: Card) -> str:
    """``jack of hearts``; ``joker``."""
    if card.is_joker:
        return _("joker")
    return _("{rank} of {suit}").format(rank=_(RANK_WORDS[card.rank]), suit=suits(card.suit))


def card_name(card: Card, trump: Suit | None = None, game: str | None = None, marks: bool = True) -> str:
    """The card in words with (``marks``) its role: ``jack of diamonds, left bower``."""
    r = role(card, trump, game) if marks else None
    words = card_words(card)
    return _("{card}, {role}").format(card=words, role=_(ROLE_WORDS[r])) if r else words


_GLYPH = re.compile(r"\b(10|[7-9JQKA])([♣♦♥♠])")
# cards written one after another ("your trumps (J♣ Q♠ 9♠)"): read as a list, or a screen
# reader ran them together ("jack of clubs queen of spades nine of spades")
_GLYPHS = re.compile(r"\b(?:(?:10|[7-9JQKA])[♣♦♥♠] )+(?:10|[7-9JQKA])[♣♦♥♠]")
_COLOUR = re.compile(r":[a-z]+\[([^\]]*)\]")
_MARKUP = re.compile(r"\*\*|(?<!\w)\*|\*(?!\w)|:material/[a-z_]+:\s?")


def say(text: str) -> str:
    """``text`` as a screen reader should hear it: every card written as a glyph (``J♦``)
    in words (``jack of diamonds``), Markdown emphasis and colour marks taken out."""
    text = _MARKUP.sub("", _COLOUR.sub(r"\1", text))
    text = _GLYPHS.sub(lambda m: join_and(card_words(Card.parse(c)) for c in m.group(0).split()), text)
    return _GLYPH.sub(lambda m: card_words(Card.parse(m.group(0))), text)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


# ----- Euchre -----------------------------------------------------------------------

def points(n: int) -> str:
    return (_("{n} point") if n == 1 else _("{n} points")).format(n=n)


def trick_words(plays, trump, name, game: str | None = None) -> str:
    """``West led the jack of diamonds, left bower; you played the ace of diamonds``
    (``name(seat)`` names a seat in the middle of a sentence)."""
    parts = []
    for i, (seat, card) in enumerate(plays):
        text = _("{who} led the {card}") if i == 0 else _("{who} played the {card}")
        parts.append(text.format(who=name(seat), card=card_name(card, trump, game)))
    return capital("; ".join(parts))
