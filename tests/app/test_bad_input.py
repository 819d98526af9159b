"""Bad URL parameters and session values: a clear message and a fresh start, never a traceback."""
import pytest

from engine.euchre.rules import PRESETS

from apphelp import app, no_exception


def warnings(at):
    return " ".join(w.value for w in at.warning)


def test_unknown_preset_in_url():
    at = app(preset="../../etc/passwd")
    no_exception(at)
    assert "not a variant of Euchre" in warnings(at)
    assert at.session_state["rules"]["euchre"] == PRESETS["standard"]


def test_unknown_game_in_url():
    at = app(game="poker")
    no_exception(at)
    assert "not a game here" in warnings(at)
    assert at.session_state["game"] == "euchre"


def test_bad_learner_code_in_url():
    at = app(learner="<script>")
    no_exception(at)
    assert "learner code" in warnings(at)
    assert "learner" not in at.query_params


def test_lesson_out_of_range_in_url():
    at = app("learn", lesson="99", step="abc")
    no_exception(at)
    assert "does not exist" in warnings(at)
    assert at.session_state["learn_lesson"] == "basics" and at.session_state["learn_step"] == 0


def test_lesson_step_in_url_opens_that_step():
    at = app("learn", lesson="5", step="2")   # lesson 5: bidding
    no_exception(at)
    assert "The dealer's discard" in [h.value for h in at.header]


def test_nonsense_session_values_are_replaced():
    at = app()
    at.session_state["rules"] = "all of them"
    at.session_state["game"] = 42
    at.session_state["learn_step"] = -5
    at.switch_page("ui/pages/learn.py").run()
    no_exception(at)
    assert at.session_state["rules"]["euchre"] == PRESETS["standard"]
    assert at.session_state["game"] == "euchre"
    assert at.session_state["learn_step"] == 0
    assert "made no sense" in warnings(at)


def test_nonsense_quiz_seed_gets_a_fresh_question():
    at = app("practice")
    key = next(k for k in list(at.session_state.keys()) if k.startswith("pr_") and k.endswith("_seed"))
    at.session_state[key] = "not a seed"
    at.run()
    no_exception(at)
    assert isinstance(at.session_state[key], int)


def test_corrupt_progress_file(progress_db):
    progress_db.write_bytes(b"this is not a database at all" * 100)
    at = app()
    no_exception(at)
    assert "starts fresh" in warnings(at)
    assert any(p.name.startswith("progress.sqlite3.corrupt-") for p in progress_db.parent.iterdir())


def test_practice_question_from_url():
    at = app("practice", topic="suit", seed="77")
    no_exception(at)
    assert at.session_state["pr_current"] == "suit" and at.session_state["pr_suit_seed"] == 77


def test_practice_bad_question_in_url():
    at = app("practice", topic="nope", seed="-3")
    no_exception(at)
    assert "does not exist" in warnings(at)


def test_url_text_is_shown_as_text_never_as_markdown():
    # ?game=![](http://host/x.png) must not make the browser fetch an outside image,
    # nor ?game=[Log in](https://…) put a link in the app's own warning.
    from streamlit.testing.v1 import AppTest
    from pathlib import Path
    at = AppTest.from_file(str(Path(__file__).resolve().parents[2] / "app.py"), default_timeout=60)
    at.query_params["game"] = "![](http://example.invalid/x.png)"
    at.run()
    assert not at.exception
    shown = " ".join(w.value for w in at.warning)
    assert "is not a game here" in shown
    assert "![](" not in shown and "\\!\\[\\]\\(" in shown  # every Markdown character escaped


def test_lesson_and_question_addresses_are_shown_as_text():
    from pathlib import Path
    from streamlit.testing.v1 import AppTest
    app = str(Path(__file__).resolve().parents[2] / "app.py")
    for page, params in (("ui/pages/learn.py", {"lesson": "[x](http://e.invalid)", "step": "1"}),
                         ("ui/pages/practice.py", {"topic": "![](http://e.invalid/i.png)"})):
        at = AppTest.from_file(app, default_timeout=60)
        at.run()
        for k, v in params.items():
            at.query_params[k] = v
        at.switch_page(page).run()
        assert not at.exception
        shown = " ".join(w.value for w in at.warning)
        assert "does not exist" in shown and "](" not in shown, shown


# --- every page's parameters, for both games (the audit of bad input) ----------------------

def _page_with(page, game, **params):
    """``page`` opened by an address holding ``game`` and ``params`` (as a link would)."""
    from apphelp import APP
    from streamlit.testing.v1 import AppTest
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["game"] = game
    at.run()
    for k, v in params.items():
        at.query_params[k] = v
    at.switch_page(f"ui/pages/{page}.py").run()
    no_exception(at)
    return at


def test_a_seat_of_thousands_of_digits_is_refused_not_a_traceback():
    # int() refuses more than 4300 digits with its own ValueError: the page never asks it
    for game in ("euchre", "ecarte"):
        at = _page_with("table", game, view="1" * 5000)
        assert "is not at this table" in warnings(at)
        assert at.session_state["tbl_open"] is True


def test_moves_without_a_deal_are_said_not_ignored():
    at = _page_with("table", "euchre", acts="pass.pass")
    assert "The link names no deal (it has no deal=)" in warnings(at)


def test_a_question_address_never_shows_none():
    for params, said in (({"seed": "5"}, "question number “5” without its topic"),
                         ({"topic": ""}, "questions on “”, which does not exist in Euchre"),
                         ({"topic": "e_rank", "seed": "5"}, "“e\\_rank”, which does not exist in Euchre")):
        at = _page_with("practice", "euchre", **params)
        assert said in warnings(at) and "None" not in warnings(at), warnings(at)


def test_a_euchre_question_on_ecarte_names_the_game():
    at = _page_with("practice", "ecarte", topic="suit", seed="5")
    assert "“suit”, which does not exist in Écarté" in warnings(at)


def test_an_unknown_glossary_word_is_said_once():
    at = _page_with("glossary", "ecarte", term="bower")   # a Euchre word, on Écarté
    assert "The glossary of Écarté has no word “bower”" in warnings(at)
    assert "term" not in at.query_params
    at.run()
    assert not at.warning


def test_a_bad_preset_leaves_the_chosen_rules_alone():
    at = app()
    at.session_state["rules"]["euchre"] = PRESETS["british"]
    at.query_params["preset"] = "bristish"
    at.run()
    no_exception(at)
    assert "so the rules stay British" in warnings(at)
    assert at.session_state["rules"]["euchre"] == PRESETS["british"]


def test_a_bad_lesson_address_keeps_the_learners_place(progress_db):
    at = app("learn", lesson="4", step="2")
    learner = at.session_state["learner"]
    at.query_params["lesson"], at.query_params["step"] = "99", "1"
    at.run()
    no_exception(at)
    assert "does not exist, so the course opens at your own place" in warnings(at)
    assert (at.session_state["learn_lesson"], at.session_state["learn_step"]) == ("deal", 1)
    assert at.session_state["_store"].position(learner, "euchre") == ("deal", 1)


def test_a_parameter_given_twice_is_said_and_the_last_one_used():
    at = _page_with("learn", "euchre", lesson=["2", "4"], step=["1", "2"])
    assert "gives “lesson” more than once, so only the last one, “4”, is used" in warnings(at)
    assert at.query_params["lesson"] == "4"
    assert (at.session_state["learn_lesson"], at.session_state["learn_step"]) == ("deal", 1)


def _code(game: str, preset: str) -> str:
    from engine import games
    from ui import table_steps as T
    return T.deal_code(game, games.get(game).load("engine").PRESETS[preset], 5)


def test_a_deal_code_in_small_letters_says_capitals_count():
    code = _code("euchre", "standard")
    at = _page_with("play", "euchre", deal=code.lower())
    assert "capitals and small letters differ in a code" in warnings(at)
    assert "pl_game" not in at.session_state
    at = _page_with("table", "ecarte")
    before = at.session_state["tbl_code"]
    at.text_input(key="tbl_paste").input(_code("ecarte", "classic").lower())
    at.button(key="tbl_load").click().run()
    no_exception(at)
    assert "capitals and small letters differ in a code" in " ".join(
        m.value for m in list(at.warning) + list(at.markdown))
    assert at.session_state["tbl_code"] == before   # the table keeps its hand


def test_pasted_codes_on_the_table_changed_cut_padded_or_of_the_other_game():
    at = _page_with("table", "euchre")
    ecarte_code = _code("ecarte", "three")
    changed = ecarte_code[:12] + ("A" if ecarte_code[12] != "A" else "B") + ecarte_code[13:]
    for pasted, said in ((changed, "a character is wrong"), (ecarte_code[:-4], "does not check out"),
                         ("", "the deal code is empty")):
        at.text_input(key="tbl_paste").input(pasted)
        at.button(key="tbl_load").click().run()
        no_exception(at)
        shown = " ".join(m.value for m in list(at.warning) + list(at.markdown))
        assert "That deal code could not be read, so the table is unchanged" in shown and said in shown
    at.text_input(key="tbl_paste").input("  " + ecarte_code + " ")   # spaces around: fine
    at.button(key="tbl_load").click().run()
    no_exception(at)
    assert at.session_state["tbl_code"] == ecarte_code   # an Écarté hand on a Euchre day


def test_a_deal_link_may_name_the_computer_players_strength():
    code = _code("euchre", "standard")
    at = _page_with("play", "euchre", deal=code, opponents="Expert", partner="novice")
    game = at.session_state["pl_game"]
    assert (game.opponents, game.partner) == ("expert", "novice")
    assert at.session_state["plset_opp"] == "expert"    # the New game panel says so too
    assert "Computer players: expert opponents, novice partner." in " ".join(
        h.proto.body for h in at.get("html"))


def test_a_deal_link_with_a_strength_there_is_not_says_so_and_deals_as_usual():
    code = _code("euchre", "standard")
    at = _page_with("play", "euchre", deal=code, opponents="godlike<b>")
    assert ("The link asks for opponents of a strength there is not (godlike&lt;b&gt;): "
            "choose one of novice, intermediate, expert.") in warnings(at)
    game = at.session_state["pl_game"]
    assert game.opponents == "intermediate" and game.hand is not None


def test_a_deal_link_with_an_empty_strength_says_none_was_named():
    code = _code("euchre", "standard")
    at = _page_with("play", "euchre", deal=code, opponents="")
    assert ("The link names no strength for opponents: choose one of novice, intermediate, "
            "expert.") in warnings(at)
    assert not any("()" in w for w in warnings(at))
    assert at.session_state["pl_game"].opponents == "intermediate"


def test_a_link_naming_the_strength_without_a_deal_sets_the_next_game():
    # Before: without deal= the parameter was ignored without a word, and stayed in the address.
    at = _page_with("play", "euchre", opponents="expert")
    assert at.selectbox(key="plset_opp").value == "expert"
    assert "opponents" not in at.query_params
    at.button(key="plctl_start").click().run()
    no_exception(at)
    assert at.session_state["pl_game"].opponents == "expert"


def test_a_number_of_actions_in_another_script_is_refused_not_a_traceback():
    # "²" passes str.isdigit() but not int(): before, the Table showed "Something went
    # wrong on this page", and a reload of the same address did it again
    code = _code("euchre", "standard")
    at = _page_with("table", "euchre", deal=code, at="²")
    assert "“²” is not a number of actions" in warnings(at)
    assert at.session_state["tbl_code"] == code and at.session_state["tbl_at"] == 0
    assert at.query_params["at"] == "0"


def test_a_link_without_a_deal_says_so_and_projector_reads_yes():
    # ?at=5 alone said "The deal in the link could not be read, …: the deal code is empty";
    # projector=yes (a hand-written address) was taken as off
    at = _page_with("table", "euchre", at="5")
    assert "The link names no deal (it has no deal=), so here is a fresh deal instead." in warnings(at)
    assert at.session_state["tbl_at"] == 0
    code = _code("euchre", "standard")
    for value, on in (("yes", True), ("1", True), ("0", False), ("no", False)):
        at = _page_with("table", "euchre", deal=code, projector=value)
        assert at.session_state["tbl_projector"] is on, value


def test_a_link_move_the_engine_refuses_is_said_with_one_full_stop():
    # the engine's reason ends with its own stop: the message read "…give AS or play JD.."
    code = _code("euchre", "standard")
    for acts in ("pass.nope", "pass.pass.pass.pass.call_S"):
        at = _page_with("table", "euchre", deal=code, at="5", acts=acts)
        said = warnings(at)
        assert "so the deal is shown from its start: move" in said, said
        assert not said.endswith(".."), said
        assert at.session_state["tbl_at"] == 0 and "acts" not in at.query_params


def test_a_deal_code_broken_over_two_lines_still_opens():
    # a code copied from an e-mail or a chat may hold a line break or a space: no code holds
    # one. Before: "the deal code has ' ', a character deal codes never use"
    code = _code("ecarte", "classic")
    broken = code[:20] + " \n " + code[20:]
    at = _page_with("table", "euchre")
    at.text_input(key="tbl_paste").input(broken)
    at.button(key="tbl_load").click().run()
    no_exception(at)
    assert at.session_state["tbl_code"] == code and not at.warning
    at = _page_with("table", "euchre", deal=code[:30] + " " + code[30:])
    assert at.session_state["tbl_code"] == code and not at.warning
    assert at.query_params["deal"] == code
    at = _page_with("play", "euchre", deal=code[:20] + "\n" + code[20:])
    assert not at.warning and at.session_state["pl_game"].hand.rules.preset_name == "classic"


# int() reads more than a link ever holds: "1_0" (10), "٣" and "３" (3), "+2", " 4 ".
NOT_PLAIN_DIGITS = ["1_0", "٣", "３", "+2", "²", "0x3"]


def test_a_lesson_or_step_number_not_in_plain_digits_is_refused_and_the_place_kept(progress_db):
    # Before: ?lesson=1_0 opened lesson 10 and ?lesson=٣ lesson 3, and saved that as the
    # learner's place.
    at = app("learn", lesson="4", step="2")
    learner = at.session_state["learner"]
    for lesson, step in [(n, "1") for n in NOT_PLAIN_DIGITS] + [("2", n) for n in NOT_PLAIN_DIGITS]:
        at.query_params["lesson"], at.query_params["step"] = lesson, step
        at.run()
        no_exception(at)
        said = warnings(at).replace("\\", "")
        assert f"The address asked for lesson “{lesson}”, step “{step}”, which does not exist, " \
               "so the course opens at your own place in it." in said, said
        assert (at.session_state["learn_lesson"], at.session_state["learn_step"]) == ("deal", 1)
        assert (at.query_params["lesson"], at.query_params["step"]) == ("4", "2")
        assert at.session_state["_store"].position(learner, "euchre") == ("deal", 1)
    at.query_params["lesson"], at.query_params["step"] = " 5 ", "1"   # (spaces around: read)
    at.run()
    assert (at.session_state["learn_lesson"], at.session_state["learn_step"]) == ("bidding", 0)


def test_a_question_number_not_in_plain_digits_is_refused_with_a_fresh_question():
    # Before: ?topic=suit&seed=7_7 opened question 77 (and ٧٧ too), as if the link held it.
    plain = app("practice", topic="suit", seed="77").session_state["pr_suit_seed"]
    for seed in ["7_7", "٧٧", "７７", "+77"]:
        at = _page_with("practice", "euchre", topic="suit", seed=seed)
        said = warnings(at).replace("\\", "")
        # (the topic by its title: before, by its id, "question “suit” number …")
        assert f"The address asked for question number “{seed}” on “Which suit is it?”, which " \
               "does not exist, so here is a fresh question." in said, said
        seeds = {k: at.session_state[k] for k in list(at.session_state.keys()) if k.endswith("_seed")}
        assert plain == 77 and 77 not in seeds.values(), seeds


@pytest.mark.parametrize("number", NOT_PLAIN_DIGITS)
def test_every_other_number_in_an_address_takes_plain_digits_only(number):
    # Problems' ?problem= and the Table's ?view= and ?at= already refused these: kept so.
    at = _page_with("problems", "ecarte", topic="play", problem=number)
    assert "has problems 1 to" in warnings(at) and at.query_params["problem"] == "1"
    at = _page_with("table", "euchre", view=number)
    assert "is not at this table" in warnings(at) and at.session_state["tbl_open"] is True
    code = _code("euchre", "standard")
    at = _page_with("table", "euchre", deal=code, at=number)
    assert "is not a number of actions" in warnings(at) and at.session_state["tbl_at"] == 0
