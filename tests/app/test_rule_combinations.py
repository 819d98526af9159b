"""Rule combinations a learner can make in Settings (not only the presets): the pages say
what holds at that table, and Settings keeps options that cannot apply out of the way."""
from __future__ import annotations

import random

import pytest
from streamlit.testing.v1 import AppTest

from engine import ecarte, euchre, games
from engine.errors import RulesError
from engine.euchre.rules import PRESETS, Rules
from lessons.course import course
from lessons.problems import problem_set

from apphelp import no_exception, with_rules


def _title(rules) -> str:
    """The variant's title, as every page names it."""
    return games.of(rules).load("course").rulebook.title(rules)


def _learn(at: AppTest, lesson_id: str, step: int) -> AppTest:
    """Learn at ``lesson_id``'s step ``step`` (0-based), as the page's own links open it."""
    c = course(at.session_state["game"])
    at.query_params["lesson"], at.query_params["step"] = str(c.index(lesson_id) + 1), str(step + 1)
    at.switch_page("ui/pages/learn.py").run()
    no_exception(at)
    return at


def _one_trick_hand(rules: Rules, seed: int):
    """A Euchre hand played to its end by seeded random legal moves (seeds chosen so that
    the maker took exactly one trick)."""
    rng = random.Random(seed)
    s = euchre.deal(rules, dealer=0, seed=seed)
    while not s.is_over:
        legal = s.legal_actions()
        s = s.apply(legal[rng.randrange(len(legal))])
    assert not s.result.thrown_in and s.result.maker_tricks == 1
    return s


@pytest.mark.parametrize("rules, seed, said", [
    (Rules(players=3, cutthroat_hand_size=7), 0, "Deal over: the maker took 1 trick."),
    (Rules(players=2, stick_the_dealer=True), 4, "Deal over: the maker took 1 trick."),
    (Rules(deck=32, allow_lone_defender=True), 6, "Deal over: the makers took 1 trick."),
])
def test_guided_hand_over_counts_the_makers_and_the_tricks(rules, seed, said):
    # The guided hand's banner said "the makers took 1 tricks" at every table, even with
    # one maker (two or three players).
    at = with_rules("euchre", rules)
    s = _one_trick_hand(rules, seed)
    at.session_state["g_state"], at.session_state["g_rules"] = s, rules
    at.session_state["g_log"], at.session_state["g_fb"] = [], None
    _learn(at, "guided", 0)
    banners = [i.value for i in at.info]
    assert any(b.startswith(said) for b in banners), banners


@pytest.mark.parametrize("start, players, preset", [("railroad", 3, "cutthroat"), ("railroad", 2, "two_handed")])
def test_fewer_players_leave_no_lone_options_behind(start, players, preset):
    # From Railroad, choosing three players gave "Custom rules" with "Points for a lone
    # defender's euchre: Always 4" in force, at a table where nobody defends alone.
    at = with_rules("euchre", PRESETS[start])
    at.switch_page("ui/pages/settings.py").run()
    at.segmented_control(key="set_players").set_value(players).run()
    no_exception(at)
    assert at.session_state["rules"]["euchre"] == PRESETS[preset]
    assert at.selectbox(key="set_preset").value == preset
    for name in ("lone_lead", "lone_defender_points"):
        widget = at.radio(key=f"set_{name}")
        assert widget.disabled and "Four players only" in widget.help


def test_turning_lone_defenders_off_puts_their_points_back():
    # From Railroad (a lone defender's euchre: always 4), lone defenders off: the points
    # option stops applying and is greyed out, so it must not stay at "always 4" where the
    # learner cannot change it back (the rules would be custom for nothing).
    at = with_rules("euchre", PRESETS["railroad"])
    at.switch_page("ui/pages/settings.py").run()
    at.toggle(key="set_allow_lone_defender").set_value(False).run()
    no_exception(at)
    rules = at.session_state["rules"]["euchre"]
    assert not rules.allow_lone_defender and rules.lone_defender_points == "by_tricks"
    assert at.radio(key="set_lone_defender_points").disabled
    at.toggle(key="set_allow_alone").set_value(False).run()
    assert at.session_state["rules"]["euchre"].lone_lead == "loner_left"


def test_saved_rules_with_options_that_cannot_apply_load_as_their_preset():
    # Settings before this change kept Railroad's lone options at three players; such
    # saved rules play as Cutthroat and now load as Cutthroat (they showed "Custom rules"
    # with a greyed-out "always 4" nobody could change, and could not be shared as a code).
    from lessons.saved import read_rules, rules_data
    old = rules_data(PRESETS["cutthroat"])
    old["options"].update(lone_defender_points="always_four", lone_lead="dealer_left")
    assert read_rules(old) == PRESETS["cutthroat"]
    assert read_rules(rules_data(PRESETS["railroad"])) == PRESETS["railroad"]


def test_lone_defender_points_wait_for_lone_defenders():
    at = with_rules("euchre", PRESETS["standard"])
    at.switch_page("ui/pages/settings.py").run()
    assert at.radio(key="set_lone_defender_points").disabled
    assert not at.radio(key="set_lone_lead").disabled          # going alone is on
    at.toggle(key="set_allow_lone_defender").set_value(True).run()
    assert not at.radio(key="set_lone_defender_points").disabled


@pytest.mark.parametrize("game, rules, shown", [
    ("euchre", Rules(players=3, cutthroat_hand_size=7, stick_the_dealer=True), True),
    ("euchre", Rules(), False),
    ("ecarte", ecarte.Rules(players=3, penalty="classic"), True),
])
def test_problems_say_which_rules_they_are_played_under(game, rules, shown):
    # The problems are four-player (two-player Écarté) deals under the standard rules; with
    # Cutthroat in Settings the page showed them without a word about whose rules judge them.
    at = with_rules(game, rules)
    at.switch_page("ui/pages/problems.py").run()
    no_exception(at)
    pset = problem_set(game)
    table = pset.position(pset.problems[0]).rules
    said = f"Every problem is played under the rules of {_title(table)}, whatever Settings say."
    assert (said in [c.value for c in at.caption]) is shown


def test_ecarte_settings_refusal_reads_as_one_sentence():
    # "That is not allowed: Stake per point must be a whole number, 0 or more, not -1.. Nothing
    # was changed." The stake box now stops at 0; a refusal still ends with one full stop.
    at = with_rules("ecarte", ecarte.Rules())
    at.switch_page("ui/pages/settings.py").run()
    assert at.number_input(key="sete_stake").min == 0
    with pytest.raises(RulesError) as refused:
        ecarte.Rules(stake=-1)
    at.session_state["sete_error"] = refused.value
    at.run()
    no_exception(at)
    (shown,) = [e.value for e in at.error]
    assert shown.startswith("That is not allowed: Stake per point") and ".." not in shown, shown


@pytest.mark.parametrize("game, first, then", [
    ("euchre", PRESETS["standard"], Rules(players=3, cutthroat_hand_size=7)),
    ("ecarte", ecarte.preset("classic"), ecarte.preset("three")),
])
def test_the_guided_hand_says_once_why_a_new_hand_was_dealt(game, first, then):
    # A change in Settings dealt a new guided hand without a word: the hand the learner was
    # playing just went. Now the lesson says why, once.
    said = f"The rules changed in Settings, so here is a new deal under {_title(then)}."
    at = with_rules(game, first)
    _learn(at, "guided", 0)
    assert said not in [i.value for i in at.info]          # the first hand: nothing to say
    at.session_state["rules"][game] = then
    _learn(at, "guided", 0)
    assert said in [i.value for i in at.info]
    state = "g_state" if game == "euchre" else "ge_state"
    assert at.session_state[state].rules == then
    at.run()
    assert said not in [i.value for i in at.info]          # once
