"""Learn Euchre (every variant) and Écarté: the Streamlit entry point.

Run: ``streamlit run app.py``. Sets the page config and session defaults, then
hands over to ``st.navigation`` over the pages in ``ui/pages/``.
"""
from __future__ import annotations

from pathlib import Path

import streamlit as st

from engine import games
from engine.i18n import _
from ui import account, errors, session, theme

HERE = Path(__file__).resolve().parent
PAGES = HERE / "ui" / "pages"

st.set_page_config(page_title="Learn " + " & ".join(g.title for g in games.all_games()),
                   page_icon="🃏", layout="wide",
                   initial_sidebar_state="collapsed")
errors.configure()   # tracebacks only in development (EUCHRE_DEV=1)
session.start()   # sets the run's language from ss["language"] (engine.i18n.set_language)
theme.inject()
session.deck_toggle()

nav = st.navigation([
    st.Page(PAGES / "home.py", title=_("Home"), icon=":material/home:", default=True),
    st.Page(PAGES / "learn.py", title=_("Learn"), icon=":material/school:", url_path="learn"),
    st.Page(PAGES / "practice.py", title=_("Practice"), icon=":material/quiz:", url_path="practice"),
    st.Page(PAGES / "problems.py", title=_("Problems"), icon=":material/extension:", url_path="problems"),
    st.Page(PAGES / "review.py", title=_("Review"), icon=":material/replay:", url_path="review"),
    st.Page(PAGES / "play.py", title=_("Play"), icon=":material/playing_cards:", url_path="play"),
    st.Page(PAGES / "daily.py", title=_("Deal of the day"), icon=":material/today:", url_path="daily"),
    st.Page(PAGES / "dashboard.py", title=_("Progress"), icon=":material/insights:",
            url_path="progress"),
    st.Page(PAGES / "table.py", title=_("Table"), icon=":material/co_present:", url_path="table"),
    st.Page(PAGES / "rules.py", title=_("Rules"), icon=":material/menu_book:", url_path="rules"),
    st.Page(PAGES / "glossary.py", title=_("Glossary"), icon=":material/dictionary:", url_path="glossary"),
    st.Page(PAGES / "settings.py", title=_("Settings"), icon=":material/tune:", url_path="settings"),
    st.Page(PAGES / "profile.py", title=_("Your profile"), icon=":material/account_circle:",
            url_path="profile"),
    st.Page(PAGES / "teacher.py", title=_("Teacher"), icon=":material/groups:", url_path="teacher"),
], position="top")
account.start()   # the open profile (if any): saves what changed; the sidebar line (links need nav)
session.show_notices()
errors.run_page(nav)   # an unexpected error: a friendly message and a reference
