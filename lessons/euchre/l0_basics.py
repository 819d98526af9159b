"""Lesson zero: trick-taking from nothing. Seats and partners, clockwise turns, a trick,
leading, following suit, trump and winning, with hearts always trump and no jacks in
play (so no bower appears before the next lesson explains them).

Every position is a real engine hand of the standard game: the four jacks are kept out
of the players' hands (one turned down, three in the kitty) and hearts are named in the
second round of bidding, which this lesson does not mention.
"""
from __future__ import annotations

import random

from engine import euchre
from engine.cards import Card, Rank, Suit
from engine.euchre import HandState, Phase
from engine.euchre import words as W
from engine.euchre.actions import Action
from engine.euchre.rules import PRESETS

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from .common import join, rng_for
from .l1_bowers import trick_question
from .l5_play import legal_reason

RULES = PRESETS["standard"]
TRUMP = Suit.HEARTS
NAMES = W.SEAT_NAMES[4]
PLAIN_CARDS = tuple(c for c in RULES.cards if c.rank is not Rank.JACK)
JACKS_ASIDE = ("JS", "JC JD JH")   # the turned-down upcard, and the rest of the kitty
SEATING = (("Partners", "South and North"), ("Their opponents", "West and East"),
           ("Turns go", "South → West → North → East"))


def plain_hand(dealer: int, hands) -> HandState:
    """A hand ready for the first lead, hearts trump, from five plain cards per seat."""
    s = euchre.from_deal(RULES, dealer, hands, *JACKS_ASIDE)
    for _ in range(RULES.players):
        s = s.apply("pass")
    s = s.apply(f"call {TRUMP.letter}")
    while s.phase is not Phase.PLAY:
        s = s.apply("partner")
    return s


def random_plain_hand(rng: random.Random, dealer: int) -> HandState:
    cards = list(PLAIN_CARDS)
    rng.shuffle(cards)
    return plain_hand(dealer, [cards[i * 5:(i + 1) * 5] for i in range(4)])


def gen_seats(rules, seed: int) -> Question:
    """Who plays next (clockwise, from the engine's turn order), or who is whose partner."""
    rng = rng_for("z_seats", seed)
    s = random_plain_hand(rng, dealer=rng.randrange(4))
    for _ in range(rng.randrange(3)):   # stop before the trick's last card: its winner leads next
        s = s.apply(rng.choice(s.legal_actions()))
    seat = s.current_player
    table = Scene(facts=SEATING)
    if rng.random() < 0.5:
        after = s.apply(s.legal_actions()[0]).current_player   # the engine's next player, mid-trick
        why = (f"Turns go clockwise, to the left: after {NAMES[seat]} comes {NAMES[after]}.")
        choices = tuple(Choice(n, n, i == after, why) for i, n in enumerate(NAMES) if i != seat)
        return Question("z_seats", "z_seats", seed, f"{NAMES[seat]} has just played a card. Who plays next?",
                        choices, why, scene=table, source=(s, "next"))
    partner = euchre.partner_of(RULES, seat)
    why = (f"Partners sit opposite each other: {NAMES[seat]} and {NAMES[partner]} play together against "
           f"{join([NAMES[i] for i in range(4) if i not in (seat, partner)])}.")
    choices = tuple(Choice(n, n, i == partner, why) for i, n in enumerate(NAMES) if i != seat)
    return Question("z_seats", "z_seats", seed, f"Who is {NAMES[seat]}'s partner?", choices, why,
                    scene=table, source=(s, "partner"))


def gen_winner(rules, seed: int) -> Question:
    """Who wins a trick of plain cards, hearts trump: a trick played legally by the engine."""
    rng = rng_for("z_winner", seed)
    s = random_plain_hand(rng, dealer=rng.randrange(4))
    while not s.tricks:
        s = s.apply(rng.choice(s.legal_actions()))
    return trick_question(RULES, seed, "z_winner", s.tricks[0].plays, TRUMP,
                          "Hearts are trump. Who wins this trick?")


def gen_legal(rules, seed: int) -> Question:
    """Which cards may South play: East led (North dealt), the engine's legal list is the key."""
    rng = rng_for("z_legal", seed)
    s = random_plain_hand(rng, dealer=2)
    s = s.apply(rng.choice(s.legal_actions()))   # East leads any card
    hand = euchre.hand_order(s.hands[s.current_player], TRUMP)
    legal = {a.card for a in s.legal_actions()}
    choices = tuple(
        Choice(str(c), c.display, c in legal,
               legal_reason(s, c) if c in legal else euchre.explain_illegal(s, Action.parse(f"play {c}")).text,
               (c,))
        for c in hand)
    led_card = s.trick[0][1]
    summary = f"East led the {led_card.display}: you may play " + join([c.display for c in hand if c in legal]) + "."
    return Question("z_legal", "z_legal", seed,
                    "Hearts are trump and East led. Which of your cards may you play? Choose all that apply.",
                    choices, summary, multi=True,
                    scene=Scene(trump=TRUMP, hand=hand, hand_label="Your hand (South)",
                                trick=(("East", led_card),), trick_label="The trick so far"), source=s)


# The example's deal, seat by seat (South, West, North, East); North deals, so East leads.
EXAMPLE_HANDS = ("9S AD QC AC KH", "9H AH TD 9D KC", "TH QD KD TC QH", "AS KS QS TS 9C")
EXAMPLE_PLAYS = ("AS", "9S", "9H", "TH", "KD", "9C", "AD", "9D")


def _why_this_card(s: HandState, card: Card) -> str:
    """Why the player to move may play ``card`` (led, followed, trumped or thrown away)."""
    led = s.led_suit()
    if led is None:
        return "The leader may play any card."
    if card.suit is led:
        return f"{W.Suits(led)} were led, and a player who holds {W.a_suit(led)} must play one."
    if card.suit is TRUMP:
        return f"With no {W.SUIT_SINGULAR[led]} in hand, any card is allowed: a trump can win the trick."
    return (f"With no {W.SUIT_SINGULAR[led]} and no wish to trump, this card is thrown away: "
            "a card of another suit can never win.")


def play_plain_example(dealer: int = 2, hands=EXAMPLE_HANDS, plays=EXAMPLE_PLAYS) -> tuple[HandState, list[Frame]]:
    """Play ``plays`` on the engine (an illegal card would raise) and narrate each card."""
    s = plain_hand(dealer, hands)
    frames = [Frame(f"Hearts are trump. {NAMES[dealer]} dealt, so {NAMES[s.current_player]}, on the dealer's left, leads. "
                    "South and North are partners against West and East.", Scene(trump=TRUMP, facts=SEATING))]
    for text in plays:
        seat, card = s.current_player, Card.parse(text)
        hand = euchre.hand_order(s.hands[seat], TRUMP)
        why = _why_this_card(s, card)
        trick_before = s.trick
        s = s.apply(f"play {card}")
        if trick_before:
            shown = trick_before + ((seat, card),)
        else:
            shown = ((seat, card),)
        verb = "leads" if not trick_before else "plays"
        frames.append(Frame(f"{NAMES[seat]} {verb} the {card.display}. {why}",
                            Scene(trump=TRUMP, hand=hand, hand_label=f"{NAMES[seat]}'s hand before playing",
                                  trick=tuple((NAMES[p], c) for p, c in shown))))
        if not s.trick:   # the trick is complete: the engine says who won it
            t = s.tricks[-1]
            won = dict(t.plays)[t.winner]
            trumps = [c for _, c in t.plays if c.suit is TRUMP]
            how = ("the highest trump" if trumps else f"the highest {W.SUIT_SINGULAR[t.plays[0][1].suit]}, "
                   "and nobody trumped")
            frames.append(Frame(
                f"**{NAMES[t.winner]} wins the trick** with the {won.display}, {how}. The trick counts for "
                f"{NAMES[t.winner]} and {NAMES[euchre.partner_of(RULES, t.winner)]}, and {NAMES[t.winner]} "
                "leads the next one.", Scene(trump=TRUMP, trick=tuple((NAMES[p], c) for p, c in t.plays),
                                             trick_label=f"Trick {len(s.tricks)}")))
    return s, frames


def trick_example(rules) -> Example:
    _, frames = play_plain_example()
    return Example("Two tricks, card by card", tuple(frames))
