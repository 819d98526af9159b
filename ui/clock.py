"""The time the pages read: now, and the learner's own time zone.

One place for both, so a test can set the clock (the review schedule and the dashboard
depend on it) and a learner's day is their own, not the server's.
"""
from __future__ import annotations

import logging
from datetime import date, datetime, timezone, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import streamlit as st

log = logging.getLogger(__name__)


def now() -> datetime:
    """The current time, in UTC."""
    return datetime.now(timezone.utc)


def today() -> date:
    """The learner's date now (in their time zone, not the server's)."""
    return now().astimezone(learner_zone()).date()


def learner_zone() -> tzinfo:
    """The learner's time zone as the browser reports it (``st.context.timezone``); UTC when
    it is unknown (no browser yet, a test) or not a zone this server knows."""
    name = getattr(st.context, "timezone", None)
    if not isinstance(name, str) or not name:
        return timezone.utc
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):   # the browser's word, not ours to trust
        log.info("unknown time zone %r: using UTC", name[:60])
        return timezone.utc
