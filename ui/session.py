"""Session defaults, their validation, and the URL parameters every page understands.

``start()`` runs at the top of every script run (from ``app.py``): it sets missing
defaults with ``setdefault``, replaces any session value that makes no sense with a
fresh default, reads ``?game=`` / ``?preset=`` / ``?learner=``, and queues a clear
message for anything it had to throw away. Nothing here is a module-level mutable.
"""
from __future__ import annotations

import re
import secrets

import streamlit as st

from engine import ecarte
from engine.euchre.rules import PRESET_TITLES, PRESETS, Rules, preset
from engine.errors import RulesError
from engine.i18n import N_, _, ngettext, set_language
from lessons import GAMES, available_games
from lessons.progress import LEARNER_ID, ProgressError, ProgressStore, default_path, open_store

NOTICES = "notices"
UNSAVED = "_unsaved"
"""Writes to the progress store that failed, oldest first: ``(method, args)``."""
UNSAVED_WHY = "_unsaved_why"
SAVES = frozenset({"record_answer", "record_lesson_answer", "set_position", "mark_done"})


def _defaults() -> dict:
    return {
        "game": "euchre",
        "rules": PRESETS["standard"],
        "ecarte_rules": ecarte.PRESETS["classic"],
        "four_colour": False,
        "language": "en",
        "learner": secrets.token_hex(6),
        NOTICES: [],
    }


def plain(text: str) -> str:
    """``text`` (from a URL, a code someone typed) made safe to show in Markdown: every
    character that Markdown or HTML would act on is escaped, so it reads as typed."""
    return re.sub(r"([\\`*_{}\[\]()#+\-.!|<>~:$&])", r"\\\1", str(text))


def notice(message: str, **values) -> None:
    """A message for the learner, shown at the top of the page by ``show_notices``:
    a sentence marked with ``N_`` and its values, put in the learner's language when it
    is shown (a callback may run before the run's language is set)."""
    st.session_state.setdefault(NOTICES, []).append((message, values))


def start() -> None:
    ss = st.session_state
    for key, value in _defaults().items():
        ss.setdefault(key, value)
    _validate_session()
    use_language()   # every sentence of this run is in the learner's language
    _read_query_params()
    store()


def _validate_session() -> None:
    ss = st.session_state
    fresh = _defaults()
    if not isinstance(ss.get(NOTICES), list):
        ss[NOTICES] = []
    if ss.get("game") not in available_games():
        notice(N_("The chosen game was not one the app knows, so it is back to Euchre."))
        ss["game"] = fresh["game"]
    if not isinstance(ss.get("rules"), Rules):
        notice(N_("The rule settings made no sense, so they are back to the standard game."))
        ss["rules"] = fresh["rules"]
    if not isinstance(ss.get("ecarte_rules"), ecarte.Rules):
        notice(N_("The Écarté rule settings made no sense, so they are back to classic Écarté."))
        ss["ecarte_rules"] = fresh["ecarte_rules"]
    if not isinstance(ss.get("language"), str) or not ss["language"]:
        ss["language"] = fresh["language"]
    if not isinstance(ss.get("four_colour"), bool):
        ss["four_colour"] = False
    if not (isinstance(ss.get("learner"), str) and LEARNER_ID.match(ss["learner"])):
        ss["learner"] = fresh["learner"]


def _read_query_params() -> None:
    ss = st.session_state
    qp = st.query_params
    if "game" in qp:
        g = qp.get("game", "")
        if g in available_games():
            if g != ss["game"]:
                for k in ("learn_lesson", "learn_step"):
                    ss.pop(k, None)
            ss["game"] = g
        else:
            known = ", ".join(available_games())
            notice(N_("“{name}” is not a game here (try {known}), so you start with {game}."),
                   name=plain(g[:40]), known=known, game=GAMES[ss["game"]].title)
        del qp["game"]
    if "preset" in qp and ss["game"] == "ecarte":
        name = qp.get("preset", "")
        try:
            ss["ecarte_rules"] = ecarte.preset(name)
        except RulesError:
            notice(N_("“{name}” is not an Écarté variant, so the rules are classic Écarté. "
                      "Pick a variant in Settings."), name=plain(name[:40]))
            ss["ecarte_rules"] = ecarte.PRESETS["classic"]
        del qp["preset"]
    if "preset" in qp:
        name = qp.get("preset", "")
        try:
            ss["rules"] = preset(name)
        except RulesError:
            notice(N_("“{name}” is not a Euchre variant, so the rules are the standard game. "
                      "Pick a variant in Settings."), name=plain(name[:40]))
            ss["rules"] = PRESETS["standard"]
        del qp["preset"]
    if "learner" in qp:
        lid = qp.get("learner", "")
        if LEARNER_ID.match(lid):
            ss["learner"] = lid
        else:
            notice(N_("The learner code in the address is not one this app made, so progress "
                     "starts fresh."))
    if qp.get("learner") != ss["learner"]:
        qp["learner"] = ss["learner"]


def use_language() -> None:
    """Set this run's language from the session. ``start()`` does it for the script; a
    widget's callback runs before the script (in a fresh thread), so a callback that
    makes sentences calls this first."""
    set_language(st.session_state.get("language") or "en")


def show_notices() -> None:
    items = st.session_state.get(NOTICES) or []
    for item in items:
        message, values = item if isinstance(item, tuple) and len(item) == 2 else (str(item), {})
        st.warning(_(message).format(**values) if values else _(message),
                   icon=":material/restart_alt:")
    st.session_state[NOTICES] = []


def rules() -> Rules:
    return st.session_state["rules"]


def ecarte_rules() -> ecarte.Rules:
    return st.session_state["ecarte_rules"]


def game_rules():
    """The rules of the chosen game: Euchre's ``Rules`` or Écarté's."""
    return ecarte_rules() if st.session_state.get("game") == "ecarte" else rules()


def variant_title(r=None) -> str:
    """The variant's title: of ``r`` (Euchre or Écarté rules), else of the Euchre rules."""
    if r is None:
        r = rules()
    if isinstance(r, ecarte.Rules):
        from lessons.ecarte.rulebook import title
        return title(r)
    name = r.preset_name
    return _(PRESET_TITLES[name]) if name else _("Custom rules")


def store() -> ProgressStore:
    """The progress store (a path; opening checks it once per session). When it cannot be
    opened (busy, read-only, a folder...) the learner is told why and the store is used as
    it is: each call then fails with a ``ProgressError`` until the problem goes away."""
    ss = st.session_state
    s = ss.get("_store")
    if isinstance(s, ProgressStore):
        return s
    try:
        s, msg = open_store()
    except ProgressError as exc:
        s, msg = ProgressStore(default_path()), None
        notice(N_("Your progress cannot be saved for now: {error}. Nothing saved before is lost."),
               error=plain(exc))
    ss["_store"] = s
    if msg:
        notice(msg)
    return s


def save(method: str, *args) -> bool:
    """``store().<method>(*args)``, never lost: the store retries a busy file itself; a write
    that still fails waits in the session and is written, in order, before the next write
    that works. False when it is waiting (``show_unsaved`` tells the learner)."""
    if method not in SAVES:
        raise ValueError(f"not a progress write: {method}")
    ss = st.session_state
    waiting = ss.get(UNSAVED)
    if not isinstance(waiting, list):
        waiting = ss[UNSAVED] = []
    waiting.append((method, args))
    s = store()
    try:
        while waiting:
            name, saved_args = waiting[0]
            getattr(s, name)(*saved_args)
            waiting.pop(0)
    except ProgressError as exc:
        ss[UNSAVED_WHY] = plain(exc)   # a path may hold characters Markdown acts on
        return False
    ss.pop(UNSAVED_WHY, None)
    return True


def show_unsaved() -> None:
    """A warning while some progress waits in the session to be saved."""
    waiting = st.session_state.get(UNSAVED) or []
    if not waiting:
        return
    why = st.session_state.get(UNSAVED_WHY) or _("the progress file could not be written")
    answers = sum(name == "record_answer" for name, _args in waiting)
    what = (ngettext("Your last answer was not saved", "Your last {n} answers were not saved",
                     answers).format(n=answers) if answers else
            _("Your place in the course was not saved"))
    st.warning(_("{what} ({why}); it will be saved when possible. Keep this tab open until "
                 "then.").format(what=what, why=why), icon=":material/cloud_off:")


def four_colour() -> bool:
    return bool(st.session_state.get("four_colour"))
