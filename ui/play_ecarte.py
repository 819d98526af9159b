"""The Écarté half of the Play page: table, proposal and exchange controls, play."""
from __future__ import annotations

from typing import Callable

import streamlit as st

from engine import ecarte
from engine.cards import Card, sort_cards
from engine.ecarte import Phase, explain_illegal
from lessons.coach import CoachedGame
from ui.cards import SUIT_WORDS, card_html, chip, hand_html, show, table_html

NAMES = {2: ("South", "North"), 3: ("South", "West", "East")}
WORD_LABELS = {"propose": "Propose an exchange", "stand": "Stand (play as dealt)",
               "accept": "Accept", "refuse": "Refuse (play now)",
               "declare king": "Declare the king (Roi)", "no declaration": "Keep quiet"}
PROMPTS = {
    Phase.PROPOSAL: "You are the elder hand: stand and play these cards, or propose an exchange?",
    Phase.RESPONSE: "Your opponent proposes an exchange: accept, or refuse and play?",
    Phase.DECLARE: "You hold the king of trumps: declare it for a point?",
}


def _name(game: CoachedGame, seat: int) -> str:
    return NAMES[game.game.rules.players][seat]


def seat_names(game: CoachedGame) -> list[str]:
    return [_name(game, s) + (" (you)" if s == game.me else f" · {game.level_of(s)}")
            for s in range(game.game.rules.players)]


def team_labels(game: CoachedGame) -> list[str]:
    return ["You" if s == game.me else _name(game, s) for s in range(game.game.rules.players)]


def i_won(game: CoachedGame) -> bool:
    return game.game.winner == game.me


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
        centre = chip(f"{_name(game, winner)} won the trick")
    if not centre:
        centre = card_html(hand.turnup, hand.trump, size="sm", four_colour=fc, caption="trump card")
    out = {hand.dealer} if hand.rules.players == 3 else set()
    show(table_html(seat_names(game), cards, trump=None, centre=centre, winner=winner,
                    four_colour=fc, me=game.me, out=out))


def decision(game: CoachedGame, fc: bool, act: Callable[[str], None]) -> None:
    hand = game.hand
    mine = sort_cards(hand.hands[game.me])
    legal = hand.legal_actions()
    if hand.phase is Phase.PLAY:
        st.markdown("**Your turn: choose a card to play.**")
        cols = st.columns(max(len(mine), 5))
        for col, card in zip(cols, mine):
            action = f"play {card}"
            reason = explain_illegal(hand, action)
            with col:
                show(card_html(card, None, size="md", four_colour=fc, dim=reason is not None))
                st.button("Play", key=f"pl_{action}", on_click=act, args=(action,),
                          disabled=reason is not None, help=reason.text if reason else None,
                          width="stretch")
        return
    show(hand_html(mine, None, size="md", four_colour=fc, label="your hand"))
    if hand.phase in (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
        least, most = hand.exchange_limits()
        st.markdown(f"**Choose {least} to {most} cards to discard; you draw as many from the "
                    "talon.**")
        chosen = st.pills("Discard", mine, selection_mode="multi", key="pl_exchange_pick",
                          format_func=lambda c: c.display, label_visibility="collapsed")
        text = "exchange " + " ".join(str(c) for c in sort_cards(chosen or ()))
        reason = explain_illegal(hand, text.strip())
        st.button(f"Exchange {len(chosen or ())} card{'s' if len(chosen or ()) != 1 else ''}",
                  key="pl_exchange", type="primary", on_click=act, args=(text.strip(),),
                  disabled=reason is not None, help=reason.text if reason else None)
        return
    st.markdown(f"**{PROMPTS.get(hand.phase, 'Your decision:')}**")
    for col, a in zip(st.columns(len(legal)), legal):
        col.button(label(game, a), key=f"pl_{a}", on_click=act, args=(str(a),), width="stretch")


def label(game: CoachedGame, action) -> str:
    text = str(action)
    if text in WORD_LABELS:
        return WORD_LABELS[text]
    verb, *cards = text.split()
    shown = " ".join(Card.parse(c).display for c in cards)
    return f"{verb.capitalize()} {shown}" if cards else "Keep my cards"


def snapshot(game: CoachedGame, before, fc: bool) -> None:
    """A past position as the learner saw it: trump, the card led, the hand."""
    trump = before.trump
    led = f"{_name(game, before.leader)} led the {before.lead.display}" if before.lead else \
        before.phase.value.replace("_", " ")
    show(f'<span class="eu-chip trump">Trump: {trump.symbol} {SUIT_WORDS[trump]}</span> '
         + chip(led) + hand_html(sort_cards(before.hands[game.me]), None, size="sm",
                                 four_colour=fc, label="your hand then"))


def log_lines(game: CoachedGame) -> list[str]:
    hand = game.hand
    lines = [f"**{_name(game, a.seat)}** turned up the {hand.turnup.display}: 1 point to the dealer"
             for a in hand.awards if a.code == "turned_king"]
    for step in ecarte.observe(game.hand, game.me).history:  # hidden exchanges stay hidden
        who = "You" if step.seat == game.me else _name(game, step.seat)
        if isinstance(step.action, ecarte.HiddenExchange):
            what = str(step.action)
        else:
            text = label(game, step.action)
            what = text[0].lower() + text[1:]
        lines.append(f"**{who}**: {what}")
    return lines


def result_text(game: CoachedGame) -> str:
    tricks = _tricks(game.hand)
    played = " – ".join(f"{_name(game, s)} {tricks[s]}" for s in (game.hand.elder,
                                                                   game.hand.younger))
    names = [_name(game, s) for s in range(game.game.rules.players)]
    awards = [a.text_for(names) for a in game.hand.result.awards]
    return f"Tricks: {played}. " + (" ".join(awards) or "No points this hand.")


def has_odds(game: CoachedGame) -> bool:
    return game.my_turn and game.hand.phase in (Phase.PROPOSAL, Phase.RESPONSE)


def odds(game: CoachedGame) -> tuple[dict, str] | None:
    """Standing against proposing (or refusing against accepting), on the learner's turn."""
    if not has_odds(game):
        return None
    from engine.ai import ecarte_proposal_odds
    title = "Stand or propose?" if game.hand.phase is Phase.PROPOSAL else "Accept or refuse?"
    return ecarte_proposal_odds(game.view(), samples=100).chart_data(), title


def score_history(game: CoachedGame) -> list[tuple[int, ...]]:
    out = [(0,) * game.game.rules.players]
    for h in game.game.hands:
        if h.is_over:
            out.append(tuple(a + b for a, b in zip(out[-1], h.result.points)))
    return out
