"""What the Rules page and the glossary say under other rules than the defaults, checked
against the engine playing the situation (explicit deals in card notation).

Before: the glossary was written once, for the standard game, whatever Settings said
(Cutthroat's march "2 points, or 4 for a player who went alone" where the engine scores 3;
Écarté's vole "3 with the penalty" under the classic laws, where it is always 2; "you must
play a trump" with trumping not forced); the Écarté Rules page said "reach **1** points"; the
Euchre Rules page told Cutthroat players "Who leads when someone is alone: Left of the lone
player" although the maker always plays alone there and the dealer's left leads."""
from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

from engine import ecarte, euchre
from engine.euchre.rules import PRESETS
from lessons.ecarte import rulebook as ecarte_book
from lessons.euchre import rulebook as euchre_book
from lessons.glossary import term, terms

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "ecarte"))
from ecarte_helpers import make, run  # noqa: E402


def _play_out(s):
    """The first legal action until the end (used where the outcome is forced)."""
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    return s


def _euchre_march(rules, *after_order):
    """Seat 1 (the dealer's left, dealer 0) holds the five top hearts and orders up: a march
    whatever anyone plays. Returns the maker's points as the engine scores them."""
    hands = ["9C TC QC KC AC", "JH JD AH KH QH", "9S TS QS KS AS", "9D TD QD KD AD"][:rules.players]
    s = euchre.from_deal(rules, 0, hands, "9H")
    s = s.apply("order").apply("discard 9C")
    for a in after_order:
        s = s.apply(a)
    s = _play_out(s)
    assert s.result.maker_tricks == rules.hand_size
    return s.result.points[s.result.makers]


def _section(rules, key, book=euchre_book):
    return " ".join(next(sec for sec in book.rule_book(rules) if sec.key == key).paragraphs)


# ---- the glossary follows the rules in force ------------------------------------------------

def test_every_glossary_entry_reads_the_same_under_the_defaults():
    # the plain text of an entry is its text under the game's default rules
    for game, rules in (("euchre", euchre.Rules()), ("ecarte", ecarte.Rules())):
        for t in terms(game):
            assert t.definition_for(rules) == t.definition, t.id


def test_the_cutthroat_march_scores_what_the_engine_scores():
    rules = PRESETS["cutthroat"]
    points = _euchre_march(rules)
    said = term("euchre", "march").definition_for(rules)
    assert points == 3 and said == f"The maker taking all 5 tricks: {points} points.", said
    loner = term("euchre", "loner").definition_for(rules)
    assert f"scores {points}" in loner and "plays alone" in loner, loner


def test_the_four_player_march_and_lone_march_score_what_the_engine_scores():
    rules = PRESETS["standard"]
    march, lone = _euchre_march(rules, "partner"), _euchre_march(rules, "alone")
    said = term("euchre", "march").definition_for(rules)
    assert said == f"The makers taking all five tricks: {march} points, or {lone} for a player who went alone."
    # no going alone at this table: no lone march to speak of
    assert "alone" not in term("euchre", "march").definition_for(rules.replace(allow_alone=False))


def test_seven_card_cutthroat_needs_four_tricks_in_the_glossary():
    rules = PRESETS["cutthroat"].replace(cutthroat_hand_size=7)
    assert rules.tricks_to_make == 4
    for tid in ("maker", "defender", "euchre"):
        said = term("euchre", tid).definition_for(rules)
        assert "4" in said and "three" not in said, (tid, said)


def test_a_lone_defenders_euchre_is_in_the_glossary_with_the_engines_points():
    rules = PRESETS["railroad"].replace(call_for_best=False)   # lone defenders score 4 for any euchre
    # East (1) orders up the 10 of hearts; North (2) defends alone with the four top trumps and,
    # leading them, takes 4 of the 5 tricks (South's ace of clubs wins the last)
    hands = ["TC QC KC JC AD", "QH 9S TS QS KS", "JH JD AH KH 9C", "9D TD QD KD AC"]
    s = euchre.from_deal(rules, 0, hands, "TH").apply("order").apply("discard AD").apply("partner")
    s = s.apply("defend alone")   # North, the first defender asked (from the dealer's left)
    best = ["play JH", "play JD", "play AH", "play KH"]
    while not s.is_over:
        legal = [str(a) for a in s.legal_actions()]
        s = s.apply(next((b for b in best if b in legal), legal[0]) if s.current_player == 2 else legal[0])
    assert s.result.lone_defender == 2 and s.result.maker_tricks in (1, 2)
    points = s.result.points[1 - s.result.makers]
    said = term("euchre", "euchre").definition_for(rules)
    assert points == 4 and f"A lone defender scores {points} for any euchre." in said, said
    by_tricks = rules.replace(lone_defender_points="by_tricks")
    assert "A lone defender scores 2 for it, or 4 for taking all five." in \
        term("euchre", "euchre").definition_for(by_tricks)


def test_the_benny_outranks_the_right_bower_in_the_glossary():
    rules = PRESETS["british"]
    assert euchre.ranking.trump_order(rules.cards, euchre.Suit.HEARTS)[0].is_joker
    assert "highest card after the Benny" in term("euchre", "bower").definition_for(rules)


def test_trick_counts_cards_for_the_players_at_the_table():
    assert term("euchre", "trick").definition_for(PRESETS["two_handed"]).endswith("Two players, two cards.")
    assert term("euchre", "trick").definition_for(PRESETS["cutthroat"]).endswith("Three players, three cards.")
    assert "Four players, four cards." not in term("euchre", "turned-down").definition


def test_a_three_player_ecarte_trick_has_two_cards_in_the_glossary():
    # Before: "Two players, two cards." at a three-player table: the dealer sits out each deal
    rules = ecarte.Rules(players=3)
    s = run(make("7C 8C 9C 7D 8D", "KS QS JS AS TS", "9H", rules=rules, dealer=0), "stand")
    s = s.apply("play 7C").apply("play TS")
    assert s.hands[s.dealer] == () and len(s.tricks_played) == 1   # two cards made the trick
    said = term("ecarte", "trick").definition_for(rules)
    assert said.endswith("Two cards a trick: the dealer sits out each deal, so two of the three players play.")
    assert term("ecarte", "trick").definition_for(ecarte.Rules()).endswith("Two players, two cards.")


@pytest.mark.parametrize("preset", ["cutthroat", "two_handed"])
def test_calling_next_speaks_of_the_dealer_where_there_are_no_partners(preset):
    # Before: "the dealer's side probably holds little of that colour" with no sides at the table
    rules = PRESETS[preset]
    assert euchre.deal(rules, 0, seed=0).players < 4
    said = term("euchre", "next").definition_for(rules)
    assert "the dealer probably holds little of that colour" in said and "side" not in said, said
    assert "the dealer's side probably" in term("euchre", "next").definition_for(PRESETS["standard"])


def test_the_classic_vole_is_always_two_in_the_glossary():
    # the elder stands at once and the dealer takes all five
    for penalty in ("elder", "classic"):
        rules = ecarte.Rules(penalty=penalty)
        s = make("7C 8C 9C 7D 8D", "KH QH JH AH TH", "9H", rules=rules)
        s = _play_out(run(s, "stand, no declaration"))   # the dealer's five top trumps take all
        dealer_points = s.result.points[s.younger]
        said = term("ecarte", "vole").definition_for(rules)
        if penalty == "classic":
            assert dealer_points == 2 and said == "Taking all five tricks: 2 points, with or without an exchange."
        else:
            assert dealer_points == 3 and "3 for the dealer when the elder played without an exchange" in said


def test_the_glossary_follows_a_table_where_trumping_is_not_forced():
    rules = ecarte.Rules(must_trump=False)
    # the elder leads a club; the dealer has no club but a trump, and may discard a diamond
    s = make("7C 8C 9C 7D 8D", "KH QD JD AS TS", "9H", rules=rules)
    s = run(s, "stand, no declaration").apply("play 7C")
    assert "play QD" in [str(a) for a in s.legal_actions()]
    said = term("ecarte", "follow").definition_for(rules)
    assert "may play any card" in said and "must play a trump" not in said


def test_the_glossary_says_the_dealer_need_not_exchange_when_the_engine_allows_none():
    rules = ecarte.Rules(dealer_must_exchange=False)
    s = run(make("7C 8C 9C 7D 8D", "KS QS JS AS TS", "9H", rules=rules), "propose, accept, exchange 7C")
    assert ecarte.parse_action("exchange") in s.legal_actions()
    assert "need not" in term("ecarte", "proposal").definition_for(rules)


def test_a_turned_king_with_three_players_goes_to_the_player_taking_the_dealers_part():
    rules = ecarte.Rules(players=3)
    s = make("7C 8C 9C 7D 8D", "QS JS AS TS 9S", "KH", rules=rules, dealer=0)
    seat, points = s.points.index(max(s.points)), max(s.points)
    assert seat == s.younger != s.dealer and points == ecarte_book.scoring_rows(rules)[-2][3]
    said = term("ecarte", "king").definition_for(rules)
    assert said.startswith(f"Worth {points} point: to the player taking the dealer's part at once"), said


# ---- the Rules page ------------------------------------------------------------------------

def test_the_ecarte_rule_book_says_one_point_not_one_points():
    game = _section(ecarte.Rules(target_score=1), "game", ecarte_book)
    assert "reach **1** point wins." in game and "1** points" not in game
    assert "reach **5** points wins." in _section(ecarte.Rules(), "game", ecarte_book)


def test_the_declared_king_scores_what_the_rule_book_says():
    s = make("KH 8C 9C 7D 8D", "QS JS AS TS 9S", "7H")
    s = run(s, "stand, declare king")
    declared = s.points[s.elder]
    assert declared == ecarte_book.scoring_rows(ecarte.Rules())[-1][3]
    assert f"for **{declared}** point" in _section(ecarte.Rules(), "king", ecarte_book)


def test_options_that_cannot_apply_are_not_listed_as_in_force():
    # Before: the standard game's Rules page listed "Points for a lone defender's euchre: By
    # tricks (2 or 4)" among the options in force, with "(Only when lone defenders are
    # allowed.)", and Cutthroat's "Who leads when someone is alone: Left of the lone player"
    # although its maker plays alone and the player to the dealer's left leads:
    rules = PRESETS["cutthroat"]
    s = euchre.from_deal(rules, 0, ["9C TC QC KC AC", "JH JD AH KH QH", "9S TS QS KS AS"], "9H")
    s = s.apply("pass").apply("pass").apply("order").apply("discard 9C")
    assert s.maker == 0 and s.current_player == 1
    listed = {row.name for row in euchre_book.options_table(rules)}
    assert "cutthroat_hand_size" in listed and not listed & {"lone_lead", "lone_defender_points"}
    assert "Who leads when someone is alone" in euchre_book.unused_options(rules)
    standard = PRESETS["standard"]
    listed = {row.name for row in euchre_book.options_table(standard)}
    assert "lone_lead" in listed and not listed & {"cutthroat_hand_size", "lone_defender_points"}
    assert euchre_book.unused_options(standard) == ("Points for a lone defender's euchre", "Cutthroat hand size")
    # with lone defenders the option is in force, and listed
    railroad = {row.name for row in euchre_book.options_table(PRESETS["railroad"])}
    assert "lone_defender_points" in railroad
    # every option is either listed or named as unused, never both
    for rules in PRESETS.values():
        rows = euchre_book.options_table(rules)
        titles = [row.title for row in rows] + list(euchre_book.unused_options(rules))
        assert len(titles) == len(set(titles)) == len(dataclasses.fields(euchre.Rules))
        assert not any(row.doc.endswith(")") and "only" in row.doc.split("(")[-1] for row in rows)


def test_the_dealers_partner_who_assists_may_go_alone():
    rules = PRESETS["standard"]
    s = euchre.from_deal(rules, 0, ["9C TC QC KC AC", "9S TS QS KS AS", "JH JD AH KH QH", "9D TD QD KD AD"],
                         "9H")
    s = s.apply("pass").apply("order").apply("discard 9C")   # North, the dealer's partner, assists
    assert s.current_player == 2 and "alone" in [str(a) for a in s.legal_actions()]
    assert "the dealer's partner too, after assisting" in _section(rules, "alone")


def test_the_dealer_who_picks_it_up_may_go_alone_and_the_page_says_so():
    # "the player who ordered up or named trump" read as if the dealer who picked up the upcard,
    # having neither ordered up (in words) nor named a suit, could not go alone
    rules = PRESETS["standard"]
    s = euchre.from_deal(rules, 0, ["9C TC QC KC AC", "9S TS QS KS AS", "JH JD AH KH QH", "9D TD QD KD AD"],
                         "9H")
    s = s.apply("pass").apply("pass").apply("pass").apply("order").apply("discard 9C")   # South deals
    assert s.current_player == 0 and "alone" in [str(a) for a in s.legal_actions()]
    assert "and the dealer after picking it up" in _section(rules, "alone")


@pytest.mark.parametrize("lone_defenders", [False, True])
def test_the_lone_defender_leads_against_a_loner_only_where_there_can_be_one(lone_defenders):
    rules = PRESETS["standard"].replace(allow_lone_defender=lone_defenders)
    said = _section(rules, "alone")
    assert ("the lone defender leads" in said) == lone_defenders
    if lone_defenders:   # both alone: the lone defender leads, as the page says
        s = euchre.from_deal(rules, 0, ["9C TC QC KC AC", "JH JD AH KH QH", "9S TS QS KS AS",
                                        "9D TD QD KD AD"], "9H")
        s = s.apply("order").apply("discard 9C").apply("alone")
        s = s.apply("defend alone")   # North (2), the first defender asked from the dealer's left
        assert s.lone_defender == 2 and s.current_player == 2


def test_the_benny_cannot_be_discarded_where_the_upcard_cannot():
    rules = PRESETS["british"].replace(dealer_may_discard_upcard=False)
    s = euchre.from_deal(rules, 0, ["9C TC QC KC AC", "9S TS QS KS AS", "JH JD AH KH QH", "9D TD QD KD AD"],
                         "JK")
    s = s.apply("call H")
    assert "discard JK" not in [str(a) for a in s.legal_actions()]
    assert "The discard may not be the Benny itself." in _section(rules, "deal")
    assert "Benny itself" not in _section(PRESETS["british"], "deal")
