"""Information-set play-outs: a bid valued by play in which nobody sees through the cards.

A double-dummy solver plays every sampled deal as if each seat saw every hand, so a
bid whose later play hinges on a guess (which ace to lead, whether partner holds
the left) is valued as if the guess were always right (strategy fusion). Here each
sampled deal is played out instead with every seat choosing its card from its OWN
view, by the intermediate player's rules of thumb (``IntermediateEuchre._play``):
its hand, the trick so far, the cards played and which side made trump. The points
of that play-out are the value of the bidding action for that deal.

The play is integer code in ``_kernel`` (``policy_card``, ``playout``), compiled by
numba with the solver's kernel, so a play-out costs microseconds; the same code runs
as pure Python until the compiled kernel is ready. No randomness: a seeded sampler
gives the same values.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from ..cards import Card, Deck, Rank
from ..euchre.ranking import _EFFECTIVE
from ..euchre.state import HandState
from . import _kernel as K
from .solver import EUCHRE, _setup, euchre_position


@lru_cache(maxsize=None)
def _deck_facts(deck: Deck, trump: int) -> tuple[int, int]:
    """``(aces, left)``: a mask of the deck's aces and the left bower's place (-1: none)."""
    aces = 0
    left = -1
    for i, c in enumerate(deck.cards):
        if c.rank is Rank.ACE:
            aces |= 1 << i
        e = _EFFECTIVE[trump][c.index]
        if c.rank is Rank.JACK and e is not None and int(e) == trump and int(c.suit) != trump:  # type: ignore[arg-type]  # a jack has a suit
            left = i
    return aces, left


def _run(state: HandState, pure: bool) -> tuple[int, int, list[int]]:
    """Play ``state`` out: (the makers' tricks so far, their tricks from here, the plays)."""
    deck, trump, hands, team, seats, turn, trick, left, done = euchre_position(state)
    mod, store, ctx, (led, best_pow, best_seat, _mask) = _setup(
        EUCHRE, deck, trump, hands, team, seats, trick, True, pure)
    played = 0
    for t in state.tricks:
        for c in t.cards:
            played |= 1 << deck.index(c)
    for _seat, place in trick:
        played |= 1 << place
    aces, left_place = _deck_facts(deck, trump)
    out = store.out
    tricks = int(mod.playout(ctx, turn, len(trick), led, best_pow, best_seat, left,
                             played, aces, left_place, out))
    plays = []
    for v in out:
        if v < 0:
            break
        plays.append(int(v))
    return done, tricks, plays


def playout_maker_tricks(state: HandState, pure: bool = False) -> int:
    """Tricks the makers take in the whole hand when every seat plays from its own view
    (``state`` in the play phase). ``pure``: the pure-Python kernel (tests)."""
    done, tricks, _plays = _run(state, pure)
    return done + tricks


def playout_plays(state: HandState, pure: bool = False) -> tuple[tuple[int, Card], ...]:
    """The play-out's plays from ``state`` on, ``(seat, card)`` in order (for tests and
    for showing a learner how the hand was played)."""
    deck = state.rules.pack
    _done, _tricks, plays = _run(state, pure)
    return tuple((v // K.CARDS, deck.card(v % K.CARDS)) for v in plays)


def policy_card_values(deck: Deck, trump: int, hands: Sequence[int], team: Sequence[int],
                       seats: Sequence[int], turn: int, trick: Sequence[tuple[int, int]],
                       tricks_left: int, played: int, policy_tricks: int,
                       pure: bool = False) -> dict[int, int]:
    """Each legal card of ``turn`` (places in ``deck``; arguments as for
    ``solver.card_values``, ``played`` a mask of the cards played in the hand so far,
    the trick's included) valued without clairvoyance for a while: after the card every
    seat plays from its own view by the intermediate's rules (``_kernel.policy_card``)
    until ``policy_tricks`` tricks are complete, the current one included, and the rest
    double-dummy. Returns ``{place: maker tricks from the current trick on}``."""
    mod, store, ctx, (led, best_pow, best_seat, mask) = _setup(
        EUCHRE, deck, trump, hands, team, seats, trick, True, pure)
    aces, left = _deck_facts(deck, trump)
    out = store.out
    mod.policy_values(ctx, store.ttk, store.ttv, turn, len(trick), led, best_pow, best_seat,
                      mask, tricks_left, played, aces, left, max(1, policy_tricks), out)
    return {c: int(out[c]) for c in range(len(deck)) if out[c] >= 0}
