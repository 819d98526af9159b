"""Widgets both games' Play views share: the learner's hand as card buttons.

Keys on the Play page live in namespaces that cannot collide: ``plset_*`` for the
new-game settings, ``plctl_*`` for the page's controls, ``plact_*`` for the learner's
decisions, ``plx_*`` for the Écarté exchange picker and ``plrev_*`` for the review.
A decision's key names the position it was offered in as well as the action
(``plact_<game>_<hand>_<actions so far>_<action>``), so a second click on a button the page
has already replaced (a double click) refers to a widget that no longer exists and
is dropped by Streamlit instead of being taken as a new decision.
"""
from __future__ import annotations

from html import escape
from typing import Callable, Sequence

import streamlit as st

from engine import words as common
from engine.cards import JOKER, Card
from engine.i18n import N_, _, ngettext
from lessons.spoken import card_name
from ui import a11y
from ui.cards import ROLE_BADGE, alt_text, card_html, card_label, role, row_html

SPOKEN_VERBS = {"play": N_("Play the {card}"), "discard": N_("Discard the {card}"),
                "give": N_("Give the {card}")}


# The Play page's safety net, run in the page once per browser tab. While analysis is
# under way the board draws a hidden "look again" button; the page's poller (a fragment
# rerun every 0.1 s) then starts a run several times a second. If no run has started for
# 3 s, the poller has stopped (a run cut short can leave it unregistered, and then the
# learner would see "the coach is thinking" until their next click): a click on that
# button redraws the board, which shows what is ready and starts the poller again.
WATCHDOG = """<script>(() => {
const w = window;
if (w.euWatchdog) return;
w.euWatchdog = true;
let last = Date.now();
new MutationObserver(() => { last = Date.now(); }).observe(document.body,
  {attributes: true, subtree: true, attributeFilter: ["data-test-script-state"]});
setInterval(() => {
  const app = document.querySelector('[data-testid="stApp"]');
  const poke = document.querySelector(".st-key-plctl_poke button");
  const idle = app && app.dataset.testScriptState === "notRunning" &&
    app.dataset.testConnectionState === "CONNECTED";
  if (!poke || !idle) { if (!poke) last = Date.now(); return; }
  if (Date.now() - last > 3000) { last = Date.now(); poke.click(); }
}, 250);
})();</script>"""


def watchdog() -> None:
    """The hidden button of the Play page's safety net (``WATCHDOG``, a script the page
    draws on every run with its keyboard script)."""
    st.button(_("Look again"), key="plctl_poke")   # hidden (ui/theme.py); its run redraws


def scoreboard(scores: Sequence[tuple[str, str]], header: str) -> str:
    """The game's score and the hand's facts as one line of HTML: a box per side (its
    name, its score in large type), then ``header`` (HTML). One element, not a metric
    per side in columns: cheaper to redraw on every click, and on a phone the sides stay
    side by side above the table."""
    boxes = "".join(f'<span class="eu-sidebox"><span class="eu-side">{escape(name)}</span>'
                    f'<span class="eu-points">{escape(value)}</span></span>'
                    for name, value in scores)
    return (f'<span class="eu-scoreboard"><span class="eu-sides">{boxes}</span>'
            f'<span class="eu-handinfo">{header}</span></span>')


def only_choice(view, game) -> str | None:
    """The hint when the rules leave the learner one action (the only card they may
    play): that action in plain words, with nothing to weigh; ``None`` when they have a
    choice."""
    action = game.only_action
    if action is None:
        return None
    card = getattr(action, "card", None)
    if card is not None and str(action).startswith("play "):   # (both games write "play KS")
        shown = _("the Benny") if card is JOKER else common.the_card(card)
        return _("Only one card can be played: {card}.").format(card=shown)
    return _("The rules leave you one choice here: “{action}”.").format(
        action=view.label(game, action))


def undo_help(view, game) -> str | None:
    """The Undo button's help: the decision it takes back, in the words of its button,
    the deals that go with it (a deal the learner sat out, or one whose first decision
    is still to come) and, on a finished game's screen, that the game is opened again."""
    undone = game.to_undo()
    if undone is None:
        return None
    action = view.label(game, undone.action, undone.before)
    later = list(range(undone.hand_number + 2, len(game.game.hands) + 1))   # numbered from 1
    if not later:
        said = [_("Take back “{action}”.").format(action=action)]
    else:
        said = [_("Take back “{action}”, your last decision, in deal {deal}.").format(
                    action=action, deal=undone.hand_number + 1),
                ngettext("Deal {deals} is taken back with it.",
                         "Deals {deals} are taken back with it.", len(later)).format(
                    deals=common.join_and(str(n) for n in later))]
    if game.game.is_over:
        said.append(_("The game is over: this opens it again."))
    return " ".join(said)


def table_block(view, game, fc: bool, header: str = "") -> None:
    """The table, the table in words for a screen reader, and the last trick (with
    ``header``, the hand's facts as HTML, above), as one element of plain HTML: each
    element is one more message to the browser and one more redraw on every click, and
    HTML is drawn as it is where markdown would be parsed again on every click."""
    st.html((f'<div class="eu-handinfo">{header}</div>' if header else "") + view.table(game, fc)
            + a11y.text_alternative(a11y.table_heading(), view.table_words(game))
            + view.last_trick(game, fc))


def action_key(action, position) -> str:
    """The widget key of the button for ``action`` at ``position`` (the game's seed,
    hand and number of actions): ``play JD`` at ``(7, 1, 9)`` → ``plact_7_1_9_play_JD``."""
    return "plact_" + "_".join(map(str, position)) + "_" + str(action).replace(" ", "_")


def stale_buttons_hidden(position) -> str:
    """A style that hides every decision button of a position other than ``position``.
    A click that lands while the browser is still drawing the run before it (a quick
    second click on a busy machine, or the first on a server just started) can leave that
    run's buttons on screen beside the new ones, even once the page is idle: a card
    already played stayed in the hand, and another showed twice. Every button's key
    names its position (``action_key``), so the run on screen hides the others. Drawn with
    the prompt above the buttons: no element of its own."""
    at = "_".join(map(str, position))
    return ('<style>[class*="st-key-plact_"]:not([class*="st-key-plact_' + at + '_"])'
            ' { display: none; }</style>')


def prompt_html(text: str) -> str:
    """What the learner is asked to do, in bold, as HTML."""
    return f'<p class="eu-prompt"><b>{escape(text)}</b></p>'


def hand_buttons(lead: str, hand: Sequence[Card], verb: str, explain: Callable, act: Callable,
                 position, *, trump=None, game: str | None = None,
                 four_colour: bool = False) -> dict[str, str]:
    """The hand as a row of card-shaped buttons that wraps on a narrow screen, under
    ``lead`` (what to do, in words): click a card to ``verb`` (play, discard, give) it.
    ``explain(action)`` is the engine's reason an action is illegal (or ``None``): an
    illegal card is dimmed and disabled, and the reason is written under the hand, so it
    is readable without hovering. Returns each button's spoken name by widget key, for
    the page's one accessibility script (``a11y.keyboard``).

    The words and the buttons' style are one element: every element is a message to the
    browser and a redraw on each click."""
    cards, names, style = [], {}, []
    for card in hand:
        action = f"{verb} {card}"
        reason = explain(action)
        key = action_key(action, position)
        spoken = card_name(card, trump, game)
        names[key] = (_(SPOKEN_VERBS[verb]).format(card=spoken) if reason is None else
                      _("The {card}: it cannot be played now").format(card=spoken))
        r = role(card, trump, game)
        if r:   # a tag and a double border: the role is not told by colour alone
            # (the tag is drawn for the eyes only: the button's words already say it)
            style.append(f'.st-key-{key} button::after {{ content: "{ROLE_BADGE[r]}" / ""; }}')
            style.append(f".st-key-{key} button {{ border: 4px double #d4a017; }}")
        cards.append((card, action, key, reason))
    st.html(prompt_html(lead) + ("<style>" + "\n".join(style) + "</style>" if style else "")
            + stale_buttons_hidden(position))
    with st.container(horizontal=True, gap="small", key="plhand"):
        for card, action, key, reason in cards:
            st.button(card_label(card, four_colour), key=key, on_click=act,
                      args=(action, position), disabled=reason is not None,
                      help=reason.text if reason else alt_text(card, trump, game).capitalize())
    reasons = crossed_out_reasons([why for *__, why in cards if why], trump, game)
    if reasons:
        st.caption(_("Crossed-out cards can't be played now.") + " " + " ".join(reasons))
    return names


def crossed_out_reasons(reasons: Sequence, trump=None, game: str | None = None) -> list[str]:
    """What is said under the hand for its crossed-out cards, each thing once. A left
    bower of the suit led on its face gets its own reason, which names the cards to follow
    with; the plain "you must play it" of the other cards says nothing more beside it
    ("Clubs were led, but your J♣ is the left bower…: you must follow with the Q♣. Clubs
    were led and you hold the Q♣: you must play it." read twice)."""
    def bower(r) -> bool:
        return r.code == "must_follow" and role(r.get("card"), trump, game) == "left"
    told = {r.get("follow") for r in reasons if bower(r)}
    return list(dict.fromkeys(r.text for r in reasons
                              if bower(r) or not (r.code == "must_follow" and r.get("follow") in told)))


def last_trick_html(plays: Sequence[tuple[str, Card]], winner: str, trump=None,
                    four_colour: bool = False, game: str | None = None) -> str:
    """The trick finished before the one on the table, in playing order, its winner
    marked: ``Last trick: West J♦ · North A♦ · … → North won``."""
    items = []
    for who, card in plays:
        face = card_html(card, trump, size="sm", four_colour=four_colour, badge=False,
                         win=who == winner, caption=who, game=game)
        items.append(face)
    label = escape(_("the last trick"))
    head = _("<b>Last trick</b> · {winner} won it").format(winner=escape(winner))
    return f'<div class="eu-last" role="group" aria-label="{label}">{head}{row_html(items)}</div>'
