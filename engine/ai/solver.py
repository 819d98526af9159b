"""Double-dummy solver: the play of a hand with every card known.

``solve(state)`` takes a Euchre ``HandState`` in the play phase and returns a
``Solution``: the tricks each side takes when everybody plays perfectly, and the
value of every legal card (the tricks the mover's side takes in the whole hand
after playing it). ``solve_ecarte(state)`` does the same for an Écarté hand,
under the strict play rules (follow, beat the led card, trump).

Inside, cards are their places in the game's deck (``Deck.index``) and hands are
bit masks of them (see ``_kernel``); the public API speaks ``Action`` values only.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType
from typing import TYPE_CHECKING, Sequence

from ..cards import Deck
from ..errors import DeckError
from ..euchre import ranking as eranking
from ..euchre.state import HandState, Phase, team_of
from . import _kernel as K
from . import _kernel as _kernel_pure
from .jit import kernel

try:  # numpy comes with numba; without it the pure-Python kernel uses lists
    import numpy as np
except ImportError:  # pragma: no cover
    np = None  # type: ignore[assignment]  # no numpy: only the pure kernel runs

if TYPE_CHECKING:
    from typing import TypeAlias

    from numpy.typing import NDArray

    from ..ecarte.state import HandState as EcarteHandState

    # the kernel's int arrays: numpy's for the compiled kernel, lists for the pure one
    Ints: TypeAlias = list[int] | NDArray[np.int64]
    # a position for ``card_values`` (deck, trump, hands, team, seats, turn, trick,
    # tricks left) and the makers' tricks so far
    Position: TypeAlias = tuple[Deck, int, list[int], list[int], list[int], int,
                                list[tuple[int, int]], int, int]

EUCHRE, ECARTE, ECARTE_NO_TRUMPING = 0, 1, 2


@dataclass(frozen=True)
class Solution:
    """The double-dummy result of a position.

    ``maker_tricks``/``defender_tricks``: tricks of the whole hand (those already
    won included) for each side with perfect play. In Écarté the "makers" are the
    elder hand. ``values``: every legal action of the player to move with the
    tricks the mover's side then takes in the whole hand."""

    mover: int
    mover_is_maker: bool
    maker_tricks: int
    defender_tricks: int
    values: tuple[tuple[object, int], ...]

    def value(self, action: object) -> int:
        for a, v in self.values:
            if a is action or a == action:
                return v
        raise KeyError(f"{action} is not a legal action here")

    @property
    def best_value(self) -> int:
        return max(v for _, v in self.values)

    @property
    def best_actions(self) -> tuple[object, ...]:
        top = self.best_value
        return tuple(a for a, v in self.values if v == top)


# ----- tables per trump ------------------------------------------------------


@lru_cache(maxsize=None)
def _base(rule: int, trump: int, deck: Deck) -> tuple[int, ...]:
    """The constant part of the context for one game, deck and trump suit."""
    if len(deck) >= K.CARDS:
        raise DeckError(f"the solver takes decks of up to {K.CARDS - 1} cards, "
                        f"not the {len(deck)} of the {deck.name} deck")
    ctx = [0] * K.CTX_SIZE
    # The game's tables are indexed by Card.index; the kernel's by place in the deck.
    if rule == EUCHRE:
        eff = [int(eranking._EFFECTIVE[trump][c.index]) for c in deck]  # type: ignore[arg-type]  # the joker: trump
        power = [[eranking.POWER[trump][led][c.index] for c in deck] for led in range(4)]
    else:
        from ..ecarte import ranking as cranking
        eff = [int(c.suit) if c.suit is not None else 0 for c in deck]
        power = [[max(cranking.POWER[trump][led][c.index], 0) for c in deck]
                 for led in range(4)]
    cards = range(len(deck))
    strength = {c: power[eff[c]][c] for c in cards}
    for c in range(K.CARDS):
        ctx[K.EFF + c] = eff[c] if c < len(deck) else 0
        ctx[K.UP + c] = -1
    for led in range(4):
        for c in cards:
            ctx[K.POWER + led * K.CARDS + c] = power[led][c]
    for c in cards:
        ctx[K.SUITMASK + eff[c]] |= 1 << c
    order = sorted(cards, key=lambda c: (eff[c] == trump, strength[c], -c), reverse=True)
    for i in range(K.CARDS):
        ctx[K.ORDER + i] = order[i] if i < len(order) else -1
    for c in cards:
        above = [d for d in cards if eff[d] == eff[c] and strength[d] > strength[c]]
        if above:
            ctx[K.UP + c] = min(above, key=lambda d: strength[d])
    ctx[K.RULE] = rule
    ctx[K.TRUMP] = trump
    ctx[K.NCARDS] = len(deck)
    return tuple(ctx)


class _Store:
    """Search memory for one kernel (compiled or pure): transposition table, tables."""

    ttk: Ints
    ttv: Ints
    out: Ints

    def __init__(self, compiled: bool):
        self.compiled = compiled
        if compiled:
            self.ttk = np.zeros(K.TT_SIZE * K.TT_KEY, dtype=np.int64)
            self.ttv = np.zeros(K.TT_SIZE * K.TT_VAL, dtype=np.int64)
            self.out = np.zeros(K.CARDS, dtype=np.int64)
        else:
            self.ttk = [0] * (K.TT_SIZE * K.TT_KEY)
            self.ttv = [0] * (K.TT_SIZE * K.TT_VAL)
            self.out = [0] * K.CARDS
        self.bases: dict[tuple[int, int, Deck], Ints] = {}
        self.gen = 0
        self.table: tuple[object, ...] | None = None

    def ctx(self, rule: int, trump: int, deck: Deck) -> Ints:
        key = (rule, trump, deck)
        base = self.bases.get(key)
        if base is None:
            raw = _base(rule, trump, deck)
            base = np.array(raw, dtype=np.int64) if self.compiled else list(raw)
            self.bases[key] = base
        return base.copy()


class _Workspace(threading.local):
    """Per-thread search memory, reused across solves (never shared between threads)."""

    def __init__(self) -> None:
        self.stores: dict[ModuleType, _Store] = {}

    def prepare(self, wait: bool, pure: bool = False) -> tuple[ModuleType, _Store]:
        mod = _kernel_pure if pure else kernel(wait=wait)
        store = self.stores.get(mod)
        if store is None:
            store = self.stores[mod] = _Store(getattr(mod, "COMPILED", False))
        return mod, store


_ws = _Workspace()


def _setup(rule: int, deck: Deck, trump: int, hands: Sequence[int], team: Sequence[int],
           seats: Sequence[int], trick: Sequence[tuple[int, int]], wait: bool, pure: bool
           ) -> tuple[ModuleType, _Store, Ints, tuple[int, int, int, int]]:
    """The kernel, its search memory and the context of one position; the trick in
    progress as ``(led, best power, best seat, mask)``."""
    mod, store = _ws.prepare(wait, pure)
    ctx = store.ctx(rule, trump, deck)
    for s in range(4):
        ctx[K.HANDS + s] = hands[s] if s < len(hands) else 0
        ctx[K.TEAM + s] = team[s] if s < len(team) else 0
    n = len(seats)
    for i, s in enumerate(seats):
        ctx[K.NEXT + s] = seats[(i + 1) % n]
    ctx[K.NACTIVE] = n
    # The table's entries (keyed by the four hands and the leader) stay true while the
    # game, trump, sides and seats are the same: the six discards of one deal, say,
    # reach many of the same positions. Anything else starts a new generation.
    table = (rule, deck, trump, tuple(team), tuple(seats))
    if table != store.table:
        store.table = table
        store.gen += 1
    ctx[K.GEN] = store.gen
    led = best_pow = best_seat = mask = 0
    if trick:
        led = ctx[K.EFF + trick[0][1]]
        best_pow = -1
        for seat, c in trick:
            p = ctx[K.POWER + led * K.CARDS + c]
            if p > best_pow:
                best_pow, best_seat = p, seat
            mask |= 1 << c
    return mod, store, ctx, (led, best_pow, best_seat, mask)


def card_values(rule: int, deck: Deck, trump: int, hands: Sequence[int], team: Sequence[int],
                seats: Sequence[int], turn: int, trick: Sequence[tuple[int, int]],
                tricks_left: int, wait: bool = True, pure: bool = False) -> dict[int, int]:
    """Low-level entry (ints only, cards as places in ``deck``): ``hands`` four masks
    (seats that sit out hold 0), ``team`` 1 for maker-side seats, ``seats`` the
    playing seats in clockwise order, ``trick`` the ``(seat, place)`` plays of the
    trick in progress.
    Returns ``{place: maker tricks from the current trick on}`` for each legal card."""
    mod, store, ctx, (led, best_pow, best_seat, mask) = _setup(
        rule, deck, trump, hands, team, seats, trick, wait, pure)
    out = store.out
    mod.root(ctx, store.ttk, store.ttv, turn, len(trick), led, best_pow, best_seat, mask,
             tricks_left, out)
    return {c: int(out[c]) for c in range(len(deck)) if out[c] >= 0}


def position_value(rule: int, deck: Deck, trump: int, hands: Sequence[int],
                   team: Sequence[int], seats: Sequence[int], turn: int,
                   trick: Sequence[tuple[int, int]], tricks_left: int, wait: bool = True, pure: bool = False) -> int:
    """Maker tricks from the current trick on with perfect play (arguments as for
    ``card_values``): the same number as the best card's value, found without
    valuing every card, so several times cheaper (what a rollout needs)."""
    mod, store, ctx, (led, best_pow, best_seat, mask) = _setup(
        rule, deck, trump, hands, team, seats, trick, wait, pure)
    return int(mod.value(ctx, store.ttk, store.ttv, turn, len(trick), led, best_pow,
                         best_seat, mask, tricks_left))


# ----- Euchre -----------------------------------------------------------------


def euchre_position(state: HandState) -> Position:
    """The int encoding of a Euchre hand in play: arguments for ``card_values``
    (without ``rule``) and the makers' tricks so far."""
    if state.phase is not Phase.PLAY:
        raise ValueError("the solver needs a hand in the play phase")
    rules = state.rules
    n = rules.players
    maker_team = team_of(rules, state.maker)  # type: ignore[arg-type]  # in play: a maker
    team = [1 if team_of(rules, s) == maker_team else 0 for s in range(n)]
    deck = rules.pack
    hands = [deck.mask(h) if s not in state.sitting_out else 0
             for s, h in enumerate(state.hands)]
    seats = [s for s in range(n) if s not in state.sitting_out]
    trick = [(s, deck.index(c)) for s, c in state.trick]
    done = sum(w for s, w in enumerate(state.won) if team[s])
    left = rules.hand_size - len(state.tricks)
    # (in play: trump is made and a seat acts)
    return deck, int(state.trump), hands, team, seats, state.current_player, trick, left, done  # type: ignore[arg-type,return-value]


def solve(state: HandState, wait: bool = True, pure: bool = False) -> Solution:
    """Solve a Euchre hand in the play phase double-dummy (every card known).

    ``wait``: wait for the compiled kernel if it is still warming up (else use the
    pure-Python one meanwhile); ``pure``: always use the pure-Python kernel."""
    deck, trump, hands, team, seats, turn, trick, left, done = euchre_position(state)
    values = card_values(EUCHRE, deck, trump, hands, team, seats, turn, trick, left, wait, pure)
    mover_maker = bool(team[turn])
    total = state.rules.hand_size
    out = []
    for a in state.legal_actions():
        v = done + values[deck.index(a.card)]  # type: ignore[arg-type]  # plays carry a card
        out.append((a, v if mover_maker else total - v))
    best = max(v for _, v in out)
    maker = best if mover_maker else total - best
    return Solution(turn, mover_maker, maker, total - maker, tuple(out))


# ----- Écarté -----------------------------------------------------------------


def ecarte_position(state: EcarteHandState) -> Position:
    """The int encoding of an Écarté hand in play (elder = maker side)."""
    from ..ecarte.ranking import PACK
    from ..ecarte.state import PLAY
    if state.phase is not PLAY:
        raise ValueError("the solver needs a hand in the play phase")
    n = state.rules.players
    hands = [PACK.mask(h) for h in state.hands] + [0] * (4 - n)
    team = [1 if s == state.elder else 0 for s in range(n)]
    seats = sorted((state.elder, state.younger))
    trick = [(state.leader, PACK.index(state.lead))] if state.lead is not None else []
    done = state.tricks[state.elder]
    left = 5 - len(state.tricks_played)
    return PACK, int(state.trump), hands, team, seats, state.current_player, trick, left, done  # type: ignore[return-value]  # in play: a seat acts, a lead has a leader


def solve_ecarte(state: EcarteHandState, wait: bool = True, pure: bool = False) -> Solution:
    """Solve an Écarté hand in the play phase double-dummy (both hands known)."""
    deck, trump, hands, team, seats, turn, trick, left, done = ecarte_position(state)
    rule = ECARTE if state.rules.must_trump else ECARTE_NO_TRUMPING
    values = card_values(rule, deck, trump, hands, team, seats, turn, trick, left, wait, pure)
    mover_maker = bool(team[turn])
    out = []
    for a in state.legal_actions():
        v = done + values[deck.index(a.card)]  # type: ignore[attr-defined]  # in play every action is a Play
        out.append((a, v if mover_maker else 5 - v))
    best = max(v for _, v in out)
    maker = best if mover_maker else 5 - best
    return Solution(turn, mover_maker, maker, 5 - maker, tuple(out))
