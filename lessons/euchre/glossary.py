"""The Euchre glossary: every word its lessons teach, in the order they meet them
(``lessons.glossary`` links lesson text to it)."""
from __future__ import annotations

from engine.i18n import N_

from ..glossary import LEAD, Term

GLOSSARY: tuple[Term, ...] = (
    Term("trick", N_("Trick"), N_("A round of play in which each player puts down one card; the best card takes "
                               "all of them. Whoever wins a trick leads the next one. Four players, four cards."),
         (N_("trick"), N_("tricks"))),
    Term("lead", N_("Lead"), LEAD, (N_("lead"), N_("leads"), N_("leader"), N_("leading"))),
    Term("follow", N_("Follow suit"),
         N_("Play a card of the suit that was led. You must when you can; the left bower counts as a trump, "
         "not as its printed suit."), (N_("follow suit"), N_("follows suit"), N_("following suit"), N_("follow"))),
    Term("trump", N_("Trump"), N_("The suit chosen for this deal that beats every other suit: the lowest trump "
                               "beats the ace of any other suit."), (N_("trump"), N_("trumps"))),
    Term("maker", N_("Maker"),
         N_("The player who chose trump, and that player's partner: together the makers must take at least "
         "three tricks."), (N_("makers"), N_("maker"))),
    Term("defender", N_("Defender"), N_("A player on the side that did not choose trump; defenders try to stop "
         "the makers taking three tricks."), (N_("defenders"), N_("defender"))),
    Term("euchre", N_("Euchre (a euchre)"),
         N_("What happens when the makers take fewer than three tricks: they are euchred, and the defenders "
         "score 2 points."), (N_("euchred"), N_("a euchre"))),
    Term("march", N_("March"), N_("The makers taking all five tricks: 2 points, or 4 for a player who went alone."),
         (N_("march"),)),
    Term("bower", N_("Bowers (right and left)"),
         N_("The two jacks of the trump colour. The right bower, the jack of trump, is the highest card; the "
         "left bower, the other jack of that colour, comes next and counts as a trump for the whole deal."),
         (N_("right bower"), N_("left bower"), N_("bowers"), N_("bower"))),
    Term("kitty", N_("Kitty"), N_("The cards left over after the deal, face down, with one turned up on top."),
         (N_("kitty"),)),
    Term("upcard", N_("Upcard"), N_("The kitty's top card, turned face up. In the first round of bidding only its "
         "suit can become trump, and whoever orders it up puts it in the dealer's hand."), (N_("upcard"),)),
    Term("turned-down", N_("Turned down"),
         N_("When all four pass in the first round, the upcard is turned face down; its suit cannot be named "
         "trump in the second round."), (N_("turned down"), N_("turned-down"), N_("turned face down"))),
    Term("next", N_("Next"),
         N_("The suit of the same colour as the turned-down one. Calling next in the second round is a common "
         "choice for the player to the dealer's left: nobody took the turned-down suit, so the dealer's side "
         "probably holds little of that colour, and the two jacks of that colour are next's bowers."),
         (N_("next suit"), N_("calling next"))),
    Term("loner", N_("Loner (going alone)"),
         N_("A maker who plays without a partner: the partner's cards stay face down. A loner who takes all "
         "five tricks scores 4."), (N_("loner"), N_("going alone"), N_("go alone"), N_("goes alone"), N_("lone player"))),
)
