"""The guided hand (lesson 9) on screen: the table, your hand, your decision, the log."""
from __future__ import annotations

import random

import streamlit as st

from engine import words as common
from engine.euchre import HandState, Phase
from engine.euchre import words as W
from engine.euchre.rules import Rules
from engine.i18n import _
from lessons.euchre import guided as G
from ui import cards, session

ss = st.session_state


def _new(rules: Rules) -> None:
    seed = random.randrange(1, 10**6)
    state, log = G.start(rules, seed)
    ss["g_state"], ss["g_log"], ss["g_fb"], ss["g_rules"] = state, list(log), None, rules


def _choose(text: str) -> None:
    session.use_language()   # callbacks run before the script sets it
    s = ss.get("g_state")
    if not isinstance(s, HandState):
        return
    turn = G.decide(s, text)
    ss["g_fb"] = (turn.ok, turn.text)
    if turn.ok:
        ss["g_state"] = turn.state
        ss["g_log"] = list(ss.get("g_log", [])) + list(turn.log)


@st.fragment
def guided(rules: Rules) -> None:
    dealt = isinstance(ss.get("g_state"), HandState)
    changed = dealt and ss.get("g_rules") != rules   # dealt under other rules
    if changed or not dealt:
        _new(rules)
    if changed:   # said once: the next run finds the hand under these rules
        st.info(_("The rules changed in Settings, so here is a new deal under {variant}.").format(
            variant=session.variant_title(rules)), icon=":material/restart_alt:")
    s: HandState = ss["g_state"]
    fc = session.four_colour()
    names = common.seat_labels(rules.players, G.ME)
    left, right = st.columns([3, 2], gap="large")
    with left:
        trick = dict(s.trick)
        centre = ""
        if s.trump is not None:
            centre = cards.trump_chip(s.trump, fc)
        elif s.phase is Phase.BID2:   # face down now, as the question says (it showed face up)
            centre = cards.chip(_("{suit} turned down").format(suit=W.Suits(s.turned_down)))
        elif s.upcard is not None:
            centre = cards.card_html(s.upcard, None, size="sm", four_colour=fc, caption=_("upcard"))
        if not s.trick and s.tricks and not s.is_over:
            last = s.tricks[-1]
            won = _("{seat} won").format(seat=names[last.winner])
            trick, centre = dict(last.plays), won + (f"<br>{centre}" if centre else "")
        cards.show(cards.table_html(names, trick, trump=s.trump, centre=centre, four_colour=fc,
                                    out=s.sitting_out))
        done = G.last_trick(s)
        if done is not None:
            head = _("Last trick: {seat} won").format(seat=names[done.winner])
            cards.show(f"<b>{head}</b>" + cards.row_html(
                [cards.card_html(c, s.trump, size="sm", four_colour=fc, win=p == done.winner, caption=names[p])
                 for p, c in done.plays], _("the last trick")))
        facts = [_("Dealer: {seat}").format(seat=names[s.dealer])]
        if s.maker is not None:
            facts.append(_("Makers: {team}").format(team=W.team_name(rules, s.maker % 2))
                         if rules.players == 4 else _("Maker: {seat}").format(seat=names[s.maker]))
        tricks = ", ".join(f"{W.team_name(rules, t)} {n}" for t, n in enumerate(s.tricks_by_team()))
        facts.append(_("Tricks: {tricks}").format(tricks=tricks))
        cards.show("".join(cards.chip(f) for f in facts))
        st.markdown("**" + _("Your hand") + "**")
        from engine import euchre
        cards.show(cards.hand_html(euchre.hand_order(s.hands[0], s.trump), s.trump, four_colour=fc,
                                   label=_("your hand")))
        fb = ss.get("g_fb")
        if s.is_over:
            r = s.result
            if fb and fb[0]:
                st.success(fb[1], icon=":material/check_circle:")
            if r.thrown_in:
                st.info(_("The deal was thrown in: nobody chose trump."))
            else:
                # the log's sentence: "the maker" with two or three players, "1 trick"
                st.info(G.hand_over(s), icon=":material/flag:")
        else:
            st.markdown(f"**{G.question(s)}**")
            opts = G.options(s)
            cols = st.columns(min(len(opts), 6) or 1)
            for i, (text, label) in enumerate(opts):
                with cols[i % len(cols)]:
                    lab = label
                    if text.startswith("play "):
                        from engine.cards import Card
                        lab = cards.card_label(Card.parse(text[5:]), fc)
                    st.button(lab, key=f"g_opt_{text}", on_click=_choose, args=(text,), width="stretch")
            if fb:
                (st.success if fb[0] else st.error)(
                    fb[1] + ("" if fb[0] else "  \n" + _("Try again.")),
                    icon=":material/check_circle:" if fb[0] else ":material/cancel:")
        st.button(_("New deal"), key="g_new", on_click=_new, args=(rules,), icon=":material/replay:")
    with right:
        st.markdown("**" + _("What happened") + "**")
        log = ss.get("g_log", [])
        st.markdown("\n".join(f"- {line}" for line in log[-16:]) or "—")
