"""Valuations of a card in play, judged by real play, decision by decision.

Paired games (``bench/bot_strength.py``) dilute a change to the play: most cards are
the same either way. Here, for seeded deals bid by the expert players, every play
decision with a choice is valued by several methods with the same samples:

* ``old``: the deals follow the bidding only, the cards valued double-dummy;
* ``inf``: the deals follow the play so far too (``play_inference``), double-dummy;
* ``pvW/T``: as ``inf``, each card's value a weight W of the policy valuation
  (``playout.policy_card_values``: T tricks from each seat's own view, then
  double-dummy) and 1 - W of double-dummy.

Where two methods choose differently, the hand is finished from each distinct choice by
the same expert players (each seat from its own view) and the points of the deciding
side are compared: the same deal and the same players, so the luck of the cards
cancels. The main line goes on with the ``inf`` choice.

    python3 bench/play_duel.py --hands 300 [--samples 100] [--seed 1]

Prints, for each method against ``inf`` (and ``inf`` against ``old``), the decisions
where they differ and the mean points gained there, with a 95% interval.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import euchre  # noqa: E402
from engine.ai import analyse, analysis, kernel, make_bot  # noqa: E402
from engine.euchre import Phase  # noqa: E402

from bid_duel import finish, gain_lines  # noqa: E402  (bench/ is on the path)

# name -> (follow the play, policy weight, policy tricks)
METHODS = {"old": (False, 0.0, 1), "inf": (True, 0.0, 1), "pv.5/1": (True, 0.5, 1),
           "pv.5/2": (True, 0.5, 2), "pv1/2": (True, 1.0, 2), "pv.3/3": (True, 0.3, 3)}
PAIRS = [("inf", "old")] + [(m, "inf") for m in METHODS if m.startswith("pv")]


def choices(view, samples: int) -> dict[str, object]:
    out = {}
    for name, (infer, weight, tricks) in METHODS.items():
        analysis.POLICY_TRICKS = tricks
        odds = analyse(view, samples=samples, play_inference=infer, play_value=weight)
        out[name] = odds[0].action
    analysis.POLICY_TRICKS = 1
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=300)
    ap.add_argument("--samples", type=int, default=100, help="samples per valuation")
    ap.add_argument("--finish-samples", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    kernel(wait=True)
    rules = euchre.preset("standard")
    # The same players bid and finish every branch: the expert as it was before.
    players = make_bot("expert", samples=args.finish_samples, play_inference=False,
                       play_value=0.0)
    gains: dict[tuple[str, str], list[float]] = {p: [] for p in PAIRS}
    decisions = 0
    t = time.perf_counter()
    for h in range(args.hands):
        state = euchre.deal(rules, h % 4, seed=args.seed * 100_000 + h)
        while state.phase is not Phase.PLAY and not state.is_over:
            state = state.apply(players.choose(euchre.observe(state, state.current_player)))
        while not state.is_over:
            seat = state.current_player
            view = euchre.observe(state, seat)
            if len(view.legal_actions) > 1:
                decisions += 1
                chosen = choices(view, args.samples)
                if len(set(chosen.values())) > 1:
                    value = {a: finish(state.apply(a), players, seat)
                             for a in set(chosen.values())}
                    for m1, m2 in gains:
                        if chosen[m1] != chosen[m2]:
                            gains[(m1, m2)].append(value[chosen[m1]] - value[chosen[m2]])
                state = state.apply(chosen["inf"])
            else:
                state = state.apply(view.legal_actions[0])
        if (h + 1) % 25 == 0:
            report(gains, h + 1, decisions, args.samples, time.perf_counter() - t)


def report(gains, hands: int, decisions: int, samples: int, seconds: float) -> None:
    print(f"{hands} hands, {decisions} play decisions with a choice, {samples} samples "
          f"per valuation ({seconds:.0f} s)")
    for line in gain_lines(gains):
        print("  " + line)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
