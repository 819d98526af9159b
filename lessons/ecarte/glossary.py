"""The Écarté glossary: every word its lessons teach, in the order they meet them
(``lessons.glossary`` links lesson text to it)."""
from __future__ import annotations

from engine.i18n import N_

from ..glossary import LEAD, Term

GLOSSARY: tuple[Term, ...] = (
    Term("trick", N_("Trick"), N_("A round of play in which each player puts down one card; the best card takes "
                               "all of them. Whoever wins a trick leads the next one. Two players, two cards."),
         (N_("trick"), N_("tricks"))),
    Term("lead", N_("Lead"), LEAD, (N_("lead"), N_("leads"), N_("leader"), N_("leading"))),
    Term("follow", N_("Follow suit"),
         N_("Play a card of the suit that was led. In Écarté you must, and you must also beat the led card if "
         "you can; with none of that suit you must play a trump if you have one."),
         (N_("follow suit"), N_("follows suit"), N_("following suit"), N_("follow"))),
    Term("trump", N_("Trump"), N_("The suit of the turned-up card; any trump beats any card of another suit."),
         (N_("trump"), N_("trumps"))),
    Term("elder", N_("Elder hand"), N_("The player who speaks first (stand or propose) and leads the first "
         "trick: with two players, the one who did not deal; with three, the one on the dealer's left "
         "(the dealer sits out that deal, and the player on the dealer's right takes the dealer's part)."),
         (N_("elder hand"), N_("elder"))),
    Term("turn-up", N_("Turn-up"), N_("The eleventh card, turned face up after the deal: its suit is trump."),
         (N_("turn-up"), N_("turned up"))),
    Term("proposal", N_("Proposal"),
         N_("The elder hand asking to exchange cards. If the dealer accepts, both discard and draw from the "
         "talon; if the dealer refuses, play starts with the hands as they are."),
         (N_("proposal"), N_("proposals"), N_("propose"), N_("proposes"), N_("proposing"))),
    Term("talon", N_("Talon"), N_("The cards left after the deal and the turn-up, face down; exchanges draw from "
         "its top."), (N_("talon"),)),
    Term("king", N_("The king (of trumps)"),
         N_("Worth 1 point: to the dealer at once if it is the turn-up, otherwise to a player who holds it and "
         "declares it before the first lead."), (N_("king of trumps"),)),
    Term("point", N_("The point"), N_("Taking three or four of the five tricks: 1 point (2 with the penalty for "
         "playing without an exchange and losing)."), (N_("the point"),)),
    Term("vole", N_("Vole"), N_("Taking all five tricks: 2 points (3 with the penalty)."), (N_("vole"),)),
)
