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


def partners_only(rules: Rules) -> Rules:
    """The same table with nobody going or defending alone: the lessons before Going alone
    (following suit, scoring) show only hands where all four play."""
    if rules.players != 4 or not (rules.allow_alone or rules.allow_lone_defender):
        return rules
    return rules.replace(allow_alone=False, allow_lone_defender=False, call_for_best=False)


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


# ---- nudges: hints for a wrong pick that name the mistake, not the answer ---------------------

def role_nudge(card: Card, trump: Suit) -> str:
    """What ``card`` is this hand, for a learner who misjudged it ("" for an ordinary card)."""
    role = W.card_role(card, trump)
    if card is JOKER:
        return "Look again at the Benny (the joker): it is the highest trump of all."
    if role == "right bower":
        return f"Look again at the {card.display}: with {W.suits(trump)} trump it is the right bower."
    if role == "left bower":
        return (f"Look again at the {card.display}: with {W.suits(trump)} trump it is the left bower, "
                "a trump this hand.")
    if card.rank is Rank.JACK:
        colour = "red" if trump.is_red else "black"
        return (f"The {card.display} is not a bower this hand: with {W.suits(trump)} trump, the bowers "
                f"are the two {colour} jacks.")
    return ""


def suit_nudge(card: Card, trump: Suit, picked: Suit) -> str:
    """For a learner who said ``card`` belongs to ``picked`` this hand."""
    role = W.card_role(card, trump)
    if card is JOKER:
        return "The joker has no printed suit: what is the Benny in British Euchre?"
    if role == "left bower" and picked is card.suit:
        return (f"Is the {card.display} one of the bowers when {W.suits(trump)} are trump? "
                "A bower leaves its printed suit.")
    if card.rank is Rank.JACK and not role and picked is trump:
        return role_nudge(card, trump)
    if card.rank is not Rank.JACK:
        return (f"The {card.display} is not a jack: only the bowers (and the Benny) leave their "
                "printed suit.")
    return ("A card belongs to its printed suit unless it is a bower: which jacks are the bowers "
            f"when {W.suits(trump)} are trump?")


def rank_nudge(order: Sequence[Card], correct: Sequence[Card], trump: Suit) -> str:
    """For a learner who ranked the cards as ``order``: about the first card out of place."""
    for placed, due in zip(order, correct):
        if placed is not due:
            for c in (placed, due):   # a misjudged bower or jack is the likely slip
                if W.card_role(c, trump) or c.rank is Rank.JACK:
                    hint = role_nudge(c, trump)
                    if hint:
                        return hint
            return (f"Compare the {placed.display} and the {due.display} again: "
                    "which of the two ranks higher?")
    return ""


def trick_nudge(plays, trump: Suit, picked: Card) -> str:
    """For a learner who said ``picked`` wins the trick (it does not)."""
    led = euchre.effective_suit(plays[0][1], trump)
    eff = euchre.effective_suit(picked, trump)
    if picked.rank is Rank.JACK and not W.card_role(picked, trump):
        return role_nudge(picked, trump)
    if eff is trump:
        return (f"The {picked.display} is a trump, but is it the highest trump in this trick? "
                "Remember the bowers.")
    if eff is led:
        if any(euchre.is_trump(c, trump) for _, c in plays):
            return (f"The {picked.display} follows the suit led, but is there a trump in this trick? "
                    "The left bower counts as one.")
        return f"The {picked.display} follows suit, but is it the highest {W.SUIT_SINGULAR[led]} played?"
    return (f"The {picked.display} is neither a trump nor {W.a_suit(led)} (the suit led): "
            "can it win the trick?")


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
