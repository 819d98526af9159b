"""Positions for quizzes and examples, built by the engine from a seed, and the simple
legal-move players that fill the other seats (until the computer players land)."""
from __future__ import annotations

import random

from engine import euchre
from engine.euchre import Action, HandState, Kind, Phase
from engine.euchre.rules import Rules


def trump_count(state_or_hand, trump) -> int:
    return sum(1 for c in state_or_hand if euchre.is_trump(c, trump))


def simple_action(state: HandState, rng: random.Random | None = None) -> Action:
    """A plain, always-legal choice: a beginner's rule of thumb, not a strong player."""
    legal = state.legal_actions()
    seat = state.current_player
    hand = state.hands[seat]
    ph = state.phase
    if ph is Phase.BID1:
        suit = state.upcard.suit
        n = trump_count(hand, suit) + (1 if seat == state.dealer else 0)
        return _find(legal, "order") if n >= 3 else _find(legal, "pass")
    if ph is Phase.BID2:
        best = max((a for a in legal if a.kind is Kind.CALL),
                   key=lambda a: (trump_count(hand, a.suit), a.suit))
        if trump_count(hand, best.suit) >= 3 or _find(legal, "pass") is None:
            return best
        return _find(legal, "pass")
    if ph is Phase.BENNY:
        return max(legal, key=lambda a: (trump_count(hand, a.suit), a.suit))
    if ph in (Phase.DISCARD, Phase.BEST_DISCARD):
        return min(legal, key=lambda a: euchre.card_power(a.card, state.trump, (state.trump if a.card.suit is None else a.card.suit))
                   if not euchre.is_trump(a.card, state.trump) else 100 + euchre.card_power(a.card, state.trump, state.trump))
    if ph is Phase.GIVE:
        return max(legal, key=lambda a: euchre.card_power(a.card, state.trump, state.trump))
    if ph is Phase.ALONE:
        return _find(legal, "alone") if trump_count(hand, state.trump) >= 5 else _find(legal, "partner")
    if ph is Phase.DEFEND:
        return _find(legal, "defend")
    if ph is Phase.PLAY:
        return _simple_play(state, legal)
    return legal[0]


def _find(legal, text):
    for a in legal:
        if str(a) == text:
            return a
    return None


def _simple_play(state: HandState, legal) -> Action:
    trump = state.trump
    if not state.trick:   # lead the highest card (trump counts high)
        return max(legal, key=lambda a: euchre.card_power(a.card, trump, euchre.effective_suit(a.card, trump)))
    led = state.led_suit()
    best = max(euchre.card_power(c, trump, led) for _s, c in state.trick)
    winners = [a for a in legal if euchre.card_power(a.card, trump, led) > best]
    if winners:   # win as cheaply as possible
        return min(winners, key=lambda a: euchre.card_power(a.card, trump, led))
    return min(legal, key=lambda a: (euchre.card_power(a.card, trump, led),
                                     euchre.card_power(a.card, trump, trump)))


def random_action(state: HandState, rng: random.Random) -> Action:
    return rng.choice(state.legal_actions())


def to_play(rules: Rules, rng: random.Random, dealer: int | None = None) -> HandState:
    """A freshly dealt hand, bid and settled at random until the first lead (never thrown in)."""
    for _i in range(50):
        d = rng.randrange(rules.players) if dealer is None else dealer
        s = euchre.deal(rules, dealer=d, seed=rng.randrange(2**31))
        while s.phase not in (Phase.PLAY, Phase.OVER):
            legal = s.legal_actions()
            if s.phase in (Phase.BID1, Phase.BID2):
                calls = [a for a in legal if a.kind in (Kind.ORDER, Kind.CALL)]
                a = rng.choice(calls) if rng.random() < 0.35 else (
                    _find(legal, "pass") or rng.choice(calls))
            else:
                a = rng.choice(legal)
            s = s.apply(a)
        if s.phase is Phase.PLAY:
            return s
    raise RuntimeError("could not reach play")  # pragma: no cover


def following_position(rules: Rules, rng: random.Random, tries: int = 200) -> HandState:
    """A play position where the player to act must follow a led card and holds a
    mix of playable and unplayable cards; often the left bower or the Benny matters."""
    fallback = None
    for _i in range(tries):
        s = to_play(rules, rng)
        tricks_before = rng.randrange(0, 3)
        while not s.is_over:
            if len(s.tricks) >= tricks_before and s.trick:
                hand = s.hands[s.current_player]
                legal = s.legal_actions()
                if 0 < len(legal) < len(hand):
                    tricky = any(euchre.effective_suit(c, s.trump) is not c.suit for c in hand) or \
                        euchre.effective_suit(s.trick[0][1], s.trump) is not s.trick[0][1].suit
                    if tricky or rng.random() < 0.35:
                        return s
                    fallback = fallback or s
            s = s.apply(random_action(s, rng))
    if fallback is None:  # pragma: no cover
        raise RuntimeError("no following position found")
    return fallback
