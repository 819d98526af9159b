"""What a player may see: ``observe(state, seat)`` hides the other hands, the
kitty, the others' face-down discards and a card given in Call for Best from
the players who did not take part."""
from __future__ import annotations

import re

import pytest

from engine import euchre
from engine.cards import Card
from euchre_testlib import apply_all, card_set, deal_a

RAILROAD = euchre.PRESETS["railroad"]


def mentions(view, card_text):
    """Whether the view shows the card anywhere: cards print as Card.parse('XX') and
    actions as Action.parse('play XX'), so look for the notation as a whole word."""
    return re.search(rf"(?<![A-Za-z0-9]){card_text}(?![A-Za-z0-9])", repr(view)) is not None


def test_view_shows_own_hand_only():
    # A player sees the own hand and how many cards the others hold.
    s = deal_a()
    for seat in range(4):
        v = euchre.observe(s, seat)
        assert v.hand == s.hands[seat] and v.hand_sizes == (5, 5, 5, 5)
        assert all(mentions(v, str(c)) for c in s.hands[seat])
        for other in range(4):
            if other != seat:
                assert not any(mentions(v, str(c)) for c in s.hands[other])


def test_view_hides_the_kitty_but_shows_the_upcard():
    # The kitty is face down; the upcard is face up for all.
    s = deal_a()
    for seat in range(4):
        v = euchre.observe(s, seat)
        assert v.upcard is Card.parse("9H") and mentions(v, "9H")
        assert not any(mentions(v, c) for c in ("QC", "9D", "AS"))


def test_view_hides_the_dealers_discard_from_others():
    # The dealer's discard is face down: only the dealer sees it.
    s = apply_all(deal_a(), "order", "discard TD")
    dealer_view = euchre.observe(s, 3)
    assert dealer_view.my_discards == (Card.parse("TD"),)
    assert str(dealer_view.history[-1].action) == "discard TD"
    for seat in (0, 1, 2):
        v = euchre.observe(s, seat)
        assert v.my_discards == () and not mentions(v, "TD")
        assert isinstance(v.history[-1].action, euchre.HiddenCard)
        assert v.history[-1].seat == 3
        assert v.upcard_taken and v.upcard is Card.parse("9H")


def test_view_hides_given_card_from_non_participants():
    # Call for best: the given card is seen by the giver and the receiver only.
    s = apply_all(deal_a(RAILROAD), "order", "discard TD", "alone", "defend", "defend",
                  "give QH")
    for seat in (0, 2):
        assert mentions(euchre.observe(s, seat), "QH")
        assert str(euchre.observe(s, seat).history[-1].action) == "give QH"
    for seat in (1, 3):
        v = euchre.observe(s, seat)
        assert not mentions(v, "QH")
        assert isinstance(v.history[-1].action, euchre.HiddenCard)
        assert v.hand_sizes == (6, 5, 4, 5)


def test_view_hides_lone_players_best_discard_from_others():
    # Call for best: the lone player's discard is face down.
    s = apply_all(deal_a(RAILROAD), "order", "discard TD", "alone", "defend", "defend",
                  "give QH", "discard 9C")
    assert euchre.observe(s, 0).my_discards == (Card.parse("9C"),)
    for seat in (1, 2, 3):
        assert not mentions(euchre.observe(s, seat), "9C")


def test_view_shows_played_cards_to_everyone():
    # Cards played to tricks are face up.
    s = apply_all(deal_a(), "order", "discard TD", "partner", "play AH", "play JD")
    for seat in range(4):
        v = euchre.observe(s, seat)
        assert set(v.played_cards) == card_set("AH JD")


def test_view_legal_actions_only_for_player_to_act():
    # A view offers actions only to the player whose turn it is.
    s = deal_a()
    assert euchre.observe(s, 0).legal_actions == s.legal_actions()
    assert all(euchre.observe(s, seat).legal_actions == () for seat in (1, 2, 3))


def test_view_refuses_a_seat_not_at_the_table():
    # Seats are numbered 0..n-1.
    with pytest.raises(ValueError):
        euchre.observe(deal_a(), 4)


@pytest.mark.parametrize("name", ["standard", "railroad", "british", "cutthroat"])
def test_position_from_view_plays_on_like_the_real_hand(name):
    # A player's view plus the true hidden cards rebuilds a position whose legal
    # actions, turn and continuation match the real hand's at every step.
    import random

    rules = euchre.preset(name).replace(dealer_may_discard_upcard=False) \
        if name == "standard" else euchre.preset(name)
    rng = random.Random(name)
    for seed in range(30):
        state = euchre.deal(rules, dealer=seed % rules.players, seed=seed)
        while not state.is_over:
            seat = state.current_player
            view = euchre.observe(state, seat)
            pos = euchre.position_from_view(view, state.hands, state.kitty, state.discards)
            assert pos.legal_actions() == state.legal_actions()
            assert pos.current_player == state.current_player and pos.phase is state.phase
            action = rng.choice(state.legal_actions())
            state, pos = state.apply(action), pos.apply(action)
            assert pos.hands == state.hands and pos.won == state.won
        assert pos.result.points == state.result.points
