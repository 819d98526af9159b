"""With two or three players the Euchre intermediate bids by counts made for a side of
one, and says them; the coach's principles name the same counts. Before, it bid as with
partners (three trumps, or two and an off-suit ace), and in Cutthroat the coach graded
44 of its 300 seeded first-round orders Blunder or Mistake with no reason given; with
two players it passed two trumps as the dealer and ordered two and an ace up into the
dealer's hand (``python3 bench/harsh_grades.py --preset cutthroat``, ``two_handed``).
With ``books=False`` it keeps the older rules (the coach's play-outs).
Deals in card notation."""
from __future__ import annotations

import dataclasses

from engine.ai import euchre_principles as P
from engine.ai.euchre_bots import IntermediateEuchre, against_two
from engine.cards import Suit, parse_cards
from engine.euchre import from_deal, observe, preset

CUT = preset("cutthroat")
TWO = preset("two_handed")
# Cutthroat, seat 2 deals, seat 0 bids first: three spades (J♠ A♠ Q♠) and the A♥.
CT = ["JS AS QS AH 9D", "JC TS 9S KH QH", "AC KC QC AD KD"], "KS"
# As CT, seat 0's A♥ and seat 1's 9♠ swapped: four spades.
CT4 = ["JS AS QS 9S 9D", "JC TS AH KH QH", "AC KC QC AD KD"], "KS"
# Two players, seat 1 deals: seat 0 holds two spades (J♠ A♠) and the A♥; the dealer the
# 10♠, so two trumps with the K♠.
TW = ["JS AS QH AH 9D", "TS 9C TC JD QD"], "KS"


def _state(rules, deal, dealer, *actions):
    hands, upcard = deal
    state = from_deal(rules, dealer, hands, upcard)
    for a in actions:
        state = state.apply(a)
    return state


def _decide(state, books=True):
    view = observe(state, state.current_player)
    action, why = IntermediateEuchre(books=books).decide(view)
    return view, action, why


def test_cutthroat_first_seat_passes_three_trumps_and_an_ace_into_the_dealer():
    s = _state(CUT, CT, 2)
    view, action, why = _decide(s)
    assert str(action) == "pass" and why.code == "pass_against_two_order"
    assert why.text == ("Pass: in Cutthroat the maker plays alone against the other two, and "
                        "ordering up puts the K♠ in the dealer's hand. Order it up only with "
                        "4 trumps.")
    found = P.alone_against_two(view, action)
    assert found is not None and found.get("form") == "order"
    assert P.PRINCIPLES[0].applies(view, action).code == "alone_against_two"
    _view, old, old_why = _decide(s, books=False)
    assert str(old) == "order" and old_why.code == "order_three_trumps"


def test_cutthroat_orders_up_four_trumps():
    view, action, why = _decide(_state(CUT, CT4, 2))
    assert str(action) == "order" and why.code == "order_three_trumps"
    assert why.text == "With 4 trumps in spades (J♠ A♠ Q♠ 9♠) you can order it up."
    assert P.alone_against_two(view, view.legal_actions[0]) is None   # (no pass to explain)


def test_cutthroat_second_round_names_three_trumps_only_with_an_ace():
    # spades turned down; seat 0 holds the A♥ but one heart: nothing to name
    s = _state(CUT, CT, 2, "pass", "pass", "pass")
    view, action, why = _decide(s)
    assert str(action) == "pass" and why.code == "pass_against_two"
    assert why.text == ("Pass: in Cutthroat the maker plays alone against the other two. "
                        "Name a suit only with 4 trumps, or with 3 and an off-suit ace or "
                        "both bowers.")
    assert P.alone_against_two(view, action) is not None
    # the dealer (seat 2): three clubs (A♣ K♣ Q♣) and the A♦: names clubs
    s = s.apply("pass").apply("pass")
    view, action, why = _decide(s)
    assert str(action) == "call C" and why.code == "call_three_trumps"
    assert P.alone_against_two(view, next(a for a in view.legal_actions if str(a) == "pass")) is None


def test_cutthroat_second_round_names_three_trumps_with_both_bowers():
    # spades turned down; seat 0 holds J♦ 9♦ and the J♥: both bowers in diamonds, no ace
    deal = ["JH JD 9D KC 9S", "AS TS 9C TC QH", "AC QC AD KD QS"], "KS"
    s = _state(CUT, deal, 2, "pass", "pass", "pass")
    view, action, why = _decide(s)
    assert str(action) == "call D" and why.code == "call_three_trumps"
    assert why.text == "Name diamonds: you would hold 3 trumps (J♦ J♥ 9♦)."
    # one bower fewer (the J♥ for the 10♦): three trumps without an ace are not enough
    deal = ["TD JD 9D KC 9S", "AS TS 9C TC QH", "AC QC AD KD QS"], "KS"
    s = _state(CUT, deal, 2, "pass", "pass", "pass")
    assert str(_decide(s)[1]) == "pass"


def test_cutthroat_dealer_picks_up_three_with_the_right_bower():
    # seat 1 deals the J♠ up holding A♠ 9♠: three trumps with the right bower
    deal = ["QS AH 9D TD KD", "AS 9S 9C TC QH", "AC KC QC AD KH"], "JS"
    s = _state(CUT, deal, 1, "pass", "pass")
    view, action, why = _decide(s)
    assert str(action) == "order" and why.code == "pick_three_trumps"
    # without the right bower (the A♦ turned up) the same count passes
    deal = ["QS AH 9D TD KD", "AS 9S 9C TC QH", "AC KC QC JS KH"], "AD"
    s = _state(CUT, deal, 1, "pass", "pass")
    view, action, why = _decide(s)
    assert str(action) == "pass" and why.code == "pass_against_two_dealer"
    assert why.text == ("Pass: in Cutthroat the maker plays alone against the other two. "
                        "Pick it up only with 4 trumps counting the A♦, or with 3 and the "
                        "right bower or an off-suit ace.")


def test_seven_card_cutthroat_wants_one_trump_more():
    hand = parse_cards("JS AS QS 9S AH 9D TD")
    assert against_two(hand, Suit.SPADES, 5, dealer_picks=False, into_dealer=True)
    assert against_two(hand, Suit.SPADES, 7, dealer_picks=False, into_dealer=True) is None
    assert against_two(hand, Suit.SPADES, 7, dealer_picks=False, into_dealer=False)  # (the A♥)
    rules = dataclasses.replace(CUT, cutthroat_hand_size=7)
    assert rules.hand_size == 7


def test_two_players_do_not_order_two_trumps_and_an_ace_into_the_dealer():
    s = _state(TWO, TW, 1)
    view, action, why = _decide(s)
    assert str(action) == "pass" and why.code == "pass_against_one_order"
    assert why.text == ("Pass: ordered up, the K♠ would be one more trump in your opponent's "
                        "hand. Order it up only with three trumps.")
    assert P.against_one_no_order(view, action) is not None
    _view, old, _ = _decide(s, books=False)
    assert str(old) == "order"


def test_two_players_the_dealer_picks_up_two_trumps():
    s = _state(TWO, TW, 1, "pass")
    view, action, why = _decide(s)
    assert str(action) == "order" and why.code == "pick_against_one"
    assert why.text == ("Pick it up: with the K♠ you hold two trumps in spades (K♠ 10♠); with "
                        "only ten cards dealt, two trumps are a strong hand against one "
                        "opponent.")
    assert P.against_one_pick(view, action) is not None
    _view, old, _ = _decide(s, books=False)
    assert str(old) == "pass"


def test_two_players_name_a_suit_with_two_trumps():
    s = _state(TWO, TW, 1, "pass", "pass")
    view, action, why = _decide(s)
    assert str(action) == "call H" and why.code == "call_against_one"
    assert why.text == ("Name hearts: with only ten cards dealt, two trumps (A♥ Q♥) are a "
                        "strong hand against one opponent.")
    assert P.against_one_call(view, action) is not None


# ----- leading: a side of one ---------------------------------------------------------

def test_two_players_lead_high_with_no_partner_to_take_the_trick():
    # seat 1 deals and picks up the K♠; seat 0 leads holding 9♥ K♥ 9♦ K♦ and the 9♠ (two
    # suits of two: the diamonds come first)
    deal = ["9H KH 9D KD 9S", "TS AS QS JD QH"], "KS"
    s = _state(TWO, deal, 1, "pass", "order")
    s = s.apply(next(a for a in s.legal_actions() if str(a).startswith("discard")))
    view, action, why = _decide(s)
    assert str(action) == "play KD" and why.code == "lead_high_alone"
    assert why.text == ("Lead high: you play on your own, so no one else will take the trick "
                        "for you. The K♦ may win it, where a low card would give it away.")
    assert P.lead_high_alone(view, action) is not None
    assert P.lead_high_alone(view, next(a for a in view.legal_actions if str(a) == "play 9D")) is None
    assert str(IntermediateEuchre(few=False).decide(view)[0]) == "play 9D"


def test_cutthroat_maker_cashes_the_ace_and_keeps_a_lone_trump():
    # seat 0 orders the K♠ up with the 9♠ alone beside the A♥; the dealer picks it up
    deal = ["9S AH KD TC 9C", "JC TS QH 9H JD", "AC KC QC AD QD"], "KS"
    s = _state(CUT, deal, 2, "order")
    s = s.apply(next(a for a in s.legal_actions() if str(a).startswith("discard")))
    view, action, why = _decide(s)
    assert str(action) == "play AH" and why.code == "keep_lone_trump_ace"
    assert why.text == ("Cash your off-suit ace, the A♥, before it can be trumped, and keep "
                        "your one trump, the 9♠, for a later trick: a higher trump is still "
                        "out.")
    assert str(IntermediateEuchre(few=False).decide(view)[0]) == "play 9S"
    # without the ace (the K♥ for it), the maker leads the trump: no keeping it alone
    deal = ["9S KH KD TC 9C", "JC TS QH 9H JD", "AC KC QC AD QD"], "KS"
    s = _state(CUT, deal, 2, "order")
    s = s.apply(next(a for a in s.legal_actions() if str(a).startswith("discard")))
    view, action, why = _decide(s)
    assert str(action) == "play 9S" and why.code == "lead_trump_maker"


def test_cutthroat_defender_covers_the_other_defenders_lead_before_the_maker():
    # seat 2 deals and picks up the 9♥; seat 0 leads the Q♣ (the K♣ unseen), seat 1 holds
    # the A♣ and the maker plays after it
    deal = ["QC 9C TD QD 9S", "AC TC TH KS QS", "JH QH KH AH 9D"], "9H"
    s = _state(CUT, deal, 2, "pass", "pass", "order", "discard 9D", "play QC")
    view, action, why = _decide(s)
    assert str(action) == "play AC" and why.code == "cover_defender"
    assert why.text == ("The other defender's Q♣ may not hold: a higher card of its suit is "
                        "still out and the maker plays after you. Take the trick with the A♣.")
    found = P.cover_partner(view, action)
    assert found is not None and found.get("form") == "defender"
    assert P.cover_partner(view, next(a for a in view.legal_actions if str(a) == "play TC")) is None
    old, old_why = IntermediateEuchre(few=False).decide(view)
    assert str(old) == "play TC" and old_why.code == "defender_winning_follow"


def test_two_players_the_maker_keeps_a_lone_trump_and_leads_high():
    # seat 0 names hearts in the second round holding only the 9♥ (the teacher's move) and
    # leads: a higher heart is out and no ace, so it keeps the 9♥ and leads the K♣
    deal = ["9H KC 9C QD TD", "TS AS QS JD QH"], "KS"
    s = _state(TWO, deal, 1, "pass", "pass", "call H")
    view, action, why = _decide(s)
    assert str(action) == "play KC" and why.code == "keep_lone_trump"
    assert why.text == ("Keep your one trump, the 9♥, for a later trick: a higher trump is "
                        "still out. Lead the K♣.")
    assert P.keep_lone_trump(view, action) is not None
    # in Cutthroat the lone maker leads it (test above); s31 led the lowest card
    assert str(IntermediateEuchre(few=False).decide(view)[0]) == "play 9C"


def test_two_players_a_defender_leads_the_top_trump():
    # seat 1 deals and picks up the K♠; seat 0 holds the right bower and the 9♠
    deal = ["JS 9S KH 9D TD", "TS AS QS JD QH"], "KS"
    s = _state(TWO, deal, 1, "pass", "order")
    s = s.apply(next(a for a in s.legal_actions() if str(a).startswith("discard")))
    view, action, why = _decide(s)
    assert str(action) == "play JS" and why.code == "lead_boss_trump_defence"
    assert why.text == ("Lead the J♠: no trump still out can beat it, and it draws one of the "
                        "maker's trumps before they can take your other cards.")
    assert P.top_trump_one_opponent(view, action) is not None
    assert P.top_trump_one_opponent(view, next(a for a in view.legal_actions
                                               if str(a) == "play 9S")) is None
    assert str(IntermediateEuchre(few=False).decide(view)[0]) != "play JS"


def test_two_players_the_maker_leads_the_left_bower():
    # seat 0 names spades holding the J♣ (the left bower), Q♠ 9♠ and the A♦: with fourteen
    # cards undealt the J♠ is more likely out of play, so the left is led (s31: the A♦)
    deal = ["JC QS 9S AD TC", "9C AC KC QD KD"], "KH"
    s = _state(TWO, deal, 1, "pass", "pass", "call S")
    view, action, why = _decide(s)
    assert str(action) == "play JC" and why.code == "lead_trump_maker_two"
    old, old_why = IntermediateEuchre(few=False).decide(view)
    assert str(old) == "play AD" and old_why.code == "protect_left"
