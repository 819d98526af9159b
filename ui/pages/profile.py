"""Your profile: open or create one (a name and an optional PIN), sign out, download
everything the app keeps about you, or have it all deleted. The work is in ``ui.account``."""
from __future__ import annotations

import json
import time

import streamlit as st

from engine.i18n import _, ngettext
from lessons.profiles import PIN_LEAST, PIN_MOST, ProfileError
from lessons.progress import ProgressError
from lessons.progress_file import MAX_MB, ProgressFileError, read_progress_file
from ui import account, session

ss = st.session_state


def _say(kind: str, text: str) -> None:
    """A message for the next run of this page (Markdown: typed values go through ``plain``)."""
    ss["pf_message"] = (kind, text)


def _open() -> None:
    session.use_language()   # callbacks run before the script sets it
    name, pin = ss.get("pf_open_name", ""), ss.get("pf_open_pin", "")
    try:
        refused = account.open_profile(name, pin)
    except ProgressError as exc:
        refused = _("Profiles cannot be opened for now: {error}.").format(error=session.plain(exc))
    # a PIN is never left on screen (set after opening, which starts the tab afresh)
    ss["pf_open_pin"] = ""
    if refused:
        _say("error", refused)
    else:
        ss["pf_open_name"] = ""
        _say("success", _("Welcome back, {name}.").format(name=session.plain(account.current()[1])))


def _create() -> None:
    session.use_language()
    name, pin = ss.get("pf_new_name", ""), ss.get("pf_new_pin", "")
    keep = bool(ss.get("pf_new_keep", True))
    ss["pf_new_pin"] = ""
    try:
        profile = account.create(name, pin.strip() or None, keep)
    except (ProfileError, ProgressError) as exc:
        _say("error", session.plain(exc))   # the sentence may hold the name as typed
        return
    _say("success", _("Your profile {name} is ready: everything you do is now kept under it.")
         .format(name=session.plain(profile.name)))


def _sign_out() -> None:
    session.use_language()
    name = (account.current() or ("", ""))[1]
    account.sign_out()
    _say("success", _("{name} is signed out: nothing of that profile stays in this tab.")
         .format(name=session.plain(name)))


def _forget() -> None:
    session.use_language()
    try:
        name, n = account.forget()
    except ProgressError as exc:
        _say("error", _("Nothing was deleted: {error}.").format(error=session.plain(exc)))
        return
    _say("success", ngettext("Everything about {name} was deleted ({n} record).",
                             "Everything about {name} was deleted ({n} records).", n)
         .format(name=session.plain(name), n=n))


def _load(key: str) -> None:
    """Load the file just chosen into this profile (``ProgressStore.load_progress``: merged,
    nothing here lost); a file with anything wrong changes nothing."""
    session.use_language()
    upload = ss.get(key)
    if upload is None:
        return
    ss["pf_upload_n"] = ss.get("pf_upload_n", 0) + 1   # a fresh, empty uploader next run
    try:
        loaded = read_progress_file(upload.getvalue(), time.time())
        new = session.store().load_progress(ss["learner"], loaded.rows)
    except ProgressFileError as exc:
        _say("error", exc.words(session.plain))
        return
    except ProgressError as exc:
        _say("error", _("Nothing was loaded: {error}.").format(error=session.plain(exc)))
        return
    # (none of a kind reads "no review cards", not "0 review cards")
    said = _("Loaded from {file}: {lessons}, {answers} and {cards}; everything this profile "
             "already had is kept.").format(
        file=session.plain(upload.name),
        lessons=_("no finished lessons") if not loaded.lessons else ngettext(
            "{n} finished lesson", "{n} finished lessons", loaded.lessons).format(n=loaded.lessons),
        answers=_("no answers") if not loaded.answers else ngettext(
            "{n} answer", "{n} answers", loaded.answers).format(n=loaded.answers),
        cards=_("no review cards") if not loaded.cards else ngettext(
            "{n} review card", "{n} review cards", loaded.cards).format(n=loaded.cards))
    if new == 0 < loaded.answers:   # loaded before
        said += " " + ngettext("That answer was already here.", "All those answers were already here.",
                               loaded.answers)
    elif new < loaded.answers:      # in part
        said += " " + ngettext("{n} of those answers was new here.",
                               "{n} of those answers were new here.", new).format(n=new)
    if loaded.left_out:
        said += " " + ngettext(
            "{n} record the file marks as changed from how it was stored was left out.",
            "{n} records the file marks as changed from how they were stored were left out.",
            loaded.left_out).format(n=loaded.left_out)
    _say("success", said)


def _open_form(title: str) -> None:
    with st.form("pf_open_form", border=True):
        st.subheader(title, anchor=False)
        st.text_input(_("Name"), key="pf_open_name", max_chars=40, autocomplete="username")
        st.text_input(_("PIN (if the profile has one)"), key="pf_open_pin", type="password",
                      max_chars=PIN_MOST, autocomplete="current-password")
        st.form_submit_button(_("Open"), type="primary", on_click=_open, key="pf_open_go",
                              icon=":material/login:")


def _create_form() -> None:
    with st.form("pf_new_form", border=True):
        st.subheader(_("Create a profile"), anchor=False)
        st.text_input(_("Name"), key="pf_new_name", max_chars=40, autocomplete="off",
                      help=_("Any name you like (your first name, a nickname): others using "
                             "this app cannot take the same one."))
        st.text_input(_("PIN (optional)"), key="pf_new_pin", type="password", max_chars=PIN_MOST,
                      autocomplete="new-password",
                      help=_("{least} to {most} digits. Without a PIN anyone who knows the name "
                             "can open the profile.").format(least=PIN_LEAST, most=PIN_MOST))
        st.checkbox(_("Keep what I have done in this tab"), value=True, key="pf_new_keep")
        st.form_submit_button(_("Create"), type="primary", on_click=_create, key="pf_new_go",
                              icon=":material/person_add:")


def _your_data(name: str) -> None:
    st.header(_("Your data"))
    try:
        export = session.store().export(ss["learner"])
    except ProgressError as exc:
        st.warning(session.unreadable(exc, _("Your progress cannot be read: {error}.")))
        export = None
    if export is not None:
        data = json.dumps(export, ensure_ascii=False, indent=2)
        st.download_button(_("Download my progress"), data, file_name="my-progress.json",
                           mime="application/json", key="pf_download", icon=":material/download:",
                           help=_("Everything the app keeps about you, as a JSON file (never "
                                  "your PIN)."))
        if export["notes"]:   # bytes or odd numbers in a hand-edited or older store
            st.caption(ngettext(
                "{n} saved value is in the file differently from how it is stored (as text, as "
                "base64 or left out): the file lists it under \"notes\".",
                "{n} saved values are in the file differently from how they are stored (as "
                "text, as base64 or left out): the file lists them under \"notes\".",
                len(export["notes"])).format(n=len(export["notes"])))
    key = f"pf_upload_{ss.get('pf_upload_n', 0)}"
    st.file_uploader(_("Load progress from a file"), type=["json"], key=key,
                     max_upload_size=MAX_MB, on_change=_load, args=(key,),
                     help=_("A file from \"Download my progress\", made here or on another "
                            "device. Its lessons, answers and review cards are added to this "
                            "profile's: nothing here is lost, and of two versions of the same "
                            "thing the newer is kept."))
    if not ss.get("pf_forget_ask"):
        st.button(_("Forget me…"), key="pf_forget", icon=":material/delete_forever:",
                  on_click=lambda: ss.__setitem__("pf_forget_ask", True))
        return
    st.warning(_("This deletes everything the app keeps about {name}: the profile, progress, "
                 "stars, answers, settings and the game in progress. It cannot be undone.")
               .format(name=session.plain(name)), icon=":material/warning:")
    with st.container(horizontal=True, gap="small"):
        st.button(_("Yes, delete everything"), key="pf_forget_yes", type="primary",
                  on_click=_forget, icon=":material/delete_forever:")
        st.button(_("Cancel"), key="pf_forget_no",
                  on_click=lambda: ss.__setitem__("pf_forget_ask", False))


st.title(_("Your profile"))
message = ss.pop("pf_message", None)
if isinstance(message, tuple) and len(message) == 2:
    (st.success if message[0] == "success" else st.error)(message[1])

me = account.current()
if me is None:
    # (as Home's line says: a reload starts afresh, so "while this tab is open" was untrue)
    st.info(_("You are not signed in: your answers, settings and game in progress last only "
              "until you close or reload this tab. Open or create a profile to keep them and "
              "find them again on any device."),
            icon=":material/info:")
    left, right = st.columns(2, gap="large")
    with left:
        _open_form(_("Open your profile"))
    with right:
        _create_form()
else:
    st.markdown(_("Signed in as **{name}**.").format(name=session.plain(me[1])))
    st.caption(_("Your progress, your settings and your game in progress are saved under this "
                 "profile as you go. Open it again with its name and PIN after a reload or on "
                 "another device."))
    st.button(_("Sign out"), key="pf_sign_out", on_click=_sign_out, icon=":material/logout:")
    _your_data(me[1])
    _open_form(_("Switch to another profile"))
