"""The sampled dealer against real dealers: after the dealer picks up and discards face
down, how many trumps and void suits the sampler deals the dealer, beside what real
dealers hold, with the discard by the dealer's rule of thumb (``sampling.DEALER_DISCARD``)
and drawn at random (the sampler before).

    python3 bench/dealer_discard.py [--hands 300] [--dealer intermediate|expert]

Seeded standard hands are bid by intermediate players (the dealer by ``--dealer``);
where the dealer picked up and the play begins, the first seat that is not the dealer
and not sitting out draws 10 deals from its own view, each way.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import euchre  # noqa: E402
from engine.ai import kernel, make_bot, sampling  # noqa: E402
from engine.ai.euchre_bots import eff  # noqa: E402
from engine.ai.sampling import sample_state  # noqa: E402
from engine.cards import Suit  # noqa: E402

DEALER = 3


def shape(hand, trump) -> tuple[int, int]:
    """(trumps, void plain suits) of ``hand``."""
    trumps = sum(eff(c, trump) is trump for c in hand)
    voids = sum(1 for s in Suit if s is not trump and not any(eff(c, trump) is s for c in hand))
    return trumps, voids


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=300)
    ap.add_argument("--dealer", default="intermediate")
    args = ap.parse_args()
    kernel(wait=True)
    rules = euchre.preset("standard")
    players = [make_bot("intermediate") for _ in range(3)] + [make_bot(args.dealer)]
    real: list[tuple[int, int]] = []
    drawn: dict[bool, list[tuple[int, int]]] = {True: [], False: []}
    seed = 0
    while len(real) < args.hands and seed < 50 * args.hands:
        state = euchre.deal(rules, DEALER, seed=seed)
        seed += 1
        while not state.is_over and state.phase is not euchre.Phase.PLAY:
            seat = state.current_player
            state = state.apply(players[seat].choose(euchre.observe(state, seat)))
        if state.is_over or state.turned_down is not None or DEALER in state.sitting_out:
            continue
        trump = state.trump
        real.append(shape(state.hands[DEALER], trump))
        viewer = next(s for s in range(4) if s != DEALER and s not in state.sitting_out)
        view = euchre.observe(state, viewer)
        for modelled in (True, False):
            sampling.DEALER_DISCARD = modelled
            rng = random.Random(seed)
            drawn[modelled] += [shape(sample_state(view, rng).hands[DEALER], trump)
                                for _ in range(10)]
    sampling.DEALER_DISCARD = True
    print(f"{len(real)} hands where the dealer ({args.dealer}) picked up; the dealer's hand "
          "at the first lead")
    for name, rows in (("real dealers", real), ("sampled, rule of thumb", drawn[True]),
                       ("sampled, at random", drawn[False])):
        print(f"  {name:24s} trumps {statistics.mean(t for t, _v in rows):.2f}  "
              f"void suits {statistics.mean(v for _t, v in rows):.2f}")


if __name__ == "__main__":
    main()
