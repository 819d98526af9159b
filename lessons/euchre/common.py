"""Small pure helpers shared by the Euchre lessons (words and random picks)."""
from __future__ import annotations

import random
from typing import Sequence

from engine import euchre
from engine.cards import JOKER, Card, Rank, Suit
from engine.euchre import words as W
from engine.euchre.rules import Rules


def rng_for(topic: str, seed: int) -> random.Random:
    return random.Random(f"{topic}:{int(seed)}")


def seat_names(rules: Rules) -> tuple[str, ...]:
    return W.SEAT_NAMES[rules.players]


def seat(rules: Rules, s: int) -> str:
    return W.seat_name(rules, s)


def belongs_sentence(card: Card, trump: Suit) -> str:
    """Why ``card`` belongs to the suit it does this hand (the engine's effective suit)."""
    eff = euchre.effective_suit(card, trump)
    role = W.card_role(card, trump)
    if card is JOKER:
        return f"The Benny (the joker) is the highest trump, so it belongs to {W.suits(trump)} this hand."
    if role == "left bower":
        return (f"The {card.display} is the left bower: the jack of the same colour as trump, so it is "
                f"{W.a_suit(trump)} this hand, not {W.a_suit(card.suit)}.")
    if role == "right bower":
        return f"The {card.display} is the right bower, the highest {W.SUIT_SINGULAR[trump]}."
    if card.rank is Rank.JACK:
        return (f"The {card.display} is not a bower ({W.suits(trump)} are trump and the bowers are red"
                if trump.is_red else
                f"The {card.display} is not a bower ({W.suits(trump)} are trump and the bowers are black") + \
            f" jacks), so it stays {W.a_suit(eff)}."
    return f"The {card.display} is simply {W.a_suit(eff)}."


def describe(card: Card, trump: Suit) -> str:
    """``J♦ (left bower)``."""
    role = W.card_role(card, trump)
    return f"{card.display} ({role})" if role else card.display


def power_sentence(card: Card, trump: Suit, led: Suit) -> str:
    """How a card stands in a trick led in ``led`` (effective suit)."""
    eff = euchre.effective_suit(card, trump)
    role = W.card_role(card, trump)
    if eff is trump:
        if role:
            return f"{card.display} is the {role}, a trump"
        return f"{card.display} is a trump"
    if eff is led:
        return f"{card.display} follows the suit led ({W.suits(led)})"
    return f"{card.display} is neither trump nor {W.a_suit(led)}, so it cannot win"


def pick_trump(rng: random.Random) -> Suit:
    return Suit(rng.randrange(4))


def sample_with_bowers(rng: random.Random, cards: Sequence[Card], trump: Suit, k: int,
                       bower_bias: float = 0.6) -> list[Card]:
    """``k`` distinct cards, more often than chance including the bowers and the Benny."""
    pool = list(cards)
    special = [c for c in pool if W.card_role(c, trump)]
    out: list[Card] = []
    for c in special:
        if len(out) < k and rng.random() < bower_bias / max(1, len(special) - 1):
            out.append(c)
    rest = [c for c in pool if c not in out]
    out += rng.sample(rest, k - len(out))
    rng.shuffle(out)
    return out


def join(items: Sequence[str], last: str = "and") -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]
