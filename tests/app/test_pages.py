"""Every page loads without an exception, for every variant; the variant changes what they show."""
import pytest

from engine.euchre.rules import PRESETS

from apphelp import app, no_exception, texts

PAGES = ["home", "learn", "practice", "rules", "settings"]


@pytest.mark.parametrize("page", PAGES)
def test_page_loads(page):
    at = app(page)
    no_exception(at)
    assert len(at.markdown) > 1


@pytest.mark.parametrize("preset", list(PRESETS))
@pytest.mark.parametrize("page", ["rules", "practice", "home"])
def test_page_loads_for_every_variant(page, preset):
    at = app(page, preset=preset)
    no_exception(at)
    assert at.session_state["rules"]["euchre"] == PRESETS[preset]


def test_home_shows_lessons_and_start_button():
    at = app()
    body = texts(at)
    assert "The deck and the bowers" in body and "A guided deal" in body
    assert at.button(key="home_continue").label == "Start lesson 1"


def test_home_names_the_review_of_mistakes_not_cards():
    # A newcomer read "Review: 0 cards due this week" as playing cards.
    at = app()
    labels = [el.proto.label for el in at.get("page_link")]
    # (and with nothing due, no link promising a review: a line saying how reviews come)
    assert not any("Review" in label or "cards due" in label for label in labels), labels
    assert "Nothing to review: a question you miss, or a " \
           "mistake in a game, comes back for review when it is due." in texts(at)


def test_home_continue_goes_to_learn():
    at = app()
    at.button(key="home_continue").click().run()
    no_exception(at)
    assert "Four players, two sides" in [h.value for h in at.header]   # lesson zero comes first


def test_rule_book_follows_the_variant():
    # British Euchre: the Benny appears in the rule book; the standard game has none.
    std = texts(app("rules"))
    brit = texts(app("rules", preset="british"))
    benny = "The Benny ranks above both bowers"
    assert benny not in std and benny in brit
    cut = texts(app("rules", preset="cutthroat"))
    assert "Cutthroat" in cut and "plays alone" in cut


def test_rule_book_scoring_table_follows_the_variant():
    at = app("rules", preset="railroad")
    table = at.table[0].value
    assert "A lone defender takes all 5" in list(table["Result"])
    at = app("rules")
    assert "A lone defender takes all 5" not in list(at.table[0].value["Result"])


def test_settings_preset_changes_every_page():
    at = app("settings")
    at.selectbox(key="set_preset").set_value("british").run()
    no_exception(at)
    assert at.session_state["rules"]["euchre"] == PRESETS["british"]
    at.switch_page("ui/pages/rules.py").run()
    assert "Benny" in texts(at)
    # the lesson's pack follows too
    at.query_params["lesson"], at.query_params["step"] = "2", "1"   # lesson 2: the deck and the bowers
    at.switch_page("ui/pages/learn.py").run()
    assert "25 cards" in texts(at)


def test_settings_option_change_is_validated():
    # call_for_best needs someone who can be alone: refused with the reason, nothing changed.
    at = app("settings")
    at.toggle(key="set_allow_alone").set_value(False).run()
    assert at.session_state["rules"]["euchre"].allow_alone is False
    at.toggle(key="set_call_for_best").set_value(True).run()
    no_exception(at)
    assert at.session_state["rules"]["euchre"].call_for_best is False
    assert any("not allowed: Call for best (Railroad) needs someone who can be alone" in e.value
               for e in at.error)


def test_settings_players_resets_four_player_options():
    at = app("settings", preset="railroad")
    at.segmented_control(key="set_players").set_value(3).run()
    no_exception(at)
    r = at.session_state["rules"]["euchre"]
    assert r.players == 3 and not r.allow_alone and not r.call_for_best


def test_settings_target_score_slider():
    at = app("settings")
    at.slider(key="set_target_score").set_value(5).run()
    assert at.session_state["rules"]["euchre"].target_score == 5
    at.switch_page("ui/pages/rules.py").run()
    assert "**5** points" in texts(at)


def test_four_colour_deck_survives_page_changes():
    at = app("settings")
    at.toggle(key="set_four_colour").set_value(True).run()
    at.switch_page("ui/pages/home.py").run()
    assert at.session_state["four_colour"] is True
    assert "c-green" in texts(at)


def test_home_with_lessons_done_but_no_place_saved_goes_on_from_the_first_not_done():
    # A place saved by an older course (a lesson it has dropped) is no place: Home said
    # "You have not started yet" and offered lesson 1 beside lessons 1 and 2 ticked.
    from lessons.progress import open_store

    at = app()
    store, _msg = open_store()
    me = at.session_state["learner"]
    store.mark_done(me, "euchre", "basics", 3)
    store.mark_done(me, "euchre", "bowers", 2)
    store.mark_done(me, "euchre", "dropped-lesson", 1)   # not in the course: not counted
    store.set_position(me, "euchre", "dropped-lesson", 2)
    at.run()
    no_exception(at)
    body = texts(at)
    assert "You have not started yet" not in body
    assert "You have finished 2 lessons of 10." in body
    assert "Course complete" not in " ".join(s.value for s in at.success)
    start = at.button(key="home_continue")
    assert start.label == "Start lesson 3"
    start.click().run()
    no_exception(at)
    assert at.session_state["learn_lesson"] == "play" and at.session_state["learn_step"] == 0


def _after_the_last_lesson(done_ids):
    """Home for a learner whose place is the last step of the last lesson, which is done, with
    ``done_ids`` the lessons finished (as the Learn page leaves it after the course's last Next)."""
    from lessons.course import course
    from lessons.progress import open_store

    at = app()
    store, _msg = open_store()
    me = at.session_state["learner"]
    lessons = course("euchre").lessons
    for lesson_id in done_ids:
        store.mark_done(me, "euchre", lesson_id, 3)
    store.set_position(me, "euchre", lessons[-1].id, len(lessons[-1].steps) - 1)
    at.run()
    no_exception(at)
    return at


def test_home_after_the_whole_course_points_to_what_comes_next():
    # Before: "Lesson 10, Good decisions, step 6 of 6" and "Continue", which reopened the last step
    # of a course already finished.
    from lessons.course import course
    lessons = course("euchre").lessons
    at = _after_the_last_lesson([l.id for l in lessons])
    body = texts(at)
    n = len(lessons[-1].steps)
    assert "You have finished all 10 lessons. What next: mixed quizzes on the Practice page, a set problem, " \
           "the deal of the day, or a game against the computer with a coach." in body
    assert f"step {n} of {n}" not in body and "Where you left off" in body
    assert [s.value for s in at.success] == ["Course complete! Practice keeps you sharp."]
    assert not [b for b in at.button if b.key == "home_continue"]
    labels = [el.proto.label for el in at.get("page_link")]
    assert "Practice: mixed quizzes" not in labels   # (the button says it)
    assert {"Deal of the day: play it, then see the expert's play",
            "Play a game against the computer, with a coach"} <= set(labels)
    at.button(key="home_practice").click().run()
    no_exception(at)
    assert "learn_lesson" not in at.session_state   # no lesson reopened
    assert "Practice" in [t.value for t in at.title][0]


def test_home_after_the_last_lesson_with_one_skipped_offers_that_one():
    from lessons.course import course
    ids = [l.id for l in course("euchre").lessons]
    at = _after_the_last_lesson([i for i in ids if i != "deal"])
    assert "You have finished 9 lessons of 10." in texts(at)
    assert not at.success
    start = at.button(key="home_continue")
    assert start.label == "Start lesson 4"
    start.click().run()
    no_exception(at)
    assert at.session_state["learn_lesson"] == "deal" and at.session_state["learn_step"] == 0
