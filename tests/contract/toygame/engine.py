"""High card's rules engine: the whole registry contract in one small module."""
from __future__ import annotations

import dataclasses
import enum
import random
from dataclasses import dataclass, field

from engine.cards import Card, Rank, Suit, make_deck, shuffled
from engine.errors import DealCodeError, IllegalActionError, Reason, RulesError

DECK = make_deck([Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE])
ORDER = {r: i for i, r in enumerate((Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING,
                                     Rank.ACE))}


@dataclass(frozen=True)
class Rules:
    players: int = 2
    hand_size: int = 3
    target_score: int = 2

    def __post_init__(self) -> None:
        if self.players != 2 or not 1 <= self.hand_size <= 12 or self.target_score < 1:
            raise RulesError("High card is for 2 players, 1 to 12 cards, a target of 1 or more")

    def replace(self, **changes) -> "Rules":
        return dataclasses.replace(self, **changes)

    @property
    def preset_name(self) -> str | None:
        return next((n for n, r in PRESETS.items() if r == self), None)


PRESETS = {"basic": Rules()}
PRESET_TITLES = {"basic": "High card (3 cards, to 2)"}
DEFAULT_PRESET = "basic"


def preset(name: str) -> Rules:
    if name not in PRESETS:
        raise RulesError(f"{str(name)[:40]!r} is not a variant of High card")
    return PRESETS[name]


def partner_of(rules: Rules, seat: int) -> None:
    return None


class Phase(enum.Enum):
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return f"play {self.card}"


Action = Play     # the game's action type (the registry finds an action's game by it)


def action_label(action: Play) -> str:
    return f"Play {action.card.display}"


@dataclass(frozen=True)
class Event:
    seat: int
    action: Play


@dataclass(frozen=True)
class Result:
    points: tuple[int, ...]


@dataclass(frozen=True)
class HandState:
    rules: Rules
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    trick: tuple[tuple[int, Card], ...] = ()
    won: tuple[int, ...] = (0, 0)
    history: tuple[Event, ...] = ()
    leader: int = 0
    seed: int = 0

    trump = None      # no trump suit in High card

    @property
    def phase(self) -> Phase:
        return Phase.OVER if self.is_over else Phase.PLAY

    @property
    def is_over(self) -> bool:
        return sum(self.won) == self.rules.hand_size

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else (self.leader + len(self.trick)) % 2

    @property
    def result(self) -> Result | None:
        if not self.is_over:
            return None
        return Result(tuple(int(n > self.rules.hand_size / 2) for n in self.won))

    def legal_actions(self) -> tuple[Play, ...]:
        if self.is_over:
            return ()
        held = self.hands[self.current_player]
        if self.trick:
            led = self.trick[0][1].suit
            follow = tuple(c for c in held if c.suit is led)
            held = follow or held
        return tuple(Play(c) for c in held)

    def apply(self, action) -> "HandState":
        play = _parse(action)
        reason = explain_illegal(self, play)
        if reason is not None:
            raise IllegalActionError(reason)
        seat = self.current_player
        hands = tuple(tuple(c for c in h if c is not play.card) if s == seat else h
                      for s, h in enumerate(self.hands))
        trick = self.trick + ((seat, play.card),)
        state = dataclasses.replace(self, hands=hands, trick=trick,
                                    history=self.history + (Event(seat, play),))
        if len(trick) == 2:
            led = trick[0][1].suit
            winner = max((p for p in trick if p[1].suit is led), key=lambda p: ORDER[p[1].rank])[0]
            won = tuple(n + (s == winner) for s, n in enumerate(self.won))
            state = dataclasses.replace(state, trick=(), won=won, leader=winner)
        return state


def _parse(action) -> Play:
    if isinstance(action, Play):
        return action
    text = str(action).strip()
    if not text.startswith("play "):
        raise IllegalActionError(Reason.of("toy", "not_an_action", text=text[:30]))
    try:
        return Play(Card.parse(text[5:]))
    except ValueError as e:
        raise IllegalActionError(Reason.of("toy", "not_an_action", text=text[:30])) from e


def explain_illegal(state: HandState, action) -> Reason | None:
    try:
        play = _parse(action)
    except IllegalActionError as e:
        return e.reason
    if state.is_over:
        return Reason.of("toy", "hand_over")
    if play.card not in state.hands[state.current_player]:
        return Reason.of("toy", "not_held", card=play.card)
    if play not in state.legal_actions():
        led = state.trick[0][1].suit
        return Reason.of("toy", "must_follow", card=play.card, led=led)
    return None


SENTENCES = {"not_an_action": "“{text}” is not an action of High card.",
             "hand_over": "The hand is over.",
             "not_held": "You do not hold the {card}.",
             "must_follow": "You must follow suit ({led}) when you can."}


def render(reason: Reason) -> str:
    """The toy's reasons in words (English only: a throwaway game has no catalogue)."""
    details = {k: getattr(v, "display", getattr(v, "symbol", v)) for k, v in reason.details}
    return SENTENCES[reason.code].format(**details)


def deal(rules: Rules, dealer: int = 0, seed=None) -> HandState:
    if isinstance(seed, random.Random):
        seed = seed.randrange(2**31)
    seed = random.randrange(2**31) if seed is None else int(seed)
    cards = shuffled(DECK, seed)
    n = rules.hand_size
    hands = (tuple(cards[:n]), tuple(cards[n:2 * n]))
    return HandState(rules, dealer, hands, leader=1 - dealer, seed=seed)


def encode_deal(state: HandState) -> str:
    return f"TOY-{state.dealer}-{state.seed}"


def decode_deal(code: str) -> HandState:
    parts = str(code).strip().split("-")
    if len(parts) != 3 or parts[0].upper() != "TOY" or parts[1] not in ("0", "1") \
            or not parts[2].isdigit():
        raise DealCodeError(f"“{str(code)[:30]}” is not a High card deal code (TOY-<dealer>-<seed>)")
    return deal(PRESETS[DEFAULT_PRESET], int(parts[1]), int(parts[2]))


@dataclass(frozen=True)
class View:
    rules: Rules
    seat: int
    hand: tuple[Card, ...]
    trick: tuple[tuple[int, Card], ...]
    won: tuple[int, ...]
    history: tuple[Event, ...]
    current_player: int | None
    phase: Phase
    legal_actions: tuple[Play, ...] = field(default=())


def observe(state: HandState, seat: int) -> View:
    mine = state.legal_actions() if state.current_player == seat else ()
    return View(state.rules, seat, state.hands[seat], state.trick, state.won, state.history,
                state.current_player, state.phase, mine)


def position_from_view(view: View, other_hand) -> HandState:
    hands = (view.hand, tuple(other_hand)) if view.seat == 0 else (tuple(other_hand), view.hand)
    first = view.history[0].seat if view.history else (view.current_player or 0)
    return HandState(view.rules, 1 - first, hands, view.trick, view.won, view.history,
                     leader=(view.current_player - len(view.trick)) % 2
                     if view.current_player is not None else 0)


@dataclass(frozen=True)
class Game:
    rules: Rules
    seed: int
    hand: HandState
    finished: tuple[HandState, ...] = ()

    @staticmethod
    def new(rules: Rules, seed: int | None = None) -> "Game":
        seed = random.randrange(2**31) if seed is None else seed
        return Game(rules, seed, deal(rules, 0, seed))

    @staticmethod
    def from_hand(hand: HandState, seed: int = 0) -> "Game":
        return Game(hand.rules, seed, hand)

    @property
    def hands(self) -> tuple[HandState, ...]:
        return self.finished + (self.hand,)

    @property
    def scores(self) -> tuple[int, ...]:
        done = [h.result.points for h in self.hands if h.is_over]
        return tuple(sum(p[s] for p in done) for s in range(2))

    @property
    def is_over(self) -> bool:
        return self.hand.is_over and max(self.scores) >= self.rules.target_score

    @property
    def winner(self) -> int | None:
        return self.scores.index(max(self.scores)) if self.is_over else None

    def apply(self, action) -> "Game":
        return dataclasses.replace(self, hand=self.hand.apply(action))

    def next_hand(self) -> "Game":
        number = len(self.hands)
        return Game(self.rules, self.seed, deal(self.rules, number % 2, self.seed + number),
                    self.hands)


def card_role(card: Card, trump: Suit | None) -> None:
    """High card has no trump: no card wears a mark."""
    return None
