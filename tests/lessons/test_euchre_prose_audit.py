"""Euchre prose audit: the rule book and the Scoring lesson word the game for the players at the
table (a side, or a player; Cutthroat's march and euchre; seven cards), the kitty is counted with
the upcard everywhere, and the seat lesson says who gets the upcard."""
from __future__ import annotations

import pytest

from engine import euchre
from engine.euchre import Rules, scoring
from engine.euchre.rules import PRESETS
from lessons.euchre import l7_examples
from lessons.euchre.course_data import COURSE
from lessons.euchre.rulebook import rule_book, scoring_rows

TABLES = {**PRESETS, "cut7": Rules(players=3, cutthroat_hand_size=7), "three25": Rules(players=3, deck=25),
          "two25": Rules(players=2, deck=25), "target1": Rules(target_score=1)}


def _section(rules: Rules, key: str) -> str:
    return " ".join(next(s for s in rule_book(rules) if s.key == key).paragraphs)


def _step(lesson: str, title: str):
    return next(s for s in COURSE.lesson(lesson).steps if s.title_en == title)


@pytest.mark.parametrize("name", sorted(TABLES))
def test_rule_book_words_the_players_at_the_table(name):
    rules = TABLES[name]
    game, scoring_text = _section(rules, "game"), _section(rules, "scoring")
    unit = "side" if rules.players == 4 else "player"
    word = "point" if rules.target_score == 1 else "points"
    assert f"The first {unit} to reach **{rules.target_score}** {word} wins." in game
    assert f"**{rules.tricks_to_make}** of the {rules.hand_size} tricks" in scoring_text
    if rules.players == 4:
        assert "Only one side scores each deal" in scoring_text
        return
    assert "first side" not in game and "side" not in scoring_text
    assert "dealer's side" not in _section(rules, "deal")
    if rules.has_benny:
        assert "the dealer is the maker" in _section(rules, "deal")
    if rules.players == 3:
        # a euchre pays each opponent, as the table below says
        euchred = scoring.score_hand(rules, rules.tricks_to_make - 1)
        assert euchred.side == "defenders" and euchred.points > 0
        assert "Only one" not in scoring_text and "each opponent" in scoring_text
        assert any(r[1] == "each opponent" for r in scoring_rows(rules))
    else:
        assert "Only one player scores each deal" in scoring_text


@pytest.mark.parametrize("name", sorted(TABLES))
def test_scoring_lesson_numbers_come_from_the_rules(name):
    rules = TABLES[name]
    text = _step("scoring", "The scoring table").text_for(rules)
    need, n = rules.tricks_to_make, rules.hand_size
    march, euchred = scoring.score_hand(rules, n).points, scoring.score_hand(rules, need - 1).points
    assert f"({need} of {n})" in text
    assert f"a **march**, worth {march}." in text
    assert {4: f"the defenders score {euchred} instead", 3: f"each opponent scores {euchred}",
            2: f"the other player scores {euchred} instead"}[rules.players] in text
    if rules.players == 3:
        assert march == 3 and "worth 2" not in text and "defenders score" not in text
    if n == 7:
        assert "(3 of 5)" not in text and "(4 of 7)" in text


@pytest.mark.parametrize("name, rules", [("cutthroat_seven", Rules(players=3, cutthroat_hand_size=7)),
                                         ("two_handed", PRESETS["two_handed"])])
def test_variant_examples_count_the_upcard_in_the_kitty(name, rules):
    script = l7_examples.SCRIPTS[name]
    assert script.rules == rules
    intro = l7_examples.EXAMPLES[name](PRESETS["standard"]).frames[0].text
    kitty = len(rules.cards) - rules.players * rules.hand_size
    s = script.start()
    assert len(s.deal.kitty) + 1 == kitty      # the cards face down, and the upcard on top
    assert f"the other {kitty} form the kitty, the upcard on top" in intro
    assert f"The other **{kitty}** cards form the kitty" in _section(rules, "deal")
    assert "2 stay in the kitty" not in intro and "13 stay in the kitty" not in intro
    assert f"**{rules.tricks_to_make} of the {rules.hand_size}** tricks" in intro or rules.players == 2


def test_seat_lesson_says_who_gets_the_upcard():
    text = _step("decisions", "One hand, four seats").text_for(PRESETS["standard"])
    assert "hands a trump to the other side" not in text
    assert "gives it to the dealer, an opponent" in text
    # the engine: an order from the dealer's left puts the upcard in the dealer's hand, an opponent's
    rules = PRESETS["standard"]
    s = euchre.deal(rules, dealer=0, seed=1)
    orderer = s.current_player
    after = s.apply("order")
    assert euchre.partner_of(rules, orderer) != s.dealer and orderer != s.dealer
    assert s.upcard in after.hands[s.dealer]


def test_the_scoring_lessons_game_steps_hold_for_one_player_per_side_too():
    # under Cutthroat and two-handed each player keeps an own score: the steps say so
    from lessons.course import course
    lesson = course("euchre").lesson("scoring")
    texts = {st.title_en: st.text_for(euchre.preset("cutthroat")) for st in lesson.steps}
    assert "one player" in texts["The game"] and "(or player)" in texts["The 6 and the 4"]
    assert "the game to 10," not in lesson.summary_for(euchre.preset("cutthroat"))
