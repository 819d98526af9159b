"""Glossary: every word the lessons use, in one or two sentences, for the chosen game.

Each term is a header with its own anchor (``#trick``), so a lesson can link straight to
it: ``glossary?game=euchre&term=trick#trick``. The ``term`` parameter is what brings the
word into view: the app rewrites the address as the page opens, which drops the ``#trick``.
"""
from __future__ import annotations

import json

import streamlit as st

from engine import games
from engine.i18n import _, ngettext
from lessons import available_games
from lessons.glossary import terms as glossary_of
from ui import session

ss = st.session_state


def _pick_game() -> None:
    # Switching here switches the app's game too, as on Home.
    g = ss.get("gl_game")
    if g in available_games() and g != ss["game"]:
        ss["game"] = g
        for k in ("learn_lesson", "learn_step"):
            ss.pop(k, None)


ss["gl_game"] = ss["game"]
st.title(_("Glossary"))
st.segmented_control(_("Game"), [g for g in available_games() if glossary_of(g)], key="gl_game",
                     on_change=_pick_game, format_func=lambda g: games.get(g).title, wrap=True)
terms = glossary_of(ss["game"])
wanted = st.query_params.get("term")
if wanted is not None and wanted not in {t.id for t in terms}:   # said before the words
    st.warning(_("The glossary of {game} has no word “{term}”, so it opens at the top.").format(
        game=games.get(ss["game"]).title, term=session.plain(wanted, 40)),
        icon=":material/restart_alt:")
    del st.query_params["term"]   # said once
st.caption(ngettext("{n} word of {game}, in the order the lessons meet it. Links in the lessons "
                    "open this page at the word.",
                    "{n} words of {game}, in the order the lessons meet them. Links in the lessons "
                    "open this page at the word.", len(terms)).format(
    n=len(terms), game=games.get(ss["game"]).title))
rules = session.rules()   # the game's rules in force: a march scores 3 in Cutthroat
for t in terms:
    st.header(t.name, anchor=t.id, divider=False)
    st.markdown(t.definition_for(rules))

if wanted in {t.id for t in terms}:
    # The headings appear a moment after this script arrives: wait for the word's heading (up to
    # ten seconds), then scroll it to the top of the view and put its #anchor back in the address.
    target = json.dumps(wanted)
    st.html(f"""<script>
(() => {{
  let tries = 0;
  const go = () => {{
    const el = document.getElementById({target});
    if (el) {{
      el.scrollIntoView({{block: "start"}});
      history.replaceState(history.state, "", location.pathname + location.search + "#" + {target});
    }} else if (tries++ < 100) {{
      setTimeout(go, 100);
    }}
  }};
  go();
}})();
</script>""", unsafe_allow_javascript=True)
