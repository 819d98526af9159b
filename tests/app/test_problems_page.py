"""The Problems page in AppTest: a wrong try gets "try again" and a nudge, the right answer
then solves it; "Show the answer" gives the answer; the choices are the engine's legal
actions in the engine's order; an Écarté exchange is answered by picking cards; the first
answer to each problem is saved under ``problem:<topic>``."""
from __future__ import annotations

import re

import pytest
from apphelp import app, no_exception

from lessons.course import course
from lessons.problems import answer_of, problem_set
from lessons.progress import ProgressStore


def _shown(at):
    """The problem on the page, from the session (its topic and place in the topic)."""
    game = at.session_state["game"]
    ps = problem_set(game)
    topic = at.session_state["pb_topic"]
    i = at.session_state["pb_at"].get((game, topic), 0) if "pb_at" in at.session_state else 0
    return ps, ps.of_topic(topic)[i]


def _plain(label: str) -> str:
    """A button label without its Markdown colour and bold (``Play :red[**J♥**]`` → ``Play J♥``)."""
    return re.sub(r":[a-z]+\[(.*?)\]", r"\1", label).replace("**", "")


def _choices(at):
    return [b for b in at.button if str(b.key).startswith("pb_c_")]


def test_solve_a_problem_after_a_wrong_try(progress_db):
    at = app("problems")
    no_exception(at)
    at.button_group(key="pb_topic").set_value("leading").run()
    ps, p = _shown(at)
    state = ps.position(p)
    right = list(state.legal_actions()).index(answer_of(ps, p, state))
    wrong = next(i for i in range(len(_choices(at))) if i != right)
    _choices(at)[wrong].click().run()
    no_exception(at)
    assert "Try again." in " ".join(w.value for w in at.warning)
    assert p.nudge in " ".join(w.value for w in at.warning)
    assert _choices(at)[wrong].disabled and not _choices(at)[right].disabled
    assert not at.success
    _choices(at)[right].click().run()
    no_exception(at)
    assert "Right!" in at.success[0].value and p.explanation in at.success[0].value
    assert all(b.disabled for b in _choices(at))
    # the first answer (wrong) is saved under the problem topic, once
    saved = ProgressStore(progress_db).answers(at.session_state["learner"], "euchre")
    assert saved["problem:leading"] == (0, 1)


def test_show_the_answer_then_the_next_problem():
    at = app("problems")
    ps, p = _shown(at)
    at.button(key="pb_reveal").click().run()
    no_exception(at)
    text = at.error[0].value
    state = ps.position(p)
    assert ps.label(state, answer_of(ps, p, state)) in text and p.explanation in text
    assert all(b.disabled for b in _choices(at))
    at.button(key="pb_next").click().run()
    _, q = _shown(at)
    assert q is not p and q.topic == p.topic
    assert not at.error and not any(b.disabled for b in _choices(at))


def test_two_wrong_tries_give_the_answer():
    at = app("problems")
    at.button_group(key="pb_topic").set_value("loner").run()
    ps, p = _shown(at)
    state = ps.position(p)
    right = list(state.legal_actions()).index(answer_of(ps, p, state))
    wrongs = [i for i in range(len(_choices(at))) if i != right][:2]
    for i in wrongs:
        _choices(at)[i].click().run()
    no_exception(at)
    assert "Not quite." in at.error[0].value and p.explanation in at.error[0].value


def test_the_choices_are_the_legal_actions_in_the_engines_order():
    for game in ("euchre", "ecarte"):
        at = app("problems", game=game)
        ps = problem_set(game)
        for topic in ps.topics:
            at.button_group(key="pb_topic").set_value(topic.id).run()
            for _n in ps.of_topic(topic.id):
                no_exception(at)
                _, p = _shown(at)
                state = ps.position(p)
                if ps.picks_cards(state):
                    assert at.button(key="pb_exchange") is not None
                else:
                    want = [ps.label(state, a) for a in state.legal_actions()]
                    assert [_plain(b.label) for b in _choices(at)] == want, p.id
                at.button(key="pb_next").click().run()


def _exchange_problem():
    """The Problems page at Écarté's "exchange-keep-trumps": (page, problem set, problem)."""
    at = app("problems", game="ecarte")
    at.button_group(key="pb_topic").set_value("exchange").run()
    ps = problem_set("ecarte")
    target = ps.get("exchange-keep-trumps")
    while _shown(at)[1] is not target:
        at.button(key="pb_next").click().run()
    return at, ps, target


def test_an_ecarte_exchange_is_answered_by_picking_cards(progress_db):
    at, ps, target = _exchange_problem()
    state = ps.position(target)
    hand = list(state.hands[target.seat])
    keep = [c for c in hand if str(c) in ("KH", "QH")]
    at.button_group(key=f"pb_pick_{target.id}").set_value([c for c in hand if c not in keep][:2]).run()
    at.button(key="pb_exchange").click().run()
    no_exception(at)
    assert "Try again." in at.warning[0].value
    at.button_group(key=f"pb_pick_{target.id}").set_value([c for c in hand if c not in keep]).run()
    at.button(key="pb_exchange").click().run()
    no_exception(at)
    assert "Right!" in at.success[0].value
    saved = ProgressStore(progress_db).answers(at.session_state["learner"], "ecarte")
    assert saved["problem:exchange"] == (0, 1)


def test_exchange_with_no_card_picked_is_not_a_try(progress_db):
    # Before: "That is not one of the choices. Pick one of the actions shown." (there is no
    # list of actions, only cards to pick), the click counted as the first try, so the next
    # wrong pick gave the answer away, and a miss was saved to the learner's progress.
    at, ps, target = _exchange_problem()
    least, most = ps.position(target).exchange_limits()
    at.button(key="pb_exchange").click().run()
    no_exception(at)
    said = at.warning[0].value
    assert f"Choose {least} to {most} cards to discard, then exchange them." in said
    assert "actions shown" not in said
    assert "pb_tries" not in at.session_state and "pb_counted" not in at.session_state
    assert "problem:exchange" not in ProgressStore(progress_db).answers(at.session_state["learner"], "ecarte")
    hand = list(ps.position(target).hands[target.seat])
    at.button_group(key=f"pb_pick_{target.id}").set_value(hand[:1]).run()   # a real wrong try
    at.button(key="pb_exchange").click().run()
    no_exception(at)
    assert "Try again." in at.warning[0].value and not at.error   # the first try: no answer yet


def test_the_address_keeps_the_problem_for_a_reload_or_a_shared_link():
    # Before: the address was only "/problems", so a reload (or the link a teacher sent the
    # class) opened problem 1 of the first topic, whatever problem was on the screen.
    at = app("problems", game="ecarte")
    at.button_group(key="pb_topic").set_value("play").run()
    at.button(key="pb_next").click().run()
    at.button(key="pb_next").click().run()
    no_exception(at)
    ps, shown = _shown(at)
    assert ps.of_topic("play").index(shown) == 2
    address = {k: at.query_params[k] for k in ("game", "topic", "problem")}
    assert address == {"game": "ecarte", "topic": "play", "problem": "3"}
    fresh = app(None, **address)   # a new tab (or a reload): nothing in its session
    fresh.switch_page("ui/pages/problems.py").run()
    no_exception(fresh)
    assert _shown(fresh) == (ps, shown)
    assert any("Problem 3 of" in m.value for m in fresh.markdown)


def test_back_from_another_page_the_problem_is_the_one_left():
    # Before: back from the lesson link, the Table or the Rules page by the menu (which
    # empties the address), the page showed the first topic's first problem: Streamlit had
    # forgotten the topic chosen, a widget's value.
    at = app("problems")
    at.button_group(key="pb_topic").set_value("late").run()
    at.button(key="pb_next").click().run()
    at.button(key="pb_reveal").click().run()
    ps, left = _shown(at)
    for key in list(at.query_params):   # the menu leaves the address empty
        at.query_params.pop(key)
    at.switch_page("ui/pages/rules.py").run()
    at.switch_page("ui/pages/problems.py").run()
    no_exception(at)
    assert _shown(at) == (ps, left) and ps.of_topic("late").index(left) == 1
    assert at.button_group(key="pb_topic").value == "late"
    assert any("Here is the answer" in e.value for e in at.error)   # the answer still shown
    assert at.query_params["topic"] == "late" and at.query_params["problem"] == "2"


@pytest.mark.parametrize("params, message, topic", [
    ({"topic": "nope", "problem": "1"}, "Écarté has no topic of problems called “nope”", "exchange"),
    ({"topic": "bidding"}, "Écarté has no topic of problems called “bidding”", "exchange"),
    ({"problem": "2"}, "The address gives problem “2” without its topic", "exchange"),
    ({"topic": "play", "problem": "99"}, "The topic “{title}” has problems 1 to {count}, not “99”", "play"),
    ({"topic": "play", "problem": "x"}, "has problems 1 to {count}, not “x”, so here is its first problem", "play"),
    ({"topic": "play", "problem": "0"}, "has problems 1 to {count}, not “0”", "play")])
def test_an_address_naming_no_problem_says_so(params, message, topic):
    # Before: 'problem “” of the topic “bidding”' for a topic alone, and a number past the end
    # of a topic ('play', by its id) was said as if the topic were missing, and the first
    # problem of the first topic was shown instead of the first of that topic.
    at = app(None, game="ecarte", **params)
    at.switch_page("ui/pages/problems.py").run()
    no_exception(at)
    said = " ".join(w.value for w in at.warning).replace("\\", "")
    ps, shown = _shown(at)
    message = message.format(title=ps.topic(topic).title, count=len(ps.of_topic(topic)))
    assert message in said and "“”" not in said, said
    assert shown is ps.of_topic(topic)[0]
    assert (at.query_params["topic"], at.query_params["problem"]) == (topic, "1")


def test_the_problem_links_to_its_lesson():
    at = app("problems")
    _ps, p = _shown(at)
    C = course("euchre")
    n = C.index(p.lesson) + 1
    link = at.get("page_link")[0].proto
    assert link.page == "learn" and link.query_string == f"lesson={n}&step=1"
    assert C.lesson(p.lesson).title in link.label
    # and the Learn page opens that lesson from the link's address
    at = app("learn", lesson=str(n), step="1")
    no_exception(at)
    assert at.session_state["learn_lesson"] == p.lesson


def test_an_answered_problem_opens_on_the_teachers_table_and_steps_through_its_line():
    """Once a problem is over, a link opens the whole hand on the Table page at the
    decision; stepping on plays the answer and then the line the explanation describes."""
    from urllib.parse import parse_qsl

    at = app("problems")
    at.button_group(key="pb_topic").set_value("late").run()
    ps, p = _shown(at)
    links = [link.proto for link in at.get("page_link")]
    assert not any(link.page == "table" for link in links), "no table link before the answer"
    at.button(key="pb_reveal").click().run()
    no_exception(at)
    link = next(link.proto for link in at.get("page_link") if link.page == "table")
    query = dict(parse_qsl(link.query_string))
    assert query["at"] == str(len(p.actions))
    table = app(None, game="euchre")
    for k, v in query.items():
        table.query_params[k] = v
    table.switch_page("ui/pages/table.py").run()
    no_exception(table)
    assert table.session_state["tbl_at"] == len(p.actions)
    assert table.session_state["tbl_actions"][len(p.actions)] == p.answer
    table.button(key="tbl_next").click().run()   # the answer, on the table
    no_exception(table)
    assert table.session_state["tbl_at"] == len(p.actions) + 1


def test_the_table_link_keeps_projector_mode_on_when_the_table_had_it():
    # Before: a teacher in projector mode on the Table, posing a problem to the class, found
    # small cards on the Table after "Step through the whole deal on the table".
    from urllib.parse import parse_qsl

    def table_query(at) -> dict:
        at.button(key="pb_reveal").click().run()
        no_exception(at)
        link = next(link.proto for link in at.get("page_link") if link.page == "table")
        return dict(parse_qsl(link.query_string))

    assert "projector" not in table_query(app("problems"))   # the Table never in projector mode
    at = app("table")
    at.toggle(key="tbl_projector").set_value(True).run()
    for key in list(at.query_params):   # the menu leaves the address empty
        at.query_params.pop(key)
    at.switch_page("ui/pages/problems.py").run()
    query = table_query(at)
    assert query["projector"] == "1"
    for key in list(at.query_params):
        at.query_params.pop(key)
    for k, v in query.items():
        at.query_params[k] = v
    at.switch_page("ui/pages/table.py").run()
    no_exception(at)
    assert at.toggle(key="tbl_projector").value is True
    assert 'class="tbl-view tbl-big"' in " ".join(m.value for m in at.markdown)


def test_opening_problems_starts_loading_the_solver_while_the_learner_reads(monkeypatch):
    # A finished problem's line for the Table is solved to the end: the solver's kernel
    # (half a second to load in a fresh server) must be loading before "Show the answer".
    import engine.ai
    calls = []
    monkeypatch.setattr(engine.ai, "warm_up", lambda: calls.append(1))
    at = app("problems")
    no_exception(at)
    assert calls


def test_a_miss_between_two_choices_shows_the_answer_not_a_last_free_button(progress_db):
    # Before: "Try again" with the missed choice disabled left one button; clicking it read
    # "Right!" in green. Now the miss shows the answer and the explanation, every choice off.
    at = app("problems")
    at.button_group(key="pb_topic").set_value("late").run()
    ps = problem_set("euchre")
    while len(ps.position(_shown(at)[1]).legal_actions()) != 2:
        at.button(key="pb_next").click().run()
    _, p = _shown(at)
    state = ps.position(p)
    wrong = next(i for i, a in enumerate(state.legal_actions()) if str(a) != p.answer)
    _choices(at)[wrong].click().run()
    no_exception(at)
    assert not at.warning and not at.success
    assert "Not quite." in at.error[0].value and p.explanation in at.error[0].value
    assert all(b.disabled for b in _choices(at))
    saved = ProgressStore(progress_db).answers(at.session_state["learner"], "euchre")
    assert saved["problem:late"] == (0, 1)


def test_the_last_problem_of_a_topic_says_the_next_goes_back_to_the_first(progress_db):
    # after problem 5 of 5, "Next problem" went back to problem 1 without a word
    at = app("problems", game="euchre")
    ps = problem_set("euchre")
    topic = ps.topics[0].id
    at.button_group(key="pb_topic").set_value(topic).run()
    items = ps.of_topic(topic)
    labels = []
    for _n in items:
        labels.append(at.button(key="pb_next").label)
        at.button(key="pb_next").click().run()
    assert labels == ["Next problem"] * (len(items) - 1) + ["Back to the first problem"]
    assert _shown(at)[1] is items[0]
    no_exception(at)
