"""Écarté's principles: detectors over the player's ``View`` (their hand, the turn-up's
trump, the proposal so far, the tricks), as in ``euchre_principles``. Sentences:
``principle_words``.

Following suit, overtaking and trumping when the rules force them are not principles:
the obligation leaves no choice to explain.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import Card, Rank, Suit
from ..ecarte.actions import ACCEPT, DECLARE_KING, PROPOSE, REFUSE, STAND, Exchange, Play
from ..ecarte.state import Phase
from ..ecarte.view import View
from .ecarte_bots import guarded_enough, guards, higher_trump_out, jeu_de_regle_kind
from .principles import catalogue

if TYPE_CHECKING:
    from ..ecarte.actions import Action

    Found = dict[str, object] | None


def _trumps(view: View) -> list[Card]:
    return [c for c in view.hand if c.suit is view.trump]


def _leads(view: View, action: Action) -> Card | None:
    """The card ``action`` leads to a new trick, if it does."""
    if view.phase is Phase.PLAY and isinstance(action, Play) and view.lead is None:
        return action.card
    return None


def _as_dealt(view: View) -> bool:
    """Whether the hands are still as dealt: a jeu de règle is a hand as dealt."""
    return not view.exchanged


def propose_weak(view: View, action: Action) -> Found:
    """Propose with a hand that is no jeu de règle: it is not strong enough to stand."""
    if view.phase is not Phase.PROPOSAL or action != PROPOSE or not _as_dealt(view) or \
            jeu_de_regle_kind(view.hand, view.trump) is not None:
        return None
    return {}


def stand_jeu_de_regle(view: View, action: Action) -> Found:
    """Play a jeu de règle without proposing."""
    why = jeu_de_regle_kind(view.hand, view.trump)
    if view.phase is not Phase.PROPOSAL or action != STAND or why is None or not _as_dealt(view):
        return None
    return {"why": why}


def refuse_strong(view: View, action: Action) -> Found:
    """The dealer refuses with a jeu de règle of two trumps or more: the elder is weak."""
    why = jeu_de_regle_kind(view.hand, view.trump)
    if view.phase is not Phase.RESPONSE or action != REFUSE or why is None or \
            len(_trumps(view)) < 2 or not _as_dealt(view):
        return None
    return {"why": why}


def _guards(view: View) -> list[Card]:
    """The cards that guard a plain suit (``ecarte_bots.guards``)."""
    return guards(view.hand, view.trump)


def _guarded_enough(view: View) -> bool:
    """Cavendish's measure of a dealer strong enough to refuse (``ecarte_bots.guarded_enough``)."""
    return guarded_enough(view.hand, view.trump)


def refuse_guarded(view: View, action: Action) -> Found:
    """The dealer refuses when guarded in three suits, in two with a trump, or in one
    with two trumps; otherwise accepts. Cavendish's rule for the answer to a proposal,
    as the Encyclopaedia Britannica (11th ed., 'Écarté', p. 167) and Hoyle's Games
    Modernized (1909) give it, without its exceptions."""
    if view.phase is not Phase.RESPONSE or action != REFUSE or not _guarded_enough(view):
        return None
    return {"cards": tuple(_guards(view)) + tuple(_trumps(view))}


def accept_unguarded(view: View, action: Action) -> Found:
    """The other half of ``refuse_guarded``: a dealer not guarded enough accepts (and
    with no jeu de règle of two trumps, ``refuse_strong``)."""
    if view.phase is not Phase.RESPONSE or action != ACCEPT or _guarded_enough(view) or \
            refuse_strong(view, REFUSE) is not None:
        return None
    return {}


def refuse_penalty(view: View, action: Action) -> Found:
    """Under the elder's penalty (``penalty = elder``, the default), the dealer refuses a
    first proposal: an elder who then takes fewer than three tricks gives the dealer 2
    points, and proposing said the elder's hand is weak."""
    if view.phase is not Phase.RESPONSE or action != REFUSE or view.rules.penalty != "elder" \
            or not _as_dealt(view):
        return None
    return {}


def keep_trumps_kings(view: View, action: Action) -> Found:
    """Exchange for trumps: keep every trump and king, change all the other cards (the
    books' rule, as its sentence says: an exchange that keeps some other card too, or
    changes a trump or a king, does not follow it)."""
    if not isinstance(action, Exchange) or not action.cards:
        return None
    keep = tuple(c for c in view.hand if c.suit is view.trump or c.rank is Rank.KING)
    if not keep or set(action.cards) != {c for c in view.hand if c not in keep}:
        return None
    return {"keep": keep}


def declare_king(view: View, action: Action) -> Found:
    """Declare the king of trumps: a point at once."""
    if view.phase is not Phase.DECLARE or action != DECLARE_KING:
        return None
    return {}


def lead_trumps(view: View, action: Action) -> Found:
    """With three trumps or more, lead trump and draw the opponent's."""
    card = _leads(view, action)
    trumps = _trumps(view)
    if card is None or card.suit is not view.trump or len(trumps) < 3:
        return None
    return {"cards": tuple(trumps)}


def keep_lone_trump(view: View, action: Action) -> Found:
    """With one trump and a higher one still out, lead another card and keep the trump
    for a trick it can take (Hoyle: with one trump, lead a plain card, the best you have,
    and reserve the trump)."""
    card = _leads(view, action)
    if card is None or card.suit is view.trump or not higher_trump_out(view):
        return None
    return {"trump": _trumps(view)[0], "card": card}


def lead_king(view: View, action: Action) -> Found:
    """Lead a plain king: the highest card of its suit, beaten only by a trump."""
    card = _leads(view, action)
    if card is None or card.rank is not Rank.KING or card.suit is view.trump:
        return None
    return {"card": card}


def lead_long_suit(view: View, action: Action) -> Found:
    """Lead from your longest plain suit (longer than any other, two cards at least)."""
    card = _leads(view, action)
    if card is None or card.suit is view.trump:
        return None
    counts: dict[Suit | None, int] = {}
    for c in view.hand:
        if c.suit is not view.trump:
            counts[c.suit] = counts.get(c.suit, 0) + 1
    mine = counts[card.suit]
    if mine < 2 or any(n >= mine for s, n in counts.items() if s is not card.suit):
        return None
    return {"card": card, "suit": card.suit}


PRINCIPLES = catalogue(
    ("ecarte_stand_jeu", stand_jeu_de_regle),
    ("ecarte_propose_weak", propose_weak),
    ("ecarte_refuse_strong", refuse_strong),
    ("ecarte_refuse_guarded", refuse_guarded),
    ("ecarte_accept_unguarded", accept_unguarded),
    ("ecarte_refuse_penalty", refuse_penalty),
    ("ecarte_keep_trumps_kings", keep_trumps_kings),
    ("ecarte_declare_king", declare_king),
    ("ecarte_lead_trumps", lead_trumps),
    ("ecarte_keep_lone_trump", keep_lone_trump),
    ("ecarte_lead_king", lead_king),
    ("ecarte_lead_long", lead_long_suit),
)
