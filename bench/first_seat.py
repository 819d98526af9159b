"""What the coach advises the first seat (the dealer's left) holding the right bower and
at least two more trumps of the upcard's suit, in seeded standard deals.

    python3 bench/first_seat.py [--hands 40] [--samples 200]

Prints how often the hint orders up or passes, and how often a pass names the rule of
thumb ``first_seat_pass`` (the other side may take the upcard into your trumps; you name
a suit first if it is turned down), with a few of the passes in full.
"""
from __future__ import annotations

import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import euchre  # noqa: E402
from engine.ai import euchre_game, kernel  # noqa: E402
from engine.cards import Rank  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=40)
    ap.add_argument("--samples", type=int, default=200)
    args = ap.parse_args()
    kernel(wait=True)
    rules = euchre.preset("standard")
    advice: collections.Counter[str] = collections.Counter()
    named, shown, seed, found = 0, [], 0, 0
    while found < args.hands:
        seed += 1
        view = euchre.observe(euchre.deal(rules, 3, seed=seed), 0)   # seat 0: dealer's left
        suit = view.upcard.suit
        trumps = [c for c in view.hand if euchre.is_trump(c, suit)]
        if len(trumps) < 3 or not any(c.rank is Rank.JACK and c.suit is suit for c in trumps):
            continue
        found += 1
        hint = euchre_game.hint(view, samples=args.samples, seed=seed)
        advice[str(hint.action)] += 1
        if hint.principle is not None and hint.principle.code == "first_seat_pass":
            named += 1
        if str(hint.action) == "pass" and len(shown) < 4:
            shown.append(f"seed {seed}: {' '.join(map(str, view.hand))}, {view.upcard} up: "
                         f"{hint.text}")
    print(f"{found} first-seat hands with the right bower and 2+ more trumps, "
          f"{args.samples} samples")
    for action, n in advice.most_common():
        print(f"  hint {action}: {n}")
    print(f"  passes naming the first-seat rule of thumb: {named}")
    for line in shown:
        print("  " + line)


if __name__ == "__main__":
    main()
