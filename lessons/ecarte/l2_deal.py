"""Lesson 3: the deal, the turn-up and trump, the turned king, elder hand and dealer."""
from __future__ import annotations

from dataclasses import dataclass

from engine import ecarte
from engine.cards import Card, shuffled
from engine.ecarte import Rules
from engine.ecarte.ranking import DECK, KINGS

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from .common import Suits, arranged_deal, names, rng_for, role_of, suits, who


@dataclass(frozen=True)
class Packet:
    seat: int
    cards: tuple[Card, ...]


def packets(rules: Rules, dealer: int, seed: int) -> tuple[tuple[Packet, ...], Card, tuple[Card, ...]]:
    """The packets of a seeded deal in the order they are dealt (elder first), the
    turn-up and the talon. Mirrors ``engine.ecarte.deal`` (the tests check both agree;
    a candidate for the engine: ``deal_packets``)."""
    deck = shuffled(DECK, seed)
    first = 3 if rules.packets == "3+2" else 2
    elder, younger = ecarte.roles(rules.players, dealer)
    out = (Packet(elder, tuple(deck[0:first])), Packet(younger, tuple(deck[first:2 * first])),
           Packet(elder, tuple(deck[2 * first:first + 5])), Packet(younger, tuple(deck[first + 5:10])))
    return out, deck[10], tuple(deck[11:])


def gen_deal_score(rules: Rules, seed: int) -> Question:
    """Who scores what at the deal: the engine's points right after the deal."""
    rng = rng_for("deal_score", seed)
    where = rng.choice(["turnup", "turnup", "elder", "younger", None])
    s = arranged_deal(rules, rng, king_to=where)
    nm = names(rules)
    up = s.turnup
    opts = {
        "none": "Nobody scores at the deal",
        "younger": f"{nm[s.younger]} ({role_of(s, s.younger)}) scores 1",
        "elder": f"{nm[s.elder]} (elder hand) scores 1",
        "holder": "Whoever holds the king of trumps scores 1 at once",
    }
    scored = [a for a in s.awards]
    if scored:
        right = "younger" if scored[0].seat == s.younger else "elder"
        expl = (f"The turn-up is the {up.display}, the king of trumps: it scores 1 at once for "
                f"{who(s, s.younger)}." + (" In the three-player game the player on the dealer's right "
                                            "plays the dealer's part and takes it." if rules.players == 3 else ""))
    else:
        right = "none"
        expl = (f"The turn-up is the {up.display}, not a king, so nobody scores at the deal. "
                f"The king of trumps ({KINGS[up.suit].display}) held in a hand scores only when it is "
                "declared, just before the first lead.")
    choices = tuple(Choice(k, v, k == right, expl) for k, v in opts.items())
    return Question("e_deal_score", "e_deal_score", seed,
                    f"{nm[s.dealer]} deals and turns up the {up.display}. Who scores what at the deal?",
                    choices, expl,
                    scene=Scene(trump=up.suit, upcard=up, upcard_label="turn-up", game="ecarte", marks=False,
                                facts=(("Dealer", nm[s.dealer]), ("Elder hand", nm[s.elder]))),
                    source=s)


def gen_roles(rules: Rules, seed: int) -> Question:
    """Who is the elder hand (speaks first and leads the first trick)? Proposals are the next lesson."""
    rng = rng_for("roles", seed)
    dealer = rng.randrange(rules.players)
    s = ecarte.deal(rules, dealer=dealer, seed=rng.randrange(2**31))
    nm = names(rules)
    expl = (f"The elder hand is the player on the dealer's left, {nm[s.elder]}: the elder speaks first "
            "(the next lesson says about what) and leads the first trick."
            + (f" {nm[s.dealer]} deals and sits out; {nm[s.younger]}, on the dealer's right, plays "
               "the dealer's part." if rules.players == 3 else " The dealer answers."))
    choices = tuple(Choice(str(i), nm[i] + (" (the dealer)" if i == dealer else ""), i == s.elder, expl)
                    for i in range(rules.players))
    return Question("e_roles", "e_roles", seed,
                    f"{nm[dealer]} deals. Who is the elder hand, who speaks first and leads the first trick?",
                    choices, expl, scene=Scene(facts=(("Dealer", nm[dealer]), ("Players", str(rules.players))),
                                               game="ecarte"), source=s)


def deal_example(rules: Rules) -> Example:
    """A seeded deal, packet by packet (the engine's own shuffle)."""
    nm = names(rules)
    dealer = 0
    pk, up, talon = packets(rules, dealer, 4)
    elder, younger = ecarte.roles(rules.players, dealer)
    frames = []
    got = {elder: [], younger: []}
    for i, p in enumerate(pk):
        got[p.seat].extend(p.cards)
        frames.append(Frame(f"Packet {i + 1}: {len(p.cards)} cards to {nm[p.seat]} "
                            f"({'elder hand' if p.seat == elder else role_of_seat(rules, p.seat, dealer)}).",
                            Scene(hand=tuple(got[p.seat]), hand_label=f"{nm[p.seat]} so far", game="ecarte")))
    scorer = "the dealer" if rules.players == 2 else "the player taking the dealer's part"
    king = f" It is a king: {scorer} scores 1 at once!" if up is KINGS[up.suit] else ""
    frames.append(Frame(f"The 11th card is turned up: the {up.display}. {Suits(up.suit)} are trumps for this hand."
                        f"{king} The other {len(talon)} cards form the talon, face down.",
                        Scene(trump=up.suit, upcard=up, upcard_label="turn-up", game="ecarte")))
    return Example("A deal, packet by packet", tuple(frames))


def role_of_seat(rules: Rules, seat: int, dealer: int) -> str:
    elder, younger = ecarte.roles(rules.players, dealer)
    if seat == elder:
        return "elder hand"
    if seat == younger:
        return "dealer" if rules.players == 2 else "dealer's part"
    return "dealer, sitting out"


__all__ = ["packets", "gen_deal_score", "gen_roles", "deal_example", "suits"]
