"""Problems: one decision on a set deal, judged by the engine with the cards as they lie.

Choose a topic, see the position as you would at the table (your hand, the upcard or
turn-up, the trick so far, the bidding, the score; the other hands hidden) and pick an
action. A wrong try gets "try again" with the engine's count for that action and a
nudge; a second wrong try (the first, when only one choice would be left), or "Show the
answer", gives the answer and the explanation.
The problems come from the game's course package (``lessons.problems.problem_set``);
the first answer to each is saved under the topic ``problem:<topic>``.
"""
from __future__ import annotations

from dataclasses import replace

import streamlit as st

from engine.ai import warm_up
from engine.cards import sort_cards
from engine.i18n import N_, _
from lessons.course import course
from lessons.problems import Problem, ProblemSet, check, problem_set, table_line
from lessons.quiz import Feedback
from lessons.spoken import card_name, say
from ui import a11y, cards, session
from ui import table_steps as T
from ui.quiz import scene_html

ss = st.session_state
# A finished problem's line for the Table is solved to the end; the solver's compiled
# kernel takes half a second to load, so it loads now, while the learner reads.
warm_up()
GAME = session.game().id
PSET = problem_set(GAME)

st.title(_("Problems"))
if PSET is None or not PSET.problems:
    st.info(_("{game} has no problem deals yet.").format(game=session.game().title))
    st.stop()
st.caption(_("Each problem is a real deal: you see your own cards, the engine knows them all. "
             "The right answer is the only choice that gets the best result with the cards as "
             "they lie (the engine plays every choice out)."))
# The problems are set deals at one table: say so when Settings hold other rules (Cutthroat,
# Stick the Dealer...), so nobody judges a four-player answer by their own table's rules.
PROBLEM_RULES = PSET.position(PSET.problems[0]).rules
if PROBLEM_RULES != session.rules():
    st.caption(_("Every problem is played under the rules of {variant}, whatever Settings say.").format(
        variant=session.variant_title(PROBLEM_RULES)))

TOPIC_IDS = [t.id for t in PSET.topics]
# The topic chosen is a widget's value, which Streamlit forgets while another page is shown:
# it is kept aside per game, and put back when the address names no topic (the menu empties
# it). Before, a teacher back from the lesson or the Table found the first topic's first
# problem instead of the one the class was on.
KEPT = ss.get("pb_topic_kept") if isinstance(ss.get("pb_topic_kept"), dict) else {}
if st.query_params.get("topic") is None and KEPT.get(GAME) in TOPIC_IDS:
    ss["pb_topic"] = KEPT[GAME]
if ss.get("pb_topic") not in TOPIC_IDS:
    ss["pb_topic"] = TOPIC_IDS[0]


def _at() -> dict:
    """Which problem of each topic is shown, per game: ``{(game, topic): index}``."""
    at = ss.get("pb_at")
    if not isinstance(at, dict):
        at = ss["pb_at"] = {}
    return at


def _current(pset: ProblemSet, topic: str) -> Problem:
    items = pset.of_topic(topic)
    i = _at().get((GAME, topic), 0)
    if not isinstance(i, int) or not 0 <= i < len(items):
        i = _at()[(GAME, topic)] = 0
    return items[i]


def _key(p: Problem) -> str:
    return f"{GAME}:{p.id}"


def _tries(p: Problem) -> int:
    entry = ss.get("pb_tries")
    return entry[1] if isinstance(entry, tuple) and entry[0] == _key(p) else 0


def _missed(p: Problem) -> tuple[str, ...]:
    entry = ss.get("pb_missed")
    return entry[1] if isinstance(entry, tuple) and entry[0] == _key(p) else ()


def _feedback(p: Problem):
    entry = ss.get("pb_fb")
    return entry[1] if isinstance(entry, tuple) and entry[0] == _key(p) else None


def _record(p: Problem, correct: bool) -> None:
    """The first answer to each problem, once per session, for the learner's progress."""
    counted = ss.setdefault("pb_counted", set())
    if _key(p) in counted:
        return
    counted.add(_key(p))
    topic = PSET.topic(p.topic).progress_topic
    tally = ss.setdefault("tally", {})
    right, wrong = tally.get(topic, (0, 0))
    tally[topic] = (right + correct, wrong + (not correct))
    seed = PSET.problems.index(p) + 1   # the problem's place in the game's set
    learner = ss["learner"]   # written once the feedback is drawn (session.after_draw)
    session.after_draw(lambda: session.save("record_answer", learner, GAME, topic, correct, None, seed))


def _answer(problem_id: str, action: str) -> None:
    session.use_language()   # callbacks run before the script sets it
    p = PSET.get(problem_id)
    if _feedback(p) is not None and _feedback(p).final:
        return   # a click on a problem already over (a double click)
    if action not in {str(a) for a in PSET.position(p).legal_actions()}:
        # Not a try (a click on a list the page has replaced): the learner is told, and no
        # try or answer is counted.
        ss["pb_fb"] = (_key(p), check(PSET, p, action))
        return
    attempt = _tries(p) + 1
    fb = check(PSET, p, action, attempt)
    ss["pb_tries"] = (_key(p), attempt)
    ss["pb_fb"] = (_key(p), fb)
    if not fb.correct and not fb.final:
        ss["pb_missed"] = (_key(p), _missed(p) + (action,))
    _record(p, fb.correct)


def _exchange(problem_id: str) -> None:
    session.use_language()
    p = PSET.get(problem_id)
    picked = ss.get(f"pb_pick_{problem_id}") or []
    least, most = PSET.position(p).exchange_limits()
    if not least <= len(picked) <= most:
        # "Exchange" with no card picked was counted as a wrong first try (and saved as a
        # miss), and said "Pick one of the actions shown": now it only says what to do.
        if not (_feedback(p) is not None and _feedback(p).final):
            ss["pb_fb"] = (_key(p), Feedback(False, _("Pick the cards first."), _(
                "Choose {least} to {most} cards to discard, then exchange them.").format(
                    least=least, most=most), final=False))
        return
    text = ("exchange " + " ".join(str(c) for c in sort_cards(picked))).strip()
    _answer(problem_id, text)


def _give_up(problem_id: str) -> None:
    session.use_language()
    p = PSET.get(problem_id)
    if _feedback(p) is not None and _feedback(p).final:
        return
    ss["pb_fb"] = (_key(p), check(PSET, p, None, gave_up=True))
    _record(p, False)


def _next(topic: str) -> None:
    items = PSET.of_topic(topic)
    at = _at()
    at[(GAME, topic)] = (at.get((GAME, topic), 0) + 1) % len(items)
    for k in ("pb_fb", "pb_tries", "pb_missed"):
        ss.pop(k, None)


def _coloured(label: str, action, fc: bool) -> str:
    """The label with its card drawn in the card's colour (``Play :red[**J♥**]``)."""
    card = getattr(action, "card", None)
    return label.replace(card.display, cards.card_label(card, fc)) if card is not None else label


def _facts(facts) -> str:
    return "  \n".join(f"**{k}:** {v}" for k, v in facts)


def _table_link(p: Problem) -> None:
    """Once the problem is over: the whole hand on the teacher's table, at this decision,
    then the answer and the play its explanation describes, one step at a time."""
    line = table_line(PSET, p)
    if line is None:
        return
    code, actions, at = line
    query = {"deal": code, "at": str(at), "acts": T.acts_text(actions)}
    if ss.get("tbl_projector_kept") is True:
        # the Table was in projector mode (as the Table page keeps it): the class goes on
        # seeing large cards (before, the link turned projector mode off)
        query["projector"] = "1"
    st.page_link("ui/pages/table.py", label=_("Step through the whole deal on the table"),
                 icon=":material/co_present:", query_params=query)


def _lesson_link(p: Problem) -> None:
    C = course(GAME)
    try:
        n = C.index(p.lesson)
    except ValueError:
        return
    st.page_link("ui/pages/learn.py", label=_("Lesson {n}: {title}").format(n=n + 1, title=C.lesson(p.lesson).title),
                 icon=":material/school:", query_params={"lesson": str(n + 1), "step": "1"})


@st.fragment
def board() -> None:
    topic = ss["pb_topic"]
    items = PSET.of_topic(topic)
    p = _current(PSET, topic)
    state = PSET.position(p)
    scene = PSET.scene(p, state)
    fb = _feedback(p)
    over = fb is not None and fb.final
    fc = session.four_colour()
    _write_link(topic, items.index(p) + 1)
    with st.container(border=True, key="pb_box"):
        badge = _("Problem {n} of {count} · {topic}").format(
            n=items.index(p) + 1, count=len(items), topic=PSET.topic(topic).title)
        st.markdown(f'<span class="eu-step">{badge}</span>', unsafe_allow_html=True)
        left, right = st.columns([3, 2], gap="medium")
        with left:
            st.html(cards.fit_phone("pb_box"))
            cards.show(scene_html(replace(scene, facts=()), fc))
        with right:
            st.markdown(_facts(scene.facts))
            _lesson_link(p)
            if over:
                _table_link(p)
        st.markdown("**" + _("Your turn: which choice is best with these cards?") + "**")
        names = {}
        if PSET.picks_cards(state):
            _card_picker(p, state, over, names)
        else:
            legal = state.legal_actions()
            missed = _missed(p)
            with st.container(horizontal=True, gap="small", key="pb_choices"):
                for i, a in enumerate(legal):
                    label = PSET.label(state, a)
                    key = f"pb_c_{p.id}_{i}"
                    names[key] = say(label)
                    st.button(_coloured(label, a, fc), key=key, on_click=_answer, args=(p.id, str(a)),
                              disabled=over or str(a) in missed,
                              type="primary" if over and fb.correct and str(a) == p.answer else "secondary")
        with st.container():   # what comes and goes, so the widgets below stay put
            if fb is not None:
                _show(fb)
            session.run_after_draw()
            session.show_unsaved()
        st.markdown(a11y.live([say(f"{fb.headline} {fb.text}")] if fb else []), unsafe_allow_html=True)
        focus = (".st-key-pb_next button" if over else
                 '.st-key-pb_exchange button, [class*="st-key-pb_c_"] button:not([disabled])')
        a11y.keyboard("pb", names, token=f"{p.id}_{_tries(p)}_{over}", focus=focus, lost="^pb_(c_|exchange|reveal)")
        b1, b2 = st.columns(2)
        with b1:
            # the topic's last problem: the button goes round to its first, and says so
            last = _at().get((GAME, topic), 0) >= len(PSET.of_topic(topic)) - 1
            st.button(_("Back to the first problem") if last else _("Next problem"), key="pb_next",
                      on_click=_next, args=(topic,), icon=":material/replay:" if last else
                      ":material/arrow_forward:", type="primary" if over else "secondary")
        with b2:
            if not over:
                st.button(_("Show the answer"), key="pb_reveal", on_click=_give_up, args=(p.id,),
                          icon=":material/visibility:", type="tertiary")


def _card_picker(p: Problem, state, over: bool, names: dict) -> None:
    """An exchange: pick the cards to throw away, then exchange them."""
    hand = sort_cards(state.hands[p.seat])
    key = f"pb_pick_{p.id}"
    st.pills(_("Cards to discard"), hand, selection_mode="multi", key=key, disabled=over,
             format_func=lambda c: c.display, wrap=True)
    names[key] = [f"{c.rank.display}, {card_name(c, state.trump, GAME)}" for c in hand]
    least, most = state.exchange_limits()
    st.caption(_("Choose {least} to {most} cards; you draw as many from the talon.").format(
        least=least, most=most))
    st.button(_("Exchange these cards"), key="pb_exchange", on_click=_exchange, args=(p.id,),
              disabled=over, type="primary")


def _show(fb) -> None:
    if fb.correct:
        st.success(f"**{fb.headline}** {fb.text}", icon=":material/check_circle:")
    elif not fb.final:
        st.warning(f"**{fb.headline}** {fb.text}", icon=":material/replay:")
    else:
        st.error(f"**{fb.headline}** {fb.text}", icon=":material/cancel:")


def _pick_topic() -> None:
    for k in ("pb_fb", "pb_tries", "pb_missed"):
        ss.pop(k, None)


def _open_link() -> None:
    """``?topic=<id>&problem=<n>`` (the board writes it): a reload, or a link a teacher
    shares, opens that very problem. Only an address this page did not write is read."""
    qp = st.query_params
    asked = (qp.get("topic"), qp.get("problem"))
    if asked == (None, None) or asked == ss.get("pb_qp"):
        return
    ss["pb_qp"] = asked
    topic, raw = asked
    # Each message names only what the address gave: before, a topic without a number read
    # 'problem “” of the topic “abc”', and a number past the end was said as if the topic
    # (named by its id) were missing, and the first topic was shown instead of it.
    if topic not in TOPIC_IDS:
        if topic is None:
            session.notice(N_("The address gives problem “{n}” without its topic. Pick a topic "
                              "below."), n=raw[:20])
        else:
            session.notice(N_("{game} has no topic of problems called “{topic}”. Pick a topic "
                              "below."), topic=topic[:40], game=session.game().title)
        return
    items = PSET.of_topic(topic)
    n = raw.strip() if isinstance(raw, str) else "1"
    if not (n.isascii() and n.isdigit() and len(n) <= 3 and 1 <= int(n) <= len(items)):
        session.notice(N_("The topic “{topic}” has problems 1 to {count}, not “{n}”, so here "
                          "is its first problem."), topic=PSET.topic(topic).title,
                       count=len(items), n=str(raw)[:20])
        n = "1"
    ss["pb_topic"] = topic
    _at()[(GAME, topic)] = int(n) - 1
    _pick_topic()


def _write_link(topic: str, n: int) -> None:
    """The address follows the problem shown (``game`` too, so a shared link opens it in
    the right game)."""
    qp = st.query_params
    qp["game"], qp["topic"], qp["problem"] = GAME, topic, str(n)
    ss["pb_qp"] = (topic, str(n))


_open_link()
session.show_notices()
st.segmented_control(_("Topic"), TOPIC_IDS, key="pb_topic", format_func=lambda t: PSET.topic(t).title,
                     on_change=_pick_topic, required=True, wrap=True)
st.caption(PSET.topic(ss["pb_topic"]).summary)
ss["pb_topic_kept"] = {**KEPT, GAME: ss["pb_topic"]}
board()
