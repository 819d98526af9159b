"""The Table's addresses and hand records, over every preset of both games (fixed seeds):
any position's link opens back to it, with the teacher's own moves; any hand on the
table exports to a record that imports back to the same hand; a changed link is
refused with a LinkError, never anything else."""
from __future__ import annotations

import random
from urllib.parse import quote

import pytest

from engine import games
from engine.records import write_record
from ui import table_steps as T

CASES = [(spec.id, name) for spec in games.all_games()
         for name in sorted(spec.load("engine").PRESETS)]
SEEDS = range(10)


def a_line(game: str, name: str, seed: int):
    """A deal under the preset and a line of play: the teacher's random choices for a
    while (none for every third seed), then the computer players; and a position on it."""
    engine = games.get(game).load("engine")
    rules = engine.PRESETS[name]
    rng = random.Random(seed)
    code = engine.encode_deal(engine.deal(rules, rng.randrange(rules.players), seed=seed))
    start = T.start_of(code)
    hand, actions = start, []
    chosen = 0 if seed % 3 == 0 else rng.randrange(1, 30)
    while not hand.is_over and len(actions) < chosen:
        action = str(rng.choice(hand.legal_actions()))
        actions.append(action)
        hand = hand.apply(action)
    actions = T.fill(start, game, actions, T.AT_LIMIT)
    return code, actions, rng.randrange(len(actions) + 1)


@pytest.mark.parametrize("game,name", CASES)
def test_any_positions_link_opens_back_to_it(game, name):
    for seed in SEEDS:
        code, actions, at = a_line(game, name, seed)
        address = T.link(code, actions, at)
        acts = address.get("acts", "")
        assert quote(acts, safe="") == acts      # nothing in it a browser would rewrite
        opened, line, opened_at = T.open_link(address["deal"], address["at"], acts)
        assert (opened, opened_at) == (code, at)
        assert line[:at] == actions[:at]
        # The whole line comes back too: stepping on replays the same moves.
        assert T.fill(T.start_of(code), game, line, T.AT_LIMIT) == actions
        if seed % 3 == 0:
            assert "acts" not in address       # the bots' own line needs no moves in the link


@pytest.mark.parametrize("game,name", CASES)
def test_any_hand_on_the_table_exports_and_imports_back(game, name):
    for seed in SEEDS:
        code, actions, at = a_line(game, name, seed)
        hand = T.position(T.start_of(code), actions[:at])
        assert T.from_record(write_record(hand)) == (code, actions[:at])


@pytest.mark.parametrize("game", [spec.id for spec in games.all_games()])
def test_a_changed_link_is_refused_or_opens_a_legal_position(game):
    name = games.get(game).load("engine").DEFAULT_PRESET
    rng = random.Random(5)
    for seed in range(1, 40):
        code, actions, at = a_line(game, name, seed)
        acts = T.acts_text(actions)
        i = rng.randrange(len(acts))
        changed = acts[:i] + rng.choice("._0123456789ABCDEFGHJKQSTabcdefghijklmnopqrstuvwxyz") \
            + acts[i + 1:]
        try:
            _code, line, _at = T.open_link(code, str(at), changed)
        except T.LinkError as e:
            assert "move" in str(e)
        else:
            T.position(T.start_of(code), line)   # every move in it is legal
