"""Euchre on the teacher's Table page (``ui/pages/table.py``): seat names, the words of
each action and what it did, and the drawing of the table for a hand."""
from __future__ import annotations

from engine import euchre
from engine.euchre import Phase, words
from ui.cards import card_html, chip, trump_chip
from ui.cards import table_html as felt


def seat_names(hand) -> list[str]:
    return [words.seat_name(hand.rules, s) for s in range(hand.rules.players)]


def action_words(before, action) -> str:
    """The action as a choice in a list: ``Order it up``, ``Play J♦``."""
    return words.action_label(action, before.rules,
                              dealer_acting=before.current_player == before.dealer)


def comment_lines(before, action, after) -> list[str]:
    """What ``action`` did (``before`` to ``after``), as sentences for a newcomer."""
    R = before.rules
    who = words.seat_name(R, before.current_player)
    kind = action.kind.value
    if kind == "play":
        line = f"{who} plays the {action.card.display}{_play_note(before, action.card)}."
    elif kind == "pass":
        line = f"{who} passes."
    elif kind == "order":
        line = (f"{who} picks up the {before.upcard.display}" if before.current_player == before.dealer
                else f"{who} orders up the {before.upcard.display}")
        line += f": {words.suits(before.upcard.suit)} are trump."
    elif kind == "call":
        line = f"{who} calls {words.suits(action.suit)}: they are trump."
    elif kind == "discard":
        line = f"{who} discards the {action.card.display} face down."
    elif kind == "give":
        line = f"{who} gives the {action.card.display} to their partner, who is going alone."
    else:
        line = EUCHRE_SENTENCES[kind].format(who=who)
    lines = [line]
    if len(after.tricks) > len(before.tricks):
        lines.append(f"{words.seat_name(R, after.tricks[-1].winner)} wins the trick.")
    if after.is_over:
        lines.append(words.result_sentence(R, after.result))
    return lines


EUCHRE_SENTENCES = {
    "alone": "{who} goes alone: their partner sits this hand out.",
    "partner": "{who} plays with their partner.",
    "defend alone": "{who} defends alone against the lone player.",
    "defend": "{who} defends with their partner.",
}


def _play_note(before, card) -> str:
    """Why a played card is worth a word: a bower, or not following the suit led."""
    trump = before.trump
    ob = euchre.obligation(before.hands[before.current_player], before.trick, trump, before.rules)
    led = ob.led
    role = words.card_role(card, trump)
    suit = euchre.effective_suit(card, trump)
    if led is None:
        if role == "left bower":
            return f" (the left bower: {words.a_suit(trump)} this hand)"
        return f" (the {role})" if role else ""
    if not ob.void:   # the engine's obligation: a player holding the led suit follows it
        if role == "left bower":
            return (f" (must follow {words.suits(led)}: the {card.display} is "
                    f"{words.a_suit(trump)} this hand)")
        return f" (the {role})" if role else ""
    what = "trumps it" if suit is trump else "throws off"
    with_role = f" with the {role}" if role else ""
    return f" (no {words.suits(led)} to follow with: {what}{with_role})"


def header_chips(hand, names, fc: bool) -> list[str]:
    """Trump, the upcard, the maker, a lone player and the tricks so far."""
    R = hand.rules
    chips = [trump_chip(hand.trump, fc), chip(f"Upcard: {hand.deal.upcard.display}")]
    if hand.maker is not None:
        chips.append(chip(f"Maker: {names[hand.maker]}"))
    if hand.alone is not None:
        chips.append(chip(f"{names[hand.alone]} alone"))
    teams = [words.team_name(R, t) for t in range(euchre.num_teams(R))]
    chips.append(chip("Tricks: " + " · ".join(f"{t} {n}" for t, n in zip(teams, hand.tricks_by_team()))))
    return chips


def table_html(hand, names, size: str, fc: bool) -> str:
    """The trick on the table; between tricks the last one with its winner; while
    bidding the upcard (or the suit turned down)."""
    cards, winner, centre = dict(hand.trick), None, ""
    if not hand.trick and hand.tricks:
        last = hand.tricks[-1]
        cards, winner = dict(last.plays), last.winner
        centre = chip(f"{names[winner]} won the trick")
    elif hand.phase in (Phase.BID1, Phase.BENNY):
        centre = card_html(hand.upcard, None, size=size, four_colour=fc, caption="upcard")
    elif hand.phase is Phase.BID2:
        centre = chip(f"{words.Suits(hand.turned_down)} turned down")
    return felt(names, cards, trump=hand.trump, centre=centre, winner=winner,
                four_colour=fc, size=size, out=hand.sitting_out)


def hand_order(hand, held) -> list:
    return euchre.hand_order(held, hand.trump)
