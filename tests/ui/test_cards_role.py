"""The card badges ask the engine which cards are bowers, trumps or the king of trumps."""
from __future__ import annotations

from engine.cards import ALL_CARDS, Card, Suit
from engine.ecarte import ranking as ecarte_ranking
from engine.euchre import ranking as euchre_ranking
from ui.cards import alt_text, role


def test_euchre_badges_follow_the_engine():
    # Rule: right bower, left bower (the same-colour jack), the Benny, other trumps.
    h = Suit.HEARTS
    assert [role(Card.parse(t), h) for t in ("JH", "JD", "JK", "9H", "9D", "JC")] == \
        ["right", "left", "benny", "trump", None, None]
    assert alt_text(Card.parse("JD"), h) == "Jack of diamonds, left bower"
    for trump in list(Suit) + [None]:
        for card in ALL_CARDS:
            assert role(card, trump) == euchre_ranking.role(card, trump)


def test_ecarte_badges_follow_the_engine():
    # Rule: the king of trumps (which scores) and the other trumps; no bowers in Écarté.
    h = Suit.HEARTS
    assert [role(Card.parse(t), h, "ecarte") for t in ("KH", "JH", "JD", "KD")] == \
        ["king", "trump", None, None]
    for trump in list(Suit) + [None]:
        for card in ALL_CARDS[:32]:
            assert role(card, trump, "ecarte") == ecarte_ranking.role(card, trump)
