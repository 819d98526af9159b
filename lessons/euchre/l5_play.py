"""The Following suit lesson: which cards may be played, and who wins the trick."""
from __future__ import annotations

from engine import euchre
from engine.euchre import words as W
from engine.euchre.actions import Action
from engine.euchre.rules import Rules
from engine.obligation import FREE
from engine.i18n import _

from ..quiz import Choice, Question, Scene
from .common import describe, follow_nudge, join, partners_only, rng_for, seat_names
from .l1_bowers import trick_kind, trick_question, trick_shows
from .positions import following_position


def legal_reason(state, card, bowers: bool = True) -> str:
    """Why a card in hand may be played now (the engine's obligation allows it). ``bowers``: the
    lesson has taught them (lesson zero keeps the jacks out of play and does not name them)."""
    hand = state.hands[state.current_player]
    ob = euchre.obligation(hand, state.trick, state.trump, state.rules)
    led, trump = ob.led, ob.trump
    if led is None:
        return _("You lead this trick, and the leader may play any card: the {card} is fine.").format(
            card=card.display)
    if ob.kind is FREE:   # void in the led suit, perhaps only because a jack moved to trump
        moved = [c for c in hand if c.suit is led and euchre.effective_suit(c, trump) is not led]
        if led is trump and bowers:
            return _("You have no {suits} (counting the bowers), so you may play any card: the {card} is fine."
                     ).format(suits=W.SUIT_PLURAL[led], card=card.display)
        if moved:
            return _("You have no {suits} (the {left} is the left bower: {a_trump} in this deal, not {a_suit}), so "
                     "you may play any card: the {card} is fine.").format(
                         suits=W.SUIT_PLURAL[led], left=moved[0].display, a_trump=W.a_suit(trump),
                         a_suit=W.a_suit(led), card=card.display)
        return _("You have no {suits}, so you may play any card: the {card} is fine.").format(
            suits=W.SUIT_PLURAL[led], card=card.display)
    if card.suit is not led:   # it follows, though its face shows another suit: a bower or the Benny
        return _("The {card} counts as {a_suit} in this deal, so it follows suit.").format(
            card=describe(card, trump), a_suit=W.a_suit(led))
    return _("The {card} follows suit: {suits} were led.").format(card=card.display, suits=W.suits(led))


def gen_legal(rules: Rules, seed: int) -> Question:
    rng = rng_for("legal", seed)
    s = following_position(partners_only(rules), rng)   # four cards a trick: going alone comes later
    names = seat_names(rules)
    # by printed suit, not sorted for trump: trumps first put the left bower beside the trumps, the
    # answer the hidden marks keep back (is the J♦ a heart now?)
    hand = euchre.hand_order(s.hands[s.current_player], None)
    legal = {a.card for a in s.legal_actions()}
    choices = []
    for c in hand:
        if c in legal:
            why = legal_reason(s, c)
        else:
            why = euchre.explain_illegal(s, Action.parse(f"play {c}")).text
        choices.append(Choice(str(c), c.display, c in legal, why, (c,),
                              nudge="" if c in legal else follow_nudge(s.led_suit())))
    led_card = s.trick[0][1]
    led = s.led_suit()
    ok_cards = [c.display for c in hand if c in legal]
    summary = _("{suits} were led with the {card}: you may play {cards}.").format(
        suits=W.Suits(led), card=describe(led_card, s.trump), cards=join(ok_cards))
    return Question("legal", "legal", seed,
                    _("{suits} are trump and {seat} led. Which of your cards may you play? Choose all that "
                      "apply.").format(suits=W.Suits(s.trump), seat=names[s.trick[0][0]]),
                    tuple(choices), summary, multi=True,
                    # the seat named: lesson 1 had the learner sit South, and here South may be in the trick
                    scene=Scene(trump=s.trump, hand=hand, marks=False,
                                hand_label=_("Your hand ({seat})").format(seat=names[s.current_player]),
                                trick=tuple((names[p], c) for p, c in s.trick),
                                trick_label=_("The trick so far")), source=s)


def gen_winner(rules: Rules, seed: int) -> Question:
    """Who wins this trick: a complete trick from a real hand of the engine, most of them won by
    a card that is not the highest one played, or beside a jack that does not win (``TRICK_KINDS``)."""
    rng = rng_for("winner", seed)
    kind = trick_kind(rng)
    while True:
        s = following_position(partners_only(rules), rng, tries=60)
        trump = s.trump
        while s.trick or not s.tricks:
            s = s.apply(rng.choice(s.legal_actions()))
            if s.is_over:
                break
        t = s.tricks[-1]
        if trick_shows(t.plays, trump, kind):
            break
    return trick_question(rules, seed, "winner", t.plays, trump,
                          _("{suits} are trump. Who wins this trick?").format(suits=W.Suits(trump)))
