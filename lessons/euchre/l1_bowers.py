"""The bowers lesson: the deck and the bowers. Explorer data and three quiz kinds."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from engine import euchre
from engine.cards import Card, Rank, Suit
from engine.words import suit as one_suit
from engine.euchre import words as W
from engine.euchre.rules import Rules
from engine.i18n import _

from ..quiz import Choice, Question, Scene
from .common import (belongs_sentence, describe, join, losing_sentence, pick_trump, rank_nudge,
                     rng_for, sample_with_bowers, seat_names, suit_nudge, trick_nudge)


@dataclass(frozen=True)
class SuitRow:
    suit: Suit
    cards: tuple[Card, ...]      # this hand's members, high to low
    is_trump: bool
    lent: Card | None            # the jack this suit lent to trump (shown as missing)
    note: str


def ranking_rows(rules: Rules, trump: Suit) -> tuple[SuitRow, ...]:
    """Every card of the pack by the suit it belongs to this hand, high to low (engine order)."""
    n = len(euchre.trump_order(rules.cards, trump))
    rows = [SuitRow(trump, euchre.trump_order(rules.cards, trump), True, None,
                    (_("Trump: {n} cards. The Benny, then the right and left bowers.") if rules.has_benny
                     else _("Trump: {n} cards. The right bower, then the left bower, then A K Q 10 9…")
                     ).format(n=n))]
    for s in Suit:
        if s is trump:
            continue
        members = euchre.suit_order(rules.cards, trump, s)
        lent = Card.of(Rank.JACK, s) if s is trump.same_colour else None
        note = (_("Lent its jack to {suits}: only {n} cards in this deal.").format(suits=W.suits(trump), n=len(members))
                if lent else _("{n} cards, ace high.").format(n=len(members)))
        rows.append(SuitRow(s, members, False, lent, note))
    return tuple(rows)


# ---- quiz: rank these cards high to low ----------------------------------------------------

def gen_rank(rules: Rules, seed: int, featured: Callable[[Card], bool] | None = None) -> Question:
    """Rank four cards of one suit high to low. ``featured``: the cards of a variant (the Benny,
    the 8s), one of which is always among the four."""
    rng = rng_for("rank", seed)
    trump = pick_trump(rng)
    use_trump = rng.random() < 0.75
    suit = trump if use_trump else rng.choice([x for x in Suit if x is not trump])
    if featured and not any(featured(c) for c in euchre.suit_order(rules.cards, trump, suit)):
        suit, use_trump = trump, True   # the Benny is always a trump
    members = list(euchre.suit_order(rules.cards, trump, suit))
    k = 4
    if use_trump:
        special = [c for c in members if W.card_role(c, trump)]
        others = [c for c in members if c not in special]
        chosen = rng.sample(special, min(len(special), rng.choice((1, 2, 2)))) + []
        chosen += rng.sample(others, k - len(chosen))
    else:
        chosen = rng.sample(members, k)
    if featured and not any(featured(c) for c in chosen):
        star = rng.choice([c for c in members if featured(c)])
        # in place of a card of the same kind (a bower for the Benny, a plain card for an 8)
        i = next((i for i, c in enumerate(chosen) if bool(W.card_role(c, trump)) == bool(W.card_role(star, trump))),
                 0)
        chosen[i] = star
    correct = euchre.suit_order(chosen, trump, suit)
    shown = list(correct)
    while tuple(shown) == correct:
        rng.shuffle(shown)
    orders = _lines(rng, correct, trump)
    line = " > ".join(describe(c, trump) for c in correct)
    why_right = _("High to low with {suits} trump: {line}.").format(suits=W.suits(trump), line=line)
    choices = []
    for i, order in enumerate(orders):
        label = " > ".join(c.display for c in order)
        ok = order == correct
        why = why_right if ok else _rank_mistake(order, correct, trump)
        choices.append(Choice(f"o{i}", label, ok, why, order,
                              nudge="" if ok else rank_nudge(order, correct, trump)))
    prompt = (_("These are all trumps ({trumps}). Which line ranks them from high to low?") if use_trump else
              _("These are all {suits} (trump is {trumps}). Which line ranks them from high to low?"))
    return Question("rank", "rank", seed, prompt.format(trumps=W.suits(trump), suits=W.suits(suit)),
                    tuple(choices), why_right, scene=Scene(trump=trump, hand=tuple(shown), marks=False,
                                                           hand_label=_("The cards")),
                    source=(trump, suit, tuple(chosen)))


# The four lines of a question are one line B rearranged by these moves (positions of B, per
# line); the right line takes a role at random. So no line is special in the way the four relate
# to each other (the one most like the rest, the most common top card): only knowing the ranks
# tells them apart. In "same top" the four agree on the top card and differ lower down.
SHAPES = {
    "swaps": ((0, 1, 2, 3), (1, 0, 2, 3), (0, 2, 1, 3), (0, 1, 3, 2)),
    "same top": ((0, 1, 2, 3), (0, 2, 1, 3), (0, 1, 3, 2), (0, 2, 3, 1)),
}
# The classic slip, the ace of trump above the left bower, swaps two neighbours at position 0, 1
# or 2: these shapes hold that swap and another, and every line is the swap of one other line.
SLIP_SHAPES = {
    0: ((0, 1, 2, 3), (1, 0, 2, 3), (0, 1, 3, 2), (1, 0, 3, 2)),
    1: ((0, 1, 2, 3), (0, 2, 1, 3), (3, 1, 2, 0), (3, 2, 1, 0)),
    2: ((0, 1, 2, 3), (1, 0, 2, 3), (0, 1, 3, 2), (1, 0, 3, 2)),
}


def _lines(rng, correct: tuple[Card, ...], trump: Suit) -> list[tuple[Card, ...]]:
    """The four lines to choose from (four cards), the right one among them."""
    slip = [i for i in range(len(correct) - 1) if W.card_role(correct[i], trump) == "left bower"
            and correct[i + 1] is Card.of(Rank.ACE, trump)]
    shape = SLIP_SHAPES[slip[0]] if slip else SHAPES[rng.choice(("swaps", "same top", "same top"))]
    role = shape[rng.randrange(len(shape))]
    base: list[Card] = list(correct)
    for i, p in enumerate(role):   # the base line that this role turns into the right line
        base[p] = correct[i]
    return [tuple(base[p] for p in move) for move in shape]


def _rank_mistake(order, correct, trump) -> str:
    for a, b in zip(order, correct):
        if a is not b:
            return _("{card} ranks above {other}.").format(card=describe(b, trump), other=describe(a, trump))
    return ""


# ---- quiz: which suit does this card belong to this hand? -------------------------------------

def gen_suit(rules: Rules, seed: int) -> Question:
    rng = rng_for("suit", seed)
    trump = pick_trump(rng)
    # The answer is the card's printed suit or trump. Mostly jacks and any cards, the printed suit was
    # right in 81% of the questions; now the left bower (trump, the lesson's trap) about as often as
    # a card that keeps its suit (half of them the other jacks), and seldom a plain trump
    trumps = [c for c in rules.cards if euchre.effective_suit(c, trump) is trump]
    left = [c for c in trumps if euchre.is_left_bower(c, trump)]
    off = [c for c in rules.cards if c not in trumps]
    r = rng.random()
    pool = (left if r < 0.46 else [c for c in trumps if c not in left] if r < 0.54 else
            [c for c in off if c.rank is Rank.JACK] if r < 0.78 else off)
    card = rng.choice(pool)
    eff = euchre.effective_suit(card, trump)
    choices = tuple(Choice(s.letter, W.Suits(s), s is eff, belongs_sentence(card, trump),
                           nudge="" if s is eff else suit_nudge(card, trump, s, rules.has_benny)) for s in Suit)
    return Question("suit", "suit", seed,
                    _("{suits} are trump. Which suit does the {card} belong to in this deal?").format(
                        suits=W.Suits(trump), card=card.display),
                    choices, belongs_sentence(card, trump),
                    scene=Scene(trump=trump, hand=(card,), hand_label=_("The card"), marks=False), source=(trump, card))


# ---- quiz: which card wins this trick? ---------------------------------------------------------

def trick_question(rules: Rules, seed: int, topic: str, plays: tuple[tuple[int, Card], ...],
                   trump: Suit, prompt: str) -> Question:
    names = seat_names(rules)
    winner = euchre.trick_winner(plays, trump)
    led = euchre.effective_suit(plays[0][1], trump)
    reason = _win_reason(plays, trump, led, winner)
    choices = []
    for s, c in plays:
        ok = s == winner
        # a wrong card's own note; the reason (the question's explanation) follows it once
        why = reason if ok else losing_sentence(c, dict(plays)[winner], trump, led)
        choices.append(Choice(str(c), _("{card} ({seat})").format(card=c.display, seat=names[s]), ok, why, (c,),
                              nudge="" if ok else trick_nudge(plays, trump, c)))
    return Question(topic, topic, seed, prompt, tuple(choices), reason,
                    scene=Scene(trump=trump, trick=tuple((names[s], c) for s, c in plays), marks=False,
                                trick_label=_("{seat} led").format(seat=names[plays[0][0]])),
                    source=(trump, plays))


def _win_reason(plays, trump, led, winner) -> str:
    card = dict(plays)[winner]
    trumps = [c for _s, c in plays if euchre.is_trump(c, trump)]
    if trumps:
        if len(trumps) == 1:
            return _("The {card} is the only trump in the trick, so it wins.").format(card=describe(card, trump))
        others = [c for c in trumps if c is not card]
        return _("The {card} is the highest trump played (above {others}), so it wins.").format(
            card=describe(card, trump), others=join([describe(c, trump) for c in others]))
    return _("Nobody played a trump, so the highest {suit} wins: the {card}. Cards of other suits can never "
             "win.").format(suit=one_suit(led), card=card.display)


# What a "which card wins" question's trick shows, with its weight among the questions: "higher", a
# card of a higher face value than the winner beaten (trumped, of a third suit, or an ace under a
# bower); "jack", a jack that does not win (the left under the right bower, a jack of the other
# colour); "jack_beaten", a jack beaten by a card that is neither a jack nor the Benny; "any", any
# trick. Tricks as they come are mostly won by their highest card or by a jack: a learner who always
# picked the highest card was right in 52% of the tricks from real deals, one who always picked a
# jack in 58% of them and in 63% of the bowers lesson's (tests/lessons/test_trick_quiz_tells.py).
TRICK_KINDS = (("higher", 4), ("jack", 1), ("jack_beaten", 3), ("any", 2))
BOWER_TRICK_KINDS = (("higher", 4), ("jack", 1), ("jack_beaten", 4), ("any", 1))
"""The bowers lesson's tricks hold a bower more often than chance, so more of them show a jack beaten."""


def trick_kind(rng, kinds=TRICK_KINDS) -> str:
    names, weights = zip(*kinds)
    return rng.choices(names, weights)[0]


def trick_shows(plays, trump: Suit, kind: str) -> bool:
    """Whether the trick ``plays`` shows ``kind`` (see ``TRICK_KINDS``; the joker has no face value)."""
    winner = dict(plays)[euchre.trick_winner(plays, trump)]
    others = [c for _s, c in plays if c is not winner and not c.is_joker]
    if kind == "higher":
        return not winner.is_joker and any(c.rank > winner.rank for c in others)
    if kind == "jack":
        return any(c.rank is Rank.JACK for c in others)
    if kind == "jack_beaten":   # not by the Benny, which would then win too often
        return not winner.is_joker and winner.rank is not Rank.JACK and any(c.rank is Rank.JACK for c in others)
    return True


def gen_trick(rules: Rules, seed: int) -> Question:
    rng = rng_for("trick", seed)
    n = rules.players
    kind = trick_kind(rng, BOWER_TRICK_KINDS)
    while True:
        trump = pick_trump(rng)
        cards = sample_with_bowers(rng, rules.cards, trump, n, bower_bias=0.5)
        leader = rng.randrange(n)
        plays = tuple(((leader + i) % n, c) for i, c in enumerate(cards))
        if trick_shows(plays, trump, kind):
            break
    return trick_question(rules, seed, "trick", plays, trump,
                          _("{suits} are trump. Which card wins this trick?").format(suits=W.Suits(trump)))
