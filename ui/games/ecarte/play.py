"""The Écarté half of the Play page: table, proposal and exchange controls, play."""
from __future__ import annotations

from typing import Callable

import streamlit as st

from engine import ecarte
from engine.ai.words import ecarte_action_label
from engine.cards import sort_cards
from engine.ecarte import Phase, explain_illegal
from lessons import spoken
from lessons.ecarte import spoken as ecarte_spoken
from lessons.coach import CoachedGame
from ui import a11y
from ui.cards import SUIT_WORDS, card_html, chip, hand_html, show, table_html
from ui.play_table import action_key, hand_buttons, last_trick_html

NAMES = {2: ("South", "North"), 3: ("South", "West", "East")}
PROMPTS = {
    Phase.PROPOSAL: "You are the elder hand: stand and play these cards, or propose an exchange?",
    Phase.RESPONSE: "Your opponent proposes an exchange: accept, or refuse and play?",
    Phase.DECLARE: "You hold the king of trumps: declare it for a point?",
}


def _name(game: CoachedGame, seat: int) -> str:
    return NAMES[game.game.rules.players][seat]


def seat_names(game: CoachedGame) -> list[str]:
    return [_name(game, s) + (" (you)" if s == game.me else "")
            for s in range(game.game.rules.players)]


def team_labels(game: CoachedGame) -> list[str]:
    return ["You" if s == game.me else _name(game, s) for s in range(game.game.rules.players)]


def i_won(game: CoachedGame) -> bool:
    return game.me in game.game.winners


def winners_text(game: CoachedGame) -> str:
    if i_won(game):
        return "You won the game!"
    return f"The game is over: {_name(game, game.game.winners[0])} won."


def header(game: CoachedGame, fc: bool) -> str:
    hand = game.hand
    trump = hand.trump
    html = (f"Hand {len(game.game.hands)} · dealer **{_name(game, hand.dealer)}** · elder "
            f"**{_name(game, hand.elder)}**<br>"
            f'<span class="eu-chip trump">Trump: {trump.symbol} {SUIT_WORDS[trump].capitalize()}'
            f"</span> " + chip(f"Talon: {len(hand.talon)} cards"))
    tricks = " · ".join(f"{_name(game, s)} {n}" for s, n in enumerate(_tricks(hand)) if
                        s in (hand.elder, hand.younger))
    return html + "<br>" + chip(f"Tricks: {tricks}")


def _tricks(hand) -> list[int]:
    won = [0] * hand.rules.players
    for t in hand.tricks_played:
        won[t.winner] += 1
    return won


def table(game: CoachedGame, fc: bool) -> None:
    hand = game.hand
    cards, winner, centre = {}, None, ""
    if hand.lead is not None:
        cards = {hand.leader: hand.lead}
    elif hand.tricks_played:
        last = hand.tricks_played[-1]
        follower = hand.younger if last.leader == hand.elder else hand.elder
        cards, winner = {last.leader: last.lead, follower: last.follow}, last.winner
        centre = chip(f"{_who(game, winner)} won the trick")
    if not centre:
        centre = card_html(hand.turnup, hand.trump, size="sm", four_colour=fc,
                           caption="trump card", game="ecarte")
    out = {hand.dealer} if hand.rules.players == 3 else set()
    show(table_html(seat_names(game), cards, trump=None, centre=centre, winner=winner,
                    four_colour=fc, me=game.me, out=out, game="ecarte"))


def last_trick(game: CoachedGame, fc: bool) -> str:
    """The trick before the card now led, with its winner (empty when the table shows it)."""
    hand = game.hand
    if hand.lead is None or not hand.tricks_played:
        return ""
    last = hand.tricks_played[-1]
    follower = hand.younger if last.leader == hand.elder else hand.elder
    plays = [(_who(game, last.leader), last.lead), (_who(game, follower), last.follow)]
    return last_trick_html(plays, _who(game, last.winner), None, fc, game="ecarte")


def _who(game: CoachedGame, seat: int) -> str:
    return "You" if seat == game.me else _name(game, seat)


def decision(game: CoachedGame, fc: bool, act: Callable) -> None:
    hand = game.hand
    mine = sort_cards(hand.hands[game.me])
    legal = hand.legal_actions()
    if hand.phase is Phase.PLAY:
        st.markdown("**Your turn: choose a card to play.**")
        hand_buttons(mine, "play", lambda a: explain_illegal(hand, a), act, game.position,
                     trump=hand.trump, game="ecarte", four_colour=fc)
        return
    show(hand_html(mine, hand.trump, size="md", four_colour=fc, label="your hand",
                   game="ecarte"))
    if hand.phase in (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
        least, most = hand.exchange_limits()
        st.markdown(f"**Choose {least} to {most} cards to discard; you draw as many from the "
                    "talon.**")
        chosen = st.pills("Discard", mine, selection_mode="multi", key="plx_pick",
                          format_func=lambda c: c.display, label_visibility="collapsed")
        # each pill's name starts with what it shows ("J, jack of hearts"), so that speech
        # input finds it and axe's label-in-name check holds; the rest is the card in words
        a11y.keyboard("plx", {"plx_pick": [f"{c.rank.display}, {spoken.card_name(c, hand.trump, 'ecarte')}"
                                           for c in mine]}, token="_".join(map(str, game.position)))
        chosen = [c for c in chosen or () if c in mine]
        text = ("exchange " + " ".join(str(c) for c in sort_cards(chosen))).strip()
        reason = explain_illegal(hand, text)
        st.button(f"Exchange {len(chosen)} card{'s' if len(chosen) != 1 else ''}",
                  key=action_key("exchange", game.position), type="primary", on_click=act,
                  args=(text, game.position), disabled=reason is not None,
                  help=reason.text if reason else None)
        return
    st.markdown(f"**{PROMPTS.get(hand.phase, 'Your decision:')}**")
    with st.container(horizontal=True, gap="small"):
        for a in legal:
            st.button(label(game, a), key=action_key(a, game.position), on_click=act,
                      args=(str(a), game.position))


def label(game: CoachedGame, action, before=None) -> str:
    """The learner's button label for ``action`` (the words the coach uses too)."""
    return ecarte_action_label(action)


def snapshot(game: CoachedGame, before, fc: bool) -> None:
    """A past position as the learner saw it: trump, the card led, the hand."""
    trump = before.trump
    led = f"{_name(game, before.leader)} led the {before.lead.display}" if before.lead else \
        before.phase.value.replace("_", " ")
    show(f'<span class="eu-chip trump">Trump: {trump.symbol} {SUIT_WORDS[trump]}</span> '
         + chip(led) + hand_html(sort_cards(before.hands[game.me]), trump, size="sm",
                                 four_colour=fc, label="your hand then", game="ecarte"))


def log_lines(game: CoachedGame) -> list[str]:
    """This hand in playing order, each finished trick followed by its winner."""
    hand = game.hand
    lines = [f"The {hand.turnup.display} is turned up: the king of trumps scores 1 point for "
             f"**{_who(game, a.seat)}**" for a in hand.awards if a.code == "turned_king"]
    played = 0
    for step in ecarte.observe(game.hand, game.me).history:  # hidden exchanges stay hidden
        who = _who(game, step.seat)
        if isinstance(step.action, ecarte.HiddenExchange):
            what = str(step.action)
        else:
            text = label(game, step.action)
            what = text[0].lower() + text[1:]
        lines.append(f"**{who}**: {what}")
        if str(step.action).startswith("play "):
            played += 1
            if played % 2 == 0 and played // 2 <= len(hand.tricks_played):
                winner = hand.tricks_played[played // 2 - 1].winner
                lines.append(f"→ *{_who(game, winner)} won trick {played // 2}.*")
    return lines


def result_text(game: CoachedGame) -> str:
    tricks = _tricks(game.hand)
    played = " – ".join(f"{_name(game, s)} {tricks[s]}" for s in (game.hand.elder,
                                                                   game.hand.younger))
    names = [_name(game, s) for s in range(game.game.rules.players)]
    awards = [a.text_for(names) for a in game.hand.result.awards]
    return f"Tricks: {played}. " + (" ".join(awards) or "No points this hand.")


def odds_chart(game: CoachedGame, odds) -> tuple[dict, str]:
    """Standing against proposing (or refusing against accepting)."""
    title = "Stand or propose?" if game.hand.phase is Phase.PROPOSAL else "Accept or refuse?"
    return odds.chart_data(), title


def score_history(game: CoachedGame) -> tuple[tuple[int, ...], ...]:
    return game.game.score_history()


def news(game: CoachedGame) -> list[str]:
    """What changed since the learner's last decision, for the live region."""
    return ecarte_spoken.ecarte_news(game.hand, game.me)


def table_words(game: CoachedGame) -> list[str]:
    """The table in words (trump, score, the trick, your hand), for a screen reader."""
    return ecarte_spoken.ecarte_table(game.hand, game.me, game.game.scores, game.game.rules.target_score)
