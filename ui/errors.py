"""Unexpected errors: the learner gets a friendly message with a short reference, the
server log gets the traceback under the same reference; nobody else sees server paths.

Outside development Streamlit's own error details are off (``client.showErrorDetails``
is "none" in ``.streamlit/config.toml``). ``EUCHRE_DEV=1`` (development, and the tests)
turns them on and raises the error again after the message, so Streamlit shows the
traceback and a test sees it.
"""
from __future__ import annotations

import logging
import os
import secrets
from typing import Any

import streamlit as st

from engine.i18n import _

log = logging.getLogger(__name__)
DEV_ENV = "EUCHRE_DEV"


def development() -> bool:
    """Whether this server runs for development (``EUCHRE_DEV`` set, and not to 0)."""
    return os.environ.get(DEV_ENV, "").strip() not in ("", "0")


def configure() -> None:
    """Streamlit's error details as the environment says (each run: the variable decides)."""
    st.set_option("client.showErrorDetails", "full" if development() else "none")


def reference() -> str:
    """A short reference a learner can read out: 8 hex characters."""
    return secrets.token_hex(4)


def run_page(page: Any) -> None:
    """``page.run()``; an unexpected exception becomes a friendly message. Streamlit's own
    control flow (``st.stop``, ``st.rerun``, ``st.switch_page``) is not an ``Exception``
    and passes through."""
    try:
        page.run()
    except Exception:
        ref = reference()
        log.exception("page %r failed, reference %s", getattr(page, "url_path", page), ref)
        st.error(_("Something went wrong on this page, sorry. What you saved before is safe: "
                   "reload the page to carry on. If it happens again, give this reference to "
                   "whoever runs the app: {ref}.").format(ref=ref), icon=":material/error:")
        if development():
            raise
