"""The Going alone lesson: The partner sits out, who leads, lone defenders, the points."""
from __future__ import annotations

import dataclasses
import random

from engine import euchre
from engine.cards import Rank
from engine.euchre import Phase
from engine.euchre import words as W
from engine.euchre.rules import Rules
from engine.i18n import _

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from .common import join, rng_for, seat_names
from .words import VALUE_WORDS
from .l6_scoring import Outcome, points_question, row_sentence
from .positions import simple_action


def four_player(rules: Rules, lone_defender: bool = False) -> tuple[Rules, str]:
    """Going alone needs four players: other tables are taught on the standard four-player table.
    ``lone_defender``: the question needs a table that allows lone defenders too. The note says
    what the table differs in, in one sentence (two notes in a row read "(At a four-player
    table.) (At a table that allows lone defenders.)")."""
    defender = lone_defender and not (rules.players == 4 and rules.allow_lone_defender)
    if rules.players == 4 and rules.allow_alone and not defender:
        return rules, ""
    if rules.players == 4:
        if rules.allow_alone:
            return rules.replace(allow_lone_defender=True), _("(At a table that allows lone defenders.)") + " "
        if defender:
            return (rules.replace(allow_alone=True, allow_lone_defender=True),
                    _("(At a table that allows going alone and lone defenders.)") + " ")
        return rules.replace(allow_alone=True), _("(At a table that allows going alone.)") + " "
    table = Rules(deck=rules.deck if rules.deck != 25 else 24, allow_lone_defender=defender)
    return table, (_("(At a four-player table that allows lone defenders.)") if defender else
                   _("(At a four-player table.)")) + " "


def gen_lead(rules: Rules, seed: int) -> Question:
    """Who leads the first trick when someone is alone, under the table's ``lone_lead`` rule.

    A lone defender comes up in a good share of questions: on a table that does not
    allow one, the question says it is asked at a table that does."""
    rng = rng_for("lead", seed)
    dealer = rng.randrange(4)
    maker = rng.randrange(4)
    case = rng.choice(("maker", "maker", "both", "defender"))
    rules, pre = four_player(rules, lone_defender=case != "maker")
    alone = None if case == "defender" else maker
    lone_def = None if case == "maker" else rng.choice([(maker + 1) % 4, (maker + 3) % 4])
    return lead_question(rules, seed, dealer, maker, alone, lone_def, pre)


def lead_question(rules: Rules, seed: int, dealer: int, maker: int, alone: int | None,
                  lone_def: int | None, pre: str = "") -> Question:
    """Who leads, for this deal: ``alone`` is the lone maker (or ``None``), ``lone_def`` the lone defender."""
    out = {(x + 2) % 4 for x in (alone, lone_def) if x is not None}
    lead = euchre.first_leader(rules, dealer, alone, lone_def, out)
    names = seat_names(rules)
    if alone is None:
        # "plays with a partner" read as if the maker had picked a partner for the deal (or, from a
        # table of two or three, had one at all): the maker simply stays in with the partner
        story = _("{dealer} deals. {maker} makes trump and does not go alone; {defender} defends alone.")
    elif lone_def is None:
        story = _("{dealer} deals. {maker} makes trump and goes alone.")
    else:
        story = _("{dealer} deals. {maker} makes trump and goes alone; {defender} defends alone.")
    story = story.format(dealer=names[dealer], maker=names[maker],
                         defender=names[lone_def] if lone_def is not None else "")
    rule = _(VALUE_WORDS["lone_lead"][rules.lone_lead])
    out_names = join([names[x] for x in sorted(out)])
    sit = (_("{seat} sits out.") if len(out) == 1 else _("{seats} sit out.")).format(seat=out_names, seats=out_names)
    if rules.lone_lead == "loner_left":
        if alone is not None and lone_def is not None:
            expl = _("At this table the player to the lone player's left leads, and with a lone player on each "
                     "side the lone defender leads: {leader}. {sit_out}").format(leader=names[lead], sit_out=sit)
        else:
            lone = alone if alone is not None else lone_def
            expl = _("At this table the player to the lone player's left leads. {lone} is alone, so {leader} "
                     "leads. {sit_out}").format(lone=names[lone], leader=names[lead], sit_out=sit)
    else:
        first = (dealer + 1) % 4
        if first in out:
            expl = _("At this table the first playing seat to the dealer's left leads, whoever is alone: {first} "
                     "sits out, so the lead passes on to {leader}.").format(first=names[first], leader=names[lead])
        else:
            expl = _("At this table the first playing seat to the dealer's left leads, whoever is alone: "
                     "{leader}. {sit_out}").format(leader=names[lead], sit_out=sit)
    # (no seat is marked as sitting out: who sits out is part of the question)
    choices = tuple(Choice(str(s), names[s], s == lead, expl) for s in range(4))
    facts = ((_("Dealer"), names[dealer]),)
    if alone is not None:
        facts += ((_("Alone"), names[alone]),)
    if lone_def is not None:
        facts += ((_("Lone defender"), names[lone_def]),)
    facts += ((_("Who leads"), rule),)
    return Question("lead", "lead", seed, pre + story + " " + _("Who leads the first trick?"), choices, expl,
                    scene=Scene(facts=facts), source=(rules, dealer, alone, lone_def, frozenset(out)))


def gen_alone_points(rules: Rules, seed: int) -> Question:
    rules, pre = four_player(rules)
    # only results where somebody is alone (each of their scores as often as the others)
    q = points_question(rules, seed * 7 + 3, keep=lambda o: o.alone or o.lone_defender)
    return dataclasses.replace(q, kind="alone_points", topic="alone_points", seed=seed,
                               prompt=pre + q.prompt)


def _has_trump_ace(hand, trump) -> bool:
    return any(c.rank is Rank.ACE and c.suit is trump for c in hand)


def strong_enough_alone(hand, trump) -> bool:
    """A lone hand by the usual rule: both bowers and the ace of trumps, or as strong, with
    the rest able to win too (a fourth trump or an ace on the side); weaker hands play
    with the partner."""
    bowers = {c for c in hand if c.rank is Rank.JACK and euchre.is_trump(c, trump)}
    trumps = [c for c in hand if euchre.is_trump(c, trump)]
    side_ace = any(c.rank is Rank.ACE and not euchre.is_trump(c, trump) for c in hand)
    if len(bowers) < 2:
        return False
    return len(trumps) >= 4 or (len(trumps) == 3 and _has_trump_ace(hand, trump) and side_ace)


def alone_example(rules: Rules) -> Example:
    rules, pre = four_player(rules)
    names = seat_names(rules)
    rng = random.Random(5)
    for _i in range(400):
        s = euchre.deal(rules, dealer=3, seed=rng.randrange(2**31))
        while s.phase in (Phase.BID1, Phase.BID2, Phase.DISCARD, Phase.BENNY):
            s = s.apply(simple_action(s))
        if s.phase is not Phase.ALONE:
            continue
        if not strong_enough_alone(s.hands[s.maker], s.trump):
            continue
        maker = s.maker
        strength = sum(1 for c in s.hands[maker] if euchre.is_trump(c, s.trump))
        text = (_("{suits} are trump and {maker} is the maker, holding {n} trumps with both bowers and an ace on "
                  "the side: a hand that can take all five tricks without help, so {maker} decides to **go "
                  "alone**.") if strength == 3 else
                _("{suits} are trump and {maker} is the maker, holding {n} trumps with both bowers: a hand that "
                  "can take all five tricks without help, so {maker} decides to **go alone**."))
        frames = [Frame(pre + text.format(suits=W.Suits(s.trump), maker=names[maker], n=strength),
                        euchre_scene(s, maker), position=s)]
        s = s.apply("alone")
        given = dropped = None   # call for best: the partner's card, and the maker's discard
        while s.phase is not Phase.PLAY and not s.is_over:
            a = simple_action(s)
            if s.phase is Phase.GIVE and s.current_player == (maker + 2) % 4:
                given = a.card
            elif s.phase is Phase.BEST_DISCARD and s.current_player == maker:
                dropped = a.card
            s = s.apply(a)
        partner = (maker + 2) % 4
        if given is not None and dropped is not None:
            # the hand drawn below has changed: say how, or a card appears from nowhere
            sits = _("{partner}, the partner, passes {maker} the {card} (**call for best**), then lays the other "
                     "cards face down and sits out; {maker} discards the {dropped} face down.").format(
                         partner=names[partner], maker=names[maker], card=given.display, dropped=dropped.display)
        else:
            sits = _("{partner}, the partner, lays the cards face down and sits out.").format(partner=names[partner])
        frames.append(Frame(sits + " " + _("{leader} leads the first trick.").format(leader=names[s.current_player]),
                            euchre_scene(s, maker)))
        while not s.is_over:
            s = s.apply(simple_action(s))
        r = s.result
        o = Outcome(r.maker_tricks, True, r.lone_defender is not None)
        frames.append(Frame(_("{maker} takes {n} of 5 tricks alone.").format(maker=names[maker], n=r.maker_tricks)
                            + " " + row_sentence(rules, o, r.score), euchre_scene(s, maker)))
        return Example(_("Going alone in a real deal"), tuple(frames))
    return Example(_("Going alone"), ())


def euchre_scene(s, seat) -> Scene:
    return Scene(trump=s.trump, hand=euchre.hand_order(s.hands[seat], s.trump),
                 hand_label=_("{seat}'s hand").format(seat=seat_names(s.rules)[seat]))
