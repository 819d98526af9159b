"""Lesson 6: play. Follow suit, beat the led card if able, trump when void if able
(option ``must_trump``), otherwise any card; and who wins each trick."""
from __future__ import annotations

import random

from engine import ecarte
from engine.ecarte import HandState, Rules
from engine.ecarte.actions import Play
from engine.ecarte.ranking import order

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from .common import Suits, join, names, rng_for, suits
from .l1_cards import trick_question, trick_reason
from .positions import following_position, to_play


def legal_reason(s: HandState, card) -> str:
    """Why a card the engine allows may be played (the illegal ones use explain_illegal)."""
    lead = s.lead
    hand = s.hands[s.current_player]
    if lead is None:
        return f"You lead, and the leader may play any card: the {card.display} is fine."
    same = [c for c in hand if c.suit is lead.suit]
    if same:
        higher = [c for c in same if order(c) > order(lead)]
        if higher:
            return f"The {card.display} follows {suits(lead.suit)} and beats the {lead.display}, as you must."
        return (f"You hold no {suits(lead.suit)[:-1]} above the {lead.display}, so any {suits(lead.suit)[:-1]} "
                f"will do: the {card.display} follows suit.")
    if card.suit is s.trump and s.rules.must_trump:
        return f"You have no {suits(lead.suit)}, so you must trump: the {card.display} is a trump."
    if s.rules.must_trump:
        return f"You have no {suits(lead.suit)} and no trumps, so any card may be played: the {card.display} is fine."
    return (f"You have no {suits(lead.suit)}, and at this table you need not trump: any card, "
            f"the {card.display} included.")


def gen_legal(rules: Rules, seed: int) -> Question:
    rng = rng_for("legal", seed)
    s = following_position(rules, rng)
    nm = names(rules)
    hand = tuple(sorted(s.hands[s.current_player], key=lambda c: (c.suit is not s.trump, c.suit, -order(c))))
    legal = {a.card for a in s.legal_actions()}
    choices = []
    for c in hand:
        why = legal_reason(s, c) if c in legal else ecarte.explain_illegal(s, Play.of(c)).text
        choices.append(Choice(str(c), c.display, c in legal, why, (c,)))
    ok = [c.display for c in hand if c in legal]
    summary = f"The {s.lead.display} was led: you may play " + join(ok, "or") + "."
    leader = nm[s.leader]
    return Question("e_legal", "e_legal", seed,
                    f"{Suits(s.trump)} are trump and {leader} led the {s.lead.display}. Which of your cards may "
                    "you play? Choose all that apply.", tuple(choices), summary, multi=True,
                    scene=Scene(trump=s.trump, hand=hand, hand_label="Your hand", marks=False,
                                trick=((leader, s.lead),), trick_label="The trick so far",
                                facts=(("Must trump when void", "yes" if rules.must_trump else "no"),),
                                game="ecarte"), source=s)


def gen_winner(rules: Rules, seed: int) -> Question:
    """Who wins this trick: a complete trick from a real hand of the engine."""
    rng = rng_for("winner", seed)
    s = to_play(rules, rng)
    stop = rng.randrange(1, 6)
    while len(s.tricks_played) < stop:
        s = s.apply(rng.choice(s.legal_actions()))
    t = s.tricks_played[-1]
    nm = names(rules)
    follower = s.younger if t.leader == s.elder else s.elder
    return trick_question(rules, seed, "e_winner", nm[t.leader], nm[follower], t.lead, t.follow, s.trump,
                          f"{Suits(s.trump)} are trump. Trick {len(s.tricks_played)}: who wins it?",
                          source=(s, t))


def play_example(rules: Rules) -> Example:
    """The first tricks of a seeded hand with every follower's duty spelled out."""
    from .positions import bot_action
    rng = random.Random(5)
    s = to_play(rules, rng, by_bots=True)
    nm = names(rules)
    frames = []
    while len(s.tricks_played) < 3 and not s.is_over:
        lead_seat = s.current_player
        s = s.apply(bot_action(s))
        follower = s.current_player
        hand = s.hands[follower]
        legal = [a.card for a in s.legal_actions()]
        if len(legal) == len(hand):
            duty = f"Every card may be played: “{legal_reason(s, legal[0])}”"
        else:
            bad = next(c for c in hand if c not in legal)
            duty = (f"{nm[follower]} may play only {join([c.display for c in legal], 'or')}. The rule, for the "
                    f"{bad.display}: “{ecarte.explain_illegal(s, Play.of(bad)).text}”")
        frames.append(Frame(f"{nm[lead_seat]} leads the {s.lead.display}. {duty}",
                            Scene(trump=s.trump, trick=((nm[lead_seat], s.lead),), hand=hand,
                                  hand_label=f"{nm[follower]}'s hand", game="ecarte")))
        s = s.apply(bot_action(s))
        t = s.tricks_played[-1]
        _, why = trick_reason(t.lead, t.follow, s.trump)
        frames.append(Frame(f"{nm[follower]} plays the {t.follow.display}. {why} {nm[t.winner]} leads next.",
                            Scene(trump=s.trump, trick=((nm[t.leader], t.lead), (nm[follower], t.follow)),
                                  game="ecarte")))
    return Example("Following, overtaking and trumping", tuple(frames))
