"""Écarté's part of the problem hands: build a problem's position, value each action
with the cards as they lie (see ``lessons.problems`` for the definition), and say
what the learner sees."""
from __future__ import annotations

from engine import ecarte
from engine import words as common
from engine.cards import Card, parse_cards, sort_cards
from engine.ecarte import Phase
from engine.ecarte.ranking import DECK
from engine.ecarte.words import action_label
from engine.i18n import _, ngettext

from ..problems import Outcome, Problem, solved_to_the_end
from ..quiz import Scene

RULES = ecarte.preset(ecarte.DEFAULT_PRESET)
EXCHANGES = (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE)


def position(p: Problem) -> ecarte.HandState:
    """The deal in notation (the talon's named cards on top, the others after them in
    pack order), then every action so far."""
    top = parse_cards(p.rest)
    used = {c for h in p.hands for c in parse_cards(h)} | {Card.parse(p.turn)} | set(top)
    talon = list(top) + [c for c in DECK if c not in used]
    state = ecarte.from_deal(RULES, dealer=p.dealer, hands=list(p.hands), turnup=p.turn,
                             talon=" ".join(map(str, talon)))
    for a in p.actions:
        state = state.apply(a)
    return state


def _tricks(state: ecarte.HandState, seat: int) -> int:
    return sum(1 for t in state.tricks_played if t.winner == seat)


def outcomes(state: ecarte.HandState) -> tuple[Outcome, ...]:
    """Each legal action's outcome for the mover: the exchanges and proposals after it by
    the intermediate's rules, the play double-dummy (``engine.ai.ecarte_analysis.rollout``)."""
    from engine.ai.ecarte_analysis import rollout
    me = state.current_player
    opp = state.younger if me == state.elder else state.elder
    out = []
    for a in state.legal_actions():
        after = state.apply(a)
        if after.is_over:
            points, tricks = after.points[me] - after.points[opp], _tricks(after, me)
        else:
            done = rollout(after, me)
            points, tricks = done[0], done[4]
        out.append(Outcome(a, int(points), tricks))
    return tuple(out)


def solution(p: Problem) -> ecarte.HandState:
    """The hand played to its end along the intended answer, as ``outcomes`` values it:
    the exchanges, proposals and declarations after it by the intermediate's rules,
    then every card double-dummy (the first in legal order among equals)."""
    from engine.ai.ecarte_analysis import _finish
    from engine.ai.solver import solve_ecarte
    state = position(p)
    answer = next(a for a in state.legal_actions() if str(a) == p.answer)
    hand = _finish(state.apply(answer))
    return solved_to_the_end(hand, solve_ecarte)


def label(state: ecarte.HandState, action) -> str:
    return action_label(action)


def picks_cards(state: ecarte.HandState) -> bool:
    """An exchange is answered by picking the cards to discard."""
    return state.phase in EXCHANGES


def _steps(state: ecarte.HandState, me: int) -> str:
    """What was said and exchanged so far (the other side's discards stay face down)."""
    n = state.rules.players
    out = []
    for e in ecarte.observe(state, me).history:
        who = common.seat_name(n, e.seat)
        if isinstance(e.action, ecarte.HiddenExchange):
            what = ngettext("exchanged {n} card", "exchanged {n} cards", e.action.count).format(
                n=e.action.count)
        elif str(e.action).startswith("play "):
            continue
        else:
            what = action_label(e.action)
        out.append(f"{who}: {what}")
    return " · ".join(out)


def scene(p: Problem, state: ecarte.HandState) -> Scene:
    """What the learner at ``p.seat`` sees: the hand, the turn-up, the card led, the dealer,
    what was said, the tricks and the score."""
    me, n = p.seat, state.rules.players
    opp = state.younger if me == state.elder else state.elder
    facts = [(_("You are"), common.seat_name(n, me)), (_("Dealer"), common.seat_name(n, state.dealer))]
    said = _steps(state, me)
    if said:
        facts.append((_("So far"), said))
    facts.append((_("Talon"), ngettext("{n} card", "{n} cards", len(state.talon)).format(
        n=len(state.talon))))
    if state.phase is Phase.PLAY:
        facts.append((_("Tricks"), _("you {mine}, your opponent {theirs}").format(
            mine=_tricks(state, me), theirs=_tricks(state, opp))))
        for k, t in enumerate(state.tricks_played, 1):   # what was played, to count
            follower = state.younger if t.leader == state.elder else state.elder
            facts.append((_("Trick {n}").format(n=k), _("{plays}, taken by {winner}").format(
                plays=f"{common.seat_name(n, t.leader)} {t.lead.display} · "
                      f"{common.seat_name(n, follower)} {t.follow.display}",
                winner=common.seat_name(n, t.winner))))
    # a king turned up or declared counts at once, so it is in the score already
    facts.append((_("Score"), _("you {mine}, your opponent {theirs}").format(
        mine=p.score[0] + state.points[me], theirs=p.score[1] + state.points[opp])))
    trick = ((common.player_name(n, state.leader, me), state.lead),) if state.lead else ()
    return Scene(trump=state.trump, hand=tuple(sort_cards(state.hands[me])), hand_label=_("Your hand"),
                 trick=trick, trick_label=_("The card led") if trick else "", upcard=state.turnup,
                 upcard_label=_("turn-up"), facts=tuple(facts), game="ecarte")
