"""No learner prose in ui/ and in the engine's words modules is left outside ``_()`` /
``N_()``: an AST scan of every string literal (``scan.py``)."""
from __future__ import annotations

import textwrap
from pathlib import Path

from .scan import looks_like_prose, unmarked

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted([*ROOT.glob("ui/**/*.py"), *ROOT.glob("engine/**/words.py"), ROOT / "app.py"])

# Literals that read like words but are not sentences for a learner to read in their language.
ALLOWED = {
    # action notation, typed as it is in any language (part of a marked sentence)
    "pass, order, call H, discard 9C, alone, partner, defend alone, defend, give AS or play JD",
    "propose, stand, accept, refuse, exchange 9C TD, declare king, no declaration or play KH",
    # a CSS selector (the Play page's keyboard focus), not words
    '[class*="st-key-plact_{}_"] button:not([disabled]), .st-key-plx_pick button, '
    '.st-key-plctl_next button, .st-key-plctl_again button',
}


def test_no_learner_prose_is_left_unmarked_in_ui_and_engine_words():
    found = [f for path in FILES for f in unmarked(path, ROOT) if f.text not in ALLOWED]
    assert found == [], "\n".join(map(str, found))


def test_the_scan_finds_prose_outside_the_markers(tmp_path):
    # the check can fail: an unmarked label, a sentence in an f-string, _() in an f-string
    src = tmp_path / "ui" / "page.py"
    src.parent.mkdir()
    src.write_text(textwrap.dedent('''
        import streamlit as st
        from engine.i18n import _, N_
        TITLES = {"a": N_("Marked title")}
        st.button("Deal a new hand", key="new_hand")
        st.caption(f"{n} cards left in the talon")
        st.markdown(f"**{_('Hidden from Babel')}**")
        st.markdown(_("Marked sentence {n}").format(n=3), unsafe_allow_html=True)
        st.html('<div class="eu-card md">x</div>')
        log.warning("a log message for developers %s", 1)
        raise ValueError("an error for developers")
        for _ in range(3):
            pass
    '''))
    texts = [f.text for f in unmarked(src, tmp_path)]
    assert "Deal a new hand" in texts
    assert "{} cards left in the talon" in texts
    assert any("inside an f-string" in t for t in texts)
    assert any("_ assigned" in t for t in texts)
    assert not any("Marked" in t or "developers" in t for t in texts)


def test_what_counts_as_prose():
    assert looks_like_prose("Deal a new hand") and looks_like_prose("Pass")
    assert looks_like_prose('<span aria-label="the table">x</span>')
    for quiet in ("plact_", "eu-chip trump", "display: flex; gap: 4px;", ":material/undo:",
                  "{x:+.2f}", "play ", "x"):
        assert not looks_like_prose(quiet), quiet
