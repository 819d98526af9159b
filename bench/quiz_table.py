"""The table both expert-answer benchmarks print (``expert_quiz.py``, ``ecarte_quiz.py``):
matches per player and half, the grades of the published answers, and which ones were
graded Mistake or Blunder."""
from __future__ import annotations

from collections import Counter
from typing import Mapping, Sequence

from engine.ai import GRADES


def print_matches(rows: Mapping[str, dict], halves: Mapping[str, Sequence[str]],
                  indep: set[str], players: Sequence[str]) -> None:
    """``rows[id]``: ``match`` (per player, a bool), ``grade`` and ``loss`` of the
    published answer; ``indep``: the ids whose answer does not depend on the score."""
    print(f"{'matches the published answer':30} " + "  ".join(
        f"{name + ' (indep.)':>16} {name + ' (all)':>13}" for name in halves))
    for who in players:
        cells = []
        for ids in halves.values():
            ind = [i for i in ids if i in indep]
            hit_i = sum(rows[i]["match"][who] for i in ind)
            hit_a = sum(rows[i]["match"][who] for i in ids)
            cells.append(f"{hit_i:>9}/{len(ind):<2} {hit_i / len(ind):4.0%}"
                         f"{hit_a:>7}/{len(ids):<2}{hit_a / len(ids):4.0%}")
        print(f"{who:30} " + "  ".join(cells))
    for name, ids in halves.items():
        count = Counter(rows[i]["grade"] for i in ids)
        loss = sum(rows[i]["loss"] for i in ids) / len(ids)
        print(f"grades of the published answers, {name:9}: "
              + ", ".join(f"{g} {count.get(g, 0)}" for g in GRADES)
              + f"; mean loss {loss:.3f} points")
    bad = [i for i in rows if rows[i]["grade"] in ("Mistake", "Blunder")]
    if bad:
        print("graded Mistake or Blunder: " + ", ".join(
            f"{i} ({rows[i]['grade']}, -{rows[i]['loss']:.2f})" for i in bad))
