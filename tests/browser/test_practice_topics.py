"""Practice's topic picker on a phone (390×844, touch): opened, it scrolls nothing sideways
(Streamlit's multiselect kept the chosen topics in one row that scrolled, two in sight), every
tick box, pill and button is at least 24×24 px (WCAG 2.5.8; the multiselect's "×" was about
15×7), and taps on a lesson and on a topic change the summary while the picker stays open;
"Done" closes it."""
from __future__ import annotations

from browserhelp import wait_idle

CLOSED = "() => !document.querySelector('.st-key-pr_topics_box details').open"
# Inside the picker: each element wider than its box that scrolls (or lets its content run
# past the screen's edge), and each target smaller than 24 px either way.
MEASURE = r"""() => {
  const box = document.querySelector('.st-key-pr_topics_box');
  const out = [], vw = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > vw) out.push(`page ${document.documentElement.scrollWidth} px wide`);
  for (const el of box.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (!r.width) continue;
    const ox = getComputedStyle(el).overflowX;
    if (el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(ox))
      out.push(`scrolls sideways: ${el.className} "${el.textContent.slice(0, 40)}"`);
    if (r.right > vw + 0.5 || r.left < -0.5) out.push(`past the screen: "${el.textContent.slice(0, 40)}"`);
  }
  const targets = [...box.querySelectorAll('summary, button, [data-testid=stCheckbox] label')];
  for (const t of targets) {
    const r = t.getBoundingClientRect();
    if (r.width < 24 || r.height < 24) out.push(`target "${t.textContent.slice(0, 40)}" ${r.width}×${r.height}`);
  }
  return {problems: out, targets: targets.length};
}"""


def test_the_topic_picker_fits_a_phone_with_targets_a_finger_can_tap(server, browser):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2,
                              is_mobile=True, has_touch=True)
    phone = ctx.new_page()
    errors = []
    phone.on("pageerror", lambda e: errors.append(str(e)))
    try:
        phone.goto(f"{server}/practice?game=euchre&topic=suit&seed=5")
        wait_idle(phone)
        summary = phone.locator(".st-key-pr_topics_box summary")
        assert summary.inner_text().endswith("Topics: All topics")
        summary.tap()
        wait_idle(phone)
        phone.locator(".st-key-pr_lesson_euchre_bidding label").tap()
        wait_idle(phone)
        phone.locator(".st-key-pr_lesson_euchre_variants_topics button").filter(has_text="Railroad points").tap()
        wait_idle(phone)
        assert summary.inner_text().endswith("Topics: 4 topics from 2 lessons")
        assert phone.locator(".st-key-pr_topics_box details").get_attribute("open") is not None
        measured = phone.evaluate(MEASURE)
        # the summary, "Clear", "Done", 9 lessons' tick boxes and the 28 topics' pills
        assert measured["targets"] == 1 + 1 + 1 + 9 + 28
        assert not measured["problems"], "\n".join(measured["problems"])
        # "Done" closes the picker (before, only a tap on its summary did), the choice kept
        phone.locator(".st-key-pr_topics_done button").tap()
        wait_idle(phone)
        phone.wait_for_function(CLOSED)   # (it folds up in half a second)
        assert summary.inner_text().endswith("Topics: 4 topics from 2 lessons")
        assert phone.locator('[data-testid="stException"]').count() == 0
        assert not errors, errors
    finally:
        ctx.close()


FOCUSED = """() => { const e = document.activeElement;
  if (!e || e === document.body) return 'nothing';
  const box = e.closest('[class*="st-key-"]');
  return e.tagName.toLowerCase() + ' in ' + (box ? box.className.match(/st-key-(\\S+)/)[1] : '?'); }"""


def test_the_keyboard_focus_stays_put_in_the_topic_picker(server, page):
    # Before: the picker was a new element after every change (its open state and its
    # summary were part of its identity), so opening it with Enter, ticking a lesson with
    # Space or closing it with "Done" sent the focus back to the top of the page.
    page.goto(f"{server}/practice?game=euchre&topic=suit&seed=5")
    wait_idle(page)
    summary = page.locator(".st-key-pr_topics_box summary")
    summary.focus()
    page.keyboard.press("Enter")
    wait_idle(page)
    assert page.locator(".st-key-pr_topics_box details").get_attribute("open") is not None
    assert page.evaluate(FOCUSED) == "summary in pr_topics_box"
    page.locator(".st-key-pr_lesson_euchre_bidding input").focus()
    page.keyboard.press("Space")
    wait_idle(page)
    assert summary.inner_text().endswith("Topics: 3 topics from “Bidding”")
    assert page.evaluate(FOCUSED) == "input in pr_lesson_euchre_bidding"
    page.locator(".st-key-pr_topics_done button").focus()
    page.keyboard.press("Enter")   # "Done": closed, and the focus on what opens it again
    wait_idle(page)
    page.wait_for_function(CLOSED)
    assert page.evaluate(FOCUSED) == "summary in pr_topics_box"
    assert summary.inner_text().endswith("Topics: 3 topics from “Bidding”")
    assert page.locator('[data-testid="stException"]').count() == 0
    assert not page.errors, page.errors
