"""Lesson 8: variants. Three players, quick and Napoléon targets, stakes, au cercle
(bet on a hand you watch) and the jeux de règle (hands to play without proposing)."""
from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter

from engine import ecarte
from engine.ai.ecarte_bots import jeu_de_regle
from engine.cards import Card, Rank
from engine.ecarte import PRESETS, Rules
from engine.ecarte.ranking import DECK, order
from engine.i18n import N_, _

from ..quiz import Choice, Question, Scene
from ..text import signed_int
from . import l6_scoring
from .common import Suits, n_points, n_trumps, names, rng_for, suits, two_player_note
from .positions import bot_action

# ---- three players -------------------------------------------------------------------------


def gen_three(rules: Rules, seed: int) -> Question:
    r = PRESETS["three"]
    rng = rng_for("three", seed)
    dealer = rng.randrange(3)
    elder, younger = ecarte.roles(3, dealer)
    nm = names(r)

    def label(out, el, yo):
        return _("{out} sits out; {elder} is elder hand; {younger} plays the dealer's part").format(
            out=nm[out], elder=nm[el], younger=nm[yo])
    right = (dealer, elder, younger)
    perms = [p for p in itertools.permutations(range(3)) if p != right]
    rng.shuffle(perms)
    opts = sorted([right] + perms[:3])
    expl = _("{dealer} deals and sits out. The player on the dealer's left, {elder}, is the elder hand; the player "
             "on the dealer's right, {younger}, plays the dealer's part (answers proposals and scores a turned "
             "king). The deal then passes left.").format(dealer=nm[dealer], elder=nm[elder], younger=nm[younger])
    def nudge(p) -> str:
        # who sits out first, then the two sides of the dealer
        if p[0] != dealer:
            return _("Who sits out each deal in the three-player game: {seat}, or the dealer?").format(seat=nm[p[0]])
        return _("{dealer} deals and sits out. Who sits on the dealer's left (next clockwise), and who on the "
                 "right?").format(dealer=nm[dealer])
    choices = tuple(Choice("".join(map(str, p)), label(*p), p == right, expl, nudge="" if p == right else nudge(p))
                    for p in opts)
    return Question("e_three", "e_three", seed,
                    _("Three players, seated {seats} clockwise. {dealer} deals. Who does what?").format(
                        seats=", ".join(nm), dealer=nm[dealer]),
                    choices, expl, scene=Scene(facts=((_("Variant"), _("Three players")), (_("Dealer"), nm[dealer])),
                                               game="ecarte"), source=(dealer, elder, younger))


# ---- quick and Napoléon targets ------------------------------------------------------------

TARGET_TITLES = {"quick": N_("Quick Écarté (to 3)"), "napoleon": N_("Écarté de Napoléon (to 11)")}


def gen_target(rules: Rules, seed: int) -> Question:
    name = "quick" if seed % 2 == 0 else "napoleon"
    q = l6_scoring.gen_game(PRESETS[name], seed)
    title = _(TARGET_TITLES[name])
    return dataclasses.replace(q, kind="e_target", topic="e_target",
                               # one sentence: "Quick Écarté (to 3): Who wins…" read as two with a capital in the middle
                               # both presets are two-player games: say so at a three-player table
                               prompt=two_player_note(rules) + _("In {variant}, who wins the game?").format(
                                   variant=title),
                               scene=dataclasses.replace(q.scene, facts=((_("Variant"), title),) + q.scene.facts),
                               source=(q.source, name))


# ---- stakes ---------------------------------------------------------------------------------

STAKES_TARGET = 5
"""The least target of the stakes quiz's game: a game to 1 or 2 would end with the first deal,
and the balance be that deal's points times the stake, read off one line."""


def stakes_game(stake: int, seed: int, hands: int, rules: Rules):
    """A game for stakes played by the computer players under ``rules`` (two players, to the
    target in Settings or ``STAKES_TARGET``, the higher), ``hands`` deals long or to its end."""
    target = max(rules.target_score, STAKES_TARGET)
    g = ecarte.Game.new(rules.replace(players=2, stake=stake, target_score=target), seed=seed)
    played = 0
    while True:
        while not g.hand.is_over:
            g = g.apply(bot_action(g.hand))
        played += 1
        if g.is_over or played >= hands:
            return g
        g = g.next_hand()


def gen_stakes(rules: Rules, seed: int) -> Question:
    rng = rng_for("stakes", seed)
    stake = rng.choice([1, 2, 5, 10])
    g = stakes_game(stake, rng.randrange(2**31), rng.randint(2, 4), rules)
    nm = names(Rules())
    lines = []
    for i, h in enumerate(g.hands):
        got = [_("{seat} +{points} for {what}").format(seat=nm[a.seat], points=a.points,
                                                       what=l6_scoring.award_words(a.code)) for a in h.awards]
        lines.append((_("Deal {n}").format(n=i + 1), "; ".join(got) or _("no points")))
    bal = g.balance[0]
    right = balance_text(bal)
    low = rng.randrange(4)   # where the balance sits among four amounts a stake apart: anywhere
    opts = [bal + (i - low) * stake for i in range(4)]
    s0 = sum(a.points for h in g.hands for a in h.awards if a.seat == 0)
    s1 = sum(a.points for h in g.hands for a in h.awards if a.seat == 1)
    expl = _("{south} scored {p0} and {north} {p1} in all: every point is paid by the opponent at {stake} a "
             "point, so {south}'s balance is ({s0} − {s1}) × {stake} = {balance}.").format(
                 south=nm[0], north=nm[1], p0=n_points(s0), p1=n_points(s1), s0=s0, s1=s1, stake=stake,
                 balance=right)
    # (no number in it: a "0" answer would show inside "10")
    nudge = _("Add up each player's points over all the deals: the difference, times the stake, is what changes "
              "hands.")
    choices = tuple(Choice(str(v), balance_text(v), v == bal, expl, nudge=nudge) for v in opts)
    return Question("e_stakes", "e_stakes", seed,
                    two_player_note(rules) + _("Playing for {stake} a point. After these deals, what is {south}'s "
                                               "running balance?").format(stake=stake, south=nm[0]),
                    choices, expl, scene=Scene(facts=((_("Stake"), _("{stake} per point").format(stake=stake)),
                                                      (_("Game to"), str(g.rules.target_score)))
                                               + tuple(lines),
                                               game="ecarte"), source=(g, right))


def balance_text(v: int) -> str:
    """A running balance as the choices show it: ``+20``, ``−10``, ``0`` (a true minus sign)."""
    return signed_int(v)


# ---- jeux de règle --------------------------------------------------------------------------

JEU_LABEL = {   # keyed by the engine's name of each jeu de règle (``jeu_de_regle``)
    "3 trumps": N_("Stand: a jeu de règle (three trumps or more)"),
    "two trumps and a king": N_("Stand: a jeu de règle (two trumps and a king)"),
    "two trumps and three cards of one suit": N_("Stand: a jeu de règle (two trumps and three cards of one suit)"),
    "a trump and two kings": N_("Stand: a jeu de règle (a trump and two kings)"),
    "a trump and four cards of one suit": N_("Stand: a jeu de règle (a trump and four cards of one suit)"),
    "three kings": N_("Stand: a jeu de règle (three kings)"),
    "propose": N_("Propose: not a jeu de règle"),
}
JEU_KINDS = tuple(k for k in JEU_LABEL if k != "propose")


def jeu_key(hand, trump) -> str:
    why = jeu_de_regle(hand, trump)
    if why is None:
        return "propose"
    if why.endswith("trumps") and why[0].isdigit():
        return "3 trumps"
    return why


def jeu_fits(hand, trump) -> frozenset[str]:
    """Every jeu de règle the hand matches (the engine names only the first one of its table).

    Two trumps with three cards of one suit headed by its king match two rows: such a hand
    would make a quiz with one right label ambiguous."""
    t = sum(1 for c in hand if c.suit is trump)
    kings = sum(1 for c in hand if c.rank is Rank.KING and c.suit is not trump)
    side = Counter(c.suit for c in hand if c.suit is not trump)
    longest = max(side.values(), default=0)
    fits = {"3 trumps": t >= 3,
            "two trumps and a king": t == 2 and kings >= 1,
            "two trumps and three cards of one suit": t == 2 and longest >= 3,
            "a trump and two kings": t == 1 and kings >= 2,
            "a trump and four cards of one suit": t == 1 and longest >= 4,
            "three kings": t == 0 and kings >= 3}
    return frozenset(k for k, ok in fits.items() if ok) or frozenset({"propose"})


def jeu_holds(hand, trump) -> frozenset[str]:
    """Every row of the table whose cards the hand holds, read as "at least": a hand of three
    trumps and a king holds "two trumps and a king" too. Such a row is never offered as a wrong
    answer: "Stand: a jeu de règle (two trumps and a king)" was marked wrong for K♣ 10♣ 7♣ K♦ 10♠
    with clubs trump."""
    t = sum(1 for c in hand if c.suit is trump)
    kings = sum(1 for c in hand if c.rank is Rank.KING and c.suit is not trump)
    longest = max(Counter(c.suit for c in hand if c.suit is not trump).values(), default=0)
    holds = {"3 trumps": t >= 3,
             "two trumps and a king": t >= 2 and kings >= 1,
             "two trumps and three cards of one suit": t >= 2 and longest >= 3,
             "a trump and two kings": t >= 1 and kings >= 2,
             "a trump and four cards of one suit": t >= 1 and longest >= 4,
             "three kings": kings >= 3}
    return frozenset(k for k, ok in holds.items() if ok)


def jeu_position(rng: random.Random):
    target = rng.choice(JEU_KINDS + ("propose", "propose"))
    fallback = None
    for _i in range(400):
        deck = list(DECK)
        rng.shuffle(deck)
        turnup, hand = deck[0], tuple(sorted(deck[1:6], key=lambda c: (c.suit, -order(c))))
        k = jeu_key(hand, turnup.suit)
        if len(jeu_fits(hand, turnup.suit)) > 1:
            continue    # two rows of the table fit: never pose it
        fallback = fallback or (turnup, hand)
        if k == target:
            return turnup, hand
    return fallback


def gen_jeu(rules: Rules, seed: int) -> Question:
    """Should the elder hand play without proposing? The engine's (simplified) table."""
    rng = rng_for("jeu", seed)
    turnup, hand = jeu_position(rng)
    trump = turnup.suit
    right = jeu_key(hand, trump)
    # "Propose" is always offered (the question's own alternative): offered only now and then, it
    # was right in half the questions that showed it, so "pick Propose when you see it" paid
    others = [k for k in JEU_LABEL if k not in (right, "propose") and k not in jeu_holds(hand, trump)]
    rng.shuffle(others)
    keys = sorted({right, "propose", *others[:2 if right != "propose" else 3]}, key=list(JEU_LABEL).index)
    n_tr = sum(1 for c in hand if c.suit is trump)
    if right == "propose":
        expl = _("With {trumps} this hand matches none of the jeux de règle (3 trumps; 2 trumps with a king or three "
                 "of a suit; 1 trump with two kings or four of a suit; three kings): propose.").format(
                     trumps=n_trumps(n_tr))
    else:
        why = jeu_de_regle(hand, trump)
        expl = _("{hand}: a jeu de règle. The conventions say play it without proposing, even at the risk of the "
                 "penalty.").format(hand=why[0].upper() + why[1:])
    nudge = _("Count your trumps ({suits}) and your kings, and the cards of your longest other suit. Which line of "
              "the table do they match, if any?").format(suits=suits(trump))
    choices = tuple(Choice(k, _(JEU_LABEL[k]), k == right, expl, nudge=nudge) for k in keys)
    return Question("e_jeu", "e_jeu", seed,
                    _("{suits} are trumps and you are the elder hand. By the jeux de règle, stand or propose?").format(
                        suits=Suits(trump)),
                    choices, expl, scene=Scene(trump=trump, upcard=turnup, upcard_label=_("turn-up"), hand=hand,
                                               hand_label=_("Your hand"), game="ecarte"),
                    source=(turnup, hand))


# ---- au cercle: bet on a hand you watch -----------------------------------------------------

BETS = {"elder_point": N_("The elder hand wins the point: 3 tricks or more"),
        "dealer_point": N_("The dealer wins the point"),
        "vole": N_("A vole: either player takes all 5 tricks")}
"""The bets au cercle, in English (marked for the catalogue; show them through ``_()``). No brackets
in them: the explorer adds "(pays … to 1)", and two sets in a row read badly."""
ODDS = {"elder_point": 1, "dealer_point": 1, "vole": 4}


def cercle_hand(seed: int):
    """A hand dealt and played by the computer players, to watch and bet on."""
    rng = random.Random(f"cercle:{seed}")
    s = ecarte.deal(Rules(), dealer=rng.randrange(2), seed=rng.randrange(2**31))
    start = s
    while not s.is_over:
        s = s.apply(bot_action(s))
    return start, s


def bet_outcome(final, bet: str) -> bool:
    e = final.tricks[final.elder]
    return {"elder_point": e >= 3, "dealer_point": e < 3, "vole": e in (0, 5)}[bet]


VARIANT_NOTES = {
    "three": N_("Three players: in each deal one player is the dealer and **sits out**. The player on the dealer's left is "
             "the elder hand; the player on the dealer's right plays the dealer's part (answers proposals and "
             "scores a turned king). The deal passes left and each player keeps an own score."),
    "targets": N_("**Quick Écarté** plays to 3 points; **Écarté de Napoléon** to 11. Nothing else changes. "
               "Points count the moment they are scored, so a turned or declared king can end a game."),
    "stakes": N_("**For stakes**: every point is worth a fixed stake, paid by the opponent in that deal. "
              "The running balance always sums to zero. The chart shows a game played by the computer players."),
    "cercle": N_("**Au cercle**: in the Paris clubs, onlookers (the *gallery*) bet on each deal. Here you watch a "
              "deal, bet before it is played, then see how it went."),
    "jeux": N_("**Jeux de règle**: the conventional hands the elder plays *without proposing*. A simplified table "
            "(the one the computer players use): 3 trumps; 2 trumps with a king or with three cards of one suit; "
            "1 trump with two kings or four cards of one suit; no trump but three kings."),
}

__all__ = ["gen_three", "gen_target", "gen_stakes", "gen_jeu", "cercle_hand", "bet_outcome", "BETS", "ODDS",
           "VARIANT_NOTES", "stakes_game", "Card"]


def three_example(rules: Rules):
    """Three deals in a row of the three-player game: who sits out, who plays."""
    from ..course import Example, Frame
    r = PRESETS["three"]
    nm = names(r)
    frames = []
    for dealer in range(3):
        s = ecarte.deal(r, dealer=dealer, seed=dealer + 40)
        frames.append(Frame(_("{dealer} deals and sits out: {elder} (elder hand) plays {younger} (dealer's part). The "
                              "turn-up is the {card}.").format(dealer=nm[dealer], elder=nm[s.elder],
                                                               younger=nm[s.younger], card=s.turnup.display),
                            Scene(trump=s.trump, upcard=s.turnup, upcard_label=_("turn-up"),
                                  facts=((_("Sits out"), nm[dealer]),), game="ecarte")))
    return Example(_("Three players: the deal passes left"), tuple(frames))
