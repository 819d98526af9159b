"""One round of dealing and playing is a **deal** in the engine's sentences too, as in the
lessons and on the Play page ("your hand" stays the cards held). Before, a learner who
clicked on after the end read "The hand is over: there is nothing left to do.", a record
refused with "the hand is already over", a downloaded file headed "# Euchre hand record"
and an Écarté transcript ending "Hand points: 0 2; tricks: 1 4". Fixed deals, no luck."""
from __future__ import annotations

import re

import pytest

from engine import ecarte, euchre
from engine.errors import IllegalActionError, RecordError
from engine.options import option_docs
from engine.records import read_record, write_record

# "hand" for one deal: the phrases the old sentences used
DEAL_SENSE = re.compile(r"\b(the|a|this|current|whole|set|problem) hand\b|\bhand (record|points)|"
                        r"\b(each|that) hand\b|\bhands (have|under|played)", re.I)


def _played_out(state):
    """The deal played to its end, always the first legal action (the same every run)."""
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


def _euchre_over():
    return _played_out(euchre.from_deal(
        euchre.preset("standard"), dealer=3,
        hands=["TH AS AD KD 9S", "JD 9C TC QC KC", "9H QS KS AC QH", "JC JS TD QD 9D"],
        upcard="AH", kitty="JH KH TS"))


def _ecarte_over():
    return _played_out(ecarte.from_deal(
        ecarte.preset("classic"), dealer=0,
        hands=["KH QH 7C 8C 9S", "JS AS 8D TD 7H"], turnup="8H",
        talon="9H TH JH AH 7D 9D JD QD KD AD 7S 8S TS QS KS 9C TC JC QC KC AC"))


def _refusal(state, action: str) -> str:
    with pytest.raises(IllegalActionError) as caught:
        state.apply(action)
    return str(caught.value)


def test_an_action_after_the_end_says_the_deal_is_over():
    euchre_text = _refusal(_euchre_over(), "pass")
    ecarte_text = _refusal(_ecarte_over(), "propose")
    assert "The deal is over: there is nothing left to do." in euchre_text
    assert "The deal is over: no more actions can be taken." in ecarte_text
    assert not DEAL_SENSE.search(euchre_text + " " + ecarte_text)


@pytest.mark.parametrize("game", [euchre, ecarte])
def test_the_next_deal_before_this_one_ends_says_deal(game):
    g = game.Game.new(game.Rules(), seed=3)
    with pytest.raises(IllegalActionError) as caught:
        g.next_hand()
    assert str(caught.value) == "The current deal is not over yet."


def test_a_record_is_a_deal_record_and_refuses_an_action_after_the_deal():
    state = _euchre_over()
    text = write_record(state)
    lines = text.splitlines()
    assert lines[0] == "# Euchre deal record"
    assert lines[-1].startswith("# the deal is over; points: ")
    assert not DEAL_SENSE.search(text)
    with pytest.raises(RecordError) as caught:
        read_record(text + "South: pass\n")
    assert "the deal is already over, so South cannot 'pass'" in str(caught.value)
    assert not DEAL_SENSE.search(str(caught.value))
    # a record written before keeps opening: its old header is a comment
    old = text.replace("# Euchre deal record", "# Euchre hand record")
    assert read_record(old) == read_record(text)


def test_the_ecarte_transcript_scores_the_deal():
    text = ecarte.transcript(_ecarte_over())
    assert re.search(r"^Points for the deal: \d \d; tricks: \d \d$", text, re.M), text
    assert not DEAL_SENSE.search(text.replace("elder hand", "elder"))


def test_rule_option_texts_say_deal():
    # Settings and the rule book show these: "each hand the dealer sits out", "the
    # opponent of that hand", "the hand is never thrown in", "Penalty when the hand is played"
    ecarte_docs, euchre_docs = option_docs(ecarte.Rules), option_docs(euchre.Rules)
    assert "each deal the dealer sits out" in ecarte_docs["players"]
    assert "paid by that player's opponent in the deal" in ecarte_docs["stake"]
    assert "(the deal is never thrown in)" in euchre_docs["stick_the_dealer"]
    assert ecarte.words.OPTION_TITLES["penalty"] == "Penalty when the deal is played without an exchange"
    texts = [*ecarte_docs.values(), *euchre_docs.values(), *ecarte.words.OPTION_TITLES.values()]
    assert not [t for t in texts if DEAL_SENSE.search(t.replace("elder hand", "elder"))]
