"""The computer players and the coach against published expert answers (issue 10).

For every position of ``bench/expert_positions.py`` (published quizzes, books and
columns), prints which action each player level and the hint choose, and how the
grader labels the published answer; then, per level and for the hint, how many
published answers it matches, on the development half and the held-out half
separately (score-independent positions, the issue's figure, and all of them), and
the count of each grade given to the published answers.

    python3 bench/expert_quiz.py                 # hint and grades with 200 samples
    python3 bench/expert_quiz.py --quick         # fewer samples: a smoke test
    python3 bench/expert_quiz.py --inference off # the sampler without the bidding
    python3 bench/expert_quiz.py --play-out 0    # bids valued double-dummy (the old way)
    python3 bench/expert_quiz.py -v              # one line per position
    python3 bench/expert_quiz.py --score off     # ignore the scores the sources give
    python3 bench/expert_quiz.py --half dev      # the development half only (choose methods)
    python3 bench/expert_quiz.py --play-inference on    # in play, follow the play so far too
    python3 bench/expert_quiz.py --play-value 0.5 --policy-tricks 1   # less clairvoyant play

Where the source gives the score, the hint, the grade and the players get it
(``scores=``: bids and going alone are judged by the chance of winning the game when the
score matters; of the players only the expert looks at it). A position's grade is the best grade among
its published answers (a source that names "a diamond" accepts either), graded as the Play
page grades: by the loss and its sampling error (``-v`` shows "±margin close call" when
the loss is within it), then the principle (``principles.in_grade``: a close call settled
by the principle the answer follows is Best); "[hint by principle]" marks a hint whose
close call a principle settled (``close_calls``). Nothing here is tuned to a position:
the answers are only read to score.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.quiz_table import print_matches  # noqa: E402
from bench.expert_positions import DEV, HELD_OUT, POSITIONS, Position, decision  # noqa: E402
from engine.ai import GRADES, game_odds, grade_from_odds, hint, kernel, make_bot  # noqa: E402
from engine.ai import analysis, play_inference, principles, sampling  # noqa: E402
from engine.ai.analysis import PLAY_OUT  # noqa: E402
from engine.euchre.state import team_of  # noqa: E402

LEVELS = ("novice", "intermediate", "expert")


def game_scores(p: Position, view) -> tuple[int, int] | None:
    """The source's score as the game keeps it (per team), or ``None``."""
    if p.score is None:
        return None
    mine = team_of(view.rules, p.seat)
    return (p.score[0], p.score[1]) if mine == 0 else (p.score[1], p.score[0])


def run(p: Position, samples: int, expert_opts: dict, inference: bool,
        use_score: bool = True, play_out: float = PLAY_OUT, seed: int | None = None) -> dict:
    """Each player's choice, the hint's, and the grade of the published answer."""
    _state, view = decision(p)
    answers = set(p.answers)
    row: dict = {"id": p.id}
    for level in LEVELS:
        bot = make_bot(level, **(expert_opts if level == "expert" else {}))
        row[level] = bot.choose(view, scores=game_scores(p, view) if use_score else None)
    h = hint(view, samples=samples, inference=inference, seed=seed,
             scores=game_scores(p, view) if use_score else None, play_out=play_out)
    row["hint"] = h.action
    row["by_game"] = game_odds.matters(h.odds)
    # as the Play page grades: the numbers, then the principle (a close call it settles)
    grades = [principles.in_grade(view, grade_from_odds(a, h.odds)) for a in p.answers]
    best = min(grades, key=lambda g: (GRADES.index(g.label), g.loss))
    row["grade"], row["loss"], row["margin"] = best.label, best.loss, best.margin
    row["close"], row["settled"] = best.close_call, h.settled
    row["match"] = {k: row[k] in answers for k in (*LEVELS, "hint")}
    return row


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="fewer samples (smoke test)")
    ap.add_argument("--samples", type=int, default=None, help="hint and grade samples")
    ap.add_argument("--inference", choices=("on", "off"), default="on")
    ap.add_argument("--score", choices=("on", "off"), default="on",
                    help="give the hint and grade the source's score")
    ap.add_argument("--play-out", type=float, default=PLAY_OUT,
                    help="weight of information-set play-outs in a bid's value (0: "
                         "double-dummy only, 1: play-outs only)")
    ap.add_argument("--half", choices=("dev", "held-out", "both"), default="both",
                    help="score one half only (methods are chosen on the development half)")
    ap.add_argument("--play-inference", choices=("on", "off"),
                    default="on" if analysis.PLAY_INFERENCE else "off",
                    help="in play, weight the deals by the play so far too")
    ap.add_argument("--hit", type=float, default=play_inference.HIT,
                    help="the play policy's chance of its own card (play inference)")
    ap.add_argument("--play-value", type=float, default=analysis.PLAY_VALUE,
                    help="weight of the policy valuation of a card in play (0: double-dummy)")
    ap.add_argument("--policy-tricks", type=int, default=analysis.POLICY_TRICKS,
                    help="tricks played from each seat's own view in the policy valuation")
    ap.add_argument("--dealer-discard", choices=("on", "off"),
                    default="on" if sampling.DEALER_DISCARD else "off",
                    help="deal the dealer's face-down discard by its rule of thumb")
    ap.add_argument("--seed", type=int, default=None,
                    help="the hint's and grade's seed (default: one drawn from the position)")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    sampling.DEALER_DISCARD = args.dealer_discard == "on"
    # (the analysis reads these at each call: the hint, the grade and the expert alike)
    analysis.PLAY_INFERENCE = args.play_inference == "on"
    analysis.PLAY_VALUE = args.play_value
    analysis.POLICY_TRICKS = args.policy_tricks
    play_inference.HIT = args.hit
    samples = args.samples or (40 if args.quick else 200)
    inference = args.inference == "on"
    play_out = args.play_out
    expert_opts: dict = {"inference": inference, "play_out": play_out}
    if args.quick:
        expert_opts.update(samples=30, bid_samples=15)
    kernel(wait=True)
    t = time.perf_counter()
    halves = {"dev": DEV, "held-out": HELD_OUT}
    if args.half != "both":
        halves = {args.half: halves[args.half]}
    chosen = [p for p in POSITIONS if any(p.id in ids for ids in halves.values())]
    rows = {p.id: run(p, samples, expert_opts, inference, args.score == "on", play_out, args.seed)
            for p in chosen}
    if args.verbose:
        for p in chosen:
            r = rows[p.id]
            marks = " ".join(f"{k[:3]}={r[k]}{'*' if r['match'][k] else ''}"
                             for k in (*LEVELS, "hint"))
            close = f" ±{r['margin']:.2f} close call" if r["close"] else ""
            print(f"{p.id:32} answer={'/'.join(p.answer):22} {marks}  "
                  f"graded {r['grade']} (-{r['loss']:.2f}{close})"
                  f"{'  [hint by principle]' if r['settled'] else ''}"
                  f"{'  [by the game]' if r['by_game'] else ''}")
        print("(* = the published answer)\n")
    indep = {p.id for p in POSITIONS if not p.depends_on_score}
    open_cards = sum(1 for p in POSITIONS if p.filled)
    print(f"{len(POSITIONS)} published positions ({len(indep)} score-independent, "
          f"{open_cards} with cards the source leaves open); "
          f"hint/grade {samples} samples, inference {args.inference}"
          f"{', quick' if args.quick else ''}, score {args.score}, "
          f"play-outs {args.play_out}; in play: inference {args.play_inference} "
          f"(hit {args.hit}), policy valuation {args.play_value} "
          f"({args.policy_tricks} trick(s))")
    print_matches(rows, halves, indep, (*LEVELS, "hint"))
    print(f"({time.perf_counter() - t:.0f} s)")


if __name__ == "__main__":
    main()
