"""The Euchre intermediate bids and leads by the rules of thumb the coach grades with, and
says them. Before, it ordered up an opposing dealer with two trumps and an off-suit ace
("Two trumps in hearts (Q♥ 9♥) and an off-suit ace (A♣): enough to order it up."), ordered
a jack into an opponent's hand without the left bower, turned down a second trump as the
dealer holding a bower, played with its partner holding both bowers or four trumps, let
a partner's beatable lead stand with the last player to come, and led its one trump with
a higher one out; the coach then graded each of those moves Mistake or Blunder against a
principle. With ``books=False``
it keeps those older rules: the coach's play-outs still follow them.
Deals in card notation; seat 0 deals, seat 1 bids first."""
from __future__ import annotations

import pytest

from engine.ai import euchre_principles as P
from engine.ai import make_bot
from engine.ai.euchre_bots import IntermediateEuchre
from engine.euchre import Rules, from_deal, observe
from engine.euchre.actions import Kind

OTHERS = ["9C TC QD KD AD", None, "KC QC JC 9D TD", "JS QS KS 8S 8C"]


def _deal(seat1: str, upcard: str, others=OTHERS, rules: Rules | None = None):
    hands = [h if h is not None else seat1 for h in others]
    rules = rules or Rules(deck=32)   # (room for the eights of the other hands)
    return from_deal(rules, 0, hands, upcard)


def _decide(state, books: bool = True):
    view = observe(state, state.current_player)
    action, why = IntermediateEuchre(books=books).decide(view)
    return view, action, why


def _act(view, kind: Kind):
    return next(a for a in view.legal_actions if a.kind is kind)


def test_first_seat_passes_two_trumps_and_an_ace_into_an_opponent_dealer():
    s = _deal("AC QH 9H AS TS", "AH")
    view, action, why = _decide(s)
    assert str(action) == "pass" and why.code == "pass_gift_to_dealer"
    assert why.text == ("Pass: two trumps (Q♥ 9♥) are not enough to order up an opponent: "
                        "the A♥ would be one more trump in the dealer's hand.")
    # the coach's principle for that pass, and the older rule that ordered
    assert P.no_gift_to_dealer(view, action) is not None
    _view, old, old_why = _decide(s, books=False)
    assert str(old) == "order" and old_why.code == "order_two_and_ace"


def test_the_dealers_partner_still_orders_up_two_trumps_and_an_ace():
    s = _deal("9S TS QS KS TD", "AH",
              others=["9C TC QD KD AD", None, "JH QH AS KC QC", "JS JC AC 9D KH"],
              rules=Rules())
    s = s.apply("pass")
    view, action, why = _decide(s)
    assert str(action) == "order" and why.code == "order_two_and_ace"
    assert P.assist_partner(view, action) is not None


@pytest.mark.parametrize("seat1", ["AH KH 9H AS TS", "AH KH AS 9S TS"])
def test_no_jack_into_an_opponents_hand_without_the_left_bower(seat1):
    s = _deal(seat1, "JH")
    view, action, why = _decide(s)
    assert str(action) == "pass" and why.code == "pass_bower_to_dealer"
    assert why.text == ("Pass: ordered up, the J♥ would be the right bower in an opponent's "
                        "hand. Order a jack up only with three trumps, the left bower among "
                        "them.")
    assert P.no_bower_to_dealer(view, action) is not None
    assert str(_decide(s, books=False)[1]) == "order"


def test_a_jack_is_ordered_up_with_the_left_bower_and_two_more_trumps():
    s = _deal("JD AH 9H AS TS", "JH")
    _view, action, why = _decide(s)
    assert str(action) == "order" and why.code == "order_three_trumps"


@pytest.mark.parametrize("dealer_hand,upcard,shown,cards", [
    ("JH 9C TC QS KS", "9H", "9♥", "J♥ 9♥"),     # the right bower in hand
    ("TH 9C TC QS KS", "JH", "J♥", "J♥ 10♥"),    # the upcard is the bower
])
def test_the_dealer_with_a_bower_picks_up_a_second_trump(dealer_hand, upcard, shown, cards):
    s = from_deal(Rules(deck=32), 0,
                  [dealer_hand, "AC KC QC 9S TS", "AD KD QD 9D TD", "AS JS JC 8H 8C"], upcard)
    s = s.apply("pass").apply("pass").apply("pass")
    view, action, why = _decide(s)
    assert str(action) == "order" and why.code == "pick_bower"
    assert why.text == (f"Pick it up: with the {shown} you hold two trumps in hearts ({cards}), "
                        f"a bower among them; turned down, the {shown} would let the other "
                        "side name trump first.")
    assert P.dealer_take_bower(view, action) is not None
    assert str(_decide(s, books=False)[1]) == "pass"


def test_the_maker_keeps_a_lone_trump_while_a_higher_one_is_out():
    # Seat 1 ordered the A♥ up and holds one trump, the Q♥, and no ace: the bowers and the
    # A♥ are out.
    s = from_deal(Rules(allow_alone=False), 0,
                  ["9C TC QD KD AD", "QH KC 9S TS QS", "TH KS QC JC 9D", "JS JH AS KH TD"],
                  "AH")
    s = s.apply("order").apply("discard 9C")
    assert s.current_player == 1
    view, action, why = _decide(s)
    assert str(action) == "play 9S" and why.code == "keep_lone_trump"
    assert why.text == ("Keep your one trump, the Q♥, for a later trick: a higher trump is "
                        "still out. Lead the 9♠.")
    assert P.keep_lone_trump(view, action) is not None
    _view, old, old_why = _decide(s, books=False)
    assert str(old) == "play QH" and old_why.code == "lead_trump_makers"


@pytest.mark.parametrize("bids,seat1", [
    # the maker with an off-suit ace draws a trump to make it good (Borf, "Lead trump, damn
    # it!", 2009)
    ("order", "QH AC KC 9S TS"),
    # a partner who called it gets the trump led (North ordered the dealer up)
    ("pass, pass, order", "QH KC 9S TS QS"),
])
def test_a_lone_trump_is_still_led_to_set_up_an_ace_or_for_a_partner_who_called_it(
        bids, seat1):
    s = from_deal(Rules(allow_alone=False), 0,
                  ["9C TC QD KD AD", seat1, "TH KS QC JC 9D", "JS JH AS KH TD"], "AH")
    for bid in bids.split(", "):
        s = s.apply(bid)
    s = s.apply("discard 9C")
    assert s.current_player == 1
    _view, action, why = _decide(s)
    assert str(action) == "play QH" and why.code == "lead_trump_makers"


def test_the_default_intermediate_plays_by_the_books():
    assert make_bot("intermediate").books is True


def _to_alone(state):
    state = state.apply("order")
    while state.phase.name != "ALONE":
        state = state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("seat1,principle", [
    ("JH JD 9H AC KS", "alone_with_bowers"),   # both bowers, a third trump and an ace
    ("JD AH KH 9H KS", "alone_strong"),        # four trumps, the left bower the top one
])
def test_the_maker_goes_alone_where_the_coach_says_the_hand_can(seat1, principle):
    s = from_deal(Rules(), 0, ["9C TC QD KD AD", seat1, "KC QC JC 9D TD", "JS QS AS 9S TS"],
                  "QH")
    s = _to_alone(s)
    assert s.current_player == 1
    view, action, why = _decide(s)
    assert str(action) == "alone" and why.code == "go_alone"
    assert getattr(P, principle)(view, action) is not None
    assert str(_decide(s, books=False)[1]) == "partner"


def test_both_bowers_and_a_low_trump_with_nothing_else_play_with_the_partner():
    # (harsh_grades seed 11: alone with J♠ J♣ 10♠ 10♣ 10♥ was graded Blunder)
    s = from_deal(Rules(), 0, ["9C TC QD KD AD", "JH JD 9H KS TS", "AC QC JC 9D TD",
                               "JS QS AS 9S KC"], "QH")
    s = _to_alone(s)
    _view, action, why = _decide(s)
    assert str(action) == "partner" and why.code == "with_partner"


def test_third_hand_takes_a_partners_beatable_lead_with_the_last_player_to_come():
    # North (seat 3) is void in clubs; South's partner led the K♣, the A♣ is unseen and
    # East, the dealer, plays last: trump it with the cheapest trump.
    s = from_deal(Rules(allow_alone=False), 0,
                  ["AC 9D TD JD QD", "KC JH QH KH 9S", "9C TC JC QC KD", "9H TH QS KS AS"],
                  "AH")
    s = s.apply("order").apply("discard 9D").apply("play KC").apply("play 9C")
    assert s.current_player == 3
    view, action, why = _decide(s)
    assert str(action) == "play 9H" and why.code == "cover_partner"
    assert why.text == ("Your partner's K♣ may not hold: a higher card of its suit is still "
                        "out and the player after you is still to play. Take the trick with "
                        "the 9♥.")
    assert P.cover_partner(view, action) is not None
    _view, old, old_why = _decide(s, books=False)
    assert str(old) == "play QS" and old_why.code == "partner_winning"


def test_a_maker_leading_trump_against_a_lone_defender_names_one_defender():
    # Before: "…the J♥ draws the defenders' trumps." with West's partner sitting out.
    rules = Rules(allow_lone_defender=True, lone_lead="dealer_left")
    s = from_deal(rules, 0, ["9C TC QD KD AD", "JH QH KH AC KC", "TH KS QC JC 9D",
                             "JS QS AS 9S TD"], "AH")
    s = s.apply("order")
    while s.phase.name != "PLAY":
        by_phase = {"ALONE": "alone", "DEFEND": "defend alone" if s.current_player == 2 else "defend"}
        s = s.apply(by_phase.get(s.phase.name, str(s.legal_actions()[0])))
    assert s.lone_defender == 2 and s.current_player == 1
    _view, action, why = _decide(s)
    assert str(action) == "play JH" and why.code == "lead_trump_lone_defender"
    assert why.text == "Lead trump when your side made it: the J♥ draws the lone defender's trumps."
