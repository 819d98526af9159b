"""The end of a real Écarté game to 5 that a turned-up king decides before a card is
played: classic rules, seed 10, novice opponent, the learner taking the first choice
offered every time. North deals deal 3 and turns up the K♦, which gives North the fifth
point. The learner must still see the five cards they were dealt, hear that the game is
over, and be told truly what Undo takes back."""
from __future__ import annotations

import re

from playhelp import drawn_html, open_play

from engine import ecarte
from engine.cards import sort_cards
from lessons.coach import CoachedGame
from ui.cards import alt_text
from ui.games.ecarte import play as play_ecarte


def _king_ends_it() -> CoachedGame:
    game = CoachedGame.new(ecarte.preset("classic"), seed=10, opponents="novice",
                           grading=False, samples=8)
    while not game.game.is_over:
        game = game.next_hand() if game.hand.is_over else \
            game.act(str(game.hand.legal_actions()[0]), grade_now=False)
    return game


def test_a_game_a_turned_king_ends_shows_the_cards_and_says_so():
    game = _king_ends_it()
    hand = game.hand
    assert len(game.game.hands) == 3 and str(hand.turnup) == "KD" and hand.dealer == 1
    assert not hand.tricks_played and [a.code for a in hand.result.awards] == ["turned_king"]
    assert game.game.scores[1] == 5 and len(hand.hands[game.me]) == 5
    at = open_play(game)
    mine = [h for h in drawn_html(at) if "The cards you held:" in h]
    assert len(mine) == 1, drawn_html(at)
    shown = re.findall(r'role="img" aria-label="([^"]+)"', mine[0])
    assert shown == [alt_text(c, hand.trump, "ecarte") for c in sort_cards(hand.hands[game.me])]
    assert [s.value for s in at.success] == ["North scores 1 for the king of trumps turned up."]
    assert [h.value for h in at.subheader] == ["The game is over: North won."]
    live = " ".join(m.value for m in at.markdown if 'class="eu-live' in m.value)
    assert "North scores 1 for the king of trumps turned up. The game is over: North won." in live


def test_undo_on_that_finished_game_says_and_does_the_same():
    game = _king_ends_it()
    last = game.to_undo()
    assert last.hand_number == 1
    at = open_play(game)
    undo = at.button(key="plctl_undo")
    assert not undo.disabled
    assert undo.help == (f"Take back “{play_ecarte.label(game, last.action)}”, your last "
                         "decision, in deal 2. Deal 3 is taken back with it. The game is over: "
                         "this opens it again.")
    undo.click().run()
    assert not at.exception
    back = at.session_state["pl_game"]
    assert len(back.game.hands) == 2 and back.my_turn and not back.game.is_over
    assert "Your last decision was undone, and the deal after it: it is your turn again in " \
        "deal 2." in " ".join(m.value for m in at.markdown)
