"""Random positions for the AI tests: hands played at random into the play phase."""
from __future__ import annotations

import random

from engine import ecarte
from engine.euchre import Phase, deal
from engine.euchre.actions import ALONE, DEFEND_ALONE, PARTNER


def euchre_play_position(rules, seed: int, plays: int = 0, alone_bias: float = 0.3):
    """A hand bid at random (lone hands made likely) then ``plays`` random cards in."""
    rng = random.Random(seed)
    while True:
        s = deal(rules, dealer=rng.randrange(rules.players), seed=rng.randrange(10**9))
        while s.phase not in (Phase.PLAY, Phase.OVER):
            legal = s.legal_actions()
            if ALONE in legal and rng.random() < alone_bias:
                s = s.apply(ALONE)
            elif PARTNER in legal:
                s = s.apply(PARTNER)
            elif DEFEND_ALONE in legal and rng.random() < alone_bias / 2:
                s = s.apply(DEFEND_ALONE)
            else:
                s = s.apply(rng.choice(legal))
        if s.phase is Phase.PLAY:
            break
    for _ in range(plays):
        if s.phase is not Phase.PLAY:
            break
        s = s.apply(rng.choice(s.legal_actions()))
    return s


def ecarte_play_position(rules, seed: int, plays: int = 0):
    rng = random.Random(seed)
    s = ecarte.deal(rules, dealer=rng.randrange(rules.players), seed=rng.randrange(10**9))
    while s.phase is not ecarte.Phase.PLAY:
        if s.phase is ecarte.Phase.OVER:
            return ecarte_play_position(rules, seed + 7919, plays)
        s = s.apply(rng.choice(s.legal_actions()))
    for _ in range(plays):
        s = s.apply(rng.choice(s.legal_actions()))
    return s
