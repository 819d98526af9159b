"""Rules no preset has are named by the preset they are nearest. Before: "Custom rules" (and
"Custom Écarté rules", "Custom rules (changed options)") on Settings, the rule book and every
page that names the variant, which told a learner nothing of the game being played."""
from __future__ import annotations

import dataclasses
import importlib

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


def _nearest(rules, presets):
    same = {n: p for n, p in presets.items() if p.players == rules.players}
    return min(same.values(), key=lambda p: _apart(rules, p))


@pytest.mark.parametrize("game,rules,presets,titles", CASES)
def test_in_force_now_and_changed_marks_are_told_from_the_preset_named(game, rules, presets, titles):
    # Before: "Your own rules, closest to Railroad Euchre" over a list of changes from the
    # standard game (Lone defenders: Yes, ...) that left out the one difference from Railroad
    # (Call for best: No); the Rules page marked the same options "changed".
    words = importlib.import_module(f"lessons.{game}.words")
    nearest = _nearest(rules, presets)
    apart = [f.name for f in dataclasses.fields(rules) if getattr(rules, f.name) != getattr(nearest, f.name)]
    at = with_rules(game, rules)
    at.switch_page("ui/pages/settings.py").run()
    no_exception(at)
    listed = [m.value for m in at.markdown if m.value.startswith("- ")]
    assert listed == [f"- {words.option_title(n)}: **{words.value_text(n, getattr(rules, n))}**" for n in apart]
    name = titles[next(n for n, p in presets.items() if p == nearest)]
    assert f"Differences from {name}:" in texts(at)
    at.switch_page("ui/pages/rules.py").run()
    no_exception(at)
    marked = [m.value for m in at.markdown if m.value.endswith("· *changed*")]
    assert marked == [f"**{words.option_title(n)}**: {words.value_text(n, getattr(rules, n))} · *changed*"
                      for n in apart]
    assert f"Marked *changed*: not as in {name}." in texts(at)


@pytest.mark.parametrize("game,name", [("euchre", "railroad"), ("euchre", "cutthroat"), ("ecarte", "three")])
def test_a_preset_in_force_is_told_from_the_standard_game(game, name):
    module = {"euchre": euchre, "ecarte": ecarte}[game]
    titles = {"euchre": EUCHRE_TITLES, "ecarte": ECARTE_TITLES}[game]
    at = with_rules(game, module.PRESETS[name])
    at.switch_page("ui/pages/settings.py").run()
    no_exception(at)
    assert f"**{titles[name]}**" in texts(at)
    assert f"Differences from {titles[next(iter(titles))]}:" in texts(at)
    assert [m.value for m in at.markdown if m.value.startswith("- ")]
