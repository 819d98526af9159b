"""Hand records: a whole hand (the deal and every action) as plain text, both games.

The format is documented in ``docs/hand-records.md``. In short::

    # Euchre hand record
    rules: standard
    deal: EU-standard-3…
    West: pass
    North: order

Header lines (``rules:``, ``deal:``, and for Écarté ``scores:``) come first; then
one action a line, ``<seat>: <action>``, with the seat as the game's words name it
and the action in its text form. ``#`` starts a comment; blank lines are skipped.
A record is the teacher's full view: face-down discards are written as the real
cards, so a record replays the hand exactly.
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from . import games
from .cards import NotationError
from .errors import DealCodeError, IllegalActionError, Reason, RecordError, RulesError

HandState = Any


def _why(code: str, **details: Any) -> Reason:
    """A record problem, rendered (in the language of the moment) when shown."""
    return Reason.of("engine", code, **details)
HEADER_KEYS = ("rules", "deal", "scores")


def _record_of(spec: games.GameSpec) -> ModuleType:
    """The game's record module (``<engine package>.record``): its title, seat names,
    rules line, scores line and points."""
    try:
        return importlib.import_module(spec.engine + ".record")
    except ModuleNotFoundError:   # a game may come without hand records
        raise RecordError(_why("record_no_records", game=spec.id)) from None


# ----- writing ---------------------------------------------------------------------------

def write_record(state: HandState) -> str:
    """The record of the hand ``state`` belongs to, from its deal to ``state``."""
    try:
        spec = games.of(state)
    except RulesError:
        raise RecordError(f"write_record needs a hand state of a game here, not {state!r}") from None
    game = _record_of(spec)
    rules_text = game.rules_text(state)
    code, scores = spec.load("engine").encode_deal(state), game.scores(state)
    names = game.seat_names(state.rules)
    lines = [f"# {game.TITLE} deal record", f"rules: {rules_text}", f"deal: {code}"]
    if scores is not None:
        lines.append("scores: " + " ".join(str(s) for s in scores))
    lines += [f"{names[event.seat]}: {event.action}" for event in state.history]
    if state.is_over:
        lines.append("# the deal is over; points: " + " ".join(str(p) for p in game.points(state.result)))
    return "\n".join(lines) + "\n"


# ----- reading ---------------------------------------------------------------------------

def read_record(text: str) -> HandState:
    """The hand a record describes, after its last action. Refuses a record that
    cannot be read or breaks a rule with ``RecordError`` naming the line."""
    if not isinstance(text, str):
        raise RecordError(_why("record_not_text"))
    headers: dict[str, tuple[int, str]] = {}
    state: HandState | None = None
    game: ModuleType | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, colon, value = line.partition(":")
        if not colon:
            raise RecordError(_why("record_line_form"), number)
        key, value = " ".join(key.split()), value.strip()
        if key.lower() in HEADER_KEYS:
            if state is not None:
                raise RecordError(_why("record_header_late", key=key.lower()), number)
            if key.lower() in headers:
                raise RecordError(_why("record_header_twice", key=key.lower()), number)
            headers[key.lower()] = (number, value)
            continue
        if state is None or game is None:   # (both are set together)
            state, game = _start(headers, first_action_line=number)
        state = _apply_line(state, game, key, value, number)
    if state is None:
        state, game = _start(headers, first_action_line=None)
    return state


def _start(headers: dict[str, tuple[int, str]], first_action_line: int | None
           ) -> tuple[HandState, ModuleType]:
    """The hand at its deal, from the header lines."""
    if "deal" not in headers:
        raise RecordError(_why("record_no_deal"), first_action_line)
    deal_line, code = headers["deal"]
    try:
        spec = games.for_deal_code(code)
        state = spec.load("engine").decode_deal(code)
    except DealCodeError as e:
        raise RecordError(_why("record_bad_deal", error=e), deal_line) from None
    game = _record_of(spec)
    if "rules" in headers:
        _check_rules_line(state, game, *headers["rules"])
    if "scores" in headers:
        state = game.with_scores(state, headers["scores"][1], headers["scores"][0])
    return state, game


def _check_rules_line(state: HandState, game: ModuleType, number: int, text: str) -> None:
    try:
        rules = game.rules_from_text(text)
    except (DealCodeError, RulesError) as e:
        raise RecordError(_why("record_bad_rules", error=e), number) from None
    if rules != state.rules:
        raise RecordError(_why("record_rules_differ", text=text), number)


def _apply_line(state: HandState, game: ModuleType, seat_text: str, action: str,
                number: int) -> HandState:
    names = game.seat_names(state.rules)
    by_name = {name.lower(): seat for seat, name in enumerate(names)}
    seat = by_name.get(seat_text.lower())
    if seat is None:
        raise RecordError(_why("record_no_seat", seat=seat_text, seats=tuple(names)), number)
    if state.is_over:
        raise RecordError(_why("record_hand_over", seat=names[seat], action=action), number)
    if seat != state.current_player:
        raise RecordError(_why("record_not_turn", turn=names[state.current_player],
                                    seat=names[seat]), number)
    try:
        return state.apply(action)
    except IllegalActionError as e:
        raise RecordError(_why("record_refused", seat=names[seat], action=action, reason=e.reason),
                          number, e.reason) from None
    except NotationError as e:  # defensive: apply reports unreadable actions itself
        raise RecordError(_why("record_not_action", action=action, error=e), number) from None
