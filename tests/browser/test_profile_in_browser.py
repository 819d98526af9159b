"""Profiles in Chromium: the sidebar line, no learner in any address, a reload signs out and
the profile opens again with its PIN; axe-core finds nothing serious on the new pages."""
from __future__ import annotations

import os

import pytest

from browserhelp import go_to, wait_idle
from test_accessibility import AXE, FAILING, audit, report


def _axe_or_skip():
    if not AXE.exists():
        if os.environ.get("CI"):
            pytest.fail(f"axe-core is not installed ({AXE})")
        pytest.skip(f"axe-core is not installed ({AXE})")
    return AXE


def _sidebar_text(page) -> str:
    page.get_by_test_id("stExpandSidebarButton").click()
    line = page.locator(".st-key-acct_line")
    line.wait_for()
    text = line.inner_text()
    page.get_by_test_id("stSidebarCollapseButton").click()
    return " ".join(text.split())


def test_a_profile_in_the_browser(server, page):
    page.goto(f"{server}/profile")
    wait_idle(page)
    assert "Not signed in" in _sidebar_text(page)
    page.locator(".st-key-pf_new_name input").fill("Zoe")
    page.locator(".st-key-pf_new_pin input").fill("4821")
    page.get_by_role("button", name="Create").click()
    page.get_by_text("is ready: everything you do").wait_for()
    wait_idle(page)
    wait_idle(page)
    assert "Signed in as Zoe" in _sidebar_text(page)
    for name in ("Practice", "Home", "Your profile"):
        go_to(page, name)
        assert "learner" not in page.url
    page.reload()   # a new session: nobody is signed in until the profile is opened again
    wait_idle(page)
    assert "Not signed in" in _sidebar_text(page)
    page.locator(".st-key-pf_open_name input").fill("Zoe")
    page.locator(".st-key-pf_open_pin input").fill("4821")
    page.get_by_role("button", name="Open", exact=True).click()
    page.get_by_text("Welcome back, Zoe.").wait_for()
    wait_idle(page)
    assert page.locator(".st-key-pf_open_pin input").input_value() == ""
    assert not page.errors, page.errors


def test_the_profile_and_teacher_pages_have_no_serious_accessibility_violation(server, page):
    axe_path = _axe_or_skip()
    page.goto(f"{server}/profile")
    found = audit(page, axe_path, "profile, signed out")
    page.locator(".st-key-pf_new_name input").fill("Axel")
    page.get_by_role("button", name="Create").click()
    page.get_by_text("is ready: everything you do").wait_for()
    wait_idle(page)
    found += audit(page, axe_path, "profile, signed in")
    page.get_by_role("button", name="Forget me…").click()
    page.get_by_role("button", name="Yes, delete everything").wait_for()
    found += audit(page, axe_path, "profile, forget me?")
    go_to(page, "Teacher")
    found += audit(page, axe_path, "teacher")
    failing = [v for v in found if v["impact"] in FAILING]
    assert not failing, report(failing)
