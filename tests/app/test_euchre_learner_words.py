"""Euchre as a newcomer reads it (audit s27): sentences true under the rules in Settings, whole and
grammatical, answers that no trivial feature gives away, and charts readable on a phone, checked on
the rendered pages. Each case is reached on purpose: a lesson step by its address, a quiz by its
topic and seed (found from the engine's position, never from a stored answer)."""
from __future__ import annotations

import pytest

from engine.euchre import PRESET_TITLES, Rules, preset, scoring
from lessons.course import course
from lessons.euchre import l2_deal, l4_alone, l7_examples
from ui import charts

from apphelp import learn_step, no_exception, practice_quiz, texts, with_rules

TOPICS = course("euchre").topics


def learn(rules: Rules, lesson: int, step: int):
    return learn_step("euchre", rules, lesson, step)


def practice(topic: str, seed: int, preset_name: str = "standard"):
    return practice_quiz("euchre", topic, seed, preset_name)


def prompt(at) -> str:
    """The question's sentence as drawn: the bold line after the quiz's scene."""
    return next(line for line in texts(at).splitlines() if line.startswith("**") and line.endswith("**"))


def test_discard_buttons_read_discard_the_card():
    # the label's first characters were cut off as if the card began it: "Q♣scard the Q♣"
    at = practice("best_discard", 3)
    q = TOPICS["best_discard"].generate(preset("standard"), 3)
    labels = [at.button(key=f"pr_best_discard_c_{c.key}").label for c in q.choices]
    assert len(labels) >= 2
    for c, label in zip(q.choices, labels):
        assert label.startswith("Discard the "), label
        assert label.endswith(f"**{c.cards[0].display}**") or label.endswith(f"**{c.cards[0].display}**]"), label


@pytest.mark.parametrize("topic,preset_name", [("cutthroat", "cutthroat"), ("two_handed", "british"),
                                               ("benny_rank", "standard"), ("deck28", "two_handed"),
                                               ("deck32", "standard"), ("railroad", "cutthroat")])
def test_variant_question_is_not_a_capital_after_a_colon(topic, preset_name):
    # was "Cutthroat (3 players): The maker takes 1 trick of 5. …", "Two-handed: Here is the whole bidding."
    variant = {"cutthroat": "cutthroat", "two_handed": "two_handed", "benny_rank": "british",
               "deck28": "deck28", "deck32": "deck32", "railroad": "railroad"}[topic]
    title = PRESET_TITLES[variant]
    q = prompt(practice(topic, 1, preset_name))
    assert q.startswith(f"**{title}. "), q
    assert f"{title}: " not in q


def _lead_seed(rules: Rules, lone_defender: bool) -> int:
    """A seed of the who-leads quiz with (or without) a lone defender in the story."""
    for seed in range(1, 200):
        if (l4_alone.gen_lead(rules, seed).source[3] is not None) == lone_defender:
            return seed
    raise AssertionError("no such question")


@pytest.mark.parametrize("preset_name,players,note", [
    ("two_handed", 2, "(At a four-player table that allows lone defenders.)"),
    ("cutthroat", 3, "(At a four-player table that allows lone defenders.)"),
    ("standard", 4, "(At a table that allows lone defenders.)"),
])
def test_who_leads_question_has_one_note_on_the_table(preset_name, players, note):
    # was "(At a four-player table.) (At a table that allows lone defenders.) South deals. …"
    seed = _lead_seed(preset(preset_name), lone_defender=True)
    q = prompt(practice("lead", seed, preset_name))
    assert q.startswith("**" + note + " "), q
    assert ".) (" not in q


def test_no_alone_table_says_both_in_one_note():
    rules = Rules(allow_alone=False)
    at = with_rules("euchre", rules)
    at.query_params["topic"], at.query_params["seed"] = "lead", str(_lead_seed(rules, lone_defender=True))
    at.switch_page("ui/pages/practice.py").run()
    no_exception(at)
    q = prompt(at)
    assert q.startswith("**(At a table that allows going alone and lone defenders.) "), q


def test_deck_step_names_each_pack_once():
    # was "The 8s join every suit at the bottom: … The 7s and 8s join every suit at the bottom."
    body = texts(learn(Rules(), 8, 3))
    assert body.count("join every suit at the bottom") == 1, body
    assert "28 cards add the 8s, and 32 cards the 7s and 8s" in body


def test_call_for_best_example_says_where_the_new_card_came_from():
    # the lone maker's hand changed between two frames (a card in, a card out) with no word of why
    rules = Rules(call_for_best=True)
    frames = l4_alone.alone_example(rules).frames
    came = set(frames[1].scene.hand) - set(frames[0].scene.hand)
    went = set(frames[0].scene.hand) - set(frames[1].scene.hand)
    assert len(came) == len(went) == 1
    body = texts(learn(rules, 7, 1))
    assert f"the {came.pop().display} (**call for best**)" in body, body
    assert f"discards the {went.pop().display} face down" in body
    assert "(**call for best**)" not in texts(learn(Rules(), 7, 1))


@pytest.mark.parametrize("players", [2, 3])
def test_order_up_step_has_no_partner_at_a_table_of_two_or_three(players):
    body = texts(learn(Rules(players=players), 5, 5))
    assert "unless the dealer is your partner" not in body
    assert "with no partners, the dealer is an opponent" in body
    assert "the player takes." in body and "the player's side takes" not in body
    assert "unless the dealer is your partner" in texts(learn(Rules(), 5, 5))


def test_going_alone_points_at_a_table_of_three():
    # was "a lone maker who takes all five scores 4" with nothing on the Cutthroat maker, always alone,
    # who scores 3 for all five
    rules = Rules(players=3)
    body = texts(learn(rules, 7, 3))
    march = scoring.score_hand(rules, rules.hand_size).points
    assert "(At a four-player table.) Going alone is worth it" in body
    assert (f"At your table of three the maker, who always plays alone, scores {march} for all "
            f"{rules.hand_size} tricks.") in body


@pytest.mark.parametrize("rules,note", [
    (Rules(players=3), "at your table of three the maker always plays alone against the other two"),
    (Rules(players=2), "at your table of two there are no partners, so nobody goes alone"),
    (Rules(allow_alone=False), "Going alone is switched off in your Settings"),
    (Rules(call_for_best=True), "the partner first passes the lone player one card"),
])
def test_going_alone_step_says_what_this_table_does(rules, note):
    assert note in texts(learn(rules, 7, 1))


@pytest.mark.parametrize("points,sentence", [
    ("always_four", "a lone defender who euchres the makers scores 4, whatever the tricks"),
    ("by_tricks", "a lone defender who euchres the makers scores 2, or 4 by taking all five tricks"),
])
def test_lone_defender_points_of_this_table(points, sentence):
    # lone defenders allowed: the step said only "a euchre still gives the defenders 2"
    rules = Rules(allow_lone_defender=True, lone_defender_points=points)
    assert sentence in texts(learn(rules, 7, 3))
    assert "defend alone" not in texts(learn(Rules(), 7, 3))


def test_who_leads_step_puts_this_tables_rule_first():
    # was "(some tables: the dealer's left, skipping the empty seat: see Settings)" at every table
    body = texts(learn(Rules(lone_lead="dealer_left"), 7, 2))
    assert "At your table the **first playing seat to the dealer's left** leads instead" in body
    std = texts(learn(Rules(), 7, 2))
    assert "skipping the empty seat: see Settings" not in std
    assert "the player to the **lone player's left** [leads]" in std


def test_guided_deal_at_two_has_one_other_seat():
    assert "The other seat is the intermediate computer player;" in texts(learn(Rules(players=2), 9, 1))
    assert "The other seats are the intermediate computer players;" in texts(learn(Rules(), 9, 1))


@pytest.mark.parametrize("name", ["standard", "railroad", "cutthroat", "two_handed"])
def test_points_chart_bars_of_a_group_stand_apart(name):
    # on a 390-px phone the labels of a group ran together: "+2+2", "+1+1+1"
    assert charts.points_figure(preset(name)).layout.bargroupgap >= 0.2


@pytest.mark.parametrize("name,title,axis", [
    ("cutthroat", "Points by the maker's tricks", "points (maker ↑, each opponent ↓)"),
    ("two_handed", "Points by the maker's tricks", "points (maker ↑, other player ↓)"),
    ("standard", "Points by the makers' tricks", "points (makers ↑, defenders ↓)"),
])
def test_points_chart_names_the_maker_of_this_table(name, title, axis):
    fig = charts.points_figure(preset(name))
    assert fig.layout.title.text.startswith(title), fig.layout.title.text
    assert fig.layout.yaxis.title.text == axis


@pytest.mark.parametrize("tid", ["kitty", "deck32"])
def test_kitty_answer_is_not_told_by_its_size_among_the_choices(tid):
    # the choices were the answer and slips drawn from one pool: the smallest number shown was never
    # the answer (and the largest seldom), a rule a learner could pick up without counting
    ranks = []
    for seed in range(1, 121):
        q = TOPICS[tid].generate(Rules(), seed)
        sizes = sorted(int(c.key) for c in q.choices)
        ranks.append(sizes.index(int(next(c.key for c in q.choices if c.correct))))
    for place in range(4):
        assert ranks.count(place) >= 10, (place, ranks.count(place))
    # every size offered is still a slip in the subtraction (see l2_deal.gen_kitty)
    q = l2_deal.gen_kitty(Rules(), 1)
    assert all(int(c.key) > 0 for c in q.choices)


def test_dealers_discard_keeps_the_tables_hand_size():
    # seven-card Cutthroat: was "discards one card face down, keeping five"
    rules = Rules(players=3, cutthroat_hand_size=7)
    body = texts(learn(rules, 5, 2))
    assert f"keeping {rules.hand_size}." in body and "keeping five" not in body
    assert "keeping 5." in texts(learn(Rules(), 5, 2))


def test_dealers_discard_says_when_the_upcard_may_not_go():
    # dealer_may_discard_upcard off: was "(Settings can forbid discarding the upcard itself.)", as if allowed
    body = texts(learn(Rules(dealer_may_discard_upcard=False), 5, 2))
    assert "At your table the discard must be one of the dealer's own cards, not the upcard." in body
    assert "Settings can forbid" not in body


def test_stick_the_dealer_table_is_not_told_its_deals_are_thrown_in():
    # was "If everybody passes twice, the deal is thrown in and the next player deals." at every table
    body = texts(learn(Rules(stick_the_dealer=True), 5, 4))
    # (the name links to its glossary entry)
    assert "Your table plays **[Stick the Dealer](glossary?game=euchre&term=stick#stick)**" in body
    assert "so no deal is thrown in" in body
    assert not any(line.startswith("If everybody passes twice") for line in body.splitlines())


def test_bidding_step_at_a_british_table_names_the_benny():
    body = texts(learn(Rules(deck=25), 5, 1))
    assert "if the upcard is the Benny, there is no bidding: the dealer names trump at once" in body
    assert "Benny" not in texts(learn(Rules(), 5, 1))


@pytest.mark.parametrize("players", [2, 3])
def test_order_up_caption_counts_for_the_player_at_a_table_without_partners(players):
    # was "The engine's count, in points on average for this player's side" with no sides at the table
    at = learn(Rules(players=players), 5, 5)
    caption = next(c.value for c in at.caption if "The engine's count" in c.value)
    assert "in points on average for this player:" in caption and "player's side" not in caption, caption
    std = next(c.value for c in learn(Rules(), 5, 5).caption if "The engine's count" in c.value)
    assert "for this player's side:" in std


@pytest.mark.parametrize("rules", [preset("standard"), preset("cutthroat"), preset("two_handed"),
                                   Rules(allow_alone=False)],
                         ids=["standard", "cutthroat", "two_handed", "alone_off"])
def test_who_leads_step_points_to_settings_only_where_the_option_can_be_set(rules):
    # was "(...leads instead; see Settings)" at every table, where Settings greys the option out
    # at two or three players ("(Four players only.)") and with nobody allowed alone
    body = texts(learn(rules, 7, 2))
    at = with_rules("euchre", rules)
    at.switch_page("ui/pages/settings.py").run()
    no_exception(at)
    radio = at.radio(key="set_lone_lead")
    assert "see Settings" not in body
    if radio.disabled:
        assert "Settings offers this choice" in body, body
        assert "Settings has this choice" not in body
    else:
        assert f"Settings has this choice under *{radio.label}*" in body, body


@pytest.mark.parametrize("name", ["two_handed", "cutthroat", "standard"])
def test_who_leads_quiz_says_the_maker_is_not_alone(name):
    # was "West deals. South makes trump and plays with a partner; East defends alone.", read as if the
    # maker chose a partner for the deal; seed 9 is a deal with a lone defender only (checked
    # from the question's own facts)
    q = TOPICS["lead"].generate(preset(name), 9)
    _rules, dealer, alone, lone_def, _out = q.source
    assert alone is None and lone_def is not None
    shown = prompt(practice("lead", 9, name))
    assert "plays with a partner" not in shown
    assert "South makes trump and does not go alone; East defends alone." in shown, shown


@pytest.mark.parametrize("players", [2, 3])
def test_first_lesson_at_two_or_three_does_not_call_everyone_alone(players):
    # was "The table in Settings has 3 players, each playing alone": in Cutthroat the two
    # defenders play together against the maker, and "alone" is the lessons' word for going alone
    body = texts(learn(Rules(players=players), 1, 1))
    assert "each playing alone" not in body
    assert f"The table in Settings has {players} players and no partners" in body, body


def test_lone_defender_example_promises_only_what_the_deal_scores():
    # the intro said a lone defender "who euchres the makers scores more", then the deal shown
    # (by tricks, the makers held to 2) scored 2, as an ordinary euchre does
    ex = l7_examples.lone_defender_example(preset("standard"))
    rules = l7_examples.LONE_DEFENDER.rules
    lone = scoring.score_hand(rules, 2, lone_defender=True).points
    assert lone == scoring.score_hand(rules, 2).points
    assert f"**South–North score {lone} points.**" in ex.frames[-2].text
    intro = ex.frames[0].text
    assert "scores more" not in intro
    assert "by tricks ({}, or {} for all five)".format(
        lone, scoring.score_hand(rules, 0, lone_defender=True).points) in intro, intro
