"""The rule book of the Euchre variant in force, generated from the engine's options."""
from __future__ import annotations

import streamlit as st

from engine.cards import Suit
from engine.euchre import ranking
from engine.i18n import _, ngettext
from lessons.euchre.rulebook import options_table, reference_title, rule_book, scoring_rows, unused_options
from lessons.text import join
from ui import cards, session


def page() -> None:
    r = session.rules()
    fc = session.four_colour()
    st.title(_("The rule book"))
    st.markdown(cards.chip(session.variant_title(r)) + cards.chip(_("{n} players").format(n=r.players))
                + cards.chip(_("{n} cards").format(n=r.deck))
                + cards.chip(_("game to {n}").format(n=r.target_score)),
                unsafe_allow_html=True)
    st.caption(_("Generated from the rule options in force. Change them in Settings."))

    main, side = st.columns([3, 2], gap="large")
    with main:
        for sec in rule_book(r):
            st.header(sec.title)
            for para in sec.paragraphs:
                st.markdown(para)
            if sec.key == "cards":
                trump = Suit.HEARTS
                cards.show(cards.hand_html(ranking.trump_order(r.cards, trump), trump, size="sm",
                                           four_colour=fc,
                                           label=_("trumps with hearts as trump, high to low")))
            if sec.key == "scoring":
                rows = scoring_rows(r)
                st.table({_("Result"): [row[0] for row in rows], _("Who scores"): [row[1] for row in rows],
                          _("Points"): [row[2] for row in rows]})
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
        unused = unused_options(r)
        if unused:
            st.caption(ngettext("Not listed, as it cannot apply at this table: {options}.",
                                "Not listed, as they cannot apply at this table: {options}.",
                                len(unused)).format(options=join(unused)))
