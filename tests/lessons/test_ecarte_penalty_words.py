"""Écarté penalty sentences are right under both ``penalty`` options, and say that no
penalty applies once an exchange has taken place (rule book, Écarté scoring)."""
from __future__ import annotations

import pytest

from engine import ecarte
from engine.ecarte import Phase, Rules
from lessons.ecarte import guided, l3_exchange
from lessons.ecarte.course_data import COURSE
from lessons.ecarte.rulebook import rule_book, scoring_rows
from lessons.ecarte.words import penalty_rule

PENALTIES = ("elder", "classic")


def _after_one_exchange(rules: Rules):
    """Seed 3: the elder proposes, the dealer accepts, both exchange; the elder decides again."""
    s = ecarte.deal(rules, dealer=1, seed=3)
    s = s.apply("propose").apply("accept")
    while s.phase in (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
        s = s.apply(s.legal_actions()[0])
    assert s.phase is Phase.PROPOSAL and s.exchanged
    return s


@pytest.mark.parametrize("penalty", PENALTIES)
def test_guided_stand_after_an_exchange_has_no_penalty(penalty):
    # after an exchange a stand carries no penalty, under either option
    s = _after_one_exchange(Rules(penalty=penalty))
    assert s.current_player == guided.ME
    text = guided._right_words(s, ecarte.parse_action("stand"))
    assert "no penalty applies" in text and "scores 2" not in text


@pytest.mark.parametrize("penalty", PENALTIES)
def test_guided_refusal_words_follow_the_penalty_option(penalty):
    # South deals (seat 0), North proposes at once: refusing risks a penalty for the right player
    s = ecarte.deal(Rules(penalty=penalty), dealer=0, seed=5).apply("propose")
    assert s.phase is Phase.RESPONSE and s.current_player == 0 and not s.exchanged
    text = guided._right_words(s, ecarte.parse_action("refuse"))
    if penalty == "classic":
        assert "if the dealer then takes fewer than 3 tricks, the elder scores 2" in text
    else:
        assert "if the elder then takes fewer than 3 tricks, the dealer scores 2" in text


@pytest.mark.parametrize("penalty", PENALTIES)
def test_may_quiz_stand_words(penalty):
    # "what may the elder do": the risk of standing is named only before any exchange
    rules = Rules(penalty=penalty)
    seen = set()
    for seed in range(300):
        q = l3_exchange.gen_may(rules, seed)
        s = q.source
        if l3_exchange.may_key(s) != "propose":
            continue
        seen.add(s.exchanged)
        if s.exchanged:
            assert "no penalty applies" in q.explanation
        else:
            assert "the dealer scores 2" in q.explanation
    assert seen == {True, False}


@pytest.mark.parametrize("penalty", PENALTIES)
def test_course_and_rule_book_state_the_penalty_in_force(penalty):
    rules = Rules(penalty=penalty)
    stand = COURSE.lesson("exchange").steps[0].text_for(rules)
    vole = COURSE.lesson("scoring").steps[0].text_for(rules)
    assert penalty_rule(penalty) in vole and "no penalty" in vole
    assert ("refusing the first proposal a risk for the dealer" in stand) == (penalty == "classic")
    book = " ".join(p for sec in rule_book(rules) for p in sec.paragraphs)
    assert penalty_rule(penalty) in book


def test_turned_king_scores_for_the_dealers_part_with_three_players():
    # three players: the player on the dealer's right plays the dealer's part and takes a turned king
    three = Rules(players=3)
    book = " ".join(p for sec in rule_book(three) for p in sec.paragraphs)
    assert "the dealer scores **1**" not in book and "dealer's part scores **1** at once" in book
    assert ("Any", "The king of trumps is turned up", "the player taking the dealer's part", 1) in scoring_rows(three)
    step = COURSE.lesson("deal").steps[2].text_for(three)
    assert "dealer's part" in step
    assert "dealer scores 1 point" in COURSE.lesson("deal").steps[2].text_for(Rules())
