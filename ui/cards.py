"""Card faces as HTML/CSS: large, readable, red and black (or four colours), with text
alternatives for screen readers, and the trump suit and bowers marked.

Every function returns an HTML string; ``show`` puts one on the page. The styles are
in ``ui/theme.py``.
"""
from __future__ import annotations

from html import escape
from typing import Iterable, Sequence

import streamlit as st

from engine import words as common
from engine.cards import Card, Rank, Suit
from lessons import spoken
from lessons.spoken import card_name, role

from engine.i18n import _

FOUR_COLOURS = {Suit.CLUBS: "green", Suit.DIAMONDS: "blue", Suit.HEARTS: "red", Suit.SPADES: "black"}


def card_words(card: Card) -> str:
    """``Jack of hearts``; ``Joker`` (its alternative text adds ``the Benny, highest trump``)."""
    return spoken.capital(spoken.card_words(card))


ROLE_BADGE = {"benny": "BENNY", "right": "RIGHT", "left": "LEFT", "trump": "TRUMP", "king": "ROI"}


def colour(suit: Suit | None, four_colour: bool) -> str:
    if suit is None:
        return "black"
    if four_colour:
        return FOUR_COLOURS[suit]
    return "red" if suit.is_red else "black"


def alt_text(card: Card, trump: Suit | None = None, game: str | None = None, marks: bool = True) -> str:
    """The card in words; with ``marks`` its role too (``Jack of hearts, right bower``)."""
    return spoken.capital(card_name(card, trump, game, marks))


def card_html(card: Card, trump: Suit | None = None, *, size: str = "md", four_colour: bool = False,
              dim: bool = False, win: bool = False, caption: str | None = None,
              badge: bool = True, game: str | None = None, marks: bool = True) -> str:
    """One card face; with ``caption`` it is wrapped in a slot with a line of text under it.
    ``game`` chooses the marks: the bowers (Euchre) or the king of trumps (Écarté).
    ``marks=False`` drops every mark of the card's role (the gold trump border, the badge and
    the role in the text alternative): a quiz that asks for the role must not show it."""
    r = role(card, trump, game) if marks else None
    classes = ["eu-card", size, "c-" + colour(card.suit, four_colour)]
    if r:
        classes.append("trump")
    if dim:
        classes.append("dim")
    if win:
        classes.append("win")
    label = alt_text(card, trump, game, marks)
    if win:
        label = _("{card}, wins the trick").format(card=label)
    if dim:
        label = _("{card}, cannot be played").format(card=label)
    if card.is_joker:
        inner = '<div class="eu-joker" aria-hidden="true"><b>★</b><small>BENNY</small></div>'
    else:
        rank = card.rank.display
        sym = card.suit.symbol
        centre = (f'<div class="pip face" aria-hidden="true">{rank}{sym}</div>'
                  if card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING) else
                  f'<div class="pip" aria-hidden="true">{sym}</div>')
        inner = (f'<div class="ix" aria-hidden="true">{rank}<span>{sym}</span></div>{centre}'
                 f'<div class="ix br" aria-hidden="true">{rank}<span>{sym}</span></div>')
    badge_html = (f'<div class="eu-badge {r}" aria-hidden="true">{ROLE_BADGE[r]}</div>'
                  if badge and r else "")
    face = (f'<div class="{" ".join(classes)}" role="img" aria-label="{escape(label)}" '
            f'title="{escape(label)}">{inner}{badge_html}</div>')
    if caption is None:
        return face
    return f'<div class="eu-slot">{face}<div class="eu-cap">{escape(caption)}</div></div>'


def back_html(size: str = "md", label: str | None = None) -> str:
    label = label or _("a card face down")
    return f'<div class="eu-card {size} back" role="img" aria-label="{escape(label)}"></div>'


def row_html(items: Iterable[str], label: str | None = None) -> str:
    aria = f' role="group" aria-label="{escape(label)}"' if label else ""
    return f'<div class="eu-row"{aria}>{"".join(items)}</div>'


def hand_html(cards: Sequence[Card], trump: Suit | None = None, *, size: str = "md",
              four_colour: bool = False, captions: Sequence[str] | None = None,
              dim: Iterable[Card] = (), label: str | None = None, game: str | None = None,
              marks: bool = True) -> str:
    dimmed = set(dim)
    items = [card_html(c, trump, size=size, four_colour=four_colour, dim=c in dimmed,
                       caption=(captions[i] if captions else None), game=game, marks=marks)
             for i, c in enumerate(cards)]
    return row_html(items, label or _("hand"))


def suit_html(suit: Suit, four_colour: bool = False) -> str:
    return (f'<span class="eu-suit-{colour(suit, four_colour)}" role="img" '
            f'aria-label="{common.suits(suit)}">{suit.symbol}</span>')


def suit_label(suit: Suit) -> str:
    """Markdown (for button labels): ``:red[♥] Hearts``."""
    sym = f":red[{suit.symbol}]" if suit.is_red else suit.symbol
    return f"{sym} {common.suits_title(suit)}"


def card_label(card: Card, four_colour: bool = False) -> str:
    """Markdown for a button or radio label, coloured like the card: ``:red[**J♥**]``."""
    if card.is_joker:
        return ":violet[**★ " + _("Benny") + "**]"   # as on its face and in the rule book
    col = {"red": "red", "black": None, "green": "green", "blue": "blue"}[colour(card.suit, four_colour)]
    return f":{col}[**{card.display}**]" if col else f"**{card.display}**"


def trump_chip(trump: Suit | None, four_colour: bool = False) -> str:
    if trump is None:
        return chip(_("No trump yet"))
    return trump_chip_html(suit_html(trump, four_colour), trump)


def trump_chip_html(symbol: str, trump: Suit) -> str:
    """The trump chip: ``Trump: ♥ Hearts`` (``symbol``: the suit's symbol as HTML)."""
    text = _("Trump: {symbol} {suit}").format(symbol=symbol, suit=common.suits_title(trump))
    return f'<span class="eu-chip trump">{text}</span>'


def chip(text: str) -> str:
    return f'<span class="eu-chip">{escape(text)}</span>'


SEAT_POS = {4: ("s", "w", "n", "e"), 3: ("s", "w", "e"), 2: ("s", "n")}


def table_html(names: Sequence[str], cards: dict[int, Card | None], *, trump: Suit | None = None,
               centre: str = "", winner: int | None = None, four_colour: bool = False,
               me: int = 0, size: str = "sm", out: Iterable[int] = (), game: str | None = None,
               out_hold_cards: bool = True) -> str:
    """A trick on the green table: seat ``me`` at the bottom, the others clockwise. The
    seats ``out`` sit out: with ``out_hold_cards`` (Euchre: a loner's partner lays its cards
    face down) a card back shows it; without (Écarté's three-player dealer holds no card),
    the words alone."""
    n = len(names)
    pos = SEAT_POS[n]
    sitting_out = set(out)
    parts = []
    for seat in range(n):
        where = pos[(seat - me) % n]
        card = cards.get(seat)
        if seat in sitting_out and not out_hold_cards:
            # no back: a card shown for a player who holds none read as cards held or played
            words = escape(_("sits out"))
            face = f'<span class="nm out">{words}</span>'
        elif seat in sitting_out:
            # the back alone looked like a card played face down: say so in words too
            # (hidden from screen readers, which hear the back's own label)
            out_words = escape(_("sits out"))
            face = back_html(size, _("{seat} sits out").format(seat=names[seat])) + \
                f'<span class="nm out" aria-hidden="true">{out_words}</span>'
        elif card is None:
            face = ""
        else:
            face = card_html(card, trump, size=size, four_colour=four_colour, win=(seat == winner), game=game)
        parts.append(f'<div class="seat {where}"><span class="nm">{escape(names[seat])}</span>{face}</div>')
    parts.append(f'<div class="mid">{centre}</div>')
    label = escape(_("the table"))
    return f'<div class="eu-table" role="group" aria-label="{label}">{"".join(parts)}</div>'


def fit_phone(key: str) -> str:
    """A style that shrinks the cards inside the container ``key`` a little on a phone, so that
    a hand of five fits on one line inside a bordered box (for ``st.html``)."""
    scope = f".st-key-{key} .eu-card"
    # at 54 px the corner's J hooked into the suit under it: the suit 1 px lower (the centre has room)
    return (f"<style>@media (max-width: 640px) {{ {scope} {{ --w: 54px; height: 78px; }} "
            f"{scope} .ix span {{ margin-top: calc(var(--w) * .045 + 2px); }} }}</style>")


def show(html: str) -> None:
    st.markdown(html, unsafe_allow_html=True)
