"""Écarté play-outs in which each seat plays from its own view (issue 10, item 3).

The analysis values a decision before the play by finishing sampled deals. Solved
double-dummy, the leader of every trick sees the follower's cards; in Écarté the
follower's play is nearly forced (follow, beat the led card, trump), so that
clairvoyance goes almost all to the leader, and the hand that leads (the elder,
or whoever wins a trick) looks stronger than it is. These play-outs take it away:

* ``"rules"``: each seat plays the intermediate's rules of thumb, which read only
  its own cards and the led card (``ecarte_bots.play_card``; as before s30: a lone
  trump is led with one other card left);
* ``"books"``: the same rules as the intermediate plays them since s30: a seat
  holding one trump keeps it while a higher trump is among the cards it has not seen
  (Hoyle; ``ecarte_bots.higher_trump_out``);
* ``"sampled"``: each seat with a real choice deals the cards it cannot see at
  random (consistently with what the play showed it) ``DEALS`` times and plays the
  card best on those deals double-dummy: a determinized player, never told the
  other hand.

Both return the elder's tricks in the whole hand, as the solver's play-out does.
"""
from __future__ import annotations

import random
from typing import Sequence

from ..cards import Card
from ..ecarte.obligation import obligation, ruled_out
from ..ecarte.ranking import DECK, KINGS, PACK, POWER, beats
from ..ecarte.state import HandState
from .ecarte_bots import play_card
from .solver import ECARTE, ECARTE_NO_TRUMPING, card_values

PLAYOUTS = ("solver", "rules", "books", "sampled")
"""How the analysis finishes the play of a sampled deal: ``"solver"`` double-dummy
(every card seen), or from each seat's own view (``"rules"``, ``"books"``,
``"sampled"``)."""

DEALS = 2
"""Deals the ``"sampled"`` player imagines per decision: few, since every sampled deal
of the analysis is played out again for every action."""


class _Table:
    """The play of one hand, cheaply (no states): hands, the trick, what is seen."""

    def __init__(self, state: HandState) -> None:
        self.rules = state.rules
        self.trump = state.trump
        self.elder = state.elder
        self.younger = state.younger
        self.hands = [list(h) for h in state.hands]
        self.turn: int = state.current_player  # type: ignore[assignment]  # in play: a seat acts
        self.leader: int = state.leader if state.leader is not None else self.turn
        self.lead = state.lead
        self.elder_tricks = state.tricks[state.elder]
        self.played: list[tuple[int, Card, Card]] = [(t.leader, t.lead, t.follow)
                                                     for t in state.tricks_played]
        # what each seat saw before the play: its discards, the turn-up, a declared king
        self.seen = [set(d) | {state.turnup} for d in state.discards]
        self.declared = state.declared

    def other(self, seat: int) -> int:
        return self.younger if seat == self.elder else self.elder

    def legal(self) -> tuple[Card, ...]:
        trick = () if self.lead is None else (self.lead,)
        return obligation(self.hands[self.turn], trick, self.trump, self.rules).cards

    def play(self, card: Card) -> None:
        seat = self.turn
        self.hands[seat].remove(card)
        other = self.other(seat)
        if self.lead is None:
            self.lead, self.leader, self.turn = card, seat, other
            return
        table = POWER[self.trump][self.lead.suit]  # type: ignore[index]  # every card has a suit
        winner = seat if table[card.index] > table[self.lead.index] else self.leader
        self.played.append((self.leader, self.lead, card))
        self.elder_tricks += winner == self.elder
        self.lead, self.leader, self.turn = None, winner, winner

    def higher_trump_out(self) -> bool:
        """Whether the seat to play holds exactly one trump and a higher trump is among
        the cards it has not seen (``ecarte_bots.higher_trump_out`` on a table)."""
        me = self.turn
        mine = [c for c in self.hands[me] if c.suit is self.trump]
        if len(mine) != 1:
            return False
        seen = set(self.hands[me]) | self.seen[me] | \
            {c for _l, a, b in self.played for c in (a, b)}
        return any(c.suit is self.trump and beats(c, mine[0], self.trump, self.trump)
                   for c in DECK if c not in seen)

    def over(self) -> bool:
        return not self.hands[self.turn]


def finish(state: HandState, how: str, rng: random.Random | None = None) -> int:
    """The elder's tricks in the whole hand when each seat plays from its own view
    (``how``: ``"rules"``, ``"books"`` or ``"sampled"``, which needs ``rng``)."""
    t = _Table(state)
    while not t.over():
        cards = t.legal()
        if len(cards) == 1:
            card = cards[0]
        elif how == "rules":
            card = play_card(cards, t.lead, t.trump)[0]
        elif how == "books":
            keep = t.lead is None and t.higher_trump_out()
            card = play_card(cards, t.lead, t.trump, keep_lone_trump=keep)[0]
        else:
            card = _determinized(t, cards, rng)  # type: ignore[arg-type]  # "sampled" has one
        t.play(card)
    return t.elder_tricks


def _determinized(t: _Table, cards: Sequence[Card], rng: random.Random) -> Card:
    """The card best on average over ``DEALS`` guesses of the other hand, each made
    from the mover's own view and solved double-dummy."""
    me = t.turn
    opp = t.other(me)
    on_table = [c for _l, a, b in t.played for c in (a, b)]
    if t.lead is not None:
        on_table.append(t.lead)
    known = set(t.hands[me]) | set(on_table) | t.seen[me]
    pinned = []
    king = KINGS[t.trump]
    if t.declared == opp and king not in on_table and king not in known:
        pinned.append(king)
        known.add(king)
    forbidden: set[Card] = set()   # what the other showed by how it followed my leads
    for leader, lead, follow in t.played:
        if leader == me:
            forbidden |= ruled_out(follow, (lead,), t.trump, t.rules)
    pool = [c for c in DECK if c not in known]
    allowed = [c for c in pool if c not in forbidden]
    need = len(t.hands[opp]) - len(pinned)
    if len(allowed) < need:          # (cannot happen in a legal play; stay safe)
        allowed = pool
    rule = ECARTE if t.rules.must_trump else ECARTE_NO_TRUMPING
    n = t.rules.players
    team = [1 if s == t.elder else 0 for s in range(n)]
    seats = sorted((me, opp))
    trick = [(t.leader, PACK.index(t.lead))] if t.lead is not None else []
    left = 5 - len(t.played)
    total = [0] * len(cards)
    for _ in range(DEALS):
        guess = rng.sample(allowed, need) + pinned
        hands = [0] * 4
        hands[me] = PACK.mask(t.hands[me])
        hands[opp] = PACK.mask(guess)
        values = card_values(rule, PACK, int(t.trump), hands, team, seats, me, trick, left)
        for i, c in enumerate(cards):
            total[i] += values[PACK.index(c)]
    sign = 1 if me == t.elder else -1
    best = max(range(len(cards)), key=lambda i: (sign * total[i], -i))
    return cards[best]
