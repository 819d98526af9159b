"""Every word of the Écarté engine that a learner reads.

Reasons (why an action is illegal) are built here as values (a code and the details
its sentence needs) and rendered by ``render`` when shown; score descriptions, action
labels, phase prompts and transcript lines are rendered from small values (codes,
cards, seats) through ``_()``. Suit and seat names and lists come from
``engine.words``.
"""
from __future__ import annotations

import inspect

from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

from .. import words as common
from ..cards import Card, NotationError, Suit
from ..errors import Reason
from ..i18n import N_, _, ngettext
from ..words import SUIT_PLURAL, SUIT_SINGULAR  # noqa: F401 - the names both games share


# Each rule option's title, as Settings and the rule book show it (and rule problems name it).
OPTION_TITLES = {
    "players": N_("Players"),
    "penalty": N_("Penalty when the deal is played without an exchange"),
    "dealer_must_exchange": N_("Dealer must exchange after accepting"),
    "must_trump": N_("Must trump when void"),
    "target_score": N_("Points to win the game"),
    "stake": N_("Stake per point"),
    "packets": N_("Packets of the deal"),
}

if TYPE_CHECKING:
    from .state import Phase


def the(card: Card) -> str:
    return common.the_card(card)


def either(cards: Sequence[Card]) -> str:
    """``the Q♠`` / ``the Q♠ or the K♠`` / ``the 8♥, the 9♥ or the 10♥``."""
    return common.cards_or(cards)


def seat_name(players: int, seat: int | None) -> str:
    """``South``; ``nobody`` for no seat."""
    return _("nobody") if seat is None else common.seat_name(players, seat)


PHASE_PROMPTS = {
    "proposal": N_("the elder hand must stand (play without proposing) or propose an exchange"),
    "response": N_("the dealer must accept or refuse the proposal"),
    "elder_exchange": N_("the elder hand must exchange: discard 1 to 5 cards and draw as many"),
    "dealer_exchange": N_("the dealer must now exchange"),
    "declare": N_("the holder of the king of trumps may declare it or not"),
    "play": N_("a card must be played"),
    "over": N_("the deal is over"),
}
THREE_PROMPTS = {
    "response": N_("the player taking the dealer's part must accept or refuse the proposal"),
    "dealer_exchange": N_("the player taking the dealer's part must now exchange"),
}
"""The prompts that differ with three players: the dealer sits out and the player on the
dealer's right answers the proposal and exchanges ("the dealer must accept" named the
player who holds no cards)."""


def phase_prompt(phase: Phase | str, players: int = 2) -> str:
    """What a phase asks for, inside a sentence (``phase``: a ``Phase`` or its value), at a
    table of ``players``."""
    key = str(getattr(phase, "value", phase))   # (a Phase is read by its value)
    return _((THREE_PROMPTS if players == 3 else {}).get(key, PHASE_PROMPTS[key]))


# ----- action labels ----------------------------------------------------------------

ACTION_LABELS = {"propose": N_("Propose an exchange"), "stand": N_("Stand (play these cards)"),
                 "accept": N_("Accept"), "refuse": N_("Refuse (play now)"),
                 "declare king": N_("Declare the king (Roi)"), "no declaration": N_("Say nothing")}


def action_label(action: object) -> str:
    """An Écarté action as the Play page's button says it: ``Propose an exchange``,
    ``Exchange 7♣ 8♦``, ``Keep my cards`` (an exchange of nothing), ``Play K♥``."""
    text = str(action)
    if text in ACTION_LABELS:
        return _(ACTION_LABELS[text])
    cards = getattr(action, "cards", None)
    if text.startswith("exchange"):
        if not cards:
            return _("Keep my cards")
        return _("Exchange {cards}").format(cards=" ".join(c.display for c in cards))
    card = getattr(action, "card", None)
    if card is not None:
        return _("Play {card}").format(card=card.display)
    return text


# ----- reasons: built here as values, rendered by ``render`` --------------------------

ACTION_FORMS = ("propose, stand, accept, refuse, exchange 9C TD, declare king, "
                "no declaration or play KH")


def _reason(code_: str, **details: Any) -> Reason:
    return Reason.of("ecarte", code_, **details)


def not_an_action(text: object) -> Reason:
    return _reason("not_an_action", text=str(text))


def hand_over() -> Reason:
    return _reason("hand_over")


def not_now(phase: str, action: object, players: int = 2) -> Reason:
    return _reason("not_now", phase=getattr(phase, "value", phase), action=str(action),
                   players=players)


def card_not_in_hand(card: Card) -> Reason:
    return _reason("card_not_in_hand", card=card)


def exchange_duplicate(card: Card) -> Reason:
    return _reason("exchange_duplicate", card=card)


def exchange_none_elder(players: int = 2) -> Reason:
    return _reason("exchange_none", role="elder", players=players)


def exchange_none_dealer(players: int = 2) -> Reason:
    return _reason("exchange_none", role="dealer", players=players)


def exchange_more_than_talon(count: int, talon: int) -> Reason:
    return _reason("exchange_more_than_talon", count=count, talon=talon)


def exchange_leave_one(count: int, most: int, players: int = 2) -> Reason:
    return _reason("exchange_leave_one", count=count, most=most, players=players)


def must_overtake(lead: Card, higher: Sequence[Card]) -> Reason:
    return _reason("must_overtake", lead=lead, cards=tuple(higher))


def must_follow(lead: Card, same: Sequence[Card]) -> Reason:
    return _reason("must_follow", lead=lead, cards=tuple(same))


def must_trump(lead: Card, trump: Suit, trumps: Sequence[Card]) -> Reason:
    return _reason("must_trump", lead=lead, trump=trump, cards=tuple(trumps))


def not_legal(action: object) -> Reason:
    return _reason("not_legal", action=str(action))


def _label_of(text: str) -> str:
    from .actions import parse_action
    try:
        return action_label(parse_action(text))
    except NotationError:
        return text


def _not_an_action(text: str) -> str:
    return _("{text} is not an Écarté action: write {forms}.").format(
        text=repr(text), forms=ACTION_FORMS)


def _hand_over() -> str:
    return _("The deal is over: no more actions can be taken.")


def _not_now(phase: str, action: str, players: int = 2) -> str:
    return _("“{action}” is not possible now: {prompt}.").format(
        action=_label_of(action), prompt=phase_prompt(phase, players))


def _card_not_in_hand(card: Card) -> str:
    return _("You do not hold {card}.").format(card=the(card))


def _exchange_duplicate(card: Card) -> str:
    return _("You named {card} twice: discard each card only once.").format(card=the(card))


def _exchange_none(role: str, players: int = 2) -> str:
    # with three players the dealer sits out: the player taking the dealer's part answers
    if role == "elder":
        return _("After the dealer accepts, the elder hand must discard at least one card.") if players == 2 \
            else _("After the player taking the dealer's part accepts, the elder hand must discard at least "
                   "one card.")
    return _("After accepting a proposal the dealer must exchange at least one card.") if players == 2 \
        else _("After accepting a proposal the player taking the dealer's part must exchange at least one card.")


def _exchange_more_than_talon(count: int, talon: int) -> str:
    return ngettext("The talon holds only {talon} card: you cannot discard {count}.",
                    "The talon holds only {talon} cards: you cannot discard {count}.",
                    talon).format(talon=talon, count=count)


def _exchange_leave_one(count: int, most: int, players: int = 2) -> str:
    if players == 2:
        return _("The elder hand must leave at least one card in the talon for the dealer: "
                 "you may discard at most {most}, not {count}.").format(most=most, count=count)
    return _("The elder hand must leave at least one card in the talon for the player taking the "
             "dealer's part: you may discard at most {most}, not {count}.").format(most=most, count=count)


def _must_overtake(lead: Card, cards: Sequence[Card]) -> str:
    return _("{Led} were led and you hold {card}, which beats {lead}: you must play "
             "{a_suit} that wins, {cards}.").format(
        Led=common.suits_title(lead.suit), card=the(cards[0]), lead=the(lead),  # type: ignore[arg-type]  # no joker in Écarté: every card has a suit
        a_suit=common.a_suit(lead.suit), cards=either(cards))  # type: ignore[arg-type]  # (as above)


def _must_follow(lead: Card, cards: Sequence[Card]) -> str:
    if len(cards) == 1:
        sentence = _("{Led} were led and you hold {a_suit}: you must follow suit with {cards}.")
    else:
        sentence = _("{Led} were led and you hold {suits}: you must follow suit with {cards}.")
    return sentence.format(Led=common.suits_title(lead.suit), a_suit=common.a_suit(lead.suit),  # type: ignore[arg-type]  # no joker in Écarté: every card has a suit
                           suits=common.suits(lead.suit), cards=either(cards))  # type: ignore[arg-type]  # (as above)


def _must_trump(lead: Card, trump: Suit, cards: Sequence[Card]) -> str:
    if len(cards) == 1:
        sentence = _("{Led} were led and you have none, but you hold a trump ({trump}): "
                     "you must trump with {cards}.")
    else:
        sentence = _("{Led} were led and you have none, but you hold trumps ({trump}): "
                     "you must trump with {cards}.")
    return sentence.format(Led=common.suits_title(lead.suit), trump=common.suits(trump),  # type: ignore[arg-type]  # no joker in Écarté: every card has a suit
                           cards=either(cards))


def _not_legal(action: str) -> str:
    return _("“{action}” is not possible now.").format(action=_label_of(action))


def _scores_shape(players: int) -> str:
    return ngettext("the scores must be {n} whole number, 0 or more",
                    "the scores must be {n} whole numbers, 0 or more", players).format(n=players)


def _scores_won(target: int) -> str:
    return _("the game is already won: a score has reached the target of {target}").format(
        target=target)


RENDER: dict[str, Callable[..., str]] = {
    "scores_shape": _scores_shape, "scores_won": _scores_won,
    "not_an_action": _not_an_action, "hand_over": _hand_over, "not_now": _not_now,
    "card_not_in_hand": _card_not_in_hand, "exchange_duplicate": _exchange_duplicate,
    "exchange_none": _exchange_none, "exchange_more_than_talon": _exchange_more_than_talon,
    "exchange_leave_one": _exchange_leave_one, "must_overtake": _must_overtake,
    "must_follow": _must_follow, "must_trump": _must_trump, "not_legal": _not_legal,
}
"""Every Écarté ``Reason`` code and the function that renders its sentence."""

RULE_PROBLEMS = frozenset({"scores_shape", "scores_won"})
"""The codes above that are problems of the rules or scores a hand starts from, not of a
position."""


def render(reason: Reason) -> str:
    """The sentence of an Écarté ``Reason``, in the current language (from the details
    its sentence needs; a reason may carry more, for tests and the lessons)."""
    sentence = RENDER[reason.code]
    wanted = inspect.signature(sentence).parameters
    return sentence(**{k: v for k, v in reason.details if k in wanted})


# --- scores -----------------------------------------------------------------------

AWARD_TEXT = {
    "turned_king": N_("the king of trumps turned up"),
    "declared_king": N_("the king of trumps declared"),
    "point": N_("the point (3 or 4 tricks)"),
    "vole": N_("the vole (all 5 tricks)"),
    "point_after_stand": N_("the point, doubled because the elder hand played without proposing"),
    "vole_after_stand": N_("the vole, raised because the elder hand played without proposing"),
    "point_after_refusal": N_("the point, doubled because the first proposal was refused"),
    "vole_after_refusal": N_("the vole, raised because the first proposal was refused"),
}


def award_text(seat: int, points: int, code: str, names: Sequence[str] | None = None,
               me: int | None = None) -> str:
    """``South scores 1 for the point (3 or 4 tricks).`` with ``names`` (one per seat;
    without them the seats are numbered); the learner's seat ``me`` says ``You score``."""
    what = _(AWARD_TEXT[code])
    if seat == me or (names and names[seat] == _("You")):
        return _("You score {points} for {what}.").format(points=points, what=what)
    who = names[seat] if names else _("Seat {n}").format(n=seat)
    return _("{seat} scores {points} for {what}.").format(seat=who, points=points, what=what)


# --- transcripts ------------------------------------------------------------------

def cards_line(cards: Iterable[Card]) -> str:
    return " ".join(c.display for c in cards) or "-"


def deal_lines(dealer: int, elder: int, younger: int, hands: Sequence[Sequence[Card]],
               turnup: Card, talon: Sequence[Card], players: int) -> list[str]:
    def name(seat: int) -> str:
        return seat_name(players, seat)

    lines = [_("{seat} deals.").format(seat=name(dealer))]
    if players == 3:
        lines.append(_("{dealer} sits out; {seat} plays the dealer's part.").format(
            dealer=name(dealer), seat=name(younger)))
    lines.append(_("{seat} (elder hand): {cards}").format(seat=name(elder),
                                                          cards=cards_line(hands[elder])))
    lines.append(_("{seat} (dealer's part): {cards}").format(seat=name(younger),
                                                             cards=cards_line(hands[younger])))
    lines.append(_("Turned up: {card}; {suits} are trumps.").format(
        card=turnup.display, suits=common.suits(turnup.suit)))  # type: ignore[arg-type]  # no joker in Écarté: every card has a suit
    lines.append(_("Talon: {cards}").format(cards=cards_line(talon)))
    return lines


def action_line(players: int, seat: int, action: object, drawn: Sequence[Card] = ()) -> str:
    """``South: exchange 7C 8C (draws 9♥ T♥)``: the action in notation."""
    if drawn:
        return _("{seat}: {action} (draws {cards})").format(
            seat=seat_name(players, seat), action=action, cards=cards_line(drawn))
    return f"{seat_name(players, seat)}: {action}"


def trick_line(players: int, number: int, leader: int, lead: Card, follow: Card,
               winner: int) -> str:
    return _("Trick {number}: {lead} led by {leader}, {follow} follows; {winner} wins.").format(
        number=number, lead=lead.display, leader=seat_name(players, leader),
        follow=follow.display, winner=seat_name(players, winner))


def game_won_line(players: int, seat: int) -> str:
    return _("{seat} reaches the target score and wins the game.").format(
        seat=seat_name(players, seat))


def hand_points_line(points: Sequence[int], tricks: Sequence[int]) -> str:
    return _("Points for the deal: {points}; tricks: {tricks}").format(
        points=" ".join(map(str, points)), tricks=" ".join(map(str, tricks)))
