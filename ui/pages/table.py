"""Table: a teacher shows a hand to newcomers, every card open, one action at a time.

The page keeps a deal code and the list of actions taken (``tbl_code``,
``tbl_actions``) and how many of them are on the table (``tbl_at``); the position is
rebuilt from the deal each run (``ui.table_steps``). The address carries
``?deal=<code>&at=<n>`` so a link opens the same position. ``tbl_link`` remembers the
pair this page last wrote to (or read from) the address: only a different pair in the
address is a link to open, so the page's own stepping never reloads itself.
"""
from __future__ import annotations

from html import escape

import streamlit as st

from engine import games
from engine.errors import DealCodeError, IllegalActionError
from engine.i18n import N_, _, ngettext
from ui import session
from ui import table_steps as T
from ui.cards import SEAT_POS, hand_html, show

ss = st.session_state
GAME = session.game().id
DEFAULT_SEED = 1


def _say(message: str, **values) -> None:
    """A message for the next run of the page (callbacks cannot draw): a sentence marked
    with ``N_`` and its values (a ``Reason`` too), put in the learner's language and made
    safe for Markdown when it is shown."""
    ss["tbl_msg"] = (message, values)


def _said() -> str | None:
    msg = ss.pop("tbl_msg", None)
    if not (isinstance(msg, tuple) and len(msg) == 2):
        return None
    return _(msg[0]).format(**{k: session.plain(v) for k, v in msg[1].items()})


def _set_deal(code: str, actions: list[str] | None = None, at: int = 0) -> None:
    ss["tbl_code"], ss["tbl_actions"], ss["tbl_at"] = code, list(actions or []), at


def _seeded_code(seed: int) -> str:
    """A deal under the rules chosen in Settings; a Euchre code can only name a preset,
    so custom Euchre rules fall back to the standard game (and the teacher is told)."""
    rules = session.rules()
    try:
        return T.deal_code(GAME, rules, seed)
    except DealCodeError:
        _say(N_("Custom rules cannot travel in a deal code, so this hand is dealt under {variant}. "
                "Choose a named variant in Settings to share its hands."),
             variant=session.variant_title(session.default_rules(GAME)))
        return T.deal_code(GAME, session.default_rules(GAME), seed)


def _deal_by_seed() -> None:
    _set_deal(_seeded_code(int(ss.get("tbl_seed") or DEFAULT_SEED)))


def _deal_by_code() -> None:
    text = str(ss.get("tbl_paste") or "").strip()
    try:
        T.start_of(text)
    except (DealCodeError, ValueError) as e:
        # Nothing changes: the table keeps the hand it had.
        _say(N_("That deal code could not be read, so the table is unchanged: {error}."),
             error=e)
        return
    _set_deal(text)


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
        _say(N_("That action is not possible here: {error}"), error=e.reason)
        return
    ss["tbl_actions"], ss["tbl_at"] = actions + [action], at + 1


def _open_link() -> None:
    """Open ``?deal=&at=`` when the address holds a pair this page did not write itself.
    A bad deal gives a fresh table; a bad ``at`` shows the deal from its start."""
    qp = st.query_params
    link = (qp.get("deal"), qp.get("at"))
    if link == (None, None) or link == ss.get("tbl_link"):
        return
    ss["tbl_link"] = link
    code, at_text = link
    try:
        start = T.start_of(code or "")
    except (DealCodeError, ValueError) as e:
        _say(N_("The deal in the link could not be read, so here is a fresh hand instead: "
                "{error}."), error=e)
        _set_deal(_seeded_code(DEFAULT_SEED))
        return
    try:
        at = T.parse_at(at_text if at_text is not None else "0")
    except T.LinkError as e:
        _say(N_("The link's position could not be read, so the hand is shown from the deal: "
                "{error}."), error=e)
        at = 0
    actions = T.fill(start, T.game_of(code), [], at)
    _set_deal(code.strip(), actions, min(at, len(actions)))


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
    _set_deal(_seeded_code(DEFAULT_SEED))

code, actions, at = ss["tbl_code"], ss["tbl_actions"], ss["tbl_at"]
game = T.game_of(code)
start = T.start_of(code)
states = T.states(start, actions[:at])
hand = states[-1]
view = T.view_of(game)
names = view.seat_names(hand)
fc = session.four_colour()

# The address follows the teacher, so copying it shares this very position.
st.query_params["deal"], st.query_params["at"] = code, str(at)
ss["tbl_link"] = (code, str(at))

# --- the page ------------------------------------------------------------------------

st.title(_("Table"))
st.caption(_("Deal a hand and step through it with every card open: a computer player makes "
             "each move unless you choose one. The address always leads back to this position."))
said = _said()
if said:
    st.warning(said, icon=":material/info:")

with st.container(horizontal=True, gap="medium", vertical_alignment="bottom"):
    st.number_input(_("Seed"), min_value=1, max_value=10**9, value=DEFAULT_SEED, step=1,
                    key="tbl_seed", width=160)
    st.button(_("Deal a hand of {game}").format(game=games.get(GAME).title), key="tbl_deal",
              on_click=_deal_by_seed, icon=":material/playing_cards:")
    st.text_input(_("Or paste a deal code"), key="tbl_paste", placeholder="EU-standard-0…",
                  max_chars=120, width=320)
    st.button(_("Open the code"), key="tbl_load", on_click=_deal_by_code)

with st.container(horizontal=True, gap="large"):
    show_all = st.toggle(_("Show all hands"), value=True, key="tbl_open")
    big = st.toggle(_("Projector mode"), value=False, key="tbl_projector",
                    help=_("Large cards and large text, for a screen the whole room can read."))
size, table_size = ("lg", "lg") if big else ("sm", "sm")
wrap = "tbl-view tbl-big" if big else "tbl-view"


def _header() -> str:
    """Dealer, trump, the upcard or turn-up, and the tricks so far."""
    dealer = _("Deal code <code>{code}</code> · dealer <b>{dealer}</b>").format(
        code=escape(code), dealer=names[hand.dealer])
    return f"<p>{dealer}</p><p>{' '.join(view.header_chips(hand, names, fc))}</p>"


def _hands() -> str:
    """Each seat's cards, top of the table first as on the felt (North, West, East,
    South); only South's unless all hands are shown."""
    rows = []
    where = SEAT_POS[len(names)]
    for seat in sorted(range(len(names)), key=lambda s: "nwes".index(where[s])):
        if seat != 0 and not show_all:
            continue
        held = hand.hands[seat]
        if not held:
            continue
        head = _("{seat} · to move") if seat == hand.current_player else "{seat}"
        rows.append(f'<p class="tbl-seat">{head.format(seat=names[seat])}</p>'
                    + hand_html(view.hand_order(hand, held), hand.trump, size=size, four_colour=fc,
                                label=_("{seat}'s hand").format(seat=names[seat]), game=game))
    return "".join(rows)


comments = [T.comment(b, a, game) for b, a in zip(states, states[1:])]
now = comments[-1].text if comments else _("{dealer} deals. {seat} is first to act.").format(
    dealer=names[hand.dealer], seat=names[hand.current_player])

main, side = st.columns([1, 1], gap="large")
with main:
    show(f'<div class="{wrap}">{_header()}{view.table_html(hand, names, table_size, fc)}'
         f'<p class="tbl-now" aria-live="polite">{escape(now)}</p></div>')
    if comments:
        why = T.bot_reason(states[-2], game, actions[at - 1])
        if why:
            thinking = _("{seat}'s thinking: {why}").format(
                seat=names[states[-2].current_player], why=escape(why))
            show(f'<div class="{wrap}"><p class="tbl-why">{thinking}</p></div>')
    if game != GAME:
        st.caption(_("This hand is {game} (from a link or a code); the Deal button deals {chosen}, "
                     "the game chosen on Home.").format(game=games.get(game).title,
                                                       chosen=games.get(GAME).title))
    with st.container(horizontal=True, gap="small"):
        st.button(_("To the start"), key="tbl_first", on_click=_to_start, disabled=at == 0,
                  icon=":material/first_page:")
        st.button("◀ " + _("Back"), key="tbl_back", on_click=_back, disabled=at == 0)
        st.button(_("Next") + " ▶", key="tbl_next", on_click=_forward, args=(at + 1,),
                  disabled=hand.is_over, type="primary")
        st.button(_("To the end"), key="tbl_last", on_click=_forward, args=(T.AT_LIMIT,),
                  disabled=hand.is_over, icon=":material/last_page:")
    st.caption(_("At the deal.") if at == 0 else
               ngettext("The hand is over after {n} action.", "The hand is over after {n} actions.",
                        at).format(n=at) if hand.is_over else
               _("After action {n}.").format(n=at))
    if not hand.is_over:
        choices = T.legal_choices(hand, game)
        words_of = dict(choices)
        with st.container(horizontal=True, gap="small", vertical_alignment="bottom"):
            st.selectbox(_("Or choose {seat}'s action").format(seat=names[hand.current_player]),
                         [a for a, _w in choices], format_func=words_of.get,
                         key=f"tbl_choice_{at}", width=320)
            st.button(_("Play it"), key="tbl_play", on_click=_choose)
with side:
    show(f'<div class="{wrap}">{_hands()}</div>')
    st.header(_("The hand so far"))   # h2: headings go down one level at a time
    if comments:
        lines = "".join(f"<li>{escape(c.text)}</li>" for c in comments)
        show(f'<div class="{wrap}"><ol class="tbl-log">{lines}</ol></div>')
    else:
        st.caption(_("Nothing played yet."))
    if actions[:at] != T.fill(start, game, [], at)[:at]:
        st.caption(_("This position has moves you chose: a link replays the computer's "
                     "choices, so it may show a different position."))
    st.caption(_("Share this position: copy the address from the browser."))
