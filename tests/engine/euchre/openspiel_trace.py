"""Play one random hand of OpenSpiel's Euchre and record it in our notation.

A helper for ``test_openspiel_crosscheck.py`` and ``bench/engine_speed.py`` (not a
test module). Everything OpenSpiel-specific lives here, translated to our terms:

* **Seats.** OpenSpiel's players are North 0, East 1, South 2, West 3; the next
  player is ``(p + 1) % 4``, the bidding starts at the dealer's left ``dealer + 1``
  and partners sit opposite (0-2, 1-3). That is exactly our seat numbering, so a
  player id *is* our seat and OpenSpiel's team of N/S is our team 0.
* **Cards.** OpenSpiel card ``c`` is ``rank * 4 + suit`` with ranks ``9 T J Q K A``
  (0..5) and suits ``C D H S`` (0..3); it prints suit first (``"DJ"``). We write
  rank then suit (``"JD"``).
* **Chance.** First the dealer (0..3), then 20 cards one at a time (the ``i``-th
  card, counting from 0, goes to seat ``(dealer + i) % 4``: the dealer gets the first
  one), then the upcard. The 3 cards never dealt are the rest of the kitty.
* **Actions** (ids 0..23 are cards, then 24 pass, 25..28 clubs..spades, 29 alone,
  30 partner), translated to our action texts:

  - bidding with fewer than 4 passes so far (round 1): pass -> ``"pass"``, the
    upcard's suit -> ``"order"`` (also when the dealer picks it up);
  - round 2: pass -> ``"pass"``, a suit -> ``"call H"``;
  - discard phase: card -> ``"discard 9C"`` (the upcard is never offered);
  - go-alone phase, the maker's question (``declarer_go_alone()`` still unset):
    ``"alone"`` / ``"partner"``; asked after the dealer's discard;
  - go-alone phase afterwards (only with ``allow_lone_defender``): the defenders'
    question, from the dealer's left, ``"defend alone"`` / ``"defend"``; it is asked
    whether or not the maker went alone, and the first "alone" ends it;
  - play phase: card -> ``"play JD"``.

* **Returns** are per player and zero-sum: every maker gets the makers' score and
  every defender minus it. The makers' score is +1 (3 or 4 tricks), +2 (march),
  +4 (lone maker's march), -2 (euchred) or -4 (euchred while a defender is alone,
  whatever the tricks: our ``lone_defender_points="always_four"``). A thrown-in hand
  (all pass twice, only without Stick the Dealer) returns 0 for all. Since only one
  side scores in our engine, ``points_by_team[t] = max(0, returns[seat of team t])``.

Hands are random: every chance outcome and every decision is drawn uniformly by
``random.Random(seed)``, except that ``pass_prob`` (if given) is the chance of
passing whenever a pass is legal, to reach round 2, Stick the Dealer and thrown-in
hands often enough.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

import pyspiel

RANKS = "9TJQKA"
SUITS = "CDHS"
PASS_ACTION = 24
FIRST_SUIT_ACTION = 25  # clubs; then diamonds, hearts, spades
ALONE_ACTION = 29
PARTNER_ACTION = 30
NUM_CARDS = 24


def card_text(card: int) -> str:
    """OpenSpiel card id -> our notation: ``9`` (id 8 = 9H) -> ``"9H"``."""
    return RANKS[card // 4] + SUITS[card % 4]


def card_id(text: str) -> int:
    """Our notation -> OpenSpiel card id (``"JD"`` -> 9)."""
    text = text.strip().upper()
    return RANKS.index(text[0]) * 4 + SUITS.index(text[1])


_GAMES: dict[tuple[bool, bool], object] = {}


def load_game(stick_the_dealer: bool, allow_lone_defender: bool):
    """OpenSpiel's euchre with these two options (cached)."""
    key = (bool(stick_the_dealer), bool(allow_lone_defender))
    if key not in _GAMES:
        _GAMES[key] = pyspiel.load_game(
            "euchre", {"stick_the_dealer": key[0], "allow_lone_defender": key[1]})
    return _GAMES[key]


@dataclass(frozen=True)
class Decision:
    """One player decision: who, in which step, what was legal and what was chosen."""

    seat: int
    step: str
    """``bid1``, ``bid2``, ``discard``, ``alone`` (maker), ``defend`` (defenders), ``play``."""
    legal: tuple[str, ...]
    """Legal choices as our action texts, in OpenSpiel's order."""
    chosen: str

    def __str__(self) -> str:
        return f"seat {self.seat} [{self.step}] {self.chosen!r} from {list(self.legal)}"


@dataclass(frozen=True)
class TrickRecord:
    leader: int
    plays: tuple[tuple[int, str], ...]
    winner: int

    def __str__(self) -> str:
        cards = " ".join(f"{s}:{c}" for s, c in self.plays)
        return f"led by {self.leader}: {cards} -> won by {self.winner}"


@dataclass(frozen=True)
class Trace:
    """A whole OpenSpiel hand, in our notation."""

    seed: int
    stick_the_dealer: bool
    allow_lone_defender: bool
    dealer: int
    hands: tuple[str, str, str, str]
    """Each seat's five cards as dealt, ``"9C TD JH QS AS"``, seats 0..3."""
    upcard: str
    kitty: str
    """The three cards never dealt (the rest of the kitty), in index order."""
    decisions: tuple[Decision, ...]
    tricks: tuple[TrickRecord, ...]
    returns: tuple[float, float, float, float]
    thrown_in: bool
    maker: int | None = None
    trump: str | None = None
    maker_alone: bool | None = None
    lone_defender: int | None = None
    history: tuple[int, ...] = field(default=(), repr=False)
    """OpenSpiel's raw action history (replay with ``openspiel_state``)."""

    @property
    def trick_winners(self) -> tuple[int, ...]:
        return tuple(t.winner for t in self.tricks)

    @property
    def points_by_team(self) -> tuple[int, int]:
        """Points each team scores this hand (only one side scores)."""
        return (max(0, int(self.returns[0])), max(0, int(self.returns[1])))

    @property
    def makers(self) -> int | None:
        return None if self.maker is None else self.maker % 2

    def deal_text(self) -> str:
        lines = [f"dealer={self.dealer}"]
        for seat, hand in enumerate(self.hands):
            lines.append(f"  seat {seat}: {hand}")
        lines.append(f"  upcard={self.upcard} kitty={self.kitty}")
        return "\n".join(lines)

    def describe(self) -> str:
        """Everything, for assertion messages."""
        opts = (f"stick_the_dealer={self.stick_the_dealer}, "
                f"allow_lone_defender={self.allow_lone_defender}")
        lines = [f"OpenSpiel hand seed={self.seed} ({opts})", self.deal_text(),
                 "decisions:"]
        lines += [f"  {i:2d}. {d}" for i, d in enumerate(self.decisions)]
        lines.append("tricks:")
        lines += [f"  {t}" for t in self.tricks]
        lines.append(f"returns={list(self.returns)} points_by_team={self.points_by_team}"
                     + (" (thrown in)" if self.thrown_in else ""))
        return "\n".join(lines)

    def from_deal_kwargs(self) -> dict:
        """Keyword arguments for our ``euchre.from_deal`` (besides the rules)."""
        return dict(dealer=self.dealer, hands=list(self.hands), upcard=self.upcard,
                    kitty=self.kitty)


def openspiel_state(trace: Trace):
    """OpenSpiel's terminal state of a trace, rebuilt from its raw history."""
    state = load_game(trace.stick_the_dealer, trace.allow_lone_defender).new_initial_state()
    for action in trace.history:
        state.apply_action(action)
    return state


def _action_text(state, action: int, step: str) -> str:
    if step in ("bid1", "bid2"):
        if action == PASS_ACTION:
            return "pass"
        if step == "bid1":
            return "order"
        return "call " + SUITS[action - FIRST_SUIT_ACTION]
    if step == "discard":
        return "discard " + card_text(action)
    if step == "alone":
        return {ALONE_ACTION: "alone", PARTNER_ACTION: "partner"}[action]
    if step == "defend":
        return {ALONE_ACTION: "defend alone", PARTNER_ACTION: "defend"}[action]
    return "play " + card_text(action)


def _step(state) -> str:
    phase = state.current_phase()
    Phase = pyspiel.euchre.Phase
    if phase == Phase.BIDDING:
        return "bid1" if state.num_passes() < 4 else "bid2"
    if phase == Phase.DISCARD:
        return "discard"
    if phase == Phase.GO_ALONE:
        return "alone" if state.declarer_go_alone() is None else "defend"
    if phase == Phase.PLAY:
        return "play"
    raise AssertionError(f"unexpected OpenSpiel phase {phase}")


def random_hand(seed: int, *, stick_the_dealer: bool, allow_lone_defender: bool,
                pass_prob: float | None = None) -> Trace:
    """Play one OpenSpiel hand with random choices drawn from ``random.Random(seed)``."""
    rng = random.Random(seed)
    state = load_game(stick_the_dealer, allow_lone_defender).new_initial_state()
    history: list[int] = []

    # Chance: the dealer, 20 cards one by one, the upcard.
    dealer = rng.randrange(4)
    state.apply_action(dealer)
    history.append(dealer)
    hands: list[list[str]] = [[], [], [], []]
    for i in range(21):
        assert state.is_chance_node()
        card = rng.choice(state.legal_actions())
        state.apply_action(card)
        history.append(card)
        if i < 20:
            hands[(dealer + i) % 4].append(card_text(card))
    upcard = card_text(card)
    assert state.upcard() == card
    holder = state.card_holder()
    for seat in range(4):
        assert sorted(hands[seat]) == sorted(card_text(c) for c in range(NUM_CARDS)
                                             if holder[c] == seat)
    dealt = {c for hand in hands for c in hand} | {upcard}
    kitty = " ".join(card_text(c) for c in sorted(range(NUM_CARDS), key=lambda c: (c % 4, c // 4))
                     if card_text(c) not in dealt)
    assert state.current_player() == (dealer + 1) % 4

    decisions: list[Decision] = []
    plays: list[tuple[int, str]] = []
    while not state.is_terminal():
        assert not state.is_chance_node()
        seat = state.current_player()
        step = _step(state)
        legal = state.legal_actions()
        if pass_prob is not None and PASS_ACTION in legal and rng.random() < pass_prob:
            action = PASS_ACTION
        elif pass_prob is not None and PASS_ACTION in legal:
            action = rng.choice([a for a in legal if a != PASS_ACTION] or legal)
        else:
            action = rng.choice(legal)
        decisions.append(Decision(seat, step,
                                  tuple(_action_text(state, a, step) for a in legal),
                                  _action_text(state, action, step)))
        if step == "play":
            plays.append((seat, card_text(action)))
        state.apply_action(action)
        history.append(action)

    returns = tuple(float(r) for r in state.returns())
    thrown_in = state.declarer() < 0
    tricks: list[TrickRecord] = []
    if not thrown_in:
        active = sum(state.active_players())
        for i, t in enumerate(state.tricks()):
            chunk = tuple(plays[i * active:(i + 1) * active])
            assert [card_text(c) for c in t.cards()] == [c for _, c in chunk]
            assert chunk[0][0] == t.leader()
            tricks.append(TrickRecord(t.leader(), chunk, t.winner()))
        assert len(plays) == 5 * active
    lone = state.lone_defender()
    return Trace(
        seed=seed, stick_the_dealer=stick_the_dealer,
        allow_lone_defender=allow_lone_defender, dealer=dealer,
        hands=tuple(" ".join(h) for h in hands), upcard=upcard, kitty=kitty,
        decisions=tuple(decisions), tricks=tuple(tricks), returns=returns,
        thrown_in=thrown_in,
        maker=None if thrown_in else state.declarer(),
        trump=None if thrown_in else SUITS[state.trump_suit()],
        maker_alone=None if thrown_in else bool(state.declarer_go_alone()),
        lone_defender=lone if lone >= 0 else None,
        history=tuple(history),
    )


if __name__ == "__main__":  # pragma: no cover - a quick look: python3 tests/engine/euchre/openspiel_trace.py 7
    import sys

    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    for std in (False, True):
        for lone in (False, True):
            print(random_hand(seed, stick_the_dealer=std, allow_lone_defender=lone,
                              pass_prob=0.8 if seed % 2 else None).describe())
            print()
