"""Play: a whole game of Euchre against computer players, with a coach.

Hints on request, undo, a grade for every decision (Best … Blunder, by the expected
points it gives up) and a review of them all. The game itself is
``lessons.coach.CoachedGame``; this page only shows it and forwards clicks.
"""
from __future__ import annotations

import random

import streamlit as st

from engine import euchre
from engine.ai import warm_up
from engine.errors import IllegalActionError
from engine.euchre import Phase, explain_illegal, words
from lessons.coach import LEVELS, CoachedGame, review
from ui import session
from ui.cards import back_html, card_html, card_label, chip, hand_html, show, table_html, trump_chip
from ui.charts import race_figure

ss = st.session_state
warm_up()  # compiles the solver in the background the first time; never blocks
rules = ss["rules"]
fc = ss.get("four_colour", False)
GRADE_COLOURS = {"Best": "green", "Good": "green", "Inaccuracy": "orange",
                 "Mistake": "red", "Blunder": "red"}

if ss.get("game") != "euchre":
    st.title("Play")
    st.info("Games against the computer are ready for Euchre; choose Euchre on the Home page.")
    st.stop()

if "pl_game" in ss and not isinstance(ss["pl_game"], CoachedGame):
    session.notice("The saved game made no sense, so it was cleared: start a new one.")
    del ss["pl_game"]
    session.show_notices()


def _start() -> None:
    ss["pl_game"] = CoachedGame.new(
        ss["rules"], seed=random.randrange(2**31), opponents=ss.get("pl_opp", "intermediate"),
        partner=ss.get("pl_partner", "intermediate"), grading=ss.get("pl_grading", True))
    for key in ("pl_feedback", "pl_hint", "pl_error"):
        ss.pop(key, None)


def _act(text: str) -> None:
    game: CoachedGame = ss["pl_game"]
    try:
        new = game.act(text)
    except IllegalActionError as e:
        ss["pl_error"] = e.reason.text
        return
    ss["pl_game"] = new
    ss["pl_feedback"] = new.decisions[-1] if new.decisions else None
    ss.pop("pl_hint", None)
    ss.pop("pl_error", None)


def _hint() -> None:
    ss["pl_hint"] = ss["pl_game"].hint().text


def _undo() -> None:
    ss["pl_game"] = ss["pl_game"].undo()
    for key in ("pl_feedback", "pl_hint", "pl_error"):
        ss.pop(key, None)


def _next_hand() -> None:
    ss["pl_game"] = ss["pl_game"].next_hand()
    for key in ("pl_feedback", "pl_hint", "pl_error"):
        ss.pop(key, None)


st.title("Play Euchre")
with st.expander("New game", expanded="pl_game" not in ss):
    c1, c2, c3 = st.columns(3)
    c1.selectbox("Opponents", LEVELS, index=1, key="pl_opp", format_func=str.capitalize)
    if rules.players == 4:
        c2.selectbox("Your partner", LEVELS, index=1, key="pl_partner", format_func=str.capitalize)
    c3.toggle("Grade my decisions", value=True, key="pl_grading",
              help="After each of your decisions the coach says how it compares with the best one.")
    st.caption(f"Rules: {session.variant_title()} (change them in Settings), "
               f"first to {rules.target_score}.")
    st.button("Deal a new game", type="primary", on_click=_start, key="pl_start")

if "pl_game" not in ss:
    st.stop()

game: CoachedGame = ss["pl_game"]
if game.game.rules != rules:
    st.info("The rules in Settings have changed since this game began; it goes on with its "
            "own rules. Deal a new game to play the new ones.")
R = game.game.rules
hand = game.hand
names = [words.seat_name(R, s) + (" (you)" if s == game.me else f" · {game.level_of(s)}")
         for s in range(R.players)]


def _team_label(team: int) -> str:
    if R.players == 4:
        mine = euchre.team_of(R, game.me) == team
        return ("You & partner" if mine else "Opponents") + f" ({words.team_name(R, team)})"
    return "You" if team == game.me else words.seat_name(R, team)


@st.fragment
def table() -> None:
    game: CoachedGame = ss["pl_game"]
    hand = game.hand
    trump = hand.trump

    cols = st.columns(len(game.game.scores) + 1)
    for team, score in enumerate(game.game.scores):
        cols[team].metric(_team_label(team), f"{score} / {R.target_score}",
                          help=f"Tricks this hand: {hand.tricks_by_team()[team]}")
    cols[-1].markdown(
        f"Hand {game.game.hand_number + 1} · dealer **{words.seat_name(R, hand.dealer)}**<br>"
        + trump_chip(trump, fc)
        + (" " + chip(f"Maker: {words.seat_name(R, hand.maker)}") if hand.maker is not None else "")
        + (" " + chip(f"{words.seat_name(R, hand.alone)} alone") if hand.alone is not None else "")
        + "<br>" + chip("Tricks: " + " · ".join(
            f"{_team_label(t).split(' (')[0]} {n}" for t, n in enumerate(hand.tricks_by_team()))),
        unsafe_allow_html=True)

    left, right = st.columns([3, 2], gap="large")
    with left:
        # The trick on the table (or the last one, with its winner, between tricks).
        trick, winner, centre = dict(hand.trick), None, ""
        if not hand.trick and hand.tricks:
            last = hand.tricks[-1]
            trick, winner = dict(last.plays), last.winner
            centre = chip(f"{words.seat_name(R, winner)} won the trick")
        elif hand.phase in (Phase.BID1, Phase.BENNY):
            centre = card_html(hand.upcard, None, size="sm", four_colour=fc, caption="upcard")
        elif hand.phase is Phase.BID2:
            centre = chip(f"{words.Suits(hand.turned_down)} turned down")
        show(table_html(names, trick, trump=trump, centre=centre, winner=winner,
                        four_colour=fc, me=game.me, out=hand.sitting_out))
        if hand.is_over:
            _hand_over(game)
        elif game.my_turn:
            _my_decision(game)
    with right:
        _log(game)
        _feedback_and_tools(game)
    _review(game)


def _log(game: CoachedGame) -> None:
    """What everyone did this hand, newest last."""
    hand = game.hand
    lines = []
    for e in hand.history:
        who = "You" if e.seat == game.me else words.seat_name(R, e.seat)
        lines.append(f"**{who}**: {_event_text(e, hand)}")
    st.markdown("##### This hand, newest first")
    with st.container(height=220, border=True):
        st.markdown("  \n".join(reversed(lines)) if lines else "The cards are dealt.")


def _hand_over(game: CoachedGame) -> None:
    hand = game.hand
    st.success(words.result_sentence(R, hand.result))
    if game.game.is_over:
        winners = game.game.winners
        won = (euchre.team_of(R, game.me) in winners) if R.players == 4 else game.me in winners
        if won:
            st.balloons()
        st.subheader("You won the game!" if won else "The game is over: the computer won.")
        st.button("Play again", type="primary", on_click=_start, key="pl_again")
    else:
        st.button("Deal the next hand", type="primary", on_click=_next_hand, key="pl_next")


def _review(game: CoachedGame) -> None:
    graded = [d for d in game.decisions if d.grade is not None]
    left, right = st.columns(2, gap="large")
    with left:
        with st.expander(f"Review your decisions ({len(graded)})", expanded=False):
            if not graded:
                st.caption("Your graded decisions will appear here.")
            else:
                counts = review(game.decisions)
                st.markdown(" · ".join(f"{k}: **{v}**" for k, v in counts.items()))
                rows = [{"hand": d.hand_number + 1,
                         "you": words.action_label(d.action, R),
                         "grade": d.grade.label,
                         "best": words.action_label(d.grade.best.action, R),
                         "points given up": round(d.grade.loss, 2)} for d in graded]
                st.dataframe(rows, hide_index=True, width="stretch")
    with right:
        history = game.game.score_history()
        if len(history) > 1:
            teams = [_team_label(t) for t in range(len(game.game.scores))]
            fig = race_figure(R, history, teams)
            fig.update_layout(title="Score race", height=300)
            st.plotly_chart(fig, width="stretch", key="pl_race")


def _event_text(e, hand) -> str:
    kind = e.action.kind.value
    if kind == "discard":
        return "discards a card face down"
    if kind == "give":
        return "passes a card face down"
    label = words.action_label(e.action, R, dealer_acting=e.seat == hand.dealer)
    return label[0].lower() + label[1:]


def _my_decision(game: CoachedGame) -> None:
    hand = game.hand
    legal = hand.legal_actions()
    my_cards = euchre.hand_order(hand.hands[game.me], hand.trump)
    card_kinds = {"play": "Play", "discard": "Discard", "give": "Give"}
    kind = legal[0].kind.value
    if kind in card_kinds:
        prompt = {"play": "Your turn: choose a card to play.",
                  "discard": "Choose a card to discard face down.",
                  "give": "Your partner is alone: give them your best card."}[kind]
        st.markdown(f"**{prompt}**")
        legal_cards = {a.card for a in legal}
        cols = st.columns(max(len(my_cards), 5))
        for col, card in zip(cols, my_cards):
            with col:
                show(card_html(card, hand.trump, size="md", four_colour=fc,
                               dim=card not in legal_cards))
                action = f"{kind} {card}"
                reason = explain_illegal(hand, action)
                st.button(card_kinds[kind], key=f"pl_{action}", on_click=_act, args=(action,),
                          disabled=reason is not None, help=reason.text if reason else None,
                          width="stretch")
        return
    show(hand_html(my_cards, hand.trump, size="md", four_colour=fc, label="your hand"))
    prompt = {Phase.BID1: "First round: order the upcard up, or pass?",
              Phase.BID2: "Second round: name a suit, or pass?",
              Phase.BENNY: "The Benny was turned up: name trump.",
              Phase.ALONE: "You made trump: go alone, or play with your partner?",
              Phase.DEFEND: "Defend alone against the makers?"}.get(hand.phase, "Your decision:")
    st.markdown(f"**{prompt}**")
    cols = st.columns(len(legal))
    for col, a in zip(cols, legal):
        label = words.action_label(a, R, dealer_acting=hand.turn == hand.dealer)
        col.button(label, key=f"pl_{a}", on_click=_act, args=(str(a),), width="stretch")


def _feedback_and_tools(game: CoachedGame) -> None:
    if ss.get("pl_error"):
        st.error(ss["pl_error"])
    fb = ss.get("pl_feedback")
    if fb is not None and fb.grade is not None:
        colour = GRADE_COLOURS[fb.grade.label]
        st.markdown(f"Your last decision, *{words.action_label(fb.action, R)}*: "
                    f":{colour}[**{fb.grade.label}**]. {fb.grade.text}")
    if ss.get("pl_hint"):
        st.info(ss["pl_hint"], icon=":material/lightbulb:")
    c1, c2 = st.columns(2)
    c1.button("Hint", key="pl_hint_btn", on_click=_hint, disabled=not game.my_turn,
              icon=":material/lightbulb:", width="stretch")
    c2.button("Undo", key="pl_undo", on_click=_undo, disabled=not game.can_undo,
              icon=":material/undo:", width="stretch")


table()
