"""The piquet deck, Écarté's card order, trick winners, rule options and presets."""
import pytest

from engine.cards import Card, parse_cards
from engine.errors import RulesError
from engine.ecarte import DECK, PRESETS, Rules, beats, order, preset, preset_name, trick_winner
from engine.cards import Suit


def test_piquet_deck_has_32_cards_seven_to_ace():
    # Rule: 32-card piquet deck, 7 8 9 10 J Q K A in each suit.
    assert len(DECK) == 32 and len(set(DECK)) == 32
    assert {str(c)[0] for c in DECK} == set("789TJQKA")


def test_order_king_queen_jack_ace_ten_nine_eight_seven():
    # Rule: in every suit K > Q > J > A > 10 > 9 > 8 > 7 (aces between jack and ten).
    for suit in "CDHS":
        cards = parse_cards(" ".join(r + suit for r in "KQJAT987"))
        ranks = [order(c) for c in cards]
        assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == 8


def test_ace_loses_to_jack_and_beats_ten_in_led_suit():
    # Rule: aces rank between the jack and the ten.
    ac, jc, tc = parse_cards("AC JC TC")
    assert beats(jc, ac, trump=Suit.HEARTS, led=Suit.CLUBS)
    assert beats(ac, tc, trump=Suit.HEARTS, led=Suit.CLUBS)


def test_lowest_trump_beats_king_of_led_suit():
    # Rule: a trick goes to the higher trump, else to the higher card of the led suit.
    kc, h7 = Card.parse("KC"), Card.parse("7H")
    assert trick_winner(kc, h7, Suit.HEARTS) == 1
    assert trick_winner(h7, kc, Suit.HEARTS) == 0


def test_card_of_another_suit_never_wins():
    # Rule: a discard of a side suit never wins, however high.
    c7, ks = parse_cards("7C KS")
    assert trick_winner(c7, ks, Suit.HEARTS) == 0


def test_higher_card_of_led_suit_wins():
    # Rule: without trumps the higher card of the led suit wins.
    assert trick_winner(Card.parse("AD"), Card.parse("JD"), Suit.CLUBS) == 1
    assert trick_winner(Card.parse("AD"), Card.parse("TD"), Suit.CLUBS) == 0


def test_rules_defaults_follow_the_rule_book():
    # Rule book defaults: 2 players, elder penalty, dealer must exchange, must trump, 5 points.
    r = Rules()
    assert (r.players, r.penalty, r.dealer_must_exchange, r.must_trump, r.target_score) == \
        (2, "elder", True, True, 5)
    assert r.packets == "3+2"


@pytest.mark.parametrize("bad, words", [
    (dict(players=4), "players"),
    (dict(players=True), "players"),
    (dict(penalty="dealer"), "penalty"),
    (dict(dealer_must_exchange="yes"), "dealer_must_exchange"),
    (dict(must_trump=1), "must_trump"),
    (dict(target_score=0), "target_score"),
    (dict(target_score=16), "target_score"),
    (dict(target_score=5.0), "target_score"),
    (dict(stake=-1), "stake"),
    (dict(packets="5"), "packets"),
])
def test_invalid_rule_options_are_refused_with_the_option_named(bad, words):
    # Rule options are validated when the value is made; the problem names the option
    # (by its title when shown).
    from engine.ecarte.words import OPTION_TITLES
    with pytest.raises(RulesError) as e:
        Rules(**bad)
    assert [p.get("option") for p in e.value.problems] == [words]
    assert str(e.value).startswith(OPTION_TITLES[words] + " must be ")


def test_rules_are_immutable_and_replace_validates():
    r = Rules()
    with pytest.raises(AttributeError):   # a frozen dataclass refuses assignment
        r.players = 3
    assert r.replace(target_score=7).target_score == 7
    with pytest.raises(RulesError):
        r.replace(target_score=99)
    with pytest.raises(RulesError, match="is not a rule option"):
        r.replace(colour="red")


def test_presets_found_by_name():
    # Presets: classic (5), quick (3), napoleon (11), three players.
    assert preset("classic") == Rules()
    assert preset("quick").target_score == 3
    assert preset("Napoléon").target_score == 11
    assert preset("three players").players == 3
    assert set(PRESETS) == {"classic", "quick", "napoleon", "three"}
    for name, rules in PRESETS.items():
        assert preset_name(rules) == name
    assert preset_name(Rules(target_score=9)) is None
    with pytest.raises(RulesError, match="no variant called .* in Écarté"):
        preset("bezique")
