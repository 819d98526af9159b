"""The Practice page's topic picker: the topics grouped by the lesson that teaches them, a
tick box that takes a whole lesson, pills for single topics, and a summary of the choice
("All topics", "3 topics from Bidding", "7 topics from 3 lessons") on the expander that
holds them, so a phone shows one line until the learner opens it.

The choice is ``st.session_state["pr_topics"]``: a plain list of topic ids, not a widget's
value, so it stays while the learner visits other pages (Streamlit forgets the value of a
widget that a run does not draw). An empty choice means every topic. The list may hold
both games' ids (no id is in both courses): each game keeps its own choice.
"""
from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from engine.i18n import _, ngettext
from lessons.course import Course
from ui import a11y, session

KEY = "pr_topics"
ALL_KEY = "pr_topics_all"
BOX = "pr_topics_box"
DONE_KEY = "pr_topics_done"
COLUMNS = 3   # lesson groups side by side on a wide screen (stacked, in course order, on a phone)


@dataclass(frozen=True)
class Group:
    """A lesson's quiz topics, in the order its steps ask them."""
    id: str
    title: str
    topics: tuple[str, ...]


def groups(c: Course) -> list[Group]:
    """One group per lesson with a quiz, in course order; a topic no lesson asks (none now)
    comes last, so that every topic can still be picked."""
    out, seen = [], set()
    for lesson in c.lessons:
        ts = tuple(dict.fromkeys(t for s in lesson.steps for t in s.quiz if t in c.topics and t not in seen))
        if ts:
            out.append(Group(lesson.id, lesson.title, ts))
            seen.update(ts)
    rest = tuple(t for t in c.topics if t not in seen)
    if rest:
        out.append(Group("more", _("More topics"), rest))
    return out


def chosen(c: Course) -> list[str]:
    """The topics chosen in this game, in course order ([] when none is: every topic)."""
    raw = st.session_state.get(KEY)
    picked = set(t for t in raw if isinstance(t, str)) if isinstance(raw, list) else set()
    return [t for t in c.topics if t in picked]


def skipped(c: Course) -> dict[str, str]:
    """The topics with no meaningful question under the rules in Settings, with the reason."""
    rules = session.rules()
    return {t: why for t, topic in c.topics.items() if (why := topic.skipped(rules))}


def in_play(c: Course) -> list[str]:
    """The topics questions come from: the chosen ones, or every topic; never one that has no
    question under the rules in Settings (``skipped``)."""
    out = skipped(c)
    return [t for t in chosen(c) if t not in out] or [t for t in c.topics if t not in out]


def choose(c: Course, topics) -> None:
    """Make ``topics`` this game's choice, keeping the other game's."""
    raw = st.session_state.get(KEY)
    others = [t for t in raw if isinstance(t, str) and t not in c.topics] if isinstance(raw, list) else []
    wanted = set(topics)
    st.session_state[KEY] = others + [t for t in c.topics if t in wanted]


def summary(c: Course, picked: list[str]) -> str:
    """What is chosen, in a few words."""
    if not picked or len(picked) == len(c.topics):
        return _("All topics")
    if len(picked) == 1:
        return c.topics[picked[0]].title
    lessons = [g for g in groups(c) if set(g.topics) & set(picked)]
    n = len(picked)
    if len(lessons) == 1:
        return ngettext("{n} topic from “{lesson}”", "{n} topics from “{lesson}”", n).format(
            n=n, lesson=lessons[0].title)
    # two lessons or more: each number has its own plural (languages differ in both)
    k = len(lessons)
    from_lessons = ngettext("{k} lesson", "{k} lessons", k).format(k=k)
    return ngettext("{n} topic from {lessons}", "{n} topics from {lessons}", n).format(n=n, lessons=from_lessons)


def _keys(c: Course, g: Group) -> tuple[str, str]:
    """The widget keys of a lesson's tick box and pills (lesson ids repeat across games)."""
    return f"pr_lesson_{c.game}_{g.id}", f"pr_lesson_{c.game}_{g.id}_topics"


# The widgets' callbacks run before the page: they change the choice, and the page then
# draws every widget from it.
def _ticked(c: Course, g: Group) -> None:
    now = set(chosen(c))
    choose(c, now | set(g.topics) if st.session_state[_keys(c, g)[0]] else now - set(g.topics))


def _picked(c: Course, g: Group) -> None:
    picked = st.session_state[_keys(c, g)[1]] or []
    choose(c, (set(chosen(c)) - set(g.topics)) | set(picked))


def _clear(c: Course) -> None:
    choose(c, [])


def _split(gs: list[Group], n: int) -> list[list[Group]]:
    """``gs`` cut into ``n`` runs in order, of about the same height (a group is its heading
    and its topics), so that columns stacked on a phone keep the course order."""
    total = sum(1 + len(g.topics) for g in gs)
    runs: list[list[Group]] = [[] for _i in range(n)]
    done = 0
    for g in gs:
        i = min(n - 1, done * n // total)
        runs[i].append(g)
        done += 1 + len(g.topics)
    return runs


def picker(c: Course) -> None:
    """Draw the picker (outside the question's fragment: an answer does not redraw it)."""
    ss = st.session_state
    picked = chosen(c)
    gs = groups(c)
    for g in gs:
        tick, pills = _keys(c, g)
        ss[tick] = set(g.topics) <= set(picked)
        ss[pills] = [t for t in g.topics if t in picked]
    out = skipped(c)
    if picked and all(t in out for t in picked):   # what was chosen is not asked: say so, and why
        st.info(_("No question is asked on the topics chosen under the rules in Settings, so questions come "
                  "from every topic. {why}").format(why=" ".join(dict.fromkeys(out[t] for t in picked))),
                icon=":material/info:")
    # open or closed is the page's own ("Done" below): the same element whatever its label
    with st.expander(_("Topics: {chosen}").format(chosen=summary(c, picked)), key=BOX,
                     icon=":material/filter_list:"):
        st.caption(_("Tick a lesson for all its topics, or pick single topics. "
                     "With none picked, questions come from every topic."))
        for t, why in out.items():
            st.caption(_("Not asked under the rules in Settings: “{topic}”. {why}").format(
                topic=c.topics[t].title, why=why))
        st.button(_("Clear the choice"), key=ALL_KEY, on_click=_clear, args=(c,), disabled=not picked,
                  icon=":material/clear_all:")
        # the same gap between lessons whether the columns stand side by side or stacked
        for col, run in zip(st.columns(COLUMNS, gap="medium"), _split(gs, COLUMNS)):
            with col, st.container(gap="medium"):
                for g in run:
                    tick, pills = _keys(c, g)
                    # a lesson's tick box and its topics close together, the next lesson further
                    with st.container(gap="xsmall", key=f"pr_group_{c.game}_{g.id}"):
                        st.checkbox(g.title, key=tick, on_change=_ticked, args=(c, g))
                        if len(g.topics) == 1 and c.topics[g.topics[0]].title == g.title:
                            continue   # "The king of trumps" twice: the tick box is enough
                        # wrap, always: never one row that scrolls sideways
                        st.pills(_("Topics of “{lesson}”").format(lesson=g.title), list(g.topics),
                                 selection_mode="multi", key=pills, on_change=_picked, args=(c, g),
                                 format_func=lambda t: c.topics[t].title, label_visibility="collapsed",
                                 wrap=True)
        st.button(_("Done"), key=DONE_KEY, type="primary", icon=":material/check:")
        # "Done" closes the picker in the page, as a tap on its summary does, and puts the focus
        # on that summary. Closed from the server instead (an expander with a state of its own),
        # the picker was a new element whenever it opened, closed or its summary changed, and the
        # keyboard focus on it or on a tick box inside went back to the top of the page.
        st.html("""<script>(() => { if (window.euTopicsDone) return; window.euTopicsDone = true;
document.addEventListener("click", (e) => {
  if (!(e.target.closest && e.target.closest(".st-key-%(done)s button"))) return;
  const summary = document.querySelector(".st-key-%(box)s details[open] > summary");
  if (summary) { summary.click(); summary.focus(); } });
})();</script>""" % {"done": DONE_KEY, "box": BOX}, unsafe_allow_javascript=True)
        # a screen reader hears what a lesson's tick box does, not the lesson's name alone
        a11y.keyboard("pr_topics", {_keys(c, g)[0]: _("{lesson}, all its topics").format(lesson=g.title)
                                    for g in gs})
