"""Draw a quiz question and mark the learner's answer (inside a fragment: a click reruns
only the quiz). State per quiz lives under keys prefixed with the quiz's ``key``."""
from __future__ import annotations

import logging
import random
import re
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from html import escape
from typing import Callable

import streamlit as st

from engine import i18n
from engine.i18n import _

from lessons.progress import ProgressError
from lessons.quiz import Feedback, Question, Scene, Topic, same_question
from lessons.review import CardError, card_after_miss
from lessons.spoken import card_words, say
from ui import a11y, cards, clock, session

log = logging.getLogger(__name__)
ss = st.session_state
Review = Callable[[Question, Feedback], None]
"""What the Review page does with the first answer to its question (rate its card)."""

# A card drawn with its role: the gold trump border or a RIGHT/LEFT/BENNY/ROI badge.
MARK_CLASS = re.compile(r'class="eu-card [^"]*\btrump\b|class="eu-badge ')


def new_seed() -> int:
    """A fresh question seed, from the module ``random`` like the explorers' deals, so that a
    test that calls ``random.seed`` sees the same questions every time."""
    return random.randrange(1, 2**31)


def scene_html(scene: Scene, fc: bool, marks: bool | None = None) -> str:
    """The scene's cards and chips; ``marks`` overrides ``scene.marks`` (the feedback shows them)."""
    marks = scene.marks if marks is None else marks
    parts = []
    if scene.trump is not None or scene.facts:
        chips = cards.trump_chip(scene.trump, fc) if scene.trump is not None else ""
        chips += "".join(cards.chip(f"{k}: {v}" if k else v) for k, v in scene.facts)
        parts.append(f"<div>{chips}</div>")
    if scene.trick:
        items = [cards.card_html(c, scene.trump, four_colour=fc, caption=who, game=scene.game, marks=marks)
                 for who, c in scene.trick]
        parts.append(f'<div class="eu-cap-title">{escape(scene.trick_label)}</div>' if scene.trick_label else "")
        parts.append(cards.row_html(items, scene.trick_label or _("trick")))
    if scene.upcard is not None:
        cap = scene.upcard_label or _("upcard")
        parts.append(cards.row_html([cards.card_html(scene.upcard, scene.trump, four_colour=fc,
                                                     caption=cap, game=scene.game, marks=marks)], cap))
    if scene.hand:
        parts.append(f'<div class="eu-cap-title">{escape(scene.hand_label)}</div>' if scene.hand_label else "")
        parts.append(cards.hand_html(scene.hand, scene.trump, four_colour=fc, label=scene.hand_label or _("cards"),
                                     game=scene.game, marks=marks))
    return "".join(parts)


def _record(key: str, q: Question, fb: Feedback, lesson: str | None,
            review: Review | None = None) -> None:
    """Count the first answer to each question for the learner's statistics (and, in a
    lesson, for the lesson's stars); a miss makes its kind a review card, and on the
    Review page (``review``) the answer rates the card under review."""
    if ss.get(f"{key}_counted") == q.seed:
        return
    ss[f"{key}_counted"] = q.seed
    tally = ss.setdefault("tally", {})
    right, wrong = tally.get(q.topic, (0, 0))
    tally[q.topic] = (right + fb.correct, wrong + (not fb.correct))
    if lesson:
        lt = ss.setdefault("lesson_tally", {})
        right, wrong = lt.get(lesson, (0, 0))
        lt[lesson] = (right + fb.correct, wrong + (not fb.correct))
    if review is not None:
        review(q, fb)
    # Written once the feedback is on screen (session.after_draw); a write that fails waits
    # in the session (and the quiz says so): never lost, never a traceback.
    learner, game = ss["learner"], ss["game"]
    session.after_draw(lambda: session.save("record_answer", learner, game, q.topic, fb.correct,
                                            lesson, q.seed))
    if review is None and not fb.correct:
        session.after_draw(lambda: _keep_missed(q, lesson))


def _keep_missed(q: Question, lesson: str | None) -> None:
    """A question missed at the first try: its kind comes back on the Review page soon."""
    try:
        rows = session.store().cards(ss["learner"], ss["game"])
    except ProgressError:   # unreadable for now: a new card (the write says if it fails too)
        rows = []
    try:
        card = card_after_miss(rows, ss["game"], q.topic, lesson, now=clock.now(), seed=q.seed)
    except CardError as e:   # a quiz kind outside the game's course: nothing to review
        log.warning("no review card for a missed question: %s", e)
        return
    session.save("save_card", ss["learner"], card)


def _tries(key: str, seed: int) -> int:
    """How many answers the learner has given to question ``seed`` of quiz ``key``."""
    tries = ss.get(f"{key}_tries")
    return tries[1] if isinstance(tries, tuple) and tries[0] == seed else 0


def _answer(key: str, topic: Topic, answer, lesson: str | None = None,
            review: Review | None = None) -> None:
    session.use_language()   # callbacks run before the script sets it
    q = _question(key, topic)
    attempt = _tries(key, q.seed) + 1
    fb = q.check(answer, attempt)
    ss[f"{key}_fb"] = (q.seed, answer, fb)
    ss[f"{key}_tries"] = (q.seed, attempt)
    if not fb.correct and isinstance(answer, str):   # that button stays greyed out for the retry
        missed = ss.get(f"{key}_missed")
        before = missed[1] if isinstance(missed, tuple) and missed[0] == q.seed else ()
        ss[f"{key}_missed"] = (q.seed, before + (answer,))
    if fb.correct and not ss.get(f"{key}_passed"):
        ss[f"{key}_passed"] = True
        ss[f"{key}_just_passed"] = True
        if lesson:   # kept, so it still counts after a reload and in the learner's other tabs
            learner, game = ss["learner"], ss["game"]
            session.after_draw(lambda: session.save("save_blob", learner,
                                                    passed_key(game, lesson, topic.id), "true"))
    _record(key, q, fb, lesson, review)


def passed(key: str) -> bool:
    """Has quiz ``key`` had a right answer (a lesson moves on only then)? In this session,
    or before, as saved (``ui.lesson_view.load_passed``)."""
    return bool(ss.get(f"{key}_passed"))


def passed_key(game: str, lesson: str, topic: str) -> str:
    """The saved item saying that ``lesson``'s quiz on ``topic`` had a right answer."""
    return f"passed:{game}:{lesson}:{topic}"


def fresh(key: str, seed: int | None = None) -> None:
    """A new question for quiz ``key`` (the answered one is never shown again): ``seed``'s,
    when the page chose it ahead (``ahead``)."""
    _next(key, seed=seed)


@st.cache_resource(show_spinner=False)
def _ahead_pool() -> ThreadPoolExecutor:
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="quiz-ahead")


def ahead(topic: Topic, seed: int) -> Future | None:
    """Build ``topic``'s question for ``seed`` in the background while the learner reads
    the one on screen, when the engine takes tens of ms to build it (``Topic.slow``): the
    generator keeps it in its cache, so "Next question" finds it made."""
    if not topic.slow:
        return None
    return _ahead_pool().submit(_build_quietly, topic, session.rules(), seed)


def _build_quietly(topic: Topic, rules, seed: int) -> None:
    try:
        topic.generate(rules, seed)
    except Exception:  # the click builds it again, and says so if it still fails
        log.info("question %s/%s not built ahead", topic.id, seed, exc_info=True)


def seed_after(key: str, topic: Topic) -> int:
    """A fresh seed for ``topic`` whose question is not the one quiz ``key`` shows now over again.
    A kind with few questions came back to the one just answered: "Who is South's partner?" (eight
    questions in all) once in eight, "Which suit does the J♦ belong to?" once in thirteen. A slow
    kind (built by the solver, and seldom the same) is not built here to compare."""
    seed = new_seed()
    kept = ss.get(f"{key}_question")
    if topic.slow or not (isinstance(kept, tuple) and len(kept) == 2 and kept[0][0] == topic.id):
        return seed
    made_from, shown = kept
    for _i in range(8):
        try:
            if not same_question(topic.generate(made_from[2], seed), shown):
                break
        except Exception:  # built again when asked, which says so if it still fails
            break
        seed = new_seed()
    return seed


def _upcoming(key: str, topic: Topic) -> None:
    """The seed of quiz ``key``'s next question, chosen (and a slow kind's question
    built, ``ahead``) as soon as this one is on screen."""
    if not isinstance(ss.get(f"{key}_ahead"), int):
        ss[f"{key}_ahead"] = seed = seed_after(key, topic)
        ahead(topic, seed)


def _next(key: str, then=None, seed: int | None = None) -> None:
    if then is not None:   # the page moves on (Practice: to another topic)
        then()
        return
    chosen = ss.pop(f"{key}_ahead", None)
    ss[f"{key}_seed"] = seed if seed is not None else \
        chosen if isinstance(chosen, int) else new_seed()
    ss.pop(f"{key}_fb", None)
    for k in [k for k in ss.keys() if isinstance(k, str) and k.startswith(f"{key}_pick_")]:
        del ss[k]


def _check_multi(key: str, topic: Topic, lesson: str | None, review: Review | None = None) -> None:
    session.use_language()   # callbacks run before the script sets it
    q = _question(key, topic)
    picked = [c.key for c in q.choices if ss.get(f"{key}_pick_{q.seed}_{c.key}")]
    _answer(key, topic, picked, lesson, review)


def _forget_answers(key: str) -> None:
    """Quiz ``key``'s answers to its question: its feedback, tries, greyed-out choices, ticks,
    and whether its first answer was counted. The same seed under other rules (Settings
    changed mid-question) makes another question, and none of these fit it."""
    for k in ("fb", "tries", "missed", "counted"):
        ss.pop(f"{key}_{k}", None)
    for k in [k for k in ss.keys() if isinstance(k, str) and k.startswith(f"{key}_pick_")]:
        del ss[k]


def _question(key: str, topic: Topic) -> Question:
    """Quiz ``key``'s current question, made once: some kinds take the engine tens of ms
    to build (a discard judged by the solver), and an answer reruns the quiz. Kept with
    what it was made from (topic, seed, rules, language), so any change makes a new one."""
    seed = ss.get(f"{key}_seed")
    if not isinstance(seed, int):
        seed = ss[f"{key}_seed"] = new_seed()
    made_from = (topic.id, seed, session.rules(), i18n.current())
    kept = ss.get(f"{key}_question")
    if isinstance(kept, tuple) and len(kept) == 2 and kept[0] == made_from:
        return kept[1]
    if isinstance(kept, tuple) and len(kept) == 2 and kept[0][:2] == made_from[:2] and kept[0][2] != made_from[2]:
        _forget_answers(key)   # Settings changed under this question: the seed makes another one now
    q = topic.generate(made_from[2], seed)
    ss[f"{key}_question"] = (made_from, q)
    return q


def quiz(topic: Topic, key: str, on_next=None, lesson: str | None = None,
         review: Review | None = None) -> None:
    """A self-renewing quiz on ``topic``. Call inside a page; reruns as a fragment, unless
    ``on_next`` is given: "Next question" then calls it instead and the whole page reruns.
    ``lesson``: the quiz belongs to that lesson; first answers count for its stars, and its
    page waits for a right answer (Next), so the first right answer reruns the whole page.
    ``review``: called with the first answer to each question instead of keeping a missed
    kind for review (the Review page rates its card with it)."""
    reason = topic.skipped(session.rules())
    if reason:   # every answer would be given away under these rules: say so instead of asking
        st.info(reason, icon=":material/info:")
        if on_next is not None:
            st.button(_("Next question"), key=f"{key}_next", on_click=on_next, icon=":material/arrow_forward:")
        return
    if on_next is None:
        _quiz_fragment(topic, key, lesson, review)
    else:
        _quiz_body(topic, key, on_next, lesson, review)


@st.fragment
def _quiz_fragment(topic: Topic, key: str, lesson: str | None, review: Review | None = None) -> None:
    _quiz_body(topic, key, None, lesson, review)
    if ss.pop(f"{key}_just_passed", False) and lesson:
        st.rerun()


def _quiz_body(topic: Topic, key: str, on_next, lesson: str | None = None,
               review: Review | None = None) -> None:
    fc = session.four_colour()
    try:
        q = _question(key, topic)
    except Exception as exc:  # a seed that makes no sense: start fresh, never a traceback
        st.warning(_("That question could not be built ({error}); here is a fresh one.").format(
            error=session.plain(exc)))
        _next(key)
        q = _question(key, topic)
    # Every st.* call below is one message that the browser redraws the page for, and an
    # answer reruns all of them: so as few elements as the layout allows (adjacent text in
    # one markdown, rows as flex containers rather than columns).
    with st.container(border=True, key=f"{key}_box"):
        fb_entry = ss.get(f"{key}_fb")
        fb = fb_entry[2] if fb_entry and fb_entry[0] == q.seed else None
        st.markdown(_head_html(topic, q, fc), unsafe_allow_html=True)
        solved = fb is not None and fb.final   # right, or missed twice and the answer shown
        missed = ss.get(f"{key}_missed")
        missed = missed[1] if isinstance(missed, tuple) and missed[0] == q.seed else ()
        names = {}   # answers drawn as card glyphs, read out in words
        if q.multi:
            cols = st.columns(min(len(q.choices), 6))
            for i, c in enumerate(q.choices):
                with cols[i % len(cols)]:
                    st.checkbox(cards.card_label(c.cards[0], fc) if c.cards else c.label,
                                key=f"{key}_pick_{q.seed}_{c.key}", disabled=solved)
                    if c.cards:
                        names[f"{key}_pick_{q.seed}_{c.key}"] = card_words(c.cards[0])
            st.button(_("Check"), key=f"{key}_check", type="primary", on_click=_check_multi,
                      args=(key, topic, lesson, review), disabled=solved, icon=":material/check:")
        else:
            # short labels side by side (one under another on a phone, see ui/theme.py);
            # long ones one per line
            row = st.container(horizontal=True, key=f"{key}_answers") \
                if options_per_row([c.label for c in q.choices]) > 1 else st.container()
            with row:
                for c in q.choices:
                    if c.cards:
                        names[f"{key}_c_{c.key}"] = say(c.label)
                    st.button(_choice_label(c, fc), key=f"{key}_c_{c.key}", on_click=_answer,
                              args=(key, topic, c.key, lesson, review), width="stretch",
                              disabled=solved or c.key in missed,
                              type="primary" if solved and c.correct else "secondary",
                              help=c.label if c.cards else None)
        # One element in this place whatever the answer (an empty one before it), so that the
        # elements below keep theirs and the browser does not redraw them.
        extra = _extra_md(fb, q, fc) if fb is not None else ""
        if fb is None:
            st.empty()
        elif extra:
            with st.container():
                _show_feedback(fb, q)
                st.markdown(extra, unsafe_allow_html=True)
        else:
            _show_feedback(fb, q)
        right, wrong = ss.get("tally", {}).get(topic.id, (0, 0))
        n_tries = _tries(key, q.seed)
        # An answer button greyed out by the answer: the focus goes to the next one, or to
        # "Next question" once the question is over.
        focus = (f".st-key-{key}_next button" if solved else
                 f'.st-key-{key}_box [class*="st-key-{key}_c_"] button:not([disabled]), '
                 f".st-key-{key}_check button")
        a11y.keyboard(key, names, token=f"{q.seed}_{n_tries}", focus=focus,
                      lost=f"^{key}_(c_|check|next)")   # "next" too: its label changes when solved
        with st.container(horizontal=True, vertical_alignment="center", key=f"{key}_foot"):
            st.button(_("Next question") if solved else _("Skip: new question"), key=f"{key}_next",
                      on_click=_next, args=(key, on_next), icon=":material/arrow_forward:",
                      type="primary" if solved else "tertiary")
            tries = _("Tries on this question: {n}").format(n=n_tries)
            if right or wrong:
                tries = _("{tries} · this kind of question, this session: {right} right, {wrong} wrong "
                          "at the first try").format(tries=tries, right=right, wrong=wrong)
            # the live region rides in the caption's markdown: drawn on every run, empty or
            # not, so a screen reader hears the verdict when it comes
            live = a11y.live([say(f"{fb.headline} {fb.text}")] if fb else [])
            st.markdown(f'{live}<div class="eu-caption">{escape(tries)}</div>', unsafe_allow_html=True,
                        width="stretch")
        session.run_after_draw()   # the answer's writes, now that its feedback is drawn
        session.show_unsaved()     # last in the box: what comes and goes moves nothing below
    if on_next is None:
        _upcoming(key, topic)


def _head_html(topic: Topic, q: Question, fc: bool) -> str:
    """The quiz's badge, its cards and its question, as one markdown (one element to redraw)."""
    badge = _("Quiz · {topic}").format(topic=topic.title)
    scene = scene_html(q.scene, fc)
    scene = f'<div class="eu-qscene">{scene}</div>' if scene else ""
    # the HTML as one block without blank lines, then the question as markdown, bold
    return (f'<div class="eu-qhead"><div class="eu-step">{escape(badge)}</div>{scene}</div>\n\n'
            f"**{q.prompt}**")


def options_per_row(labels) -> int:
    """Answer buttons side by side only when every label is short (a card, a number, Yes/No);
    otherwise one per line, read in full at any width (the labels also wrap, see ui/theme.py)."""
    n = len(labels)
    return min(n, 4) if max(len(x) for x in labels) <= 14 else 1


def _choice_label(c, fc: bool) -> str:
    if c.cards and len(c.cards) == 1:
        # the card drawn where the label names it: "Q♣ (South)", but also "Discard the Q♣" (cutting the
        # card's length off the front showed "Q♣scard the Q♣")
        shown, glyph = c.cards[0].display, cards.card_label(c.cards[0], fc)
        return c.label.replace(shown, glyph, 1) if shown in c.label else f"{glyph} {c.label}"
    if c.cards:
        return " › ".join(cards.card_label(x, fc) for x in c.cards)
    return c.label


def _extra_md(fb: Feedback, q: Question, fc: bool) -> str:
    """What the feedback adds once the question is over, as one markdown: for a pick-the-cards
    question each card's verdict, and the cards again with the marks the question hid (trump
    border, badges)."""
    if not fb.final:
        return ""
    parts = []
    if q.multi and fb.details:
        lines = []
        for label, ok, why in fb.details:
            mark = ":green[:material/check_circle:] " + _("may play") if ok else \
                ":red[:material/block:] " + _("may not")
            lines.append(f"- **{label}** {mark}: {why}")
        parts.append("\n".join(lines))
    if not q.scene.marks:
        html = scene_html(replace(q.scene, facts=()), fc, marks=True)
        if MARK_CLASS.search(html):
            title = _("The same cards, with their marks")
            parts.append(f'<div class="eu-cap-title">{escape(title)}</div>{html}')
    return "\n\n".join(parts)


def _show_feedback(fb: Feedback, q: Question) -> None:
    if fb.correct:
        st.success(f"**{fb.headline}** {fb.text}", icon=":material/check_circle:")
    elif not fb.final:   # a first miss: what is wrong, a nudge, and the answer still hidden
        again = _("**Try again:** change your choice and check again.") if q.multi else \
            _("**Try again:** pick another answer.")
        st.error(f"**{fb.headline}** {fb.text}  \n{again}", icon=":material/cancel:")
    else:
        st.error(f"**{fb.headline}** {fb.text}", icon=":material/cancel:")
