"""Deal codes catch every single-character change and every adjacent swap.

The check (``engine.dealcode``) is a weighted sum mod 67 over the whole code, so
these are guarantees, not odds: the tests below try every case for a few codes of
both games, and hypothesis tries random bodies at the ``seal``/``unseal`` level.
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import ecarte, euchre
from engine.dealcode import CHECK_LENGTH, CODE_ALPHABET, seal, unseal
from engine.errors import DealCodeError, RulesError

# Characters a typo might bring in that no deal code uses.
OUTSIDERS = " +/#²é!"
CUSTOM_ECARTE = ecarte.Rules(players=3, penalty="classic", dealer_must_exchange=False,
                             must_trump=False, target_score=11, stake=123456789,
                             packets="2+3")


def substitutions(code: str):
    for i, old in enumerate(code):
        for ch in CODE_ALPHABET + OUTSIDERS:
            if ch != old:
                yield code[:i] + ch + code[i + 1:]


def adjacent_swaps(code: str):
    for i in range(len(code) - 1):
        if code[i] != code[i + 1]:
            yield code[:i] + code[i + 1] + code[i] + code[i + 2:]


def sample_codes():
    codes = [euchre.encode_deal(euchre.deal(euchre.PRESETS[name], 1, seed=5))
             for name in ("standard", "deck32", "stick_the_dealer")]
    codes += [ecarte.encode_deal(ecarte.deal(ecarte.PRESETS["classic"], 0, seed=5)),
              ecarte.encode_deal(ecarte.deal(CUSTOM_ECARTE, 2, seed=9))]
    return codes


def decoder(code: str):
    return ecarte.decode_deal if code.startswith("ECARTE") else euchre.decode_deal


@pytest.mark.parametrize("code", sample_codes())
def test_every_single_character_change_is_refused(code):
    # Deal codes: any one character changed, anywhere (prefix, preset, dealer, cards,
    # check characters), is refused with DealCodeError, never decoded as another deal.
    decode = decoder(code)
    for bad in substitutions(code):
        with pytest.raises(DealCodeError) as err:
            decode(bad)
        assert "check out" in str(err.value) or "never use" in str(err.value) \
            or bad.strip() != bad, (bad, str(err.value))


@pytest.mark.parametrize("code", sample_codes())
def test_every_adjacent_swap_is_refused(code):
    # Deal codes: two different neighbouring characters swapped are refused by the check.
    decode = decoder(code)
    for bad in adjacent_swaps(code):
        with pytest.raises(DealCodeError, match="does not check out"):
            decode(bad)


bodies = st.text(alphabet=CODE_ALPHABET, min_size=1, max_size=150)


@settings(max_examples=300, deadline=None)
@given(bodies, st.data())
def test_check_catches_any_substitution_in_any_body(body, data):
    # The guarantee holds for any text over the code alphabet and any length.
    code = seal(body)
    assert unseal(code) == body
    i = data.draw(st.integers(0, len(code) - 1))
    ch = data.draw(st.sampled_from(CODE_ALPHABET).filter(lambda c: c != code[i]))
    with pytest.raises(DealCodeError, match="does not check out"):
        unseal(code[:i] + ch + code[i + 1:])


@settings(max_examples=300, deadline=None)
@given(bodies, st.data())
def test_check_catches_any_adjacent_swap_in_any_body(body, data):
    code = seal(body)
    swaps = list(adjacent_swaps(code))
    if not swaps:
        return
    bad = data.draw(st.sampled_from(swaps))
    with pytest.raises(DealCodeError, match="does not check out"):
        unseal(bad)


@given(bodies)
def test_check_characters_are_letters_or_digits(body):
    # A code never ends in punctuation (it is pasted into sentences and URLs).
    tail = seal(body)[-CHECK_LENGTH:]
    assert len(tail) == CHECK_LENGTH and tail.isascii() and tail.isalnum()


def test_character_no_code_uses_is_refused_by_name():
    code = euchre.encode_deal(euchre.deal(euchre.PRESETS["standard"], 0, seed=1))
    with pytest.raises(DealCodeError, match="'#'"):
        euchre.decode_deal(code[:5] + "#" + code[6:])
    with pytest.raises(DealCodeError):
        seal("EU-standard-²")


# ----- round trips over every preset of both games ----------------------------------

@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(euchre.PRESETS)), st.integers(0, 3), st.integers(0, 2**32))
def test_euchre_codes_round_trip_for_every_preset(name, dealer, seed):
    rules = euchre.PRESETS[name]
    state = euchre.deal(rules, dealer % rules.players, seed=seed)
    back = euchre.decode_deal(euchre.encode_deal(state))
    assert back.rules == rules and back.deal == state.deal


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(ecarte.PRESETS)), st.integers(0, 2), st.integers(0, 2**32))
def test_ecarte_codes_round_trip_for_every_preset(name, dealer, seed):
    rules = ecarte.PRESETS[name]
    state = ecarte.deal(rules, dealer % rules.players, seed=seed)
    back = ecarte.decode_deal(ecarte.encode_deal(state))
    assert back.rules == rules and back == state


# ----- refused arguments -------------------------------------------------------------

@pytest.mark.parametrize("field", [1, 5, 6])
def test_ecarte_custom_rules_with_an_empty_number_is_a_deal_code_error(field):
    # ECARTE-custom.<players>...<target>.<stake>...: an empty number is malformed, not int("").
    token = ["custom", "2", "elder", "1", "1", "5", "1", "32"]
    token[field] = ""
    with pytest.raises(DealCodeError, match="malformed"):
        ecarte.decode_deal(seal(f"ECARTE-{'.'.join(token)}-0-" + "A" * 32))


@pytest.mark.parametrize("dealer", [True, False, 1.0, "0", None])
def test_deal_refuses_a_dealer_that_is_not_a_seat_number(dealer):
    # deal(rules, dealer=True) would write "EU-standard-True…" into a code: refused.
    with pytest.raises(ValueError, match="seat"):
        euchre.deal(euchre.PRESETS["standard"], dealer=dealer, seed=1)
    with pytest.raises(ValueError, match="seat"):
        ecarte.deal(ecarte.PRESETS["classic"], dealer=dealer, seed=1)
    with pytest.raises(ValueError, match="seat"):
        euchre.from_deal(euchre.PRESETS["standard"], dealer, ["9C TC JC QC KC"] * 4, "AC")


@pytest.mark.parametrize("seed", ["7", 1.5, True, [1], b"x"])
def test_deal_refuses_a_seed_that_is_not_a_number(seed):
    with pytest.raises(TypeError, match="seed"):
        euchre.deal(euchre.PRESETS["standard"], 0, seed=seed)
    with pytest.raises(TypeError, match="seed"):
        ecarte.deal(ecarte.PRESETS["classic"], 0, seed=seed)


@pytest.mark.parametrize("rules", ["standard", 4, {"players": 4}])
def test_deal_refuses_rules_that_are_not_a_rules_value(rules):
    with pytest.raises(RulesError, match="Rules"):
        euchre.deal(rules, 0, seed=1)
    with pytest.raises(RulesError, match="Rules"):
        ecarte.deal(rules, 0, seed=1)


@pytest.mark.parametrize("thing", [None, "EU-standard-0", 3])
def test_encode_deal_refuses_what_is_not_a_hand(thing):
    with pytest.raises(DealCodeError, match="hand state"):
        euchre.encode_deal(thing)
    with pytest.raises(DealCodeError, match="hand state"):
        ecarte.encode_deal(thing)
