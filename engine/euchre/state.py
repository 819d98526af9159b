"""One Euchre hand as an immutable state machine: deal, bidding, alone, play, result.

``HandState.apply`` returns a new state and never changes the old one; an illegal
action raises ``IllegalActionError`` with the reason in words (``explain.py``).
Phases dispatch to small transition functions; each returns the next state made
with ``evolve`` (``engine.core``), the one way a state changes.
"""
from __future__ import annotations

import enum
from collections import abc
import random
from dataclasses import dataclass
from typing import Iterable, Sequence

from ..cards import JOKER, Card, NotationError, Suit, parse_cards, shuffled, sort_cards
from ..core import Event as Event, Frozen, logged, remember, replay as replay  # noqa: F401 - Event, replay re-exported
from ..errors import DealError, IllegalActionError, RulesError, SeatError
from ..i18n import _, ngettext
from ..words import seat_name
from . import actions as A
from .actions import Action, Kind
from .obligation import obligation
from .ranking import _EFFECTIVE, trick_winner
from .rules import Rules
from .scoring import Score, score_hand, thrown_in



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


_PLAY, _OVER = Phase.PLAY, Phase.OVER   # a module name is read faster than an enum member


@dataclass(frozen=True)
class Deal:
    """A complete deal: enough to replay a hand from the start."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    upcard: Card
    kitty: tuple[Card, ...]


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
    points: tuple[int, ...]         # points scored by each team
    # how trump was made: "order" (the upcard ordered up in the first round), "pick up" (the
    # dealer's own order), "call" (named in the second round, or after a turned-up Benny);
    # "" when thrown in
    bid: str = ""

    @property
    def row(self) -> str:
        return self.score.row


def team_of(rules: Rules, seat: int) -> int:
    return seat % 2 if rules.players == 4 else seat


def num_teams(rules: Rules) -> int:
    return 2 if rules.players == 4 else rules.players


def partner_of(rules: Rules, seat: int) -> int | None:
    return (seat + 2) % 4 if rules.players == 4 else None


class HandState(Frozen):
    """A Euchre hand in progress. Read its fields; change it only through ``apply``."""

    __slots__ = (
        "rules", "deal", "dealer", "phase", "current_player", "hands", "upcard", "kitty",
        "turned_down", "trump", "maker", "alone", "lone_defender", "sitting_out",
        "discards", "trick", "leader", "tricks", "won", "history", "passes",
        "pending_best", "result", "_legal",
    )
    IDENTITY = ("rules", "deal", "history")   # equal states: same deal, same actions

    rules: Rules
    deal: Deal
    dealer: int
    phase: Phase
    current_player: int | None   # the seat to act; None once the hand is over
    hands: tuple[tuple[Card, ...], ...]
    upcard: Card | None          # face up on the kitty (None once taken)
    kitty: tuple[Card, ...]      # the face-down rest
    turned_down: Suit | None     # the suit refused in round 1
    trump: Suit | None
    maker: int | None
    alone: int | None
    lone_defender: int | None
    sitting_out: frozenset[int]
    discards: tuple[tuple[int, Card], ...]
    trick: tuple[tuple[int, Card], ...]
    leader: int | None
    tricks: tuple[Trick, ...]
    won: tuple[int, ...]         # tricks won by each seat
    history: tuple[Event, ...]
    passes: int
    pending_best: tuple[int, ...]
    result: HandResult | None
    _legal: tuple[Action, ...] | None

    # ----- reading ----------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase is _OVER

    @property
    def players(self) -> int:
        return self.rules.players

    def legal_actions(self) -> tuple[Action, ...]:
        """What the player to act may do, in a fixed order."""
        legal = self._legal
        if legal is None:
            phase = self.phase   # play first: most actions are plays (skips hashing the enum)
            legal = remember(self, "_legal", _legal_play(self) if phase is _PLAY
                             else _LEGAL[phase](self))
        return legal

    def led_suit(self) -> Suit | None:
        if not self.trick:
            return None
        return _EFFECTIVE[self.trump][self.trick[0][1].index]  # type: ignore[index]  # a trick: trump is made

    def tricks_by_team(self) -> tuple[int, ...]:
        out = [0] * num_teams(self.rules)
        for seat, n in enumerate(self.won):
            out[team_of(self.rules, seat)] += n
        return tuple(out)

    def start(self) -> "HandState":
        """The state just after the deal."""
        return _start(self.rules, self.deal)

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
            raise IllegalActionError(explain_illegal(self, action))  # type: ignore[arg-type]  # illegal: a reason
        phase = self.phase
        return _apply_play(self, action) if phase is _PLAY else _APPLY[phase](self, action)


    def __repr__(self) -> str:
        return (f"<Euchre hand: {self.phase.name}, dealer {self.dealer}, "
                f"turn {self.current_player}, trump {self.trump}>")


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
    if isinstance(hands, (str, Card)) or not isinstance(hands, abc.Sequence):
        raise DealError(f"give one hand per seat, not {hands!r}")
    try:
        seat_cards = tuple(tuple(parse_cards(h)) for h in hands)
        up = Card.parse(upcard)
        rest = tuple(parse_cards(kitty))
    except NotationError as e:
        raise DealError(f"that deal has a card I can't read: {e}") from None
    problem = deal_problem(rules, seat_cards, up, rest)
    if problem:
        raise DealError(problem)
    if not rest:
        used = set(c for h in seat_cards for c in h) | {up}
        rest = tuple(c for c in rules.cards if c not in used)
    return _start(rules, Deal(dealer, tuple(sort_cards(h) for h in seat_cards), up, rest))


def deal_problem(rules: Rules, hands: Sequence[Sequence[Card]], upcard: Card,
                 kitty: Sequence[Card]) -> str | None:
    """What is wrong with a deal under ``rules``, in words naming the seat or card at
    fault (a teacher's set-up shows it); ``None`` if it is fine."""
    n, size = rules.players, rules.hand_size
    if len(hands) != n:
        return _("a deal for {n} players needs {n} hands, not {given}").format(n=n, given=len(hands))
    for seat, h in enumerate(hands):
        if len(h) != size:
            return ngettext("{seat} has {n} card; each player gets {size}",
                            "{seat} has {n} cards; each player gets {size}", len(h)).format(
                seat=seat_name(n, seat), n=len(h), size=size)
    cards = [c for h in hands for c in h] + [upcard] + list(kitty)
    deck = set(rules.cards)
    for c in cards:
        if c not in deck:
            return _("the {card} is not in the {deck}-card pack").format(card=c.display,
                                                                          deck=rules.deck)
    seen = set()
    for c in cards:
        if c in seen:
            return _("the {card} is dealt twice").format(card=c.display)
        seen.add(c)
    if kitty and len(cards) != len(deck):
        return _("the kitty should hold the other {n} cards, not {given}").format(
            n=len(deck) - n * size - 1, given=len(kitty))
    return None


def _check_rules(rules: Rules) -> None:
    if not isinstance(rules, Rules):
        raise RulesError(f"the rules must be a euchre.Rules (e.g. euchre.preset('standard')), "
                        f"not {rules!r}")


def _check_seat(rules: Rules, seat: int, what: str) -> None:
    # type(...) is int: a bool is an int to Python, but True is not a seat.
    if type(seat) is not int or not 0 <= seat < rules.players:
        raise SeatError(f"the {what} must be a seat from 0 to {rules.players - 1}, not {seat!r}")


def _start(rules: Rules, d: Deal) -> HandState:
    benny = d.upcard is JOKER   # a turned-up Benny: the dealer names trump at once
    return HandState.make(
        rules=rules, deal=d, dealer=d.dealer, hands=d.hands, upcard=d.upcard, kitty=d.kitty,
        phase=Phase.BENNY if benny else Phase.BID1,
        current_player=d.dealer if benny else (d.dealer + 1) % rules.players,
        turned_down=None, trump=None, maker=None, alone=None, lone_defender=None,
        sitting_out=frozenset(), discards=(), trick=(), tricks=(), history=(),
        pending_best=(), leader=None, won=(0,) * rules.players, passes=0, result=None)


# ----- legal actions per phase ------------------------------------------------

_BID1 = (A.PASS, A.ORDER)
_ALL_CALLS = tuple(A.CALLS[s] for s in Suit)


def _legal_bid1(s: HandState) -> tuple[Action, ...]:
    return _BID1


def _legal_bid2(s: HandState) -> tuple[Action, ...]:
    calls = tuple(A.CALLS[x] for x in Suit if x is not s.turned_down)
    if s.rules.stick_the_dealer and s.current_player == s.dealer:
        return calls
    return (A.PASS,) + calls


def _legal_benny(s: HandState) -> tuple[Action, ...]:
    return _ALL_CALLS


def _legal_discard(s: HandState) -> tuple[Action, ...]:
    hand = s.hands[s.dealer]
    if s.rules.dealer_may_discard_upcard:
        return tuple(A.DISCARDS[c.index] for c in hand)
    taken = s.deal.upcard
    return tuple(A.DISCARDS[c.index] for c in hand if c is not taken)


def _legal_alone(s: HandState) -> tuple[Action, ...]:
    return (A.PARTNER, A.ALONE)


def _legal_defend(s: HandState) -> tuple[Action, ...]:
    return (A.DEFEND, A.DEFEND_ALONE)


def _legal_give(s: HandState) -> tuple[Action, ...]:
    return tuple(A.GIVES[c.index] for c in s.hands[s.current_player])  # type: ignore[index]  # a seat acts


def _legal_best_discard(s: HandState) -> tuple[Action, ...]:
    return tuple(A.DISCARDS[c.index] for c in s.hands[s.current_player])  # type: ignore[index]  # a seat acts


def _legal_play(s: HandState) -> tuple[Action, ...]:
    # in play a seat acts and trump is made
    cards = obligation(s.hands[s.current_player], s.trick, s.trump, s.rules).cards  # type: ignore[index,arg-type]
    return tuple([A.PLAYS[c.index] for c in cards])


def _legal_over(s: HandState) -> tuple[Action, ...]:
    return ()


_LEGAL = {
    Phase.BID1: _legal_bid1, Phase.BID2: _legal_bid2, Phase.BENNY: _legal_benny,
    Phase.DISCARD: _legal_discard, Phase.ALONE: _legal_alone, Phase.DEFEND: _legal_defend,
    Phase.GIVE: _legal_give, Phase.BEST_DISCARD: _legal_best_discard,
    Phase.PLAY: _legal_play, Phase.OVER: _legal_over,
}


# ----- transitions -------------------------------------------------------------


def _apply_bid1(s: HandState, a: Action) -> HandState:
    n, log = s.rules.players, logged(s, a)
    if a is A.ORDER:
        # (ordering up: a seat acts, and the upcard is there and is not the joker)
        return _take_upcard(s, log, maker=s.current_player, trump=s.upcard.suit)  # type: ignore[arg-type,union-attr]
    passes = s.passes + 1
    if passes < n:
        return s.evolve(history=log, passes=passes, current_player=(s.current_player + 1) % n)  # type: ignore[operator]
    # everyone passed: the upcard is turned down
    return s.evolve(history=log, phase=Phase.BID2, current_player=(s.dealer + 1) % n,
                    passes=0, turned_down=s.upcard.suit)  # type: ignore[union-attr]  # bidding: an upcard


def _apply_bid2(s: HandState, a: Action) -> HandState:
    n, log = s.rules.players, logged(s, a)
    if a.kind is Kind.CALL:
        return _after_discard(s.evolve(history=log, trump=a.suit, maker=s.current_player,
                                       passes=0))
    passes = s.passes + 1
    if passes < n:
        return s.evolve(history=log, passes=passes, current_player=(s.current_player + 1) % n)  # type: ignore[operator]
    return _finish(s.evolve(history=log, passes=passes), thrown=True)


def _apply_benny(s: HandState, a: Action) -> HandState:
    return _take_upcard(s, logged(s, a), maker=s.dealer, trump=a.suit)  # type: ignore[arg-type]  # a call names a suit


def _take_upcard(s: HandState, history: tuple[Event, ...], maker: int, trump: Suit) -> HandState:
    d = s.dealer
    hands = list(s.hands)
    hands[d] = sort_cards(hands[d] + (s.upcard,))  # type: ignore[operator]  # the upcard is there to take
    return s.evolve(history=history, trump=trump, maker=maker, passes=0, hands=tuple(hands),
                    upcard=None, phase=Phase.DISCARD, current_player=d)


def _without(hands: tuple[tuple[Card, ...], ...], seat: int, card: Card) -> tuple[tuple[Card, ...], ...]:
    """``hands`` with ``card`` taken out of ``seat``'s hand."""
    out = list(hands)
    hand = hands[seat]
    i = hand.index(card)
    out[seat] = hand[:i] + hand[i + 1:]
    return tuple(out)


def _apply_discard(s: HandState, a: Action) -> HandState:
    return _after_discard(s.evolve(history=logged(s, a),
                                   hands=_without(s.hands, s.dealer, a.card),  # type: ignore[arg-type]
                                   discards=s.discards + ((s.dealer, a.card),)))


def _after_discard(s: HandState) -> HandState:
    """Trump is fixed and the dealer has discarded: the alone questions come next."""
    if s.rules.allow_alone:
        return s.evolve(phase=Phase.ALONE, current_player=s.maker)
    return _ask_defenders(s)


def _apply_alone(s: HandState, a: Action) -> HandState:
    if a is A.ALONE:
        out = s.sitting_out | {partner_of(s.rules, s.maker)}  # type: ignore[arg-type]  # trump is made: a maker
        return _ask_defenders(s.evolve(history=logged(s, a), alone=s.maker, sitting_out=out))
    return _ask_defenders(s.evolve(history=logged(s, a)))


def defender_order(rules: Rules, dealer: int, maker: int) -> tuple[int, ...]:
    """The defenders in the order they are asked about defending alone: from the dealer's left."""
    seats = ((dealer + 1 + i) % rules.players for i in range(rules.players))
    return tuple(x for x in seats if team_of(rules, x) != team_of(rules, maker))


def _ask_defenders(s: HandState) -> HandState:
    """Ask the next defender whether they defend alone, or move on."""
    if s.rules.allow_lone_defender:
        order = defender_order(s.rules, s.dealer, s.maker)  # type: ignore[arg-type]  # trump is made: a maker
        asked = sum(1 for e in s.history if e.action is A.DEFEND)
        if asked < len(order):
            return s.evolve(phase=Phase.DEFEND, current_player=order[asked])
    return _after_alone_questions(s)


def _apply_defend(s: HandState, a: Action) -> HandState:
    if a is A.DEFEND_ALONE:
        seat = s.current_player
        out = s.sitting_out | {partner_of(s.rules, seat)}  # type: ignore[arg-type]  # a seat acts
        return _after_alone_questions(s.evolve(history=logged(s, a), lone_defender=seat,
                                               sitting_out=out))
    return _ask_defenders(s.evolve(history=logged(s, a)))


def _after_alone_questions(s: HandState) -> HandState:
    if s.rules.call_for_best:
        lone = tuple(x for x in (s.alone, s.lone_defender) if x is not None)
        if lone:
            return s.evolve(pending_best=lone, phase=Phase.GIVE,
                            current_player=partner_of(s.rules, lone[0]))
    return _start_play(s)


def _apply_give(s: HandState, a: Action) -> HandState:
    lone = s.pending_best[0]
    hands = list(_without(s.hands, s.current_player, a.card))  # type: ignore[arg-type]  # a seat gives a card
    hands[lone] = sort_cards(hands[lone] + (a.card,))  # type: ignore[operator]
    return s.evolve(history=logged(s, a), hands=tuple(hands), phase=Phase.BEST_DISCARD,
                    current_player=lone)


def _apply_best_discard(s: HandState, a: Action) -> HandState:
    seat = s.current_player
    new = s.evolve(history=logged(s, a), hands=_without(s.hands, seat, a.card),  # type: ignore[arg-type]
                   discards=s.discards + ((seat, a.card),), pending_best=s.pending_best[1:])
    if new.pending_best:
        return new.evolve(phase=Phase.GIVE,
                          current_player=partner_of(s.rules, new.pending_best[0]))
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
        return (lone + 1) % n  # type: ignore[operator]  # one of the two is not None here
    seat = (dealer + 1) % n
    while seat in out:
        seat = (seat + 1) % n
    return seat


def _start_play(s: HandState) -> HandState:
    lead = first_leader(s.rules, s.dealer, s.alone, s.lone_defender, s.sitting_out)
    return s.evolve(phase=Phase.PLAY, current_player=lead, leader=lead)


def _apply_play(s: HandState, a: Action) -> HandState:
    seat: int
    card: Card   # in play a seat acts, and plays a card
    seat, card = s.current_player, a.card  # type: ignore[assignment]
    hands = _without(s.hands, seat, card)
    trick = s.trick + ((seat, card),)
    n = s.rules.players
    if len(trick) < n - len(s.sitting_out):
        nxt = (seat + 1) % n
        while nxt in s.sitting_out:
            nxt = (nxt + 1) % n
        return s.evolve(history=logged(s, a), hands=hands, trick=trick, current_player=nxt)
    winner = trick_winner(trick, s.trump)  # type: ignore[arg-type]  # in play: trump is made
    won = list(s.won)
    won[winner] += 1
    tricks = s.tricks + (Trick(s.leader, trick, winner),)  # type: ignore[arg-type]  # in play: a leader
    new = s.evolve(history=logged(s, a), hands=hands, trick=(), tricks=tricks, won=tuple(won),
                   current_player=winner, leader=winner)
    return _finish(new, thrown=False) if len(tricks) == s.rules.hand_size else new


def _finish(s: HandState, thrown: bool) -> HandState:
    rules = s.rules
    teams = num_teams(rules)
    if thrown:
        return s.evolve(phase=Phase.OVER, current_player=None, result=HandResult(
            True, None, None, None, False, None, (0,) * teams, 0, thrown_in(), (0,) * teams))
    tricks = s.tricks_by_team()
    makers = team_of(rules, s.maker)  # type: ignore[arg-type]  # not thrown in: a maker
    maker_tricks = tricks[makers]
    score = score_hand(rules, maker_tricks, alone=s.alone is not None and rules.players == 4,
                       lone_defender=s.lone_defender is not None)
    points = [0] * teams
    if score.side == "makers":
        points[makers] = score.points
    else:
        for t in range(teams):
            if t != makers:
                points[t] = score.points
    bid = "call"
    if any(e.action.kind is Kind.ORDER for e in s.history):
        bid = "pick up" if s.maker == s.dealer else "order"
    return s.evolve(phase=Phase.OVER, current_player=None, result=HandResult(
        False, s.trump, s.maker, makers, s.alone is not None, s.lone_defender, tricks,
        maker_tricks, score, tuple(points), bid))


_APPLY = {
    Phase.BID1: _apply_bid1, Phase.BID2: _apply_bid2, Phase.BENNY: _apply_benny,
    Phase.DISCARD: _apply_discard, Phase.ALONE: _apply_alone, Phase.DEFEND: _apply_defend,
    Phase.GIVE: _apply_give, Phase.BEST_DISCARD: _apply_best_discard, Phase.PLAY: _apply_play,
}
