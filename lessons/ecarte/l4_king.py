"""Lesson 5: the king of trumps. Turned up, it scores at once for the dealer (or the dealer's part); held, it
scores 1 only if declared, once the exchanges are over and before the first lead."""
from __future__ import annotations

import random

from engine.ecarte import HandState, Phase, Rules
from engine.ecarte.ranking import KINGS

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from .common import arranged_deal, names, rng_for, role_of, who
from .positions import bot_action, public_history, random_opening_step


def king_position(rules: Rules, rng: random.Random) -> HandState:
    """The moment just before the first lead (the holder of the king may be asked)."""
    where = rng.choice(["elder", "younger", "elder", "younger", "turnup", "talon"])
    s = arranged_deal(rules, rng, king_to=where)
    opening = rng.choice(["stand", "refuse", "exchange"])
    while s.phase not in (Phase.DECLARE, Phase.PLAY, Phase.OVER):
        if s.phase is Phase.PROPOSAL:
            s = s.apply("stand" if opening == "stand" or s.rounds > 0 else "propose")
        elif s.phase is Phase.RESPONSE:
            s = s.apply("refuse" if opening == "refuse" else "accept")
        else:
            s = s.apply(random_opening_step(s, rng))
    return s


def gen_king(rules: Rules, seed: int) -> Question:
    rng = rng_for("king", seed)
    s = king_position(rules, rng)
    nm = names(rules)
    seat = rng.choice([s.elder, s.younger])
    king = KINGS[s.trump]
    name = nm[seat]
    opts = {
        "may": f"{name} may declare the {king.display} now for 1 point, or say nothing",
        "not_holder": f"Nothing: {name} does not hold the king of trumps",
        "turned": "Nothing: the king was turned up and has already scored 1",
        "must": f"{name} must show the {king.display}: it scores 1 whether declared or not",
    }
    if s.phase is Phase.DECLARE and s.current_player == seat:
        right = "may"
        expl = (f"{name} holds the {king.display}, the king of trumps. The exchanges are over and nobody has "
                f"led yet: now is the moment to declare it (“Roi!”) for 1 point. Undeclared, it scores nothing.")
    elif s.turnup is king:
        right = "turned"
        expl = (f"The {king.display} is the turn-up: it scored 1 for {who(s, s.younger)} at the deal, and "
                "nobody can declare it.")
    else:
        right = "not_holder"
        where = ("the other player holds it" if king in s.hands[s.elder if seat == s.younger else s.younger]
                 else "it is not in either hand (it lies in the talon or among the discards)")
        expl = f"{name} does not hold the {king.display}: {where}. Only the holder may declare it."
    why_must = " Declaring is a choice: an undeclared king scores nothing."
    choices = tuple(Choice(k, v, k == right, expl + (why_must if k == "must" else "")) for k, v in opts.items())
    hist = public_history(s)
    return Question("e_king", "e_king", seed,
                    f"The exchanges are over and nobody has led yet. What about the king of trumps for {name}?",
                    choices, expl,
                    scene=Scene(trump=s.trump, upcard=s.turnup, upcard_label="turn-up", hand=s.hands[seat], marks=False,
                                hand_label=f"{name}'s hand ({role_of(s, seat)})",
                                facts=tuple(("", h) for h in hist[-4:]), game="ecarte"),
                    source=(s, seat))


def king_example(rules: Rules) -> Example:
    """A seeded deal where the elder holds the king of trumps and declares it."""
    rng = random.Random(23)
    nm = names(rules)
    s = arranged_deal(rules, rng, dealer=0, king_to="elder")
    king = KINGS[s.trump]
    frames = [Frame(f"The turn-up is the {s.turnup.display}: {nm[s.elder]}, the elder hand, holds the "
                    f"{king.display}, the king of trumps.",
                    Scene(trump=s.trump, hand=s.hands[s.elder], hand_label=f"{nm[s.elder]}'s hand",
                          upcard=s.turnup, upcard_label="turn-up", game="ecarte"))]
    while s.phase not in (Phase.DECLARE, Phase.PLAY, Phase.OVER):
        seat = s.current_player
        a = bot_action(s)
        s = s.apply(a)
        frames.append(Frame(f"{nm[seat]}: {a}.", Scene(trump=s.trump, game="ecarte")))
    if s.phase is Phase.DECLARE:
        holder = s.current_player
        s2 = s.apply("declare king")
        frames.append(Frame(f"Before the first lead, {nm[holder]} says “Roi!” and shows the {king.display}: "
                            f"1 point at once. Score: " + ", ".join(f"{nm[i]} {p}" for i, p in enumerate(s2.points)
                                                                  if i in (s2.elder, s2.younger)) + ".",
                            Scene(trump=s.trump, hand=(king,), hand_label="Declared", game="ecarte")))
    else:
        frames.append(Frame(f"{nm[s.elder]} exchanged the king away, so there is nothing to declare.",
                            Scene(trump=s.trump, game="ecarte")))
    return Example("Declaring the king", tuple(frames))
