"""axe-core audits every page of both games in headless Chromium, in the default deck and in
the four-colour deck: no serious or critical violation anywhere (WCAG 2 A/AA and best
practices, as axe-core judges them).

axe-core comes from npm (`.ci/run` installs it into tests/browser/node/); without it the
audit is skipped locally and fails in CI."""
from __future__ import annotations

import os
import re
from collections import Counter
from pathlib import Path

import pytest

from browserhelp import go_to, wait_idle

from lessons.course import course

AXE = Path(__file__).resolve().parent / "node" / "node_modules" / "axe-core" / "axe.min.js"
FAILING = ("serious", "critical")
GRADE = re.compile(r"Your last decision, .*: (Best|Good|Inaccuracy|Mistake|Blunder)\.")
FORCED = re.compile(r"Your last decision, .*, was the only one the rules allowed")
# Each violation as rule id, impact, the nodes' CSS targets and axe's one-line summary.
RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ['violations']});
  return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => ({target: n.target.join(' '), summary: n.failureSummary}))}));
}"""


@pytest.fixture(scope="module")
def axe_path() -> Path:
    if not AXE.exists():
        why = f"axe-core is not installed ({AXE}); run: npm install --prefix tests/browser/node axe-core@4"
        if os.environ.get("CI"):  # .ci/run installs it: missing there is a failure
            pytest.fail(why)
        pytest.skip(why)
    return AXE


def audit(page, axe_path: Path, where: str) -> list[dict]:
    """Run axe-core on the page as it stands; each violation tagged with ``where``."""
    wait_idle(page)
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(axe_path))
    found = page.evaluate(RUN_AXE)
    for v in found:
        v["where"] = where
    return found


def report(violations: list[dict]) -> str:
    """Violations by page: a line per rule, then each node's target and what to fix."""
    lines = []
    for v in violations:
        lines.append(f"[{v['where']}] {v['impact']} {v['id']}: {v['help']} ({len(v['nodes'])} nodes)")
        for n in v["nodes"]:
            summary = " ".join(n["summary"].split())
            lines.append(f"    {n['target']}\n        {summary}")
    return "\n".join(lines)


def pick_lesson(page, number: int) -> None:
    """Choose lesson ``number`` (1-based) in the Learn page's lesson box."""
    page.locator('[data-testid="stSelectbox"]').filter(has_text="Lesson").locator("input").click()
    page.get_by_role("option", name=re.compile(rf"^{number}\. ")).click()
    page.get_by_text(re.compile(rf"^Lesson {number} · ")).first.wait_for()
    wait_idle(page)


@pytest.mark.parametrize("four_colour", [False, True], ids=["default-deck", "four-colour-deck"])
@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_every_page_has_no_serious_accessibility_violation(server, page, axe_path, game, four_colour):
    # The deck is chosen in Euchre's Settings and holds for both games; the game is then
    # switched on Home, all in one session.
    page.goto(f"{server}/settings?game=euchre")
    wait_idle(page)
    if four_colour:
        main = page.locator('[data-testid="stMain"]')   # (the sidebar has the same switch)
        main.get_by_text("Four-colour cards", exact=True).click()
        wait_idle(page)
        assert main.get_by_role("switch", name="Four-colour cards").is_checked()
    go_to(page, "Home")
    if game == "ecarte":
        page.get_by_role("radio", name="Écarté").click()
        page.get_by_role("heading", name="Learn Écarté, step by step").wait_for()
    theme = "four-colour" if four_colour else "default"
    found = []
    for name in ("Home", "Settings", "Practice", "Problems", "Review", "Progress", "Deal of the day",
                 "Table", "Your profile", "Rules", "Glossary"):
        go_to(page, name)
        found += audit(page, axe_path, f"{game}/{theme}/{name}")
    go_to(page, "Learn")
    for number in range(1, len(course(game).lessons) + 1):
        pick_lesson(page, number)
        found += audit(page, axe_path, f"{game}/{theme}/Learn lesson {number} step 1")
    go_to(page, "Play")
    found += audit(page, axe_path, f"{game}/{theme}/Play before a game")
    page.get_by_role("button", name="Deal a new game").click()
    wait_idle(page)
    decision = page.locator('[class*="st-key-plact_"] button:not([disabled]):visible, '
                            '.st-key-plhand button:not([disabled]):visible').first
    # A new game's seed is random: should the learner have nothing to decide in the first hand
    # (a partner going alone), the next hand is dealt until a decision is on the table.
    next_hand = page.locator(".st-key-plctl_next button")
    for _hand in range(5):
        decision.or_(next_hand).first.wait_for()
        if decision.is_visible():
            break
        next_hand.click()
        wait_idle(page)
    decision.wait_for()
    wait_idle(page)
    found += audit(page, axe_path, f"{game}/{theme}/Play during a hand")
    # the grade is drawn in its colour once the coach has worked it out; a move the rules
    # force (one legal card, which a random deal can give) has no grade: decide on to one
    graded = page.get_by_text(GRADE).first
    for _move in range(6):
        decision.click()
        wait_idle(page)   # (the line of the decision before is gone)
        graded.or_(page.get_by_text(FORCED).first).wait_for(timeout=30000)
        if graded.is_visible():
            break
        decision.or_(next_hand).first.wait_for()
        if not decision.is_visible():
            next_hand.click()
            wait_idle(page)
            decision.wait_for()
        wait_idle(page)
    graded.wait_for(timeout=30000)
    found += audit(page, axe_path, f"{game}/{theme}/Play after a graded decision")

    counts = Counter((v["impact"], v["id"]) for v in found for _ in v["nodes"])
    summary = (f"axe-core on {game}, {theme} deck, nodes by impact and rule: "
               + (", ".join(f"{n} {impact} {rule}" for (impact, rule), n in sorted(counts.items()))
                  or "no violations"))
    print(summary + "\n" + report(found))   # the moderate ones too: pytest -rP shows them
    failing = [v for v in found if v["impact"] in FAILING]
    if failing:
        pytest.fail(f"{summary}\nserious or critical violations:\n{report(failing)}", pytrace=False)
    assert page.locator('[data-testid="stException"]').count() == 0
    assert not page.errors, page.errors


@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_the_practice_topic_picker_open_has_no_serious_accessibility_violation(server, page, axe_path, game):
    # the page audit above sees the picker closed: here it is open, a lesson ticked, a topic picked
    page.goto(f"{server}/practice?game={game}")
    wait_idle(page)
    page.locator(".st-key-pr_topics_box summary").click()
    wait_idle(page)
    c = course(game)
    first, last = c.lessons[0], [lesson for lesson in c.lessons if any(s.quiz for s in lesson.steps)][-1]
    page.locator(f".st-key-pr_lesson_{game}_{first.id} label").click()
    wait_idle(page)
    page.locator(f".st-key-pr_lesson_{game}_{last.id}_topics button").first.click()
    wait_idle(page)
    assert page.get_by_role("checkbox", name=f"{first.title}, all its topics").is_checked()
    assert page.locator('[aria-pressed="true"]').count() == 1 + sum(len(s.quiz) for s in first.steps)
    found = audit(page, axe_path, f"{game}/Practice, the topics open")
    failing = [v for v in found if v["impact"] in FAILING]
    assert not failing, report(failing)
    assert not page.errors, page.errors


# The chosen option's text against its background as drawn (the tint blended over the page),
# WCAG's contrast ratio.
CHOSEN_CONTRAST = r"""() => {
  const b = document.querySelector('[data-testid="stButtonGroup"] button[data-selected="true"]:not([disabled])');
  const rgb = (s) => (s.match(/[\d.]+/g) || []).map(Number);
  const [tr, tg, tb, ta = 1] = rgb(getComputedStyle(b).backgroundColor);
  const page = rgb(getComputedStyle(document.querySelector('[data-testid="stApp"]')).backgroundColor);
  const bg = [tr, tg, tb].map((c, i) => c * ta + page[i] * (1 - ta));
  const fg = rgb(getComputedStyle(b.querySelector('p')).color);
  const lum = (c) => { const [r, g, bl] = c.map((v) => { v /= 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl; };
  const [hi, lo] = [lum(fg), lum(bg)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}"""


def test_a_chosen_option_keeps_its_contrast_under_the_pointer(page, server):
    # Home's game switch: the chosen option's green text on Streamlit's hover tint was
    # 4.38:1 (WCAG asks 4.5:1 for text this size).
    page.goto(f"{server}/?game=euchre")
    wait_idle(page)
    chosen = page.locator('[data-testid="stButtonGroup"] button[data-selected="true"]').first
    chosen.hover()
    page.wait_for_timeout(300)
    ratio = page.evaluate(CHOSEN_CONTRAST)
    assert ratio >= 4.5, f"{ratio:.2f}:1"
