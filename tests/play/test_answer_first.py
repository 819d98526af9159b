"""Against expert computer players, whose replies take long (a round of bidding can take a
few hundred milliseconds), the learner's own action is drawn before they reply, in the
same run; the game that results is the same as when they reply within the click."""
import pytest
from playhelp import button, decisions, drawn_html, offers, open_play

from engine import euchre
from lessons.coach import CoachedGame

# Seed 1: South (the learner, seat 0) bids first in round 1; West is the dealer.
SEED = 1


def _first_bid(opponents: str = "expert") -> CoachedGame:
    game = CoachedGame.new(euchre.preset("standard"), seed=SEED, opponents=opponents,
                           grading=False)
    assert game.my_turn and not game.hand.history and game.hand.dealer == 3
    return game


def test_the_others_reply_later_and_the_same_way():
    game = _first_bid()
    acted = game.act("pass", grade_now=False, reply=False)
    assert acted.others_to_move and acted.hand.current_player == 1
    assert [str(s.action) for s in acted.hand.history] == ["pass"]
    replied = acted.advance()
    assert not replied.others_to_move
    assert replied.hand.history == game.act("pass", grade_now=False).hand.history


def test_a_new_game_and_a_new_hand_can_wait_for_the_others_too():
    rules = euchre.preset("standard")
    # seed 2: the learner is not the first to bid, so the others move first
    waiting = CoachedGame.new(rules, seed=2, opponents="expert", reply=False)
    assert waiting.others_to_move and not waiting.hand.history
    assert waiting.advance().hand.history == \
        CoachedGame.new(rules, seed=2, opponents="expert").hand.history
    game = _first_bid()
    while not game.hand.is_over:
        game = game.act(game.hand.legal_actions()[0], grade_now=False)
    dealt = game.next_hand(reply=False)
    assert dealt.hand.history == () and len(dealt.game.hands) == 2
    assert dealt.advance().hand.history == game.next_hand().hand.history


def test_the_page_draws_the_learners_bid_before_the_experts_reply(monkeypatch):
    # The board is drawn with South's pass on it and "West is thinking…" before West's
    # reply is worked out, then again with West's reply and "North is thinking…": here
    # North's work fails, and what the browser was sent before it stays on the page.
    at = open_play(_first_bid())
    real_reply, replies = CoachedGame.reply, []

    def reply(self):
        replies.append(self.hand.current_player)
        if len(replies) == 2:
            raise RuntimeError("North's reply")
        return real_reply(self)

    monkeypatch.setattr(CoachedGame, "reply", reply)
    button(at, "pass").click().run()
    assert [e.value for e in at.exception] and "North's reply" in at.exception[0].value
    assert replies == [1, 2]
    thinking = [h for h in drawn_html(at) if "eu-thinking" in h]
    assert len(thinking) == 1 and "North is thinking…" in thinking[0], drawn_html(at)
    west = str(_first_bid().act("pass", grade_now=False, reply=False).reply().hand.history[-1]
               .action)
    log = " ".join(m.value for m in at.markdown)
    assert "**You**: pass" in log and f"**West**: {west}" in log, log
    assert not decisions(at)     # nothing to click while the others decide
    # a screen reader hears it from the board's own live region, kept in its place
    live = [m.value for m in at.markdown if "eu-live" in m.value]
    assert len(live) == 1 and "North is thinking…" in live[0], live


def test_the_page_shows_the_experts_replies_in_the_same_run():
    at = open_play(_first_bid())
    button(at, "pass").click().run()
    assert not at.exception
    game = at.session_state["pl_game"]
    assert not game.others_to_move
    assert game.hand.history == _first_bid().act("pass", grade_now=False).hand.history
    assert not [h for h in drawn_html(at) if "eu-thinking" in h]
    assert decisions(at) or any(b.key in ("plctl_next", "plctl_again") for b in at.button)


@pytest.mark.parametrize("opponents", ["novice", "intermediate"])
def test_quick_players_reply_within_the_click(opponents):
    at = open_play(_first_bid(opponents))
    at.session_state["plset_opp"] = opponents
    button(at, "pass").click().run()
    assert not at.exception
    assert not at.session_state["pl_game"].others_to_move


def test_experts_wait_for_the_compiled_solver_rather_than_think_without_it(monkeypatch):
    # Just after the server starts the solver may still be loading (under a second);
    # an expert's replies with the pure-Python one took seconds.
    import engine.ai
    calls = []
    real_kernel, real_reply = engine.ai.kernel, CoachedGame.reply

    def kernel(wait=False):
        calls.append(("kernel", wait))
        return real_kernel(wait=wait)

    def reply(self):
        calls.append(("reply", None))
        return real_reply(self)

    at = open_play(_first_bid())
    monkeypatch.setattr(engine.ai, "kernel", kernel)
    monkeypatch.setattr(CoachedGame, "reply", reply)
    button(at, "pass").click().run()
    assert not at.exception
    assert calls[:2] == [("kernel", True), ("reply", None)], calls


@pytest.mark.parametrize("preset", ["classic", "three"])
def test_ecarte_against_experts_plays_on_after_the_learners_action(preset):
    from engine import ecarte
    from playhelp import hand_over
    game = CoachedGame.new(ecarte.preset(preset), seed=4, opponents="expert", grading=False)
    at = open_play(game)
    for _ in range(12):           # the first hand, decision by decision (the first choice)
        if hand_over(at):
            break
        game = at.session_state["pl_game"]
        if offers(at, "exchange"):    # choose one card, then exchange it
            at.button_group(key="plx_pick").set_value([game.hand.hands[game.me][0]]).run()
            button(at, "exchange").click().run()
        else:
            choices = decisions(at)
            assert choices, "no decision and no next hand"
            choices[0].click().run()
        assert not at.exception, [e.value for e in at.exception]
        assert not at.session_state["pl_game"].others_to_move
    assert hand_over(at)
    at.button(key="plctl_next").click().run()
    assert not at.exception
    assert not at.session_state["pl_game"].others_to_move
