"""Écarté for a newcomer, second pass (audit s27): what the first pass left. Each case is reached on
purpose (a lesson step by its address, a quiz by its topic and seed, positions found from the engine)
and read as drawn on the page, or as the sentence the page draws."""
from __future__ import annotations

import re

import pytest

from engine import ecarte
from engine.ai.analysis import ActionOdds
from engine.ai.words import ecarte_hint_text
from engine.ecarte import Rules
from engine.ecarte.actions import PROPOSE, STAND
from lessons.ecarte.course_data import TOPICS
from lessons.ecarte.problems import PROBLEMS
from lessons.quiz import GENERAL_NUDGE, NO_CARDS_NUDGE

from apphelp import click_answer, learn_step, no_exception, practice_quiz, question_for, texts

THREE = ecarte.PRESETS["three"]
NOTE = "(At the two-player table.)"


def learn(rules, lesson: int, step: int, game: str = "ecarte"):
    return learn_step(game, rules, lesson, step)


def practice(topic: str, seed: int, preset: str = "classic"):
    return practice_quiz("ecarte", topic, seed, preset)


def missed(at, topic: str, times: int = 1) -> str:
    """The feedback drawn after ``times`` wrong answers to the Practice quiz on screen."""
    key = f"pr_{topic}"
    for _i in range(times):
        click_answer(at, key, question_for(at, key, topic), right=False)
        no_exception(at)
    return " ".join(e.value for e in at.error)


def prompt(at) -> str:
    return next(line for line in texts(at).splitlines() if line.startswith("**") and line.endswith("**"))


# ---- 1. a gap within the sampling error names no winner ---------------------------------------

def test_refusal_step_calls_a_gap_within_the_sampling_error_too_close():
    # step 1 teaches that small gaps are too close to call; step 2 then said "**accept**, by 0.03 points"
    body = texts(learn(Rules(), 10, 2))
    assert "**accept**, by 0.03 points" not in body
    assert "**too close to call**: 0.03 points apart, within the sampling error" in body
    assert "| Too close to call |" in body
    # the clear cases keep their verdict, and one of each is shown
    assert "**refuse**, by" in body and "**accept**, by" in body
    # step 1 says "too close to call" by the same rule, the engine's sampling error
    assert "within the sampling error of the best" in texts(learn(Rules(), 10, 1))


def test_euchre_trump_count_does_not_call_a_lead_within_the_sampling_error():
    # was "The engine's best card here is the **Q♠** (−0.74), 0.27 ahead of the 9♣." (error ±0.30)
    body = texts(learn(ecarte_free_euchre(), 10, 2, game="euchre"))
    assert "0.27 ahead of the 9♣" not in body
    assert "but the 9♣ is only 0.27 points behind, within the sampling error" in body


def ecarte_free_euchre():
    from engine import euchre
    return euchre.preset("standard")


# ---- 2. the king lesson's summary names who scores a turned king -------------------------------

def test_king_lesson_summary_names_the_dealers_part_with_three_players():
    # was "Turned up it scores for the dealer; …" while the dealer sits out with three players
    three = texts(learn(THREE, 5, 1))
    assert "Turned up, it scores for the player taking the dealer's part;" in three
    assert "scores for the dealer;" not in three
    assert "Turned up, it scores for the dealer;" in texts(learn(Rules(), 5, 1))


# ---- 3. two-player content under three-player rules says so -----------------------------------

@pytest.mark.parametrize("topic", ["e_target", "e_z_legal", "e_z_winner"])
def test_two_player_quizzes_say_so_at_a_three_player_table(topic):
    assert prompt(practice(topic, 2, "three")).startswith(f"**{NOTE} ")
    assert NOTE not in prompt(practice(topic, 2))


def test_au_cercle_says_its_deal_is_at_the_two_player_table():
    assert f"{NOTE} Your purse:" in texts(learn(THREE, 8, 4))
    assert NOTE not in texts(learn(Rules(), 8, 4))


# ---- 4. first hints point at the rule, not at "read the question once more" -------------------

GENERIC = {GENERAL_NUDGE, NO_CARDS_NUDGE}


def _names_answer(label: str, text: str) -> bool:
    """``label`` as a whole in ``text`` (not "0" inside "10")."""
    return re.search(rf"(?<![\w+−]){re.escape(label)}(?!\w)", text) is not None


@pytest.mark.parametrize("topic", sorted(TOPICS))
def test_every_ecarte_quiz_gives_a_specific_first_hint(topic):
    # the page, after one wrong answer: the hint drawn is the quiz's own, never the general sentence
    at = practice(topic, 1)
    q = question_for(at, f"pr_{topic}", topic)
    text = missed(at, topic)
    assert text and not any(g in text for g in GENERIC), text
    if not q.multi:
        right = next(c for c in q.choices if c.correct)
        assert not _names_answer(right.label, text), text


@pytest.mark.parametrize("preset", ["classic", "three"])
@pytest.mark.parametrize("topic", sorted(t for t in TOPICS if not TOPICS[t].slow))
def test_every_wrong_choice_hint_is_specific_and_keeps_the_answer(topic, preset):
    rules = ecarte.PRESETS[preset]
    for seed in range(1, 9):
        q = TOPICS[topic].generate(rules, seed)
        right = [c for c in q.choices if c.correct]
        for c in q.choices:
            if c.correct:
                continue
            fb = q.check(c.key if not q.multi else [x.key for x in right] + [c.key], 1)
            assert not fb.final and not any(g in fb.text for g in GENERIC), (seed, c.label, fb.text)
            if not q.multi:
                assert not _names_answer(right[0].label, fb.text), (seed, fb.text)


# ---- 5. typography ----------------------------------------------------------------------------

def test_au_cercle_bets_have_one_pair_of_brackets():
    # was "The elder hand wins the point (3+ tricks) (pays 1 to 1)"
    at = learn(Rules(), 8, 4)
    labels = at.radio(key="xe_cercle_bet").options
    assert len(labels) == 3
    for label in labels:
        assert label.count("(") == 1 and label.endswith(" to 1)"), label


def _negative_stakes_seed() -> int:
    for seed in range(1, 200):
        if any(c.label.startswith("−") for c in TOPICS["e_stakes"].generate(Rules(), seed).choices):
            return seed
    raise AssertionError("no stakes question with a negative balance")


def test_stakes_balances_use_a_true_minus_sign():
    # was "-10" among the choices, a hyphen where the other pages write "−"
    at = practice("e_stakes", _negative_stakes_seed())
    labels = [b.label for b in at.button if b.key and b.key.startswith("pr_e_stakes_c_")]
    assert any(label.startswith("−") for label in labels), labels
    assert not any(re.match(r"-\d", label) for label in labels), labels


def test_stakes_explorer_caption_uses_a_true_minus_sign():
    body = texts(learn(Rules(), 8, 3))
    line = next(x for x in body.splitlines() if x.startswith("After ") and "sum to zero" in x)
    assert "−" in line and not re.search(r" -\d", line), line


def test_problem_explanation_writes_a_true_minus_sign():
    text = PROBLEMS.get("draw-the-last-trump").explanation
    assert "(−2)" in text and "(-2)" not in text


def test_coach_hint_writes_a_true_minus_sign():
    # the Play page's hint for a losing choice read "about -0.40 points"
    a, b = (ActionOdds(act, ev, 0.3, 0.0, 0.0, 100) for act, ev in ((STAND, -0.4), (PROPOSE, -0.65)))
    text = ecarte_hint_text(a, b)
    assert "−0.40" in text and "-0.40" not in text, text


def test_ecarte_says_trumps_as_its_sources_do():
    # "Diamonds are trump" beside "Diamonds are trumps" in the same course
    assert "Diamonds are trumps and you are the elder hand" in prompt(practice("e_jeu", 1))
    for topic in TOPICS:
        if TOPICS[topic].slow:
            continue
        for seed in range(1, 6):
            q = TOPICS[topic].generate(Rules(), seed)
            for text in [q.prompt, q.explanation] + [c.nudge for c in q.choices]:
                assert not re.search(r"\bare trump\b", text), (topic, seed, text)


# ---- 6. the ranking quiz's last feedback says the answer once ----------------------------------

def test_rank_quiz_final_feedback_gives_the_line_once():
    at = practice("e_rank", 1)
    q = question_for(at, "pr_e_rank", "e_rank")
    line = next(c.label for c in q.choices if c.correct)
    text = missed(at, "e_rank", times=2)
    assert f"The answer is **{line}**." in text
    assert text.count(line) == 1, text
