"""Property tests (hypothesis): notation round trips, deal codes, and garbage input
that must be refused with the documented errors and never change a state."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine import euchre
from engine.cards import ALL_CARDS, Card, NotationError
from engine.dealcode import ALPHABET, CHECK_LENGTH, seal
from engine.errors import DealCodeError
from engine.euchre import actions as A

SETTINGS = settings(max_examples=300, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
ALL_ACTIONS = ([A.PASS, A.ORDER, A.ALONE, A.PARTNER, A.DEFEND_ALONE, A.DEFEND]
               + list(A.CALLS.values()) + list(A.PLAYS) + list(A.DISCARDS) + list(A.GIVES))
PRESET_NAMES = sorted(euchre.PRESETS)
DOCUMENTED = (NotationError, euchre.IllegalActionError, DealCodeError, euchre.RulesError)

cards = st.sampled_from(ALL_CARDS)
actions = st.sampled_from(ALL_ACTIONS)
garbage = st.one_of(st.text(), st.text(alphabet="pasordecl HDCSJKQTA9871023♥♦♣♠ "),
                    st.integers(), st.none(), st.floats(), st.binary(), st.booleans())


def random_case(text, data):
    flips = data.draw(st.lists(st.booleans(), min_size=len(text), max_size=len(text)))
    return "".join(ch.upper() if f else ch.lower() for ch, f in zip(text, flips))


# ----- notation round trips --------------------------------------------------------------

@given(cards)
def test_card_text_round_trips(card):
    # Notation: str(card) parses back to the same card (cards are unique objects).
    assert Card.parse(str(card)) is card
    assert Card.from_index(card.index) is card


@given(cards, st.data())
def test_card_display_and_loose_forms_parse(card, data):
    # Notation: the display form (10♦, J♥, Benny) parses too, whatever the case and spaces.
    assert Card.parse(card.display) is card
    pad = data.draw(st.sampled_from(["", " ", "  ", "\t"]))
    assert Card.parse(pad + random_case(str(card), data) + pad) is card


@given(actions, st.data())
def test_action_text_round_trips(action, data):
    # Notation: every action's str() parses back to the same action, forgiving case.
    assert euchre.Action.parse(str(action)) is action
    assert euchre.Action.parse(random_case(str(action), data)) is action


# ----- deal codes -------------------------------------------------------------------------

deals = st.builds(lambda name, dealer, seed: euchre.deal(
    euchre.PRESETS[name], dealer % euchre.PRESETS[name].players, seed=seed),
    st.sampled_from(PRESET_NAMES), st.integers(0, 3), st.integers(0, 2**32))


@SETTINGS
@given(deals)
def test_deal_code_round_trips(state):
    # A deal code names the preset and the whole deal: decoding gives the same hand.
    code = euchre.encode_deal(state)
    back = euchre.decode_deal(code)
    assert back.rules == state.rules and back.deal == state.deal
    assert back.history == () and back.phase is state.phase
    assert euchre.encode_deal(back) == code


@SETTINGS
@given(deals, st.data())
def test_deal_code_one_character_changed_refused(state, data):
    # A mistyped deal code (one character changed) is refused, not silently another deal.
    code = euchre.encode_deal(state)
    i = data.draw(st.integers(0, len(code) - 1))
    ch = data.draw(st.sampled_from(ALPHABET + "0123456789-_xyz ").filter(lambda c: c != code[i]))
    bad = code[:i] + ch + code[i + 1:]
    try:
        back = euchre.decode_deal(bad)
    except DealCodeError:
        return
    raise AssertionError(f"{bad!r} (from {code!r}) decoded to dealer {back.dealer}")


@SETTINGS
@given(deals, st.data())
def test_deal_code_one_character_dropped_refused(state, data):
    # A deal code with a character missing is refused.
    code = euchre.encode_deal(state)
    i = data.draw(st.integers(0, len(code) - 1))
    try:
        euchre.decode_deal(code[:i] + code[i + 1:])
    except DealCodeError:
        return
    raise AssertionError("a code with a dropped character was accepted")


@SETTINGS
@given(deals, st.data())
def test_deal_code_with_duplicated_card_refused(state, data):
    # A code that deals a card twice (checksum recomputed) is refused as an impossible deal.
    code = euchre.encode_deal(state)
    body = code[:-CHECK_LENGTH]
    start = len(body) - state.rules.deck
    i = data.draw(st.integers(start, len(body) - 1))
    j = data.draw(st.integers(start, len(body) - 1).filter(lambda j: j != i))
    bad = seal(body[:j] + body[i] + body[j + 1:])
    try:
        euchre.decode_deal(bad)
    except DealCodeError:
        return
    raise AssertionError("a code dealing a card twice was accepted")


# ----- garbage input ---------------------------------------------------------------------

@SETTINGS
@given(garbage)
def test_card_parse_garbage_refused_with_notation_error(text):
    # Card.parse: a card or NotationError, nothing else.
    try:
        card = Card.parse(text)
    except NotationError:
        return
    assert card in ALL_CARDS


@SETTINGS
@given(garbage)
def test_action_parse_garbage_refused_with_notation_error(text):
    # Action.parse: an action or NotationError, nothing else.
    try:
        a = euchre.Action.parse(text)
    except NotationError:
        return
    assert a in ALL_ACTIONS


def _states():
    """A handful of positions in every phase (random play from seeded deals)."""
    out = []
    rng = random.Random(3)
    for name in PRESET_NAMES:
        s = euchre.deal(euchre.PRESETS[name], 0, seed=rng.randrange(1000))
        while True:
            out.append(s)
            if s.is_over:
                break
            s = s.apply(rng.choice(s.legal_actions()))
    return out


STATES = _states()


@SETTINGS
@given(st.sampled_from(STATES), st.one_of(garbage, actions.map(str)))
@example(STATES[0], "fly")
def test_apply_garbage_raises_illegal_action_and_changes_nothing(state, text):
    # apply: a new state or IllegalActionError (with a reason), and the state is unchanged.
    before = (state.phase, state.current_player, state.history, state.hands, state.trick, state.kitty,
              state.discards, state.tricks, state.result)
    try:
        new = state.apply(text)
    except euchre.IllegalActionError as e:
        assert e.reason.code and e.reason.text
        assert euchre.explain_illegal(state, text) == e.reason
    else:
        assert new.history[:-1] == state.history and len(new.history) == len(state.history) + 1
    after = (state.phase, state.current_player, state.history, state.hands, state.trick, state.kitty,
             state.discards, state.tricks, state.result)
    assert after == before


@SETTINGS
@given(garbage)
@example("EU-standard-0" + "A" * 24 + "B")
def test_decode_deal_garbage_refused_with_deal_code_error(text):
    # decode_deal: a hand or DealCodeError, nothing else.
    try:
        euchre.decode_deal(text)
    except DealCodeError:
        pass


@SETTINGS
@given(st.sampled_from(PRESET_NAMES), st.text(max_size=40), st.booleans())
@example("standard", "\u00b2" + "ABCDEFGHIJKLMNOPQRSTUVWX", True)
def test_decode_deal_sealed_garbage_refused_with_deal_code_error(name, rest, with_name):
    # decode_deal: even a code whose checksum is right is checked field by field.
    body = (f"EU-{name}-" if with_name else "EU-") + rest
    try:
        euchre.decode_deal(seal(body))
    except DealCodeError:
        pass


option_values = st.one_of(st.integers(-3, 40), st.booleans(), st.none(), st.text(max_size=12),
                          st.floats(allow_nan=True), st.sampled_from(
                              ["loner_left", "dealer_left", "by_tricks", "always_four"]))
OPTION_NAMES = ["players", "deck", "stick_the_dealer", "dealer_may_discard_upcard",
                "allow_alone", "allow_lone_defender", "lone_lead", "lone_defender_points",
                "call_for_best", "cutthroat_hand_size", "target_score"]


@SETTINGS
@given(st.dictionaries(st.sampled_from(OPTION_NAMES), option_values, max_size=5),
       st.integers(0, 2**16))
@example({"players": 4.0}, 0)
@example({"players": 3, "cutthroat_hand_size": 7.0}, 0)
def test_rules_garbage_refused_with_rules_error(options, seed):
    # Rules(...): a valid value or RulesError; a value it accepts can be played.
    try:
        rules = euchre.Rules(**options)
    except euchre.RulesError:
        return
    rng = random.Random(seed)
    s = euchre.deal(rules, dealer=0, seed=seed)
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
    assert s.result is not None


# ----- deal codes: explicit cases ---------------------------------------------------------

def test_deal_code_names_game_preset_and_dealer():
    # Deal code form: EU-<preset>-<dealer><cards><two check characters>.
    s = euchre.deal(euchre.PRESETS["british"], 2, seed=8)
    code = euchre.encode_deal(s)
    assert code.startswith("EU-british-2") and len(code) == len("EU-british-2") + 25 + CHECK_LENGTH


def test_deal_code_only_for_presets():
    # Only hands played under a named preset can be shared as a code.
    s = euchre.deal(euchre.Rules(target_score=7), 0, seed=1)
    try:
        euchre.encode_deal(s)
    except DealCodeError:
        return
    raise AssertionError("a deal under unnamed rules was encoded")


def test_deal_code_with_non_ascii_digit_dealer_refused():
    # A code whose dealer field is a digit-like character that is not 0-9 (here ²)
    # is refused with DealCodeError, not a bare ValueError (no code can be sealed
    # with it: ² is not a deal code character).
    s = euchre.deal(euchre.PRESETS["standard"], 0, seed=1)
    bad = euchre.encode_deal(s).replace("EU-standard-0", "EU-standard-\u00b2", 1)
    try:
        euchre.decode_deal(bad)
    except DealCodeError:
        return
    except ValueError as e:
        raise AssertionError(f"decode_deal raised {type(e).__name__}: {e}") from None
    raise AssertionError("accepted")
