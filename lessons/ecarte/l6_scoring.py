"""Lesson 7: scoring. The point, the vole, the king, the elder's penalty under both
``penalty`` options, and the game to the target (``engine.ecarte.scoring`` and real hands)."""
from __future__ import annotations

import random

from engine import ecarte
from engine.ecarte import Rules
from engine.ecarte.scoring import TRICK_TABLE, trick_points
from engine.ecarte.words import AWARD_TEXT
from engine.i18n import N_, _, ngettext

from ..quiz import Choice, Question, Scene
from .common import n_points, names, rng_for, two_player_note
from .positions import bot_action, public_history

OPENING_WORDS = {
    "exchange": N_("Cards were exchanged (a proposal was accepted)"),
    "stand": N_("The elder hand stood: played without proposing"),
    "refusal": N_("The elder proposed and the dealer refused"),
}
PENALTY_WORDS = {
    "elder": N_("Elder pays (the elder who stood or was refused and fails gives 2, or 3 for a vole)"),
    "classic": N_("Classic (whoever declined the exchange and fails gives 2; a vole is always 2)"),
}
PENALTY_SHORT = {"elder": N_("elder pays"), "classic": N_("classic club laws")}


def award_words(code: str) -> str:
    return _(AWARD_TEXT[code])


def gen_points(rules: Rules, seed: int) -> Question:
    rng = rng_for("points", seed)
    penalty = rules.penalty if rng.random() < 0.6 else ("classic" if rules.penalty == "elder" else "elder")
    opening = rng.choice(["exchange", "stand", "stand", "refusal", "refusal"])
    elder_tricks = rng.choice([0, 1, 2, 2, 3, 3, 4, 5])
    elder_won, pts, code = trick_points(penalty, opening, elder_tricks)
    nm = names(Rules())
    elder, dealer = (nm[0], nm[1]) if rng.random() < 0.5 else (nm[1], nm[0])
    winner = elder if elder_won else dealer
    right = f"{winner}:{pts}"
    pool = {f"{p}:{n}" for p in (elder, dealer) for n in (1, 2, 3)}
    pool.discard(right)
    others = sorted(pool)
    rng.shuffle(others)
    keys = sorted([right] + others[:3])
    won = 5 - elder_tricks if not elder_won else elder_tricks
    if code not in ("point", "vole"):
        text = _("{seat} took {won} of the 5 tricks: {points} for {award} (penalty rule: {rule}).")
    elif opening == "exchange":
        text = _("{seat} took {won} of the 5 tricks: {points} for {award}.")
    else:
        text = _("{seat} took {won} of the 5 tricks: {points} for {award}; no penalty applies here under the {rule} "
                 "rule.")
    expl = text.format(seat=winner, won=won, points=n_points(pts), award=award_words(code),
                       rule=_(PENALTY_SHORT[penalty]))
    choices = []
    for k in keys:
        who, n = k.split(":")
        role = _("elder hand") if who == elder else _("dealer")
        # the first hint: the wrong player (count the tricks), or the right one and the wrong points
        nudge = (_("Count the tricks again: who took 3 or more?") if who != winner else
                 _("That player does score. How much: were all five tricks taken, and under this penalty rule "
                   "does the opening change the points?"))
        choices.append(Choice(k, _("{seat} ({role}): {points}").format(seat=who, role=role, points=n_points(int(n))),
                              k == right, expl, nudge=nudge))
    facts = ((_("Elder hand"), elder), (_("Dealer"), dealer), (_("Opening"), _(OPENING_WORDS[opening])),
             (_("Tricks"), f"{elder} {elder_tricks}, {dealer} {5 - elder_tricks}"),
             (_("Penalty rule"), _(PENALTY_WORDS[penalty])))
    return Question("e_points", "e_points", seed,
                    two_player_note(rules) + _("How many points for the tricks, and to whom? (Leave the king aside.)"),
                    tuple(choices), expl, scene=Scene(facts=facts, game="ecarte"),
                    source=(penalty, opening, elder_tricks, elder, dealer))


def _played_hand(rules: Rules, rng: random.Random, scores=None):
    s = ecarte.deal(rules, dealer=rng.randrange(rules.players), seed=rng.randrange(2**31), scores=scores)
    while not s.is_over:
        if s.phase is ecarte.Phase.PROPOSAL and not s.exchanged and rng.random() < 0.35:
            s = s.apply("stand")
        elif s.phase is ecarte.Phase.PLAY and rng.random() < 0.3:
            s = s.apply(rng.choice(s.legal_actions()))
        else:
            s = s.apply(bot_action(s))
    return s


def hand_story(s) -> tuple[tuple[str, str], ...]:
    nm = names(s.rules)
    facts = [(_("Dealer"), nm[s.dealer]), (_("Turn-up"), s.turnup.display)]
    steps = list(public_history(s, plays=False))
    if len(steps) > 6:
        # The opening (the elder standing, or the first proposal and its answer) decides the
        # penalty and the end holds the king's declaration: both stay, and only the rounds of
        # proposing and exchanging between them are folded (the last five alone cut the
        # opening off, and with it what the points depend on).
        hidden = len(steps) - 5
        steps = steps[:2] + [ngettext("… {n} more step of proposing and exchanging …",
                                      "… {n} more steps of proposing and exchanging …",
                                      hidden).format(n=hidden)] + steps[-3:]
    facts += [("", h) for h in steps]
    if s.tricks_played:
        facts.append((_("Tricks"), ", ".join(f"{nm[i]} {s.tricks[i]}" for i in (s.elder, s.younger))))
    else:   # a king won the game first: "South 0, North 0" read as a deal both players lost
        facts.append((_("Tricks"), _("none: the game was won before the first lead")))
    return tuple(facts)


def points_line(s, pts) -> str:
    nm = names(s.rules)
    return ", ".join(f"{nm[i]} {pts[i]}" for i in (s.elder, s.younger))


def gen_hand(rules: Rules, seed: int) -> Question:
    """A whole hand played by the engine: how many points does each player score? The engine plays
    hands until four have ended differently (points of the elder and of the dealer); the question is
    one of the four, chosen at random, and the other three results are the wrong choices, so no
    feature of a result (its total, a 0 in it) tells the right one."""
    rng = rng_for("hand", seed)
    played = {}
    while len(played) < 4:
        h = _played_hand(rules, rng)
        played.setdefault((h.points[h.elder], h.points[h.younger]), h)
    s = played[rng.choice(sorted(played))]
    lines = []
    for pe, py in sorted(played):
        p = list(s.points)
        p[s.elder], p[s.younger] = pe, py
        lines.append(points_line(s, p))
    right = points_line(s, s.points)
    opts = sorted(lines)
    nm = names(s.rules)
    why = " ".join(a.text_for(nm) for a in s.awards)
    expl = why or _("Nobody scored.")
    tricks = points_line(s, s.tricks) if s.tricks_played else ""
    nudge = (_("Score it in two parts. The king of trumps: was it turned up or declared, and by whom? Then the "
               "tricks ({tricks}): who made the point, was it the vole, and does the opening change it?").format(
                 tricks=tricks) if tricks else
             _("No trick was played: only the king of trumps scored. Was it turned up or declared, and by whom?"))
    choices = tuple(Choice(f"h{i}", o, o == right, expl, nudge=nudge) for i, o in enumerate(opts))
    return Question("e_hand", "e_hand", seed, _("Here is how a deal went. How many points does each player score?"),
                    choices, expl, scene=Scene(trump=s.trump, facts=hand_story(s), game="ecarte"), source=s)


def gen_game(rules: Rules, seed: int) -> Question:
    """The game to the target: scores before a hand, the hand, who wins the game?"""
    rng = rng_for("game", seed)
    n, t = rules.players, rules.target_score
    # drawn at random, the game went on in about 40% of the questions at three players, more than
    # any seat won it: pick the answer first, then play hands until the engine's winner is that one
    wanted = rng.choice([None, *range(n)])
    for _try in range(100):
        scores = [rng.randint(max(0, t - 3), t - 1) for _i in range(n)]
        s = _played_hand(rules, rng, scores=scores)
        if s.game_winner == wanted:
            break
    nm = names(rules)
    after = [a + b for a, b in zip(scores, s.points)]
    win = s.game_winner
    opts = {str(i): _("{seat} wins the game").format(seat=nm[i]) for i in range(n)}
    opts["none"] = _("Nobody yet: the game goes on")
    right = "none" if win is None else str(win)
    got = ", ".join(f"{nm[i]} {after[i]}" for i in range(n))
    awards = " ".join(a.text_for(nm) for a in s.awards)
    if win is None:
        expl = _("{awards} Scores now: {scores}. Nobody has {target} yet.").format(awards=awards, scores=got, target=t)
    else:
        expl = _("{awards} {seat} reaches {target} (scores now: {scores}) and wins: points count as soon as they are "
                 "scored.").format(awards=awards, seat=nm[win], target=t, scores=got)
    nudge = _("Add this deal's points to the scores before it, in the order they are scored (a king before the "
              "tricks): does anyone reach {target}?").format(target=t)
    choices = tuple(Choice(k, v, k == right, expl, nudge=nudge) for k, v in opts.items())
    facts = ((_("Game to"), str(t)), (_("Before this deal"), ", ".join(f"{nm[i]} {scores[i]}" for i in range(n))))
    facts += hand_story(s)
    return Question("e_game", "e_game", seed, _("Who wins the game?"), choices, expl,
                    scene=Scene(trump=s.trump, facts=facts, game="ecarte"), source=(s, tuple(scores)))


def table_rows(penalty: str) -> tuple[tuple[str, str, str, int], ...]:
    """(opening, result, who scores, points) for every row of the engine's table."""
    rows = []
    for (pen, opening, elder_won, vole), (pts, _code) in TRICK_TABLE.items():
        if pen != penalty:
            continue
        if elder_won:
            result = _("The elder hand takes all 5 tricks (vole)") if vole else _("The elder hand takes 3 or 4 tricks (point)")
        else:
            result = _("The dealer takes all 5 tricks (vole)") if vole else _("The dealer takes 3 or 4 tricks (point)")
        rows.append((_(OPENING_WORDS[opening]), result, _("elder hand") if elder_won else _("dealer"), pts))
    return tuple(rows)


def scoring_example(rules: Rules):
    """A seeded hand played by the computer players, scored step by step by the engine."""
    from ..course import Example, Frame
    rng = random.Random(31)
    # the step promises "Kings and tricks together": the first seeded hand with a king scored
    # (the hand of seed 31 alone had none, so the example showed the tricks only)
    for _i in range(200):
        s = _played_hand(rules, rng)
        if any(a.code in ("turned_king", "declared_king") for a in s.awards):
            break
    nm = names(rules)
    frames = [Frame(_("{dealer} deals; the turn-up is the {card}. {steps}.").format(
                        dealer=nm[s.dealer], card=s.turnup.display, steps="; ".join(public_history(s, plays=False))),
                    Scene(trump=s.trump, upcard=s.turnup, upcard_label=_("turn-up"), game="ecarte"))]
    frames.append(Frame(_("Tricks: {tricks}.").format(
                            tricks=", ".join(f"{nm[i]} {s.tricks[i]}" for i in (s.elder, s.younger))),
                        Scene(trump=s.trump, game="ecarte")))
    for a in s.awards:
        frames.append(Frame(a.text_for(nm), Scene(game="ecarte")))
    return Example(_("A deal, scored"), tuple(frames))
