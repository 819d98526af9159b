"""Computer players by level name, for both games.

``make_bot("intermediate")`` or ``make_bot("expert", game="ecarte")`` returns an
object with ``choose(view) -> action`` and ``explain(view) -> str`` (the reason
in words; every level has one, the intermediate's are the rules of thumb).
"""
from __future__ import annotations

from .euchre_bots import ExpertEuchre, IntermediateEuchre, NoviceEuchre

LEVELS = ("novice", "intermediate", "expert")
GAMES = ("euchre", "ecarte")


def _registry():
    from . import ecarte_bots
    return {
        ("euchre", "novice"): NoviceEuchre,
        ("euchre", "intermediate"): IntermediateEuchre,
        ("euchre", "expert"): ExpertEuchre,
        ("ecarte", "novice"): ecarte_bots.NoviceEcarte,
        ("ecarte", "intermediate"): ecarte_bots.IntermediateEcarte,
        ("ecarte", "expert"): ecarte_bots.ExpertEcarte,
    }


def make_bot(level: str, game: str = "euchre", **options):
    """A computer player of ``level`` (``novice``, ``intermediate``, ``expert``)."""
    key = (str(game).lower().replace("é", "e"), str(level).lower())
    table = _registry()
    if key not in table:
        raise ValueError(f"no {level!r} player for {game!r}: levels are {', '.join(LEVELS)}, "
                         f"games {', '.join(GAMES)}")
    return table[key](**options)
