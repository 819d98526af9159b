"""Rule book, Euchre: Cards and ranking (and the card notation)."""
from __future__ import annotations

import pytest

from engine import euchre
from engine.cards import JOKER, Card, NotationError, Rank, Suit
from euchre_testlib import STANDARD, apply_all, cards, legal_texts, position

H, D, C, S = Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES


# ----- notation ------------------------------------------------------------------

def test_card_notation_rank_then_suit():
    # Notation: rank then suit, ranks 7 8 9 T J Q K A, suits C D H S; joker JK.
    assert str(Card.parse("TD")) == "TD"
    assert Card.parse("9C").rank is Rank.NINE and Card.parse("9C").suit is C
    assert Card.parse("AS").rank is Rank.ACE and Card.parse("AS").suit is S
    assert Card.parse("JK") is JOKER and JOKER.suit is None
    assert [str(Card.parse(r + "H")) for r in "789TJQKA"] == \
        ["7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"]


def test_card_display_form():
    # Notation: shown to people as 9♣ 10♦ J♥ A♠ Benny (the joker by its name in the game:
    # quizzes said "Joker (Benny) > J♦ (left bower)" and buttons "★ Joker").
    assert [Card.parse(t).display for t in ("9C", "TD", "JH", "AS", "JK")] == \
        ["9♣", "10♦", "J♥", "A♠", "Benny"]


def test_card_notation_refuses_non_cards():
    # Notation: anything that is not rank-then-suit is refused with NotationError.
    for text in ("1H", "JX", "", "HJ", "JKK", "10"):
        with pytest.raises(NotationError):
            Card.parse(text)


# ----- decks ---------------------------------------------------------------------

def test_default_deck_is_24_cards_nine_to_ace():
    # Decks: 24 cards, 9 10 J Q K A in each suit (default).
    pack = euchre.Rules().cards
    assert len(pack) == 24 and len(set(pack)) == 24
    assert {c.rank for c in pack} == {Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN,
                                      Rank.KING, Rank.ACE}
    assert all(sum(1 for c in pack if c.suit is s) == 6 for s in Suit)


def test_deck_25_adds_the_joker_benny():
    # Decks: 25 = 24 + joker ("Benny", British Euchre).
    pack = euchre.Rules(deck=25).cards
    assert len(pack) == 25 and JOKER in pack
    assert set(pack) - {JOKER} == set(euchre.Rules().cards)


def test_deck_28_adds_the_eights():
    # Decks: 28 = 24 + the 8s.
    pack = euchre.Rules(deck=28).cards
    assert len(pack) == 28
    assert set(pack) - set(euchre.Rules().cards) == {Card.parse(r) for r in ("8C", "8D", "8H", "8S")}


def test_deck_32_adds_the_sevens_and_eights():
    # Decks: 32 = 24 + the 7s and 8s.
    pack = euchre.Rules(deck=32).cards
    assert len(pack) == 32
    assert set(pack) - set(euchre.Rules().cards) == set(cards("7C 7D 7H 7S 8C 8D 8H 8S"))


# ----- trump order ---------------------------------------------------------------

def test_trump_order_right_left_ace_king_queen_ten_nine():
    # Trump, high to low: right bower > left bower > A > K > Q > 10 > 9.
    pack = STANDARD.cards
    assert euchre.trump_order(pack, H) == cards("JH JD AH KH QH TH 9H")
    assert euchre.trump_order(pack, C) == cards("JC JS AC KC QC TC 9C")


def test_trump_order_benny_above_right_bower():
    # Trump, high to low: (Benny) > right bower > left bower > A ...
    pack = euchre.Rules(deck=25).cards
    assert euchre.trump_order(pack, S) == cards("JK JS JC AS KS QS TS 9S")


def test_trump_order_eight_and_seven_at_the_bottom():
    # Trump, high to low: ... > 10 > 9 (> 8 > 7).
    pack = euchre.Rules(deck=32).cards
    assert euchre.trump_order(pack, D) == cards("JD JH AD KD QD TD 9D 8D 7D")


@pytest.mark.parametrize("trump,left", [("C", "JS"), ("S", "JC"), ("H", "JD"), ("D", "JH")])
def test_left_bower_is_jack_of_same_colour(trump, left):
    # Colour pairs: clubs-spades (black), hearts-diamonds (red).
    t = Suit.parse(trump)
    assert euchre.is_left_bower(Card.parse(left), t)
    assert euchre.is_right_bower(Card.parse("J" + trump), t)
    assert euchre.effective_suit(Card.parse(left), t) is t
    others = [Card.parse("J" + s) for s in "CDHS" if s != trump and "J" + s != left]
    assert not any(euchre.is_trump(c, t) for c in others)


def test_other_suits_ace_high_down_to_nine():
    # Other suits, high to low: A K Q J 10 9 (8 7).
    pack = euchre.Rules(deck=32).cards
    assert euchre.suit_order(pack, H, S) == cards("AS KS QS JS TS 9S 8S 7S")


def test_left_bower_suit_has_no_jack():
    # The suit that lent its jack as the left bower has no jack for that hand.
    assert euchre.suit_order(STANDARD.cards, H, D) == cards("AD KD QD TD 9D")
    assert euchre.effective_suit(Card.parse("JD"), H) is H
    assert euchre.effective_suit(Card.parse("JD"), S) is D


# ----- the left bower and the Benny belong to trump for every purpose ---------------

def test_left_bower_belongs_to_trump_for_following_suit():
    # The left bower belongs to the trump suit for following suit (002).
    s = position(STANDARD, 3, ["AH 9C TC 9S TS", "JD AC KC AS KS", "QH QC JC QS JS",
                               "KH AD KD QD TD"], upcard="9H", kitty="TH JH 9D")
    s = apply_all(s, "order", "discard TD", "partner", "play AH")
    assert legal_texts(s) == ["play JD"]


def test_left_bower_may_not_follow_its_printed_suit():
    # The left bower is not a diamond when hearts are trump: a diamond lead is
    # followed with a real diamond, and the J♦ may not be used to follow.
    s = position(STANDARD, 3, ["AD 9C TC 9S TS", "JD 9D AC KC AS", "QH QC JC QS JS",
                               "KH AH KD QD TD"], upcard="9H", kitty="TH JH KS")
    s = apply_all(s, "order", "discard TD", "partner", "play AD")
    assert legal_texts(s) == ["play 9D"]
    r = euchre.explain_illegal(s, "play JD")
    assert r.code == "must_follow"


def test_left_bower_free_when_void_in_led_suit():
    # Diamonds led, a player with no real diamond may play the J♦ (a trump) or anything.
    s = position(STANDARD, 3, ["AD 9C TC 9S TS", "JD QC AC KC AS", "QH 9D JC QS JS",
                               "KH AH KD QD TD"], upcard="9H", kitty="TH JH KS")
    s = apply_all(s, "order", "discard TD", "partner", "play AD")
    assert set(legal_texts(s)) == {"play JD", "play QC", "play AC", "play KC", "play AS"}


def test_left_bower_led_is_a_trump_lead():
    # Leading the left bower leads trump: the others must follow with trumps.
    s = position(STANDARD, 3, ["JD 9C TC 9S TS", "TH AD AC KC AS", "QH 9D JC QS JS",
                               "KH AH KD QD QC"], upcard="9H", kitty="TD JH KS")
    s = apply_all(s, "order", "discard QC", "partner", "play JD")
    assert s.led_suit() is H
    assert legal_texts(s) == ["play TH"]


def test_left_bower_wins_as_a_trump():
    # The left bower wins as the second-highest trump: it beats the trump ace.
    s = position(STANDARD, 3, ["JD 9C TC 9S TS", "TH AD AC KC AS", "QH 9D JC QS JS",
                               "KH AH KD QD QC"], upcard="9H", kitty="TD JH KS")
    s = apply_all(s, "order", "discard QC", "partner",
                  "play JD", "play TH", "play QH", "play AH")
    assert s.tricks[0].winner == 0
    assert s.current_player == 0


def test_right_bower_beats_left_bower():
    # The right bower is the highest trump (without a Benny).
    assert euchre.winning_card(cards("JD AH JH KH"), H) is Card.parse("JH")
    assert euchre.winning_card(cards("9C JS JC AC"), C) is Card.parse("JC")


def test_benny_belongs_to_trump_for_following_suit():
    # The Benny belongs to the trump suit: a trump lead must be followed with it
    # when it is the player's only trump.
    rules = euchre.Rules(deck=25)
    s = position(rules, 3, ["AH 9C TC 9S TS", "JK AC KC AS KS", "QH QC JC QS JS",
                            "KH AD KD QD TD"], upcard="9H", kitty="TH JH 9D JD")
    s = apply_all(s, "order", "discard TD", "partner", "play AH")
    assert legal_texts(s) == ["play JK"]
    r = euchre.explain_illegal(s, "play AC")
    assert r.code == "must_follow"


def test_benny_is_the_highest_trump():
    # Trump: Benny > right bower.
    assert euchre.winning_card(cards("JH JK AH JD"), H) is JOKER
    assert euchre.winning_card(cards("AC JK"), S) is JOKER


def test_trump_beats_any_card_of_led_suit():
    # The highest trump wins; the lowest trump beats the ace of the led suit.
    assert euchre.winning_card(cards("AS KS 9H QS"), H) is Card.parse("9H")


def test_highest_card_of_led_suit_wins_without_trump():
    # If no trump was played, the highest card of the led suit wins.
    assert euchre.winning_card(cards("KS AS 9S QS"), H) is Card.parse("AS")


def test_cards_of_other_suits_never_win():
    # Cards of other suits (neither led nor trump) never win.
    assert euchre.winning_card(cards("9S AC AD TS"), H) is Card.parse("TS")
    assert euchre.winning_card(cards("9S AC JD TS"), H) is Card.parse("JD")  # left bower: a trump


def test_left_bower_does_not_win_its_printed_suit_lead_as_a_diamond():
    # Diamonds led, hearts trump: the J♦ wins as a trump (over the A♦), not as a diamond.
    assert euchre.winning_card(cards("AD JD"), H) is Card.parse("JD")
    # Spades trump: the J♦ is a plain diamond, below the A♦.
    assert euchre.winning_card(cards("AD JD"), S) is Card.parse("AD")
