"""Random-play invariant sweeps (OpenSpiel ``random_sim_test`` style).

Every preset is played at random for many hands, and every step is checked
against rules re-implemented here from the rule book (not read off the engine):
cards are conserved, the player to act may follow suit exactly as the rule book
says, a legal action exists until the hand is over and none after, a hand ends
after all its tricks unless thrown in, trick winners and points follow the
rule book's tables, and whole games end exactly on the hand that first reaches
the target. 8 presets x 2500 hands + random option combinations: > 25,000 hands.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import euchre
from engine.cards import JOKER, Rank

Phase = euchre.Phase
HANDS_PER_PRESET = 2500
GAMES_PER_PRESET = 40
RANDOM_RULE_HANDS = 5000


# ----- the rule book, re-implemented for checking ---------------------------------

def eff_suit(card, trump):
    if card is JOKER:
        return trump
    if card.rank is Rank.JACK and card.suit is trump.same_colour:
        return trump
    return card.suit


def strength(card, trump, led):
    s = eff_suit(card, trump)
    if s is trump:
        if card is JOKER:
            return 100
        if card.rank is Rank.JACK:
            return 99 if card.suit is trump else 98
        return 50 + card.rank
    return card.rank if s is led else 0


def oracle_winner(plays, trump):
    led = eff_suit(plays[0][1], trump)
    return max(plays, key=lambda p: strength(p[1], trump, led))[0]


def oracle_points(rules, maker_tricks, alone, lone_defender):
    """(side, points) from the rule book's scoring tables."""
    hand = rules.hand_size
    if rules.players == 3:
        if maker_tricks == hand:
            return "makers", 3
        if maker_tricks >= hand // 2 + 1:
            return "makers", 1
        return "defenders", 2
    if maker_tricks >= 3:
        if maker_tricks == 5:
            return "makers", 4 if alone else 2
        return "makers", 1
    if lone_defender:
        if rules.lone_defender_points == "always_four":
            return "defenders", 4
        return "defenders", 4 if maker_tricks == 0 else 2
    return "defenders", 2


def team(rules, seat):
    return seat % 2 if rules.players == 4 else seat


def oracle_first_leader(s):
    rules, n = s.rules, s.rules.players
    if n != 4:
        return (s.dealer + 1) % n
    lone = [x for x in (s.alone, s.lone_defender) if x is not None]
    if rules.lone_lead == "loner_left" and lone:
        return s.lone_defender if len(lone) == 2 else (lone[0] + 1) % 4
    seat = (s.dealer + 1) % 4
    while seat in s.sitting_out:
        seat = (seat + 1) % 4
    return seat


def check_turn_order(s):
    """Who acts, from the rule book: bidding from the dealer's left, defenders asked
    from the dealer's left, the first lead, play clockwise, the winner leading."""
    n = s.rules.players
    out = set()
    if s.alone is not None:
        out.add((s.alone + 2) % 4)
    if s.lone_defender is not None:
        out.add((s.lone_defender + 2) % 4)
    assert s.sitting_out == frozenset(out)
    bids = sum(1 for e in s.history if e.action.kind in (euchre.Kind.PASS, euchre.Kind.ORDER,
                                                         euchre.Kind.CALL))
    if s.phase in (Phase.BID1, Phase.BID2):
        assert s.current_player == (s.dealer + 1 + bids) % n
    elif s.phase in (Phase.BENNY, Phase.DISCARD):
        assert s.current_player == s.dealer
    elif s.phase is Phase.ALONE:
        assert s.current_player == s.maker
    elif s.phase is Phase.DEFEND:
        asked = sum(1 for e in s.history if e.action.kind is euchre.Kind.DEFEND)
        order = [x for x in ((s.dealer + 1 + i) % 4 for i in range(4))
                 if x % 2 != s.maker % 2]
        assert s.current_player == order[asked]
    elif s.phase is Phase.PLAY:
        if not s.tricks and not s.trick:
            assert s.current_player == s.leader == oracle_first_leader(s)
        elif not s.trick:
            assert s.current_player == s.leader == s.tricks[-1].winner
        else:
            nxt = (s.trick[-1][0] + 1) % n
            while nxt in s.sitting_out:
                nxt = (nxt + 1) % n
            assert s.current_player == nxt


def check_cards(s):
    cards = [c for h in s.hands for c in h] + list(s.kitty)
    if s.upcard is not None:
        cards.append(s.upcard)
    cards += [c for _, c in s.discards]
    cards += [c for _, c in s.trick]
    cards += [c for t in s.tricks for _, c in t.plays]
    counts = Counter(cards)
    assert all(n == 1 for n in counts.values()), f"duplicated: {counts.most_common(2)}"
    assert set(cards) == set(s.rules.cards) and len(cards) == s.rules.deck


def check_step(s):
    """Invariants of one state."""
    rules = s.rules
    check_cards(s)
    check_turn_order(s)
    legal = s.legal_actions()
    if s.is_over:
        assert legal == () and s.current_player is None
        return
    assert legal, f"no legal action in {s.phase}"
    assert len(set(legal)) == len(legal)
    assert s.current_player is not None
    if s.phase is Phase.GIVE:   # the partner who sits out gives the card
        assert s.current_player in s.sitting_out
    else:
        assert s.current_player not in s.sitting_out
    if s.phase is Phase.PLAY:
        hand = s.hands[s.current_player]
        if s.trick:
            led = eff_suit(s.trick[0][1], s.trump)
            follow = [c for c in hand if eff_suit(c, s.trump) is led]
            expected = follow or list(hand)
        else:
            expected = list(hand)
        assert sorted(a.card.index for a in legal) == sorted(c.index for c in expected)
        # sizes: every playing seat has the same number of cards left to play
        played_now = {seat for seat, _ in s.trick}
        left = rules.hand_size - len(s.tricks)
        for seat in range(rules.players):
            if seat in s.sitting_out:
                continue
            assert len(s.hands[seat]) == left - (seat in played_now)
    elif s.phase is Phase.BID2:
        assert s.turned_down is not None
        assert euchre.Action.parse(f"call {s.turned_down.letter}") not in legal
        if rules.stick_the_dealer and s.current_player == s.dealer:
            assert euchre.Action.parse("pass") not in legal
    elif s.phase is Phase.DISCARD:
        assert s.current_player == s.dealer
        if not rules.dealer_may_discard_upcard:
            assert euchre.Action.parse(f"discard {s.deal.upcard}") not in legal


def check_over(s):
    rules, r = s.rules, s.result
    assert r is not None
    teams = 2 if rules.players == 4 else rules.players
    if r.thrown_in:
        assert not rules.stick_the_dealer
        assert s.trump is None and s.tricks == () and r.points == (0,) * teams
        assert len(s.history) == 2 * rules.players
        assert all(str(e.action) == "pass" for e in s.history)
        return
    assert len(s.tricks) == rules.hand_size
    assert all(len(h) == 0 for seat, h in enumerate(s.hands) if seat not in s.sitting_out)
    won = [0] * rules.players
    for t in s.tricks:
        assert t.winner == oracle_winner(t.plays, s.trump)
        won[t.winner] += 1
    assert tuple(won) == s.won
    makers = team(rules, s.maker)
    maker_tricks = sum(n for seat, n in enumerate(won) if team(rules, seat) == makers)
    assert r.maker_tricks == maker_tricks and r.makers == makers
    alone = s.alone is not None
    side, points = oracle_points(rules, maker_tricks, alone, s.lone_defender is not None)
    expected = [0] * teams
    for t in range(teams):
        if (t == makers) == (side == "makers"):
            expected[t] = points
    assert r.points == tuple(expected), (r.row, maker_tricks, alone, s.lone_defender)
    if rules.players != 4:
        assert s.alone is None and s.lone_defender is None and not s.sitting_out


def play_hand(s, rng):
    check_step(s)
    steps = 0
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
        check_step(s)
        steps += 1
        assert steps < 200
    check_over(s)
    return s


# ----- sweeps ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(euchre.PRESETS))
def test_random_play_invariants_every_preset(name):
    # Every preset: cards conserved, a legal action until the end, tricks and points
    # as the rule book says.
    rules = euchre.PRESETS[name]
    rng = random.Random(f"sweep {name}")
    seen_rows = Counter()
    for i in range(HANDS_PER_PRESET):
        s = euchre.deal(rules, dealer=i % rules.players, seed=rng.randrange(2**32))
        s = play_hand(s, rng)
        seen_rows[s.result.row] += 1
    assert seen_rows["made"] and seen_rows["euchred"]  # the sweep reaches both sides
    if rules.stick_the_dealer:
        assert not seen_rows["thrown_in"]


@pytest.mark.parametrize("name", sorted(euchre.PRESETS))
def test_random_games_end_exactly_at_target(name):
    # Game: the game is over on the hand where a score first reaches the target,
    # never before, and no hand is dealt after.
    rules = euchre.PRESETS[name]
    rng = random.Random(f"games {name}")
    for g_i in range(GAMES_PER_PRESET):
        target = rng.choice([1, 2, 5, 10, 15]) if g_i % 2 else rules.target_score
        r = rules.replace(target_score=target)
        g = euchre.Game.new(r, seed=rng.randrange(2**31))
        totals = [0] * len(g.scores)
        dealer = g.hand.dealer
        while True:
            assert not g.is_over and max(g.scores) < target
            while not g.hand.is_over:
                g = g.apply(rng.choice(g.legal_actions()))
            for t, p in enumerate(g.hand.result.points):
                totals[t] += p
            assert list(g.scores) == totals
            if max(totals) >= target:
                assert g.is_over and g.legal_actions() == ()
                assert set(g.winners) == {t for t, x in enumerate(totals) if x == max(totals)}
                with pytest.raises(ValueError):
                    g.next_hand()
                break
            assert not g.is_over
            g = g.next_hand()
            dealer = (dealer + 1) % r.players
            assert g.hand.dealer == dealer
        assert g.hand_number == len(g.past) and len(g.score_history()) == len(g.past) + 2


def random_rules(rng):
    players = rng.choice([2, 3, 4])
    opts = dict(players=players, deck=rng.choice([24, 25, 28, 32]),
                stick_the_dealer=rng.random() < 0.5,
                dealer_may_discard_upcard=rng.random() < 0.5,
                lone_lead=rng.choice(["loner_left", "dealer_left"]),
                lone_defender_points=rng.choice(["by_tricks", "always_four"]),
                target_score=rng.randint(1, 15))
    if players == 4:
        opts["allow_alone"] = rng.random() < 0.7
        opts["allow_lone_defender"] = rng.random() < 0.6
        if opts["allow_alone"] or opts["allow_lone_defender"]:
            opts["call_for_best"] = rng.random() < 0.5
    if players == 3:
        opts["cutthroat_hand_size"] = rng.choice([5, 7])
    return euchre.Rules(**opts)


def test_random_play_invariants_random_option_combinations():
    # Any valid combination of options: the same invariants hold.
    rng = random.Random("random rules")
    for _i in range(RANDOM_RULE_HANDS):
        rules = random_rules(rng)
        s = euchre.deal(rules, dealer=rng.randrange(rules.players), seed=rng.randrange(2**32))
        play_hand(s, rng)


def test_sweep_reaches_every_kind_of_lone_hand():
    # The random option sweep covers lone makers, lone defenders, both, and call for best.
    rng = random.Random("lone coverage")
    kinds = Counter()
    rules = euchre.PRESETS["railroad"]
    for i in range(400):
        s = play_hand(euchre.deal(rules, dealer=i % 4, seed=i), rng)
        if s.result.thrown_in:
            continue
        kinds[(s.alone is not None, s.lone_defender is not None)] += 1
        if s.alone is not None or s.lone_defender is not None:
            assert any(e.action.kind is euchre.Kind.GIVE for e in s.history)
    assert all(kinds[k] for k in [(False, False), (True, False), (False, True), (True, True)])
