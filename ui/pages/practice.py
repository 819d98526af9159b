"""Practice: mixed quizzes on any topic, fresh questions without end, a running score,
and the topics you miss most (missed topics come back more often)."""
from __future__ import annotations

import random
from html import escape

import streamlit as st

from engine.i18n import N_, _
from lessons.course import course
from lessons.practice import next_topic
from lessons.progress import ProgressError
from ui import session, topic_picker
from ui.charts import missed_figure
from ui.quiz import ahead, fresh, new_seed, quiz, seed_after

ss = st.session_state
C = course(ss["game"])

st.title(_("Practice"))
st.caption(_("Questions are generated fresh by the engine for the rules in Settings: {variant}. "
             "Topics you miss come back more often.").format(
    variant=session.variant_title(session.rules())))

if not isinstance(ss.get("pr_topics"), list):   # the topics chosen (ui/topic_picker.py); none: all
    ss["pr_topics"] = []

class NotAsked(Exception):
    """The address's topic has no question under the rules in Settings (``Topic.skipped``)."""


# ?topic=suit&seed=123 opens one exact question (to share it, or project it in class).
qp = st.query_params
asked = (qp.get("topic"), qp.get("seed"))
if ("topic" in qp or "seed" in qp) and asked != ss.get("pr_qp_done"):
    ss["pr_qp_done"] = asked
    t, raw_seed = asked
    try:
        # (plain digits only: "1_000" or "٧٧" are not question numbers, though int() reads them)
        seed = session.address_number(raw_seed, 10) if raw_seed is not None else None
        if t not in C.topics or (raw_seed is not None and (seed is None or not 0 < seed < 2**31)):
            raise ValueError
        if why := C.topics[t].skipped(session.rules()):
            raise NotAsked(why)
        ss["pr_current"] = t
        picked = topic_picker.chosen(C)
        if picked and t not in picked:   # a narrow choice takes the topic in; none is every topic
            topic_picker.choose(C, picked + [t])
        if seed is not None:
            ss[f"pr_{t}_seed"] = seed
            ss.pop(f"pr_{t}_fb", None)
    except NotAsked as no_question:   # the topic has no question under these rules
        session.notice(N_("The address asked for questions on “{topic}”, but none is asked under the rules "
                          "in Settings. {why}"), topic=C.topics[t].title, why=str(no_question))
    except ValueError:   # each message names only what the address gave (never "None")
        if t is None:
            session.notice(N_("The address gave question number “{seed}” without its topic, so "
                              "here is a fresh question."), seed=str(raw_seed)[:20])
        elif t not in C.topics:
            session.notice(N_("The address asked for questions on “{topic}”, which does not exist "
                              "in {game}, so here is a fresh question."),
                           topic=t[:30], game=session.game().title)
        else:
            # (the topic by its title, as the page names it: its id, "suit", means nothing)
            session.notice(N_("The address asked for question number “{seed}” on “{topic}”, "
                              "which does not exist, so here is a fresh question."),
                           topic=C.topics[t].title, seed=str(raw_seed)[:20])
# ui/session.py reads the address's "game" and drops it; while the address names a question of
# this game it names the game too, so a reload of an Écarté question's address stays on it
# (without it the reload came up in Euchre, saying "e_points" does not exist).
if qp.get("topic") in C.topics and qp.get("game") != ss["game"]:
    qp["game"] = ss["game"]
session.show_notices()


def _answers() -> dict:
    """First answers per topic: the saved progress if there is any, else this session's tally."""
    try:
        saved = session.store().answers(ss["learner"], ss["game"])
    except ProgressError:  # unreadable for now: this session's answers
        saved = {}
    return dict(saved) or dict(ss.get("tally", {}))


def _upcoming() -> tuple[str, int]:
    """The next topic (weighted toward the ones missed; never the one on screen, whose
    answer is all that can change the weights until then) and its question's seed,
    chosen as soon as a question is on screen, so that a slow kind's question is built
    ahead (``quiz.ahead``). Chosen again when the topics chosen change."""
    chosen = topic_picker.in_play(C)
    basis = (ss.get("pr_current"), tuple(chosen))
    kept = ss.get("pr_upcoming")
    if isinstance(kept, tuple) and len(kept) == 3 and kept[0] == basis:
        return kept[1], kept[2]
    # from the module random, so a seeded run (the crash crawler) replays the same topics
    t = next_topic(chosen, basis[0], _answers(), random.Random(random.getrandbits(64)))
    seed = seed_after(f"pr_{t}", C.topics[t]) if t == basis[0] else new_seed()   # one topic chosen
    ss["pr_upcoming"] = (basis, t, seed)
    ahead(C.topics[t], seed)
    return t, seed


def _pick_next() -> None:
    """Move to the upcoming topic with its question."""
    t, seed = _upcoming()
    ss.pop("pr_upcoming", None)
    # the address named the question being left: a reload must not bring that one back
    for k in ("topic", "seed"):
        st.query_params.pop(k, None)
    ss["pr_current"] = t
    ss["pr_n"] = ss.get("pr_n", 0) + 1
    fresh(f"pr_{t}", seed)


def _score(panel) -> None:
    """The running score and the topics missed most, in ``panel`` (drawn by the question's
    fragment, so an answer updates them without rerunning the page around it)."""
    tally = {t: v for t, v in ss.get("tally", {}).items() if t in C.topics}
    right_n = sum(r for r, _w in tally.values())
    wrong_n = sum(w for _r, w in tally.values())
    missed = sorted(((w, t) for t, (r, w) in tally.items() if w), reverse=True)[:5]
    # the score, its caption and the chart's heading: one markdown, one element to redraw
    caption, heading = escape(_("right at the first try, this session")), escape(_("Missed most"))
    html = (f'<div class="eu-score">{right_n} / {right_n + wrong_n}</div>'
            f'<div class="eu-caption">{caption}</div>')
    if missed:
        html += f'<div class="eu-missed"><strong>{heading}</strong></div>'
    with panel:
        st.markdown(html, unsafe_allow_html=True)
        if missed:
            fig = missed_figure([(w, C.topics[t].title if t in C.topics else t) for w, t in missed])
            st.plotly_chart(fig, width="stretch", key="pr_missed", config={"displayModeBar": False})


@st.fragment
def question(panel) -> None:
    """The quiz, then the score beside it: an answer reruns only this, not the topics,
    the "Switch topic" button or the page around them."""
    cur = ss.get("pr_current")
    if cur not in topic_picker.in_play(C):
        _pick_next()
        cur = ss["pr_current"]
    quiz(C.topics[cur], key=f"pr_{cur}", on_next=_pick_next)
    _score(panel)   # after the question: the feedback is on screen first
    _upcoming()     # last: the next question, made ahead while this one is read


topic_picker.picker(C)
left, right = st.columns([3, 1.3], gap="large")
with right:
    score_panel = st.container()
    st.button(_("Switch topic"), on_click=_pick_next, key="pr_switch", icon=":material/shuffle:")
with left:
    question(score_panel)
