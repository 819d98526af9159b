"""The words a learner reads, per language: gettext catalogues under ``locales/``.

Every learner-facing sentence is written in English in the code, wrapped in ``_()``
where it is shown (or marked with ``N_()`` where it is only stored, and passed through
``_()`` when shown). The English text is the catalogue key, so English needs no
catalogue; another language is ``locales/<lang>/LC_MESSAGES/messages.po``, compiled to
``.mo`` by ``python3 scripts/catalogues.py`` (Babel extracts, updates and compiles).

The language is per learner, not per process: it lives in a context variable that
the app sets at the start of each run (``set_language``) and tests switch with
``with language("xx"):``. Never call ``_()`` at import time: the sentence would be
frozen in whatever language was current then.
"""
from __future__ import annotations

import contextvars
import functools
import gettext
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

LOCALES = Path(__file__).resolve().parent.parent / "locales"
DOMAIN = "messages"
DEFAULT = "en"

_current = contextvars.ContextVar("language", default=DEFAULT)
_extra_dirs: list[Path] = []   # more catalogue folders (tests add a pseudo-language)


@functools.cache
def _catalogue(lang: str) -> gettext.NullTranslations:
    for folder in (*_extra_dirs, LOCALES):
        try:
            return gettext.translation(DOMAIN, folder, [lang])
        except OSError:
            continue
    return gettext.NullTranslations()


def available() -> tuple[str, ...]:
    """The languages with a compiled catalogue, English first."""
    found = sorted(p.parent.parent.name for p in LOCALES.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
    return (DEFAULT, *[lang for lang in found if lang != DEFAULT])


def current() -> str:
    return _current.get()


def set_language(lang: str) -> None:
    """The language of this run (the app calls it once per script run)."""
    _current.set(lang or DEFAULT)


@contextmanager
def language(lang: str) -> Iterator[None]:
    token = _current.set(lang)
    try:
        yield
    finally:
        _current.reset(token)


def add_catalogue_dir(folder: Path) -> None:
    """Look for catalogues in ``folder`` too, before ``locales/`` (used by tests)."""
    _extra_dirs.insert(0, Path(folder))
    _catalogue.cache_clear()


def _(message: str) -> str:
    """``message`` in the current language (English when it has no translation)."""
    if not message:
        return message
    return _catalogue(_current.get()).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _catalogue(_current.get()).ngettext(singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 - the gettext convention
    """Marks ``message`` for the catalogue without translating it (for stored text)."""
    return message
