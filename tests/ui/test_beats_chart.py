"""The which-card-beats-which charts (Euchre and Écarté lessons): the title and the axes name
the same two cards in the same words."""
from __future__ import annotations

import pytest

from engine import euchre
from engine.cards import Suit
from ui.charts import beats_figure, ecarte_beats_figure


@pytest.mark.parametrize("fig", [beats_figure(euchre.preset("standard"), Suit.HEARTS),
                                 ecarte_beats_figure(Suit.SPADES)], ids=["euchre", "ecarte"])
def test_the_axis_names_the_card_as_the_title_does(fig):
    # Euchre's title said "green = the card played second beats the card led" over an axis
    # of "card played next"
    assert "the card played second beats the card led" in fig.layout.title.text.replace("<br>", " ")
    assert fig.layout.xaxis.title.text == "card played second"
    assert fig.layout.yaxis.title.text == "card led"


@pytest.mark.parametrize("preset, every", [("standard", True), ("british", True),
                                           ("deck28", False), ("deck32", False)])
def test_a_phone_names_every_column_of_24_or_25_cards(preset, every):
    # On a 390-px phone Plotly named every other column of the 24 (J♥, A♥, Q♥, 9♥, …): the
    # axis now asks for each (Plotly stands them upright, as narrow as a line of text, which
    # a column of 24 or 25 holds there; 28 or 32 columns are too narrow: left to Plotly).
    fig = beats_figure(euchre.preset(preset), Suit.HEARTS)
    assert len(fig.data[0].x) == euchre.preset(preset).deck
    assert (fig.layout.xaxis.dtick == 1) is every
    assert fig.layout.xaxis.tickfont.size == 11 and fig.layout.xaxis.tickangle is None
