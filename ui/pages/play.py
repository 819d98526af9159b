"""Play: a whole game of Euchre or Écarté against computer players, with a coach.

Hints on request, undo, a grade for every decision (Best … Blunder, by the expected
points it gives up) and a review of them all. The game itself is
``lessons.coach.CoachedGame``; this page shows it and forwards clicks. The table and
the decision controls of each game are in the game's UI package
(``ui/games/<id>/play.py``); widget keys follow the namespaces in ``ui/play_table.py``.

A click only applies the learner's action and lets the computer players reply.
Grades, hints and odds are worked out by ``ui.workers`` away from the click; the
page shows "thinking" until they are ready and polls for them.
"""
from __future__ import annotations

import logging
import random
import re
from html import escape

import streamlit as st

from engine import games
from engine.words import seat_name
from engine.ai import kernel, warm_up
from engine.ai.words import grade_name, level_name, with_principle
from engine.errors import DealCodeError, IllegalActionError
from engine.i18n import N_, _, ngettext
from lessons.coach import LEVELS, CoachedGame, deal_seed, kind_named, review
from lessons.puzzle import MISTAKES
from lessons.review import CardError, card_for_mistake, position_of
from lessons.spoken import say
from ui import a11y, account, clock, session, workers
from ui.play_table import (WATCHDOG, only_choice, prompt_html, scoreboard, table_block,
                           undo_help, watchdog)
from ui.games import ui_of
from ui.charts import race_figure
from ui.odds_charts import odds_figure
from ui.table_steps import clean_code
from ui.tables import table_or_list

log = logging.getLogger(__name__)
NO_TOOLBAR = {"displayModeBar": False}   # as on every other chart of the app
NBSP = "\u00a0"   # a no-break space
ss = st.session_state
warm_up()  # compiles the solver in the background the first time; never blocks
workers.start()  # the analysis process, ready before the learner's first decision
fc = ss.get("four_colour", False)
GRADE_COLOURS = {"Best": "green", "Good": "green", "Inaccuracy": "orange",
                 "Mistake": "red", "Blunder": "red"}
# What one decision shows; cleared when the position moves on.
TRANSIENT = ("pl_feedback", "pl_error", "plx_pick", "pl_undone", "pl_moved", "pl_only")
PARKED = account.PARKED
DRAWING = "pl_drawing"
"""True while a run of the page or of the board is under way, False once the board is drawn."""
REDRAW = "pl_redraw"
"""Set by a click that cut a run short (``_cut_short``): the board then asks for a whole one."""
CAUGHT = "pl_caught"
"""Set when the board took the game saved in another tab or device (``_moved_on``)."""
CHOSEN = "pl_chosen"
"""(the game chosen on this page, the app's game at the time)."""
PREFS = "pl_prefs"
"""The New game panel's choices, kept while the learner visits other pages (Streamlit
forgets a widget's value when its page is left): the widget key and its default."""
PANEL = (("plset_opp", "intermediate"), ("plset_partner", "intermediate"),
         ("plset_grading", True))
ANSWER_FIRST = ("expert",)
"""Computer players whose replies take long enough (tens of milliseconds a decision,
hundreds for a round of bidding) that the learner's own action is drawn first and their
replies after it, in the same run; the others reply at once, within the click."""
AT_ONCE = 2
"""Grades one learner has waiting in the shared worker at a time. A reopened game's
decisions are graded again a few at a time, newest first, so neither a new decision's
grade nor a hint (this learner's or another's) queues behind all of them."""


def _rules(kind: str | None = None):
    """The rules to deal a new game with: the game chosen here, under its rules from Settings."""
    return session.rules(kind or ss.get("plset_kind"))


if "pl_game" in ss and not isinstance(ss["pl_game"], CoachedGame):
    session.notice(N_("The saved game made no sense, so it was cleared: start a new one."))
    del ss["pl_game"]
    session.show_notices()
for key, allowed in (("plset_opp", LEVELS), ("plset_partner", LEVELS),
                     ("plset_grading", (True, False)), ("plset_kind", games.ids())):
    if key in ss and ss[key] not in allowed:  # a value from elsewhere: back to the default
        del ss[key]


def _opponents(game_id: str, rules) -> int:
    """How many computer players play against the learner: everyone but the learner and a
    partner (Écarté and two-handed Euchre: one)."""
    return rules.players - 1 - (kind_named(game_id).partner_of(rules, 0) is not None)


def _rules_named(rules) -> str:
    """The rules' title and target: "British Euchre (25 cards, the Benny), first to 10"; a
    title that names its target already ("Classic Écarté (to 5)") is not followed by
    ", first to 5" again."""
    title = session.variant_title(rules)
    if re.search(rf"\b{rules.target_score}\)", title):
        return title
    return _("{variant}, first to {target}").format(variant=title, target=rules.target_score)


def _jobs() -> dict:
    """The analysis under way for this learner: grades by decision, the hint, the odds."""
    return ss.setdefault("pl_jobs", {"grade": {}, "hint": None, "odds": None})


def _drop_jobs() -> None:
    """Forget the analysis under way for the game on the table (a new game, another game,
    a game moved on elsewhere): what has not started yet is taken out of the shared
    worker's queue, so no learner's grade waits behind work nobody will read."""
    jobs = ss.pop("pl_jobs", None)
    if isinstance(jobs, dict):
        _cancel([*jobs.get("grade", {}).values(), jobs.get("hint"), jobs.get("odds")])


def _cancel(futures) -> None:
    for f in futures:
        f = f[1] if isinstance(f, tuple) else f   # a hint or the odds: (position, future)
        if f is not None:
            f.cancel()


def _clear() -> None:
    for key in TRANSIENT:
        ss.pop(key, None)


def _parked() -> dict:
    """Each other game's game in progress, by game id: dealing Écarté puts the Euchre game
    aside (and the other way round), and choosing that game again brings it back."""
    parked = ss.get(PARKED)
    if not isinstance(parked, dict):
        parked = ss[PARKED] = {}
    return parked


def _put_aside(kind: str) -> None:
    """Before a game of ``kind`` is dealt: the game in progress of another game is kept,
    and a game of ``kind`` put aside is replaced by the new one (one game per game: an old
    one must not come back once the new one is over)."""
    game = ss.get("pl_game")
    _parked().pop(kind, None)
    if isinstance(game, CoachedGame) and game.kind.name != kind and not game.game.is_over:
        _parked()[game.kind.name] = game


def _bring_back(kind: str) -> None:
    """The game of ``kind`` put aside, if any, back on the table (the one there goes aside)."""
    game = ss.get("pl_game")
    if isinstance(game, CoachedGame) and game.kind.name == kind:
        return
    back = _parked().pop(kind, None)
    if not isinstance(back, CoachedGame):
        return
    _put_aside(kind)
    ss["pl_game"] = back
    _drop_jobs()   # the grades still to come are worked out again for this game
    _clear()


def _caught_up(already: bool = False) -> bool:
    """Whether the game had moved on in another tab or on another device (the same profile)
    since this tab last saw it; if so it is here now as it stands there, and a click made
    on the older position is not applied (``account.catch_up``). ``already``: the board
    took it in the run before (``_moved_on``)."""
    if not account.catch_up() and not already:
        return False
    _drop_jobs()   # the grades under way were for the older game
    _clear()
    ss["pl_moved"] = True
    ss["plset_kind"] = ss["pl_game"].kind.name   # its game, not the one put aside there
    return True


def _moved_on() -> None:
    """The board's save was refused: another tab or device saved a newer game since this
    run read it. That game is taken, and the page drawn again with it and the notice (the
    Game choice, a widget already drawn in this run, is set at the start of the next)."""
    if account.catch_up():
        ss[CAUGHT] = True
        st.rerun()


def _start() -> None:
    kind = ss.get("plset_kind") or session.game().id   # the game chosen, to deal
    _caught_up()   # so that the newest game, not an older copy, is the one put aside
    ss["plset_kind"] = kind
    _put_aside(kind)
    opponents, partner = ss.get("plset_opp", "intermediate"), ss.get("plset_partner", "intermediate")
    ss["pl_game"] = CoachedGame.new(
        _rules(), seed=random.randrange(2**31), opponents=opponents, partner=partner,
        grading=ss.get("plset_grading", True),
        reply=not {opponents, partner} & set(ANSWER_FIRST))
    _drop_jobs()
    _clear()


def _current(position) -> CoachedGame | None:
    """The game, if a click made on ``position`` still applies to it (a double click or
    a click on a page that had not caught up is stale, and is ignored quietly)."""
    game = ss.get("pl_game")
    if isinstance(game, CoachedGame) and game.position == position and game.my_turn:
        return game
    return None


def _cut_short() -> None:
    """Called by the board's clicks: one that lands while the page or the board is still
    being drawn (a quick second click, or one while a grade just worked out is drawn) cuts
    that run short, and Streamlit can then leave its elements on screen beside the board's
    new ones: a card already played stayed in the hand, and another twice. The board asks
    for a whole run once it is drawn, which clears them (``board``)."""
    if ss.get(DRAWING):
        ss[REDRAW] = True


def _act(text: str, position) -> None:
    _cut_short()
    if _caught_up():
        return
    game = _current(position)
    if game is None:
        return
    try:
        new = game.act(text, grade_now=False, reply=not _answer_first(game))
    except IllegalActionError as e:
        ss["pl_error"] = e.reason   # rendered when shown, in the language of that run
        return
    ss["pl_game"] = new
    _clear()
    ss["pl_feedback"] = new.decisions[-1].key


def _hint(position) -> None:
    _cut_short()
    if _caught_up():
        return
    game = _current(position)
    if game is None:
        return
    if game.only_action is not None:
        # one legal action: nothing to weigh, so no job; the coach says it at once
        _jobs()["hint"] = None
        ss["pl_only"] = position
    else:
        _cancel([_jobs()["hint"]])   # one asked at an earlier position, if still waiting
        _jobs()["hint"] = (position, workers.submit(game.hint_job()))


def _odds(position) -> None:
    _cut_short()
    if _caught_up():
        return
    game = _current(position)
    if game is not None and game.has_odds:
        _cancel([_jobs()["odds"]])
        _jobs()["odds"] = (position, workers.submit(game.odds_job()))


def _undo() -> None:
    _cut_short()
    if _caught_up():
        return
    game = ss.get("pl_game")
    if isinstance(game, CoachedGame) and game.can_undo:
        ss["pl_game"] = back = game.undo()
        gone = len(game.game.hands) - len(back.game.hands)   # the deals taken back with it
        # The grades of the decisions undone are forgotten: they are kept by the decision's
        # place in the hand, and the next decision taken there may be another choice.
        kept = {d.key for d in back.decisions}
        jobs = _jobs()
        _cancel(f for k, f in jobs["grade"].items() if k not in kept)
        jobs["grade"] = {k: f for k, f in jobs["grade"].items() if k in kept}
        jobs["failed"] = jobs.get("failed", set()) & kept
        _clear()
        ss["pl_undone"] = gone + 1   # (never 0: read as true)


def _next_hand() -> None:
    _cut_short()
    if _caught_up():
        return
    game = ss.get("pl_game")
    if isinstance(game, CoachedGame) and game.hand.is_over and not game.game.is_over:
        ss["pl_game"] = game.next_hand(reply=not _answer_first(game))
        _clear()


def _answer_first(game: CoachedGame) -> bool:
    """Whether the board draws what the click did before the computer players reply."""
    return game.opponents in ANSWER_FIRST or game.partner in ANSWER_FIRST


def _result(future):
    """``(done, value, error)`` of a job; a failure is logged and becomes a message."""
    if not future.done():
        return False, None, None
    try:
        return True, future.result(), None
    except Exception as e:  # the analysis must never take the page down
        log.exception("analysis failed")
        return True, None, _("The coach could not work this out ({error}).").format(
            error=type(e).__name__)


def _collect(game: CoachedGame, start: bool = True) -> bool:
    """Fold finished grades into the game and (with ``start``) start the missing ones;
    whether any analysis is still under way."""
    jobs = _jobs()
    grades = jobs["grade"]
    running = False
    failed = jobs.setdefault("failed", set())
    waiting = sum(not f.done() for f in grades.values())
    for d in reversed(game.pending()):   # newest first: the one on screen comes first
        if d.key in failed:
            continue
        if d.key not in grades:
            quick = _from_hint(game, d, jobs["hint"])
            if quick is not None:
                game = _graded(game, d.key, quick)
                continue
            if not start or waiting >= AT_ONCE:
                running = True
                continue
            grades[d.key] = workers.submit(game.grade_job(d))
            waiting += 1
        done, grade, error = _result(grades[d.key])
        if not done:
            running = True
        elif grade is not None:
            game = _graded(game, d.key, grade)
        else:  # said once; the decision stays ungraded
            failed.add(d.key)
            ss["pl_error"] = error
    if game is not ss["pl_game"]:
        ss["pl_game"] = game
    for name in ("hint", "odds"):
        if jobs[name] is not None and not jobs[name][1].done():
            running = True
    return running


def _graded(game: CoachedGame, key, grade) -> CoachedGame:
    """The game with a decision's grade filled in; a Mistake or a Blunder is kept as a
    puzzle for the Review page (saved like every write: a failure waits in the session)."""
    game = game.with_grade(key, grade)
    if grade.label in MISTAKES:
        decision = next((d for d in game.decisions if d.key == key), None)
        if decision is not None and decision.grade is grade:
            try:
                card = card_for_mistake(game.kind.name, position_of(decision), clock.now())
            except CardError as e:   # e.g. custom rules no deal code can name
                log.info("this mistake cannot be a review card: %s", e)
            else:
                session.save("save_card", ss["learner"], card)
    return game


def _from_hint(game: CoachedGame, decision, hint):
    """The grade of ``decision`` from the hint asked for just before it, if there was one."""
    if hint is None or not hint[1].done():
        return None
    done, value, _error = _result(hint[1])
    return game.grade_from_hint(decision, value, hint[0]) if value is not None else None


def _awaited(game: CoachedGame) -> tuple[bool, bool, bool]:
    """Whether what the learner waits to see is ready: the grade of the decision on
    screen, the hint, the odds."""
    key = ss.get("pl_feedback")
    shown = next((d for d in game.decisions if d.key == key), None)
    jobs = _jobs()
    hint, odds = (j is not None and j[1].done() for j in (jobs["hint"], jobs["odds"]))
    return shown is not None and (shown.grade is not None or shown.forced), hint, odds


@st.fragment(run_every=0.1)
def _poll() -> None:
    """While analysis is under way: look again shortly, and show it when what the
    learner waits for is ready (older decisions graded again after a reopened game
    are folded in quietly, and shown once all are done)."""
    game = ss.get("pl_game")
    if not isinstance(game, CoachedGame) or not _collect(game) or \
            _awaited(ss["pl_game"]) != ss.get("pl_shown"):
        st.rerun()


def _levels_from_link() -> None:
    """``?opponents=expert&partner=novice``: the computer players' strength, for the deal in
    the same link (``deal=``) or the next game dealt here. Used once, like ``deal=``."""
    for name, widget in (("opponents", "plset_opp"), ("partner", "plset_partner")):
        level = st.query_params.get(name)
        if level is None:
            continue
        del st.query_params[name]
        if level.strip().lower() in LEVELS:
            ss[widget] = level.strip().lower()
            continue
        players = _("opponents") if name == "opponents" else _("a partner")
        levels = ", ".join(level_name(x, lower=True) for x in LEVELS)
        if not level.strip():   # "?opponents=": no strength at all, not "there is not ()"
            said = _("The link names no strength for {players}: choose one of {levels}.").format(
                players=players, levels=levels)
        else:
            said = _("The link asks for {players} of a strength there is not ({level}): "
                     "choose one of {levels}.").format(
                players=players, level=session.plain(level, 40), levels=levels)
        st.warning(said, icon=":material/link_off:")


def _deal_from_link() -> None:
    """``?deal=<code>``: play that deal (a teacher's, a friend's) as a new game's first
    hand. The parameter is used once, so a reload carries on with the game."""
    code = st.query_params.get("deal")
    if code is None:
        return
    del st.query_params["deal"]
    try:
        code = clean_code(code)   # one broken over two lines (an e-mail) reads too
        hand = games.for_deal_code(code).load("engine").decode_deal(code)
    except (DealCodeError, ValueError) as e:
        st.warning(_("The deal in the link could not be read, so nothing was dealt: {error}.")
                   .format(error=session.plain(session.clause(e))), icon=":material/link_off:")
        return
    # The game's seed comes from the code, so everyone who opens the link (a class, a
    # learner coming back) meets the same computer play and the same grades.
    opponents, partner = ss.get("plset_opp", "intermediate"), ss.get("plset_partner", "intermediate")
    _put_aside(games.of(hand.rules).id)
    # experts reply on the board, once the solver is ready, as after a click (``board``)
    ss["pl_game"] = CoachedGame.from_hand(
        hand, seed=deal_seed(code), opponents=opponents, partner=partner,
        grading=ss.get("plset_grading", True),
        reply=not {opponents, partner} & set(ANSWER_FIRST))
    ss["plset_kind"] = games.of(hand.rules).id
    _drop_jobs()
    _clear()


ss[DRAWING] = True   # (False once the board, the end of the page, is drawn)
# the game of the other tab or device is the one on the table here
_caught_up(ss.pop(CAUGHT, None) is True)
_levels_from_link()
_deal_from_link()
if ss.get("plset_kind") not in games.ids():
    # Streamlit forgets a widget's value when its page is left: the game chosen here comes
    # back after a visit to another page, unless the app's game was changed there since.
    chosen = ss.get(CHOSEN)
    home = session.game().id
    ok = isinstance(chosen, tuple) and len(chosen) == 2 and chosen[0] in games.ids()
    ss["plset_kind"] = chosen[0] if ok and chosen[1] == home else home
game_id = ss["plset_kind"]
ss[CHOSEN] = (game_id, session.game().id)
kept = ss.get(PREFS) if isinstance(ss.get(PREFS), dict) else {}
for key, default in PANEL:   # the panel as the learner left it
    if key not in ss:
        value = kept.get(key, default)
        ss[key] = value if value in (LEVELS if key != "plset_grading" else (True, False)) \
            else default
_bring_back(game_id)
game_name = games.get(game_id).title
st.title(_("Play {game}").format(game=game_name))
with st.expander(_("New game"), expanded="pl_game" not in ss):
    st.segmented_control(_("Game"), list(games.ids()), key="plset_kind",
                         format_func=lambda g: games.get(g).title, wrap=True)
    rules = _rules()
    c1, c2, c3 = st.columns(3)
    # (no default values here: each widget's value is set in the session just above)
    c1.selectbox(ngettext("Opponent", "Opponents", _opponents(game_id, rules)), LEVELS,
                 key="plset_opp", format_func=level_name)
    if kind_named(game_id).partner_of(rules, 0) is not None:
        c2.selectbox(_("Your partner"), LEVELS, key="plset_partner", format_func=level_name)
    c3.toggle(_("Grade my decisions"), key="plset_grading",
              help=_("After each of your decisions the coach says how it compares with the best one."))
    st.caption(_("Rules: {rules} (change them in Settings, with {game} chosen on Home).").format(
        rules=_rules_named(rules), game=game_name))
    st.button(_("Deal a new game"), type="primary", on_click=_start, key="plctl_start")
ss[PREFS] = {key: ss.get(key, kept.get(key, default)) for key, default in PANEL}

if "pl_game" not in ss:
    st.stop()
if ss["pl_game"].kind.name != game_id:
    other = games.get(ss["pl_game"].kind.name).title
    if ss["pl_game"].game.is_over:   # a game won is not kept: dealing replaces it
        st.info(_("Your {other} game is over: deal a new game to play {game}.").format(
            game=game_name, other=other))
    else:
        st.info(_("Your {other} game in progress is kept: deal a new game to play {game}, "
                  "and choose {other} again to go back to it.").format(game=game_name,
                                                                       other=other))
    st.stop()
view = ui_of(game_id).play


@st.fragment
def board() -> None:
    ss[DRAWING] = True
    if ss["pl_game"].kind.name != game_id:   # caught up with another tab's other game
        st.rerun()
    # A placeholder only when computer players reply in this run: an ``st.empty`` sent on
    # every run replaced the whole board with nothing and then drew it again, and a browser
    # that drew in between (a busy machine) lost the focus and could keep stale elements.
    slot = st.empty() if ss["pl_game"].others_to_move else st
    if ss["pl_game"].others_to_move:
        # Slow computer players reply here, not in the click: the learner's own action
        # is drawn first (sent to the browser at once), then each reply as it is decided,
        # and the board with the learner's next decision takes its place.
        game = ss["pl_game"]
        with slot.container():
            _others_thinking(game)
        # Once that is drawn: the learner's action is saved (for an open profile: a reload
        # while the experts think finds it, and the board lets them reply then), and just
        # after the server starts the experts wait for the compiled solver (under a second)
        # rather than think with the pure-Python one (seconds).
        if not account.save_game():   # another tab moved it on meanwhile
            _moved_on()
        kernel(wait=True)
        while game.others_to_move:
            # kept at once: a run cut short by another rerun goes on from here next time
            ss["pl_game"] = game = game.reply()
            if game.others_to_move:
                with slot.container():
                    _others_thinking(game)
    with slot.container():
        _board()
    if ss.pop(REDRAW, False):   # a click cut a run short: draw the page whole
        st.rerun()
    ss[DRAWING] = False


def _others_thinking(game: CoachedGame) -> None:
    """The table and the hand so far while a computer player decides (no widgets: the
    board that replaces it in the same run has them)."""
    thinking = _("{seat} is thinking…").format(
        seat=seat_name(game.game.rules.players, game.hand.current_player))
    # in the place of the board's live region, so that region stays and is heard change
    st.markdown(a11y.live([thinking]), unsafe_allow_html=True)
    st.html(scoreboard(_scores(game), view.header(game, fc)) + _players(game))
    left, right = st.columns([3, 2], gap="large")
    with left:
        table_block(view, game, fc)
        st.html(f'<p class="eu-prompt eu-thinking">{escape(thinking)}</p>'
                + view.my_hand(game, fc))
    lines = view.log_lines(game)
    with right, st.container(border=True):
        st.markdown("## " + _("This deal so far") + "\n\n"
                    + ("  \n".join(lines) if lines else _("The cards are dealt.")))


def _players(game: CoachedGame) -> str:
    """Who the computer players are, as HTML."""
    if game.kind.partner_of(game.game.rules, game.me) is not None:
        players = _("Computer players: {opponents} opponents, {partner} partner.").format(
            opponents=level_name(game.opponents, lower=True),
            partner=level_name(game.partner, lower=True))
    else:   # Écarté and two-handed Euchre: one opponent ("intermediate opponents" was one)
        players = ngettext("Computer player: {opponents} opponent.",
                           "Computer players: {opponents} opponents.",
                           _opponents(game.kind.name, game.game.rules)).format(
            opponents=level_name(game.opponents, lower=True))
    return f'<p class="eu-players">{escape(players)}</p>'


def _scores(game: CoachedGame) -> list[tuple[str, str]]:
    """Each side's name and score for the scoreboard (``7 / 10``, ``10 (won)``)."""
    R = game.game.rules
    return [(name, f"{score} / {R.target_score}" if score < R.target_score else
             _("{score} (won)").format(score=score) if score == max(game.game.scores)
             else f"{score}") for name, score in zip(view.team_labels(game), game.game.scores)]


def _board() -> None:
    _collect(ss["pl_game"], start=False)  # grades that are ready; new work starts below
    game: CoachedGame = ss["pl_game"]
    ss["pl_shown"] = _awaited(game)       # what this run shows (``_poll`` looks for more)
    # First on every run, so a screen reader hears it change: what the others did since
    # the learner's last decision (or that it was undone).
    news = _undone_news(game) if ss.get("pl_undone") else view.news(game)
    if game.my_turn and not ss.get("pl_undone"):
        news.append(_("Your turn."))
    elif game.game.is_over and not ss.get("pl_undone"):
        # heard with the deal's result: the page's "You won the game!" is not in the region
        news.append(view.winners_text(game))
    labels = view.team_labels(game)
    scores = _scores(game)
    # The live region comes first, so a screen reader hears it change: what the others
    # did since the learner's last decision. Then the score and the hand's facts as plain
    # HTML (markdown would be parsed again in the browser on every click).
    st.markdown(a11y.live(news), unsafe_allow_html=True)   # kept in place, so it is heard
    st.html(scoreboard(scores, view.header(game, fc)) + _players(game))
    if game.game.rules != _rules():
        # true both when Settings changed during the game and when a shared deal's link
        # brought rules other than the learner's: the game keeps the rules it was dealt with
        st.info(_("This game keeps the rules it was dealt with: {rules}. The rules in Settings "
                  "are different: deal a new game to play them.").format(
            rules=_rules_named(game.game.rules)), icon=":material/info:")

    names: dict = {}
    left, right = st.columns([3, 2], gap="large")
    with left:
        table_block(view, game, fc)
        if game.hand.is_over:
            _hand_over(game)
        elif game.my_turn:
            names = view.decision(game, fc, _act)
    with right:
        _coach(game)
        lines = view.log_lines(game)
        with st.container(border=True, key="pllog"):  # full length: reachable by keyboard
            # h2 under the page's h1: headings in order
            st.markdown("## " + _("This deal so far") + "\n\n"
                        + ("  \n".join(lines) if lines else _("The cards are dealt.")))
    _odds_chart(game)
    _review(game, labels)
    # The grade of the decision just made is sent off only now, once the table the click
    # changed has been drawn; the poller is last on the page, so it moves nothing else.
    _keyboard(game, names)
    if _collect(ss["pl_game"]):
        watchdog()
        _poll()
    # Saved for an open profile (a reload brings it back) last, once the table is drawn
    # and the grade sent off: the write to the store delays neither. A save refused because
    # another tab or device saved a newer game since this run read it: that game is shown
    # instead, with the notice (``_caught_up``), rather than written over.
    if not account.save_game():
        _moved_on()


def _undone_news(game: CoachedGame) -> list[str]:
    """What Undo did, for the live region: the decision undone and the deals that went
    with it (``pl_undone`` holds their number plus one)."""
    gone = ss.get("pl_undone", 1) - 1
    if not isinstance(gone, int) or gone <= 0:
        return [_("Your last decision was undone: it is your turn again.")]
    return [ngettext("Your last decision was undone, and the deal after it: it is your turn "
                     "again in deal {deal}.",
                     "Your last decision was undone, and the {n} deals after it: it is your "
                     "turn again in deal {deal}.", gone).format(n=gone, deal=len(game.game.hands))]


def _keyboard(game: CoachedGame, names: dict) -> None:
    """When the button the learner pressed is gone (a card played, a bid made, the next
    hand dealt), the focus moves to the next decision: the first card they may play, the
    first bid, or the button that deals the next hand; never away from anything else.
    ``names``: the decision's widgets' spoken names (the cards read in words)."""
    at = "_".join(map(str, game.position))
    first = (f'[class*="st-key-plact_{at}_"] button:not([disabled]), .st-key-plx_pick button, '
             ".st-key-plctl_next button, .st-key-plctl_again button")
    a11y.keyboard("play", names, token=at, focus=first, lost="^pl(act|ctl)_", also=WATCHDOG)


def _hand_over(game: CoachedGame) -> None:
    # cards the learner never played: a turned king that won the game at the deal left
    # the five dealt cards unseen, a Euchre deal thrown in its five
    held = view.my_hand(game, fc)
    if held:
        st.html(prompt_html(_("The cards you held:")) + held)
    st.success(view.result_text(game))
    if game.game.is_over:
        winners = view.winners_text(game)
        if view.i_won(game):
            st.balloons()
        # no anchor: a link to "#the-game-is-over-north-won" is nothing to share, and it
        # was a stop for the keyboard before Play again
        st.subheader(winners, anchor=False)
        st.button(_("Play again"), type="primary", on_click=_start, key="plctl_again")
    else:
        st.button(_("Next deal"), type="primary", on_click=_next_hand, key="plctl_next")


def _coach(game: CoachedGame) -> None:
    words, said_aloud = [], []   # the grade; what is read out when it arrives
    key = ss.get("pl_feedback")
    fb = next((d for d in game.decisions if d.key == key), None)
    if fb is not None and game.grading:
        said = view.label(game, fb.action, fb.before)
        if fb.forced:
            words.append(_("Your last decision, *{action}*, was the only one the rules "
                           "allowed: nothing to grade.").format(action=said))
        elif fb.grade is None:
            words.append(_("Your last decision, *{action}*: the coach is thinking…").format(
                action=said))
        else:
            colour = GRADE_COLOURS[fb.grade.label]
            # the grade's name once, coloured, then its reason (``Grade.reason``)
            words.append(_("Your last decision, *{action}*: {grade}. {why}").format(
                action=said, grade=f":{colour}[**{fb.grade.name}**]", why=fb.grade.reason))
            words += _principle(fb.grade.principle)
            said_aloud.append(_("Your last decision, {action}: {grade}. {why}").format(
                action=said, grade=fb.grade.name,
                why=with_principle(fb.grade.reason, fb.grade.principle)))
    asked = _jobs()["hint"]   # (done, value, error) of a hint asked at this position
    hint = _result(asked[1]) if asked is not None and asked[0] == game.position else None
    if hint is not None and hint[1] is not None:
        said_aloud.append(_("Hint: {text}").format(text=hint[1].text))
    only = only_choice(view, game) if ss.get("pl_only") == game.position else None
    if only is not None:
        said_aloud.append(_("Hint: {text}").format(text=only))
    if ss.get("pl_error"):
        said_aloud.insert(0, str(ss["pl_error"]))
    # The coach's words in a container of their own: when they come and go the buttons
    # below stay the same elements, so the keyboard focus stays on them. The grade and
    # the polite live region that reads out the grade and the hint are one element,
    # drawn on every run so the region exists before it changes.
    with st.container():
        if ss.get("pl_moved"):
            st.info(_("This game moved on in another tab or on another device: here it is "
                      "as it stands now."), icon=":material/sync:")
        if ss.get("pl_error"):
            st.error(str(ss["pl_error"]))
        words.append(a11y.live([say(text) for text in said_aloud]))
        st.markdown("\n\n".join(words), unsafe_allow_html=True)
        if only is not None:
            st.info(only, icon=":material/lightbulb:")
        if hint is not None:
            done, value, error = hint
            if not done:
                st.info(_("Thinking about your options…"), icon=":material/hourglass_top:")
            elif value is not None:
                st.info(value.numbers, icon=":material/lightbulb:")
                if value.principle is not None:
                    st.markdown("\n\n".join(_principle(value.principle)))
            else:
                st.error(error)
        session.show_unsaved()   # a mistake kept for review that waits to be saved
    # Undo's help says what it takes back: a deal sat out, or a finished game, goes too;
    # with nothing to take back, why the button is greyed out.
    undo_words = undo_help(view, game) or (None if game.can_undo else _(
        "Nothing to take back yet: Undo takes back your last decision."))
    with st.container(horizontal=True, gap="small"):
        st.button(_("Hint"), key="plctl_hint", on_click=_hint, args=(game.position,),
                  disabled=not game.my_turn, icon=":material/lightbulb:", width="stretch")
        st.button(_("Undo"), key="plctl_undo", on_click=_undo, disabled=not game.can_undo,
                  icon=":material/undo:", width="stretch", help=undo_words)
        st.button(_("Odds"), key="plctl_odds", on_click=_odds, args=(game.position,),
                  width="stretch", icon=":material/bar_chart:", disabled=not game.has_odds,
                  help=_("What each choice is worth on average, from deals consistent with "
                         "what you can see."))
    if undo_words:
        # A phone cannot hover to see a help: there the same words are a caption under the
        # buttons (the theme shows it only on a narrow or touch screen).
        with st.container(key="plctl_undo_why"):
            # (after the button's own icon, as the button it is about is above it)
            st.caption(":material/undo: " + session.plain(undo_words))


def _principle(reason) -> list[str]:
    """The rule of thumb the coach named (the numbers' reason), as a line of its own under
    the grade or the hint; none when none applies."""
    if reason is None:
        return []
    return [":material/school: " + _("**Rule of thumb:** {principle}").format(
        principle=reason.text)]


def _odds_chart(game: CoachedGame) -> None:
    shown = _jobs()["odds"]
    if shown is None or shown[0] != game.position:
        return
    done, value, error = _result(shown[1])
    if not done:
        st.caption(_("Working out the odds…"))
    elif value is None:
        st.error(error)
    else:
        data, title = view.odds_chart(game, value)
        # no plotly toolbar (camera, zoom, pan) over the title, as on every other chart here:
        # on a phone it stood there from the first touch
        st.plotly_chart(odds_figure(data, title, game.has_partner), width="stretch", key="plchart_odds",
                        config=NO_TOOLBAR)


def _review(game: CoachedGame, labels: list[str]) -> None:
    """The review and the score race, drawn only when asked for (or between hands), so a
    click during a hand never waits for a table and two charts nobody is looking at."""
    graded = [d for d in game.decisions if d.grade is not None]
    if not st.toggle(_("Review your decisions ({n})").format(n=len(graded)), key="plrev_show"):
        if game.hand.is_over:
            _race(game, labels)
        return
    if not graded:
        # with grading off none ever will: "will appear here" stayed untrue to the game's end
        st.caption(_("Your graded decisions will appear here.") if game.grading else
                   _("Grading is off in this game: turn on “Grade my decisions” under New "
                     "game to have the next one graded."))
    else:
        # each grade's name and count held together by no-break spaces: on a phone the line
        # wrapped between "Blunder:" and its "0"
        st.markdown(" · ".join(f"{grade_name(k).replace(' ', NBSP)}:{NBSP}**{v}**"
                               for k, v in review(graded).items()))
        rows = [{_("deal"): d.hand_number + 1, _("you"): view.label(game, d.action, d.before),
                 _("grade"): d.grade.name, _("best"): _best_label(game, d),
                 _("points given up"): _given_up(d)} for d in graded]
        # a phone's 390 px held three of the five columns ("points given up" out of sight,
        # the grid scrolling sideways): there each decision is a block, headed by its deal
        # and the learner's choice
        blocks = [{"": _("Deal {deal}: {action}").format(deal=d.hand_number + 1,
                                                          action=view.label(game, d.action, d.before)),
                   _("grade"): d.grade.name, _("best"): _best_label(game, d),
                   _("points given up"): f"{_given_up(d):g}"} for d in graded]
        table_or_list(rows, "plrev", blocks)
        _look_again(game, graded)
    _race(game, labels)


def _best_label(game: CoachedGame, decision) -> str:
    """The review's best choice: the learner's own when nothing scored more (a tie with
    another choice ranked first is still the best) or when the grade is Best (another
    choice ahead by too little to matter, or within the sampling error of a close call a
    rule of thumb settled for the learner's: "Look again" gives those numbers), else the
    numbers' best. Before, a Best row named another choice as best, with points given up."""
    if decision.grade.loss <= 0 or decision.grade.label == "Best":
        return view.label(game, decision.action, decision.before)
    return decision.grade.best.label


def _given_up(decision) -> float:
    """The review's points given up: none for a Best (as ``_best_label``)."""
    return 0.0 if decision.grade.label == "Best" else round(decision.grade.loss, 2)


def _race(game: CoachedGame, labels: list[str]) -> None:
    history = view.score_history(game)
    if len(history) > 1:
        fig = race_figure(game.game.rules, history, labels)
        fig.update_layout(title=_("Score race"), height=300)
        st.plotly_chart(fig, width="stretch", key="plchart_race", config=NO_TOOLBAR)


def _look_again(game: CoachedGame, graded: list) -> None:
    """One past decision: the position as you saw it and what every choice was worth."""
    def title(i: int) -> str:
        d = graded[i]
        return _("{i}. deal {deal}: {action} ({grade})").format(
            i=i + 1, deal=d.hand_number + 1, action=view.label(game, d.action, d.before),
            grade=d.grade.name)

    i = st.selectbox(_("Look again at a decision"), range(len(graded)), index=len(graded) - 1,
                     format_func=title, key="plrev_pick")
    if i is None or not 0 <= i < len(graded):
        return
    d = graded[i]
    view.snapshot(game, d.before, fc)
    data = d.grade.chart_data()  # the labels and numbers the hint and odds chart quoted
    st.markdown(f"*{view.label(game, d.action, d.before)}*: **{d.grade.name}**. "
                f"{with_principle(d.grade.reason, d.grade.principle)}")
    st.plotly_chart(odds_figure(data, _("What each choice was worth"), game.has_partner), width="stretch",
                    key="plchart_review", config=NO_TOOLBAR)


board()
