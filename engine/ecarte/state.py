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
import itertools
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Sequence

from ..cards import Card, NotationError, parse_cards, shuffled
from ..errors import DealCodeError, IllegalActionError, RulesError
from . import words
from .actions import (
    ACCEPT, DECLARE_KING, NO_DECLARATION, PLAYS, PROPOSE, REFUSE, STAND, Action,
    Exchange, _exchange, parse_action,
)
from .ranking import DECK, KINGS, POWER, legal_follows
from .rules import Rules
from .scoring import trick_points


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
class Step:
    """One entry of a hand's history: ``seat`` did ``action``."""

    seat: int
    action: Action

    def __str__(self) -> str:
        return f"{self.seat}: {self.action}"


@dataclass(frozen=True)
class Award:
    """Points scored in a hand: ``seat`` scores ``points`` for ``code`` (see scoring)."""

    seat: int
    points: int
    code: str

    @property
    def text(self) -> str:
        return words.award_text(self.seat, self.points, self.code)

    def text_for(self, names, me: int | None = None) -> str:
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


class HandState:
    """An immutable Écarté position. Build with ``deal`` or ``from_deal``."""

    __slots__ = (
        "rules", "dealer", "elder", "younger", "trump", "turnup", "hands", "talon",
        "discards", "phase", "to_move", "exchanged", "rounds", "opening", "holder",
        "declared", "leader", "lead", "tricks_played", "tricks", "points", "awards",
        "needed", "game_winner", "_prev", "_action", "_legal",
    )

    # ------------------------------------------------------------------ public
    @property
    def current_player(self) -> int | None:
        """The seat to act, or ``None`` when the hand is over."""
        return self.to_move

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
            legal = self._legal = self._compute_legal()
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
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if action not in legal:
            from .explain import explain_illegal
            raise IllegalActionError(explain_illegal(self, action) or words.not_legal(action))
        return self._do(action)

    @property
    def history(self) -> tuple[Step, ...]:
        """Who did what since the deal, oldest first."""
        steps = []
        state = self
        while state._prev is not None:
            prev = state._prev
            steps.append(Step(prev.to_move, state._action))
            state = prev
        steps.reverse()
        return tuple(steps)

    @property
    def start(self) -> "HandState":
        """The state just after the deal."""
        state = self
        while state._prev is not None:
            state = state._prev
        return state

    @property
    def previous(self) -> "HandState | None":
        return self._prev

    def replay(self) -> tuple["HandState", ...]:
        """Every state from the deal to this one (the history, step by step)."""
        states = []
        state = self
        while state is not None:
            states.append(state)
            state = state._prev
        states.reverse()
        return tuple(states)

    def cards_in_play(self) -> tuple[Card, ...]:
        """All 32 cards: hands, turn-up, talon, discards and cards played."""
        out = []
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

    def key(self) -> tuple:
        """Everything that determines the future of the hand (for hashing)."""
        return (
            self.rules, self.dealer, self.turnup, self.hands, self.talon, self.discards,
            self.phase, self.to_move, self.exchanged, self.opening, self.declared,
            self.leader, self.lead, self.tricks_played, self.points, self.needed,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HandState) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def __repr__(self) -> str:
        return (
            f"<Écarté hand: dealer {self.dealer}, trump {self.trump.letter}, phase "
            f"{self.phase.value}, to move {self.to_move}, points {self.points}>"
        )

    # ------------------------------------------------------------------ legal
    def _compute_legal(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase is PLAY:
            hand = self.hands[self.to_move]
            if self.lead is None:
                return tuple([PLAYS[c.index] for c in hand])
            return tuple([PLAYS[c.index] for c in
                          legal_follows(hand, self.lead, self.trump, self.rules.must_trump)])
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

    # ------------------------------------------------------------------ transitions
    def _clone(self) -> "HandState":
        new = object.__new__(HandState)
        new.rules = self.rules
        new.dealer = self.dealer
        new.elder = self.elder
        new.younger = self.younger
        new.trump = self.trump
        new.turnup = self.turnup
        new.hands = self.hands
        new.talon = self.talon
        new.discards = self.discards
        new.phase = self.phase
        new.to_move = self.to_move
        new.exchanged = self.exchanged
        new.rounds = self.rounds
        new.opening = self.opening
        new.holder = self.holder
        new.declared = self.declared
        new.leader = self.leader
        new.lead = self.lead
        new.tricks_played = self.tricks_played
        new.tricks = self.tricks
        new.points = self.points
        new.awards = self.awards
        new.needed = self.needed
        new.game_winner = self.game_winner
        new._prev = self
        new._legal = None
        return new

    def _do(self, action: Action) -> "HandState":
        new = self._clone()
        new._action = action
        phase = self.phase
        if phase is PLAY:
            new._play(action.card)
        elif phase is PROPOSAL:
            if action is PROPOSE:
                new.phase = RESPONSE
                new.to_move = self.younger
            else:
                new.opening = "exchange" if self.exchanged else "stand"
                new._begin_play()
        elif phase is RESPONSE:
            if action is ACCEPT:
                new.phase = ELDER_EXCHANGE
                new.to_move = self.elder
            else:
                new.opening = "exchange" if self.exchanged else "refusal"
                new._begin_play()
        elif phase is ELDER_EXCHANGE:
            new._exchange(self.elder, action.cards)
            new.exchanged = True
            if not new.talon:
                new.opening = "exchange"
                new._begin_play()
            else:
                new.phase = DEALER_EXCHANGE
                new.to_move = self.younger
        elif phase is DEALER_EXCHANGE:
            new._exchange(self.younger, action.cards)
            new.rounds = self.rounds + 1
            if len(new.talon) < 2:
                new.opening = "exchange"
                new._begin_play()
            else:
                new.phase = PROPOSAL
                new.to_move = self.elder
        elif phase is DECLARE:
            if action is DECLARE_KING:
                new.declared = self.holder
                new._award(self.holder, 1, "declared_king")
            if new.phase is not OVER:
                new.phase = PLAY
                new.leader = new.to_move = self.elder
        return new

    def _exchange(self, seat: int, cards: tuple[Card, ...]) -> None:
        k = len(cards)
        hand = [c for c in self.hands[seat] if c not in cards]
        hand.extend(self.talon[:k])
        hand.sort(key=_index)
        hands = list(self.hands)
        hands[seat] = tuple(hand)
        self.hands = tuple(hands)
        self.talon = self.talon[k:]
        discards = list(self.discards)
        discards[seat] = discards[seat] + cards
        self.discards = tuple(discards)

    def _begin_play(self) -> None:
        king = KINGS[self.trump]
        for seat in (self.elder, self.younger):
            if king in self.hands[seat]:
                self.holder = seat
                self.phase = DECLARE
                self.to_move = seat
                return
        self.phase = PLAY
        self.leader = self.to_move = self.elder

    def _play(self, card: Card) -> None:
        seat = self.to_move
        hand = self.hands[seat]
        i = hand.index(card)
        hands = list(self.hands)
        hands[seat] = hand[:i] + hand[i + 1:]
        self.hands = tuple(hands)
        lead = self.lead
        if lead is None:
            self.lead = card
            self.to_move = self.younger if seat == self.elder else self.elder
            return
        table = POWER[self.trump][lead.suit]
        winner = seat if table[card.index] > table[lead.index] else self.leader
        self.tricks_played = self.tricks_played + (Trick(self.leader, lead, card, winner),)
        tricks = list(self.tricks)
        tricks[winner] += 1
        self.tricks = tuple(tricks)
        self.lead = None
        self.leader = self.to_move = winner
        if len(self.tricks_played) == HAND_SIZE:
            self.phase = OVER
            self.to_move = None
            elder_won, points, code = trick_points(
                self.rules.penalty, self.opening, tricks[self.elder]
            )
            self._award(self.elder if elder_won else self.younger, points, code)

    def _award(self, seat: int, points: int, code: str) -> None:
        total = list(self.points)
        total[seat] += points
        self.points = tuple(total)
        self.awards = self.awards + (Award(seat, points, code),)
        if self.needed is not None and total[seat] >= self.needed[seat] and self.game_winner is None:
            self.game_winner = seat
            self.phase = OVER
            self.to_move = None


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
        raise RulesError(f"scores must be {rules.players} whole numbers, 0 or more")
    if any(s >= rules.target_score for s in scores):
        raise RulesError("the game is already won: a score has reached the target")
    return tuple(rules.target_score - s for s in scores)


def _make(rules: Rules, dealer: int, hands: Sequence[tuple[Card, ...]], turnup: Card,
          talon: tuple[Card, ...], needed: tuple[int, ...] | None) -> HandState:
    elder, younger = roles(rules.players, dealer)
    n = rules.players
    s = object.__new__(HandState)
    s.rules = rules
    s.dealer = dealer
    s.elder = elder
    s.younger = younger
    s.trump = turnup.suit
    s.turnup = turnup
    s.hands = tuple(tuple(sorted(h, key=_index)) for h in hands)
    s.talon = tuple(talon)
    s.discards = ((),) * n
    s.phase = PROPOSAL
    s.to_move = elder
    s.exchanged = False
    s.rounds = 0
    s.opening = None
    s.holder = None
    s.declared = None
    s.leader = None
    s.lead = None
    s.tricks_played = ()
    s.tricks = (0,) * n
    s.points = (0,) * n
    s.awards = ()
    s.needed = needed
    s.game_winner = None
    s._prev = None
    s._action = None
    s._legal = None
    if turnup is KINGS[turnup.suit]:
        s._award(younger, 1, "turned_king")
    return s


def _check_rules(rules: Rules) -> None:
    if not isinstance(rules, Rules):
        raise TypeError(f"the rules must be an ecarte.Rules (e.g. ecarte.preset('classic')), "
                        f"not {rules!r}")


def _check_dealer(rules: Rules, dealer: int) -> None:
    if type(dealer) is not int or not 0 <= dealer < rules.players:
        raise RulesError(f"dealer must be a seat from 0 to {rules.players - 1}, not {dealer!r}")


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
    hands = [()] * rules.players
    hands[elder] = elder_cards
    hands[younger] = younger_cards
    return _make(rules, dealer, hands, deck[10], tuple(deck[11:]), _needed(rules, scores))


def _cards(value: str | Iterable[Card | str] | None, what: str) -> tuple[Card, ...]:
    if value is None:
        return ()
    try:
        return parse_cards(value)
    except (NotationError, TypeError) as exc:
        raise DealCodeError(f"{what}: {exc}") from None


def from_deal(rules: Rules | None, dealer: int, hands: Sequence, turnup: Card | str,
              talon: str | Iterable[Card | str], scores: Sequence[int] | None = None) -> HandState:
    """A hand from an explicit deal: ``hands`` per seat (in the three-player game the
    dealer's entry is empty), the turned-up card and the talon, top card first.
    The 32 cards must all be there exactly once; otherwise ``DealCodeError``."""
    rules = Rules() if rules is None else rules
    _check_rules(rules)
    _check_dealer(rules, dealer)
    elder, younger = roles(rules.players, dealer)
    if isinstance(hands, dict):
        hands = [hands.get(seat) for seat in range(rules.players)]
    hands = [_cards(h, f"hand of seat {i}") for i, h in enumerate(hands)]
    if len(hands) != rules.players:
        raise DealCodeError(f"give {rules.players} hands, one per seat, not {len(hands)}")
    for seat, hand in enumerate(hands):
        want = 0 if seat not in (elder, younger) else HAND_SIZE
        if len(hand) != want:
            raise DealCodeError(f"seat {seat} must hold {want} cards, not {len(hand)}")
    up = _cards([turnup] if isinstance(turnup, (str, Card)) else turnup, "turned-up card")
    if len(up) != 1:
        raise DealCodeError("give exactly one turned-up card")
    talon = _cards(talon, "talon")
    if len(talon) != TALON_SIZE:
        raise DealCodeError(f"the talon must hold {TALON_SIZE} cards, not {len(talon)}")
    everything = [c for h in hands for c in h] + list(up) + list(talon)
    seen = set()
    for c in everything:
        if c.is_joker:
            raise DealCodeError("Écarté is played without the joker")
        if c in seen:
            raise DealCodeError(f"the card {c} appears twice in the deal")
        seen.add(c)
    return _make(rules, dealer, hands, up[0], talon, _needed(rules, scores))


def replay(start: HandState, actions: Iterable[Action | str]) -> tuple[HandState, ...]:
    """Apply ``actions`` one by one from ``start``; every state, ``start`` first."""
    states = [start]
    for action in actions:
        states.append(states[-1].apply(action))
    return tuple(states)


def _position(**fields) -> HandState:
    """A state from its public fields, with no history (for ``view.position_from_view``)."""
    missing = set(HandState.__slots__) - {"_prev", "_action", "_legal"} - set(fields)
    if missing:
        raise TypeError(f"missing fields: {', '.join(sorted(missing))}")
    s = object.__new__(HandState)
    for name, value in fields.items():
        setattr(s, name, value)
    s._prev = s._action = s._legal = None
    return s
