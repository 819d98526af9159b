"""Close calls settled by principle (``engine.ai.close_calls``): when the samples cannot
tell choices apart, the hint recommends and the expert plays the one a principle of the
catalogue supports, and says it was a close call; a principle never overrides a loss
beyond the sampling error; without a distinguishing principle the numbers' best stays."""
from __future__ import annotations

import re

from engine import euchre
from engine.ai import ActionOdds, Hint, euchre_game, grade_from_odds, principles
from engine.ai.close_calls import settle
from engine.ai.euchre_bots import ExpertEuchre
from engine.ai.euchre_principles import PRINCIPLES

from tests.i18n.pseudo import english_words, pseudo_language

STD = euchre.preset("standard")
LEFTOVER = re.compile(r"[{}]|\bNone\b|Card\(|Suit\.")
CARD_NOTATION = re.compile(r"\b(?:10|[2-9TJQKA])[♣♦♥♠]")

# Seat 0 ordered the J♥ up into the dealer's hand holding 9♥ 10♥ A♥, and leads.
MAKER_LEADS = (["9C QD 9H TH AH", "JC KC AD 9S AS", "TC JD QH KH JS", "9D TD KD TS KS"], "JH",
               "order", "discard 9D", "partner")


def _view():
    hands, upcard, *actions = MAKER_LEADS
    state = euchre.from_deal(STD, dealer=3, hands=hands, upcard=upcard)
    for a in actions:
        state = state.apply(a)
    return euchre.observe(state, 0)


def test_the_hint_settles_a_close_call_by_lead_trump_you_called():
    # The numbers put the 9♣ lead a hair ahead of the 9♥, within the sampling error;
    # the maker leads trump
    view = _view()
    hint = euchre_game.hint(view, samples=200)
    numbers_best = hint.odds[0]
    assert str(numbers_best.action) == "play 9C"
    assert str(hint.action) == "play 9H" and hint.settled
    chosen = next(o for o in hint.odds if o.action == hint.action)
    loss = numbers_best.expected_points - chosen.expected_points
    assert 0 <= loss <= hint.margin and hint.margin > 0
    assert hint.principle is not None and hint.principle.code == "lead_trump_you_called"
    assert hint.rival is numbers_best
    text = hint.text
    assert text.startswith("Play 9♥:") and "close call" in text and "rule of thumb" in text
    assert f"±{hint.margin:.2f}" in text and "Lead trump: you ordered it up." in text
    assert not LEFTOVER.search(text), text
    with pseudo_language():
        other = hint.text
    assert other != text and not LEFTOVER.search(other), other
    assert english_words(CARD_NOTATION.sub("", other)) == [], other


def test_the_expert_plays_the_card_the_principle_settles_on():
    view = _view()
    # The same samples as the hint (the seed comes from the view): the same choice.
    expert = ExpertEuchre(samples=200, time_limit=None)
    assert str(expert.choose(view)) == "play 9H"
    hint = euchre_game.hint(view, samples=200)
    assert expert.choose(view) == hint.action
    # the expert's reason is the rule of thumb that chose, not "the most points on
    # average" (the 9♣ has a hair more)
    assert expert.explain(view) == hint.principle.text
    assert "most points" not in expert.explain(view)


def test_the_same_view_and_samples_settle_the_same_way():
    view = _view()
    one, two = euchre_game.hint(view, samples=200), euchre_game.hint(view, samples=200)
    assert (one.action, one.text) == (two.action, two.text)


def test_following_the_principle_in_a_close_call_is_graded_best():
    view = _view()
    g = euchre_game.grade(view, "play 9H", samples=200)
    assert g.label == "Best" and g.close_call and g.settled and g.loss > 0
    assert g.principle is not None and g.principle.code == "lead_trump_you_called"
    assert "close call" in g.numbers and "rule of thumb" in g.numbers
    # The numbers' best, within the error too, is Best as well (it gave up nothing).
    assert euchre_game.grade(view, "play 9C", samples=200).label == "Best"


def test_the_numbers_best_says_why_the_hint_named_another_choice():
    # The hint names the 9♥ (lead trump: you ordered it up); the learner leads the 9♣, the
    # numbers' best. Best, and the grade says why the hint differs, not only "no other
    # choice scores more", which read as if the hint had been wrong.
    view = _view()
    hint = euchre_game.hint(view, samples=200)
    g = euchre_game.grade(view, "play 9C", samples=200)
    assert g.label == "Best" and not g.close_call and g.loss == 0
    assert g.preferred is not None and g.preferred.action == hint.action
    assert g.principle is not None and g.principle.code == "lead_trump_you_called"
    gap = g.chosen.expected_points - g.preferred.expected_points
    assert g.reason == (f"No other choice scores more on average. A close call: Play 9♥ is "
                        f"only {gap:.2f} points behind, within the sampling error of "
                        f"±{g.preferred_margin:.2f}, and a rule of thumb prefers it, so the "
                        f"hint names it."), g.reason
    assert abs(g.preferred_margin - hint.margin) < 1e-9   # the hint's own figure
    assert g.text == f"Best: {g.reason} {g.principle.text}" and \
        g.principle.text.startswith("Lead trump: you ordered it up."), g.text
    assert not LEFTOVER.search(g.text), g.text
    with pseudo_language():
        other = g.text
    assert english_words(CARD_NOTATION.sub("", other)) == [], other


def test_the_numbers_best_without_a_settled_close_call_says_no_more():
    view = _view()
    odds = _odds(view, [("play 9C", BASE), ("play 9H", _noisy(0.3, 0.2))])
    g = principles.in_grade(view, grade_from_odds(euchre.Action.parse("play 9C"), odds))
    assert g.label == "Best" and g.preferred is None and g.principle is None
    assert g.reason == "No other choice scores more on average."


# ----- the rule, on odds made by hand ------------------------------------------------------

def _odds(view, rows):
    """``(action, per-deal points)`` rows, best first."""
    out = []
    for action, values in rows:
        n = len(values)
        out.append(ActionOdds(euchre.Action.parse(action), sum(values) / n, 0.5, 0.0, 0.5, n,
                              values=tuple(values), draws=tuple(range(n))))
    return tuple(out)


BASE = [1.0, -1.0] * 50


def _noisy(gap: float, spread: float) -> list[float]:
    return [b - gap + (spread if k % 2 else -spread) for k, b in enumerate(BASE)]


def test_a_principle_never_overrides_a_loss_beyond_the_error():
    view = _view()
    odds = _odds(view, [("play 9C", BASE), ("play 9H", _noisy(0.3, 0.2))])
    settled = settle(view, odds, PRINCIPLES)
    assert str(settled.chosen.action) == "play 9C" and settled.principle is None
    hint = principles.in_hint(view, Hint(odds[0].action, odds))
    assert str(hint.action) == "play 9C" and not hint.settled and hint.rival is None
    assert "close call" not in hint.text


def test_within_the_error_the_principle_decides():
    view = _view()
    odds = _odds(view, [("play 9C", BASE), ("play QD", _noisy(0.05, 2.0)),
                        ("play AH", _noisy(0.1, 2.0)), ("play 9H", _noisy(0.2, 2.0))])
    settled = settle(view, odds, PRINCIPLES)
    # Both trumps follow the principle: the numbers' best of them.
    assert str(settled.chosen.action) == "play AH" and settled.by_principle
    assert settled.principle.code == "lead_trump_you_called"


def test_without_a_distinguishing_principle_the_numbers_best_stays():
    view = _view()
    odds = _odds(view, [("play 9C", BASE), ("play QD", _noisy(0.05, 2.0))])
    settled = settle(view, odds, PRINCIPLES)
    assert str(settled.chosen.action) == "play 9C" and not settled.by_principle
    hint = principles.in_hint(view, Hint(odds[0].action, odds))
    assert str(hint.action) == "play 9C" and hint.rival is not None
    assert "close call" in hint.text and "rule of thumb" not in hint.text


def test_a_grade_in_a_close_call_names_the_principle_that_settles_it():
    view = _view()
    # (the QD's noise runs against the 9♥'s: within the error of each, measured pairwise)
    odds = _odds(view, [("play 9C", BASE), ("play 9H", _noisy(0.05, 2.0)),
                        ("play QD", _noisy(0.1, -2.0))])
    g = principles.in_grade(view, grade_from_odds(euchre.Action.parse("play QD"), odds))
    assert g.close_call and g.label in ("Best", "Good") and not g.settled
    assert str(g.best.action) == "play 9H"      # measured against the hint's choice
    assert g.principle is not None and g.principle.code == "lead_trump_you_called"


def test_every_close_call_sentence_renders_in_both_languages():
    view = _view()
    cases = [   # (the odds, what the sentence must say)
        ([("play 9C", BASE), ("play QD", _noisy(0.05, 2.0))], "close call"),  # numbers stand
        # the same average and chance: "exactly as good as", no close call said twice
        ([("play 9C", BASE), ("play QD", _noisy(0.0, 2.0))], "exactly as good as"),
        ([("play 9C", BASE), ("play 9H", _noisy(0.05, 2.0))], "close call"),  # by principle
        ([("play 9C", BASE), ("play 9H", _noisy(0.0, 2.0))], "close call"),   # the same average
        ([("play 9C", BASE), ("play 9H", BASE)], "A tie"),                    # on every deal
    ]
    seen = set()
    for rows, said in cases:
        odds = _odds(view, rows)
        hint = principles.in_hint(view, Hint(odds[0].action, odds))
        english = hint.numbers
        assert said in english, english
        assert not LEFTOVER.search(english), english
        seen.add(english.split(". ", 1)[-1])
        with pseudo_language():
            other = hint.numbers
        assert other != english and not LEFTOVER.search(other), other
        assert english_words(CARD_NOTATION.sub("", other)) == [], other
    assert len(seen) == len(cases)     # five different sentences


def test_a_close_bid_is_settled_by_principle_and_worded_as_the_buttons():
    # Seat 1 with two spades, its partner dealing the J♠: ordering up assists the partner
    state = euchre.from_deal(STD, dealer=3, hands=["9S AH KH 9C TC", "AS KS KD 9D QH",
                                                   "JC QC KC AC TD", "QS TS 9H TH QD"],
                             upcard="JS").apply("pass")
    view = euchre.observe(state, 1)
    odds = _odds(view, [("pass", BASE), ("order", _noisy(0.05, 2.0))])
    hint = principles.in_hint(view, Hint(odds[0].action, odds, "bid"))
    assert str(hint.action) == "order" and hint.settled
    assert hint.principle.code == "assist_partner"
    assert hint.numbers.startswith("Order it up: about −0.05 points on average this deal.")
    assert "A close call: Pass scores 0.05 points more on average" in hint.numbers


def test_a_choice_between_the_hints_and_the_numbers_best_is_measured_against_the_best():
    # The principle picks the 9♥ (a trump) over the numbers' best 9♣; the learner's Q♦
    # scores more than the 9♥ but less than the 9♣: the grade must not say that no other
    # choice scores more. It is measured against the 9♣, and says so.
    view = _view()
    odds = _odds(view, [("play 9C", BASE), ("play QD", _noisy(0.05, 2.0)),
                        ("play 9H", _noisy(0.2, 2.0))])
    assert str(settle(view, odds, PRINCIPLES).chosen.action) == "play 9H"
    g = principles.in_grade(view, grade_from_odds(euchre.Action.parse("play QD"), odds))
    assert str(g.best.action) == "play 9C" and abs(g.loss - 0.05) < 1e-9
    assert "No other choice scores more" not in g.reason, g.reason
    assert "9♣" in g.reason, g.reason
