"""Every claim the coach's principles make, checked in seeded play.

    python3 bench/claims.py [--hands 40] [--first 0] [--levels novice,intermediate,expert]
                            [--game euchre|ecarte] [--preset NAME] [-v]

For each Euchre preset and Écarté for two and three players, seeded hands are played by
computer players of the given levels (they take the seats in turn); at each decision with
a choice, every principle any legal action follows is rendered as the learner would read
it and each of its claims checked against the position (``tests/engine/ai/claims.py``).
Prints the count of sentences checked per principle and every false claim; ``-v`` prints
one rendered sentence of each principle.
"""
from __future__ import annotations

import argparse
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import ecarte, euchre  # noqa: E402
from engine.ai import kernel  # noqa: E402
from tests.engine.ai.claims import problems, walk  # noqa: E402


def tables(game: str | None, preset: str | None) -> list[tuple[str, str, object]]:
    out: list[tuple[str, str, object]] = []
    if game in (None, "euchre"):
        out += [("euchre", n, r) for n, r in euchre.PRESETS.items()]
    if game in (None, "ecarte"):
        out += [("ecarte", n, ecarte.preset(n)) for n in ("classic", "three")]
    return [t for t in out if preset is None or t[1] == preset]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=40)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--levels", default="novice,intermediate,expert")
    ap.add_argument("--game")
    ap.add_argument("--preset")
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    kernel(wait=True)
    levels = tuple(args.levels.split(","))
    seen: collections.Counter[str] = collections.Counter()
    sample: dict[str, str] = {}
    false = 0
    for game, name, rules in tables(args.game, args.preset):
        for view, action, reason, seed in walk(game, rules, range(args.first, args.first + args.hands),
                                               levels):
            seen[reason.code] += 1
            sample.setdefault(reason.code, f"[{name} seed {seed}] {reason.text}")
            bad = problems(view, reason, action)
            if bad:
                false += 1
                print(f"{name} seed {seed} seat {view.seat} {' '.join(map(str, view.hand))} "
                      f"{action}: {reason.text}\n    false: {'; '.join(bad)}")
    print(f"{sum(seen.values())} sentences checked, {false} with a false claim")
    for code, n in sorted(seen.items()):
        print(f"  {code:28s} {n:5d}")
    if args.v:
        for code in sorted(sample):
            print(f"{code}: {sample[code]}")


if __name__ == "__main__":
    main()
