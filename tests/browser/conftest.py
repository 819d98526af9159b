"""Start the app with `streamlit run` on a free port for the browser tests, and a headless
Debian Chromium driven by Playwright (never `playwright install`)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from browserhelp import CHROME_ARGS, CHROMIUM, halt, launch


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI"):  # CI installs it (.ci/run): missing there is a failure
            pytest.fail(f"{CHROMIUM} is not installed")
        pytest.skip(f"{CHROMIUM} is not installed")
    if os.environ.get("CI"):
        import playwright  # noqa: F401  (a missing test dependency must fail in CI)
    pytest.importorskip("playwright")
    # development mode (ui/errors.py): a page that fails shows Streamlit's exception
    # element, which the tests look for, and not only the friendly message
    env = dict(os.environ, EUCHRE_PROGRESS_DB=str(tmp_path_factory.mktemp("db") / "p.sqlite3"),
               EUCHRE_DEV="1")
    proc, base = launch(env)
    if base is None:
        pytest.fail("streamlit did not become healthy")
    yield base
    halt(proc)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROME_ARGS)
        yield b
        b.close()


@pytest.fixture
def browser_context(browser):
    """A fresh browser profile for each test: nothing one test leaves in the page's storage
    (an opened sidebar, a chosen deck) can change what the next one sees."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    yield ctx
    ctx.close()


@pytest.fixture
def page(browser_context):
    pg = browser_context.new_page()
    errors = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.errors = errors
    yield pg
    pg.close()
