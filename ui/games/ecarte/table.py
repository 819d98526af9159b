"""Écarté on the teacher's Table page (``ui/pages/table.py``): seat names, the words of
each action and what it did, and the drawing of the table for a hand."""
from __future__ import annotations

from engine import ecarte
from engine import words as common
from engine.cards import sort_cards
from engine.ecarte.state import HAND_SIZE, TALON_SIZE
from engine.ecarte.words import action_label
from engine.i18n import N_, _, ngettext
from ui.cards import card_html, chip, trump_chip
from ui.cards import table_html as felt
from ui.table_setup import Place


def seat_names(hand) -> list[str]:
    return common.seat_names(hand.rules.players)


def action_words(before, action) -> str:
    """The action as a choice in a list: ``Propose``, ``Play K♥``."""
    return action_label(action)


def comment_lines(before, action, after, seen_by: int | None = None) -> list[str]:
    """What ``action`` did (``before`` to ``after``), as sentences for a newcomer; with
    ``seen_by`` as that seat saw it (the other player's exchange is face down)."""
    names = seat_names(before)
    who = names[before.current_player]
    text = str(action)
    if isinstance(action, ecarte.Play):
        line = _("{who} plays the {card}.")
        ob = ecarte.obligation(before.hands[before.current_player], before.trick, before.trump,
                               before.rules)
        if ob.void:
            line = _("{who} plays the {card} (cannot follow: trumps it).") \
                if action.card.suit is before.trump else \
                _("{who} plays the {card} (cannot follow: throws off).")
        line = line.format(who=who, card=action.card.display)
    elif isinstance(action, ecarte.Exchange):
        if action.cards and seen_by not in (None, before.current_player):
            line = ngettext("{who} discards {n} card face down and draws as many from the talon.",
                            "{who} discards {n} cards face down and draws as many from the talon.",
                            len(action.cards)).format(who=who, n=len(action.cards))
        elif action.cards:
            shown = " ".join(c.display for c in action.cards)
            line = _("{who} discards {n} ({cards}) and draws as many from the talon.").format(
                who=who, n=len(action.cards), cards=shown)
        else:
            line = _("{who} keeps every card.").format(who=who)
    elif text == "no declaration" and seen_by not in (None, before.current_player):
        # A silent "no" is hidden from the others (docs/rules.md), and a sentence naming the
        # player gave the king away: "North does not declare the king." told South who held it.
        line = _("Nothing is said about the king of trumps.")
    elif text in SENTENCES:
        line = _(SENTENCES[text]).format(who=who)
    else:
        line = _("{who}: {action}.").format(who=who, action=action_label(action))
    lines = [line]
    if isinstance(action, ecarte.Exchange) and after.phase in (ecarte.Phase.DECLARE,
                                                               ecarte.Phase.PLAY):
        # the exchanges end without a stand or a refusal: say why (docs/rules.md)
        left = len(after.talon)
        lines.append(_("The talon is empty: no more exchanges, play begins.") if not left else
                     ngettext("The talon holds {n} card, too few for another exchange: play "
                              "begins.", "The talon holds {n} cards, too few for another "
                              "exchange: play begins.", left).format(n=left))
    if len(after.tricks_played) > len(before.tricks_played):
        lines.append(_("{who} wins the trick.").format(who=names[after.tricks_played[-1].winner]))
    if after.is_over:
        # the points scored now; a king turned up or declared was said when it scored (said
        # again here, a class counted it twice)
        lines.extend(a.text_for(names) for a in after.result.awards if a not in before.awards)
    return lines


def deal_lines(hand, names) -> list[str]:
    """What the deal did, before any action: who deals and who acts first (with three
    players the dealer sits out and the next player takes the dealer's part), and a king
    turned up, which scores at once (docs/rules.md)."""
    if hand.rules.players == 3:
        first = _("{dealer} deals and sits out this deal; {younger} plays the dealer's part. "
                  "{seat} is first to act.")
    else:
        first = _("{dealer} deals. {seat} is first to act.")
    return [first.format(dealer=names[hand.dealer], younger=names[hand.younger],
                         seat=names[hand.current_player])] + [a.text_for(names) for a in hand.awards]


SENTENCES = {
    "propose": N_("{who} proposes an exchange of cards."),
    "stand": N_("{who} stands: no more exchanges, play begins."),
    "accept": N_("{who} accepts: both may change cards."),
    "refuse": N_("{who} refuses: play begins with the hands as they are."),
    "declare king": N_("{who} declares the king of trumps for a point."),
    "no declaration": N_("{who} does not declare the king."),
}


def header_chips(hand, names, fc: bool) -> list[str]:
    """Trump, the turned-up card, the talon and the tricks so far."""
    won = [0] * hand.rules.players
    for t in hand.tricks_played:
        won[t.winner] += 1
    tricks = " · ".join(f"{names[s]} {won[s]}" for s in (hand.elder, hand.younger))
    return [trump_chip(hand.trump, fc),
            chip(_("Turned up: {card}").format(card=hand.turnup.display)),
            chip(ngettext("Talon: {n} card", "Talon: {n} cards", len(hand.talon)).format(
                n=len(hand.talon))),
            chip(_("Tricks: {tricks}").format(tricks=tricks))]


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
        centre = chip(_("{seat} won the trick").format(seat=names[winner]))
    if not centre:
        centre = card_html(hand.turnup, hand.trump, size=size, four_colour=fc,
                           caption=_("turned up"), game="ecarte")
    # the dealer who sits out holds no cards: no card back for it (as on the Play page)
    return felt(names, cards, centre=centre, winner=winner, four_colour=fc,
                size=size, out=out, game="ecarte", out_hold_cards=False)


def hand_order(hand, held) -> list:
    return sort_cards(held)


# --- Set up a hand (ui/table_setup.py): the places of an Écarté deal ----------------------

def setup_places(rules, dealer: int) -> list[Place]:
    """The two playing seats' hands (with three players the dealer sits out), the
    turned-up card and the talon, top card first."""
    names = common.seat_names(rules.players)
    seats = [Place(f"seat{s}", names[s], HAND_SIZE)
             for s in sorted(ecarte.roles(rules.players, dealer))]
    return seats + [Place("turnup", _("Turn-up"), 1),
                    Place("talon", _("Talon (top card first)"), TALON_SIZE)]


def setup_deck(rules) -> tuple:
    return ecarte.DECK


def setup_hand(rules, dealer: int, placed):
    """The engine's hand from the places; a ``DealError`` naming what is wrong."""
    hands = [list(placed.get(f"seat{s}", ())) for s in range(rules.players)]
    return ecarte.from_deal(rules, dealer, hands, list(placed.get("turnup", ())),
                            list(placed.get("talon", ())))


def setup_of(hand) -> dict:
    d = hand.deal
    playing = ecarte.roles(hand.rules.players, d.dealer)
    return {**{f"seat{s}": list(d.hands[s]) for s in playing},
            "turnup": [d.turnup], "talon": list(d.talon)}
