"""The rule book for one set of Euchre rules, generated from the options in force.

``rule_book(rules)`` returns sections of short paragraphs (Markdown) plus the
options table (name, value in force, the option's docstring, changed or not).
The scoring table is computed by the engine's ``score_hand`` for these rules.
"""
from __future__ import annotations

import dataclasses

from engine.cards import Suit
from engine.euchre import ranking, scoring
from engine.euchre.rules import PRESET_TITLES, Rules, option_docs

from ..rulebook import OptionRow, Section
from .l2_deal import packet_rounds
from .words import OPTION_TITLES, option_help, value_text


def title(rules: Rules) -> str:
    """The variant's name: its preset's title, or "Custom rules"."""
    name = rules.preset_name
    return PRESET_TITLES[name] if name else "Custom rules"


def options_table(rules: Rules) -> tuple[OptionRow, ...]:
    docs = option_docs()
    standard = Rules()
    rows = []
    for f in dataclasses.fields(Rules):
        v = getattr(rules, f.name)
        rows.append(OptionRow(f.name, OPTION_TITLES.get(f.name, f.name), value_text(f.name, v),
                              option_help(f.name, docs.get(f.name, "")), v != getattr(standard, f.name)))
    return tuple(rows)


def scoring_rows(rules: Rules) -> tuple[tuple[str, str, int], ...]:
    """(result in words, who scores, points) for every row that can happen under ``rules``."""
    n, need = rules.hand_size, rules.tricks_to_make
    made = f"{need}–{n - 1}" if n - 1 > need else f"{need}"
    rows = []
    alone_ok = rules.players == 4 and rules.allow_alone
    maker = "the maker" if rules.players != 4 else "the makers"
    take = "takes" if rules.players != 4 else "take"
    rows.append((f"{maker.capitalize()} {take} {made} tricks", maker, scoring.score_hand(rules, need).points))
    rows.append((f"{maker.capitalize()} {take} all {n} (a march)", maker, scoring.score_hand(rules, n).points))
    if alone_ok:
        rows.append((f"A lone maker takes {made}", "the makers", scoring.score_hand(rules, need, alone=True).points))
        rows.append((f"A lone maker takes all {n}", "the makers", scoring.score_hand(rules, n, alone=True).points))
    who = "each opponent" if rules.players == 3 else ("the other player" if rules.players == 2 else "the defenders")
    rows.append((f"{maker.capitalize()} {take} fewer than {need} (euchred)", who,
                 scoring.score_hand(rules, need - 1).points))
    if rules.players == 4 and rules.allow_lone_defender:
        rows.append((f"A lone defender euchres the makers, taking {need}–{n - 1}", "the defenders",
                     scoring.score_hand(rules, n - need, lone_defender=True).points))
        rows.append((f"A lone defender takes all {n}", "the defenders",
                     scoring.score_hand(rules, 0, lone_defender=True).points))
    return tuple(rows)


def _rank_line(rules: Rules, trump: Suit) -> str:
    order = ranking.trump_order(rules.cards, trump)
    return " > ".join(c.display for c in order)


def rule_book(rules: Rules) -> tuple[Section, ...]:
    r = rules
    name = r.preset_name
    title = PRESET_TITLES[name] if name else "Custom rules"
    kitty = len(r.cards) - r.players * r.hand_size
    sections = []

    who = {4: "Four players in two partnerships, partners sitting opposite each other.",
           3: "Three players (Cutthroat): no partnerships. Whoever makes trump plays alone "
              "against the other two, who defend together for that hand; everybody keeps an own score.",
           2: "Two players, each playing for themselves."}[r.players]
    deck = {24: "24 cards: 9, 10, J, Q, K, A in each suit.",
            25: "25 cards: the 24-card pack plus the joker, called the **Benny**, the highest trump of all.",
            28: "28 cards: 8 to ace in each suit.",
            32: "32 cards: 7 to ace in each suit."}[r.deck]
    sections.append(Section("The game", (f"**{title}.** {who}", deck,
                                         f"The first side to reach **{r.target_score}** points wins.")))

    sections.append(Section("Cards and the bowers", (
        "Once trump is chosen, the **jack of trump** (the *right bower*) is the highest trump and the "
        "**other jack of the same colour** (the *left bower*) is the second highest. The left bower "
        "belongs to the trump suit for everything that hand: following suit, leading and winning."
        + (" The Benny ranks above both bowers." if r.has_benny else ""),
        f"With hearts as trump, trumps rank: {_rank_line(r, Suit.HEARTS)}.",
        "Other suits rank A, K, Q, J, 10, 9" + (", 8" if r.deck >= 28 else "") + (", 7" if r.deck == 32 else "")
        + "; the suit that lent its jack to trump has no jack that hand.",
    )))

    first, second = packet_rounds(r)
    deal = [f"Each player gets **{r.hand_size}** cards, dealt in packets starting at the dealer's left: "
            f"{first} round the table, then {second}. The other **{kitty}** cards form the kitty; its top card is turned face "
            "up: the **upcard**."]
    if r.has_benny:
        deal.append("If the upcard is the Benny, the dealer names trump at once, takes the Benny "
                    "and discards; the dealer's side are the makers and there is no bidding.")
    sections.append(Section("The deal", tuple(deal)))

    bid = ["**Round 1.** From the dealer's left, each player passes or *orders up* the upcard "
           + ("(the dealer's partner *assists*, the dealer *picks it up*). " if r.players == 4 else
              "(the dealer *picks it up*). ") + "The first order makes the "
           "upcard's suit trump; the dealer takes the upcard and discards a card face down"
           + ("." if r.dealer_may_discard_upcard else
              "; the discard must be one of the dealer's original cards, not the upcard."),
           "**Round 2.** If everybody passes, the upcard is turned down. From the dealer's left, each "
           "player passes or names any other suit as trump."]
    if r.stick_the_dealer:
        bid.append("**Stick the Dealer:** if everybody else passes in round 2, the dealer must name a suit. "
                   "The hand is never thrown in.")
    else:
        bid.append("If everybody passes twice, the hand is thrown in and the next dealer deals.")
    bid.append("The side that chose trump are the **makers**; the others are the **defenders**." if r.players == 4
               else "Whoever chose trump is the **maker**; the other player" + ("s are" if r.players == 3 else " is")
               + " the **defender" + ("s**." if r.players == 3 else "**."))
    sections.append(Section("Bidding", tuple(bid)))

    if r.players == 4 and (r.allow_alone or r.allow_lone_defender):
        alone = []
        if r.allow_alone:
            alone.append("Once trump is fixed and the dealer has discarded, the maker may **go alone**: "
                         "the maker's partner lays the cards face down and sits out the hand.")
        else:
            alone.append("Nobody may go alone as a maker at this table.")
        if r.allow_lone_defender:
            alone.append("After the maker's decision, each defender in turn from the dealer's left may "
                         "**defend alone**; at most one does, and the partner sits out.")
        lead = ("the player to the lone player's left leads (if both sides have a lone player, the lone "
                "defender leads)" if r.lone_lead == "loner_left" else
                "the first playing seat to the dealer's left leads")
        alone.append(f"When someone is alone, {lead}.")
        if r.call_for_best:
            alone.append("**Call for best:** each lone player receives one card of the partner's choosing "
                         "and then discards one card face down.")
        sections.append(Section("Going alone", tuple(alone)))

    lead = {4: "The player to the dealer's left leads the first trick",
            3: "The player to the dealer's left leads the first trick",
            2: "The non-dealer leads the first trick"}[r.players]
    sections.append(Section("Playing the tricks", (
        f"{lead}. Everyone must **follow suit** if they can (the left bower"
        + (" and the Benny are" if r.has_benny else " is") + " trump); otherwise they may play any card.",
        "The highest trump wins the trick; if no trump was played, the highest card of the suit led wins. "
        "The winner leads the next trick.",
    )))
    sections.append(Section("Scoring", (
        ("The makers need" if r.players == 4 else "The maker needs") + f" **{r.tricks_to_make}** of the {r.hand_size} tricks. "
        "Only one side scores each hand: see the table.",)))
    return tuple(sections)
