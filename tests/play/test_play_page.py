"""The Play page in AppTest: it loads, deals, takes clicks through a whole hand,
grades decisions, and meets a nonsense session value with a message, not a traceback."""
import random
import re
from html import escape
from unittest import mock

import pytest
from playhelp import APP, PAGE, button, decisions, offers, open_play, settle
from streamlit.testing.v1 import AppTest


SEED = 20261202   # the game "Deal a new game" deals in test_play_page_grades_a_decision


def _open() -> AppTest:
    return open_play()


_decision_buttons = decisions


def test_play_page_loads_with_a_new_game_form():
    at = _open()
    assert any(b.key == "plctl_start" for b in at.button)


def test_play_page_plays_a_hand_by_clicking():
    at = _open()
    at.toggle(key="plset_grading").set_value(False).run()
    at.button(key="plctl_start").click().run()
    assert not at.exception
    for _ in range(30):
        if any(b.key == "plctl_next" for b in at.button):
            break
        buttons = _decision_buttons(at)
        assert buttons, "neither a decision nor the next hand is offered"
        buttons[0].click().run()
        assert not at.exception
    assert any(b.key == "plctl_next" for b in at.button)
    assert any("tricks" in s.value for s in at.success)  # the hand's result sentence


def test_play_page_grades_a_decision():
    at = _open()
    # the same game on every run: "Deal a new game" draws its seed from ``random``
    with mock.patch.object(random, "randrange", return_value=SEED):
        at.button(key="plctl_start").click().run()
    assert at.session_state["pl_game"].game.seed == SEED
    _decision_buttons(at)[0].click().run()
    assert not at.exception
    settle(at)
    texts = " ".join(m.value for m in at.markdown)
    assert "Your last decision" in texts
    assert any(g in texts for g in ("Best", "Good", "Inaccuracy", "Mistake", "Blunder"))
    # the grade's name is said once, before its reason (not "Best. Best: …")
    line = next(m.value for m in at.markdown if "Your last decision" in m.value)
    name = at.session_state["pl_game"].decisions[-1].grade.name
    shown = line.split('<div class="eu-live', 1)[0]        # (the live region repeats it)
    assert shown.count(name) == 1, shown


def _must_follow_position():
    """A coached game at the learner's turn where some cards may not be played."""
    from engine import euchre
    from lessons.coach import CoachedGame

    for seed in range(200):
        c = CoachedGame.new(euchre.preset("standard"), seed=seed, opponents="novice",
                            partner="novice", grading=False)
        while not c.hand.is_over and c.my_turn:
            hand = c.hand
            if hand.phase.name == "PLAY" and len(hand.legal_actions()) < len(hand.hands[c.me]):
                return c
            c = c.act(str(hand.legal_actions()[-1]))
    raise AssertionError("no must-follow position in 200 seeds")


def test_play_page_illegal_cards_are_disabled_with_the_engines_reason():
    from engine import euchre

    game = _must_follow_position()
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    at.session_state["pl_game"] = game
    at.switch_page(PAGE).run()
    assert not at.exception
    hand = game.hand
    legal = set(hand.legal_actions())
    for card in hand.hands[game.me]:
        widget = button(at, f"play {card}")
        if euchre.Action.parse(f"play {card}") in legal:
            assert not widget.disabled
        else:
            assert widget.disabled
            assert widget.help == euchre.explain_illegal(hand, f"play {card}").text


def test_play_page_nonsense_saved_game_gets_a_message_and_a_fresh_start():
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    at.session_state["pl_game"] = "not a game"
    at.switch_page(PAGE).run()
    assert not at.exception
    assert any(b.key == "plctl_start" for b in at.button)


def test_play_page_bidding_odds_chart():
    import json

    from engine import euchre
    from lessons.coach import CoachedGame

    game = next(g for g in (CoachedGame.new(euchre.preset("standard"), seed=s, grading=False,
                                            opponents="novice", partner="novice")
                            for s in range(50))
                if g.my_turn and g.hand.phase.name in ("BID1", "BID2"))
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    at.session_state["pl_game"] = game
    at.switch_page(PAGE).run()
    at.button(key="plctl_odds").click().run()
    assert not at.exception
    settle(at)
    spec = json.loads(at.get("plotly_chart")[-1].proto.spec)
    labels = spec["data"][0]["y"]
    legal = {str(a) for a in game.hand.legal_actions()}
    assert "Pass" in labels and len(labels) >= len(legal)
    # no plotly toolbar: on a phone its zoom and pan sat over the chart's title
    assert json.loads(at.get("plotly_chart")[-1].proto.config)["displayModeBar"] is False


def _hand_by_clicking(at) -> None:
    for _ in range(60):
        if any(b.key in ("plctl_next", "plctl_again") for b in at.button):
            return
        if offers(at, "exchange"):
            game = at.session_state["pl_game"]
            at.button_group(key="plx_pick").set_value([game.hand.hands[game.me][0]]).run()
            button(at, "exchange").click().run()
        else:
            buttons = _decision_buttons(at)
            assert buttons, "neither a decision nor the next hand is offered"
            buttons[0].click().run()
        assert not at.exception, [e.value for e in at.exception]
    raise AssertionError("the hand did not end")


VARIANTS = {name: name for name in ("standard", "stick_the_dealer", "british", "deck28",
                                     "deck32", "cutthroat", "two_handed", "railroad")}
VARIANTS["cutthroat7"] = None  # seven-card Cutthroat is an option, not a preset


@pytest.mark.parametrize("level", ["novice", "expert"])
@pytest.mark.parametrize("name", list(VARIANTS))
def test_play_page_every_euchre_variant(name, level):
    # (against experts the board is drawn after the learner's action and again after each
    # computer player's reply, in the same run: every variant's table and log must draw)
    from engine import euchre
    from lessons.coach import CoachedGame

    rules = euchre.preset(name) if VARIANTS[name] else \
        euchre.Rules(players=3, cutthroat_hand_size=7)
    game = CoachedGame.new(rules, seed=11, opponents=level, partner=level, grading=False)
    at = open_play(game, rules=rules)
    for hand in range(2):  # two hands: the deal moves on
        _hand_by_clicking(at)
        assert len(at.session_state["pl_game"].game.hands) == hand + 1
        at.button(key="plctl_next").click().run()
        assert not at.exception, [e.value for e in at.exception]
    after = at.session_state["pl_game"]
    assert after.game.rules == rules and len(after.game.hands) == 3
    assert len(after.decisions) >= 2  # the learner took decisions by clicking


def test_play_page_three_player_ecarte_learner_sits_out_as_dealer():
    from engine import ecarte
    from lessons.coach import CoachedGame

    # a three-player game at a hand where the learner (seat 0) deals, so sits out
    for seed in range(40):
        game = CoachedGame.new(ecarte.preset("three"), seed=seed, opponents="novice",
                               grading=False)
        if game.hand.dealer == 0:
            break
    else:
        raise AssertionError("no game in 40 seeds starts with the learner dealing")
    assert game.hand.is_over  # the other two played the whole hand by themselves
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    at.session_state["plset_kind"] = "ecarte"
    at.session_state["pl_game"] = game
    at.switch_page(PAGE).run()
    assert not at.exception
    assert not _decision_buttons(at)
    assert at.success  # the result of the hand the learner watched
    at.button(key="plctl_next").click().run()
    assert not at.exception
    assert at.session_state["pl_game"].hand.dealer == 1  # the deal passes to the left


def test_play_page_review_shows_what_every_choice_was_worth():
    import json

    from engine import euchre
    from lessons.coach import CoachedGame
    from ui.games.euchre import play as play_euchre

    game = CoachedGame.new(euchre.preset("standard"), seed=6, opponents="novice",
                           partner="novice", samples=20)
    while len(game.decisions) < 2:
        game = game.next_hand() if game.hand.is_over else game.act(
            str(game.hand.legal_actions()[0]))
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    at.session_state["pl_game"] = game
    at.switch_page(PAGE).run()
    at.toggle(key="plrev_show").set_value(True).run()
    at.selectbox(key="plrev_pick").set_value(0).run()
    assert not at.exception
    first = game.decisions[0]
    spec = json.loads(at.get("plotly_chart")[0].proto.spec)
    labels = spec["data"][0]["y"]
    legal = {play_euchre.label(game, a) for a in first.before.legal_actions()}
    assert legal <= set(labels)  # every choice, and while bidding each plan (go alone too)
    assert labels == first.grade.chart_data()["labels"]  # what the hint and odds chart said


def test_home_links_to_the_play_page():
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    links = [el.proto.page for el in at.get("page_link")]
    assert any(page.endswith("play") or "play" in page for page in links), links


def test_play_page_says_when_settings_changed_during_a_game():
    from engine import euchre

    at = _open()
    at.toggle(key="plset_grading").set_value(False).run()
    at.button(key="plctl_start").click().run()
    assert not any("keeps the rules it was dealt with" in i.value for i in at.info)
    at.session_state["rules"]["euchre"] = euchre.preset("stick_the_dealer")
    at.run()
    assert any("keeps the rules it was dealt with" in i.value for i in at.info)
    assert at.session_state["pl_game"].game.rules == euchre.preset("standard")


def test_play_page_names_the_rule_of_thumb_under_the_hint_and_the_grade():
    # Partner ordered hearts up and the learner, with both red jacks, is on lead: the hint
    # leads trump and says why; a club lead is graded with the rule it broke.
    from engine import euchre
    from lessons.coach import CoachedGame

    hand = euchre.from_deal(euchre.preset("standard"), dealer=3,
                            hands=["JH JD 9C TC 9S", "AC KC QC AS TD", "AH KH QH AD KS",
                                   "9D QD KD QS JS"], upcard="9H")
    for a in ("pass", "pass", "order", "discard 9D", "partner"):
        hand = hand.apply(a)
    at = open_play(CoachedGame.from_hand(hand, seed=1, samples=200))
    rule = "Rule of thumb:** Lead trump: your partner ordered it up."
    at.button(key="plctl_hint").click().run()
    settle(at)
    hint = next(i.value for i in at.info if "you take enough tricks" in i.value)
    assert "Lead trump" not in hint                       # the numbers, then the rule below
    assert any(rule in m.value for m in at.markdown)
    button(at, "play 9C").click().run()
    settle(at)
    graded = next(m.value for m in at.markdown if "Your last decision" in m.value)
    grade, below = graded.split("\n\n", 1)  # the grade's line, then the rule on its own
    assert "Lead trump" not in grade and below.startswith(":material/school: **" + rule)


def test_a_reopened_game_is_graded_again_a_few_at_a_time_newest_first():
    """A saved game comes back without its grades (``lessons.saved``): the page sends
    them to the shared worker at most ``AT_ONCE`` at a time, the decision on screen
    first, so a new decision or a hint never waits behind all of them."""

    from engine import euchre
    from lessons.coach import CoachedGame
    from lessons.saved import game_text, read_game

    rng = random.Random(8)
    cg = CoachedGame.new(euchre.preset("standard"), seed=8, opponents="novice",
                         partner="novice", samples=20)
    while len([d for d in cg.decisions if not d.forced]) < 12:   # (a forced move has no grade)
        cg = cg.next_hand() if cg.hand.is_over else \
            cg.act(str(rng.choice(cg.hand.legal_actions())), grade_now=False)
    reopened = read_game(game_text(cg))
    assert len(reopened.pending()) >= 12
    newest = reopened.decisions[-1].key
    at = open_play(reopened, pl_feedback=newest)
    sent = at.session_state["pl_jobs"]["grade"]
    assert newest in sent
    assert len(sent) <= 2
    settle(at)           # the rest follow, a few at a time
    assert not at.session_state["pl_game"].pending()
    texts = " ".join(m.value for m in at.markdown)
    assert "Your last decision" in texts and "thinking" not in texts


def _opened_from_link(code: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["deal"] = code
    at.run()
    at.switch_page(PAGE).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_a_shared_deal_link_plays_the_same_game_every_time_it_is_opened():
    """A class opening a teacher's link meets the same computer play and the same grades:
    the game's seed (which seeds the bots, the later deals and the coach's samples) comes
    from the deal code, not from the clock."""
    from engine import euchre
    from lessons.coach import deal_seed

    rules = euchre.preset("standard")
    # dealer 1: the computer players bid before the learner, so their choices show
    codes = [euchre.encode_deal(euchre.deal(rules, dealer=1, seed=s)) for s in (5, 6)]
    first, again, other = (_opened_from_link(c) for c in (codes[0], codes[0], codes[1]))
    games = [at.session_state["pl_game"] for at in (first, again, other)]
    assert games[0].game.seed == games[1].game.seed == deal_seed(codes[0])
    assert games[2].game.seed == deal_seed(codes[1]) != games[0].game.seed
    assert games[0].hand.history == games[1].hand.history
    assert games[0].hint_job().seed == games[1].hint_job().seed   # the coach's samples too
    # the same link with stray spaces (pasted from a message) is the same game
    assert deal_seed(f"  {codes[0]}\n") == deal_seed(codes[0])


def test_a_link_to_a_british_deal_names_its_rules_and_does_not_say_settings_changed():
    # The learner's Settings are the standard rules and were never touched: a teacher's
    # link to a British deal must not tell them their Settings "have changed", and should
    # say which rules this game is played under.
    from engine import euchre

    code = euchre.encode_deal(euchre.deal(euchre.preset("british"), dealer=3, seed=1))
    at = _opened_from_link(code)
    assert at.session_state["pl_game"].game.rules == euchre.preset("british")
    notes = [i.value for i in at.info]
    assert not any("changed" in n for n in notes), notes
    assert any("British Euchre" in n and "first to 10" in n for n in notes), notes


def test_the_new_game_panel_names_a_target_once():
    # Écarté's classic title already says "(to 5)": the panel read "Rules: Classic Écarté
    # (to 5), first to 5"; Euchre's title does not name its target, so it is said after it.
    at = _open()
    assert any(c.value.startswith("Rules: Standard (4 players, 24 cards), first to 10 (")
               for c in at.caption), [c.value for c in at.caption]
    at.session_state["plset_kind"] = "ecarte"
    at.run()
    rules = [c.value for c in at.caption if c.value.startswith("Rules:")]
    assert rules and rules[0].startswith("Rules: Classic Écarté (to 5) (") and \
        "first to" not in rules[0], rules


def test_the_review_table_calls_a_best_decision_best_without_another_best_choice():
    # Before: "Play A♥ | Best | Play A♦ | 0.06": a Best that another choice led by too
    # little to matter (or within a close call's sampling error) named that choice as the
    # best and showed points given up. Now the row says the learner's own choice, 0.
    from dataclasses import replace

    from engine import euchre
    from lessons.coach import CoachedGame

    game = CoachedGame.new(euchre.preset("standard"), seed=6, opponents="novice",
                           partner="novice", samples=20)
    while sum(d.grade is not None for d in game.decisions) < 2:
        game = game.next_hand() if game.hand.is_over else game.act(
            str(game.hand.legal_actions()[0]))
    first, second = [d for d in game.decisions if d.grade is not None][:2]
    other = next(o for o in first.grade.odds if o.action != first.action)
    better = next(o for o in second.grade.odds if o.action != second.action)
    best_by_a_hair = replace(first.grade, label="Best", loss=0.06, best=other)
    worse = replace(second.grade, label="Mistake", loss=0.7, best=better)
    game = replace(game, decisions=(replace(first, grade=best_by_a_hair),
                                    replace(second, grade=worse)))
    at = AppTest.from_file(APP, default_timeout=60)
    at.run()
    at.session_state["pl_game"] = game
    at.switch_page(PAGE).run()
    at.toggle(key="plrev_show").set_value(True).run()
    assert not at.exception
    rows = at.dataframe[0].value.to_dict("records")
    assert rows[0]["grade"] == "Best" and rows[0]["best"] == rows[0]["you"], rows[0]
    assert rows[0]["points given up"] == 0.0
    assert rows[1]["grade"] == "Mistake" and rows[1]["points given up"] == 0.7
    assert rows[1]["best"] == better.label
    # the same rows as blocks, for a phone (the theme shows them there, the table elsewhere):
    # each headed by its deal and the learner's choice, "0" for no points given up
    [blocks] = [h.proto.body for h in at.get("html") if "eu-stack" in h.proto.body]
    assert re.findall(r"<strong>(.*?)</strong>", blocks) == [
        f"Deal {r['deal']}: {escape(r['you'])}" for r in rows]
    assert [re.findall(r"<dd>(.*?)</dd>", item) for item in blocks.split("<li>")[1:]] == [
        [escape(r["grade"]), escape(r["best"]), f"{r['points given up']:g}"] for r in rows]
    assert "points given up" in blocks and "{" not in blocks
