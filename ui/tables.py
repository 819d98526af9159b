"""A table that fits a phone: Streamlit's data grid on a wide screen, and on a narrow one the
same rows as a list of blocks, one a row (the theme shows one of the two, by the screen's
width). A phone's 390 px hold two or three columns of a grid, which then scrolled sideways
inside its frame, the last columns out of sight."""
from __future__ import annotations

from html import escape

import streamlit as st


def stacked(rows: list[dict]) -> str:
    """``rows`` as a list: each row's first value as its heading, then its other columns as
    label and value (an empty value as a dash)."""
    items = []
    for row in rows:
        (_key, name), *rest = row.items()
        pairs = "".join(f"<div><dt>{escape(k)}</dt><dd>{escape(str(v)) or '—'}</dd></div>" for k, v in rest)
        items.append(f"<li><strong>{escape(str(name))}</strong><dl>{pairs}</dl></li>")
    return f'<ul class="eu-stack">{"".join(items)}</ul>'


def table_or_list(table: list[dict], key: str, rows: list[dict] | None = None) -> None:
    """``table`` as a data grid in the container ``{key}_wide`` and ``rows`` (``table`` if not
    given) as a list in ``{key}_narrow``; ``ui/theme.py`` names both containers."""
    with st.container(key=f"{key}_wide"):
        st.dataframe(table, hide_index=True, width="stretch", key=f"{key}_table")
    with st.container(key=f"{key}_narrow"):
        st.html(stacked(table if rows is None else rows))
