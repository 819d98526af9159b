"""A throwaway game for the contract test: "High card", a few lines per layer.

Two players, three cards each from a 24-card pack; follow suit if you can; the
higher card of the suit led takes the trick; most tricks scores a point; first to
two points wins. It is registered like any real game (``register()``) and then
gets every check the contract test runs and every page of the app.
"""
from engine import games

SPEC = games.GameSpec(
    id="toy", title_en="High card", blurb_en="A toy game: follow suit, high card wins.",
    deal_prefix="TOY", engine="toygame.engine", ai="toygame.ai", course="toygame.course",
    ui="toygame.ui")


def register() -> None:
    games.register(SPEC)
