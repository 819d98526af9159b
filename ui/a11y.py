"""What a screen reader and a keyboard need beyond what Streamlit draws: a polite live
region, a visually hidden text alternative with a heading, spoken names for buttons
whose labels are card glyphs, and focus that moves on to the next decision when the
button the learner pressed is gone.

The sentences come from ``lessons.spoken``; the styles (``sr-only``, the focus ring)
are in ``ui/theme.py``.
"""
from __future__ import annotations

import json
from html import escape

import streamlit as st

from engine.i18n import _

# Runs in the page (st.html with JavaScript). One listener remembers the last focused
# element and its widget key; one observer puts the spoken names back on buttons Streamlit
# redraws, and looks after the focus. ``focus``: when the element the learner last used
# (its key matching ``lost``) has been removed or disabled by a redraw (the focus is then on
# nothing), the focus goes back to that widget if the redraw drew it again, else to the
# first element matching ``focus``. Only a focus lost with its element is moved: one the
# learner took away (a click on the page's background) is left alone. Watched for as long
# as the page is open, not for a while after a run: on a busy server a redraw comes late.
_SCRIPT = """<script>(() => {
const w = window, token = %(token)s;
if (!w.euA11y) {
  const a = w.euA11y = {names: {}, last: "", el: null, watch: {}};
  document.addEventListener("focusin", (e) => {
    const box = e.target.closest && e.target.closest('[class*="st-key-"]');
    a.last = box ? (box.className.match(/st-key-(\\S+)/) || ["", ""])[1] : "";
    a.el = e.target;
  });
  // The words go in a visually hidden span inside the button and the glyph is hidden from
  // screen readers: the button's name is read from its content, in words.
  a.apply = () => {
    for (const names of Object.values(a.names)) {
      for (const [key, name] of Object.entries(names)) {
        document.querySelectorAll(`.st-key-${key} button, .st-key-${key} input`).forEach((el, i) => {
          const said = Array.isArray(name) ? name[i] : name;
          if (!said) return;
          // Streamlit names a checkbox by aria-label: replace it. Pills (a list of names) are
          // redrawn by their widget when their content changes: an aria-label leaves it alone.
          if (el.matches("input") || Array.isArray(name)) {
            if (el.getAttribute("aria-label") !== said) el.setAttribute("aria-label", said);
            return;
          }
          let span = el.querySelector(":scope > .eu-said");
          if (!span) {
            el.querySelectorAll('[data-testid="stMarkdownContainer"]').forEach(
              (m) => m.setAttribute("aria-hidden", "true"));
            span = document.createElement("span");
            span.className = "eu-said";
            el.appendChild(span);
          }
          if (span.textContent !== said) span.textContent = said;
        });
      }
    }
  };
  const shown = (b) => !b.disabled && (b.checkVisibility ? b.checkVisibility() : b.offsetParent !== null);
  a.refocus = () => {
    const now = document.activeElement, el = a.el;
    if (now && now !== document.body && now.isConnected && !now.disabled) return;
    if (!el || (el.isConnected && !el.disabled)) return;   // not lost with its element
    // A run draws the page in steps (the old button may go before its copy comes): decide
    // once it is over.
    const app = document.querySelector('[data-testid="stApp"]');
    if (app && app.dataset.testScriptState === "running") { a.soon(); return; }
    const watch = Object.values(a.watch).find((c) => c.lost.test(a.last));
    if (!watch) return;
    const again = [...document.querySelectorAll(
      `.st-key-${a.last} button, .st-key-${a.last} input`)].find((b) => b !== el && shown(b));
    const target = again || document.querySelector(watch.focus);
    if (target) target.focus();
  };
  // A removed element and its redrawn copy may come in two steps: look a moment later (at
  // most every 0.1 s: not put off again by each change, since the Play page's poller
  // changes the page's run state ten times a second while the coach thinks).
  let queued = false, timer = 0;
  a.soon = () => { if (!timer) timer = setTimeout(() => { timer = 0; a.refocus(); }, 100); };
  new MutationObserver(() => {
    if (!queued) { queued = true; requestAnimationFrame(() => { queued = false; a.apply(); }); }
    a.soon();
  }).observe(document.body, {childList: true, subtree: true, attributes: true,
                             attributeFilter: ["disabled", "data-test-script-state"]});
}
const a = w.euA11y;
a.names[%(scope)s] = %(names)s;
a.apply();
const focus = %(focus)s;
if (!focus) return;
// This run's selector for its widgets (a newer position's script replaces it).
a.watch[%(scope)s] = {focus, lost: new RegExp(%(lost)s)};
a.soon();
})();</script>"""


def keyboard(scope: str, names: dict[str, str], token: str = "", focus: str | None = None,
             lost: str = "(?!)", also: str = "") -> None:
    """Give the widgets with the keys in ``names`` those spoken names (hidden words in the
    button, the glyphs hidden from screen readers; for a checkbox, and for a list, which
    names the buttons of one widget in order such as pills, an ``aria-label``), and
    (with ``focus``, a CSS selector) move the focus to the first element it matches when
    the learner's last focused widget (its key matching the regular expression ``lost``)
    has been removed or disabled. ``token`` changes when the position does, so the script
    runs again for a new position and not for a rerun of the same one. ``also``: another
    script of the page, in the same element (each element takes a gap on the page)."""
    st.html(_SCRIPT % {"token": json.dumps(token), "scope": json.dumps(scope),
                       "names": json.dumps(names), "focus": json.dumps(focus),
                       "lost": json.dumps(lost)} + also, unsafe_allow_javascript=True)


def live(sentences: list[str]) -> str:
    """A polite live region (HTML): a screen reader reads it out when its words change.
    It is drawn on every run, empty or not, so it exists before it changes."""
    return (f'<div class="eu-live sr-only" role="status" aria-live="polite" aria-atomic="true">'
            f'{escape(" ".join(sentences))}</div>')


def text_alternative(heading: str, lines: list[str]) -> str:
    """A visually hidden section a screen reader reaches in one step (by its heading)."""
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    return (f'<section class="eu-words sr-only"><div role="heading" aria-level="2">'
            f"{escape(heading)}</div><ul>{items}</ul></section>")


def table_heading() -> str:
    return _("The table in words")


# Runs in the page: one keydown listener (added once per browser tab) that clicks the
# button of the widget a key names. The buttons are found by their widget key (the class
# Streamlit gives each keyed widget), never by their words, so any language works. Keys
# typed into a text field, or arrows that move within a radio group, are left alone.
_KEYS_SCRIPT = """<script>(() => {
const w = window;
w.euKeys = %(keys)s;
const mark = () => {
  for (const [k, key] of Object.entries(w.euKeys))
    document.querySelectorAll(`.st-key-${key} button`).forEach((b) => b.setAttribute("aria-keyshortcuts", k));
};
mark(); setTimeout(mark, 300);
if (w.euKeysOn) return;
w.euKeysOn = true;
const TEXT = 'textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="slider"], [role="listbox"]';
document.addEventListener("keydown", (e) => {
  const key = (w.euKeys || {})[e.key];
  if (!key || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.isComposing) return;
  const t = e.target;
  if (t && t.closest && (t.closest(TEXT) ||
      (t.matches("input") && !["checkbox", "button", "submit", "reset"].includes(t.type)))) return;
  // (Streamlit may keep a hidden copy of a button to measure its label: take the one shown.)
  const button = [...document.querySelectorAll(`.st-key-${key} button`)].find(
    (b) => b.checkVisibility ? b.checkVisibility() : b.offsetParent !== null);
  if (!button || button.disabled) return;
  e.preventDefault();
  button.click();
});
})();</script>"""


def key_buttons(keys: dict[str, str]) -> None:
    """Keyboard keys (``KeyboardEvent.key`` names such as ``ArrowRight``) that press the
    buttons with these widget keys, on this page, while the focus is not in a text field;
    each button says its key to a screen reader (``aria-keyshortcuts``)."""
    st.html(_KEYS_SCRIPT % {"keys": json.dumps(keys)}, unsafe_allow_javascript=True)
