"""High card's course: one lesson of two steps and one quiz kind (which cards may you
play?), its answer key from the engine."""
from __future__ import annotations

import random
import types

from lessons.course import Course, Lesson, Step
from lessons.quiz import Choice, Question, Scene, Topic

from .engine import PRESET_TITLES, deal


def gen_follow(rules, seed: int) -> Question:
    """Which cards may the second player play? (answer: the engine's legal list)"""
    rng = random.Random(seed)
    while True:
        state = deal(rules, 0, rng.randrange(2**31))
        state = state.apply(state.legal_actions()[0])
        held, legal = state.hands[state.current_player], state.legal_actions()
        if 0 < len(legal) < len(held):
            break
    allowed = {a.card for a in legal}
    choices = tuple(Choice(str(c), c.display, c in allowed,
                           "Allowed." if c in allowed else "Not allowed: follow suit.")
                    for c in held)
    led = state.trick[0][1]
    return Question("follow", "follow", seed, f"The {led.display} was led. Which may you play?",
                    choices, "You must follow suit when you can.", multi=True,
                    scene=Scene(hand=held, trick=(("Leader", led),), game="toy"), source=state)


TOPICS = {"follow": Topic("follow", "Follow suit", "first", gen_follow)}
COURSE = Course("toy", (Lesson("first", "The whole game", "Follow suit, high card wins.", (
    Step("Tricks", "Each plays a card; the higher card of the suit led wins."),
    Step("Follow suit", "Play a card of the suit led when you can.", quiz=("follow",)),
)),), TOPICS)


def title(rules) -> str:
    name = rules.preset_name
    return PRESET_TITLES[name] if name else "Custom High card"


rulebook = types.SimpleNamespace(title=title)
