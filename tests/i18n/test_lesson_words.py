"""Every sentence the lessons show comes from the catalogue.

Under the pseudo-language (tests/i18n/pseudo.py) a sentence that came through ``_()`` is
bracketed and accented, so plain English words left in a rendered text did not. Some
words in a lesson's sentences are values put into its placeholders by the engine (seat
and suit names, the engine's reasons, preset titles): those are the engine's to
translate, so a word the engine's own source spells is allowed; any other English word
is a lesson sentence that missed the catalogue. In English every text stays as it was.
"""
from __future__ import annotations

import ast
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from engine import ecarte
from engine.euchre.rules import PRESETS
from engine import games
from lessons.course import course
from lessons.glossary import linked_step_text, terms

from .pseudo import english_words, pseudo_language

ROOT = Path(__file__).resolve().parents[2]
RULES = {"euchre": PRESETS["standard"], "ecarte": ecarte.PRESETS["classic"]}
MARKERS = {"_", "N_", "ngettext"}


def _marked_and_docstrings(tree: ast.AST) -> set[int]:
    """The ids of string constants that are catalogue entries or docstrings."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS:
            skip.update(id(n) for arg in node.args for n in ast.walk(arg))
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                skip.add(id(body[0].value))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):   # attribute docstrings
            skip.add(id(node.value))
    return skip


@cache
def engine_vocabulary() -> frozenset[str]:
    """The English words of the engine's own unmarked strings: values it puts into a lesson's
    placeholders (seat and suit names, reasons) until the engine's words go through the
    catalogue too. Words the engine marks for the catalogue are not allowed to stay English."""
    words: set[str] = set()
    for path in (ROOT / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _marked_and_docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
                words.update(english_words(node.value))
    return frozenset(words) | {w.capitalize() for w in words} | {w.lower() for w in words}


def lesson_words(text: str) -> list[str]:
    """English words in ``text`` that no engine value explains: words of a lesson sentence
    that did not come through the catalogue."""
    return [w for w in english_words(text) if w not in engine_vocabulary()]


def test_the_check_sees_an_unmarked_lesson_sentence():
    unmarked = "Tick every card you may play, then check."   # a lesson's words, not the engine's
    assert "Tick" in lesson_words(unmarked)
    with pseudo_language():
        assert english_words(course("euchre").lessons[0].title) == []


# ---- (a) every lesson's steps, and the first step's worked example ----------------------------

@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_every_lesson_step_renders_from_the_catalogue(game):
    rules = RULES[game]
    with pseudo_language():
        info = games.get(game)
        assert english_words(info.blurb) == [] and "⟦" in info.title
        for lesson in course(game).lessons:
            texts = [lesson.title, lesson.summary_for(rules)]
            for i, step in enumerate(lesson.steps):
                texts += [step.title, step.text_for(rules), linked_step_text(game, lesson, i, rules)]
            for text in texts:
                # nothing in a step's own words is the engine's: no allowance here
                assert text.startswith("⟦") or text.startswith("[⟦"), (lesson.id, text)
                assert english_words(text) == [], (lesson.id, text)


@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_the_first_step_of_every_lesson_shows_its_example_in_the_language(game):
    rules = RULES[game]
    with pseudo_language():
        for lesson in course(game).lessons:
            step = lesson.steps[0]
            if step.example is None:
                continue
            ex = step.example(rules)
            assert ex.frames and "⟦" in ex.title and lesson_words(ex.title) == []
            for frame in ex.frames:
                sc = frame.scene
                assert "⟦" in frame.text, (lesson.id, frame.text)
                for text in (frame.text, sc.hand_label, sc.trick_label, sc.upcard_label,
                             *(x for fact in sc.facts for x in fact)):
                    assert lesson_words(text) == [], (lesson.id, text)


VARIANTS = {"euchre": [PRESETS[p] for p in ("cutthroat", "two_handed", "british", "railroad")]
            + [PRESETS["standard"].replace(allow_alone=False, allow_lone_defender=True)],
            "ecarte": [ecarte.Rules(players=3, penalty="classic", must_trump=False, dealer_must_exchange=False)]}


@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_glossary_entries_come_from_the_catalogue(game):
    with pseudo_language():
        for term in terms(game):
            variants = [term.definition_for(r) for r in VARIANTS[game]]   # the rules in force
            for text in (term.name, term.definition, *variants, *term.forms):
                assert english_words(text) == [], (term.id, text)


# ---- (b) a question of every quiz kind: prompt, choices, feedback right and wrong -------------

SLOW = {"best_discard", "e_refuse"}   # the engine plays each answer out: one seed is enough
CASES = [(g, t, seed) for g in ("euchre", "ecarte") for t in course(g).topics
         for seed in ((0,) if t in SLOW else range(6))]


@pytest.mark.parametrize(("game", "topic", "seed"), CASES)
def test_every_quiz_kind_renders_from_the_catalogue(game, topic, seed):
    rules = RULES[game]
    with pseudo_language():
        t = course(game).topics[topic]
        assert "⟦" in t.title and english_words(t.title) == []
        q = t.generate(rules, seed)
        sc = q.scene
        assert "⟦" in q.prompt and lesson_words(q.prompt) == [], q.prompt
        assert lesson_words(q.explanation) == [], q.explanation   # may be the engine's words alone (e_hand)
        for text in (sc.hand_label, sc.trick_label, sc.upcard_label, *(x for f in sc.facts for x in f)):
            assert lesson_words(text) == [], text
        for c in q.choices:
            for text in (c.label, c.why, c.nudge):
                assert lesson_words(text) == [], (c.key, text)
        right = [c.key for c in q.choices if c.correct]
        wrong = [c.key for c in q.choices if not c.correct]
        answers = [right if q.multi else right[0]]
        if wrong:
            answers.append([wrong[0]] if q.multi else wrong[0])
        if q.multi and len(right) > 1:
            answers.append(right[:1])          # some left out
        feedback = [q.check(a, attempt) for a in answers for attempt in (1, 2)]
        assert any(f.correct for f in feedback) and (not wrong or any(not f.correct for f in feedback))
        for f in feedback:
            assert "⟦" in f.headline and english_words(f.headline) == []
            assert lesson_words(f.text) == [], f.text
            if not f.correct:   # a nudge, or the answer given: always the lesson's words
                assert "⟦" in f.text, f.text
            for label, _ok, why in f.details:
                assert lesson_words(label) == [] and lesson_words(why) == []


def test_a_guided_hand_speaks_the_language():
    from lessons.ecarte import guided as XG
    from lessons.euchre import guided as EG
    with pseudo_language():
        for G, rules in ((EG, RULES["euchre"]), (XG, RULES["ecarte"])):
            s, log = G.start(rules, 1)
            texts = [*log, G.question(s), *(label for _a, label in G.options(s))]
            text, _label = G.options(s)[0]
            turn = G.decide(s, text)
            texts += [turn.text, *turn.log]
            for t in texts:
                assert lesson_words(t) == [], t


def test_rule_books_and_option_words_come_from_the_catalogue():
    from lessons.ecarte import rulebook as XR
    from lessons.euchre import rulebook as ER
    with pseudo_language():
        for book, rules in ((ER, RULES["euchre"]), (XR, RULES["ecarte"])):
            for sec in book.rule_book(rules):
                assert sec.key and english_words(sec.title) == []
                for p in sec.paragraphs:
                    assert lesson_words(p) == [], p
            for row in book.scoring_rows(rules):
                assert all(lesson_words(str(x)) == [] for x in row), row
            for row in book.options_table(rules):
                assert english_words(row.title) == [] and english_words(row.value) == [], row


def test_progress_notices_come_from_the_catalogue(tmp_path):
    from lessons.progress import Problem, ProgressError
    with pseudo_language():
        text = str(ProgressError(Problem.READ_ONLY, tmp_path / "progress.sqlite3"))
    assert text.startswith("⟦") and english_words(text.replace("progress.sqlite3", "")) == []


# ---- (c) in English nothing changed --------------------------------------------------------------

def test_english_text_is_unchanged():
    from lessons.ecarte import rulebook as XR
    from lessons.euchre import l2_deal
    eu = course("euchre")
    assert eu.lesson("basics").steps[4].text_for(RULES["euchre"]).startswith(
        "A deal has 5 tricks, so every card you hold is played.")
    assert eu.lesson("basics").steps[4].text_for(RULES["euchre"]).count("**10 points**") == 1
    assert eu.lesson("bowers").steps[-1].text_for(PRESETS["cutthroat"]) == "Three cards, one trick."
    assert eu.lesson("deal").steps[2].text_for(RULES["euchre"]) == "Who gets 3 and who gets 2?"
    assert eu.topics["kitty"].title == "The kitty"
    q = l2_deal.gen_kitty(RULES["euchre"], 8)   # the four-player table (other seeds: 2 or 3 players)
    assert q.prompt == ("With 4 players, 5 cards each, and a 24-card pack, how many cards are left for the kitty "
                        "after the deal (the upcard included)?")
    assert q.explanation == "24 cards − 4 players × 5 cards = 4: the upcard and 3 cards face down beneath it."
    assert [c.label for c in q.choices] == ["2 cards", "3 cards", "4 cards", "5 cards"]
    wrong = next(c for c in q.choices if not c.correct)
    assert q.check(wrong.key, 1).headline == "Not quite."
    assert q.check(wrong.key, 2).text == ("The answer is **4 cards**. 24 cards − 4 players × 5 cards = 4: the "
                                          "upcard and 3 cards face down beneath it.")
    assert q.check("4", 1).headline == "Right!"
    for seed, text in ((0, "You left out 1 card that you may play."), (4, "You left out 2 cards that you may play.")):
        legal = eu.topics["z_legal"].generate(RULES["euchre"], seed)
        right = [c.key for c in legal.choices if c.correct]
        assert legal.check(right[:1], 1).text == text
    rows = XR.scoring_rows(RULES["ecarte"])
    assert rows[-1] == ("Any", "The king of trumps is declared before the first lead", "its holder", 1)
    assert terms("ecarte")[-1].definition == ("Taking all five tricks: 2 points (3 for the dealer when the elder "
                                              "played without an exchange and lost).")


# ---- nothing is translated when a module is imported ---------------------------------------------

def test_no_sentence_is_frozen_at_import_time():
    """Import every lesson module while the pseudo-language is on: back in English, no stored
    value is in the pseudo-language (a ``_()`` at import time would have frozen it)."""
    script = """
import importlib, pkgutil, sys
sys.path.insert(0, {root!r})
from tests.i18n.pseudo import install
from engine import i18n
install()
i18n.set_language("xx")
import lessons
names = [m.name for m in pkgutil.walk_packages(lessons.__path__, "lessons.")]
mods = [importlib.import_module(n) for n in names]
i18n.set_language("en")
from lessons.course import course
assert course("euchre").lessons[0].title == "Tricks and trump, from zero", course("euchre").lessons[0].title
def walk(x, seen, depth=0):
    if id(x) in seen or depth > 6:
        return
    seen.add(id(x))
    if isinstance(x, str):
        assert "⟦" not in x, x
    elif isinstance(x, dict):
        for k, v in x.items():
            walk(k, seen, depth + 1); walk(v, seen, depth + 1)
    elif isinstance(x, (list, tuple, set, frozenset)):
        for v in x:
            walk(v, seen, depth + 1)
    elif hasattr(x, "__dataclass_fields__") and not isinstance(x, type):
        for f in x.__dataclass_fields__:
            walk(getattr(x, f), seen, depth + 1)
seen = set()
for m in mods:
    for v in vars(m).values():
        walk(v, seen)
print("ok", len(mods))
""".format(root=str(ROOT))
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.startswith("ok")


# ---- no learner prose outside the catalogue in lessons/ -------------------------------------------

_WORD = r"(?<![\w.])[A-Za-z]*[a-z][A-Za-z]*(?![\w.])"
PROSE = re.compile(_WORD + r"[,;:!?]?\s+" + _WORD)
"""Two words in a row: a phrase a learner could read (one word is a key or an id; card notation
such as ``TC JD`` has no small letters; ids such as ``e_deal_score`` are one word)."""
ENGINE_NOTATION = {"apply", "parse", "parse_action", "parse_cards", "from_deal", "Random", "endswith", "startswith"}
"""Calls whose string arguments are the engine's notation (``"call H"``, ``"TC JC AC JD 9S"``) or are
compared with the engine's words, not shown."""
NOT_PROSE = re.compile(r"(declare king|no declaration|defend alone|(play|discard|give|call|exchange) .*"
                       r"|(CREATE|SELECT|INSERT|UPDATE|DELETE|PRAGMA|ALTER) .*)", re.S)
"""Whole strings that are the engine's action notation or SQL."""
ALLOWED: set[tuple[str, str]] = set()
"""(file, string) pairs that read like prose but are not shown to a learner: none so far."""


def _prose_outside_catalogue(path: Path) -> list[tuple[int, str]]:
    """(line, text) of every string in ``path`` that reads like prose and is not in the catalogue."""
    name = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.name
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _marked_and_docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in ENGINE_NOTATION:
                skip.update(id(n) for arg in node.args for n in ast.walk(arg))
        elif isinstance(node, (ast.Compare, ast.Raise)):   # keys compared; messages for programmers
            skip.update(id(n) for n in ast.walk(node))
        elif isinstance(node, ast.Dict):                   # dict keys are ids
            skip.update(id(n) for k in node.keys if k is not None for n in ast.walk(k))
        elif isinstance(node, ast.Subscript):              # so are subscripts
            skip.update(id(n) for n in ast.walk(node.slice))
        elif isinstance(node, ast.ClassDef) and any("Enum" in ast.unparse(b) for b in node.bases):
            skip.update(id(n) for n in ast.walk(node))     # enum values are ids
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr) and id(node) not in skip:
            text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
            skip.update(id(v) for v in node.values)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            text = node.value
        else:
            continue
        if NOT_PROSE.fullmatch(text) or (name, text) in ALLOWED:
            continue
        if PROSE.search(re.sub(r"\{[^{}]*\}", " ", text)):
            found.append((node.lineno, text))
    return found


def test_prose_check_finds_an_unmarked_sentence(tmp_path):
    sample = ROOT / "lessons" / "euchre" / "l5_play.py"
    bad = tmp_path / "bad.py"
    bad.write_text("def f(card):\n    return f'The {card} follows suit.'\n")
    assert _prose_outside_catalogue(bad) == [(2, "The {} follows suit.")]
    assert _prose_outside_catalogue(sample) == []


@pytest.mark.parametrize("path", sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "lessons").rglob("*.py")))
def test_no_learner_prose_outside_the_catalogue(path):
    assert _prose_outside_catalogue(ROOT / path) == []
