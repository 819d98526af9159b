"""Every claim the coach's sentences make is true where the learner reads it: seeded hands of
every Euchre preset and of Écarté for two and three players, computer players of each level
in the seats; each principle any legal action follows (what a hint or a grade may name) and
each computer player's reason (the Table's advice) is rendered and its claims checked
against the position (``claims.problems``); and a few hints and grades, as the Play page
composes them, against the odds chart of the same decision (``claims.coach_problems``).
``bench/claims.py`` runs the same check over many more seeds."""
from __future__ import annotations

import pytest

from engine import ecarte, euchre
from engine.ai import make_bot

from .claims import coach_problems, problems, walk

TABLES = [("euchre", name, rules) for name, rules in euchre.PRESETS.items()] + \
    [("ecarte", name, ecarte.preset(name)) for name in ("classic", "three")]


@pytest.mark.parametrize("game,name,rules", TABLES, ids=[t[1] for t in TABLES])
def test_every_sentence_is_true_in_seeded_play(game, name, rules):
    checked, false = 0, []
    for levels, seeds in ((("novice", "intermediate"), range(16)), (("expert",), range(16, 19))):
        for view, action, reason, seed in walk(game, rules, seeds, levels):
            checked += 1
            bad = problems(view, reason, action)
            if bad:
                false.append(f"seed {seed} seat {view.seat} {action}: {reason.text} ({bad})")
    assert checked > 100
    assert not false, "\n".join(false[:10])


@pytest.mark.parametrize("game,name,rules", [TABLES[0], TABLES[2], TABLES[5], TABLES[-2]],
                         ids=["standard", "british", "cutthroat", "ecarte"])
def test_hints_and_grades_say_what_the_odds_chart_shows(game, name, rules):
    # The first decisions of four seeded hands (the bids, the proposal and the answer: the
    # decisions with an odds chart), with and without the game's scores.
    engine = euchre if game == "euchre" else ecarte
    bot = make_bot("intermediate", game)
    seen, false = 0, []
    for seed in range(4):
        state = engine.deal(rules, seed % rules.players, seed=seed)
        scores = (seed, 8) if game == "euchre" else (seed % 4, 3)
        for _ in range(3 if game == "euchre" else 2):
            view = engine.observe(state, state.current_player)
            action, _why = bot.decide(view)
            bad, hint, grade = coach_problems(view, action, 8, seed, scores if seed % 2 else None)
            seen += 1
            if bad:
                false.append(f"seed {seed}: {hint} / {grade} ({bad})")
            state = state.apply(action)
    assert seen >= 8 and not false, "\n".join(false)
