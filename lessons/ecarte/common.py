"""Small pure helpers shared by the Écarté lessons: seats, roles, words, seeded deals."""
from __future__ import annotations

from engine import words as common_words

import random
from engine import ecarte
from engine.cards import Card, Rank, Suit
from engine.ecarte import HandState, Rules
from engine.ecarte.ranking import DECK, KINGS, RANKS_HIGH_TO_LOW
from engine.i18n import _, ngettext

from ..text import join  # noqa: F401  (the lessons import it from here)



class _OneCard:
    """``SUIT_ONE[suit]``: one card of the suit (``heart``), in the language of the moment."""

    def __getitem__(self, s: Suit) -> str:
        return common_words.suit(s)


SUIT_ONE = _OneCard()
ORDER_LINE = " > ".join(r.display for r in RANKS_HIGH_TO_LOW)


def rng_for(topic: str, seed: int) -> random.Random:
    return random.Random(f"ecarte:{topic}:{int(seed)}")


def names(rules: Rules) -> list[str]:
    return common_words.seat_names(rules.players)


def two_player_note(rules: Rules) -> str:
    """``(At the two-player table.) `` before a question set at the classic table while Settings
    have three players: it names North, a seat the three-player table does not have."""
    return "" if rules.players == 2 else _("(At the two-player table.)") + " "


def suits(s: Suit) -> str:
    return common_words.suits(s)


def Suits(s: Suit) -> str:
    return common_words.suits_title(s)


def role_of(state: HandState, seat: int) -> str:
    if seat == state.elder:
        return _("elder hand")
    if seat == state.younger:
        return _("dealer") if state.rules.players == 2 else _("dealer's part")
    return _("dealer, sitting out")


def who(state: HandState, seat: int) -> str:
    """``North (dealer)``."""
    return _("{seat} ({role})").format(seat=names(state.rules)[seat], role=role_of(state, seat))


def plural(n: int, word: str) -> str:
    """``3 cards``: kept for callers outside the lessons (``word`` in English: "card", "trump" or "point"
    come from the catalogue; prefer ``n_cards``, ``n_trumps``, ``n_points``)."""
    words = {"card": n_cards, "trump": n_trumps, "point": n_points}
    if word in words:
        return words[word](n)
    return f"{n} {word}" + ("" if n == 1 else "s")


def n_cards(n: int) -> str:
    """``1 card``, ``3 cards``."""
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def n_trumps(n: int) -> str:
    """``no trumps``, ``1 trump``, ``2 trumps`` (a learner reads "holds 0 trumps" as a slip)."""
    if n == 0:
        return _("no trumps")
    return ngettext("{n} trump", "{n} trumps", n).format(n=n)


def n_points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def king_of(trump: Suit) -> Card:
    return KINGS[trump]


def arranged_deal(rules: Rules, rng: random.Random, dealer: int | None = None,
                  king_to: str | None = None) -> HandState:
    """A deal from the engine (``from_deal``) with the king of trumps placed on purpose:
    ``king_to`` is ``"turnup"``, ``"elder"``, ``"younger"``, ``"talon"`` or ``None`` (anywhere)."""
    if dealer is None:
        dealer = rng.randrange(rules.players)
    deck = list(DECK)
    rng.shuffle(deck)
    turnup = deck[10]
    if king_to is not None:
        trump = turnup.suit
        if king_to == "turnup":
            k = deck.index(KINGS[trump])
            deck[10], deck[k] = deck[k], deck[10]
        else:
            k = deck.index(KINGS[trump])
            slots = {"elder": range(0, 5), "younger": range(5, 10), "talon": range(11, 32)}[king_to]
            j = rng.choice(list(slots))
            deck[j], deck[k] = deck[k], deck[j]
    elder, younger = ecarte.roles(rules.players, dealer)
    hands: list[tuple[Card, ...]] = [()] * rules.players
    hands[elder] = tuple(deck[0:5])
    hands[younger] = tuple(deck[5:10])
    return ecarte.from_deal(rules, dealer, hands, deck[10], deck[11:])


def random_deal(rules: Rules, rng: random.Random, dealer: int | None = None) -> HandState:
    if dealer is None:
        dealer = rng.randrange(rules.players)
    return ecarte.deal(rules, dealer=dealer, seed=rng.randrange(2**31))


def is_face(card: Card) -> bool:
    return card.rank in (Rank.KING, Rank.QUEEN, Rank.JACK)
