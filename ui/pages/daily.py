"""Deal of the day: everyone gets the same cards on a given date (``lessons.daily``).

You play the hand from South against the computer players (the Play page's table and
controls, from the game's UI package); then the page shows how the expert played the
same cards from the same seat, side by side with your play, and the points each got.
``?day=2026-11-30`` opens another day's deal (a bad date is said and ignored).
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

import streamlit as st

from engine import games
from engine import words as common
from engine.errors import IllegalActionError
from engine.i18n import N_, _, ngettext
from lessons import daily
from lessons.coach import CoachedGame
from ui import a11y, cards, clock, session
from ui.play_table import table_block
from ui.games import ui_of

ss = st.session_state
fc = session.four_colour()


def _day() -> date:
    """The date asked for in the address, else the learner's today (``ui.clock``)."""
    raw = st.query_params.get("day")
    if raw is None:
        return clock.today()
    try:
        # only the form the page writes: date.fromisoformat also reads "20261202" and "2026-W49-3"
        if not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", raw):
            raise ValueError
        day = date.fromisoformat(raw)
        if not 2000 <= day.year <= 2100:
            raise ValueError
        return day
    except ValueError:
        session.notice(N_("“{day}” is not a date (write it like 2026-11-30), so here is today's "
                          "deal."), day=raw[:20])   # show_notices makes it plain text
        del st.query_params["day"]
        return clock.today()


def _act(text: str, position) -> None:
    game = ss.get("dy_game")
    if not isinstance(game, CoachedGame) or game.position != position or not game.my_turn:
        return   # a click on a position that has moved on (a double click)
    try:
        ss["dy_game"] = game.act(text, grade_now=False)
        ss.pop("dy_error", None)
    except IllegalActionError as e:
        ss["dy_error"] = e.reason


def _restart() -> None:
    ss.pop("dy_game", None)
    ss.pop("dy_error", None)


def _other_game() -> None:
    ss.pop("dy_error", None)   # (the deal in play is put aside below, not dropped)


DAY = _day()
session.show_notices()
if ss.get("dy_kind") not in games.ids():
    ss["dy_kind"] = session.game().id
GAME = ss["dy_kind"]
# The expert's play of this deal takes a second or two, once per server: start it now, in
# the background, so it is ready when the learner's hand ends (the page waits only if not).
daily.prepare(GAME, DAY)
view = ui_of(GAME).play

st.title(_("Deal of the day"))
st.segmented_control(_("Game"), list(games.ids()), key="dy_kind", format_func=lambda g: games.get(g).title,
                     on_change=_other_game, required=True, wrap=True)
rules = daily.rules_for(GAME)
# (a ?day= other than today's is not "today"; Écarté has one computer player, not "seats")
when = (_("{day}: the same cards for everyone today.") if DAY == clock.today() else
        _("{day}: the same cards for everyone on that day.")).format(day=DAY.isoformat())
others = ngettext("You sit South; the other seat is an intermediate computer player.",
                  "You sit South; the other seats are intermediate computer players.", rules.players - 1)
st.caption(_("{when} {variant}. {others} Afterwards, see how the expert played your cards.").format(
    when=when, variant=session.variant_title(rules), others=others))

if ss.get("dy_for") != (GAME, DAY) or not isinstance(ss.get("dy_game"), CoachedGame):
    # A deal left for the other game (or another day) is put aside, not dropped: a look at
    # Écarté's deal restarted the Euchre deal half played, or lost its comparison.
    parked = ss.get("dy_parked") if isinstance(ss.get("dy_parked"), dict) else {}
    if isinstance(ss.get("dy_game"), CoachedGame) and ss.get("dy_for") not in (None, (GAME, DAY)):
        parked[ss["dy_for"]] = ss["dy_game"]
    back = parked.pop((GAME, DAY), None)
    ss["dy_parked"] = dict(list(parked.items())[-4:])   # a few at most
    ss["dy_game"] = back if isinstance(back, CoachedGame) else daily.start(GAME, DAY)
    ss["dy_for"] = (GAME, DAY)
    ss.pop("dy_error", None)


def _decisions(game: CoachedGame) -> str:
    """South's decisions, one a line, in the learner's words."""
    lines = [f"{i}. {view.label(game, d.action, d.before)}" for i, d in enumerate(game.decisions, 1)]
    return "  \n".join(lines) if lines else _("(no decision: the others decided everything)")


def _points(game: CoachedGame, labels: list[str]) -> None:
    cols = st.columns(len(labels))
    for col, name, score in zip(cols, labels, game.game.scores):
        col.metric(name, score)


@st.fragment
def board() -> None:
    game: CoachedGame = ss["dy_game"]
    st.html(cards.fit_phone("dy_board"))
    st.markdown(a11y.live(view.news(game) + ([_("Your turn.")] if game.my_turn else [])),
                unsafe_allow_html=True)
    if daily.finished(game):   # the comparison first; the hand itself stays a click away
        _compare(game)
        with st.expander(_("The deal you played")):
            _table(game)
        return
    _table(game)


def _table(game: CoachedGame) -> None:
    left, right = st.columns([3, 2], gap="large")
    with left, st.container(key="dy_board"):
        table_block(view, game, fc, view.header(game, fc))
        if ss.get("dy_error"):
            st.error(str(ss["dy_error"]))
        if game.my_turn:
            names = view.decision(game, fc, _act)
            a11y.keyboard("plhand", names, token="_".join(map(str, game.position)))
    with right:
        lines = view.log_lines(game)
        with st.container(border=True, key="dy_log"):   # the heading inside, as on Play
            st.markdown("## " + _("This deal so far") + "\n\n"
                        + ("  \n".join(lines) if lines else _("The cards are dealt.")))


def _sides(game: CoachedGame) -> list[str]:
    """Each side by its seats (``South–North``, or one seat where each plays for
    themselves), for the expert's line, where "you" would be the expert."""
    players, sides = game.game.rules.players, len(game.game.scores)
    if sides < players:   # partnerships
        return [common.partnership(players, t) for t in range(sides)]
    return common.seat_names(players)


def _compare(game: CoachedGame) -> None:
    st.markdown("## " + _("You and the expert"))
    with st.spinner(_("The expert is playing the same cards…")):
        expert = daily.expert_line(GAME, DAY)
    mine, theirs = st.columns(2, gap="large")
    with mine:
        with st.container(border=True, key="dy_mine"):
            st.markdown("### " + _("Your play"))
            st.markdown(_decisions(game))
            st.markdown(view.result_text(game))
            _points(game, view.team_labels(game))
    with theirs:
        with st.container(border=True, key="dy_expert"):
            st.markdown("### " + _("The expert's play"))
            st.markdown(_decisions(expert))
            # by seats, not "you": the expert's line said "You called spades and went
            # alone" and "You score 1" for calls the learner never made
            st.markdown(view.result_text(replace(expert, me=None)))
            _points(expert, _sides(expert))
    st.caption(ngettext("The computer player facing you is the same in both; it answers what each of you "
                        "plays.", "The computer players around you are the same in both; they answer what each "
                        "of you plays.", daily.rules_for(GAME).players - 1)
               + " " + _("The expert weighs what it cannot see by the odds, so on one deal you can do better "
                         "than it.") + " " + _next_deal())
    st.button(_("Play this deal again"), key="dy_again", on_click=_restart, icon=":material/replay:")
    if DAY != clock.today():
        st.button(_("Play today's deal"), key="dy_today", on_click=_to_today, icon=":material/today:")


def _to_today() -> None:
    """Today's deal, the address too (a page link kept ?day= in the address bar, so a reload
    opened the other day's deal again)."""
    st.query_params.pop("day", None)


def _next_deal() -> str:
    """Where the next deal is: tomorrow after today's, today's after another day's."""
    today = clock.today()
    if DAY == today:
        return _("Come back tomorrow for a new deal.")
    if DAY < today:
        return _("This was the deal of {day}; today's deal is a different one.").format(day=DAY.isoformat())
    return _("This is the deal of {day}, a day still to come; today's deal is a different one.").format(
        day=DAY.isoformat())


board()
