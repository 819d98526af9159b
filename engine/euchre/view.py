"""What one player may see of a hand: ``observe(state, seat)``.

Hidden: the other hands, the face-down kitty, face-down discards (except one's
own) and a card passed in Call for Best (seen by giver and receiver only). The
upcard is public even after the dealer picks it up, so the view keeps it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

from ..cards import Card, NotationError, Suit, parse_cards, sort_cards
from ..errors import DealError, SeatError
from .actions import Action, Kind
from .rules import Rules
from .state import Deal, Event, HandResult, HandState, Phase, Trick

if TYPE_CHECKING:
    from typing import Sequence, TypeAlias

    # each seat's cards, as text or cards (anything ``parse_cards`` reads)
    _Hands: TypeAlias = Iterable[str | Sequence[str] | Sequence[Card]]


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
    sitting_out: frozenset[int]
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
    _check_seat(state.rules, seat)
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
        current_player=state.current_player, hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        upcard=state.deal.upcard, upcard_taken=state.trump is not None and
        state.turned_down is None,
        turned_down=state.turned_down, trump=state.trump, maker=state.maker,
        alone=state.alone, lone_defender=state.lone_defender,
        sitting_out=state.sitting_out,
        my_discards=tuple(c for s, c in state.discards if s == seat),
        trick=state.trick, leader=state.leader, tricks=state.tricks, won=state.won,
        history=tuple(history),
        legal_actions=state.legal_actions() if state.current_player == seat else (),
        result=state.result,
    )


def position_from_view(view: View, hands: _Hands, kitty: Iterable[Card] = (),
                       discards: Iterable[tuple[int, Card]] = ()) -> HandState:
    """The hand at ``view``'s point of play with the hidden cards filled in: every
    seat's current ``hands``, the face-down ``kitty`` and the ``discards`` as
    ``(seat, card)``. For search and sampling (PIMC): the result plays on exactly
    like the real hand, but its ``deal`` is the filled-in position and its history
    is the view's, so it is not meant to be replayed from the start."""
    hands = _filled_hands(view, hands)
    kitty = tuple(kitty)
    return HandState.make(
        rules=view.rules, deal=Deal(view.dealer, hands, view.upcard, kitty),
        dealer=view.dealer, phase=view.phase, current_player=view.current_player, hands=hands,
        upcard=None if view.upcard_taken else view.upcard, kitty=kitty,
        turned_down=view.turned_down, trump=view.trump, maker=view.maker, alone=view.alone,
        lone_defender=view.lone_defender, sitting_out=view.sitting_out,
        discards=tuple(discards), trick=view.trick, leader=view.leader, tricks=view.tricks,
        won=view.won, history=view.history, passes=_passes(view),
        pending_best=_pending_best(view), result=view.result)


def _check_seat(rules: Rules, seat: object) -> None:
    # type(...) is int: True and 1.0 compare equal to 1 but are not seats.
    if type(seat) is not int or not 0 <= seat < rules.players:
        raise SeatError(f"seat must be a whole number from 0 to {rules.players - 1}, "
                        f"not {seat!r}")


def _filled_hands(view: View, hands: _Hands) -> tuple[tuple[Card, ...], ...]:
    """Every seat's cards, sorted; ``DealError`` unless one hand per seat of the
    right sizes, the viewer's as seen."""
    try:
        filled = tuple(sort_cards(parse_cards(h)) for h in hands)
    except (NotationError, TypeError):
        raise DealError(f"the hands must be one list of cards per seat, not {hands!r}") from None
    sizes = tuple(len(h) for h in filled)
    if sizes != view.hand_sizes or filled[view.seat] != sort_cards(view.hand):
        raise DealError(f"the hands must hold one hand per seat of {view.hand_sizes} cards, "
                        f"the viewer's as seen, not {sizes} cards")
    return filled


def _passes(view: View) -> int:
    """Passes so far in the current bidding round."""
    n = sum(1 for e in view.history if e.action.kind is Kind.PASS)
    if view.phase is Phase.BID2:
        return n - view.rules.players
    return n if view.phase is Phase.BID1 else 0


def _pending_best(view: View) -> tuple[int, ...]:
    """Lone players still to receive their partner's card (Call for Best)."""
    if view.phase not in (Phase.GIVE, Phase.BEST_DISCARD):
        return ()
    lone = tuple(x for x in (view.alone, view.lone_defender) if x is not None)
    gives = sum(1 for e in view.history if e.action.kind is Kind.GIVE)
    return lone[gives:] if view.phase is Phase.GIVE else lone[gives - 1:]
