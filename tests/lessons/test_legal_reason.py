"""The lessons' legal_reason says which duty of the engine's obligation a legal card meets,
one test per obligation kind in each game (positions in card notation)."""
from __future__ import annotations

from engine import euchre
from engine.cards import Card
from engine.ecarte import Rules as EcarteRules
from engine.euchre.rules import PRESETS
from lessons.ecarte.l5_play import legal_reason as ecarte_reason
from lessons.euchre.l5_play import legal_reason as euchre_reason
from ecarte_helpers import make, play_cards, to_play

STD = PRESETS["standard"]


def _euchre(hands, plays):
    # West (seat 3) deals and picks up the A♥: hearts are trump; then ``plays`` are played.
    s = euchre.from_deal(STD, 3, hands, "AH", "JH KH TS")
    s = s.apply("order").apply("discard 9D").apply("partner")
    for card in plays:
        s = s.apply(f"play {card}")
    return s


FOLLOWING = ["TH AS AD KD 9S", "JD 9C TC QC KC", "9H QS KS AC QH", "JC JS TD QD 9D"]
VOID = ["TH AS AD KD 9S", "9C TC QC KC JS", "9H QS KS AC QH", "JC JD TD QD 9D"]


def test_euchre_leader_is_free():
    # FREE (leading): the leader may play any card.
    assert euchre_reason(_euchre(FOLLOWING, []), Card.parse("AS")).startswith("You lead this trick")


def test_euchre_follow_with_the_left_bower():
    # FOLLOW: the J♦ is a heart when hearts are trump, so it follows a heart lead.
    text = euchre_reason(_euchre(FOLLOWING, ["TH"]), Card.parse("JD"))
    assert "counts as a heart in this deal, so it follows suit" in text


def test_euchre_follow_with_a_plain_card():
    # FOLLOW: a card of the led suit follows it.
    assert euchre_reason(_euchre(FOLLOWING, ["TH", "JD"]), Card.parse("QH")) == \
        "The Q♥ follows suit: hearts were led."


def test_euchre_void_is_free():
    # FREE (void): no card of the led suit, so any card.
    text = euchre_reason(_euchre(VOID, ["TH"]), Card.parse("KC"))
    assert text.startswith("You have no hearts (counting the bowers), so you may play any card")


def _ecarte(elder, younger, lead, rules=None):
    return play_cards(to_play(make(elder, younger, "7H", rules=rules)), lead)


def test_ecarte_leader_is_free():
    # FREE (leading): the leader may play any card.
    s = to_play(make("JS 7C 8C 9C TC", "7S QS KS 7D 8D", "7H"))
    assert ecarte_reason(s, Card.parse("7C")).startswith("You lead")


def test_ecarte_overtake():
    # OVERTAKE: follow and beat the led card.
    s = _ecarte("JS 7C 8C 9C TC", "7S QS KS 7D 8D", "JS")
    assert "beats the J♠, as you must" in ecarte_reason(s, Card.parse("QS"))


def test_ecarte_follow_without_beating():
    # FOLLOW: nothing higher in the led suit, any card of it.
    s = _ecarte("KS 7C 8C 9C TC", "7S AS 9H 7D 8D", "KS")
    assert ecarte_reason(s, Card.parse("7S")).startswith("You hold no spade above the K♠")


def test_ecarte_trump_when_void():
    # TRUMP: void in the led suit, a trump must be played.
    s = _ecarte("KC 8C 9C TC JS", "8H QH 7S 7D 8D", "KC")
    assert "so you must trump" in ecarte_reason(s, Card.parse("8H"))


def test_ecarte_free_when_void_without_trumps():
    # FREE (void, no trump): any card.
    s = _ecarte("KC 8C 9C TC JH", "7S 8S 9S 7D 8D", "KC")
    assert "no clubs and no trumps" in ecarte_reason(s, Card.parse("7D"))


def test_ecarte_free_when_trumping_is_not_forced():
    # FREE (must_trump off): void, any card, trumps included.
    s = _ecarte("KC 8C 9C TC JS", "8H QH 7S 7D 8D", "KC", EcarteRules(must_trump=False))
    assert "need not trump" in ecarte_reason(s, Card.parse("7D"))


def test_ecarte_free_when_trumps_are_led_and_you_have_none():
    # NONE after a trump lead: hearts are trump, so "no hearts and no trumps" would say the suit twice
    for rules in (None, EcarteRules(must_trump=False)):
        s = _ecarte("JH 8C 9C TC KC", "7S 8S 9S 7D 8D", "JH", rules)
        text = ecarte_reason(s, Card.parse("7D"))
        assert text == "Trumps were led and you have none, so any card may be played: the 7♦ is fine."
        assert "no hearts" not in text and "need not trump" not in text
