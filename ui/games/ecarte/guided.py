"""The Écarté guided hand (lesson 9) on screen: the table, your hand, your decision, the log."""
from __future__ import annotations

import random

import streamlit as st

from engine.cards import Card
from engine.ecarte import HandState, Phase, Rules
from engine.ecarte.actions import Exchange
from lessons.ecarte import guided as G
from lessons.ecarte.common import names
from ui import cards, session

ss = st.session_state


def _new(rules: Rules) -> None:
    seed = random.randrange(1, 10**6)
    state, log = G.start(rules, seed)
    ss["ge_state"], ss["ge_log"], ss["ge_fb"], ss["ge_rules"] = state, list(log), None, rules


def _choose(text: str) -> None:
    s = ss.get("ge_state")
    if not isinstance(s, HandState):
        return
    turn = G.decide(s, text)
    ss["ge_fb"] = (turn.ok, turn.text)
    if turn.ok:
        ss["ge_state"] = turn.state
        ss["ge_log"] = list(ss.get("ge_log", [])) + list(turn.log)


def _exchange() -> None:
    s = ss.get("ge_state")
    if not isinstance(s, HandState):
        return
    picked = [c for c in s.hands[G.ME] if ss.get(f"ge_x_{c}")]
    for c in s.hands[G.ME]:
        ss.pop(f"ge_x_{c}", None)
    _choose(str(Exchange.of(picked)) if picked else "exchange")


@st.fragment
def guided(rules: Rules) -> None:
    if not isinstance(ss.get("ge_state"), HandState) or ss.get("ge_rules") != rules:
        _new(rules)
    s: HandState = ss["ge_state"]
    fc = session.four_colour()
    nm = list(names(rules))
    nm[G.ME] = "South (you)"
    left, right = st.columns([3, 2], gap="large")
    with left:
        trick = {}
        centre = cards.trump_chip(s.trump, fc)
        if s.lead is not None:
            trick = {s.leader: s.lead}
        elif s.tricks_played and not s.is_over:
            t = s.tricks_played[-1]
            follower = s.younger if t.leader == s.elder else s.elder
            trick = {t.leader: t.lead, follower: t.follow}
            centre = f"{nm[t.winner]} won<br>{centre}"
        out = [seat for seat in range(rules.players) if seat not in (s.elder, s.younger)]
        cards.show(cards.table_html(nm, trick, trump=s.trump, centre=centre, four_colour=fc, out=out,
                                    game="ecarte"))
        facts = [f"Dealer: {nm[s.dealer]}", f"Turn-up: {s.turnup.display}", f"Talon: {len(s.talon)}",
                 "Tricks: " + ", ".join(f"{nm[i]} {s.tricks[i]}" for i in (s.elder, s.younger)),
                 "Points: " + ", ".join(f"{nm[i]} {s.points[i]}" for i in (s.elder, s.younger))]
        cards.show("".join(cards.chip(f) for f in facts))
        st.markdown("**Your hand**")
        hand = s.hands[G.ME]
        cards.show(cards.hand_html(hand, s.trump, four_colour=fc, label="your hand", game="ecarte"))
        fb = ss.get("ge_fb")
        if s.is_over:
            if fb and fb[0]:
                st.success(fb[1], icon=":material/check_circle:")
            pts = ", ".join(f"{nm[i]} {s.points[i]}" for i in (s.elder, s.younger))
            st.info(f"Hand over. Points: {pts}.", icon=":material/flag:")
        else:
            st.markdown(f"**{G.question(s)}**")
            if s.phase in (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
                cols = st.columns(len(hand))
                for i, c in enumerate(hand):
                    with cols[i]:
                        st.checkbox(cards.card_label(c, fc), key=f"ge_x_{c}")
                st.button("Discard these and draw", key="ge_exchange", on_click=_exchange, type="primary",
                          icon=":material/swap_horiz:")
            else:
                opts = G.options(s)
                cols = st.columns(min(len(opts), 6) or 1)
                for i, (text, label) in enumerate(opts):
                    with cols[i % len(cols)]:
                        lab = cards.card_label(Card.parse(text[5:]), fc) if text.startswith("play ") else label
                        st.button(lab, key=f"ge_opt_{text}", on_click=_choose, args=(text,), width="stretch")
            if fb:
                (st.success if fb[0] else st.error)(
                    fb[1] + ("" if fb[0] else "  \nTry again."),
                    icon=":material/check_circle:" if fb[0] else ":material/cancel:")
        st.button("Deal a new hand", key="ge_new", on_click=_new, args=(rules,), icon=":material/replay:")
    with right:
        st.markdown("**What happened**")
        log = ss.get("ge_log", [])
        st.markdown("\n".join(f"- {line}" for line in log[-16:]) or "—")
