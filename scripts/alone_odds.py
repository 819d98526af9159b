"""Regenerate ``engine/ai/_alone_odds.py``: how many tricks a maker takes alone and with
a partner, by the strength of the maker's hand, from seeded random deals solved
double-dummy (the play the analysis values bids by).

``engine.ai.alone_odds`` reads it to let the other seats of a rollout go alone (or
not) by the chance of winning the game when the score makes a difference: a side
at 6 wins the game with a loner and not with a march.

    python3 scripts/alone_odds.py --deals 20000      # standard rules (~1 minute)

Every maker hand of a deal counts: each seat with each suit as trump, when the
hand's strength (``inference.hand_strength``) is at least ``MIN_STRENGTH``; the
partner's and the opponents' hands are the rest of the random deal.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import euchre  # noqa: E402
from engine.ai import kernel  # noqa: E402
from engine.ai.alone_odds import MIN_STRENGTH, bucket  # noqa: E402
from engine.ai.inference import hand_strength  # noqa: E402
from engine.ai.solver import EUCHRE, position_value  # noqa: E402
from engine.cards import Suit  # noqa: E402
from engine.euchre.state import first_leader, partner_of  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                   "engine", "ai", "_alone_odds.py")


def maker_tricks(rules: euchre.Rules, hands: list[list], maker: int, trump: Suit,
                 alone: bool, dealer: int) -> int:
    """Double-dummy maker tricks from the first lead."""
    deck = rules.pack
    n = rules.players
    mate = partner_of(rules, maker)
    out = {mate} if alone else set()
    masks = [0 if s in out else deck.mask(h) for s, h in enumerate(hands)]
    team = [1 if s in (maker, mate) else 0 for s in range(n)]
    seats = [s for s in range(n) if s not in out]
    lead = first_leader(rules, dealer, maker if alone else None, None, out)
    return position_value(EUCHRE, deck, int(trump), masks, team, seats, lead, [],
                          rules.hand_size)


def measure(rules: euchre.Rules, deals: int, seed: int) -> dict[int, list[list[int]]]:
    """bucket -> [tricks alone 0..5 counts, tricks with partner 0..5 counts]."""
    rng = random.Random(seed)
    cards = list(rules.cards)
    size = rules.hand_size
    table: dict[int, list[list[int]]] = {}
    for k in range(deals):
        rng.shuffle(cards)
        hands = [cards[s * size:(s + 1) * size] for s in range(rules.players)]
        dealer = k % rules.players
        for maker in range(rules.players):
            for trump in Suit:
                v = hand_strength(hands[maker], trump)
                if v < MIN_STRENGTH:
                    continue
                row = table.setdefault(bucket(v), [[0] * (size + 1), [0] * (size + 1)])
                row[0][maker_tricks(rules, hands, maker, trump, True, dealer)] += 1
                row[1][maker_tricks(rules, hands, maker, trump, False, dealer)] += 1
    return table


def render(name: str, deals: int, seed: int, table: dict[int, list[list[int]]]) -> str:
    lines = [
        '"""Maker tricks alone and with a partner, by the maker\'s hand strength: generated',
        "by ``python3 scripts/alone_odds.py`` (seeded random deals, double-dummy); do not",
        'edit. ``engine.ai.alone_odds`` reads it."""',
        "",
        "# rule set -> {strength bucket: ((hands taking 0..5 tricks alone), (with partner))}",
        "COUNTS: dict[str, dict[int, tuple[tuple[int, ...], tuple[int, ...]]]] = {",
        f"    {name!r}: {{  # {deals:,} deals, seed {seed}",
    ]
    for b in sorted(table):
        alone, partner = table[b]
        lines.append(f"        {b}: ({tuple(alone)}, {tuple(partner)}),")
    lines += ["    },", "}", ""]
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--print", action="store_true", help="print, do not write the module")
    args = ap.parse_args()
    kernel(wait=True)
    t = time.perf_counter()
    name = "standard"
    text = render(name, args.deals, args.seed,
                  measure(euchre.preset(name), args.deals, args.seed))
    if args.print:
        print(text)
    else:
        with open(OUT, "w") as f:
            f.write(text)
        print(f"wrote {OUT}")
    print(f"({time.perf_counter() - t:.0f} s)", file=sys.stderr)


if __name__ == "__main__":
    main()
