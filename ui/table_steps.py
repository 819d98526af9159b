"""The Table page's model, without Streamlit: a deal code, the actions taken since
the deal, and the sentence that tells a newcomer what each action did.

A position is always rebuilt from the deal by applying the actions in order (states
are immutable, so "back" is just one action fewer). Where the teacher has not chosen,
the next action is the intermediate computer player's choice; those bots are
deterministic, so a link carrying only the deal code and a count of actions
(``?deal=<code>&at=<n>``) shows the same position to whoever opens it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from engine import ecarte, euchre
from engine.ai import make_bot
from engine.ai.words import ecarte_action_label
from engine.errors import DealCodeError, IllegalActionError
from engine.euchre import words as eu_words

BOT_LEVEL = "intermediate"
ECARTE_NAMES = {2: ("South", "North"), 3: ("South", "West", "East")}
AT_LIMIT = 400
"""No hand has this many actions; a larger ``at`` in a link is simply "the end"."""


class LinkError(ValueError):
    """A ``deal`` or ``at`` in a link that cannot be read; the text says why."""


def game_of(code: str) -> str:
    """``ecarte`` for an Écarté code, ``euchre`` otherwise (the code's own prefix)."""
    return "ecarte" if str(code).strip().upper().startswith("ECARTE") else "euchre"


def engine_of(game: str):
    return ecarte if game == "ecarte" else euchre


def start_of(code: str):
    """The hand a deal code describes, at its deal; ``DealCodeError`` if it is bad."""
    if not isinstance(code, str) or not code.strip():
        raise DealCodeError("the deal code is empty")
    return engine_of(game_of(code)).decode_deal(code.strip())


def deal_code(game: str, rules, seed: int) -> str:
    """The code of a seeded deal under ``rules`` (the dealer follows from the seed too)."""
    mod = engine_of(game)
    hand = mod.deal(rules, dealer=seed % rules.players, seed=seed)
    return mod.encode_deal(hand)


def bot_action(hand, game: str):
    """What the computer player in the seat to move would do (it sees only its view)."""
    bot = make_bot(BOT_LEVEL, game)
    return bot.choose(engine_of(game).observe(hand, hand.current_player))


def bot_reason(before, game: str, action) -> str | None:
    """The computer player's own reason for ``action`` at ``before``, when ``action`` is
    what it would play there (a teacher's different choice gets no made-up reason)."""
    bot = make_bot(BOT_LEVEL, game)
    view = engine_of(game).observe(before, before.current_player)
    if str(bot.choose(view)) != str(action):
        return None
    return bot.explain(view) or None


def parse_at(text) -> int:
    """The ``at`` of a link: a whole number of actions, 0 or more."""
    text = str(text).strip()
    if not text.isdigit() or len(text) > 6:
        raise LinkError(f"“{text[:20]}” is not a number of actions (a whole number from 0)")
    return min(int(text), AT_LIMIT)


def fill(start, game: str, actions: Sequence[str], at: int) -> list[str]:
    """``actions`` made at least ``at`` long by asking the bots for the missing ones
    (stopping at the end of the hand). Actions already chosen are kept as they are."""
    actions = list(actions)
    hand = position(start, actions)
    while len(actions) < at and not hand.is_over:
        action = bot_action(hand, game)
        actions.append(str(action))
        hand = hand.apply(action)
    return actions


def position(start, actions: Sequence[str]):
    """The hand after ``actions`` from its deal (each must be legal in turn)."""
    hand = start
    for action in actions:
        hand = hand.apply(action)
    return hand


def states(start, actions: Sequence[str]) -> list:
    """The hand after each of 0, 1, ..., len(actions) actions."""
    out = [start]
    for action in actions:
        out.append(out[-1].apply(action))
    return out


# --- words -------------------------------------------------------------------------

def seat_names(hand, game: str) -> list[str]:
    if game == "ecarte":
        return list(ECARTE_NAMES[hand.rules.players])
    return [eu_words.seat_name(hand.rules, s) for s in range(hand.rules.players)]


def action_words(before, action, game: str) -> str:
    """The action as a choice in a list: ``Order it up``, ``Play J♦``."""
    if game == "ecarte":
        return ecarte_action_label(action)
    return eu_words.action_label(action, before.rules,
                                 dealer_acting=before.current_player == before.dealer)


@dataclass(frozen=True)
class Comment:
    """What one action did, as sentences: the action itself, then what followed."""
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        return " ".join(self.lines)


def comment(before, after, game: str) -> Comment:
    """The commentary for the last action, the one that took ``before`` to ``after``."""
    action = after.history[-1].action
    lines = _ecarte_lines(before, action, after) if game == "ecarte" else \
        _euchre_lines(before, action, after)
    return Comment(tuple(lines))


def _euchre_lines(before, action, after) -> list[str]:
    R = before.rules
    who = eu_words.seat_name(R, before.current_player)
    kind = action.kind.value
    if kind == "play":
        line = f"{who} plays the {action.card.display}{_play_note(before, action.card)}."
    elif kind == "pass":
        line = f"{who} passes."
    elif kind == "order":
        line = (f"{who} picks up the {before.upcard.display}" if before.current_player == before.dealer
                else f"{who} orders up the {before.upcard.display}")
        line += f": {eu_words.suits(before.upcard.suit)} are trump."
    elif kind == "call":
        line = f"{who} calls {eu_words.suits(action.suit)}: they are trump."
    elif kind == "discard":
        line = f"{who} discards the {action.card.display} face down."
    elif kind == "give":
        line = f"{who} gives the {action.card.display} to their partner, who is going alone."
    else:
        line = EUCHRE_SENTENCES[kind].format(who=who)
    lines = [line]
    if len(after.tricks) > len(before.tricks):
        lines.append(f"{eu_words.seat_name(R, after.tricks[-1].winner)} wins the trick.")
    if after.is_over:
        lines.append(eu_words.result_sentence(R, after.result))
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
    ob = euchre.obligation(before.hands[before.turn], before.trick, trump, before.rules)
    led = ob.led
    role = eu_words.card_role(card, trump)
    suit = euchre.effective_suit(card, trump)
    if led is None:
        if role == "left bower":
            return f" (the left bower: {eu_words.a_suit(trump)} this hand)"
        return f" (the {role})" if role else ""
    if not ob.void:   # the engine's obligation: a player holding the led suit follows it
        if role == "left bower":
            return (f" (must follow {eu_words.suits(led)}: the {card.display} is "
                    f"{eu_words.a_suit(trump)} this hand)")
        return f" (the {role})" if role else ""
    what = "trumps it" if suit is trump else "throws off"
    with_role = f" with the {role}" if role else ""
    return f" (no {eu_words.suits(led)} to follow with: {what}{with_role})"


def _ecarte_lines(before, action, after) -> list[str]:
    names = ECARTE_NAMES[before.rules.players]
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


def legal_choices(hand, game: str) -> list[tuple[str, str]]:
    """The legal actions of the seat to move: (action text, words), in the engine's order."""
    return [(str(a), action_words(hand, a, game)) for a in hand.legal_actions()]


__all__ = ["AT_LIMIT", "Comment", "DealCodeError", "IllegalActionError", "LinkError",
           "action_words", "bot_action", "bot_reason", "comment", "deal_code", "engine_of", "fill",
           "game_of", "legal_choices", "parse_at", "position", "seat_names", "start_of",
           "states"]
