"""The expert's moves depend on the position and the seed only, never on the clock:
the same seeded game is replayed while another thread keeps the CPU busy, and with
a clock that runs fast (a machine many times slower, without the wait)."""
from __future__ import annotations

import threading

import pytest

from engine import ecarte, euchre
from engine.ai import analysis, ecarte_analysis, kernel, make_bot


class _FastClock:
    """Stands in for the ``time`` module of the analysis: every reading is 20 ms later."""

    def __init__(self):
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += 0.02
        return self.now


def _burn(stop: threading.Event) -> None:
    # sum() over a long range is one C call that keeps the GIL for milliseconds at a
    # time: the players' thread gets a fraction of its usual time.
    while not stop.is_set():
        sum(range(1_000_000))


def _moves(module, rules, seed: int, hands: int) -> list[str]:
    """Every action of the first ``hands`` hands of a game with expert players."""
    game = module.Game.new(rules, seed=seed)
    game_name = "ecarte" if module is ecarte else "euchre"
    bot = make_bot("expert", game_name)
    moves = []
    while not game.is_over and len(game.hands) <= hands:
        if game.hand.is_over:
            if len(game.hands) == hands:
                break
            game = game.next_hand()
            continue
        seat = game.current_player
        action = bot.choose(module.observe(game.hand, seat))
        moves.append(f"{seat}:{action}")
        game = game.apply(action)
    return moves


def _quiet_and_busy(module, rules, seed: int, hands: int):
    kernel(wait=True)   # compile time is not a "busy machine"
    quiet = _moves(module, rules, seed, hands)
    stop = threading.Event()
    burner = threading.Thread(target=_burn, args=(stop,), daemon=True)
    burner.start()
    try:
        busy = _moves(module, rules, seed, hands)
    finally:
        stop.set()
        burner.join()
    return quiet, busy


GAMES = [(euchre, euchre.preset("standard"), 11, 1), (ecarte, ecarte.preset("classic"), 5, 2)]


@pytest.mark.parametrize("module,rules,seed,hands", GAMES, ids=["euchre", "ecarte"])
def test_expert_plays_the_same_game_on_a_slow_clock(monkeypatch, module, rules, seed, hands):
    # Same seed, same moves, however long each decision seems to take.
    kernel(wait=True)
    quiet = _moves(module, rules, seed, hands)
    monkeypatch.setattr(analysis, "time", _FastClock())
    monkeypatch.setattr(ecarte_analysis, "time", _FastClock())
    assert _moves(module, rules, seed, hands) == quiet


def test_expert_euchre_plays_the_same_game_on_a_busy_machine():
    # Standard four-player Euchre, seed 11: the same bids and cards, card for card.
    quiet, busy = _quiet_and_busy(euchre, euchre.preset("standard"), seed=11, hands=1)
    assert len(quiet) > 20
    assert busy == quiet


def test_expert_ecarte_plays_the_same_game_on_a_busy_machine():
    # Classic Écarté, seed 5: the same proposals, exchanges and cards.
    quiet, busy = _quiet_and_busy(ecarte, ecarte.preset("classic"), seed=5, hands=2)
    assert len(quiet) > 12
    assert busy == quiet
