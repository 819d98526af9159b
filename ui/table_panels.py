"""The Table page's panels: "Set up a hand" (cards given to each place by clicking),
hand records in and out, and the page's messages.

The hand on the table is three session values, ``tbl_code`` (the deal code),
``tbl_actions`` (the line of actions) and ``tbl_at`` (how many of them are played);
``set_deal`` is the one way a panel changes them, and only once the engine has
accepted the new hand, so a refused set-up or record leaves the table as it was.
The set-ups live in ``tbl_su``, one a game (``{"euchre": {…}, "ecarte": {…}}``, so a
teacher who looks at the other game on Home finds each set-up as it was left): the game,
preset and dealer, and the cards of each place as text (``{"seat0": ["JH", …], "upcard":
[...]}``). Widget keys start with
``tbl_su_`` (set-up) and ``tbl_rec`` (records).
"""
from __future__ import annotations

from typing import Any

import streamlit as st

from engine import games
from engine import words as common
from engine.cards import Card, Suit, parse_cards
from engine.errors import EngineError, RecordError
from engine.i18n import N_, _, ngettext
from engine.records import write_record
from ui import session
from ui import table_setup as S
from ui import table_steps as T
from ui.cards import card_label, card_words

ss = st.session_state
SU = "tbl_su"
MSG = "tbl_msg"


# --- messages ----------------------------------------------------------------------

def say(message: str, where: str = "top", kind: str = "warn", **values: Any) -> None:
    """A message for the next run (callbacks cannot draw): a sentence marked with ``N_``
    and its values (a ``Reason`` or an error too), shown at ``where`` in the learner's
    language, each value made safe for Markdown."""
    msgs = ss.get(MSG)
    if not isinstance(msgs, list):
        msgs = ss[MSG] = []
    msgs.append((where, message, values, kind))


def show_messages(where: str = "top") -> None:
    msgs = ss.get(MSG)
    if not isinstance(msgs, list):
        ss[MSG] = []
        return
    keep = []
    for item in msgs:
        if not (isinstance(item, tuple) and len(item) == 4):
            continue
        if item[0] != where:
            keep.append(item)
            continue
        _where, message, values, kind = item
        text = _(message).format(**{k: session.plain(v) for k, v in values.items()})
        if kind == "ok":
            st.success(text, icon=":material/check_circle:")
        else:
            st.warning(text, icon=":material/info:")
    ss[MSG] = keep


def set_deal(code: str, actions: list[str] | None = None, at: int = 0) -> None:
    ss["tbl_code"], ss["tbl_actions"], ss["tbl_at"] = code, list(actions or []), at


# --- set up a hand -------------------------------------------------------------------

def _engine(game: str):
    return games.get(game).load("engine")


def _fresh(game: str) -> dict:
    """An empty set-up, under the variant chosen in Settings (the one "New deal" deals)
    when it is a named one."""
    chosen = T.preset_for(game, session.rules(game))
    preset = chosen if chosen in _engine(game).PRESETS else _engine(game).DEFAULT_PRESET
    return {"game": game, "preset": preset, "dealer": 0, "placed": {}, "active": ""}


def _model(game: str) -> dict:
    """``game``'s set-up in the session, checked: anything that does not fit starts afresh."""
    setups = ss.get(SU)
    if not isinstance(setups, dict):
        setups = ss[SU] = {}
    m = setups.get(game)
    try:
        ok = (isinstance(m, dict) and m["game"] == game and m["preset"] in _engine(game).PRESETS
              and type(m["dealer"]) is int
              and 0 <= m["dealer"] < _engine(game).PRESETS[m["preset"]].players
              and isinstance(m["placed"], dict) and isinstance(m["active"], str)
              and all(isinstance(k, str) and isinstance(v, list) for k, v in m["placed"].items()))
        if ok:
            parse_cards([c for v in m["placed"].values() for c in v])
    except (KeyError, TypeError, EngineError):
        ok = False
    if not ok:
        m = setups[game] = _fresh(game)
    return m


def _rules(m: dict):
    return _engine(m["game"]).PRESETS[m["preset"]]


def _places(m: dict) -> list[S.Place]:
    return S.places(m["game"], _rules(m), m["dealer"])


def _placed(m: dict) -> S.Placed:
    return {k: list(parse_cards(v)) for k, v in m["placed"].items()}


def _store(m: dict, placed: S.Placed) -> None:
    """Keep ``placed`` (as text) and show it in the places' text fields."""
    where = _places(m)
    placed = S.tidy(placed, where)
    m["placed"] = {k: [str(c) for c in v] for k, v in placed.items()}
    m["active"] = S.next_open(placed, where, m["active"])
    ss[SU][m["game"]] = m
    for p in where:
        ss[f"tbl_su_t_{p.key}"] = " ".join(m["placed"][p.key])
    ss["tbl_su_place"] = m["active"]


def _on_preset(game: str) -> None:
    m = _model(game)
    m["preset"] = ss.get("tbl_su_preset", m["preset"])
    m["dealer"] = min(m["dealer"], _rules(m).players - 1)
    ss["tbl_su_dealer"] = m["dealer"]
    _store(m, _placed(m))


def _on_dealer(game: str) -> None:
    m = _model(game)
    m["dealer"] = int(ss.get("tbl_su_dealer") or 0)
    _store(m, _placed(m))


def _on_place(game: str) -> None:
    m = _model(game)
    chosen = ss.get("tbl_su_place")
    if chosen in {p.key for p in _places(m)}:
        m["active"] = chosen
    ss["tbl_su_place"] = m["active"]   # a click on the chosen place keeps it chosen


def _on_card(game: str, card: str) -> None:
    session.use_language()
    m = _model(game)
    where = _places(m)
    active = m["active"] if m["active"] in {p.key for p in where} else where[0].key
    try:
        placed = S.click(_placed(m), where, active, Card.parse(card))
    except S.SetupError as e:
        say(N_("That card stays where it was: {error}"), where="setup", error=e)
        return
    m["active"] = active
    _store(m, placed)


def _on_text(game: str, key: str) -> None:
    """Cards typed for one place, in card notation; they are taken as typed (a card
    typed twice stays twice, for the engine to refuse when the hand is started)."""
    m = _model(game)
    text = str(ss.get(f"tbl_su_t_{key}") or "")
    try:
        cards = list(parse_cards(text))
    except EngineError:
        say(N_("“{text}” is not a list of cards, so that place is unchanged: write cards "
               "like 9C TD JH (rank then suit; T is the ten)."), where="setup", text=text[:60])
        ss[f"tbl_su_t_{key}"] = " ".join(m["placed"].get(key, []))
        return
    placed = _placed(m)
    placed[key] = cards
    _store(m, placed)


def _on_random(game: str) -> None:
    m = _model(game)
    seed = ss.get("tbl_seed")
    seed = seed if type(seed) is int else 1
    _store(m, S.random_rest(_placed(m), _places(m), S.deck(game, _rules(m)), seed))


def _on_clear(game: str) -> None:
    m = _model(game)
    m["active"] = ""
    _store(m, {})


def _on_copy(game: str) -> None:
    """The hand on the table as the set-up, to change a card or two of it."""
    hand = T.start_of(ss["tbl_code"])
    name = hand.rules.preset_name
    other = games.of(hand)
    # (no article before a game's name: "a Écarté deal" was wrong, and a translation
    # would have to agree an article with every title)
    if other.id != game:
        say(N_("The deal on the table is {other}, not {game}, so it cannot be copied into "
               "this set-up. Choose {other} on Home to copy it."), where="setup",
            other=other.title, game=games.get(game).title)
        return
    if name is None:   # (a deal code always names a variant; defensive)
        say(N_("The deal on the table is not under a named variant, so it cannot be copied "
               "here."), where="setup")
        return
    m = _model(game)
    m["preset"], m["dealer"], m["active"] = name, hand.dealer, ""
    ss["tbl_su_preset"], ss["tbl_su_dealer"] = name, hand.dealer
    _store(m, S.of_hand(game, hand))


def _on_start(game: str) -> None:
    """Deal the set-up through the engine; a refusal leaves the table as it was."""
    session.use_language()
    m = _model(game)
    try:
        hand = S.build(game, _rules(m), m["dealer"], _placed(m))
        code = _engine(game).encode_deal(hand)
    except EngineError as e:
        say(N_("This set-up cannot be dealt, so the table is unchanged: {error}."),
            where="setup", error=session.clause(e))
        return
    set_deal(code)
    say(N_("The deal you set up is on the table."), kind="ok")


def _card_rows(pack: tuple[Card, ...]) -> list[list[Card]]:
    """The pack in rows, one suit a row (the joker on its own)."""
    rows = [[c for c in pack if c.suit is s] for s in Suit]
    rows.append([c for c in pack if c.suit is None])
    return [r for r in rows if r]


def setup_panel(game: str, fc: bool) -> None:
    """Choose the variant and the dealer, then give each place its cards by clicking
    the cards of the pack (or typing them), and start the hand."""
    if not S.can_set_up(game):
        st.caption(_("{game} deals cannot be set up card by card yet: deal one by seed or "
                     "paste a deal code.").format(game=games.get(game).title))
        return
    m = _model(game)
    engine = _engine(game)
    where = _places(m)
    placed = S.tidy(_placed(m), where)
    if m["active"] not in {p.key for p in where}:
        m["active"] = S.next_open(placed, where, where[0].key)
    # Widget values follow the set-up (a widget's own value is lost when the page is left).
    ss["tbl_su_preset"], ss["tbl_su_dealer"], ss["tbl_su_place"] = (
        m["preset"], m["dealer"], m["active"])
    # The places' text fields are shared by the games ("seat0"): filled afresh from the
    # set-up when the game they show is not this one.
    fresh = ss.get("tbl_su_shown") != game
    ss["tbl_su_shown"] = game
    for p in where:
        if fresh or f"tbl_su_t_{p.key}" not in ss:
            ss[f"tbl_su_t_{p.key}"] = " ".join(m["placed"].get(p.key, []))
    names = common.seat_names(_rules(m).players)

    st.caption(_("Choose the variant and the dealer, pick the place to fill, then click its "
                 "cards. Click a card that is taken to move it here; click one of this "
                 "place's cards to take it back. Random rest fills every place left with the "
                 "free cards, shuffled by the deal number above."))
    show_messages("setup")
    with st.container(horizontal=True, gap="medium"):
        st.selectbox(_("Variant"), list(engine.PRESETS), key="tbl_su_preset",
                     format_func=lambda n: _(engine.PRESET_TITLES[n]), on_change=_on_preset,
                     args=(game,), width=320)
        st.selectbox(_("Dealer"), list(range(len(names))), key="tbl_su_dealer",
                     format_func=lambda s: names[s], on_change=_on_dealer, args=(game,),
                     width=200)
    counts = {p.key: f"{p.label} {len(placed[p.key])}/{p.size}" for p in where}
    st.segmented_control(_("Place to fill"), [p.key for p in where], key="tbl_su_place",
                         format_func=counts.get, on_change=_on_place, args=(game,), wrap=True)
    label_of = {p.key: p.label for p in where}
    for row in _card_rows(S.deck(game, _rules(m))):
        with st.container(horizontal=True, gap="small", key=f"tbl_su_row_{row[0].index}"):
            for card in row:
                held_by = S.owners(placed, card)
                here = m["active"] in held_by
                # On the filled (green) button the card is written in white: red on green
                # would be unreadable, and the suit symbol still tells the suit.
                text = f"**{card.display}**" if here else card_label(card, fc)
                if held_by:
                    text += " · " + ", ".join(label_of[k] for k in held_by)
                words = card_words(card)
                st.button(text, key=f"tbl_su_c_{card}", on_click=_on_card, args=(game, str(card)),
                          type="primary" if here else "secondary",
                          help=_("{card}: {places}").format(card=words, places=", ".join(
                              label_of[k] for k in held_by)) if held_by else
                          _("{card}: free").format(card=words))
    with st.container(horizontal=True, gap="small"):
        for p in where:
            st.text_input(ngettext("{place} ({n} card)", "{place} ({n} cards)", p.size).format(
                place=p.label, n=p.size), key=f"tbl_su_t_{p.key}", on_change=_on_text,
                args=(game, p.key), width=320 if p.size > 8 else 200)
    with st.container(horizontal=True, gap="small"):
        st.button(_("Random rest"), key="tbl_su_random", on_click=_on_random, args=(game,),
                  icon=":material/shuffle:")
        st.button(_("Clear"), key="tbl_su_clear", on_click=_on_clear, args=(game,))
        st.button(_("Copy the deal on the table"), key="tbl_su_copy", on_click=_on_copy,
                  args=(game,))
        st.button(_("Start this deal"), key="tbl_su_start", on_click=_on_start, args=(game,),
                  type="primary", icon=":material/play_arrow:")


# --- hand records ----------------------------------------------------------------------

def record_download(hand, game: str) -> None:
    """The hand up to this position as a hand record (``docs/hand-records.md``)."""
    try:
        text = write_record(hand)
    except RecordError:   # (every table hand is under a named variant; defensive)
        return
    st.download_button(_("Download this deal"), data=text, file_name=f"{game}-deal.txt",
                       mime="text/plain", key="tbl_rec_download", on_click="ignore",
                       icon=":material/download:",
                       help=_("A text file with the deal and every action up to this position, "
                              "one a line; open it again below."))


def _on_open_record() -> None:
    session.use_language()
    try:
        code, actions = T.from_record(ss.get("tbl_rec_text") or "")
    except (EngineError, T.NotForTheTable) as e:
        # one full stop at the end: most reasons had none ("…the seats are South, West"),
        # a few their own
        say(N_("That deal record could not be opened, so the table is unchanged: {error}."),
            where="records", error=session.clause(e))
        return
    set_deal(code, actions, len(actions))
    say(N_("The deal record is on the table, at its last action."), kind="ok")


def records_panel() -> None:
    show_messages("records")
    st.text_area(_("Paste a deal record"), key="tbl_rec_text", height=180, max_chars=20000,
                 help=_("The text “Download this deal” writes: the deal code, then one action "
                        "a line with the seat that took it."))
    st.button(_("Open the record"), key="tbl_rec_open", on_click=_on_open_record,
              icon=":material/upload_file:")
