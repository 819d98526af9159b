"""Only the registry knows which games exist: outside ``engine/games.py`` and each game's
own packages, no module names a game to decide what to do (a literal game id, title or
deal-code prefix, or a type check against one game's classes)."""
from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

from engine import games

ROOT = Path(__file__).resolve().parents[2]
LAYERS = ("engine", "lessons", "ui")
# Game-specific code that is not in a game's package folder: the AI's per-game modules.
PER_GAME_FILES = {"engine/ai/analysis.py", "engine/ai/euchre_bots.py", "engine/ai/sampling.py",
                  "engine/ai/ecarte_analysis.py", "engine/ai/ecarte_bots.py",
                  "engine/ai/euchre_game.py", "engine/ai/ecarte_game.py",
                  "engine/ai/euchre_principles.py", "engine/ai/ecarte_principles.py"}


def _own_folders() -> set[str]:
    folders = {"engine/games.py"}
    for spec in games.all_games():
        for layer in ("engine", "course", "ui"):
            folders.add(getattr(spec, layer).replace(".", "/"))
    return folders


def _names() -> set[str]:
    out = set()
    for spec in games.all_games():
        out |= {spec.id, spec.title, spec.deal_prefix, spec.id.upper(), spec.title.upper()}
    return {n.lower() for n in out}


def _code_strings(path: Path):
    """(line, text) of each string literal that is not a docstring or a comment."""
    tokens = list(tokenize.generate_tokens(io.StringIO(path.read_text()).readline))
    previous = None
    for tok in tokens:
        if tok.type == tokenize.STRING and previous not in (tokenize.INDENT, tokenize.NEWLINE,
                                                            tokenize.DEDENT, None):
            yield tok.start[0], tok.string
        if tok.type not in (tokenize.NL, tokenize.COMMENT):
            previous = tok.type


_TYPE_CHECK = re.compile(r"isinstance\([^)]*\b(?:%s)\." % "|".join(games.ids()))


def test_no_module_outside_the_registry_branches_on_a_game():
    own, names = _own_folders(), _names()
    found = []
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel in PER_GAME_FILES or any(rel == o or rel.startswith(o + "/") for o in own):
                continue
            text = path.read_text()
            for n, line in enumerate(text.splitlines(), 1):
                if _TYPE_CHECK.search(line):
                    found.append(f"{rel}:{n}: {line.strip()}")
            for n, literal in _code_strings(path):
                body = literal.strip("rbfRBF").strip("'\"")
                if body.lower() in names:
                    found.append(f"{rel}:{n}: {literal}")
    found += [f"app.py: {lit}" for _n, lit in _code_strings(ROOT / "app.py")
              if lit.strip("'\"").lower() in names]
    assert found == [], "modules that ask which game it is:\n" + "\n".join(found)
