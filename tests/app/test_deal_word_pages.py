"""The pages say **deal** for one deal, as the lessons and the Play page do ("your hand",
"Show all hands": the cards held). Before, the Table page offered "Download this hand"
(saved as euchre-hand.txt), "Open a hand record" and "Paste a hand record", and said "That
hand record could not be opened"; Home linked "Problems: find the best play in a set hand";
a finished problem linked "Step through the whole hand on the table"."""
from __future__ import annotations

import html
import re

import pytest
import streamlit as st

from engine import euchre
from engine.records import write_record

from apphelp import app, no_exception

# "hand" meaning one deal, in the phrases the old labels used
DEAL_SENSE = re.compile(r"\b(a|the|this|that|whole|set|problem) hand\b|\bhand records?\b", re.I)


def _table(game: str, spied: list, monkeypatch):
    real = st.download_button

    def spy(label, *args, **kwargs):
        spied.append((label, kwargs.get("file_name"), kwargs.get("data")))
        return real(label, *args, **kwargs)

    monkeypatch.setattr(st, "download_button", spy)
    at = app(None, game=game)
    at.switch_page("ui/pages/table.py").run()
    no_exception(at)
    return at


def _labels(at) -> list[str]:
    return ([e.label for e in at.expander] + [t.label for t in at.text_area]
            + [t.help or "" for t in at.text_area] + [b.label for b in at.button]
            + [m.value for m in at.success] + [m.value for m in at.warning] + [m.value for m in at.error])


@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_the_table_writes_and_reads_deal_records(game, monkeypatch):
    spied: list = []
    at = _table(game, spied, monkeypatch)
    label, file_name, _data = spied[-1]
    assert label == "Download this deal" and file_name == f"{game}-deal.txt"
    shown = _labels(at)
    assert "Open a deal record" in shown and "Paste a deal record" in shown
    assert any("“Download this deal”" in s for s in shown), shown
    assert not [s for s in shown + [label, file_name] if DEAL_SENSE.search(s)], shown


def test_a_refused_record_names_the_deal(monkeypatch):
    spied: list = []
    at = _table("euchre", spied, monkeypatch)
    hand = euchre.from_deal(euchre.preset("standard"), dealer=3,
                            hands=["TH AS AD KD 9S", "JD 9C TC QC KC", "9H QS KS AC QH",
                                   "JC JS TD QD 9D"], upcard="AH", kitty="JH KH TS")
    while not hand.is_over:   # the first legal action each time: the same deal every run
        hand = hand.apply(hand.legal_actions()[0])
    # one action past the end: the engine's refusal, shown on the page
    at.text_area(key="tbl_rec_text").input(write_record(hand) + "South: pass\n").run()
    at.button(key="tbl_rec_open").click().run()
    no_exception(at)
    # as the browser shows it: without Markdown's escapes and HTML entities
    warning = html.unescape(" ".join(w.value for w in at.warning)).replace("\\", "")
    assert "That deal record could not be opened" in warning, warning
    assert "the deal is already over, so South cannot 'pass'" in warning, warning
    at.text_area(key="tbl_rec_text").input(write_record(hand)).run()
    at.button(key="tbl_rec_open").click().run()
    no_exception(at)
    assert "The deal record is on the table, at its last action." in [m.value for m in at.success]
    assert not [s for s in _labels(at) if DEAL_SENSE.search(s)], _labels(at)


def test_home_and_problems_link_a_set_deal():
    at = app(None, game="euchre")
    no_exception(at)
    labels = [link.proto.label for link in at.get("page_link")]
    assert "Problems: find the best play in a set deal" in labels, labels
    at.switch_page("ui/pages/problems.py").run()
    at.button_group(key="pb_topic").set_value("late").run()
    at.button(key="pb_reveal").click().run()
    no_exception(at)
    labels = [link.proto.label for link in at.get("page_link")]
    assert "Step through the whole deal on the table" in labels, labels
    assert not [s for s in labels if DEAL_SENSE.search(s)], labels


def test_a_downloaded_record_is_named_after_the_deal_shown_not_the_game_on_home(monkeypatch):
    # an Écarté deal opened by its address while Euchre is the game chosen on Home: the
    # record is an Écarté one, and its file says so
    from engine import ecarte
    code = ecarte.encode_deal(ecarte.deal(ecarte.preset("classic"), dealer=0, seed=3))
    spied: list = []
    monkeypatch.setattr(st, "download_button", lambda label, *a, **k: spied.append(k["file_name"]))
    at = app(None, game="euchre")
    at.query_params["deal"] = code
    at.switch_page("ui/pages/table.py").run()
    no_exception(at)
    assert at.session_state["game"] == "euchre" and spied[-1] == "ecarte-deal.txt"
