"""Euchre's part of the pages (the registry's ``ui`` layer, see ``ui.games.GameUI``)."""
from __future__ import annotations

from engine.cards import Suit, parse_cards
from engine.i18n import _
from ui import cards

from . import play, table

__all__ = ["hero", "lesson_explorers", "play", "rules_page", "settings_page", "table"]


def hero(four_colour: bool) -> tuple[str, str, str]:
    html = cards.hand_html(parse_cards("JH JD AH KH QH"), Suit.HEARTS, size="sm",
                           four_colour=four_colour, label=_("the top five trumps when hearts are trump"))
    return (_("Learn Euchre, step by step"),
            _("Tricks and trump, the bowers, the deal and bidding, scoring and going alone — "
              "every variant, with quizzes that never run out and a rule engine that checks "
              "every answer."),
            html)


def rules_page() -> None:
    from .rules import page
    page()


def settings_page() -> None:
    from .settings import page
    page()


def lesson_explorers() -> dict:
    from .explorers import EXPLORERS
    return EXPLORERS
