"""Inference from the play: how likely each other player's cards so far are, given a deal.

A defender who discards while an opponent's card is winning has no trump left to
beat it with; a player who leads a low card rather than an ace probably holds no
ace; a second hand that plays the king holds nothing lower in that suit. Hard
facts (a player who did not follow holds none of the suit) are the sampler's
constraints (``sampling.constraints``); this module adds the soft ones.

``PlayEvidence.of(view)`` reads the hand's plays so far and ``weights(deals)``
gives each sampled deal the likelihood of every other seat's plays under the
players' own play policy, the intermediate player's rules of thumb
(``_kernel.policy_card``), replayed from each seat's own view at the time (its
sampled hand plus the cards it has played since). A play counts ``HIT`` when it is
the policy's card, or one equivalent to it (the ten or the nine when no card between
them is still out), and the rest shared among the seat's other distinct choices;
a forced play counts 1. So an odd play only makes a deal less likely, never
impossible: real players do not all follow one policy.

The replay is integer code in ``_kernel`` (``play_weights``), compiled with the
solver's kernel: a few microseconds per deal.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from ..cards import Card, Deck
from ..euchre.state import team_of
from ..euchre.view import View
from .playout import _deck_facts
from .solver import EUCHRE, _setup

try:  # numpy comes with numba; without it the pure-Python kernel uses lists
    import numpy as np
except ImportError:  # pragma: no cover
    np = None  # type: ignore[assignment]  # no numpy: only the pure kernel runs

if TYPE_CHECKING:
    from .inference import Evidence

HIT = 0.7
"""The chance that a player plays the policy's card when it has a choice."""


@dataclass(frozen=True)
class PlayEvidence:
    """The plays of one hand so far, as the kernel reads them."""

    deck: Deck
    trump: int
    team: tuple[int, ...]
    seats: tuple[int, ...]
    viewer: int
    plays: tuple[int, ...]          # seat * 64 + the card's place in the deck, in order
    played: tuple[int, ...]         # per seat: a mask of the cards it has played
    hit: float = HIT

    @staticmethod
    def of(view: View, hit: float | None = None) -> "PlayEvidence | None":
        """The plays ``view`` saw, or ``None`` when no other seat has played
        (``hit``: ``HIT`` by default)."""
        if view.trump is None or view.maker is None:
            return None
        rules = view.rules
        deck = rules.pack
        plays = [(s, c) for t in view.tricks for s, c in t.plays] + list(view.trick)
        if not any(s != view.seat for s, _c in plays):
            return None
        maker_team = team_of(rules, view.maker)
        team = tuple(1 if team_of(rules, s) == maker_team else 0 for s in range(rules.players))
        seats = tuple(s for s in range(rules.players) if s not in view.sitting_out)
        played = [0, 0, 0, 0]
        for s, c in plays:
            played[s] |= deck.bits[c.index]
        return PlayEvidence(deck, int(view.trump), team, seats, view.seat,
                            tuple(s * 64 + deck.index(c) for s, c in plays), tuple(played),
                            HIT if hit is None else hit)

    def weights(self, deals: Sequence[Sequence[Sequence[Card]]]) -> list[float]:
        """The likelihood of the plays for each deal (every seat's cards now)."""
        bits = self.deck.bits
        flat: list[int] = []
        for hands in deals:
            for s in range(4):
                m = self.played[s]
                if s < len(hands) and s in self.seats:
                    for c in hands[s]:
                        m |= bits[c.index]
                flat.append(m)
        mod, store, ctx, _trick = _setup(EUCHRE, self.deck, self.trump, [0, 0, 0, 0],
                                         self.team, self.seats, (), True, False)
        aces, left = _deck_facts(self.deck, self.trump)
        n = len(deals)
        if store.compiled:
            masks = np.array(flat, dtype=np.int64)
            plays = np.array(self.plays, dtype=np.int64)
            out = np.zeros(n, dtype=np.float64)
        else:
            masks, plays, out = flat, list(self.plays), [0.0] * n   # type: ignore[assignment]
        mod.play_weights(ctx, masks, n, plays, len(self.plays), self.viewer, aces, left,
                         self.hit, out)
        return [float(w) for w in out]


@dataclass(frozen=True)
class Likelihood:
    """What everybody did, as one likelihood per deal: the bidding (``inference``)
    times the play so far (``PlayEvidence``)."""

    bids: Evidence | None
    play: PlayEvidence | None

    @staticmethod
    def of(view: View, play: bool = True, hit: float | None = None) -> "Likelihood | None":
        """The evidence ``view`` holds (the play's only with ``play``), or ``None``."""
        from .inference import Evidence
        bids = Evidence.of(view)
        seen = PlayEvidence.of(view, hit) if play else None
        if bids is None and seen is None:
            return None
        return Likelihood(bids, seen)

    def weights(self, deals: Sequence[Sequence[Sequence[Card]]]) -> list[float]:
        out = [1.0] * len(deals)
        if self.bids is not None:
            out = [self.bids.weight(hands) for hands in deals]
        if self.play is not None:
            out = [a * b for a, b in zip(out, self.play.weights(deals))]
        return out
