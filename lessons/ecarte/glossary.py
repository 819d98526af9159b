"""The Écarté glossary: every word its lessons teach, in the order they meet them
(``lessons.glossary`` links lesson text to it).

The entries whose facts change with the rules (must trump, the dealer's exchange, the
penalty, who plays the dealer's part) are also written for the rules in force
(``Term.by_rules``), their points read from the engine's scoring table."""
from __future__ import annotations

from engine.ecarte import Rules
from engine.ecarte.scoring import KING, TRICK_TABLE
from engine.i18n import N_, _

from ..glossary import LEAD, TRICK_OPENING, Term
from .words import dealer_part


def _points(r: Rules, opening: str, elder_won: bool, vole: bool) -> int:
    return TRICK_TABLE[r.penalty, opening, elder_won, vole][0]


TWO_CARDS = N_("Two players, two cards.")


def _trick(r: Rules) -> str:
    if r.players == 3:
        return _(TRICK_OPENING) + " " + _("Two cards a trick: the dealer sits out each deal, so two of the "
                                          "three players play.")
    return _(TRICK_OPENING) + " " + _(TWO_CARDS)


FOLLOW = N_("Play a card of the suit that was led.")
FOLLOW_TRUMP = N_("In Écarté you must, and you must also beat the led card if you can; with none of that suit "
                  "you must play a trump if you have one.")


def _follow(r: Rules) -> str:
    if r.must_trump:
        return _(FOLLOW) + " " + _(FOLLOW_TRUMP)
    return _(FOLLOW) + " " + _("In Écarté you must, and you must also beat the led card if you can; with none "
                               "of that suit you may play any card (trumping is not forced at this table).")


PROPOSAL = N_("The elder hand asking to exchange cards.")


def _proposal(r: Rules) -> str:
    dealer = dealer_part(r.players)
    if r.dealer_must_exchange:
        text = _("If {dealer} accepts, both discard and draw from the talon; if {dealer} refuses, play starts "
                 "with the hands as they are.")
    else:
        text = _("If {dealer} accepts, the elder discards and draws from the talon, then {dealer} may too "
                 "(here {dealer} need not); if {dealer} refuses, play starts with the hands as they are.")
    return _(PROPOSAL) + " " + text.format(dealer=dealer)


# The answers a learner clicks on the Play page ("Stand (play these cards)", "Accept", "Refuse (play
# now)", "Exchange 7♣ 8♦") and reads in every lesson from Exchange on; docs/rules.md, "Proposal and
# exchange" and the penalty under "Scoring". The risk is the engine's table (``_points``).

STAND = N_("The elder hand playing the cards as they are instead of proposing an exchange, so that play "
           "begins (in French, jouer: to play).")
STAND_RISK = N_("Standing before any exchange is a risk: if {dealer} then takes the point, it is worth {more} "
                "instead of {point}.")


def _stand(r: Rules) -> str:
    return _(STAND) + " " + _(STAND_RISK).format(dealer=dealer_part(r.players), more=_points(r, "stand", False, False),
                                                 point=_points(r, "exchange", False, False))


ACCEPT = N_("Saying yes to the elder's proposal, as {dealer} may: the elder exchanges first, then {dealer} must "
            "exchange too.")


def _accept(r: Rules) -> str:
    if r.dealer_must_exchange:
        return _(ACCEPT).format(dealer=dealer_part(r.players))
    return _("Saying yes to the elder's proposal, as {dealer} may: the elder exchanges first, then {dealer} may "
             "exchange too, or take no cards.").format(dealer=dealer_part(r.players))


REFUSE = N_("Saying no to the elder's proposal, as {dealer} may: play starts at once with the hands as they are.")
REFUSE_RISK = {
    "elder": N_("Refusing the first proposal puts the risk on the elder: if {dealer} then takes the point, it is "
                "worth {more} instead of {point}."),
    "classic": N_("Refusing the first proposal puts the risk on {dealer}: if the elder then takes the point, it is "
                  "worth {more} instead of {point}."),
}


def _refuse(r: Rules) -> str:
    elder_wins = r.penalty == "classic"   # who takes the point that the refusal makes dearer
    return (_(REFUSE) + " " + _(REFUSE_RISK[r.penalty])).format(
        dealer=dealer_part(r.players), more=_points(r, "refusal", elder_wins, False),
        point=_points(r, "exchange", elder_wins, False))


EXCHANGE = N_("After an accepted proposal, discarding cards face down and drawing as many from the top of the "
              "talon: the elder first, then {dealer}, each 1 to 5 cards.")


def _exchange(r: Rules) -> str:
    dealer = dealer_part(r.players)
    if r.dealer_must_exchange:
        return (_(EXCHANGE) + " " + _("Nobody may discard more cards than the talon holds, and the elder must "
                                      "leave at least one for {dealer}.")).format(dealer=dealer)
    return _("After an accepted proposal, discarding cards face down and drawing as many from the top of the "
             "talon: the elder first, 1 to 5 cards, then {dealer}, who may also take none. Nobody may discard "
             "more cards than the talon holds.").format(dealer=dealer)


def _king(r: Rules) -> str:
    return _("Worth {points} point: to {dealer} at once if it is the turn-up, otherwise to a player who holds "
             "it and declares it before the first lead.").format(points=KING, dealer=dealer_part(r.players))


def _point(r: Rules) -> str:
    point = _points(r, "exchange", True, False)
    if r.penalty == "elder":
        return _("Taking three or four of the five tricks: {point} point, or {more} for {dealer} when the elder "
                 "played without an exchange (stood at once, or was refused) and lost.").format(
                     point=point, more=_points(r, "stand", False, False), dealer=dealer_part(r.players))
    return _("Taking three or four of the five tricks: {point} point, or {more} against a player who declined "
             "the exchange (an elder who stood at once, or {dealer} after refusing the first proposal).").format(
                 point=point, more=_points(r, "stand", False, False), dealer=dealer_part(r.players))


def _vole(r: Rules) -> str:
    vole = _points(r, "exchange", True, True)
    more = _points(r, "stand", False, True)
    if more == vole:   # the classic laws: no penalty on a vole
        return _("Taking all five tricks: {vole} points, with or without an exchange.").format(vole=vole)
    return _("Taking all five tricks: {vole} points ({more} for {dealer} when the elder played without an "
             "exchange and lost).").format(vole=vole, more=more, dealer=dealer_part(r.players))


GLOSSARY: tuple[Term, ...] = (
    Term("trick", N_("Trick"), (TRICK_OPENING, TWO_CARDS), (N_("trick"), N_("tricks")), _trick),
    Term("lead", N_("Lead"), LEAD, (N_("lead"), N_("leads"), N_("leader"), N_("leading"))),
    Term("follow", N_("Follow suit"), (FOLLOW, FOLLOW_TRUMP),
         (N_("follow suit"), N_("follows suit"), N_("following suit"), N_("follow")), _follow),
    Term("trump", N_("Trump"), N_("The suit of the turned-up card; any trump beats any card of another suit."),
         (N_("trump"), N_("trumps"))),
    Term("elder", N_("Elder hand"), N_("The player who speaks first (stand or propose) and leads the first "
         "trick: with two players, the one who did not deal; with three, the one on the dealer's left "
         "(the dealer sits out that deal, and the player on the dealer's right takes the dealer's part)."),
         (N_("elder hand"), N_("elder"))),
    Term("turn-up", N_("Turn-up"), N_("The eleventh card, turned face up after the deal: its suit is trump."),
         (N_("turn-up"), N_("turned up"))),
    Term("proposal", N_("Proposal"),
         (PROPOSAL, N_("If the dealer accepts, both discard and draw from the talon; if the dealer refuses, play "
                       "starts with the hands as they are.")),
         (N_("proposal"), N_("proposals"), N_("propose"), N_("proposes"), N_("proposing")), _proposal),
    Term("stand", N_("Stand"), (STAND, N_("Standing before any exchange is a risk: if the dealer then takes the "
                                          "point, it is worth 2 instead of 1.")),
         (N_("stand"), N_("stands"), N_("standing"), N_("stood")), _stand),
    Term("accept", N_("Accept"), N_("Saying yes to the elder's proposal, as the dealer may: the elder exchanges "
                                    "first, then the dealer must exchange too."),
         (N_("accept"), N_("accepts"), N_("accepted"), N_("accepting")), _accept),
    Term("refuse", N_("Refuse"),
         N_("Saying no to the elder's proposal, as the dealer may: play starts at once with the hands as they are. "
            "Refusing the first proposal puts the risk on the elder: if the dealer then takes the point, it is "
            "worth 2 instead of 1."),
         (N_("refuse"), N_("refuses"), N_("refused"), N_("refusing"), N_("refusal"), N_("refusals")), _refuse),
    Term("exchange", N_("Exchange"),
         N_("After an accepted proposal, discarding cards face down and drawing as many from the top of the talon: "
            "the elder first, then the dealer, each 1 to 5 cards. Nobody may discard more cards than the talon "
            "holds, and the elder must leave at least one for the dealer."),
         (N_("exchange"), N_("exchanges"), N_("exchanged"), N_("exchanging")), _exchange),
    Term("jeu", N_("Jeu de règle"),
         N_("A hand the classic tables tell the elder to play as dealt, without proposing. A simplified table: 3 "
            "trumps; 2 trumps with a king or with three cards of one suit; 1 trump with two kings or four "
            "cards of one suit; no trump but three kings."), (N_("jeu de règle"), N_("jeux de règle"))),
    Term("talon", N_("Talon"), N_("The cards left after the deal and the turn-up, face down; exchanges draw from "
         "its top."), (N_("talon"),)),
    Term("king", N_("The king (of trumps)"),
         N_("Worth 1 point: to the dealer at once if it is the turn-up, otherwise to a player who holds it and "
         "declares it before the first lead."), (N_("king of trumps"),), _king),
    Term("point", N_("The point"), N_("Taking three or four of the five tricks: 1 point, or 2 for the dealer when "
         "the elder played without an exchange (stood at once, or was refused) and lost."), (N_("the point"),),
         _point),
    Term("vole", N_("Vole"), N_("Taking all five tricks: 2 points (3 for the dealer when the elder played without "
         "an exchange and lost)."), (N_("vole"),), _vole),
)
