"""The Table page's model, without Streamlit: a deal code, the actions taken since
the deal, and the sentence that tells a newcomer what each action did.

A position is always rebuilt from the deal by applying the actions in order (states
are immutable, so "back" is just one action fewer). Where the teacher has not chosen,
the next action is the intermediate computer player's choice; those bots are
deterministic, so a link carrying only the deal code and a count of actions
(``?deal=<code>&at=<n>``) shows the same position to whoever opens it.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Sequence
from urllib.parse import parse_qs

from engine import games
from engine.ai import make_bot
from engine.errors import DealCodeError, EngineError, IllegalActionError
from engine.i18n import _
from engine.records import read_record

BOT_LEVEL = "intermediate"
AT_LIMIT = 400
"""No hand has this many actions; a larger ``at`` in a link is simply "the end"."""


class LinkError(ValueError):
    """A ``deal``, ``at`` or ``acts`` in a link that cannot be read; the text says why."""


class NotForTheTable(ValueError):
    """A hand the table cannot show as it is (it replays hands from their deal code)."""


def game_of(code: str) -> str:
    """The id of the game a deal code is for (``DealCodeError`` if no game's)."""
    return games.for_deal_code(code).id


def engine_of(game: str):
    return games.get(game).load("engine")


def clean_code(code) -> str:
    """A deal code as given with every space and line break taken out: no code holds one,
    and a code copied from an e-mail or a chat may come broken over two lines (before,
    that read "the deal code has ' ', a character deal codes never use")."""
    return "".join(str(code).split())


def start_of(code: str):
    """The hand a deal code describes, at its deal; ``DealCodeError`` if it is bad."""
    if not isinstance(code, str) or not code.strip():
        raise DealCodeError("the deal code is empty")
    return engine_of(game_of(code)).decode_deal(clean_code(code))


def preset_for(game: str, rules) -> str | None:
    """The named variant whose deals ``rules`` deal: the one they are, or the one they
    differ from only in the target score, which plays no part in one deal (before, a
    teacher playing Euchre to 5 was told on the Table that custom rules cannot travel in
    a deal code, and dealt Standard Euchre in place of Stick the Dealer); else ``None``."""
    presets = engine_of(game).PRESETS
    for name, preset in presets.items():
        if preset == rules:
            return name
    if not hasattr(rules, "target_score"):
        return None
    for name, preset in presets.items():
        if dataclasses.replace(preset, target_score=rules.target_score) == rules:
            return name
    return None


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
    # isdigit() alone lets "²" through, which int() then refuses with its own error
    if not (text.isascii() and text.isdigit()) or len(text) > 6:
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


def teachers_line(start, game: str, actions: Sequence[str]) -> list[str]:
    """``actions`` up to the last one the computer player would not have chosen (the
    teacher's own): a link carries these, and the bots replay the rest the same way."""
    hand, last = start, 0
    for i, action in enumerate(actions):
        if hand.is_over:
            break
        if str(bot_action(hand, game)) != action:
            last = i + 1
        hand = hand.apply(action)
    return list(actions[:last])


ACTS_LIMIT = 4000
"""Longer than any hand's actions written out; a longer ``acts`` is not a link we wrote."""


def acts_text(actions: Sequence[str]) -> str:
    """Actions for a link's ``acts``: ``pass.order.discard_9D`` (only characters a URL
    keeps as they are; no action's text holds a dot or an underscore)."""
    return ".".join(a.replace(" ", "_") for a in actions)


def parse_acts(start, text) -> list[str]:
    """The actions a link's ``acts`` names, each checked by the engine in turn from the
    deal; ``LinkError`` naming the first that cannot be read or played."""
    text = str(text).strip()
    if len(text) > ACTS_LIMIT:
        raise LinkError(_("the link's list of moves is far longer than any deal"))
    hand, out = start, []
    for n, item in enumerate(text.split(".") if text else [], start=1):
        action = " ".join(item.replace("_", " ").split())
        try:
            hand = hand.apply(action)
        except IllegalActionError as e:
            raise LinkError(_("move {n} of the link, “{action}”, cannot be played: {why}").format(
                n=n, action=action[:30], why=e.reason.text)) from None
        except EngineError:
            raise LinkError(_("move {n} of the link, “{action}”, is not a move").format(
                n=n, action=action[:30])) from None
        out.append(str(hand.history[-1].action))
    return out


def link(code: str, actions: Sequence[str], at: int) -> dict[str, str]:
    """The address of a position: ``deal``, ``at``, and ``acts`` when the line holds
    moves the computer players would not have made."""
    out = {"deal": code, "at": str(at)}
    line = teachers_line(start_of(code), game_of(code), actions)
    if line:
        out["acts"] = acts_text(line)
    return out


def open_link(code: str, at_text, acts) -> tuple[str, list[str], int]:
    """The position a link names: (code, line of actions, at). ``DealCodeError`` for a
    bad deal, ``LinkError`` for a bad ``at`` or ``acts``."""
    start = start_of(code)
    at = parse_at(at_text if at_text is not None else "0")
    line = parse_acts(start, acts or "")
    actions = fill(start, game_of(code), line, at)
    return clean_code(code), actions, min(at, len(actions))


def is_link(text) -> bool:
    """Whether pasted text is a Table address (``…/table?deal=…&at=…``), not a bare code."""
    return "deal=" in clean_code(text)


def read_pasted(text) -> tuple[str, list[str], int]:
    """What a teacher pasted where a deal code goes: a deal code (the deal at its start),
    or an address the Table page wrote, which the page asks teachers to share (the
    position it names: its ``deal``, ``at`` and ``acts``; the view and projector mode it
    holds were the sharer's, and the table keeps its own). ``DealCodeError`` for a bad
    deal, ``LinkError`` for a bad ``at`` or ``acts``."""
    text = clean_code(text)
    if not is_link(text):
        start_of(text)
        return text, [], 0
    query = parse_qs(text.split("?", 1)[-1].split("#", 1)[0])
    code = query.get("deal", [""])[-1]
    return open_link(code, query.get("at", [None])[-1], query.get("acts", [None])[-1])


def from_record(text) -> tuple[str, list[str]]:
    """The deal code and actions of a hand record (``engine.records``): the engine's
    ``RecordError`` names the line a record breaks; ``NotForTheTable`` when the hand
    depends on a game score, which a deal code does not hold (an Écarté ``scores:``)."""
    hand = read_record(text)
    code = games.of(hand).load("engine").encode_deal(hand)
    actions = [str(e.action) for e in hand.history]
    if position(start_of(code), actions) != hand:
        raise NotForTheTable(_("that deal depends on the game score before it, which the "
                               "table does not keep"))
    return code, actions


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


def comment(before, after, game: str, seen_by: int | None = None) -> Comment:
    """The commentary for the last action, the one that took ``before`` to ``after``
    (as seat ``seen_by`` saw it, when given: no face-down card named)."""
    action = after.history[-1].action
    return Comment(tuple(view_of(game).comment_lines(before, action, after, seen_by=seen_by)))


def legal_choices(hand, game: str) -> list[tuple[str, str]]:
    """The legal actions of the seat to move: (action text, words), in the engine's order."""
    return [(str(a), action_words(hand, a, game)) for a in hand.legal_actions()]


__all__ = ["ACTS_LIMIT", "AT_LIMIT", "Comment", "DealCodeError", "IllegalActionError", "LinkError", "NotForTheTable",
           "action_words", "acts_text", "bot_action", "bot_reason", "comment", "deal_code", "engine_of", "fill", "from_record",
           "game_of", "is_link", "legal_choices", "preset_for", "link", "open_link", "parse_acts", "parse_at", "position", "read_pasted",
           "seat_names", "start_of",
           "states", "teachers_line", "view_of"]
