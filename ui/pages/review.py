"""Review: the learner's own mistakes when they fall due (FSRS, ``lessons.review``), for the
game chosen on Home. A missed kind of question comes back as a fresh question of that kind;
a decision the coach graded Mistake or Blunder comes back as a puzzle, the position as the
learner saw it in Play: find a better play, with a second try before the answer.

The first answer to a card rates it (right: Good, wrong: Again) and the card stays on
screen until "Next"; then the next due card comes. Page-local keys start with ``rv_``.
"""
from __future__ import annotations

import logging
import random

import streamlit as st

from engine.i18n import _, ngettext
from lessons.progress import ProgressError
from lessons.review import (CardError, QuizCard, asked, due, due_this_week, fresh_seed,
                            judge_puzzle, next_due, open_card, open_cards, readable, schedule,
                            wait_words)
from lessons.spoken import say
from ui import a11y, clock, session
from ui.play_table import table_block
from ui.games import ui_of
from ui.odds_charts import odds_figure
from ui.quiz import new_seed, quiz

log = logging.getLogger(__name__)
ss = st.session_state
QUIZ_KEY = "rv_q"
spec = session.game()
fc = session.four_colour()
now = clock.now()


def _answered() -> dict:
    """card id -> the card as rated in this session (what was saved, or waits to be)."""
    if not isinstance(ss.get("rv_answered"), dict):
        ss["rv_answered"] = {}
    return ss["rv_answered"]


def _as_known(rows: list) -> list:
    """The cards with this session's ratings that still wait to be saved (a failed write
    is kept in the session): a card just answered does not come straight back."""
    known = _answered()
    # the store's row wins once it is as new as ours (saved, or changed since elsewhere)
    return [mine if (mine := known.get(r.card_id)) is not None and r.updated <= mine.updated
            else r for r in rows]


def _skip(card_id: str, reason: object) -> None:
    """A card that cannot be shown: said once in the server log, never to the learner."""
    logged = ss.setdefault("rv_logged", set())
    if card_id not in logged:
        logged.add(card_id)
        log.warning("review card %s skipped: %s", card_id, reason)


def _begin(row, item) -> None:
    """Put ``row`` on screen: a fresh question (never the one missed), or the puzzle untried."""
    ss["rv_card"] = row.card_id
    for key in ("rv_tries", "rv_verdict", "rv_rated"):
        ss.pop(key, None)
    if isinstance(item, QuizCard):
        for key in [k for k in ss.keys() if isinstance(k, str) and k.startswith(f"{QUIZ_KEY}_")]:
            del ss[key]
        # seeded from the module random, like every question, so a seeded test replays it
        ss[f"{QUIZ_KEY}_seed"] = fresh_seed(item, random.Random(new_seed()), session.rules(item.game))


def _current(rows: list):
    """``(row, item)`` on screen: the card being answered (until Next), else the card that
    has waited longest (those skipped with "Skip" this session after the others)."""
    cid = ss.get("rv_card")
    row = next((r for r in rows if r.card_id == cid), None)
    if row is not None and row.due > now.timestamp() and ss.get("rv_rated") != cid:
        row = None   # answered since in another tab or device: not due, so not asked again
    if row is not None:
        try:
            return row, open_card(row)
        except CardError as e:
            _skip(row.card_id, e)
    ss.pop("rv_card", None)
    ready, skipped = open_cards(due(rows, now))
    for s in skipped:
        _skip(s.card_id, s.reason)
    later = ss.get("rv_later") if isinstance(ss.get("rv_later"), list) else []
    ready.sort(key=lambda pair: pair[0].card_id in later)
    if not ready:
        return None
    _begin(*ready[0])
    return ready[0]


def _rate(row, right: bool) -> None:
    """The first answer to the card on screen schedules it (saved like every write)."""
    if ss.get("rv_rated") == row.card_id:
        return
    new = schedule(row, right, clock.now())
    ss["rv_rated"] = row.card_id
    _answered()[row.card_id] = new
    learner = ss["learner"]   # written once the verdict is drawn (session.after_draw)
    session.after_draw(lambda: session.save("save_card", learner, new))


def _next_card() -> None:
    """On to the next due card; one left unanswered waits behind the others."""
    cid = ss.pop("rv_card", None)
    if cid and ss.get("rv_rated") != cid:
        later = ss.get("rv_later") if isinstance(ss.get("rv_later"), list) else []
        ss["rv_later"] = [c for c in later if c != cid] + [cid]


def _try(row, text: str, _position=None) -> None:
    """A try at the puzzle on screen: judged with the coach's numbers from the game."""
    session.use_language()   # callbacks run before the script sets it
    verdict = ss.get("rv_verdict")
    if ss.get("rv_card") != row.card_id or (verdict is not None and verdict.final):
        return   # a click on a card no longer on screen, or on a puzzle already over
    try:
        puzzle = open_card(row)
    except CardError as e:
        _skip(row.card_id, e)
        return
    attempt = int(ss.get("rv_tries") or 0) + 1
    verdict = judge_puzzle(puzzle, text, attempt)
    if verdict.legal:   # an action that is not a choice at all is explained, not counted
        ss["rv_tries"] = attempt
        _rate(row, verdict.right)
    ss["rv_verdict"] = verdict


def _show_quiz(row, card: QuizCard) -> None:
    st.markdown(_("A fresh question of a kind you missed: **{topic}**").format(
        topic=card.topic.title))
    quiz(card.topic, QUIZ_KEY, on_next=_next_card,
         review=lambda _q, fb: _rate(row, fb.correct))


def _show_puzzle(row, puzzle) -> None:
    view = ui_of(puzzle.game).play
    game = puzzle.coached()
    verdict = ss.get("rv_verdict")
    over = verdict is not None and verdict.final
    mistake = puzzle.grade(puzzle.mistake)
    st.markdown(_("From one of your games: here you chose *{action}*, and the coach graded it "
                  "**{grade}**. Find a better play.").format(
        action=view.label(game, puzzle.mistake, puzzle.state), grade=mistake.name))
    left, right = st.columns([3, 2], gap="large")
    with left:
        table_block(view, game, fc, view.header(game, fc))
        if over:   # the hand as it was, now that its buttons are gone
            view.snapshot(game, puzzle.state, fc)
        else:
            names = view.decision(game, fc, lambda text, position: _try(row, text, position))
            a11y.keyboard("plhand", names, token="_".join(map(str, game.position)))
    with right:
        said = []
        if verdict is not None:
            if verdict.right:
                st.success(verdict.message, icon=":material/check_circle:")
            elif not verdict.legal:
                st.warning(verdict.message, icon=":material/block:")
            else:
                st.error(verdict.message, icon=":material/cancel:")
            said.append(say(verdict.message))
        session.run_after_draw()
        session.show_unsaved()
        st.markdown(a11y.live(said), unsafe_allow_html=True)
        # a puzzle untried and alone due would come straight back: its Skip seemed to do nothing
        if over or ss.get("rv_rated") == row.card_id or due_now > 1:
            st.button(_("Next card") if over else _("Skip: next card"), key="rv_next",
                      on_click=_next_card, icon=":material/arrow_forward:",
                      type="primary" if over else "tertiary")
    if over:   # the coach's numbers from the game, as the Play page's review shows them
        st.plotly_chart(odds_figure(mistake.chart_data(), _("What each choice was worth"), game.has_partner),
                        width="stretch", key="rvchart_odds", config={"displayModeBar": False})


st.title(_("Review"))
try:
    rows = _as_known(session.store().cards(ss["learner"], spec.id))
except ProgressError as e:
    st.warning(session.unreadable(e, _("Your review cards cannot be read: {error}.")),
               icon=":material/cloud_off:")
    st.stop()
# a kind of question the rules in force do not ask (a game to 1 point) waits for them to change
waiting = len(due(rows, now))
rows = asked(rows, session.rules())
waiting -= len(due(rows, now))
# counted as Home and Your progress count: a card that cannot be opened is skipped (and
# logged by _current), so it is neither due now nor "your next card"
shown = readable(rows)
due_now = len(due(shown, now))
week = due_this_week(shown, now, clock.learner_zone())
st.caption(ngettext("{game}: {n} card due this week", "{game}: {n} cards due this week",
                    week).format(game=spec.title, n=week)
           + " · " + ngettext("{n} due now", "{n} due now", due_now).format(n=due_now)
           + " · " + _("Questions you missed come back as fresh questions of the same kind, and "
                       "mistakes from your games as puzzles."))
if waiting:
    st.caption(ngettext(
        "{n} card waits: its kind of question is not asked under the rules in Settings, so it "
        "comes back when they change.",
        "{n} cards wait: their kind of question is not asked under the rules in Settings, so "
        "they come back when the rules change.", waiting).format(n=waiting))
current = _current(rows)
if current is None:
    st.success(_("Nothing to review right now."), icon=":material/task_alt:")
    coming = next_due([r for r in shown if r.due > now.timestamp()])
    if coming is not None:
        st.markdown(_("Your next card is due {when}.").format(when=wait_words(now, coming)))
    else:
        st.markdown(_("A question you miss in Learn or Practice, and a decision the coach calls "
                      "a mistake or a blunder in Play, come back here when they are due."))
    st.page_link("ui/pages/practice.py", label=_("Practice: mixed quizzes"), icon=":material/quiz:")
    st.page_link("ui/pages/play.py", label=_("Play a game against the computer, with a coach"),
                 icon=":material/playing_cards:")
else:
    row, item = current
    if isinstance(item, QuizCard):
        _show_quiz(row, item)
    else:
        _show_puzzle(row, item)
