"""The Écarté rule book, generated from ``engine.ecarte.Rules``: sections of text for
the options in force, the options table (value, docstring, changed or not) and the
scoring table from the engine's ``TRICK_TABLE``."""
from __future__ import annotations

import dataclasses
from functools import lru_cache

from engine.ecarte import Rules, option_docs, preset_name
from engine.ecarte.ranking import RANKS_HIGH_TO_LOW
from engine.ecarte.scoring import TRICK_TABLE
from engine.ecarte.words import AWARD_TEXT

from ..rulebook import OptionRow, Section
from .l6_scoring import OPENING_WORDS
from .words import NO_PENALTY_AFTER_EXCHANGE, OPTION_TITLES, PENALTY_RULE, PRESET_TITLES, option_help, value_text


@lru_cache(maxsize=1)
def title(rules: Rules) -> str:
    name = preset_name(rules)
    return PRESET_TITLES[name] if name else "Custom Écarté rules"


def options_table(rules: Rules) -> tuple[OptionRow, ...]:
    docs = option_docs()
    standard = Rules()
    return tuple(OptionRow(f.name, OPTION_TITLES.get(f.name, f.name), value_text(f.name, getattr(rules, f.name)),
                           option_help(f.name, docs.get(f.name, "")), getattr(rules, f.name) != getattr(standard, f.name))
                 for f in dataclasses.fields(Rules))


def differences(rules: Rules) -> dict[str, object]:
    standard = Rules()
    return {f.name: getattr(rules, f.name) for f in dataclasses.fields(Rules)
            if getattr(rules, f.name) != getattr(standard, f.name)}


def scoring_rows(rules: Rules) -> tuple[tuple[str, str, str, int], ...]:
    """(how the hand opened, result, who scores, points) for the rules' ``penalty``."""
    rows = []
    for (pen, opening, elder_won, vole), (pts, code) in TRICK_TABLE.items():
        if pen != rules.penalty:
            continue
        who = "elder hand" if elder_won else "dealer"
        res = "all 5 tricks (the vole)" if vole else "3 or 4 tricks (the point)"
        rows.append((OPENING_WORDS[opening], f"The {who} takes {res}", f"the {who}", pts))
    rows.append(("Any", "The king of trumps is turned up",
                 "the dealer" if rules.players == 2 else "the player taking the dealer's part", 1))
    rows.append(("Any", "The king of trumps is declared before the first lead", "its holder", 1))
    return tuple(rows)


def rule_book(rules: Rules) -> tuple[Section, ...]:
    r = rules
    order = " > ".join(x.display for x in RANKS_HIGH_TO_LOW)
    who = ("Two players, each for themselves. The dealer deals; the other player is the **elder hand**."
           if r.players == 2 else
           "Three players: each hand one player deals and **sits out**. The player on the dealer's left is the "
           "**elder hand**; the player on the dealer's right plays the dealer's part. Each keeps an own score.")
    secs = [Section("The game", (f"**{title(r)}.** {who}",
                                 f"The first player to reach **{r.target_score}** points wins. Points count as "
                                 "soon as they are scored, so a king can end the game before the hand is played."
                                 + (f" Playing for **{r.stake}** a point: each point is paid by the opponent of "
                                    "that hand." if r.stake != 1 else "")))]
    secs.append(Section("Cards", (
        "The 32-card piquet pack: 7, 8, 9, 10, J, Q, K, A in each suit.",
        f"In every suit, trumps included: **{order}**. The ace ranks between the jack and the ten.")))
    first = r.packets[0]
    secs.append(Section("The deal", (
        "Cut for the first deal: the lowest card deals (a 7 is lowest). The deal then passes to the left.",
        f"Each player gets **5** cards in packets of **{first}** then **{5 - int(first)}**, elder hand first. "
        "The 11th card is turned up: its suit is **trump**. The other 21 cards form the **talon**.",
        "If the turn-up is a king, " + ("the dealer" if r.players == 2 else "the player taking the dealer's part")
        + " scores **1** at once.")))
    ex = ["The elder hand **stands** (plays without proposing) or **proposes** an exchange. The dealer "
          "**accepts** or **refuses**; refusing starts play with the hands as they are.",
          "After an accept, the elder discards 1 to 5 cards face down and draws as many from the talon"
          + (", leaving at least one card for the dealer; then the dealer must exchange 1 to 5."
             if r.dealer_must_exchange else
             "; then the dealer may exchange 0 to 5 (here the dealer need not take any, and the elder may take "
             "the whole talon)."),
          "Nobody may discard more cards than the talon holds. The elder may then propose again, until the elder "
          "stands, the dealer refuses, or fewer than 2 cards are left in the talon."]
    secs.append(Section("Proposals and exchanges", tuple(ex)))
    secs.append(Section("The king of trumps", (
        "Once the exchanges are over and before the first lead, the holder of the king of trumps may "
        "**declare** it (“Roi!”) for **1** point. Undeclared, it scores nothing.",)))
    play = ["The elder hand leads the first trick; the winner of a trick leads the next. All 5 tricks are played.",
            "The follower must **follow suit** if able and, when following, must **beat the led card** if able."]
    play.append("With no card of the led suit, the follower **must trump** if able; only with neither may any card "
                "be played." if r.must_trump else
                "With no card of the led suit, the follower may play **any card** (trumping is not forced here).")
    play.append("The higher trump wins; with no trump, the higher card of the suit led.")
    secs.append(Section("Play", tuple(play)))
    secs.append(Section("Scoring", ("**The point** (3 or 4 tricks) scores 1, **the vole** (all 5) scores 2.",
                                    f"**Penalty:** {PENALTY_RULE[r.penalty]} {NO_PENALTY_AFTER_EXCHANGE}")))
    return tuple(secs)


AWARDS = AWARD_TEXT
