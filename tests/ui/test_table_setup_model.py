"""The "Set up a deal" model (ui/table_setup.py) over every preset of both games: the
places of a deal, clicks that move cards, a seeded random rest the engine deals, and
the engine's reason (naming the seat or card) for a set-up that is not a deal."""
from __future__ import annotations

import pytest

from engine import ecarte, euchre, games
from engine.cards import Card, parse_cards
from engine.errors import DealError
from ui import table_setup as S

CASES = [(spec.id, name) for spec in games.all_games()
         for name in sorted(spec.load("engine").PRESETS)]


def rules_of(game: str, name: str):
    return games.get(game).load("engine").PRESETS[name]


@pytest.mark.parametrize("game,name", CASES)
def test_a_random_rest_is_a_deal_the_engine_accepts_for_every_dealer(game, name):
    rules = rules_of(game, name)
    engine = games.get(game).load("engine")
    pack = S.deck(game, rules)
    for dealer in range(rules.players):
        where = S.places(game, rules, dealer)
        # Every card of the pack has exactly one place.
        assert sum(p.size for p in where) == len(pack)
        first = where[0]
        mine = list(pack[:first.size])
        placed = S.random_rest({first.key: mine}, where, pack, seed=dealer)
        assert placed[first.key] == mine
        assert sorted(c.index for cards in placed.values() for c in cards) == \
            sorted(c.index for c in pack)
        hand = S.build(game, rules, dealer, placed)
        assert hand.dealer == dealer and engine.decode_deal(engine.encode_deal(hand)) == hand
        # The places of the hand on the table give the same hand back.
        assert S.build(game, rules, dealer, S.of_hand(game, hand)) == hand
        # The same seed, the same rest; another seed, another.
        assert S.random_rest({}, where, pack, 3) == S.random_rest({}, where, pack, 3)
        assert S.random_rest({}, where, pack, 3) != S.random_rest({}, where, pack, 4)


def test_a_click_adds_moves_or_takes_back_a_card_and_a_full_place_refuses():
    rules = euchre.preset("standard")
    where = S.places("euchre", rules, 0)
    jh, td = Card.parse("JH"), Card.parse("TD")
    placed = S.click({}, where, "seat0", jh)
    assert placed["seat0"] == [jh]
    placed = S.click(placed, where, "seat2", jh)           # moved to North
    assert placed["seat0"] == [] and placed["seat2"] == [jh]
    placed = S.click(placed, where, "seat2", jh)           # taken back
    assert S.owners(placed, jh) == []
    placed = S.click(placed, where, "upcard", td)
    with pytest.raises(S.SetupError, match="Upcard already has 1 card"):
        S.click(placed, where, "upcard", jh)
    # The next place to fill: the upcard is full, so the kitty.
    assert S.next_open(placed, where, "upcard") == "kitty"


def test_a_change_of_dealer_drops_the_place_of_a_seat_that_deals_in_three_player_ecarte():
    rules = ecarte.preset("three")
    with_south = S.places("ecarte", rules, 1)
    placed = S.random_rest({}, with_south, S.deck("ecarte", rules), 2)
    south_deals = S.places("ecarte", rules, 0)
    assert "seat0" not in S.tidy(placed, south_deals)


def test_euchre_reasons_name_the_seat_or_the_card():
    rules = euchre.preset("standard")
    where = S.places("euchre", rules, 0)
    full = S.random_rest({}, where, rules.cards, 1)
    short = {**full, "seat1": full["seat1"][1:]}
    with pytest.raises(DealError, match="West has 4 cards; each player gets 5"):
        S.build("euchre", rules, 0, short)
    twice = {**full, "seat1": [full["seat0"][0]] + full["seat1"][1:]}
    with pytest.raises(DealError, match=f"the {full['seat0'][0].display} is dealt twice"):
        S.build("euchre", rules, 0, twice)
    stranger = {**full, "seat1": list(parse_cards("7C")) + full["seat1"][1:]}
    with pytest.raises(DealError, match="the 7♣ is not in the 24-card pack"):
        S.build("euchre", rules, 0, stranger)
    with pytest.raises(DealError, match="the upcard is one card, not 0"):
        S.build("euchre", rules, 0, {**full, "upcard": []})


def test_ecarte_reasons_name_the_seat_or_the_card():
    rules = ecarte.preset("classic")
    where = S.places("ecarte", rules, 0)
    full = S.random_rest({}, where, ecarte.DECK, 1)
    with pytest.raises(DealError, match="North must hold 5 cards, not 4"):
        S.build("ecarte", rules, 0, {**full, "seat1": full["seat1"][1:]})
    twice = {**full, "seat1": [full["seat0"][0]] + full["seat1"][1:]}
    with pytest.raises(DealError, match=f"the {full['seat0'][0].display} appears twice"):
        S.build("ecarte", rules, 0, twice)
    with pytest.raises(DealError, match="the talon must hold 21 cards, not 0"):
        S.build("ecarte", rules, 0, {**full, "talon": []})
