"""The hint's comparison with the runner-up, rendered for real numbers: two choices
worth exactly the same are said to be, never "0.00 points better"."""
from __future__ import annotations

from engine.ai.analysis import ActionOdds
from engine.ai.words import ecarte_hint_text, hint_text
from engine.ecarte.actions import parse_action
from engine.euchre.actions import Action


def _odds(action, points: float, p_make: float) -> ActionOdds:
    return ActionOdds(action, points, p_make, 0.0, 1 - p_make, 100)


def test_a_tie_with_the_runner_up_is_said_to_be_one():
    best = _odds(Action.parse("play 9S"), 0.361, 0.68)
    second = _odds(Action.parse("play TS"), 0.361, 0.68)
    text = hint_text(best, second, defending=False)
    assert text == "Play 9♠: you take enough tricks in 68% of deals, exactly as good as 10♠ on these deals."
    assert "0.00" not in text


def test_the_same_make_chance_but_more_points_says_how_many():
    best = _odds(Action.parse("play JC"), 0.52, 0.87)
    second = _odds(Action.parse("play QC"), 0.40, 0.87)
    assert hint_text(best, second, defending=True) == \
        "Play J♣: you euchre them in 13% of deals, the same as Q♣ but 0.12 points better on average."


def test_a_different_make_chance_is_the_comparison():
    best = _odds(Action.parse("play KH"), -0.2, 0.71)
    second = _odds(Action.parse("play TS"), -0.5, 0.80)
    assert hint_text(best, second, defending=True) == \
        "Play K♥: you euchre them in 29% of deals, against 20% for 10♠."


def test_ecarte_ties_read_the_same_way():
    best = _odds(parse_action("play 7C"), 2.10, 0.93)
    second = _odds(parse_action("play TC"), 2.098, 0.93)
    text = ecarte_hint_text(best, second)
    assert text.endswith("exactly as good as 10♣ on these deals."), text
    assert "0.00" not in text


def test_a_best_choice_that_takes_enough_tricks_less_often_says_why_it_is_best():
    best = _odds(Action.parse("play JC"), 0.73, 0.85)
    second = _odds(Action.parse("play 8S"), 0.70, 0.90)
    assert hint_text(best, second, defending=False) == (
        "Play J♣: you take enough tricks in 85% of deals, against 90% for 8♠, but 0.03 points "
        "more on average.")


def test_percentages_that_round_alike_are_a_tie_not_a_difference_of_0():
    best = _odds(Action.parse("play AD"), 0.40, 0.294)
    second = _odds(Action.parse("play KD"), 0.30, 0.287)
    text = hint_text(best, second, defending=False)
    assert text == ("Play A♦: you take enough tricks in 29% of deals, the same as K♦ but 0.10 "
                    "points better on average."), text


def _close_hint(best: ActionOdds, second: ActionOdds, margin: float):
    from engine.ai.analysis import Hint
    return Hint(best.action, (best, second), "make", rival=second, margin=margin)


def test_a_close_call_does_not_say_the_gap_twice():
    # The head already says the 10♦ gains 0.11 points on K♣ (it makes the hand less
    # often): the close call only adds that the gap is within the sampling error.
    best = _odds(Action.parse("play TD"), 1.21, 0.91)
    second = _odds(Action.parse("play KC"), 1.10, 0.92)
    text = _close_hint(best, second, 0.11).numbers
    assert text == ("Play 10♦: you take enough tricks in 91% of deals, against 92% for K♣, but "
                    "0.11 points more on average. A close call: that difference is within "
                    "the sampling error of ±0.11."), text
    assert text.count("0.11 points") == 1


def test_a_close_call_gives_the_gap_when_the_head_gave_only_the_chances():
    best = _odds(Action.parse("play TD"), 1.21, 0.93)
    second = _odds(Action.parse("play KC"), 1.10, 0.90)
    text = _close_hint(best, second, 0.15).numbers
    assert text == ("Play 10♦: you take enough tricks in 93% of deals, against 90% for K♣. A close "
                    "call: Play K♣ is only 0.11 points behind, within the sampling error of "
                    "±0.15."), text


def test_a_close_call_with_a_runner_up_worth_exactly_the_same_adds_nothing():
    best = _odds(Action.parse("play 9D"), -1.57, 0.18)
    second = _odds(Action.parse("play QC"), -1.57, 0.18)
    text = _close_hint(best, second, 0.07).numbers
    assert text == "Play 9♦: you take enough tricks in 18% of deals, exactly as good as Q♣ on these deals."


def test_the_benny_is_the_runner_up_as_on_its_button():
    # British Euchre: a tie with the joker named it "Joker"; its button says "Play the Benny".
    best = _odds(Action.parse("play JH"), 1.0, 1.0)
    second = _odds(Action.parse("play JK"), 1.0, 1.0)
    assert hint_text(best, second, defending=False) == \
        "Play J♥: you take enough tricks in 100% of deals, exactly as good as the Benny on these deals."


def test_a_computer_players_reason_names_the_benny():
    # British Euchre: seat 0 names spades and leads the joker, seat 1 follows; seat 2, the
    # partner, was told its partner was "winning the trick with the Joker".
    from engine import euchre
    from engine.ai import make_bot
    s = euchre.from_deal(euchre.preset("british"), 3, ["JK JS AS 9C TD", "JC QS TC 9D QH",
                                                       "AC KC AD TS 9S", "AH KH JH JD QD"], "9H")
    for a in ("pass",) * 4 + ("call S", "partner", "play JK", "play QS"):
        s = s.apply(a)
    assert make_bot("intermediate").explain(euchre.observe(s, 2)) == \
        "Your partner is winning the trick with the Benny: play your lowest card, the 9♠."


def test_two_handed_game_odds_speak_of_you_and_your_opponent():
    # Two-handed Euchre at 8–8: the score decides the bid, and there is no "side".
    from engine import euchre
    from engine.ai import euchre_game
    hand = euchre.deal(euchre.preset("two_handed"), 0, seed=0)
    view = euchre.observe(hand, hand.current_player)
    hint = euchre_game.hint(view, samples=40, seed=1, scores=(8, 8))
    assert hint.text.startswith("The score matters: with you at 8 and your opponent at 8, "), \
        hint.text
    grade = euchre_game.grade(view, "order", samples=40, seed=1, scores=(8, 8))
    assert grade.reason.startswith("With you at 8 and your opponent at 8, "), grade.reason
    assert "side" not in hint.text + grade.reason


def test_the_ecarte_trump_lead_reason_reads_in_the_singular_and_the_plural():
    from engine.ai.words import render
    from engine.errors import Reason
    from engine.cards import Card
    # one trump is led only when no higher one is out (``ecarte_keep_lone_trump``)
    assert render(Reason.of("ai", "ecarte_lead_trump", n=1, card=Card.parse("QH"))) == \
        "Lead trump: no higher trump is out, so your Q♥ takes the trick."
    assert render(Reason.of("ai", "ecarte_lead_trump", n=3, card=Card.parse("KH"))) == \
        "Lead trump: your 3 trumps draw your opponent's."


def test_a_lone_defenders_reason_has_a_subject_for_by_yourself():
    # before: "Defend alone: your trumps can beat the loner by yourself." (the trumps were
    # the ones "by yourself"); the bot's own reason when its hand defends alone
    from engine.ai.euchre_bots import after_trump
    from engine.ai.words import reason
    from engine.cards import Suit, parse_cards
    from engine.euchre.state import Phase
    hand = parse_cards("JH JD AH KH AS")   # four trumps with the right bower, and an ace
    action, code, details = after_trump(Phase.DEFEND, hand, Suit.HEARTS, ())
    assert str(action) == "defend alone"
    assert reason(code, **details).text == (
        "Defend alone: with your trumps you can beat the loner by yourself.")


def test_a_best_grade_short_of_the_numbers_best_says_by_how_much():
    # A choice 0.01 points behind the best on these deals (surely behind: the same 0.1 on
    # ten of 100 deals) is graded Best, but "No other choice scores more on average" was
    # false: the grade says which does, and by how much.
    from engine.ai import grade_from_odds

    def odds(action, values):
        return ActionOdds(Action.parse(action), sum(values) / 100, 0.5, 0.0, 0.5, 100,
                          values=tuple(values), draws=tuple(range(100)))
    best, chosen = odds("play AS", [1.0] * 100), odds("play KS", [1.0] * 90 + [0.9] * 10)
    g = grade_from_odds(chosen.action, (best, chosen))
    assert (g.label, g.close_call) == ("Best", False)
    assert g.text == "Best: Play A♠ scores only 0.01 points more on average: too little to matter."
    # (the best itself: no other choice scores more)
    assert grade_from_odds(best.action, (best, chosen)).text == \
        "Best: No other choice scores more on average."


def test_a_best_grade_by_the_game_short_of_the_best_says_by_how_much():
    from dataclasses import replace

    from engine.ai.game_odds import GameChance
    from engine.ai.words import game_grade_text
    best = replace(_odds(Action.parse("order"), 0.5, 0.7), game=GameChance(0.712, (8, 6), 0.1))
    chosen = replace(_odds(Action.parse("pass"), 0.4, 0.6), game=GameChance(0.710, (8, 6), 0.1))
    assert game_grade_text("Best", best, chosen) == ("With your side at 8 and theirs at 6, "
                                                     "Order it up wins the game only 0.2% more "
                                                     "often: too little to matter.")
    assert game_grade_text("Best", best, best) == ("With your side at 8 and theirs at 6, no "
                                                   "other choice gives a better chance to win "
                                                   "the game (71%).")
