"""Extract every marked sentence into locales/messages.pot, update each language's
.po from it, and compile the .mo files the app reads. Run after changing any
learner-facing sentence: ``python3 scripts/catalogues.py`` (needs Babel, a dev
requirement)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
POT = LOCALES / "messages.pot"
KEYWORDS = ["-k", "_", "-k", "N_", "-k", "ngettext:1,2", "-k", "option:2"]   # option: a rule's doc


def pybabel(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", *args], check=True, cwd=ROOT)


def main() -> None:
    LOCALES.mkdir(exist_ok=True)
    pybabel("extract", "-F", "babel.cfg", *KEYWORDS, "--no-location", "--sort-output",
            "--omit-header", "-o", str(POT), ".")
    for po in sorted(LOCALES.glob("*/LC_MESSAGES/messages.po")):
        lang = po.parent.parent.name
        pybabel("update", "-i", str(POT), "-d", str(LOCALES), "-l", lang, "--no-fuzzy-matching")
        pybabel("compile", "-d", str(LOCALES), "-l", lang, "--use-fuzzy")


if __name__ == "__main__":
    main()
