"""What the Play page says about the game as a whole: who won (named as the learner
knows them), scores past the target, and banners that go when they stop being true."""
import re
from dataclasses import replace

from playhelp import decisions, drawn_html, key, open_play, scores_shown

from engine import ecarte, euchre
from lessons.coach import CoachedGame
from ui.games.ecarte import play as play_ecarte
from ui.games.euchre import play as play_euchre
from ui.cards import card_words


def _finished(rules, scores, seed=5) -> CoachedGame:
    """A game whose hand is played out (first legal actions) and whose scores are set."""
    hand = euchre.deal(rules, dealer=rules.players - 1, seed=seed)
    while not hand.is_over:
        hand = hand.apply(hand.legal_actions()[0])
    game = euchre.Game.from_hand(hand).evolve(scores=scores)
    return CoachedGame(game, grading=False)


def test_game_over_names_you_and_your_partner_when_your_side_wins():
    c = _finished(euchre.preset("standard"), (11, 4))
    assert play_euchre.winners_text(c) == "You and your partner won the game!"
    assert play_euchre.i_won(c)


def test_game_over_names_the_other_side_when_it_wins():
    c = _finished(euchre.preset("standard"), (6, 10))
    # Before: "The game is over: East–West won." under a deal result that said "2 points
    # to the opponents" and a scoreboard of "You & partner" and "Opponents".
    assert play_euchre.winners_text(c) == "The game is over: the opponents won."
    assert "computer" not in play_euchre.winners_text(c)


def test_game_over_in_cutthroat_names_the_winning_seat_or_a_shared_win():
    rules = euchre.preset("cutthroat")
    assert play_euchre.winners_text(_finished(rules, (3, 10, 7))) == "The game is over: West won."
    assert play_euchre.winners_text(_finished(rules, (10, 10, 2))) == \
        "The game is over: you share the win."


def test_game_over_in_ecarte_names_the_winner():
    hand = ecarte.deal(ecarte.preset("quick"), 1, 3)
    c = CoachedGame(ecarte.Game.from_hand(hand), grading=False)
    while not c.game.is_over:
        c = c.next_hand() if c.hand.is_over else replace(
            c, game=c.game.apply(c.hand.legal_actions()[0]))
    winner = "You won the game!" if c.game.winners == (0,) else "The game is over: North won."
    assert play_ecarte.winners_text(c) == winner


def test_page_shows_a_score_past_the_target_as_won_not_as_11_of_10():
    at = open_play(_finished(euchre.preset("standard"), (11, 4)))
    values = [v for _side, v in scores_shown(at)]
    assert "11 (won)" in values and "4 / 10" in values
    assert not any("11 / 10" in v for v in values)
    assert any(h.value == "You and your partner won the game!" for h in at.subheader)


def test_settings_banner_goes_once_a_game_under_the_new_rules_is_dealt():
    at = open_play(CoachedGame.new(euchre.preset("standard"), seed=2, grading=False))
    at.session_state["rules"]["euchre"] = euchre.preset("stick_the_dealer")
    at.run()
    assert any("keeps the rules it was dealt with" in i.value for i in at.info)
    at.button(key="plctl_start").click().run()
    assert at.session_state["pl_game"].game.rules == euchre.preset("stick_the_dealer")
    assert not any("keeps the rules it was dealt with" in i.value for i in at.info)


def test_ecarte_cards_never_wear_euchre_badges():
    # The turned-up jack is not a bower in Écarté; the king of trumps is marked instead.
    from playhelp import open_play as _open
    jack = ecarte.from_deal(ecarte.preset("classic"), dealer=1,
                            hands=["JC QC TD 8H 9S", "8C AC 9D 7H KD"], turnup="JD",
                            talon="TH KS QD KH 7C QH QS KC 8D JH AH TC AD AS 9C 7S 8S TS 9H 7D JS")
    at = _open(CoachedGame.from_hand(jack, grading=False), kind="ecarte")
    html = " ".join(re.sub("<style>.*?</style>", "", h, flags=re.S)
                    for h in drawn_html(at))  # the cards, not the style that tags them
    assert "Jack of diamonds" in html
    assert "RIGHT" not in html and "LEFT" not in html and "bower" not in html


def test_the_last_trick_stays_on_the_table_with_its_winner():
    # South deals and passes; the others play on. When South is next to play in trick 2,
    # trick 1 (lost by South) is still shown beside the table, in playing order, with its
    # winner, and the log has it before "won trick 1".
    hand = euchre.from_deal(
        euchre.preset("standard"), dealer=0,
        hands=["KC KD QH KH AS", "9C JC JH AH JS", "QC AC 9D TD TS", "QD AD 9S QS KS"],
        upcard="JD", kitty="TC TH 9H")
    game = CoachedGame.from_hand(hand, opponents="novice", partner="novice", grading=False)
    game = game.act("pass").act("play QH")
    assert game.my_turn and len(game.hand.tricks) == 1 and game.hand.trick  # trick 2 under way
    at = open_play(game)
    last = [h[h.index('class="eu-last"'):] for h in drawn_html(at) if 'class="eu-last"' in h]
    finished = game.hand.tricks[0]
    winner = play_euchre.words.seat_name(game.game.rules, finished.winner)
    assert finished.winner != 0 and last and f"{winner} won it" in last[0]
    shown = [last[0].index(f'aria-label="{alt}') for alt in
             (card_words(c) for _s, c in finished.plays)]
    assert shown == sorted(shown)  # in playing order
    log = next(m.value for m in at.markdown if "won trick 1" in m.value)
    assert log.index("play Q♥") < log.index("won trick 1")


def _prompt_shown(at) -> str:
    found = (re.search(r'<p class="eu-prompt">(.*?)</p>', h) for h in drawn_html(at))
    return next(re.sub("<[^>]+>", "", m.group(1)) for m in found if m)


def test_a_stuck_dealer_is_not_asked_whether_to_pass():
    # Stick the dealer, South deals and everyone passes twice round to South: the buttons
    # are the three suits only, so the question must not offer a pass the page does not.
    hand = euchre.from_deal(
        euchre.preset("stick_the_dealer"), dealer=0,
        hands=["TC TH AS KS QS", "9C JC JH AH JS", "QC AC 9D TD TS", "QD AD 9S KD 9H"],
        upcard="KC", kitty="KH QH JD")
    for _ in range(7):
        hand = hand.apply("pass")
    at = open_play(CoachedGame.from_hand(hand, grading=False))
    shown = [b.key for b in decisions(at)]
    assert shown and not any(k.endswith("_pass") for k in shown)
    prompt = _prompt_shown(at)
    assert "pass?" not in prompt and "cannot pass" in prompt and "name a suit" in prompt


def test_the_dealer_is_asked_to_pick_the_upcard_up_as_the_button_says():
    hand = euchre.from_deal(
        euchre.preset("standard"), dealer=0,
        hands=["TC TH AS KS QS", "9C JC JH AH JS", "QC AC 9D TD TS", "QD AD 9S KD 9H"],
        upcard="KC", kitty="KH QH JD")
    for _ in range(3):
        hand = hand.apply("pass")
    at = open_play(CoachedGame.from_hand(hand, grading=False))
    assert at.button(key=key(at, "order")).label == "Pick it up"
    assert _prompt_shown(at) == "First round: pick up the upcard, or pass?"


def test_game_over_is_said_on_the_page_and_in_its_live_region():
    # Before: the page's subheader said "The game is over: East–West won." and a screen
    # reader heard only the last deal's result, never that the game was over.
    at = open_play(_finished(euchre.preset("standard"), (6, 10)))
    assert [h.value for h in at.subheader] == ["The game is over: the opponents won."]
    live = [m.value for m in at.markdown if 'class="eu-live' in m.value]
    assert any("The game is over: the opponents won." in v for v in live), live
    assert not any("East–West won" in m.value for m in at.markdown)
    # Before: the heading carried a link icon (an anchor), one more Tab stop before Play again
    assert at.subheader[0].proto.hide_anchor


def test_the_review_of_an_ungraded_game_does_not_promise_grades():
    # Before: a game played with "Grade my decisions" off ended with the review saying
    # "Your graded decisions will appear here.", which they never would.
    at = open_play(_finished(euchre.preset("standard"), (6, 10)))
    at.toggle(key="plrev_show").set_value(True).run()
    assert not at.exception
    captions = [c.value for c in at.caption]
    assert "Your graded decisions will appear here." not in captions, captions
    assert any(c.startswith("Grading is off in this game") for c in captions), captions
    # a graded game that has no grade yet still says they will come
    graded = replace(_finished(euchre.preset("standard"), (3, 4)), grading=True)
    at = open_play(graded)
    at.toggle(key="plrev_show").set_value(True).run()
    assert "Your graded decisions will appear here." in [c.value for c in at.caption]
