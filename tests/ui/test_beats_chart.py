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
