"""Small pure helpers shared by the Euchre lessons (words and random picks)."""
from __future__ import annotations

import random
from typing import Sequence

from engine import euchre
from engine.cards import JOKER, Card, Rank, Suit
from engine.words import Seats
from engine.words import suit as one_suit
from engine.euchre import words as W
from engine.euchre.rules import Rules
from engine.i18n import _

from ..text import join  # noqa: F401  (the lessons import it from here)


def rng_for(topic: str, seed: int) -> random.Random:
    return random.Random(f"{topic}:{int(seed)}")


def partners_only(rules: Rules) -> Rules:
    """The same table with nobody going or defending alone: the lessons before Going alone
    (following suit, scoring) show only hands where all four play."""
    if rules.players != 4 or not (rules.allow_alone or rules.allow_lone_defender):
        return rules
    return rules.replace(allow_alone=False, allow_lone_defender=False, call_for_best=False)


def seat_names(rules: Rules) -> tuple[str, ...]:
    return Seats(rules.players)


def seat(rules: Rules, s: int) -> str:
    return W.seat_name(rules, s)


def belongs_sentence(card: Card, trump: Suit) -> str:
    """Why ``card`` belongs to the suit it does this hand (the engine's effective suit)."""
    eff = euchre.effective_suit(card, trump)
    role = W.card_role(card, trump)
    if card is JOKER:
        return _("The Benny (the joker) is the highest trump, so it belongs to {suits} in this deal.").format(
            suits=W.suits(trump))
    if role == "left bower":
        return _("The {card} is the left bower: the jack of the same colour as trump, so it is {a_trump} in "
                 "this deal, not {a_suit}.").format(card=card.display, a_trump=W.a_suit(trump), a_suit=W.a_suit(card.suit))
    if role == "right bower":
        return _("The {card} is the right bower, the highest {suit}.").format(
            card=card.display, suit=one_suit(trump))
    if card.rank is Rank.JACK:
        text = (_("The {card} is not a bower ({suits} are trump and the bowers are red jacks), so it stays "
                  "{a_suit}.") if trump.is_red else
                _("The {card} is not a bower ({suits} are trump and the bowers are black jacks), so it stays "
                  "{a_suit}."))
        return text.format(card=card.display, suits=W.suits(trump), a_suit=W.a_suit(eff))
    return _("The {card} is simply {a_suit}.").format(card=card.display, a_suit=W.a_suit(eff))


# ---- nudges: hints for a wrong pick that name the mistake, not the answer ---------------------

def role_nudge(card: Card, trump: Suit) -> str:
    """What ``card`` is this hand, for a learner who misjudged it ("" for an ordinary card)."""
    role = W.card_role(card, trump)
    if card is JOKER:
        return _("Look again at the Benny (the joker): it is the highest trump of all.")
    if role == "right bower":
        return _("Look again at the {card}: with {suits} trump it is the right bower.").format(
            card=card.display, suits=W.suits(trump))
    if role == "left bower":
        return _("Look again at the {card}: with {suits} trump it is the left bower, a trump in this deal.").format(
            card=card.display, suits=W.suits(trump))
    if card.rank is Rank.JACK:
        text = (_("The {card} is not a bower in this deal: with {suits} trump, the bowers are the two red jacks.")
                if trump.is_red else
                _("The {card} is not a bower in this deal: with {suits} trump, the bowers are the two black jacks."))
        return text.format(card=card.display, suits=W.suits(trump))
    return ""


def suit_nudge(card: Card, trump: Suit, picked: Suit, benny: bool = False) -> str:
    """For a learner who said ``card`` belongs to ``picked`` this hand (``benny``: the pack has the joker)."""
    role = W.card_role(card, trump)
    if card is JOKER:
        return _("The joker has no printed suit: what is the Benny in British Euchre?")
    if role == "left bower" and picked is card.suit:
        return _("Is the {card} one of the bowers when {suits} are trump? A bower leaves its printed suit."
                 ).format(card=card.display, suits=W.suits(trump))
    if card.rank is Rank.JACK and not role and picked is trump:
        return role_nudge(card, trump)
    if card.rank is not Rank.JACK:
        return (_("The {card} is not a jack: only the bowers (and the Benny) leave their printed suit.") if benny
                else _("The {card} is not a jack: only the bowers leave their printed suit.")).format(
            card=card.display)
    return _("A card belongs to its printed suit unless it is a bower: which jacks are the bowers when {suits} "
             "are trump?").format(suits=W.suits(trump))


def rank_nudge(order: Sequence[Card], correct: Sequence[Card], trump: Suit) -> str:
    """For a learner who ranked the cards as ``order``: about the first card out of place."""
    for placed, due in zip(order, correct):
        if placed is not due:
            # the card moved furthest from its place is the likely slip (the due one on a tie), and
            # a misjudged bower or jack the likely reason
            for c in sorted((due, placed), key=lambda c: abs(order.index(c) - correct.index(c)), reverse=True):
                if W.card_role(c, trump) or c.rank is Rank.JACK:
                    hint = role_nudge(c, trump)
                    if hint:
                        return hint
            return _("Compare the {card} and the {other} again: which of the two ranks higher?").format(
                card=placed.display, other=due.display)
    return ""


def trick_nudge(plays, trump: Suit, picked: Card) -> str:
    """For a learner who said ``picked`` wins the trick (it does not)."""
    led = euchre.effective_suit(plays[0][1], trump)
    eff = euchre.effective_suit(picked, trump)
    if picked.rank is Rank.JACK and not W.card_role(picked, trump):
        return role_nudge(picked, trump)
    # the bowers are named only when the trick holds one (lesson zero keeps the jacks out of play)
    bowers = any(W.card_role(c, trump) for _seat, c in plays)
    if eff is trump:
        return (_("The {card} is a trump, but is it the highest trump in this trick? Remember the bowers.")
                if bowers else
                _("The {card} is a trump, but is it the highest trump in this trick?")).format(card=picked.display)
    if eff is led:
        if any(euchre.is_trump(c, trump) for _seat, c in plays):
            left = any(W.card_role(c, trump) == "left bower" for _seat, c in plays)
            return (_("The {card} follows the suit led, but is there a trump in this trick? The left bower "
                      "counts as one.") if left else
                    _("The {card} follows the suit led, but is there a trump in this trick?")).format(
                        card=picked.display)
        return _("The {card} follows suit, but is it the highest {suit} played?").format(
            card=picked.display, suit=one_suit(led))
    if led is trump:   # not "neither a trump nor a heart" with hearts trump
        return _("The {card} is not a trump, and trumps were led: can it win the trick?").format(card=picked.display)
    return _("The {card} is neither a trump nor {a_suit} (the suit led): can it win the trick?").format(
        card=picked.display, a_suit=W.a_suit(led))


def follow_nudge(led: Suit, bowers: bool = True) -> str:
    """For a learner who picked a card that does not follow ``led`` while holding one that does:
    the duty to follow, without naming the cards that meet it (``bowers``: the lesson has taught them)."""
    text = (_("{suits} were led, and a player who holds {a_suit} must play one: which of your cards are "
              "{those} in this deal, counting the bowers?") if bowers else
            _("{suits} were led, and a player who holds {a_suit} must play one: which of your cards are {those}?"))
    return text.format(suits=W.Suits(led), a_suit=W.a_suit(led), those=W.suits(led))


def describe(card: Card, trump: Suit) -> str:
    """``J♦ (left bower)``; the Benny by its name alone (it read "Benny (Benny)")."""
    role = W.card_role(card, trump)
    if not role or card.is_joker:
        return card.display
    return _("{card} ({role})").format(card=card.display, role=_(role))


def losing_sentence(card: Card, winner: Card, trump: Suit, led: Suit) -> str:
    """Why ``card`` does not take a trick led in ``led`` (effective suit) that ``winner`` takes. (It
    said only how the card stood: "Q♠ follows the suit led (spades)." read as a reason to pick it.)"""
    eff = euchre.effective_suit(card, trump)
    if eff is trump:
        return _("The {card} is a trump, but the {winner} is a higher one.").format(
            card=describe(card, trump), winner=describe(winner, trump))
    if eff is led:
        if euchre.is_trump(winner, trump):
            return _("The {card} follows the suit led, but a trump beats it: the {winner}.").format(
                card=card.display, winner=describe(winner, trump))
        return _("The {card} follows the suit led, but the {winner} is higher.").format(
            card=card.display, winner=winner.display)
    if led is trump:
        return _("The {card} is not a trump, and trumps were led, so it cannot win.").format(card=card.display)
    return _("The {card} is neither a trump nor {a_suit}, the suit led, so it cannot win.").format(
        card=card.display, a_suit=W.a_suit(led))


def pick_trump(rng: random.Random) -> Suit:
    return Suit(rng.randrange(4))


def sample_with_bowers(rng: random.Random, cards: Sequence[Card], trump: Suit, k: int,
                       bower_bias: float = 0.6) -> list[Card]:
    """``k`` distinct cards, more often than chance including the bowers. The Benny comes only as
    often as chance: it wins every trick it is in and its label ("Benny") stands out, so favoured
    like the bowers, "pick the longest label" won 54% of the British trick questions."""
    pool = list(cards)
    special = [c for c in pool if W.card_role(c, trump) in ("right bower", "left bower")]
    out: list[Card] = []
    for c in special:
        if len(out) < k and rng.random() < bower_bias / max(1, len(special) - 1):
            out.append(c)
    rest = [c for c in pool if c not in out]
    out += rng.sample(rest, k - len(out))
    rng.shuffle(out)
    return out

