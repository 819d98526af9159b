"""The words under the learner's hand for its crossed-out cards: each thing said once."""
from engine import euchre
from ui.play_table import crossed_out_reasons


def _reasons(hand, cards):
    return [euchre.explain_illegal(hand, f"play {c}") for c in cards]


def _ace_of_clubs_led(west: str, upcard: str, kitty: str):
    """South orders the ``upcard`` up (East, the dealer, discards the 9♦) and leads the A♣;
    West, holding ``west``, plays next."""
    h = euchre.from_deal(euchre.preset("standard"), dealer=3,
                         hands=["AC 9S TS QS KH", west, "KC TC 9C JD QD", "JH QH TH 9D KD"],
                         upcard=upcard, kitty=kitty)
    return h.apply("order").apply("discard 9D").apply("partner").apply("play AC")


def test_a_left_bower_of_the_suit_led_says_it_all():
    # spades trump, the A♣ led: West holds J♣ (the left bower, a spade) and Q♣
    h = _ace_of_clubs_led("JC QC AH TD 9H", upcard="AS", kitty="JS KS AD")
    assert crossed_out_reasons(_reasons(h, ["JC", "AH", "TD", "9H"]), h.trump, "euchre") == [
        "Clubs were led, but your J♣ is the left bower, a spade in this deal: you must follow "
        "with the Q♣."]


def test_without_a_left_bower_the_plain_reason_is_said_once():
    h = _ace_of_clubs_led("9H QC AH TD JC", upcard="AD", kitty="JS KS AS")
    # diamonds trump: J♣ is a plain club, so West must follow with J♣ or Q♣
    assert crossed_out_reasons(_reasons(h, ["9H", "AH", "TD"]), h.trump, "euchre") == [
        "Clubs were led and you hold the J♣ and the Q♣: you must follow suit with one of them."]
