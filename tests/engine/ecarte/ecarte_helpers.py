"""Helpers for the Écarté tests: positions written in card notation."""
from __future__ import annotations

from engine.cards import Card, parse_cards
from engine.ecarte import Phase, Rules, from_deal, roles
from engine.ecarte.ranking import DECK


def make(elder: str, younger: str, turnup: str, talon_top: str = "", rules: Rules | None = None,
         dealer: int = 0, scores=None):
    """A fresh deal: the elder's and the dealer's-part hands, the turn-up, the top of the
    talon (the rest of the talon follows in deck order)."""
    rules = rules or Rules()
    e, y, top = parse_cards(elder), parse_cards(younger), parse_cards(talon_top)
    up = Card.parse(turnup)
    used = set(e) | set(y) | {up} | set(top)
    talon = top + tuple(c for c in DECK if c not in used)
    el, yo = roles(rules.players, dealer)
    hands = [()] * rules.players
    hands[el], hands[yo] = e, y
    return from_deal(rules, dealer, hands, up, talon, scores)


def run(state, actions: str):
    """Apply actions separated by commas: ``"propose, accept, exchange 7C"``."""
    for text in actions.split(","):
        if text.strip():
            state = state.apply(text.strip())
    return state


def play_cards(state, cards: str):
    """Play the given cards in order (each by whoever is to move)."""
    for card in cards.split():
        state = state.apply("play " + card)
    return state


def to_play(state, opening: str = "stand"):
    """Start play (``opening`` actions), answering ``no declaration`` if asked."""
    state = run(state, opening)
    if state.phase is Phase.DECLARE:
        state = state.apply("no declaration")
    assert state.phase is Phase.PLAY
    return state


def texts(actions) -> list[str]:
    return [str(a) for a in actions]
