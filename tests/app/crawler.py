"""A crawler that hunts for crashes: a restless learner who clicks anything.

From a seed, ``crawl`` opens ``app.py`` in ``streamlit.testing.v1.AppTest`` and, step
after step, either goes to a random page or drives a random *enabled* widget of the
page it is on (click a button, flip a checkbox or toggle, pick an option of a
selectbox, radio, segmented control, pills or multiselect, move a slider, type a
number or a text). After every step no exception element may be on the page.

The crawler knows no widget keys: it discovers what the page shows, as a learner
would, so it keeps working when a page's keys change. It does not drive widgets that
would download files or open links (download and link buttons, page links).

Everything follows from the seed: the crawler's own choices come from
``random.Random(seed)``, the module ``random`` (which pages draw deal and question
seeds from) is seeded with it, the progress store is a fresh file, and the learner
code is made from the seed. ``crawl(seed, steps)`` run again gives the same steps, so
``python3 bench/crawl.py --seed N --steps K`` replays a crash reported here.

Sometimes a click is followed at once by a click on another button of the same page,
before the page redraws (a learner clicking fast): both buttons' callbacks run (in page
order, as Streamlit calls them), the second on a state the first has changed, and then
the page is drawn once. (A double
click on one button cannot be sent this way: a run takes one press per widget.)
"""
from __future__ import annotations

import os
import random
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from streamlit.proto.WidgetStates_pb2 import WidgetState
from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.element_tree import Widget

APP = str(Path(__file__).resolve().parents[2] / "app.py")
PAGES = ("home", "learn", "practice", "problems", "review", "play", "daily", "dashboard", "table",
         "rules", "settings", "profile", "teacher")
GAMES = ("euchre", "ecarte")
# The widget kinds driven, by their AppTest accessor.
KINDS = ("button", "checkbox", "toggle", "selectbox", "radio", "button_group", "multiselect",
         "slider", "select_slider", "number_input", "text_input", "text_area")
GO_TO_PAGE = 0.12     # chance, per step, of going to another page
BUTTON_WEIGHT = 3     # buttons move the app on (deal, play, next): chosen more often
QUICK_SECOND_CLICK = 0.08   # chance that a click is followed at once by another
TEXTS = ("", "a", "42", "-1", "JH", "Jack of hearts", "<b>é ♥ 🃏</b>", "x" * 300)
TIMEOUT = 60          # seconds a single run may take (a click may run an analysis)
PROGRESS_DB = "EUCHRE_PROGRESS_DB"
DEV = "EUCHRE_DEV"


@dataclass(frozen=True)
class Step:
    """One thing the crawler did: on ``page``, ``action`` a widget (or go to a page)."""
    number: int
    page: str
    action: str          # "go to", "click", "quick clicks", "set"
    kind: str            # the widget's kind, or "page"
    key: str | None
    label: str
    value: str           # what was chosen, as text

    def __str__(self) -> str:
        if self.action == "go to":
            return f"step {self.number}: on {self.page}, go to page {self.label}"
        return (f"step {self.number}: on {self.page}, {self.action} {self.kind} "
                f"key={self.key!r} label={self.label!r} value={self.value}")


@dataclass(frozen=True)
class Crash:
    """An exception on the page after ``step``, with everything needed to replay it."""
    seed: int
    game: str
    pages: tuple[str, ...]
    step: Step
    error: str
    steps: tuple[Step, ...]

    @property
    def page(self) -> str:
        return self.step.page

    def report(self) -> str:
        pages = "" if self.pages == PAGES else f" --pages {','.join(self.pages)}"
        lines = [f"Crash with seed {self.seed} (first game {self.game}) at step {self.step.number} "
                 f"on page {self.step.page}:",
                 f"  widget: {self.step.kind} key={self.step.key!r} label={self.step.label!r} "
                 f"value={self.step.value}" if self.step.action != "go to"
                 else f"  going to page {self.step.label}",
                 "  exception:", *("    " + line for line in self.error.splitlines()),
                 f"Replay: python3 bench/crawl.py --seed {self.seed} --steps {self.step.number} "
                 f"--game {self.game}{pages} -v",
                 "Steps so far:", *("  " + str(s) for s in self.steps)]
        return "\n".join(lines)


def current_page(at: AppTest) -> str:
    """The page the last run finished on (``home``, ``learn`` …)."""
    # AppTest keeps no public record of it: read the page registry it keeps for switch_page.
    info = at._registered_pages.get(at._finished_page_script_hash, {})
    return Path(info.get("script_path", "home.py")).stem


def enabled_widgets(at: AppTest) -> list[Widget]:
    """The widgets a learner could use now, in a fixed order (kind, then page order)."""
    return [w for kind in KINDS for w in getattr(at, kind) if not getattr(w.proto, "disabled", False)]


def exceptions_text(at: AppTest) -> str:
    """Every exception on the page, with the end of its stack trace ('' when none)."""
    parts = []
    for e in at.exception:
        trace = [line.rstrip() for line in e.stack_trace if line.strip()][-6:]
        kind = e.proto.type or "Exception"
        parts.append("\n".join([f"{kind}: {e.value}", *trace]))
    return "\n---\n".join(parts)


def _label_state(w: Widget) -> WidgetState:
    ws = WidgetState()
    ws.id = w.id
    if w._as_list:
        ws.string_array_value.data[:] = list(w._labels)
    elif w._labels:
        ws.string_value = w._labels[0]
    return ws


def _send_labels(w: Widget, labels: list[str], as_list: bool) -> None:
    """Make choice widget ``w`` send the chosen options by their labels, as the browser
    does. (AppTest's ``set_value`` wants the raw option values, which a crawler that only
    sees the page cannot know when a ``format_func`` shows them differently.)"""
    w.__class__ = type(f"Labelled{type(w).__name__}", (type(w),), {"_widget_state": property(_label_state)})
    w._labels, w._as_list = tuple(labels), as_list


def _labels_now(w: Widget) -> list[str]:
    """The labels of the options selected now."""
    if w.type == "button_group":
        return list(w.formatted_values)
    return list(w.values)


def _drive(w: Widget, rng: random.Random) -> tuple[str, str]:
    """Use widget ``w`` once, with a random choice; (action, the value chosen as text)."""
    kind = w.type
    if kind == "button":
        w.click()
        return "click", "pressed"
    if kind in ("checkbox", "toggle"):
        v = not w.value
        w.set_value(v)
        return "set", repr(v)
    if kind in ("selectbox", "radio"):
        label = rng.choice(w.options)
        _send_labels(w, [label], as_list=False)
        return "set", repr(label)
    if kind == "button_group":
        label = rng.choice(w.options)
        now = _labels_now(w)
        if w._is_single_select:   # pressing the selected one clears it, unless it is required
            chosen = [] if now == [label] and not w.proto.required else [label]
            _send_labels(w, chosen, as_list=True)
            return "set", repr(chosen[0] if chosen else None)
        return "set", _toggle_option(w, label)
    if kind == "multiselect":
        return "set", _toggle_option(w, rng.choice(w.options))
    if kind == "select_slider":
        labels = sorted(rng.sample(range(len(w.options)), 2 if isinstance(w.value, (list, tuple)) else 1))
        _send_labels(w, [w.options[i] for i in labels], as_list=True)
        return "set", repr([w.options[i] for i in labels])
    if kind == "slider":
        return "set", repr(_slide(w, rng))
    if kind == "number_input":
        return "set", repr(_type_number(w, rng))
    if kind in ("text_input", "text_area"):
        text = rng.choice(TEXTS)
        if w.proto.max_chars:
            text = text[:w.proto.max_chars]
        w.set_value(text)
        return "set", repr(text)
    raise ValueError(f"the crawler does not drive {kind} widgets")


def _toggle_option(w: Widget, label: str) -> str:
    """Add option ``label`` to a multiple choice, or take it out; the change, as text."""
    now = _labels_now(w)
    if label in now:
        _send_labels(w, [x for x in now if x != label], as_list=True)
        return f"took out {label!r}"
    _send_labels(w, now + [label], as_list=True)
    return f"added {label!r}"


def _slide(w: Widget, rng: random.Random):
    p = w.proto
    is_int = p.data_type == p.INT

    def pick():
        n = int(round((p.max - p.min) / p.step)) if p.step else 0
        v = p.min + rng.randint(0, n) * p.step
        return int(v) if is_int else round(v, 10)

    if isinstance(w.value, (list, tuple)):
        v = sorted([pick(), pick()])
        w.set_range(*v)
        return v
    v = pick()
    w.set_value(v)
    return v


def _type_number(w: Widget, rng: random.Random):
    p = w.proto
    is_int = p.data_type == p.INT
    now = w.value if w.value is not None else 0
    step = p.step or 1
    candidates = [now + step, now - step, 0, -1, 1, 100, 10**6]
    lo = p.min if p.has_min else None
    hi = p.max if p.has_max else None
    candidates = [c for c in candidates if (lo is None or c >= lo) and (hi is None or c <= hi)] or [now]
    v = rng.choice(candidates)
    v = int(v) if is_int else float(v)
    w.set_value(v)
    return v


class _ProgressFile:
    """A fresh, empty progress store for one crawl, in development mode (a page's error is
    then raised for the crawler to see, not only a friendly message); the environment is
    put back after."""

    def __enter__(self):
        self._dir = tempfile.TemporaryDirectory(prefix="crawl-")
        self._old = {k: os.environ.get(k) for k in (PROGRESS_DB, DEV)}
        os.environ[PROGRESS_DB] = str(Path(self._dir.name) / "progress.sqlite3")
        os.environ[DEV] = "1"
        return self

    def __exit__(self, *exc):
        for k, old in self._old.items():
            if old is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = old
        self._dir.cleanup()


def crawl(seed: int, steps: int, pages: tuple[str, ...] = PAGES, game: str | None = None,
          on_step: Callable[[Step], None] | None = None) -> Crash | None:
    """Drive the app for ``steps`` random steps from ``seed``; the first crash, or ``None``.

    ``pages`` are the pages the crawler goes to (all of them unless told); ``game`` the
    game chosen at the start (else one chosen from the seed; the crawler may change it
    on Home). ``on_step`` is called with every step before it runs (to print a replay).
    """
    pages = tuple(pages)
    unknown = set(pages) - set(PAGES)
    if unknown or not pages:
        raise ValueError(f"pages must be some of {', '.join(PAGES)}; got {', '.join(pages) or 'none'}")
    rng = random.Random(seed)
    random.seed(seed)
    drawn = rng.choice(GAMES)   # drawn even when told, so the steps after are the same either way
    game = game or drawn
    done: list[Step] = []
    with _ProgressFile():
        at = AppTest.from_file(APP, default_timeout=TIMEOUT)
        at.session_state["game"] = game
        at.session_state["learner"] = f"crawler{seed}"[:32]
        first = Step(0, "home", "go to", "page", None, "home", "")
        crash = _run_step(at, seed, game, pages, first, done, on_step, at.run)
        for n in range(1, steps + 1):
            if crash:
                return crash
            page = current_page(at)
            widgets = enabled_widgets(at) if page in pages else []
            if not widgets or rng.random() < GO_TO_PAGE:
                target = rng.choice([p for p in pages if p != page] or pages)
                step = Step(n, page, "go to", "page", None, target, "")
                crash = _run_step(at, seed, game, pages, step, done, on_step,
                                  lambda t=target: at.switch_page(f"ui/pages/{t}.py").run())
                continue
            w = rng.choices(widgets, [BUTTON_WEIGHT if x.type == "button" else 1 for x in widgets])[0]
            kind, key, label = w.type, w.key, getattr(w, "label", None) or getattr(w.proto, "label", "")
            action, value = _drive(w, rng)
            others = [b for b in widgets if b.type == "button" and b.id != w.id]
            if kind == "button" and others and rng.random() < QUICK_SECOND_CLICK:
                other = rng.choice(others)
                other.click()
                action, value = "quick clicks", (f"pressed with button key={other.key!r} "
                                                 f"label={other.label!r}, both before the page redrew")
            step = Step(n, page, action, kind, key, label, value)
            crash = _run_step(at, seed, game, pages, step, done, on_step, at.run)
        return crash


def _run_step(at: AppTest, seed: int, game: str, pages: tuple[str, ...], step: Step,
              done: list[Step], on_step, run: Callable[[], object]) -> Crash | None:
    done.append(step)
    if on_step:
        on_step(step)
    try:
        run()
    except Exception as exc:   # the run itself failed (a timeout, a widget AppTest refused)
        error = f"the run raised {type(exc).__name__}: {exc}"
    else:
        error = exceptions_text(at)
    # Stay on the page the run finished on, as the browser does after st.switch_page.
    at._page_hash = ""
    if error:
        return Crash(seed, game, pages, step, error, tuple(done))
    return None
