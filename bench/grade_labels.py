"""How the coach labels a learner's decisions in seeded games, and how many of its harsh
grades the sampling error holds back (``confidence.label``).

    python3 bench/grade_labels.py [--hands 120] [--samples 200]

Seat 0 plays seeded standard Euchre hands as a learner would (each decision by the
novice or the intermediate at random); every one of its decisions with a choice is
graded as the Play page grades it (200 samples). Prints the count of each grade, beside
the grade the loss alone would earn outside the sampling error (the rule before a harsh
grade needed its loss less its margin past the limit), and a few held-back sentences.
"""
from __future__ import annotations

import argparse
import collections
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import euchre  # noqa: E402
from engine.ai import GRADES, grade, kernel, make_bot  # noqa: E402
from engine.ai.confidence import limit_label  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=120)
    ap.add_argument("--samples", type=int, default=200)
    args = ap.parse_args()
    kernel(wait=True)
    rules = euchre.preset("standard")
    learners = (make_bot("novice"), make_bot("intermediate"))
    now: collections.Counter[str] = collections.Counter()
    before: collections.Counter[str] = collections.Counter()
    said: list[str] = []
    for seed in range(args.hands):
        state = euchre.deal(rules, seed % 4, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            view = euchre.observe(state, seat)
            action = rng.choice(learners).choose(view)
            if seat == 0 and len(view.legal_actions) > 1:
                g = grade(view, action, samples=args.samples)
                now[g.label] += 1
                before[g.label if g.close_call else limit_label(g.loss)] += 1
                if g.held_back and len(said) < 4:
                    said.append(g.numbers)
            state = state.apply(action)
    print(f"{sum(now.values())} graded decisions of seat 0 in {args.hands} seeded hands, "
          f"{args.samples} samples")
    print(f"{'grade':11s} {'now':>5s} {'by the loss alone':>18s}")
    for name in GRADES:
        print(f"{name:11s} {now[name]:5d} {before[name]:18d}")
    for text in said:
        print("  " + text)


if __name__ == "__main__":
    main()
