"""Settings: the chosen game's variant and every rule option; every page follows them
(the chosen game's UI package draws them)."""
from __future__ import annotations

from ui import session
from ui.games import ui_of

ui_of(session.game().id).settings_page()
