"""Rules no preset has are named by the preset they are nearest. Before: "Custom rules" (and
"Custom Écarté rules", "Custom rules (changed options)") on Settings, the rule book and every
page that names the variant, which told a learner nothing of the game being played."""
from __future__ import annotations

import dataclasses

import pytest
from apphelp import no_exception, texts, with_rules

from engine import ecarte, euchre
from engine.euchre.rules import PRESET_TITLES as EUCHRE_TITLES
from lessons.ecarte.words import PRESET_TITLES as ECARTE_TITLES


def _apart(a, b) -> int:
    return sum(getattr(a, f.name) != getattr(b, f.name) for f in dataclasses.fields(a))


CASES = [("euchre", euchre.Rules(players=3, cutthroat_hand_size=7), euchre.PRESETS, EUCHRE_TITLES),
         ("euchre", euchre.PRESETS["railroad"].replace(call_for_best=False), euchre.PRESETS,
          EUCHRE_TITLES),
         ("ecarte", ecarte.Rules(players=3, target_score=7), ecarte.PRESETS, ECARTE_TITLES)]


@pytest.mark.parametrize("game,rules,presets,titles", CASES)
def test_settings_and_the_rule_book_name_the_nearest_preset(game, rules, presets, titles):
    assert all(p != rules for p in presets.values())
    # the nearest: a preset for as many players, fewest options apart
    same = {n: p for n, p in presets.items() if p.players == rules.players}
    fewest = min(_apart(rules, p) for p in same.values())
    nearest = [titles[n] for n, p in same.items() if _apart(rules, p) == fewest]
    at = with_rules(game, rules)
    for page in ("settings", "rules"):
        at.switch_page(f"ui/pages/{page}.py").run()
        no_exception(at)
        shown = texts(at) + " ".join(o for s in at.selectbox for o in s.options)
        assert "Custom" not in shown, page
        assert any(f"Your own rules, closest to {t}" in shown for t in nearest), (page, shown)
