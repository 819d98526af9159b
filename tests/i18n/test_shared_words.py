"""The words both games share (engine/words.py): seats with "you" as a seat, suits, lists."""
from engine import words
from engine.cards import Card, Suit

from .pseudo import english_words, pseudo_language


def test_the_learners_seat_is_you_and_the_table_says_south_you():
    # the learner at South: "You" in sentences, "South (you)" on the table
    assert words.player_names(4, me=0) == ["You", "West", "North", "East"]
    assert words.seat_labels(3, me=0) == ["South (you)", "West", "East"]
    assert words.seat_names(2) == ["South", "North"]
    assert words.player_name(4, 2, me=0) == "North"


def test_partnerships_are_named_by_their_seats():
    assert words.partnership(4, 0) == "South–North" and words.partnership(4, 1) == "East–West"


def test_lists_join_with_or_and_and():
    assert words.join_or([]) == "" and words.join_or(["a"]) == "a"
    assert words.join_or(["a", "b", "c"]) == "a, b or c"
    assert words.join_and(["a", "b"]) == "a and b"
    assert words.cards_or([Card.parse("9D"), Card.parse("QD")]) == "the 9♦ or the Q♦"


def test_suit_names_in_every_form():
    assert (words.suits(Suit.HEARTS), words.suits_title(Suit.HEARTS), words.suit(Suit.HEARTS),
            words.a_suit(Suit.HEARTS)) == ("hearts", "Hearts", "heart", "a heart")
    assert words.points(1) == "1 point" and words.points(3) == "3 points"


def test_shared_words_change_with_the_language():
    with pseudo_language():
        texts = [words.seat_label(4, 0, me=0), words.player_name(4, 0, me=0),
                 words.join_or(["x", "y"]), words.suits_title(Suit.SPADES), words.points(2)]
    assert all("⟦" in t for t in texts), texts
    assert english_words(" ".join(texts)) == []
