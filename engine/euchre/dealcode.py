"""Deal codes: a short text naming the rules preset and a complete Euchre deal.

Form: ``EU-<preset>-<dealer><cards><check>``, where the cards are every seat's
hand (seat 0 first), the upcard and the kitty, one character each, and the last
two characters check the whole code (``engine.dealcode``). Example: ``EU-standard-0...``. Only presets travel in a
code, so a teacher shares rules everyone can name.

Each card is written as its place in the 33-card Euchre deck (7 to ace and the
Benny: ``CODE_DECK``), whatever the preset's pack: every pack is part of it, and
codes written before decks were data (one character per card of that same
universe, in the same order) read the same.
"""
from __future__ import annotations

from ..cards import DECKS
from ..dealcode import decode_cards, encode_cards, seal, unseal
from ..errors import DealCodeError
from ..i18n import _
from .rules import PRESETS
from .state import HandState, deal_problem, from_deal

CODE_DECK = DECKS["euchre33"]


def encode_deal(state: HandState, preset_name: str | None = None) -> str:
    """The code for the deal of ``state`` (its rules must be a preset)."""
    if not isinstance(state, HandState):
        raise DealCodeError(f"encode_deal needs a Euchre hand state, not {state!r}")
    if preset_name is not None and not isinstance(preset_name, str):
        raise DealCodeError(f"a preset name is text, not {preset_name!r}")
    name = preset_name or state.rules.preset_name
    if name is None or PRESETS.get(name) != state.rules:
        raise DealCodeError(_("only deals played under a named preset can be shared as a code"))
    d = state.deal
    cards = [c for h in d.hands for c in h] + [d.upcard] + list(d.kitty)
    return seal(f"EU-{name}-{d.dealer}{encode_cards(cards, CODE_DECK)}")


def decode_deal(code: str) -> HandState:
    """The hand a code describes, at its start. Refuses a bad code with a clear message."""
    body = unseal(code)
    parts = body.split("-")
    if len(parts) != 3 or parts[0] != "EU":
        raise DealCodeError(_("a Euchre deal code looks like EU-standard-0ABC…"))
    _prefix, name, rest = parts
    rules = PRESETS.get(name)
    if rules is None:
        raise DealCodeError(_("the deal code names an unknown preset '{name}'").format(name=name))
    if not rest or rest[0] not in "0123456789":
        raise DealCodeError(_("the deal code has no dealer seat"))
    dealer = int(rest[0])
    if dealer >= rules.players:
        raise DealCodeError(_("the deal code's dealer, seat {dealer}, is not at a "
                              "{players}-player table").format(dealer=dealer, players=rules.players))
    cards = decode_cards(rest[1:], CODE_DECK)
    if len(cards) != rules.deck:
        raise DealCodeError(_("the deal code holds {n} cards; the {name} pack has {deck}").format(
            n=len(cards), name=name, deck=rules.deck))
    n, size = rules.players, rules.hand_size
    hands = [cards[i * size:(i + 1) * size] for i in range(n)]
    upcard, kitty = cards[n * size], cards[n * size + 1:]
    problem = deal_problem(rules, hands, upcard, kitty)
    if problem:
        raise DealCodeError(_("the deal code describes an impossible deal: {problem}").format(problem=problem))
    return from_deal(rules, dealer, hands, upcard, kitty)
