"""Écarté in the app: every page and lesson step loads, every quiz kind gives the right feedback
to a right and a wrong answer, the Écarté variant changes what pages show, bad input is met
with a message and a fresh start."""
import pytest

import lessons.ecarte as E
from engine import ecarte

from apphelp import app, click_answer, learn_step, no_exception, pass_step, quiz_keys, texts


def eapp(page=None, **query):
    return app(page, game="ecarte", **query)


def step_with(topic_id):
    for li, lesson in enumerate(E.LESSONS):
        for si, step in enumerate(lesson.steps):
            if topic_id in step.quiz:
                return li + 1, si + 1
    raise KeyError(topic_id)


def answer(at, key, topic_id, right):
    q = E.TOPICS[topic_id].generate(at.session_state["rules"]["ecarte"], at.session_state[f"{key}_seed"])
    return q, click_answer(at, key, q, right)


@pytest.mark.parametrize("page", ["home", "learn", "practice", "rules", "settings"])
def test_ecarte_page_loads(page):
    at = eapp(page)
    no_exception(at)
    assert at.session_state["game"] == "ecarte"
    assert "Écarté" in texts(at) or page == "learn"


def test_home_shows_the_ecarte_course():
    at = eapp()
    body = texts(at)
    assert "The piquet deck and the card order" in body and "A guided deal" in body
    at.button(key="home_continue").click().run()
    no_exception(at)
    assert "Two players, face to face" in [h.value for h in at.header]   # lesson zero comes first


@pytest.mark.parametrize("preset", ["classic", "three"])
def test_walk_the_whole_ecarte_course(preset):
    at = eapp("learn", preset=preset)
    assert at.session_state["rules"]["ecarte"] == ecarte.PRESETS[preset]
    for lesson in E.LESSONS:
        for step in lesson.steps:
            no_exception(at)
            assert step.title in [h.value for h in at.header]
            pass_step(at)
            at.button(key="learn_next").click().run()
    no_exception(at)


@pytest.mark.parametrize("topic_id", list(E.TOPICS))
def test_ecarte_quiz_right_and_wrong_feedback(topic_id):
    lesson_no, step_no = step_with(topic_id)
    at = eapp("learn", lesson=str(lesson_no), step=str(step_no))
    no_exception(at)
    key = next(k for k in quiz_keys(at) if k.endswith(topic_id))
    q, picked = answer(at, key, topic_id, right=False)
    no_exception(at)
    assert at.error and "Not quite" in at.error[0].value and "Try again" in at.error[0].value
    if picked is not None:   # a nudge about that answer, not the answer
        assert (picked.nudge or q.general_nudge())[:40] in at.error[0].value
        assert next(c for c in q.choices if c.correct).label not in at.error[0].value
    answer(at, key, topic_id, right=True)   # the learner can try again
    no_exception(at)
    assert at.success and "Right!" in at.success[0].value
    at.button(key=f"{key}_next").click().run()
    assert not at.success and not at.error


def test_ecarte_practice_mixes_ecarte_topics():
    at = eapp("practice")
    no_exception(at)
    assert at.session_state["pr_current"] in E.TOPICS
    key = f"pr_{at.session_state['pr_current']}"
    answer(at, key, at.session_state["pr_current"], right=False)
    assert "0 / 1" in texts(at)


def test_settings_variant_changes_the_rule_book_and_lessons():
    at = eapp("settings")
    at.selectbox(key="sete_preset").set_value("napoleon").run()
    no_exception(at)
    assert at.session_state["rules"]["ecarte"] == ecarte.PRESETS["napoleon"]
    assert at.session_state["rules"]["euchre"].preset_name == "standard"   # Euchre's rules untouched
    at.switch_page("ui/pages/rules.py").run()
    assert "**11**" in texts(at) and "Écarté de Napoléon" in texts(at)
    # must_trump off: the rule book and the play lesson's quiz facts follow
    at.switch_page("ui/pages/settings.py").run()
    at.toggle(key="sete_must_trump").set_value(False).run()
    assert at.session_state["rules"]["ecarte"].must_trump is False
    at.switch_page("ui/pages/rules.py").run()
    assert "trumping is not forced" in texts(at)


def test_settings_penalty_changes_the_scoring_table():
    at = eapp("rules")
    table = at.table[0].value
    assert 3 in list(table["Points"])   # elder pays: a vole after a stand is 3
    at.switch_page("ui/pages/settings.py").run()
    at.radio(key="sete_penalty").set_value("classic").run()
    at.switch_page("ui/pages/rules.py").run()
    assert 3 not in list(at.table[0].value["Points"])


def test_settings_impossible_value_cannot_be_chosen():
    # The stake box stops at 0, the engine's least stake (a refusal's words: see
    # tests/app/test_rule_combinations.py).
    at = eapp("settings")
    assert at.number_input(key="sete_stake").min == 0
    at.number_input(key="sete_stake").set_value(-4).run()
    no_exception(at)
    assert at.session_state["rules"]["ecarte"].stake >= 0


def test_a_stake_no_deal_code_can_hold_is_refused_and_the_table_still_deals():
    # Before: a stake of 1,000,000,000 was taken, and the Table then showed "Something went
    # wrong on this page" on every visit (its deal code could not be read back).
    at = eapp("settings")
    at.number_input(key="sete_stake").set_value(10**9).run()
    no_exception(at)
    assert "That is not allowed: The stake is at most 999,999,999. Nothing was changed." in \
        " ".join(e.value for e in at.error)
    assert at.session_state["rules"]["ecarte"] == ecarte.PRESETS["classic"]
    assert at.number_input(key="sete_stake").value == 1
    # such a stake kept from before (a session, saved settings): the Table deals the classic game
    at.session_state["rules"]["ecarte"] = ecarte.PRESETS["classic"].replace(stake=10**9)
    at.switch_page("ui/pages/table.py").run()
    no_exception(at)
    assert "Custom rules cannot travel in a deal code" in " ".join(w.value for w in at.warning)
    assert at.session_state["tbl_code"].startswith("ECARTE-classic-")


def test_three_players_changes_the_deal_lesson():
    at = eapp("settings")
    at.segmented_control(key="sete_players").set_value(3).run()
    at.query_params["lesson"], at.query_params["step"] = "3", "2"
    at.switch_page("ui/pages/learn.py").run()
    no_exception(at)
    assert "dealer's part" in texts(at)


def test_unknown_ecarte_preset_in_url():
    at = eapp(preset="nonsense")
    no_exception(at)
    assert "not a variant of Écarté" in " ".join(w.value for w in at.warning)
    assert at.session_state["rules"]["ecarte"] == ecarte.PRESETS["classic"]


def test_nonsense_ecarte_rules_in_session_are_replaced():
    at = eapp()
    at.session_state["rules"]["ecarte"] = {"players": 9}
    at.switch_page("ui/pages/rules.py").run()
    no_exception(at)
    assert at.session_state["rules"]["ecarte"] == ecarte.PRESETS["classic"]
    assert "made no sense" in " ".join(w.value for w in at.warning)


def test_switching_game_back_and_forth_keeps_both_rule_sets():
    at = eapp("settings")
    at.selectbox(key="sete_preset").set_value("quick").run()
    at.switch_page("ui/pages/home.py").run()
    at.segmented_control(key="home_game").set_value("euchre").run()
    no_exception(at)
    assert "The deck and the bowers" in texts(at)
    at.switch_page("ui/pages/settings.py").run()
    assert "Stick the Dealer" in texts(at) or at.toggle(key="set_stick_the_dealer")
    assert at.session_state["rules"]["ecarte"] == ecarte.PRESETS["quick"]


def test_ecarte_guided_hand_checks_and_plays_on():
    at = eapp("learn", lesson="9", step="1")
    no_exception(at)
    for _ in range(40):
        s = at.session_state["ge_state"]
        if s.is_over:
            break
        if s.phase in (ecarte.Phase.ELDER_EXCHANGE, ecarte.Phase.DEALER_EXCHANGE):
            c = s.hands[0][0]
            at.checkbox(key=f"ge_x_{c}").set_value(True)
            at.button(key="ge_exchange").click().run()
            no_exception(at)
            continue
        legal = {str(a) for a in s.legal_actions()}
        offered = [b for b in at.button if b.key and b.key.startswith("ge_opt_")]
        illegal = [b for b in offered if b.key[7:] not in legal]
        if illegal:   # the engine refuses it with a reason, and nothing changes
            illegal[0].click().run()
            assert at.error and "Try again" in at.error[0].value
            assert at.session_state["ge_state"] is s
        ok = next(b for b in offered if b.key[7:] in legal)
        at.button(key=ok.key).click().run()
        no_exception(at)
        assert at.success and "computer player" in at.success[0].value
    assert at.session_state["ge_state"].is_over


def test_the_guided_deal_shows_the_turned_up_card_on_the_table():
    # Before: the middle of the felt held a "Trump: ♦ Diamonds" chip, and the turned-up card
    # was only a "Turn-up: K♦" chip under it; now the card lies there, as on the Table page.
    from lessons.ecarte import guided as G
    at = eapp("learn", lesson="9", step="1")
    # a fixed deal (the page deals a random one): the K♦ turned up, North leads the K♣
    state, log = G.start(at.session_state["ge_rules"], 4)
    at.session_state["ge_state"], at.session_state["ge_log"] = state, list(log)
    at.run()
    no_exception(at)

    def middle() -> str:
        felt = next(m.value for m in at.markdown if 'class="eu-table"' in m.value)
        return felt.split('<div class="mid">', 1)[1]

    assert at.session_state["ge_state"] is state and str(state.turnup) == "KD"
    assert 'aria-label="King of diamonds, king of trumps"' in middle() and "turned up</div>" in middle()
    assert "Trump:" not in middle()
    html = " ".join(m.value for m in at.markdown)
    assert "Turn-up:" not in html and 'class="eu-chip trump"' in html   # trump beside the facts
    # South wins the trick with the Q♦: its winner takes the card's place until the next lead
    at.button(key="ge_opt_play QD").click().run()
    no_exception(at)
    assert at.session_state["ge_state"].lead is None
    assert middle().startswith('<span class="eu-chip">South (you) won</span>') and "eu-card" not in middle()


def test_ecarte_explorers_respond():
    at = eapp("learn", lesson="4", step="4")   # the talon running low
    no_exception(at)
    at.segmented_control(key="xe_lim_k").set_value(5).run()
    for _ in range(3):
        at.button(key="xe_lim_go").click().run()
        no_exception(at)
    assert "talon" in texts(at).lower()
    at = eapp("learn", lesson="8", step="4")   # au cercle: bet, watch, see the outcome
    at.button(key="xe_cercle_go").click().run()
    no_exception(at)
    assert (at.success or at.error) and "chips" in (at.success or at.error)[0].value


@pytest.mark.parametrize("preset, scorer", [("classic", "the dealer"),
                                            ("three", "the player taking the dealer's part")])
def test_the_deal_explorer_gives_a_turned_king_to_whoever_scores_it(preset, scorer):
    # with three players the dealer sits out and the dealer's part scores the turned king (the
    # lesson's own example said so; the explorer under it said "the dealer scores 1 at once!")
    at = learn_step("ecarte", ecarte.preset(preset), 3, 2)
    at.session_state["xe_deal_seed"] = 2   # the engine turns up a king
    at.run()
    no_exception(at)
    said = " ".join(c.value for c in at.caption)
    assert f"It is the king of trumps: {scorer} scores 1 at once!" in said, said


def test_the_talon_explorer_names_the_dealers_part_with_three_players():
    # three players: the dealer sits out, and the one who exchanges after the elder is the dealer's
    # part ("East (dealer) may discard 1 to 5" named the wrong player's role)
    at = learn_step("ecarte", ecarte.preset("three"), 4, 4)
    at.segmented_control(key="xe_lim_k").set_value(5).run()
    at.button(key="xe_lim_go").click().run()
    no_exception(at)
    assert at.session_state["xe_lim_counts"] == [5]   # the elder's exchange went through
    said = texts(at)
    assert "(dealer's part) may discard **1 to 5**" in said and "(dealer) may" not in said, said


def test_the_guided_deal_with_three_players_says_who_plays_and_draws_no_back():
    # "The other seat is the intermediate computer player" was said at a table of three,
    # and the dealer who sits out (holding no cards) wore a card back on the felt
    from engine import ecarte
    from lessons.ecarte import guided as G
    from lessons.course import course

    three = ecarte.preset("three")
    step = course("ecarte").lessons[8].steps[0]
    assert "The other two seats are intermediate computer players" in step.text_for(three)
    assert "The other seat is the intermediate computer player" in step.text_for(ecarte.preset("classic"))
    at = learn_step("ecarte", three, 9, 1)
    state, log = G.start(at.session_state["ge_rules"], 4)
    assert at.session_state["ge_rules"].players == 3
    at.session_state["ge_state"], at.session_state["ge_log"] = state, list(log)
    at.run()
    no_exception(at)
    felt = next(m.value for m in at.markdown if 'class="eu-table"' in m.value)
    assert '<span class="nm out">sits out</span>' in felt and "eu-card back" not in felt, felt
