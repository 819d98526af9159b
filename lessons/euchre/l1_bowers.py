"""The bowers lesson: the deck and the bowers. Explorer data and three quiz kinds."""
from __future__ import annotations

import itertools
from dataclasses import dataclass

from engine import euchre
from engine.cards import Card, Rank, Suit
from engine.words import suit as one_suit
from engine.euchre import words as W
from engine.euchre.rules import Rules
from engine.i18n import _

from ..quiz import Choice, Question, Scene
from .common import (belongs_sentence, describe, join, pick_trump, power_sentence, rank_nudge,
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
        note = (_("Lent its jack to {suits}: only {n} cards this hand.").format(suits=W.suits(trump), n=len(members))
                if lent else _("{n} cards, ace high.").format(n=len(members)))
        rows.append(SuitRow(s, members, False, lent, note))
    return tuple(rows)


# ---- quiz: rank these cards high to low ----------------------------------------------------

def gen_rank(rules: Rules, seed: int) -> Question:
    rng = rng_for("rank", seed)
    trump = pick_trump(rng)
    use_trump = rng.random() < 0.75
    suit = trump if use_trump else rng.choice([x for x in Suit if x is not trump])
    members = list(euchre.suit_order(rules.cards, trump, suit))
    k = 4
    if use_trump:
        special = [c for c in members if W.card_role(c, trump)]
        others = [c for c in members if c not in special]
        chosen = rng.sample(special, min(len(special), rng.choice((1, 2, 2)))) + []
        chosen += rng.sample(others, k - len(chosen))
    else:
        chosen = rng.sample(members, k)
    correct = euchre.suit_order(chosen, trump, suit)
    shown = list(correct)
    while tuple(shown) == correct:
        rng.shuffle(shown)
    orders = [correct] + _distractors(rng, correct, trump)
    rng.shuffle(orders)
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


def _swap(order: tuple[Card, ...], i: int) -> tuple[Card, ...]:
    p = list(order)
    p[i], p[i + 1] = p[i + 1], p[i]
    return tuple(p)


def _distractors(rng, correct: tuple[Card, ...], trump: Suit) -> list[tuple[Card, ...]]:
    """Three wrong orders. In most questions they keep the right top card and go wrong
    lower down (two neighbours swapped, e.g. the left bower and the ace of trump), so
    the top card alone does not give the answer; the others include the order a
    newcomer guesses (jacks by face value) and a wrong top card."""
    k = len(correct)
    naive = tuple(sorted(correct, key=lambda c: -(99 if c.is_joker else c.rank)))
    same_top = [p for p in itertools.permutations(correct) if p[0] is correct[0] and p != correct]
    deep = [_swap(correct, i) for i in range(1, k - 1)]
    if rng.random() < 0.6:
        picks = deep + ([naive] if naive in same_top else [])
        rest = [p for p in same_top if p not in picks]
        rng.shuffle(rest)
    else:
        picks = [_swap(correct, 0), rng.choice(deep)] + ([naive] if naive != correct else [])
        rest = [p for p in itertools.permutations(correct) if p != correct and p not in picks]
        rng.shuffle(rest)
    # the classic slip: the ace of trump above the left bower
    slip = [_swap(correct, i) for i in range(k - 1)
            if W.card_role(correct[i], trump) == "left bower" and correct[i + 1] is Card.of(Rank.ACE, trump)]
    out: list[tuple[Card, ...]] = []
    for p in slip + picks + rest:
        if p not in out:
            out.append(p)
    return out[:3]


def _rank_mistake(order, correct, trump) -> str:
    for a, b in zip(order, correct):
        if a is not b:
            return _("{card} ranks above {other}. The right order is {line}.").format(
                card=describe(b, trump), other=describe(a, trump), line=" > ".join(c.display for c in correct))
    return ""


# ---- quiz: which suit does this card belong to this hand? -------------------------------------

def gen_suit(rules: Rules, seed: int) -> Question:
    rng = rng_for("suit", seed)
    trump = pick_trump(rng)
    jacks = [c for c in rules.cards if c.rank is Rank.JACK or c.is_joker]
    card = rng.choice(jacks) if rng.random() < 0.75 else rng.choice(rules.cards)
    eff = euchre.effective_suit(card, trump)
    choices = tuple(Choice(s.letter, W.Suits(s), s is eff, belongs_sentence(card, trump),
                           nudge="" if s is eff else suit_nudge(card, trump, s)) for s in Suit)
    return Question("suit", "suit", seed,
                    _("{suits} are trump. Which suit does the {card} belong to this hand?").format(
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
        why = reason if ok else _("{card_note}; {reason}").format(card_note=power_sentence(c, trump, led),
                                                                   reason=reason[0].lower() + reason[1:])
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


def gen_trick(rules: Rules, seed: int) -> Question:
    rng = rng_for("trick", seed)
    trump = pick_trump(rng)
    n = rules.players
    cards = sample_with_bowers(rng, rules.cards, trump, n, bower_bias=0.5)
    # make the trick plausible: most followers follow the led suit when the pack allows
    leader = rng.randrange(n)
    plays = tuple(((leader + i) % n, c) for i, c in enumerate(cards))
    return trick_question(rules, seed, "trick", plays, trump,
                          _("{suits} are trump. Which card wins this trick?").format(suits=W.Suits(trump)))
