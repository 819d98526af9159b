"""Learn Euchre (every variant) and Écarté: the Streamlit entry point.

Run: ``streamlit run app.py``. Sets the page config and session defaults, then
hands over to ``st.navigation`` over the pages in ``ui/pages/``.
"""
from __future__ import annotations

from pathlib import Path

import streamlit as st

from engine import games
from engine.ai import warm_up
from engine.i18n import _
from ui import account, errors, heap, session, theme
from ui.menu import MENU

HERE = Path(__file__).resolve().parent
PAGES = HERE / "ui" / "pages"

st.set_page_config(page_title="Learn " + " & ".join(g.title for g in games.all_games()),
                   page_icon="🃏", layout="wide",
                   initial_sidebar_state="collapsed")
errors.configure()   # tracebacks only in development (EUCHRE_DEV=1)
session.start()   # sets the run's language from ss["language"] (engine.i18n.set_language)
theme.inject()
session.deck_toggle()
# The compiled solver loads in the background from the first page on (under a second from
# its disk cache): the lessons' decision quizzes and the expert players need it, and the
# pure-Python one it stands in for meanwhile is about thirty times slower.
warm_up()

def page(file: str, title: str, icon: str, url_path: str | None) -> st.Page:
    return st.Page(PAGES / file, title=_(title), icon=f":material/{icon}:",
                   url_path=url_path, default=url_path is None)


# expanded: on a phone the top bar folds into the sidebar, where Streamlit shows ten of the
# fourteen pages and hides the rest behind "View 4 more" (Glossary, Progress, profile, Settings)
nav = st.navigation({(_(section) if section else ""): [page(*p) for p in pages]
                     for section, pages in MENU}, position="top", expanded=True)
account.start()   # the open profile (if any): saves what changed; the sidebar line (links need nav)
session.show_notices()
left_out = st.empty()   # a saved record the page could not read: said up here, once read
try:
    errors.run_page(nav)   # an unexpected error: a friendly message and a reference
    session.show_left_out(left_out)
finally:
    heap.settle()   # modules imported by this run: frozen, out of later collections' way
