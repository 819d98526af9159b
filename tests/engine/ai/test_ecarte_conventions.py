"""Between Écarté plays worth exactly the same, the coach follows the books' convention
(engine/ai/ecarte_analysis.py, ``_convention``): lead the top of a sequence, follow low."""
from __future__ import annotations

from engine import ecarte
from engine.ai import ecarte_analysis as ea


def test_the_top_of_a_sequence_is_led():
    # Queen, knave and ace of trumps are one sequence in Écarté order: all lead the same.
    state = ecarte.from_deal(ecarte.preset("classic"), 0, ["KS 9S TD 8D 7D", "QH JH AH 8S 7C"],
                             "9H", "TH 8H 7H KH JS AS 7S TS QS JD QD KD AD 9C TC JC QC KC "
                             "AC 8C 9D")
    view = ecarte.observe(state.apply("stand"), 1)
    odds = {str(o.action): o.expected_points for o in ea.analyse(view, samples=60)}
    assert odds["play QH"] == odds["play JH"] == odds["play AH"]
    assert str(ea.hint(view, samples=60).action) == "play QH"


def test_a_card_that_cannot_win_is_followed_low():
    # The king of spades is led and no spade can beat it: follow with the lowest.
    state = ecarte.from_deal(ecarte.preset("classic"), 0, ["QS 9S 7S TD 8D", "KS JH AH 8C 7C"],
                             "9H", "TH 8H 7H KH JS AS 8S TS QH JD QD KD AD 9C TC JC QC KC "
                             "AC 7D 9D")
    view = ecarte.observe(state.apply("stand").apply("play KS"), 0)
    odds = {str(o.action): o.expected_points for o in ea.analyse(view, samples=60)}
    assert odds["play 7S"] == odds["play 9S"]
    assert str(ea.hint(view, samples=60).action) in ("play 7S",)
