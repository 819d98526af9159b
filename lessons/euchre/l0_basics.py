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
from engine.words import Seats
from engine.words import suit as one_suit
from engine.euchre import words as W
from engine.euchre.actions import Action
from engine.euchre.rules import PRESETS
from engine.obligation import FOLLOW
from engine.i18n import N_, _

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from .common import follow_nudge, join, rng_for
from .l1_bowers import trick_kind, trick_question
from .l5_play import legal_reason

RULES = PRESETS["standard"]
TRUMP = Suit.HEARTS
NAMES = Seats(4)
PLAIN_CARDS = tuple(c for c in RULES.cards if c.rank is not Rank.JACK)
JACKS_ASIDE = ("JS", "JC JD JH")   # the turned-down upcard, and the rest of the kitty
SEATING = ((N_("Partners"), N_("South and North")), (N_("Their opponents"), N_("West and East")),
           (N_("Turns go"), N_("South → West → North → East")))


def seating() -> tuple[tuple[str, str], ...]:
    """The seating facts in the language of the run."""
    return tuple((_(a), _(b)) for a, b in SEATING)


def plain_hand(dealer: int, hands) -> HandState:
    """A hand ready for the first lead, hearts trump, from five plain cards per seat."""
    s = euchre.from_deal(RULES, dealer, hands, *JACKS_ASIDE)
    for _i in range(RULES.players):
        s = s.apply("pass")
    s = s.apply(f"call {TRUMP.letter}")
    while s.phase is not Phase.PLAY:
        s = s.apply("partner")
    return s


def random_plain_hand(rng: random.Random, dealer: int) -> HandState:
    cards = list(PLAIN_CARDS)
    rng.shuffle(cards)
    return plain_hand(dealer, [cards[i * 5:(i + 1) * 5] for i in range(4)])


def four_player_note(rules) -> str:
    """Lesson zero's questions are about the four-player game, but Practice asks them under
    any table in Settings: at two or three players (no partners, no West and East both at
    the table) the question first says which table it is about."""
    return "" if rules.players == 4 else _("(At a four-player table.)") + " "


def gen_seats(rules, seed: int) -> Question:
    """Who plays next (clockwise, from the engine's turn order), or who is whose partner."""
    rng = rng_for("z_seats", seed)
    s = random_plain_hand(rng, dealer=rng.randrange(4))
    for _i in range(rng.randrange(3)):   # stop before the trick's last card: its winner leads next
        s = s.apply(rng.choice(s.legal_actions()))
    seat = s.current_player
    partners, opponents, turns = seating()
    table_note = four_player_note(rules)
    if rng.random() < 0.5:
        table = Scene(facts=(partners, opponents))   # not the turns: they would give the answer
        after = s.apply(s.legal_actions()[0]).current_player   # the engine's next player, mid-trick
        why = _("Turns go clockwise, to the left: after {seat} comes {next}.").format(
            seat=NAMES[seat], next=NAMES[after])
        choices = tuple(Choice(n, n, i == after, why) for i, n in enumerate(NAMES) if i != seat)
        return Question("z_seats", "z_seats", seed,
                        table_note + _("{seat} has just played a card. Who plays next?").format(seat=NAMES[seat]),
                        choices, why, scene=table, source=(s, "next"))
    table = Scene(facts=(turns,))   # not the partners: they would give the answer
    partner = euchre.partner_of(RULES, seat)
    why = _("Partners sit opposite each other: {seat} and {partner} play together against {others}.").format(
        seat=NAMES[seat], partner=NAMES[partner],
        others=join([NAMES[i] for i in range(4) if i not in (seat, partner)]))
    choices = tuple(Choice(n, n, i == partner, why) for i, n in enumerate(NAMES) if i != seat)
    return Question("z_seats", "z_seats", seed, table_note + _("Who is {seat}'s partner?").format(seat=NAMES[seat]),
                    choices, why, scene=table, source=(s, "partner"))


# What a question's trick shows, with its weight among the questions: a trump winning over a
# higher card, a higher card of a third suit losing, or any trick. Tricks of random play are
# mostly won by their highest card: "pick the highest card" answered 74% of the questions
# (tests/lessons/test_trick_quiz_tells.py).
PLAIN_TRICK_KINDS = (("trumped", 4), ("third_suit", 3), ("any", 3))


def _shows(plays, kind: str) -> bool:
    winner = dict(plays)[euchre.trick_winner(plays, TRUMP)]
    higher = any(c.rank > winner.rank for _s, c in plays)   # a card of a higher face value, ace high
    if kind == "trumped":
        return winner.suit is TRUMP and higher
    if kind == "third_suit":
        return winner.suit is not TRUMP and higher
    return True


def gen_winner(rules, seed: int) -> Question:
    """Who wins a trick of plain cards, hearts trump: a trick played legally by the engine, most
    of them won by a card that is not the highest one played (see ``PLAIN_TRICK_KINDS``)."""
    rng = rng_for("z_winner", seed)
    kind = trick_kind(rng, PLAIN_TRICK_KINDS)
    while True:   # one random trick in 7 is trumped over a higher card, one in 25 has a higher third-suit card
        s = random_plain_hand(rng, dealer=rng.randrange(4))
        while not s.tricks:
            s = s.apply(rng.choice(s.legal_actions()))
        if _shows(s.tricks[0].plays, kind):
            break
    return trick_question(RULES, seed, "z_winner", s.tricks[0].plays, TRUMP,
                          four_player_note(rules) + _("Hearts are trump. Who wins this trick?"))


def gen_legal(rules, seed: int) -> Question:
    """Which cards may South play: East led (North dealt), the engine's legal list is the key."""
    rng = rng_for("z_legal", seed)
    s = random_plain_hand(rng, dealer=2)
    s = s.apply(rng.choice(s.legal_actions()))   # East leads any card
    hand = euchre.hand_order(s.hands[s.current_player], TRUMP)
    legal = {a.card for a in s.legal_actions()}
    choices = tuple(
        Choice(str(c), c.display, c in legal,
               legal_reason(s, c, bowers=False) if c in legal else
               euchre.explain_illegal(s, Action.parse(f"play {c}")).text,
               (c,), nudge="" if c in legal else follow_nudge(s.led_suit(), bowers=False))
        for c in hand)
    led_card = s.trick[0][1]
    summary = _("East led the {card}: you may play {cards}.").format(
        card=led_card.display, cards=join([c.display for c in hand if c in legal]))
    return Question("z_legal", "z_legal", seed,
                    four_player_note(rules) +
                    _("Hearts are trump and East led. Which of your cards may you play? Choose all that apply."),
                    choices, summary, multi=True,
                    scene=Scene(trump=TRUMP, hand=hand, hand_label=_("Your hand (South)"),
                                trick=((NAMES[3], led_card),), trick_label=_("The trick so far")), source=s)


# The example's deal, seat by seat (South, West, North, East); North deals, so East leads.
EXAMPLE_HANDS = ("9S AD QC AC KH", "9H AH TD 9D KC", "TH QD KD TC QH", "AS KS QS TS 9C")
EXAMPLE_PLAYS = ("AS", "9S", "9H", "TH", "KD", "9C", "AD", "9D")


def _why_this_card(s: HandState, card: Card) -> str:
    """Why the player to move may play ``card`` (led, followed, trumped or thrown away)."""
    ob = euchre.obligation(s.hands[s.current_player], s.trick, s.trump, s.rules)
    led = ob.led
    if led is None:
        return _("The leader may play any card.")
    if ob.kind is FOLLOW:
        return _("{suits} were led, and a player who holds {a_suit} must play one.").format(
            suits=W.Suits(led), a_suit=W.a_suit(led))
    if card.suit is TRUMP:
        return _("With no {suit} in hand, any card is allowed: a trump can win the trick.").format(
            suit=one_suit(led))
    if not any(c.suit is TRUMP for c in s.hands[s.current_player]):   # nothing to trump with
        return _("With no {suit} and no trump in hand, this card is thrown away: a card of another suit "
                 "can never win.").format(suit=one_suit(led))
    return _("With no {suit} and no wish to trump, this card is thrown away: a card of another suit can "
             "never win.").format(suit=one_suit(led))


def play_plain_example(dealer: int = 2, hands=EXAMPLE_HANDS, plays=EXAMPLE_PLAYS) -> tuple[HandState, list[Frame]]:
    """Play ``plays`` on the engine (an illegal card would raise) and narrate each card."""
    s = plain_hand(dealer, hands)
    frames = [Frame(_("Hearts are trump. {dealer} dealt, so {leader}, on the dealer's left, leads. "
                      "South and North are partners against West and East.").format(
                          dealer=NAMES[dealer], leader=NAMES[s.current_player]), Scene(trump=TRUMP, facts=seating()))]
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
        did = _("{seat} plays the {card}.") if trick_before else _("{seat} leads the {card}.")
        frames.append(Frame(did.format(seat=NAMES[seat], card=card.display) + " " + why,
                            Scene(trump=TRUMP, hand=hand,
                                  hand_label=_("{seat}'s hand before playing").format(seat=NAMES[seat]),
                                  trick=tuple((NAMES[p], c) for p, c in shown))))
        if not s.trick:   # the trick is complete: the engine says who won it
            t = s.tricks[-1]
            won = dict(t.plays)[t.winner]
            trumps = [c for _s, c in t.plays if c.suit is TRUMP]
            if trumps:
                text = _("**{winner} wins the trick** with the {card}, the highest trump. The trick counts for "
                         "{winner} and {partner}, and {winner} leads the next one.")
            else:
                text = _("**{winner} wins the trick** with the {card}, the highest {suit}, and nobody trumped. "
                         "The trick counts for {winner} and {partner}, and {winner} leads the next one.")
            frames.append(Frame(
                text.format(winner=NAMES[t.winner], card=won.display, suit=one_suit(t.plays[0][1].suit),
                            partner=NAMES[euchre.partner_of(RULES, t.winner)]),
                Scene(trump=TRUMP, trick=tuple((NAMES[p], c) for p, c in t.plays),
                      trick_label=_("Trick {n}").format(n=len(s.tricks)))))
    return s, frames


def trick_example(rules) -> Example:
    _w, frames = play_plain_example()
    return Example(_("Two tricks, card by card"), tuple(frames))
