"""The app's menu: its sections and pages, in the order the top bar shows them.

``app.py`` builds the navigation from it, and so does ``bench/shell_app.py`` (the app's
shell around a trivial page, the benchmark's second baseline), so that baseline always
carries the app's own menu. Titles are message ids, translated when the menu is built.
"""
from __future__ import annotations

from engine.i18n import N_

# (section, ((page file in ui/pages, title, Material icon, URL path), ...)); the first
# page, with no URL path of its own, is the home page. Sections become menus in the top
# bar, so fourteen pages fit a laptop's width.
MENU: tuple[tuple[str, tuple[tuple[str, str, str, str | None], ...]], ...] = (
    ("", (("home.py", N_("Home"), "home", None),)),
    (N_("Study"), (("learn.py", N_("Learn"), "school", "learn"),
                   ("practice.py", N_("Practice"), "quiz", "practice"),
                   ("problems.py", N_("Problems"), "extension", "problems"),
                   ("review.py", N_("Review"), "replay", "review"))),
    (N_("Play"), (("play.py", N_("Play"), "playing_cards", "play"),
                  ("daily.py", N_("Deal of the day"), "today", "daily"))),
    (N_("Teach"), (("table.py", N_("Table"), "co_present", "table"),
                   ("teacher.py", N_("Teacher"), "groups", "teacher"))),
    (N_("Reference"), (("rules.py", N_("Rules"), "menu_book", "rules"),
                       ("glossary.py", N_("Glossary"), "dictionary", "glossary"))),
    (N_("You"), (("dashboard.py", N_("Progress"), "insights", "progress"),
                 ("profile.py", N_("Your profile"), "account_circle", "profile"),
                 ("settings.py", N_("Settings"), "tune", "settings"))),
)
