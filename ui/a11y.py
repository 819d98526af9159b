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

# Runs in the page (st.html with JavaScript). One listener remembers the widget key of the
# last focused element; one observer puts the spoken names back on buttons Streamlit
# redraws. ``focus``: when the element the learner last used (its key matching ``lost``) has
# gone, or is disabled, focus the first element matching ``focus``.
_SCRIPT = """<script>(() => {
const w = window, token = %(token)s;
if (!w.euA11y) {
  const a = w.euA11y = {names: {}, last: ""};
  document.addEventListener("focusin", (e) => {
    const box = e.target.closest && e.target.closest('[class*="st-key-"]');
    a.last = box ? (box.className.match(/st-key-(\\S+)/) || ["", ""])[1] : "";
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
  let queued = false;
  new MutationObserver(() => {
    if (!queued) { queued = true; requestAnimationFrame(() => { queued = false; a.apply(); }); }
  }).observe(document.body, {childList: true, subtree: true});
}
const a = w.euA11y;
a.names[%(scope)s] = %(names)s;
a.apply();
const focus = %(focus)s, lost = new RegExp(%(lost)s);
if (!focus) return;
// A newer run's script for the same widgets takes over: this one stops watching.
a.watch = a.watch || {};
const scope = %(scope)s, mine = a.watch[scope] = (a.watch[scope] || 0) + 1;
let tries = 0;
const move = () => {
  if (a.watch[scope] !== mine) return;
  const now = document.activeElement;
  const gone = !now || now === document.body || now.disabled || !now.isConnected;
  // The widget pressed last may be drawn again as a new element (a redraw that replaced
  // it): the focus goes back to it; only when it is gone or disabled does the focus move
  // on to the next decision.
  const again = gone && a.last && [...document.querySelectorAll(
    `.st-key-${a.last} button, .st-key-${a.last} input`)].find((b) => b !== now && !b.disabled &&
    (b.checkVisibility ? b.checkVisibility() : b.offsetParent !== null));
  const target = again || document.querySelector(focus);
  // Keep watching for a while: a button Streamlit redraws (a new label) drops the focus again.
  if (gone && target && lost.test(a.last)) target.focus();
  if (++tries < 300) setTimeout(move, 50);   // 15 s: a busy server redraws late
};
move();
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
