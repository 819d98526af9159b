"""The Écarté rule book, generated from ``engine.ecarte.Rules``: sections of text for
the options in force, the options table (value, docstring, changed or not) and the
scoring table from the engine's ``TRICK_TABLE``."""
from __future__ import annotations

import dataclasses

from engine.ecarte import PRESETS, Rules, option_docs
from engine.ecarte.ranking import RANKS_HIGH_TO_LOW
from engine.ecarte.scoring import KING, TRICK_TABLE
from engine.ecarte.words import AWARD_TEXT
from engine.i18n import N_, _, ngettext

from ..rulebook import OptionRow, Section, reference_preset, variant_title
from ..rulebook import changes as _changes
from .l6_scoring import OPENING_WORDS
from .words import (NO_PENALTY_AFTER_EXCHANGE, PRESET_TITLES, dealer_part, option_help, option_title,
                    penalty_rule, value_text)

REFUSAL_THREE = N_("The elder proposed and the player taking the dealer's part refused")


def title(rules: Rules) -> str:
    """The variant's name: its preset's title, or "Your own rules, closest to …"."""
    return variant_title(rules, PRESETS, PRESET_TITLES)


def reference_title(rules: Rules) -> str:
    """The title of the preset ``changes`` are counted from (the one ``title`` names)."""
    return _(PRESET_TITLES[reference_preset(rules, PRESETS)])


def changes(rules: Rules) -> dict[str, object]:
    """The options that differ from ``reference_title``'s preset: Settings' "In force now"
    lists them and the Rules page marks them changed."""
    return _changes(rules, PRESETS)


def options_table(rules: Rules) -> tuple[OptionRow, ...]:
    docs = option_docs()
    changed = changes(rules)   # as Settings' "In force now" lists them
    return tuple(OptionRow(f.name, option_title(f.name), value_text(f.name, getattr(rules, f.name)),
                           option_help(f.name, docs.get(f.name, "")), f.name in changed)
                 for f in dataclasses.fields(Rules))


def scoring_rows(rules: Rules) -> tuple[tuple[str, str, str, int], ...]:
    """(how the hand opened, result, who scores, points) for the rules' ``penalty``. With three players
    the dealer sits out: the player taking the dealer's part plays, refuses and scores instead."""
    two = rules.players == 2
    rows = []
    for (pen, opening, elder_won, vole), (pts, _code) in TRICK_TABLE.items():
        if pen != rules.penalty:
            continue
        if elder_won:
            result = (_("The elder hand takes all 5 tricks (the vole)") if vole else
                      _("The elder hand takes 3 or 4 tricks (the point)"))
        elif two:
            result = (_("The dealer takes all 5 tricks (the vole)") if vole else
                      _("The dealer takes 3 or 4 tricks (the point)"))
        else:
            result = (_("The player taking the dealer's part takes all 5 tricks (the vole)") if vole else
                      _("The player taking the dealer's part takes 3 or 4 tricks (the point)"))
        opened = _(OPENING_WORDS[opening]) if two or opening != "refusal" else _(REFUSAL_THREE)
        rows.append((opened, result, _("the elder hand") if elder_won else dealer_part(rules.players), pts))
    rows.append((_("Any"), _("The king of trumps is turned up"), dealer_part(rules.players), KING))
    rows.append((_("Any"), _("The king of trumps is declared before the first lead"), _("its holder"), KING))
    return tuple(rows)


def rule_book(rules: Rules) -> tuple[Section, ...]:
    r = rules
    order = " > ".join(x.display for x in RANKS_HIGH_TO_LOW)
    who = (_("Two players, each for themselves. The dealer deals; the other player is the **elder hand**.")
           if r.players == 2 else
           _("Three players: in each deal one player is the dealer and **sits out**. The player on the dealer's left is the "
             "**elder hand**; the player on the dealer's right plays the dealer's part. Each keeps an own score."))
    target = ngettext("The first player to reach **{target}** point wins. Points count as soon as they are scored, "
                      "so a king can end the game before the deal is played.",
                      "The first player to reach **{target}** points wins. Points count as soon as they are "
                      "scored, so a king can end the game before the deal is played.",
                      r.target_score).format(target=r.target_score)
    if r.stake == 0:   # "playing for 0 a point... paid by the opponent" said nothing true
        target += " " + _("Not played for stakes: the points only count towards the game.")
    elif r.stake != 1:
        target += " " + _("Playing for **{stake}** a point: each point is paid by the opponent in that deal.").format(
            stake=r.stake)
    secs = [Section(_("The game"), (_("**{title}.** {players}").format(title=title(r), players=who), target), "game")]
    secs.append(Section(_("Cards"), (
        _("The 32-card piquet pack: 7, 8, 9, 10, J, Q, K, A in each suit."),
        _("In every suit, trumps included: **{order}**. The ace ranks between the jack and the ten.").format(
            order=order)), "cards"))
    first = r.packets[0]
    secs.append(Section(_("The deal"), (
        # two players face to face: the deal alternates (as lesson 3 says), "to the left" is for three
        _("Cut for the first deal: the lowest card deals (a 7 is lowest). The deal then alternates.")
        if r.players == 2 else
        _("Cut for the first deal: the lowest card deals (a 7 is lowest). The deal then passes to the left."),
        # With three players the dealer sits out and is dealt nothing: "each player gets 5" was false.
        (_("Each player gets **5** cards in packets of **{first}** then **{second}**, elder hand first. The 11th card "
           "is turned up: its suit is **trump**. The other 21 cards form the **talon**.") if r.players == 2 else
         _("The elder hand and the player taking the dealer's part get **5** cards each, in packets of **{first}** "
           "then **{second}**, elder hand first; the dealer, who sits out, gets none. The 11th card is turned up: "
           "its suit is **trump**. The other 21 cards form the **talon**.")).format(
              first=first, second=5 - int(first)),
        (_("If the turn-up is a king, the dealer scores **{points}** at once.") if r.players == 2 else
         _("If the turn-up is a king, the player taking the dealer's part scores **{points}** at once.")).format(
            points=KING)), "deal"))
    dealer = dealer_part(r.players)   # with three players, the player taking the dealer's part
    ex = [_("The elder hand **stands** (plays without proposing) or **proposes** an exchange. {Dealer} "
            "**accepts** or **refuses**; refusing starts play with the hands as they are."),
          _("After an accept, the elder discards 1 to 5 cards face down and draws as many from the talon, leaving "
            "at least one card for {dealer}; then {dealer} must exchange 1 to 5.") if r.dealer_must_exchange else
          _("After an accept, the elder discards 1 to 5 cards face down and draws as many from the talon; then "
            "{dealer} may exchange 0 to 5 (here {dealer} need not take any, and the elder may empty the talon "
            "once it holds 5 cards or fewer)."),
          _("Nobody may discard more cards than the talon holds. The elder may then propose again, until the "
            "elder stands, {dealer} refuses, or fewer than 2 cards are left in the talon.")]
    ex = [e.format(dealer=dealer, Dealer=dealer[:1].upper() + dealer[1:]) for e in ex]
    secs.append(Section(_("Proposals and exchanges"), tuple(ex), "exchanges"))
    secs.append(Section(_("The king of trumps"), (
        _("Once the exchanges are over and before the first lead, the holder of the king of trumps may "
          "**declare** it (“Roi!”) for **{points}** point. Undeclared, it scores nothing.").format(points=KING),),
        "king"))
    play = [_("The elder hand leads the first trick; the winner of a trick leads the next. All 5 tricks are played."),
            _("The follower must **follow suit** if able and, when following, must **beat the led card** if able.")]
    play.append(_("With no card of the led suit, the follower **must trump** if able; only with neither may any card "
                  "be played.") if r.must_trump else
                _("With no card of the led suit, the follower may play **any card** (trumping is not forced here)."))
    play.append(_("The higher trump wins; with no trump, the higher card of the suit led."))
    secs.append(Section(_("Play"), tuple(play), "play"))
    secs.append(Section(_("Scoring"), (
        _("**The point** (3 or 4 tricks) scores {point}, **the vole** (all 5) scores {vole}.").format(
            point=TRICK_TABLE[r.penalty, "exchange", True, False][0],
            vole=TRICK_TABLE[r.penalty, "exchange", True, True][0]),
        _("**Penalty:** {rule} {after_exchange}").format(
            rule=penalty_rule(r.penalty, r.players),
            after_exchange=_(NO_PENALTY_AFTER_EXCHANGE))), "scoring"))
    return tuple(secs)


AWARDS = AWARD_TEXT
