"""The Écarté computer players and coach against published answers (issue 10).

For every position of ``bench/ecarte_positions.py`` (the jeux de règle and the hints
of Cavendish's school, as the Britannica and the Hoyle editions print them), prints
which action each player level and the hint choose, and how the grader labels the
published answer; then, per level and for the hint, how many published answers it
matches on the development and the held-out half (score-independent positions, the
issue's figure, and all of them), and the count of each grade given to the published
answers. Last, the published odds beside the sampler's.

    python3 bench/ecarte_quiz.py                  # hint and grades with 200 samples
    python3 bench/ecarte_quiz.py --quick          # fewer samples: a smoke test
    python3 bench/ecarte_quiz.py --inference off  # the sampler without the opponent's choices
    python3 bench/ecarte_quiz.py --score off      # ignore the scores the sources give
    python3 bench/ecarte_quiz.py --principles off # close calls left to the numbers
    python3 bench/ecarte_quiz.py -v               # one line per position
    python3 bench/ecarte_quiz.py --half dev       # the development half only
    python3 bench/ecarte_quiz.py --playout rules  # play-outs from each seat's own view
    python3 bench/ecarte_quiz.py --seed 3         # other samples (hint and grade): the noise
    python3 bench/ecarte_quiz.py --response rules # the rollouts' dealer by the intermediate's rule
    python3 bench/ecarte_quiz.py --opponent books # the rollouts' players as the intermediate since s30

Where the source gives the score, the hint and the grade get it (``scores=``: the
decisions before the play are judged by the chance of winning the game when the
score matters; the players' levels do not look at the score). A position's grade is
the best grade among its published answers. Nothing here is tuned to a position: the
answers are only read to score.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time
import zlib

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.quiz_table import print_matches  # noqa: E402
from bench.ecarte_positions import (DEV, HELD_OUT, ODDS, POSITIONS, RULES, Odds,  # noqa: E402
                                    Position, decision)
from engine import ecarte  # noqa: E402
from engine.ai import kernel, make_bot  # noqa: E402
from engine.ai import ecarte_analysis, ecarte_game, ecarte_odds  # noqa: E402
from engine.cards import parse_cards  # noqa: E402
from engine.ecarte.ranking import DECK, KINGS  # noqa: E402

LEVELS = ("novice", "intermediate", "expert")


def run(p: Position, samples: int, inference: bool, use_score: bool,
        principles: bool = True, playout: str = ecarte_analysis.PLAYOUT,
        seed: int | None = None) -> dict:
    """Each player's choice, the hint's, and the grade of the published answer (the
    coach as the Play page shows it, ``ecarte_game``: close calls settled by principle;
    without ``principles``, the numbers alone)."""
    _state, view = decision(p)
    answers = set(p.answers)
    scores = p.scores() if use_score else None
    # (by default each view seeds its own samples; ``seed`` draws others, per position)
    seed = None if seed is None else zlib.crc32(f"{p.id}|{seed}".encode())
    row: dict = {"id": p.id}
    for level in LEVELS:
        opts = {"inference": inference} if level == "expert" else {}
        row[level] = make_bot(level, "ecarte", **opts).choose(view)
    coach = ecarte_game if principles else ecarte_analysis
    h = coach.hint(view, samples=samples, seed=seed, inference=inference, scores=scores,
                   playout=playout)
    row["hint"] = h.action
    row["by_game"] = ecarte_odds.by_game(h.odds)
    grades = [coach.grade(view, a, samples=samples, seed=seed, inference=inference,
                          scores=scores, playout=playout)
              for a in p.answers]
    best = min(grades, key=lambda g: g.loss)
    row["grade"], row["loss"] = best.label, best.loss
    row["match"] = {k: row[k] in answers for k in (*LEVELS, "hint")}
    return row


def sampled(o: Odds, n: int) -> float:
    """The engine's figure for a published chance: from the sampler (the elder's view
    before any proposal) or, for the turned king, from the deal itself."""
    if o.what == "turned_king":
        kings = set(KINGS)
        return sum(ecarte.deal(RULES[o.source], 0, seed=k).turnup in kings
                   for k in range(n)) / n
    hand = list(parse_cards(o.hand))
    up = parse_cards(o.turnup)[0]
    rest = [c for c in DECK if c not in hand and c != up]
    state = ecarte.from_deal(RULES[o.source], 0, [rest[:5], hand], up, rest[5:])
    view = ecarte.observe(state, 1)
    rng = random.Random(1)
    hits = 0
    for _ in range(n):
        s = ecarte_analysis.sample_state(view, rng)
        if o.what == "dealer_two_trumps":
            hits += sum(c.suit is s.trump for c in s.hands[0]) >= 2
        else:   # the elder changes three cards: the top three of the talon come in
            drawn = sum(c.suit is s.trump for c in s.talon[:3])
            hits += drawn >= (1 if o.what == "draw_trumps_1" else 2)
    return hits / n


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="fewer samples (smoke test)")
    ap.add_argument("--samples", type=int, default=None, help="hint and grade samples")
    ap.add_argument("--inference", choices=("on", "off"), default="on")
    ap.add_argument("--score", choices=("on", "off"), default="on",
                    help="give the hint and grade the source's score")
    ap.add_argument("--principles", choices=("on", "off"), default="on",
                    help="close calls settled by principle (hint and grade; the expert "
                         "keeps its own default)")
    ap.add_argument("--playout", choices=ecarte_analysis.PLAYOUTS,
                    default=ecarte_analysis.PLAYOUT,
                    help="how the hint and grade finish each deal's play before the play "
                         "(solver: double-dummy; rules/sampled: each seat from its own view)")
    ap.add_argument("--half", choices=("dev", "held-out", "both"), default="both",
                    help="score one half only (develop on dev; held-out for final figures)")
    ap.add_argument("--seed", type=int, default=None,
                    help="draw the hint's and grades' samples from this seed (per position) "
                         "instead of each view's own: repeat to see the sampling noise")
    ap.add_argument("--response", choices=ecarte_analysis.RESPONSES,
                    default=ecarte_analysis.RESPONSE,
                    help="how the rollouts' dealer answers a proposal (judged: as a "
                         "player judging its hand and the risk; rules: the "
                         "intermediate's); the expert's too")
    ap.add_argument("--opponent", choices=ecarte_analysis.OPPONENTS,
                    default=ecarte_analysis.OPPONENT,
                    help="whom the rollouts, play-outs and inference take the players to "
                         "be (books: the intermediate since s30; s29: before); the "
                         "expert's too")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    samples = args.samples or (40 if args.quick else 200)
    inference = args.inference == "on"
    ecarte_analysis.RESPONSE = args.response
    ecarte_analysis.OPPONENT = args.opponent
    kernel(wait=True)
    t = time.perf_counter()
    halves = {"dev": DEV, "held-out": HELD_OUT}
    if args.half != "both":
        halves = {args.half: halves[args.half]}
    scored = [p for p in POSITIONS if any(p.id in ids for ids in halves.values())]
    rows = {p.id: run(p, samples, inference, args.score == "on", args.principles == "on",
                      args.playout, args.seed)
            for p in scored}
    if args.verbose:
        for p in scored:
            r = rows[p.id]
            marks = " ".join(f"{k[:3]}={r[k]}{'*' if r['match'][k] else ''}"
                             for k in (*LEVELS, "hint"))
            print(f"{p.id:34} answer={'/'.join(p.answer):18} {marks}  "
                  f"graded {r['grade']} (-{r['loss']:.2f})"
                  f"{'  [by the game]' if r['by_game'] else ''}")
        print("(* = the published answer)\n")
    indep = {p.id for p in POSITIONS if not p.depends_on_score}
    print(f"{len(POSITIONS)} published positions ({len(indep)} score-independent, "
          f"{sum(1 for p in POSITIONS if p.filled)} with small cards the source leaves "
          f"open); hint/grade {samples} samples, inference {args.inference}, "
          f"score {args.score}, principles {args.principles}, playout {args.playout}, "
          f"response {args.response}, opponent {args.opponent}, seed {args.seed}")
    print_matches(rows, halves, indep, (*LEVELS, "hint"))
    print("published odds against the engine's (20,000 samples or deals):")
    for o in ODDS:
        print(f"  {o.id:28} published {o.value:6.1%}  engine {sampled(o, 20000):6.1%}"
              f"  ({o.odds_text})")
    print(f"({time.perf_counter() - t:.0f} s)")


if __name__ == "__main__":
    main()
