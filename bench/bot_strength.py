"""Strength of each computer level against the level below, by paired games.

Each pair of games uses the same deals (same game seed) with the seats swapped,
so luck of the cards cancels. Prints, per game and level pair, the higher
level's win rate over games with a 95% confidence interval (Wilson) and the
average points per hand for each side.

    python bench/bot_strength.py --game euchre --pairs 500 [--preset standard]
    python bench/bot_strength.py --game ecarte --pairs 500
    python bench/bot_strength.py --sweep 1000     # random games of every preset, no illegal move
    python bench/bot_strength.py --sweep 200 --levels expert   # the same, expert players only
    python bench/bot_strength.py --pairs 100 --levels expert-noinf,expert   # a variant
    python bench/bot_strength.py --pairs 100 --levels expert-dd,expert      # bids valued double-dummy
    python bench/bot_strength.py --pairs 100 --levels expert-old,expert-inf --hit 0.5  # the play's inference
    python bench/bot_strength.py --pairs 100 --levels expert-old,expert-pv --policy-tricks 2
    python bench/bot_strength.py --game ecarte --pairs 400 --levels intermediate-s29,intermediate
    python bench/bot_strength.py --pairs 500 --levels intermediate-s30,intermediate   # Euchre
    python bench/bot_strength.py --preset cutthroat --pairs 600 --levels intermediate-s31,intermediate
    python bench/bot_strength.py --preset cutthroat --hand-size 7 --pairs 600 --levels intermediate-s31,intermediate

Target (issue 5): over at least 500 paired games, every level beats the level
below with the whole interval above 50%. A full run of the expert takes a while
(run it in the background); ``--target`` shortens games for a quicker look.
"""
from __future__ import annotations

import argparse
import dataclasses
import math
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import ecarte, euchre  # noqa: E402
from engine.ai import LEVELS, analysis, kernel, make_bot, play_inference, sampling  # noqa: E402


# Variants of a level for comparisons (not offered in the app): name -> (level, options).
VARIANTS = {"expert-noinf": ("expert", {"inference": False}),
            # bids valued double-dummy, by information-set play-outs, or the average
            "expert-dd": ("expert", {"play_out": 0.0}),
            "expert-po": ("expert", {"play_out": 1.0}),
            "expert-blend": ("expert", {"play_out": 0.5}),
            # close calls left to the numbers (no principle settles them: ``close_calls``)
            "expert-numbers": ("expert", {"principles": False}),
            "expert-principles": ("expert", {"principles": True}),   # (Écarté: the default)
            # Écarté: the expert until 2026-12-01, before it took the coach's way (40
            # samples for a decision before the play, played out double-dummy, the numbers
            # deciding close calls)
            "expert-dd40": ("expert", {"principles": False, "playout": "solver",
                                       "decision_samples": 40, "by_game": False}),
            # Euchre: the expert as issue 10 found it, less its clock (the deals follow only
            # the cards seen, the dealer's discard any unseen card: ``RANDOM_DISCARD``,
            # close calls left to the numbers, the points of the hand alone)
            "expert-first": ("expert", {"inference": False, "principles": False,
                                        "by_game": False}),
            # the expert that plays by the points of the hand alone (not the game's odds)
            "expert-points": ("expert", {"by_game": False}),
            # Euchre: the expert with more samples for its bids (40 by default)
            "expert-b100": ("expert", {"bid_samples": 100}),
            # the expert before inference from the play (the deals follow the bidding only)
            "expert-old": ("expert", {"play_inference": False, "play_value": 0.0}),
            # the deals follow the play so far too (``--hit``)
            "expert-inf": ("expert", {"play_inference": True}),
            # ... and cards in play valued half, or wholly, by the policy (``--policy-tricks``)
            "expert-pv": ("expert", {"play_inference": True, "play_value": 0.5}),
            "expert-pv1": ("expert", {"play_inference": True, "play_value": 1.0}),
            # Écarté: the expert whose rollouts' dealer answers a proposal as a player
            # who judges its hand and the risk (``ecarte_analysis.RESPONSE``)
            "expert-judged-dealer": ("expert", {"response": "judged"}),
            # Écarté: the expert whose rollouts, play-outs and inference take the players
            # to play as the intermediate since s30, or before (``ecarte_analysis.OPPONENT``)
            "expert-books": ("expert", {"opponent": "books"}),
            "expert-s29": ("expert", {"opponent": "s29"}),
            # ... the play-outs alone by the books (a lone trump kept)
            "expert-books-play": ("expert", {"playout": "books"}),
            # ... with 200 deals for a card in the play (100 by default)
            "expert-p200": ("expert", {"samples": 200}),
            # ... its deals in the play following the opponent's cards played too
            # (``ecarte_inference.HIT``), with the books' opponent or without
            "expert-books-pinf": ("expert", {"opponent": "books", "play_inference": True}),
            "expert-pinf": ("expert", {"play_inference": True}),
            # ... each card valued by the books' play-out (the rest of the hand by the
            # rules of thumb from each seat's own view), not double-dummy
            "expert-books-pinf-pr": ("expert", {"opponent": "books", "play_inference": True,
                                                "in_play": "books"}),
            "expert-books-pr": ("expert", {"opponent": "books", "in_play": "books"}),
            # Écarté: the expert whose cards in the play are judged by the chance of
            # winning the game where the score makes it matter (``game_in_play``)
            "expert-game-play": ("expert", {"game_in_play": True}),
            # ... the books' opponent, the numbers deciding close calls, or 200 samples
            # for a decision before the play (100 by default)
            "expert-books-numbers": ("expert", {"opponent": "books", "principles": False}),
            "expert-books-d200": ("expert", {"opponent": "books", "decision_samples": 200}),
            # ... close calls settled by principle before the play only (the numbers
            # choose the cards), or in the play only
            "expert-books-card-numbers": ("expert", {"opponent": "books",
                                                     "principles_in_play": False}),
            "expert-card-numbers": ("expert", {"principles_in_play": False}),
            "expert-books-game-play": ("expert", {"opponent": "books",
                                                  "game_in_play": True}),
            # Écarté: the intermediate before s30 (accepted without a jeu de règle of two
            # trumps, led its one trump with one other card left)
            "intermediate-s29": ("intermediate", {"books": False}),
            # Euchre: the intermediate before s31 (ordered up an opposing dealer with two
            # trumps and an ace, or a jack without the left bower; led a lone trump)
            "intermediate-s30": ("intermediate", {"books": False}),
            # Euchre: the intermediate before s32 (with two or three players, bid as with
            # partners: three trumps, or two and an off-suit ace)
            "intermediate-s31": ("intermediate", {"few": False})}


# Variants whose deals draw the dealer's face-down discard as any unseen card, as the
# sampler did before ``sampling.DEALER_DISCARD``.
RANDOM_DISCARD = {"expert-first"}


class _RandomDiscard:
    """``inner``, deciding with the dealer's discard drawn at random in its deals."""

    def __init__(self, inner) -> None:
        self.inner = inner

    def __getattr__(self, name: str):
        return getattr(self.inner, name)

    def decide(self, view, scores=None):
        return self._without(self.inner.decide, view, scores)

    def choose(self, view, scores=None):
        return self._without(self.inner.choose, view, scores)

    @staticmethod
    def _without(call, view, scores):
        sampling.DEALER_DISCARD = False
        try:
            return call(view, scores)
        finally:
            sampling.DEALER_DISCARD = True


# Écarté: players that take their decisions before the play from one level and their
# cards from another (where does a level's margin come from?): name -> (before, play).
HYBRIDS = {"expert-before-play": ("expert", "intermediate"),
           "expert-in-play": ("intermediate", "expert")}


class _Hybrid:
    """Decides before the play as ``before``, in the play as ``play`` (Écarté)."""

    def __init__(self, before, play) -> None:
        self.before, self.play = before, play

    def choose(self, view, scores=None):
        return (self.play if view.phase is ecarte.Phase.PLAY else self.before).choose(
            view, scores)


def bot(level: str, game: str = "euchre"):
    """A player of ``level``, or of a variant in ``VARIANTS`` or ``HYBRIDS``."""
    if level in HYBRIDS:
        return _Hybrid(*(bot(part, game) for part in HYBRIDS[level]))
    name, options = VARIANTS.get(level, (level, {}))
    made = make_bot(name, game, **options)
    return _RandomDiscard(made) if level in RANDOM_DISCARD else made


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (c - h) / d, (c + h) / d


def euchre_game(rules, seed, bot_of_seat):
    """Play a whole game; return (winning teams, points per team, hands played)."""
    g = euchre.Game.new(rules, seed=seed, first_dealer=seed % rules.players)
    hands = 0
    while True:
        while not g.hand.is_over and not g.is_over:
            s = g.hand
            g = g.apply(bot_of_seat[s.current_player].choose(euchre.observe(s, s.current_player),
                                                             scores=g.scores))
        hands += 1
        if g.is_over:
            return g.winners, g.scores, hands
        g = g.next_hand()


def ecarte_game(rules, seed, bot_of_seat):
    g = ecarte.Game.new(rules, seed=seed)
    hands = 0
    while not g.is_over:
        h = g.hand
        if h.is_over:
            g = g.next_hand()
            hands += 1
            continue
        g = g.apply(bot_of_seat[h.current_player].choose(ecarte.observe(h, h.current_player),
                                                         scores=g.base_scores))
    return g.winners, g.scores, hands + 1


def run_pair(game, rules, hi, lo, pairs, seed0):
    """Games of level ``hi`` against ``lo``: seats 0/2 (or seat 0) then swapped."""
    wins = games = 0
    pts_hi = pts_lo = hands_total = 0
    for p in range(pairs):
        seed = seed0 + p
        for swap in (False, True):
            if game == "euchre":
                n = rules.players
                # 4 players: teams (0,2) and (1,3); 2/3 players: seat 0 against the others.
                if n == 4:
                    hi_seats = {1, 3} if swap else {0, 2}
                else:
                    hi_seats = {1} if swap else {0}
                bots = [bot(hi if s in hi_seats else lo) for s in range(n)]
                winners, scores, hands = euchre_game(rules, seed, bots)
                teams_hi = {euchre.team_of(rules, s) for s in hi_seats}
            else:
                n = rules.players
                hi_seats = {1} if swap else {0}
                bots = [bot(hi if s in hi_seats else lo, "ecarte") for s in range(n)]
                winners, scores, hands = ecarte_game(rules, seed, bots)
                teams_hi = hi_seats
            games += 1
            wins += sum(1 for w in winners if w in teams_hi) / len(winners)
            pts_hi += sum(scores[t] for t in teams_hi) / len(teams_hi)
            others = [t for t in range(len(scores)) if t not in teams_hi]
            pts_lo += sum(scores[t] for t in others) / len(others)
            hands_total += hands
        if (p + 1) % 10 == 0:   # progress on stderr (a full run takes a while)
            print(f"  {hi} vs {lo}: {wins:.1f}/{games} after {p + 1} pairs; points per hand "
                  f"{pts_hi / hands_total:.3f} against {pts_lo / hands_total:.3f}",
                  file=sys.stderr, flush=True)
    lo95, hi95 = wilson(wins, games)
    return wins / games, lo95, hi95, pts_hi / hands_total, pts_lo / hands_total, games


def sweep(count: int, levels=("novice", "intermediate")) -> None:
    """Random games of every preset with random levels: any illegal move raises."""
    tables = dict(euchre.PRESETS)
    tables["cutthroat7"] = euchre.Rules(players=3, cutthroat_hand_size=7)
    rng = random.Random(0)
    t = time.perf_counter()
    for name, rules in tables.items():
        for i in range(count):
            bots = [make_bot(rng.choice(levels)) for _ in range(rules.players)]
            s = euchre.deal(rules, i % rules.players, seed=i)
            while not s.is_over:
                s = s.apply(bots[s.current_player].choose(euchre.observe(s, s.current_player)))
        print(f"euchre {name}: {count} hands, no illegal move")
    for name, rules in ecarte.PRESETS.items():
        for i in range(count):
            bots = [make_bot(rng.choice(levels), "ecarte") for _ in range(rules.players)]
            s = ecarte.deal(rules, i % rules.players, seed=i)
            while not s.is_over:
                s = s.apply(bots[s.current_player].choose(ecarte.observe(s, s.current_player)))
        print(f"ecarte {name}: {count} hands, no illegal move")
    print(f"({time.perf_counter() - t:.0f} s)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", choices=("euchre", "ecarte"), default="euchre")
    ap.add_argument("--preset", default=None)
    ap.add_argument("--hand-size", type=int, default=None,
                    help="Euchre: Cutthroat's hand size (7: the seven-card game)")
    ap.add_argument("--pairs", type=int, default=500)
    ap.add_argument("--target", type=int, default=None, help="shorter games (target score)")
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sweep", type=int, default=0)
    ap.add_argument("--policy-tricks", type=int, default=analysis.POLICY_TRICKS,
                    help="tricks from each seat's own view in the policy valuation (-pv)")
    ap.add_argument("--hit", type=float, default=play_inference.HIT,
                    help="the play policy's chance of its own card (inference from the play)")
    args = ap.parse_args()
    analysis.POLICY_TRICKS = args.policy_tricks
    play_inference.HIT = args.hit
    if args.sweep:
        chosen = args.levels.split(",") if args.levels != ",".join(LEVELS) else \
            ("novice", "intermediate")
        sweep(args.sweep, chosen)
        return
    kernel(wait=True)
    if args.game == "euchre":
        rules = euchre.preset(args.preset or "standard")
        if args.hand_size:
            rules = dataclasses.replace(rules, cutthroat_hand_size=args.hand_size)
    else:
        rules = ecarte.preset(args.preset or "classic")
    if args.target:
        rules = rules.replace(target_score=args.target)
    levels = args.levels.split(",")
    for lo, hi in zip(levels, levels[1:]):
        t = time.perf_counter()
        rate, a, b, ph, pl, games = run_pair(args.game, rules, hi, lo, args.pairs, args.seed)
        verdict = "PASS" if a > 0.5 else "not yet"
        print(f"{args.game} {hi} vs {lo}: {games} games ({args.pairs} pairs), "
              f"win rate {rate:.1%} [95% CI {a:.1%} - {b:.1%}] {verdict}; points per hand "
              f"{hi} {ph:.3f}, {lo} {pl:.3f}  ({time.perf_counter() - t:.0f} s)")


if __name__ == "__main__":
    main()
