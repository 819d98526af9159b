"""Play: a whole game of Euchre or Écarté against computer players, with a coach.

Hints on request, undo, a grade for every decision (Best … Blunder, by the expected
points it gives up) and a review of them all. The game itself is
``lessons.coach.CoachedGame``; this page shows it and forwards clicks. The table and
the decision controls of each game are in ``ui/play_euchre.py`` and
``ui/play_ecarte.py``.
"""
from __future__ import annotations

import random

import streamlit as st

from engine.ai import warm_up
from engine.errors import IllegalActionError
from lessons.coach import LEVELS, CoachedGame, review
from ui import play_ecarte, play_euchre, session
from ui.charts import race_figure
from ui.odds_charts import odds_figure

ss = st.session_state
warm_up()  # compiles the solver in the background the first time; never blocks
fc = ss.get("four_colour", False)
GRADE_COLOURS = {"Best": "green", "Good": "green", "Inaccuracy": "orange",
                 "Mistake": "red", "Blunder": "red"}
TRANSIENT = ("pl_feedback", "pl_hint", "pl_error", "pl_exchange_pick", "pl_odds")


GAMES = {"Euchre": "euchre", "Écarté": "ecarte"}


def _rules():
    """The rules to deal a new game with: the chosen game's rules from Settings."""
    return session.ecarte_rules() if ss.get("pl_kind") == "Écarté" else session.rules()


if "pl_game" in ss and not isinstance(ss["pl_game"], CoachedGame):
    session.notice("The saved game made no sense, so it was cleared: start a new one.")
    del ss["pl_game"]
    session.show_notices()


def _clear() -> None:
    for key in TRANSIENT:
        ss.pop(key, None)


def _start() -> None:
    ss["pl_game"] = CoachedGame.new(
        _rules(), seed=random.randrange(2**31), opponents=ss.get("pl_opp", "intermediate"),
        partner=ss.get("pl_partner", "intermediate"), grading=ss.get("pl_grading", True))
    _clear()


def _act(text: str) -> None:
    try:
        new = ss["pl_game"].act(text)
    except IllegalActionError as e:
        ss["pl_error"] = e.reason.text
        return
    ss["pl_game"] = new
    _clear()
    ss["pl_feedback"] = new.decisions[-1]


def _hint() -> None:
    try:
        ss["pl_hint"] = ss["pl_game"].hint().text
    except ValueError:
        ss["pl_error"] = "A hint is only for your own decisions."


def _position(game: CoachedGame) -> tuple[int, int]:
    return len(game.game.hands), len(game.hand.history)


def _odds() -> None:
    game = ss["pl_game"]
    try:
        ss["pl_odds"] = (_position(game), view.odds(game))
    except ValueError:
        ss["pl_error"] = "The odds are shown for your bidding (Écarté: proposal) decisions."


def _undo() -> None:
    ss["pl_game"] = ss["pl_game"].undo()
    _clear()


def _next_hand() -> None:
    ss["pl_game"] = ss["pl_game"].next_hand()
    _clear()


if ss.get("pl_kind") not in GAMES:
    ss["pl_kind"] = "Écarté" if ss.get("game") == "ecarte" else "Euchre"
game_name = ss["pl_kind"]
st.title(f"Play {game_name}")
with st.expander("New game", expanded="pl_game" not in ss):
    st.segmented_control("Game", list(GAMES), key="pl_kind")
    rules = _rules()
    c1, c2, c3 = st.columns(3)
    c1.selectbox("Opponents", LEVELS, index=1, key="pl_opp", format_func=str.capitalize)
    if getattr(rules, "players", 2) == 4 and game_name == "Euchre":
        c2.selectbox("Your partner", LEVELS, index=1, key="pl_partner", format_func=str.capitalize)
    c3.toggle("Grade my decisions", value=True, key="pl_grading",
              help="After each of your decisions the coach says how it compares with the best one.")
    st.caption(f"Rules: {session.variant_title(rules)}, first to {rules.target_score} "
               f"(change them in Settings, with {game_name} chosen on Home).")
    st.button("Deal a new game", type="primary", on_click=_start, key="pl_start")

if "pl_game" not in ss:
    st.stop()
if ss["pl_game"].kind.name != GAMES[game_name]:
    st.info(f"Your game in progress is not {game_name}: deal a new game to play {game_name}.")
    st.stop()
view = play_ecarte if game_name == "Écarté" else play_euchre
if ss["pl_game"].game.rules != _rules():
    st.info("The rules in Settings have changed since this game began: it goes on with its "
            "own rules. Deal a new game to play the new ones.", icon=":material/info:")


@st.fragment
def board() -> None:
    game: CoachedGame = ss["pl_game"]
    R = game.game.rules
    labels = view.team_labels(game)
    cols = st.columns(len(labels) + 1)
    for col, name, score in zip(cols, labels, game.game.scores):
        col.metric(name, f"{score} / {R.target_score}")
    cols[-1].markdown(view.header(game, fc), unsafe_allow_html=True)

    left, right = st.columns([3, 2], gap="large")
    with left:
        view.table(game, fc)
        if game.hand.is_over:
            _hand_over(game)
        elif game.my_turn:
            view.decision(game, fc, _act)
    with right:
        lines = view.log_lines(game)
        st.markdown("##### This hand, newest first")
        with st.container(height=220, border=True):
            st.markdown("  \n".join(reversed(lines)) if lines else "The cards are dealt.")
        _coach(game)
    shown = ss.get("pl_odds")
    if shown and shown[0] == _position(game) and shown[1] is not None:
        data, title = shown[1]
        st.plotly_chart(odds_figure(data, title), width="stretch", key="pl_odds_chart")
    _review(game, labels)


def _hand_over(game: CoachedGame) -> None:
    st.success(view.result_text(game))
    if game.game.is_over:
        won = view.i_won(game)
        if won:
            st.balloons()
        st.subheader("You won the game!" if won else "The game is over: the computer won.")
        st.button("Play again", type="primary", on_click=_start, key="pl_again")
    else:
        st.button("Deal the next hand", type="primary", on_click=_next_hand, key="pl_next")


def _coach(game: CoachedGame) -> None:
    if ss.get("pl_error"):
        st.error(ss["pl_error"])
    fb = ss.get("pl_feedback")
    if fb is not None and fb.grade is not None:
        colour = GRADE_COLOURS[fb.grade.label]
        st.markdown(f"Your last decision, *{view.label(game, fb.action)}*: "
                    f":{colour}[**{fb.grade.label}**]. {fb.grade.text}")
    if ss.get("pl_hint"):
        st.info(ss["pl_hint"], icon=":material/lightbulb:")
    c1, c2, c3 = st.columns(3)
    c1.button("Hint", key="pl_hint_btn", on_click=_hint, disabled=not game.my_turn,
              icon=":material/lightbulb:", width="stretch")
    c2.button("Undo", key="pl_undo", on_click=_undo, disabled=not game.can_undo,
              icon=":material/undo:", width="stretch")
    c3.button("Odds", key="pl_odds_btn", on_click=_odds, width="stretch",
              icon=":material/bar_chart:", disabled=not view.has_odds(game),
              help="What each choice is worth on average, from deals consistent with what "
                   "you can see.")


def _review(game: CoachedGame, labels: list[str]) -> None:
    graded = [d for d in game.decisions if d.grade is not None]
    with st.expander(f"Review your decisions ({len(graded)})", expanded=False):
        if not graded:
            st.caption("Your graded decisions will appear here.")
        else:
            st.markdown(" · ".join(f"{k}: **{v}**" for k, v in review(graded).items()))
            rows = [{"hand": d.hand_number + 1, "you": view.label(game, d.action),
                     "grade": d.grade.label, "best": view.label(game, d.grade.best.action),
                     "points given up": round(d.grade.loss, 2)} for d in graded]
            st.dataframe(rows, hide_index=True, width="stretch")
            _look_again(game, graded)
    history = view.score_history(game)
    if len(history) > 1:
        fig = race_figure(game.game.rules, history, labels)
        fig.update_layout(title="Score race", height=300)
        st.plotly_chart(fig, width="stretch", key="pl_race")


def _look_again(game: CoachedGame, graded: list) -> None:
    """One past decision: the position as you saw it and what every choice was worth."""
    def title(i: int) -> str:
        d = graded[i]
        return (f"{i + 1}. hand {d.hand_number + 1}: {view.label(game, d.action)} "
                f"({d.grade.label})")

    i = st.selectbox("Look again at a decision", range(len(graded)), index=len(graded) - 1,
                     format_func=title, key="pl_review_pick")
    if i is None or not 0 <= i < len(graded):
        return
    d = graded[i]
    view.snapshot(game, d.before, fc)
    odds = d.grade.odds
    data = {"labels": [view.label(game, o.action) for o in odds],
            "expected_points": [o.expected_points for o in odds],
            "tricks": [list(o.tricks) for o in odds], "samples": odds[0].samples}
    st.markdown(f"*{view.label(game, d.action)}*: **{d.grade.label}**. {d.grade.text}")
    st.plotly_chart(odds_figure(data, "What each choice was worth"), width="stretch",
                    key="pl_review_chart")


board()
