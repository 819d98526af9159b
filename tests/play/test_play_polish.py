"""What a learner meets on the Play page, checked as they meet it: a hint where the rules
leave one action, an Undo that says what it takes back, the cards of a deal a turned king
ended, results that name the sides as the scoreboard does, and "deal" (not "hand") for one
deal, as the lessons say."""
from __future__ import annotations

import re
from dataclasses import replace
from types import SimpleNamespace

from playhelp import drawn_html, open_play, scores_shown

from engine import ecarte, euchre
from engine.cards import Card, sort_cards
from engine.euchre import words as euchre_words
from lessons.coach import CoachedGame
from ui import workers
from ui.cards import alt_text
from ui.games.ecarte import play as play_ecarte
from ui.games.euchre import play as play_euchre
from ui.play_table import only_choice, undo_help


def _until(game: CoachedGame, stop) -> CoachedGame:
    """The learner takes the first legal action until ``stop(game)``."""
    while not stop(game):
        game = game.act(str(game.hand.legal_actions()[0]), grade_now=False)
    return game


def _coach_text(at) -> str:
    return " ".join([m.value for m in at.markdown] + [i.value for i in at.info])


# ----- 1. a hint where the rules leave one action -----------------------------------

def test_a_hint_at_a_forced_card_answers_at_once_without_a_job(monkeypatch):
    # Before: Hint at the last card of a deal sent a job to the analysis process and
    # showed "Thinking about your options…", then odds for the one card there was.
    game = _until(CoachedGame.new(euchre.preset("standard"), seed=3, grading=False, samples=8),
                  lambda g: g.only_action is not None)
    card = game.only_action.card
    at = open_play(game)
    sent, submit = [], workers.submit
    monkeypatch.setattr(workers, "submit", lambda job: sent.append(job) or submit(job))
    at.button(key="plctl_hint").click().run()
    assert not at.exception
    assert sent == [] and at.session_state["pl_jobs"]["hint"] is None
    text = _coach_text(at)
    assert f"Only one card can be played: the {card.display}." in text
    assert "Thinking about your options" not in text


def test_a_hint_at_a_forced_ecarte_card_says_the_card():
    game = _until(CoachedGame.new(ecarte.preset("classic"), seed=3, grading=False, samples=8),
                  lambda g: g.only_action is not None)
    view = SimpleNamespace(label=play_ecarte.label)
    assert only_choice(view, game) == \
        f"Only one card can be played: the {game.only_action.card.display}."


def test_a_hint_at_another_forced_action_names_it_and_a_real_choice_gets_none():
    # (no deal of the presets leaves one bid or one exchange: the sentence is checked on
    # a game whose one action is a pass)
    passing = SimpleNamespace(only_action=euchre.Action.parse("pass"))
    view = SimpleNamespace(label=lambda game, action: euchre_words.action_label(action))
    assert only_choice(view, passing) == "The rules leave you one choice here: “Pass”."
    fresh = CoachedGame.new(euchre.preset("standard"), seed=3, grading=False, samples=8)
    assert fresh.my_turn and fresh.only_action is None and only_choice(view, fresh) is None


# ----- 2. an Undo that says what it takes back --------------------------------------

def test_undo_says_the_decision_it_takes_back():
    # Before: the Undo button had no help; what it took back was a guess.
    game = _until(CoachedGame.new(euchre.preset("standard"), seed=3, grading=False, samples=8),
                  lambda g: g.decisions and str(g.decisions[-1].action).startswith("play ")
                  and not g.decisions[-1].forced)
    last = game.decisions[-1]
    words = play_euchre.label(game, last.action, last.before)
    at = open_play(game)
    assert at.button(key="plctl_undo").help == f"Take back “{words}”."


def test_undo_after_a_deal_sat_out_says_that_deal_goes_too():
    # Three-player Écarté, seed 2: the learner (South) plays deal 1; deal 2 is dealt by
    # South, who sits out, and the other two play it to its end. Before: Undo (no help)
    # went back into deal 1 and deal 2 was gone without a word.
    game = _until(CoachedGame.new(ecarte.Rules(players=3), seed=2, opponents="novice",
                                  grading=False, samples=8), lambda g: g.hand.is_over)
    game = game.next_hand()
    assert game.hand.is_over and game.hand.dealer == game.me and not game.game.is_over
    real = game.to_undo()
    assert real.hand_number == 0 and not real.forced
    words = play_ecarte.label(game, real.action)
    at = open_play(game)
    assert at.button(key="plctl_undo").help == \
        f"Take back “{words}”, your last decision, in deal 1. Deal 2 is taken back with it."
    at.button(key="plctl_undo").click().run()
    assert not at.exception
    back = at.session_state["pl_game"]
    assert len(back.game.hands) == 1 and back.my_turn
    assert "Your last decision was undone, and the deal after it: it is your turn again in " \
        "deal 1." in " ".join(m.value for m in at.markdown)


def test_undo_before_the_first_decision_of_a_deal_says_the_deal_goes_too():
    # The next deal is dealt and the others bid first: Undo goes back into the deal before.
    game = _until(CoachedGame.new(euchre.preset("standard"), seed=3, grading=False, samples=8),
                  lambda g: g.hand.is_over).next_hand(reply=False)
    real = game.to_undo()
    assert real.hand_number == 0
    assert undo_help(play_euchre, game) == (
        f"Take back “{play_euchre.label(game, real.action, real.before)}”, your last "
        "decision, in deal 1. Deal 2 is taken back with it.")


def test_undo_on_a_finished_game_says_it_opens_the_game_again():
    # A game of Écarté to 1 point: the first deal ends it. Undo stays (a learner who just
    # lost may take back the last card), and its help says the game is opened again.
    rules = replace(ecarte.preset("classic"), target_score=1)
    hand = ecarte.from_deal(rules, dealer=1, hands=["JC QC TD 8H 9S", "8C AC 9D 7H JS"],
                            turnup="8D", talon="TH KS QD KH 7C QH QS KC KD JH AH TC AD AS 9C "
                                               "7S 8S TS 9H 7D JD")
    game = _until(CoachedGame.from_hand(hand, opponents="novice", grading=False, samples=8),
                  lambda g: g.game.is_over)
    real = game.to_undo()
    at = open_play(game)
    help_text = at.button(key="plctl_undo").help
    assert help_text == (f"Take back “{play_ecarte.label(game, real.action)}”. "
                         "The game is over: this opens it again.")
    at.button(key="plctl_undo").click().run()
    assert not at.exception
    assert not at.session_state["pl_game"].game.is_over and at.session_state["pl_game"].my_turn


# ----- 3. the cards of a deal a turned king ended -----------------------------------

def test_a_game_won_by_a_turned_king_shows_the_learners_cards():
    # A game to 1: North deals and turns up the K♦, which wins the game at the deal.
    # Before: the game-over screen showed the K♦ and the result, never South's five cards.
    rules = replace(ecarte.preset("classic"), target_score=1)
    hand = ecarte.from_deal(rules, dealer=1, hands=["JC QC TD 8H 9S", "8C AC 9D 7H JS"],
                            turnup="KD", talon="TH KS QD KH 7C QH QS KC 8D JH AH TC AD AS 9C "
                                               "7S 8S TS 9H 7D JD")
    at = open_play(CoachedGame.from_hand(hand, grading=False, samples=8))
    assert at.session_state["pl_game"].game.is_over
    mine = [h for h in drawn_html(at) if 'aria-label="your hand"' in h]
    assert len(mine) == 1, drawn_html(at)
    assert "The cards you held:" in mine[0]
    dealt = re.findall(r'role="img" aria-label="([^"]+)"', mine[0])
    assert dealt == [alt_text(c, hand.trump, "ecarte") for c in sort_cards(hand.hands[0])]
    king = alt_text(Card.parse("KD"), hand.trump, "ecarte")
    assert any(f'aria-label="{king}"' in h for h in drawn_html(at))   # on the table


# ----- 4. results that name the sides as the scoreboard does ------------------------

def _euchre_deal(rules, dealer: int, seed: int, choose) -> euchre.HandState:
    hand = euchre.deal(rules, dealer, seed=seed)
    while not hand.is_over:
        legal = [str(a) for a in hand.legal_actions()]
        wanted = choose(hand, legal)
        hand = hand.apply(wanted if wanted in legal else legal[0])
    return hand


def _north_alone(hand, legal):
    """North orders up first (West deals) and goes alone; everyone else passes."""
    if hand.current_player == 2 and ("order" in legal or "alone" in legal):
        return "order" if "order" in legal else "alone"
    return "pass" if "pass" in legal else "defend" if "defend" in legal else legal[0]


def test_the_play_page_names_the_sides_as_its_scoreboard():
    # Before: "North called diamonds and went alone: … 2 points to East–West." beside a
    # scoreboard of "You & partner" and "Opponents".
    rules = euchre.preset("standard")
    hand = _euchre_deal(rules, 1, 0, _north_alone)
    assert hand.result.alone and hand.result.maker == 2
    game = CoachedGame.from_hand(hand, grading=False, samples=8)
    said = play_euchre.result_text(game)
    assert said.startswith("Your partner (North) ordered up diamonds and went alone: ")
    assert said.endswith(" to the opponents."), said
    at = open_play(game)
    assert [s.value for s in at.success] == [said]
    assert [side for side, _score in scores_shown(at)][0].startswith("You & partner")
    # the lessons and the Table page keep the seats
    assert euchre_words.result_sentence(rules, hand.result).startswith("North ordered up diamonds")


def test_results_without_partners_say_you():
    for rules, seed in ((euchre.Rules(players=3), 0), (euchre.Rules(players=2, stick_the_dealer=True), 1)):
        hand = _euchre_deal(rules, seed % rules.players, seed,
                            lambda h, legal: legal[-1] if h.phase.name.startswith("BID") else legal[0])
        said = euchre_words.result_sentence(rules, hand.result, me=0)
        assert "South" not in said and re.search(r"\b(You|you)\b", said), said
        assert "partner" not in said, said


def test_the_sides_of_four_players_from_either_side():
    rules = euchre.preset("standard")
    result = _euchre_deal(rules, 1, 0, _north_alone).result
    assert euchre_words.result_sentence(rules, result, me=1) == (
        "North ordered up diamonds and went alone: 1 of 5 tricks, euchred. "
        "2 points to you and your partner.")
    made = _euchre_deal(rules, 1, 2, lambda h, legal: "order" if "order" in legal else
                        "partner" if "partner" in legal else legal[0]).result
    said = euchre_words.result_sentence(rules, made, me=made.maker)
    assert said.startswith("You and your partner ordered up "), said
    assert "–" not in said   # no "South–North"


# ----- 5. "deal" for one deal, as the lessons say -----------------------------------

OLD_WORDS = re.compile(r"\bHand \d|\bthis hand so far\b|\bnext hand\b|\bhand \d+:|"
                       r"\bno points this hand\b", re.I)


def test_the_play_page_says_deal_for_one_deal():
    # Before: "Hand 1 · dealer …", "This hand so far", "Deal the next hand"; the lessons
    # call one deal a deal, and "your hand" the cards held.
    game = _until(CoachedGame.new(euchre.preset("standard"), seed=3, grading=False, samples=8),
                  lambda g: g.hand.is_over)
    at = open_play(game)
    shown = drawn_html(at) + [m.value for m in at.markdown] + [b.label for b in at.button]
    assert not [s for s in shown if OLD_WORDS.search(s)], [s for s in shown if OLD_WORDS.search(s)]
    assert any("Deal 1 · dealer" in s for s in shown)
    assert any(s.startswith("## This deal so far") for s in shown)
    assert at.button(key="plctl_next").label == "Next deal"


def test_a_lone_defender_is_named_as_the_play_page_names_players():
    # Railroad Euchre, West deals (seed 23), each seat's choice drawn from a fixed seed:
    # West defends alone and euchres South–North. Before: "… euchred by a lone defender." for
    # every seat, also the learner's own defence; now the defender is named from each seat.
    import random
    rules = euchre.preset("railroad")
    rng = random.Random(23)
    hand = _euchre_deal(rules, 23 % 4, 23, lambda h, legal: rng.choice(legal))
    result = hand.result
    assert result.lone_defender == 1 and result.points == (0, 4)
    west = euchre_words.result_sentence(rules, result, me=1)
    assert ", euchred by you defending alone. 4 points to you and your partner." in west, west
    assert "by your partner (West) defending alone" in euchre_words.result_sentence(rules, result, me=3)
    assert "by West defending alone" in euchre_words.result_sentence(rules, result, me=0)
    # the Table page and the lessons keep the neutral words
    assert "euchred by a lone defender" in euchre_words.result_sentence(rules, result)


def test_a_two_handed_deal_thrown_in_says_both_players():
    # Two-handed Euchre, North deals (seed 127), each choice drawn from a fixed seed: both
    # pass twice. Before: "Everyone passed twice: … the player on the dealer's left deals
    # next." at a table of two, where the other player simply deals.
    import random
    rules = euchre.preset("two_handed")
    rng = random.Random(127)
    hand = _euchre_deal(rules, 127 % 2, 127, lambda h, legal: rng.choice(legal))
    assert hand.result.thrown_in
    for me in (0, 1, None):
        assert euchre_words.result_sentence(rules, hand.result, me=me) == (
            "Both players passed twice: the deal is thrown in and the other player deals next.")
    four = _euchre_deal(euchre.preset("standard"), 0, 0, lambda h, legal: "pass")
    assert euchre_words.result_sentence(euchre.preset("standard"), four.result).startswith(
        "Everyone passed twice")


def test_the_learner_who_sat_out_sees_the_cards_they_held():
    # North (the partner) orders up and goes alone; South, the learner, sits out. Before:
    # the deal ended with the result and no sight of South's five cards, held since the bidding.
    rules = euchre.preset("standard")
    hand = _euchre_deal(rules, 1, 0, _north_alone)
    assert 0 in hand.sitting_out and len(hand.hands[0]) == 5
    at = open_play(CoachedGame.from_hand(hand, grading=False, samples=8))
    mine = [h for h in drawn_html(at) if "The cards you held:" in h]
    assert len(mine) == 1, drawn_html(at)
    shown = re.findall(r'role="img" aria-label="([^"]+)"', mine[0])
    assert shown == [alt_text(c, hand.trump) for c in euchre.hand_order(hand.hands[0], hand.trump)]


# South deals and West, first to speak, orders the 9♥ up: South's sixth card is the upcard.
WEST_ORDERS_SOUTH_DEALS = euchre.from_deal(
    euchre.preset("standard"), dealer=0,
    hands=["9C TC QC 9S TS", "JH JD AH KH QS", "AC KC 9D TD QD", "JC JS AS KS AD"],
    upcard="9H", kitty="TH QH KD")


def test_the_dealers_discard_says_why_there_is_a_card_to_discard():
    # Before: "Choose a card to discard face down." over six cards, the 9♥ new among them;
    # that West had ordered it up was said only in the log (on a phone, below the hand)
    hand = WEST_ORDERS_SOUTH_DEALS.apply("order")
    assert hand.phase is euchre.Phase.DISCARD and hand.current_player == 0
    game = CoachedGame.from_hand(hand, grading=False, samples=8)
    at = open_play(game)
    said = "You are the dealer, so the upcard is now in your hand: choose a card to discard face down."
    assert any(said in body for body in drawn_html(at))
    # once it is discarded, a card to play has its own question
    assert play_euchre.prompt(hand.apply("discard 9C")) != said


def test_the_benny_is_called_the_benny_on_the_play_page():
    # British Euchre: South deals and turns up the joker, names spades and has a card to
    # discard. The Benny's button said "★ Joker" (and a lesson's line "Joker (Benny) > J♦")
    # where the rule book, the lessons and the coach say the Benny.
    hand = euchre.from_deal(euchre.preset("british"), dealer=0,
                            hands=["9C TC QC 9S TS", "JH JD AH KH QS", "AC KC 9D TD QD",
                                   "JC JS AS KS AD"], upcard="JK").apply("call S")
    assert hand.phase is euchre.Phase.DISCARD and hand.current_player == 0
    at = open_play(CoachedGame.from_hand(hand, grading=False, samples=8))
    labels = [b.label for b in at.button if b.key and b.key.startswith("plact_")]
    assert ":violet[**★ Benny**]" in labels, labels
    shown = " ".join(labels + drawn_html(at) + [m.value for m in at.markdown])
    # (the card's text alternative introduces it: "Joker, the Benny, highest trump")
    assert "Joker" not in shown.replace("Joker, the Benny", ""), shown
