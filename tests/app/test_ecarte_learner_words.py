"""Écarté as a newcomer reads it (audit s27): sentences true under the rules in Settings, whole and
grammatical, and feedback that explains, checked on the rendered pages. Each case is reached on
purpose: a lesson step by its address, a quiz by its topic and seed (found from the engine's
position, never from a stored answer)."""
from __future__ import annotations

import pytest

from engine import ecarte
from engine.ecarte import Phase, Rules
from lessons.ecarte import l3_exchange
from ui import charts

from apphelp import app, click_answer, learn_step, no_exception, practice_quiz, question_for, texts

THREE = ecarte.PRESETS["three"]


def learn(rules: Rules, lesson: int, step: int):
    return learn_step("ecarte", rules, lesson, step)


def practice(topic: str, seed: int, preset: str = "classic"):
    return practice_quiz("ecarte", topic, seed, preset)


def answered(at, topic: str, right: bool):
    """The feedback shown after one answer to the Practice quiz on screen."""
    key = f"pr_{topic}"
    click_answer(at, key, question_for(at, key, topic), right)
    no_exception(at)
    return " ".join(e.value for e in list(at.success) + list(at.error))


def prompt(at) -> str:
    """The question's sentence as drawn: the bold line after the quiz's scene."""
    return next(line for line in texts(at).splitlines() if line.startswith("**") and line.endswith("**"))


def test_refuse_or_accept_feedback_names_the_answer_and_weighs_both():
    # was "Right! −0.71 points on average; South wins the point in 28% of the deals.": praise for a
    # loss, with no word of which answer it was or what the other one was worth
    at = practice("e_refuse", 3)
    right = answered(at, "e_refuse", right=True)
    assert "Right!" in right
    assert ("Accepting is worth" in right and "refusing is worth" in right) or \
        ("Refusing is worth" in right and "accepting is worth" in right), right


def test_sizes_caption_measures_the_close_ones_from_the_best():
    # "The worst of these takes 5 cards (−0.45). Taking 1 card or 3 cards is within 0.2 points of it"
    body = texts(learn(Rules(), 10, 1))
    # (the margin is now the engine's sampling error, as the next step's: test_ecarte_learner_words_2)
    assert "Taking 1 card or 3 cards is within the sampling error of the best" in body
    assert "points of it:" not in body


def test_refusal_risk_is_the_dealers_under_the_classic_club_laws():
    # under "classic" a refused elder who makes the point scores 2: the elder does not risk 2
    body = texts(learn(Rules(penalty="classic"), 10, 2))
    assert "the elder then risks 2 points" not in body
    assert "the risk falls on the dealer:" in body
    assert "the elder then risks 2 points" in texts(learn(Rules(), 10, 2))


def test_refusal_risk_at_three_falls_on_the_dealers_part():
    # at a table of three the dealer sits out: "the risk is the dealer's" named a player who
    # does not play the deal (the player taking the dealer's part refuses, and bears it)
    body = texts(learn(Rules(players=3, penalty="classic"), 10, 2))
    assert "the risk is the dealer's" not in body
    assert "the risk falls on the player taking the dealer's part:" in body, body


def test_quick_and_napoleon_question_is_one_sentence():
    # was "Écarté de Napoléon (to 11): Who wins the game?"
    for seed, title in ((1, "Écarté de Napoléon (to 11)"), (2, "Quick Écarté (to 3)")):
        q = prompt(practice("e_target", seed))
        assert q == f"**In {title}, who wins the game?**", q


def test_elder_hand_feedback_says_what_the_elder_speaks_about():
    # was "the elder speaks first (the next lesson says about what)"
    from engine.ecarte import PRESETS
    from lessons.ecarte import l2_deal
    for preset in ("classic", "three"):
        # the quiz also asks who answers the elder: a seed that asks for the elder hand
        seed = next(n for n in range(5, 60) if l2_deal.gen_roles(PRESETS[preset], n).source[1] == "elder")
        fb = answered(practice("e_roles", seed, preset), "e_roles", right=True)
        assert "says about what" not in fb
        assert "the elder speaks first (the next lesson shows what the elder says)" in fb, fb


def _count_seed(rules: Rules, phase: Phase, single: bool) -> int:
    for seed in range(1, 200):
        s = l3_exchange.gen_count(rules, seed).source
        least, most = s.exchange_limits()
        if s.phase is phase and (least == most) == single:
            return seed
    raise AssertionError("no such exchange position")


@pytest.mark.parametrize("phase", [Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE])
def test_exchange_count_of_one_card_reads_exactly_one(phase):
    # was "…so with 2 in the talon at most 1: 1 to 1."
    fb = answered(practice("e_count", _count_seed(Rules(), phase, single=True)), "e_count", right=True)
    assert "1 to 1" not in fb and fb.rstrip().endswith("exactly 1."), fb


@pytest.mark.parametrize("phase", [Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE])
def test_exchange_count_names_the_dealers_part_with_three_players(phase):
    # with three players the dealer sits out: the talon is left for, and the exchange made by, the
    # player taking the dealer's part
    seed = _count_seed(THREE, phase, single=True)
    fb = answered(practice("e_count", seed, "three"), "e_count", right=True)
    assert "the player taking the dealer's part" in fb.lower(), fb
    assert "for the dealer" not in fb and "The dealer must" not in fb, fb


@pytest.mark.parametrize("topic", ["e_points", "e_stakes"])
def test_two_player_questions_say_so_at_a_three_player_table(topic):
    # these questions name North, a seat the three-player table does not have, and (points) give
    # the tricks' points to "North (dealer)" though the dealer sits out with three players
    assert prompt(practice(topic, 4, "three")).startswith("**(At the two-player table.) ")
    assert not prompt(practice(topic, 4)).startswith("**(At the two-player table.)")


def test_ace_example_sentences_have_one_colon():
    # was "South leads the A♥, North plays the J♥: Both cards are hearts: the J♥ ranks above…"
    body = texts(learn(Rules(), 2, 2))
    assert "North plays the J♥. Both cards are hearts: the J♥ ranks above the A♥" in body
    assert "J♥: Both" not in body


def test_rule_of_thumb_is_quoted():
    # was "rule of thumb: A jeu de règle: two trumps and a king. …" (a capital after a colon)
    at = learn(Rules(), 4, 1)
    line = next(c.value for c in at.caption if "rule of thumb" in c.value)
    assert "rule of thumb: “" in line and line.endswith("”"), line


def test_any_card_reason_is_quoted_as_the_players():
    # must_trump off: "South may play any card. You have no clubs, …" (who is "you"?)
    body = texts(learn(Rules(must_trump=False), 1, 2))
    assert "South may play any card: “You have no clubs, and at this table you need not trump" in body
    assert "South may play any card. You" not in body


def test_rule_book_deals_no_cards_to_the_dealer_who_sits_out():
    # three players: "Each player gets 5 cards" while the dealer sits out
    body = texts(app("rules", game="ecarte", preset="three"))
    assert "Each player gets" not in body
    assert "the dealer, who sits out, gets none" in body
    assert "Each player gets **5** cards" in texts(app("rules", game="ecarte"))


def test_dealing_step_names_this_tables_packets():
    body = texts(learn(Rules(packets="2+3"), 3, 2))
    assert "packets of **2 then 3** at this table (most tables 3 then 2)" in body
    assert "packets of **3 then 2** (some tables 2 then 3)" in texts(learn(Rules(), 3, 2))


def test_points_chart_bars_of_a_group_stand_apart():
    # on a 390-px phone the three labels of a group ran together as "+1+1+1"
    for penalty in ("elder", "classic"):
        assert charts.ecarte_points_figure(Rules(penalty=penalty)).layout.bargroupgap >= 0.2
