"""The hint names the runner-up by its card when the sentence's head already says the verb:
"Discard 9♥: …, against 81% for 8♣", as "Play J♥: …, against 66% for A♠" (before, a discard
read "against 81% for Discard eight of clubs", the verb capitalised mid-sentence)."""
from engine.ai import words as ai_words
from engine.ai.analysis import ActionOdds
from engine.euchre.actions import Action


def _odds(text: str, points: float, p_make: float) -> ActionOdds:
    return ActionOdds(Action.parse(text), points, p_make, 0.0, 1 - p_make, 100)


def test_a_discard_is_compared_by_its_card():
    assert ai_words.hint_text(_odds("discard 9H", 0.5, 0.82), _odds("discard 8C", 0.48, 0.81),
                              defending=False) == \
        "Discard 9♥: you take enough tricks in 82% of deals, against 81% for 8♣."


def test_a_card_given_is_compared_by_its_card():
    assert ai_words.hint_text(_odds("give AS", 0.9, 0.9), _odds("give 9H", 0.4, 0.7),
                              defending=False).endswith("against 70% for 9♥.")


def test_a_bid_keeps_its_words():
    assert ai_words.hint_text(_odds("alone", 1.2, 0.9), _odds("partner", 0.9, 0.71),
                              defending=False).endswith("against 71% for Play with partner.")


def test_ecarte_compares_a_card_by_its_card_and_a_bid_by_its_words():
    from engine.ecarte.actions import parse_action

    def odds(text, points, p):
        return ActionOdds(parse_action(text), points, p, 0.0, 1 - p, 100)
    assert ai_words.ecarte_hint_text(odds("play 9H", -2.42, 0.2), odds("play 8D", -2.42, 0.2)) == \
        "Play 9♥: you win the point in 20% of deals (about −2.42 points on average), exactly as " \
        "good as 8♦ on these deals."
    assert ai_words.ecarte_hint_text(odds("propose", 0.35, 0.62), odds("stand", 0.2, 0.54)) == \
        "Propose an exchange: you win the point in 62% of deals (about +0.35 points on average), " \
        "against 54% for Stand (play these cards)."
