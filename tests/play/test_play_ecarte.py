"""Écarté on the Play page: the coach plays whole games of every preset, hidden
exchanges stay hidden in the log, and the page takes clicks (including choosing
the cards of an exchange) through a hand without an exception."""
import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from engine import ecarte
from engine.cards import Card
from lessons.coach import CoachedGame
from ui.games.ecarte import play as play_ecarte

from playhelp import button, decisions, drawn_html, offers, open_play, scores_shown, settle

APP = str(Path(__file__).resolve().parents[2] / "app.py")


@pytest.mark.parametrize("name", ["classic", "quick", "three"])
def test_coached_ecarte_game_ends_at_target(name):
    c = CoachedGame.new(ecarte.preset(name), seed=4, opponents="novice", grading=False)
    for _ in range(400):
        if c.game.is_over:
            break
        c = c.next_hand() if c.hand.is_over else c.act(str(c.hand.legal_actions()[0]))
    assert c.game.is_over and max(c.game.scores) >= c.game.rules.target_score


def _coached_until(phase_name: str, seat_acts: bool = True) -> CoachedGame:
    """A classic game played on (first legal choices) until the learner must act in
    ``phase_name``."""
    for seed in range(60):
        c = CoachedGame.new(ecarte.preset("classic"), seed=seed, opponents="novice",
                            grading=False)
        while c.my_turn and c.hand.phase.name not in (phase_name, "PLAY"):
            c = c.act(str(c.hand.legal_actions()[0]))
        if c.my_turn and c.hand.phase.name == phase_name:
            return c
    raise AssertionError(f"no game reached {phase_name} for the learner")


def test_ecarte_log_never_shows_the_opponents_exchanged_cards():
    for seed in range(60):
        c = CoachedGame.new(ecarte.preset("classic"), seed=seed, opponents="novice",
                            grading=False)
        while c.my_turn and c.hand.phase.name != "PLAY":
            c = c.act(str(c.hand.legal_actions()[0]))  # propose, accept, smallest exchange
        theirs = [s for s in c.hand.history if s.seat != c.me
                  and str(s.action).startswith("exchange ")]
        if not theirs:
            continue
        cards = [Card.parse(t) for t in str(theirs[0].action).split()[1:]]
        lines = [line for line in play_ecarte.log_lines(c) if not line.startswith("**You**")]
        said = [line for line in lines if re.search(r"exchange \d+ cards?$", line)]
        assert said and f"exchange {len(cards)} card" in said[0]
        for line in lines:
            assert not any(card.display in line for card in cards)
        return
    pytest.fail("no game in 60 seeds had the opponent exchange")


def _page_with(game: CoachedGame) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    at.session_state["plset_kind"] = "ecarte"
    at.session_state["pl_game"] = game
    at.switch_page("ui/pages/play.py").run()
    assert not at.exception
    return at


def test_play_page_ecarte_exchange_by_choosing_cards():
    game = _coached_until("ELDER_EXCHANGE")
    at = _page_with(game)
    assert button(at, "exchange").disabled  # nothing chosen: the elder must take one
    assert button(at, "exchange").label == "Choose the cards to discard"
    pick = at.button_group(key="plx_pick")
    first = game.hand.hands[game.me][0]
    pick.set_value([first]).run()
    assert not button(at, "exchange").disabled
    assert button(at, "exchange").label == "Exchange 1 card"
    button(at, "exchange").click().run()
    assert not at.exception
    after = at.session_state["pl_game"]
    mine = [s for s in after.hand.history if s.seat == game.me]
    assert str(mine[-1].action) == f"exchange {first}"


def test_play_page_ecarte_dealer_keeps_every_card_where_the_rules_allow_it():
    # Without "the dealer must exchange", a dealer who accepted may take no card: with
    # nothing picked the button says so, and a click keeps the hand.
    rules = ecarte.Rules(dealer_must_exchange=False)
    for seed in range(80):
        c = CoachedGame.new(rules, seed=seed, opponents="novice", grading=False)
        while c.my_turn and c.hand.phase.name not in ("DEALER_EXCHANGE", "PLAY"):
            c = c.act(str(c.hand.legal_actions()[0]))
        if c.my_turn and c.hand.phase.name == "DEALER_EXCHANGE":
            break
    else:
        pytest.fail("no game in 80 seeds had the learner exchange as dealer")
    at = _page_with(c)
    assert button(at, "exchange").label == "Keep my cards"
    assert not button(at, "exchange").disabled
    button(at, "exchange").click().run()
    assert not at.exception
    after = at.session_state["pl_game"]
    mine = [s for s in after.hand.history if s.seat == c.me]
    assert str(mine[-1].action) == "exchange"


def test_play_page_ecarte_hand_by_clicking():
    at = _page_with(CoachedGame.new(ecarte.preset("classic"), seed=9, opponents="novice",
                                    grading=False))
    assert any("Play Écarté" in t.value for t in at.title)
    for _ in range(40):
        if any(b.key in ("plctl_next", "plctl_again") for b in at.button):
            break
        if offers(at, "exchange"):
            at.button_group(key="plx_pick").set_value(
                [at.session_state["pl_game"].hand.hands[0][0]]).run()
            button(at, "exchange").click().run()
        else:
            choices = decisions(at)
            assert choices, "neither a decision nor the next hand is offered"
            choices[0].click().run()
        assert not at.exception
    assert any(b.key in ("plctl_next", "plctl_again") for b in at.button)
    assert at.success  # the hand's result sentence


def test_play_page_ecarte_proposal_odds_chart():
    import json

    game = _coached_until("PROPOSAL")
    at = _page_with(game)
    at.button(key="plctl_odds").click().run()
    assert not at.exception
    settle(at)
    spec = json.loads(at.get("plotly_chart")[-1].proto.spec)
    assert set(spec["data"][0]["y"]) == {"Propose an exchange", "Stand (play these cards)"}


def test_play_page_deals_ecarte_with_the_rules_from_settings():
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    at.session_state["rules"]["ecarte"] = ecarte.preset("quick")
    at.session_state["plset_kind"] = "ecarte"
    at.switch_page("ui/pages/play.py").run()
    at.toggle(key="plset_grading").set_value(False).run()
    at.button(key="plctl_start").click().run()
    assert not at.exception
    assert at.session_state["pl_game"].game.rules == ecarte.preset("quick")
    # A King turned up scores the dealer 1 at once, so the deal decides the numbers:
    # the board must show the game's own scores against the target of 3.
    scores = at.session_state["pl_game"].game.scores
    assert sum(scores) <= 1
    assert [v for _side, v in scores_shown(at)] == [f"{s} / 3" for s in scores]


def test_the_log_says_you_when_the_learners_turned_king_scores():
    # South deals and turns up the K♥: the point is the learner's, said mid-sentence.
    hand = ecarte.from_deal(ecarte.preset("classic"), 0, ["QH 7C 8D 9S TS", "JS AS 8C TD 7H"],
                            "KH", "9H TH JH AH 7D 9D JD QD KD AD 7S 8S QS KS 9C TC JC QC KC "
                            "AC 8H")
    mine = play_ecarte.log_lines(CoachedGame.from_hand(hand, me=0, grading=False, samples=8))
    assert mine[0] == "The K♥ is turned up: the king of trumps scores 1 point for **you**."
    theirs = play_ecarte.log_lines(CoachedGame.from_hand(hand, me=1, grading=False, samples=8))
    assert theirs[0] == "The K♥ is turned up: the king of trumps scores 1 point for **South**."


def test_the_exchange_prompt_never_offers_1_to_1_cards():
    # Classic Écarté, seed 1: five exchanges leave the elder one card to take (the last
    # must stay for the dealer). The prompt read "Choose 1 to 1 cards to discard".
    hand = ecarte.deal(ecarte.preset("classic"), 0, seed=1)
    for a in ("propose, accept, exchange 9S, exchange 8C 9D 7H, propose, accept, "
              "exchange JC QC 8H TH, exchange AC QD KH JS, propose, accept, exchange TD QH QS, "
              "exchange JH, propose, accept, exchange 7C AS, exchange AH, propose, accept"
              ).split(", "):
        hand = hand.apply(a)
    assert hand.phase is ecarte.Phase.ELDER_EXCHANGE and hand.exchange_limits() == (1, 1)
    assert play_ecarte.prompt(hand) == \
        "Choose 1 card to discard; you draw a new one from the talon."


def test_a_dealer_who_takes_no_card_keeps_every_card_in_the_log():
    # Dealer need not exchange: East (the dealer) accepts and then takes no card. The
    # learner's log read "East: exchange 0 cards".
    rules = ecarte.Rules(dealer_must_exchange=False)
    hand = ecarte.deal(rules, 0, seed=0)
    for a in ("propose", "accept", f"exchange {hand.hands[1][0]}"):
        hand = hand.apply(a)
    assert hand.phase is ecarte.Phase.DEALER_EXCHANGE and hand.exchange_limits() == (0, 5)
    assert play_ecarte.prompt(hand) == ("Choose up to 5 cards to discard, or keep your cards; "
                                        "you draw as many from the talon.")
    hand = hand.apply("exchange")
    lines = play_ecarte.log_lines(CoachedGame.from_hand(hand, me=1, grading=False, samples=8,
                                                        reply=False))
    assert lines[-1].endswith(": keep every card"), lines
    assert not any("0 cards" in line for line in lines)


def test_a_game_won_by_a_turned_king_before_the_first_lead_counts_no_tricks():
    # A game to 1: North deals and turns up the K♦, which wins the game before any card
    # is played. The result read "Tricks: South 0 – North 0. North scores 1 …".
    from dataclasses import replace
    rules = replace(ecarte.preset("classic"), target_score=1)
    hand = ecarte.from_deal(rules, dealer=1, hands=["JC QC TD 8H 9S", "8C AC 9D 7H JS"],
                            turnup="KD", talon="TH KS QD KH 7C QH QS KC 8D JH AH TC AD AS 9C "
                                               "7S 8S TS 9H 7D JD")
    at = _page_with(CoachedGame.from_hand(hand, grading=False, samples=8))
    assert at.session_state["pl_game"].game.is_over
    assert [s.value for s in at.success] == ["North scores 1 for the king of trumps turned up."]


def test_the_tricks_say_you_as_the_scoreboard_and_the_points_do():
    # South, the elder hand, stands and plays every first legal card to the end.
    hand = ecarte.from_deal(ecarte.preset("classic"), dealer=1,
                            hands=["JC QC TD 8H 9S", "8C AC 9D 7H JS"], turnup="8D",
                            talon="TH KS QD KH 7C QH QS KC KD JH AH TC AD AS 9C 7S 8S TS 9H "
                                  "7D JD")
    game = CoachedGame.from_hand(hand, opponents="novice", grading=False, samples=8)
    while not game.hand.is_over:
        game = game.act(str(game.hand.legal_actions()[-1]), grade_now=False)
    result = play_ecarte.result_text(game)
    assert result.startswith("Tricks: You ") and "South" not in result, result
    assert "Tricks: You " in play_ecarte.header(game, False)


def test_a_trump_on_the_table_is_marked_as_in_the_hand():
    # South (elder) stands and leads the 10♦ with diamonds trumps: in the hand it wore the
    # trump mark, on the table it was drawn as a plain card.
    hand = ecarte.from_deal(ecarte.preset("classic"), dealer=1,
                            hands=["JC QC TD 8H 9S", "8C AC 9D 7H JS"], turnup="8D",
                            talon="TH KS QD KH 7C QH QS KC KD JH AH TC AD AS 9C 7S 8S TS 9H "
                                  "7D JD")
    game = CoachedGame.from_hand(hand, opponents="novice", grading=False, samples=8)
    game = game.act("stand", grade_now=False)
    while str(game.hand.legal_actions()[0]) != "play JC":   # (no king to declare)
        game = game.act(str(game.hand.legal_actions()[0]), grade_now=False)
    game = game.act("play TD", grade_now=False, reply=False)
    table = play_ecarte.table(game, False)
    ten = re.search(r'<div class="eu-card[^"]*"[^>]*aria-label="Ten of diamonds[^"]*"', table)
    assert ten is not None and " trump" in ten.group(0), table


def test_the_table_calls_the_turned_up_card_by_the_glossarys_name():
    # it said "trump card" under the turn-up: the lessons and the glossary call it the
    # turn-up, and every trump in the learner's hand is a trump card too
    from lessons.glossary import terms

    c = CoachedGame.new(ecarte.preset("classic"), seed=4, opponents="novice", grading=False)
    assert c.hand.lead is None and not c.hand.tricks_played   # the turn-up is in the middle
    drawn = play_ecarte.table(c, False)
    assert '<div class="eu-cap">turn-up</div>' in drawn and "trump card" not in drawn
    assert "Turn-up" in [t.name for t in terms("ecarte")]


def test_the_review_shows_each_decision_as_the_learner_was_asked_it():
    # "Look again" drew a lead as "a card must be played" and a proposal as "the elder hand
    # must stand (play without proposing) or propose an exchange": now "You lead", and the
    # question the Play page asked.
    from playhelp import open_play
    c = CoachedGame.new(ecarte.preset("classic"), seed=2, opponents="novice", samples=20)
    wanted = {"lead": None, "proposal": None}
    for _ in range(300):
        for d in c.decisions:
            if d.grade is None:
                continue
            if d.before.phase is ecarte.Phase.PLAY and d.before.lead is None:
                wanted["lead"] = wanted["lead"] or d
            if d.before.phase is ecarte.Phase.PROPOSAL:
                wanted["proposal"] = wanted["proposal"] or d
        if all(wanted.values()) or c.game.is_over:
            break
        c = c.next_hand() if c.hand.is_over else c.act(str(c.hand.legal_actions()[0]))
    assert all(wanted.values()), wanted
    graded = [d for d in c.decisions if d.grade is not None]
    at = open_play(c)
    at.toggle(key="plrev_show").set_value(True).run()
    for what, said in (("lead", "You lead"), ("proposal", "You are the elder hand: stand and play these "
                                                       "cards, or propose an exchange?")):
        at.selectbox(key="plrev_pick").set_value(graded.index(wanted[what])).run()
        assert not at.exception
        shown = next(m.value for m in at.markdown if "your hand then" in m.value)
        assert f">{said}<" in shown, shown
        assert "must be played" not in shown and "must stand" not in shown


@pytest.mark.parametrize("preset, said, label", [
    ("classic", "Computer player: intermediate opponent.", "Opponent"),
    ("three", "Computer players: intermediate opponents.", "Opponents")])
def test_the_page_counts_the_learners_opponents(preset, said, label):
    # Écarté is a game for two: "Computer players: intermediate opponents." named one player as two
    from playhelp import drawn_html, open_play
    c = CoachedGame.new(ecarte.preset(preset), seed=1, opponents="intermediate", grading=False)
    at = open_play(c)
    at.session_state["rules"]["ecarte"] = c.game.rules   # the New game panel deals under these
    at.run()
    assert any(f">{said}<" in h for h in drawn_html(at)), [h[:200] for h in drawn_html(at)]
    assert at.selectbox(key="plset_opp").label == label


# Three-player Écarté: the dealer deals and sits out, holding no cards; the player on the
# dealer's right plays the dealer's part.
THREE_TALON = "9H TH JH AH 7D 9D JD QD KD AD 7S 8S TS QS KS 9C TC JC QC KC AC"


def _three(dealer: int, hands: list[str]):
    return ecarte.from_deal(ecarte.preset("three"), dealer=dealer, hands=hands, turnup="8H",
                        talon=THREE_TALON, scores=(0, 0, 0))


@pytest.mark.parametrize("dealer, hands, header", [
    # West deals and sits out; East is the elder hand and the learner plays the dealer's part
    (1, ["JS AS 8C TD 7H", "", "KH QH 7C 8D 9S"],
     "dealer: <b>West</b>, sitting out · elder hand: <b>East</b> · dealer's part: <b>you</b>"),
    # the learner deals and sits out: West and East play the deal
    (0, ["", "JS AS 8C TD 7H", "KH QH 7C 8D 9S"],
     "dealer: <b>you</b>, sitting out · elder hand: <b>West</b> · dealer's part: <b>East</b>"),
])
def test_three_players_the_dealer_sits_out_with_no_card_shown(dealer, hands, header):
    # The sitting-out dealer's seat showed a card back (it holds no cards), and the header
    # named the dealer and the elder hand but not who answers the proposal.
    at = open_play(CoachedGame.from_hand(_three(dealer, hands), grading=False, samples=8))
    board = next(h for h in drawn_html(at) if 'class="eu-table"' in h)
    where = {0: "s", 1: "w", 2: "e"}[dealer]
    seat = board[board.index(f'<div class="seat {where}">'):]
    seat = seat[:seat.index("</div>", seat.index("sits out"))]
    assert "sits out" in seat and "back" not in seat and "eu-card" not in seat, seat
    assert any(header in h for h in drawn_html(at)), drawn_html(at)[0]


def test_three_players_a_learner_who_deals_is_told_they_sat_out():
    # South deals the first deal (seed 7) and sits out; West and East play it at once
    game = CoachedGame.new(ecarte.preset("three"), seed=7, opponents="novice", grading=False,
                           samples=8)
    assert game.hand.dealer == game.me and game.hand.is_over
    result = play_ecarte.result_text(game)
    assert result.startswith("You dealt and sat out: West and East played this deal. Tricks: "), \
        result
    # a deal the learner plays says nothing of it
    later = game.next_hand()
    while not later.hand.is_over:
        later = later.act(str(later.hand.legal_actions()[0]), grade_now=False)
    assert "sat out" not in play_ecarte.result_text(later)
