"""Session defaults, their validation, and the URL parameters every page understands.

``start()`` runs at the top of every script run (from ``app.py``): it sets missing
defaults with ``setdefault``, replaces any session value that makes no sense with a
fresh default, reads ``?game=`` / ``?preset=``, and queues a clear message for anything
it had to throw away. Nothing here is a module-level mutable.

The learner id (``ss["learner"]``) is the open profile's (``ui.account``) or a fresh random
one for the tab; it never travels in an address, and ``?learner=`` is ignored.
"""
from __future__ import annotations

import re
import secrets

import streamlit as st

from engine import games
from engine.cards import parse_cards
from engine.errors import RulesError
from engine.i18n import N_, _, ngettext, set_language
from lessons import available_games
from lessons.progress import (LEARNER_ID, Problem, ProgressError, ProgressStore, open_store,
                              store_at)
from ui import cards

NOTICES = "notices"
UNSAVED = "_unsaved"
"""Writes to the progress store that failed, oldest first: ``(method, args)``."""
UNSAVED_WHY = "_unsaved_why"
SAVES = frozenset({"record_answer", "record_lesson_answer", "set_position", "mark_done",
                   "save_card", "save_blob"})


def default_rules(game_id: str):
    """The rules a newcomer starts ``game_id`` with: its default preset."""
    engine = games.get(game_id).load("engine")
    return engine.PRESETS[engine.DEFAULT_PRESET]


def _defaults() -> dict:
    return {
        "game": available_games()[0],
        # The rules in force, per game id: switching game keeps each game's variant.
        "rules": {g: default_rules(g) for g in games.ids()},
        "four_colour": False,
        "language": "en",
        "learner": secrets.token_hex(6),
        NOTICES: [],
    }


# Text from outside (a URL, a code or a name someone typed) must read as typed: never a
# link, an image, emphasis, a heading, an icon or an HTML tag.
_HTML = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}
_PUNCT = re.compile(r"[!-/:-@\[-`{-~]")          # every ASCII punctuation character
_HIDDEN = re.compile(r"[\x00-\x1f\x7f\u202a-\u202e\u2066-\u2069]+")   # controls, bidi overrides
# GitHub-flavoured Markdown also links bare web and e-mail addresses found in the text *after*
# escapes are read, and Streamlit turns :name: into icons: an invisible word joiner after
# each ':' and '@' and inside 'www.' keeps them words.
_AUTOLINK = re.compile(r"(?<=[:@])|(?i:(?<=www)(?=\.))")
WORD_JOINER = "\u2060"


def address_number(raw: object, digits: int = 9) -> int | None:
    """A whole number from the address: plain ASCII digits (at most ``digits``, spaces around
    them ignored), else ``None``. int() alone also takes "1_0", "+3", "٣" or "３", which
    no link of the app holds, and more digits than it reads (a ValueError of its own)."""
    text = raw.strip() if isinstance(raw, str) else ""
    if not (0 < len(text) <= digits and text.isascii() and text.isdigit()):
        return None
    return int(text)


def plain(text: object, limit: int | None = None) -> str:
    """``text`` (from a URL, a pasted code, a profile name, an error that quotes them) made
    safe to show in Markdown *and* in HTML: on one line, cut to ``limit`` characters,
    ``& < > " '`` as HTML entities and every other ASCII punctuation character escaped
    with a backslash, so it reads as typed and never becomes a link, an image, emphasis
    or a tag. Every page shows outside text through this function."""
    s = _HIDDEN.sub(" ", str(text))
    s = " ".join(s.split())
    if limit is not None and len(s) > limit:
        s = s[:limit] + "…"
    s = _AUTOLINK.sub(WORD_JOINER, s)
    return _PUNCT.sub(lambda m: _HTML.get(m.group(), "\\" + m.group()), s)


def clause(error: object) -> str:
    """An error's text to put inside a sentence that ends with its own full stop: without
    the error's own final stop (an engine reason may end with one, and "…or play JD.."
    read as a typo)."""
    return str(error).rstrip(". ")


def notice(message: str, **values) -> None:
    """A message for the learner, shown at the top of the page by ``show_notices``:
    a sentence marked with ``N_`` and its values, put in the learner's language when it
    is shown (a callback may run before the run's language is set). Every value is shown
    as plain text (``plain``): pass it as it came, from a URL or anywhere."""
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
        notice(N_("The chosen game was not one the app knows, so it is back to {game}."),
               game=games.get(fresh["game"]).title)
        ss["game"] = fresh["game"]
    if not isinstance(ss.get("rules"), dict):
        notice(N_("The rule settings made no sense, so every game is back to its usual rules."))
        ss["rules"] = fresh["rules"]
    for spec in games.all_games():
        if not isinstance(ss["rules"].get(spec.id), spec.rules_type):
            if spec.id in ss["rules"]:
                notice(N_("The {game} rule settings made no sense, so they are back to {variant}."),
                       game=spec.title, variant=variant_title(fresh["rules"][spec.id]))
            ss["rules"][spec.id] = fresh["rules"][spec.id]
    if not isinstance(ss.get("language"), str) or not ss["language"]:
        ss["language"] = fresh["language"]
    if not isinstance(ss.get("four_colour"), bool):
        ss["four_colour"] = False
    if not (isinstance(ss.get("learner"), str) and LEARNER_ID.match(ss["learner"])):
        ss["learner"] = fresh["learner"]


def _read_query_params() -> None:
    ss = st.session_state
    qp = st.query_params
    for key in list(qp.keys()):
        values = qp.get_all(key)
        if len(values) > 1:   # ?lesson=2&lesson=5: the last one counts, and the learner is told
            notice(N_("The address gives “{key}” more than once, so only the last one, “{value}”, "
                      "is used."), key=key[:20], value=values[-1][:40])
            qp[key] = values[-1]
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
                   name=g[:40], known=known, game=games.get(ss["game"]).title)
        del qp["game"]
    if "preset" in qp:
        name = qp.get("preset", "")
        spec = games.get(ss["game"])
        try:
            set_rules(spec.load("engine").preset(name))
        except RulesError:   # the learner's own rules stay: a typo in a link changes nothing
            notice(N_("“{name}” is not a variant of {game}, so the rules stay {variant}. "
                      "Pick a variant in Settings."), name=name[:40], game=spec.title,
                   variant=variant_title(rules(spec.id)))
        del qp["preset"]
    if "learner" in qp:
        # Old links carried the only key to someone's progress: it opens nothing now.
        notice(N_("Links no longer carry anyone's progress, so the learner code in this address "
                  "was ignored. To find your progress, open your profile on the “Your profile” "
                  "page."))
        del qp["learner"]


KEPT = frozenset({"_store", NOTICES, "language", UNSAVED, UNSAVED_WHY})
"""What a fresh start of the tab keeps: the store, messages still to show, the language, and
writes still waiting (they belong to the learner who made them, whoever comes next)."""


def fresh_session(keep: tuple[str, ...] = ()) -> None:
    """Forget everything this tab holds about its learner (progress, settings, the game in
    progress, what the widgets show) except ``KEPT`` and ``keep``, with a new anonymous
    learner id: what signing out, or opening another profile, starts from."""
    ss = st.session_state
    for key in list(ss.keys()):
        if key not in KEPT and key not in keep:
            del ss[key]
    kept = ss.get("_store")
    if isinstance(kept, ProgressStore):   # the rows left out were the last learner's
        kept.left_out.clear()
    for key, value in _defaults().items():
        ss.setdefault(key, value)


def use_language() -> None:
    """Set this run's language from the session. ``start()`` does it for the script; a
    widget's callback runs before the script (in a fresh thread), so a callback that
    makes sentences calls this first."""
    set_language(st.session_state.get("language") or "en")


def show_notices() -> None:
    items = st.session_state.get(NOTICES) or []
    for item in items:
        message, values = item if isinstance(item, tuple) and len(item) == 2 else (str(item), {})
        st.warning(_(message).format(**{k: plain(v) for k, v in values.items()}) if values
                   else _(message),
                   icon=":material/restart_alt:")
    st.session_state[NOTICES] = []


def game() -> games.GameSpec:
    """The chosen game."""
    return games.get(st.session_state.get("game"))


def rules(game_id: str | None = None):
    """The rules in force for ``game_id`` (the chosen game when left out)."""
    return st.session_state["rules"][game_id or game().id]


def set_rules(new_rules) -> None:
    """Puts ``new_rules`` in force for the game they belong to."""
    st.session_state["rules"][games.of(new_rules).id] = new_rules


def variant_title(r=None) -> str:
    """The variant's title: of rules ``r`` (any game's), else of the chosen game's."""
    r = rules() if r is None else r
    return games.of(r).load("course").rulebook.title(r)


# Problems that waiting does not cure: a store changed or damaged outside the app, a folder
# where the file should be. (A busy file, a server down, a full disk: "try again in a moment".)
LASTING = frozenset({Problem.SCHEMA, Problem.DAMAGED, Problem.IS_A_FOLDER, Problem.NO_FOLDER})


def unreadable(error: ProgressError, what: str) -> str:
    """``what`` (a sentence with ``{error}``: "Your progress cannot be read: {error}.") and
    what the learner can do: wait a moment, or, when waiting will not help, what will."""
    said = what.format(error=plain(error))
    if error.problem not in LASTING:
        return said + " " + _("Nothing saved is lost: try again in a moment.")
    from ui import account   # (account imports this module)
    said += " " + _("Trying again will not help. Nothing saved in it was changed or deleted: "
                    "whoever looks after this app can restore it from a backup.")
    if account.current() is not None:   # a guest's progress ends with the tab: no file
        said += " " + _("Meanwhile “Download my progress” on Your profile saves a copy of what "
                        "can still be read.")
    return said


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
        s, msg = store_at(), None
        notice(N_("Your progress cannot be saved for now: {error}. Nothing saved before is lost."),
               error=exc)
    ss["_store"] = s
    if msg:
        notice(msg)
    return s


def save(method: str, *args) -> bool:
    """``store().<method>(*args)``, never lost: the store retries a busy file itself; a write
    that still fails waits in the session and is written, in order, before the next write
    that works. False when it is waiting (``show_unsaved`` tells the learner)."""
    save_later(method, *args)
    return flush_saves()


def save_later(method: str, *args) -> None:
    """Queue ``store().<method>(*args)`` for ``flush_saves``: a click's callback queues its
    writes and the page writes them once what the click changed is on screen, so the
    learner never waits for the disk."""
    if method not in SAVES:
        raise ValueError(f"not a progress write: {method}")
    ss = st.session_state
    waiting = ss.get(UNSAVED)
    if not isinstance(waiting, list):
        waiting = ss[UNSAVED] = []
    waiting.append((method, args))


AFTER_DRAW = "_after_draw"


def after_draw(work) -> None:
    """Run ``work()`` once this run has drawn what the click changed (``run_after_draw``):
    a click's callback puts its store reads and writes here, so the answer is on screen
    before the disk is touched."""
    queue = st.session_state.get(AFTER_DRAW)
    if not isinstance(queue, list):
        queue = st.session_state[AFTER_DRAW] = []
    queue.append(work)


def run_after_draw() -> None:
    queue = st.session_state.get(AFTER_DRAW)
    while isinstance(queue, list) and queue:
        queue.pop(0)()


def flush_saves() -> bool:
    """Write every queued progress write, in order (see ``save``)."""
    ss = st.session_state
    waiting = ss.get(UNSAVED)
    if not isinstance(waiting, list) or not waiting:
        return True
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
    cards = sum(name == "save_card" for name, _args in waiting)
    what = (ngettext("Your last answer was not saved", "Your last {n} answers were not saved",
                     answers).format(n=answers) if answers else
            _("Your review schedule was not saved") if cards else
            _("Your place in the course was not saved"))
    st.warning(_("{what} ({why}); it will be saved when possible. Keep this tab open until "
                 "then.").format(what=what, why=why), icon=":material/cloud_off:")


LEFT_OUT_SAID = "_left_out_said"


def show_left_out(slot) -> None:
    """A warning in ``slot`` (at the top of the page, filled once the page has read the store)
    when the store left out saved rows that make no sense (``ProgressStore.left_out``): said
    once per session for each kind of record."""
    s = st.session_state.get("_store")
    said = st.session_state.get(LEFT_OUT_SAID)
    said = said if isinstance(said, frozenset) else frozenset()
    if not isinstance(s, ProgressStore) or s.left_out <= said:
        return
    slot.warning(_("Some saved progress makes no sense to this app (it may have been changed "
                   "outside it), so it is left out. Nothing was deleted, and everything else "
                   "is here as saved."), icon=":material/report:")
    st.session_state[LEFT_OUT_SAID] = said | frozenset(s.left_out)


def four_colour() -> bool:
    return bool(st.session_state.get("four_colour"))


def display_settings() -> None:
    """Settings' "Display" section, the same for every game: the four-colour deck under
    the sidebar's name for it (one setting, one name: Euchre's Settings called it
    "Four-colour deck" beside the sidebar's "Four-colour cards", and Écarté's had none),
    with sample cards that show the choice."""
    ss = st.session_state
    st.header(_("Display"))
    ss["set_four_colour"] = four_colour()
    st.toggle(_("Four-colour cards"), key="set_four_colour",
              on_change=lambda: ss.__setitem__("four_colour", bool(ss.get("set_four_colour"))),
              help=_("Clubs green, diamonds blue, hearts red, spades black, on every page: "
                     "easier to tell apart on a projector."))
    cards.show(cards.hand_html(parse_cards("AC KD QH JS"), None, four_colour=four_colour(),
                               label=_("sample cards")))


def deck_toggle() -> None:
    """The four-colour deck, in the sidebar of every page (Settings has it too): a learner
    who cannot tell the red suits apart by colour switches it where the cards are."""
    ss = st.session_state
    ss["sb_four_colour"] = four_colour()
    with st.sidebar:
        st.toggle(_("Four-colour cards"), key="sb_four_colour",
                  on_change=lambda: ss.__setitem__("four_colour", bool(ss.get("sb_four_colour"))),
                  help=_("Clubs green, diamonds blue, hearts red, spades black, on every page."))
