"""The Euchre glossary: every word its lessons teach, in the order they meet them
(``lessons.glossary`` links lesson text to it).

The entries whose facts change with the rules (players, tricks needed, points) are also
written for the rules in force (``Term.by_rules``); their points come from the engine's
``score_hand``, so the glossary cannot disagree with a hand's result."""
from __future__ import annotations

from engine.euchre.rules import Rules
from engine.euchre.scoring import score_hand
from engine.i18n import N_, _

from ..glossary import LEAD, TRICK_OPENING, Term

# the trick's cards under the default rules: a lone player's partner sits out
TRICK_CARDS = N_("Four players, four cards (one fewer for each partner sitting out beside a lone player).")
TRICK = (TRICK_OPENING, TRICK_CARDS)


def _trick(r: Rules) -> str:
    if r.players == 3:
        cards = _("Three players, three cards.")
    elif r.players == 2:
        cards = _("Two players, two cards.")
    elif r.allow_alone or r.allow_lone_defender:
        cards = _(TRICK_CARDS)
    else:
        cards = _("Four players, four cards.")
    return _(TRICK_OPENING) + " " + cards


def _maker(r: Rules) -> str:
    if r.players == 4:
        return _("The player who chose trump, and that player's partner: together the makers must take at least "
                 "three tricks.")
    if r.players == 3:
        return _("The player who chose trump, who plays alone against the other two and must take at least "
                 "{need} of the {n} tricks.").format(need=r.tricks_to_make, n=r.hand_size)
    return _("The player who chose trump, who must take at least {need} of the {n} tricks.").format(
        need=r.tricks_to_make, n=r.hand_size)


def _defender(r: Rules) -> str:
    if r.players == 4:
        return _("A player on the side that did not choose trump; defenders try to stop the makers taking "
                 "three tricks.")
    if r.players == 3:
        return _("One of the two players who did not choose trump: for that deal they play together to stop "
                 "the maker taking {need} tricks.").format(need=r.tricks_to_make)
    return _("The player who did not choose trump, who tries to stop the maker taking {need} tricks.").format(
        need=r.tricks_to_make)


def _euchre(r: Rules) -> str:
    need = r.tricks_to_make
    points = score_hand(r, need - 1).points
    if r.players == 3:
        return _("What happens when the maker takes fewer than {need} tricks: the maker is euchred, and each "
                 "opponent scores {points} points.").format(need=need, points=points)
    if r.players == 2:
        return _("What happens when the maker takes fewer than {need} tricks: the maker is euchred, and the "
                 "other player scores {points} points.").format(need=need, points=points)
    text = _("What happens when the makers take fewer than three tricks: they are euchred, and the defenders "
             "score {points} points.").format(points=points)
    if r.allow_lone_defender:
        some, all_ = (score_hand(r, k, lone_defender=True).points for k in (need - 1, 0))
        text += " " + (_("A lone defender scores {points} for any euchre.").format(points=all_) if some == all_
                       else _("A lone defender scores {some} for it, or {all} for taking all five.").format(
                           some=some, all=all_))
    return text


def _march(r: Rules) -> str:
    points = score_hand(r, r.hand_size).points
    if r.players != 4:
        return _("The maker taking all {n} tricks: {points} points.").format(n=r.hand_size, points=points)
    if r.allow_alone:
        return _("The makers taking all five tricks: {points} points, or {alone} for a player who went "
                 "alone.").format(points=points, alone=score_hand(r, r.hand_size, alone=True).points)
    return _("The makers taking all five tricks: {points} points.").format(points=points)


def _bower(r: Rules) -> str:
    if r.has_benny:
        return _("The two jacks of the trump colour. The right bower, the jack of trump, is the highest card "
                 "after the Benny; the left bower, the other jack of that colour, comes next and counts as a "
                 "trump for the whole deal.")
    return _("The two jacks of the trump colour. The right bower, the jack of trump, is the highest card; the "
             "left bower, the other jack of that colour, comes next and counts as a trump for the whole deal.")


# "order it up", on Play's button and in its news, explained here (docs/rules.md, Bidding);
# before: "whoever orders it up puts it in the dealer's hand", the words unexplained
UPCARD = N_("The kitty's top card, turned face up. In the first round of bidding only its suit can become "
            "trump: a player who wants that suit orders it up (the dealer, wanting it, picks it up), and "
            "either way the dealer takes the upcard into hand and discards a card face down.")


def _upcard(r: Rules) -> str:
    text = _(UPCARD)
    if r.has_benny:
        text += " " + _("If it is the Benny, the dealer names trump at once: there is no bidding.")
    return text


NEXT = N_("The suit of the same colour as the turned-down one.")
NEXT_WHY = N_("Calling next in the second round is a common choice for the player to the dealer's left: "
              "nobody took the turned-down suit, so the dealer's side probably holds little of that colour, "
              "and the two jacks of that colour are next's bowers.")


def _next(r: Rules) -> str:
    if r.players == 4:
        return _(NEXT) + " " + _(NEXT_WHY)
    # no partners: the dealer is a side alone
    return _(NEXT) + " " + _("Calling next in the second round is a common choice for the player to the "
                             "dealer's left: nobody took the turned-down suit, so the dealer probably holds "
                             "little of that colour, and the two jacks of that colour are next's bowers.")


def _loner(r: Rules) -> str:
    if r.players == 3:
        return _("In Cutthroat the maker always plays alone against the other two: there is no going alone "
                 "to choose. Taking all {n} tricks scores {points}.").format(
                     n=r.hand_size, points=score_hand(r, r.hand_size).points)
    if r.players == 2:
        return _("Nobody goes alone in the two-handed game: there are no partners.")
    if r.allow_alone:
        text = _("A maker who plays without a partner: the partner's cards stay face down. A loner who takes "
                 "all five tricks scores {points}.").format(points=score_hand(r, 5, alone=True).points)
        if r.allow_lone_defender:
            text += " " + _("A defender may also defend alone.")
        return text
    who = _("A player who plays without a partner, the partner's cards face down.")
    if r.allow_lone_defender:
        return who + " " + _("At this table a maker may not go alone, but a defender may defend alone.")
    return who + " " + _("Nobody may go alone at this table.")


GLOSSARY: tuple[Term, ...] = (
    Term("trick", N_("Trick"), TRICK, (N_("trick"), N_("tricks")), _trick),
    Term("lead", N_("Lead"), LEAD, (N_("lead"), N_("leads"), N_("leader"), N_("leading"))),
    Term("follow", N_("Follow suit"),
         N_("Play a card of the suit that was led. You must when you can; the left bower counts as a trump, "
         "not as its printed suit."), (N_("follow suit"), N_("follows suit"), N_("following suit"), N_("follow"))),
    Term("trump", N_("Trump"), N_("The suit chosen for this deal that beats every other suit: the lowest trump "
                               "beats the ace of any other suit."), (N_("trump"), N_("trumps"))),
    Term("maker", N_("Maker"),
         N_("The player who chose trump, and that player's partner: together the makers must take at least "
         "three tricks."), (N_("makers"), N_("maker")), _maker),
    Term("defender", N_("Defender"), N_("A player on the side that did not choose trump; defenders try to stop "
         "the makers taking three tricks."), (N_("defenders"), N_("defender")), _defender),
    Term("euchre", N_("Euchre (a euchre)"),
         N_("What happens when the makers take fewer than three tricks: they are euchred, and the defenders "
         "score 2 points."), (N_("euchred"), N_("a euchre")), _euchre),
    Term("march", N_("March"), N_("The makers taking all five tricks: 2 points, or 4 for a player who went alone."),
         (N_("march"),), _march),
    Term("bower", N_("Bowers (right and left)"),
         N_("The two jacks of the trump colour. The right bower, the jack of trump, is the highest card; the "
         "left bower, the other jack of that colour, comes next and counts as a trump for the whole deal."),
         (N_("right bower"), N_("left bower"), N_("bowers"), N_("bower")), _bower),
    Term("kitty", N_("Kitty"), N_("The cards left over after the deal, face down, with one turned up on top."),
         (N_("kitty"),)),
    Term("upcard", N_("Upcard"), UPCARD, (N_("upcard"),), _upcard),
    Term("turned-down", N_("Turned down"),
         N_("When everybody passes in the first round, the upcard is turned face down; its suit cannot be named "
         "trump in the second round."), (N_("turned down"), N_("turned-down"), N_("turned face down"))),
    Term("assist", N_("Assist"),
         N_("With partners, the dealer's partner ordering up in the first round: the upcard goes into the "
            "dealer's hand, on the assisting player's own side, and its suit is trump."),
         (N_("assist"), N_("assists"), N_("assisting"))),
    Term("stick", N_("Stick the Dealer"),
         N_("A table rule, off unless Settings turns it on: if everyone else passes in the second round, the "
            "dealer may not pass and must name a suit other than the turned-down one, so no deal is thrown "
            "in."), (N_("stick the dealer"),)),
    Term("next", N_("Next"), (NEXT, NEXT_WHY), (N_("next suit"), N_("calling next")), _next),
    Term("loner", N_("Loner (going alone)"),
         N_("A maker who plays without a partner: the partner's cards stay face down. A loner who takes all "
         "five tricks scores 4."), (N_("loner"), N_("going alone"), N_("go alone"), N_("goes alone"), N_("lone player")),
         _loner),
)
