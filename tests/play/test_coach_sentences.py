"""A sweep of what the coach and the table say, in every preset of both games: seeded
hands played through ``CoachedGame`` as the Play page plays them, every sentence a learner
reads rendered (the hint and its rule of thumb, the grade, the labels of the buttons, the
review and the odds chart, the computer players' reasons, the hand's log, the result, the
game's end), and each checked for template leftovers, for a partner where the table has
none, and for the hint, the odds chart and the grade quoting the same numbers."""
from __future__ import annotations

import random
import re

import pytest

from engine import ecarte, euchre, games
from engine.ai import make_bot
from engine.ai.words import with_principle
from lessons.coach import CoachedGame, run_job
from ui.games.ecarte import play as ecarte_view
from ui.games.euchre import play as euchre_view

TABLES = {**{f"euchre-{k}": v for k, v in euchre.PRESETS.items()},
          "euchre-cutthroat7": euchre.Rules(players=3, cutthroat_hand_size=7),
          **{f"ecarte-{k}": v for k, v in ecarte.PRESETS.items()}}
LEFTOVER = re.compile(r"[{}]|\bNone\b|\bnan\b|  |\(\)|Joker")


def _sentences(rules, seed: int) -> list[str]:
    """Everything the learner reads over the first two hands of a seeded game (a hint
    at every decision; the hint's choice or, one time in three, another legal one)."""
    euchre_game = games.of(rules).id == "euchre"
    view = euchre_view if euchre_game else ecarte_view
    rng = random.Random(seed)
    game = CoachedGame.new(rules, seed=seed, samples=12, me=seed % rules.players)
    said: list[str] = []
    for _ in range(2):
        while not game.hand.is_over:
            if not game.my_turn:
                # the Table page's reasons for the computer players' own choices
                seat = game.hand.current_player
                seen = games.of(rules).load("engine").observe(game.hand, seat)
                said += [make_bot(level, games.of(rules).id).explain(seen)
                         for level in ("novice", "intermediate")]
                game = game.reply()
                continue
            legal = game.hand.legal_actions()
            said += [view.prompt(game.hand)] + [view.label(game, a) for a in legal]
            hint = game.hint()
            said.append(hint.text)
            if game.has_odds:   # the Odds chart: the hint's labels and numbers
                data, title = view.odds_chart(game, run_job(game.odds_job()))
                said += [title, *data["labels"]]
                chart = dict(zip(data["labels"], data["expected_points"]))
                assert chart[hint.odds[0].label] == pytest.approx(hint.odds[0].expected_points)
            action = hint.action if rng.random() < 2 / 3 else rng.choice(legal)
            game = game.act(action, reply=False)
            d = game.decisions[-1]
            chosen = view.label(game, d.action, d.before)
            if d.forced:   # (the only legal card: not graded)
                assert d.grade is None
                said.append(chosen)
                continue
            said += [chosen, d.grade.name, with_principle(d.grade.reason, d.grade.principle),
                     d.grade.best.label, *d.grade.chart_data()["labels"]]
            # the grade quotes what the hint quoted for each choice
            quoted = {o.label: o.expected_points for o in hint.odds}
            for o in d.grade.odds:
                if o.label in quoted:
                    assert o.expected_points == pytest.approx(quoted[o.label]), o.label
        said += view.log_lines(game) + [view.result_text(game)] + view.news(game)
        if game.game.is_over:
            said.append(view.winners_text(game))
            break
        game = game.next_hand()
    return said


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_sentence_fits_the_table(name):
    rules = TABLES[name]
    said = [text for seed in (1, 2, 3) for text in _sentences(rules, seed)]
    assert len(said) > 60
    for text in said:
        assert text and not LEFTOVER.search(text), (name, text)
    text = " ".join(said)
    partners = name.startswith("euchre") and rules.players == 4
    if not partners:
        assert "partner" not in text.lower(), name
    if name.startswith("ecarte"):
        assert "bower" not in text.lower() and "Benny" not in text
    if name.startswith("euchre") and rules.players == 2:   # one opponent, no sides
        for plural in ("opponents'", "defenders'", "your side"):
            assert plural not in text, (name, plural)
