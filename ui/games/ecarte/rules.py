"""The Écarté rule book page: generated from ``engine.ecarte.Rules`` and its docstrings."""
from __future__ import annotations

import streamlit as st

from engine.cards import Suit
from lessons.ecarte.l1_cards import suit_high_to_low
from lessons.ecarte.rulebook import options_table, rule_book, scoring_rows, title
from ui import cards, session


def page() -> None:
    r = session.rules()
    fc = session.four_colour()
    st.title("The rule book: Écarté")
    st.markdown(cards.chip(title(r)) + cards.chip(f"{r.players} players") + cards.chip("32 cards")
                + cards.chip(f"game to {r.target_score}"), unsafe_allow_html=True)
    st.caption("Generated from the rule options in force. Change them in Settings.")
    main, side = st.columns([3, 2], gap="large")
    with main:
        for sec in rule_book(r):
            st.header(sec.title)
            for para in sec.paragraphs:
                st.markdown(para)
            if sec.title == "Cards":
                cards.show(cards.hand_html(suit_high_to_low(Suit.HEARTS), Suit.HEARTS, size="sm", four_colour=fc,
                                           game="ecarte", label="hearts as trump, high to low"))
            if sec.title == "Scoring":
                rows = scoring_rows(r)
                st.table({"How the hand opened": [x[0] for x in rows], "Result": [x[1] for x in rows],
                          "Who scores": [x[2] for x in rows], "Points": [x[3] for x in rows]})
    with side:
        st.header("Options in force")
        for row in options_table(r):
            mark = " · *changed*" if row.changed else ""
            with st.container(border=True):
                st.markdown(f"**{row.title}**: {row.value}{mark}")
                st.caption(row.doc)
