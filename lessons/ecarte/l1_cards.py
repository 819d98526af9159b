"""Lesson 2: the piquet deck and the card order K > Q > J > A > 10 > 9 > 8 > 7."""
from __future__ import annotations

import itertools

from engine import ecarte
from engine.cards import Card, Rank, Suit
from engine.ecarte import Rules
from engine.ecarte.ranking import DECK, POWER, order

from ..quiz import Choice, Question, Scene
from .common import ORDER_LINE, SUIT_ONE, Suits, names, rng_for, suits


def suit_high_to_low(suit: Suit, cards=DECK) -> tuple[Card, ...]:
    """The cards of ``suit`` high to low in the engine's Écarté order."""
    return tuple(sorted((c for c in cards if c.suit is suit), key=lambda c: -order(c)))


def high_to_low(cards) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: -order(c)))


def _face_value(card: Card) -> int:
    """The order a newcomer guesses: the ace highest, as in most games."""
    return int(card.rank)


def gen_rank(rules: Rules, seed: int) -> Question:
    rng = rng_for("rank", seed)
    suit = Suit(rng.randrange(4))
    members = list(suit_high_to_low(suit))
    ace = Card.of(Rank.ACE, suit)
    while True:
        chosen = rng.sample(members, 4)
        faces = any(c.rank in (Rank.JACK, Rank.QUEEN, Rank.KING) for c in chosen)
        if (ace in chosen and faces) or rng.random() < 0.1:
            break
    correct = high_to_low(chosen)
    naive = tuple(sorted(chosen, key=lambda c: -_face_value(c)))
    cands = [naive] if naive != correct else []
    swaps = []
    for i, j in itertools.combinations(range(4), 2):
        p = list(correct)
        p[i], p[j] = p[j], p[i]
        swaps.append(tuple(p))
    rng.shuffle(swaps)
    orders = [correct]
    for c in cands + swaps:
        if c not in orders:
            orders.append(c)
        if len(orders) == 4:
            break
    rng.shuffle(orders)
    shown = list(correct)
    while tuple(shown) == correct:
        rng.shuffle(shown)
    line = " > ".join(c.display for c in correct)
    why_right = f"In Écarté every suit ranks {ORDER_LINE}: the ace sits between the jack and the ten. So {line}."
    choices = []
    for i, o in enumerate(orders):
        if o == correct:
            why = why_right
        else:
            a, b = next((a, b) for a, b in zip(o, correct) if a is not b)
            why = (f"The {b.display} ranks above the {a.display}: the order is {ORDER_LINE}. "
                   f"Right: {line}.")
        choices.append(Choice(f"o{i}", " > ".join(c.display for c in o), o == correct, why, o,
                              nudge="" if o == correct else rank_nudge(o, correct)))
    return Question("e_rank", "e_rank", seed,
                    f"These are all {suits(suit)}. Which line ranks them from high to low?",
                    tuple(choices), why_right,
                    scene=Scene(hand=tuple(shown), hand_label="The cards", game="ecarte"),
                    source=(suit, tuple(chosen)))


def rank_nudge(order, correct) -> str:
    """For a learner who ranked the cards as ``order``: about the first card out of place."""
    placed, due = next((a, b) for a, b in zip(order, correct) if a is not b)
    if Rank.ACE in (placed.rank, due.rank):
        return "Where does the ace stand in Écarté? Not at the top, as in most games."
    return f"Compare the {placed.display} and the {due.display} again: which ranks higher in Écarté?"


def trick_nudge(lead: Card, follow: Card, trump: Suit, picked: Card) -> str:
    """For a learner who said ``picked`` wins the trick (it does not)."""
    if follow.suit is lead.suit:
        ace = " Remember where the ace stands." if Rank.ACE in (lead.rank, follow.rank) else ""
        return f"Both cards are {suits(lead.suit)}: which ranks higher in Écarté?{ace}"
    if picked is follow:
        return (f"The {follow.display} does not follow {suits(lead.suit)} and is not a trump: "
                "can it win the trick?")
    return f"{Suits(trump)} are trump: is either card a trump?"


def trick_reason(lead: Card, follow: Card, trump: Suit) -> tuple[int, str]:
    """(0 if the leader wins else 1, why), from the engine's trick winner."""
    w = ecarte.trick_winner(lead, follow, trump)
    if follow.suit is lead.suit:
        hi, lo = (lead, follow) if w == 0 else (follow, lead)
        what = "trumps" if lead.suit is trump else suits(lead.suit)
        return w, (f"Both cards are {what}: the {hi.display} ranks above the {lo.display} "
                   f"({ORDER_LINE}).")
    if follow.suit is trump:
        return w, (f"The {follow.display} is a trump and the {lead.display} is not: any trump beats "
                   f"any card of another suit.")
    return w, (f"The {follow.display} neither follows {suits(lead.suit)} nor is a trump, so it cannot win: "
               f"the {lead.display} takes the trick.")


def trick_question(rules: Rules, seed: int, topic: str, leader: str, follower: str,
                   lead: Card, follow: Card, trump: Suit, prompt: str, source=None) -> Question:
    w, why = trick_reason(lead, follow, trump)
    choices = (Choice(str(lead), f"{lead.display} ({leader} led)", w == 0, why,
                      nudge="" if w == 0 else trick_nudge(lead, follow, trump, lead)),
               Choice(str(follow), f"{follow.display} ({follower})", w == 1, why,
                      nudge="" if w == 1 else trick_nudge(lead, follow, trump, follow)))
    return Question(topic, topic, seed, prompt, choices, why,
                    scene=Scene(trump=trump, trick=((leader, lead), (follower, follow)), marks=False,
                                trick_label=f"{leader} led", game="ecarte"),
                    source=source if source is not None else (trump, lead, follow))


def gen_trick(rules: Rules, seed: int) -> Question:
    rng = rng_for("trick", seed)
    trump = Suit(rng.randrange(4))
    deck = list(DECK)
    lead = rng.choice(deck)
    r = rng.random()
    if r < 0.5:
        pool = [c for c in deck if c.suit is lead.suit and c is not lead]
    elif r < 0.8 and lead.suit is not trump:
        pool = [c for c in deck if c.suit is trump]
    else:
        pool = [c for c in deck if c.suit is not lead.suit]
    follow = rng.choice(pool)
    nm = names(rules)
    a, b = (nm[0], nm[1]) if rng.random() < 0.5 else (nm[1], nm[0])
    return trick_question(rules, seed, "e_trick", a, b, lead, follow, trump,
                          f"{Suits(trump)} are trump. Which card wins this trick?")


def beats_table(trump: Suit) -> tuple[tuple[Card, ...], tuple[tuple[bool | None, ...], ...]]:
    """Every card led (rows) against every card played second (columns): does the second win?"""
    cards = tuple(sorted(DECK, key=lambda c: (-(c.suit is trump), c.suit, -order(c))))
    rows = []
    for led in cards:
        table = POWER[trump][led.suit]
        rows.append(tuple(None if o is led else table[o.index] > table[led.index] for o in cards))
    return cards, tuple(rows)


__all__ = ["gen_rank", "gen_trick", "suit_high_to_low", "trick_reason", "trick_question", "beats_table",
           "SUIT_ONE"]


def order_example(rules: Rules):
    """The jack beats the ace: two tricks judged by the engine."""
    from ..course import Example, Frame
    trump = Suit.SPADES
    nm = names(rules)
    frames = [Frame(f"Hearts high to low: {' > '.join(c.display for c in suit_high_to_low(Suit.HEARTS))}.",
                    Scene(hand=suit_high_to_low(Suit.HEARTS), hand_label="Hearts, high to low", game="ecarte"))]
    for lead, follow in ((Card.parse("AH"), Card.parse("JH")), (Card.parse("KH"), Card.parse("7S"))):
        w, why = trick_reason(lead, follow, trump)
        frames.append(Frame(f"Spades are trump. {nm[0]} leads the {lead.display}, {nm[1]} plays the "
                            f"{follow.display}: {why} {nm[w]} takes the trick.",
                            Scene(trump=trump, trick=((nm[0], lead), (nm[1], follow)), game="ecarte")))
    return Example("The jack beats the ace; a trump beats the king", tuple(frames))
