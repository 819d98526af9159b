"""Settings for Euchre: the variant preset and every rule option; every page follows them."""
from __future__ import annotations

import dataclasses

import streamlit as st

from engine.errors import RulesError
from engine.euchre.rules import PRESET_TITLES, PRESETS, Rules, option_docs
from engine.i18n import _
from lessons.euchre.rulebook import changes, reference_title, unused_reason
from lessons.euchre.words import VALUE_WORDS, option_help, option_title, value_text
from ui import session

ss = st.session_state
# Options that cannot apply at a table (``unused_reason``) are at their defaults
# (``Rules.settled``) and greyed out.
CUSTOM = "custom"


def _apply(changes: dict) -> None:
    """Validate through Rules.replace; on error keep the rules and say why."""
    try:
        session.set_rules(session.rules().replace(**changes).settled())
        ss["set_error"] = None
    except (RulesError, TypeError, ValueError) as exc:
        ss["set_error"] = exc   # rendered (in the learner's language) when shown


def _on_preset() -> None:
    name = ss.get("set_preset")
    if name in PRESETS:
        session.set_rules(PRESETS[name])
        ss["set_error"] = None


def _on_option(name: str) -> None:
    # (``settled``: an option that stops applying, lone play at a table without it, goes
    # back to its default, so a table reached from Railroad is still Cutthroat)
    _apply({name: ss.get("set_" + name)})


def _sync_widgets(r: Rules) -> None:
    ss["set_preset"] = r.preset_name or CUSTOM
    for f in dataclasses.fields(Rules):
        ss["set_" + f.name] = getattr(r, f.name)


def page() -> None:
    st.title(_("Settings"))
    st.caption(_("Choose the variant you want to learn. Every page (lessons, quizzes, the rule book) "
                 "follows these rules at once."))
    r = session.rules()
    _sync_widgets(r)

    left, right = st.columns([3, 2], gap="large")
    with left:
        options = list(PRESETS) + ([CUSTOM] if r.preset_name is None else [])
        st.selectbox(_("Variant"), options, key="set_preset", on_change=_on_preset,
                     format_func=lambda n: _(PRESET_TITLES[n]) if n in PRESET_TITLES
                     else session.variant_title(r))   # "Your own rules, closest to …"
        if ss.get("set_error"):
            st.error(_("That combination is not allowed: {error} Nothing was changed.").format(
                error=ss["set_error"]), icon=":material/block:")

        st.header(_("Rule options"))
        for f in dataclasses.fields(Rules):
            name = f.name
            title = option_title(name)
            help_text = option_help(name, option_docs().get(name, ""))
            key = "set_" + name
            unused = unused_reason(name, r)
            disabled = unused is not None
            if disabled:
                help_text += " " + unused
            if name == "players":
                st.segmented_control(title, [2, 3, 4], key=key, on_change=_on_option, args=(name,),
                                     help=help_text, format_func=lambda v: value_text("players", v),
                                     wrap=True)
            elif name == "deck":
                st.segmented_control(title, [24, 25, 28, 32], key=key, on_change=_on_option, args=(name,),
                                     help=help_text, format_func=lambda v: value_text("deck", v), wrap=True)
            elif name == "cutthroat_hand_size":
                st.segmented_control(title, [5, 7], key=key, on_change=_on_option, args=(name,),
                                     help=help_text, disabled=disabled,
                                     format_func=lambda v: _("{n} cards").format(n=v), wrap=True)
            elif name in ("lone_lead", "lone_defender_points"):
                st.radio(title, list(VALUE_WORDS[name]), key=key, on_change=_on_option, args=(name,),
                         help=help_text, format_func=lambda v, n=name: value_text(n, v), horizontal=True,
                         disabled=disabled)
            elif name == "target_score":
                st.slider(title, 1, 15, key=key, on_change=_on_option, args=(name,), help=help_text)
            else:
                st.toggle(title, key=key, on_change=_on_option, args=(name,), help=help_text,
                          disabled=disabled)

    with right:
        session.display_settings()
        st.header(_("In force now"))
        diffs = changes(r)
        st.markdown(f"**{session.variant_title(r)}**")
        if diffs:
            # told apart from the preset the title names ("closest to …"), or for a preset
            # from the standard game: the list says which
            st.markdown(_("Differences from {variant}:").format(variant=reference_title(r)))
            for k, v in diffs.items():
                st.markdown(f"- {option_title(k)}: **{value_text(k, v)}**")
        else:
            st.markdown(_("All options at their defaults."))
        if st.button(_("Back to the standard game"), icon=":material/restart_alt:", key="set_reset"):
            session.set_rules(PRESETS["standard"])
            ss["set_error"] = None
            st.rerun()
