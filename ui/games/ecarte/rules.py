"""The Écarté rule book page: generated from ``engine.ecarte.Rules`` and its docstrings."""
from __future__ import annotations

import streamlit as st

from engine.cards import Suit
from engine.i18n import _
from lessons.ecarte.l1_cards import suit_high_to_low
from lessons.ecarte.rulebook import options_table, reference_title, rule_book, scoring_rows, title
from ui import cards, session


def page() -> None:
    r = session.rules()
    fc = session.four_colour()
    st.title(_("The rule book: Écarté"))
    st.markdown(cards.chip(title(r)) + cards.chip(_("{n} players").format(n=r.players))
                + cards.chip(_("{n} cards").format(n=32))
                + cards.chip(_("game to {n}").format(n=r.target_score)), unsafe_allow_html=True)
    st.caption(_("Generated from the rule options in force. Change them in Settings."))
    main, side = st.columns([3, 2], gap="large")
    with main:
        for sec in rule_book(r):
            st.header(sec.title)
            for para in sec.paragraphs:
                st.markdown(para)
            if sec.key == "cards":
                cards.show(cards.hand_html(suit_high_to_low(Suit.HEARTS), Suit.HEARTS, size="sm", four_colour=fc,
                                           game="ecarte", label=_("hearts as trump, high to low")))
            if sec.key == "scoring":
                rows = scoring_rows(r)
                st.table({_("How the deal opened"): [x[0] for x in rows],
                          _("Result"): [x[1] for x in rows],
                          _("Who scores"): [x[2] for x in rows], _("Points"): [x[3] for x in rows]})
    with side:
        st.header(_("Options in force"))
        rows = options_table(r)
        if any(row.changed for row in rows):   # changed from what: the preset the title names
            st.caption(_("Marked *changed*: not as in {variant}.").format(variant=reference_title(r)))
        for row in rows:
            mark = " · *" + _("changed") + "*" if row.changed else ""
            with st.container(border=True):
                st.markdown(f"**{row.title}**: {row.value}{mark}")
                st.caption(row.doc)
