"""How the analysis's rollouts answer a proposal (``ecarte_analysis.RESPONSE``): the
option ``"judged"``, a dealer who judges its hand and what refusing risks
(``ecarte_bots.refuses``), against the intermediate's rule (the default), which accepts
where a real dealer refuses and so makes proposing look better than standing with a
jeu de règle under the default rules."""
from __future__ import annotations

import pytest

from engine import ecarte
from engine.ai import ecarte_analysis, ecarte_game
from engine.ai.ecarte_bots import refuses
from engine.cards import parse_cards
from engine.ecarte.actions import PROPOSE, STAND
from engine.ecarte.ranking import DECK

CLASSIC = ecarte.Rules(penalty="classic")   # the older clubs': a refusal that fails pays 2
DEFAULT = ecarte.Rules()                    # the risk of a refusal falls on the elder


def _deal(rules: ecarte.Rules, dealer: str, elder: str, turnup: str) -> ecarte.HandState:
    """Seat 0 deals ``dealer``, seat 1 (the elder) holds ``elder``; the talon in order."""
    d, e = list(parse_cards(dealer)), list(parse_cards(elder))
    up = parse_cards(turnup)[0]
    rest = [c for c in DECK if c not in d and c not in e and c != up]
    return ecarte.from_deal(rules, 0, [d, e], up, rest)


def _answer(state: ecarte.HandState, response: str | None = "judged") -> str:
    """How the rollout finishes a proposal: "refusal" or "exchange"."""
    return ecarte_analysis._finish(state.apply(PROPOSE), response=response).opening


def test_the_rollout_dealer_refuses_when_guarded_in_two_suits_with_a_trump():
    # 9♥ K♠ 8♠ Q♦ 7♦, hearts trumps: guarded in spades (the king) and diamonds (the queen
    # beside a small one), with a trump: Cavendish refuses, even where a refusal that
    # fails pays 2. The intermediate's rule (a jeu de règle of two trumps) accepted.
    state = _deal(CLASSIC, "9H KS 8S QD 7D", "8C 9C TC JC 8D", "7H")
    assert _answer(state) == "refusal"
    assert _answer(state, "rules") == "exchange"
    assert _answer(state, None) == "exchange"    # (the default, for now)


def test_the_rollout_dealer_accepts_when_guarded_nowhere():
    # 9♠ 8♠ 10♦ 7♣ A♣: no trump, no king, no queen: accept, whatever the penalty.
    for rules in (CLASSIC, DEFAULT):
        state = _deal(rules, "9S 8S TD 7C AC", "8C 9C TC JC 8D", "7H")
        assert _answer(state) == "exchange"


def test_a_refusal_that_costs_nothing_is_made_with_less():
    # 9♥ K♠ 10♦ 8♣ 7♦: a trump and one guarded suit. At risk (the older clubs' first
    # refusal) Cavendish accepts; under the default rules a refusal costs the dealer
    # nothing (the elder who fails pays 2), and the dealer refuses.
    hand = "9H KS TD 8C 7D"
    assert not refuses(parse_cards(hand), parse_cards("7H")[0].suit, at_risk=True)
    assert refuses(parse_cards(hand), parse_cards("7H")[0].suit, at_risk=False)
    assert _answer(_deal(CLASSIC, hand, "8S 9C TC JC 8D", "7H")) == "exchange"
    assert _answer(_deal(DEFAULT, hand, "8S 9C TC JC 8D", "7H")) == "refusal"


def test_an_unknown_response_is_refused():
    view = ecarte.observe(_deal(DEFAULT, "9S 8S TD 7C AC", "8C 9C TC JC 8D", "7H"), 1)
    with pytest.raises(ValueError, match="response"):
        ecarte_analysis.analyse(view, samples=5, response="always")


@pytest.mark.parametrize("hand, turnup", [
    ("7C QC KD 7H 8S", "9C"),   # two trumps and a king
    ("KC 9D TD 7H 9S", "AD"),   # two trumps and a king
    ("8C JD AD 7H KS", "TD"),   # two trumps and a king
])
def test_standing_with_a_jeu_de_regle_is_no_mistake_under_the_default_rules(
        hand, turnup, monkeypatch):
    # Jeux de règle that seeded deals found graded a Mistake for standing (losses 0.5 to
    # 0.6 points) while the rollouts' dealer accepted nearly every proposal: under the
    # default rules the dealer who judges refuses most of them, at no risk.
    monkeypatch.setattr(ecarte_analysis, "RESPONSE", "judged")
    view = ecarte.observe(_deal(DEFAULT, "JS QS JH QD 9H", hand, turnup), 1)
    g = ecarte_game.grade(view, STAND)
    assert g.label not in ("Mistake", "Blunder"), (g.label, g.loss)


def test_the_expert_stands_on_three_trumps_at_love_all(monkeypatch):
    # 10♦ J♦ Q♦ under the A♦ turned, 8♣ 10♥: a jeu de règle of three trumps. Against a
    # rollout dealer who accepted nearly every proposal the expert (and the hint)
    # proposes at 0–0; against the dealer who judges, which refuses it often, it stands,
    # as the books play a jeu de règle (the expert that settles close calls by principle,
    # as the hint does: by its numbers alone, 100 samples put proposing ahead within
    # their error, 0.88 against 0.72 points).
    from engine.ai.ecarte_bots import ExpertEcarte
    talon = "9D 8H AS 7C KS KC 9C KH 9S TS 7S JC JS AC JH QC 8S QS QH 8D 7H"
    s = ecarte.from_deal(ecarte.preset("classic"), 0, ["TC 7D KD 9H AH", "8C TD JD QD TH"],
                         "AD", talon)
    view = ecarte.observe(s, 1)
    settling = {"principles": True}
    assert str(ExpertEcarte(response="rules", **settling).choose(view, scores=(0, 0))) == \
        "propose"
    assert str(ExpertEcarte(response="judged", **settling).choose(view, scores=(0, 0))) == \
        "stand"
    monkeypatch.setattr(ecarte_analysis, "RESPONSE", "judged")
    assert str(ecarte_game.hint(view, samples=100, scores=(0, 0)).action) == "stand"
