"""The line about reviews on Home and Your progress: a link to Review while something is due
now, else when the next review falls due (a link then promised a review the page did not
have: it opened on "Nothing to review right now")."""
from __future__ import annotations

from datetime import datetime
from typing import Sequence

import streamlit as st

from engine.i18n import _, ngettext
from lessons.progress import ReviewCardRow
from lessons.review import due, next_due, wait_words

PAGE = "ui/pages/review.py"


def review_line(cards: Sequence[ReviewCardRow], now: datetime) -> bool:
    """``cards``: the ones Review would show (``readable(asked(...))``), so that the number
    here is Review's "due now". True when something is due (the link is shown)."""
    now_due = len(due(cards, now))
    if now_due:
        # ("cards" alone read as playing cards on a card game's page)
        st.page_link(PAGE, icon=":material/replay:", label=ngettext(
            "Review your mistakes: {n} due now", "Review your mistakes: {n} due now",
            now_due).format(n=now_due))
        return True
    coming = next_due(cards)
    if coming is not None:
        said = _("Nothing to review right now: your next review is due {when}.").format(
            when=wait_words(now, coming))
    else:
        said = _("Nothing to review: a question you miss, or a mistake in a game, comes back "
                 "for review when it is due.")
    st.caption(said)   # (an icon here wrapped the words under it on a phone)
    return False
