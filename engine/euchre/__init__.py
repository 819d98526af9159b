"""Euchre: every variant of the rule book. See the README's "Engine API"."""
from ..cards import Card, Rank, Suit
from ..errors import (DealCodeError, DealError, EngineError, GameOverError, IllegalActionError,
                      Reason, RulesError, SeatError)
from .actions import Action, Kind
from .explain import explain_illegal
from .ranking import role as card_role   # the mark a card wears (registry name)
from .ranking import (card_power, effective_suit, hand_order, is_left_bower, is_right_bower,
                      is_trump, ranked, role, suit_order, trick_winner, trump_order,
                      winning_card)
from .obligation import obligation, ruled_out
from .rules import PRESET_TITLES, PRESETS, Rules, option_docs, preset
from .scoring import Score, score_hand
from .state import (Deal, Event, HandResult, HandState, Phase, Trick, deal, deal_packets,
                    deal_problem,
                    defender_order, first_leader, from_deal, num_teams, partner_of, replay,
                    team_of)
from .dealcode import decode_deal, encode_deal
from .game import Game
from .view import HiddenCard, View, observe, position_from_view
from . import words

DEFAULT_PRESET = "standard"   # the variant a newcomer starts with
