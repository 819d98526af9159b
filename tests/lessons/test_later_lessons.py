"""The later lessons of both courses, read as a newcomer who knows only the lessons before: what
a step, an example or a quiz says must be true by the engine, match what the quiz asks, and use
no word the course has not taught yet (found walking lessons 3 to 10 of each course)."""
from __future__ import annotations

import re

import pytest

from engine import euchre
from engine.ecarte.rules import Rules as EcarteRules
from engine.euchre.rules import Rules
from lessons.course import course
from lessons.euchre import l7_examples
from lessons.euchre.l3_bidding import bid_odds_example
from lessons.euchre.l9_decisions import gen_best_discard

EU, EC = course("euchre"), course("ecarte")
SEEDS = range(40)


def _step(c, lesson_id: str, title_en: str):
    return next(s for s in c.lesson(lesson_id).steps if s.title_en == title_en)


def test_the_discard_quiz_does_not_say_everybody_passed():
    # "North deals, everybody passes, and North picks up the J♦": the Bidding lesson taught that when
    # everybody passes the upcard is turned down; in the engine's deal three players passed
    q = gen_best_discard(Rules(), 1)
    s = q.source[0]
    bids = [str(e.action) for e in s.history]
    assert bids[:4] == ["pass", "pass", "pass", "order"] and s.history[3].seat == s.dealer, bids
    assert "everybody passes" not in q.prompt
    assert "the other three players pass" in q.prompt


def test_the_lone_defender_example_does_not_promise_more_points_than_it_scores():
    # the intro said a lone defender who euchres the makers "scores more"; scored by tricks, this
    # example's lone defender euchres them for 2, what any euchre scores
    ex = l7_examples.narrate(l7_examples.LONE_DEFENDER)
    rules = l7_examples.LONE_DEFENDER.rules
    usual = euchre.score_hand(rules, rules.tricks_to_make - 1).points
    end = ex.frames[-2].position   # the last frame compares the always-4 table
    assert end.result.lone_defender is not None and max(end.result.points) == usual == 2
    assert "scores more" not in ex.frames[0].text
    assert "can score more" in ex.frames[0].text


def test_the_turned_king_step_teaches_what_its_quiz_asks():
    # lesson 3 of Écarté asked "Who scores what at the deal?" with the right answer "Nobody yet: South
    # may declare the K♥ before the first lead", but declaring is taught two lessons later
    rules = EcarteRules()
    step = _step(EC, "deal", "The turned king")
    asked = [EC.topics["e_deal_score"].generate(rules, seed) for seed in SEEDS]
    assert any(q.choice("holds").correct for q in asked)
    text = step.text_for(rules)
    assert "**declared**" in text and "before the first lead" in text
    assert "**declared**" in _step(EC, "deal", "The turned king").text_for(EcarteRules(players=3))


@pytest.mark.parametrize("topic", ["e_may", "e_count"])
def test_the_story_of_an_exchange_quiz_adds_up_to_its_talon(topic):
    # the story showed only the last steps, unannounced: it began "North accepts" (nobody had
    # proposed) and its exchanges left 14 cards in a talon said to hold 1
    rules = EcarteRules()
    folded = 0
    for seed in SEEDS:
        facts = EC.topics[topic].generate(rules, seed).scene.facts
        talon = int(next(v for k, v in facts if k == "Talon").split()[0])
        lines = [v for k, v in facts if not k]
        hidden = [x for x in lines if x.startswith("…")]
        folded += bool(hidden)
        if hidden:
            assert lines[0] == hidden[0] and re.fullmatch(r"… \d+ earlier steps? of proposing and exchanging …",
                                                           hidden[0]), lines
            continue
        assert not lines[0].endswith(("accepts", "refuses")), lines   # an answer with no proposal before it
        taken = sum(int(m.group(1)) for x in lines if (m := re.search(r"exchanges (\d+) cards?", x)))
        assert 21 - taken == talon, (seed, lines, talon)
    assert folded   # the long stories are there, and say they are folded


def test_the_king_quiz_story_starts_where_the_deal_starts_or_says_it_does_not():
    rules = EcarteRules()
    for seed in SEEDS:
        lines = [v for k, v in EC.topics["e_king"].generate(rules, seed).scene.facts if not k]
        assert lines and (lines[0].startswith("…") or not lines[0].endswith(("accepts", "refuses"))), lines


def test_the_jeu_de_regle_is_explained_where_the_computer_player_first_names_it():
    # the chart's caption and the worked example of the exchange lesson quote the computer player:
    # "Propose: your hand is not a jeu de règle, so improve it." The Variants lesson teaches it.
    rules = EcarteRules()
    lesson = EC.lesson("exchange")
    quoted = " ".join(f.text for s in lesson.steps if s.example for f in s.example(rules).frames)
    assert "jeu de règle" in quoted
    first = lesson.steps[0]
    assert first.explorer == "e_proposal"
    assert "**jeux de règle**" in first.text_for(rules)
    assert "**jeux de règle**" in first.text_for(EcarteRules(penalty="classic"))
    before = [s.text_for(rules) for lesson in EC.lessons[:EC.index("exchange")] for s in lesson.steps]
    assert not any("règle" in t for t in before)


@pytest.mark.parametrize("rules", [Rules(), euchre.preset("railroad"), euchre.preset("british")],
                         ids=["standard", "railroad", "british"])
def test_the_bidding_chart_offers_only_choices_the_course_has_taught(rules):
    # "North: order it up, or pass?" had a third bar, "Order it up and go alone", two lessons
    # before going alone is taught
    ex = bid_odds_example(rules, 5, samples=10)
    assert [x.lower() for x in ex.data["labels"]] == ["pass", "order it up"]
    assert "alone" not in ex.caption


@pytest.mark.parametrize("rules,defender", [(Rules(), False), (euchre.preset("railroad"), True),
                                            (Rules(players=3), False)], ids=["standard", "railroad", "three"])
def test_the_alone_points_quiz_says_what_it_asks(rules, defender):
    # it promised "Alone, with a partner, or against a lone defender." and asked only about a lone
    # maker at the standard table
    step = _step(EU, "alone", "Quiz: points when alone")
    asked = [EU.topics["alone_points"].generate(rules, seed) for seed in SEEDS]
    facts = [dict(q.scene.facts) for q in asked]
    assert not any(f.get("Maker") not in ("alone", None) for f in facts)
    assert any("Defender" in f for f in facts) == defender
    text = step.text_for(rules)
    assert "partner" not in text
    assert ("lone defender" in text) == defender


def test_a_variant_example_shows_the_trump_once():
    # each frame read "Trump: ♦ Diamonds" (the trump chip) and then "Trump: Diamonds" (a fact)
    rules = Rules()
    for step in EU.lesson("variants").steps:
        if step.example is None:
            continue
        for f in step.example(rules).frames:
            if f.scene.trump is not None:
                assert "Trump" not in dict(f.scene.facts), (step.title_en, f.scene.facts)


def test_the_follow_quiz_says_which_seat_is_yours():
    # lesson 1 seats the learner South; lesson 3 showed "Your hand" under a trick South had already
    # played to, without saying whose hand it was
    rules = Rules()
    names = ("South", "West", "North", "East")
    south_played = 0
    for seed in SEEDS:
        q = EU.topics["legal"].generate(rules, seed)
        me = names[q.source.current_player]
        assert q.scene.hand_label == f"Your hand ({me})"
        assert me not in [who for who, _c in q.scene.trick]
        south_played += "South" in [who for who, _c in q.scene.trick]
    assert south_played


@pytest.mark.parametrize("seed", [1, 4, 17, 19])
def test_a_discard_nudge_points_where_the_engines_answer_lies(seed):
    # every wrong plain discard was nudged "Which discard leaves you short in a suit, so you can
    # trump it?", also the lone A♣ that a learner had just thrown to make a void (seed 4), when
    # the engine's best discard (the Q♠) makes none
    from lessons.euchre.l9_decisions import makes_void
    q = gen_best_discard(Rules(), seed)
    s, _offered = q.source
    hand, trump = s.hands[s.dealer], s.trump
    best = next(c for c in q.choices if c.correct).cards[0]
    for c in q.choices:
        card = c.cards[0]
        if c.correct:
            continue
        if "short in a suit" in c.nudge:
            assert makes_void(hand, best, trump) and not makes_void(hand, card, trump), (c.label, c.nudge)
        if "may win a trick by itself" in c.nudge:
            assert card.rank > best.rank and not euchre.is_trump(card, trump), (c.label, c.nudge)
        if "Trumps win tricks" in c.nudge:
            assert euchre.is_trump(card, trump) and not euchre.is_trump(best, trump)
        if makes_void(hand, card, trump) and not makes_void(hand, best, trump):
            assert "short in a suit" not in c.nudge


@pytest.mark.parametrize("rules", [EcarteRules(), EcarteRules(players=3), EcarteRules(penalty="classic")],
                         ids=["standard", "three", "classic"])
def test_the_whole_deal_example_scores_a_king_and_the_tricks(rules):
    # "Quiz: a whole deal" says "Kings and tricks together." and its worked example scored the
    # tricks of a deal with no king in it
    step = _step(EC, "scoring", "Quiz: a whole deal")
    assert "Kings and tricks" in step.text_for(rules)
    said = [f.text for f in step.example(rules).frames]
    assert any("for the king of trumps" in t for t in said), said
    assert any("for the point" in t or "for the vole" in t for t in said), said
