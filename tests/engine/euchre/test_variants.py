"""Rule book, Euchre: Variants and presets (Stick the Dealer, British Euchre and
the Benny, 28/32 cards, Cutthroat, two players, Railroad)."""
from __future__ import annotations

import pytest

from engine import euchre
from engine.cards import JOKER, Card, Suit
from euchre_testlib import apply_all, card_set, legal_texts, play_out, position

Phase = euchre.Phase
BRITISH = euchre.PRESETS["british"]


# ----- presets -------------------------------------------------------------------

def test_presets_are_the_rule_books_variants():
    # Variants: every named preset with the options the rule book gives it.
    P = euchre.PRESETS
    assert set(P) == {"standard", "stick_the_dealer", "british", "deck28", "deck32",
                      "cutthroat", "two_handed", "railroad"}
    std = P["standard"]
    assert (std.players, std.deck, std.stick_the_dealer, std.dealer_may_discard_upcard,
            std.allow_alone, std.allow_lone_defender, std.lone_lead, std.lone_defender_points,
            std.call_for_best, std.target_score) == \
        (4, 24, False, True, True, False, "loner_left", "by_tricks", False, 10)
    assert P["stick_the_dealer"].differences() == {"stick_the_dealer": True}
    assert P["british"].differences() == {"deck": 25}
    assert P["deck28"].differences() == {"deck": 28}
    assert P["deck32"].differences() == {"deck": 32}
    assert P["cutthroat"].players == 3 and P["cutthroat"].deck == 24
    assert P["cutthroat"].cutthroat_hand_size == 5
    assert P["two_handed"].players == 2 and P["two_handed"].deck == 24
    assert P["railroad"].differences() == {"allow_lone_defender": True,
                                           "lone_defender_points": "always_four",
                                           "call_for_best": True}
    assert P["railroad"].allow_alone is True
    for name, rules in P.items():
        assert rules.preset_name == name


def test_presets_found_by_alias():
    # Presets are found by name or alias.
    assert euchre.preset("benny") is euchre.PRESETS["british"]
    assert euchre.preset("3p") is euchre.PRESETS["cutthroat"]
    assert euchre.preset("Stick the Dealer") is euchre.PRESETS["stick_the_dealer"]
    with pytest.raises(euchre.RulesError):
        euchre.preset("pinochle")


# ----- British Euchre: the Benny -----------------------------------------------------

BENNY_DEAL = ["AH 9C TC 9S TS", "KC AC QS AS KS", "QH QC JC 9H JS", "KH AD KD QD TD"]


def test_benny_turned_up_dealer_names_trump():
    # British Euchre: if the Benny is turned up, the dealer names any of the four
    # suits at once; there is no bidding that hand.
    s = position(BRITISH, 3, BENNY_DEAL, "JK")
    assert s.phase is Phase.BENNY and s.current_player == 3
    assert legal_texts(s) == ["call C", "call D", "call H", "call S"]
    for bid in ("pass", "order"):
        assert euchre.explain_illegal(s, bid).code == "benny_no_bidding"


def test_benny_dealer_takes_it_and_discards_dealers_side_make():
    # The dealer takes the Benny and discards as after an order; the dealer's side make.
    s = position(BRITISH, 3, BENNY_DEAL, "JK").apply("call D")
    assert s.trump is Suit.DIAMONDS and s.maker == 3
    assert s.phase is Phase.DISCARD and s.current_player == 3 and JOKER in s.hands[3]
    s = s.apply("discard KH")
    assert set(s.hands[3]) == card_set("JK AD KD QD TD")
    assert s.phase is Phase.ALONE and s.current_player == 3


def test_benny_turned_up_dealer_may_discard_it_by_default():
    # The dealer_may_discard_upcard rule applies to the Benny (default: yes).
    s = position(BRITISH, 3, BENNY_DEAL, "JK").apply("call S")
    assert "discard JK" in legal_texts(s)


def test_benny_turned_up_dealer_may_not_discard_it_option():
    # dealer_may_discard_upcard off: the Benny may not be discarded.
    rules = euchre.Rules(deck=25, dealer_may_discard_upcard=False)
    s = position(rules, 3, BENNY_DEAL, "JK").apply("call S")
    assert "discard JK" not in legal_texts(s)
    assert euchre.explain_illegal(s, "discard JK").code == "discard_upcard"


def test_benny_turned_up_then_played_wins_as_top_trump():
    # The Benny is the highest trump, above the right bower.
    s = position(BRITISH, 3, ["JH 9C TC 9S TS", "KC AC QS AS KS", "QH QC JC 9H JS",
                              "KH AD KD QD TD"], "JK")
    s = apply_all(s, "call H", "discard TD", "partner", "play JH", "play KC", "play 9H",
                  "play JK")
    assert s.tricks[0].winner == 3


# ----- 28 and 32 cards ------------------------------------------------------------------

@pytest.mark.parametrize("deck,kitty", [(28, 7), (32, 11)])
def test_bigger_decks_kitty_holds_the_rest(deck, kitty):
    # 28 / 32 cards: deal and bidding unchanged, the kitty holds the rest (8 or 12
    # cards with the upcard).
    rules = euchre.Rules(deck=deck)
    s = euchre.deal(rules, 0, seed=4)
    assert all(len(h) == 5 for h in s.hands)
    assert len(s.kitty) == kitty and len(s.kitty) + 1 == deck - 20
    assert s.phase is Phase.BID1 and legal_texts(s) == ["pass", "order"]


def test_deck32_sevens_and_eights_rank_at_the_bottom():
    # 28 / 32 cards: the 8s (and 7s) join every suit at the bottom.
    assert euchre.winning_card([Card.parse(c) for c in ("7S", "8S", "9S")], Suit.HEARTS) \
        is Card.parse("9S")
    assert euchre.winning_card([Card.parse(c) for c in ("AS", "7H")], Suit.HEARTS) \
        is Card.parse("7H")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("deck", [24, 25, 28, 32])
def test_any_deck_with_any_number_of_players(players, deck):
    # Any deck (24, 25, 28, 32) may be combined with any number of players.
    rules = euchre.Rules(players=players, deck=deck)
    s = euchre.deal(rules, 0, seed=1)
    assert len(s.hands) == players and all(len(h) == 5 for h in s.hands)
    assert len(s.kitty) + 1 + 5 * players == deck


@pytest.mark.parametrize("players", [2, 3])
def test_two_and_three_players_default_to_24_cards(players):
    # The two- and three-player games default to 24 cards.
    assert euchre.Rules(players=players).deck == 24


# ----- Cutthroat ----------------------------------------------------------------------------

CUT = euchre.PRESETS["cutthroat"]
CUT_HANDS = ["JH AH KS QS 9C", "JD TC JC AC KC", "TH QH 9S TS JS"]


def test_cutthroat_maker_plays_alone_against_the_other_two():
    # Cutthroat: no partnerships; no alone question; all three play every trick.
    s = apply_all(position(CUT, 2, CUT_HANDS, "9H"), "pass", "order", "discard 9H")
    assert s.maker == 1 and s.phase is Phase.PLAY
    assert s.sitting_out == frozenset() and s.alone is None
    assert euchre.team_of(CUT, 0) != euchre.team_of(CUT, 2)
    done = play_out(s)
    assert all(len(t.plays) == 3 for t in done.tricks)


def test_cutthroat_dealers_left_leads():
    # Cutthroat: the player to the dealer's left leads.
    for dealer in range(3):
        s = apply_all(position(CUT, dealer, CUT_HANDS, "9H"), "order", "discard 9H")
        assert s.phase is Phase.PLAY and s.current_player == (dealer + 1) % 3


def test_cutthroat_bidding_round_two_goes_round_three_players():
    # Cutthroat: bidding as usual, with three players.
    s = apply_all(position(CUT, 2, CUT_HANDS, "9H"), "pass", "pass", "pass")
    assert s.phase is Phase.BID2 and s.current_player == 0
    s = apply_all(s, "pass", "pass", "pass")
    assert s.is_over and s.result.thrown_in


def test_cutthroat_seven_cards_deal_leaves_kitty_of_three():
    # cutthroat_hand_size 7: 7 cards each, kitty 3 (the upcard and two face down).
    rules = euchre.Rules(players=3, cutthroat_hand_size=7)
    s = euchre.deal(rules, 1, seed=9)
    assert all(len(h) == 7 for h in s.hands) and len(s.kitty) == 2
    done = play_out(s)
    assert done.result.thrown_in or len(done.tricks) == 7


def test_cutthroat_no_going_alone_options():
    # Cutthroat: no alone question, no lone defender, no call for best.
    for name in ("allow_alone", "allow_lone_defender", "call_for_best"):
        with pytest.raises(euchre.RulesError):
            euchre.Rules(players=3, **{name: True})
    assert not CUT.allow_alone and not CUT.allow_lone_defender and not CUT.call_for_best


# ----- Two players ---------------------------------------------------------------------------

TWO = euchre.PRESETS["two_handed"]


def test_two_handed_bidding_rounds_between_two_players():
    # Two players: the usual two bidding rounds between the two players.
    s = position(TWO, 0, ["JH AH KS QS 9C", "JD TC JC AC KC"], "9H")
    assert s.current_player == 1
    s = apply_all(s, "pass", "pass")
    assert s.phase is Phase.BID2 and s.current_player == 1
    assert legal_texts(s) == ["pass", "call C", "call D", "call S"]
    s = apply_all(s, "pass", "pass")
    assert s.is_over and s.result.thrown_in


def test_two_handed_no_alone_question_non_dealer_leads():
    # Two players: no alone question; the non-dealer leads.
    for dealer in (0, 1):
        s = position(TWO, dealer, ["JH AH KS QS 9C", "JD TC JC AC KC"], "9H")
        s = apply_all(s, "order", "discard 9H")
        assert s.phase is Phase.PLAY and s.current_player == 1 - dealer
    with pytest.raises(euchre.RulesError):
        euchre.Rules(players=2, allow_alone=True)


# ----- Railroad -------------------------------------------------------------------------------

def test_railroad_lone_defender_euchre_scores_four():
    # Railroad: lone_defender_points = always_four.
    rules = euchre.PRESETS["railroad"]
    assert euchre.score_hand(rules, 2, lone_defender=True).points == 4
    assert euchre.score_hand(rules, 2).points == 2
