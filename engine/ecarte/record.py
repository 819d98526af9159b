"""What a hand record (``engine.records``) needs to know about Écarté."""
from __future__ import annotations

from ..errors import DealError, Reason, RecordError, RulesError
from .dealcode import rules_from_token, rules_token
from .rules import Rules
from .state import HandResult, HandState, from_deal

TITLE = "Écarté"


def seat_names(rules: Rules) -> tuple[str, ...]:
    """Seats as a record writes them: part of the format, English in any language."""
    return tuple(f"Seat {s}" for s in range(rules.players))


def rules_text(state: HandState) -> str:
    return rules_token(state.rules)


def rules_from_text(text: str) -> Rules:
    return rules_from_token(text)


def scores(state: HandState) -> list[int] | None:
    """The game score before the hand: it matters, as the hand stops when the target is hit."""
    needed = state.deal.needed
    return None if needed is None else [state.rules.target_score - n for n in needed]


def with_scores(state: HandState, text: str, number: int) -> HandState:
    parts = text.split()
    if not all(p.isascii() and p.isdigit() and len(p) <= 9 for p in parts):
        raise RecordError(Reason.of("engine", "record_scores_form"), number)
    try:
        return from_deal(state.rules, state.dealer, state.hands, state.turnup,
                         state.talon, scores=[int(p) for p in parts])
    except (RulesError, DealError) as e:
        raise RecordError(Reason.of("engine", "record_bad_scores", error=e), number) from None


def points(result: HandResult) -> tuple[int, ...]:
    return result.points
