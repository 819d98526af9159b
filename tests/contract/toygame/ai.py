"""High card's computer players and coach: play the highest card allowed; the coach
weighs each card by playing the hand out over sampled deals."""
from __future__ import annotations

import random

from engine.ai.analysis import ActionOdds, Hint, grade_from_odds

from .engine import DECK, ORDER, observe, position_from_view


class HighBot:
    def __init__(self, level: str = "intermediate", **_options):
        self.level = level

    def choose(self, view):
        return max(view.legal_actions, key=lambda a: ORDER[a.card.rank])

    def explain(self, view) -> str:
        return "Play the highest card you may."


BOTS = {level: (lambda level=level, **o: HighBot(level, **o))
        for level in ("novice", "intermediate", "expert")}
ODDS_PHASES: tuple = ()


def sample_state(view, rng: random.Random):
    seen = set(view.hand) | {e.action.card for e in view.history}
    unseen = [c for c in DECK if c not in seen]
    other = view.rules.hand_size - sum(1 for e in view.history if e.seat != view.seat)
    return position_from_view(view, rng.sample(unseen, other))


def _worth(state, me: int) -> float:
    bot = HighBot()
    while not state.is_over:
        state = state.apply(bot.choose(observe(state, state.current_player)))
    return float(state.result.points[me])


def _odds(view, samples: int, seed):
    rng = random.Random(seed)
    deals = [sample_state(view, rng) for _ in range(samples)]
    odds = []
    for action in view.legal_actions:
        points = [_worth(s.apply(action), view.seat) for s in deals]
        ev = sum(points) / len(points)
        odds.append(ActionOdds(action, ev, ev, 0.0, 0.0, samples))
    return tuple(sorted(odds, key=lambda o: -o.expected_points))


def hint(view, samples: int = 20, seed: int | None = None, time_limit=None) -> Hint:
    odds = _odds(view, samples, seed)
    return Hint(odds[0].action, odds)


def grade(view, action, samples: int = 20, seed: int | None = None, time_limit=None):
    return grade_from_odds(action, _odds(view, samples, seed))


def odds(view, samples: int = 20, seed: int | None = None, time_limit=None):
    return _odds(view, samples, seed)
