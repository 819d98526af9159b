"""Teacher view: a summary of every profile's work in one game (stars, lessons done, the
weakest topics, reviews due), behind the PIN set in ``EUCHRE_TEACHER_PIN``."""
from __future__ import annotations

import hmac
import os

import streamlit as st

from engine import games
from engine.i18n import _
from lessons.problems import topic_titles
from lessons.progress import ProgressError
from lessons.text import titles_list
from ui import account, clock, session
from ui.tables import table_or_list

ENV = "EUCHRE_TEACHER_PIN"
ss = st.session_state


def _unlock() -> None:
    session.use_language()
    typed = str(ss.get("tch_pin", ""))
    ss["tch_pin"] = ""
    throttle = account.Throttle("teacher")
    if throttle.wait():
        ss["tch_error"] = account.too_many_tries(throttle.wait())
    elif hmac.compare_digest(typed.strip().encode(), os.environ.get(ENV, "").strip().encode()):
        throttle.passed()
        ss["tch_open"] = True
        ss.pop("tch_error", None)
    else:
        throttle.failed()
        ss["tch_error"] = _("That is not the teacher PIN.")


st.title(_("Teacher view"))
pin = os.environ.get(ENV, "").strip()
if not pin:
    st.info(_("The teacher view is off. To turn it on, start the app with the environment "
              "variable {var} set to a PIN of your choice, for example `{var}=2468 streamlit run "
              "app.py`; then open this page and type that PIN.").format(var=ENV),
            icon=":material/lock:")
    st.stop()
if not ss.get("tch_open"):
    with st.form("tch_form"):
        st.text_input(_("Teacher PIN"), type="password", key="tch_pin", autocomplete="off")
        st.form_submit_button(_("Open the teacher view"), type="primary", on_click=_unlock,
                              key="tch_go", icon=":material/lock_open:")
    if ss.get("tch_error"):
        st.error(ss["tch_error"])
    st.stop()

ids = list(games.ids())
if ss.get("tch_game") not in ids:
    ss["tch_game"] = session.game().id
game_id = st.segmented_control(_("Game"), ids, key="tch_game",
                               format_func=lambda g: games.get(g).title, wrap=True) or ids[0]
titles = topic_titles(game_id)
try:
    # only topics with a name; due by the app's clock, as on the learners' own Review pages
    rows = session.store().class_summary(game_id, now=clock.now().timestamp(), topics=titles)
except ProgressError as exc:
    st.warning(_("The class summary cannot be read for now: {error}.").format(
        error=session.plain(exc)))
    st.stop()
if not rows:
    st.info(_("No profiles yet: learners create one on the “Your profile” page."))
    st.stop()
st.caption(_("Every profile, by name: stars and lessons done in {game}, the topics missed most "
             "(of those answered at least 3 times) and the review cards due now.").format(
    game=games.get(game_id).title))
table = [{_("Name"): r.name, _("Stars"): r.stars, _("Lessons done"): r.lessons_done,
          # quoted and joined as a list: "Which card wins?, Who wins the game?" ran together;
          # none yet is a dash, as on a phone (a blank cell looked like data not loaded)
          _("Weakest topics"): titles_list([titles[t] for t in r.weakest]) or "—",
          _("Reviews due"): r.due} for r in rows]
# A phone's 390 px hold two of the five columns: there the same rows are shown one block per
# profile, nothing to scroll sideways.
table_or_list(table, "tch")
st.button(_("Close the teacher view"), key="tch_close", icon=":material/lock:",
          on_click=lambda: ss.__setitem__("tch_open", False))
