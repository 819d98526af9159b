"""Écarté prose audit: the three-player rule book and exchange example name the player taking the
dealer's part (the dealer sits out), the penalty option's title is true under both rules, and the
play example shows following, overtaking and trumping under every preset."""
from __future__ import annotations

import re

import pytest

from engine import ecarte
from engine.ecarte import Rules
from engine.ecarte.rules import PRESETS
from engine.ecarte.scoring import TRICK_TABLE
from engine.obligation import FOLLOW, OVERTAKE
from lessons.ecarte import l3_exchange, l5_play
from lessons.ecarte.common import names
from lessons.ecarte.rulebook import options_table, rule_book, scoring_rows

PART = "the player taking the dealer's part"
TABLES = {**PRESETS, "classicpen": Rules(penalty="classic"), "three_classic": Rules(players=3, penalty="classic"),
          "nomust": Rules(dealer_must_exchange=False, must_trump=False, packets="2+3"),
          "three_nomust": Rules(players=3, dealer_must_exchange=False, must_trump=False)}


def _section(rules: Rules, key: str) -> str:
    return " ".join(next(s for s in rule_book(rules) if s.key == key).paragraphs)


@pytest.mark.parametrize("penalty", ("elder", "classic"))
def test_three_player_scoring_rows_name_the_dealers_part(penalty):
    rules = Rules(players=3, penalty=penalty)
    rows = scoring_rows(rules)
    assert not any("dealer refused" in r[0] or r[1].startswith("The dealer ") or r[2] == "the dealer"
                   for r in rows)
    tricks = [r for r in rows if r[0] != "Any"]
    expected = [(elder_won, pts) for (pen, _o, elder_won, _v), (pts, _c) in TRICK_TABLE.items() if pen == penalty]
    assert [(r[2] == "the elder hand", r[3]) for r in tricks] == expected
    assert all(r[2] == PART and r[1].startswith("The player taking the dealer's part takes")
               for r in tricks if r[2] != "the elder hand")
    # two players: the dealer plays and scores, as before
    two = scoring_rows(Rules(penalty=penalty))
    assert {r[2] for r in two} == {"the elder hand", "the dealer", "its holder"}


@pytest.mark.parametrize("rules", [Rules(players=3), Rules(players=3, penalty="classic"),
                                   Rules(players=3, dealer_must_exchange=False)], ids=repr)
def test_three_player_exchange_and_penalty_paragraphs(rules):
    text = _section(rules, "exchanges") + " " + _section(rules, "scoring")
    for wrong in ("The dealer **accepts**", "the dealer scores **2**", "the dealer refuses", "dealer may exchange",
                  "then the dealer must", "card for the dealer", "the dealer refused"):
        assert wrong not in text
    assert "The player taking the dealer's part **accepts** or **refuses**" in text
    pts = TRICK_TABLE[(rules.penalty, "stand", False, False)][0]
    assert f"{PART} scores **{pts}**" in text
    two = _section(rules.replace(players=2), "exchanges")
    assert "The dealer **accepts** or **refuses**" in two and PART not in two


def test_three_player_exchange_example_names_the_dealers_part():
    rules = PRESETS["three"]
    texts = [f.text for f in l3_exchange.exchange_example(rules).frames]
    nm = names(rules)
    s = ecarte.deal(rules, dealer=0, seed=0)          # the example deals from South, as here
    assert s.dealer == 0 and s.younger != 0
    assert not any("(dealer) exchanges" in t for t in texts)
    assert any(t.startswith(f"{nm[s.younger]} (dealer's part) exchanges") for t in texts)
    two = [f.text for f in l3_exchange.exchange_example(PRESETS["classic"]).frames]
    assert any(t.startswith(f"{names(PRESETS['classic'])[0]} (dealer) exchanges") for t in two)


def test_penalty_option_title_is_true_for_both_rules():
    # under the default rule the elder who fails pays even when the dealer refused (the dealer declined)
    assert TRICK_TABLE[("elder", "refusal", False, False)][0] == 2
    assert TRICK_TABLE[("elder", "exchange", False, False)][0] == 1   # no penalty once cards were exchanged
    for penalty in ("elder", "classic"):
        row = next(o for o in options_table(Rules(penalty=penalty)) if o.name == "penalty")
        assert "decliner" not in row.title
        assert row.title == "Penalty when the deal is played without an exchange"


@pytest.mark.parametrize("name", sorted(TABLES))
def test_play_example_shows_following_overtaking_and_trumping(name):
    rules = TABLES[name]
    frames = l5_play.play_example(rules).frames
    assert all(f.position is not None for f in frames)
    duties = [f.position for f in frames if len(f.position.trick) == 1]
    kinds = {ecarte.obligation(p.hands[p.current_player], p.trick, p.trump, p.rules).kind for p in duties}
    assert {FOLLOW, OVERTAKE} <= kinds
    last = frames[-1].position
    assert any(t.follow.suit is last.trump and t.lead.suit is not last.trump for t in last.tricks_played)
    assert sum("Every card may be played" in f.text for f in frames) < len(duties)


def test_exchange_example_quotes_each_reason_as_the_advice_its_seat_followed():
    # before: "South (dealer): **accept**. *Accept: your hand can use new cards.*" — the
    # computer player's reason speaks to its player ("your hand") right after a third
    # person's name; now it is quoted as the advice that seat followed.
    for preset in ("classic", "three"):
        texts = [f.text for f in l3_exchange.exchange_example(PRESETS[preset]).frames]
        with_reason = [t for t in texts if re.search(r"\byour?\b", t, re.I)]
        assert with_reason, texts   # (the example's reasons do speak to their player)
        for t in with_reason:
            assert re.search(r", following the advice “[^”]*\byour?\b[^”]*”", t, re.I), t
            assert "*" not in t.replace("**", ""), t
