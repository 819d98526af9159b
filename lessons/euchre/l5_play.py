"""The Following suit lesson: which cards may be played, and who wins the trick."""
from __future__ import annotations

from engine import euchre
from engine.euchre import words as W
from engine.euchre.actions import Action
from engine.euchre.rules import Rules

from ..quiz import Choice, Question, Scene
from .common import describe, join, partners_only, rng_for, seat_names
from .l1_bowers import trick_question
from .positions import following_position


def legal_reason(state, card) -> str:
    """Why a card in hand may be played now (the engine's legal list says it may)."""
    led = state.led_suit()
    trump = state.trump
    if led is None:
        return f"You lead this trick, and the leader may play any card: the {card.display} is fine."
    eff = euchre.effective_suit(card, trump)
    hand = state.hands[state.current_player]
    follow = [c for c in hand if euchre.effective_suit(c, trump) is led]
    if not follow:
        moved = [c for c in hand if c.suit is led and euchre.effective_suit(c, trump) is not led]
        note = (" (counting the bowers)" if led is trump else
                "".join(f" (the {c.display} is the left bower: {W.a_suit(trump)} this hand, not "
                        f"{W.a_suit(led)})" for c in moved))
        return (f"You have no {W.SUIT_PLURAL[led]}{note}, so you may play any card: "
                f"the {card.display} is fine.")
    if eff is led and card.suit is not led:
        return f"The {describe(card, trump)} counts as {W.a_suit(led)} this hand, so it follows suit."
    return f"The {card.display} follows suit: {W.suits(led)} were led."


def gen_legal(rules: Rules, seed: int) -> Question:
    rng = rng_for("legal", seed)
    s = following_position(partners_only(rules), rng)   # four cards a trick: going alone comes later
    names = seat_names(rules)
    hand = euchre.hand_order(s.hands[s.current_player], s.trump)
    legal = {a.card for a in s.legal_actions()}
    choices = []
    for c in hand:
        if c in legal:
            why = legal_reason(s, c)
        else:
            why = euchre.explain_illegal(s, Action.parse(f"play {c}")).text
        choices.append(Choice(str(c), c.display, c in legal, why, (c,)))
    led_card = s.trick[0][1]
    led = s.led_suit()
    ok_cards = [c.display for c in hand if c in legal]
    summary = (f"{W.Suits(led)} were led with the {describe(led_card, s.trump)}: you may play "
               + join(ok_cards) + ".")
    return Question("legal", "legal", seed,
                    f"{W.Suits(s.trump)} are trump and {names[s.trick[0][0]]} led. "
                    "Which of your cards may you play? Choose all that apply.",
                    tuple(choices), summary, multi=True,
                    scene=Scene(trump=s.trump, hand=hand, hand_label="Your hand", marks=False,
                                trick=tuple((names[p], c) for p, c in s.trick),
                                trick_label="The trick so far"), source=s)


def gen_winner(rules: Rules, seed: int) -> Question:
    """Who wins this trick: a complete trick from a real hand of the engine."""
    rng = rng_for("winner", seed)
    s = following_position(partners_only(rules), rng, tries=60)
    trump = s.trump
    while s.trick or not s.tricks:
        s = s.apply(rng.choice(s.legal_actions()))
        if s.is_over:
            break
    t = s.tricks[-1]
    return trick_question(rules, seed, "winner", t.plays, trump,
                          f"{W.Suits(trump)} are trump. Who wins this trick?")
