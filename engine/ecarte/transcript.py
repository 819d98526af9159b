"""A readable, complete transcript of a hand (used by the golden files and lessons)."""
from __future__ import annotations

from ..cards import Card
from . import words
from .actions import Exchange
from .state import HandState, replay


def transcript(state: HandState) -> str:
    """Every step of the hand ``state`` belongs to, from the deal to ``state``."""
    states = replay(state)
    first = states[0]
    players = first.rules.players
    names = [words.seat_name(players, s) for s in range(players)]
    lines = words.deal_lines(first.dealer, first.elder, first.younger, first.hands,
                             first.turnup, first.talon, first.rules.players)
    for award in first.awards:
        lines.append(award.text_for(names))
    for before, after in zip(states, states[1:]):
        action = after.history[-1].action
        seat = before.current_player
        drawn: tuple[Card, ...] = ()
        if isinstance(action, Exchange) and action.cards:
            drawn = before.talon[:len(action.cards)]
        lines.append(words.action_line(players, seat, action, drawn))  # type: ignore[arg-type]  # not over: a seat acted
        for trick in after.tricks_played[len(before.tricks_played):]:
            lines.append(words.trick_line(players, len(after.tricks_played), trick.leader,
                                          trick.lead, trick.follow, trick.winner))
        for award in after.awards[len(before.awards):]:
            lines.append(award.text_for(names))
    if state.is_over:
        if state.game_winner is not None:
            lines.append(words.game_won_line(players, state.game_winner))
        lines.append(words.hand_points_line(state.points, state.tricks))
    return "\n".join(lines) + "\n"
