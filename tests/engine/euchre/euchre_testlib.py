"""Small helpers shared by the Euchre rule tests (positions in card notation)."""
from __future__ import annotations

from engine import euchre
from engine.cards import parse_cards

STANDARD = euchre.PRESETS["standard"]


def position(rules, dealer, hands, upcard, kitty=()):
    """A hand from an explicit deal (see ``euchre.from_deal``)."""
    return euchre.from_deal(rules, dealer, hands=hands, upcard=upcard, kitty=kitty)


def apply_all(state, *actions):
    """Apply actions given by text, in order."""
    for a in actions:
        state = state.apply(a)
    return state


def cards(text):
    return tuple(parse_cards(text))


def card_set(text):
    return set(parse_cards(text))


def legal_texts(state):
    return [str(a) for a in state.legal_actions()]


def play_out(state, choose=None):
    """Play a hand to the end, each player taking ``choose(state)`` (default: the
    first legal action). Used only where the outcome is forced whatever is played."""
    while not state.is_over:
        legal = state.legal_actions()
        state = state.apply(choose(state) if choose else legal[0])
    return state


# A standard deal with dealer East (3), so South (0) bids and leads first:
#   South  JH AH KS QS 9C     West  JD TC JC AC KC
#   North  TH QH 9S TS JS     East  KH AD KD QD TD     upcard 9H, kitty QC 9D AS
DEAL_A = dict(dealer=3,
              hands=["JH AH KS QS 9C", "JD TC JC AC KC", "TH QH 9S TS JS", "KH AD KD QD TD"],
              upcard="9H", kitty="QC 9D AS")


def deal_a(rules=STANDARD):
    return position(rules, **DEAL_A)


# A deal where South holds the five top hearts: whoever plays what, South takes
# every trick with hearts trump.
#   South  JH JD AH KH QH     West  9C TC JC QC KC
#   North  9S TS QS KS AS     East  9D TD QD KD AD     upcard 9H, kitty AC JS TH
DEAL_TOP = dict(dealer=3,
                hands=["JH JD AH KH QH", "9C TC JC QC KC", "9S TS QS KS AS", "9D TD QD KD AD"],
                upcard="9H", kitty="AC JS TH")


def deal_top(rules=STANDARD):
    return position(rules, **DEAL_TOP)
