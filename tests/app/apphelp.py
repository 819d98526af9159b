"""Helpers for the AppTest tests: start the app, go to a page, answer a quiz."""
from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

import lessons.euchre as E
from lessons.course import course

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "app.py")


def app(page: str | None = None, **query) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in query.items():
        at.query_params[k] = v
    at.run()
    if page:
        at.switch_page(f"ui/pages/{page}.py")
        at.run()
    return at


def create_profile(at: AppTest, name: str, pin: str = "", keep: bool = True) -> AppTest:
    """Create (and open) a profile on the "Your profile" page, as a learner would."""
    at.switch_page("ui/pages/profile.py").run()
    at.text_input(key="pf_new_name").input(name)
    at.text_input(key="pf_new_pin").input(pin)
    at.checkbox(key="pf_new_keep").set_value(keep)
    at.button(key="pf_new_go").click().run()
    return at


def open_profile(at: AppTest, name: str, pin: str = "") -> AppTest:
    """Open a profile by name and PIN on the "Your profile" page."""
    at.switch_page("ui/pages/profile.py").run()
    at.text_input(key="pf_open_name").input(name)
    at.text_input(key="pf_open_pin").input(pin)
    at.button(key="pf_open_go").click().run()
    return at


def no_exception(at: AppTest) -> None:
    assert not at.exception, [e.value for e in at.exception]


def texts(at: AppTest) -> str:
    parts = [m.value for m in at.markdown] + [m.value for m in at.caption] + \
        [h.value for h in at.header] + [h.value for h in at.subheader] + [h.value for h in at.title]
    return "\n".join(parts)


def quiz_keys(at: AppTest) -> list[str]:
    """The quiz keys on the page (from the session: each quiz keeps ``<key>_seed``)."""
    return [k[:-5] for k in list(at.session_state.keys()) if isinstance(k, str) and k.endswith("_seed")
            and (k.startswith("q_") or k.startswith("pr_"))]


def question_for(at: AppTest, key: str, topic_id: str):
    """The question quiz ``key`` shows now, rebuilt from its seed (for the game being played)."""
    game = at.session_state["game"]
    rules = at.session_state["rules"][game]
    seed = at.session_state[f"{key}_seed"]
    return course(game).topics[topic_id].generate(rules, seed)


def answer(at: AppTest, key: str, topic_id: str, right: bool) -> None:
    click_answer(at, key, question_for(at, key, topic_id), right)


def click_answer(at: AppTest, key: str, q, right: bool):
    """Answer question ``q`` of quiz ``key`` rightly or wrongly by clicking, as a learner
    would; the single choice clicked (``None`` for a choose-all-that-apply quiz). A wrong
    answer is the first wrong choice not tried yet (a tried one is greyed out)."""
    if q.multi:
        wanted = set(q.answer)
        if not right:
            wanted ^= {q.choices[0].key}
        for c in q.choices:
            at.checkbox(key=f"{key}_pick_{q.seed}_{c.key}").set_value(c.key in wanted)
        at.button(key=f"{key}_check").click().run()
        return None
    c = next(c for c in q.choices if c.correct == right and not at.button(key=f"{key}_c_{c.key}").disabled)
    at.button(key=f"{key}_c_{c.key}").click().run()
    return c


def pass_step(at: AppTest) -> None:
    """Answer every quiz of the Learn step on screen rightly, so that Next may be clicked."""
    game = at.session_state["game"]
    lesson = course(game).lesson(at.session_state["learn_lesson"])
    index = at.session_state["learn_step"]
    for topic_id in lesson.steps[index].quiz:
        key = f"q_{lesson.id}_{index}_{topic_id}"
        if at.session_state[f"{key}_passed"] if f"{key}_passed" in at.session_state else False:
            continue
        click_answer(at, key, question_for(at, key, topic_id), right=True)


def step_with(topic_id: str) -> tuple[int, int]:
    """(lesson number, step number), 1-based, of the first step that quizzes ``topic_id``."""
    for li, lesson in enumerate(E.LESSONS):
        for si, step in enumerate(lesson.steps):
            if topic_id in step.quiz:
                return li + 1, si + 1
    raise KeyError(topic_id)


def with_rules(game: str, rules) -> AppTest:
    """The app on ``game`` with ``rules`` in force, as Settings would leave them."""
    at = AppTest.from_file(APP, default_timeout=60)
    at.session_state["game"] = game
    at.run()
    at.session_state["rules"][game] = rules
    return at


def learn_step(game: str, rules, lesson: int, step: int) -> AppTest:
    """The Learn page at ``lesson``/``step`` (1-based) of ``game``'s course, under ``rules``."""
    at = with_rules(game, rules)
    at.query_params["lesson"], at.query_params["step"] = str(lesson), str(step)
    at.switch_page("ui/pages/learn.py").run()
    no_exception(at)
    return at


def practice_quiz(game: str, topic: str, seed: int, preset: str) -> AppTest:
    """The Practice page on one quiz ``topic`` of ``game``, seeded, under a preset."""
    at = app("practice", game=game, preset=preset, topic=topic, seed=str(seed))
    no_exception(at)
    return at


def reload(at: AppTest, page: str) -> AppTest:
    """A new session on the address ``at`` shows now, on ``page`` (a reload ends
    Streamlit's session: only the address is left)."""
    again = AppTest.from_file(APP, default_timeout=60)
    for k, v in at.query_params.items():
        again.query_params[k] = v
    again.run()
    again.switch_page(f"ui/pages/{page}.py").run()
    no_exception(again)
    return again
