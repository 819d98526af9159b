"""Who uses this tab: a profile opened by name (and PIN), or nobody.

Without a profile the tab has a random learner id of its own: its answers are recorded
under it, but nothing brings them back once the tab is closed, and settings and the
game in progress are not saved at all. Opening a profile starts the tab afresh under the
profile's id and brings back its saved settings and game (``lessons.saved``); while it is
open, they are saved whenever they change (``sync``, run with every page, and
``save_game``, run by the Play page once it has drawn the table). Signing out forgets everything in the
tab. Guessing a PIN is slowed down per tab (``Throttle``) and per profile
(``ProfileThrottle``).
"""
from __future__ import annotations

import json
import logging
import time

import streamlit as st

from engine import games
from engine.i18n import N_, _
from lessons.coach import CoachedGame
from lessons.progress import Profile, ProgressError
from lessons.saved import SavedError, Settings, game_text, read_game, read_settings, settings_text
from ui import session

log = logging.getLogger(__name__)
PAGE = "ui/pages/profile.py"
PROFILE = "profile"
"""``(learner id, name)`` of the open profile; absent when nobody is signed in."""
SETTINGS, GAME = "settings", "play"   # the blobs' keys in the store
_SAVED_SETTINGS, _SAVED_GAME, _SAVED_GAME_TEXT = "_saved_settings", "_saved_game", "_saved_game_text"
PARKED = "pl_parked"
"""The Play page's games put aside, by game id (one per game: Euchre's while Écarté is
played); saved under ``play:<game id>``."""
_SAVED_PARKED = "_saved_parked"


def parked_key(game_id: str) -> str:
    return f"{GAME}:{game_id}"


class Throttle:
    """Wrong PINs per tab: a few tries are free, then each try waits longer (30 s, 60 s...
    up to 15 minutes). Kept in the session, under ``_tries_<scope>``, so signing out or
    opening another profile does not reset it."""

    FREE = 3
    FIRST_WAIT = 30.0
    MOST_WAIT = 900.0

    def __init__(self, scope: str) -> None:
        self.key = f"_tries_{scope}"

    def _state(self) -> tuple[int, float]:
        value = st.session_state.get(self.key)
        return value if isinstance(value, tuple) and len(value) == 2 else (0, 0.0)

    def wait(self) -> int:
        """Seconds before the next try is allowed (0: now)."""
        return max(0, round(self._state()[1] - time.time()))

    def failed(self) -> None:
        fails = self._state()[0] + 1
        until = 0.0
        if fails >= self.FREE:
            until = time.time() + min(self.MOST_WAIT, self.FIRST_WAIT * 2 ** (fails - self.FREE))
        st.session_state[self.key] = (fails, until)

    def passed(self) -> None:
        st.session_state.pop(self.key, None)


class ProfileThrottle:
    """Wrong PINs per profile, from any tab or server process (kept in the store as the
    profile's ``pin_tries`` blob): after ``FREE`` of them each try waits as ``Throttle``
    says, so a fresh tab does not buy fresh guesses. A right PIN clears the count."""

    KEY = "pin_tries"
    FREE = 5

    def __init__(self, learner: str) -> None:
        self.learner = learner

    @staticmethod
    def _parse(text: str | None) -> tuple[int, float]:
        try:
            data = json.loads(text or "{}")
            return int(data.get("fails", 0)), float(data.get("until", 0.0))
        except (ValueError, TypeError, AttributeError):
            return 0, 0.0

    def _state(self) -> tuple[int, float]:
        return self._parse(session.store().blob(self.learner, self.KEY))

    def wait(self) -> int:
        return max(0, round(self._state()[1] - time.time()))

    def failed(self) -> None:
        def one_more(text: str | None) -> str:
            fails = self._parse(text)[0] + 1
            until = 0.0
            if fails >= self.FREE:
                until = time.time() + min(Throttle.MOST_WAIT,
                                          Throttle.FIRST_WAIT * 2 ** (fails - self.FREE))
            return json.dumps({"fails": fails, "until": until})
        # read and written in one transaction: two tabs failing at once count two tries
        session.store().change_blob(self.learner, self.KEY, one_more)

    def passed(self) -> None:
        if self._state() != (0, 0.0):
            session.store().delete_blob(self.learner, self.KEY)


def too_many_tries(seconds: int) -> str:
    return _("Too many wrong tries: please wait {n} seconds and try again.").format(n=seconds)


def current() -> tuple[str, str] | None:
    """``(learner id, name)`` of the profile open in this tab, or ``None``."""
    p = st.session_state.get(PROFILE)
    return p if isinstance(p, tuple) and len(p) == 2 else None


def start() -> None:
    """Every full run (from ``app.py``, after ``session.start``): check the open profile
    still exists, save what changed, and draw the sidebar line."""
    ss = st.session_state
    p = current()
    if p is not None and p[0] != ss.get("learner"):   # a session value from elsewhere
        sign_out()
        p = None
    if p is not None:
        try:
            gone = session.store().profile(p[0]) is None
        except ProgressError:
            gone = False   # cannot tell now: stay signed in
        if gone:   # forgotten in another tab: nothing more is written under its id
            sign_out()
            session.notice(N_("The profile you had open was deleted, so you are signed out."))
    sync()
    sidebar()


def sidebar() -> None:
    p = current()
    with st.sidebar, st.container(horizontal=True, vertical_alignment="center", gap="small",
                                  key="acct_line"):
        if p is not None:
            st.caption(_("Signed in as **{name}**").format(name=session.plain(p[1])))
            st.page_link(PAGE, label=_("Switch"), icon=":material/switch_account:")
        else:
            st.caption(_(GUEST_LINE))
            st.page_link(PAGE, label=_("create a profile to keep it"),
                         icon=":material/person_add:")


# A reload starts a new session: "kept in this tab" let a learner think a reload keeps it.
GUEST_LINE = N_("Not signed in — your progress lasts only until you close or reload this tab:")


def guest_note() -> None:
    """Under a page's own content, for a learner without a profile (the sidebar that says it
    starts closed): what a reload loses, and the way to keep it."""
    if current() is not None:
        return
    with st.container(horizontal=True, vertical_alignment="center", gap="small", key="guest_note"):
        st.caption(_(GUEST_LINE))
        st.page_link(PAGE, label=_("create a profile to keep it"), icon=":material/person_add:")


# Saving ----------------------------------------------------------------------------------
def settings_now() -> Settings:
    ss = st.session_state
    return Settings(ss["game"], dict(ss["rules"]), ss["language"], bool(ss["four_colour"]))


def sync() -> None:
    """Save the open profile's settings and game if they changed since last saved."""
    if current() is None:
        return
    try:
        text = settings_text(settings_now())
    except (SavedError, ValueError, KeyError) as exc:   # a session value being repaired
        log.warning("settings not saved: %s", exc)
        return
    if text != st.session_state.get(_SAVED_SETTINGS):
        _save_settings(text)
    if "pl_game" not in st.session_state:   # (a game is saved by the Play page, once drawn)
        save_game()


def _save_settings(text: str) -> None:
    """Save this tab's settings (``text``) merged with those saved since in another tab or
    device (``_merged_settings``), by compare-and-save against the text the merge read: a
    tab saving at the same moment is merged in again, never written over. When the store
    cannot be read now, nothing is written (this tab's settings are saved at a later run):
    a blind write could put back what another tab changed."""
    ss = st.session_state
    for _try in range(3):
        try:
            stored = session.store().blob(ss["learner"], SETTINGS)
        except ProgressError as exc:
            _unsaved(exc)
            return
        to_save, own = _merged_settings(text, stored)
        done = _swap(SETTINGS, to_save, stored)
        if done is None:
            return
        if done:
            if own != text:
                _apply(read_settings(own))
            ss[_SAVED_SETTINGS] = own
            return


def _merged_settings(text: str, stored: str | None) -> tuple[str, str]:
    """This tab's settings (``text``) with those changed since in another tab or device
    (``stored``): each setting this tab did not change since it last saved is taken as
    saved there (and put in force here, once saved), so a tab never writes its older
    settings over newer ones. ``(the text to save, this tab's own)``: they differ only in
    the game. The game chosen elsewhere is saved (a reload opens it) but never switches
    this tab, whose pages follow their own game: a tab in a Euchre lesson went to the
    Écarté course when the learner turned on the four-colour deck there."""
    ss = st.session_state
    try:
        if stored is None or stored == ss.get(_SAVED_SETTINGS) or ss.get(_SAVED_SETTINGS) is None:
            return text, text
        base, theirs, mine = read_settings(ss[_SAVED_SETTINGS]), read_settings(stored), \
            settings_now()
    except SavedError as exc:   # cannot tell: this tab's settings are saved
        log.info("settings not merged: %s", exc)
        return text, text

    def pick(m, b, t):
        return m if m != b else t
    rules = {g: pick(r, base.rules.get(g), theirs.rules.get(g, r)) for g, r in mine.rules.items()}
    merged = Settings(pick(mine.game, base.game, theirs.game), rules,
                      pick(mine.language, base.language, theirs.language),
                      pick(mine.four_colour, base.four_colour, theirs.four_colour))
    own = Settings(mine.game, merged.rules, merged.language, merged.four_colour)
    return settings_text(merged), settings_text(own)


def save_game() -> bool:
    """Save the Play page's game for the open profile if it changed (the Play page calls it
    after each click), and the games put aside; forget the saved one once the session has
    none. Every save comes before any deletion, and nothing is deleted after a save that
    failed: a write cut short (a busy disk, then a restart) never leaves a game saved nowhere.

    Each write is a compare-and-save against the text this tab last read or wrote
    (``ProgressStore.swap_blob``): ``False`` when another tab or device saved a game since,
    so nothing of this tab's was written over it (the Play page then catches up with it,
    ``catch_up``); ``True`` otherwise, a failure too (said, and tried again later)."""
    if current() is None:
        return True
    parked = save_parked(drop=False)   # (False: one put aside elsewhere was newer, and kept)
    if parked is None:
        return True
    table = _save_table_game()
    if table is True and parked:
        save_parked(drop=True)
    return table is not False


def _save_table_game() -> bool | None:
    """Save the game on the table if it changed: ``True`` when it is saved (or needs no
    saving), ``False`` when another tab saved a newer one first, ``None`` on a failure."""
    ss = st.session_state
    game = ss.get("pl_game")
    if game is not None and game is ss.get(_SAVED_GAME):
        return True
    if not isinstance(game, CoachedGame):
        if ss.get(_SAVED_GAME_TEXT) is not None:
            done = _swap(GAME, None, ss[_SAVED_GAME_TEXT])
            if done is None:
                return None
            ss[_SAVED_GAME_TEXT] = None   # (refused: the newer game stays, for the Play page)
            return done
        return True
    try:
        text = game_text(game)
    except SavedError as exc:   # a deal without a code: the game lasts as long as the tab
        log.info("game not saved: %s", exc)
        ss[_SAVED_GAME] = game
        return True
    done = True if text == ss.get(_SAVED_GAME_TEXT) else _swap(GAME, text, ss.get(_SAVED_GAME_TEXT))
    if done is True:
        ss[_SAVED_GAME], ss[_SAVED_GAME_TEXT] = game, text
    return done


def catch_up() -> bool:
    """The open profile's game as another tab or device saved it since this tab last read
    or wrote it: it replaces this tab's game (and the games put aside are read again), so a
    tab left open on an older position shows the newer one and never saves its own over
    it. Whether it did (the Play page then says so)."""
    ss = st.session_state
    p = current()
    if p is None:
        return False
    store = session.store()
    try:
        text = store.blob(p[0], GAME)
    except ProgressError:   # cannot tell now: this tab's game stays
        return False
    if text is None or text == ss.get(_SAVED_GAME_TEXT):
        return False
    try:
        game = read_game(text)
    except SavedError as exc:   # not this app's to read: this tab's game stays, and is saved
        log.warning("saved game not caught up with: %s", exc)
        if isinstance(ss.get("pl_game"), CoachedGame):   # seen: the next save replaces it
            ss[_SAVED_GAME_TEXT] = text
            ss.pop(_SAVED_GAME, None)
        return False
    ss["pl_game"] = game
    ss[_SAVED_GAME], ss[_SAVED_GAME_TEXT] = game, text
    try:
        _read_parked(_parked_texts(store, p[0]))
    except ProgressError:   # those put aside stay as this tab has them
        pass
    return True


def save_parked(drop: bool) -> bool | None:
    """Save the games put aside (``PARKED``) that changed or, with ``drop``, forget those
    brought back: ``True`` when all is done, ``False`` when another tab or device had
    changed one since this tab read it (that one is taken as it stands there, not written
    over), ``None`` on a failure."""
    ss = st.session_state
    parked = ss.get(PARKED) if isinstance(ss.get(PARKED), dict) else {}
    saved = ss.get(_SAVED_PARKED) if isinstance(ss.get(_SAVED_PARKED), dict) else {}
    ok: bool | None = True
    for kind in games.ids():
        game = parked.get(kind)
        was = saved.get(kind)   # (the game, its text) as last saved
        if was is not None and was[0] is game:
            continue
        if isinstance(game, CoachedGame):
            if drop:
                continue
            try:
                text = game_text(game)
            except SavedError:   # a deal without a code: it lasts as long as the tab
                continue
            done = _swap(parked_key(kind), text, was[1] if was is not None else None)
        elif was is not None and drop:
            text = None
            done = _swap(parked_key(kind), None, was[1])
        else:
            continue
        if done is True:
            if text is None:
                del saved[kind]
            else:
                saved[kind] = (game, text)
        elif done is False:
            _take_parked(kind, parked, saved)
            if ok:   # (a failure, None, is said first)
                ok = False
        else:
            ok = None
    ss[PARKED], ss[_SAVED_PARKED] = parked, saved
    return ok


def _take_parked(kind: str, parked: dict, saved: dict) -> None:
    """The game of ``kind`` put aside as the store has it now (another tab's), in place of
    this tab's older copy; none when it cannot be read now."""
    ss = st.session_state
    parked.pop(kind, None)
    saved.pop(kind, None)
    try:
        found = _saved_game(parked_key(kind), session.store().blob(ss["learner"], parked_key(kind)))
    except ProgressError:
        return
    if found is None:
        return
    saved[kind] = found
    on_table = ss.get("pl_game")
    if found[0].kind.name == kind and not (isinstance(on_table, CoachedGame)
                                           and on_table.kind.name == kind):
        parked[kind] = found[0]


def _swap(key: str, text: str | None, expected: str | None) -> bool | None:
    """Compare and save a blob of the open profile (``ProgressStore.swap_blob``): whether
    it was written; ``None`` on a failure, said once (as ``_write``) and tried again later."""
    ss = st.session_state
    try:
        done = session.store().swap_blob(ss["learner"], key, text, expected)
    except ProgressError as exc:
        _unsaved(exc)
        return None
    ss.pop("_blob_unsaved", None)
    return done


def _write(method: str, *args: str) -> bool:
    """A blob written for the open profile; a failure is said once and tried again later."""
    ss = st.session_state
    try:
        getattr(session.store(), method)(ss["learner"], *args)
    except ProgressError as exc:
        _unsaved(exc)
        return False
    ss.pop("_blob_unsaved", None)
    return True


def _unsaved(exc: ProgressError) -> None:
    ss = st.session_state
    if not ss.get("_blob_unsaved"):
        session.notice(N_("Your settings and game in progress cannot be saved for now: "
                          "{error}. They will be saved when possible."), error=exc)
    ss["_blob_unsaved"] = True


# Signing in and out ------------------------------------------------------------------------
def _fresh() -> None:
    """A fresh tab (``session.fresh_session``) that still counts the wrong PINs tried."""
    session.fresh_session(keep=tuple(k for k in st.session_state.keys()
                                     if isinstance(k, str) and k.startswith("_tries_")))


def sign_in(profile: Profile) -> None:
    """Open ``profile`` in this tab: a fresh start under its id, then its saved settings
    and game in progress. Anything saved that cannot be read is dropped, with a notice.
    All is read from the store before the tab changes, so a ``ProgressError`` leaves it as
    it was: never signed in with nothing loaded (its next save wrote this fresh tab's
    settings over the profile's)."""
    store = session.store()
    texts = {key: store.blob(profile.learner, key)
             for key in (SETTINGS, GAME, *map(parked_key, games.ids()))}
    _fresh()
    ss = st.session_state
    ss["learner"], ss[PROFILE] = profile.learner, (profile.learner, profile.name)
    text = texts[SETTINGS]
    if text is not None:
        try:
            _apply(read_settings(text))
        except SavedError as exc:
            log.warning("saved settings dropped: %s", exc)
            _swap(SETTINGS, None, text)   # only that text: never settings saved since
            session.notice(N_("Your saved settings could not be read, so they were dropped: "
                              "the usual rules are back."))
    found = _saved_game(GAME, texts[GAME])
    if found is not None:
        ss["pl_game"] = game = found[0]
        ss["plset_kind"] = game.kind.name
        ss[_SAVED_GAME], ss[_SAVED_GAME_TEXT] = found
    _read_parked(texts)
    ss[_SAVED_SETTINGS] = settings_text(settings_now())


def _saved_game(key: str, text: str | None) -> tuple[CoachedGame, str] | None:
    """The game saved under ``key`` (``text``, as read) and its text, or ``None``; one that
    cannot be replayed is dropped, and the learner told."""
    if text is None:
        return None
    try:
        return read_game(text), text
    except SavedError as exc:
        log.warning("saved game dropped: %s", exc)
        _swap(key, None, text)   # only that text: never a game another tab saved since
        session.notice(N_("Your saved game could not be replayed, so it was dropped: "
                          "deal a new one on the Play page."))
        return None


def _parked_texts(store, learner: str) -> dict[str, str | None]:
    return {parked_key(kind): store.blob(learner, parked_key(kind)) for kind in games.ids()}


def _read_parked(texts: dict[str, str | None]) -> None:
    """The games put aside, from their saved texts by key (not the one of the game on the
    table)."""
    ss = st.session_state
    on_table = ss.get("pl_game")
    parked, saved = {}, {}
    for kind in games.ids():
        found = _saved_game(parked_key(kind), texts.get(parked_key(kind)))
        if found is None:
            continue
        saved[kind] = found
        game = found[0]
        if game.kind.name == kind and not (isinstance(on_table, CoachedGame)
                                           and on_table.kind.name == kind):
            parked[kind] = game
    ss[PARKED], ss[_SAVED_PARKED] = parked, saved


def _apply(s: Settings) -> None:
    ss = st.session_state
    ss["game"], ss["language"], ss["four_colour"] = s.game, s.language, s.four_colour
    ss["rules"].update(s.rules)


def create(name: str, pin: str | None, keep_progress: bool) -> Profile:
    """A new profile, opened at once; with ``keep_progress`` it takes over this tab's
    progress, settings and game, which are saved under it from now on."""
    ss = st.session_state
    profile = session.store().create_profile(
        name, pin or None, learner=ss["learner"] if keep_progress else None)
    if not keep_progress:
        _fresh()
    ss["learner"], ss[PROFILE] = profile.learner, (profile.learner, profile.name)
    for key in (_SAVED_SETTINGS, _SAVED_GAME, _SAVED_GAME_TEXT):
        ss.pop(key, None)
    sync()
    return profile


def open_profile(name: str, pin: str | None) -> str | None:
    """Open the profile called ``name`` if ``pin`` opens it; else the sentence saying no,
    the same whether the name or the PIN was wrong.

    A store an older app wrote may hold two profiles whose names are the same once
    normalised ("Ann" and "An\u200bn"): the one with a PIN that the PIN typed opens is
    chosen, else the likeliest (``ProgressStore.find_profiles``) that opens, so neither
    learner is locked out of their own."""
    throttle = Throttle("profile")
    if throttle.wait():
        return too_many_tries(throttle.wait())
    store = session.store()
    found = store.find_profiles(name)
    waits = [ProfileThrottle(p.learner).wait() for p in found]
    if any(waits):
        throttle.failed()
        return too_many_tries(max(waits))
    opens = [p for p in found if store.check_pin(p.learner, pin or None)]
    chosen = next((p for p in opens if p.has_pin), opens[0] if opens else None)
    if chosen is None:
        throttle.failed()
        for p in found:
            ProfileThrottle(p.learner).failed()
        return _("That name and PIN do not match.")
    throttle.passed()
    ProfileThrottle(chosen.learner).passed()
    sign_in(chosen)
    return None


def sign_out() -> None:
    _fresh()


def forget() -> tuple[str, int]:
    """Delete every row about the open profile, then sign out: ``(name, rows deleted)``."""
    learner, name = current() or (st.session_state["learner"], "")
    n = session.store().forget(learner)
    st.session_state.pop(session.UNSAVED, None)   # nothing waits to write it again
    sign_out()
    return name, n
