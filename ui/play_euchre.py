"""The Euchre half of the Play page: table, decision controls, log lines, labels."""
from __future__ import annotations

from typing import Callable

import streamlit as st

from engine import euchre
from engine.euchre import Phase, explain_illegal, words
from lessons.coach import CoachedGame
from ui.cards import card_html, chip, hand_html, show, table_html, trump_chip

PROMPTS = {Phase.BID1: "First round: order the upcard up, or pass?",
           Phase.BID2: "Second round: name a suit, or pass?",
           Phase.BENNY: "The Benny was turned up: name trump.",
           Phase.ALONE: "You made trump: go alone, or play with your partner?",
           Phase.DEFEND: "Defend alone against the makers?"}
CARD_PROMPTS = {"play": "Your turn: choose a card to play.",
                "discard": "Choose a card to discard face down.",
                "give": "Your partner is alone: give them your best card."}
CARD_VERBS = {"play": "Play", "discard": "Discard", "give": "Give"}


def seat_names(game: CoachedGame) -> list[str]:
    R = game.game.rules
    return [words.seat_name(R, s) + (" (you)" if s == game.me else f" · {game.level_of(s)}")
            for s in range(R.players)]


def team_labels(game: CoachedGame) -> list[str]:
    R = game.game.rules
    if R.players == 4:
        mine = euchre.team_of(R, game.me)
        return [("You & partner" if t == mine else "Opponents") + f" ({words.team_name(R, t)})"
                for t in range(2)]
    return ["You" if s == game.me else words.seat_name(R, s) for s in range(R.players)]


def i_won(game: CoachedGame) -> bool:
    R = game.game.rules
    mine = euchre.team_of(R, game.me) if R.players == 4 else game.me
    return mine in game.game.winners


def header(game: CoachedGame, fc: bool) -> str:
    R, hand = game.game.rules, game.hand
    short = [label.split(" (")[0] for label in team_labels(game)]
    html = (f"Hand {len(game.game.hands)} · dealer **{words.seat_name(R, hand.dealer)}**<br>"
            + trump_chip(hand.trump, fc))
    if hand.maker is not None:
        html += " " + chip(f"Maker: {words.seat_name(R, hand.maker)}")
    if hand.alone is not None:
        html += " " + chip(f"{words.seat_name(R, hand.alone)} alone")
    tricks = " · ".join(f"{name} {n}" for name, n in zip(short, hand.tricks_by_team()))
    return html + "<br>" + chip(f"Tricks: {tricks}")


def table(game: CoachedGame, fc: bool) -> None:
    R, hand = game.game.rules, game.hand
    trick, winner, centre = dict(hand.trick), None, ""
    if not hand.trick and hand.tricks:  # between tricks: the last one and its winner
        last = hand.tricks[-1]
        trick, winner = dict(last.plays), last.winner
        centre = chip(f"{words.seat_name(R, winner)} won the trick")
    elif hand.phase in (Phase.BID1, Phase.BENNY):
        centre = card_html(hand.upcard, None, size="sm", four_colour=fc, caption="upcard")
    elif hand.phase is Phase.BID2:
        centre = chip(f"{words.Suits(hand.turned_down)} turned down")
    show(table_html(seat_names(game), trick, trump=hand.trump, centre=centre, winner=winner,
                    four_colour=fc, me=game.me, out=hand.sitting_out))


def decision(game: CoachedGame, fc: bool, act: Callable[[str], None]) -> None:
    hand = game.hand
    legal = hand.legal_actions()
    mine = euchre.hand_order(hand.hands[game.me], hand.trump)
    kind = legal[0].kind.value
    if kind in CARD_VERBS:
        st.markdown(f"**{CARD_PROMPTS[kind]}**")
        cols = st.columns(max(len(mine), 5))
        for col, card in zip(cols, mine):
            action = f"{kind} {card}"
            reason = explain_illegal(hand, action)
            with col:
                show(card_html(card, hand.trump, size="md", four_colour=fc, dim=reason is not None))
                st.button(CARD_VERBS[kind], key=f"pl_{action}", on_click=act, args=(action,),
                          disabled=reason is not None, help=reason.text if reason else None,
                          width="stretch")
        return
    show(hand_html(mine, hand.trump, size="md", four_colour=fc, label="your hand"))
    st.markdown(f"**{PROMPTS.get(hand.phase, 'Your decision:')}**")
    for col, a in zip(st.columns(len(legal)), legal):
        col.button(label(game, a, dealer_acting=hand.turn == hand.dealer), key=f"pl_{a}",
                   on_click=act, args=(str(a),), width="stretch")


def label(game: CoachedGame, action, dealer_acting: bool = False) -> str:
    return words.action_label(action, game.game.rules, dealer_acting=dealer_acting)


def snapshot(game: CoachedGame, before, fc: bool) -> None:
    """A past position as the learner saw it: trump, the trick so far, the hand."""
    R = game.game.rules
    if before.phase is Phase.PLAY:
        trick = " · ".join(f"{words.seat_name(R, s)} {c.display}" for s, c in before.trick)
        where = f"Trick so far: {trick}" if trick else "You lead"
    else:
        where = f"{before.phase.value[0].upper()}{before.phase.value[1:]} · upcard " \
                f"{before.deal.upcard.display}"
    show(trump_chip(before.trump, fc) + " " + chip(where)
         + hand_html(euchre.hand_order(before.hands[game.me], before.trump), before.trump,
                     size="sm", four_colour=fc, label="your hand then"))


def log_lines(game: CoachedGame) -> list[str]:
    R, hand = game.game.rules, game.hand
    lines = []
    for e in euchre.observe(hand, game.me).history:  # never another player's hidden card
        who = "You" if e.seat == game.me else words.seat_name(R, e.seat)
        if isinstance(e.action, euchre.HiddenCard):
            what = "passes a card face down" if e.action.kind.value == "give" \
                else "discards a card face down"
        else:
            text = label(game, e.action, dealer_acting=e.seat == hand.dealer)
            what = text[0].lower() + text[1:]
        lines.append(f"**{who}**: {what}")
    return lines


def result_text(game: CoachedGame) -> str:
    return words.result_sentence(game.game.rules, game.hand.result)


BIDDING = (Phase.BID1, Phase.BID2, Phase.BENNY)


def has_odds(game: CoachedGame) -> bool:
    return game.my_turn and game.hand.phase in BIDDING


def odds(game: CoachedGame) -> tuple[dict, str] | None:
    """The bidding odds of the learner's options, when the learner is bidding."""
    if not has_odds(game):
        return None
    from engine.ai import bidding_odds
    return bidding_odds(game.view(), samples=100).chart_data(), "Your bidding options"


def score_history(game: CoachedGame) -> list[tuple[int, ...]]:
    return game.game.score_history()
