"""Property tests: notation and deal-code round trips, garbage input."""
import random

from hypothesis import given, settings, strategies as st

from engine.cards import NotationError
from engine.dealcode import ALPHABET, seal
from engine.errors import DealCodeError, IllegalActionError, RulesError
from engine.ecarte import (
    PRESETS, Exchange, Play, Rules, decode_deal, deal, encode_deal, explain_illegal,
    from_deal, parse_action,
)
from engine.ecarte.ranking import DECK, PACK

cards = st.sampled_from(DECK)
rules_values = st.builds(
    Rules,
    players=st.sampled_from([2, 3]),
    penalty=st.sampled_from(["elder", "classic"]),
    dealer_must_exchange=st.booleans(),
    must_trump=st.booleans(),
    target_score=st.integers(1, 15),
    stake=st.integers(0, 10**6),
    packets=st.sampled_from(["3+2", "2+3"]),
)


@given(st.lists(cards, max_size=5, unique=True))
def test_exchange_text_round_trips(chosen):
    action = Exchange.of(chosen)
    assert parse_action(str(action)) is action
    assert parse_action(str(action).lower()) is action
    assert set(action.cards) == set(chosen)


@given(cards)
def test_play_text_round_trips(card):
    action = Play.of(card)
    assert parse_action(str(action)) is action and action.card is card


@given(rules_values, st.permutations(DECK), st.integers(0, 2))
def test_deal_code_round_trips(rules, order, dealer):
    dealer %= rules.players
    hands = [()] * rules.players
    from engine.ecarte import roles
    e, y = roles(rules.players, dealer)
    hands[e], hands[y] = order[:5], order[5:10]
    state = from_deal(rules, dealer, hands, order[10], order[11:])
    back = decode_deal(encode_deal(state))
    assert back == state
    assert encode_deal(back) == encode_deal(state)


@given(st.text(max_size=60))
def test_garbage_deal_codes_raise_only_deal_code_error(text):
    try:
        decode_deal(text)
    except DealCodeError:
        pass


@given(st.text(alphabet=ALPHABET + "-.ECARTclassicustom0123", max_size=60))
def test_sealed_garbage_deal_codes_raise_only_deal_code_error(body):
    # A correct checksum on nonsense must still be refused cleanly.
    for text in (body, "ECARTE-classic-0-" + body, "ECARTE-" + body):
        try:
            decode_deal(seal(text))
        except DealCodeError:
            pass


@given(st.lists(cards, min_size=32, max_size=32), st.sampled_from(list(PRESETS)), st.integers(0, 2))
def test_sealed_card_lists_decode_or_raise_deal_code_error(cs, name, dealer):
    from engine.dealcode import encode_cards
    try:
        decode_deal(seal(f"ECARTE-{name}-{dealer}-{encode_cards(cs, PACK)}"))
    except DealCodeError:
        pass


@settings(max_examples=200, deadline=None)   # a shared machine: no timing
@given(st.one_of(st.text(max_size=30), st.integers(), st.none(), st.lists(st.text(max_size=3))),
       st.integers(0, 1000))
def test_garbage_actions_raise_only_the_documented_errors(junk, seed):
    state = deal(Rules(), 0, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(12)):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    try:
        parse_action(junk)
    except NotationError:
        pass
    try:
        state.apply(junk)
    except IllegalActionError as exc:
        assert exc.reason.code and exc.reason.text
    reason = explain_illegal(state, junk)
    assert reason is None or reason.text


@given(st.dictionaries(st.sampled_from(["players", "penalty", "dealer_must_exchange", "must_trump",
                                        "target_score", "stake", "packets"]),
                       st.one_of(st.integers(-5, 20), st.text(max_size=5), st.booleans(),
                                 st.none(), st.floats(allow_nan=True))))
def test_garbage_rule_options_raise_only_rules_error(options):
    try:
        Rules(**options)
    except RulesError:
        pass
