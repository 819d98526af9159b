"""The coach's harsh grades of textbook play, and whether they say why.

    python3 bench/harsh_grades.py [--game euchre|ecarte] [--preset NAME] [--hand-size 7]
                                  [--hands 300] [--first 0] [--samples 200] [-v]

Seat 0 plays seeded hands (standard Euchre, classic Écarté, or ``--preset``: e.g.
``cutthroat``, ``two_handed``, ``british``) by the intermediate player's
rules of thumb
(what a book teaches a learner); each of its decisions with a choice is graded as the
Play page grades it. Prints how many are graded Mistake or Blunder, and how many of those
name no principle (the learner reads only "X is better by N points"); ``-v`` prints each
harsh grade with the rule of thumb the intermediate followed.
"""
from __future__ import annotations

import argparse
import dataclasses
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import ecarte, euchre  # noqa: E402
from engine.ai import ecarte_game, euchre_game, kernel, make_bot  # noqa: E402

GAMES = {"euchre": (euchre, euchre_game, "standard"), "ecarte": (ecarte, ecarte_game, "classic")}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", choices=sorted(GAMES), default="euchre")
    ap.add_argument("--preset", default=None, help="the rules (default: the game's first)")
    ap.add_argument("--hand-size", type=int, default=None,
                    help="Euchre: Cutthroat's hand size (7: the seven-card game)")
    ap.add_argument("--hands", type=int, default=300)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--samples", type=int, default=200)
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    kernel(wait=True)
    engine, ai, preset = GAMES[args.game]
    rules = engine.preset(args.preset or preset)
    if args.hand_size:
        rules = dataclasses.replace(rules, cutthroat_hand_size=args.hand_size)
    bot = make_bot("intermediate", args.game)
    graded, harsh, silent = 0, collections.Counter(), collections.Counter()
    for seed in range(args.first, args.first + args.hands):
        state = engine.deal(rules, seed % rules.players, seed=seed)
        while not state.is_over:
            view = engine.observe(state, state.current_player)
            action, why = bot.decide(view)
            if view.seat == 0 and len(view.legal_actions) > 1:
                g = ai.grade(view, action, samples=args.samples, seed=seed)
                graded += 1
                if g.label in ("Mistake", "Blunder"):
                    kind = view.phase.name.lower()
                    harsh[kind] += 1
                    silent[kind] += g.principle is None
                    if args.v:
                        print(f"seed {seed} {kind} {' '.join(map(str, view.hand))}: {action} "
                              f"({why.text})\n    {g.text}")
            state = state.apply(action)
    print(f"{args.game} ({args.preset or preset}): {graded} decisions of seat 0 (intermediate) in {args.hands} seeded hands, "
          f"{args.samples} samples")
    print(f"graded Mistake or Blunder: {sum(harsh.values())}, of which without a reason: "
          f"{sum(silent.values())}")
    for kind in sorted(harsh):
        print(f"  {kind:8s} {harsh[kind]:3d} harsh, {silent[kind]:3d} without a reason")


if __name__ == "__main__":
    main()
