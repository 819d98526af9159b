"""The Écarté half of the Play page: table, proposal and exchange controls, play."""
from __future__ import annotations

from typing import Callable

import streamlit as st

from engine import ecarte
from engine import words as common
from engine.cards import sort_cards
from engine.ecarte import Phase, explain_illegal
from engine.ecarte.words import action_label
from engine.i18n import N_, _, ngettext
from lessons import spoken
from lessons.coach import CoachedGame
from lessons.ecarte import spoken as ecarte_spoken
from ui.cards import card_html, chip, hand_html, show, table_html, trump_chip_html
from ui.play_table import (action_key, hand_buttons, last_trick_html, prompt_html,
                           stale_buttons_hidden)

PROMPTS = {
    Phase.PROPOSAL: N_("You are the elder hand: stand and play these cards, or propose an exchange?"),
    Phase.RESPONSE: N_("Your opponent proposes an exchange: accept, or refuse and play?"),
    Phase.DECLARE: N_("You hold the king of trumps: declare it for a point?"),
    Phase.PLAY: N_("Your turn: choose a card to play."),
}
DEFAULT_PROMPT = N_("Your decision:")


def prompt(hand) -> str:
    """The question above the learner's buttons, in the current language."""
    if hand.phase in (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
        least, most = hand.exchange_limits()
        # a talon nearly used up leaves one number ("1 to 1 cards" is no choice to offer),
        # and a dealer who need not exchange may take none
        if least == most:
            return ngettext("Choose {n} card to discard; you draw a new one from the talon.",
                            "Choose {n} cards to discard; you draw as many from the talon.",
                            most).format(n=most)
        if least == 0:
            return ngettext("Choose up to {n} card to discard, or keep your cards; you draw "
                            "as many from the talon.",
                            "Choose up to {n} cards to discard, or keep your cards; you draw "
                            "as many from the talon.", most).format(n=most)
        return _("Choose {least} to {most} cards to discard; you draw as many from the "
                 "talon.").format(least=least, most=most)
    return _(PROMPTS.get(hand.phase, DEFAULT_PROMPT))


def _name(game: CoachedGame, seat: int) -> str:
    return common.seat_name(game.game.rules.players, seat)


def seat_names(game: CoachedGame) -> list[str]:
    """The table's seat names, the learner's as ``South (you)``."""
    return common.seat_labels(game.game.rules.players, game.me)


def team_labels(game: CoachedGame) -> list[str]:
    return common.player_names(game.game.rules.players, game.me)


team_short = team_labels


def i_won(game: CoachedGame) -> bool:
    return game.me in game.game.winners


def winners_text(game: CoachedGame) -> str:
    if i_won(game):
        return _("You won the game!")
    return _("The game is over: {winners} won.").format(winners=_name(game, game.game.winners[0]))


def header(game: CoachedGame, fc: bool) -> str:
    hand = game.hand
    trump = hand.trump
    talon = ngettext("Talon: {n} card", "Talon: {n} cards", len(hand.talon)).format(
        n=len(hand.talon))
    # "you" for the learner, as everywhere else on the page (not "dealer South")
    def who(seat: int) -> str:
        return _("you") if seat == game.me else _name(game, seat)

    if hand.rules.players == 3:
        # the dealer sits out and the player on its right plays the dealer's part: the
        # header named only the dealer and the elder hand, not who answers the proposal
        facts = _("Deal {n} · dealer: <b>{dealer}</b>, sitting out · elder hand: <b>{elder}</b> · "
                  "dealer's part: <b>{younger}</b>").format(
            n=len(game.game.hands), dealer=who(hand.dealer), elder=who(hand.elder),
            younger=who(hand.younger))
    else:
        facts = _("Deal {n} · dealer: <b>{dealer}</b> · elder hand: <b>{elder}</b>").format(
            n=len(game.game.hands), dealer=who(hand.dealer), elder=who(hand.elder))
    html = facts + "<br>" + trump_chip_html(trump.symbol, trump) + " " + chip(talon)
    # "You", as on the scoreboard and in the hand's result (not the seat's name)
    tricks = " · ".join(f"{_who(game, s)} {n}" for s, n in enumerate(_tricks(hand)) if
                        s in (hand.elder, hand.younger))
    return html + "<br>" + chip(_("Tricks: {tricks}").format(tricks=tricks))


def _tricks(hand) -> list[int]:
    won = [0] * hand.rules.players
    for t in hand.tricks_played:
        won[t.winner] += 1
    return won


def table(game: CoachedGame, fc: bool) -> str:
    hand = game.hand
    cards, winner, centre = {}, None, ""
    if hand.lead is not None:
        cards = {hand.leader: hand.lead}
    elif hand.tricks_played:
        last = hand.tricks_played[-1]
        follower = hand.younger if last.leader == hand.elder else hand.elder
        cards, winner = {last.leader: last.lead, follower: last.follow}, last.winner
        centre = chip(won_the_trick(game, winner))
    if not centre:
        centre = card_html(hand.turnup, hand.trump, size="sm", four_colour=fc,
                           caption=_("turn-up"), game="ecarte")
    # three players: the dealer sits out, holding no cards (no card back for it)
    out = {hand.dealer} if hand.rules.players == 3 else set()
    return table_html(seat_names(game), cards, trump=hand.trump, centre=centre, winner=winner,
                      four_colour=fc, me=game.me, out=out, game="ecarte", out_hold_cards=False)


def last_trick(game: CoachedGame, fc: bool) -> str:
    """The trick before the card now led, with its winner (empty when the table shows it)."""
    hand = game.hand
    if hand.lead is None or not hand.tricks_played:
        return ""
    last = hand.tricks_played[-1]
    follower = hand.younger if last.leader == hand.elder else hand.elder
    plays = [(_who(game, last.leader), last.lead), (_who(game, follower), last.follow)]
    return last_trick_html(plays, _who(game, last.winner), hand.trump, fc, game="ecarte")


def _who(game: CoachedGame, seat: int) -> str:
    return common.player_name(game.game.rules.players, seat, game.me)


def won_the_trick(game: CoachedGame, seat: int, number: int | None = None) -> str:
    """``You won the trick`` / ``North won trick 2.``"""
    name = _name(game, seat)
    if number is None:
        return _("You won the trick") if seat == game.me else \
            _("{seat} won the trick").format(seat=name)
    return (_("You won trick {n}.") if seat == game.me else
            _("{seat} won trick {n}.")).format(seat=name, n=number)


def my_hand(game: CoachedGame, fc: bool) -> str:
    """The learner's cards as HTML, while the others decide (nothing to click)."""
    cards = game.hand.hands[game.me]
    if not cards:   # (three players: the one sitting out holds none)
        return ""
    return hand_html(sort_cards(cards), game.hand.trump, size="md", four_colour=fc,
                     label=_("your hand"), game="ecarte")


def decision(game: CoachedGame, fc: bool, act: Callable) -> dict[str, str | list[str]]:
    hand = game.hand
    mine = sort_cards(hand.hands[game.me])
    legal = hand.legal_actions()
    if hand.phase is Phase.PLAY:
        return dict(hand_buttons(prompt(hand), mine, "play",
                                 lambda a: explain_illegal(hand, a), act, game.position,
                                 trump=hand.trump, game="ecarte", four_colour=fc))
    st.html(hand_html(mine, hand.trump, size="md", four_colour=fc, label=_("your hand"),
                      game="ecarte") + prompt_html(prompt(hand))
            + stale_buttons_hidden(game.position))
    if hand.phase in (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
        chosen = st.pills(_("Discard"), mine, selection_mode="multi", key="plx_pick",
                          format_func=lambda c: c.display, label_visibility="collapsed", wrap=True)
        chosen = [c for c in chosen or () if c in mine]
        text = ("exchange " + " ".join(str(c) for c in sort_cards(chosen))).strip()
        reason = explain_illegal(hand, text)
        if chosen:
            words = ngettext("Exchange {n} card", "Exchange {n} cards", len(chosen)).format(
                n=len(chosen))
        else:   # nothing picked: keeping every card where the rules allow it, or what to do
            words = _("Keep my cards") if reason is None else _("Choose the cards to discard")
        st.button(words, key=action_key("exchange", game.position), type="primary", on_click=act,
                  args=(text, game.position), disabled=reason is not None,
                  help=reason.text if reason else None)
        if chosen and reason is not None:
            # why the button is greyed out, readable without hovering (a phone cannot)
            st.caption(reason.text)
        # each pill's name starts with what it shows ("J, jack of hearts"), so that speech
        # input finds it and axe's label-in-name check holds; the rest is the card in words
        return {"plx_pick": [f"{c.rank.display}, {spoken.card_name(c, hand.trump, 'ecarte')}"
                             for c in mine]}
    with st.container(horizontal=True, gap="small"):
        for a in legal:
            st.button(label(game, a), key=action_key(a, game.position), on_click=act,
                      args=(str(a), game.position))
    return {}


def label(game: CoachedGame, action, before=None) -> str:
    """The learner's button label for ``action`` (the words the coach uses too)."""
    return action_label(action)


def snapshot(game: CoachedGame, before, fc: bool) -> None:
    """A past position as the learner saw it: trump, the card led, the hand."""
    trump = before.trump
    # what the learner was asked then: "a card must be played" said nothing of a lead
    if before.lead is not None:
        where = _("{seat} led the {card}").format(seat=_name(game, before.leader),
                                                  card=before.lead.display)
    elif before.phase is Phase.PLAY:
        where = _("You lead")
    else:
        where = prompt(before)
    show(trump_chip_html(trump.symbol, trump) + " "
         + chip(where) + hand_html(sort_cards(before.hands[game.me]), trump, size="sm",
                                 four_colour=fc, label=_("your hand then"), game="ecarte"))


def log_lines(game: CoachedGame) -> list[str]:
    """This hand in playing order, each finished trick followed by its winner."""
    hand = game.hand
    lines = [(_("The {card} is turned up: the king of trumps scores 1 point for **you**.")
              if a.seat == game.me else
              _("The {card} is turned up: the king of trumps scores 1 point for **{who}**.")).format(
        card=hand.turnup.display, who=_who(game, a.seat))
        for a in hand.awards if a.code == "turned_king"]
    played = 0
    for step in ecarte.observe(game.hand, game.me).history:  # hidden exchanges stay hidden
        who = _who(game, step.seat)
        if isinstance(step.action, ecarte.HiddenExchange):
            # (a dealer who need not exchange may take no card: not "exchange 0 cards")
            what = _("keep every card") if step.action.count == 0 else \
                ngettext("exchange {n} card", "exchange {n} cards", step.action.count
                         ).format(n=step.action.count)
        else:
            text = label(game, step.action)
            what = text[0].lower() + text[1:]
        lines.append(f"**{who}**: {what}")
        if str(step.action).startswith("play "):
            played += 1
            if played % 2 == 0 and played // 2 <= len(hand.tricks_played):
                winner = hand.tricks_played[played // 2 - 1].winner
                lines.append(f"→ *{won_the_trick(game, winner, played // 2)}*")
    return lines


def result_text(game: CoachedGame) -> str:
    """The hand's tricks (none when a turned-up king won the game before the first lead:
    "Tricks: South 0 – North 0" counted tricks never played) and its points."""
    tricks = _tricks(game.hand)
    played = " – ".join(f"{_who(game, s)} {tricks[s]}" for s in (game.hand.elder,
                                                                  game.hand.younger))
    names = common.seat_names(game.game.rules.players)
    awards = " ".join(a.text_for(names, game.me) for a in game.hand.result.awards) or \
        _("No points in this deal.")
    # three players: a learner who deals sits out and the others play the deal at once;
    # say so, or the result reads as a deal they missed (``me`` is None for the Deal of the
    # day's expert, whose line names no one "you")
    sat_out = ""
    if game.me is not None and game.me not in (game.hand.elder, game.hand.younger):
        sat_out = _("You dealt and sat out: {elder} and {younger} played this deal.").format(
            elder=_who(game, game.hand.elder), younger=_who(game, game.hand.younger)) + " "
    if not game.hand.tricks_played:
        return sat_out + awards
    return sat_out + _("Tricks: {tricks}.").format(tricks=played) + " " + awards


def odds_chart(game: CoachedGame, odds) -> tuple[dict, str]:
    """Standing against proposing (or refusing against accepting)."""
    title = _("Stand or propose?") if game.hand.phase is Phase.PROPOSAL else _("Accept or refuse?")
    return odds.chart_data(), title


def score_history(game: CoachedGame) -> tuple[tuple[int, ...], ...]:
    return game.game.score_history()


def news(game: CoachedGame) -> list[str]:
    """What changed since the learner's last decision, for the live region."""
    return ecarte_spoken.ecarte_news(game.hand, game.me)


def table_words(game: CoachedGame) -> list[str]:
    """The table in words (trump, score, the trick, your hand), for a screen reader."""
    return ecarte_spoken.ecarte_table(game.hand, game.me, game.game.scores, game.game.rules.target_score)
