"""The Table page: deal, step forward and back, share the position by link, projector mode."""
import re
from html import escape

import pytest

from engine import ecarte, euchre
from engine.ai import make_bot
from ui import table_steps as T

from apphelp import app, no_exception

GAMES = ("euchre", "ecarte")
ENGINES = {"euchre": euchre, "ecarte": ecarte}


def bot_line(code: str, n: int):
    """The hand after ``n`` actions of the intermediate bots, replayed with the engine
    alone (not through the page's helpers), and those actions."""
    mod = ENGINES[T.game_of(code)]
    bot = make_bot("intermediate", T.game_of(code))
    hand, done = mod.decode_deal(code), []
    for _ in range(n):
        action = bot.choose(mod.observe(hand, hand.current_player))
        done.append(str(action))
        hand = hand.apply(action)
    return hand, done


def page_hand(at):
    """The hand the page shows, rebuilt from its session."""
    code = at.session_state["tbl_code"]
    return T.position(T.start_of(code), at.session_state["tbl_actions"][:at.session_state["tbl_at"]])


def warnings(at) -> str:
    return " ".join(w.value for w in at.warning)


def table_app(game: str, **query):
    at = app(None, game=game)
    for k, v in query.items():
        at.query_params[k] = v
    at.switch_page("ui/pages/table.py")
    at.run()
    return at


@pytest.mark.parametrize("game", GAMES)
def test_five_forward_two_back_is_the_engines_third_position(game):
    at = table_app(game)
    at.number_input(key="tbl_seed").set_value(7)
    at.button(key="tbl_deal").click().run()
    code = at.session_state["tbl_code"]
    assert T.game_of(code) == game
    for _ in range(5):
        at.button(key="tbl_next").click().run()
    for _ in range(2):
        at.button(key="tbl_back").click().run()
    no_exception(at)
    expected, done = bot_line(code, 3)
    assert at.session_state["tbl_at"] == 3
    assert at.session_state["tbl_actions"][:3] == done
    assert page_hand(at) == expected
    assert at.query_params["deal"] == code and at.query_params["at"] == "3"


@pytest.mark.parametrize("game", GAMES)
def test_a_link_opens_the_same_position_in_a_fresh_session(game):
    rules = euchre.preset("standard") if game == "euchre" else ecarte.preset("classic")
    code = T.deal_code(game, rules, 11)
    at = table_app("euchre", deal=code, at="4")   # the link's game wins over the session's
    no_exception(at)
    expected, _ = bot_line(code, 4)
    assert at.session_state["tbl_code"] == code and at.session_state["tbl_at"] == 4
    assert page_hand(at) == expected
    assert not at.warning


def test_a_link_past_the_end_shows_the_end():
    code = T.deal_code("euchre", euchre.preset("standard"), 3)
    at = table_app("euchre", deal=code, at="999")
    no_exception(at)
    assert page_hand(at).is_over
    assert at.button(key="tbl_next").disabled


@pytest.mark.parametrize("game", GAMES)
def test_a_tampered_code_gives_a_message_and_a_fresh_table(game):
    rules = euchre.preset("standard") if game == "euchre" else ecarte.preset("classic")
    code = T.deal_code(game, rules, 5)
    i = len(code) - 6
    tampered = code[:i] + ("B" if code[i] != "B" else "C") + code[i + 1:]
    at = table_app(game, deal=tampered, at="2")
    no_exception(at)
    assert "could not be read" in warnings(at)
    assert at.session_state["tbl_code"] != tampered and at.session_state["tbl_at"] == 0


@pytest.mark.parametrize("bad", ["-1", "abc", "1e9", ""])
def test_a_bad_at_gives_a_message_and_the_deal(bad):
    code = T.deal_code("euchre", euchre.preset("standard"), 5)
    at = table_app("euchre", deal=code, at=bad)
    no_exception(at)
    assert "position could not be read" in warnings(at)
    assert at.session_state["tbl_code"] == code and at.session_state["tbl_at"] == 0


def test_a_pasted_bad_code_changes_nothing():
    at = table_app("euchre")
    before = at.session_state["tbl_code"]
    at.text_input(key="tbl_paste").input("EU-standard-0<b>nope</b>").run()
    at.button(key="tbl_load").click().run()
    no_exception(at)
    assert "could not be read" in warnings(at) and "<b>" not in warnings(at)
    assert at.session_state["tbl_code"] == before


def test_a_pasted_code_is_dealt():
    code = T.deal_code("ecarte", ecarte.preset("classic"), 9)
    at = table_app("euchre")
    at.text_input(key="tbl_paste").input(code).run()
    at.button(key="tbl_load").click().run()
    no_exception(at)
    assert at.session_state["tbl_code"] == code and at.session_state["tbl_at"] == 0


def test_a_pasted_link_opens_its_position():
    # The page asks teachers to share the address; pasted where a code goes, it read "a
    # deal code starts with the game's letters" (and the box cut it at 120 characters).
    code = T.deal_code("euchre", euchre.preset("standard"), 5)
    start = T.start_of(code)
    line = ["pass", "pass", "pass", "pass", "pass", "pass", "pass"]   # into the second round
    line.append(next(str(a) for a in T.position(start, line).legal_actions() if str(a) != "pass"))
    line = T.fill(start, "euchre", line, 14)
    address = f"http://class.example/table?deal={code}&at=14&acts={T.acts_text(line)}&view=2"
    assert len(address) > 120
    at = table_app("ecarte")
    assert at.text_input(key="tbl_paste").max_chars >= len(address)
    at.text_input(key="tbl_paste").input(" " + address + "\n").run()
    at.button(key="tbl_load").click().run()
    no_exception(at)
    assert at.session_state["tbl_code"] == code and at.session_state["tbl_at"] == 14
    assert at.session_state["tbl_actions"][:14] == line[:14] and not at.warning
    # a link whose moves cannot be played is refused, naming the link, and nothing changes
    bad = f"http://class.example/table?deal={code}&at=3&acts=pass.play_JK"
    at.text_input(key="tbl_paste").input(bad).run()
    at.button(key="tbl_load").click().run()
    no_exception(at)
    said = warnings(at).replace("\\", "")
    assert said.startswith("That link could not be read, so the table is unchanged: move 2 of")
    assert at.session_state["tbl_code"] == code and at.session_state["tbl_at"] == 14
    at.text_input(key="tbl_paste").input("http://class.example/table?deal=EU-nonsense&at=3").run()
    at.button(key="tbl_load").click().run()
    assert "That link could not be read" in warnings(at) and at.session_state["tbl_at"] == 14


@pytest.mark.parametrize("game", GAMES)
def test_the_teacher_chooses_an_action(game):
    at = table_app(game)
    box = at.selectbox(key="tbl_choice_0")
    last = box.options[-1]
    box.set_value(box.options[-1] if False else box.value).run()  # the list is readable
    choices = T.legal_choices(page_hand(at), game)
    chosen = choices[-1][0]
    at.selectbox(key="tbl_choice_0").set_value(chosen).run()
    at.button(key="tbl_play").click().run()
    no_exception(at)
    assert at.session_state["tbl_actions"] == [chosen] and at.session_state["tbl_at"] == 1
    assert last  # the selectbox shows the actions in words
    text = " ".join(m.value for m in at.markdown)
    assert "tbl-now" in text


def test_to_the_end_and_to_the_start():
    at = table_app("euchre")
    at.button(key="tbl_last").click().run()
    no_exception(at)
    hand = page_hand(at)
    assert hand.is_over
    text = " ".join(m.value for m in at.markdown)
    assert euchre.words.result_sentence(hand.rules, hand.result).split(":")[0] in text
    at.button(key="tbl_first").click().run()
    assert at.session_state["tbl_at"] == 0


@pytest.mark.parametrize("game", GAMES)
def test_projector_mode_renders_large_cards(game):
    at = table_app(game)
    at.toggle(key="tbl_projector").set_value(True).run()
    no_exception(at)
    html = " ".join(m.value for m in at.markdown)
    assert "tbl-big" in html and "eu-card lg" in html


def test_only_souths_hand_when_hands_are_hidden():
    at = table_app("euchre")
    at.toggle(key="tbl_open").set_value(False).run()
    no_exception(at)
    html = " ".join(m.value for m in at.markdown)
    assert '"tbl-seat">South' in html and '"tbl-seat">North' not in html


def test_the_hand_of_a_seat_that_sits_out_says_so():
    # Deal number 1: West picks up the J♦ and goes alone (action 6), so East sits out; its
    # five cards stayed in the hands column all deal long with nothing said.
    code = T.deal_code("euchre", euchre.preset("standard"), 1)
    at = table_app("euchre", deal=code, at="8")
    no_exception(at)
    assert page_hand(at).sitting_out == {3} and page_hand(at).current_player == 1
    html = " ".join(m.value for m in at.markdown)
    assert '"tbl-seat">East · sits out<' in html and '"tbl-seat">West · to move<' in html
    assert '"tbl-seat">North<' in html and "South · sits out" not in html


@pytest.mark.parametrize("game", GAMES)
def test_next_says_what_happened_and_why(game):
    at = table_app(game)
    at.button(key="tbl_next").click().run()
    no_exception(at)
    start = T.start_of(at.session_state["tbl_code"])
    after = T.position(start, at.session_state["tbl_actions"][:1])
    html = " ".join(m.value for m in at.markdown)
    assert escape(T.comment(start, after, game).text) in html
    assert "The computer player's advice to " in html   # and why it did it


def test_a_teacher_deals_by_number_not_by_seed():
    # "Seed" is a programmer's word; a teacher deals hand number 7 and can deal it again.
    at = table_app("euchre")
    box = at.number_input(key="tbl_seed")
    assert box.label == "Deal number" and "same cards" in box.help
    # nor does the set-up's help speak of a seed (it said "shuffled by the seed above")
    captions = " ".join(c.value for c in at.caption)
    assert "shuffled by the deal number above" in captions and "seed" not in captions.lower()


def test_new_deal_deals_the_next_number_when_this_ones_deal_is_on_the_table():
    # Before: a fresh table shows deal number 1, and the first click on "New Euchre deal"
    # dealt deal number 1 again: the button seemed to do nothing.
    standard = euchre.preset("standard")
    at = table_app("euchre")
    assert at.session_state["tbl_code"] == T.deal_code("euchre", standard, 1)
    at.button(key="tbl_next").click().run()
    at.button(key="tbl_deal").click().run()
    no_exception(at)
    assert at.session_state["tbl_code"] == T.deal_code("euchre", standard, 2)
    assert at.session_state["tbl_at"] == 0 and at.number_input(key="tbl_seed").value == 2
    # a number typed in is dealt as it is, then the next one
    at.number_input(key="tbl_seed").set_value(7).run()
    at.button(key="tbl_deal").click().run()
    assert at.session_state["tbl_code"] == T.deal_code("euchre", standard, 7)
    at.button(key="tbl_deal").click().run()
    assert at.session_state["tbl_code"] == T.deal_code("euchre", standard, 8)
    assert at.number_input(key="tbl_seed").value == 8
    assert not at.warning


@pytest.mark.parametrize("game", GAMES)
def test_the_table_page_says_deal_for_one_deal(game):
    # Before: "Deal a hand of Euchre", "Set up a hand", "The hand is over after 23 actions.",
    # "The hand so far"; the lessons call one deal a deal ("your hand": the cards held).
    at = table_app(game)
    at.button(key="tbl_last").click().run()
    no_exception(at)
    shown = ([b.label for b in at.button] + [e.label for e in at.expander]
             + [c.value for c in at.caption] + [h.value for h in at.header])
    title = {"euchre": "Euchre", "ecarte": "Écarté"}[game]
    assert f"New {title} deal" in shown and "Set up a deal" in shown and "The deal so far" in shown
    assert any(c.startswith("The deal is over after ") for c in shown), shown
    # ("every hand is shown": the cards held; a record of one deal is a "deal record")
    deal_sense = re.compile(r"\b(a|the|this|that|same|fresh|any) hand\b|\bhand records?\b", re.I)
    assert not [s for s in shown if deal_sense.search(s)], shown
