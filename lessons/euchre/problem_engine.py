"""Euchre's part of the problem hands: build a problem's position, value each action
with the cards as they lie (see ``lessons.problems`` for the definition), and say
what the learner sees."""
from __future__ import annotations

from engine import euchre
from engine import words as common
from engine.cards import Card, parse_cards
from engine.euchre import Phase
from engine.euchre import actions as A
from engine.euchre import words as W
from engine.i18n import _

from ..problems import Outcome, Problem, solved_to_the_end
from ..quiz import Scene

RULES = euchre.preset(euchre.DEFAULT_PRESET)
BIDDING = (Phase.BID1, Phase.BID2, Phase.BENNY)


def position(p: Problem) -> euchre.HandState:
    """The deal in notation, then every action so far (an action the rules refuse raises)."""
    hands = [parse_cards(h) for h in p.hands]
    top = parse_cards(p.rest)
    used = {c for h in hands for c in h} | {Card.parse(p.turn)} | set(top)
    kitty = list(top) + [c for c in RULES.cards if c not in used]
    state = euchre.from_deal(RULES, dealer=p.dealer, hands=p.hands, upcard=p.turn,
                             kitty=" ".join(map(str, kitty)))
    for a in p.actions:
        state = state.apply(a)
    return state


def _finished(after: euchre.HandState, me: int) -> tuple[float, int]:
    """(points, tricks) of ``me``'s side in a hand played to its end."""
    from engine.ai.analysis import rollout
    if after.is_over:
        team = euchre.team_of(RULES, me)
        points = after.result.points
        return points[team] - points[1 - team], after.tricks_by_team()[team]
    out = rollout(after, me, {Phase.ALONE: A.PARTNER})
    return out[0], out[4]


def _best_bids(state: euchre.HandState) -> dict[A.Action, tuple[tuple[float, int], dict]]:
    """Each bid's value (points, tricks) at its best plan, and that plan: the mover's later
    choice to go alone or not, like ``engine.ai.bidding_odds``."""
    from engine.ai.analysis import bidding_plans, rollout
    me = state.current_player
    best: dict[A.Action, tuple[tuple[float, int], dict]] = {}
    for plan in bidding_plans(euchre.observe(state, me)):
        later = {Phase.ALONE: plan[1] if len(plan) > 1 else A.PARTNER}
        out = rollout(state.apply(plan[0]), me, later)
        value = (out[0], out[4])
        if plan[0] not in best or value > best[plan[0]][0]:
            best[plan[0]] = value, later
    return best


def outcomes(state: euchre.HandState) -> tuple[Outcome, ...]:
    """Each legal action's outcome for the mover's side. A bid is worth its best plan:
    with the partner, or (where the rules allow) alone, like ``engine.ai.bidding_odds``."""
    me = state.current_player
    legal = state.legal_actions()
    if state.phase in BIDDING:
        best = {a: value for a, (value, _plan) in _best_bids(state).items()}
    else:
        best = {a: _finished(state.apply(a), me) for a in legal}
    return tuple(Outcome(a, int(best[a][0]), best[a][1]) for a in legal)


def solution(p: Problem) -> euchre.HandState:
    """The hand played to its end along the intended answer, as ``outcomes`` values it:
    the later decisions before the play by the intermediate (the mover's own choice to
    go alone at its best), then every card double-dummy (each player the card that is
    best for its side; the first in legal order among equals)."""
    from engine.ai.analysis import finish_bidding
    from engine.ai.solver import solve
    state = position(p)
    me = state.current_player
    answer = next(a for a in state.legal_actions() if str(a) == p.answer)
    plan = _best_bids(state)[answer][1] if state.phase in BIDDING else {Phase.ALONE: A.PARTNER}
    hand = finish_bidding(state.apply(answer), me, plan)
    return solved_to_the_end(hand, solve)


def label(state: euchre.HandState, action) -> str:
    return W.action_label(action, state.rules, dealer_acting=state.current_player == state.dealer)


def picks_cards(state: euchre.HandState) -> bool:
    return False


def _bids(state: euchre.HandState) -> str:
    """The bidding so far, in words: ``West: Pass · North: Order it up``."""
    out = []
    for e in state.history:
        if e.action.kind.value in ("pass", "order", "call", "alone", "partner"):
            text = W.action_label(e.action, state.rules, dealer_acting=e.seat == state.dealer)
            out.append(f"{W.seat_name(state.rules, e.seat)}: {text}")
    return " · ".join(out)


def _played_tricks(state: euchre.HandState) -> list[tuple[str, str]]:
    """Each finished trick in playing order and who took it (``Trick 2: South 9♥ · West
    K♠ · North 9♦ · East Q♥, taken by West``): what a player counts to decide late in a
    hand."""
    R = state.rules
    return [(_("Trick {n}").format(n=n),
             _("{plays}, taken by {winner}").format(
                 plays=" · ".join(f"{W.seat_name(R, s)} {c.display}" for s, c in t.plays),
                 winner=W.seat_name(R, t.winner)))
            for n, t in enumerate(state.tricks, 1)]


def scene(p: Problem, state: euchre.HandState) -> Scene:
    """What the learner at ``p.seat`` sees: their hand, trump or the upcard, the trick so
    far, the dealer, the bidding, the tricks won and the score."""
    me, R = p.seat, state.rules
    trump = state.trump
    facts = [(_("You are"), W.seat_name(R, me)), (_("Dealer"), W.seat_name(R, state.dealer))]
    if state.phase not in (Phase.BID1, Phase.BENNY, Phase.BID2):
        # Once the bidding is over the upcard is still known to every player (before, the
        # page never showed it, and explanations spoke of "East's 9♥", the card East took).
        up = state.deal.upcard
        shown = W.role_name(up, None) or up.display   # (the Benny)
        facts.append((_("Upcard"), _("{card}, turned down").format(card=shown)
                       if state.turned_down is not None else
                       _("{card}, picked up by {seat}").format(
                           card=shown, seat=W.seat_name(R, state.dealer))))
    if state.maker is not None:
        facts.append((_("Maker"), W.seat_name(R, state.maker)))
    if state.alone is not None:
        facts.append((_("Alone"), W.seat_name(R, state.alone)))
    bids = _bids(state)
    if bids:
        facts.append((_("Bidding"), bids))
    if state.phase is Phase.PLAY:
        team = euchre.team_of(R, me)
        won = state.tricks_by_team()
        facts.append((_("Tricks"), _("your side {mine}, the other side {theirs}").format(
            mine=won[team], theirs=won[1 - team])))
        facts += _played_tricks(state)
    facts.append((_("Score"), _("your side {mine}, the other side {theirs}").format(
        mine=p.score[0], theirs=p.score[1])))
    trick = tuple((common.player_name(R.players, s, me), c) for s, c in state.trick)
    upcard = state.deal.upcard if state.phase in (Phase.BID1, Phase.BENNY) else None
    if state.phase is Phase.BID2:
        facts.append((_("Turned down"), W.Suits(state.turned_down)))
    return Scene(trump=trump, hand=euchre.hand_order(state.hands[me], trump),
                 hand_label=_("Your hand"), trick=trick,
                 trick_label=_("The trick so far") if trick else "", upcard=upcard,
                 facts=tuple(facts), game="euchre")
