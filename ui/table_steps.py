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

from engine import games
from engine.ai import make_bot
from engine.errors import DealCodeError, IllegalActionError
from engine.i18n import _

BOT_LEVEL = "intermediate"
AT_LIMIT = 400
"""No hand has this many actions; a larger ``at`` in a link is simply "the end"."""


class LinkError(ValueError):
    """A ``deal`` or ``at`` in a link that cannot be read; the text says why."""


def game_of(code: str) -> str:
    """The id of the game a deal code is for (``DealCodeError`` if no game's)."""
    return games.for_deal_code(code).id


def engine_of(game: str):
    return games.get(game).load("engine")


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
        raise LinkError(_("“{text}” is not a number of actions (a whole number from 0)").format(
            text=text[:20]))
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

def view_of(game: str):
    """The game's Table module (``ui/games/<id>/table.py``): names, words, drawing."""
    return games.get(game).load("ui").table


def seat_names(hand, game: str) -> list[str]:
    return view_of(game).seat_names(hand)


def action_words(before, action, game: str) -> str:
    """The action as a choice in a list: ``Order it up``, ``Play J♦``."""
    return view_of(game).action_words(before, action)


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
    return Comment(tuple(view_of(game).comment_lines(before, action, after)))


def legal_choices(hand, game: str) -> list[tuple[str, str]]:
    """The legal actions of the seat to move: (action text, words), in the engine's order."""
    return [(str(a), action_words(hand, a, game)) for a in hand.legal_actions()]


__all__ = ["AT_LIMIT", "Comment", "DealCodeError", "IllegalActionError", "LinkError",
           "action_words", "bot_action", "bot_reason", "comment", "deal_code", "engine_of", "fill",
           "game_of", "legal_choices", "parse_at", "position", "seat_names", "start_of",
           "states", "view_of"]
