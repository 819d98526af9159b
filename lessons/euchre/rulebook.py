"""The rule book for one set of Euchre rules, generated from the options in force.

``rule_book(rules)`` returns sections of short paragraphs (Markdown) plus the
options table (name, value in force, the option's docstring, changed or not).
The scoring table is computed by the engine's ``score_hand`` for these rules.
"""
from __future__ import annotations

import dataclasses

from engine.cards import Suit
from engine.euchre import ranking, scoring
from engine.euchre.rules import PRESET_TITLES, PRESETS, Rules, option_docs
from engine.i18n import N_, _, ngettext

from ..rulebook import OptionRow, Section, reference_preset, variant_title
from ..rulebook import changes as _changes
from .l2_deal import packet_rounds
from .words import option_help, option_title, value_text


def title(rules: Rules) -> str:
    """The variant's name: its preset's title, or "Your own rules, closest to …"."""
    return variant_title(rules, PRESETS, PRESET_TITLES)


def reference_title(rules: Rules) -> str:
    """The title of the preset ``changes`` are counted from (the one ``title`` names)."""
    return _(PRESET_TITLES[reference_preset(rules, PRESETS)])


def changes(rules: Rules) -> dict[str, object]:
    """The options that apply here and differ from ``reference_title``'s preset: Settings'
    "In force now" lists them and the Rules page marks them changed."""
    return _changes(rules, PRESETS, lambda name: unused_reason(name, rules) is None)


def options_table(rules: Rules) -> tuple[OptionRow, ...]:
    docs = option_docs()
    changed = changes(rules)   # as Settings' "In force now" lists them
    # only the options that can change something here: one that cannot (a lone defender's
    # points without lone defenders, Cutthroat's hand size at four) would read as a rule in
    # force; ``unused_options`` names them
    return tuple(OptionRow(f.name, option_title(f.name), value_text(f.name, getattr(rules, f.name)),
                           option_help(f.name, docs.get(f.name, "")), f.name in changed)
                 for f in dataclasses.fields(Rules) if unused_reason(f.name, rules) is None)


def unused_options(rules: Rules) -> tuple[str, ...]:
    """The titles of the options that cannot apply at this table (Settings greys them out)."""
    return tuple(option_title(f.name) for f in dataclasses.fields(Rules) if unused_reason(f.name, rules))


FOUR_ONLY = ("allow_alone", "allow_lone_defender", "call_for_best")
LONE_ONLY = ("lone_lead", "lone_defender_points")


def unused_reason(name: str, r: Rules) -> str | None:
    """Why option ``name`` cannot change anything at this table (None when it can): Settings
    greys such an option out, and the Rules page leaves it out of the options in force."""
    if name in FOUR_ONLY + LONE_ONLY and r.players != 4:
        return _("(Four players only.)")
    if name == "cutthroat_hand_size" and r.players != 3:
        return _("(Three players only.)")
    if name == "lone_lead" and not (r.allow_alone or r.allow_lone_defender):
        return _("(Only when going alone or lone defenders are allowed.)")
    if name == "lone_defender_points" and not r.allow_lone_defender:
        return _("(Only when lone defenders are allowed.)")
    return None


def scoring_rows(rules: Rules) -> tuple[tuple[str, str, int], ...]:
    """(result in words, who scores, points) for every row that can happen under ``rules``."""
    n, need = rules.hand_size, rules.tricks_to_make
    made = f"{need}–{n - 1}" if n - 1 > need else f"{need}"
    rows = []
    alone_ok = rules.players == 4 and rules.allow_alone
    partners = rules.players == 4
    maker = _("the makers") if partners else _("the maker")
    rows.append(((_("The makers take {made} tricks") if partners else _("The maker takes {made} tricks")).format(made=made),
                 maker, scoring.score_hand(rules, need).points))
    rows.append(((_("The makers take all {n} (a march)") if partners else _("The maker takes all {n} (a march)")
                  ).format(n=n), maker, scoring.score_hand(rules, n).points))
    if alone_ok:
        rows.append((_("A lone maker takes {made}").format(made=made), _("the makers"),
                     scoring.score_hand(rules, need, alone=True).points))
        rows.append((_("A lone maker takes all {n}").format(n=n), _("the makers"),
                     scoring.score_hand(rules, n, alone=True).points))
    who = (_("each opponent") if rules.players == 3 else
           _("the other player") if rules.players == 2 else _("the defenders"))
    rows.append(((_("The makers take fewer than {need} (euchred)") if partners else
                  _("The maker takes fewer than {need} (euchred)")).format(need=need), who,
                 scoring.score_hand(rules, need - 1).points))
    if rules.players == 4 and rules.allow_lone_defender:
        rows.append((_("A lone defender euchres the makers, taking {low}–{high}").format(low=need, high=n - 1),
                     _("the defenders"), scoring.score_hand(rules, n - need, lone_defender=True).points))
        rows.append((_("A lone defender takes all {n}").format(n=n), _("the defenders"),
                     scoring.score_hand(rules, 0, lone_defender=True).points))
    return tuple(rows)


def _rank_line(rules: Rules, trump: Suit) -> str:
    order = ranking.trump_order(rules.cards, trump)
    return " > ".join(c.display for c in order)


WHO_PLAYS = {4: N_("Four players in two partnerships, partners sitting opposite each other."),
             3: N_("Three players (Cutthroat): no partnerships. Whoever makes trump plays alone against the other "
                   "two, who defend together for that deal; everybody keeps an own score."),
             2: N_("Two players, each playing for themselves.")}
THE_PACK = {24: N_("24 cards: 9, 10, J, Q, K, A in each suit."),
            25: N_("25 cards: the 24-card pack plus the joker, called the **Benny**, the highest trump of all."),
            28: N_("28 cards: 8 to ace in each suit."),
            32: N_("32 cards: 7 to ace in each suit.")}
OTHER_SUITS = {24: N_("Other suits rank A, K, Q, J, 10, 9; the suit that lent its jack to trump has no jack in "
                      "that deal."),
               28: N_("Other suits rank A, K, Q, J, 10, 9, 8; the suit that lent its jack to trump has no jack "
                      "in that deal."),
               32: N_("Other suits rank A, K, Q, J, 10, 9, 8, 7; the suit that lent its jack to trump has no jack "
                      "in that deal.")}
SCORING_LINE = {4: N_("The makers need **{need}** of the {n} tricks. Only one side scores each deal: see the table."),
                3: N_("The maker needs **{need}** of the {n} tricks. Either the maker scores, or each opponent "
                      "does: see the table."),
                2: N_("The maker needs **{need}** of the {n} tricks. Only one player scores each deal: see the "
                      "table.")}
FIRST_LEAD = {4: N_("The player to the dealer's left leads the first trick."),
              3: N_("The player to the dealer's left leads the first trick."),
              2: N_("The non-dealer leads the first trick.")}


def rule_book(rules: Rules) -> tuple[Section, ...]:
    r = rules
    kitty = len(r.cards) - r.players * r.hand_size
    sections = []

    sections.append(Section(_("The game"), (
        _("**{title}.** {players}").format(title=title(r), players=_(WHO_PLAYS[r.players])),
        _(THE_PACK[r.deck]),
        (ngettext("The first side to reach **{target}** point wins.", "The first side to reach **{target}** points "
                  "wins.", r.target_score) if r.players == 4 else
         ngettext("The first player to reach **{target}** point wins.", "The first player to reach **{target}** "
                  "points wins.", r.target_score)).format(target=r.target_score)), "game"))

    bowers = _("Once trump is chosen, the **jack of trump** (the *right bower*) is the highest trump and the "
               "**other jack of the same colour** (the *left bower*) is the second highest. The left bower "
               "belongs to the trump suit for everything in that deal: following suit, leading and winning.")
    if r.has_benny:
        bowers += " " + _("The Benny ranks above both bowers.")
    sections.append(Section(_("Cards and the bowers"), (
        bowers,
        _("With hearts as trump, trumps rank: {line}.").format(line=_rank_line(r, Suit.HEARTS)),
        _(OTHER_SUITS[r.deck if r.deck in OTHER_SUITS else 24]),
    ), "cards"))

    first, second = packet_rounds(r)
    deal = [_("Each player gets **{n}** cards, dealt in packets starting at the dealer's left: {first} round the "
              "table, then {second}. The other **{kitty}** cards form the kitty; its top card is turned face up: "
              "the **upcard**.").format(n=r.hand_size, first=first, second=second, kitty=kitty)]
    if r.has_benny:
        deal.append(_("If the upcard is the Benny, the dealer names trump at once, takes the Benny "
                      "and discards; the dealer's side are the makers and there is no bidding.") if r.players == 4
                    else _("If the upcard is the Benny, the dealer names trump at once, takes the Benny "
                           "and discards; the dealer is the maker and there is no bidding."))
        if not r.dealer_may_discard_upcard:   # the engine keeps the Benny out of the discards then
            deal[-1] += " " + _("The discard may not be the Benny itself.")
    sections.append(Section(_("The deal"), tuple(deal), "deal"))

    if r.players == 4:
        round1 = (_("**Round 1.** From the dealer's left, each player passes or *orders up* the upcard (the dealer's "
                    "partner *assists*, the dealer *picks it up*). The first order makes the upcard's suit trump; "
                    "the dealer takes the upcard and discards a card face down.") if r.dealer_may_discard_upcard else
                  _("**Round 1.** From the dealer's left, each player passes or *orders up* the upcard (the dealer's "
                    "partner *assists*, the dealer *picks it up*). The first order makes the upcard's suit trump; "
                    "the dealer takes the upcard and discards a card face down; the discard must be one of the "
                    "dealer's original cards, not the upcard."))
    else:
        round1 = (_("**Round 1.** From the dealer's left, each player passes or *orders up* the upcard (the dealer "
                    "*picks it up*). The first order makes the upcard's suit trump; the dealer takes the upcard "
                    "and discards a card face down.") if r.dealer_may_discard_upcard else
                  _("**Round 1.** From the dealer's left, each player passes or *orders up* the upcard (the dealer "
                    "*picks it up*). The first order makes the upcard's suit trump; the dealer takes the upcard "
                    "and discards a card face down; the discard must be one of the dealer's original cards, not "
                    "the upcard."))
    bid = [round1,
           _("**Round 2.** If everybody passes, the upcard is turned down. From the dealer's left, each "
             "player passes or names any other suit as trump.")]
    if r.stick_the_dealer:
        bid.append(_("**Stick the Dealer:** if everybody else passes in round 2, the dealer must name a suit. "
                      "The deal is never thrown in."))
    else:
        bid.append(_("If everybody passes twice, the deal is thrown in and the next player deals."))
    bid.append(_("The side that chose trump are the **makers**; the others are the **defenders**.") if r.players == 4
               else _("Whoever chose trump is the **maker**; the other players are the **defenders**.")
               if r.players == 3 else _("Whoever chose trump is the **maker**; the other player is the **defender**."))
    sections.append(Section(_("Bidding"), tuple(bid), "bidding"))

    if r.players == 4 and (r.allow_alone or r.allow_lone_defender):
        alone = []
        if r.allow_alone:   # the engine asks the player who ordered up or named trump, not the dealer
            # who took an opponent's order; the dealer who picked it up did order (it read as if not)
            alone.append(_("Once trump is fixed and the dealer has discarded, the player who ordered up or named "
                           "trump (the dealer's partner too, after assisting, and the dealer after picking it up) "
                           "may **go alone**: that player's partner lays the cards face down and sits out the "
                           "deal."))
        else:
            alone.append(_("Nobody may go alone as a maker at this table."))
        if r.allow_lone_defender:
            alone.append(_("After the maker's decision, each defender in turn from the dealer's left may "
                           "**defend alone**; at most one does, and the partner sits out."))
        if r.lone_lead != "loner_left":
            alone.append(_("When someone is alone, the first playing seat to the dealer's left leads."))
        elif r.allow_alone and r.allow_lone_defender:   # only then can both sides have a lone player
            alone.append(_("When someone is alone, the player to the lone player's left leads (if both sides have "
                           "a lone player, the lone defender leads)."))
        else:
            alone.append(_("When someone is alone, the player to the lone player's left leads."))
        if r.call_for_best:
            alone.append(_("**Call for best:** each lone player receives one card of the partner's choosing "
                           "and then discards one card face down."))
        sections.append(Section(_("Going alone"), tuple(alone), "alone"))

    follow = (_("Everyone must **follow suit** if they can (the left bower and the Benny are trump); otherwise they "
                "may play any card.") if r.has_benny else
              _("Everyone must **follow suit** if they can (the left bower is trump); otherwise they may play any "
                "card."))
    sections.append(Section(_("Playing the tricks"), (
        _(FIRST_LEAD[r.players]) + " " + follow,
        _("The highest trump wins the trick; if no trump was played, the highest card of the suit led wins. "
          "The winner leads the next trick."),
    ), "play"))
    need = _(SCORING_LINE[r.players])
    sections.append(Section(_("Scoring"), (need.format(need=r.tricks_to_make, n=r.hand_size),), "scoring"))
    return tuple(sections)
