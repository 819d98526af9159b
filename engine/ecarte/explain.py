"""Why an action is illegal, as a ``Reason`` a learner can read (words in ``words``)."""
from __future__ import annotations

from dataclasses import replace

from ..cards import NotationError
from ..errors import Reason
from ..obligation import FOLLOW, OVERTAKE
from . import words
from .actions import Action, Exchange, Play, parse_action
from .obligation import obligation
from .state import DEALER_EXCHANGE, ELDER_EXCHANGE, OVER, PLAY, HandState


def explain_illegal(state: HandState, action: Action | str) -> Reason | None:
    """``None`` if ``action`` is legal for the player to act, else the reason why not."""
    try:
        action = parse_action(action)
    except NotationError:
        return words.not_an_action(action)
    if state.phase is OVER:
        return words.hand_over()
    if action in state.legal_actions():
        return None
    phase = state.phase
    if phase is PLAY and isinstance(action, Play):
        return _explain_play(state, action)
    if phase in (ELDER_EXCHANGE, DEALER_EXCHANGE) and isinstance(action, Exchange):
        return _explain_exchange(state, action)
    if isinstance(action, Action):
        return words.not_now(phase.value, action, state.rules.players)
    return words.not_legal(action)


def _explain_play(state: HandState, action: Play) -> Reason:
    card = action.card
    hand = state.hands[state.current_player]  # type: ignore[index]  # in play: a seat acts
    if card not in hand:
        return words.card_not_in_hand(card)
    ob = obligation(hand, state.trick, state.trump, state.rules)
    # (a binding duty has a led card, and Écarté always has a trump)
    if ob.kind is OVERTAKE:
        reason = words.must_overtake(ob.lead, ob.cards)  # type: ignore[arg-type]
    elif ob.kind is FOLLOW:
        reason = words.must_follow(ob.lead, ob.cards)  # type: ignore[arg-type]
    else:  # TRUMP: a card in hand that is not allowed means some duty binds
        reason = words.must_trump(ob.lead, ob.trump, ob.cards)  # type: ignore[arg-type]
    # Every play reason names the led suit, the trump and the cards that had to be played.
    known = {k for k, _ in reason.details}
    more = tuple((k, v) for k, v in (("led", ob.led), ("trump", ob.trump), ("card", card))
                 if k not in known)
    return replace(reason, details=reason.details + more)


def _explain_exchange(state: HandState, action: Exchange) -> Reason:
    hand = state.hands[state.current_player]  # type: ignore[index]  # exchanging: a seat acts
    seen = set()
    for card in action.cards:
        if card not in hand:
            return words.card_not_in_hand(card)
        if card in seen:
            return words.exchange_duplicate(card)
        seen.add(card)
    count = len(action.cards)
    talon = len(state.talon)
    least, most = state.exchange_limits()
    if count < least:
        if state.phase is ELDER_EXCHANGE:
            return words.exchange_none_elder(state.rules.players)
        return words.exchange_none_dealer(state.rules.players)
    if count > talon:
        return words.exchange_more_than_talon(count, talon)
    if count > most and state.phase is ELDER_EXCHANGE and state.rules.dealer_must_exchange:
        return words.exchange_leave_one(count, most, state.rules.players)
    return words.not_legal(action)
