"""Problem hands: every problem's intended answer is the only legal action with the best
result with the cards as they lie (``lessons.problems``: the solver plays each choice out),
its lesson exists, and the answers are not all in the same place among the choices."""
from __future__ import annotations

import pytest

from engine import games
from lessons.course import course
from lessons.problems import Problem, answer_of, check, judge, problem_set

SETS = {g: problem_set(g) for g in games.ids() if problem_set(g) is not None}
CASES = [(g, p) for g, ps in SETS.items() for p in ps.problems]
# the brief: at least this many problems per topic
LEAST = {("euchre", "bidding"): 5, ("euchre", "leading"): 5, ("euchre", "following"): 5,
         ("euchre", "loner"): 5, ("euchre", "late"): 5, ("ecarte", "exchange"): 5, ("ecarte", "play"): 5}


@pytest.mark.parametrize("game,problem", CASES, ids=[f"{g}:{p.id}" for g, p in CASES])
def test_the_solver_singles_out_the_intended_answer(game, problem):
    ps = SETS[game]
    state = ps.position(problem)
    assert state.current_player == problem.seat, "the problem's seat is the one to move"
    legal = state.legal_actions()
    assert len(legal) >= 2, "a problem offers a choice"
    verdict = judge(ps, problem)
    answer = answer_of(ps, problem, state)
    best = [str(a) for a in verdict.best]
    assert best == [problem.answer], f"best: {best}; every choice: " + ", ".join(
        f"{o.action} {o.points:+d}" for o in verdict.outcomes)
    assert verdict.singles_out(answer)


@pytest.mark.parametrize("game,problem", CASES, ids=[f"{g}:{p.id}" for g, p in CASES])
def test_each_problem_names_a_lesson_of_its_course_and_explains_itself(game, problem):
    assert problem.lesson in {lesson.id for lesson in course(game).lessons}
    assert problem.topic in {t.id for t in SETS[game].topics}
    assert len(problem.explanation) > 80 and problem.nudge
    answer = answer_of(SETS[game], problem)
    shown = [c.display for c in getattr(answer, "cards", ()) or [getattr(answer, "card", None)] if c]
    assert not any(card in problem.nudge for card in shown), "the nudge does not give the answer away"


def test_enough_problems_per_topic():
    for (game, topic), least in LEAST.items():
        assert len(SETS[game].of_topic(topic)) >= least, (game, topic)
    ids = [(g, p.id) for g, p in CASES]
    assert len(ids) == len(set(ids)), "problem ids are unique within a game"


@pytest.mark.parametrize("game", list(SETS))
def test_the_answers_are_not_all_in_the_same_place(game):
    """Choices are shown in the engine's legal order, so the answer's place must vary."""
    ps = SETS[game]
    places = {}
    for p in ps.problems:
        state = ps.position(p)
        places[p.id] = list(state.legal_actions()).index(answer_of(ps, p, state))
    assert len(set(places.values())) >= 3, places
    first = sum(1 for i in places.values() if i == 0)
    assert first <= len(places) * 0.6, f"the first choice is right too often: {places}"


def test_a_tie_is_not_singled_out():
    """The check can fail: here four leads all make the hand for 1 point, so none is "the"
    answer, and a problem that claimed one would be refused."""
    ps = SETS["euchre"]
    tie = Problem("tie", "leading", "decisions", dealer=3,
                  hands=("JH TC 9C AS 9D", "JC KC TD QD AD", "AH KH QH AC KD", "JD TH QS KS QC"),
                  turn="9H", seat=0, actions=("pass", "pass", "order", "discard QC", "partner"),
                  answer="play JH", explanation_en="", nudge_en="")
    verdict = judge(ps, tie)
    assert not verdict.singles_out(answer_of(ps, tie))
    assert sorted(str(a) for a in verdict.best) == ["play 9C", "play AS", "play JH", "play TC"]


def test_a_wrong_try_gets_the_engine_count_and_a_nudge_then_the_answer():
    ps = SETS["euchre"]
    p = ps.get("lead-trump-partner-ordered")
    first = check(ps, p, "play AS", attempt=1)
    assert not first.correct and not first.final
    assert p.nudge in first.text and "J♥" not in first.text   # the answer stays hidden
    assert "+1" in first.text                                   # the engine's count for the A♠ lead
    second = check(ps, p, "play AC", attempt=2)
    assert second.final and not second.correct
    assert "Play J♥" in second.text and p.explanation in second.text
    assert check(ps, p, "play JH", attempt=2).correct
    shown = check(ps, p, None, gave_up=True)
    assert shown.final and "Play J♥" in shown.text
    assert not check(ps, p, "play 9C", attempt=1).final    # not a card of this hand


def test_an_exchange_answer_is_the_set_of_cards():
    ps = SETS["ecarte"]
    p = ps.get("exchange-keep-trumps")
    state = ps.position(p)
    assert ps.picks_cards(state)
    assert check(ps, p, "exchange 7C 8D 9S").correct
    assert not check(ps, p, "exchange 7C 8D").correct


@pytest.mark.parametrize("game,problem", CASES, ids=[f"{g}:{p.id}" for g, p in CASES])
def test_the_scene_shows_only_what_the_learner_may_see(game, problem):
    ps = SETS[game]
    state = ps.position(problem)
    scene = ps.scene(problem, state)
    assert set(scene.hand) == set(state.hands[problem.seat])
    hidden = {c for seat, hand in enumerate(state.hands) if seat != problem.seat for c in hand}
    shown = {c for _who, c in scene.trick} | ({scene.upcard} if scene.upcard else set())
    assert not shown & hidden
    # (Euchre's upcard was seen by every player: the dealer holding it is no secret)
    public = {state.deal.upcard} if game == "euchre" else set()
    words = " ".join(str(v) for _k, v in scene.facts)
    assert not [c for c in hidden - public if c.display in words], "a fact names a hidden card"


def test_after_the_bidding_the_scene_still_names_the_upcard():
    # Before: once the bidding was over the page never showed the upcard, though every
    # player saw it, and the explanations spoke of "East's 9♥", the card East had picked up.
    ps = SETS["euchre"]
    facts = dict(ps.scene(p := ps.get("lead-trump-partner-ordered"), ps.position(p)).facts)
    assert facts["Upcard"] == "9♥, picked up by East" and "East's 9♥" in p.explanation_en
    facts = dict(ps.scene(p := ps.get("lead-low-trump-to-partner"), ps.position(p)).facts)
    assert facts["Upcard"] == "K♦, turned down"   # hearts called in the second round
    for p in ps.problems:   # while bidding, the card itself is shown (and no fact repeats it)
        state = ps.position(p)
        scene = ps.scene(p, state)
        assert ("Upcard" in dict(scene.facts)) == (state.phase.name not in ("BID1", "BENNY", "BID2"))


def test_a_late_problem_shows_every_finished_trick_and_who_took_it():
    """Late in the hand the learner counts what has gone: the scene lists each finished
    trick in playing order, with the seat that took it (read from the engine's tricks)."""
    ps = SETS["euchre"]
    p = ps.get("late-count-the-trumps")
    facts = dict(ps.scene(p, ps.position(p)).facts)
    assert facts["Trick 1"] == "North K♠ · East 9♠ · South 10♠ · West A♠, taken by West"
    assert facts["Trick 2"] == "West 10♦ · North K♦ · East A♦ · South Q♠, taken by South"
    assert facts["Trick 3"] == "South J♠ · West J♣ · North J♥ · East J♦, taken by South"
    assert "Trick 4" not in facts and facts["Tricks"] == "your side 2, the other side 1"
    # at the first trick there is nothing to list
    first = ps.get("lead-trump-partner-ordered")
    assert not any(k.startswith("Trick ") for k, _v in ps.scene(first, ps.position(first)).facts)
    ec = SETS["ecarte"]
    late = ec.get("draw-the-last-trump")
    facts = dict(ec.scene(late, ec.position(late)).facts)
    assert facts["Trick 1"] == "South A♠ · North K♠, taken by North"
    assert facts["Trick 2"] == "North K♣ · South 9♠, taken by South"   # the winner leads
    for game, problem in CASES:
        pset = SETS[game]
        for label, value in pset.scene(problem, pset.position(problem)).facts:
            assert "{" not in label + value and "}" not in label + value, (problem.id, label, value)


def _side_points(game: str, hand, seat: int) -> int:
    """The mover's side's points minus the other side's in a finished hand."""
    if game == "euchre":
        from engine import euchre
        team = euchre.team_of(hand.rules, seat)
        return hand.result.points[team] - hand.result.points[1 - team]
    other = hand.younger if seat == hand.elder else hand.elder
    return hand.points[seat] - hand.points[other]


@pytest.mark.parametrize("game,problem", CASES, ids=[f"{g}:{p.id}" for g, p in CASES])
def test_the_table_line_plays_the_answer_to_the_result_the_explanation_gives(game, problem):
    """The teacher's table replays a problem from its deal code along the line its
    explanation describes: through the problem's position, the answer, to the end, with
    the points the engine's verdict gives the answer."""
    from lessons.problems import table_line
    ps = SETS[game]
    code, actions, at = table_line(ps, problem)
    hand = games.for_deal_code(code).load("engine").decode_deal(code)
    for a in actions[:at]:
        hand = hand.apply(a)
    assert hand == ps.position(problem)
    assert actions[at] == problem.answer
    for a in actions[at:]:
        hand = hand.apply(a)
    assert hand.is_over
    assert _side_points(game, hand, problem.seat) == judge(ps, problem).of(answer_of(ps, problem)).points


def test_every_topic_answers_are_saved_under_has_a_title_in_words():
    from lessons.problems import topic_titles
    for game in games.ids():
        titles = topic_titles(game)
        assert set(course(game).topics) <= set(titles)
        ps = SETS.get(game)
        for topic in ps.topics if ps else ():
            assert titles[topic.progress_topic] == f"Problems: {topic.title}"
        assert all(title and ":" not in key or not key.startswith("problem:") or
                   title.startswith("Problems: ") for key, title in titles.items())


def test_a_wrong_try_worth_nothing_reads_0_not_plus_0():
    from lessons.problems import check
    ps = SETS["ecarte"]
    p = ps.get("trump-low")
    zero = next(o for o in judge(ps, p).outcomes if o.points == 0 and str(o.action) != p.answer)
    text = check(ps, p, zero.action, attempt=1).text
    assert "ends the deal at 0 for your side" in text and "+0" not in text, text


def test_a_wrong_try_among_two_choices_gives_the_answer_at_once():
    """With two choices, "Try again" left one button (the missed one is disabled), and
    clicking it read "Right!": a wrong try that leaves a single choice shows the answer."""
    for game, ps in SETS.items():
        for p in ps.problems:
            state = ps.position(p)
            legal = state.legal_actions()
            if len(legal) != 2:
                continue
            wrong = next(a for a in legal if str(a) != p.answer)
            fb = check(ps, p, str(wrong), attempt=1)
            assert fb.final and not fb.correct, (game, p.id)
            assert p.explanation in fb.text and ps.label(state, answer_of(ps, p, state)) in fb.text
    ps = SETS["euchre"]
    many = ps.get("lead-trump-partner-ordered")    # five choices: the first miss still hides it
    assert not check(ps, many, "play AS", attempt=1).final
