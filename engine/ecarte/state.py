"""One hand of Écarté, start to finish, as immutable states.

``deal(rules, dealer, seed)`` or ``from_deal(rules, dealer, hands, turnup, talon)``
makes the first state; ``state.apply(action)`` returns the next one and never
changes ``state``. Phases: proposal (elder: ``propose`` / ``stand``), response
(dealer: ``accept`` / ``refuse``), elder exchange, dealer exchange, declare (the
holder of the king of trumps: ``declare king`` / ``no declaration``), play, over.

Seats are 0..n-1 clockwise. ``elder`` is the seat left of the dealer; ``younger``
plays the dealer's part: the dealer in the two-player game, the seat right of the
dealer in the three-player game (where the dealer sits out with no cards).
"""
from __future__ import annotations

import enum
from collections import abc
import itertools
import random
from dataclasses import dataclass, replace as _replace
from functools import lru_cache
from typing import Any, Callable, Iterable, Mapping, Sequence

from ..cards import Card, NotationError, Suit, parse_cards, shuffled
from ..core import Event as Event, Frozen, logged, remember, replay as replay  # noqa: F401 - Event, replay re-exported
from .. import words as common
from ..errors import DealError, IllegalActionError, Reason, RulesError, SeatError
from ..i18n import _
from . import words
from .actions import (
    ACCEPT, DECLARE_KING, NO_DECLARATION, PLAYS, PROPOSE, REFUSE, STAND, Action,
    Exchange, Play, _exchange, parse_action,
)
from .obligation import obligation
from .ranking import DECK, KINGS, POWER
from .rules import Rules
from .scoring import KING, trick_points


class Phase(enum.Enum):
    PROPOSAL = "proposal"
    RESPONSE = "response"
    ELDER_EXCHANGE = "elder_exchange"
    DEALER_EXCHANGE = "dealer_exchange"
    DECLARE = "declare"
    PLAY = "play"
    OVER = "over"


PROPOSAL, RESPONSE, ELDER_EXCHANGE, DEALER_EXCHANGE, DECLARE, PLAY, OVER = tuple(Phase)
HAND_SIZE = 5
TALON_SIZE = 21


@dataclass(frozen=True)
class Deal:
    """A complete deal: enough to replay a hand from the start. ``needed`` is the
    points each seat still needed to win the game when the hand was dealt (or
    ``None`` for a hand outside a game)."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    turnup: Card
    talon: tuple[Card, ...]
    needed: tuple[int, ...] | None


@dataclass(frozen=True)
class Award:
    """Points scored in a hand: ``seat`` scores ``points`` for ``code`` (see scoring)."""

    seat: int
    points: int
    code: str

    @property
    def text(self) -> str:
        return words.award_text(self.seat, self.points, self.code)

    def text_for(self, names: Sequence[str], me: int | None = None) -> str:
        """The sentence with the seats called by ``names`` (``("South", "North")``);
        the learner's seat ``me`` (or a name ``You``) says ``You score``."""
        return words.award_text(self.seat, self.points, self.code, names, me)


@dataclass(frozen=True)
class Trick:
    leader: int
    lead: Card
    follow: Card
    winner: int


@dataclass(frozen=True)
class HandResult:
    """A finished hand: points and tricks per seat, the awards that made the points,
    and the seat that reached the target score during the hand (if any)."""

    points: tuple[int, ...]
    tricks: tuple[int, ...]
    awards: tuple[Award, ...]
    game_winner: int | None

    @property
    def why(self) -> tuple[str, ...]:
        return tuple(a.text for a in self.awards)


@lru_cache(maxsize=1 << 15)
def _exchange_options(hand: tuple[Card, ...], least: int, most: int) -> tuple[Exchange, ...]:
    out = []
    for k in range(least, most + 1):
        for combo in itertools.combinations(hand, k):
            out.append(_exchange(combo))
    return tuple(out)


def _index(card: Card) -> int:
    return card.index


class HandState(Frozen):
    """An immutable Écarté position. Build with ``deal`` or ``from_deal``."""

    __slots__ = (
        "rules", "deal", "dealer", "elder", "younger", "trump", "turnup", "hands", "talon",
        "discards", "phase", "current_player", "exchanged", "rounds", "opening", "holder",
        "declared", "leader", "lead", "tricks_played", "tricks", "points", "awards",
        "needed", "game_winner", "history", "_legal",
    )
    IDENTITY = ("rules", "deal", "history")   # equal states: same deal, same actions

    rules: Rules
    deal: Deal
    dealer: int
    elder: int
    younger: int                 # the seat playing the dealer's part
    trump: Suit
    turnup: Card
    hands: tuple[tuple[Card, ...], ...]
    talon: tuple[Card, ...]
    discards: tuple[tuple[Card, ...], ...]   # per seat, face down
    phase: Phase
    current_player: int | None   # the seat to act; None once the hand is over
    exchanged: bool
    rounds: int
    opening: str | None          # how play was reached: "stand", "refusal" or "exchange"
    holder: int | None           # the holder of the king of trumps, asked to declare
    declared: int | None
    leader: int | None
    lead: Card | None
    tricks_played: tuple[Trick, ...]
    tricks: tuple[int, ...]      # tricks won by each seat
    points: tuple[int, ...]
    awards: tuple[Award, ...]
    needed: tuple[int, ...] | None
    game_winner: int | None
    history: tuple[Event, ...]
    _legal: tuple[Action, ...] | None

    # ------------------------------------------------------------------ public
    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def trick(self) -> tuple[Card, ...]:
        """The cards of the trick in progress (empty or the led card)."""
        return () if self.lead is None else (self.lead,)

    @property
    def result(self) -> HandResult | None:
        """Points per seat and why, once the hand is over; ``None`` before."""
        if self.phase is not OVER:
            return None
        return HandResult(self.points, self.tricks, self.awards, self.game_winner)

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the player to act, in a fixed order: propose, stand;
        accept, refuse; exchanges by number of cards then hand order; declare king,
        no declaration; plays in hand order."""
        legal = self._legal
        if legal is None:
            legal = remember(self, "_legal", self._compute_legal())
        return legal

    def is_legal(self, action: Action | str) -> bool:
        try:
            action = parse_action(action)
        except NotationError:
            return False
        return action in self.legal_actions()

    def apply(self, action: Action | str) -> "HandState":
        """The state after the player to act does ``action`` (an action or its text).
        Raise ``IllegalActionError`` (with the reason) and change nothing if illegal."""
        if action.__class__ is str:
            try:
                action = parse_action(action)
            except NotationError:
                raise IllegalActionError(words.not_an_action(action)) from None
        if action not in self.legal_actions():
            from .explain import explain_illegal
            raise IllegalActionError(explain_illegal(self, action) or words.not_legal(action))
        phase = self.phase   # play first: most actions are plays (skips hashing the enum)
        # (a string was parsed above: ``action`` is an Action here, and the phase decides its class)
        return _apply_play(self, action) if phase is PLAY else _APPLY[phase](self, action)  # type: ignore[arg-type]

    def start(self) -> "HandState":
        """The state just after the deal."""
        return _make(self.rules, self.deal)

    def cards_in_play(self) -> tuple[Card, ...]:
        """All 32 cards: hands, turn-up, talon, discards and cards played."""
        out: list[Card] = []
        for h in self.hands:
            out.extend(h)
        out.append(self.turnup)
        out.extend(self.talon)
        for d in self.discards:
            out.extend(d)
        for t in self.tricks_played:
            out.extend((t.lead, t.follow))
        if self.lead is not None:
            out.append(self.lead)
        return tuple(out)

    def __repr__(self) -> str:
        return (
            f"<Écarté hand: dealer {self.dealer}, trump {self.trump.letter}, phase "
            f"{self.phase.value}, to move {self.current_player}, points {self.points}>"
        )

    # ------------------------------------------------------------------ legal
    def _compute_legal(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase is PLAY:
            cards = obligation(self.hands[self.current_player], self.trick, self.trump, self.rules).cards  # type: ignore[index]  # in play: a seat acts
            return tuple([PLAYS[c.index] for c in cards])
        if phase is PROPOSAL:
            return (PROPOSE, STAND)
        if phase is RESPONSE:
            return (ACCEPT, REFUSE)
        if phase is ELDER_EXCHANGE:
            least, most = self.exchange_limits()
            return _exchange_options(self.hands[self.elder], least, most)
        if phase is DEALER_EXCHANGE:
            least, most = self.exchange_limits()
            return _exchange_options(self.hands[self.younger], least, most)
        if phase is DECLARE:
            return (DECLARE_KING, NO_DECLARATION)
        return ()

    def exchange_limits(self) -> tuple[int, int]:
        """``(least, most)`` cards the player to act may exchange now."""
        talon = len(self.talon)
        must = self.rules.dealer_must_exchange
        if self.phase is ELDER_EXCHANGE:
            return 1, min(HAND_SIZE, talon - 1 if must else talon)
        if self.phase is DEALER_EXCHANGE:
            return (1 if must else 0), min(HAND_SIZE, talon)
        return 0, 0



# ---------------------------------------------------------------------- transitions

def _apply_proposal(s: HandState, a: Action) -> HandState:
    if a is PROPOSE:
        return s.evolve(history=logged(s, a), phase=RESPONSE, current_player=s.younger)
    return _begin_play(s, history=logged(s, a), opening="exchange" if s.exchanged else "stand")


def _apply_response(s: HandState, a: Action) -> HandState:
    if a is ACCEPT:
        return s.evolve(history=logged(s, a), phase=ELDER_EXCHANGE, current_player=s.elder)
    return _begin_play(s, history=logged(s, a),
                       opening="exchange" if s.exchanged else "refusal")


def _apply_elder_exchange(s: HandState, a: Exchange) -> HandState:
    drawn = _draw(s, s.elder, a.cards)
    if not drawn["talon"]:
        return _begin_play(s, history=logged(s, a), exchanged=True, opening="exchange", **drawn)
    return s.evolve(history=logged(s, a), exchanged=True, phase=DEALER_EXCHANGE,
                    current_player=s.younger, **drawn)


def _apply_dealer_exchange(s: HandState, a: Exchange) -> HandState:
    drawn = _draw(s, s.younger, a.cards)
    if len(drawn["talon"]) < 2:
        return _begin_play(s, history=logged(s, a), rounds=s.rounds + 1, opening="exchange",
                           **drawn)
    return s.evolve(history=logged(s, a), rounds=s.rounds + 1, phase=PROPOSAL,
                    current_player=s.elder, **drawn)


def _apply_declare(s: HandState, a: Action) -> HandState:
    play = {"history": logged(s, a), "phase": PLAY, "leader": s.elder, "current_player": s.elder}
    if a is DECLARE_KING:
        return _award(s, s.holder, KING, "declared_king", declared=s.holder, **play)  # type: ignore[arg-type]  # asked: a holder
    return s.evolve(**play)


def _draw(s: HandState, seat: int, cards: tuple[Card, ...]) -> dict[str, tuple[Any, ...]]:
    """The changed fields when ``seat`` discards ``cards`` and draws as many."""
    k = len(cards)
    hand = [c for c in s.hands[seat] if c not in cards]
    hand.extend(s.talon[:k])
    hand.sort(key=_index)
    hands = list(s.hands)
    hands[seat] = tuple(hand)
    discards = list(s.discards)
    discards[seat] = discards[seat] + cards
    return {"hands": tuple(hands), "talon": s.talon[k:], "discards": tuple(discards)}


def _begin_play(s: HandState, **changes: Any) -> HandState:
    """The exchanges are over (with ``changes``): the king's holder is asked, or play begins."""
    hands, king = changes.get("hands", s.hands), KINGS[s.trump]
    for seat in (s.elder, s.younger):
        if king in hands[seat]:
            return s.evolve(holder=seat, phase=DECLARE, current_player=seat, **changes)
    return s.evolve(phase=PLAY, leader=s.elder, current_player=s.elder, **changes)


def _apply_play(s: HandState, a: Play) -> HandState:
    seat: int   # in play a seat always acts
    card, seat = a.card, s.current_player  # type: ignore[assignment]
    hand = s.hands[seat]
    i = hand.index(card)
    hands = list(s.hands)
    hands[seat] = hand[:i] + hand[i + 1:]
    lead = s.lead
    if lead is None:
        other = s.younger if seat == s.elder else s.elder
        return s.evolve(history=logged(s, a), hands=tuple(hands), lead=card, current_player=other)
    table = POWER[s.trump][lead.suit]  # type: ignore[index]  # no joker: every card has a suit
    winner: int   # the leader of a trick in progress is known
    winner = seat if table[card.index] > table[lead.index] else s.leader  # type: ignore[assignment]
    tricks = list(s.tricks)
    tricks[winner] += 1
    played = s.tricks_played + (Trick(s.leader, lead, card, winner),)  # type: ignore[arg-type]
    after = {"history": logged(s, a), "hands": tuple(hands), "tricks_played": played,
             "tricks": tuple(tricks), "lead": None, "leader": winner}
    if len(played) < HAND_SIZE:
        return s.evolve(current_player=winner, **after)
    elder_won, points, code = trick_points(s.rules.penalty, s.opening, tricks[s.elder])  # type: ignore[arg-type]  # play began: an opening
    return _award(s, s.elder if elder_won else s.younger, points, code,
                  phase=OVER, current_player=None, **after)


def _award(s: HandState, seat: int, points: int, code: str, **changes: Any) -> HandState:
    """``s`` with ``changes`` and ``seat`` scoring ``points``: reaching the target ends
    the hand (and the game) whatever ``changes`` say."""
    total = list(s.points)
    total[seat] += points
    changes.update(points=tuple(total), awards=s.awards + (Award(seat, points, code),))
    if s.needed is not None and total[seat] >= s.needed[seat] and s.game_winner is None:
        changes.update(game_winner=seat, phase=OVER, current_player=None)
    return s.evolve(**changes)


# the action of each phase is of that phase's class (an Exchange, a Play or a Word)
_APPLY: dict[Phase, Callable[[HandState, Any], HandState]] = {
    PROPOSAL: _apply_proposal, RESPONSE: _apply_response,
    ELDER_EXCHANGE: _apply_elder_exchange, DEALER_EXCHANGE: _apply_dealer_exchange,
    DECLARE: _apply_declare, PLAY: _apply_play,
}


# ---------------------------------------------------------------------- making hands

def roles(players: int, dealer: int) -> tuple[int, int]:
    """``(elder, younger)``: the elder hand and the seat playing the dealer's part."""
    if players == 2:
        return 1 - dealer, dealer
    return (dealer + 1) % 3, (dealer + 2) % 3


def _needed(rules: Rules, scores: Sequence[int] | None) -> tuple[int, ...] | None:
    if scores is None:
        return None
    scores = tuple(scores)
    if len(scores) != rules.players or any(type(s) is not int or s < 0 for s in scores):
        raise RulesError(Reason.of("ecarte", "scores_shape", players=rules.players))
    if any(s >= rules.target_score for s in scores):
        raise RulesError(Reason.of("ecarte", "scores_won", target=rules.target_score))
    return tuple(rules.target_score - s for s in scores)


def at_scores(hand: HandState, scores: Sequence[int]) -> HandState:
    """``hand`` as a hand of a game with ``scores`` before it: the same deal and the same
    actions so far, its points counted towards the target as they are scored (a hand
    from a deal code knows no game, so a king or a vole could not win one)."""
    needed = _needed(hand.rules, scores)
    if hand.needed == needed:
        return hand
    s = _make(hand.rules, _replace(hand.deal, needed=needed))
    for e in hand.history:
        s = s.apply(e.action)
    return s


def _make(rules: Rules, d: Deal) -> HandState:
    """The state just after the deal ``d`` (a turned-up king scores at once)."""
    elder, younger = roles(rules.players, d.dealer)
    n = rules.players
    s = HandState.make(
        rules=rules, deal=d, dealer=d.dealer, elder=elder, younger=younger,
        trump=d.turnup.suit, turnup=d.turnup, hands=d.hands, talon=d.talon,
        discards=((),) * n, phase=PROPOSAL, current_player=elder, exchanged=False, rounds=0,
        opening=None, holder=None, declared=None, leader=None, lead=None, tricks_played=(),
        tricks=(0,) * n, points=(0,) * n, awards=(), needed=d.needed, game_winner=None,
        history=())
    if d.turnup is KINGS[d.turnup.suit]:  # type: ignore[index]  # no joker: the turn-up has a suit
        return _award(s, younger, KING, "turned_king")
    return s


def _new_deal(dealer: int, hands: Iterable[Iterable[Card]], turnup: Card, talon: Iterable[Card],
              needed: tuple[int, ...] | None) -> Deal:
    return Deal(dealer, tuple(tuple(sorted(h, key=_index)) for h in hands), turnup,
                tuple(talon), needed)


def _check_rules(rules: Rules) -> None:
    if not isinstance(rules, Rules):
        raise RulesError(f"the rules must be an ecarte.Rules (e.g. ecarte.preset('classic')), "
                        f"not {rules!r}")


def _check_dealer(rules: Rules, dealer: int) -> None:
    if type(dealer) is not int or not 0 <= dealer < rules.players:
        raise SeatError(f"the dealer must be a seat from 0 to {rules.players - 1}, not {dealer!r}")


def deal(rules: Rules | None = None, dealer: int = 0, seed: int | random.Random | None = None,
         scores: Sequence[int] | None = None) -> HandState:
    """Shuffle (``seed`` makes it repeatable) and deal a hand: 5 cards each in the
    rules' packets (3+2 or 2+3), elder first; the 11th card is turned up and the
    other 21 form the talon. ``scores`` (per seat, before this hand) makes the hand
    stop as soon as someone reaches the target score."""
    rules = Rules() if rules is None else rules
    _check_rules(rules)
    _check_dealer(rules, dealer)
    deck = shuffled(DECK, seed)
    first = 3 if rules.packets == "3+2" else 2
    elder_cards = deck[0:first] + deck[2 * first:first + 5]
    younger_cards = deck[first:2 * first] + deck[first + 5:10]
    elder, younger = roles(rules.players, dealer)
    hands: list[Sequence[Card]] = [()] * rules.players
    hands[elder] = elder_cards
    hands[younger] = younger_cards
    return _make(rules, _new_deal(dealer, hands, deck[10], deck[11:], _needed(rules, scores)))


def _cards(value: str | Iterable[Card | str] | None, what: str) -> tuple[Card, ...]:
    if value is None:
        return ()
    try:
        return parse_cards(value)
    except (NotationError, TypeError) as exc:
        raise DealError(f"{what}: {exc}") from None


_IN_PACK = frozenset(DECK)


def from_deal(rules: Rules | None, dealer: int,
              hands: Sequence[str | Iterable[Card | str] | None] | Mapping[int, str | Iterable[Card | str]],
              turnup: Card | str,
              talon: str | Iterable[Card | str], scores: Sequence[int] | None = None) -> HandState:
    """A hand from an explicit deal: ``hands`` per seat (in the three-player game the
    dealer's entry is empty), the turned-up card and the talon, top card first.
    The 32 cards must all be there exactly once; otherwise ``DealError``."""
    rules = Rules() if rules is None else rules
    _check_rules(rules)
    _check_dealer(rules, dealer)
    elder, younger = roles(rules.players, dealer)
    if isinstance(hands, dict):
        hands = [hands.get(seat) for seat in range(rules.players)]
    if isinstance(hands, (str, Card)) or not isinstance(hands, (abc.Sequence, dict)):
        raise DealError(f"give one hand per seat, not {hands!r}")
    seat_cards = [_cards(h, f"hand of seat {i}") for i, h in enumerate(hands)]
    if len(seat_cards) != rules.players:
        raise DealError(f"give {rules.players} hands, one per seat, not {len(seat_cards)}")
    # The reasons name the seat or card at fault: a teacher's set-up shows them.
    for seat, hand in enumerate(seat_cards):
        name = common.seat_name(rules.players, seat)
        if seat not in (elder, younger) and hand:
            raise DealError(_("{seat} deals and holds no cards in the three-player game, "
                              "not {n}").format(seat=name, n=len(hand)))
        if seat in (elder, younger) and len(hand) != HAND_SIZE:
            raise DealError(_("{seat} must hold {want} cards, not {n}").format(
                seat=name, want=HAND_SIZE, n=len(hand)))
    up = _cards([turnup] if isinstance(turnup, (str, Card)) else turnup, "turned-up card")
    if len(up) != 1:
        raise DealError(_("give exactly one turned-up card, not {n}").format(n=len(up)))
    talon_cards = _cards(talon, "talon")
    if len(talon_cards) != TALON_SIZE:
        raise DealError(_("the talon must hold {want} cards, not {n}").format(
            want=TALON_SIZE, n=len(talon_cards)))
    everything = [c for h in seat_cards for c in h] + list(up) + list(talon_cards)
    seen = set()
    for c in everything:
        if c.is_joker:
            raise DealError(_("Écarté is played without the joker"))
        if c not in _IN_PACK:   # a 2♣ was let through, then refused by the deal code's words
            raise DealError(_("the {card} is not in the 32-card pack (7 to ace)").format(
                card=c.display))
        if c in seen:
            raise DealError(_("the {card} appears twice in the deal").format(card=c.display))
        seen.add(c)
    return _make(rules, _new_deal(dealer, seat_cards, up[0], talon_cards, _needed(rules, scores)))


def _position(**fields: Any) -> HandState:
    """A state from its fields, with no history (for ``view.position_from_view``)."""
    return HandState.make(history=(), **fields)


def partner_of(rules: Rules, seat: int) -> None:
    """Écarté has no partners: every seat plays for itself (the registry's shape)."""
    return None
