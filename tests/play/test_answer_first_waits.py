"""Against experts: what the click did is drawn before anything waits (the compiled solver
still loading, the experts' replies), and a shared deal's experts reply on the board too."""
from playhelp import button, drawn_html, open_play

from engine import euchre
from lessons.coach import CoachedGame

SEED = 1   # South (the learner) bids first; West deals


def test_the_learners_action_is_drawn_before_waiting_for_the_solver(monkeypatch):
    # Just after the server starts, the compiled solver may still be loading (seconds on a
    # machine without its disk cache). Before: the page waited for it before drawing
    # anything, so the click showed nothing new meanwhile.
    import engine.ai
    game = CoachedGame.new(euchre.preset("standard"), seed=SEED, opponents="expert",
                           grading=False)
    at = open_play(game)

    def kernel(wait=False):
        if wait:
            raise RuntimeError("the solver is still loading")
        return real(wait=wait)

    real = engine.ai.kernel
    monkeypatch.setattr(engine.ai, "kernel", kernel)
    button(at, "pass").click().run()
    assert [e.value for e in at.exception]   # the wait, cut short here
    thinking = [h for h in drawn_html(at) if "eu-thinking" in h]
    assert len(thinking) == 1 and "West is thinking…" in thinking[0], drawn_html(at)


def test_a_shared_deal_against_experts_waits_for_the_solver_and_is_the_same_game(monkeypatch):
    # ?deal=…&opponents=expert, the computer players bidding first (North deals, so East
    # bids first). Before: they replied while the link was read, before anything was drawn
    # and without waiting for the compiled solver (seconds with the pure-Python one).
    import engine.ai
    from streamlit.testing.v1 import AppTest
    from playhelp import APP, PAGE
    from lessons.coach import deal_seed

    hand = euchre.deal(euchre.preset("standard"), dealer=2, seed=5)
    code = euchre.encode_deal(hand)
    calls = []
    real_kernel, real_reply = engine.ai.kernel, CoachedGame.reply

    def kernel(wait=False):
        if wait:
            calls.append("wait")
        return real_kernel(wait=wait)

    def reply(self):
        calls.append("reply")
        return real_reply(self)

    monkeypatch.setattr(engine.ai, "kernel", kernel)
    monkeypatch.setattr(CoachedGame, "reply", reply)
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["deal"], at.query_params["opponents"] = code, "expert"
    at.run()
    at.switch_page(PAGE).run()
    assert not at.exception, [e.value for e in at.exception]
    assert calls[:2] == ["wait", "reply"], calls
    game = at.session_state["pl_game"]
    assert game.my_turn and game.opponents == "expert"
    same = CoachedGame.from_hand(hand, seed=deal_seed(code), opponents="expert")
    assert game.hand.history == same.hand.history


def test_a_new_hand_drawn_before_the_experts_bid_says_the_cards_are_dealt(monkeypatch):
    # Seed 2: North bids first. Before: the log's heading ("This hand so far", now "This
    # deal so far") stood over an empty box while the
    # others thought; the board says "The cards are dealt." there, and so does the interim now.
    waiting = CoachedGame.new(euchre.preset("standard"), seed=2, opponents="expert",
                              grading=False, reply=False)
    assert waiting.others_to_move and not waiting.hand.history

    def reply(self):
        raise RuntimeError("North is still thinking")

    from streamlit.testing.v1 import AppTest
    from playhelp import APP, PAGE
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    at.session_state["pl_game"] = waiting
    monkeypatch.setattr(CoachedGame, "reply", reply)
    at.switch_page(PAGE).run()
    assert [e.value for e in at.exception]   # North's reply, cut short here
    assert any("North is thinking…" in h for h in drawn_html(at))
    log = [m.value for m in at.markdown if "This deal so far" in m.value]
    assert len(log) == 1 and "The cards are dealt." in log[0], log
