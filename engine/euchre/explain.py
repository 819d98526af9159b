"""Why an action is illegal: a ``Reason`` (a code and the details its sentence needs),
rendered by ``words.render`` when it is shown."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ..cards import Card, NotationError
from ..errors import Reason
from .actions import Action, Kind
from .obligation import obligation

if TYPE_CHECKING:
    from .state import HandState


def _reason(code: str, **details: object) -> Reason:
    return Reason.of("euchre", code, **details)


def not_understood(text: str, err: Exception) -> Reason:
    message = str(err)
    problem = message if "is not a card" in message or "is not a suit" in message else None
    return _reason("not_understood", text=text, problem=problem)


def explain_illegal(state: HandState, action: Action | str) -> Reason | None:
    """``None`` if ``action`` is legal in ``state``; otherwise the reason it is not."""
    from .state import Phase

    if not isinstance(action, Action):
        try:
            action = Action.parse(action)
        except NotationError as e:
            return not_understood(str(action), e)
    legal = state.legal_actions()
    if action in legal:
        return None
    phase, kind = state.phase, action.kind
    if phase is Phase.OVER:
        return _reason("hand_over")
    seat = state.current_player
    if phase is Phase.PLAY and kind is Kind.PLAY:
        # (a play action has a card, and a hand in play has a player to act)
        return _explain_play(state, seat, action.card, legal)  # type: ignore[arg-type]
    if phase is Phase.BID1 and kind is Kind.CALL:
        return _reason("bid1_call", upcard=state.upcard, suit=action.suit)
    if phase is Phase.BID2:
        if kind is Kind.ORDER:
            return _reason("bid2_order", upcard=state.deal.upcard)
        if kind is Kind.CALL and action.suit is state.turned_down:
            return _reason("turned_down_suit", suit=action.suit)
        if kind is Kind.PASS:
            return _reason("stick_the_dealer")
    if phase is Phase.BENNY and kind in (Kind.PASS, Kind.ORDER):
        return _reason("benny_no_bidding")
    if phase in (Phase.DISCARD, Phase.BEST_DISCARD) and kind is Kind.DISCARD:
        if action.card not in state.hands[seat]:  # type: ignore[index]  # not over: a seat acts
            return _reason("not_in_hand", card=action.card)
        return _reason("discard_upcard", card=action.card)
    if phase is Phase.GIVE and kind is Kind.GIVE:
        return _reason("partner_lacks", card=action.card)
    if phase is Phase.PLAY:
        return _reason("play_started", legal=legal)
    return _reason("wrong_phase", phase=phase, legal=legal)


def _explain_play(state: HandState, seat: int, card: Card, legal: Sequence[Action]) -> Reason:
    hand = state.hands[seat]
    if card not in hand:
        return _reason("not_in_hand", card=card)
    # Every illegal card in hand breaks the one duty a Euchre follower has: follow suit.
    ob = obligation(hand, state.trick, state.trump, state.rules)  # type: ignore[arg-type]  # trump is made before play
    return _reason("must_follow", led=ob.led, trump=ob.trump, card=card, follow=ob.cards,
                   lead=ob.lead)
