"""Deal codes for Écarté: the rules and the complete deal in one short, checked line.

Format (see ``engine.dealcode``): ``ECARTE-<rules>-<dealer>-<cards><check>`` (two
check characters) where
``<rules>`` is a preset name (``classic``, ``quick``, ``napoleon``, ``three``) or
``custom.<players>.<penalty>.<dealer_must_exchange>.<must_trump>.<target>.<stake>.<packets>``,
and ``<cards>`` is 32 characters: the elder's 5 cards, the 5 cards of the dealer's
part (both in canonical order), the turned-up card, then the talon top first; each
card is its place in the piquet pack (``ranking.PACK``).
"""
from __future__ import annotations

from ..cards import Card
from ..dealcode import decode_cards, encode_cards, seal, unseal
from ..errors import DealCodeError, DealError, RulesError
from ..i18n import _
from .ranking import PACK
from .rules import PRESETS, Rules, preset_name
from .state import HandState, from_deal, roles

PREFIX = "ECARTE"
STAKE_DIGITS = 9
"""The longest stake a code's rules field holds (the reader reads no longer number)."""
MAX_STAKE = 10 ** STAKE_DIGITS - 1


def rules_token(rules: Rules) -> str:
    """The rules as they are written in a code: a preset name or ``custom.…``."""
    name = preset_name(rules)
    if name is not None:
        return name
    if rules.stake > MAX_STAKE:   # written, it made a code the reader refused as malformed
        raise DealCodeError(_("a stake above {most} cannot be written in a deal code").format(
            most=MAX_STAKE))
    return "custom." + ".".join((
        str(rules.players), rules.penalty, str(int(rules.dealer_must_exchange)),
        str(int(rules.must_trump)), str(rules.target_score), str(rules.stake),
        rules.packets.replace("+", ""),
    ))


def _is_number(text: str, longest: int) -> bool:
    """ASCII digits only (not '²'), at least one and at most ``longest``."""
    return 0 < len(text) <= longest and text.isascii() and text.isdigit()


def rules_from_token(token: str) -> Rules:
    """The rules a code's rules field names; ``DealCodeError`` if it names none."""
    if token in PRESETS:
        return PRESETS[token]
    parts = token.split(".")
    if parts[0] != "custom":
        raise DealCodeError(
            _("the deal code names an unknown preset '{token}'; known: {known}").format(
                token=token, known=", ".join(PRESETS))
        )
    if len(parts) != 8:
        raise DealCodeError(_("the deal code's custom rules are incomplete"))
    _custom, players, penalty, dme, mt, target, stake, packets = parts
    flags = {"0": False, "1": True}
    # Each number on its own: an empty field must be refused here, not by int("").
    numbers_ok = all(_is_number(field, longest) for field, longest in
                     ((players, 1), (target, 2), (stake, STAKE_DIGITS)))
    if dme not in flags or mt not in flags or not numbers_ok or packets not in ("32", "23"):
        raise DealCodeError(_("the deal code's custom rules are malformed"))
    try:
        return Rules(players=int(players), penalty=penalty, dealer_must_exchange=flags[dme],
                     must_trump=flags[mt], target_score=int(target), stake=int(stake),
                     packets=packets[0] + "+" + packets[1])
    except RulesError as exc:
        raise DealCodeError(_("the deal code's rules are impossible: {why}").format(why=exc)) from None


def encode_deal(state: HandState) -> str:
    """The deal code of the hand ``state`` belongs to (its deal, whatever was played since)."""
    if not isinstance(state, HandState):
        raise DealCodeError(f"encode_deal needs an Écarté hand state, not {state!r}")
    d = state.deal
    cards = d.hands[state.elder] + d.hands[state.younger] + (d.turnup,) + d.talon
    body = "-".join((PREFIX, rules_token(state.rules), str(d.dealer), encode_cards(cards, PACK)))
    return seal(body)


def decode_deal(code: str) -> HandState:
    """The hand a deal code describes, just after the deal. Raise ``DealCodeError``
    with a clear message when the code is malformed."""
    body = unseal(code)
    parts = body.split("-")
    if len(parts) != 4:
        raise DealCodeError(_("an Écarté deal code has four parts: ECARTE-rules-dealer-cards"))
    prefix, token, dealer_text, cards_text = parts
    if prefix != PREFIX:
        raise DealCodeError(_("this is not an Écarté deal code (it starts with '{prefix}')").format(prefix=prefix))
    rules = rules_from_token(token)
    if dealer_text not in [str(i) for i in range(rules.players)]:
        raise DealCodeError(_("the dealer in the deal code must be 0..{last}").format(last=rules.players - 1))
    dealer = int(dealer_text)
    cards = decode_cards(cards_text, PACK)
    if len(cards) != len(PACK):
        raise DealCodeError(_("the deal code holds {n} cards instead of {pack}").format(n=len(cards), pack=len(PACK)))
    elder, younger = roles(rules.players, dealer)
    hands: list[tuple[Card, ...]] = [()] * rules.players
    hands[elder] = cards[0:5]
    hands[younger] = cards[5:10]
    try:
        return from_deal(rules, dealer, hands, cards[10], cards[11:])
    except DealError as exc:   # a checked code can still name a card twice
        raise DealCodeError(_("the deal code describes an impossible deal: {problem}").format(problem=exc)) from None
