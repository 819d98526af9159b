"""Deal codes over any deck (engine/dealcode.py), and the codes teachers already share.

A card is one character: its place in a deck the game names. The check characters
catch every single-character change and every adjacent swap; the exhaustive tests
below try every case on codes over the large decks and the whole 64-character
alphabet (tests/engine/euchre/test_deal_code_check.py does the same for the games' codes).
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import ecarte, euchre
from engine.cards import DECKS, JOKER, Card
from engine.dealcode import (
    ALPHABET, CODE_ALPHABET, decode_cards, encode_cards, seal, unseal,
)
from engine.errors import DealCodeError
from engine.euchre.dealcode import CODE_DECK

OUTSIDERS = " +/#²é!"

# Codes written before decks were data (taken from docs/hand-records.md, the Écarté
# golden transcripts and the code of the day): they must read the same hands forever.
EUCHRE_CODES_BY_PRESET = {   # euchre.deal(PRESETS[name], dealer=1, seed=3)
    "standard": "EU-standard-1CHObeENPTVKSWdfDFMUcGXaLLA",
    "stick_the_dealer": "EU-stick_the_dealer-1CHObeENPTVKSWdfDFMUcGXaLRA",
    "british": "EU-british-1CHOcfENTVbKSWegDFMUdPGXaLAA",
    "deck28": "EU-deck28-1GKMOZBDLReHabdfCEPTcXSWNFUVJcA",
    "deck32": "EU-deck32-1BDFGHIVWZdJMNOYKQXbcAaCeUfTLERSPdA",
    "cutthroat": "EU-cutthroat-1DFSUfHMObcKNTWdeCEVPGXaLuA",
    "two_handed": "EU-two_handed-1HKWbdDNOTUfSFMceCEVPGXaLgA",
    "railroad": "EU-railroad-1CHObeENPTVKSWdfDFMUcGXaL3A",
}
DOCS_CODE = "EU-standard-3OPTafCDFGMHSVdeEKLNcXUWbvA"
ECARTE_CODES = {   # (dealer, seed) -> code, classic rules
    (0, 3): "ECARTE-classic-0-DFJOYBKVWcNMXQbGHdIZAaCeUfTLERSPxA",
}
GOLDEN_ECARTE_CODES = ("ECARTE-classic-1-NOSYZEHWdeBACDFGIJKLMPQRTUVXabcfqA",
                       "ECARTE-classic-0-ABIVZGLMQcadHeSDJCEFKNOPRTUWXYbfPA")


def _shuffled_code(deck_name: str, seed: int) -> str:
    deck = DECKS[deck_name]
    cards = list(deck)
    random.Random(seed).shuffle(cards)
    return seal(f"XX-{deck_name}-0{encode_cards(cards, deck)}")


WIDE_CODES = [_shuffled_code("five_hundred", 1), _shuffled_code("full52", 2),
              seal("XX-all-" + ALPHABET)]


# ----- the old codes ------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(EUCHRE_CODES_BY_PRESET))
def test_shared_euchre_codes_still_decode_to_the_same_deal(name):
    # Old links: a code shared before decks were data reads the same deal, and the
    # same deal is still written as the same code (the format did not change).
    code = EUCHRE_CODES_BY_PRESET[name]
    expected = euchre.deal(euchre.PRESETS[name], dealer=1, seed=3)
    assert euchre.decode_deal(code).deal == expected.deal
    assert euchre.encode_deal(expected) == code


def test_the_documented_euchre_code_still_decodes():
    # docs/hand-records.md: its deal line, card by card.
    d = euchre.decode_deal(DOCS_CODE).deal
    assert d.dealer == 3
    assert [" ".join(map(str, h)) for h in d.hands] == [
        "KD AD TH 9S AS", "9C TC QC KC JD", "AC 9H QH QS KS", "JC 9D TD QD JS"]
    assert (str(d.upcard), " ".join(map(str, d.kitty))) == ("AH", "JH KH TS")


def test_shared_ecarte_codes_still_decode_to_the_same_deal():
    # Old links for Écarté: the same deal, and written back as the same code.
    for (dealer, seed), code in ECARTE_CODES.items():
        expected = ecarte.deal(ecarte.PRESETS["classic"], dealer, seed=seed)
        back = ecarte.decode_deal(code)
        assert back == expected and ecarte.encode_deal(back) == code   # states equal by deal and history
    for code in GOLDEN_ECARTE_CODES:
        assert ecarte.encode_deal(ecarte.decode_deal(code)) == code


def test_euchre_code_places_are_the_first_formats_card_numbers():
    # Euchre codes write a card as its place in the 33-card Euchre deck, which is the
    # number every card had in the first format (suit * 8 + rank - 7, the joker 32).
    for card in CODE_DECK:
        old = 32 if card is JOKER else card.suit * 8 + card.rank - 7
        assert CODE_DECK.index(card) == old
    assert ALPHABET.startswith("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefg")


# ----- any deck -----------------------------------------------------------------------

@given(st.sampled_from(sorted(DECKS)), st.data())
def test_cards_round_trip_through_a_code_for_every_deck(name, data):
    # A list of a deck's cards, any order, is one character each and reads back.
    deck = DECKS[name]
    cards = data.draw(st.permutations(deck.cards))[:data.draw(st.integers(0, len(deck)))]
    text = encode_cards(cards, deck)
    assert len(text) == len(cards) and "-" not in text
    assert decode_cards(text, deck) == tuple(cards)
    code = seal(f"XX-{name}-{text}")
    assert unseal(code) == f"XX-{name}-{text}"


@pytest.mark.parametrize("code", WIDE_CODES + [DOCS_CODE, GOLDEN_ECARTE_CODES[0]],
                         ids=["500", "52", "alphabet", "docs", "ecarte"])
def test_every_single_character_change_is_refused(code):
    # The check: any one character changed to any other, anywhere, is refused.
    assert unseal(code)
    for i, old in enumerate(code):
        for ch in CODE_ALPHABET + OUTSIDERS:
            if ch == old:
                continue
            bad = code[:i] + ch + code[i + 1:]
            if bad.strip() != bad:
                continue   # a space at an end is trimmed like a pasted one: see below
            with pytest.raises(DealCodeError):
                unseal(bad)


def test_a_lost_last_character_is_refused_by_the_games():
    # The check character search prefers 'A' last, so a code cut by one character can
    # still check out; the games then refuse it by its card count (a clear message).
    for code, decode in ((DOCS_CODE, euchre.decode_deal),
                         (GOLDEN_ECARTE_CODES[0], ecarte.decode_deal)):
        with pytest.raises(DealCodeError, match="holds 2[34] cards|holds 31 cards"):
            decode(code[:-1] + " ")


@pytest.mark.parametrize("code", WIDE_CODES + [DOCS_CODE, GOLDEN_ECARTE_CODES[0]],
                         ids=["500", "52", "alphabet", "docs", "ecarte"])
def test_every_adjacent_swap_is_refused(code):
    # The check: two different neighbours swapped, anywhere, are refused.
    swaps = 0
    for i in range(len(code) - 1):
        if code[i] != code[i + 1]:
            swaps += 1
            with pytest.raises(DealCodeError, match="check out"):
                unseal(code[:i] + code[i + 1] + code[i] + code[i + 2:])
    assert swaps > len(code) // 2


def test_a_character_past_the_deck_is_refused_clearly():
    # Bad codes: a character that names no card of the deck says so.
    with pytest.raises(DealCodeError, match="the deal code has 'y' where a card should be"):
        decode_cards("ABy", DECKS["euchre24"])
    with pytest.raises(DealCodeError, match="'-' where a card should be"):
        decode_cards("A-B", DECKS["full52"])
    # Écarté's pack has 32 cards: 'g' (place 32) is past it, even with a sound check.
    code = ecarte.encode_deal(ecarte.deal(ecarte.PRESETS["classic"], 0, seed=3))
    body = unseal(code)
    with pytest.raises(DealCodeError, match="'g' where a card should be"):
        ecarte.decode_deal(seal(body[:-1] + "g"))


def test_a_card_outside_the_deck_cannot_be_written():
    # Bad input: encoding a card the deck lacks is a DealCodeError naming the card.
    with pytest.raises(DealCodeError, match="the 2♣ is not in the euchre24 deck"):
        encode_cards([Card.parse("9C"), Card.parse("2C")], DECKS["euchre24"])


def test_a_euchre_code_with_a_card_outside_the_preset_pack_is_an_impossible_deal():
    # Bad codes: the 7♣ (place 0 of the code deck) is not in the 24-card pack.
    body = unseal(EUCHRE_CODES_BY_PRESET["standard"])
    bad = seal(body[:len("EU-standard-1")] + "A" + body[len("EU-standard-1") + 1:])
    with pytest.raises(DealCodeError, match="impossible deal: the 7♣ is not in the 24-card pack"):
        euchre.decode_deal(bad)
