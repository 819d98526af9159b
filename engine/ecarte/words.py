"""Every English sentence of the Écarté engine that a learner reads.

Reasons (why an action is illegal), score descriptions, prompts and transcript
lines are rendered here from small values (codes, cards, seats), so a later
translation only replaces this module.
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence

from ..cards import Card, Suit
from ..errors import Reason

SUIT_PLURAL = {Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds", Suit.HEARTS: "hearts", Suit.SPADES: "spades"}
SUIT_SINGULAR = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart", Suit.SPADES: "spade"}


def the(card: Card) -> str:
    return "the " + card.display


def either(cards: Sequence[Card]) -> str:
    """``the Q♠`` / ``the Q♠ or the K♠`` / ``the 8♥, the 9♥ or the 10♥``."""
    names = [the(c) for c in cards]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " or " + names[-1]


def seat_name(seat: int | None) -> str:
    return "nobody" if seat is None else f"Seat {seat}"


PHASE_PROMPTS = {
    "proposal": "the elder hand must stand (play without proposing) or propose an exchange",
    "response": "the dealer must accept or refuse the proposal",
    "elder_exchange": "the elder hand must exchange: discard 1 to 5 cards and draw as many",
    "dealer_exchange": "the dealer must now exchange",
    "declare": "the holder of the king of trumps may declare it or not",
    "play": "a card must be played",
    "over": "the hand is over",
}


def _reason(code_: str, text_: str, **details: Any) -> Reason:
    return Reason(code_, text_, tuple(details.items()))


def not_an_action(text: object) -> Reason:
    return _reason(
        "not_an_action",
        f"{text!r} is not an Écarté action: write propose, stand, accept, refuse, "
        "exchange 9C TD, declare king, no declaration or play KH.",
        text=str(text),
    )


def hand_over() -> Reason:
    return _reason("hand_over", "The hand is over: no more actions can be taken.")


def not_now(phase: str, action: object) -> Reason:
    prompt = PHASE_PROMPTS[phase]
    return _reason(
        "not_now",
        f"You cannot {action} now: {prompt}.",
        phase=phase, action=str(action),
    )


def card_not_in_hand(card: Card) -> Reason:
    return _reason("card_not_in_hand", f"You do not hold {the(card)}.", card=card)


def exchange_duplicate(card: Card) -> Reason:
    return _reason(
        "exchange_duplicate", f"You named {the(card)} twice: discard each card only once.", card=card
    )


def exchange_none_elder() -> Reason:
    return _reason(
        "exchange_none",
        "After the dealer accepts, the elder hand must discard at least one card.",
        role="elder",
    )


def exchange_none_dealer() -> Reason:
    return _reason(
        "exchange_none",
        "After accepting a proposal the dealer must exchange at least one card.",
        role="dealer",
    )


def exchange_more_than_talon(count: int, talon: int) -> Reason:
    return _reason(
        "exchange_more_than_talon",
        f"The talon holds only {talon} card{'s' if talon != 1 else ''}: "
        f"you cannot discard {count}.",
        count=count, talon=talon,
    )


def exchange_leave_one(count: int, most: int) -> Reason:
    return _reason(
        "exchange_leave_one",
        f"The elder hand must leave at least one card in the talon for the dealer: "
        f"you may discard at most {most}, not {count}.",
        count=count, most=most,
    )


def must_overtake(lead: Card, higher: Sequence[Card]) -> Reason:
    suit = lead.suit
    return _reason(
        "must_overtake",
        f"{SUIT_PLURAL[suit].capitalize()} were led and you hold {the(higher[0])}, which beats "
        f"{the(lead)}: you must play a {SUIT_SINGULAR[suit]} that wins, {either(higher)}.",
        lead=lead, cards=tuple(higher),
    )


def must_follow(lead: Card, same: Sequence[Card]) -> Reason:
    suit = lead.suit
    return _reason(
        "must_follow",
        f"{SUIT_PLURAL[suit].capitalize()} were led and you hold "
        f"{'a ' + SUIT_SINGULAR[suit] if len(same) == 1 else SUIT_PLURAL[suit]}: "
        f"you must follow suit with {either(same)}.",
        lead=lead, cards=tuple(same),
    )


def must_trump(lead: Card, trump: Suit, trumps: Sequence[Card]) -> Reason:
    return _reason(
        "must_trump",
        f"{SUIT_PLURAL[lead.suit].capitalize()} were led and you have none, but you hold "
        f"{'a trump' if len(trumps) == 1 else 'trumps'} ({SUIT_PLURAL[trump]}): "
        f"you must trump with {either(trumps)}.",
        lead=lead, trump=trump, cards=tuple(trumps),
    )


def not_legal(action: object) -> Reason:
    return _reason("not_legal", f"You cannot {action} now.", action=str(action))


# --- scores -----------------------------------------------------------------------

AWARD_TEXT = {
    "turned_king": "the king of trumps turned up",
    "declared_king": "the king of trumps declared",
    "point": "the point (3 or 4 tricks)",
    "vole": "the vole (all 5 tricks)",
    "point_after_stand": "the point, doubled because the elder hand played without proposing",
    "vole_after_stand": "the vole, raised because the elder hand played without proposing",
    "point_after_refusal": "the point, doubled because the first proposal was refused",
    "vole_after_refusal": "the vole, raised because the first proposal was refused",
}


def award_text(seat: int, points: int, code: str, names: Sequence[str] | None = None) -> str:
    """``South scores 1 for the point (3 or 4 tricks).`` with ``names`` (one per seat);
    without them the seats are numbered. The name ``You`` takes the verb ``score``."""
    who = names[seat] if names else seat_name(seat)
    verb = "score" if who == "You" else "scores"
    return f"{who} {verb} {points} for {AWARD_TEXT[code]}."


# --- transcripts ------------------------------------------------------------------

def cards_line(cards: Iterable[Card]) -> str:
    return " ".join(c.display for c in cards) or "-"


def deal_lines(dealer: int, elder: int, younger: int, hands: Sequence[Sequence[Card]],
               turnup: Card, talon: Sequence[Card], players: int) -> list[str]:
    lines = [f"{seat_name(dealer)} deals."]
    if players == 3:
        lines.append(f"{seat_name(dealer)} sits out; {seat_name(younger)} plays the dealer's part.")
    lines.append(f"{seat_name(elder)} (elder hand): {cards_line(hands[elder])}")
    lines.append(f"{seat_name(younger)} (dealer's part): {cards_line(hands[younger])}")
    lines.append(f"Turned up: {turnup.display}; {SUIT_PLURAL[turnup.suit]} are trumps.")
    lines.append(f"Talon: {cards_line(talon)}")
    return lines


def action_line(seat: int, action: object, detail: str = "") -> str:
    return f"{seat_name(seat)}: {action}{detail}"


def trick_line(number: int, leader: int, lead: Card, follow: Card, winner: int) -> str:
    return f"Trick {number}: {lead.display} led by {seat_name(leader)}, {follow.display} follows; {seat_name(winner)} wins."


def game_won_line(seat: int) -> str:
    return f"{seat_name(seat)} reaches the target score and wins the game."
