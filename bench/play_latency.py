"""Play page latency per decision kind, on one core: run it as

    taskset -c 0 python3 bench/play_latency.py [--positions 20] [--opponents expert]

For each kind of learner decision (Euchre: bid round 1, bid round 2, discard,
alone/partner, defend alone, play early, play late; Écarté: proposal/response,
exchange, play) it reaches positions by playing seeded coached games, then times

  (a) act:   the learner's action plus the computer players' replies until the
             learner's next turn (``CoachedGame.act`` with grading off),
  (b) grade: ``engine.ai.grade`` / ``ecarte_grade`` on the view before the action,
             with the coach's samples (200) and seed,
  (c) hint:  ``CoachedGame.hint()`` (the same samples and seed; it runs right after
             the grade of the same position and the same deals, so the solver's
             kept table makes it a little cheaper than a first analysis),

and prints the median and p95 of the thread's CPU time per kind, with one plain
engine ``apply`` measured in the same run as a baseline. Only real choices count
(positions with at least two legal actions). The numba kernel is compiled (or
loaded from its disk cache) before anything is timed. The slowest single expert
reply is printed too: the experts' time cap (``SAFETY_LIMIT``) must stay far above it.

Target (issue "Play: a game that never breaks"): grade p95 <= 300 ms for every kind.
"""
from __future__ import annotations

import argparse
import dataclasses
import functools
import gc
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import ecarte, euchre  # noqa: E402
from engine.ai import analysis, ecarte_grade, grade, is_compiled, make_bot, warm_up  # noqa: E402
from engine.ai.euchre_bots import SAFETY_LIMIT  # noqa: E402
from lessons.coach import CoachedGame  # noqa: E402

EP = euchre.Phase
CP = ecarte.Phase
EUCHRE_KINDS = ("bid round 1", "bid round 2", "discard", "alone/partner", "defend alone",
                "play early", "play late")
ECARTE_KINDS = ("proposal/response", "exchange", "play")


def euchre_kind(view) -> str | None:
    phase = view.phase
    if phase is EP.BID1:
        return "bid round 1"
    if phase in (EP.BID2, EP.BENNY):
        return "bid round 2"
    if phase in (EP.DISCARD, EP.BEST_DISCARD):
        return "discard"
    if phase is EP.ALONE:
        return "alone/partner"
    if phase is EP.DEFEND:
        return "defend alone"
    if phase is EP.PLAY:
        return "play early" if len(view.tricks) < 2 else "play late"
    return None


def ecarte_kind(view) -> str | None:
    phase = view.phase
    if phase in (CP.PROPOSAL, CP.RESPONSE):
        return "proposal/response"
    if phase in (CP.ELDER_EXCHANGE, CP.DEALER_EXCHANGE):
        return "exchange"
    if phase is CP.PLAY:
        return "play"
    return None


def learner_choice(view, bot, rng):
    """The intermediate's choice, but bids boldly now and then, so that discards,
    alone questions and the second round come up often."""
    legal = list(view.legal_actions)
    if getattr(view, "phase", None) in (EP.BID1, EP.BID2):
        if rng.random() < 0.35:
            return rng.choice(legal)
    return bot.choose(view)


class GcPauses:
    """The garbage collector's pauses (CPU s): a full collection scans every live
    object, numba's and Streamlit's included, and lands inside whatever is timed."""

    def __init__(self):
        self.pauses = []
        self._start = 0.0
        gc.callbacks.append(self._note)

    def _note(self, phase, info):
        if phase == "start":
            self._start = time.thread_time()
        elif info["generation"] == 2:
            self.pauses.append(time.thread_time() - self._start)


class Timer:
    def __init__(self):
        self.cpu = {}

    def add(self, key, seconds):
        self.cpu.setdefault(key, []).append(seconds)


def timed(fn, *args, **kw):
    c = time.thread_time()
    out = fn(*args, **kw)
    return out, time.thread_time() - c


def collect(rules, kinds, kind_of, grade_fn, game_name, args, timer, slowest):
    """Play seeded coached games; at each learner decision of a wanted kind, time it."""
    need = {k: args.positions for k in kinds}
    bot = make_bot("intermediate", game_name)
    seed = 0
    while any(need.values()) and seed < args.max_games:
        rng = random.Random(seed)
        game = CoachedGame.new(rules, seed=seed, grading=False, opponents=args.opponents,
                               partner=args.opponents)
        seed += 1
        hands = 0
        while not game.game.is_over and hands < args.hands_per_game and any(need.values()):
            if game.hand.is_over:
                game = game.next_hand()
                hands += 1
                continue
            view = game.view()
            kind = kind_of(view)
            action = learner_choice(view, bot, rng)
            wanted = kind in need and need[kind] > 0 and len(view.legal_actions) > 1
            after, t_act = timed(game.act, action)
            if wanted:
                need[kind] -= 1
                timer.add((kind, "act"), t_act)
                _, t = timed(grade_fn, view, action, samples=args.samples, seed=game._seed())
                timer.add((kind, "grade"), t)
                _, t = timed(game.hint)
                timer.add((kind, "hint"), t)
                expert_replies(game, action, kind_of, timer, slowest)
            game = after
    return need


def expert_replies(game, action, kind_of, timer, slowest) -> None:
    """Replay the computer players' replies to the learner's action one by one, timing
    each decision by its kind (CPU s): what ``act`` spends its time on."""
    g = game.game.apply(action)
    scores = game._scores(len(game.game.hands) - 1)   # as ``CoachedGame.advance``
    while not g.is_over and not g.hand.is_over and g.hand.current_player != game.me:
        seat = g.hand.current_player
        bot = make_bot(game.level_of(seat), game.kind.name)
        view = game.kind.observe(g.hand, seat)
        a, t = timed(bot.choose, view, scores=scores)
        if len(view.legal_actions) > 1:
            timer.add((kind_of(view), "bot"), t)
        slowest[0] = max(slowest[0], t)
        g = g.apply(a)


def baseline_apply(rules, n=2000) -> list[float]:
    """One plain engine ``apply`` (random legal actions of random hands)."""
    rng = random.Random(1)
    out = []
    state = euchre.deal(rules, 0, seed=0)
    for _ in range(n):
        if state.is_over:
            state = euchre.deal(rules, rng.randrange(4), seed=rng.randrange(10**6))
        a = rng.choice(state.legal_actions())
        c = time.thread_time()
        state = state.apply(a)
        out.append(time.thread_time() - c)
    return out


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def row(kind, timer):
    cells = []
    for what in ("act", "grade", "hint"):
        ms = [t * 1000 for t in timer.cpu.get((kind, what), [])]
        if ms:
            cells.append(f"{statistics.median(ms):7.1f} {pct(ms, 0.95):7.1f}")
        else:
            cells.append(f"{'-':>7s} {'-':>7s}")
    n = len(timer.cpu.get((kind, "grade"), []))
    return f"{kind:20s} {n:3d}   " + "   ".join(cells)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", type=int, default=20, help="positions per kind")
    ap.add_argument("--opponents", default="expert", help="level of the computer players")
    ap.add_argument("--samples", type=int, default=200, help="samples of a grade (coach: 200)")
    ap.add_argument("--max-games", type=int, default=400)
    ap.add_argument("--inference", choices=("on", "off"), default="on",
                    help="Euchre grades follow the bidding (the default) or not")
    ap.add_argument("--play-out", type=float, default=None,
                    help="weight of information-set play-outs in a Euchre bid's value "
                         "for the grade column (0: double-dummy only; default: the "
                         "analysis's; the hint column is the coach's own)")
    ap.add_argument("--play-value", type=float, default=None,
                    help="weight of the policy valuation of a card in play (analysis "
                         "PLAY_VALUE; with --policy-tricks), for every column")
    ap.add_argument("--policy-tricks", type=int, default=None)
    ap.add_argument("--play-inference", choices=("on", "off"), default=None,
                    help="in play, follow the play so far (analysis PLAY_INFERENCE)")
    ap.add_argument("--hands-per-game", type=int, default=3)
    ap.add_argument("--game", choices=("both", "euchre", "ecarte"), default="both")
    ap.add_argument("--gc-freeze", action="store_true",
                    help="gc.freeze() after the warm-up, as a server may do: full "
                         "collections then skip the objects that live for good")
    args = ap.parse_args()
    if args.play_value is not None:
        analysis.PLAY_VALUE = args.play_value
    if args.policy_tricks is not None:
        analysis.POLICY_TRICKS = args.policy_tricks
    if args.play_inference is not None:
        analysis.PLAY_INFERENCE = args.play_inference == "on"
    if hasattr(os, "sched_getaffinity") and len(os.sched_getaffinity(0)) > 1:
        print("note: run with `taskset -c 0` to measure one core")
    t0 = time.perf_counter()
    warm_up(background=False)
    print(f"kernel: {'numba' if is_compiled() else 'pure Python'}, ready in "
          f"{time.perf_counter() - t0:.2f} s (not timed below)")
    # Warm the caches (score tables, solver contexts) with one untimed grade each.
    h = euchre.deal(euchre.preset("standard"), 0, seed=0)
    grade(euchre.observe(h, h.current_player), h.legal_actions()[0], samples=5, seed=0)
    e = ecarte.deal(ecarte.preset("classic"), 0, seed=0)
    ecarte_grade(ecarte.observe(e, e.current_player), e.legal_actions()[0], samples=5, seed=0)

    if args.gc_freeze:
        gc.collect()
        gc.freeze()
    pauses = GcPauses()
    lone_defenders = dataclasses.replace(euchre.preset("standard"), allow_lone_defender=True)
    base = baseline_apply(euchre.preset("standard"))
    base_ms = statistics.median(base) * 1000
    print(f"baseline: one engine apply, median {base_ms * 1000:.1f} µs CPU")
    print(f"computer players: {args.opponents}; grade and hint with {args.samples} samples; "
          "CPU time of the thread in ms\n")
    print(f"{'decision':20s} {'n':>3s}   {'act med':>7s} {'p95':>7s}   {'grade med':>7s} "
          f"{'p95':>7s}   {'hint med':>7s} {'p95':>7s}")
    timer = Timer()
    slowest = [0.0]
    games = []
    euchre_grade = functools.partial(grade, inference=args.inference == "on")
    if args.play_out is not None:
        euchre_grade = functools.partial(euchre_grade, play_out=args.play_out)
    if args.game in ("both", "euchre"):
        games.append(("Euchre (standard)", euchre.preset("standard"), EUCHRE_KINDS[:4]
                      + EUCHRE_KINDS[5:], euchre_kind, euchre_grade, "euchre"))
        games.append(("Euchre (standard with lone defenders: the defend question)",
                      lone_defenders, ("defend alone",), euchre_kind, euchre_grade, "euchre"))
    if args.game in ("both", "ecarte"):
        games.append(("Écarté (classic)", ecarte.preset("classic"), ECARTE_KINDS, ecarte_kind,
                      ecarte_grade, "ecarte"))
    worst_grade = 0.0
    for title, rules, kinds, kind_of, grade_fn, name in games:
        print(title)
        missing = collect(rules, kinds, kind_of, grade_fn, name, args, timer, slowest)
        for k in kinds:
            print("  " + row(k, timer))
            g = timer.cpu.get((k, "grade"), [])
            if g:
                worst_grade = max(worst_grade, pct(g, 0.95))
        print(f"  {args.opponents} players' own decisions (CPU ms, real choices only):")
        for k in kinds:
            ms = [t * 1000 for t in timer.cpu.get((k, "bot"), [])]
            if ms:
                print(f"    {k:20s} n={len(ms):4d}  median {statistics.median(ms):6.1f}  "
                      f"p95 {pct(ms, 0.95):6.1f}  max {max(ms):6.1f}")
        short = {k: v for k, v in missing.items() if v}
        if short:
            print(f"  (positions not found in {args.max_games} games: {short})")
    print(f"\nworst grade p95: {worst_grade * 1000:.0f} ms (target <= 300 ms); "
          f"that is {worst_grade * 1000 / base_ms:.0f} engine applies")
    if pauses.pauses:
        print(f"full garbage collections: {len(pauses.pauses)}, longest "
              f"{max(pauses.pauses) * 1000:.0f} ms ({len(gc.get_objects())} live objects"
              f"{', frozen before' if args.gc_freeze else '; try --gc-freeze'})")
    print(f"slowest single {args.opponents} reply: {slowest[0] * 1000:.0f} ms CPU "
          f"(safety net {SAFETY_LIMIT:.0f} s)")


if __name__ == "__main__":
    main()
