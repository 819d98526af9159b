"""The Scoring lesson: Every row of the table, the game to the target, the 6-and-4 counters."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from engine import euchre
from engine.euchre import words as W
from engine.euchre.rules import Rules
from engine.i18n import N_, _, ngettext

from ..quiz import Choice, Question, Scene
from .common import join, partners_only, rng_for


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
    """``The makers take 3 tricks of 5.``, ``The maker, going alone, takes 5 tricks of 5 while one defender
    defends alone.``"""
    t, n = o.maker_tricks, rules.hand_size
    if o.alone:
        text = ngettext("The maker, going alone, takes {t} trick of {n}", "The maker, going alone, takes {t} tricks "
                        "of {n}", t)
    elif rules.players == 4:
        text = ngettext("The makers take {t} trick of {n}", "The makers take {t} tricks of {n}", t)
    else:
        text = ngettext("The maker takes {t} trick of {n}", "The maker takes {t} tricks of {n}", t)
    if t == 0:
        text = (_("The maker, going alone, takes no tricks of {n}") if o.alone else
                _("The makers take no tricks of {n}") if rules.players == 4 else _("The maker takes no tricks of {n}"))
    text = text.format(t=t, n=n)
    if o.lone_defender:
        return _("{outcome} while one defender defends alone.").format(outcome=text)
    return _("{outcome}.").format(outcome=text)


SIDE_WORDS = {
    4: {"makers": N_("The makers"), "defenders": N_("The defenders")},
    3: {"makers": N_("The maker"), "defenders": N_("Each opponent")},
    2: {"makers": N_("The maker"), "defenders": N_("The other player")},
}
SCORES_WORDS = {
    4: {"makers": N_("The makers score {n}"), "defenders": N_("The defenders score {n}")},
    3: {"makers": N_("The maker scores {n}"), "defenders": N_("Each opponent scores {n}")},
    2: {"makers": N_("The maker scores {n}"), "defenders": N_("The other player scores {n}")},
}


def side_words(rules: Rules, side: str) -> str:
    return _(SIDE_WORDS[rules.players][side])


def scores_words(rules: Rules, side: str, points: int) -> str:
    """``The makers score 2``, ``Each opponent scores 2``."""
    return _(SCORES_WORDS[rules.players][side]).format(n=points)


def row_sentence(rules: Rules, o: Outcome, score) -> str:
    need, n = rules.tricks_to_make, rules.hand_size
    t = o.maker_tricks
    if score.side == "makers":
        if t == n:
            return (_("All {n} tricks is a march, and a lone march: {points} points.") if o.alone else
                    _("All {n} tricks is a march: {points} points.")).format(n=n, points=score.points)
        return (_("{t} tricks is at least the {need} the makers need, but not all {n}: {points} point.")
                if rules.players == 4 else
                _("{t} tricks is at least the {need} the maker needs, but not all {n}: {points} point.")
                ).format(t=t, need=need, n=n, points=score.points)
    if o.lone_defender:
        if t == 0:
            text = (_("The makers took no tricks (they needed {need}): euchred by a lone defender, who scores "
                      "{points} (always 4 at this table).") if rules.lone_defender_points == "always_four" else
                    _("The makers took no tricks (they needed {need}): euchred by a lone defender, who scores "
                      "{points}."))
        else:
            text = (_("The makers took only {t} (they needed {need}): euchred by a lone defender, who scores "
                      "{points} (always 4 at this table).") if rules.lone_defender_points == "always_four" else
                    _("The makers took only {t} (they needed {need}): euchred by a lone defender, who scores "
                      "{points}."))
        return text.format(t=t, need=need, points=score.points)
    if t == 0:
        text = (_("The makers took no tricks, and they needed {need}: euchred. {score}.") if rules.players == 4 else
                _("The maker took no tricks, and needed {need}: euchred. {score}."))
    else:
        text = (_("The makers took only {t} of the {need} they needed: euchred. {score}.") if rules.players == 4 else
                _("The maker took only {t} of the {need} they needed: euchred. {score}."))
    return text.format(t=t, need=need, score=scores_words(rules, "defenders", score.points))


def gen_points(rules: Rules, seed: int) -> Question:
    """Points for a result where all four play (the Scoring lesson comes before Going alone)."""
    return points_question(partners_only(rules), seed)


def points_question(rules: Rules, seed: int, keep: Callable[[Outcome], bool] | None = None) -> Question:
    """Points for any result the table allows, lone players included; ``keep``: the results to ask
    about (all the table's scores are still offered)."""
    rng = rng_for("points", seed)
    outs = possible_outcomes(rules)
    by_score: dict[tuple[str, int], list[Outcome]] = {}
    for p in outs if keep is None else [p for p in outs if keep(p)]:
        x = euchre.score_hand(rules, p.maker_tricks, alone=p.alone, lone_defender=p.lone_defender)
        by_score.setdefault((x.side, x.points), []).append(p)
    # half the trick counts are a euchre, so a result drawn at random made "The defenders: 2
    # points" right half the time: pick the row of the table first, then a result in that row
    o = rng.choice(by_score[rng.choice(sorted(by_score))])
    score = euchre.score_hand(rules, o.maker_tricks, alone=o.alone, lone_defender=o.lone_defender)
    right = (score.side, score.points)
    # every score this table can give, and each given to the wrong side (the usual slip): a
    # fixed list offered scores no result here gives ("4 points" before going alone), never right
    real = {(x.side, x.points) for x in (euchre.score_hand(rules, p.maker_tricks, alone=p.alone,
                                                          lone_defender=p.lone_defender) for p in outs)}
    other = {"makers": "defenders", "defenders": "makers"}
    pool = sorted(real | {(other[side], pts) for side, pts in real}, key=lambda x: (x[0] != "makers", x[1]))
    choices = []
    explanation = row_sentence(rules, o, score)
    for side, pts in pool:
        label = ngettext("{side}: {n} point", "{side}: {n} points", pts).format(side=side_words(rules, side), n=pts)
        ok = (side, pts) == right
        choices.append(Choice(f"{side}{pts}", label, ok, explanation))
    tricks = _("Makers' tricks") if rules.players == 4 else _("Maker's tricks")   # one maker without partners
    facts = [(_("Trump"), W.Suits(rng.choice(list(euchre.Suit)))), (tricks, str(o.maker_tricks)),
             (_("Need"), _("{need} of {n}").format(need=rules.tricks_to_make, n=rules.hand_size))]
    if o.alone:
        facts.append((_("Maker"), _("alone")))
    if o.lone_defender:
        facts.append((_("Defender"), _("alone")))
    return Question("points", "points", seed,
                    outcome_words(rules, o) + " " + _("How many points, and to whom?"),
                    tuple(choices), explanation, scene=Scene(facts=tuple(facts)), source=o)


def gen_game(rules: Rules, seed: int) -> Question:
    """The game to the target: does this hand end the game, and who wins?"""
    rules = partners_only(rules)   # before Going alone, as gen_points
    rng = rng_for("game", seed)
    target = rules.target_score
    teams = 2 if rules.players in (2, 4) else 3
    names = [W.team_name(rules, t) for t in range(teams)]
    # Random scores and results end the game less than half the time, so "Nobody yet" was right in
    # most questions: pick which answer this question will have first, then draw deals until the
    # engine's score gives that answer (the key below is still worked out from the score)
    wanted = rng.choice(["nobody", *names] + (["tie"] if teams == 3 else []))
    for _try in range(200):
        o, scores, makers, score, after, right = _game_draw(rules, rng, names)
        if right == wanted:
            break
    labels = {"nobody": _("Nobody yet: the game goes on")}
    wins = _("{side} win the game") if rules.players == 4 else _("{side} wins the game")
    for n in names:
        labels[n] = wins.format(side=n)
    if teams == 3:
        labels["tie"] = _("Two players reach the target together and share the win")
    score_line = ", ".join(_("{side} {points}").format(side=names[t], points=scores[t]) for t in range(teams))
    after_line = ", ".join(_("{side} {points}").format(side=names[t], points=after[t]) for t in range(teams))
    reached = [t for t in range(teams) if after[t] >= target]
    if right == "nobody":
        ending = _("The game is to {target}, so nobody has won yet.")
    elif right == "tie":
        ending = _("The game is to {target}, so two players reach the target together and share the win.")
    elif len(reached) > 1:   # both defenders of a Cutthroat euchre: the higher score wins
        ending = _("The game is to {target}: {both} both reach it in this deal, and then the higher score wins, "
                   "so {winner}.")
    else:
        ending = _("The game is to {target}, so {winner}.")
    expl = _("{score}: the score goes from {before} to {after}.").format(
        score=scores_words(rules, score.side, score.points), before=score_line, after=after_line) + " " + \
        ending.format(target=target, winner=labels.get(right, ""), both=join([names[t] for t in reached]))
    choices = tuple(Choice(k, v, k == right, expl) for k, v in labels.items())
    makers_are = (_("The score is {score}; the game is to {target}. {side} are the makers.") if rules.players == 4
                  else _("The score is {score}; the game is to {target}. {side} is the maker."))
    return Question("game", "game", seed,
                    makers_are.format(score=score_line, target=target, side=names[makers]) + " "
                    + outcome_words(rules, o) + " " + _("What now?"),
                    choices, expl, scene=Scene(facts=((_("Game to"), str(target)),)),
                    source=(o, tuple(scores), makers))


def _game_draw(rules: Rules, rng, names: list[str]):
    """One random result and score before it: (outcome, scores, makers, score, scores after, answer key)."""
    target, teams = rules.target_score, len(names)
    o = rng.choice(possible_outcomes(rules))
    score = euchre.score_hand(rules, o.maker_tricks, alone=o.alone, lone_defender=o.lone_defender)
    # from 0 when the game is to 2: a side already at 1 would win with any point (no "Nobody yet")
    lowest = max(1, target - 4) if target > 2 else 0
    scores = [rng.randrange(lowest, target) for _i in range(teams)]
    makers = rng.randrange(teams)
    after = list(scores)
    for t in range(teams):
        if (score.side == "makers") == (t == makers):
            after[t] += score.points
    top = max(after)
    winners = [names[t] for t in range(teams) if after[t] >= target and after[t] == top]
    right = "nobody" if not winners else winners[0] if len(winners) == 1 else "tie"
    return o, scores, makers, score, after, right


def counters(score: int) -> tuple[str, str]:
    """The traditional 6-and-4 score counters: which card shows and how many pips are uncovered.

    Returns (what to lay out, how to read it) for a score from 0 to 10 with a 6 and a 4.
    """
    layouts = {
        0: (N_("The 6 face down over the 4 face down"), N_("no pips showing")),
        1: (N_("The 4 face down, crossed over the 6 so one pip of the 6 shows"), N_("1 pip showing")),
        2: (N_("The 4 face down, covering all but two pips of the 6"), N_("2 pips showing")),
        3: (N_("The 6 face down, covering all but three pips of the 4"), N_("3 pips showing")),
        4: (N_("The 4 face up, the 6 face down beneath it"), N_("the 4's four pips")),
        5: (N_("The 4 face up, crossed over the 6 so one pip of the 6 also shows"), N_("4 + 1 pips")),
        6: (N_("The 6 face up, the 4 face down beneath it"), N_("the 6's six pips")),
        7: (N_("The 6 face up, the 4 face up with three pips hidden under the 6"), N_("6 + 1 pips")),
        8: (N_("The 6 face up and the 4 face up, two pips of the 4 covered"), N_("6 + 2 pips")),
        9: (N_("The 6 face up and the 4 face up, one pip of the 4 covered"), N_("6 + 3 pips")),
        10: (N_("The 6 and the 4 side by side, both face up"), N_("6 + 4 = 10 pips")),
    }
    lay, read = layouts[max(0, min(10, score))]
    return _(lay), _(read)
