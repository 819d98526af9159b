"""Lesson 5: the king of trumps. Turned up, it scores at once for the dealer (or the dealer's part); held, it
scores 1 only if declared, once the exchanges are over and before the first lead."""
from __future__ import annotations

import random

from engine.ecarte import HandState, Phase, Rules
from engine.ecarte.ranking import KINGS
from engine.i18n import _

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from .common import arranged_deal, names, rng_for, role_of, who
from .l3_exchange import ACTION_WORDS
from .positions import bot_action, last_moves, public_history, random_opening_step


KING_CASES = ("may", "declared", "turned", "not_holder")
"""What the seat asked about may do with the king of trumps: each case is asked equally often."""


def king_case(s: HandState, seat: int) -> str:
    """The answer, from the engine's state: the seat holds the king and is asked now (``may``), has
    declared it (``declared``), the king was the turn-up (``turned``), or the seat does not hold it."""
    if s.phase is Phase.DECLARE and s.current_player == seat:
        return "may"
    if s.turnup is KINGS[s.trump]:
        return "turned"
    if any(step.seat == seat and str(step.action) == "declare king" for step in s.history):
        return "declared"
    return "not_holder"


def king_position(rules: Rules, rng: random.Random, want: str) -> tuple[HandState, int]:
    """The moment just before the first lead and the seat asked about, in the case ``want`` (a
    holder who declares does so at once; the case is read back from the engine's state)."""
    for _i in range(200):
        where = "turnup" if want == "turned" else rng.choice(["elder", "younger", "talon"])
        s = arranged_deal(rules, rng, king_to=where)
        opening = rng.choice(["stand", "refuse", "exchange"])
        while s.phase not in (Phase.DECLARE, Phase.PLAY, Phase.OVER):
            if s.phase is Phase.PROPOSAL:
                s = s.apply("stand" if opening == "stand" or s.rounds > 0 else "propose")
            elif s.phase is Phase.RESPONSE:
                s = s.apply("refuse" if opening == "refuse" else "accept")
            else:
                s = s.apply(random_opening_step(s, rng))
        if s.phase is Phase.OVER:
            continue
        if want == "declared" and s.phase is Phase.DECLARE:
            s = s.apply("declare king")
        seat = rng.choice([s.elder, s.younger])
        if king_case(s, seat) == want:
            return s, seat
    raise RuntimeError(f"no king position for {want}")  # pragma: no cover


def gen_king(rules: Rules, seed: int) -> Question:
    rng = rng_for("king", seed)
    s, seat = king_position(rules, rng, rng.choice(KING_CASES))
    nm = names(rules)
    king = KINGS[s.trump]
    name = nm[seat]
    opts = {
        "may": _("{seat} may declare the {king} now for 1 point, or say nothing").format(seat=name, king=king.display),
        "declared": _("Nothing more: {seat} has declared the {king} and scored 1").format(
            seat=name, king=king.display),
        "turned": _("Nothing: the {king} is the turn-up and scored 1 at the deal").format(king=king.display),
        "not_holder": _("Nothing: {seat} does not hold the {king}, and it was not turned up").format(
            seat=name, king=king.display),
    }
    right = king_case(s, seat)
    if right == "may":
        expl = _("{seat} holds the {king}, the king of trumps. The exchanges are over and nobody has led yet: now "
                 "is the moment to declare it (“Roi!”) for 1 point. Undeclared, it scores nothing.").format(
                     seat=name, king=king.display)
    elif right == "declared":
        expl = _("{seat} holds the {king} and has just declared it (“Roi!”): 1 point, scored once. Nothing more "
                 "is to be done with it before the first lead.").format(seat=name, king=king.display)
    elif right == "turned":
        expl = _("The {king} is the turn-up: it scored 1 for {who} at the deal, and nobody can declare it.").format(
            king=king.display, who=who(s, s.younger))
    else:
        expl = (_("{seat} does not hold the {king}: the other player holds it. Only the holder may declare it.")
                if king in s.hands[s.elder if seat == s.younger else s.younger] else
                _("{seat} does not hold the {king}: it is not in either hand (it lies in the talon or among the "
                  "discards). Only the holder may declare it.")).format(seat=name, king=king.display)
    hist = public_history(s)
    nudge = {"may": _("Look at {seat}'s hand: is the {king} there? And has anything been said about it yet?"),
             "declared": _("Read the last steps of the story: what has {seat} already said?"),
             "turned": _("Look at the turn-up: which card is it?"),
             "not_holder": _("Where is the {king}: in {seat}'s hand, or turned up?")}[right].format(
                 seat=name, king=king.display)
    choices = tuple(Choice(k, v, k == right, expl, nudge=nudge) for k, v in opts.items())
    return Question("e_king", "e_king", seed,
                    _("The exchanges are over and nobody has led yet. What about the king of trumps for {seat}?"
                      ).format(seat=name),
                    choices, expl,
                    scene=Scene(trump=s.trump, upcard=s.turnup, upcard_label=_("turn-up"), hand=s.hands[seat], marks=False,
                                hand_label=_("{seat}'s hand ({role})").format(seat=name, role=role_of(s, seat)),
                                facts=last_moves(hist, 4), game="ecarte"),
                    source=(s, seat))


def king_example(rules: Rules) -> Example:
    """A seeded deal where the elder holds the king of trumps and declares it."""
    rng = random.Random(23)
    nm = names(rules)
    s = arranged_deal(rules, rng, dealer=0, king_to="elder")
    king = KINGS[s.trump]
    frames = [Frame(_("The turn-up is the {card}: {elder}, the elder hand, holds the {king}, the king of trumps."
                      ).format(card=s.turnup.display, elder=nm[s.elder], king=king.display),
                    Scene(trump=s.trump, hand=s.hands[s.elder], hand_label=_("{seat}'s hand").format(seat=nm[s.elder]),
                          upcard=s.turnup, upcard_label=_("turn-up"), game="ecarte"))]
    while s.phase not in (Phase.DECLARE, Phase.PLAY, Phase.OVER):
        seat = s.current_player
        a = bot_action(s)
        s = s.apply(a)
        frames.append(Frame(_("{seat}: {action}.").format(seat=nm[seat], action=_(ACTION_WORDS.get(str(a), str(a)))),
                            Scene(trump=s.trump, game="ecarte")))
    if s.phase is Phase.DECLARE:
        holder = s.current_player
        s2 = s.apply("declare king")
        score = ", ".join(f"{nm[i]} {p}" for i, p in enumerate(s2.points) if i in (s2.elder, s2.younger))
        frames.append(Frame(_("Before the first lead, {seat} says “Roi!” and shows the {king}: 1 point at once. "
                              "Score: {score}.").format(seat=nm[holder], king=king.display, score=score),
                            Scene(trump=s.trump, hand=(king,), hand_label=_("Declared"), game="ecarte")))
    else:
        frames.append(Frame(_("{seat} exchanged the king away, so there is nothing to declare.").format(seat=nm[s.elder]),
                            Scene(trump=s.trump, game="ecarte")))
    return Example(_("Declaring the king"), tuple(frames))
