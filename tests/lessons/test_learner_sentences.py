"""Sentences a learner reads are true for the table in force (each test names its rule)."""
from __future__ import annotations

import pytest

from engine import euchre
from engine.euchre import Action
from engine.euchre.rules import PRESETS, Rules
from lessons.euchre import guided, l7_variants
from lessons.euchre.course_data import COURSE
from lessons.euchre.rulebook import rule_book
from lessons.ecarte import l3_exchange
from engine.ecarte import Rules as ERules

SEVEN = Rules(players=3, cutthroat_hand_size=7)


def _book(rules) -> str:
    return " ".join(p for sec in rule_book(rules) for p in sec.paragraphs)


def test_seven_card_cutthroat_deals_4_3_4():
    # seven-card Cutthroat: packets 4-3-4, then 3-4-3
    assert "4, 3, 4 round the table, then 3, 4, 3" in _book(SEVEN)
    assert "**4, 3, 4**" in COURSE.lesson("deal").steps[0].text_for(SEVEN)
    assert "3 and 2" not in _book(SEVEN)


@pytest.mark.parametrize("preset", ["cutthroat", "two_handed"])
def test_no_dealers_partner_without_partners(preset):
    # two and three players have no partners
    r = PRESETS[preset]
    assert "dealer's partner" not in _book(r) and "assist" not in _book(r)
    assert "partner" not in COURSE.lesson("bidding").steps[0].text_for(r)
    assert "dealer's partner" in _book(PRESETS["standard"])


def test_trick_size_follows_the_players():
    # one card per player in a trick
    step = COURSE.lesson("bowers").steps[-1]
    assert [step.text_for(PRESETS[p]) for p in ("two_handed", "cutthroat", "standard")] == \
        ["Two cards, one trick.", "Three cards, one trick.", "Four cards, one trick."]


def test_stick_the_dealer_note():
    # the dealer never passes twice under Stick the Dealer
    note = l7_variants.VARIANT_NOTES["stick_the_dealer"]
    assert "passes twice, the dealer" not in note and "everybody else" in note


def test_wrong_phase_words_use_learner_labels():
    # round 2, South to bid: "order" is refused with the learner's labels, never "call C"
    s = euchre.from_deal(PRESETS["standard"], 3, ["9H TH JH QH KH", "9D TD JD QD KD", "9S TS JS QS KS",
                                                  "AH AD AS 9C TC"], "JC")
    for _ in range(4):
        s = s.apply("pass")
    text = euchre.explain_illegal(s, Action.parse("discard 9H")).text
    assert "it is the second round of bidding" in text
    assert "“Call diamonds”" in text and "call D" not in text


def test_guided_log_speaks_to_you():
    # the learner's own moves read "You pass.", "You play the …", never "You passes"
    s, _ = guided.start(PRESETS["standard"], 3)
    log = []
    for _ in range(40):
        if s.is_over:
            break
        text = guided.options(s)[0][0]
        t = guided.decide(s, text)
        if not t.ok:
            text = str(s.legal_actions()[0])
            t = guided.decide(s, text)
        log.extend(t.log)
        s = t.state
    mine = [line for line in log if line.startswith("You")]
    assert mine and all(not line.split()[1].endswith("s") or line.split()[1] == "discard" for line in mine), mine
    assert not any("You passes" in x or "You plays" in x or "South wins" in x for x in log)


def test_discard_advice_allows_a_forced_trump():
    # a dealer holding only trumps must discard one: the advice may not say "never a trump"
    s = euchre.from_deal(PRESETS["standard"], 0, ["JH JD AH KH QH", "9C TC QC KC AC", "9S TS JS QS KS",
                                                  "9D TD QD KD AD"], "TH")
    s = s.apply("order")
    text = guided._why(s, Action.parse("discard QH"), Action.parse("discard QH"))
    assert "never a trump" not in text


def test_ecarte_elder_named_once():
    # "North (elder hand) is the elder hand" said the same thing twice
    for seed in range(100):
        q = l3_exchange.gen_may(ERules(), seed)
        assert "(elder hand) is the elder hand" not in q.explanation
        assert "(elder hand), the elder hand" not in q.explanation


def _the_game_step(game: str, rules) -> str:
    from lessons.course import course
    steps = [s for lesson in course(game).lessons for s in lesson.steps if s.title == "The game"]
    assert len(steps) == 1
    return steps[0].text_for(rules)


@pytest.mark.parametrize("game, rules, usual", [
    ("euchre", PRESETS["standard"], 10), ("euchre", PRESETS["cutthroat"], 10),
    ("ecarte", ERules(), 5), ("ecarte", ERules(players=3), 5)])
def test_the_target_is_said_once_when_it_is_the_usual_one_and_both_when_not(game, rules, usual):
    # before: "**10** points at this table (10 at most tables)"
    import dataclasses
    text = _the_game_step(game, rules)
    assert f"**{usual}** points, as at most tables." in text and text.count(str(usual)) == 1, text
    other = _the_game_step(game, dataclasses.replace(rules, target_score=3))
    assert f"**3** points at this table ({usual} at most tables)." in other, other
    one = _the_game_step(game, dataclasses.replace(rules, target_score=1))
    assert f"**1** point at this table ({usual} at most tables)." in one, one
