"""Lesson 2: the piquet deck and the card order K > Q > J > A > 10 > 9 > 8 > 7."""
from __future__ import annotations

import itertools

from engine import ecarte
from engine.cards import Card, Rank, Suit
from engine.ecarte import Rules
from engine.ecarte.ranking import DECK, POWER, order
from engine.i18n import _

from ..quiz import Choice, Question, Scene
from .common import ORDER_LINE, SUIT_ONE, Suits, is_face, names, rng_for, suits


def suit_high_to_low(suit: Suit, cards=DECK) -> tuple[Card, ...]:
    """The cards of ``suit`` high to low in the engine's Écarté order."""
    return tuple(sorted((c for c in cards if c.suit is suit), key=lambda c: -order(c)))


def high_to_low(cards) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: -order(c)))


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
    orders = rank_orders(correct, rng)
    shown = list(correct)
    while tuple(shown) == correct:
        rng.shuffle(shown)
    line = " > ".join(c.display for c in correct)
    # The rule once, without the line: after a miss the quiz says "The answer is **line**." itself, and the
    # mistake, the answer and the rule each said the line (three times in one feedback).
    rule = _("In Écarté every suit ranks {order}: the ace sits between the jack and the ten.").format(
        order=ORDER_LINE)
    choices = []
    for i, o in enumerate(orders):
        if o == correct:
            why = rule + " " + _("So {line}.").format(line=line)
        else:
            a, b = next((a, b) for a, b in zip(o, correct) if a is not b)
            why = _("The {card} ranks above the {other}.").format(card=b.display, other=a.display)
        choices.append(Choice(f"o{i}", " > ".join(c.display for c in o), o == correct, why, o,
                              nudge="" if o == correct else rank_nudge(o, correct)))
    return Question("e_rank", "e_rank", seed,
                    _("These are all {suits}. Which line ranks them from high to low?").format(suits=suits(suit)),
                    tuple(choices), rule,
                    scene=Scene(hand=tuple(shown), hand_label=_("The cards"), game="ecarte"),
                    source=(suit, tuple(chosen)))


def swaps(line: tuple) -> list[tuple]:
    """Every line that differs from ``line`` by swapping two of its cards."""
    out = []
    for i, j in itertools.combinations(range(len(line)), 2):
        p = list(line)
        p[i], p[j] = p[j], p[i]
        out.append(tuple(p))
    return out


def rank_orders(correct: tuple, rng) -> list[tuple]:
    """Four lines, the right one among them: a centre line and three lines one swap away from it. The
    centre is the right line only one time in four (otherwise it is itself one swap wrong, and the
    right line is one of the three), so the line most like the others gives nothing away. A swap
    that puts the ace above a face card, as most games rank it, is preferred for the centre."""
    centre_is_right = rng.randrange(4) == 0
    if centre_is_right:
        centre = correct
    else:
        wrong = swaps(correct)
        ace_high = [o for o in wrong if _ace_above_a_face(o)]
        centre = rng.choice(ace_high if ace_high and rng.random() < 0.5 else wrong)
    around = [o for o in swaps(centre) if o != correct]
    rng.shuffle(around)
    orders = [centre] + ([] if centre_is_right else [correct]) + around
    orders = orders[:4]
    rng.shuffle(orders)
    return orders


def _ace_above_a_face(line) -> bool:
    ace = next((k for k, c in enumerate(line) if c.rank is Rank.ACE), None)
    return ace is not None and any(is_face(c) for c in line[ace + 1:])


def rank_nudge(order, correct) -> str:
    """For a learner who ranked the cards as ``order``: about the first card out of place."""
    placed, due = next((a, b) for a, b in zip(order, correct) if a is not b)
    if Rank.ACE in (placed.rank, due.rank):
        return _("Where does the ace rank in Écarté? Not at the top, as in most games.")
    return _("Compare the {card} and the {other} again: which ranks higher in Écarté?").format(
        card=placed.display, other=due.display)


def trick_nudge(lead: Card, follow: Card, trump: Suit, picked: Card) -> str:
    """For a learner who said ``picked`` wins the trick (it does not)."""
    if follow.suit is lead.suit:
        if Rank.ACE in (lead.rank, follow.rank):
            return _("Both cards are {suits}: which ranks higher in Écarté? Remember where the ace ranks.").format(
                suits=suits(lead.suit))
        return _("Both cards are {suits}: which ranks higher in Écarté?").format(suits=suits(lead.suit))
    if picked is follow:
        return _("The {card} does not follow {suits} and is not a trump: can it win the trick?").format(
            card=follow.display, suits=suits(lead.suit))
    return _("{suits} are trumps: is either card a trump?").format(suits=Suits(trump))


def trick_reason(lead: Card, follow: Card, trump: Suit, order: str = ORDER_LINE) -> tuple[int, str]:
    """(0 if the leader wins else 1, why), from the engine's trick winner. ``order``: the line of ranks
    quoted (lesson zero's leaves the ace out: its place is taught in the next lesson)."""
    w = ecarte.trick_winner(lead, follow, trump)
    if follow.suit is lead.suit:
        hi, lo = (lead, follow) if w == 0 else (follow, lead)
        text = (_("Both cards are trumps: the {high} ranks above the {low} ({order}).") if lead.suit is trump else
                _("Both cards are {suits}: the {high} ranks above the {low} ({order})."))
        return w, text.format(suits=suits(lead.suit), high=hi.display, low=lo.display, order=order)
    if trump in (lead.suit, follow.suit):   # one trump (said so even when it was led: "the K♠ neither
        # follows hearts nor is a trump" with hearts trump and led hid why the trump won)
        t, other = (follow, lead) if follow.suit is trump else (lead, follow)
        return w, _("The {card} is a trump and the {led} is not: any trump beats any card of another suit.").format(
            card=t.display, led=other.display)
    return w, _("The {card} neither follows {suits} nor is a trump, so it cannot win: the {led} takes the trick."
                ).format(card=follow.display, suits=suits(lead.suit), led=lead.display)


def trick_question(rules: Rules, seed: int, topic: str, leader: str, follower: str,
                   lead: Card, follow: Card, trump: Suit, prompt: str, source=None,
                   order: str = ORDER_LINE) -> Question:
    w, why = trick_reason(lead, follow, trump, order)
    choices = (Choice(str(lead), _("{card} ({seat} led)").format(card=lead.display, seat=leader), w == 0, why,
                      nudge="" if w == 0 else trick_nudge(lead, follow, trump, lead)),
               Choice(str(follow), _("{card} ({seat})").format(card=follow.display, seat=follower), w == 1, why,
                      nudge="" if w == 1 else trick_nudge(lead, follow, trump, follow)))
    return Question(topic, topic, seed, prompt, choices, why,
                    scene=Scene(trump=trump, trick=((leader, lead), (follower, follow)), marks=False,
                                trick_label=_("{seat} led").format(seat=leader), game="ecarte"),
                    source=source if source is not None else (trump, lead, follow))


# What a who-wins question's trick shows, with its weight among the questions: "trumped", a trump
# beating a higher card of another suit; "third_suit", a higher card of a third suit losing to the
# card led; "ace", an ace beaten by the jack, queen or king of its suit; "any", any trick. Tricks as
# they come are mostly won by their higher card: a learner who always picked the higher card was
# right in 83% of lesson zero's tricks, in 76% of the cards lesson's and 74% of the Play lesson's
# (the higher in Écarté's order), one who always picked a king in 83%, 73% and 68%
# (tests/lessons/test_trick_quiz_tells.py). With two cards to choose from, the traps must not
# outnumber the rest either, or "pick the lower card" would be the tell.
TRICK_KINDS = (("trumped", 2), ("third_suit", 2), ("ace", 1), ("any", 8))
"""The cards lesson's tricks of two cards drawn from the pack."""
PLAY_TRICK_KINDS = (("trumped", 1), ("third_suit", 2), ("ace", 1), ("any", 8))
"""The Play lesson's tricks from real deals (each table's weights are measured: with the cards lesson's,
"pick the lower card" was right in 62% of the Play lesson's questions)."""
PLAIN_TRICK_KINDS = (("trumped", 2), ("third_suit", 4), ("any", 7))
"""Lesson zero's tricks: no aces (their place is the next lesson's)."""


def trick_kind(rng, kinds=None) -> str:
    names_, weights = zip(*(kinds or TRICK_KINDS))
    return rng.choices(names_, weights)[0]


def trick_shows(lead: Card, follow: Card, trump: Suit, kind: str) -> bool:
    """Whether the trick of ``lead`` and ``follow`` shows ``kind`` (see ``TRICK_KINDS``)."""
    w = ecarte.trick_winner(lead, follow, trump)
    winner, loser = (lead, follow) if w == 0 else (follow, lead)
    higher = order(loser) > order(winner) or (loser.rank is Rank.ACE and winner.rank is not Rank.ACE)
    if kind == "trumped":
        return winner.suit is trump and loser.suit is not trump and higher
    if kind == "third_suit":
        return lead.suit is not trump and follow.suit not in (lead.suit, trump) and higher
    if kind == "ace":
        return winner.suit is loser.suit and loser.rank is Rank.ACE
    return True


def _draw_trick(rng, deck) -> tuple[Suit, Card, Card]:
    trump = Suit(rng.randrange(4))
    lead = rng.choice(deck)
    r = rng.random()
    if r < 0.5:
        pool = [c for c in deck if c.suit is lead.suit and c is not lead]
    elif r < 0.8 and lead.suit is not trump:
        pool = [c for c in deck if c.suit is trump]
    else:
        pool = [c for c in deck if c.suit is not lead.suit]
    return trump, lead, rng.choice(pool)


def gen_trick(rules: Rules, seed: int) -> Question:
    """Which card wins a trick of two cards; most tricks are not won by the higher card (``TRICK_KINDS``)."""
    rng = rng_for("trick", seed)
    kind = trick_kind(rng)
    while True:
        trump, lead, follow = _draw_trick(rng, list(DECK))
        if trick_shows(lead, follow, trump, kind):
            break
    nm = names(rules)
    a, b = (nm[0], nm[1]) if rng.random() < 0.5 else (nm[1], nm[0])
    return trick_question(rules, seed, "e_trick", a, b, lead, follow, trump,
                          _("{suits} are trumps. Which card wins this trick?").format(suits=Suits(trump)))


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
    frames = [Frame(_("Hearts high to low: {line}.").format(
                        line=" > ".join(c.display for c in suit_high_to_low(Suit.HEARTS))),
                    Scene(hand=suit_high_to_low(Suit.HEARTS), hand_label=_("Hearts, high to low"), game="ecarte"))]
    for lead, follow in ((Card.parse("AH"), Card.parse("JH")), (Card.parse("KH"), Card.parse("7S"))):
        w, why = trick_reason(lead, follow, trump)
        frames.append(Frame(_("Spades are trumps. {leader} leads the {card}, {follower} plays the {other}. {why} "
                              "{winner} takes the trick.").format(leader=nm[0], card=lead.display, follower=nm[1],
                                                                 other=follow.display, why=why, winner=nm[w]),
                            Scene(trump=trump, trick=((nm[0], lead), (nm[1], follow)), game="ecarte")))
    return Example(_("The jack beats the ace; a trump beats the king"), tuple(frames))
