"""Actions and their text, immutable states, history and replay, views, deal codes."""
import random

import pytest

from engine.cards import NotationError, parse_cards
from engine.dealcode import CHECK_LENGTH, seal
from engine.errors import DealCodeError, DealError, IllegalActionError
from engine.ecarte import (
    PRESETS, Exchange, Phase, Play, Rules, decode_deal, deal, encode_deal, explain_illegal,
    from_deal, observe, parse_action, position_from_view, replay,
)
from ecarte_helpers import make, run


def random_hand(rules, seed):
    rng = random.Random(seed)
    state = deal(rules, dealer=seed % rules.players, seed=seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_action_text_parses_back_to_the_same_action():
    # Notation: every action's str() parses back to the same (interned) action.
    for seed in range(30):
        for s in replay(random_hand(Rules(dealer_must_exchange=seed % 2 == 0), seed)):
            for action in s.legal_actions():
                assert parse_action(str(action)) is action


def test_action_texts():
    assert str(parse_action("EXCHANGE td 9c")) == "exchange 9C TD"
    assert str(Exchange.of([])) == "exchange"
    assert str(Play.of("kh")) == "play KH"
    with pytest.raises(NotationError):
        parse_action("play")
    with pytest.raises(NotationError):
        parse_action("exchange XX")


def test_apply_returns_a_new_state_and_never_changes_the_old_one():
    state = deal(Rules(), 0, seed=4)
    before = (state.hands, state.talon, state.phase, state.history)
    after = state.apply("propose")
    assert after is not state and after.phase is Phase.RESPONSE
    assert (state.hands, state.talon, state.phase, state.history) == before


def test_illegal_apply_raises_with_reason_and_changes_nothing():
    state = deal(Rules(), 0, seed=4)
    before = (state.phase, state.hands, state.talon, state.history)
    with pytest.raises(IllegalActionError) as err:
        state.apply("accept")
    assert err.value.reason.code == "not_now"
    assert isinstance(err.value, ValueError)
    with pytest.raises(IllegalActionError) as err:
        state.apply("shuffle the deck")
    assert err.value.reason.code == "not_an_action"
    assert (state.phase, state.hands, state.talon, state.history) == before
    assert state.legal_actions() == deal(Rules(), 0, seed=4).legal_actions()


def test_explain_illegal_is_none_for_legal_actions_and_after_the_end():
    state = random_hand(Rules(), 1)
    for s in replay(state)[:-1]:
        for a in s.legal_actions():
            assert explain_illegal(s, a) is None
    assert explain_illegal(state, "stand").code == "hand_over"


def test_history_replays_step_by_step():
    # History: who did what, replayable from the deal.
    end = random_hand(Rules(), 9)
    steps = end.history
    assert all(step.seat in (end.elder, end.younger) for step in steps)
    states = replay(end)
    assert states[0] == end.start() and states[-1] == end and states[-1].result == end.result
    assert [s.history for s in states] == [steps[:i] for i in range(len(steps) + 1)]
    again = decode_deal(encode_deal(end))
    for step in steps:
        again = again.apply(str(step.action))
    assert again == end and again.result == end.result


def test_states_with_the_same_deal_and_history_are_equal():
    a = deal(Rules(), 0, seed=2).apply("stand")
    b = deal(Rules(), 0, seed=2).apply("stand")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1


def test_observe_hides_the_other_hand_the_talon_and_others_discards():
    # View: no hidden cards (the other hand, the talon, face-down discards).
    state = make("7C 8C 9C 7D 8D", "7S 8S 9S TS JS", "7H")
    state = run(state, "propose, accept, exchange 7C 8C, exchange 7S")
    view = observe(state, 1)
    assert view.hand == state.hands[1] and view.hand_sizes == (5, 5)
    assert view.talon_size == 18 and view.discard_counts == (1, 2)
    assert view.discards == parse_cards("7C 8C")
    assert [str(s.action) for s in view.history] == ["propose", "accept", "exchange 7C 8C",
                                                     "exchange 1 card"]
    dealer_view = observe(state, 0)
    assert [str(s.action) for s in dealer_view.history][2] == "exchange 2 cards"
    hidden = set(state.hands[0]) | set(state.talon) | set(state.discards[0])
    text = repr(view)
    assert not any(repr(c) in text for c in hidden)
    assert view.to_act and view.legal_actions == state.legal_actions()
    assert dealer_view.legal_actions == ()


def test_deal_code_round_trip():
    # Deal code: the preset and the complete deal (dealer, hands, turn-up, talon order).
    for name, rules in PRESETS.items():
        for seed in range(5):
            state = deal(rules, dealer=seed % rules.players, seed=seed)
            code = encode_deal(state)
            assert code.startswith("ECARTE-" + name + "-")
            back = decode_deal(code)
            assert back == state and back.rules == rules


def test_deal_code_round_trip_with_custom_rules():
    rules = Rules(players=3, penalty="classic", dealer_must_exchange=False, must_trump=False,
                  target_score=9, stake=25, packets="2+3")
    state = deal(rules, dealer=2, seed=1)
    back = decode_deal(encode_deal(state))
    assert back.rules == rules and back == state


def test_a_stake_too_long_for_a_code_is_refused_when_written_not_when_read():
    # Before: a stake of 1 000 000 000 was written into the code, and reading that code back
    # said "the deal code's custom rules are malformed" (the Table failed on every visit).
    from engine.ecarte.dealcode import MAX_STAKE
    largest = Rules(stake=MAX_STAKE)
    assert decode_deal(encode_deal(deal(largest, 0, seed=1))).rules == largest
    with pytest.raises(DealCodeError, match="a stake above 999999999 cannot be written"):
        encode_deal(deal(Rules(stake=MAX_STAKE + 1), 0, seed=1))


def _body(code):
    return code[:-CHECK_LENGTH]


def test_deal_code_bad_checksum_is_refused():
    code = encode_deal(deal(Rules(), 0, seed=1))
    broken = code[:-2] + ("A" if code[-2] != "A" else "B") + code[-1]
    with pytest.raises(DealCodeError, match="does not check out"):
        decode_deal(broken)


def test_deal_code_duplicate_card_is_refused():
    body = _body(encode_deal(deal(Rules(), 0, seed=1)))
    dup = body[:-1] + body[-2]
    with pytest.raises(DealCodeError, match="twice"):
        decode_deal(seal(dup))


def test_deal_code_wrong_count_is_refused():
    body = _body(encode_deal(deal(Rules(), 0, seed=1)))
    with pytest.raises(DealCodeError, match="31 cards instead of 32"):
        decode_deal(seal(body[:-1]))


def test_deal_code_unknown_preset_is_refused():
    body = _body(encode_deal(deal(Rules(), 0, seed=1))).replace("classic", "bezique")
    with pytest.raises(DealCodeError, match="unknown preset 'bezique'"):
        decode_deal(seal(body))


def test_deal_code_of_another_game_is_refused():
    body = _body(encode_deal(deal(Rules(), 0, seed=1))).replace("ECARTE", "EUCHRE")
    with pytest.raises(DealCodeError, match="not an Écarté deal code"):
        decode_deal(seal(body))


def test_explicit_deal_needs_all_32_cards_once():
    # An explicit deal specifies hands, the turn-up and the talon order.
    cards = deal(Rules(), 0, seed=1).cards_in_play()
    hands = [cards[0:5], cards[5:10]]
    with pytest.raises(DealError, match="talon"):
        from_deal(Rules(), 0, hands, cards[10], cards[11:31])
    with pytest.raises(DealError, match="twice"):
        from_deal(Rules(), 0, hands, cards[10], cards[11:31] + cards[:1])
    with pytest.raises(DealError, match="must hold 5"):
        from_deal(Rules(), 0, [cards[0:4], cards[5:10]], cards[10], cards[11:32])
    # a card of the full pack (2 to 6) in place of one of the 32: refused by the deal itself
    with pytest.raises(DealError, match="the 2♣ is not in the 32-card pack"):
        from_deal(Rules(), 0, [["2C"] + list(cards[1:5]), cards[5:10]], cards[10], cards[11:32])
    state = from_deal(Rules(), 0, {0: "7C 8C 9C TC JC", 1: "QC KC AC 7D 8D"}, "9D",
                      [c for c in cards if str(c) not in
                       "7C 8C 9C TC JC QC KC AC 7D 8D 9D".split()])
    assert str(state.turnup) == "9D" and len(state.talon) == 21


def test_deal_in_packets_of_three_then_two_or_two_then_three():
    # Rule: 5 cards each in packets of 3 then 2 (or 2 then 3); the 11th card is turned up.
    from engine.cards import shuffled
    from engine.ecarte.ranking import DECK
    order = shuffled(DECK, 99)
    a = deal(Rules(), 0, seed=99)
    b = deal(Rules(packets="2+3"), 0, seed=99)
    by_index = lambda cards: tuple(sorted(cards, key=lambda c: c.index))  # noqa: E731
    assert a.hands[1] == by_index(order[0:3] + order[6:8])
    assert a.hands[0] == by_index(order[3:6] + order[8:10])
    assert b.hands[1] == by_index(order[0:2] + order[4:7])
    assert b.hands[0] == by_index(order[2:4] + order[7:10])
    assert a.turnup is order[10] and a.talon == tuple(order[11:]) and a.trump == order[10].suit


def test_position_from_view_plays_on_like_the_real_hand():
    # A view plus the true hidden cards rebuilds a position whose legal actions and
    # continuation match the real hand's at every step.
    rules = Rules()
    for seed in range(25):
        state = deal(rules, dealer=seed % 2, seed=seed)
        while not state.is_over:
            seat = state.current_player
            view = observe(state, seat)
            pos = position_from_view(view, state.hands, state.talon, state.discards)
            assert pos.legal_actions() == state.legal_actions()
            assert pos.current_player == state.current_player
            action = state.legal_actions()[seed % len(state.legal_actions())]
            state, pos = state.apply(action), pos.apply(action)
            assert pos.hands == state.hands and pos.points == state.points


def test_award_sentences_with_seat_names():
    from engine.ecarte.state import Award

    assert Award(1, 2, "vole").text_for(("South", "North")) == \
        "North scores 2 for the vole (all 5 tricks)."
    assert Award(0, 1, "declared_king").text_for(("You", "North")) == \
        "You score 1 for the king of trumps declared."
    assert Award(0, 1, "point").text == "Seat 0 scores 1 for the point (3 or 4 tricks)."
