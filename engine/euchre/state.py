"""One Euchre hand as an immutable state machine: deal, bidding, alone, play, result.

``HandState.apply`` returns a new state and never changes the old one; an illegal
action raises ``IllegalActionError`` with the reason in words (``explain.py``).
Phases dispatch to small transition functions. For speed, a transition copies
the state's slots into a fresh object and sets the changed fields before anyone
else can see it.
"""
from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from typing import Iterable, Sequence

from ..cards import JOKER, Card, NotationError, Suit, parse_cards, shuffled, sort_cards
from ..errors import IllegalActionError
from . import actions as A
from .actions import Action, Kind
from .ranking import _EFFECTIVE, trick_winner
from .rules import Rules
from .scoring import Score, score_hand, thrown_in


_set = object.__setattr__


class Phase(enum.Enum):
    """The phases of a hand (their words are in ``words.PHASE_NAMES``)."""
    BID1 = "bid1"
    BID2 = "bid2"
    BENNY = "benny"
    DISCARD = "discard"
    ALONE = "alone"
    DEFEND = "defend"
    GIVE = "give"
    BEST_DISCARD = "best_discard"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True)
class Deal:
    """A complete deal: enough to replay a hand from the start."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    upcard: Card
    kitty: tuple[Card, ...]


@dataclass(frozen=True)
class Event:
    """One thing a player did (``action``); the history of a hand is a tuple of these."""

    seat: int
    action: Action

    def __str__(self) -> str:
        return f"{self.seat}: {self.action}"


@dataclass(frozen=True)
class Trick:
    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for _, c in self.plays)


@dataclass(frozen=True)
class HandResult:
    """How a hand ended. ``team`` means a partnership with four players and a single
    player with two or three (Cutthroat: the maker against the other two)."""

    thrown_in: bool
    trump: Suit | None
    maker: int | None
    makers: int | None              # the makers' team
    alone: bool                     # the maker went alone
    lone_defender: int | None
    tricks_by_team: tuple[int, ...]
    maker_tricks: int
    score: Score                    # the scoring table's row
    points_by_team: tuple[int, ...]

    @property
    def row(self) -> str:
        return self.score.row


def team_of(rules: Rules, seat: int) -> int:
    return seat % 2 if rules.players == 4 else seat


def num_teams(rules: Rules) -> int:
    return 2 if rules.players == 4 else rules.players


def partner_of(rules: Rules, seat: int) -> int | None:
    return (seat + 2) % 4 if rules.players == 4 else None


class HandState:
    """A Euchre hand in progress. Read its fields; change it only through ``apply``."""

    __slots__ = (
        "rules", "deal", "dealer", "phase", "turn", "hands", "upcard", "kitty",
        "turned_down", "trump", "maker", "alone", "lone_defender", "sitting_out",
        "discards", "trick", "leader", "tricks", "won", "history", "passes",
        "pending_best", "result", "_legal",
    )

    rules: Rules
    deal: Deal
    dealer: int
    phase: Phase
    turn: int | None
    hands: tuple[tuple[Card, ...], ...]
    upcard: Card | None          # face up on the kitty (None once taken)
    kitty: tuple[Card, ...]      # the face-down rest
    turned_down: Suit | None     # the suit refused in round 1
    trump: Suit | None
    maker: int | None
    alone: int | None
    lone_defender: int | None
    sitting_out: frozenset
    discards: tuple[tuple[int, Card], ...]
    trick: tuple[tuple[int, Card], ...]
    leader: int | None
    tricks: tuple[Trick, ...]
    won: tuple[int, ...]         # tricks won by each seat
    history: tuple[Event, ...]
    passes: int
    pending_best: tuple[int, ...]
    result: HandResult | None

    def __init__(self, *args, **kwargs):  # pragma: no cover - guarded constructor
        raise TypeError("use deal(rules, ...) or from_deal(rules, ...) to start a hand")

    def __setattr__(self, name, value):
        raise AttributeError("a hand state never changes: apply() returns a new one")

    __delattr__ = __setattr__

    # ----- reading ----------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def players(self) -> int:
        return self.rules.players

    def legal_actions(self) -> tuple[Action, ...]:
        """What the player to act may do, in a fixed order."""
        legal = self._legal
        if legal is None:
            legal = self.phase.legal(self)
            _set(self, "_legal", legal)  # a cache of a derived value, not a change
        return legal

    def led_suit(self) -> Suit | None:
        if not self.trick:
            return None
        return _EFFECTIVE[self.trump][self.trick[0][1].index]

    def tricks_by_team(self) -> tuple[int, ...]:
        out = [0] * num_teams(self.rules)
        for seat, n in enumerate(self.won):
            out[team_of(self.rules, seat)] += n
        return tuple(out)

    # ----- changing -----------------------------------------------------------

    def apply(self, action: Action | str) -> "HandState":
        """The state after ``action`` (or its text). Illegal: raises, changes nothing."""
        if action.__class__ is not Action:
            try:
                action = Action.parse(action)
            except NotationError as e:
                from .explain import not_understood
                raise IllegalActionError(not_understood(str(action), e)) from None
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        if action not in legal:
            from .explain import explain_illegal
            raise IllegalActionError(explain_illegal(self, action))
        new = self.phase.transition(self, action)
        new.__class__ = HandState  # the draft is finished: freeze it
        return new

    def _evolve(self, action: Action) -> "HandState":
        """A copy with ``action`` appended to the history (private; for transitions)."""
        new = _clone(self)
        new.history = self.history + (Event(self.turn, action),)
        new._legal = None
        return new

    def __getstate__(self):
        return {n: getattr(self, n) for n in HandState.__slots__ if n != "_legal"}

    def __setstate__(self, state):
        for n, v in state.items():
            object.__setattr__(self, n, v)
        object.__setattr__(self, "_legal", None)

    def __repr__(self) -> str:
        return (f"<Euchre hand: {self.phase.name}, dealer {self.dealer}, "
                f"turn {self.turn}, trump {self.trump}>")

    def __eq__(self, other) -> bool:
        return isinstance(other, HandState) and self.rules == other.rules and \
            self.deal == other.deal and self.history == other.history

    def __hash__(self) -> int:
        return hash((self.rules, self.deal, self.history))


class _Draft(HandState):
    """A state under construction inside a transition: the only writable kind.

    ``apply`` turns it into a ``HandState`` (same layout) before anyone sees it."""

    __slots__ = ()
    __setattr__ = object.__setattr__
    __delattr__ = object.__delattr__


def _make_clone():
    # A straight-line copy of every slot: several times faster than a loop over
    # getattr/setattr, and transitions copy a state at every step of play.
    names = [n for n in HandState.__slots__ if n not in ("history", "_legal")]
    body = "\n".join(f"    new.{n} = s.{n}" for n in names)
    src = f"def _clone(s):\n    new = _new(_Draft)\n{body}\n    return new\n"
    scope = {"_new": object.__new__, "_Draft": _Draft}
    exec(src, scope)
    return scope["_clone"]


_clone = _make_clone()


# ----- starting a hand ---------------------------------------------------------


def deal_packets(rules: Rules, dealer: int) -> tuple[tuple[int, int], ...]:
    """The packets of a deal in the order they are dealt, as ``(seat, cards)``: from
    the dealer's left, 3-2-3-2 then 2-3-2-3 (4-3 then 3-4 for seven-card hands)."""
    n, size = rules.players, rules.hand_size
    big, small = (size + 1) // 2, size // 2
    return tuple(((dealer + 1 + i) % n, big if (i + rnd) % 2 == 0 else small)
                 for rnd in range(2) for i in range(n))


def deal(rules: Rules, dealer: int = 0, seed: int | random.Random | None = None) -> HandState:
    """Shuffle (seeded) and deal in packets (3-2 then 2-3 from the dealer's left)."""
    _check_rules(rules)
    _check_seat(rules, dealer, "dealer")
    pack = shuffled(rules.cards, seed)
    hands: list[list[Card]] = [[] for _ in range(rules.players)]
    pos = 0
    for seat, count in deal_packets(rules, dealer):
        hands[seat].extend(pack[pos:pos + count])
        pos += count
    return _start(rules, Deal(dealer, tuple(sort_cards(h) for h in hands), pack[pos],
                              tuple(pack[pos + 1:])))


def from_deal(rules: Rules, dealer: int, hands: Sequence[str | Iterable[Card]],
              upcard: str | Card, kitty: str | Iterable[Card] = ()) -> HandState:
    """A hand from an explicit deal: each seat's cards, the upcard and the rest of
    the kitty (which may be left out; the missing cards are then put there)."""
    _check_rules(rules)
    _check_seat(rules, dealer, "dealer")
    try:
        seat_cards = tuple(tuple(parse_cards(h)) for h in hands)
        up = Card.parse(upcard)
        rest = tuple(parse_cards(kitty))
    except NotationError as e:
        raise ValueError(f"that deal has a card I can't read: {e}") from None
    problem = deal_problem(rules, seat_cards, up, rest)
    if problem:
        raise ValueError(problem)
    if not rest:
        used = set(c for h in seat_cards for c in h) | {up}
        rest = tuple(c for c in rules.cards if c not in used)
    return _start(rules, Deal(dealer, tuple(sort_cards(h) for h in seat_cards), up, rest))


def deal_problem(rules: Rules, hands, upcard: Card, kitty) -> str | None:
    """What is wrong with a deal under ``rules``, in words; ``None`` if it is fine."""
    n, size = rules.players, rules.hand_size
    if len(hands) != n:
        return f"a deal for {n} players needs {n} hands, not {len(hands)}"
    for seat, h in enumerate(hands):
        if len(h) != size:
            return f"seat {seat} has {len(h)} cards; each player gets {size}"
    cards = [c for h in hands for c in h] + [upcard] + list(kitty)
    deck = set(rules.cards)
    for c in cards:
        if c not in deck:
            return f"the {c.display} is not in the {rules.deck}-card pack"
    seen = set()
    for c in cards:
        if c in seen:
            return f"the {c.display} is dealt twice"
        seen.add(c)
    if kitty and len(cards) != len(deck):
        return (f"the kitty should hold the other {len(deck) - n * size - 1} cards, "
                f"not {len(kitty)}")
    return None


def _check_rules(rules: Rules) -> None:
    if not isinstance(rules, Rules):
        raise TypeError(f"the rules must be a euchre.Rules (e.g. euchre.preset('standard')), "
                        f"not {rules!r}")


def _check_seat(rules: Rules, seat: int, what: str) -> None:
    # type(...) is int: a bool is an int to Python, but True is not a seat.
    if type(seat) is not int or not 0 <= seat < rules.players:
        raise ValueError(f"the {what} must be a seat from 0 to {rules.players - 1}, not {seat!r}")


def _start(rules: Rules, d: Deal) -> HandState:
    s = object.__new__(_Draft)
    s.rules, s.deal, s.dealer = rules, d, d.dealer
    s.hands, s.upcard, s.kitty = d.hands, d.upcard, d.kitty
    s.turned_down = s.trump = s.maker = s.alone = s.lone_defender = None
    s.sitting_out = frozenset()
    s.discards = s.trick = s.tricks = s.history = s.pending_best = ()
    s.leader = None
    s.won = (0,) * rules.players
    s.passes = 0
    s.result = None
    s._legal = None
    if d.upcard is JOKER:
        s.phase, s.turn = Phase.BENNY, d.dealer
    else:
        s.phase, s.turn = Phase.BID1, (d.dealer + 1) % rules.players
    s.__class__ = HandState
    return s


# ----- legal actions per phase ------------------------------------------------

_BID1 = (A.PASS, A.ORDER)
_ALL_CALLS = tuple(A.CALLS[s] for s in Suit)


def _legal_bid1(s: HandState):
    return _BID1


def _legal_bid2(s: HandState):
    calls = tuple(A.CALLS[x] for x in Suit if x is not s.turned_down)
    if s.rules.stick_the_dealer and s.turn == s.dealer:
        return calls
    return (A.PASS,) + calls


def _legal_benny(s: HandState):
    return _ALL_CALLS


def _legal_discard(s: HandState):
    hand = s.hands[s.dealer]
    if s.rules.dealer_may_discard_upcard:
        return tuple(A.DISCARDS[c.index] for c in hand)
    taken = s.deal.upcard
    return tuple(A.DISCARDS[c.index] for c in hand if c is not taken)


def _legal_alone(s: HandState):
    return (A.PARTNER, A.ALONE)


def _legal_defend(s: HandState):
    return (A.DEFEND, A.DEFEND_ALONE)


def _legal_give(s: HandState):
    return tuple(A.GIVES[c.index] for c in s.hands[s.turn])


def _legal_best_discard(s: HandState):
    return tuple(A.DISCARDS[c.index] for c in s.hands[s.turn])


def _legal_play(s: HandState):
    hand = s.hands[s.turn]
    if s.trick:
        eff = _EFFECTIVE[s.trump]
        led = eff[s.trick[0][1].index]
        follow = tuple(A.PLAYS[c.index] for c in hand if eff[c.index] is led)
        if follow:
            return follow
    return tuple(A.PLAYS[c.index] for c in hand)


def _legal_over(s: HandState):
    return ()


_LEGAL = {
    Phase.BID1: _legal_bid1, Phase.BID2: _legal_bid2, Phase.BENNY: _legal_benny,
    Phase.DISCARD: _legal_discard, Phase.ALONE: _legal_alone, Phase.DEFEND: _legal_defend,
    Phase.GIVE: _legal_give, Phase.BEST_DISCARD: _legal_best_discard,
    Phase.PLAY: _legal_play, Phase.OVER: _legal_over,
}


# ----- transitions -------------------------------------------------------------


def _apply_bid1(s: HandState, a: Action) -> HandState:
    new = s._evolve(a)
    n = s.rules.players
    if a is A.ORDER:
        return _take_upcard(new, maker=s.turn, trump=s.upcard.suit)
    new.passes = s.passes + 1
    if new.passes < n:
        new.turn = (s.turn + 1) % n
    else:  # everyone passed: the upcard is turned down
        new.phase, new.turn, new.passes = Phase.BID2, (s.dealer + 1) % n, 0
        new.turned_down = s.upcard.suit
    return new


def _apply_bid2(s: HandState, a: Action) -> HandState:
    new = s._evolve(a)
    n = s.rules.players
    if a.kind is Kind.CALL:
        new.trump, new.maker, new.passes = a.suit, s.turn, 0
        return _after_discard(new)
    new.passes = s.passes + 1
    if new.passes < n:
        new.turn = (s.turn + 1) % n
        return new
    return _finish(new, thrown=True)


def _apply_benny(s: HandState, a: Action) -> HandState:
    return _take_upcard(s._evolve(a), maker=s.dealer, trump=a.suit)


def _take_upcard(new: HandState, maker: int, trump: Suit) -> HandState:
    d = new.dealer
    new.trump, new.maker, new.passes = trump, maker, 0
    hands = list(new.hands)
    hands[d] = sort_cards(hands[d] + (new.upcard,))
    new.hands, new.upcard = tuple(hands), None
    new.phase, new.turn = Phase.DISCARD, d
    return new


def _without(hands: tuple, seat: int, card: Card) -> tuple:
    """``hands`` with ``card`` taken out of ``seat``'s hand."""
    out = list(hands)
    out[seat] = tuple(c for c in hands[seat] if c is not card)
    return tuple(out)


def _discard(new: HandState, seat: int, card: Card) -> None:
    new.hands = _without(new.hands, seat, card)
    new.discards = new.discards + ((seat, card),)


def _apply_discard(s: HandState, a: Action) -> HandState:
    new = s._evolve(a)
    _discard(new, s.dealer, a.card)
    return _after_discard(new)


def _after_discard(new: HandState) -> HandState:
    """Trump is fixed and the dealer has discarded: the alone questions come next."""
    if new.rules.allow_alone:
        new.phase, new.turn = Phase.ALONE, new.maker
        return new
    return _ask_defenders(new)


def _apply_alone(s: HandState, a: Action) -> HandState:
    new = s._evolve(a)
    if a is A.ALONE:
        new.alone = s.maker
        new.sitting_out = s.sitting_out | {partner_of(s.rules, s.maker)}
    return _ask_defenders(new)


def defender_order(rules: Rules, dealer: int, maker: int) -> tuple[int, ...]:
    """The defenders in the order they are asked about defending alone: from the dealer's left."""
    seats = ((dealer + 1 + i) % rules.players for i in range(rules.players))
    return tuple(x for x in seats if team_of(rules, x) != team_of(rules, maker))


def _ask_defenders(new: HandState) -> HandState:
    """Ask the next defender whether they defend alone, or move on."""
    if new.rules.allow_lone_defender:
        order = defender_order(new.rules, new.dealer, new.maker)
        asked = sum(1 for e in new.history if e.action is A.DEFEND)
        if asked < len(order):
            new.phase, new.turn = Phase.DEFEND, order[asked]
            return new
    return _after_alone_questions(new)


def _apply_defend(s: HandState, a: Action) -> HandState:
    new = s._evolve(a)
    if a is A.DEFEND_ALONE:
        new.lone_defender = s.turn
        new.sitting_out = s.sitting_out | {partner_of(s.rules, s.turn)}
        return _after_alone_questions(new)
    return _ask_defenders(new)


def _after_alone_questions(new: HandState) -> HandState:
    if new.rules.call_for_best:
        lone = tuple(x for x in (new.alone, new.lone_defender) if x is not None)
        if lone:
            new.pending_best = lone
            new.phase, new.turn = Phase.GIVE, partner_of(new.rules, lone[0])
            return new
    return _start_play(new)


def _apply_give(s: HandState, a: Action) -> HandState:
    new = s._evolve(a)
    lone = s.pending_best[0]
    hands = list(_without(s.hands, s.turn, a.card))
    hands[lone] = sort_cards(hands[lone] + (a.card,))
    new.hands = tuple(hands)
    new.phase, new.turn = Phase.BEST_DISCARD, lone
    return new


def _apply_best_discard(s: HandState, a: Action) -> HandState:
    new = s._evolve(a)
    _discard(new, s.turn, a.card)
    new.pending_best = s.pending_best[1:]
    if new.pending_best:
        new.phase, new.turn = Phase.GIVE, partner_of(s.rules, new.pending_best[0])
        return new
    return _start_play(new)


def first_leader(rules: Rules, dealer: int, alone: int | None, lone_defender: int | None,
                 sitting_out: Iterable[int] = ()) -> int:
    """Who leads the first trick (see the rule book, Going alone)."""
    n = rules.players
    out = set(sitting_out)
    if rules.lone_lead == "loner_left" and (alone is not None or lone_defender is not None):
        if lone_defender is not None and alone is not None:
            return lone_defender
        lone = alone if alone is not None else lone_defender
        return (lone + 1) % n
    seat = (dealer + 1) % n
    while seat in out:
        seat = (seat + 1) % n
    return seat


def _start_play(new: HandState) -> HandState:
    lead = first_leader(new.rules, new.dealer, new.alone, new.lone_defender, new.sitting_out)
    new.phase, new.turn, new.leader = Phase.PLAY, lead, lead
    return new


def _apply_play(s: HandState, a: Action) -> HandState:
    new = s._evolve(a)
    seat, card = s.turn, a.card
    new.hands = _without(s.hands, seat, card)
    trick = s.trick + ((seat, card),)
    n = s.rules.players
    if len(trick) < n - len(s.sitting_out):
        nxt = (seat + 1) % n
        while nxt in s.sitting_out:
            nxt = (nxt + 1) % n
        new.trick, new.turn = trick, nxt
        return new
    winner = trick_winner(trick, s.trump)
    new.tricks = s.tricks + (Trick(s.leader, trick, winner),)
    won = list(s.won)
    won[winner] += 1
    new.won = tuple(won)
    new.trick = ()
    if len(new.tricks) == s.rules.hand_size:
        return _finish(new, thrown=False)
    new.turn = new.leader = winner
    return new


def _finish(new: HandState, thrown: bool) -> HandState:
    rules = new.rules
    teams = num_teams(rules)
    new.phase, new.turn = Phase.OVER, None
    if thrown:
        new.result = HandResult(True, None, None, None, False, None, (0,) * teams, 0,
                                thrown_in(), (0,) * teams)
        return new
    tricks = new.tricks_by_team()
    makers = team_of(rules, new.maker)
    maker_tricks = tricks[makers]
    score = score_hand(rules, maker_tricks, alone=new.alone is not None and rules.players == 4,
                       lone_defender=new.lone_defender is not None)
    points = [0] * teams
    if score.side == "makers":
        points[makers] = score.points
    else:
        for t in range(teams):
            if t != makers:
                points[t] = score.points
    new.result = HandResult(False, new.trump, new.maker, makers, new.alone is not None,
                            new.lone_defender, tricks, maker_tricks, score, tuple(points))
    return new


_APPLY = {
    Phase.BID1: _apply_bid1, Phase.BID2: _apply_bid2, Phase.BENNY: _apply_benny,
    Phase.DISCARD: _apply_discard, Phase.ALONE: _apply_alone, Phase.DEFEND: _apply_defend,
    Phase.GIVE: _apply_give, Phase.BEST_DISCARD: _apply_best_discard, Phase.PLAY: _apply_play,
    Phase.OVER: None,
}
# Each phase carries its two functions: an attribute read is much cheaper than
# hashing an enum member on every step of play.
for _phase in Phase:
    _phase.legal = _LEGAL[_phase]
    _phase.transition = _APPLY[_phase]


def replay(state: HandState) -> tuple[HandState, ...]:
    """Every state of the hand from its deal to ``state``, one per event (for review)."""
    states = [_start(state.rules, state.deal)]
    for event in state.history:
        states.append(states[-1].apply(event.action))
    return tuple(states)


def _resume(**fields) -> HandState:
    """A state from all of its fields (for ``view.position_from_view``)."""
    missing = set(HandState.__slots__) - {"_legal"} - set(fields)
    if missing:
        raise TypeError(f"missing fields: {', '.join(sorted(missing))}")
    s = object.__new__(HandState)
    s.__setstate__(fields)  # the same rebuild as unpickling
    return s
