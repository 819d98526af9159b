"""Analysis of a Euchre decision from one player's view, by Perfect-Information
Monte Carlo: sample the hidden cards consistently with the view, play each
sample out (the rest of the bidding by the intermediate player's rules of thumb,
the play double-dummy with the exact solver) and average. A decision before the
play (bid, going alone, discard) is valued by play-outs in which every seat plays
from its own view (``playout``; ``PLAY_OUT`` weighs them against double-dummy play,
which sees through the cards and so overvalues the side whose play must guess).
In play the sampled deals may follow the play so far too (``PLAY_INFERENCE``,
``play_inference``: each other seat's cards weighed by the players' own play policy).

``analyse(view)`` -> one ``ActionOdds`` per legal action; ``hint`` and ``grade``
are built on it. While bidding there is one truth, ``bidding_odds``: the value
of every plan (pass, order up / pick it up, call a suit, each maybe alone), an
action being worth the best plan that begins with it; ``analyse``, ``hint``,
``grade`` and the expert's bids all derive from it, so for the same samples and
seed they quote the same numbers under the learner's button labels. The probabilities are about the makers of each
sampled deal (``p_make``: the makers take enough tricks; ``p_march``: all of
them; ``p_euchred``: too few); ``expected_points`` is from the viewer's side:
the points it scores minus those of the side it plays against in that hand.
"""
from __future__ import annotations

import random
import time
import zlib
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Callable, Iterable, Mapping, Sequence

from ..cards import ALL_CARDS, Card
from ..euchre import actions as A
from ..euchre.actions import Action, Kind
from ..euchre.ranking import _EFFECTIVE
from ..euchre.scoring import score_hand
from ..euchre.state import HandState, Phase, team_of
from ..euchre.rules import Rules
from ..euchre.view import View, observe
from . import alone_odds, confidence, game_odds, words
from .euchre_bots import _AFTER_TRUMP, IntermediateEuchre, after_trump, strength
from .inference import Evidence
from .play_inference import Likelihood
from .playout import playout_maker_tricks, policy_card_values
from .sampling import constraints, sample_hands, sample_state, sample_states, weighted_deals
from .solver import EUCHRE, card_values, euchre_position, position_value

if TYPE_CHECKING:
    from typing import TypeAlias

    from ..cards import Suit
    from ..ecarte.actions import Action as EcarteAction
    from ..errors import Reason
    from .euchre_bots import EuchreBot

    # either game's action (the odds are shared with ``ecarte_analysis``)
    AnyAction: TypeAlias = Action | EcarteAction
    # a finished sample for one side: (net points, made, march, thrown in, its tricks)
    Outcome: TypeAlias = tuple[float, bool, bool, bool, int]
    # ``_play_key``: trump, the makers, the player to act, who sits out, the hands
    PlayKey: TypeAlias = tuple[Suit | None, int, int | None, frozenset[int],
                               tuple[tuple[int, ...], ...]]


@dataclass(frozen=True)
class ActionOdds:
    """What one action is worth, over ``samples`` sampled deals."""

    action: AnyAction
    expected_points: float
    p_make: float
    p_march: float
    p_euchred: float
    samples: int
    tricks: tuple[float, ...] = ()    # P(the viewer's side takes k tricks), k = 0..hand size
    p_thrown_in: float = 0.0          # the hand was thrown in (bidding only)
    expected_tricks: float = 0.0      # tricks the viewer's side takes on average
    plan: tuple[AnyAction, ...] = ()  # bidding: the action now, then the viewer's later choice
    dealer_acting: bool = False       # bidding: the dealer's order is ``Pick it up``
    # (net points, share of the samples), low to high: what the game odds are made from
    points_dist: tuple[tuple[float, float], ...] = ()
    game: game_odds.GameChance | None = None   # before the play, the score known (``game_odds``)
    # net points of each sampled deal, in sampling order, and each deal's draw (copies
    # from resampling share one): the sampling error of a loss (``confidence``)
    values: tuple[float, ...] = field(default=(), repr=False, compare=False)
    draws: tuple[int, ...] = field(default=(), repr=False, compare=False)

    @property
    def se(self) -> float:
        """The standard error of ``expected_points`` (its own, not paired)."""
        return confidence.paired_se(self.values, [0.0] * len(self.values), self.draws)

    def loss_se(self, best: ActionOdds, by_game: bool = False) -> float:
        """The standard error of what this choice gives up against ``best`` (paired:
        both valued on the same deals; see ``confidence``)."""
        return confidence.loss_se(best, self, by_game)

    @property
    def label(self) -> str:
        """The choice as the learner's buttons say it, in the current language."""
        if len(self.plan) > 1 or self.dealer_acting:
            # (only a Euchre bid has a plan of two, or a dealer to pick it up)
            return words.plan_label(self.plan, self.dealer_acting)  # type: ignore[arg-type]
        return words.action_text(self.action)


class _Acc:
    __slots__ = ("n", "points", "make", "march", "euchred", "thrown", "tricks", "trick_sum",
                 "dist", "values", "part", "part_w", "draws")

    def __init__(self, size: int, draws: confidence.Draws | None = None) -> None:
        self.n = 0.0
        # each deal's points (two weighted valuations of one deal make one value)
        self.values: list[float] = []
        self.part = self.part_w = 0.0
        self.draws = draws
        self.points = 0.0
        self.make = self.march = self.euchred = self.thrown = 0.0
        self.tricks = [0.0] * (size + 1)
        self.trick_sum = 0.0
        self.dist: dict[float, float] = {}

    def add(self, outcome: Outcome, weight: float = 1.0) -> None:
        """One sample's outcome (``weight``: its share, when two valuations of one
        sample are blended)."""
        points, made, march, thrown, mine = outcome
        self.n += weight
        self.points += weight * points
        self.part += weight * points
        self.part_w += weight
        if self.part_w >= 1 - 1e-9:
            self.values.append(self.part)
            self.part = self.part_w = 0.0
        self.dist[points] = self.dist.get(points, 0.0) + weight
        if thrown:
            self.thrown += weight
            self.tricks[0] += weight
            return
        self.make += weight * made
        self.march += weight * march
        self.euchred += weight * (not made)
        self.tricks[mine] += weight
        self.trick_sum += weight * mine

    def odds(self, action: AnyAction, plan: Iterable[AnyAction] = (),
             dealer_acting: bool = False) -> ActionOdds:
        n = max(self.n, 1)
        return ActionOdds(action, self.points / n, self.make / n, self.march / n,
                          self.euchred / n, round(self.n), tuple(t / n for t in self.tricks),
                          self.thrown / n, self.trick_sum / n, tuple(plan), dealer_acting,
                          tuple((p, k / n) for p, k in sorted(self.dist.items())),
                          values=tuple(self.values),
                          draws=tuple(self.draws.ids) if self.draws is not None else ())


@lru_cache(maxsize=None)
def _outcomes(rules: Rules, maker_team: int, me: int, alone: bool, lone_defender: bool
              ) -> tuple[Outcome, ...]:
    """For each count of maker tricks: (points for ``me``'s side, made, march, thrown,
    tricks of me's side)."""
    my_team = team_of(rules, me)
    mine_is_maker = my_team == maker_team
    size = rules.hand_size
    out: list[Outcome] = []
    for t in range(size + 1):
        sc = score_hand(rules, t, alone=alone and rules.players == 4, lone_defender=lone_defender)
        if sc.side == "makers":
            pts = sc.points if mine_is_maker else -sc.points
        else:
            pts = -sc.points if mine_is_maker else sc.points
        out.append((pts, t >= rules.tricks_to_make, t == size, False,
                    t if mine_is_maker else size - t))
    return tuple(out)


_THROWN: Outcome = (0.0, False, False, True, 0)


def _outcome_of_play(state: HandState, me: int, maker_tricks: int) -> Outcome:
    rules = state.rules
    return _outcomes(rules, team_of(rules, state.maker), me, state.alone is not None,  # type: ignore[arg-type]  # in play: a maker
                     state.lone_defender is not None)[maker_tricks]


def dd_maker_tricks(state: HandState) -> int:
    """Tricks the makers take in the whole hand with perfect play from here."""
    deck, trump, hands, team, seats, turn, trick, left, done = euchre_position(state)
    return done + position_value(EUCHRE, deck, trump, hands, team, seats, turn, trick, left)


_POLICY = IntermediateEuchre(books=False)   # (the coach's play-outs: its rules before s31)

INFERENCE = True
"""Sample the hidden hands in proportion to how well they explain the bidding
(``inference``) by default: hints, grades, odds and the expert's decisions."""


PLAY_OUT = 0.0
"""The weight of information-set play-outs (``playout``: every seat plays from its own
view) in the value of bids, discards and going alone, the rest being double-dummy
play: 1 play-outs only, 0.5 the average of both for the same sampled deals, 0 the
double-dummy valuation alone. It stays 0: neither play-outs nor the average won on
the expert benchmark or in paired games (README, "Computer players and analysis")."""


PLAY_INFERENCE = False
"""In play, sample the hidden hands in proportion to how well they explain the play so
far too (``play_inference``), not only the bidding; only with ``inference``. Off: it
gained on the development half of the expert benchmark but not in paired games
against the expert without it (47-51.5% over four runs of 200 games)."""

PLAY_VALUE = 0.0
"""The weight of the policy valuation of a card in play (``playout.policy_card_values``:
after the card every seat plays from its own view for ``POLICY_TRICKS`` tricks, then
double-dummy), the rest being double-dummy play from the card on. It stays 0: the
average with two tricks by the policy won on the development half but neither on the
held-out half nor in paired games."""

POLICY_TRICKS = 1
"""Tricks played from each seat's own view in the policy valuation of a card."""


def _evidence(view: View, inference: bool, play: bool = False
              ) -> Evidence | Likelihood | None:
    if not inference:
        return None
    if view.phase is Phase.PLAY:
        return Likelihood.of(view, play)
    return Evidence.of(view)


def finish_bidding(state: HandState, me: int, plan: Mapping[Phase, Action] | None = None,
                   policy: EuchreBot = _POLICY, scores: Sequence[int] | None = None
                   ) -> HandState:
    """The decisions before the play by ``policy`` (``plan`` forces the viewer's own
    later choices by phase): the hand in play, or over if it was thrown in. With the
    game's ``scores`` (per team), a maker goes alone or not by the chance of winning
    the game when the score changes that choice (``alone_odds``)."""
    while state.phase is not Phase.PLAY and state.phase is not Phase.OVER:
        seat: int   # not over: a seat acts
        seat = state.current_player  # type: ignore[assignment]
        action: Action | None = None
        if plan and seat == me:
            action = plan.get(state.phase)
            if action is not None and action not in state.legal_actions():
                action = None
        if action is None and scores is not None and state.phase is Phase.ALONE:
            by_game = alone_odds.alone_by_game(state.rules, state.hands[seat],
                                               state.trump, seat, state.dealer, scores)  # type: ignore[arg-type]  # made
            if by_game is not None:
                action = A.ALONE if by_game else A.PARTNER
        if action is None and policy is _POLICY and state.phase in _AFTER_TRUMP:
            # The intermediate's choice straight from the state (no view, no sentence).
            action = after_trump(state.phase, state.hands[seat], state.trump,  # type: ignore[arg-type]  # made
                                 state.legal_actions())[0]
        if action is None:
            action = policy.choose(observe(state, seat))
        state = state.apply(action)
    return state


def _dd_tricks(state: HandState, solved: dict[PlayKey, int] | None) -> int:
    if solved is None:
        return dd_maker_tricks(state)
    key = _play_key(state)
    tricks = solved.get(key)
    if tricks is None:
        tricks = solved[key] = dd_maker_tricks(state)
    return tricks


def rollout(state: HandState, me: int, plan: Mapping[Phase, Action] | None = None,
            policy: EuchreBot = _POLICY, solved: dict[PlayKey, int] | None = None) -> Outcome:
    """Finish the hand: decisions before play by ``policy`` (``plan`` forces the
    viewer's own later choices by phase), the play double-dummy. Returns the outcome.
    ``solved``: maker tricks by play position, shared by the rollouts of one deal."""
    state = finish_bidding(state, me, plan, policy)
    if state.phase is Phase.OVER:
        return _THROWN
    return _outcome_of_play(state, me, _dd_tricks(state, solved))


def _add_rollout(acc: _Acc, state: HandState, me: int, plan: Mapping[Phase, Action] | None,
                 solved: dict[PlayKey, int] | None, play_out: float,
                 scores: Sequence[int] | None = None) -> None:
    """One sample of a decision before the play into ``acc``: the play double-dummy,
    played out from every seat's own view (``playout``), or both, ``play_out`` being
    the play-out's weight; ``scores``: the game's, for the later choices (``finish_bidding``)."""
    state = finish_bidding(state, me, plan, scores=scores)
    if state.phase is Phase.OVER:
        acc.add(_THROWN)
        return
    if play_out < 1:
        acc.add(_outcome_of_play(state, me, _dd_tricks(state, solved)), 1 - play_out)
    if play_out > 0:
        acc.add(_outcome_of_play(state, me, playout_maker_tricks(state)), play_out)


@lru_cache(maxsize=None)
def _suit_order(trump: Suit) -> tuple[int, ...]:
    """For each card index: its effective suit * 1000 + its strength in that suit."""
    return tuple(-1 if e is None else int(e) * 1000 + strength(c, trump)
                 for c, e in zip(ALL_CARDS, _EFFECTIVE[trump]))


def _play_key(state: HandState) -> PlayKey:
    """The first lead of a hand up to renaming cards within their (effective) suits:
    two deals with the same key take the same tricks (say the dealer discarded the
    9♣ or the 10♣ while nobody else holds a club between them)."""
    order = _suit_order(state.trump)
    cards = sorted((order[c.index], seat) for seat, hand in enumerate(state.hands)
                   for c in hand)
    hands: list[list[int]] = [[] for _ in state.hands]
    rank, last = 0, -1
    for k, seat in cards:
        suit = k // 1000
        rank = rank + 1 if suit == last else 0
        last = suit
        hands[seat].append(suit * 16 + rank)
    return (state.trump, team_of(state.rules, state.maker), state.current_player, state.sitting_out,  # type: ignore[arg-type]
            tuple(map(tuple, hands)))


def _seed_of(view: View, seed: int | None) -> random.Random:
    if seed is None:
        text = f"{view.seat}|{view.dealer}|" + " ".join(str(c) for c in view.hand) + "|" + \
            ";".join(str(e) for e in view.history)
        seed = zlib.crc32(text.encode())
    return random.Random(seed)


def analyse(view: View, samples: int = 200, seed: int | None = None,
            time_limit: float | None = None, actions: Iterable[Action] | None = None,
            sampler: Callable[[View, random.Random], HandState] | None = None,
            inference: bool = INFERENCE, play_out: float = PLAY_OUT,
            play_inference: bool | None = None, play_value: float | None = None
            ) -> tuple[ActionOdds, ...]:
    """The odds of every legal action (or of ``actions``), best first.

    ``samples`` deals at most; with ``time_limit`` (seconds) stop early, after at
    least a few samples. ``seed`` makes the sampling repeatable (by default it
    comes from the view, so the same view always gets the same answer).
    ``sampler(view, rng) -> HandState`` replaces the random deals (tests use it
    to analyse a fully known position); ``inference``: follow the bidding;
    ``play_out``: the weight of information-set play-outs in the value of a decision
    before the play (``PLAY_OUT``); ``play_inference``, ``play_value``: in play, follow
    the play so far and the weight of the policy valuation (``None``: ``PLAY_INFERENCE``,
    ``PLAY_VALUE``)."""
    legal = tuple(actions) if actions is not None else view.legal_actions
    if not legal:
        raise ValueError("it is not this player's turn")
    if view.phase in _BID_PHASES and sampler is None:
        # One truth for bidding: an action is worth the best plan that begins with it.
        per_action = bidding_odds(view, samples, seed, time_limit, inference=inference,
                                  play_out=play_out).action_odds()
        return tuple(o for o in per_action if o.action in legal)
    rng = _seed_of(view, seed)
    me = view.seat
    size = view.rules.hand_size
    draws = confidence.Draws()
    accs = {a: _Acc(size, draws) for a in legal}
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    play = view.phase is Phase.PLAY
    evidence = _evidence(view, inference,
                         PLAY_INFERENCE if play_inference is None else play_inference)
    if play and sampler is None:
        _analyse_play(view, rng, samples, deadline, legal, accs, evidence,
                      PLAY_VALUE if play_value is None else play_value, draws)
        return _sorted(accs, legal)
    states: Iterable[HandState]
    if sampler is not None:
        states = (sampler(view, rng) for _ in range(samples))
    elif evidence is not None:
        states = sample_states(view, rng, samples, evidence)
    else:
        states = (sample_state(view, rng) for _ in range(samples))
    for i, state in enumerate(states):
        draws.mark(state.hands)
        if play:
            deck, trump, hands, team, seats, turn, trick, left, done = euchre_position(state)
            values = card_values(EUCHRE, deck, trump, hands, team, seats, turn, trick, left)
            table = _outcomes(view.rules, team_of(view.rules, state.maker), me,  # type: ignore[arg-type]
                              state.alone is not None, state.lone_defender is not None)
            for a in legal:
                accs[a].add(table[done + values[deck.index(a.card)]])  # type: ignore[arg-type]  # plays
        else:
            # Two touching discards often reach equivalent plays: solve them once.
            solved: dict[PlayKey, int] | None = (
                {} if view.phase in (Phase.DISCARD, Phase.BEST_DISCARD) else None)
            for a in legal:
                _add_rollout(accs[a], state.apply(a), me, None, solved, play_out)
        if deadline is not None and i >= 3 and time.perf_counter() > deadline:
            break
    return _sorted(accs, legal)


def _sorted(accs: Mapping[Action, _Acc], legal: Sequence[Action]) -> tuple[ActionOdds, ...]:
    odds = [accs[a].odds(a) for a in legal]
    order: dict[AnyAction, int] = {a: k for k, a in enumerate(legal)}
    odds.sort(key=lambda o: (-round(o.expected_points, 9), -o.p_make, order[o.action]))
    return tuple(odds)


def _analyse_play(view: View, rng: random.Random, samples: int, deadline: float | None,
                  legal: Sequence[Action], accs: Mapping[Action, _Acc],
                  evidence: Evidence | Likelihood | None = None, play_value: float = 0.0,
                  draws: confidence.Draws | None = None) -> None:
    """The play phase, fast: sample hands straight into bit masks for the solver.
    ``play_value``: the weight of the policy valuation (``PLAY_VALUE``)."""
    rules, me = view.rules, view.seat
    known = constraints(view)
    maker_team = team_of(rules, view.maker)  # type: ignore[arg-type]  # in play: a maker
    n = rules.players
    team = [1 if team_of(rules, s) == maker_team else 0 for s in range(n)]
    seats = [s for s in range(n) if s not in view.sitting_out]
    deck = rules.pack
    bits = deck.bits
    trick = [(s, deck.index(c)) for s, c in view.trick]
    done = sum(w for s, w in enumerate(view.won) if team[s])
    left = rules.hand_size - len(view.tricks)
    trump = int(view.trump)  # type: ignore[arg-type]  # in play: trump is made
    table = _outcomes(rules, maker_team, me, view.alone is not None,
                      view.lone_defender is not None)
    index = [(a, deck.index(a.card)) for a in legal]  # type: ignore[arg-type]  # plays
    played = deck.mask(view.played_cards)
    deals: Iterable[tuple[list[list[Card]], list[Card]]]
    if evidence is not None:
        deals = weighted_deals(view, rng, samples, evidence, known)
    else:
        deals = (sample_hands(view, rng, known) for _ in range(samples))
    for i, (hands, _rest) in enumerate(deals):
        if draws is not None:
            draws.mark(hands)
        masks = [0, 0, 0, 0]
        for s in seats:
            m = 0
            for c in hands[s]:
                m |= bits[c.index]
            masks[s] = m
        values = card_values(EUCHRE, deck, trump, masks, team, seats, me, trick, left)
        if play_value <= 0:
            for a, place in index:
                accs[a].add(table[done + values[place]])
        else:
            policy = policy_card_values(deck, trump, masks, team, seats, me, trick, left,
                                        played, POLICY_TRICKS)
            for a, place in index:
                if play_value < 1:
                    accs[a].add(table[done + values[place]], 1 - play_value)
                accs[a].add(table[done + policy[place]], play_value)
        if deadline is not None and i >= 3 and time.perf_counter() > deadline:
            break


# ----- hints and grading ---------------------------------------------------------


@dataclass(frozen=True)
class Hint:
    """The best action and the odds it is compared with; ``text`` is its sentence,
    rendered when read (``kind``: ``bid``, ``make``, ``defend`` or ``ecarte``), then the
    ``principle`` the action follows, if one was named (``principles.in_hint``)."""

    action: AnyAction
    odds: tuple[ActionOdds, ...]
    kind: str = "make"
    principle: Reason | None = None
    # a close call (``close_calls``): the nearest other choice within the sampling error,
    # that error in points, and whether the principle chose over the numbers' best
    rival: ActionOdds | None = None
    margin: float = 0.0
    settled: bool = False

    @property
    def text(self) -> str:
        return words.with_principle(self.numbers, self.principle)

    @property
    def numbers(self) -> str:
        """The sentence of the numbers alone (a close call says so, with the margin)."""
        if game_odds.matters(self.odds):
            return words.game_hint_text(self.odds)
        if self.settled:
            # the principle's choice first, alone: the close call compares it
            lead = next(o for o in self.odds if o.action == self.action)
            head = (words.bid_hint_text((lead,)) if self.kind == "bid" else
                    words.ecarte_hint_text(lead, None) if self.kind == "ecarte" else
                    words.hint_text(lead, None, self.kind == "defend"))
        else:
            lead = self.odds[0]
            second = self.odds[1] if len(self.odds) > 1 else None
            head = (words.bid_hint_text(self.odds) if self.kind == "bid" else
                    words.ecarte_hint_text(lead, second) if self.kind == "ecarte" else
                    words.hint_text(lead, second, self.kind == "defend"))
        if self.rival is None:
            return head
        gain = abs(self.rival.expected_points - lead.expected_points)
        said = None if self.settled else self._rival_said(lead)
        if said == "tie":   # "exactly as good as …": nothing to add
            return head
        close = words.close_hint_text(self.rival, gain, self.margin, self.settled,
                                      said in ("same", "gap"))
        return f"{head} {close}"

    def _rival_said(self, lead: ActionOdds) -> str | None:
        """How the head sentence compared ``lead`` with ``rival``, when the rival is the
        runner-up it names (``words.comparison``; a bid's always gives the gap)."""
        second = self.odds[1] if len(self.odds) > 1 else None
        if second is None or self.rival != second:
            return None
        if self.kind == "bid":
            return "gap"
        defend = self.kind == "defend"
        p, q = ((1 - lead.p_make, 1 - second.p_make) if defend else
                (lead.p_make, second.p_make))
        return words.comparison(p, q, lead.expected_points - second.expected_points)


def _defending(view: View) -> bool:
    if view.maker is None:
        return False
    rules = view.rules
    if rules.players == 3:
        return view.maker != view.seat
    return team_of(rules, view.maker) != team_of(rules, view.seat)


def hint(view: View, samples: int = 200, seed: int | None = None,
         time_limit: float | None = None, inference: bool = INFERENCE,
         scores: Sequence[int] | None = None, play_out: float = PLAY_OUT) -> Hint:
    """The best action and a sentence comparing it with the runner-up. While bidding,
    the best plan (``Pick it up and go alone``) from the same analysis as
    ``bidding_odds`` with these samples and seed: the same numbers and labels. With
    the game's ``scores``, a decision before the play (bids, discards, going or
    defending alone) is judged by the chance of winning the game when the score
    matters (``game_odds``)."""
    if view.phase in _BID_PHASES:
        ranked = bidding_odds(view, samples, seed, time_limit, inference=inference,
                              scores=scores, play_out=play_out).ranked()
        return Hint(ranked[0].action, ranked, "bid")
    odds = _judged(view, analyse(view, samples, seed, time_limit, inference=inference,
                                 play_out=play_out), scores)
    return Hint(odds[0].action, odds, "defend" if _defending(view) else "make")


def _judged(view: View, odds: tuple[ActionOdds, ...], scores: Sequence[int] | None
            ) -> tuple[ActionOdds, ...]:
    """A decision before the play, with the game's ``scores``: by the game (see ``hint``)."""
    if scores is None or view.phase is Phase.PLAY:
        return odds
    return game_odds.judge(odds, game_odds.game_view(view, scores))


GRADES = confidence.GRADES
GRADE_LIMITS = confidence.GRADE_LIMITS
"""Expected points given up: up to 0.02 is Best, 0.10 Good, 0.25 Inaccuracy,
0.60 Mistake, more a Blunder; a loss within the sampling error is a close call, never
a Mistake or a Blunder, and a Mistake or a Blunder needs the loss less its sampling
error past the limit (``confidence``)."""


@dataclass(frozen=True)
class Grade:
    label: str
    loss: float                 # expected points given up against the best action
    action: object
    best: ActionOdds
    chosen: ActionOdds          # bidding: the best plan that begins with the action
    odds: tuple[ActionOdds, ...] = field(default=(), repr=False)   # best first; bidding: one per plan
    principle: Reason | None = None   # the one the learner's action broke (``principles``)
    # judged by the chance of winning the game (``loss``: that chance given up, in the
    # points it is worth at the start of a game; see ``game_odds``)
    by_game: bool = False
    se: float = 0.0             # the loss's standard error (``confidence``)
    close_call: bool = False    # the loss is within the sampling error (``confidence.label``)
    settled: bool = False       # a close call the learner's rule of thumb decides (``principles``)
    # the numbers' best, chosen by the learner, when a rule of thumb settled the close call
    # for another choice (the hint's): that choice and the sampling error of their gap
    preferred: ActionOdds | None = None
    preferred_margin: float = 0.0

    @property
    def margin(self) -> float:
        """The sampling error the loss is held against (``confidence.Z`` standard errors)."""
        return confidence.Z * self.se

    @property
    def text(self) -> str:
        """The grade in a sentence, rendered when read, then the principle broken."""
        return words.with_principle(self.numbers, self.principle)

    @property
    def numbers(self) -> str:
        """The grade's sentence of the numbers alone (of the game's chances, when the
        score decided it), after the grade's name; a close call says so, with the margin."""
        return words.labelled(self.label, self.reason)

    @property
    def reason(self) -> str:
        """``numbers`` without the grade's name, for a page that shows the name itself."""
        if self.close_call:
            return words.close_grade_text(self.label, self.loss, self.best, self.chosen,
                                          self.margin, self.by_game, self.settled)
        if self.by_game:
            return words.game_grade_text(self.label, self.best, self.chosen,
                                         self.held_back, self.margin)
        text = words.grade_text(self.label, self.loss, self.best.label, self.held_back,
                                self.margin)
        if self.preferred is not None:
            text += " " + words.preferred_text(
                self.preferred, self.chosen.expected_points - self.preferred.expected_points,
                self.preferred_margin)
        return text

    @property
    def held_back(self) -> str | None:
        """The harsher grade (Mistake, Blunder) the loss alone earns when its sampling
        error kept this grade milder (``confidence.label``), else ``None``."""
        if self.close_call:
            return None
        harsher = confidence.limit_label(self.loss)
        return harsher if GRADES.index(harsher) > GRADES.index(self.label) else None

    @property
    def name(self) -> str:
        """The grade's name (``label``) in the current language."""
        return words.grade_name(self.label)

    def chart_data(self) -> dict[str, object]:
        """What every choice was worth, for the review chart: the same shape (and,
        while bidding, the same labels and numbers) as ``BiddingOdds.chart_data()``."""
        return _chart_data(self.odds, self.odds[0].samples if self.odds else 0)


def grade_from_odds(action: object, odds: Sequence[ActionOdds]) -> Grade:
    """Grade ``action`` against ``odds`` (best first). With plan odds (bidding), the
    action is worth the best plan that begins with it."""
    best = odds[0]
    chosen = next((o for o in odds if o.action == action), None)
    if chosen is None:
        raise ValueError(f"{action} is not one of the analysed actions")
    by_game = game_odds.matters(odds)   # (then ``odds`` are ranked by the game too)
    loss = game_odds.equivalent_loss(best, chosen) if by_game else \
        max(0.0, best.expected_points - chosen.expected_points)
    se = confidence.loss_se(best, chosen, by_game)
    label, close = confidence.label(loss, se)
    if not by_game and label in GRADES[3:] and chosen.game is not None:
        # The score is known and what counts is the game: a choice its chance of winning
        # cannot tell from the best (within the sampling error) is no Mistake, even when
        # its points lag (the game odds' ranking, ``game_odds.matters``, only takes over
        # when they clearly change the advice).
        ranked = tuple(sorted(odds, key=game_odds.rank_key))
        g_loss = game_odds.equivalent_loss(ranked[0], chosen)
        g_se = confidence.loss_se(ranked[0], chosen, True)
        if g_loss <= confidence.Z * g_se + 1e-9:
            g_label, g_close = confidence.label(g_loss, g_se)
            return Grade(g_label, g_loss, action, ranked[0], chosen, ranked, by_game=True,
                         se=g_se, close_call=g_close)
    return Grade(label, loss, action, best, chosen, tuple(odds), by_game=by_game, se=se,
                 close_call=close)


def grade(view: View, action: Action | str, samples: int = 200, seed: int | None = None,
          time_limit: float | None = None, inference: bool = INFERENCE,
          scores: Sequence[int] | None = None, play_out: float = PLAY_OUT) -> Grade:
    """Grade a learner's decision (Best / Good / Inaccuracy / Mistake / Blunder)
    by the expected points it gives up against the best action. While bidding, the
    odds are ``bidding_odds``'s plans for the same samples and seed. With the game's
    ``scores``, a decision before the play is judged by the chance of winning the
    game it gives up when the score matters (as ``hint``)."""
    action = A.Action.parse(action) if isinstance(action, str) else action
    if action not in view.legal_actions:
        raise ValueError(f"{action} is not legal here")
    if view.phase in _BID_PHASES:
        return grade_from_odds(action, bidding_odds(view, samples, seed, time_limit,
                                                    inference=inference, scores=scores,
                                                    play_out=play_out).ranked())
    if scores is not None:
        game_odds.game_view(view, scores)    # bad scores are refused before the work
    return grade_from_odds(action, _judged(view, analyse(view, samples, seed, time_limit,
                                                         inference=inference,
                                                         play_out=play_out), scores))


# ----- bidding odds ---------------------------------------------------------------


@dataclass(frozen=True)
class BidOption:
    """One bidding plan (``pass``, ``order``, ``call H``, each maybe ``alone``)."""

    actions: tuple[Action, ...]     # the viewer's action now, then later own choices
    odds: ActionOdds                # its ``plan`` is ``actions``

    @property
    def label(self) -> str:
        return self.odds.label


def _chart_data(odds: Sequence[ActionOdds], samples: int) -> dict[str, object]:
    data: dict[str, object] = {
        "labels": [o.label for o in odds],
        "expected_points": [o.expected_points for o in odds],
        "p_make": [o.p_make for o in odds],
        "p_march": [o.p_march for o in odds],
        "p_euchred": [o.p_euchred for o in odds],
        "p_thrown_in": [o.p_thrown_in for o in odds],
        "tricks": [list(o.tricks) for o in odds],
        "samples": samples,
    }
    if odds and all(o.game is not None for o in odds):   # bids with the game's scores
        data["p_win_game"] = [o.game.p_win for o in odds]  # type: ignore[union-attr]
        data["by_game"] = game_odds.matters(odds)
    return data


@dataclass(frozen=True)
class BiddingOdds:
    options: tuple[BidOption, ...]
    samples: int
    by_game: bool = False       # ranked by the chance of winning the game (``game_odds``)

    def chart_data(self) -> dict[str, object]:
        """Plain lists for a chart: one entry per option (the UI draws them)."""
        return _chart_data([o.odds for o in self.options], self.samples)

    @property
    def best(self) -> BidOption:
        return self.options[_rank(self.options, self.by_game)[0]]

    def ranked(self) -> tuple[ActionOdds, ...]:
        """Every plan's odds, best first (ties keep the options' order)."""
        return tuple(self.options[k].odds for k in _rank(self.options, self.by_game))

    def action_odds(self) -> tuple[ActionOdds, ...]:
        """One entry per action now, worth its best plan, best first."""
        seen: set[AnyAction]
        out: list[ActionOdds]
        seen, out = set(), []
        for o in self.ranked():
            if o.action not in seen:
                seen.add(o.action)
                out.append(o)
        return tuple(out)


def _rank(options: Sequence[BidOption], by_game: bool = False) -> list[int]:
    if by_game:
        return sorted(range(len(options)),
                      key=lambda k: (*game_odds.rank_key(options[k].odds), k))
    return sorted(range(len(options)),
                  key=lambda k: (-round(options[k].odds.expected_points, 9),
                                 -options[k].odds.p_make, k))


_BID_PHASES = (Phase.BID1, Phase.BID2, Phase.BENNY)


def bidding_plans(view: View) -> list[tuple[Action, ...]]:
    """Each action now (and, where going alone is allowed, each bid followed by going
    alone); their words are the learner's buttons (``words.plan_label``)."""
    plans: list[tuple[Action, ...]] = []
    alone_ok = view.rules.allow_alone
    for a in view.legal_actions:
        plans.append((a,))
        if alone_ok and a.kind in (Kind.ORDER, Kind.CALL):
            plans.append((a, A.ALONE))
    return plans


def bidding_odds(view: View, samples: int = 100, seed: int | None = None,
                 time_limit: float | None = None, inference: bool = INFERENCE,
                 scores: Sequence[int] | None = None,
                 play_out: float = PLAY_OUT) -> BiddingOdds:
    """Expected points and trick distributions of pass, order up, call each suit and
    going alone, for the player to bid (first or second round, or a turned Benny).
    Hints, grades and the expert's bids during bidding are derived from this.
    ``scores``: the game's scores (``Game.scores``): each plan gets its chance of
    winning the game, and the plans are ranked by it when the score matters
    (``game_odds``). ``play_out``: the weight of each sample's play-out from every
    seat's own view (``playout``), the rest double-dummy (``PLAY_OUT``)."""
    if view.phase not in _BID_PHASES or not view.legal_actions:
        raise ValueError("bidding odds need the player to bid now")
    game = game_odds.game_view(view, scores) if scores is not None else None  # checked first
    plans = bidding_plans(view)
    rng = _seed_of(view, seed)
    me = view.seat
    draws = confidence.Draws()
    accs = [_Acc(view.rules.hand_size, draws) for _ in plans]
    # the later seats go alone by the game too (only where the game has odds)
    later = tuple(scores) if game is not None and scores is not None else None
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    n = 0
    states: Iterable[HandState] = (
        sample_states(view, rng, samples, evidence) if (evidence := _evidence(view, inference))
        else (sample_state(view, rng) for _ in range(samples)))
    for i, state in enumerate(states):
        draws.mark(state.hands)
        for acc, acts in zip(accs, plans):
            plan = {Phase.ALONE: acts[1] if len(acts) > 1 else A.PARTNER}
            _add_rollout(acc, state.apply(acts[0]), me, plan, None, play_out, later)
        n += 1
        if deadline is not None and i >= 3 and time.perf_counter() > deadline:
            break
    dealer = view.seat == view.dealer
    options = tuple(BidOption(acts, acc.odds(acts[0], acts, dealer))
                    for acts, acc in zip(plans, accs))
    return game_odds.with_game(BiddingOdds(options, n), game)
