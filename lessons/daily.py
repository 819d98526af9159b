"""The deal of the day: the same hand for everyone on a given date, and the expert's
play of it for comparison.

Pure (no clock, no Streamlit): the page passes the date in. The deal comes from a seed
made of the game's id and the date (``seed_for``), under the game's default rules; the
learner sits South (seat 0) and the other seats are the intermediate computer players,
which decide by fixed rules. ``expert_line`` plays the same deal with the expert in
South's seat and the same players around it; the expert's sampling is seeded by what it
sees, and it is given no time limit, so its line is the same on every machine.
"""
from __future__ import annotations

import hashlib
import threading
from datetime import date
from functools import lru_cache
from typing import Any

from engine import games
from engine.ai import make_bot

from .coach import CoachedGame

SEAT = 0                     # the learner, and the expert in the replay, sit South
OTHERS = "intermediate"      # the computer players around them
TRIES = 20                   # deals looked at before a date settles for one that is thrown in


def seed_for(game_id: str, day: date, attempt: int = 0) -> int:
    """A seed from the game and the date alone (``attempt`` moves on past a dull deal)."""
    text = f"{game_id}:{day.isoformat()}:{attempt}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:4], "big") & 0x7FFFFFFF


def rules_for(game_id: str) -> Any:
    engine = games.get(game_id).load("engine")
    return engine.PRESETS[engine.DEFAULT_PRESET]


def _scores(hand: Any) -> bool:
    """Someone scores when everybody plays the hand as the intermediate player would (a
    Euchre hand that everybody passes is thrown in: not much of a deal of the day)."""
    game = CoachedGame.from_hand(hand, seed=0, opponents=OTHERS, partner=OTHERS, me=SEAT, grading=False)
    bot = make_bot(OTHERS, games.of(hand.rules).id)
    while game.my_turn:
        game = game.act(bot.choose(game.view()), grade_now=False)
    return game.hand.is_over and any(game.hand.result.points)


@lru_cache(maxsize=16)
def deal_of_the_day(game_id: str, day: date) -> Any:
    """The first hand of the day's deal for ``game_id`` (the same for everyone that day)."""
    rules = rules_for(game_id)
    engine = games.get(game_id).load("engine")
    first = None
    for attempt in range(TRIES):
        seed = seed_for(game_id, day, attempt)
        hand = engine.deal(rules, dealer=seed % rules.players, seed=seed)
        first = first or hand
        if _scores(hand):
            return hand
    return first


def start(game_id: str, day: date) -> CoachedGame:
    """The learner's game: the day's deal, South to play, the computer players around."""
    return CoachedGame.from_hand(deal_of_the_day(game_id, day), seed=seed_for(game_id, day),
                                 opponents=OTHERS, partner=OTHERS, me=SEAT, grading=False)


@lru_cache(maxsize=16)
def expert_line(game_id: str, day: date) -> CoachedGame:
    """The same deal with the expert in South's seat, played to the end of the hand."""
    game = start(game_id, day)
    expert = make_bot("expert", game_id, time_limit=None)
    while game.my_turn:
        game = game.act(expert.choose(game.view()), grade_now=False)
    return game


def finished(game: CoachedGame) -> bool:
    return game.hand.is_over


_PREPARING: set[tuple[str, date]] = set()
_PREPARING_LOCK = threading.Lock()


def prepare(game_id: str, day: date) -> None:
    """Start working out ``expert_line(game_id, day)`` in the background (once per
    process), so it is ready by the time a learner's hand ends."""
    with _PREPARING_LOCK:
        if (game_id, day) in _PREPARING:
            return
        _PREPARING.add((game_id, day))
    threading.Thread(target=expert_line, args=(game_id, day), daemon=True,
                     name=f"daily-{game_id}-{day}").start()
