"""Learn Euchre (every variant) and Écarté: the Streamlit entry point.

Run: ``streamlit run app.py``. Sets the page config and session defaults, then
hands over to ``st.navigation`` over the pages in ``ui/pages/``.
"""
from __future__ import annotations

from pathlib import Path

import streamlit as st

from engine import games
from engine.i18n import _
from ui import account, errors, heap, session, theme

HERE = Path(__file__).resolve().parent
PAGES = HERE / "ui" / "pages"

st.set_page_config(page_title="Learn " + " & ".join(g.title for g in games.all_games()),
                   page_icon="🃏", layout="wide",
                   initial_sidebar_state="collapsed")
errors.configure()   # tracebacks only in development (EUCHRE_DEV=1)
session.start()   # sets the run's language from ss["language"] (engine.i18n.set_language)
theme.inject()
session.deck_toggle()

def page(file: str, title: str, icon: str, **kw) -> st.Page:
    return st.Page(PAGES / file, title=title, icon=f":material/{icon}:", **kw)


# Sections become menus in the top bar, so fourteen pages fit a laptop's width.
nav = st.navigation({
    "": [page("home.py", _("Home"), "home", default=True)],
    _("Study"): [page("learn.py", _("Learn"), "school", url_path="learn"),
                 page("practice.py", _("Practice"), "quiz", url_path="practice"),
                 page("problems.py", _("Problems"), "extension", url_path="problems"),
                 page("review.py", _("Review"), "replay", url_path="review")],
    _("Play"): [page("play.py", _("Play"), "playing_cards", url_path="play"),
                page("daily.py", _("Deal of the day"), "today", url_path="daily")],
    _("Teach"): [page("table.py", _("Table"), "co_present", url_path="table"),
                 page("teacher.py", _("Teacher"), "groups", url_path="teacher")],
    _("Reference"): [page("rules.py", _("Rules"), "menu_book", url_path="rules"),
                     page("glossary.py", _("Glossary"), "dictionary", url_path="glossary")],
    _("You"): [page("dashboard.py", _("Progress"), "insights", url_path="progress"),
               page("profile.py", _("Your profile"), "account_circle", url_path="profile"),
               page("settings.py", _("Settings"), "tune", url_path="settings")],
}, position="top")
account.start()   # the open profile (if any): saves what changed; the sidebar line (links need nav)
session.show_notices()
try:
    errors.run_page(nav)   # an unexpected error: a friendly message and a reference
finally:
    heap.settle()   # modules imported by this run: frozen, out of later collections' way
