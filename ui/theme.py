"""The app's look: one stylesheet, injected once per page run."""
from __future__ import annotations

import streamlit as st

CSS = """
<style>
/* --muted: grey text at 5.9:1 on the page (WCAG AA asks 4.5:1); --bronze: the right bower's
   badge, dark enough for white text (5.3:1) and still apart from the left bower's light gold. */
:root { --felt: #1f6f4a; --felt-dark: #154d33; --felt-light: #277c54; --gold: #d4a017; --ink: #1d2521;
  --muted: #5c635e; --bronze: #8a6508; }
/* Streamlit fades captions and the labels of disabled widgets below 4.5:1 (colour and opacity). */
div[data-testid="stCaptionContainer"], label[data-testid="stWidgetLabel"][disabled] { color: var(--muted);
  opacity: 1; }
.block-container { padding-top: 3.2rem; max-width: 1180px; }
h1, h2, h3 { letter-spacing: -0.01em; }
/* No link icon beside a heading (Streamlit's, from st.title/st.header and Markdown's "#"): a tap
   on a heading on a phone showed it, a learner took it for a button, and a touch on it jumped
   the page and changed the address; it was a Tab stop too. The headings keep their ids, so the
   glossary's #term addresses still open the page at the word. */
[data-testid="stHeaderActionElements"] > a[href^="#"] { display: none; }
/* Cards */
.eu-row { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin: 6px 0 10px 0; }
.eu-slot { display: flex; flex-direction: column; align-items: center; gap: 4px; }
.eu-slot .eu-cap { font-size: 0.85rem; color: #3b4a42; text-align: center; max-width: 110px; line-height: 1.15; }
/* A card's marks are sized and placed from its width (--w), so that the corner's rank and suit
   keep clear of the centre at every size (a 64-px phone card's 20-px corner ran into it). */
.eu-card { --w: 84px; position: relative; width: var(--w); height: 120px; border-radius: 9px; background: #fff;
  border: 1px solid #b9c2bd; box-shadow: 0 2px 5px rgba(0,0,0,.18); font-family: Georgia, 'DejaVu Serif', serif;
  user-select: none; flex: none; }
.eu-card.sm { --w: 62px; height: 88px; border-radius: 7px; }
.eu-card.lg { --w: 104px; height: 148px; border-radius: 11px; }
.eu-card .ix { position: absolute; top: calc(var(--w) * .05); left: calc(var(--w) * .07); font-weight: 700;
  font-size: calc(var(--w) * .21); line-height: .95; text-align: center; letter-spacing: -.06em; }
.eu-card .ix.br { top: auto; left: auto; bottom: calc(var(--w) * .05); right: calc(var(--w) * .07);
  transform: rotate(180deg); }
/* the corner's suit set a little below its rank: in DejaVu Serif the J's hook and the Q's tail
   reach under the line and touched the suit (tests/browser/test_phone.py wants 2 px everywhere) */
.eu-card .ix span { display: block; font-size: calc(var(--w) * .17); margin-top: calc(var(--w) * .045 + 1px); }
.eu-card .pip { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
  font-size: calc(var(--w) * .40); }
.eu-card .pip.face { font-size: calc(var(--w) * .32); font-weight: 700; }
.eu-card.c-black { color: #16181a; } .eu-card.c-red { color: #c8102e; }
.eu-card.c-green { color: #137a3a; } .eu-card.c-blue { color: #0b5cad; }
.eu-card.trump { border: 2px solid var(--gold); box-shadow: 0 0 0 3px rgba(212,160,23,.35), 0 2px 5px rgba(0,0,0,.2); }
.eu-card.dim { opacity: .38; filter: grayscale(.6); }
.eu-card.win { outline: 3px solid var(--felt); outline-offset: 2px; }
.eu-card.back { background: repeating-linear-gradient(45deg, #1f6f4a 0 6px, #2c8a5f 6px 12px); border-color: #154d33; }
.eu-badge { position: absolute; top: -9px; right: -7px; background: var(--gold); color: #221a00;
  font: 700 11px/1 system-ui, sans-serif; padding: 4px 6px; border-radius: 10px; letter-spacing: .02em;
  box-shadow: 0 1px 2px rgba(0,0,0,.25); }
.eu-badge.right { background: var(--bronze); color: #fff; }
.eu-badge.left { background: #e7c14d; }
.eu-badge.king { background: #8b1a1a; color: #fff; }
.eu-badge.benny { background: #6a1b9a; color: #fff; }
.eu-joker { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center;
  justify-content: center; color: #6a1b9a; font-weight: 700; }
.eu-joker b { font-size: calc(var(--w) * .48); line-height: 1; } .eu-joker small { font: 700 12px system-ui, sans-serif; }
/* a card to pick is a checkbox in large type; a toggle (role="switch") keeps the size of every
   other label: in large type a long one was cut with "…" on a phone */
[data-testid="stCheckbox"]:not(:has([role="switch"])) label p { font-size: 1.25rem; }
.st-key-pf_new_keep label p { font-size: inherit; }   /* a form's option, not a card to pick */
/* Practice's topic picker: a lesson's tick box heads its topics, in the text's size, and is a
   tap target of 28 px (at that size Streamlit's was 21 px tall) */
[class*="st-key-pr_lesson_"] [data-testid="stCheckbox"]:not(:has([role="switch"])) label p {
  font-size: inherit; font-weight: 600; }
[class*="st-key-pr_lesson_"] [data-testid="stCheckbox"] label { min-height: 28px; align-items: center; }
/* a chosen topic shows a tick, not only a colour (a screen reader hears "pressed", not the tick) */
[class*="st-key-pr_lesson_"] button[aria-pressed="true"] p::before { content: "✓ " / ""; font-weight: 700; }
/* a chosen pill's or option's green text on Streamlit's focus or hover tint was 4.38:1:
   darker, 4.5 or more (Practice's topics, an exchange's cards, every option group) */
[data-testid="stButtonGroup"] button[data-selected="true"]:not([disabled]) p {
  color: var(--felt-dark); }
/* a radio option is a tap target: at Streamlit's 22 px, options stacked on a phone sat
   closer than a finger (WCAG 2.5.8 asks 24 px) */
label[data-testid="stRadioOption"] { min-height: 28px; }
/* Chips */
.eu-chip { display: inline-block; padding: 2px 10px; border-radius: 999px; background: #eef3ee;
  border: 1px solid #cfdcd3; font-size: 0.9rem; margin: 0 6px 4px 0; }
.eu-chip.trump { background: #fff4cf; border-color: var(--gold); font-weight: 600; }
.eu-suit-red { color: #c8102e; } .eu-suit-black { color: #16181a; }
.eu-suit-green { color: #137a3a; } .eu-suit-blue { color: #0b5cad; }
/* Table (a trick round the table) */
/* the felt's lightest green still holds white text at 5.1:1 */
.eu-table { display: grid; grid-template-columns: 1fr 1fr 1fr; grid-template-rows: auto auto auto; gap: 6px;
  background: radial-gradient(ellipse at center, var(--felt-light) 0%, var(--felt) 70%, var(--felt-dark) 100%);
  border-radius: 18px; padding: 10px 14px; max-width: 480px; color: #fff; }
.eu-table .eu-cap { color: #fff; }
.eu-table .seat { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 4px; min-height: 34px; }
.eu-table .seat .nm { font: 600 0.85rem system-ui, sans-serif; background: rgba(0,0,0,.25); padding: 1px 8px;
  border-radius: 8px; }
.eu-table .seat .nm.out { font-weight: 400; font-style: italic; }
/* room above each card for its role's tag, which sits across the card's top edge: without it
   the tag covered the bottom of the seat's name */
.eu-table .seat .eu-card { margin-top: 5px; }
.eu-table .n { grid-column: 2; grid-row: 1; } .eu-table .w { grid-column: 1; grid-row: 2; }
.eu-table .e { grid-column: 3; grid-row: 2; } .eu-table .s { grid-column: 2; grid-row: 3; }
.eu-table .eu-chip { color: var(--ink); }
.eu-table .mid { grid-column: 2; grid-row: 2; display: flex; align-items: center; justify-content: center;
  font: 600 0.9rem system-ui, sans-serif; text-align: center; }
/* Lesson chrome */
.eu-step { font-size: 0.9rem; color: #3b4a42; text-transform: uppercase; letter-spacing: .06em; }
.eu-hero { background: linear-gradient(135deg, #1f6f4a, #154d33); color: #fff; padding: 26px 30px;
  border-radius: 16px; margin-bottom: 18px; }
.eu-hero h1 { color: #fff; margin: 0 0 6px 0; padding: 0; }
.eu-hero p { margin: 0; opacity: .92; font-size: 1.08rem; }
/* room for the cards' tags (raised 15 px on a phone) under the blurb's last line */
.eu-hero .eu-row { margin-top: 16px; }
.eu-score { font: 700 1.6rem system-ui, sans-serif; }
.eu-missed { margin: 1rem 0 0.75rem 0; }
/* Play: the score of each side and the hand's facts, one line that wraps on a phone */
.eu-scoreboard { display: flex; flex-wrap: wrap; gap: 8px 40px; align-items: flex-start; }
.eu-sides { display: flex; gap: 8px 28px; flex-wrap: wrap; }
.eu-sidebox { display: flex; flex-direction: column; min-width: 9rem; }
.eu-side { font-size: 0.875rem; }
.eu-points { font-size: 2.1rem; line-height: 1.25; }
.eu-handinfo { display: block; }
.eu-players { font-size: 0.875rem; opacity: .8; margin: 4px 0 0 0; }
.eu-prompt { margin: 0; }
@media (max-width: 640px) { .eu-sidebox { min-width: 0; flex: 1 1 0; justify-content: space-between; }
  .eu-sides { width: 100%; } .eu-side { font-size: 0.8rem; } .eu-points { font-size: 1.6rem; } }
/* A quiz drawn in few elements (ui/quiz.py): the badge, cards and question in one markdown
   spaced as separate elements would be; the caption's small grey text inside a markdown. */
.eu-qhead .eu-step { margin-bottom: 1rem; }
.eu-qhead { margin-bottom: 1rem; }
.eu-caption { font-size: 0.875rem; color: var(--muted); line-height: 1.6; }
/* short answers side by side in equal widths, and one under another on a phone, as columns
   would draw them; the caption beside "Next question", under it on a phone */
div[class*="st-key-"][class*="_box"] div[class*="st-key-"][class*="_answers"] > div { flex: 1 1 0; min-width: 0; }
div[class*="st-key-"][class*="_box"] div[class*="st-key-"][class*="_foot"] > div:last-child { flex: 1 1 16rem; }
@media (max-width: 640px) { div[class*="st-key-"][class*="_box"] div[class*="st-key-"][class*="_answers"] {
  flex-direction: column; } }
/* Quiz answers: long labels wrap onto more lines instead of being cut */
div[class*="st-key-"][class*="_box"] .stButton button { height: auto; min-height: 2.5rem; }
div[class*="st-key-"][class*="_box"] .stButton button p { white-space: normal; overflow: visible;
  text-overflow: clip; overflow-wrap: anywhere; text-align: left; }
/* The learner's hand on the Play page: card-shaped buttons in a row that wraps */
.st-key-plhand button { min-width: 58px; min-height: 80px; padding: 4px 6px; position: relative;
  background: #fff; border: 1px solid #b9c3bc; border-radius: 9px; box-shadow: 0 2px 4px rgba(0,0,0,.15); }
.st-key-plhand button p { font-size: 1.45rem; }
.st-key-plhand button:disabled { opacity: .38; filter: grayscale(.6); }
.st-key-plhand button::after { position: absolute; top: -8px; right: -6px; background: var(--bronze); color: #fff;
  font: 700 10px/1 system-ui, sans-serif; padding: 3px 5px; border-radius: 9px; }
/* The last trick, beside the table */
.eu-last { font-size: 0.95rem; margin: 4px 0 8px 0; }
/* The Table page; projector mode makes its text readable across a room */
.tbl-view .tbl-seat { font-weight: 700; font-size: 1.05rem; margin: 10px 0 0 0; }
.tbl-view .tbl-now { font-size: 1.1rem; font-weight: 600; margin: 8px 0; }
.tbl-view .tbl-why { color: var(--muted); font-style: italic; margin: 0 0 8px 0; }
.tbl-view .tbl-log { padding-left: 1.4rem; font-size: 0.95rem; }
.tbl-big p, .tbl-big li { font-size: 1.45rem; line-height: 1.35; }
.tbl-big .tbl-seat { font-size: 1.6rem; }
.tbl-big .tbl-now { font-size: 1.8rem; } .tbl-big .tbl-why { font-size: 1.35rem; }
.tbl-big .eu-chip { font-size: 1.2rem; }
.tbl-big .eu-table .seat .nm { font-size: 1.2rem; }
/* Projector mode takes the screen's width, and a hand stays on one line (five cards broken
   4 + 1 read as two hands across a room): its cards shrink to fit the column, keeping
   their shape, their marks sized to the card (cqw: a hundredth of the card's width). */
.block-container:has(.tbl-big) { max-width: 1800px; }
.tbl-big .eu-row { flex-wrap: nowrap; gap: 8px; }
.tbl-big .eu-row > .eu-card.lg { flex: 0 1 var(--hand-w); min-width: 0; width: auto; height: auto;
  aspect-ratio: 104 / 148; container-type: inline-size; --w: 100cqw; }
/* ...and the whole of it fits a classroom projector (1024 × 768, 1280 × 720 up to 1920 × 1080)
   without scrolling: the title (kept for screen readers) and Streamlit's wide margins give
   way, the words sit beside the felt, and the cards of the felt and of the four hands are
   sized from the screen's height (and the felt's also from its column's width, so the
   words keep 15rem beside it). */
@media (min-width: 641px) {   /* the toggles just under the menu (a phone keeps its own margins) */
  .block-container:has(.tbl-big) { padding: 3rem 1.5rem 2rem 1.5rem; } }
.block-container:has(.tbl-big) [data-testid="stElementContainer"]:has(> [data-testid="stHeading"] h1) {
  position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.tbl-big { --hand-w: clamp(56px, (100vh - 275px) / 5.7, 104px); }
.tbl-big .tbl-seat { font-size: clamp(1.2rem, 3vh, 1.6rem); line-height: 1.2; margin: 4px 0 0 0; }
.tbl-big .eu-row { margin: 4px 0 6px 0; }
.tbl-big .tbl-stage { display: flex; gap: 16px; align-items: flex-start; container-type: inline-size; }
.tbl-big .tbl-stage .eu-table { flex: 0 0 auto; padding: 8px 12px; gap: 4px;
  --felt-w: clamp(52px, min((100vh - 330px) / 4.3, (100cqw - 15rem - 60px) / 3), 104px);
  width: calc(var(--felt-w) * 3 + 56px); grid-template-columns: repeat(3, minmax(0, 1fr)); }
.tbl-big .tbl-stage .eu-table .mid .eu-chip { white-space: normal; font-size: 1.05rem; padding: 2px 6px; }
/* A sentence on the felt ("West won the trick", "Hearts turned down") goes under the cards,
   across the felt: between West's and East's cards, one card wide, it broke into 3 or 4
   lines of a word or two, 3 on a phone (a card there, the upcard, stays in the middle). */
.tbl-big .tbl-stage .eu-table .mid:has(> .eu-chip) { grid-column: 1 / -1; grid-row: 4; }
.tbl-big .tbl-stage .eu-table .mid > .eu-chip { font-size: clamp(1.05rem, 2.6vh, 1.3rem); }
.tbl-big .eu-table .eu-card.lg { --w: var(--felt-w); height: calc(var(--felt-w) * 148 / 104); }
/* The felt keeps one height through a hand: it grew and shrank with the cards on it (126 to
   548 px at 1280 × 720), and the words and step buttons under it jumped at each step. A seat
   with no card keeps a card's room; the middle keeps the room of the upcard with its caption
   (two-handed Écarté's turned-up card, which gives way to the trick's winner); the row of
   the felt's sentence ("West won the trick") is kept when there is none (one line of a chip). */
.tbl-big .tbl-stage .eu-table .seat:not(:has(.eu-card))::after { content: ""; flex: none;
  width: var(--felt-w); height: calc(var(--felt-w) * 148 / 104); margin-top: 5px; }
.tbl-big .tbl-stage .eu-table::before { content: ""; grid-column: 2; grid-row: 2;
  height: calc(var(--felt-w) * 148 / 104 + 4px + 1.2rem); }
.tbl-big .tbl-stage .eu-table::after { content: "\00a0"; grid-column: 1 / -1; grid-row: 4; visibility: hidden;
  font: 600 clamp(1.05rem, 2.6vh, 1.3rem) system-ui, sans-serif; padding: 2px 6px;
  border: 1px solid transparent; margin-bottom: 4px; }
/* Two-handed (no West or East): the sentence takes the turned-up card's place across the felt,
   and no row is kept for it under South. */
.tbl-big .tbl-stage .eu-table:not(:has(> .seat.w)) .mid:has(> .eu-chip) { grid-row: 2; }
.tbl-big .tbl-stage .eu-table:not(:has(> .seat.w))::after { content: none; }
.tbl-big .tbl-words { flex: 1 1 0; min-width: 0; }
.tbl-big .tbl-words > p { margin: 0 0 8px 0; }
.tbl-big .tbl-now { font-size: clamp(1.35rem, 3.4vh, 1.8rem); line-height: 1.3; }
.tbl-big .tbl-why { font-size: clamp(1.1rem, 2.7vh, 1.35rem); line-height: 1.3; }
/* Projector mode: the deal code beside the toggles, on the row they leave free */
.block-container:has(.tbl-big) p.tbl-code { margin: 0; padding-bottom: 6px; overflow-wrap: anywhere; }
.block-container:has(.tbl-big) p.tbl-code code { font-size: 0.95rem; }
.tbl-big .tbl-words .eu-chip { font-size: clamp(1rem, 2.4vh, 1.2rem); margin-bottom: 4px; }
/* On a narrow screen (1024 px) the words beside the felt are 15rem wide, one chip a line: the
   chips go above the felt and the words, across both. */
@media (max-width: 1100px) {
  .tbl-big .tbl-stage { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 0 16px; }
  .tbl-big .tbl-words { display: contents; }
  .tbl-big .tbl-chips { grid-column: 1 / -1; }
  .tbl-big .tbl-stage .eu-table { grid-row: 2 / span 3; }
  .tbl-big .tbl-words > p:not(.tbl-chips) { grid-column: 2; } }
/* On a phone the felt, full size, comes above the words. */
@media (max-width: 640px) { .tbl-big .tbl-stage { display: block; }
  .tbl-big .tbl-stage .eu-table { width: auto; --felt-w: 64px; margin-bottom: 8px; }
  .tbl-big .tbl-stage .eu-table .seat:not(:has(.eu-card))::after { margin-top: 11px; } }
/* Accessibility. Screen-reader-only text (the live regions, the table in words); an
   element that holds nothing else takes no room on the page. */
.sr-only, .eu-said { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
div[data-testid="stElementContainer"]:has([data-testid="stMarkdownContainer"] > .sr-only:only-child),
div[data-testid="stElementContainer"]:has(> .stHtml script) {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); margin: 0; padding: 0; }
/* A focus ring that shows on any background, for every control reached by the keyboard
   (Streamlit hides the inputs of its toggles and radios: their label carries the ring). */
:focus-visible, label:has(input:focus-visible) { outline: 3px solid #0b5cad !important; outline-offset: 2px;
  box-shadow: 0 0 0 5px #fff !important; border-radius: 6px; }
/* Streamlit slides a collapsed sidebar off screen but leaves its toggles in the tab order:
   hidden, it takes no focus it cannot show. */
section[data-testid="stSidebar"][data-collapsed="true"], section[data-testid="stSidebar"][data-collapsed="true"] * {
  visibility: hidden !important; }
/* Colour is never the only mark: a card that cannot be played is crossed out and its
   border dashed; a trump has a double gold border and a tag. */
.eu-card.dim, .st-key-plhand button:disabled { border: 2px dashed #5c635e; }
.eu-card.dim::before, .st-key-plhand button:disabled::before { content: ""; position: absolute; inset: 0;
  pointer-events: none; border-radius: inherit;
  background: linear-gradient(to top right, transparent calc(50% - 1.5px), #3b4a42 50%, transparent calc(50% + 1.5px)); }
.eu-card.trump { border-style: double; border-width: 4px; }
/* the wider border would push a trump's corner 3 px nearer the centre: half of that back
   sideways (not up: the role's tag sits across the top) */
.eu-card.trump .ix { left: calc(var(--w) * .07 - 1.5px); }
.eu-card.trump .ix.br { left: auto; right: calc(var(--w) * .07 - 1.5px); }
.eu-badge.trump { background: #fff4cf; color: #3b2d00; border: 1px solid var(--gold); font-size: 9px;
  padding: 2px 4px; letter-spacing: 0; }   /* small: the card's rank stays in view */
/* A role's tag across the top of a small card (and of every card but the large on a phone,
   below) in smaller type still: at 11 px "RIGHT" hid the J of a 62- or 56-px card. */
.eu-card.sm .eu-badge { font-size: 8px; padding: 2px 3px; letter-spacing: 0; right: -10px; }   /* clear of a 10 */
/* No motion for those who asked their system for less. */
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  [data-testid="stBalloons"] { display: none !important; } }
/* The Play page's watchdog's button (ui/pages/play.py, _watchdog): never shown. */
.st-key-plctl_poke { display: none; }
/* The Play page's Undo says what it takes back in its help, which a phone cannot show (no
   hover): the same words under the buttons, on a narrow or touch screen only
   (its wrapper is hidden too: an empty one still takes one of the column's gaps). */
[data-testid="stLayoutWrapper"]:has(> .st-key-plctl_undo_why) { display: none; }
@media (max-width: 640px), (hover: none) {
  [data-testid="stLayoutWrapper"]:has(> .st-key-plctl_undo_why) { display: flex; } }
/* A table on a wide screen, a list of blocks on a phone (ui/tables.py): the teacher's class
   summary, the Play page's review of the learner's decisions (.stHtml: over Streamlit's own
   margins of a list in st.html). The one not shown is hidden with its wrapper: an empty
   wrapper still takes one of the page's gaps. */
[data-testid="stLayoutWrapper"]:has(> .st-key-tch_narrow),
[data-testid="stLayoutWrapper"]:has(> .st-key-plrev_narrow) { display: none; }
.stHtml .eu-stack { list-style: none; padding: 0; margin: 0; }
.stHtml .eu-stack li { border: 1px solid #d5dbd8; border-radius: 8px; padding: 8px 12px; margin: 0 0 8px 0; }
.stHtml .eu-stack strong { overflow-wrap: anywhere; }
.stHtml .eu-stack dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 4px 0 0 0;
  padding: 0; }
.stHtml .eu-stack dl > div { display: contents; }
.stHtml .eu-stack dt { color: var(--muted); font-weight: normal; }
.stHtml .eu-stack dd { margin: 0; overflow-wrap: anywhere; }
@media (max-width: 640px) {
  [data-testid="stLayoutWrapper"]:has(> .st-key-tch_wide),
  [data-testid="stLayoutWrapper"]:has(> .st-key-plrev_wide) { display: none; }
  [data-testid="stLayoutWrapper"]:has(> .st-key-tch_narrow),
  [data-testid="stLayoutWrapper"]:has(> .st-key-plrev_narrow) { display: flex; } }
/* Play on a phone: the board's two columns stack, and the 64-px gap between them (gap="large",
   right beside the table and the hand on a wide screen) left a blank under the learner's
   buttons before Hint, Undo and Odds. */
@media (max-width: 640px) {
  [data-testid="stHorizontalBlock"]:has(> [data-testid="stColumn"] .st-key-pllog) { gap: 1rem; } }
/* A worked example's table of five columns (one hand, four seats) was 347 px wide in a 326-px box on a
   phone: it ran over the example's border. Narrower cell padding lets it fit; words still break
   only where they must. */
@media (max-width: 640px) { [data-testid="stMarkdownContainer"] th, [data-testid="stMarkdownContainer"] td {
  padding: 0.25rem 0.35rem; overflow-wrap: break-word; } }
@media (max-width: 640px) { .eu-card { --w: 64px; height: 92px; }
  .eu-row { gap: 6px; }   /* five cards side by side in a 390-px screen */
  .eu-table { padding: 8px 4px; } .eu-table .seat .nm { font-size: 0.75rem; padding: 1px 4px;
  max-width: 118px; overflow-wrap: anywhere; text-align: center; }
  .eu-table .seat .eu-card { margin-top: 11px; }   /* the phone's tag is raised higher (below) */
  .st-key-plhand button { min-width: 54px; min-height: 72px; }
  /* Home's five cards in one row inside the hero's own padding */
  .eu-hero { padding: 20px 14px; } .eu-hero .eu-card { --w: 56px; height: 83px; }
  /* higher too: on a 56-px card the tag spans most of the width, over the corner's rank */
  .eu-card:not(.lg) .eu-badge { font-size: 8px; padding: 2px 3px; letter-spacing: 0; top: -15px; right: -10px; }
  /* Home's "Where you left off" (its Start or Continue button) above the list of ten lessons:
     stacked in page order it came two screens down */
  [data-testid="stColumn"]:has(.st-key-home_continue) { order: -1; } }
</style>
"""


def inject() -> None:
    st.markdown(CSS, unsafe_allow_html=True)
