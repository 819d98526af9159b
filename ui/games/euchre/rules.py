"""The rule book of the Euchre variant in force, generated from the engine's options."""
from __future__ import annotations

import streamlit as st

from engine.cards import Suit
from engine.euchre import ranking
from lessons.euchre.rulebook import options_table, rule_book, scoring_rows
from ui import cards, session


def page() -> None:
    r = session.rules()
    fc = session.four_colour()
    st.title("The rule book")
    st.markdown(cards.chip(session.variant_title(r)) + cards.chip(f"{r.players} players")
                + cards.chip(f"{r.deck} cards") + cards.chip(f"game to {r.target_score}"),
                unsafe_allow_html=True)
    st.caption("Generated from the rule options in force. Change them in Settings.")

    main, side = st.columns([3, 2], gap="large")
    with main:
        for sec in rule_book(r):
            st.header(sec.title)
            for para in sec.paragraphs:
                st.markdown(para)
            if sec.title == "Cards and the bowers":
                trump = Suit.HEARTS
                cards.show(cards.hand_html(ranking.trump_order(r.cards, trump), trump, size="sm",
                                           four_colour=fc, label="trumps with hearts as trump, high to low"))
            if sec.title == "Scoring":
                rows = scoring_rows(r)
                st.table({"Result": [a for a, _, _ in rows], "Who scores": [b for _, b, _ in rows],
                          "Points": [c for _, _, c in rows]})
    with side:
        st.header("Options in force")
        for row in options_table(r):
            mark = " · *changed*" if row.changed else ""
            with st.container(border=True):
                st.markdown(f"**{row.title}**: {row.value}{mark}")
                st.caption(row.doc)
