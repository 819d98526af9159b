"""Play: follow suit, beat the led card, trump when void (option must_trump), else any card."""
import pytest

from engine.errors import IllegalActionError
from engine.ecarte import Rules, explain_illegal
from ecarte_helpers import make, play_cards, texts, to_play

NO_FORCED_TRUMP = Rules(must_trump=False)


def follow(elder, younger, turnup, lead, rules=None):
    """The position after the elder stands and leads ``lead``; the dealer follows."""
    state = to_play(make(elder, younger, turnup, rules=rules))
    return play_cards(state, lead)


def test_leader_may_lead_any_card():
    # Rule: the leader plays any card.
    state = to_play(make("7C 8D 9H TS JS", "KC KD QH QS 8C", "7H"))
    assert texts(state.legal_actions()) == ["play 7C", "play 8D", "play 9H", "play TS", "play JS"]


def test_follow_suit_and_beat_the_led_card():
    # Rule: following, the follower must beat the led card if able.
    state = follow("JS 7C 8C 9C TC", "7S QS KS 7D 8D", "7H", "JS")
    assert texts(state.legal_actions()) == ["play QS", "play KS"]
    reason = explain_illegal(state, "play 7S")
    assert reason.code == "must_overtake"
    assert reason.text == ("Spades were led and you hold the Q♠, which beats the J♠: "
                           "you must play a spade that wins, the Q♠ or the K♠.")


def test_follow_suit_with_any_lower_card_when_unable_to_beat():
    # Rule: following suit without a higher card, any card of the led suit.
    state = follow("KS 7C 8C 9C TC", "7S AS 9H 7D 8D", "7H", "KS")
    assert texts(state.legal_actions()) == ["play 7S", "play AS"]
    assert explain_illegal(state, "play 9H").code == "must_follow"


def test_follow_suit_rather_than_trump():
    # Rule: a follower holding the led suit may not trump instead.
    state = follow("KS 7C 8C 9C TC", "7S KH 9H 7D 8D", "7H", "KS")
    assert texts(state.legal_actions()) == ["play 7S"]
    reason = explain_illegal(state, "play KH")
    assert reason.code == "must_follow" and "7♠" in reason.text


def test_trump_led_must_be_beaten_with_a_higher_trump():
    # Rule: trumps led are followed like any suit: a higher trump if able.
    state = follow("JH 7C 8C 9C TC", "QH 8H 7S 7D 8D", "7H", "JH")
    assert texts(state.legal_actions()) == ["play QH"]


def test_must_trump_when_void_in_led_suit():
    # Rule: with no card of the led suit, the follower must trump if able (must_trump on).
    state = follow("KC 8C 9C TC JS", "8H QH 7S 7D 8D", "7H", "KC")
    assert texts(state.legal_actions()) == ["play 8H", "play QH"]
    reason = explain_illegal(state, "play 7S")
    assert reason.code == "must_trump"
    assert reason.get("cards") == tuple(a.card for a in state.legal_actions())


def test_free_discard_when_void_and_no_trump():
    # Rule: with neither the led suit nor a trump, any card may be played.
    state = follow("KC 8C 9C TC JH", "7S 8S 9S 7D 8D", "7H", "KC")
    assert len(state.legal_actions()) == 5


def test_free_discard_when_void_with_trump_and_must_trump_off():
    # Rule (must_trump off): void in the led suit, the follower may trump or discard.
    state = follow("KC 8C 9C TC JS", "8H QH 7S 7D 8D", "7H", "KC", NO_FORCED_TRUMP)
    assert texts(state.legal_actions()) == ["play 7D", "play 8D", "play 8H", "play QH", "play 7S"]


def test_must_overtake_still_applies_when_must_trump_off():
    # Rule (must_trump off): following suit and beating the led card are still required.
    state = follow("JS 7C 8C 9C TC", "7S QS KH 7D 8D", "7H", "JS", NO_FORCED_TRUMP)
    assert texts(state.legal_actions()) == ["play QS"]


def test_must_follow_still_applies_when_must_trump_off():
    # Rule (must_trump off): holding the led suit, the follower must follow.
    state = follow("KS 7C 8C 9C TC", "7S KH 9H 7D 8D", "7H", "KS", NO_FORCED_TRUMP)
    assert texts(state.legal_actions()) == ["play 7S"]


def test_card_not_in_hand_is_refused():
    # Rule: a player can only play a card from the hand.
    state = follow("KS 7C 8C 9C TC", "7S KH 9H 7D 8D", "7H", "KS")
    with pytest.raises(IllegalActionError) as err:
        state.apply("play AC")
    assert err.value.reason.code == "card_not_in_hand"


def test_trick_winner_leads_the_next_trick():
    # Rule: the elder leads the first trick; the winner of a trick leads the next.
    state = to_play(make("7C 8D 9H TS JS", "KC KD QH QS 8C", "7H"))
    assert state.current_player == state.elder == 1
    state = play_cards(state, "7C KC")
    assert state.tricks == (1, 0) and state.current_player == 0


def test_all_five_tricks_are_played():
    # Rule: all 5 tricks are always played, even once the point is decided.
    state = to_play(make("KH QH JH AH TH", "7C 8C 9C 7D 8D", "7S"))
    state = play_cards(state, "KH 7C QH 8C JH 9C")
    assert not state.is_over and state.tricks == (0, 3)
    state = play_cards(state, "AH 7D TH 8D")
    assert state.is_over and state.tricks == (0, 5)
