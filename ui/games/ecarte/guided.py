"""The Écarté guided hand (lesson 9) on screen: the table, your hand, your decision, the log."""
from __future__ import annotations

import random

import streamlit as st

from engine import words as common
from engine.cards import Card
from engine.ecarte import HandState, Phase, Rules
from engine.ecarte.actions import Exchange
from engine.i18n import _
from lessons.ecarte import guided as G
from ui import cards, session

ss = st.session_state


def _new(rules: Rules) -> None:
    seed = random.randrange(1, 10**6)
    state, log = G.start(rules, seed)
    ss["ge_state"], ss["ge_log"], ss["ge_fb"], ss["ge_rules"] = state, list(log), None, rules


def _choose(text: str) -> None:
    session.use_language()   # callbacks run before the script sets it
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
    dealt = isinstance(ss.get("ge_state"), HandState)
    changed = dealt and ss.get("ge_rules") != rules   # dealt under other rules
    if changed or not dealt:
        _new(rules)
    if changed:   # said once: the next run finds the hand under these rules
        st.info(_("The rules changed in Settings, so here is a new deal under {variant}.").format(
            variant=session.variant_title(rules)), icon=":material/restart_alt:")
    s: HandState = ss["ge_state"]
    fc = session.four_colour()
    nm = common.seat_labels(rules.players, G.ME)
    left, right = st.columns([3, 2], gap="large")
    with left:
        # The turned-up card lies face up in the middle, as on the Table page (it was a
        # "Trump: Hearts" chip there, and the card itself only a "Turn-up: 7♥" chip below);
        # a finished trick's winner takes its place until the next card is led.
        trick = {}
        centre = cards.card_html(s.turnup, s.trump, size="sm", four_colour=fc,
                                 caption=_("turned up"), game="ecarte")
        if s.lead is not None:
            trick = {s.leader: s.lead}
        elif s.tricks_played and not s.is_over:
            t = s.tricks_played[-1]
            follower = s.younger if t.leader == s.elder else s.elder
            trick = {t.leader: t.lead, follower: t.follow}
            centre = cards.chip(_("{seat} won").format(seat=nm[t.winner]))
        out = [seat for seat in range(rules.players) if seat not in (s.elder, s.younger)]
        cards.show(cards.table_html(nm, trick, trump=s.trump, centre=centre, four_colour=fc, out=out,
                                    game="ecarte", out_hold_cards=False))   # (holds no cards)
        cards.show(cards.trump_chip(s.trump, fc) + "".join(cards.chip(f) for f in [
                 _("Dealer: {seat}").format(seat=nm[s.dealer]),
                 _("Talon: {n}").format(n=len(s.talon)),
                 _("Tricks: {tricks}").format(
                     tricks=", ".join(f"{nm[i]} {s.tricks[i]}" for i in (s.elder, s.younger))),
                 _("Points: {points}").format(
                     points=", ".join(f"{nm[i]} {s.points[i]}" for i in (s.elder, s.younger)))]))
        st.markdown("**" + _("Your hand") + "**")
        hand = s.hands[G.ME]
        cards.show(cards.hand_html(hand, s.trump, four_colour=fc, label=_("your hand"), game="ecarte"))
        fb = ss.get("ge_fb")
        if s.is_over:
            if fb and fb[0]:
                st.success(fb[1], icon=":material/check_circle:")
            pts = ", ".join(f"{nm[i]} {s.points[i]}" for i in (s.elder, s.younger))
            st.info(_("Deal over. Points: {points}.").format(points=pts), icon=":material/flag:")
        else:
            st.markdown(f"**{G.question(s)}**")
            if s.phase in (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
                cols = st.columns(len(hand))
                for i, c in enumerate(hand):
                    with cols[i]:
                        st.checkbox(cards.card_label(c, fc), key=f"ge_x_{c}")
                st.button(_("Discard these and draw"), key="ge_exchange", on_click=_exchange, type="primary",
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
                    fb[1] + ("" if fb[0] else "  \n" + _("Try again.")),
                    icon=":material/check_circle:" if fb[0] else ":material/cancel:")
        st.button(_("New deal"), key="ge_new", on_click=_new, args=(rules,), icon=":material/replay:")
    with right:
        st.markdown("**" + _("What happened") + "**")
        log = ss.get("ge_log", [])
        st.markdown("\n".join(f"- {line}" for line in log[-16:]) or "—")
