"""A pseudo-language for tests: every marked sentence, extracted from the sources now
(so a stale messages.pot cannot hide anything), rewritten so that it is plainly not
English while its {placeholders} and %-formats survive. Text rendered under it that
still reads as English did not come through the catalogue.

    with pseudo_language():
        text = render_something()
    assert english_words(text) == []
"""
from __future__ import annotations

import re
import tempfile
from contextlib import contextmanager
from io import BytesIO
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo

from engine import i18n

ROOT = Path(__file__).resolve().parents[2]
LANG = "xx"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "option": (2,)}   # option: a rule's doc
METHOD_MAP = [("engine/**.py", "python"), ("lessons/**.py", "python"), ("ui/**.py", "python"),
              ("app.py", "python"), ("tests/i18n/**.py", "python")]
# Kept as they are: {name}, {name!r:>3}, %s / %(name)d, and HTML tags and entities.
_KEEP = re.compile(r"\{[^{}]*\}|%(?:\([^)]*\))?[#0\- +]*\d*(?:\.\d+)?[sdifr%]|<[^<>]*>|&\w+;")
_ACCENT = str.maketrans("aeiouyAEIOUYcnCN", "àéîöûÿÀÉÎÖÛŸçñÇÑ")
_WORD = re.compile(r"\b[A-Za-z]{3,}\b")


def pseudo(text: str) -> str:
    """``Play a card`` -> ``⟦Plàÿ à çàrd⟧``: accented, bracketed, placeholders kept."""
    out, last = [], 0
    for m in _KEEP.finditer(text):
        out.append(text[last:m.start()].translate(_ACCENT))
        out.append(m.group())
        last = m.end()
    out.append(text[last:].translate(_ACCENT))
    return "⟦" + "".join(out) + "⟧"


def english_words(text: str) -> list[str]:
    """Plain ASCII words of three letters or more: what the pseudo-language never has
    (apart from placeholders' values, such as card notation, which callers strip)."""
    return _WORD.findall(text)


def messages() -> list[tuple[str | tuple[str, str], ...]]:
    found = []
    for _file, _line, message, _comments, _context in extract_from_dir(
            str(ROOT), METHOD_MAP, keywords=KEYWORDS):
        found.append(message)
    return found


def _catalogue() -> Catalog:
    cat = Catalog(locale=None, domain=i18n.DOMAIN)
    for message in messages():
        if isinstance(message, tuple):
            cat.add(message, tuple(pseudo(m) for m in message))
        elif message:
            cat.add(message, pseudo(message))
    return cat


_built: Path | None = None


def install() -> None:
    """Compile the pseudo-language once per test process and make it available."""
    global _built
    if _built is not None:
        return
    folder = Path(tempfile.mkdtemp(prefix="pseudo-locale-"))
    target = folder / LANG / "LC_MESSAGES"
    target.mkdir(parents=True)
    buf = BytesIO()
    write_mo(buf, _catalogue())
    (target / f"{i18n.DOMAIN}.mo").write_bytes(buf.getvalue())
    i18n.add_catalogue_dir(folder)
    _built = folder


@contextmanager
def pseudo_language():
    install()
    with i18n.language(LANG):
        yield
