"""The dashboard page ("Your progress"): the four figures with their sentences for a learner
whose answers were recorded at explicit times, and an empty state for a learner with none.
The clock is fixed (``ui.clock.now``, and the store's clock while the answers are written)."""
from __future__ import annotations

import json
import time
from datetime import datetime, timedelta, timezone
from types import SimpleNamespace

from apphelp import APP, click_answer, no_exception, question_for, texts
from streamlit.testing.v1 import AppTest

from lessons import progress
from lessons.course import course
from lessons.progress import open_store
from lessons.review import card_for_quiz_miss
from ui import clock

NOW = datetime(2026, 3, 4, 20, 0, tzinfo=timezone.utc)   # a Wednesday evening


def _at(day: int, month: int = 3, hour: int = 12) -> float:
    return datetime(2026, month, day, hour, tzinfo=timezone.utc).timestamp()


def _record(monkeypatch, store, learner: str, when: float, topic: str, right: bool) -> None:
    """One answer written by the store at ``when`` (its clock set only for that write)."""
    with monkeypatch.context() as m:
        m.setattr(progress, "time", SimpleNamespace(time=lambda: when, sleep=time.sleep,
                                                    monotonic=time.monotonic,
                                                    strftime=time.strftime))
        store.record_answer(learner, "euchre", topic, right)


def _start() -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    return at


def _dashboard(at: AppTest) -> AppTest:
    at.switch_page("ui/pages/dashboard.py").run()
    no_exception(at)
    return at


def test_the_four_figures_show_the_answers_stars_reviews_and_streak(monkeypatch):
    monkeypatch.setattr(clock, "now", lambda: NOW)
    at = _start()
    me = at.session_state["learner"]
    store, _msg = open_store()
    _record(monkeypatch, store, me, _at(24, 2), "suit", True)    # the week of Monday 23 February
    _record(monkeypatch, store, me, _at(24, 2), "suit", False)
    _record(monkeypatch, store, me, _at(3), "suit", True)        # the week of Monday 2 March:
    _record(monkeypatch, store, me, _at(4), "suit", True)        # Tuesday and Wednesday
    _record(monkeypatch, store, me, _at(4), "rank", False)
    store.mark_done(me, "euchre", "bowers", 2)
    store.save_card(me, card_for_quiz_miss("euchre", "rank", now=NOW - timedelta(hours=2)))

    _dashboard(at)
    charts = [json.loads(el.proto.spec) for el in at.get("plotly_chart")]
    assert len(charts) == 4
    by_title = {c["layout"]["title"]["text"]: c for c in charts}
    accuracy = by_title["Answers right, per kind of question and week"]
    topics = course("euchre").topics
    assert {t["name"]: t["y"] for t in accuracy["data"]} == {
        topics["suit"].title: [0.5, 1.0], topics["rank"].title: [0.0]}
    streak = by_title["Streak: 2 days in a row"]          # Tuesday and Wednesday
    # (the rank card is a quiz card: its change is counted as the quiz answer that made it)
    assert streak["data"][0]["y"][-2:] == [1, 2]
    due = by_title["1 review due this week"]
    assert due["data"][0]["y"][0] == 1                     # due now: counted today
    stars = by_title["Stars per lesson"]
    assert stars["data"][0]["x"][:3] == [0, 2, 0]          # lesson 2, the bowers: 2 stars
    captions = [c.value for c in at.caption]
    assert "Streak: 2 days in a row. Graded work on 3 of the last 14 days." in captions
    assert any(c.startswith("1 lesson of 10 has stars: 2 of 30 stars") for c in captions)


def test_a_learner_with_no_answers_is_shown_where_to_start():
    at = _dashboard(_start())
    assert not at.get("plotly_chart")
    assert any(i.value.startswith("Answer a few questions") for i in at.info)
    assert "Your progress" in texts(at)


def test_problem_answers_are_charted_under_the_problem_topics_name(monkeypatch):
    """A problem's answer is saved under ``problem:<topic>``: the chart and its sentence
    name it in words ("Problems: Late in the deal"), never by the stored id."""
    monkeypatch.setattr(clock, "now", lambda: NOW)
    at = _start()
    me = at.session_state["learner"]
    store, _msg = open_store()
    _record(monkeypatch, store, me, _at(4), "problem:late", True)
    _record(monkeypatch, store, me, _at(4), "suit", False)
    _dashboard(at)
    accuracy = next(c for c in (json.loads(el.proto.spec) for el in at.get("plotly_chart"))
                    if c["layout"]["title"]["text"].startswith("Answers right"))
    assert {t["name"] for t in accuracy["data"]} == {"Problems: Late in the deal",
                                                      course("euchre").topics["suit"].title}
    words = " ".join(c.value for c in at.caption)
    assert "Problems: Late in the deal 100% (1 of 1)" in words and "problem:" not in words


def test_a_learner_with_one_answer_and_one_review_reads_each_chart_in_the_singular(monkeypatch):
    """One answer today and one review card due: the hover says "1 review due" and "1 graded
    answer or decision" (not "1 reviews"), the streak's axis counts whole answers (no 0.2
    tick), and the lone line of the accuracy chart is named in a legend."""
    monkeypatch.setattr(clock, "now", lambda: NOW)
    at = _start()
    me = at.session_state["learner"]
    store, _msg = open_store()
    _record(monkeypatch, store, me, _at(4), "suit", False)
    store.save_card(me, card_for_quiz_miss("euchre", "suit", now=NOW - timedelta(days=2)))
    _dashboard(at)
    by_title = {c["layout"]["title"]["text"]: c
                for c in (json.loads(el.proto.spec) for el in at.get("plotly_chart"))}
    due = by_title["1 review due this week"]
    assert due["data"][0]["customdata"][0] == "1 review due"
    assert "%{y} reviews" not in due["data"][0]["hovertemplate"]
    streak = by_title["Streak: 1 day in a row"]
    assert streak["data"][0]["customdata"][-1] == "1 graded answer or decision"   # the answer today
    assert streak["layout"]["yaxis"]["dtick"] == 1
    accuracy = by_title["Answers right, per kind of question and week"]
    assert len(accuracy["data"]) == 1 and accuracy["layout"]["showlegend"] is True


def test_chart_dates_name_the_month(monkeypatch):
    """The streak's days read "4 Mar", never "4/3" (March 4 in Europe, April 3 in America,
    where most Euchre players are)."""
    monkeypatch.setattr(clock, "now", lambda: NOW)
    at = _start()
    me = at.session_state["learner"]
    store, _msg = open_store()
    _record(monkeypatch, store, me, _at(4), "suit", True)
    _dashboard(at)
    days = [x for c in (json.loads(el.proto.spec) for el in at.get("plotly_chart"))
            for trace in c["data"] for x in trace.get("x", []) if isinstance(x, str)]
    assert "4 Mar" in days, days
    assert not any("/" in x for x in days), days


def test_home_review_and_your_progress_give_the_same_number_due_this_week(monkeypatch):
    # One card due next Wednesday at 19:00, the eighth of the learner's days (NOW is a
    # Wednesday at 20:00). Before: Home said "Review your mistakes: 1 due this week" and the
    # Review page "1 card due this week" (a week from now to the second), while Your
    # progress said "0 reviews due this week" (today and the 6 days after it).
    monkeypatch.setattr(clock, "now", lambda: NOW)
    at = _start()
    me = at.session_state["learner"]
    store, _msg = open_store()
    store.save_card(me, card_for_quiz_miss("euchre", "suit", now=NOW + timedelta(days=6, hours=23)))
    _dashboard(at)
    assert "No reviews due this week." in [i.value for i in at.info]   # none, as Home and Review say
    at.switch_page("ui/pages/home.py").run()
    no_exception(at)
    assert "Nothing to review right now: your next review is due in 7 days." in texts(at)
    assert not any("Review your" in p.label for p in at.get("page_link"))
    at.switch_page("ui/pages/review.py").run()
    no_exception(at)
    assert "Euchre: 0 cards due this week" in texts(at)


def test_a_review_card_the_rules_do_not_ask_waits_and_is_counted_nowhere(monkeypatch):
    # A missed "Who wins the game?" card, due, with the game in Settings to 1 point (that quiz
    # is not asked then). Before: Review showed it with "Next question" and nothing to answer,
    # and "1 due now" stayed on Review, Home and Your progress until the target changed.
    from engine.euchre.rules import Rules
    monkeypatch.setattr(clock, "now", lambda: NOW)
    at = _start()
    at.session_state["rules"]["euchre"] = Rules(target_score=1)
    me = at.session_state["learner"]
    store, _msg = open_store()
    store.save_card(me, card_for_quiz_miss("euchre", "game", now=NOW - timedelta(hours=1)))
    _dashboard(at)
    assert "1 review due this week" not in texts(at)
    at.switch_page("ui/pages/home.py").run()
    no_exception(at)
    assert "Nothing to review: a question you miss" in texts(at)   # (the card waits)
    assert not any("Review your" in p.label for p in at.get("page_link"))
    at.switch_page("ui/pages/review.py").run()
    no_exception(at)
    shown = texts(at)
    assert "Euchre: 0 cards due this week · 0 due now" in shown
    assert "1 card waits: its kind of question is not asked under the rules in Settings" in shown
    assert "Nothing to review right now." in " ".join(s.value for s in at.success)
    # with a higher target again, the card is due and asked
    at.session_state["rules"]["euchre"] = Rules()
    at.run()
    no_exception(at)
    assert "1 due now" in texts(at) and "waits" not in texts(at)


def test_one_wrong_answer_is_one_piece_of_graded_work(monkeypatch):
    """A question missed in Practice records the answer and makes its review card. Before:
    both were counted, and the streak chart's hover said "2 graded answers or decisions"
    for today after one answer."""
    monkeypatch.setattr(clock, "now", lambda: NOW)
    monkeypatch.setattr(progress, "time", SimpleNamespace(
        time=NOW.timestamp, sleep=time.sleep, monotonic=time.monotonic, strftime=time.strftime))
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params.update(topic="suit", seed="77")
    at.run()
    at.switch_page("ui/pages/practice.py").run()
    click_answer(at, "pr_suit", question_for(at, "pr_suit", "suit"), right=False)
    no_exception(at)
    store, _msg = open_store()
    assert [c.card_id for c in store.cards(at.session_state["learner"], "euchre")] == ["quiz:euchre:suit"]
    _dashboard(at)
    streak = next(c for c in (json.loads(el.proto.spec) for el in at.get("plotly_chart"))
                  if c["layout"]["title"]["text"].startswith("Streak"))
    assert streak["data"][0]["y"][-1] == 1
    assert streak["data"][0]["customdata"][-1] == "1 graded answer or decision"


def test_a_day_of_play_decisions_stays_in_the_streak_after_its_puzzle_is_answered(monkeypatch):
    """A Play decision graded a mistake on Monday (its review card made then), a quiz answer
    on Tuesday, the puzzle answered on Review on Wednesday. Before: the streak counted the
    decision only through its card's last change, so answering the puzzle moved Monday's
    work to Wednesday and the streak said 2 days; now the store logs each decision's work
    (``decision_log``) and Monday stays: 3 days."""
    from engine import euchre
    from engine.ai import grade
    from lessons.coach import Decision
    from lessons.review import card_for_mistake, position_of, schedule
    monkeypatch.setattr(clock, "now", lambda: NOW)
    rules = euchre.preset("standard")
    hand = euchre.from_deal(rules, dealer=3,
                            hands=["9C TD AD JS AS", "TC KH AH TS QS", "AC KD 9H TH KS",
                                   "QC 9D QD JH QH"], upcard="JD", kitty="JC 9S KC")
    for a in ("order", "discard QC", "partner", "play AD", "play TC", "play KD", "play JH",
              "play QH", "play TD", "play KH", "play 9H"):
        hand = hand.apply(a)
    g = grade(euchre.observe(hand, 0), "play 9C", samples=30, seed=1)
    assert g.label in ("Mistake", "Blunder")   # the test's premise
    at = _start()
    me = at.session_state["learner"]
    store, _msg = open_store()
    made = card_for_mistake("euchre", position_of(Decision(0, hand, g.action, g)),
                            datetime.fromtimestamp(_at(2), timezone.utc))    # Monday
    store.save_card(me, made)
    _record(monkeypatch, store, me, _at(3), "suit", True)                   # Tuesday
    store.save_card(me, schedule(made, True, datetime.fromtimestamp(_at(4), timezone.utc)))
    _dashboard(at)
    streak = next(c for c in (json.loads(el.proto.spec) for el in at.get("plotly_chart"))
                  if c["layout"]["title"]["text"].startswith("Streak"))
    assert streak["layout"]["title"]["text"] == "Streak: 3 days in a row"
    assert streak["data"][0]["y"][-3:] == [1, 1, 1]


def test_a_chart_with_nothing_to_draw_is_left_out_for_a_sentence(monkeypatch):
    """One answer, weeks ago, and nothing else: no review due, no lesson finished, no work in
    the last 14 days. Before, three empty frames ("0 reviews due this week" over bare axes, a
    stars chart with no bar, a streak of empty days) stood there with "0 of 30 stars"; now
    only the accuracy chart is drawn and the other three say why in a sentence."""
    monkeypatch.setattr(clock, "now", lambda: NOW)
    at = _start()
    me = at.session_state["learner"]
    store, _msg = open_store()
    _record(monkeypatch, store, me, _at(2, 2), "suit", True)   # 2 February: a month ago
    _dashboard(at)
    titles = [json.loads(el.proto.spec)["layout"]["title"]["text"] for el in at.get("plotly_chart")]
    assert titles == ["Answers right, per kind of question and week"]
    said = [i.value for i in at.info]
    assert "No reviews due this week." in said
    assert any(s.startswith("No lesson finished yet") for s in said)
    assert any(s.startswith("No graded work in the last 14 days") for s in said)


def test_review_cards_alone_leave_no_empty_accuracy_chart(monkeypatch):
    """Review cards and no quiz answer (a learner who only played: their mistakes are cards;
    a card stands in for them here): the accuracy chart was an empty frame over "No answers
    yet."; now its sentence says where the answers come from, and the due chart is drawn."""
    monkeypatch.setattr(clock, "now", lambda: NOW)
    at = _start()
    me = at.session_state["learner"]
    store, _msg = open_store()
    store.save_card(me, card_for_quiz_miss("euchre", "rank", now=NOW - timedelta(hours=2)))
    _dashboard(at)
    titles = [json.loads(el.proto.spec)["layout"]["title"]["text"] for el in at.get("plotly_chart")]
    assert "1 review due this week" in titles
    assert not [t for t in titles if t.startswith("Answers right")]
    assert any(i.value.startswith("No quiz answers yet") for i in at.info)


def test_the_review_link_is_there_only_while_something_is_due_now(monkeypatch):
    # Before: Your progress always showed "Review what is due", and Home "Review your
    # mistakes: 1 due this week" for a card due in 2 days; both opened Review on "Nothing to
    # review right now."
    monkeypatch.setattr(clock, "now", lambda: NOW)
    at = _start()
    me = at.session_state["learner"]
    store, _msg = open_store()
    _record(monkeypatch, store, me, _at(4), "suit", False)
    store.save_card(me, card_for_quiz_miss("euchre", "suit", now=NOW + timedelta(days=2)))
    for page in ("dashboard", "home"):
        at.switch_page(f"ui/pages/{page}.py").run()
        no_exception(at)
        labels = [p.label for p in at.get("page_link")]
        assert not any(label.startswith("Review") for label in labels), labels
        assert "Nothing to review right now: your next review is " \
               "due in 2 days." in [c.value for c in at.caption]
    _dashboard(at)
    assert "Practice: mixed quizzes" in [p.label for p in at.get("page_link")]   # meanwhile
    # due now: the link, with Review's own count
    store.save_card(me, card_for_quiz_miss("euchre", "rank", now=NOW - timedelta(hours=1)))
    for page in ("dashboard", "home"):
        at.switch_page(f"ui/pages/{page}.py").run()
        no_exception(at)
        link = next(p for p in at.get("page_link") if p.label.startswith("Review"))
        assert link.label == "Review your mistakes: 1 due now" and "review" in link.proto.page
        assert "Nothing to review" not in texts(at)
    at.switch_page("ui/pages/review.py").run()
    assert "1 due now" in texts(at)


def test_a_long_history_of_many_kinds_is_a_small_chart_each_over_the_latest_weeks(monkeypatch):
    # 8 kinds of question answered every week for 20 weeks. Before: 8 lines over 20 weeks on
    # one chart, a tangle; now a small chart per kind over the latest 12 weeks.
    monkeypatch.setattr(clock, "now", lambda: NOW)
    at = _start()
    me = at.session_state["learner"]
    store, _msg = open_store()
    titles = course("euchre").topics
    kinds = ["z_winner", "rank", "suit", "trick", "kitty", "packet", "upcard", "makers"]
    for week in range(20):
        for i, kind in enumerate(kinds):
            when = (NOW - timedelta(weeks=19 - week, hours=1)).timestamp()
            _record(monkeypatch, store, me, when, kind, (week + i) % 3 != 0)
    _dashboard(at)
    accuracy = next(c for c in (json.loads(el.proto.spec) for el in at.get("plotly_chart"))
                    if c["layout"]["title"]["text"].startswith("Answers right"))
    assert accuracy["layout"]["title"]["text"] == "Answers right per kind, your latest 12 weeks"
    assert len(accuracy["data"]) == len(kinds) and all(len(t["x"]) == 12 for t in accuracy["data"])
    assert sorted(a["text"].replace("<br>", " ") for a in accuracy["layout"]["annotations"]) == \
        sorted(titles[k].title for k in kinds)
    assert all(t["hovertemplate"].startswith(t["name"] + ", %{x}: ") for t in accuracy["data"])
