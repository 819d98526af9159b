"""Lesson zero: trick-taking from nothing, for Écarté. Two players face to face, turns,
a trick of two cards, leading, following (and beating), trump, winning, the goal.

Hearts are always trump here, and the aces and the king of hearts stay in the talon, so
the ace's odd place in the order (the next lesson) and the king of trumps (a later lesson) never
come up. Every position is a real engine hand in which the elder hand stands at once.
"""
from __future__ import annotations

from engine import words as common_words
from engine.obligation import FOLLOW, OVERTAKE
from engine.words import Seats

import random

from engine import ecarte
from engine.cards import Card, Rank, Suit
from engine.ecarte import HandState, Phase
from engine.ecarte.actions import Play
from engine.ecarte.ranking import DECK, KINGS, RANKS_HIGH_TO_LOW
from engine.i18n import N_, _

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from .common import SUIT_ONE, Suits, join, rng_for, two_player_note
from .l1_cards import PLAIN_TRICK_KINDS, trick_kind, trick_question, trick_reason, trick_shows
from .l5_play import duty_nudge, legal_reason

RULES = ecarte.PRESETS["classic"]
TRUMP = Suit.HEARTS
NAMES = Seats(2)
# Cards that may reach a hand in this lesson: no aces, not the king of trumps.
PLAIN_CARDS = tuple(c for c in DECK if c.rank is not Rank.ACE and c is not KINGS[TRUMP])
SEATING = ((N_("Players"), N_("South and North, face to face, each for themselves")),)
PLAIN_ORDER = " > ".join(r.display for r in RANKS_HIGH_TO_LOW if r is not Rank.ACE)
"""The order quoted when a trick is explained here: the ace's place is the next lesson's."""


def table_rules(rules) -> ecarte.Rules:
    """The two-player game of this lesson, with the table's rule for a void follower (Settings)."""
    return RULES.replace(must_trump=rules.must_trump)


def seating() -> tuple[tuple[str, str], ...]:
    """The seating facts in the language of the run."""
    return tuple((_(a), _(b)) for a, b in SEATING)


def plain_hand(dealer: int, hands, turnup: Card, rules=RULES) -> HandState:
    """A hand ready for the first lead: the elder stands, so nobody exchanges."""
    used = {c for h in hands for c in h} | {turnup}
    s = ecarte.from_deal(rules, dealer, hands, turnup, [c for c in DECK if c not in used])
    while s.phase is not Phase.PLAY:
        s = s.apply("stand" if s.phase is Phase.PROPOSAL else "no declaration")
    return s


def random_plain_hand(rng: random.Random, dealer: int, rules=RULES) -> HandState:
    hearts = [c for c in PLAIN_CARDS if c.suit is TRUMP]
    turnup = rng.choice(hearts)
    cards = [c for c in PLAIN_CARDS if c is not turnup]
    rng.shuffle(cards)
    elder, younger = ecarte.roles(2, dealer)
    hands = [(), ()]
    hands[elder], hands[younger] = cards[:5], cards[5:10]
    return plain_hand(dealer, hands, turnup, rules)


def gen_winner(rules, seed: int) -> Question:
    """Who wins a trick of plain cards, hearts trump, played legally by the engine; most tricks are
    not won by the higher card (``PLAIN_TRICK_KINDS``)."""
    rng = rng_for("z_winner", seed)
    kind = trick_kind(rng, PLAIN_TRICK_KINDS)
    while True:
        s = random_plain_hand(rng, dealer=rng.randrange(2))
        stop = rng.randrange(1, 4)
        while len(s.tricks_played) < stop:
            s = s.apply(rng.choice(s.legal_actions()))
        t = s.tricks_played[-1]
        if trick_shows(t.lead, t.follow, TRUMP, kind):
            break
    follower = 1 - t.leader
    return trick_question(RULES, seed, "e_z_winner", NAMES[t.leader], NAMES[follower], t.lead, t.follow,
                          TRUMP, two_player_note(rules) + _("Hearts are trumps. Who wins this trick?"), source=(s, t),
                          order=PLAIN_ORDER)


def gen_legal(rules, seed: int) -> Question:
    """Which cards may South play after North leads: the engine's legal list is the key."""
    rng = rng_for("z_legal", seed)
    s = random_plain_hand(rng, dealer=0, rules=table_rules(rules))   # North is the elder hand and leads
    s = s.apply(rng.choice(s.legal_actions()))
    hand = tuple(sorted(s.hands[s.current_player], key=lambda c: (c.suit is not TRUMP, c.suit, -c.rank.value)))
    legal = {a.card for a in s.legal_actions()}
    choices = tuple(Choice(str(c), c.display, c in legal,
                           legal_reason(s, c) if c in legal else ecarte.explain_illegal(s, Play.of(c)).text, (c,),
                           nudge="" if c in legal else duty_nudge(s))
                    for c in hand)
    summary = _("North led the {card}: you may play {cards}.").format(
        card=s.lead.display, cards=join([c.display for c in hand if c in legal], "or"))
    return Question("e_z_legal", "e_z_legal", seed,
                    # North is a seat of the two-player table only: say so at a three-player table
                    two_player_note(rules)
                    + _("Hearts are trumps and North led. Which of your cards may you play? Choose all that apply."),
                    choices, summary, multi=True,
                    scene=Scene(trump=TRUMP, hand=hand, hand_label=_("Your hand (South)"),
                                trick=((NAMES[1], s.lead),), trick_label=_("The trick so far"), game="ecarte"),
                    source=s)


# The example's deal: North deals, so South is the elder hand and leads. Hearts are trumps (the 7♥
# turned up, though the turn-up is only taught in the Deal lesson).
EXAMPLE_DEALER = 1
EXAMPLE_HANDS = ("KS 7S JD 8H 7C", "QS 9S 8D TC 9C")
EXAMPLE_TURNUP = "7H"
EXAMPLE_PLAYS = ("7S", "9S", "TC", "7C", "9C", "8H", "KS", "QS", "JD", "8D")


def _duty(s: HandState) -> str:
    """What the follower may play now, in words, from the engine's legal list."""
    who, hand = NAMES[s.current_player], s.hands[s.current_player]
    legal = [a.card for a in s.legal_actions()]
    if len(hand) == 1:
        return _("{seat} has only the {card} left.").format(seat=who, card=hand[0].display)
    if len(legal) == len(hand):
        # the reason speaks to the player ("You have no clubs"): quoted, as below, so "you" is the follower
        return _("{seat} may play any card: “{why}”").format(seat=who, why=legal_reason(s, legal[0]))
    bad = next(c for c in hand if c not in legal)
    # In plain words, not the engine's "you must follow suit": this example (step 2) comes one step
    # before the lesson teaches **follow suit**.
    ob = ecarte.obligation(hand, s.trick, s.trump, s.rules)
    led = ob.lead
    if ob.kind is OVERTAKE:
        why = _("{suits} were led, and a player who holds a {suit} higher than the {led} must play one.")
    elif ob.kind is FOLLOW:
        why = _("{suits} were led, and a player who holds {a_suit} must play one.")
    else:   # must trump: no card of the suit led, and a trump in hand
        why = _("{suits} were led, and a player with no {suit} who holds a trump must play one.")
    return _("{seat} may play only {cards}. Why not the {card}? {why}").format(
        seat=who, cards=join([c.display for c in legal], "or"), card=bad.display,
        why=why.format(suits=Suits(led.suit), suit=SUIT_ONE[led.suit], led=led.display,
                       a_suit=common_words.a_suit(led.suit)))


def play_plain_example(plays=EXAMPLE_PLAYS, rules=RULES) -> tuple[HandState, list[Frame]]:
    """Play ``plays`` on the engine (an illegal card would raise) and narrate each trick."""
    hands = [tuple(Card.parse(c) for c in h.split()) for h in EXAMPLE_HANDS]
    s = plain_hand(EXAMPLE_DEALER, hands, Card.parse(EXAMPLE_TURNUP), table_rules(rules))
    frames = [Frame(_("For this example hearts are trumps. {dealer} dealt, so {elder}, the elder hand, leads the "
                      "first trick. Each trick has two cards, one from each player.").format(
                          dealer=NAMES[EXAMPLE_DEALER], elder=NAMES[s.current_player]),
                    Scene(trump=TRUMP, facts=seating(), game="ecarte"))]
    for i in range(0, len(plays), 2):
        leader = s.current_player
        s = s.apply(f"play {plays[i]}")
        follower = s.current_player
        frames.append(Frame(_("{seat} leads the {card} (the leader may play any card).").format(
                                seat=NAMES[leader], card=s.lead.display) + " " + _duty(s),
                            Scene(trump=TRUMP, trick=((NAMES[leader], s.lead),), hand=s.hands[follower],
                                  hand_label=_("{seat}'s hand").format(seat=NAMES[follower]), game="ecarte")))
        s = s.apply(f"play {plays[i + 1]}")
        t = s.tricks_played[-1]
        _w, why = trick_reason(t.lead, t.follow, TRUMP, PLAIN_ORDER)
        count = [sum(1 for x in s.tricks_played if x.winner == seat) for seat in (0, 1)]
        text = (_("{seat} plays the {card}. {why} **{winner} wins the trick**. Tricks: {south} {south_tricks}, "
                  "{north} {north_tricks}.") if s.is_over else
                _("{seat} plays the {card}. {why} **{winner} wins the trick** and leads next. Tricks: {south} "
                  "{south_tricks}, {north} {north_tricks}."))
        frames.append(Frame(text.format(seat=NAMES[follower], card=t.follow.display, why=why, winner=NAMES[t.winner],
                                        south=NAMES[0], south_tricks=count[0], north=NAMES[1], north_tricks=count[1]),
                            Scene(trump=TRUMP, trick=((NAMES[t.leader], t.lead), (NAMES[follower], t.follow)),
                                  trick_label=_("Trick {n}").format(n=len(s.tricks_played)), game="ecarte")))
    if s.is_over:
        winner = max((0, 1), key=lambda seat: sum(1 for x in s.tricks_played if x.winner == seat))
        frames.append(Frame(_("All five tricks are played. {winner} took {n}: three or more wins the deal, worth "
                              "**{points} point**.").format(
                                  winner=NAMES[winner], n=sum(1 for x in s.tricks_played if x.winner == winner),
                                  points=s.result.points[winner]),
                            Scene(trump=TRUMP, game="ecarte")))
    return s, frames


def trick_example(rules) -> Example:
    _w, frames = play_plain_example(rules=rules)
    return Example(_("A whole deal, trick by trick"), tuple(frames))

