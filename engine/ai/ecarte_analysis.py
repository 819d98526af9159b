"""Analysis of an Écarté decision from one player's view (PIMC over the solver).

The unseen cards (the opponent's hand, the talon, the opponent's discards) are
sampled consistently with the view: cards seen, sizes, and what the play showed
(not following means void in the suit; not trumping, when the rules force it,
means no trumps; following without beating means no higher card of the suit),
and in proportion to how well they explain the opponent's proposal, answer,
exchanges and declaration (``ecarte_inference``).
Each sample is finished with the intermediate's rules for the remaining
exchanges and with the exact solver for the play (or, with ``playout``, with each
seat playing from its own view: ``ecarte_playout``). With the game's scores, the
choices before the play also get their chance of winning the game (``ecarte_odds``).

``ActionOdds`` (shared with Euchre): ``p_make`` is the chance that the viewer
wins the point (3 tricks or more), ``p_march`` the vole, ``p_euchred`` that the
opponent wins the point; ``expected_points`` is the viewer's points minus the
opponent's, for the whole hand.
"""
from __future__ import annotations

import random
import time
import zlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable, Sequence

from ..cards import Card
from ..ecarte.actions import Action, Exchange, Play, parse_action
from ..ecarte.obligation import ruled_out
from ..ecarte.ranking import DECK, KINGS, ORDER
from ..ecarte.scoring import trick_points
from ..ecarte.state import HandState, Phase
from ..ecarte.view import View, observe, position_from_view
from . import confidence, ecarte_odds, game_odds, words
from .analysis import ActionOdds, Grade, Hint
from .analysis import grade_from_odds as points_grade
from .ecarte_odds import GameView, point_value
from .game_odds import GameChance
from .ecarte_bots import _value, answer, before_play, keep_set
from .ecarte_inference import POOL, Evidence
from .ecarte_playout import PLAYOUTS, finish
from .solver import ECARTE, ECARTE_NO_TRUMPING, card_values, ecarte_position, position_value

if TYPE_CHECKING:
    from .analysis import AnyAction, Outcome
    from .ecarte_bots import EcarteBot

_TRIES = 30

INFERENCE = True
"""Sample the hidden cards in proportion to how well they explain the opponent's
proposal, answer, exchanges and declaration (``ecarte_inference``) by default: hints,
grades, odds and the expert's decisions."""

PLAYOUT = "rules"
"""How a decision before the play finishes each sampled deal's play: ``"solver"``
double-dummy (the default until measured otherwise), ``"rules"`` or ``"sampled"``
(each seat from its own view, ``ecarte_playout``). Decisions in the play are
always valued double-dummy."""

RESPONSES = ("rules", "judged")
RESPONSE = "rules"
"""How the rollouts' dealer answers a proposal (the elder's first, or one after an
exchange): ``"rules"``, the intermediate's before s30 (refuse only with a jeu de règle
of two trumps or more), or ``"judged"``, as a player who judges its hand and what refusing
risks, the intermediate's since s30 (``ecarte_bots.answer``, ``refuses``; the expert's own
answers agree with it on 83% of seeded
first proposals under the default rules, the intermediate's rule on 40%). Measured
(s26, ``bench/ecarte_quiz.py --response judged``): fewer harsh grades of published
answers and of jeux de règle under the default rules, but under the default rules the
hint then stands on 28% of hands that are no jeu de règle (11% now), and under the
older clubs' penalty a few more jeux de règle are graded a Mistake for standing; so it
stays an option until that is weighed."""


PLAY_INFERENCE = False
"""In the play, also sample the hidden cards in proportion to how well they explain the
opponent's cards played so far (``ecarte_inference.Evidence``, ``HIT``)."""

OPPONENTS = ("s29", "books")
OPPONENT = "s29"
"""Whom the rollouts, play-outs and inference take the opponent (and the viewer's own
later choices) to be: ``"s29"``, the intermediate before s30 (the dealer refuses only
with a jeu de règle of two trumps, a lone trump is led with one other card left), or
``"books"``, the intermediate since s30: the dealer answers by ``ecarte_bots.refuses``
(``RESPONSE`` ``"judged"``), the ``"rules"`` play-out keeps a lone trump while a higher
one is unseen (``"books"``, ``ecarte_playout``), and the inference reads a refusal
by the same rule (``ecarte_inference.Evidence``)."""


def _forbidden(view: View) -> set[Card]:
    """Cards the opponent cannot hold, from how the opponent followed (what the
    engine's obligation rules out for each card it played to the viewer's lead)."""
    out: set[Card] = set()
    for t in view.tricks_played:
        if t.leader == view.seat:
            out |= ruled_out(t.follow, (t.lead,), view.trump, view.rules)
    return out


def sample_state(view: View, rng: random.Random) -> HandState:
    """A complete Écarté hand consistent with ``view``, at the same point."""
    return _state(view, *_sample_cards(view, rng))


# (the opponent's hand, the talon, the opponent's discards)
Hidden = tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]


def _sample_cards(view: View, rng: random.Random) -> Hidden:
    """The hidden cards of one deal consistent with ``view`` (what ``sample_state``
    fills in), without building the state."""
    me = view.seat
    opp = view.younger if me == view.elder else view.elder
    played = [c for t in view.tricks_played for c in (t.lead, t.follow)]
    if view.lead is not None:
        played.append(view.lead)
    known = set(view.hand) | set(played) | set(view.discards) | {view.turnup}
    pool = [c for c in DECK if c not in known]
    pinned: list[Card] = []
    king = KINGS[view.trump]
    if view.declared == opp and king not in played:
        pinned.append(king)
        pool.remove(king)
    need = view.hand_sizes[opp] - len(pinned)
    forbidden = _forbidden(view)
    for attempt in range(_TRIES + 1):
        cards = pool[:]
        rng.shuffle(cards)
        if attempt < _TRIES and forbidden:
            allowed = [c for c in cards if c not in forbidden]
        else:
            allowed = cards
        if len(allowed) >= need:
            break
    got = allowed[:need]
    taken = set(got)
    rest = [c for c in cards if c not in taken]
    talon = tuple(rest[:view.talon_size])
    opp_discards = tuple(rest[view.talon_size:view.talon_size + view.discard_counts[opp]])
    return tuple(sorted(got + pinned, key=_index)), talon, opp_discards


def _state(view: View, opp_hand: tuple[Card, ...], talon: tuple[Card, ...],
           opp_discards: tuple[Card, ...]) -> HandState:
    me = view.seat
    opp = view.younger if me == view.elder else view.elder
    hands: list[tuple[Card, ...]] = [()] * view.rules.players
    hands[me] = view.hand
    hands[opp] = opp_hand
    discards: list[tuple[Card, ...]] = [()] * view.rules.players
    discards[me] = view.discards
    discards[opp] = opp_discards
    return position_from_view(view, hands, talon, discards)


def sample_states(view: View, rng: random.Random, n: int, inference: bool = INFERENCE,
                  books: bool = False, play: bool = False) -> list[HandState]:
    """``n`` deals consistent with ``view``; with ``inference`` (and something to learn
    from the opponent's choices), drawn from ``POOL * n`` candidates in proportion to
    how well they explain those choices (``ecarte_inference``; ``books``: the dealer's
    answer read by the books' rule, ``OPPONENT``; ``play``: the opponent's cards played
    so far count too, ``PLAY_INFERENCE``)."""
    evidence = Evidence.of(view, books, play) if inference else None
    if evidence is None:
        return [sample_state(view, rng) for _ in range(n)]
    pool = [_sample_cards(view, rng) for _ in range(POOL * n)]
    weights = [evidence.weight(hand, discards, rng) for hand, _talon, discards in pool]
    step = sum(weights) / n
    point = rng.random() * step       # systematic resampling: n evenly spaced points
    out: list[HandState] = []
    total = 0.0
    for hidden, w in zip(pool, weights):
        total += w
        while point < total and len(out) < n:
            out.append(_state(view, *hidden))
            point += step
    while len(out) < n:               # (rounding at the very end)
        out.append(_state(view, *pool[-1]))
    return out


def _index(card: Card) -> int:
    return card.index


def _outcome(state: HandState, me: int, elder_tricks: int) -> Outcome:
    """(net points for me, I win the point, I take the vole, -, my tricks)."""
    elder_won, pts, _code = trick_points(state.rules.penalty, state.opening, elder_tricks)  # type: ignore[arg-type]  # in play
    points = list(state.points)
    winner = state.elder if elder_won else state.younger
    points[winner] += pts
    opp = state.younger if me == state.elder else state.elder
    mine = elder_tricks if me == state.elder else 5 - elder_tricks
    return (points[me] - points[opp], mine >= 3, mine == 5, False, mine)


def _dd_tricks(state: HandState) -> int:
    """The elder's tricks in the whole hand with perfect play from here."""
    deck, trump, hands, team, seats, turn, trick, left, done = ecarte_position(state)
    rule = ECARTE if state.rules.must_trump else ECARTE_NO_TRUMPING
    return done + position_value(rule, deck, trump, hands, team, seats, turn, trick, left)


def _dd(state: HandState, me: int) -> Outcome:
    return _outcome(state, me, _dd_tricks(state))


def _finish(state: HandState, policy: EcarteBot | None = None,
            response: str | None = None) -> HandState:
    """The hand from ``state`` to the play (or its end): the decisions before the play
    by the intermediate's rules (or ``policy``), the dealer's answer to a proposal as
    ``response`` says (default ``RESPONSE``)."""
    while state.phase is not Phase.PLAY and state.phase is not Phase.OVER:
        action: Action
        if policy is None:   # the intermediate's choice, straight from the state
            seat: int   # not over: a seat acts
            seat = state.current_player  # type: ignore[assignment]
            if state.phase is Phase.RESPONSE and (response or RESPONSE) == "judged":
                # the intermediate's answer (Cavendish's when refusing risks 2)
                action = answer(state.hands[seat], state.trump, state.rules.penalty,
                                state.exchanged)[0]
            else:
                action = before_play(state.phase, state.hands[seat], state.trump,
                                     state.legal_actions())[0]
        else:
            action = policy.choose(observe(state, state.current_player))  # type: ignore[arg-type]
        state = state.apply(action)
    return state


def rollout(state: HandState, me: int, policy: EcarteBot | None = None,
            playout: str = "solver", rng: random.Random | None = None,
            response: str | None = None) -> Outcome:
    """Finish the hand: the decisions before the play by the intermediate's rules
    (or ``policy``), the play double-dummy (or by ``playout``; ``"sampled"`` needs
    ``rng``); the dealer's answers as ``response`` says (``RESPONSE``)."""
    return _judged_rollout(state, me, policy, None, playout, rng, response)[0]


def _judged_rollout(state: HandState, me: int, policy: EcarteBot | None,
                    game: GameView | None, playout: str = "solver",
                    rng: random.Random | None = None, response: str | None = None
                    ) -> tuple[Outcome, float | None]:
    """``rollout``, and with a ``game`` the chance of winning it after this hand."""
    state = _finish(state, policy, response)
    if state.phase is Phase.OVER:
        opp = state.younger if me == state.elder else state.elder
        return ((state.points[me] - state.points[opp], False, False, True, 0),
                None if game is None else game.after(state, None))
    tricks = _dd_tricks(state) if playout == "solver" else finish(state, playout, rng)
    return _outcome(state, me, tricks), None if game is None else game.after(state, tricks)


class _Acc:
    def __init__(self, draws: confidence.Draws | None = None) -> None:
        self.draws = draws   # which deals are copies of one draw (resampling): the error
        self.n = 0
        self.points = 0.0
        self.make = self.vole = self.lose = 0
        self.tricks = [0] * 6
        self.trick_sum = 0
        self.values: list[float] = []   # each deal's points: the sampling error (``confidence``)
        self.win = 0.0
        self.wins: list[float] = []     # each deal's chance of the game, when judged by it

    def add(self, o: Outcome, win: float | None = None) -> None:
        pts, won, vole, _, mine = o
        self.n += 1
        self.win += win or 0.0
        self.wins.append(win or 0.0)
        self.points += pts
        self.values.append(pts)
        self.make += won
        self.vole += vole
        self.lose += not won
        self.tricks[mine] += 1
        self.trick_sum += mine

    def odds(self, action: Action, game: GameView | None = None) -> ActionOdds:
        n = max(self.n, 1)
        chance = None if game is None else \
            GameChance(self.win / n, (game.us, game.them), point_value(game.rules),
                       wins=tuple(self.wins))
        return ActionOdds(action, self.points / n, self.make / n, self.vole / n,
                          self.lose / n, self.n, tuple(t / n for t in self.tricks), 0.0,
                          self.trick_sum / n, (action,), game=chance, values=tuple(self.values),
                          draws=tuple(self.draws.ids) if self.draws is not None else ())


def exchange_candidates(view: View, limit: int = 8) -> list[Exchange]:
    """The exchanges worth analysing: discarding the k weakest cards for each k, and
    the rules-of-thumb exchange (all legal exchanges if there are few)."""
    legal = [a for a in view.legal_actions if isinstance(a, Exchange)]
    if len(legal) <= limit:
        return legal
    trump = view.trump
    weak = sorted(view.hand, key=lambda c: (_value(c, trump), c.index))
    wanted: list[frozenset[Card]] = []
    for k in range(0, 6):
        wanted.append(frozenset(weak[:k]))
    keep = keep_set(view.hand, trump)
    wanted.append(frozenset(c for c in view.hand if c not in keep))
    by_cards = {frozenset(a.cards): a for a in legal}
    out: list[Exchange] = []
    for w in wanted:
        a = by_cards.get(w)
        if a is not None and a not in out:
            out.append(a)
    return out or legal[:limit]


def _seed_of(view: View, seed: int | None) -> random.Random:
    if seed is None:
        text = f"{view.seat}|{view.dealer}|{view.turnup}|" + " ".join(map(str, view.hand)) + \
            "|" + ";".join(str(h) for h in view.history)
        seed = zlib.crc32(text.encode())
    return random.Random(seed)


def _convention(action: AnyAction, lead: bool) -> int:
    """Between plays worth exactly the same, the books' convention: lead the highest of
    equal cards (the top of a sequence), follow with the lowest (win or lose cheaply)."""
    if not isinstance(action, Play):
        return 0
    rank = ORDER[action.card.index]
    return -rank if lead else rank


def analyse(view: View, samples: int = 200, seed: int | None = None,
            time_limit: float | None = None, actions: Iterable[Action | str] | None = None,
            sampler: Callable[[View, random.Random], HandState] | None = None,
            inference: bool = INFERENCE, scores: Sequence[int] | None = None,
            playout: str = PLAYOUT, response: str | None = None,
            opponent: str | None = None, play_inference: bool | None = None,
            in_play: str = "solver", game_in_play: bool = False
            ) -> tuple[ActionOdds, ...]:
    """The odds of every legal action (exchanges: the candidates worth analysing),
    best first. ``inference``: the samples follow the opponent's choices
    (``sample_states``); a ``sampler`` of one's own replaces that. ``scores`` (per
    seat, before this hand): before the play, each choice also gets its chance of
    winning the game (``ecarte_odds``), and the choices are ranked by it when the
    score matters (``game_odds.matters``). ``playout``: how the play of each deal is
    finished for a decision before the play (``PLAYOUT``); ``response``: how its dealer
    answers a proposal (``RESPONSE``); ``opponent``: whom the rollouts, play-outs and
    inference take the players to be (``OPPONENT``; ``"books"`` makes the default
    ``response`` ``"judged"`` and the ``"rules"`` play-out ``"books"``);
    ``play_inference``: in the play, the samples follow the opponent's cards played
    too (``PLAY_INFERENCE``); ``in_play``: how a card in the play is valued, the rest of
    the hand solved double-dummy (``"solver"``) or played by the rules of thumb from
    each seat's own view (``"rules"``, ``"books"``: ``ecarte_playout``);
    ``game_in_play``: with ``scores``, the cards in the play get their chance of winning
    the game too (by default only the choices before the play)."""
    if not view.legal_actions:
        raise ValueError("it is not this player's turn")
    if in_play not in ("solver", "rules", "books"):
        raise ValueError(f"in_play must be solver, rules or books, not {in_play!r}")
    if playout not in PLAYOUTS:
        raise ValueError(f"playout must be one of {', '.join(PLAYOUTS)}, not {playout!r}")
    if response is not None and response not in RESPONSES:
        raise ValueError(f"response must be one of {', '.join(RESPONSES)}, not {response!r}")
    opponent = opponent or OPPONENT
    if opponent not in OPPONENTS:
        raise ValueError(f"opponent must be one of {', '.join(OPPONENTS)}, not {opponent!r}")
    books = opponent == "books"
    if books:
        response = response or "judged"
        playout = "books" if playout == "rules" else playout
    if actions is None:
        if view.phase in (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
            actions = exchange_candidates(view)
        else:
            actions = view.legal_actions
    actions = tuple(parse_action(a) if isinstance(a, str) else a for a in actions)
    rng = _seed_of(view, seed)
    me = view.seat
    draws = confidence.Draws()
    accs = {a: _Acc(draws) for a in actions}
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    play = view.phase is Phase.PLAY
    game = None if scores is None or (play and not game_in_play) else \
        ecarte_odds.game_view(view, scores)
    if play_inference is None:
        play_inference = PLAY_INFERENCE
    drawn = iter(sample_states(view, rng, samples, inference, books,
                               play and play_inference)) if sampler is None else None
    for i in range(samples):
        state = next(drawn) if drawn is not None else sampler(view, rng)  # type: ignore[misc]  # one or the other
        draws.mark(state.hands)   # resampled copies of one deal come one after the other
        if play and in_play != "solver":
            # each card, then the rest of the hand played from each seat's own view
            for a in actions:
                after = state.apply(a)
                tricks = after.tricks[after.elder] if after.phase is Phase.OVER else \
                    finish(after, in_play)
                accs[a].add(_outcome(state, me, tricks),
                            None if game is None else game.after(state, tricks))
        elif play:
            deck, trump, hands, team, seats, turn, trick, left, done = ecarte_position(state)
            rule = ECARTE if state.rules.must_trump else ECARTE_NO_TRUMPING
            values = card_values(rule, deck, trump, hands, team, seats, turn, trick, left)
            for a in actions:
                tricks = done + values[deck.index(a.card)]  # type: ignore[attr-defined]  # plays
                accs[a].add(_outcome(state, me, tricks),
                            None if game is None else game.after(state, tricks))
        else:
            # every action plays the deal out with the same chances (paired comparisons)
            sub = rng.getrandbits(32) if playout == "sampled" else 0
            for a in actions:
                own = random.Random(sub) if playout == "sampled" else None
                accs[a].add(*_judged_rollout(state.apply(a), me, None, game, playout, own,
                                            response))
        if deadline is not None and i >= 3 and time.perf_counter() > deadline:
            break
    order: dict[AnyAction, int] = {a: k for k, a in enumerate(actions)}
    lead = view.lead is None
    odds = sorted((accs[a].odds(a, game) for a in actions),
                  key=lambda o: (-round(o.expected_points, 9), -o.p_make,
                                 _convention(o.action, lead), order[o.action]))
    if game is not None and ecarte_odds.by_game(odds):
        odds.sort(key=game_odds.rank_key)      # (stable: ties keep their order)
    return tuple(odds)


def hint(view: View, samples: int = 200, seed: int | None = None,
         time_limit: float | None = None, inference: bool = INFERENCE,
         scores: Sequence[int] | None = None, playout: str = PLAYOUT) -> Hint:
    """The best choice and a sentence comparing it with the runner-up; with the game's
    ``scores``, a choice before the play is judged by the chance of winning the game
    when the score matters, and the sentence says so."""
    odds = analyse(view, samples, seed, time_limit, inference=inference, scores=scores,
                   playout=playout)
    return EcarteHint(odds[0].action, odds, "ecarte")


@dataclass(frozen=True)
class EcarteHint(Hint):
    """A hint whose sentence also says when the score makes the points of this hand
    misleading (``ecarte_odds.by_game``: the game narrows their gap)."""

    @property
    def numbers(self) -> str:
        if ecarte_odds.by_game(self.odds) and not game_odds.matters(self.odds) and \
                not self.settled:
            return words.game_narrow_hint_text(self.odds[0], self.odds[1])
        return super().numbers


def grade(view: View, action: Action | str, samples: int = 200, seed: int | None = None,
          time_limit: float | None = None, inference: bool = INFERENCE,
          scores: Sequence[int] | None = None, playout: str = PLAYOUT) -> Grade:
    """Grade a decision by what it gives up against the best (with ``scores``, before
    the play, the chance of winning the game when the score matters; as ``hint``)."""
    action = parse_action(action) if isinstance(action, str) else action
    if action not in view.legal_actions:
        raise ValueError(f"{action} is not legal here")
    if scores is not None:
        ecarte_odds.game_view(view, scores)    # bad scores are refused before the work
    actions: list[Exchange] | None = None
    if isinstance(action, Exchange):
        actions = exchange_candidates(view)
        if action not in actions:
            actions = list(actions) + [action]
    return grade_from_odds(action, analyse(view, samples, seed, time_limit, actions,
                                           inference=inference, scores=scores,
                                           playout=playout))


def grade_from_odds(action: object, odds: Sequence[ActionOdds]) -> Grade:
    """``analysis.grade_from_odds``, judged by the chance of winning the game whenever
    ``ecarte_odds.by_game`` says so for this choice (also when the game only narrows
    its gap: a point that cannot change the game costs nothing)."""
    chosen = next((o for o in odds if o.action == action), None)
    if chosen is None or not ecarte_odds.by_game(odds, chosen):
        return points_grade(action, odds)
    ranked = sorted(odds, key=game_odds.rank_key)
    best = ranked[0]
    loss = game_odds.equivalent_loss(best, chosen)
    se = confidence.loss_se(best, chosen, True)
    label, close = confidence.label(loss, se)
    return Grade(label, loss, action, best, chosen, tuple(ranked), by_game=True, se=se,
                 close_call=close)


@dataclass(frozen=True)
class ProposalOdds:
    """Standing against proposing (elder), or refusing against accepting (dealer)."""

    odds: tuple[ActionOdds, ...]
    best: object

    def chart_data(self) -> dict[str, object]:
        data: dict[str, object] = {
            "labels": [o.label for o in self.odds],
            "expected_points": [o.expected_points for o in self.odds],
            "p_point": [o.p_make for o in self.odds],
            "p_vole": [o.p_march for o in self.odds],
            "tricks": [list(o.tricks) for o in self.odds],
            "samples": self.odds[0].samples}
        if all(o.game is not None for o in self.odds):   # with the game's scores
            data["p_win_game"] = [o.game.p_win for o in self.odds]  # type: ignore[union-attr]
            data["by_game"] = ecarte_odds.by_game(self.odds)
        return data


def proposal_odds(view: View, samples: int = 100, seed: int | None = None,
                  time_limit: float | None = None, inference: bool = INFERENCE,
                  scores: Sequence[int] | None = None, playout: str = PLAYOUT) -> ProposalOdds:
    """The odds of standing against proposing (or refusing against accepting): the
    same analysis as ``hint`` and ``grade`` for the same samples and seed, so the
    chart, the hint and the grade quote the same numbers under the same labels."""
    if view.phase not in (Phase.PROPOSAL, Phase.RESPONSE):
        raise ValueError("proposal odds need the elder to propose or the dealer to answer")
    odds = analyse(view, samples, seed, time_limit, inference=inference, scores=scores,
                   playout=playout)
    return ProposalOdds(odds, odds[0].action)


def expert_exchange(view: View, samples: int = 100, seed: int | None = None,
                    time_limit: float | None = None, inference: bool = INFERENCE
                    ) -> tuple[AnyAction, tuple[ActionOdds, ...]]:
    """The exchange the expert would make, with the odds of each candidate."""
    if view.phase not in (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
        raise ValueError("it is not an exchange")
    odds = analyse(view, samples, seed, time_limit, inference=inference)
    return odds[0].action, odds
