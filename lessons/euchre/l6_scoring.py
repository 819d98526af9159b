"""The Scoring lesson: Every row of the table, the game to the target, the 6-and-4 counters."""
from __future__ import annotations

from dataclasses import dataclass

from engine import euchre
from engine.euchre import words as W
from engine.euchre.rules import Rules

from ..quiz import Choice, Question, Scene
from .common import partners_only, rng_for


@dataclass(frozen=True)
class Outcome:
    maker_tricks: int
    alone: bool
    lone_defender: bool


def possible_outcomes(rules: Rules) -> tuple[Outcome, ...]:
    alone_opts = (False, True) if rules.players == 4 and rules.allow_alone else (False,)
    lone_def = (False, True) if rules.players == 4 and rules.allow_lone_defender else (False,)
    return tuple(Outcome(t, a, d) for t in range(rules.hand_size + 1) for a in alone_opts for d in lone_def)


def outcome_words(rules: Rules, o: Outcome) -> str:
    who = "The makers" if rules.players == 4 else "The maker"
    take = "take" if rules.players == 4 else "takes"
    bits = []
    if o.alone:
        who = "The maker, going alone,"
        take = "takes"
    if o.lone_defender:
        bits.append("one defender defends alone")
    t = o.maker_tricks
    trick_words = "no tricks" if t == 0 else f"{t} trick" + ("s" if t != 1 else "")
    s = f"{who} {take} {trick_words} of {rules.hand_size}"
    if bits:
        s += " while " + " and ".join(bits)
    return s + "."


def side_words(rules: Rules, side: str) -> str:
    if rules.players == 4:
        return {"makers": "The makers", "defenders": "The defenders"}[side]
    if rules.players == 3:
        return {"makers": "The maker", "defenders": "Each opponent"}[side]
    return {"makers": "The maker", "defenders": "The other player"}[side]


def scores_words(rules: Rules, side: str, points: int) -> str:
    """``The makers score 2``, ``Each opponent scores 2``."""
    who = side_words(rules, side)
    verb = "score" if who in ("The makers", "The defenders") else "scores"
    return f"{who} {verb} {points}"


def row_sentence(rules: Rules, o: Outcome, score) -> str:
    need, n = rules.tricks_to_make, rules.hand_size
    t = o.maker_tricks
    if score.side == "makers":
        if t == n:
            base = (f"All {n} tricks is a march" + (", and a lone march" if o.alone else "")
                    + f": {score.points} points.")
        else:
            base = (f"{t} tricks is at least the {need} the {'makers need' if rules.players == 4 else 'maker needs'}, "
                    f"but not all {n}: {score.points} point.")
        return base
    if o.lone_defender:
        return (f"The makers took only {t} (they needed {need}): euchred by a lone defender, "
                f"who scores {score.points}" + (" (always 4 at this table)." if rules.lone_defender_points == "always_four" else "."))
    who = "makers" if rules.players == 4 else "maker"
    return (f"The {who} took only {t} of the {need} they needed: euchred. "
            f"{scores_words(rules, 'defenders', score.points)}.")


def gen_points(rules: Rules, seed: int) -> Question:
    """Points for a result where all four play (the Scoring lesson comes before Going alone)."""
    return points_question(partners_only(rules), seed)


def points_question(rules: Rules, seed: int) -> Question:
    """Points for any result the table allows, lone players included."""
    rng = rng_for("points", seed)
    outs = possible_outcomes(rules)
    o = rng.choice(outs)
    score = euchre.score_hand(rules, o.maker_tricks, alone=o.alone, lone_defender=o.lone_defender)
    right = (score.side, score.points)
    pool = [("makers", 1), ("makers", 2), ("makers", 3 if rules.players == 3 else 4),
            ("defenders", 2), ("defenders", 4) if rules.players == 4 else ("defenders", 1)]
    if right not in pool:
        pool.append(right)
    choices = []
    explanation = row_sentence(rules, o, score)
    for side, pts in pool:
        label = f"{side_words(rules, side)}: {pts} point" + ("s" if pts != 1 else "")
        ok = (side, pts) == right
        choices.append(Choice(f"{side}{pts}", label, ok, explanation))
    facts = [("Trump", W.Suits(rng.choice(list(euchre.Suit)))), ("Makers' tricks", str(o.maker_tricks)),
             ("Need", f"{rules.tricks_to_make} of {rules.hand_size}")]
    if o.alone:
        facts.append(("Maker", "alone"))
    if o.lone_defender:
        facts.append(("Defender", "alone"))
    return Question("points", "points", seed, outcome_words(rules, o) + " How many points, and to whom?",
                    tuple(choices), explanation, scene=Scene(facts=tuple(facts)), source=o)


def gen_game(rules: Rules, seed: int) -> Question:
    """The game to the target: does this hand end the game, and who wins?"""
    rules = partners_only(rules)   # before Going alone, as gen_points
    rng = rng_for("game", seed)
    target = rules.target_score
    o = rng.choice([x for x in possible_outcomes(rules)])
    score = euchre.score_hand(rules, o.maker_tricks, alone=o.alone, lone_defender=o.lone_defender)
    teams = 2 if rules.players in (2, 4) else 3
    names = [W.team_name(rules, t) for t in range(teams)]
    scores = [rng.randrange(max(1, target - 4), target) if target > 1 else 0 for _ in range(teams)]
    makers = rng.randrange(teams)
    after = list(scores)
    for t in range(teams):
        if (score.side == "makers") == (t == makers):
            after[t] += score.points
    top = max(after)
    winners = [names[t] for t in range(teams) if after[t] >= target and after[t] == top]
    if not winners:
        right = "nobody"
    elif len(winners) == 1:
        right = winners[0]
    else:
        right = "tie"
    labels = {"nobody": "Nobody yet: the game goes on"}
    for n in names:
        labels[n] = f"{n} win" + ("" if rules.players == 4 else "s") + " the game"
    if teams == 3:
        labels["tie"] = "Two players reach the target together and share the win"
    score_line = ", ".join(f"{names[t]} {scores[t]}" for t in range(teams))
    after_line = ", ".join(f"{names[t]} {after[t]}" for t in range(teams))
    expl = (f"{scores_words(rules, score.side, score.points)}: the score goes from {score_line} to "
            f"{after_line}. The game is to {target}, so "
            + ("nobody has won yet." if right == "nobody" else
               (labels[right][0].lower() + labels[right][1:] + "." if right == "tie" else labels[right] + ".")))
    choices = tuple(Choice(k, v, k == right, expl) for k, v in labels.items())
    who = "makers" if rules.players == 4 else "maker"
    return Question("game", "game", seed,
                    f"The score is {score_line}; the game is to {target}. {names[makers]} "
                    f"{'are the ' + who if rules.players == 4 else 'is the ' + who}. "
                    + outcome_words(rules, o) + " What now?",
                    choices, expl, scene=Scene(facts=(("Game to", str(target)),)),
                    source=(o, tuple(scores), makers))


def counters(score: int) -> tuple[str, str]:
    """The traditional 6-and-4 score counters: which card shows and how many pips are uncovered.

    Returns (what to lay out, how to read it) for a score from 0 to 10 with a 6 and a 4.
    """
    layouts = {
        0: ("The 6 face down over the 4 face down", "no pips showing"),
        1: ("The 4 face down, crossed over the 6 so one pip of the 6 shows", "1 pip showing"),
        2: ("The 4 face down, covering all but two pips of the 6", "2 pips showing"),
        3: ("The 6 face down, covering all but three pips of the 4", "3 pips showing"),
        4: ("The 4 face up, the 6 face down beneath it", "the 4's four pips"),
        5: ("The 4 face up, crossed over the 6 so one pip of the 6 also shows", "4 + 1 pips"),
        6: ("The 6 face up, the 4 face down beneath it", "the 6's six pips"),
        7: ("The 6 face up, the 4 face up with three pips hidden under the 6", "6 + 1 pips"),
        8: ("The 6 face up and the 4 face up, two pips of the 4 covered", "6 + 2 pips"),
        9: ("The 6 face up and the 4 face up, one pip of the 4 covered", "6 + 3 pips"),
        10: ("The 6 and the 4 side by side, both face up", "6 + 4 = 10 pips"),
    }
    return layouts[max(0, min(10, score))]
