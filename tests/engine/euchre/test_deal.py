"""Rule book, Euchre: Deal (seats, partnerships, packets, kitty and upcard)."""
from __future__ import annotations

import pytest

from engine import euchre
from engine.cards import shuffled
from euchre_testlib import STANDARD, cards, deal_a, position


def test_four_players_partners_opposite():
    # 4 players in fixed partnerships, partners opposite: (0, 2) and (1, 3).
    assert [euchre.partner_of(STANDARD, s) for s in range(4)] == [2, 3, 0, 1]
    assert [euchre.team_of(STANDARD, s) for s in range(4)] == [0, 1, 0, 1]
    assert euchre.num_teams(STANDARD) == 2


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
@pytest.mark.parametrize("seed", [0, 7, 2024])
def test_deal_packets_3_2_then_2_3_from_dealers_left(dealer, seed):
    # 5 cards each in packets 3-2-3-2 round the table then 2-3-2-3, starting at the
    # dealer's left; the rest is the kitty, its top card turned face up.
    pack = shuffled(STANDARD.cards, seed)
    left, across, right = (dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4
    expected = {
        left: pack[0:3] + pack[10:12],
        across: pack[3:5] + pack[12:15],
        right: pack[5:8] + pack[15:17],
        dealer: pack[8:10] + pack[17:20],
    }
    s = euchre.deal(STANDARD, dealer=dealer, seed=seed)
    for seat in range(4):
        assert set(s.hands[seat]) == set(expected[seat])
        assert len(s.hands[seat]) == 5
    assert s.upcard is pack[20]
    assert tuple(s.kitty) == tuple(pack[21:])


def test_deal_is_reproducible_from_its_seed():
    # A seeded shuffle gives the same deal every time (lessons and codes rely on it).
    a, b = euchre.deal(STANDARD, 1, seed=99), euchre.deal(STANDARD, 1, seed=99)
    assert a.deal == b.deal
    assert euchre.deal(STANDARD, 1, seed=100).deal != a.deal


def test_three_player_packets_alternate_from_dealers_left():
    # The packets alternate round the table from the dealer's left (3-2-3 then 2-3-2).
    rules = euchre.Rules(players=3)
    pack = shuffled(rules.cards, 5)
    s = euchre.deal(rules, dealer=2, seed=5)
    assert set(s.hands[0]) == set(pack[0:3] + pack[8:10])
    assert set(s.hands[1]) == set(pack[3:5] + pack[10:13])
    assert set(s.hands[2]) == set(pack[5:8] + pack[13:15])
    assert s.upcard is pack[15] and len(s.kitty) == 8


def test_two_player_packets_alternate_from_dealers_left():
    # Two players: 5 cards each, 3-2 then 2-3, the non-dealer first.
    rules = euchre.PRESETS["two_handed"]
    pack = shuffled(rules.cards, 11)
    s = euchre.deal(rules, dealer=0, seed=11)
    assert set(s.hands[1]) == set(pack[0:3] + pack[5:7])
    assert set(s.hands[0]) == set(pack[3:5] + pack[7:10])
    assert s.upcard is pack[10] and len(s.kitty) == 13


def test_kitty_holds_the_rest_under_the_upcard():
    # The rest is the kitty: with 24 cards and four players, the upcard and 3 face down.
    s = euchre.deal(STANDARD, 0, seed=3)
    dealt = [c for h in s.hands for c in h]
    assert len(dealt) == 20 and len(s.kitty) == 3
    assert set(dealt) | {s.upcard} | set(s.kitty) == set(STANDARD.cards)


def test_first_bid_from_dealers_left():
    # Round 1 starts at the dealer's left.
    for dealer in range(4):
        s = euchre.deal(STANDARD, dealer=dealer, seed=1)
        assert s.current_player == (dealer + 1) % 4
        assert s.phase is euchre.Phase.BID1


def test_from_deal_fills_the_kitty():
    # An explicit deal may leave out the kitty: the missing cards are put there.
    s = deal_a()
    assert set(s.kitty) == set(cards("QC 9D AS"))
    assert s.upcard is cards("9H")[0]


@pytest.mark.parametrize("hands,upcard,problem", [
    (["JH AH KS QS 9C", "JD TC JC AC KC", "TH QH 9S TS JS"], "9H", "needs 4 hands"),
    (["JH AH KS QS", "JD TC JC AC KC", "TH QH 9S TS JS", "KH AD KD QD TD"], "9H", "has 4 cards"),
    (["JH AH KS QS 9C", "JD TC JC AC KC", "TH QH 9S TS JS", "KH AD KD QD JH"], "9H", "twice"),
    (["JH AH KS QS 8C", "JD TC JC AC KC", "TH QH 9S TS JS", "KH AD KD QD TD"], "9H", "not in"),
    (["JH AH KS QS 9C", "JD TC JC AC KC", "TH QH 9S TS JS", "KH AD KD QD TD"], "JH", "twice"),
])
def test_impossible_deals_are_refused(hands, upcard, problem):
    # A deal must give each of the players 5 distinct cards of the pack.
    with pytest.raises(ValueError, match=problem):
        position(STANDARD, 3, hands, upcard)


def test_first_dealer_is_drawn_fairly():
    # First dealer by any fair method: over many games every seat deals first.
    dealers = {euchre.Game.new(STANDARD, seed=s).first_dealer for s in range(60)}
    assert dealers == {0, 1, 2, 3}
