"""Learn Euchre (every variant) and Écarté: the Streamlit entry point.

Run: ``streamlit run app.py``. Sets the page config and session defaults, then
hands over to ``st.navigation`` over the pages in ``ui/pages/``.
"""
from __future__ import annotations

from pathlib import Path

import streamlit as st

from engine import games
from ui import session, theme

HERE = Path(__file__).resolve().parent
PAGES = HERE / "ui" / "pages"

st.set_page_config(page_title="Learn " + " & ".join(g.title for g in games.all_games()),
                   page_icon="🃏", layout="wide",
                   initial_sidebar_state="collapsed")
session.start()
theme.inject()
session.deck_toggle()

nav = st.navigation([
    st.Page(PAGES / "home.py", title="Home", icon=":material/home:", default=True),
    st.Page(PAGES / "learn.py", title="Learn", icon=":material/school:", url_path="learn"),
    st.Page(PAGES / "practice.py", title="Practice", icon=":material/quiz:", url_path="practice"),
    st.Page(PAGES / "play.py", title="Play", icon=":material/playing_cards:", url_path="play"),
    st.Page(PAGES / "table.py", title="Table", icon=":material/co_present:", url_path="table"),
    st.Page(PAGES / "rules.py", title="Rules", icon=":material/menu_book:", url_path="rules"),
    st.Page(PAGES / "glossary.py", title="Glossary", icon=":material/dictionary:", url_path="glossary"),
    st.Page(PAGES / "settings.py", title="Settings", icon=":material/tune:", url_path="settings"),
], position="top")
session.show_notices()
nav.run()
