"""Écarté on the teacher's Table page (``ui/pages/table.py``): seat names, the words of
each action and what it did, and the drawing of the table for a hand."""
from __future__ import annotations

from engine import ecarte
from engine.ai.words import ecarte_action_label
from engine.cards import sort_cards
from ui.cards import card_html, chip, trump_chip
from ui.cards import table_html as felt

NAMES = {2: ("South", "North"), 3: ("South", "West", "East")}


def seat_names(hand) -> list[str]:
    return list(NAMES[hand.rules.players])


def action_words(before, action) -> str:
    """The action as a choice in a list: ``Propose``, ``Play K♥``."""
    return ecarte_action_label(action)


def comment_lines(before, action, after) -> list[str]:
    """What ``action`` did (``before`` to ``after``), as sentences for a newcomer."""
    names = seat_names(before)
    who = names[before.current_player]
    text = str(action)
    if isinstance(action, ecarte.Play):
        line = f"{who} plays the {action.card.display}."
        ob = ecarte.obligation(before.hands[before.current_player], before.trick, before.trump,
                               before.rules)
        if ob.void:
            what = "trumps it" if action.card.suit is before.trump else "throws off"
            line = f"{who} plays the {action.card.display} (cannot follow: {what})."
    elif isinstance(action, ecarte.Exchange):
        if action.cards:
            shown = " ".join(c.display for c in action.cards)
            line = f"{who} discards {len(action.cards)} ({shown}) and draws as many from the talon."
        else:
            line = f"{who} keeps every card."
    else:
        line = ECARTE_SENTENCES.get(text, "{who}: " + ecarte_action_label(action) + ".").format(who=who)
    lines = [line]
    if len(after.tricks_played) > len(before.tricks_played):
        lines.append(f"{names[after.tricks_played[-1].winner]} wins the trick.")
    if after.is_over:
        lines.extend(a.text_for(names) for a in after.result.awards)
    return lines


ECARTE_SENTENCES = {
    "propose": "{who} proposes an exchange of cards.",
    "stand": "{who} stands: no more exchanges, play begins.",
    "accept": "{who} accepts: both may change cards.",
    "refuse": "{who} refuses: play begins with the cards as dealt.",
    "declare king": "{who} declares the king of trumps for a point.",
    "no declaration": "{who} does not declare the king.",
}


def header_chips(hand, names, fc: bool) -> list[str]:
    """Trump, the turned-up card, the talon and the tricks so far."""
    won = [0] * hand.rules.players
    for t in hand.tricks_played:
        won[t.winner] += 1
    return [trump_chip(hand.trump, fc), chip(f"Turned up: {hand.turnup.display}"),
            chip(f"Talon: {len(hand.talon)} cards"),
            chip("Tricks: " + " · ".join(f"{names[s]} {won[s]}" for s in (hand.elder, hand.younger)))]


def table_html(hand, names, size: str, fc: bool) -> str:
    """The trick on the table; between tricks the last one with its winner; else the
    turned-up card."""
    cards, winner, centre = {}, None, ""
    out = {hand.dealer} if hand.rules.players == 3 else set()
    if hand.lead is not None:
        cards = {hand.leader: hand.lead}
    elif hand.tricks_played:
        last = hand.tricks_played[-1]
        follower = hand.younger if last.leader == hand.elder else hand.elder
        cards, winner = {last.leader: last.lead, follower: last.follow}, last.winner
        centre = chip(f"{names[winner]} won the trick")
    if not centre:
        centre = card_html(hand.turnup, hand.trump, size=size, four_colour=fc,
                           caption="turned up", game="ecarte")
    return felt(names, cards, centre=centre, winner=winner, four_colour=fc,
                size=size, out=out, game="ecarte")


def hand_order(hand, held) -> list:
    return sort_cards(held)
