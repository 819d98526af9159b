"""Inference from the bidding: how likely each other player's bids are, given a hand.

A player who ordered up or called holds trumps; three passes say the passers are
weak in the upcard's suit. ``Evidence.of(view)`` reads the bids the viewer saw
(passes, orders, calls, going alone or not) and ``weight(hands)`` is the
likelihood of all of them for a sampled deal: the product, over the other seats'
bids, of the chance that a player holding that hand bids that way. The sampler
keeps a deal with that probability (rejection), so the deals it returns are drawn
in proportion to how well they explain the bidding.

The chance of a bid comes from a hand-strength estimate (roughly the tricks the
hand takes in that suit: bowers, trump length, outside aces, voids) through a
logistic curve: a bid is likely above the threshold and unlikely below it, never
certain either way, because players differ. The thresholds follow what makes a
bid in the players' own rules of thumb (``euchre_bots.bid_strength``: three
trumps, or two and an outside ace, is a bid; ``alone_worthy`` for a loner). The
viewer's own bids tell it nothing it does not know and are skipped.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Sequence

from ..cards import ALL_CARDS, Card, Rank, Suit
from ..euchre.actions import Kind
from ..euchre.view import View
from .euchre_bots import eff, strength

# Tricks a trump is worth by its strength (100 + its power in the trump suit):
# Benny, right, left, ace, king, queen, (jack in a plain suit), ten, nine, eight, seven.
_TRUMP_VALUE = {130: 0.95, 129: 0.9, 128: 0.8, 127: 0.65, 126: 0.5, 125: 0.4, 123: 0.35,
                122: 0.3, 121: 0.25, 120: 0.2}
_OFF_ACE = 0.55
_GUARDED_KING = 0.15
_VOID = 0.2          # per void suit, with at least two trumps to ruff
_BID_AT = 1.7        # about three middling trumps, or two and an outside ace
_ASSIST_AT = 1.5     # the dealer's partner gives the dealer the upcard too
_ALONE_AT = 3.3      # about the three top trumps and an outside ace
_SPREAD = 0.3        # how soft the threshold is (players differ)
_FLOOR = 0.03        # no bid is ever certain, nor impossible


@lru_cache(maxsize=None)
def _values(trump: Suit) -> tuple[tuple[int, float, int], ...]:
    """Per card index: its effective suit, its value as a trump (if it is one) and
    2 for an ace, 1 for a king, else 0."""
    table = [(-1, 0.0, 0)] * (max(c.index for c in ALL_CARDS) + 1)
    for c in ALL_CARDS:
        s = eff(c, trump)
        value = _TRUMP_VALUE.get(strength(c, trump), 0.2) if s is trump else 0.0
        table[c.index] = (int(s), value, 2 if c.rank is Rank.ACE else int(c.rank is Rank.KING))
    return tuple(table)


def hand_strength(hand: Iterable[Card], trump: Suit) -> float:
    """Roughly the tricks ``hand`` takes with ``trump`` as trump (its own cards only)."""
    table = _values(trump)
    t = int(trump)
    value = 0.0
    trumps = 0
    count = [0, 0, 0, 0]
    top = [0, 0, 0, 0]          # per plain suit: 2 if it holds the ace, 1 the king
    for c in hand:
        s, v, r = table[c.index]
        if s == t:
            trumps += 1
            value += v
        else:
            count[s] += 1
            top[s] = max(top[s], r)
    for s in range(4):
        if s != t and count[s]:
            if top[s] == 2:
                value += _OFF_ACE
            elif top[s] == 1 and count[s] > 1:
                value += _GUARDED_KING
    if trumps >= 2:
        value += _VOID * sum(1 for s in range(4) if s != t and not count[s])
    return value


def best_after_discard(hand: Sequence[Card], trump: Suit) -> float:
    """The dealer's strength holding ``hand`` (six cards) after the best discard."""
    return max(hand_strength([c for c in hand if c is not d], trump) for d in hand)


def _p(value: float, at: float) -> float:
    """The chance of a bid at this strength: a logistic step at ``at``."""
    p = 1.0 / (1.0 + math.exp(-(value - at) / _SPREAD))
    return min(1.0 - _FLOOR, max(_FLOOR, p))


@dataclass(frozen=True)
class Bid:
    """One bid to explain: ``seat`` did ``kind`` (``order``, ``pass1``, ``call``,
    ``pass2``, ``alone``, ``partner``) with ``suit`` the suit it is about."""

    seat: int
    kind: str
    suit: Suit | None
    suits: tuple[Suit, ...] = ()   # pass2: the suits that could have been named


@dataclass(frozen=True)
class Evidence:
    """The other seats' bids and the cards each has played since (its hand at the
    bidding is the sampled hand plus those)."""

    bids: tuple[Bid, ...]
    played: tuple[tuple[Card, ...], ...]
    dealer: int
    upcard: Card
    partner_of_dealer: int | None

    @staticmethod
    def of(view: View) -> "Evidence | None":
        """The bids ``view`` saw, or ``None`` when there is nothing to learn."""
        rules = view.rules
        up = view.upcard
        upsuit = up.suit if isinstance(up.suit, Suit) else None
        bids: list[Bid] = []
        passes = 0
        second_round = False
        turned = view.turned_down
        for e in view.history:
            kind = e.action.kind
            if e.seat == view.seat:
                if kind is Kind.PASS:
                    passes += 1
                    if not second_round and passes == rules.players:
                        second_round, passes = True, 0
                continue
            if kind is Kind.PASS:
                if second_round:
                    others = tuple(s for s in Suit if s is not turned)
                    bids.append(Bid(e.seat, "pass2", None, others))
                elif upsuit is not None:
                    bids.append(Bid(e.seat, "pass1", upsuit))
                passes += 1
                if not second_round and passes == rules.players:
                    second_round, passes = True, 0
            elif kind is Kind.ORDER and upsuit is not None:
                bids.append(Bid(e.seat, "order", upsuit))
            elif kind is Kind.CALL:
                # A stuck dealer, or a dealer naming trump for a turned-up Benny, had to.
                forced = e.seat == view.dealer and (
                    (rules.stick_the_dealer and second_round) or upsuit is None)
                if not forced and e.action.suit is not None:
                    bids.append(Bid(e.seat, "call", e.action.suit))
            elif kind in (Kind.ALONE, Kind.PARTNER) and view.trump is not None:
                bids.append(Bid(e.seat, "alone" if kind is Kind.ALONE else "partner",
                                view.trump))
        if not bids:
            return None
        played: list[list[Card]] = [[] for _ in range(rules.players)]
        for t in view.tricks:
            for s, c in t.plays:
                played[s].append(c)
        for s, c in view.trick:
            played[s].append(c)
        partner = (view.dealer + 2) % 4 if rules.players == 4 else None
        return Evidence(tuple(bids), tuple(tuple(p) for p in played), view.dealer, up, partner)

    def weight(self, hands: Sequence[Sequence[Card]]) -> float:
        """The likelihood of every bid in ``bids`` if the seats held ``hands`` (each
        seat's cards now; those it has played are added back)."""
        w = 1.0
        for b in self.bids:
            hand = list(hands[b.seat]) + list(self.played[b.seat])
            w *= self._chance(b, hand)
        return w

    def weights(self, deals: Sequence[Sequence[Sequence[Card]]]) -> list[float]:
        """``weight`` of each deal (what the sampler asks)."""
        return [self.weight(hands) for hands in deals]

    def _chance(self, b: Bid, hand: list[Card]) -> float:
        dealer = b.seat == self.dealer
        if b.kind in ("pass1", "order"):
            suit = b.suit
            assert suit is not None
            if dealer:
                # The dealer's first-round choice is about the hand with the upcard in it.
                cards = hand if self.upcard in hand else hand + [self.upcard]
                value = best_after_discard(cards, suit) if len(cards) > 5 else \
                    hand_strength(cards, suit)
                at = _BID_AT
            else:
                value = hand_strength(hand, suit)
                at = _ASSIST_AT if b.seat == self.partner_of_dealer else _BID_AT
            p = _p(value, at)
            return p if b.kind == "order" else 1.0 - p
        if b.kind == "call":
            assert b.suit is not None
            return _p(hand_strength(hand, b.suit), _BID_AT)
        if b.kind == "pass2":
            best = max(hand_strength(hand, s) for s in b.suits)
            return 1.0 - _p(best, _BID_AT)
        assert b.suit is not None
        p = _p(hand_strength(hand, b.suit), _ALONE_AT)
        return p if b.kind == "alone" else 1.0 - p
