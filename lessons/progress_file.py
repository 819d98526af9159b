"""Reading a progress file back: the JSON that "Download my progress" gives
(``ProgressStore.export``), checked whole before anything is written.

``read_progress_file`` returns the rows to load (``ProgressStore.load_progress`` merges them
into a profile) or raises ``ProgressFileError``, whose sentence says what is wrong. Every
part and every row is checked: a file too large, not JSON, another format, a part or a
field missing or unknown, a value of the wrong kind or out of range (a time before 1970 or
in the future, a negative count, a game this app does not have). Pure: no store, no clock
(``now`` is passed in).
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any, Callable

from engine import games
from engine.i18n import N_, _
from lessons.progress import CARD_KINDS, EXPORT_FORMAT

MAX_BYTES = 20 * 2**20
"""The largest file read (20 MB: some hundred thousand answers)."""
MAX_MB = MAX_BYTES // 2**20
LATE = 86400.0
"""A time up to a day after now is allowed (the other computer's clock may run ahead)."""
MOST_COUNT = 10_000_000
"""More right or wrong answers than this for one kind of question is no learner's count."""
NAME_CHARS = 200
"""The longest id (a game, lesson, quiz kind, card or saved item's key) read."""
TEXT_CHARS = 2**20
"""The longest saved text (a card's puzzle, a quiz passed) read."""


class ProgressFileError(ValueError):
    """The file cannot be loaded: ``words(escape)`` is the sentence for the learner, with
    each value taken from the file passed through ``escape`` (Markdown-safe on a page)."""

    def __init__(self, template: str, **values: Any) -> None:
        self.template, self.values = template, values
        super().__init__(self.words(str))

    def words(self, escape: Callable[[str], str]) -> str:
        return _(self.template).format(**{k: escape(str(v)) if isinstance(v, str) else v
                                          for k, v in self.values.items()})


def _str(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v) <= NAME_CHARS


def _name(v: Any) -> bool:   # may be empty (a lesson "" is Practice, as None)
    return isinstance(v, str) and len(v) <= NAME_CHARS


def _text(v: Any) -> bool:
    return isinstance(v, str) and len(v) <= TEXT_CHARS


def _int(lo: int, hi: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def _maybe(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda v: v is None or check(v)


def _json(v: Any) -> bool:
    if not _text(v):
        return False
    try:
        json.loads(v)
    except (ValueError, RecursionError):
        return False
    return True


def _game(v: Any) -> bool:
    return isinstance(v, str) and v in games.ids()


COUNT = _int(0, MOST_COUNT)
STEP = _int(0, 10_000)
SEED = _int(-2**63, 2**63 - 1)


def _columns(now: float) -> dict[str, dict[str, Callable[[Any], bool]]]:
    """Each part of the file: its fields and what each may hold."""
    def moment(v: Any) -> bool:
        return isinstance(v, (int, float)) and not isinstance(v, bool) \
            and math.isfinite(v) and 0 <= v <= now + LATE

    def due(v: Any) -> bool:   # a card falls due in the future, maybe years ahead
        return isinstance(v, (int, float)) and not isinstance(v, bool) \
            and math.isfinite(v) and 0 <= v <= now + 100 * 365 * 86400

    return {
        "position": {"game": _game, "lesson": _str, "step": STEP, "updated": moment},
        "done": {"game": _game, "lesson": _str, "updated": moment, "stars": _maybe(_int(0, 3))},
        "answers": {"game": _game, "topic": _str, "right": COUNT, "wrong": COUNT},
        "lesson_answers": {"game": _game, "lesson": _str, "right": COUNT, "wrong": COUNT},
        "answer_log": {"id": _int(0, 2**63 - 1), "at": moment, "game": _game,
                       "lesson": _maybe(_name), "topic": _str, "seed": _maybe(SEED),
                       "correct": _int(0, 1)},
        "blob": {"key": _str, "text": _text, "updated": moment},
        "review_card": {"card_id": _str, "game": _game, "kind": lambda v: isinstance(v, str) and v in CARD_KINDS,
                        # (a card whose schedule cannot be read starts again: any text)
                        "payload": _json, "fsrs": _text, "due": due, "updated": moment},
        "decision_log": {"card_id": _str, "at": moment, "game": _game},
    }


# The primary key of each part, without the learner: a file the app wrote has each once.
KEYS = {"position": ("game",), "done": ("game", "lesson"), "answers": ("game", "topic"),
        "lesson_answers": ("game", "lesson"), "blob": ("key",), "review_card": ("card_id",),
        "decision_log": ("card_id", "at"), "answer_log": ("id",)}
OPTIONAL = frozenset({"decision_log"})
"""Parts a file from an older app does not have."""
PROFILE = frozenset({"name", "created", "has_pin"})


@dataclass(frozen=True)
class ProgressFile:
    """The rows to load, by part (each a dict by field, as in the file); ``left_out``: the
    rows the file's notes mark as written differently from how they were stored."""
    rows: dict[str, list[dict[str, Any]]]
    left_out: int

    @property
    def lessons(self) -> int:
        return len(self.rows["done"])

    @property
    def answers(self) -> int:
        return len(self.rows["answer_log"])

    @property
    def cards(self) -> int:
        return len(self.rows["review_card"])


def _short(name: Any) -> str:
    text = str(name)
    return text if len(text) <= 40 else text[:39] + "…"


def read_progress_file(raw: bytes, now: float) -> ProgressFile:
    """The progress in ``raw`` (a downloaded progress file), checked whole, at ``now``
    (seconds since 1970); ``ProgressFileError`` at the first thing wrong."""
    if len(raw) > MAX_BYTES:
        raise ProgressFileError(N_("This file is too large to be a progress file (the most is "
                                   "{most} MB), so nothing was loaded."), most=MAX_MB)
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise ProgressFileError(N_("This file is not a progress file (it is not text), so "
                                   "nothing was loaded.")) from None
    except json.JSONDecodeError as exc:
        raise ProgressFileError(N_("This file is not a progress file, or it was cut short or "
                                   "changed: its JSON is broken at line {line}, so nothing "
                                   "was loaded."), line=exc.lineno) from None
    except RecursionError:
        raise ProgressFileError(N_("This file is not a progress file (its JSON is nested too "
                                   "deeply), so nothing was loaded.")) from None
    if not isinstance(data, dict) or "format" not in data:
        raise ProgressFileError(N_("This file is JSON but not a progress file from this app "
                                   "(it has no \"format\" field), so nothing was loaded."))
    if type(data["format"]) is not int or data["format"] != EXPORT_FORMAT:
        raise ProgressFileError(N_("This progress file is of format {found}, which this version "
                                   "of the app does not read (it reads format {known}), so "
                                   "nothing was loaded."),
                                found=_short(json.dumps(data["format"])), known=EXPORT_FORMAT)
    columns = _columns(now)
    parts = {"format", "learner", "profile", "notes", *columns}
    unknown = sorted(set(data) - parts)
    if unknown:
        raise ProgressFileError(N_("This progress file has a part this app does not know "
                                   "(\"{name}\"), so nothing was loaded."), name=_short(unknown[0]))
    missing = sorted(parts - OPTIONAL - set(data))
    if missing:
        raise ProgressFileError(N_("This progress file has no \"{name}\" part, so nothing was "
                                   "loaded."), name=missing[0])
    if not isinstance(data["learner"], str):
        raise _bad_part("learner")
    _check_profile(data["profile"])
    skip = _noted(data["notes"], columns)
    rows: dict[str, list[dict[str, Any]]] = {}
    for part, fields in columns.items():
        found = data.get(part, [])
        if not isinstance(found, list):
            raise _bad_part(part)
        rows[part] = []
        seen: set[tuple] = set()
        for i, row in enumerate(found):
            if (part, i) in skip:
                continue
            _check_row(part, i, row, fields)
            key = tuple(row[k] for k in KEYS[part])
            if key in seen:
                raise ProgressFileError(N_("Row {row} of the \"{part}\" part of this progress "
                                           "file repeats an earlier one, so nothing was "
                                           "loaded."), row=i + 1, part=part)
            seen.add(key)
            rows[part].append(row)
    return ProgressFile(rows, len(skip))


def _bad_part(part: str) -> ProgressFileError:
    return ProgressFileError(N_("The \"{part}\" part of this progress file is not what this app "
                                "writes there, so nothing was loaded."), part=part)


def _check_profile(found: Any) -> None:
    """The profile it was downloaded from (never loaded: the name and PIN stay this one's)."""
    if found is None:
        return
    if not isinstance(found, dict) or set(found) != PROFILE:   # (its values are not used)
        raise _bad_part("profile")


def _noted(notes: Any, columns: dict) -> set[tuple[str, int]]:
    """The rows the notes name (a value written as text, base64 or left out: not as stored,
    so not loaded)."""
    if not isinstance(notes, list):
        raise _bad_part("notes")
    out = set()
    for note in notes:
        if not isinstance(note, dict) or not isinstance(note.get("table"), str) \
                or not _int(0, 2**31)(note.get("row")):
            raise _bad_part("notes")
        if note["table"] in columns:
            out.add((note["table"], note["row"]))
    return out


def _check_row(part: str, i: int, row: Any, fields: dict[str, Callable[[Any], bool]]) -> None:
    if not isinstance(row, dict):
        raise ProgressFileError(N_("Row {row} of the \"{part}\" part of this progress file is not "
                                   "a record, so nothing was loaded."), row=i + 1, part=part)
    for name, check in fields.items():
        if name not in row:
            raise ProgressFileError(N_("Row {row} of the \"{part}\" part of this progress file "
                                       "has no \"{field}\" field, so nothing was loaded."),
                                    row=i + 1, part=part, field=name)
        if not check(row[name]):
            raise ProgressFileError(N_("Row {row} of the \"{part}\" part of this progress file "
                                       "has a value that makes no sense for \"{field}\" "
                                       "({value}), so nothing was loaded."),
                                    row=i + 1, part=part, field=name,
                                    value=_short(json.dumps(row[name], ensure_ascii=False)))
    extra = sorted(set(row) - set(fields))
    if extra:
        raise ProgressFileError(N_("Row {row} of the \"{part}\" part of this progress file has a "
                                   "field this app does not know (\"{field}\"), so nothing was "
                                   "loaded."), row=i + 1, part=part, field=_short(extra[0]))
