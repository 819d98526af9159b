"""The Écarté rules engine (pure Python; the spec is the Écarté part of RULES.md).

Modules: ``rules`` (options, presets), ``ranking`` (deck, card order, card roles),
``obligation`` (what a player must play to a trick), ``actions`` (action values and
their text), ``state`` (one hand as immutable states), ``scoring`` (the table),
``explain`` (why an action is illegal), ``words`` (every English sentence), ``view``
(what a seat may see), ``dealcode`` (share a deal), ``game`` (cut, hands, scores,
stakes), ``transcript``.

>>> from engine import ecarte
>>> hand = ecarte.deal(ecarte.preset("classic"), dealer=0, seed=1)
>>> hand.legal_actions()[0]
parse_action('propose')
"""
from ..errors import (DealCodeError, DealError, EngineError, GameOverError,
                      IllegalActionError, Reason, RulesError, SeatError)
from .actions import (
    ACCEPT, DECLARE_KING, NO_DECLARATION, PROPOSE, REFUSE, STAND, TAKE_NONE, Action,
    Exchange, Play, Word, parse_action,
)
from .dealcode import decode_deal, encode_deal
from .explain import explain_illegal
from .ranking import role as card_role   # the mark a card wears (registry name)
from .game import Cut, Game, cut_for_deal
from .obligation import legal_follows, obligation, ruled_out
from .ranking import DECK, ORDER, beats, order, role, trick_winner
from .rules import PRESET_TITLES, PRESETS, Rules, option_docs, preset, preset_name
from .scoring import TRICK_TABLE, trick_points
from .state import (Award, Deal, Event, HandResult, HandState, Phase, Trick, deal, from_deal,
                    partner_of,
                    replay, roles)
from .transcript import transcript
from .view import HiddenExchange, View, observe, position_from_view

__all__ = [
    "DealCodeError", "DealError", "EngineError", "GameOverError", "IllegalActionError",
    "Reason", "RulesError", "SeatError",
    "ACCEPT", "DECLARE_KING", "NO_DECLARATION", "PROPOSE", "REFUSE", "STAND", "TAKE_NONE",
    "Action", "Exchange", "Play", "Word", "parse_action",
    "card_role", "decode_deal", "encode_deal", "explain_illegal", "Cut", "Game", "cut_for_deal",
    "DECK", "ORDER", "beats", "legal_follows", "obligation", "order", "role", "ruled_out",
    "trick_winner",
    "PRESET_TITLES", "PRESETS", "Rules", "option_docs", "preset", "preset_name", "TRICK_TABLE", "trick_points",
    "Award", "Deal", "Event", "HandResult", "HandState", "Phase", "Trick", "deal", "from_deal",
    "partner_of", "replay", "roles", "transcript", "HiddenExchange", "View", "observe",
    "position_from_view",
]

DEFAULT_PRESET = "classic"
# ``position_from_view`` (and so the coach's sampler) starts a position at the view's
# point with no history before it: the contract test compares the rest.
SAMPLES_WITHOUT_HISTORY = True   # the variant a newcomer starts with
