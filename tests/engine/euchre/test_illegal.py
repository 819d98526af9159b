"""Illegal actions: ``explain_illegal`` gives the reason (a code and the cards
involved), ``apply`` raises ``IllegalActionError`` carrying it and changes nothing.

Deal A, dealer East (3):
  South  JH AH KS QS 9C     West  JD TC JC AC KC
  North  TH QH 9S TS JS     East  KH AD KD QD TD     upcard 9H, kitty QC 9D AS
"""
from __future__ import annotations

import pytest

from engine import euchre
from engine.cards import Card, Suit
from euchre_testlib import apply_all, deal_a, position

RAILROAD = euchre.PRESETS["railroad"]


def snapshot(s):
    return (s.phase, s.current_player, s.history, s.hands, s.upcard, s.kitty, s.discards, s.trick,
            s.tricks, s.won, s.trump, s.maker, s.alone, s.lone_defender, s.sitting_out,
            s.result, s.legal_actions())


def bid1():
    return deal_a()


def bid2():
    return apply_all(deal_a(), *["pass"] * 4)


def stuck_dealer():
    return apply_all(deal_a(euchre.Rules(stick_the_dealer=True)), *["pass"] * 7)


def benny():
    return position(euchre.PRESETS["british"], 3,
                    ["AH 9C TC 9S TS", "KC AC QS AS KS", "QH QC JC 9H JS", "KH AD KD QD TD"],
                    "JK")


def discard_no_upcard():
    return apply_all(deal_a(euchre.Rules(dealer_may_discard_upcard=False)), "order")


def discard():
    return apply_all(deal_a(), "order")


def alone_question():
    return apply_all(deal_a(), "order", "discard TD")


def give():
    return apply_all(deal_a(RAILROAD), "order", "discard TD", "alone", "defend", "defend")


def best_discard():
    return apply_all(give(), "give QH")


def heart_lead():
    return apply_all(deal_a(), "order", "discard TD", "partner", "play AH")


def play_lead():
    return apply_all(deal_a(), "order", "discard TD", "partner")


def over():
    return apply_all(deal_a(), *["pass"] * 8)


CASES = [
    # (test id, position, action text, reason code)
    ("not_understood", bid1, "fly me to the moon", "not_understood"),
    ("not_understood_card", play_lead, "play ZZ", "not_understood"),
    ("hand_over", over, "pass", "hand_over"),
    ("hand_over_play", over, "play JH", "hand_over"),
    ("must_follow", heart_lead, "play AC", "must_follow"),
    ("not_in_hand_play", play_lead, "play JD", "not_in_hand"),
    ("not_in_hand_discard", discard, "discard JH", "not_in_hand"),
    ("not_in_hand_best_discard", best_discard, "discard JD", "not_in_hand"),
    ("bid1_call", bid1, "call S", "bid1_call"),
    ("bid2_order", bid2, "order", "bid2_order"),
    ("turned_down_suit", bid2, "call H", "turned_down_suit"),
    ("stick_the_dealer", stuck_dealer, "pass", "stick_the_dealer"),
    ("benny_no_bidding_pass", benny, "pass", "benny_no_bidding"),
    ("benny_no_bidding_order", benny, "order", "benny_no_bidding"),
    ("discard_upcard", discard_no_upcard, "discard 9H", "discard_upcard"),
    ("partner_lacks", give, "give JD", "partner_lacks"),
    ("play_started_pass", play_lead, "pass", "play_started"),
    ("play_started_call", play_lead, "call S", "play_started"),
    ("wrong_phase_bid1_play", bid1, "play JH", "wrong_phase"),
    ("wrong_phase_bid1_discard", bid1, "discard JH", "wrong_phase"),
    ("wrong_phase_alone_pass", alone_question, "pass", "wrong_phase"),
    ("wrong_phase_discard_play", discard, "play KH", "wrong_phase"),
    ("wrong_phase_give_discard", give, "discard TH", "wrong_phase"),
    ("wrong_phase_alone_question_off", alone_question, "defend alone", "wrong_phase"),
]


@pytest.mark.parametrize("make,text,code", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_explain_illegal_reason_code(make, text, code):
    # Errors say why: explain_illegal names the kind of reason.
    s = make()
    r = euchre.explain_illegal(s, text)
    assert r is not None and r.code == code
    assert isinstance(r.text, str) and r.text


@pytest.mark.parametrize("make,text,code", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_illegal_action_raises_and_leaves_state_unchanged(make, text, code):
    # apply refuses an illegal action with IllegalActionError carrying the reason;
    # the state is unchanged.
    s = make()
    before = snapshot(s)
    with pytest.raises(euchre.IllegalActionError) as e:
        s.apply(text)
    assert e.value.reason.code == code
    assert isinstance(e.value, ValueError)
    assert snapshot(s) == before
    assert e.value.reason == euchre.explain_illegal(s, text)


def test_explain_illegal_is_none_for_legal_actions():
    # A legal action has no reason against it.
    s = bid1()
    assert euchre.explain_illegal(s, "order") is None
    assert euchre.explain_illegal(s, euchre.Action.parse("pass")) is None


def test_not_in_hand_names_the_card():
    # Playing a card one does not hold: the reason names it.
    r = euchre.explain_illegal(play_lead(), "play JD")
    assert r.get("card") is Card.parse("JD")
    assert r.text == "You don't hold the J♦."


def test_turned_down_suit_reason_names_the_suit():
    # Round 2: the turned-down suit is refused, and the reason says which suit.
    r = euchre.explain_illegal(bid2(), "call H")
    assert r.get("suit") is Suit.HEARTS and "Hearts" in r.text


def test_must_follow_lists_every_card_that_follows():
    # Must follow: the reason lists the cards that follow the led suit.
    s = apply_all(play_lead(), "play KS", "play AC")
    r = euchre.explain_illegal(s, "play QH")
    assert r.code == "must_follow"
    assert set(r.get("follow")) == {Card.parse(c) for c in ("9S", "TS", "JS")}
    assert r.get("led") is Suit.SPADES


def test_must_follow_left_bower_on_its_printed_suit_explained():
    # Diamonds led, hearts trump: trying the J♦ as a diamond is refused as a left bower.
    s = position(euchre.PRESETS["standard"], 3, ["AD 9C TC 9S TS", "JD 9D AC KC AS",
                 "QH QC JC QS JS", "KH AH KD QD TD"], "9H", kitty="TH JH KS")
    s = apply_all(s, "order", "discard TD", "partner", "play AD")
    r = euchre.explain_illegal(s, "play JD")
    assert r.code == "must_follow" and r.get("follow") == (Card.parse("9D"),)
    assert "left bower" in r.text


def test_game_refuses_illegal_actions_unchanged():
    # A Game refuses an illegal action like its hand does.
    g = euchre.Game.new(euchre.PRESETS["standard"], seed=5, first_dealer=0)
    with pytest.raises(euchre.IllegalActionError) as e:
        g.apply("play JH")
    assert e.value.reason.code == "wrong_phase"
    assert g.hand.history == () and g.scores == (0, 0)
