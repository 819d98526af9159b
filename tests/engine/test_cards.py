"""Cards 2 to A and the joker, and decks as data (engine/cards.py).

Every deck numbers its cards 0..n-1 in index order; deal codes and the solver's bit
masks use those places, so the round trips below are checked for every deck.
"""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cards import (
    ALL_CARDS, DECKS, JOKER, Card, Deck, NotationError, Rank, Suit, cards_display,
    cards_text, deck_from_spec,
)
from engine.errors import DeckError

deck_names = st.sampled_from(sorted(DECKS))


# ----- notation ---------------------------------------------------------------------

def test_notation_of_the_first_33_cards_is_unchanged():
    # Notation: the cards Euchre and Écarté use read and display as they always did.
    pack = DECKS["euchre33"]
    assert cards_text(pack) == (
        "7C 8C 9C TC JC QC KC AC 7D 8D 9D TD JD QD KD AD "
        "7H 8H 9H TH JH QH KH AH 7S 8S 9S TS JS QS KS AS JK")
    assert cards_display(pack) == (
        "7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ "
        "7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ Benny")
    assert Card.parse("JH") is Card.of(Rank.JACK, Suit.HEARTS) and str(Card.parse("jh")) == "JH"
    assert Card.parse("JK") is Card.parse("Joker") is Card.parse("benny") is JOKER
    assert JOKER.display == "Benny"


def test_ranks_two_to_six_are_cards():
    # Notation: the low ranks of a 52-card pack, rank then suit like the others.
    assert [str(Card.parse(t)) for t in ("2c", "3♦", "4H", "5s", "6D")] == ["2C", "3D", "4H", "5S", "6D"]
    assert [Card.parse(t).display for t in ("2C", "6H")] == ["2♣", "6♥"]
    for text in ("1H", "0S", "22C", "6"):
        with pytest.raises(NotationError):
            Card.parse(text)


def test_card_index_is_suit_then_rank_with_the_joker_last():
    # Card.index: 13 places per suit, 2 low; the joker is 52; one card per index.
    assert [c.index for c in ALL_CARDS] == list(range(53))
    for c in ALL_CARDS[:52]:
        assert c.index == c.suit * 13 + c.rank - 2
    assert JOKER.index == 52 and Card.from_index(52) is JOKER


# ----- decks ------------------------------------------------------------------------

def test_deck_sizes_and_contents():
    # Decks as data: each game's packs, plus a 52-card pack and 500's 43 cards.
    sizes = {name: len(d) for name, d in DECKS.items()}
    assert sizes == {"euchre24": 24, "euchre25": 25, "euchre28": 28, "euchre29": 29,
                     "euchre32": 32, "euchre33": 33, "piquet32": 32, "full52": 52,
                     "five_hundred": 43}
    assert set(DECKS["full52"]) == set(ALL_CARDS) - {JOKER}
    five = DECKS["five_hundred"]
    assert JOKER in five and not any(c.rank in (Rank.TWO, Rank.THREE) for c in five)
    assert {c for c in five if c.rank is Rank.FOUR} == set(Card.parse(t) for t in ("4D", "4H"))
    assert (JOKER in DECKS["euchre25"], JOKER in DECKS["euchre24"]) == (True, False)


def test_each_deck_is_in_index_order():
    # A deck's places follow Card.index, so the same cards always get the same places.
    for deck in DECKS.values():
        assert [c.index for c in deck] == sorted(c.index for c in deck)


@given(deck_names, st.data())
def test_card_place_round_trips_in_every_deck(name, data):
    # Deck.index and Deck.card are inverses over the whole deck.
    deck = DECKS[name]
    card = data.draw(st.sampled_from(deck.cards))
    assert deck.card(deck.index(card)) is card
    i = data.draw(st.integers(0, len(deck) - 1))
    assert deck.index(deck.card(i)) == i


@given(deck_names, st.data())
def test_mask_round_trips_in_every_deck(name, data):
    # A set of cards as a bit mask of places, and back, in index order.
    deck = DECKS[name]
    chosen = data.draw(st.lists(st.sampled_from(deck.cards), unique=True))
    mask = deck.mask(chosen)
    assert bin(mask).count("1") == len(chosen) and mask < 1 << len(deck)
    assert deck.cards_in(mask) == tuple(sorted(chosen, key=lambda c: c.index))
    assert all(deck.bits[c.index] == 1 << deck.index(c) for c in chosen)


def test_deck_refuses_what_it_does_not_hold():
    # Bad input: a card or a place outside the deck is a DeckError that says which.
    deck = DECKS["euchre24"]
    with pytest.raises(DeckError, match="the 8♣ is not in the euchre24 deck"):
        deck.index(Card.parse("8C"))
    for bad in (24, -1, "3", True, None):
        with pytest.raises(DeckError, match="places 0 to 23"):
            deck.card(bad)
    with pytest.raises(DeckError, match="not a mask"):
        deck.cards_in(1 << 24)
    assert Card.parse("8C") not in deck and "9C" not in deck and Card.parse("9C") in deck


def test_bad_deck_definitions_are_refused():
    # Bad input: a deck holds 1 to 64 distinct cards; a definition is SUITS RANKS or JK.
    with pytest.raises(DeckError, match="twice"):
        Deck("double", ["9C", "9C"])
    with pytest.raises(DeckError, match="1 to 64"):
        Deck("empty", [])
    with pytest.raises(DeckError, match="neither"):
        deck_from_spec("odd", "CDHS 9TJ, JK 2 3")
    with pytest.raises(DeckError, match="'CX 9' in the odd deck: '9X' is not a card"):
        deck_from_spec("odd", "CX 9")
    assert deck_from_spec("tiny", "H KA, JK").cards == (Card.parse("KH"), Card.parse("AH"), JOKER)


def test_euchre_and_ecarte_rules_use_the_deck_data():
    # Each game's pack comes from DECKS (the same cards in the same order as before).
    from engine import euchre
    from engine.ecarte.ranking import DECK, PACK
    for size in (24, 25, 28, 32):
        rules = euchre.Rules(deck=size)
        assert rules.pack is DECKS[f"euchre{size}"] and rules.cards == rules.pack.cards
    assert PACK is DECKS["piquet32"] and DECK == DECKS["euchre32"].cards


def test_decks_are_values():
    # A deck equals another with the same name and cards (the solver keys tables by it).
    again = deck_from_spec("euchre24", "CDHS 9TJQKA")
    assert again == DECKS["euchre24"] and hash(again) == hash(DECKS["euchre24"])
    assert deck_from_spec("other", "CDHS 9TJQKA") != DECKS["euchre24"]
    assert DECKS["piquet32"] != DECKS["euchre32"] and DECKS["piquet32"].cards == DECKS["euchre32"].cards
    assert repr(deck_from_spec("tiny", "H KA")) == "Deck('tiny', 'KH AH')"
