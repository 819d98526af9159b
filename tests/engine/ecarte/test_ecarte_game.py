"""A game: the cut, alternating deal, scores to the target, three players, stakes."""
import random

import pytest

from engine.errors import DealError, GameOverError, IllegalActionError
from engine.ecarte import Game, Rules, cut_for_deal, deal, preset
from engine.ecarte.ranking import cut_value
from ecarte_helpers import make, run


def play_random_hand(game, rng):
    while not game.hand.is_over:
        game = game.apply(rng.choice(game.legal_actions()))
    return game


def play_random_game(rules, seed):
    rng = random.Random(seed)
    game = Game.new(rules, seed)
    while True:
        game = play_random_hand(game, rng)
        if game.is_over:
            return game
        game = game.next_hand()


def test_cut_low_card_deals_and_ties_recut():
    # Rule: cut for the first deal; the low card deals (7 lowest); ties cut again.
    saw_tie = False
    for seed in range(300):
        dealer, rounds = cut_for_deal(2, random.Random(seed))
        for r in rounds[:-1]:
            values = [cut_value(c) for _, c in r.cards]
            assert values.count(min(values)) > 1  # only a tie leads to another round
            saw_tie = True
        last = dict(rounds[-1].cards)
        assert all(cut_value(last[dealer]) < cut_value(c) for s, c in last.items() if s != dealer)
    assert saw_tie


def test_cut_seven_is_lowest_and_ace_above_ten():
    # Rule: in the cut a 7 is lowest; cards rank in Écarté order (ace between jack and ten).
    from engine.cards import Card
    assert cut_value(Card.parse("7S")) < cut_value(Card.parse("8C"))
    assert cut_value(Card.parse("TS")) < cut_value(Card.parse("AC")) < cut_value(Card.parse("JD"))


def test_game_starts_with_the_cut_winner_dealing():
    game = Game.new(Rules(), seed=7)
    assert game.dealer == game.first_dealer
    assert game.hand.elder == 1 - game.dealer


def test_deal_alternates_between_two_players():
    # Rule: the deal alternates after each hand.
    rng = random.Random(1)
    game = Game.new(preset("napoleon"), seed=1)
    dealers = [game.dealer]
    for _ in range(4):
        game = play_random_hand(game, rng)
        if game.is_over:
            break
        game = game.next_hand()
        dealers.append(game.dealer)
    assert all(a != b for a, b in zip(dealers, dealers[1:]))


def test_scores_accumulate_across_hands():
    rng = random.Random(3)
    game = Game.new(preset("napoleon"), seed=3)
    totals = [0, 0]
    while not game.is_over:
        game = play_random_hand(game, rng)
        for seat, p in enumerate(game.hand.points):
            totals[seat] += p
        assert list(game.scores) == totals
        if not game.is_over:
            game = game.next_hand()


@pytest.mark.parametrize("name", ["quick", "classic", "napoleon", "three"])
def test_game_ends_when_a_player_reaches_the_target(name):
    # Rule: the first to reach the target score wins; nobody else has reached it.
    rules = preset(name)
    for seed in range(20):
        game = play_random_game(rules, seed)
        scores = game.scores
        (winner,) = game.winners
        assert scores[winner] >= rules.target_score
        assert all(s < rules.target_score for i, s in enumerate(scores) if i != winner)
        with pytest.raises(GameOverError):
            game.next_hand()


def test_turned_king_can_end_a_game_at_the_deal():
    # Rule: points count as soon as scored: a turned king reaching the target ends the game.
    for seed in range(200):
        game = Game.new(Rules(target_score=1), seed)
        if game.hand.turnup.rank.letter == "K":
            assert game.is_over and game.winners == (game.dealer,)
            assert game.hand.history == () and game.legal_actions() == ()
            return
    pytest.fail("no turned king in 200 deals")


def test_next_hand_only_after_the_hand_is_over():
    game = Game.new(Rules(), seed=1)
    if not game.hand.is_over:
        with pytest.raises(IllegalActionError, match="not over"):
            game.next_hand()


def test_three_players_dealer_sits_out_left_is_elder_right_plays_dealer():
    # Rule (three players): the dealer sits out; the player to the dealer's left is the
    # elder hand, the player to the dealer's right takes the dealer's part.
    state = deal(preset("three"), dealer=0, seed=5)
    assert (state.elder, state.younger) == (1, 2)
    assert state.hands[0] == () and len(state.hands[1]) == len(state.hands[2]) == 5
    assert state.current_player == 1
    state = state.apply("propose")
    assert state.current_player == 2
    assert deal(preset("three"), dealer=2, seed=5).elder == 0
    assert deal(preset("three"), dealer=2, seed=5).younger == 1


def test_three_players_deal_passes_left_and_each_keeps_a_score():
    # Rule (three players): the deal passes to the left; each player keeps an own score.
    rng = random.Random(2)
    game = Game.new(preset("three"), seed=2)
    dealers = [game.dealer]
    while not game.is_over and len(dealers) < 7:
        game = play_random_hand(game, rng)
        assert game.hand.points[game.dealer] == 0  # the sitting-out dealer scores nothing
        if not game.is_over:
            game = game.next_hand()
            dealers.append(game.dealer)
    assert all(b == (a + 1) % 3 for a, b in zip(dealers, dealers[1:]))
    assert len(game.scores) == 3


def test_three_players_dealers_part_accepts_and_exchanges():
    # Rule (three players): the player on the dealer's right accepts or refuses and exchanges.
    state = make("7C 8C 9C 7D 8D", "7S 8S 9S TS JS", "7H", rules=preset("three"), dealer=1)
    assert (state.elder, state.younger) == (2, 0)
    state = run(state, "propose")
    assert state.current_player == 0
    state = run(state, "accept, exchange 7C")
    assert state.current_player == 0 and state.hands[1] == ()


@pytest.mark.parametrize("name", ["classic", "three"])
def test_stake_balance_is_zero_sum_and_follows_points(name):
    # Variant (for stakes): each point is worth a stake, paid by the opponent of the hand.
    rules = preset(name).replace(stake=10)
    game = play_random_game(rules, 11)
    assert sum(game.balance) == 0
    if rules.players == 2:
        a, b = game.scores
        assert game.balance == (10 * (a - b), 10 * (b - a))


def test_stake_balance_counts_each_hands_opponent():
    # Variant (for stakes, three players): the sitting-out dealer neither pays nor wins.
    state = make("7C 8C 9C 7D 8D", "7S 8S 9S TS JS", "KH", rules=preset("three"), dealer=0)
    from engine.ecarte.game import _settle
    balance = [0, 0, 0]
    _settle(balance, state, 5)
    assert balance == [0, -5, 5]


def test_game_from_hand_starts_with_that_hand_at_love_all():
    # A shared deal is played as the first hand of a game, with no cut for the deal.
    from engine.ecarte import decode_deal, encode_deal
    hand = decode_deal(encode_deal(deal(preset("classic"), 1, 8)))
    game = Game.from_hand(hand, seed=2)
    assert game.hand.deal.hands == hand.deal.hands and game.hand.turnup == hand.turnup
    assert game.scores == (0, 0) and game.cuts == ()
    while not game.hand.is_over:
        game = game.apply(game.hand.legal_actions()[0])
    assert game.next_hand().hand.dealer == 0


def test_game_from_hand_refuses_a_non_hand():
    with pytest.raises(DealError):
        Game.from_hand(None)


def test_a_shared_deal_that_reaches_the_target_wins_the_game():
    # Game: points count the moment they are scored, and a shared deal is a new game's
    # first hand at 0-0. To 3 (the quick game), the elder (seat 1) holds the king of
    # trumps and every trump: declared (1) and a vole (2) make 3, and the game is won.
    # (A hand from a deal code knew no game: 3-0 against a target of 3 went on, and the
    # next hand raised "the game is already won".)
    from engine.ecarte import decode_deal, encode_deal, from_deal
    rules = preset("quick")
    assert rules.target_score == 3
    from engine.cards import parse_cards
    from engine.ecarte.ranking import DECK
    hands = ["7C 8C 9C 7D 8D", "KH QH JH AH TH"]
    dealt = set(parse_cards(" ".join(hands) + " 7H"))
    talon = [c for c in DECK if c not in dealt]
    hand = decode_deal(encode_deal(from_deal(rules, 0, hands, "7H", talon)))
    game = Game.from_hand(hand, seed=1)
    game = game.apply("stand").apply("declare king")
    while not game.hand.is_over:
        game = game.apply(game.hand.legal_actions()[0])
    assert game.scores == (0, 3) and game.is_over and game.winners == (1,)
    with pytest.raises(GameOverError):
        game.next_hand()
