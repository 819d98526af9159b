"""Rules: the rule book of the chosen game's variant, generated from the engine's options
(the chosen game's UI package draws it)."""
from __future__ import annotations

from ui import session
from ui.games import ui_of

ui_of(session.game().id).rules_page()
