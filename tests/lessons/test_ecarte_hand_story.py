"""The Écarté "how did this deal go" quiz shows what its points depend on: the opening
(the elder standing, or the first proposal and its answer) and the end (the king)."""
from engine import ecarte
from lessons.ecarte.l6_scoring import gen_hand
from lessons.ecarte.positions import public_history


def test_a_long_deal_keeps_its_opening_and_its_end():
    # Before: only the last five steps were listed, so a deal with three rounds of
    # proposals began at "South exchanges 3 cards": whether the elder had stood or been
    # refused, which decides the penalty, was not shown.
    folded = 0
    for rules in (ecarte.preset("classic"), ecarte.preset("classic").replace(penalty="classic")):
        for seed in range(150):   # (dealers who refuse more often: fewer long deals)
            q = gen_hand(rules, seed)
            steps = list(public_history(q.source, plays=False))
            shown = [text for label, text in q.scene.facts if label == ""]
            assert shown[:2] == steps[:2] and shown[-3:] == steps[-3:] if len(steps) > 6 \
                else shown == steps
            if len(steps) > 6:
                folded += 1
                assert shown[2] == f"… {len(steps) - 5} more steps of proposing and exchanging …"
                assert len(shown) == 6
    assert folded > 5   # (the seeds reach long deals: 8 of 300)
