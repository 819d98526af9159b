"""Deals consistent with what one player has seen (for Perfect-Information Monte Carlo).

``sample_state(view, rng)`` returns a complete Euchre ``HandState`` at the same
moment of the hand as ``view``, with the hidden cards dealt at random among the
other players, subject to everything the viewer knows:

* their own hand, their own discards, every card played;
* hand sizes;
* the upcard: on the kitty if nobody took it; in the dealer's hand if the dealer
  picked it up and it has not been played (unless the dealer has since shown out
  of its suit, which proves it was discarded);
* voids: a player who did not follow a led (effective) suit holds none of it (the
  engine's ``obligation.ruled_out`` says which cards a play rules out);
* the dealer's face-down discard: the dealer's five dealt cards are drawn, the
  upcard added, and the discard is the one a sensible dealer makes
  (``euchre_bots.discard_choice``: short-suit yourself, never a trump if avoidable),
  so the dealer's hand is as short-suited and trump-rich as a real dealer's. A draw
  whose discard the dealer has since played is drawn again.

With ``evidence`` (``inference.Evidence.of(view)``; in play
``play_inference.Likelihood.of(view)``, which adds the play so far) the deals also
follow the bidding (``weighted_deals``): ``POOL`` times as many candidate deals as wanted are
drawn as above, each weighted by the likelihood that its hands make the bids
everybody made, and the deals are drawn from the candidates in proportion to
their weights (sampling-importance-resampling, systematic, from the caller's
generator). The work is capped by the pool, so an unlikely bidding never stalls
the sampler: it only makes some candidates come back more than once.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..cards import Card, Suit
from ..euchre.actions import Kind
from ..euchre.obligation import ruled_out
from ..euchre.state import HandState
from ..euchre.view import View, position_from_view
from .euchre_bots import discard_choice

if TYPE_CHECKING:
    from typing import TypeAlias

    from typing import Protocol, Sequence

    class Evidence(Protocol):
        """What the deals must explain (``inference.Evidence``: the bidding;
        ``play_inference.Likelihood``: the bidding and the play)."""

        def weights(self, deals: Sequence[Sequence[Sequence[Card]]]) -> list[float]: ...

    # ``constraints(view)``: (pool, need, excluded, pinned, discarder)
    Constraints: TypeAlias = tuple[list[Card], list[int], list[set[frozenset[Card]]],
                                   dict[int, Card], tuple[int, tuple[Card, ...]] | None]

_TRIES = 30
_DISCARD_TRIES = 20
DEALER_DISCARD = True
"""Model the dealer's face-down discard by its rule of thumb (else: any unseen card)."""
POOL = 5
"""Candidate deals per deal returned when following the bidding."""


def constraints(view: View) -> Constraints:
    """``(pool, need, excluded, pinned, discarder)``: the unseen cards, how many each
    other seat holds, the cards each seat's plays show it cannot hold (as one set per
    trick it showed out of), cards known to be in a seat's hand, and the dealer whose
    face-down discard is modelled with the cards of its six known to the viewer (the
    upcard and what it has played), or ``None``."""
    rules, me, trump = view.rules, view.seat, view.trump
    known = set(view.hand)
    known.update(view.played_cards)
    known.update(view.my_discards)
    excluded: list[set[frozenset[Card]]] = [set() for _ in range(rules.players)]
    if trump is not None:
        tricks = [t.plays for t in view.tricks]
        if view.trick:
            tricks.append(view.trick)
        for plays in tricks:
            for i in range(1, len(plays)):
                seat, card = plays[i]
                # What the engine's obligation says this play rules out (a void).
                out = ruled_out(card, plays[:i], trump, rules)
                if out:
                    excluded[seat].add(out)
    pinned: dict[int, Card] = {}
    up = view.upcard
    up_discarded = False
    if view.upcard_taken:
        d = view.dealer
        if up not in known and d != me:
            if any(up in out for out in excluded[d]):
                known.add(up)  # the dealer showed out of trump: the upcard was discarded
                up_discarded = True
            elif view.hand_sizes[d] > 0:
                pinned[d] = up
    else:
        known.add(up)
    pool = [c for c in rules.cards if c not in known and pinned.get(view.dealer) is not c]
    need = [0 if s == me else view.hand_sizes[s] - (1 if s in pinned else 0)
            for s in range(rules.players)]
    return pool, need, excluded, pinned, _discarder(view, up_discarded)


def _discarder(view: View, up_discarded: bool) -> tuple[int, tuple[Card, ...]] | None:
    """The dealer who picked up the upcard and discarded face down (another player,
    with one hidden discard in the hand), and the cards of its six the viewer knows:
    the upcard and every card it has played. ``None`` when there is no such discard,
    or when the dealer showed out of trump (so the upcard itself was discarded)."""
    d = view.dealer
    if not DEALER_DISCARD or d == view.seat or not view.upcard_taken or view.trump is None or up_discarded:
        return None
    hidden = [e.seat for e in view.history
              if e.action.kind is Kind.DISCARD and getattr(e.action, "card", None) is None]
    if hidden != [d]:
        return None
    played = [c for t in view.tricks for s, c in t.plays if s == d]
    played += [c for s, c in view.trick if s == d]
    if view.upcard not in played:
        played.append(view.upcard)
    return d, tuple(played)


def sample_hands(view: View, rng: random.Random, known: Constraints | None = None
                 ) -> tuple[list[list[Card]], list[Card]]:
    """Every seat's hand (the viewer's own as it is) and the unassigned rest.
    ``known``: ``constraints(view)`` computed once by the caller."""
    return _deal(view, rng, known or constraints(view))


def weighted_deals(view: View, rng: random.Random, n: int, evidence: Evidence,
                   known: Constraints | None = None
                   ) -> list[tuple[list[list[Card]], list[Card]]]:
    """``n`` deals (as ``sample_hands`` returns them) that follow the bidding: drawn
    from ``POOL * n`` candidates in proportion to ``evidence.weights``."""
    known = known or constraints(view)
    pool = [_deal(view, rng, known) for _ in range(POOL * n)]
    weights = evidence.weights([hands for hands, _rest in pool])
    step = sum(weights) / n
    point = rng.random() * step       # systematic resampling: n evenly spaced points
    out: list[tuple[list[list[Card]], list[Card]]] = []
    total = 0.0
    for deal, w in zip(pool, weights):
        total += w
        while point < total and len(out) < n:
            out.append(deal)
            point += step
    while len(out) < n:               # (rounding at the very end)
        out.append(pool[-1])
    return out


def _deal(view: View, rng: random.Random, known: Constraints
          ) -> tuple[list[list[Card]], list[Card]]:
    """One deal consistent with ``known`` (the constraints), ignoring the bidding."""
    pool, need, excluded, pinned, discarder = known
    me = view.seat
    # The most constrained seats first (the number of suits each showed out of).
    order = sorted((s for s in range(view.rules.players) if s != me),
                   key=lambda s: (-len(excluded[s]), s))
    banned = [frozenset().union(*sets) for sets in excluded]
    for attempt in range(_TRIES + 1):
        cards = pool[:]
        rng.shuffle(cards)
        # (every seat's entry is filled in below before the hands are returned)
        hands: list[list[Card]] = [None] * view.rules.players  # type: ignore[list-item]
        hands[me] = list(view.hand)
        ok = True
        discard: Card | None = None
        for s in order:
            k = need[s]
            if discarder is not None and s == discarder[0] and attempt < _TRIES:
                drawn = _dealt_to_discarder(cards, k, banned[s], discarder[1],
                                            view.trump, rng)  # type: ignore[arg-type]  # trump is made
                if drawn is not None:
                    got, discard = drawn
                    taken = set(got)
                    taken.add(discard)
                    cards = [c for c in cards if c not in taken]
                    hands[s] = got + [pinned[s]] if s in pinned else got
                    continue
            if banned[s] and attempt < _TRIES:
                ban = banned[s]
                allowed = [c for c in cards if c not in ban]
            else:
                allowed = cards
            if len(allowed) < k:
                ok = False
                break
            got = allowed[:k]
            taken = set(got)
            cards = [c for c in cards if c not in taken]
            if s in pinned:
                got = got + [pinned[s]]
            hands[s] = got
        if ok:
            # the modelled discard last: ``state_from_deal`` gives it to the dealer
            return hands, cards if discard is None else cards + [discard]
    raise RuntimeError("no deal is consistent with this view")  # pragma: no cover


def _dealt_to_discarder(cards: list[Card], k: int, ban: frozenset[Card],
                        known: tuple[Card, ...], trump: Suit, rng: random.Random
                        ) -> tuple[list[Card], Card] | None:
    """The dealer's hidden cards and its discard: ``k + 1`` of ``cards`` drawn at random,
    the discard chosen among them and the ``known`` cards by the dealer's rule of thumb,
    drawn again while that discard is a card the dealer is known to have kept or a kept
    card is one its plays ruled out. ``None`` when no draw fits (rare: the caller falls
    back to a discard at random)."""
    if len(cards) <= k:
        return None
    for _ in range(_DISCARD_TRIES):
        drawn = rng.sample(cards, k + 1)
        six = drawn + list(known)
        card = discard_choice(six, trump, six)[0]
        if card in known:
            continue
        kept = [c for c in drawn if c is not card]
        if ban and any(c in ban for c in kept):
            continue
        return kept, card
    return None


def sample_state(view: View, rng: random.Random) -> HandState:
    """A complete hand consistent with ``view``, at the same point of play."""
    hands, rest = sample_hands(view, rng)
    return state_from_deal(view, hands, rest)


def sample_states(view: View, rng: random.Random, n: int, evidence: Evidence | None = None
                  ) -> list[HandState]:
    """``n`` complete hands consistent with ``view``; with ``evidence``, following the
    bidding too (``weighted_deals``)."""
    if evidence is None:
        return [sample_state(view, rng) for _ in range(n)]
    return [state_from_deal(view, hands, rest)
            for hands, rest in weighted_deals(view, rng, n, evidence)]


def state_from_deal(view: View, hands: list[list[Card]], rest: list[Card]) -> HandState:
    """The hand at ``view``'s point of play with these hidden hands (``rest``: the
    cards in no hand, which make the kitty and the others' face-down discards)."""
    discards = tuple((s, c) for s, c in _discard_events(view) if c is not None)
    hidden = [s for s, c in _discard_events(view) if c is None]
    rest = list(rest)
    for s in hidden:   # someone else's face-down discard: the modelled one, or any card
        if rest:
            discards += ((s, rest.pop()),)
    return position_from_view(view, hands, kitty=rest, discards=discards)


def _discard_events(view: View) -> list[tuple[int, Card | None]]:
    """``(seat, card or None if face down)`` for each discard in the history."""
    out = []
    mine = list(view.my_discards)
    for e in view.history:
        if e.action.kind is Kind.DISCARD:
            card: Card | None = getattr(e.action, "card", None)
            if card is None and e.seat == view.seat and mine:
                card = mine.pop(0)
            out.append((e.seat, card))
    return out
