"""Table: a teacher shows a hand to newcomers, every card open, one action at a time.

The page keeps a deal code and the line of actions (``tbl_code``, ``tbl_actions``) and
how many of them are on the table (``tbl_at``); the position is rebuilt from the deal
each run (``ui.table_steps``). The address carries ``?deal=<code>&at=<n>``, the moves the
teacher chose where the computer players would have played otherwise (``acts=``, the
bots replay the rest), a seat's view (``view=<seat>``) when not every hand is open,
``projector=1`` in projector mode, the number in "Deal number" (``number=``) when not 1,
and ``game=`` and ``preset=`` when the deal is of the game and variant chosen (so "New
deal" and the set-up stay with them), so a link (or a reload) opens the same screen.
``tbl_link`` remembers what this page last wrote to (or read from) the address: only a
different link is opened, so the page's own stepping never reloads itself. The set-up
and hand-record panels are in ``ui.table_panels``.
"""
from __future__ import annotations

from html import escape

import streamlit as st

from engine import games
from engine.errors import DealCodeError, IllegalActionError
from engine.i18n import N_, _, ngettext
from ui import a11y, session
from ui import table_panels as P
from ui import table_steps as T
from ui.cards import SEAT_POS, chip, hand_html, show

ss = st.session_state
GAME = session.game().id
DEFAULT_SEED = 1
MAX_SEED = 10**9
LINK_KEYS = ("deal", "at", "acts", "view", "projector", "number")
KEPT = ("tbl_open", "tbl_viewseat", "tbl_projector", "tbl_seed")
"""Widgets whose values Streamlit forgets (or resets) while another page is shown: kept
aside (as ``<key>_kept``) at the end of each run and put back when the teacher comes back,
which is when the address holds no deal (the page writes one on each of its own runs; the
menu empties the address). Before, a teacher back from the Rules page found projector mode
off, every hand shown to the class and the deal number at 1."""
say, set_deal = P.say, P.set_deal
if st.query_params.get("deal") is None:
    for _key in KEPT:
        if f"{_key}_kept" in ss:
            ss[_key] = ss[f"{_key}_kept"]


def _seeded_code(seed: int, quiet: bool = False) -> str:
    """A deal under the rules chosen in Settings (their named variant when only the target
    score differs); a Euchre code can only name a preset, so other custom Euchre rules
    fall back to the standard game (and the teacher is told, unless ``quiet``)."""
    rules = session.rules()
    try:
        return T.deal_code(GAME, rules, seed)
    except DealCodeError:
        name = T.preset_for(GAME, rules)
        if name is not None:
            return T.deal_code(GAME, T.engine_of(GAME).PRESETS[name], seed)
        if not quiet:
            say(N_("Custom rules cannot travel in a deal code, so this deal is made under {variant}. "
                   "Choose a named variant in Settings to share its deals."),
                variant=session.variant_title(session.default_rules(GAME)))
        return T.deal_code(GAME, session.default_rules(GAME), seed)


def _box_number() -> int:
    """The number in "Deal number": a fresh table deals it (before, a link with
    ``number=5`` and no deal showed 5 in the box and deal 1 on the table)."""
    seed = ss.get("tbl_seed")
    return seed if type(seed) is int and 1 <= seed <= MAX_SEED else DEFAULT_SEED


def _deal_by_seed() -> None:
    """Deal the number in the box; when that deal is already on the table, the next
    number (before, the first click on a fresh table dealt its cards again, and the
    button seemed to do nothing but go back to the start)."""
    seed = int(ss.get("tbl_seed") or DEFAULT_SEED)
    if _seeded_code(seed, quiet=True) == ss.get("tbl_code"):
        seed = seed % MAX_SEED + 1
        ss["tbl_seed"] = seed   # the box shows the number of the deal on the table
    set_deal(_seeded_code(seed))


def _deal_by_code() -> None:
    """A deal code, or a Table address someone shared (before, an address pasted here read
    "a deal code starts with the game's letters", though the page asks for addresses to be
    shared): at the position the address names."""
    text = ss.get("tbl_paste") or ""
    try:
        set_deal(*T.read_pasted(text))
    except (DealCodeError, ValueError) as e:
        # Nothing changes: the table keeps the hand it had.
        if T.is_link(text):
            say(N_("That link could not be read, so the table is unchanged: {error}."),
                error=session.clause(e))
        else:
            say(N_("That deal code could not be read, so the table is unchanged: {error}."),
                error=session.clause(e))


def _forward(at: int) -> None:
    """Go to ``at`` actions, asking the computer players for any not chosen yet."""
    start = T.start_of(ss["tbl_code"])
    ss["tbl_actions"] = T.fill(start, T.game_of(ss["tbl_code"]), ss["tbl_actions"], at)
    ss["tbl_at"] = min(at, len(ss["tbl_actions"]))


def _back() -> None:
    ss["tbl_at"] = max(0, ss["tbl_at"] - 1)


def _to_start() -> None:
    ss["tbl_at"] = 0


def _choose() -> None:
    """Play the action chosen in the list: the actions after it are forgotten (a new line)."""
    at, action = ss["tbl_at"], ss.get(f"tbl_choice_{ss['tbl_at']}")
    if action is None:
        return
    actions = ss["tbl_actions"][:at]
    try:
        T.position(T.start_of(ss["tbl_code"]), actions + [action])
    except IllegalActionError as e:  # a stale choice from a list the page has replaced
        say(N_("That action is not possible here: {error}"), error=e.reason)
        return
    ss["tbl_actions"], ss["tbl_at"] = actions + [action], at + 1


def _link() -> tuple:
    return tuple(st.query_params.get(k) for k in LINK_KEYS)


def _open_link() -> None:
    """Open ``?deal=&at=&acts=&view=`` when the address holds a link this page did not
    write itself. A bad deal gives a fresh table; a bad ``at`` or ``acts`` shows the deal
    from its start; a bad ``view`` shows every hand."""
    link = _link()
    if link == (None,) * len(LINK_KEYS) or link == ss.get("tbl_link"):
        return
    ss["tbl_link"] = link
    code, at_text, acts, view, projector, number = link
    if number is not None:
        _open_number(number)
    if code is not None or at_text is not None or acts is not None:   # moves need a deal
        _open_deal(code, at_text, acts)
    if view is not None:
        _open_view(view)
    # A reload in class kept the position but not the large cards: the address keeps them.
    ss["tbl_projector"] = str(projector).strip().lower() in ("1", "yes", "true", "on")


def _open_deal(code, at_text, acts) -> None:
    if not code:   # moves or a place without the deal they belong to (was "the deal code is empty")
        say(N_("The link names no deal (it has no deal=), so here is a fresh deal instead."))
        set_deal(_seeded_code(_box_number()))
        return
    try:
        T.start_of(code or "")
    except (DealCodeError, ValueError) as e:
        say(N_("The deal in the link could not be read, so here is a fresh deal instead: "
               "{error}."), error=session.clause(e))
        set_deal(_seeded_code(_box_number()))
        return
    try:
        set_deal(*T.open_link(code, at_text, acts))
    except T.LinkError as e:
        say(N_("The link's position could not be read, so the deal is shown from its start: "
               "{error}."), error=session.clause(e))
        set_deal(T.clean_code(code))


def _open_number(text) -> None:
    """``number=``: the number in "Deal number". Before, a reload in class kept deal 7 on
    the table but the box went back to 1, and "New deal" dealt number 1."""
    text = str(text).strip()
    if text.isascii() and text.isdigit() and len(text) <= 10 and 1 <= int(text) <= MAX_SEED:
        ss["tbl_seed"] = int(text)
        return
    say(N_("The link's deal number “{text}” is not a whole number from 1 to {top}, so the "
           "deal number box is unchanged."), text=text[:20], top=str(MAX_SEED))


def _open_view(text) -> None:
    """``view=<seat>``: only that seat's hand open, and what that seat saw."""
    if not _valid_session():
        set_deal(_seeded_code(_box_number()))
    players = len(T.seat_names(T.start_of(ss["tbl_code"]), T.game_of(ss["tbl_code"])))
    text = str(text).strip()
    # (a seat is one or two digits: a longer run is refused before int() is asked to read it)
    if not (text.isascii() and text.isdigit() and len(text) <= 2 and int(text) < players):
        say(N_("The link's seat “{text}” is not at this table, so every hand is shown."),
            text=text[:20])
        ss["tbl_open"] = True
        return
    ss["tbl_open"], ss["tbl_viewseat"] = False, int(text)


def _valid_session() -> bool:
    """The page's own session values, checked: a value that does not replay is dropped."""
    try:
        start = T.start_of(ss.get("tbl_code"))
        actions = ss.get("tbl_actions")
        at = ss.get("tbl_at")
        if not (isinstance(actions, list) and isinstance(at, int) and 0 <= at <= len(actions)):
            return False
        T.position(start, actions)
        return True
    except (DealCodeError, IllegalActionError, ValueError, TypeError):
        return False


_open_link()
if not _valid_session():
    set_deal(_seeded_code(_box_number()))

code, actions, at = ss["tbl_code"], ss["tbl_actions"], ss["tbl_at"]
game = T.game_of(code)
start = T.start_of(code)
states = T.states(start, actions[:at])
hand = states[-1]
view = T.view_of(game)
names = view.seat_names(hand)
fc = session.four_colour()
if not isinstance(ss.get("tbl_open"), bool):
    ss["tbl_open"] = True
if ss.get("tbl_viewseat") not in range(len(names)):
    # the first seat dealt cards (three-handed Écarté's dealer, seat 0 at times, has none)
    ss["tbl_viewseat"] = next((s for s in range(len(names)) if start.hands[s]), 0)
show_all = ss["tbl_open"]
seat_view = None if show_all else ss["tbl_viewseat"]

# The address follows the teacher, so copying it shares this very position.
qp = st.query_params
address = T.link(code, actions, at)
if seat_view is not None:
    address["view"] = str(seat_view)
if ss.get("tbl_projector") is True:
    address["projector"] = "1"
if type(ss.get("tbl_seed")) is int and ss["tbl_seed"] != DEFAULT_SEED:
    address["number"] = str(ss["tbl_seed"])
for key in LINK_KEYS:
    if key in address:
        qp[key] = address[key]
    elif key in qp:
        del qp[key]
ss["tbl_link"] = _link()
# ... and the game and the variant, when the deal is of those chosen on Home and in
# Settings: before, a reload in class (a new session, on Standard Euchre) or the link
# opened on the classroom's computer showed an Écarté or Cutthroat deal beside a "New
# deal" button and a set-up of Standard Euchre. (A deal of another game or variant leaves
# them out: the choices made on Home and in Settings stand.)
for key, value, same in (("game", GAME, game == GAME),
                         ("preset", start.rules.preset_name, start.rules == session.rules())):
    if same and value is not None:
        qp[key] = value
    elif key in qp:
        del qp[key]

# --- the page ------------------------------------------------------------------------

st.title(_("Table"))
big = bool(ss.get("tbl_projector", False))
if not big:
    st.caption(_("Deal the cards and step through the deal with every card open: a computer player makes "
                 "each move unless you choose one. The address always leads back to this "
                 "position."))
P.show_messages()


deal_label = _("New {game} deal").format(game=games.get(GAME).title)


def _deal_controls() -> None:
    """Deal by seed or code, set up a hand, open a record (below the table in projector
    mode, where the room should see the cards first)."""
    with st.container(horizontal=True, gap="medium", vertical_alignment="bottom"):
        # (no default value: "New deal" sets the number, and a widget given both warned)
        if type(ss.get("tbl_seed")) is not int:
            ss["tbl_seed"] = DEFAULT_SEED
        st.number_input(_("Deal number"), min_value=1, max_value=MAX_SEED, step=1,
                        key="tbl_seed", width=160,
                        help=_("Each number always deals the same cards: note it to show the "
                               "same deal again. When this number's deal is already on the "
                               "table, the button deals the next number."))
        st.button(deal_label, key="tbl_deal",
                  on_click=_deal_by_seed, icon=":material/playing_cards:")
        # the placeholder starts like a code of the game and variant chosen (EU-cutthroat-…,
        # ECARTE-three-…; it said EU-standard-… under every Euchre variant)
        example = "-".join(_seeded_code(DEFAULT_SEED, quiet=True).split("-")[:2]) + "-…"
        # (an address with the teacher's moves is long: any hand's moves fit)
        st.text_input(_("Or paste a deal code or a link"), key="tbl_paste", placeholder=example,
                      max_chars=T.ACTS_LIMIT + 500, width=320,
                      help=_("A deal code, or the address of a position on this page that "
                             "someone shared: it opens at that position."))
        st.button(_("Open"), key="tbl_load", on_click=_deal_by_code)
    with st.expander(_("Set up a deal"), icon=":material/edit_note:"):
        P.setup_panel(GAME, fc)
    with st.expander(_("Open a deal record"), icon=":material/upload_file:"):
        P.records_panel()


if not big:
    _deal_controls()
with st.container(horizontal=True, gap="medium", vertical_alignment="center"):
    st.toggle(_("Show all hands"), key="tbl_open")
    if not show_all:
        # (in projector mode the label goes into the box, so the row keeps the toggles'
        # height: with the label above, the step buttons fell below a 1280 × 720 screen)
        view_words = (_("From the view of {seat}").format if big else "{seat}".format)
        st.selectbox(_("From the view of"), list(range(len(names))),
                     format_func=lambda s: view_words(seat=names[s]),
                     label_visibility="collapsed" if big else "visible",
                     key="tbl_viewseat", width=280 if big else 200,
                     help=_("Only this seat's cards are open, and the log names no card it "
                            "could not see. The address keeps the view."))
    st.toggle(_("Projector mode"), key="tbl_projector",
              help=_("Large cards and large text, for a screen the whole room can read; the "
                     "dealing controls move below the table."))
    if big:
        # The deal code, for the teacher to read out, beside the toggles: under the step
        # buttons it was below a 1280 × 720 screen (at y 708 to 731), and the dealer is
        # in the chips beside the felt.
        st.markdown('<p class="tbl-code">{}</p>'.format(
            _("Deal code <code>{code}</code>").format(code=escape(code))),
            unsafe_allow_html=True, width="stretch")
size, table_size = ("lg", "lg") if big else ("sm", "sm")
wrap = "tbl-view tbl-big" if big else "tbl-view"


def _code_line() -> str:
    return '<p class="tbl-code">{}</p>'.format(_("Deal code <code>{code}</code> · dealer <b>{dealer}</b>").format(
        code=escape(code), dealer=names[hand.dealer]))


def _chips(extra: tuple = (), cls: str = "") -> str:
    """Trump, the upcard or turn-up, and the tricks so far (and ``extra`` chips)."""
    attr = f' class="{cls}"' if cls else ""
    return f"<p{attr}>{' '.join([*view.header_chips(hand, names, fc), *extra])}</p>"


def _header() -> str:
    """Dealer, trump, the upcard or turn-up, and the tricks so far."""
    return _code_line() + _chips()


def _hands() -> str:
    """Each seat's cards, top of the table first as on the felt (North, West, East,
    South); only the viewing seat's unless all hands are shown."""
    if seat_view is not None and not start.hands[seat_view]:
        # a seat dealt no cards (it sits the deal out) left this column blank
        return "<p>{}</p>".format(escape(_(
            "{seat} holds no cards in this deal: choose another seat in “From the view of”, "
            "or show all hands.").format(seat=names[seat_view])))
    rows = []
    where = SEAT_POS[len(names)]
    for seat in sorted(range(len(names)), key=lambda s: "nwes".index(where[s])):
        if seat_view is not None and seat != seat_view:
            continue
        held = hand.hands[seat]
        if not held:
            continue
        # (a seat that sits this deal out keeps its cards: say why they are never played)
        head = (_("{seat} · to move") if seat == hand.current_player else
                _("{seat} · sits out") if seat in getattr(hand, "sitting_out", ()) else "{seat}")
        rows.append(f'<p class="tbl-seat">{head.format(seat=names[seat])}</p>'
                    + hand_html(view.hand_order(hand, held), hand.trump, size=size, four_colour=fc,
                                label=_("{seat}'s hand").format(seat=names[seat]), game=game))
    return "".join(rows)


comments = [T.comment(b, a, game, seen_by=seat_view) for b, a in zip(states, states[1:])]
def _at_the_deal() -> str:
    """Who deals and who acts first; a game's Table module may say what its deal did
    (``deal_lines``: a king turned up scores, the Benny turned up ends the bidding)."""
    said = getattr(view, "deal_lines", None)
    if said is not None:
        return " ".join(said(hand, names))
    return _("{dealer} deals. {seat} is first to act.").format(
        dealer=names[hand.dealer], seat=names[hand.current_player])


now = comments[-1].text if comments else _at_the_deal()
# From one seat's view, another seat's thinking and choices would show its cards.
mine = seat_view is None or seat_view == hand.current_player

thinking = None
if comments and seat_view in (None, states[-2].current_player):
    why = T.bot_reason(states[-2], game, actions[at - 1])
    if why:
        # The bots' reasons speak to the player ("your only legal card"), so they are
        # framed as advice to that seat, never as a third person's thoughts.
        thinking = _("The computer player's advice to {seat}: “{why}”").format(
            seat=names[states[-2].current_player], why=escape(why))
now_html = f'<p class="tbl-now" aria-live="polite">{escape(now)}</p>'
why_html = f'<p class="tbl-why">{thinking}</p>' if thinking else ""

main, side = st.columns([1.2, 1] if big else [1, 1], gap="medium" if big else "large")
with main:
    if big:
        # The words beside the felt, which is sized to the screen's height (ui/theme.py), so
        # the trick, the sentence and the step buttons fit a projector without scrolling.
        # (the deal code, for the teacher, is beside the toggles; the dealer stays in view)
        chips = _chips((chip(_("Dealer: {seat}").format(seat=names[hand.dealer])),), "tbl-chips")
        show(f'<div class="{wrap}"><div class="tbl-stage">{view.table_html(hand, names, table_size, fc)}'
             f'<div class="tbl-words">{chips}{now_html}{why_html}</div></div></div>')
    else:
        show(f'<div class="{wrap}">{_header()}{view.table_html(hand, names, table_size, fc)}{now_html}</div>')
        if why_html:
            show(f'<div class="{wrap}">{why_html}</div>')
    if game != GAME:
        # (the deal may be the teacher's own, dealt before the game was changed on Home;
        # the button is named as it reads)
        st.caption(_("This deal is {game}; the button “{button}” deals {chosen}, the game "
                     "chosen on Home.").format(game=games.get(game).title, button=deal_label,
                                               chosen=games.get(GAME).title))
    with st.container(horizontal=True, gap="small", key="tbl_steps"):
        st.button(_("To the start"), key="tbl_first", on_click=_to_start, disabled=at == 0,
                  icon=":material/first_page:")
        st.button("◀ " + _("Back"), key="tbl_back", on_click=_back, disabled=at == 0)
        st.button(_("Next") + " ▶", key="tbl_next", on_click=_forward, args=(at + 1,),
                  disabled=hand.is_over, type="primary")
        st.button(_("To the end"), key="tbl_last", on_click=_forward, args=(T.AT_LIMIT,),
                  disabled=hand.is_over, icon=":material/last_page:")
    # The arrow keys press the step buttons (found by their widget keys, in any language).
    a11y.key_buttons({"ArrowRight": "tbl_next", "ArrowLeft": "tbl_back", "Home": "tbl_first",
                      "End": "tbl_last"})
    st.caption((_("At the deal.") if at == 0 else
                ngettext("The deal is over after {n} action.", "The deal is over after {n} actions.",
                         at).format(n=at) if hand.is_over else
                _("After action {n}.").format(n=at))
               + " " + _("Keys: → next, ← back, Home and End to the start and the end."))
    if not hand.is_over and mine:
        choices = T.legal_choices(hand, game)
        words_of = dict(choices)
        with st.container(horizontal=True, gap="small", vertical_alignment="bottom"):
            st.selectbox(_("Or choose {seat}'s action").format(seat=names[hand.current_player]),
                         [a for a, _w in choices], format_func=words_of.get,
                         key=f"tbl_choice_{at}", width=320)
            st.button(_("Play it"), key="tbl_play", on_click=_choose)
with side:
    show(f'<div class="{wrap}">{_hands()}</div>')
    st.header(_("The deal so far"))   # h2: headings go down one level at a time
    if comments:
        lines = "".join(f"<li>{escape(c.text)}</li>" for c in comments)
        show(f'<div class="{wrap}"><ol class="tbl-log">{lines}</ol></div>')
    else:
        st.caption(_("Nothing played yet."))
    st.caption(_("Share this position: copy the address from the browser. It holds the moves "
                 "you chose, whose view it is when not every hand is shown, projector mode and "
                 "the deal number."))
    P.record_download(hand, game)
if big:
    st.divider()
    _deal_controls()
for _key in KEPT:
    if _key in ss:
        ss[f"{_key}_kept"] = ss[_key]
