"""Rule book, Euchre: Play, and the worked example of seeds/002.

Deal A, dealer East (3); South orders hearts, East takes the 9H and discards the TD:
  South  JH AH KS QS 9C     West  JD TC JC AC KC
  North  TH QH 9S TS JS     East  KH AD KD QD 9H      trump hearts, South leads
"""
from __future__ import annotations

import pytest

from engine import euchre
from engine.cards import Card, Suit
from euchre_testlib import apply_all, deal_a, legal_texts, play_out


def hearts_trump():
    return apply_all(deal_a(), "order", "discard TD", "partner")


def test_leader_may_play_any_card():
    # The leader plays any card.
    s = hearts_trump()
    assert s.current_player == 0
    assert set(legal_texts(s)) == {"play JH", "play AH", "play KS", "play QS", "play 9C"}


def test_must_follow_led_suit_if_able():
    # Each other player must follow the led suit if able.
    s = apply_all(hearts_trump(), "play KS", "play AC")
    assert s.current_player == 2
    assert set(legal_texts(s)) == {"play 9S", "play TS", "play JS"}
    with pytest.raises(euchre.IllegalActionError) as e:
        s.apply("play TH")
    assert e.value.reason.code == "must_follow"


def test_may_play_any_card_when_unable_to_follow():
    # Otherwise any card, trump included.
    s = apply_all(hearts_trump(), "play KS")
    assert set(legal_texts(s)) == {"play JD", "play TC", "play JC", "play AC", "play KC"}


def test_highest_trump_wins_the_trick():
    # The highest trump wins the trick.
    s = apply_all(hearts_trump(), "play KS", "play JD", "play TS", "play 9H")
    assert s.tricks[0].winner == 1
    assert s.tricks[0].cards == tuple(Card.parse(c) for c in ("KS", "JD", "TS", "9H"))


def test_highest_card_of_led_suit_wins_without_trump():
    # If no trump was played, the highest card of the led suit wins.
    s = apply_all(hearts_trump(), "play 9C", "play AC", "play JS", "play AD")
    assert s.tricks[0].winner == 1


def test_off_suit_ace_never_wins():
    # Cards of other suits never win: the A♦ discarded on a club trick loses to the 9♣.
    s = apply_all(hearts_trump(), "play 9C", "play TC", "play JS", "play AD")
    assert s.tricks[0].winner == 1
    s = apply_all(hearts_trump(), "play KS", "play AC", "play 9S", "play AD")
    assert s.tricks[0].winner == 0


def test_trick_winner_leads_next():
    # The winner leads the next trick.
    s = apply_all(hearts_trump(), "play KS", "play JD", "play TS", "play 9H")
    assert s.current_player == 1 and s.leader == 1 and s.trick == ()


def test_hand_ends_after_five_tricks():
    # A hand has five tricks; then it is over and nothing more is legal.
    s = play_out(hearts_trump())
    assert s.is_over and len(s.tricks) == 5 and s.legal_actions() == ()
    assert all(len(h) == 0 for h in s.hands)
    assert sum(s.won) == 5


def test_worked_example_left_bower_is_a_heart_when_hearts_are_trump():
    # 002: "J♦ counts as a heart when hearts are trump; if hearts are led and J♦ is
    # your only trump you must play it."
    s = apply_all(hearts_trump(), "play AH")
    assert s.current_player == 1 and s.led_suit() is Suit.HEARTS
    assert legal_texts(s) == ["play JD"]
    r = euchre.explain_illegal(s, "play AC")
    assert r.code == "must_follow"
    assert r.text == "Hearts were led and your J♦ is a heart while hearts are trump: you must play it."
    assert r.get("follow") == (Card.parse("JD"),)
    assert r.get("led") is Suit.HEARTS
    with pytest.raises(euchre.IllegalActionError) as e:
        s.apply("play AC")
    assert e.value.reason.code == "must_follow"
    assert str(e.value) == r.text


def test_worked_example_bowers_beat_the_trump_ace():
    # 002: J♥ (right bower) > J♦ (left bower) > A♥ when hearts are trump.
    s = apply_all(hearts_trump(), "play AH", "play JD", "play TH", "play 9H")
    assert s.tricks[0].winner == 1
    assert euchre.trump_order([Card.parse(c) for c in ("AH", "JD", "JH")], Suit.HEARTS) == \
        tuple(Card.parse(c) for c in ("JH", "JD", "AH"))
