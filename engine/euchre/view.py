"""What one player may see of a hand: ``observe(state, seat)``.

Hidden: the other hands, the face-down kitty, face-down discards (except one's
own) and a card passed in Call for Best (seen by giver and receiver only). The
upcard is public even after the dealer picks it up, so the view keeps it.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, Suit
from .actions import Action, Kind
from .rules import Rules
from .state import Event, HandResult, HandState, Phase, Trick


@dataclass(frozen=True)
class HiddenCard:
    """A face-down ``discard`` or ``give`` in a view's history: its kind, not its card."""

    kind: Kind

    def __str__(self) -> str:
        return f"{self.kind.value} (face down)"


@dataclass(frozen=True)
class View:
    rules: Rules
    seat: int
    dealer: int
    phase: Phase
    current_player: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    upcard: Card                 # the card turned up on the kitty this hand
    upcard_taken: bool           # the dealer picked it up (ordered, or a Benny)
    turned_down: Suit | None
    trump: Suit | None
    maker: int | None
    alone: int | None
    lone_defender: int | None
    sitting_out: frozenset
    my_discards: tuple[Card, ...]
    trick: tuple[tuple[int, Card], ...]
    leader: int | None
    tricks: tuple[Trick, ...]
    won: tuple[int, ...]
    history: tuple[Event, ...]   # hidden cards appear as HiddenCard actions
    legal_actions: tuple[Action, ...]
    result: HandResult | None

    @property
    def played_cards(self) -> tuple[Card, ...]:
        done = tuple(c for t in self.tricks for c in t.cards)
        return done + tuple(c for _, c in self.trick)


def observe(state: HandState, seat: int) -> View:
    """The hand as ``seat`` sees it (never the other players' hidden cards)."""
    if not 0 <= seat < state.rules.players:
        raise ValueError(f"seat must be from 0 to {state.rules.players - 1}")
    receiver_of = {}
    history = []
    lone = [x for x in (state.alone, state.lone_defender) if x is not None]
    gives = 0
    for e in state.history:
        a = e.action
        visible = True
        if a.kind is Kind.DISCARD:
            visible = e.seat == seat
        elif a.kind is Kind.GIVE:
            receiver = lone[gives] if gives < len(lone) else None
            gives += 1
            visible = seat in (e.seat, receiver)
        history.append(e if visible else Event(e.seat, HiddenCard(a.kind)))
    return View(
        rules=state.rules, seat=seat, dealer=state.dealer, phase=state.phase,
        current_player=state.turn, hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        upcard=state.deal.upcard, upcard_taken=state.trump is not None and
        state.turned_down is None,
        turned_down=state.turned_down, trump=state.trump, maker=state.maker,
        alone=state.alone, lone_defender=state.lone_defender,
        sitting_out=state.sitting_out,
        my_discards=tuple(c for s, c in state.discards if s == seat),
        trick=state.trick, leader=state.leader, tricks=state.tricks, won=state.won,
        history=tuple(history),
        legal_actions=state.legal_actions() if state.turn == seat else (),
        result=state.result,
    )
