"""Worked examples computed by the engine (``rules -> Example``)."""
from __future__ import annotations

from engine import euchre
from engine.cards import Card, Suit, parse_cards
from engine.words import suit as one_suit
from engine.euchre import words as W
from engine.euchre.rules import Rules
from engine.i18n import _

from ..course import Example, Frame
from ..quiz import Scene
from .common import describe, partners_only, seat_names


def left_bower_follow(rules: Rules) -> Example:
    """The rule book's own example (002): J♦ counts as a heart when hearts are trump."""
    trump = Suit.HEARTS
    hand = parse_cards("JD AD TD 9S KC")
    names = seat_names(rules)
    led = Card.parse("TH")
    trick = ((names[1 % rules.players], led),)
    frames = [
        # the cards without their marks: the gold trump border and the LEFT badge on the J♦ answered
        # the question ("…or do you?") before the next frame asks the learner to look
        Frame(_("Hearts are trump. West leads the 10♥. You hold no plain heart… or do you?"),
              Scene(trump=trump, trick=trick, hand=hand, hand_label=_("Your hand"), marks=False)),
        Frame(_("The J♦ is the **left bower**: in this deal it is a heart, the second-highest trump. "
                "So you hold exactly one heart and **must play it**. The A♦ and 10♦ are plain diamonds."),
              Scene(trump=trump, trick=trick, hand=euchre.hand_order(hand, trump),
                    hand_label=_("Your hand, sorted for hearts"))),
    ]
    return Example(_("The left bower follows trump"), tuple(frames))


def trick_example(rules: Rules) -> Example:
    """A real trick from a seeded hand, explained by the engine's ranking."""
    from .positions import to_play, simple_action
    import random
    rng = random.Random(7)
    s = to_play(partners_only(rules), rng, dealer=0)   # a full trick: going alone comes later
    names = seat_names(rules)
    frames = []
    while len(s.tricks) < 1:
        s = s.apply(simple_action(s))
    t = s.tricks[0]
    trump = s.trump
    led = euchre.effective_suit(t.plays[0][1], trump)
    frames.append(Frame(_("For this example {suits} are trump. {leader} leads the {card}: everyone must follow "
                          "with {a_suit} if they can.").format(suits=W.suits(trump), leader=names[t.leader],
                                                               card=describe(t.plays[0][1], trump), a_suit=W.a_suit(led)),
                        Scene(trump=trump, trick=((names[t.plays[0][0]], t.plays[0][1]),))))
    plays = tuple((names[p], c) for p, c in t.plays)
    trumps = [c for _s, c in t.plays if euchre.is_trump(c, trump)]
    text = (_("Everyone has played. {winner} wins with the {card}: the highest trump wins. {winner} leads next.")
            if trumps else
            _("Everyone has played. {winner} wins with the {card}: no trump was played, so the highest {suit} wins. "
              "{winner} leads next."))
    frames.append(Frame(text.format(winner=names[t.winner], card=describe(dict(t.plays)[t.winner], trump),
                                    suit=one_suit(led)),
                        Scene(trump=trump, trick=plays)))
    return Example(_("A trick from a real deal"), tuple(frames))
