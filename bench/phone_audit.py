#!/usr/bin/env python3
"""phone_audit.py: every page of the app on a phone (390×844 CSS px, scale 2, touch) in a
real browser, measured for what a phone user would trip over.

Usage: python3 bench/phone_audit.py [--out DIR] [--only euchre|ecarte] [--shots all|bad]
                                    [--pages home,learn,practice,...]

Visits, for Euchre and Écarté: Home, every step of every lesson (?lesson=N&step=M), every
Practice topic (?topic=…&seed=1), every Problems topic, Play at each kind of decision
(Euchre: bidding, naming trump, going alone, discarding, playing a card; Écarté: proposing,
answering a proposal, exchanging, playing), Rules, Glossary, Deal of the day, Settings,
Review and Progress (after some answers, so they have something to show). On each it looks for:
  overflow   the page scrolls sideways, or an element reaches past the screen's right edge
  scroller   an element that scrolls sideways inside the page (a table too wide)
  clipped    text cut off by its box (overflow hidden, an ellipsis)
  small      a tap target under 24×24 CSS px (WCAG 2.5.8); links inside a sentence are exempt
  overlap    text under a card, picture or chart that is not its own
  chartlabel two labels of one chart on top of each other
  exception  Streamlit's exception element, or a JavaScript error
Prints one line per finding and writes DIR/report.json; screenshots (full page) go to DIR,
of every page with a finding (--shots bad) or of every page (--shots all).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from ui_latency import CHROME_ARGS, CHROMIUM, IDLE, start, stop  # noqa: E402

from engine import ecarte, euchre  # noqa: E402
from lessons.course import course  # noqa: E402

W, H = 390, 844
PAGES = ("home", "learn", "practice", "problems", "play", "rules", "glossary", "daily",
         "settings", "review", "progress")

# Everything measured in one pass over the page, in the browser.
MEASURE = r"""() => {
  const W = window.innerWidth, found = [];
  // (a closed expander keeps its content in the page, out of sight)
  const hidden = el => !!el.closest('.sr-only, .eu-said, details:not([open]) > :not(summary)');
  // on screen for a sighted user: not hidden, not transparent (Streamlit's heading anchors wait
  // for a hover at opacity 0), not the 1-px skip link that shows on focus only
  const seen = el => { const r = el.getBoundingClientRect(); if (r.width < 2 || r.height < 2) return false;
    const cs = getComputedStyle(el); if (cs.visibility === 'hidden' || cs.display === 'none' || hidden(el)) return false;
    for (let q = el; q; q = q.parentElement) if (getComputedStyle(q).opacity === '0') return false;
    return true; };
  const name = el => { const t = (el.innerText || el.textContent || el.getAttribute('aria-label') || '')
      .trim().replace(/\s+/g, ' ').slice(0, 60);
    const id = el.getAttribute('data-testid') || ''; const cls = (el.className && el.className.baseVal === undefined)
      ? String(el.className).split(' ').filter(c => c.startsWith('eu-') || c.startsWith('st-key')).join('.') : '';
    return `${el.tagName.toLowerCase()}${id ? '[' + id + ']' : ''}${cls ? '.' + cls : ''} "${t}"`; };
  const clips = cs => ['hidden', 'clip'].includes(cs.overflowX);
  const scrolls = cs => ['auto', 'scroll'].includes(cs.overflowX);
  if (document.documentElement.scrollWidth > W + 1)
    found.push(['overflow', `document is ${document.documentElement.scrollWidth} px wide`]);
  const all = [...document.querySelectorAll('body *')];
  for (const el of all) {
    if (!seen(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.right > W + 1) {
      // report the outermost element only, and say whether a box of the page holds it in
      let p = el.parentElement, parentToo = false, held = null;
      for (let q = p; q && q !== document.body; q = q.parentElement) {
        const cs = getComputedStyle(q);
        if (clips(cs) || scrolls(cs)) { if (q.getBoundingClientRect().right <= W + 1) { held = cs; break; } }
      }
      if (p && p.getBoundingClientRect().right > W + 1 && seen(p)) parentToo = true;
      if (!held && !parentToo) found.push(['overflow', `${name(el)} reaches x=${Math.round(r.right)}`]);
    }
    const cs = getComputedStyle(el);
    const text = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())
      || (el.innerText || '').trim().length > 0;
    if (text && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
      if (clips(cs) || cs.textOverflow === 'ellipsis') found.push(['clipped', `${name(el)}: ${el.scrollWidth} px of text in ${el.clientWidth}`]);
      else if (scrolls(cs) && el.tagName !== 'HTML' && el.tagName !== 'BODY')
        found.push(['scroller', `${name(el)}: ${el.scrollWidth} px wide in ${el.clientWidth}`]);
    }
    if (text && ['hidden', 'clip'].includes(cs.overflowY) && el.scrollHeight > el.clientHeight + 2
        && el.clientHeight > 0 && !el.matches('.eu-card, .eu-card *'))
      found.push(['clipped', `${name(el)}: ${el.scrollHeight} px tall in ${el.clientHeight}`]);
  }
  // tap targets
  const targets = document.querySelectorAll('button, a[href], select, textarea, input:not([type=hidden]), '
    + '[role=button], [role=tab], [role=radio], [role=checkbox], [role=switch], [role=option], [role=menuitem], summary');
  const boxes = new Map();
  for (let el of targets) {
    // Streamlit hides the real input of a radio or checkbox: its label is what a finger hits
    if (el.tagName === 'INPUT' && ['radio', 'checkbox'].includes(el.type)) el = el.closest('label') || el;
    if (el.tagName === 'INPUT' && el.closest('[data-baseweb=input], [data-baseweb=select]'))
      el = el.closest('[data-baseweb=input], [data-baseweb=select]');   // the field's whole box
    if (boxes.has(el) || !seen(el) || [...boxes.keys()].some(b => b.contains(el))) continue;
    boxes.set(el, el.getBoundingClientRect());
  }
  // WCAG 2.5.8: under 24×24 is fine when a 24-px circle on its centre meets no other target
  const near = (r, o) => { const cx = (r.left + r.right) / 2, cy = (r.top + r.bottom) / 2;
    const dx = Math.max(o.left - cx, 0, cx - o.right), dy = Math.max(o.top - cy, 0, cy - o.bottom);
    return Math.hypot(dx, dy) < 12; };
  for (const [el, r] of boxes) {
    if (r.width >= 24 && r.height >= 24) continue;
    const inline = el.tagName === 'A' && el.closest('p, li, td') && getComputedStyle(el).display === 'inline';
    const small = o => o.width < 24 || o.height < 24;
    const centre = o => [(o.left + o.right) / 2, (o.top + o.bottom) / 2];
    const crowded = [...boxes].find(([o, orr]) => o !== el && !o.contains(el) && !el.contains(o)
      && (near(r, orr) || (small(orr) && Math.hypot(centre(r)[0] - centre(orr)[0], centre(r)[1] - centre(orr)[1]) < 24)));
    if (!inline && crowded)
      found.push(['small', `${name(el)} is ${Math.round(r.width)}×${Math.round(r.height)}, next to ${name(crowded[0])}`]);
  }
  // text under a card, picture or chart that is not its own
  const pics = [...document.querySelectorAll('.eu-card, img, canvas, svg.main-svg, [role=img]')].filter(seen)
    .filter(p => !p.parentElement.closest('.eu-card, svg'));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const host = n.parentElement;
    if (!n.textContent.trim() || !host || !seen(host) || host.closest('[data-testid=stIconMaterial], style, script')) continue;
    range.selectNodeContents(n);
    for (const tr of range.getClientRects()) {
      for (const p of pics) {
        // (a plotly chart draws in several svg layers: its own text is not under it)
        if ((p.closest('[data-testid=stPlotlyChart]') || p).contains(host)) continue;
        const pr = p.getBoundingClientRect();
        const x = Math.min(tr.right, pr.right) - Math.max(tr.left, pr.left);
        const y = Math.min(tr.bottom, pr.bottom) - Math.max(tr.top, pr.top);
        if (x > 3 && y > 3) found.push(['overlap', `text "${n.textContent.trim().slice(0, 40)}" under ${name(p)}`]);
      }
    }
  }
  // a card's rank and suit inside the card (its badge sits on the corner on purpose)
  for (const card of document.querySelectorAll('.eu-card')) {
    if (!seen(card)) continue;
    const cr = card.getBoundingClientRect();
    for (const part of card.querySelectorAll('.ix, .pip, .eu-joker')) {
      range.selectNodeContents(part);
      for (const r of range.getClientRects())
        if (r.left < cr.left - 1 || r.right > cr.right + 1 || r.top < cr.top - 1 || r.bottom > cr.bottom + 1)
          found.push(['cardtext', `"${part.textContent}" of ${name(card)} reaches past the card `
            + `(${Math.round(r.left - cr.left)}..${Math.round(r.right - cr.left)} in ${Math.round(cr.width)} px)`]);
    }
  }
  // text on top of other text (a badge over a card's rank, a name over a caption)
  const rects = [];
  const w2 = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = w2.nextNode(); n; n = w2.nextNode()) {
    const host = n.parentElement;
    if (!n.textContent.trim() || !host || host.closest('svg, style, script, [data-testid=stIconMaterial]') || !seen(host)) continue;
    range.selectNodeContents(n);
    for (const tr of range.getClientRects()) rects.push([host, n.textContent.trim().slice(0, 30), tr]);
  }
  for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) {
    const [ha, ta, a] = rects[i], [hb, tb, b] = rects[j];
    if (ha === hb || (ha.closest('.eu-card') && ha.closest('.eu-card') === hb.closest('.eu-card'))) continue;
    const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    if (x > 2 && y > 3) found.push(['textoverlap', `"${ta}" on "${tb}"`]);
  }
  // labels of a chart on top of each other (plotly's svg text)
  for (const svg of document.querySelectorAll('[data-testid=stPlotlyChart]')) {
    // each line of a label on its own (a two-line title's box is wider than its short line)
    const labels = [...svg.querySelectorAll('text')]
      .flatMap(t => t.querySelectorAll('tspan.line').length ? [...t.querySelectorAll('tspan.line')] : [t])
      .filter(t => t.textContent.trim() && seen(t)).map(t => [t.textContent.trim(), t.getBoundingClientRect()]);
    for (let i = 0; i < labels.length; i++) for (let j = i + 1; j < labels.length; j++) {
      const a = labels[i][1], b = labels[j][1];
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 1 && y > 1) found.push(['chartlabel', `"${labels[i][0]}" on "${labels[j][0]}"`]);
    }
    for (const [t, r] of labels) if (r.right > W + 1 || r.left < -1)
      found.push(['chartlabel', `"${t}" cut at the screen's edge (${Math.round(r.left)}..${Math.round(r.right)})`]);
  }
  if (document.querySelector('[data-testid="stException"]')) found.push(['exception', 'stException on the page']);
  return [...new Set(found.map(f => JSON.stringify(f)))].map(s => JSON.parse(s));
}"""

DECISION = '[class*="st-key-plact_"] button:not([disabled]):visible'

# Euchre, East deals: South bids first, orders up, is asked alone or not, then plays.
ORDER_THEN_ALONE = euchre.from_deal(
    euchre.preset("standard"), dealer=3,
    hands=["JH JD AH KH QS", "9C TC QC 9S TS", "AC KC 9D TD QD", "JC JS AS KS AD"],
    upcard="9H", kitty="TH QH KD")
# South deals, the others hold no hearts: whoever takes the 9 of hearts, South discards.
SOUTH_DISCARDS = euchre.from_deal(
    euchre.preset("standard"), dealer=0,
    hands=["JH AH KH QS 9D", "9C TC QC 9S TS", "AC KC TD QD JS", "JC AS KS AD KD"],
    upcard="9H", kitty="TH QH JD")
# British Euchre, the Benny turned up and South dealing: South names trump.
BENNY_TURNED = euchre.from_deal(
    euchre.preset("british"), dealer=0,
    hands=["9C TC JC QC KC", "9D TD JD QD KD", "9H TH JH QH KH", "9S TS JS QS KS"],
    upcard="JK", kitty="AC AD AH AS")
# Écarté: North deals, South (elder) proposes; and South deals, North proposes.
ELDER_SOUTH = ecarte.from_deal(
    ecarte.preset("classic"), dealer=1, hands=["JC QC TD 8H 9S", "8C AC 9D 7H JS"],
    turnup="8D", talon="TH KS QD KH 7C QH QS KC JD JH AH KD AD TC AS 9C 7S 8S TS 9H 7D")
DEALER_SOUTH = ecarte.from_deal(
    ecarte.preset("classic"), dealer=0, hands=["JC QC TD 8H 9S", "8C AC 9D 7H JS"],
    turnup="8D", talon="TH KS QD KH 7C QH QS KC JD JH AH KD AD TC AS 9C 7S 8S TS 9H 7D")


class Audit:
    def __init__(self, browser, base: str, out: Path, shots: str):
        self.browser, self.base, self.out, self.shots = browser, base, out, shots
        self.results: list[dict] = []
        self.ctx = self.pg = None

    def fresh(self):
        if self.ctx:
            self.ctx.close()
        self.ctx = self.browser.new_context(viewport={"width": W, "height": H}, device_scale_factor=2,
                                            is_mobile=True, has_touch=True)
        self.pg = self.ctx.new_page()
        self.pg.errors = []
        self.pg.on("pageerror", lambda e: self.pg.errors.append(str(e)))
        return self.pg

    def idle(self, timeout=60000):
        self.pg.wait_for_function(IDLE, timeout=timeout, polling=50)
        self.pg.wait_for_timeout(250)
        self.pg.wait_for_function(IDLE, timeout=timeout, polling=50)

    def open(self, path: str):
        self.pg.goto(self.base + path)
        self.idle()

    def check(self, label: str):
        pg = self.pg
        pg.wait_for_timeout(200)
        try:
            found = pg.evaluate(MEASURE)
        except Exception as e:  # a page being redrawn: measure once more
            pg.wait_for_timeout(500)
            found = pg.evaluate(MEASURE) if pg else [["error", str(e)]]
        if pg.errors:
            found.append(["exception", "; ".join(pg.errors)[:300]])
            pg.errors.clear()
        shot = None
        if self.shots == "all" or (found and self.shots == "bad"):
            shot = self.out / (re.sub(r"[^A-Za-z0-9]+", "_", label).strip("_") + ".png")
            tall = pg.evaluate("() => document.querySelector('[data-testid=stMain]').scrollHeight")
            pg.set_viewport_size({"width": W, "height": max(H, min(tall, 12000))})
            pg.wait_for_timeout(300)
            pg.screenshot(path=str(shot))
            pg.set_viewport_size({"width": W, "height": H})
            for i, chart in enumerate(pg.locator('[data-testid="stPlotlyChart"]').all()):
                chart.screenshot(path=str(shot).replace(".png", f"_chart{i + 1}.png"))
        self.results.append({"page": label, "url": pg.url, "found": found, "shot": shot and str(shot)})
        for kind, what in found:
            print(f"{label:40} {kind:10} {what}", flush=True)
        if not found:
            print(f"{label:40} ok", flush=True)

    def click(self, name: str, exact=True):
        self.pg.get_by_role("button", name=name, exact=exact).first.click(timeout=30000)
        self.idle()
        self.settled()

    def settled(self):
        self.pg.wait_for_function("() => !document.body.innerText.includes('the coach is thinking')",
                                  timeout=90000, polling=200)
        self.idle()

    # -- the pages ---------------------------------------------------------------------------
    def simple(self, game: str, pages):
        for p in pages:
            path = {"home": "/", "progress": "/progress"}.get(p, "/" + p)
            self.open(f"{path}?game={game}")
            self.check(f"{game} {p}")

    def learn(self, game: str):
        for li, lesson in enumerate(course(game).lessons):
            for si in range(len(lesson.steps)):
                self.open(f"/learn?game={game}&lesson={li + 1}&step={si + 1}")
                self.check(f"{game} learn {li + 1}.{si + 1}")

    def practice(self, game: str):
        for t in course(game).topics:
            self.open(f"/practice?game={game}&topic={t}&seed=1")
            self.check(f"{game} practice {t}")

    def problems(self, game: str):
        self.open(f"/problems?game={game}")
        opts = self.pg.locator('.st-key-pb_topic [data-testid="stButtonGroup"] button')
        names = opts.all_inner_texts()
        for i, n in enumerate(names):
            opts.nth(i).click()
            self.idle()
            self.check(f"{game} problems {n.strip()}")

    def play(self, game: str):
        pg = self.pg
        if game == "euchre":
            self.open(f"/play?deal={euchre.encode_deal(ORDER_THEN_ALONE)}")
            self.check("euchre play bid (round 1)")
            self.click("Order it up")
            self.check("euchre play alone?")
            self.click("Play with partner")
            pg.locator(".st-key-plhand button:visible").first.wait_for(timeout=30000)
            self.settled()
            self.check("euchre play a card")
            self.open(f"/play?deal={euchre.encode_deal(BENNY_TURNED)}")
            self.check("euchre play name trump (Benny)")
            self.open(f"/play?deal={euchre.encode_deal(SOUTH_DISCARDS)}")
            self.settled()
            for _ in range(4):   # pass until the hearts are taken, or take them
                if pg.get_by_text(re.compile("discard", re.I)).count() and pg.locator(DECISION).count():
                    break
                for name in ("Pick it up", "Order it up", "Go alone", "Play with partner"):
                    b = pg.get_by_role("button", name=name, exact=True)
                    if b.count():
                        b.first.click()
                        self.idle()
                        self.settled()
                        break
            self.check("euchre play discard")
            self.open("/play?game=euchre")
            self.check("euchre play (no game yet)")
        else:
            self.open(f"/play?deal={ecarte.encode_deal(ELDER_SOUTH)}")
            self.check("ecarte play propose")
            self.click("Propose an exchange")
            pills = pg.locator('[data-testid="stButtonGroup"] button').filter(has_text=re.compile("[♠♥♦♣]"))
            self.check("ecarte play exchange (none chosen)")
            pills.first.click()
            self.idle()
            self.check("ecarte play exchange (one chosen)")
            pg.get_by_role("button", name=re.compile(r"^Exchange \d card")).first.click()
            self.idle()
            self.settled()
            self.check("ecarte play after exchange")
            for _ in range(3):
                if pg.locator(".st-key-plhand button:visible").count():
                    break
                b = pg.locator(DECISION)
                if b.count():
                    b.first.click()
                    self.idle()
                    self.settled()
            self.check("ecarte play a card")
            self.open(f"/play?deal={ecarte.encode_deal(DEALER_SOUTH)}")
            self.settled()
            self.check("ecarte play answer a proposal")

    def with_progress(self, game: str):
        """Answer some questions wrong in one session, then Review and Progress have data."""
        pg = self.pg
        topics = list(course(game).topics)[:4]
        for t in topics:
            self.open(f"/practice?game={game}&topic={t}&seed=2") if t == topics[0] else None
            if t != topics[0]:
                pg.goto(f"{self.base}/practice?topic={t}&seed=2")
                self.idle()
            for _ in range(2):   # two wrong-or-right clicks: the question is over
                box = pg.locator('div[class*="_box"] .stButton button:not([disabled]):visible')
                skip = re.compile("Skip|Next question|Hint|Show")
                choices = [b for b in box.all() if not skip.search(b.inner_text())]
                if not choices:
                    break
                choices[-1].click()
                self.idle()
        for p in ("review", "progress"):
            pg.goto(f"{self.base}/{p}")
            self.idle()
            self.check(f"{game} {p} (with answers)")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="/tmp/phone_audit")
    ap.add_argument("--only", choices=("euchre", "ecarte"))
    ap.add_argument("--shots", choices=("all", "bad", "none"), default="bad")
    ap.add_argument("--pages", default=",".join(PAGES))
    ap.add_argument("--urls", help="comma-separated paths to measure instead (e.g. /learn?lesson=2&step=6)")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    pages = [p for p in args.pages.split(",") if p]
    from playwright.sync_api import sync_playwright
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, EUCHRE_PROGRESS_DB=str(Path(tmp) / "p.sqlite3"), EUCHRE_DEV="1")
        proc, base = start(ROOT / "app.py", env)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROME_ARGS)
                audit = Audit(browser, base, out, args.shots)
                if args.urls:
                    audit.fresh()
                    for path in args.urls.split(","):
                        audit.open(path)
                        audit.check(path)
                    pages = []
                for game in ([args.only] if args.only else ["euchre", "ecarte"]) if pages else []:
                    audit.fresh()
                    simple = [p for p in pages if p in ("home", "rules", "glossary", "daily", "settings",
                                                        "review", "progress")]
                    audit.simple(game, simple)
                    for p in ("learn", "practice", "problems", "play"):
                        if p in pages:
                            try:
                                getattr(audit, p)(game)
                            except Exception as e:   # keep going: say where it stopped
                                print(f"{game} {p}: audit stopped: {e}", flush=True)
                                audit.results.append({"page": f"{game} {p}", "found": [["error", str(e)[:300]]]})
                    if "review" in pages or "progress" in pages:
                        audit.fresh()
                        try:
                            audit.with_progress(game)
                        except Exception as e:
                            print(f"{game} progress: audit stopped: {e}", flush=True)
                browser.close()
        finally:
            stop(proc)
    (out / "report.json").write_text(json.dumps(audit.results, indent=1, ensure_ascii=False))
    bad = [r for r in audit.results if r["found"]]
    print(f"{len(audit.results)} pages, {len(bad)} with findings; report in {out / 'report.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
