"""Settings for Écarté: the preset and every option of ``engine.ecarte.Rules``, each change
validated by the engine (an impossible value is refused with the reason; nothing changes)."""
from __future__ import annotations

import dataclasses

import streamlit as st

from engine import ecarte
from engine.ecarte.dealcode import MAX_STAKE
from engine.errors import RulesError
from engine.i18n import _
from lessons.ecarte.rulebook import changes, option_docs, reference_title, title
from lessons.ecarte.words import PRESET_TITLES, VALUE_WORDS, option_help, option_title, value_text
from ui import session

ss = st.session_state
CUSTOM = "custom"


def _apply(changes: dict) -> None:
    try:
        session.set_rules(session.rules().replace(**changes))
        ss["sete_error"] = None
    except (RulesError, TypeError, ValueError) as exc:
        ss["sete_error"] = exc   # rendered (in the learner's language) when shown


def _on_preset() -> None:
    name = ss.get("sete_preset")
    if name in ecarte.PRESETS:
        session.set_rules(ecarte.PRESETS[name])
        ss["sete_error"] = None


def _on_option(name: str) -> None:
    value = ss.get("sete_" + name)
    if name in ("target_score", "stake") and isinstance(value, float) and value.is_integer():
        value = int(value)
    if name == "stake" and isinstance(value, int) and value > MAX_STAKE:
        # a larger stake made deal codes no page could read: the Table failed on every visit
        session.use_language()
        ss["sete_error"] = _("The stake is at most {most}.").format(most=f"{MAX_STAKE:,}")
        return
    _apply({name: value})


def _sync(r: ecarte.Rules) -> None:
    ss["sete_preset"] = ecarte.preset_name(r) or CUSTOM
    for f in dataclasses.fields(ecarte.Rules):
        ss["sete_" + f.name] = getattr(r, f.name)


def page() -> None:
    docs = option_docs()
    st.title(_("Settings: Écarté"))
    st.caption(_("Choose the Écarté variant you want to learn. Lessons, quizzes and the rule book "
                 "follow these rules at once. (Switch games on the Home page.)"))
    r = session.rules()
    _sync(r)
    left, right = st.columns([3, 2], gap="large")
    with left:
        options = list(ecarte.PRESETS) + ([CUSTOM] if ecarte.preset_name(r) is None else [])
        st.selectbox(_("Variant"), options, key="sete_preset", on_change=_on_preset,
                     format_func=lambda n: _(PRESET_TITLES[n]) if n in PRESET_TITLES
                     else title(r))   # "Your own rules, closest to …"
        if ss.get("sete_error"):
            # the engine's reason is a sentence with its own full stop
            st.error(_("That is not allowed: {error} Nothing was changed.").format(
                error=ss["sete_error"]), icon=":material/block:")
        st.header(_("Rule options"))
        for f in dataclasses.fields(ecarte.Rules):
            name, key = f.name, "sete_" + f.name
            t, h = option_title(name), option_help(name, docs.get(name, ""))
            if name == "players":
                st.segmented_control(t, [2, 3], key=key, on_change=_on_option, args=(name,), help=h,
                                     format_func=lambda v: value_text("players", v), wrap=True)
            elif name in ("penalty", "packets"):
                st.radio(t, list(VALUE_WORDS[name]), key=key, on_change=_on_option, args=(name,), help=h,
                         format_func=lambda v, n=name: value_text(n, v), horizontal=True)
            elif name == "target_score":
                st.slider(t, 1, 15, key=key, on_change=_on_option, args=(name,), help=h)
            elif name == "stake":
                st.number_input(t, min_value=0, step=1, key=key, on_change=_on_option, args=(name,), help=h)
            else:
                st.toggle(t, key=key, on_change=_on_option, args=(name,), help=h)
    with right:
        session.display_settings()
        st.header(_("In force now"))
        st.markdown(f"**{title(r)}**")
        diffs = changes(r)
        if diffs:
            # told apart from the preset the title names (as on Euchre's Settings)
            st.markdown(_("Differences from {variant}:").format(variant=reference_title(r)))
            for k, v in diffs.items():
                st.markdown(f"- {option_title(k)}: **{value_text(k, v)}**")
        else:
            st.markdown(_("All options at their defaults (classic Écarté)."))
        if st.button(_("Back to classic Écarté"), icon=":material/restart_alt:", key="sete_reset"):
            session.set_rules(ecarte.PRESETS["classic"])
            ss["sete_error"] = None
            st.rerun()
