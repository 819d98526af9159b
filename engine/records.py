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

from dataclasses import dataclass
from typing import Callable

from . import ecarte, euchre
from .cards import NotationError
from .ecarte.dealcode import rules_from_token, rules_token
from .errors import DealCodeError, IllegalActionError, RecordError, RulesError
from .words import SEAT_NAMES

HandState = euchre.HandState | ecarte.HandState
HEADER_KEYS = ("rules", "deal", "scores")


@dataclass(frozen=True)
class _Game:
    """What the record reader needs to know about one game."""

    title: str
    seat_names: Callable[[object], tuple[str, ...]]   # rules -> one name per seat


# Seat names in a record are part of its format (English whatever the learner's language).
_EUCHRE = _Game("Euchre", lambda rules: SEAT_NAMES[rules.players])
_ECARTE = _Game("Écarté", lambda rules: tuple(f"Seat {s}" for s in range(rules.players)))


# ----- writing ---------------------------------------------------------------------------

def write_record(state: HandState) -> str:
    """The record of the hand ``state`` belongs to, from its deal to ``state``."""
    if isinstance(state, euchre.HandState):
        game, rules_text = _EUCHRE, state.rules.preset_name
        if rules_text is None:
            raise RecordError("only hands under a named preset can be written as a record "
                              "(the deal line is a deal code, which names the preset)")
        code, scores = euchre.encode_deal(state), None
    elif isinstance(state, ecarte.HandState):
        game, rules_text = _ECARTE, rules_token(state.rules)
        code = ecarte.encode_deal(state)
        needed = state.start.needed
        # The game score before the hand matters: the hand stops when the target is hit.
        scores = None if needed is None else [state.rules.target_score - n for n in needed]
    else:
        raise TypeError(f"write_record needs a Euchre or Écarté hand state, not {state!r}")
    names = game.seat_names(state.rules)
    lines = [f"# {game.title} hand record", f"rules: {rules_text}", f"deal: {code}"]
    if scores is not None:
        lines.append("scores: " + " ".join(str(s) for s in scores))
    lines += [f"{names[event.seat]}: {event.action}" for event in state.history]
    if state.is_over:
        points = state.result.points_by_team if game is _EUCHRE else state.result.points
        lines.append("# the hand is over; points: " + " ".join(str(p) for p in points))
    return "\n".join(lines) + "\n"


# ----- reading ---------------------------------------------------------------------------

def read_record(text: str) -> HandState:
    """The hand a record describes, after its last action. Refuses a record that
    cannot be read or breaks a rule with ``RecordError`` naming the line."""
    if not isinstance(text, str):
        raise RecordError("a hand record is text")
    headers: dict[str, tuple[int, str]] = {}
    state = game = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, colon, value = line.partition(":")
        if not colon:
            raise RecordError("write 'seat: action' (like 'South: pass') or a header "
                              "like 'deal: <code>'", number)
        key, value = " ".join(key.split()), value.strip()
        if key.lower() in HEADER_KEYS:
            if state is not None:
                raise RecordError(f"the {key.lower()} line must come before the first action",
                                  number)
            if key.lower() in headers:
                raise RecordError(f"the record has a second {key.lower()} line", number)
            headers[key.lower()] = (number, value)
            continue
        if state is None:
            state, game = _start(headers, first_action_line=number)
        state = _apply_line(state, game, key, value, number)
    if state is None:
        state, game = _start(headers, first_action_line=None)
    return state


def _start(headers: dict[str, tuple[int, str]], first_action_line: int | None):
    """The hand at its deal, from the header lines."""
    if "deal" not in headers:
        raise RecordError("the record has no 'deal:' line before its actions",
                          first_action_line)
    deal_line, code = headers["deal"]
    is_ecarte = code.upper().startswith("ECARTE")
    try:
        state = (ecarte if is_ecarte else euchre).decode_deal(code)
    except DealCodeError as e:
        raise RecordError(f"the deal code is refused: {e}", deal_line) from None
    if "rules" in headers:
        _check_rules_line(state, is_ecarte, *headers["rules"])
    if "scores" in headers:
        scores_line, scores = headers["scores"]
        if not is_ecarte:
            raise RecordError("a Euchre record has no scores line (a Euchre hand is played "
                              "the same whatever the score)", scores_line)
        state = _with_scores(state, scores, scores_line)
    return state, (_ECARTE if is_ecarte else _EUCHRE)


def _check_rules_line(state: HandState, is_ecarte: bool, number: int, text: str) -> None:
    try:
        rules = rules_from_token(text) if is_ecarte else euchre.preset(text)
    except (DealCodeError, RulesError) as e:
        raise RecordError(f"the rules line is not rules I know: {e}", number) from None
    if rules != state.rules:
        raise RecordError(f"the rules line says {text!r} but the deal code is for other rules",
                          number)


def _with_scores(state: ecarte.HandState, text: str, number: int) -> ecarte.HandState:
    parts = text.split()
    if not all(p.isascii() and p.isdigit() and len(p) <= 9 for p in parts):
        raise RecordError("the scores line is one whole number per seat, like 'scores: 3 4'",
                          number)
    try:
        return ecarte.from_deal(state.rules, state.dealer, state.hands, state.turnup,
                                state.talon, scores=[int(p) for p in parts])
    except (RulesError, DealCodeError) as e:
        raise RecordError(f"the scores cannot be: {e}", number) from None


def _apply_line(state: HandState, game: _Game, seat_text: str, action: str,
                number: int) -> HandState:
    names = game.seat_names(state.rules)
    by_name = {name.lower(): seat for seat, name in enumerate(names)}
    seat = by_name.get(seat_text.lower())
    if seat is None:
        raise RecordError(f"{seat_text!r} is not a seat at this table; the seats are "
                          + ", ".join(names), number)
    if state.is_over:
        raise RecordError(f"the hand is already over, so {names[seat]} cannot {action!r}",
                          number)
    if seat != state.current_player:
        raise RecordError(f"it is {names[state.current_player]}'s turn, not {names[seat]}'s",
                          number)
    try:
        return state.apply(action)
    except IllegalActionError as e:
        raise RecordError(f"'{names[seat]}: {action}' is refused: {e.reason.text}", number,
                          e.reason) from None
    except NotationError as e:  # defensive: apply reports unreadable actions itself
        raise RecordError(f"{action!r} is not an action: {e}", number) from None
