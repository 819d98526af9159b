"""What one seat may see of a hand: ``observe(state, seat)``.

The view hides the other hand, the talon and the face-down discards of others
(only their number is known). For computer players and hints. A holder's silent
``no declaration`` is not shown to others, and while the holder of the king of
trumps decides, the others see the play phase with nobody to act yet.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

from ..cards import Card, NotationError, Suit, parse_cards
from ..core import Event
from ..errors import DealError, SeatError
from .actions import NO_DECLARATION, Action, Exchange
from .rules import Rules
from .state import DECLARE, PLAY, Award, Deal, HandState, Phase, Trick

if TYPE_CHECKING:
    from typing import TypeAlias

    _Cards: TypeAlias = str | Iterable[str | Card]   # anything ``parse_cards`` reads


@dataclass(frozen=True)
class HiddenExchange:
    """Another player's exchange as seen by a player: only the number of cards."""

    count: int

    def __str__(self) -> str:
        return f"exchange {self.count} card{'s' if self.count != 1 else ''}"


@dataclass(frozen=True)
class View:
    seat: int
    rules: Rules
    dealer: int
    elder: int
    younger: int
    trump: Suit
    turnup: Card
    phase: Phase
    current_player: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    talon_size: int
    discards: tuple[Card, ...]
    discard_counts: tuple[int, ...]
    lead: Card | None
    tricks_played: tuple[Trick, ...]
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    awards: tuple[Award, ...]
    declared: int | None
    history: tuple[Event, ...]   # others' exchanges appear as HiddenExchange actions
    legal_actions: tuple[Action, ...]

    @property
    def to_act(self) -> bool:
        return self.current_player == self.seat

    @property
    def exchanged(self) -> bool:
        """Whether an exchange has taken place this hand: an exchange action in the history
        (this seat's ``Exchange``, another's ``HiddenExchange``), or discards on the table
        (a position set up without its history, ``position_from_view``, keeps those; the
        elder's exchange always discards a card)."""
        return any(isinstance(e.action, (Exchange, HiddenExchange)) for e in self.history) \
            or any(self.discard_counts)


def observe(state: HandState, seat: int) -> View:
    """The part of ``state`` that ``seat`` may see."""
    if type(seat) is not int or not 0 <= seat < state.rules.players:
        raise SeatError(f"seat must be a whole number from 0 to {state.rules.players - 1}, "
                        f"not {seat!r}")
    phase = state.phase
    current = state.current_player
    if phase is DECLARE and seat != current:
        phase, current = PLAY, None
    history: list[Event | None] = []
    for step in state.history:
        history.append(_public(step, seat))
    shown = tuple(h for h in history if h is not None)
    return View(
        seat=seat, rules=state.rules, dealer=state.dealer, elder=state.elder,
        younger=state.younger, trump=state.trump, turnup=state.turnup, phase=phase,
        current_player=current, hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands), talon_size=len(state.talon),
        discards=state.discards[seat], discard_counts=tuple(len(d) for d in state.discards),
        lead=state.lead, tricks_played=state.tricks_played, tricks=state.tricks,
        points=state.points, awards=state.awards, declared=state.declared,
        history=shown,
        legal_actions=state.legal_actions() if state.current_player == seat else (),
    )


def _public(step: Event, seat: int) -> Event | None:
    if step.seat == seat:
        return Event(step.seat, step.action)
    if isinstance(step.action, Exchange):
        return Event(step.seat, HiddenExchange(len(step.action.cards)))
    if step.action is NO_DECLARATION:
        return None
    return Event(step.seat, step.action)


def position_from_view(view: View, hands: Iterable[_Cards], talon: _Cards,
                       discards: Iterable[_Cards]) -> HandState:
    """The hand at ``view``'s point with the hidden cards filled in: each seat's
    ``hands``, the ``talon`` (top card first) and each seat's face-down ``discards``.
    For search and sampling (PIMC): the result plays on like the real hand but has
    no history before this point, so it cannot be replayed from the deal."""
    from .actions import STAND, Exchange
    from .ranking import KINGS
    from .state import _position

    hands, talon, discards = _filled(view, hands, talon, discards)
    history = view.history
    exchanges = [h for h in history if isinstance(h.action, (Exchange, HiddenExchange))]
    opening = None
    if view.phase in (Phase.DECLARE, Phase.PLAY, Phase.OVER):
        if exchanges:
            opening = "exchange"
        elif history and history[0].action is STAND:
            opening = "stand"
        else:
            opening = "refusal"
    king = KINGS[view.trump]
    holder = next((s for s in (view.elder, view.younger) if king in hands[s]), None)
    if view.lead is None:
        leader = view.current_player if view.phase is Phase.PLAY else None
    else:  # the player to follow is not the one who led
        leader = view.younger if view.current_player == view.elder else view.elder
    return _position(
        rules=view.rules, deal=Deal(view.dealer, hands, view.turnup, talon, None),
        dealer=view.dealer, elder=view.elder, younger=view.younger,
        trump=view.trump, turnup=view.turnup, hands=hands,
        talon=talon, discards=discards, phase=view.phase,
        current_player=view.current_player, exchanged=bool(exchanges),
        rounds=sum(1 for h in exchanges if h.seat == view.younger), opening=opening,
        holder=holder, declared=view.declared, leader=leader, lead=view.lead,
        tricks_played=view.tricks_played, tricks=view.tricks, points=view.points,
        awards=view.awards, needed=None, game_winner=None)


def _filled(view: View, hands: Iterable[_Cards], talon: _Cards, discards: Iterable[_Cards]
            ) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], tuple[tuple[Card, ...], ...]]:
    """The filled-in cards as tuples; ``DealError`` unless they match the view's sizes
    (one hand and one pile of discards per seat, the viewer's as seen)."""
    try:
        seat_cards = tuple(parse_cards(h) for h in hands)
        talon_cards = parse_cards(talon)
        discarded = tuple(parse_cards(d) for d in discards)
    except (NotationError, TypeError):
        raise DealError("the hands, talon and discards must be lists of cards") from None
    sizes = tuple(len(h) for h in seat_cards)
    if sizes != view.hand_sizes or set(seat_cards[view.seat]) != set(view.hand) \
            or len(talon_cards) != view.talon_size \
            or tuple(len(d) for d in discarded) != view.discard_counts:
        raise DealError(f"the filled-in cards must match the view: hands of {view.hand_sizes} "
                        f"cards (the viewer's as seen), a talon of {view.talon_size} and "
                        f"discards of {view.discard_counts}")
    return seat_cards, talon_cards, discarded
