"""High card on the pages: the play view, the teacher's table, Home's hero, Rules and
Settings — each a few lines over the shared card widgets."""
from __future__ import annotations

import types

import streamlit as st

from ui.cards import chip, hand_html, show, table_html
from ui.play_table import hand_buttons

from . import engine as E

NAMES = ("South", "North")


def hero(four_colour: bool) -> tuple[str, str, str]:
    return "Learn High card", "A toy game: follow suit, high card wins.", ""


def rules_page() -> None:
    st.title("The rule book")
    st.markdown("Follow suit when you can; the higher card of the suit led wins the trick.")


def settings_page() -> None:
    st.title("Settings")
    st.markdown("High card has one variant.")


def lesson_explorers() -> dict:
    return {}


def _who(game, seat: int) -> str:
    return "You" if seat == game.me else NAMES[seat]


def _table(hand, names, fc: bool) -> str:
    return table_html(names, dict(hand.trick), four_colour=fc, game="toy")


def _seat_names(game) -> list[str]:
    return [n + (" (you)" if s == game.me else "") for s, n in enumerate(NAMES)]


play = types.SimpleNamespace(
    seat_names=_seat_names,
    team_labels=lambda game: [_who(game, s) for s in range(2)],
    i_won=lambda game: game.game.winner == game.me,
    winners_text=lambda game: "You won the game!" if game.game.winner == game.me
    else "The game is over: North won.",
    header=lambda game, fc: chip(f"Hand {len(game.game.hands)}") + chip(
        "Tricks: " + " · ".join(f"{NAMES[s]} {n}" for s, n in enumerate(game.hand.won))),
    table=lambda game, fc: _table(game.hand, _seat_names(game), fc),
    last_trick=lambda game, fc: "",
    decision=lambda game, fc, act: hand_buttons(
        "Your turn: play a card.", game.hand.hands[game.me], "play", lambda a: E.explain_illegal(game.hand, a), act,
        game.position, game="toy", four_colour=fc),
    label=lambda game, action, before=None: f"Play {action.card.display}",
    snapshot=lambda game, before, fc: show(hand_html(before.hands[game.me], None, size="sm",
                                                     four_colour=fc, game="toy")),
    log_lines=lambda game: [f"**{_who(game, e.seat)}**: play {e.action.card.display}"
                            for e in game.hand.history],
    result_text=lambda game: "Tricks: " + " – ".join(
        f"{NAMES[s]} {n}" for s, n in enumerate(game.hand.won)) + ".",
    odds_chart=lambda game, odds: ({}, ""),
    news=lambda game: [f"{_who(game, e.seat)} played the {e.action.card.display}."
                       for e in game.hand.history[-2:]],
    table_words=lambda game: ["Tricks: " + ", ".join(
        f"{NAMES[s]} {n}" for s, n in enumerate(game.hand.won)) + "."],
    score_history=lambda game: [(0, 0)] + [
        tuple(sum(h.result.points[s] for h in game.game.hands[:i + 1] if h.is_over)
              for s in range(2)) for i in range(len(game.game.hands)) if game.game.hands[i].is_over],
)

table = types.SimpleNamespace(
    seat_names=lambda hand: list(NAMES),
    action_words=lambda before, action: f"Play {action.card.display}",
    comment_lines=lambda before, action, after, seen_by=None: [
        f"{NAMES[before.current_player]} plays the {action.card.display}."],
    header_chips=lambda hand, names, fc: [chip("Tricks: " + " · ".join(
        f"{names[s]} {n}" for s, n in enumerate(hand.won)))],
    table_html=lambda hand, names, size, fc: _table(hand, names, fc),
    hand_order=lambda hand, held: list(held),
)
