"""The trivial page inside the app's shell, a second baseline for bench/ui_latency.py.

The same button as bench/trivial_app.py, drawn inside what every page of the app carries:
the top navigation (the app's own menu, ``ui/menu.py``), the
sidebar line and deck toggle, the app's CSS and the wide layout. Streamlit redraws the
whole page on every click, so this page's cost, less the trivial page's, is what the shell
adds to any click in the app; the rest of a Play click is the Play page's own.
"""
import sys
from pathlib import Path

import streamlit as st

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from ui import theme  # noqa: E402
from ui.menu import MENU  # noqa: E402

st.set_page_config(page_title="shell", layout="wide", initial_sidebar_state="collapsed")
theme.inject()
with st.sidebar, st.container(horizontal=True, vertical_alignment="center", gap="small"):
    st.caption("Not signed in")
    st.toggle("Four-colour deck", key="fc")


def clicks() -> None:
    st.session_state.setdefault("n", 0)
    st.button("Click", on_click=lambda: st.session_state.update(n=st.session_state["n"] + 1))
    st.write(f"Clicks: {st.session_state['n']}")


def blank() -> None:
    st.write("A page of the app.")


st.navigation({section: [st.Page(clicks if url is None else blank, title=title,
                                 icon=f":material/{icon}:", default=url is None, url_path=url)
                         for _file, title, icon, url in pages]
               for section, pages in MENU}, position="top", expanded=True).run()
