"""Every English word of Euchre that a learner reads: names, and the sentences
behind each ``Reason`` code. A translation is a sibling module with the same
functions; the engine's logic never builds sentences itself.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from ..cards import JOKER, Card, Suit
from .ranking import role
from .rules import Rules

SUIT_PLURAL = {Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds", Suit.HEARTS: "hearts",
               Suit.SPADES: "spades"}
SUIT_SINGULAR = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart",
                 Suit.SPADES: "spade"}
SEAT_NAMES = {
    4: ("South", "West", "North", "East"),
    3: ("South", "West", "East"),
    2: ("South", "North"),
}


def suits(suit: Suit) -> str:
    return SUIT_PLURAL[suit]


def Suits(suit: Suit) -> str:  # noqa: N802 - capitalised form for sentence starts
    return SUIT_PLURAL[suit].capitalize()


def a_suit(suit: Suit) -> str:
    return f"a {SUIT_SINGULAR[suit]}"


def card(c: Card) -> str:
    return c.display


def the_cards(cards: Sequence[Card], joiner: str = "or") -> str:
    """``the 9♦``, ``the 9♦ or the Q♦``, ``the 9♦, the K♦ or the A♦``."""
    names = [f"the {c.display}" for c in cards]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {joiner} " + names[-1]


def seat_name(rules: Rules, seat: int) -> str:
    return SEAT_NAMES[rules.players][seat]


def team_name(rules: Rules, team: int) -> str:
    if rules.players == 4:
        a, b = SEAT_NAMES[4][team], SEAT_NAMES[4][team + 2]
        return f"{a}–{b}" if team == 0 else f"{b}–{a}"
    return seat_name(rules, team)


_ROLE_NAMES = {"benny": "Benny", "right": "right bower", "left": "left bower"}


def card_role(c: Card, trump: Suit | None) -> str:
    """``right bower``, ``left bower``, ``Benny`` or ``""`` (the role from ``ranking.role``)."""
    return _ROLE_NAMES.get(role(c, trump), "")


ACTION_LABELS = {
    "pass": "Pass",
    "order": "Order it up",
    "alone": "Go alone",
    "partner": "Play with partner",
    "defend alone": "Defend alone",
    "defend": "Defend with partner",
}


def action_label(action, rules: Rules | None = None, dealer_acting: bool = False) -> str:
    """A button label for an action: ``Order it up``, ``Call hearts``, ``Play J♦``."""
    kind = action.kind.value
    if kind == "order" and dealer_acting:
        return "Pick it up"
    if kind in ACTION_LABELS:
        return ACTION_LABELS[kind]
    if kind == "call":
        return f"Call {suits(action.suit)}"
    shown = "the Benny" if action.card is JOKER else action.card.display
    return f"{kind.capitalize()} {shown}"


def options(actions: Iterable) -> str:
    """The actions as a learner reads them: ``“Pass” or “Call hearts”``."""
    texts = [f"“{action_label(a)}”" for a in actions]
    if not texts:
        return "nothing"
    if len(texts) == 1:
        return texts[0]
    return ", ".join(texts[:-1]) + " or " + texts[-1]


def _trump_note(c: Card, trump: Suit) -> str:
    """Why a card is a trump although its face says otherwise."""
    if c is JOKER:
        return "the Benny is the highest trump"
    return f"your {c.display} is {a_suit(trump)} while {suits(trump)} are trump"


# One function per reason code; each takes the reason's details as keywords.

ACTION_FORMS = ("pass, order, call H, discard 9C, alone, partner, defend alone, defend, "
                "give AS or play JD")


def not_understood(text: str, card_problem: str | None = None) -> str:
    if card_problem:
        return f"I don't understand “{text}”: {card_problem}"
    return f"I don't understand “{text}”. Actions are written like {ACTION_FORMS}."


def hand_over() -> str:
    return "The hand is over: there is nothing left to do."


def must_follow(led: Suit, trump: Suit, played: Card, follow: Sequence[Card]) -> str:
    bowers = [c for c in follow if c is JOKER or (c.suit is not led)]
    if played.suit is led and role(played, trump) == "left":
        return (f"{Suits(led)} were led, but your {played.display} is the left bower, "
                f"{a_suit(trump)} this hand: you must follow with {the_cards(follow)}.")
    if len(follow) == 1:
        c = follow[0]
        if bowers:
            return f"{Suits(led)} were led and {_trump_note(c, trump)}: you must play it."
        return f"{Suits(led)} were led and you hold the {c.display}: you must play it."
    note = ""
    if bowers:
        note = " (" + "; ".join(_trump_note(c, trump) for c in bowers) + ")"
    return (f"{Suits(led)} were led and you hold {the_cards(follow, 'and')}{note}: "
            f"you must follow suit with one of them.")


def not_in_hand(c: Card) -> str:
    return f"You don't hold the {c.display}."


def partner_lacks(c: Card) -> str:
    return f"Your partner's hand has no {c.display} to give."


def bid1_call(upcard: Card, suit: Suit) -> str:
    return (f"In the first round you may only order up the {upcard.display} "
            f"(making {suits(upcard.suit)} trump) or pass; naming {suits(suit)} comes in "
            "the second round, if everyone passes.")


def bid2_order(upcard: Card) -> str:
    return (f"The {upcard.display} was turned down: in the second round you name a suit "
            "or pass.")


def turned_down_suit(suit: Suit) -> str:
    return (f"{Suits(suit)} were turned down in the first round: in the second round you "
            "may name any other suit.")


def stick_the_dealer() -> str:
    return ("Stick the Dealer: everyone else has passed twice, so the dealer may not pass "
            "and must name a suit.")


def benny_no_bidding() -> str:
    return ("The Benny (the joker) was turned up: the dealer names trump at once and there "
            "is no bidding this hand.")


def discard_upcard(c: Card) -> str:
    return (f"Under these rules the dealer may not discard the card just taken "
            f"(the {c.display}): discard one of the other five.")


def wrong_phase(phase: str, legal: Sequence) -> str:
    where = phase if phase.startswith("the ") else "the " + phase
    return f"That is not possible now: it is {where}. You may: {options(legal)}."


def play_started(legal: Sequence) -> str:
    return f"Play has begun: choose a card to play ({options(legal)})."


ROW_WORDS = {
    "made": "made it", "march": "a march",
    "lone_made": "made it", "lone_march": "a lone march",
    "euchred": "euchred", "lone_defender_euchre": "euchred by a lone defender",
    "lone_defender_march": "euchred by a lone defender",
}


def points(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def result_sentence(rules: Rules, result) -> str:
    """How a hand ended, e.g. ``East–West called hearts: 3 of 5 tricks, made it.
    1 point to East–West.``"""
    if result.thrown_in:
        return "Everyone passed twice: the hand is thrown in and the deal passes to the left."
    makers = team_name(rules, result.makers)
    alone = " and went alone" if result.alone else ""
    scorers = [t for t, p in enumerate(result.points) if p]
    each = " each" if len(scorers) > 1 else ""
    to = " and ".join(team_name(rules, t) for t in scorers)
    return (f"{makers} called {suits(result.trump)}{alone}: {result.maker_tricks} of "
            f"{rules.hand_size} tricks, {ROW_WORDS[result.row]}. "
            f"{points(result.points[scorers[0]])}{each} to {to}.")
