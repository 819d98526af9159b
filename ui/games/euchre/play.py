"""The Euchre half of the Play page: table, decision controls, log lines, labels."""
from __future__ import annotations

from typing import Callable

import streamlit as st

from engine import euchre
from engine import words as common
from engine.euchre import Phase, explain_illegal, words
from engine.i18n import N_, _
from lessons.euchre import spoken
from lessons.coach import CoachedGame
from ui.cards import card_html, chip, hand_html, show, table_html, trump_chip
from ui.play_table import (action_key, hand_buttons, last_trick_html, prompt_html,
                           stale_buttons_hidden)

PROMPTS = {Phase.BID1: N_("First round: order the upcard up, or pass?"),
           Phase.BID2: N_("Second round: name a suit, or pass?"),
           Phase.BENNY: N_("The Benny was turned up: name trump."),
           Phase.ALONE: N_("You made trump: go alone, or play with your partner?"),
           Phase.DEFEND: N_("Defend alone against the makers?")}
DEFAULT_PROMPT = N_("Your decision:")
CARD_PROMPTS = {"play": N_("Your turn: choose a card to play."),
                "discard": N_("Choose a card to discard face down."),
                "give": N_("Your partner is alone: give them your best card.")}
CARD_VERBS = {"play": N_("Play"), "discard": N_("Discard"), "give": N_("Give")}


def prompt(hand) -> str:
    """The question above the learner's buttons, in the current language: it offers only
    what the buttons offer (a stuck dealer has no Pass; a dealer picks the upcard up)."""
    legal = hand.legal_actions()
    kind = legal[0].kind.value if legal else ""
    if hand.phase is Phase.DISCARD:   # (a sixth card appeared in the hand, said only in the log)
        return _("You are the dealer, so the upcard is now in your hand: choose a card to discard "
                 "face down.")
    if kind in CARD_PROMPTS:
        return _(CARD_PROMPTS[kind])
    dealer = hand.current_player == hand.dealer
    if hand.phase is Phase.BID1 and dealer:
        return _("First round: pick up the upcard, or pass?")
    if hand.phase is Phase.BID2 and not any(a.kind.value == "pass" for a in legal):
        return _("Second round: you are the dealer and cannot pass (stick the dealer): "
                 "name a suit.")
    return _(PROMPTS.get(hand.phase, DEFAULT_PROMPT))


def seat_names(game: CoachedGame) -> list[str]:
    """The table's seat names, the learner's as ``South (you)``."""
    return common.seat_labels(game.game.rules.players, game.me)


def team_labels(game: CoachedGame) -> list[str]:
    R = game.game.rules
    if R.players == 4:
        mine = euchre.team_of(R, game.me)
        return [(_("You & partner ({team})") if t == mine else _("Opponents ({team})")).format(
            team=words.team_name(R, t)) for t in range(2)]
    return common.player_names(R.players, game.me)


def team_short(game: CoachedGame) -> list[str]:
    """The sides without their seats: ``You & partner``, ``Opponents`` (or the players)."""
    R = game.game.rules
    if R.players == 4:
        mine = euchre.team_of(R, game.me)
        return [_("You & partner") if t == mine else _("Opponents") for t in range(2)]
    return common.player_names(R.players, game.me)


def i_won(game: CoachedGame) -> bool:
    R = game.game.rules
    mine = euchre.team_of(R, game.me) if R.players == 4 else game.me
    return mine in game.game.winners


def winners_text(game: CoachedGame) -> str:
    """Who won the game, named as the learner knows them."""
    R, winners = game.game.rules, game.game.winners
    if R.players == 4:
        if euchre.team_of(R, game.me) in winners:
            return _("You and your partner won the game!")
        # "the opponents", as the result above it and the spoken score name them (the
        # seats, "East–West", are on the scoreboard beside "Opponents")
        return _("The game is over: the opponents won.")
    if game.me in winners:
        return _("You won the game!") if len(winners) == 1 else \
            _("The game is over: you share the win.")
    names = common.join_and(words.seat_name(R, s) for s in winners)
    return _("The game is over: {winners} won.").format(winners=names)


def header(game: CoachedGame, fc: bool) -> str:
    R, hand = game.game.rules, game.hand
    short = team_short(game)
    # "you" when the learner deals, as everywhere else on the page (not "dealer South")
    dealer = _("you") if hand.dealer == game.me else words.seat_name(R, hand.dealer)
    html = (_("Deal {n} · dealer: <b>{dealer}</b>").format(n=len(game.game.hands), dealer=dealer)
            + "<br>" + trump_chip(hand.trump, fc))
    # the learner and the partner as the result names them ("you", "your partner (North)")
    if hand.maker is not None:
        html += " " + chip(_("Maker: {seat}").format(
            seat=words.player_name(R, hand.maker, game.me)))
    if hand.alone is not None:
        html += " " + chip(_("{seat} alone").format(
            seat=words.player_name(R, hand.alone, game.me, start=True)))
    tricks = " · ".join(f"{name} {n}" for name, n in zip(short, hand.tricks_by_team()))
    return html + "<br>" + chip(_("Tricks: {tricks}").format(tricks=tricks))


def table(game: CoachedGame, fc: bool) -> str:
    hand = game.hand
    trick, winner, centre = dict(hand.trick), None, ""
    if not hand.trick and hand.tricks:  # between tricks: the last one and its winner
        last = hand.tricks[-1]
        trick, winner = dict(last.plays), last.winner
        centre = chip(won_the_trick(game, winner))
    elif hand.phase in (Phase.BID1, Phase.BENNY):
        centre = card_html(hand.upcard, None, size="sm", four_colour=fc, caption=_("upcard"))
    elif hand.phase is Phase.BID2:
        centre = chip(_("{suit} turned down").format(suit=words.Suits(hand.turned_down)))
    return table_html(seat_names(game), trick, trump=hand.trump, centre=centre, winner=winner,
                      four_colour=fc, me=game.me, out=hand.sitting_out)


def last_trick(game: CoachedGame, fc: bool) -> str:
    """The trick finished before the one on the table, with its winner, so the learner
    can always see who played what (empty when the table shows it already)."""
    hand = game.hand
    if not hand.trick or not hand.tricks:
        return ""
    last = hand.tricks[-1]
    return last_trick_html([(_who(game, s), c) for s, c in last.plays],
                           _who(game, last.winner), hand.trump, fc)


def _who(game: CoachedGame, seat: int) -> str:
    return common.player_name(game.game.rules.players, seat, game.me)


def won_the_trick(game: CoachedGame, seat: int, number: int | None = None) -> str:
    """``You won the trick`` / ``West won trick 2``: the verb agrees with "you" in
    every language because each form is its own sentence."""
    name = common.seat_name(game.game.rules.players, seat)
    if number is None:
        return _("You won the trick") if seat == game.me else \
            _("{seat} won the trick").format(seat=name)
    return (_("You won trick {n}.") if seat == game.me else
            _("{seat} won trick {n}.")).format(seat=name, n=number)


def decision(game: CoachedGame, fc: bool, act: Callable) -> dict[str, str]:
    hand = game.hand
    legal = hand.legal_actions()
    mine = euchre.hand_order(hand.hands[game.me], hand.trump)
    kind = legal[0].kind.value
    if kind in CARD_VERBS:
        return hand_buttons(prompt(hand), mine, kind, lambda a: explain_illegal(hand, a),
                            act, game.position, trump=hand.trump, four_colour=fc)
    st.html(hand_html(mine, hand.trump, size="md", four_colour=fc, label=_("your hand"))
            + prompt_html(prompt(hand)) + stale_buttons_hidden(game.position))
    with st.container(horizontal=True, gap="small"):
        for a in legal:
            st.button(label(game, a, hand), key=action_key(a, game.position), on_click=act,
                      args=(str(a), game.position))
    return {}


def my_hand(game: CoachedGame, fc: bool) -> str:
    """The learner's cards as HTML, while the others decide (nothing to click), and at the
    deal's end the cards never played: a deal thrown in, or the one the learner sat out
    while their partner went alone (their five went unseen from the bidding on)."""
    hand = game.hand
    if (game.me in hand.sitting_out and not hand.is_over) or not hand.hands[game.me]:
        return ""
    return hand_html(euchre.hand_order(hand.hands[game.me], hand.trump), hand.trump, size="md",
                     four_colour=fc, label=_("your hand"))


def label(game: CoachedGame, action, before=None) -> str:
    """The learner's button label for ``action``, taken at ``before`` (the dealer's
    own ``order`` is "Pick it up")."""
    before = before if before is not None else game.hand
    dealer = before.current_player == before.dealer
    return words.action_label(action, game.game.rules, dealer_acting=dealer)


def snapshot(game: CoachedGame, before, fc: bool) -> None:
    """A past position as the learner saw it: trump, the trick so far, the hand."""
    R = game.game.rules
    if before.phase is Phase.PLAY:
        trick = " · ".join(f"{words.seat_name(R, s)} {c.display}" for s, c in before.trick)
        where = _("Trick so far: {trick}").format(trick=trick) if trick else _("You lead")
    else:
        where = _("{phase} · upcard {card}").format(phase=words.phase_title(before.phase),
                                                   card=before.deal.upcard.display)
    show(trump_chip(before.trump, fc) + " " + chip(where)
         + hand_html(euchre.hand_order(before.hands[game.me], before.trump), before.trump,
                     size="sm", four_colour=fc, label=_("your hand then")))


def log_lines(game: CoachedGame) -> list[str]:
    """This hand in playing order, each finished trick followed by its winner."""
    R, hand = game.game.rules, game.hand
    lines, played, tricks = [], 0, hand.tricks
    live = R.players - len(hand.sitting_out)
    for e in euchre.observe(hand, game.me).history:  # never another player's hidden card
        who = _who(game, e.seat)
        if isinstance(e.action, euchre.HiddenCard):
            what = _("passes a card face down") if e.action.kind.value == "give" \
                else _("discards a card face down")
        else:
            text = words.action_label(e.action, R, dealer_acting=e.seat == hand.dealer)
            what = text[0].lower() + text[1:]
        lines.append(f"**{who}**: {what}")
        if e.action.kind.value == "play":
            played += 1
            if played % live == 0 and played // live <= len(tricks):
                winner = tricks[played // live - 1].winner
                lines.append(f"→ *{won_the_trick(game, winner, played // live)}*")
    return lines


def result_text(game: CoachedGame) -> str:
    # the sides as the scoreboard names them ("You & partner"), not by their seats
    return words.result_sentence(game.game.rules, game.hand.result, me=game.me)


def odds_chart(game: CoachedGame, odds) -> tuple[dict, str]:
    """The chart data of the learner's bidding odds (``engine.ai.bidding_odds``)."""
    return odds.chart_data(), _("Your bidding options")


def score_history(game: CoachedGame) -> tuple[tuple[int, ...], ...]:
    return game.game.score_history()


def news(game: CoachedGame) -> list[str]:
    """What changed since the learner's last decision, for the live region."""
    return spoken.euchre_news(game.hand, game.me)


def table_words(game: CoachedGame) -> list[str]:
    """The table in words (trump, score, the trick, your hand), for a screen reader."""
    return spoken.euchre_table(game.hand, game.me, game.game.scores, game.game.rules.target_score)
