"""Every decision a learner can face on the Play page, in every variant where it
exists, clicked through AppTest from an explicit deal: the click raises nothing,
shows no error, and the learner's action is in the hand's history; where grading is
on, the grade arrives. Also: stale clicks are ignored quietly, and switching to a
three-player game while the alone question is on the table deals without a clash
of widget keys."""
from __future__ import annotations

import random

import pytest
from playhelp import button, decisions, hand_over, offers, open_play, settle

from engine import ecarte, euchre
from engine.cards import Card
from lessons.coach import CoachedGame

SAMPLES = 30   # enough for a grade to be worked out, quick on one core
ME = 0


# ----- building positions -------------------------------------------------------

def coached(game, grading: bool) -> CoachedGame:
    c = CoachedGame(game, me=ME, opponents="novice", partner="novice", grading=grading,
                    samples=SAMPLES)
    assert c.my_turn, "the position must be the learner's decision"
    return c


def euchre_at(rules, dealer: int, hands, upcard: str, before=(), grading=False) -> CoachedGame:
    """A Euchre game whose current hand is the explicit deal, after ``before``."""
    hand = euchre.from_deal(rules, dealer=dealer, hands=list(hands), upcard=upcard)
    for action in before:
        hand = hand.apply(action)
    return coached(euchre.Game.new(rules, seed=1).evolve(hand=hand), grading)


def ecarte_at(rules, dealer: int, hands, before=(), grading=False) -> CoachedGame:
    """An Écarté game whose current hand is the explicit deal (trumps hearts: the 8♥
    turned up), after ``before``: a new game with its hand replaced."""
    hand = ecarte.from_deal(rules, dealer=dealer, hands=list(hands), turnup="8H",
                            talon=ECARTE_TALON, scores=(0,) * rules.players)
    for action in before:
        hand = hand.apply(action)
    return coached(ecarte.Game.new(rules, seed=1).evolve(hand=hand), grading)


# ----- clicking -----------------------------------------------------------------

def click(at, text: str) -> None:
    """Take the decision ``text`` the way a learner does: its button, or (an Écarté
    exchange) the cards in the picker and then the Exchange button."""
    if text.split()[0] == "exchange":
        cards = [Card.parse(c) for c in text.split()[1:]]
        at.button_group(key="plx_pick").set_value(cards).run()
        widget = button(at, "exchange")
    else:
        widget = button(at, text)
    assert not widget.disabled, f"{text!r} is offered but disabled"
    widget.click().run()
    assert not at.exception, [e.value for e in at.exception]


def check_click(game: CoachedGame, text: str, parse, grading: bool, before_click=None) -> None:
    """Open the page on ``game``, take the decision ``text``, check it was applied
    (in the hand it was taken in, even if that hand is over now) and graded."""
    at = open_play(game)
    if before_click:
        before_click(at)
    number, index = len(game.game.hands) - 1, len(game.hand.history)
    click(at, text)
    assert not at.error, [e.value for e in at.error]
    after = at.session_state["pl_game"]
    step = after.game.hands[number].history[index]
    assert (step.seat, str(step.action)) == (ME, str(parse(text)))
    if grading:
        settle(at)
        after = at.session_state["pl_game"]
        assert after.decisions[-1].grade is not None
        assert any("Your last decision" in m.value for m in at.markdown)
        assert not at.error, [e.value for e in at.error]


# ----- Euchre -------------------------------------------------------------------

STANDARD = euchre.preset("standard")
CUTTHROAT = euchre.preset("cutthroat")
CUTTHROAT7 = euchre.Rules(players=3, cutthroat_hand_size=7)
TWO_HANDED = euchre.preset("two_handed")

# One deal per table size; seat 0 (the learner) holds TH AS AD KD 9S (5 cards) and the
# ace of hearts is turned up unless a case says otherwise.
DEALS = {
    "standard": (STANDARD, ("TH AS AD KD 9S", "JD 9C TC QC KC", "9H QS KS AC QH",
                            "JC JS TD QD 9D"), "9D"),
    "cutthroat": (CUTTHROAT, ("TH AS AD KD 9S", "JD 9C TC QC KC", "9H QS KS AC QH"), "QS"),
    "cutthroat7": (CUTTHROAT7, ("9H TH AS AD KD 9S TS", "JD 9C TC QC KC AC 9D",
                                "QS KS QH KH JS JC TD"), "QS"),
    "two_handed": (TWO_HANDED, ("TH AS AD KD 9S", "JD 9C TC QC KC"), "9C"),
}  # name: rules, hands by seat, the card the last seat discards when it deals
FOUR = DEALS["standard"][1]


def _basic_cases():
    """pass, order, the dealer's pick-up, a call, the dealer's discard and a lead, at
    every table size: the same bidding rules, seats counted from the dealer's left."""
    for name, (rules, hands, discard) in DEALS.items():
        n, last = rules.players, rules.players - 1
        graded = name in ("standard", "cutthroat7")
        alone = ("partner",) if n == 4 else ()
        yield name, "pass", rules, last, hands, "AH", (), "pass", graded
        yield name, "order", rules, last, hands, "AH", (), "order", graded
        # everyone before the dealer passes: the dealer may pick the upcard up
        yield name, "pick_up", rules, 0, hands, "AH", ("pass",) * (n - 1), "order", graded
        # all pass in round 1: round 2, any suit but the one turned down
        yield name, "call_S", rules, last, hands, "AH", ("pass",) * n, "call S", graded
        # the dealer's left orders it up: the dealer takes the upcard and discards
        yield name, "discard", rules, 0, hands, "AH", ("order",), "discard 9S", graded
        # the learner ordered; the dealer's left leads the first trick
        yield (name, "play", rules, last, hands, "AH", ("order", f"discard {discard}") + alone,
               "play AS", graded)


LONE_DEFENDERS = euchre.Rules(allow_lone_defender=True)
RAILROAD = euchre.preset("railroad")
EUCHRE_CASES = list(_basic_cases()) + [
    # round 2: each suit but the turned-down one may be named (spades turned down here)
    ("standard", "call_H", STANDARD, 3, FOUR, "TS", ("pass",) * 4, "call H", False),
    ("standard", "call_D", STANDARD, 3, FOUR, "AH", ("pass",) * 4, "call D", False),
    ("standard", "call_C", STANDARD, 3, FOUR, "AH", ("pass",) * 4, "call C", False),
    # the maker decides whether to go alone, or play with the partner
    ("standard", "alone", STANDARD, 3, FOUR, "AH", ("order", "discard 9D"), "alone", True),
    ("standard", "partner", STANDARD, 3, FOUR, "AH", ("order", "discard 9D"), "partner", False),
    # British: the Benny (joker) turned up, the dealer names trump, then discards
    ("british", "benny_call_S", euchre.preset("british"), 0, FOUR, "JK", (), "call S",
     True),
    ("british", "benny_discard", euchre.preset("british"), 0, FOUR, "JK", ("call S",),
     "discard JK", False),
    # Stick the Dealer: all pass twice round, the dealer must name a suit
    ("stick_the_dealer", "forced_call_C", euchre.preset("stick_the_dealer"), 0, FOUR, "AH",
     ("pass",) * 7, "call C", True),
    # lone defenders: the defenders are asked in turn from the dealer's left
    ("lone_defender", "defend", LONE_DEFENDERS, 3, FOUR, "AH",
     ("pass", "order", "discard 9D", "partner"), "defend", False),
    ("lone_defender", "defend_alone", LONE_DEFENDERS, 3, FOUR, "AH",
     ("pass", "order", "discard 9D", "partner"), "defend alone", True),
    # call for best: the lone player's partner gives a card, the lone player discards one
    ("railroad", "give", RAILROAD, 3, FOUR, "AH",
     ("pass", "pass", "order", "discard 9D", "alone", "defend", "defend"), "give AS", True),
    ("railroad", "best_discard", RAILROAD, 3, FOUR, "AH",
     ("order", "discard 9D", "alone", "defend", "defend", "give AC"), "discard 9S", True),
]


@pytest.mark.parametrize("variant, decision, rules, dealer, hands, upcard, before, action, graded",
                         EUCHRE_CASES, ids=[f"{c[0]}-{c[1]}" for c in EUCHRE_CASES])
def test_every_euchre_decision_by_clicking(variant, decision, rules, dealer, hands, upcard,
                                           before, action, graded):
    game = euchre_at(rules, dealer, hands, upcard, before, grading=graded)
    assert euchre.Action.parse(action) in game.hand.legal_actions()

    def offered(at):
        if decision == "pick_up":
            assert button(at, "order").label == "Pick it up"
        if decision.startswith("forced"):  # the dealer is stuck: no Pass button
            assert not offers(at, "pass")

    check_click(game, action, euchre.Action.parse, graded, offered)


# ----- Écarté -------------------------------------------------------------------

ECARTE_TALON = "9H TH JH AH 7D 9D JD QD KD AD 7S 8S TS QS KS 9C TC JC QC KC AC"
LEARNER, OTHER = "KH QH 7C 8D 9S", "JS AS 8C TD 7H"   # the learner holds the king of trumps
CLASSIC = ecarte.preset("classic")
THREE = ecarte.preset("three")
BARE = ecarte.Rules(dealer_must_exchange=False)

ECARTE_CASES = [
    # two players: seat 1 deals, so the learner is the elder hand and speaks first
    ("classic", "propose", CLASSIC, 1, (LEARNER, OTHER), (), "propose", True),
    ("classic", "stand", CLASSIC, 1, (LEARNER, OTHER), (), "stand", False),
    # the learner deals: the elder proposes, the dealer accepts or refuses
    ("classic", "accept", CLASSIC, 0, (LEARNER, OTHER), ("propose",), "accept", True),
    ("classic", "refuse", CLASSIC, 0, (LEARNER, OTHER), ("propose",), "refuse", False),
    # an accepted proposal: the elder exchanges 1 to 5 cards
    *[("classic", f"exchange_{len(cards.split())}", CLASSIC, 1, (LEARNER, OTHER),
       ("propose", "accept"), f"exchange {cards}", cards == "7C 8D")
      for cards in ("9S", "7C 8D", "7C 8D 9S", "QH 7C 8D 9S", LEARNER)],
    # then the dealer exchanges
    ("classic", "dealer_exchange", CLASSIC, 0, (LEARNER, OTHER),
     ("propose", "accept", "exchange 8C"), "exchange 7C 8D", True),
    # dealer_must_exchange off: the dealer may take no card at all
    ("dealer_may_stand_pat", "dealer_bare_exchange", BARE, 0, (LEARNER, OTHER),
     ("propose", "accept", "exchange 8C"), "exchange", False),
    # the holder of the king of trumps may declare it once the exchanges are over
    ("classic", "declare_king", CLASSIC, 1, (LEARNER, OTHER), ("stand",), "declare king", True),
    ("classic", "no_declaration", CLASSIC, 1, (LEARNER, OTHER), ("stand",), "no declaration",
     False),
    # the elder leads the first trick
    ("classic", "play", CLASSIC, 1, (LEARNER, OTHER), ("stand", "no declaration"), "play 9S",
     True),
    # three players: seat 2 deals and sits out, the learner is the elder hand
    ("three", "propose", THREE, 2, (LEARNER, OTHER, ""), (), "propose", False),
    ("three", "stand", THREE, 2, (LEARNER, OTHER, ""), (), "stand", False),
    ("three", "exchange_2", THREE, 2, (LEARNER, OTHER, ""), ("propose", "accept"),
     "exchange 7C 8D", True),
    ("three", "declare_king", THREE, 2, (LEARNER, OTHER, ""), ("stand",), "declare king", False),
    ("three", "no_declaration", THREE, 2, (LEARNER, OTHER, ""), ("stand",), "no declaration",
     False),
    ("three", "play", THREE, 2, (LEARNER, OTHER, ""), ("stand", "no declaration"), "play 9S",
     False),
    # seat 1 deals and sits out: the learner (seat 0) plays the dealer's part
    ("three", "accept", THREE, 1, (LEARNER, "", OTHER), ("propose",), "accept", False),
    ("three", "refuse", THREE, 1, (LEARNER, "", OTHER), ("propose",), "refuse", False),
    ("three", "dealer_exchange", THREE, 1, (LEARNER, "", OTHER),
     ("propose", "accept", "exchange 8C"), "exchange 7C 8D", False),
]


@pytest.mark.parametrize("variant, decision, rules, dealer, hands, before, action, graded",
                         ECARTE_CASES, ids=[f"{c[0]}-{c[1]}" for c in ECARTE_CASES])
def test_every_ecarte_decision_by_clicking(variant, decision, rules, dealer, hands, before,
                                           action, graded):
    game = ecarte_at(rules, dealer, hands, before, grading=graded)
    assert ecarte.parse_action(action) in game.hand.legal_actions()
    check_click(game, action, ecarte.parse_action, graded)


def test_three_player_ecarte_learner_dealing_sits_out_and_sees_the_result():
    # three players: the dealer (the learner) sits out while the other two play
    hand = ecarte.from_deal(THREE, dealer=ME, hands=["", LEARNER, OTHER], turnup="8H",
                            talon=ECARTE_TALON, scores=(0, 0, 0))
    game = ecarte.Game.new(THREE, seed=1).evolve(hand=hand)
    game = CoachedGame(game, me=ME, opponents="novice", grading=False).advance()
    assert game.hand.is_over  # the other two played the whole hand
    at = open_play(game)
    assert not decisions(at) and hand_over(at)
    assert at.success  # the result of the hand the learner watched
    at.button(key="plctl_next").click().run()
    assert not at.exception, [e.value for e in at.exception]
    after = at.session_state["pl_game"]
    assert after.hand.dealer == 1 and len(after.hand.hands[ME]) == 5  # now plays the dealer's part
    assert after.my_turn or after.hand.is_over


# ----- stale clicks and settings changed mid-game ------------------------------

def _lead_position() -> CoachedGame:
    return euchre_at(STANDARD, 3, FOUR, "AH", ("order", "discard 9D", "partner"))


def test_stale_click_on_a_card_already_played_is_ignored_quietly():
    at = open_play(_lead_position())
    old = button(at, "play AS")
    old.click().run()
    game = at.session_state["pl_game"]
    assert str(game.hand.history[3].action) == "play AS"
    old.click().run()  # the same button again, from the page as it was before the click
    assert not at.exception and not at.error
    assert at.session_state["pl_game"] is game


def test_click_made_on_a_position_the_game_has_left_is_ignored_quietly():
    # the page shows round 1; the game moves on to round 2 before the click arrives
    game = euchre_at(STANDARD, 3, FOUR, "AH")
    at = open_play(game)
    old = button(at, "pass")
    moved = game.act("pass")
    assert moved.my_turn and any(str(a) == "pass" for a in moved.hand.legal_actions())
    at.session_state["pl_game"] = moved
    old.click().run()  # the button of round 1's position
    assert not at.exception and not at.error
    assert at.session_state["pl_game"] is moved


def test_double_click_on_pass_passes_once():
    # A decision's key names its position: the second half of a double click refers to
    # a button the page has replaced (round 2's Pass has another key), so it is dropped.
    game = euchre_at(STANDARD, 3, FOUR, "AH")
    at = open_play(game)
    old = button(at, "pass")
    old.click().run()
    once = at.session_state["pl_game"]
    assert once.hand.phase is euchre.Phase.BID2 and once.my_turn
    old.click().run()  # the double click's second half
    assert not at.exception
    assert at.session_state["pl_game"] is once


def test_switching_to_cutthroat_while_the_alone_question_is_shown_deals_cleanly():
    # the old StreamlitDuplicateElementKey 'pl_partner': the alone question's Partner
    # button and the new-game form's partner level shared a key
    game = euchre_at(STANDARD, 3, FOUR, "AH", ("order", "discard 9D"))
    at = open_play(game)
    assert offers(at, "partner")
    at.session_state["rules"]["euchre"] = euchre.preset("cutthroat")
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    random.seed(3)  # the page deals with random.randrange: make that deal repeatable
    at.button(key="plctl_start").click().run()
    assert not at.exception, [e.value for e in at.exception]
    assert at.session_state["pl_game"].game.rules == euchre.preset("cutthroat")
    assert not offers(at, "partner")
