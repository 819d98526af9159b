"""Lesson 6: play. Follow suit, beat the led card if able, trump when void if able
(option ``must_trump``), otherwise any card; and who wins each trick."""
from __future__ import annotations

import random

from engine import ecarte
from engine.ecarte import HandState, Rules
from engine.ecarte.actions import Play
from engine.ecarte.ranking import order
from engine.obligation import FOLLOW, OVERTAKE, TRUMP
from engine.i18n import _

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from .common import SUIT_ONE, Suits, join, names, rng_for, suits
from .l1_cards import PLAY_TRICK_KINDS, trick_kind, trick_question, trick_reason, trick_shows
from .positions import following_position, to_play


def legal_reason(s: HandState, card) -> str:
    """Why a card the engine allows may be played (the illegal ones use explain_illegal)."""
    ob = ecarte.obligation(s.hands[s.current_player], s.trick, s.trump, s.rules)
    lead = ob.lead
    if lead is None:
        return _("You lead, and the leader may play any card: the {card} is fine.").format(card=card.display)
    if ob.kind is OVERTAKE:
        return _("The {card} follows {suits} and beats the {led}, as you must.").format(
            card=card.display, suits=suits(lead.suit), led=lead.display)
    if ob.kind is FOLLOW:
        return _("You hold no {suit} above the {led}, so any {suit} will do: the {card} follows suit.").format(
            suit=SUIT_ONE[lead.suit], led=lead.display, card=card.display)
    if ob.kind is TRUMP:
        return _("You have no {suits}, so you must trump: the {card} is a trump.").format(
            suits=suits(lead.suit), card=card.display)
    if lead.suit is s.trump:
        return _("Trumps were led and you have none, so any card may be played: the {card} is fine.").format(
            card=card.display)
    if s.rules.must_trump:
        return _("You have no {suits} and no trumps, so any card may be played: the {card} is fine.").format(
            suits=suits(lead.suit), card=card.display)
    return _("You have no {suits}, and at this table you need not trump: any card, the {card} included.").format(
        suits=suits(lead.suit), card=card.display)


def duty_nudge(s: HandState) -> str:
    """For a learner who picked a card the follower may not play: the duty, from the engine's
    obligation, without naming the cards that meet it."""
    ob = ecarte.obligation(s.hands[s.current_player], s.trick, s.trump, s.rules)
    lead = ob.lead
    if ob.kind is OVERTAKE:
        return _("{suits} were led and you can beat the {led}: you must follow suit with a card that beats "
                 "it. Which of your cards do that?").format(suits=Suits(lead.suit), led=lead.display)
    if ob.kind is FOLLOW:
        return _("{suits} were led and you hold a {suit}: you must follow suit. Which of your cards are "
                 "{those}?").format(suits=Suits(lead.suit), suit=SUIT_ONE[lead.suit], those=suits(lead.suit))
    if ob.kind is TRUMP:
        return _("{suits} were led and you have none, so you must trump. Which of your cards are "
                 "trumps?").format(suits=Suits(lead.suit))
    return ""


def gen_legal(rules: Rules, seed: int) -> Question:
    rng = rng_for("legal", seed)
    s = following_position(rules, rng)
    nm = names(rules)
    hand = tuple(sorted(s.hands[s.current_player], key=lambda c: (c.suit is not s.trump, c.suit, -order(c))))
    legal = {a.card for a in s.legal_actions()}
    choices = []
    for c in hand:
        why = legal_reason(s, c) if c in legal else ecarte.explain_illegal(s, Play.of(c)).text
        choices.append(Choice(str(c), c.display, c in legal, why, (c,),
                              nudge="" if c in legal else duty_nudge(s)))
    ok = [c.display for c in hand if c in legal]
    summary = _("The {card} was led: you may play {cards}.").format(card=s.lead.display, cards=join(ok, "or"))
    leader = nm[s.leader]
    return Question("e_legal", "e_legal", seed,
                    _("{suits} are trumps and {seat} led the {card}. You are {you}: which of your cards may you "
                      "play? Choose all that apply.").format(suits=Suits(s.trump), seat=leader, card=s.lead.display,
                                                             you=nm[s.current_player]),
                    tuple(choices), summary, multi=True,
                    scene=Scene(trump=s.trump, hand=hand, marks=False,
                                hand_label=_("Your hand ({seat})").format(seat=nm[s.current_player]),
                                trick=((leader, s.lead),), trick_label=_("The trick so far"),
                                facts=((_("Must trump when void"), _("yes") if rules.must_trump else _("no")),),
                                game="ecarte"), source=s)


def gen_winner(rules: Rules, seed: int) -> Question:
    """Who wins this trick: a complete trick from a real hand of the engine; most tricks are not won
    by the higher card (``PLAY_TRICK_KINDS``)."""
    rng = rng_for("winner", seed)
    kind = trick_kind(rng, PLAY_TRICK_KINDS)
    while True:
        s = to_play(rules, rng)
        stop = rng.randrange(1, 6)
        while len(s.tricks_played) < stop:
            s = s.apply(rng.choice(s.legal_actions()))
        t = s.tricks_played[-1]
        if trick_shows(t.lead, t.follow, s.trump, kind):
            break
    nm = names(rules)
    follower = s.younger if t.leader == s.elder else s.elder
    return trick_question(rules, seed, "e_winner", nm[t.leader], nm[follower], t.lead, t.follow, s.trump,
                          _("{suits} are trumps. Trick {n}: who wins it?").format(suits=Suits(s.trump),
                                                                                  n=len(s.tricks_played)),
                          source=(s, t))


SHOWN = frozenset({FOLLOW, OVERTAKE, "trumped"})
"""What the example must show, as its title says: a follower who follows without beating, one who must
overtake, and one who trumps a led card."""


def _play_frames(rules: Rules, seed: int) -> tuple[list[Frame], set]:
    """The first 3 tricks of the seeded hand, and what they showed (obligation kinds, ``"trumped"``)."""
    from .positions import bot_action
    s = to_play(rules, random.Random(seed), by_bots=True)
    nm = names(rules)
    frames, shown = [], set()
    while len(s.tricks_played) < 3 and not s.is_over:
        lead_seat = s.current_player
        s = s.apply(bot_action(s))
        follower = s.current_player
        hand = s.hands[follower]
        legal = [a.card for a in s.legal_actions()]
        shown.add(ecarte.obligation(hand, s.trick, s.trump, s.rules).kind)
        if len(legal) == len(hand):
            duty = _("Every card may be played: “{why}”").format(why=legal_reason(s, legal[0]))
        else:
            bad = next(c for c in hand if c not in legal)
            duty = _("{seat} may play only {cards}. Why not the {card}? “{rule}”").format(
                seat=nm[follower], cards=join([c.display for c in legal], "or"), card=bad.display,
                rule=ecarte.explain_illegal(s, Play.of(bad)).text)
        frames.append(Frame(_("{seat} leads the {card}. {duty}").format(seat=nm[lead_seat], card=s.lead.display,
                                                                       duty=duty),
                            Scene(trump=s.trump, trick=((nm[lead_seat], s.lead),), hand=hand,
                                  hand_label=_("{seat}'s hand").format(seat=nm[follower]), game="ecarte"), s))
        s = s.apply(bot_action(s))
        t = s.tricks_played[-1]
        if t.follow.suit is s.trump and t.lead.suit is not s.trump:
            shown.add("trumped")
        _w, why = trick_reason(t.lead, t.follow, s.trump)
        frames.append(Frame(_("{seat} plays the {card}. {why} {winner} leads next.").format(
                                seat=nm[follower], card=t.follow.display, why=why, winner=nm[t.winner]),
                            Scene(trump=s.trump, trick=((nm[t.leader], t.lead), (nm[follower], t.follow)),
                                  game="ecarte"), s))
    return frames, shown


def play_example(rules: Rules) -> Example:
    """The first tricks of a seeded hand with every follower's duty spelled out: the first seed from 5
    whose hand shows following, overtaking and trumping (``SHOWN``)."""
    for seed in range(5, 505):
        frames, shown = _play_frames(rules, seed)
        if SHOWN <= shown:
            break
    return Example(_("Following, overtaking and trumping"), tuple(frames))
