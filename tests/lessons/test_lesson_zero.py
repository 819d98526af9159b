"""Lesson zero, both games: hearts always trump, no jack (Euchre) or ace (Écarté) in play,
and every answer key and narrated winner agrees with the engine."""
import re

import pytest

import lessons.ecarte as X
import lessons.euchre as E
from engine import ecarte, euchre
from engine.cards import Card, Rank, Suit
from lessons.ecarte import l0_basics as xz
from lessons.euchre import l0_basics as ez

SEEDS = range(40)


def test_lesson_zero_comes_first_in_both_courses():
    assert E.LESSONS[0].id == "basics" and X.LESSONS[0].id == "basics"
    assert {t for s in E.LESSONS[0].steps for t in s.quiz} == {"z_seats", "z_legal", "z_winner"}
    assert {t for s in X.LESSONS[0].steps for t in s.quiz} == {"e_z_legal", "e_z_winner"}
    assert any(s.example for s in E.LESSONS[0].steps) and any(s.example for s in X.LESSONS[0].steps)


@pytest.mark.parametrize("seed", SEEDS)
def test_euchre_zero_trick_winner_is_the_engines_and_has_no_jack(seed):
    q = E.TOPICS["z_winner"].generate(euchre.preset("standard"), seed)
    trump, plays = q.source
    assert trump is Suit.HEARTS
    assert all(c.rank is not Rank.JACK for _, c in plays)
    (right,) = [c for c in q.choices if c.correct]
    assert right.key == str(dict(plays)[euchre.trick_winner(plays, trump)])


@pytest.mark.parametrize("seed", SEEDS)
def test_euchre_zero_legal_cards_are_the_engines(seed):
    # follow suit: the key is exactly the engine's legal plays for South
    q = E.TOPICS["z_legal"].generate(euchre.preset("standard"), seed)
    s = q.source
    assert s.current_player == 0 and s.trump is Suit.HEARTS
    assert q.answer == {str(a.card) for a in s.legal_actions()}
    assert all(c.rank is not Rank.JACK for c in s.hands[0])


@pytest.mark.parametrize("seed", SEEDS)
def test_euchre_zero_seats_partners_opposite_and_clockwise(seed):
    # partners sit opposite; the next player is the one on the left (clockwise)
    q = E.TOPICS["z_seats"].generate(euchre.preset("standard"), seed)
    s, asked = q.source
    (right,) = [c for c in q.choices if c.correct]
    expected = (s.current_player + 2) % 4 if asked == "partner" else (s.current_player + 1) % 4
    assert right.key == euchre.words.SEAT_NAMES[4][expected]


@pytest.mark.parametrize("preset", ["two_handed", "cutthroat"])
@pytest.mark.parametrize("topic", ["z_seats", "z_legal", "z_winner"])
def test_euchre_zero_at_a_smaller_table_says_it_asks_about_four(preset, topic):
    # Practice asks "Who is West's partner?", "East led…" and four-card tricks under any table
    # in Settings; at two or three players the question names the four-player table it means
    rules = euchre.preset(preset)
    assert rules.players != 4
    for seed in range(10):
        assert E.TOPICS[topic].generate(rules, seed).prompt.startswith("(At a four-player table.) ")
    # the four-player table needs no note
    assert not E.TOPICS[topic].generate(euchre.preset("standard"), 0).prompt.startswith("(")


def test_euchre_zero_example_narrates_the_engines_winners():
    s, frames = ez.play_plain_example()
    told = [f.text for f in frames if "wins the trick" in f.text]
    assert len(told) == len(s.tricks) == 2
    for text, trick in zip(told, s.tricks):
        assert text.startswith(f"**{ez.NAMES[trick.winner]} wins the trick**")
    assert all(c.rank is not Rank.JACK for t in s.tricks for _, c in t.plays)


@pytest.mark.parametrize("seed", SEEDS)
def test_ecarte_zero_trick_winner_is_the_engines(seed):
    q = X.TOPICS["e_z_winner"].generate(ecarte.preset("classic"), seed)
    s, t = q.source
    assert s.trump is Suit.HEARTS and Rank.ACE not in (t.lead.rank, t.follow.rank)
    (right,) = [c for c in q.choices if c.correct]
    winner_card = t.lead if ecarte.trick_winner(t.lead, t.follow, s.trump) == 0 else t.follow
    assert right.key == str(winner_card)


@pytest.mark.parametrize("seed", SEEDS)
def test_ecarte_zero_legal_cards_are_the_engines(seed):
    # follow, beat if able, trump when void: the key is the engine's legal list
    q = X.TOPICS["e_z_legal"].generate(ecarte.preset("classic"), seed)
    s = q.source
    assert s.current_player == 0 and s.trump is Suit.HEARTS
    assert q.answer == {str(a.card) for a in s.legal_actions()}


def test_ecarte_zero_example_narrates_the_engines_tricks_and_point():
    s, frames = xz.play_plain_example()
    told = [f.text for f in frames if "wins the trick" in f.text]
    assert len(told) == len(s.tricks_played) == 5
    for text, trick in zip(told, s.tricks_played):
        assert f"**{xz.NAMES[trick.winner]} wins the trick**" in text
    assert s.result.points == (1, 0) and "South took 3" in frames[-1].text


def test_euchre_zero_example_says_no_wish_to_trump_only_to_a_player_holding_a_trump():
    # East, void in diamonds and holding no heart, throws the 9♣ in trick 2: "no wish to trump"
    # told a newcomer that East could have trumped
    s = ez.plain_hand(2, ez.EXAMPLE_HANDS)
    thrown = []
    for text in ez.EXAMPLE_PLAYS:
        seat, card = s.current_player, Card.parse(text)
        if s.trick and card.suit not in (s.trick[0][1].suit, Suit.HEARTS):
            thrown.append((ez.NAMES[seat], card, any(c.suit is Suit.HEARTS for c in s.hands[seat])))
        s = s.apply(f"play {card}")
    assert thrown == [("East", Card.parse("9C"), False)]
    _s, frames = ez.play_plain_example()
    (said,) = [f.text for f in frames if f.text.startswith("East plays the 9♣")]
    assert "no wish to trump" not in said and "no trump in hand" in said


@pytest.mark.parametrize("lesson", [E.LESSONS[0], X.LESSONS[0]], ids=["euchre", "ecarte"])
def test_lesson_zero_defines_each_word_in_bold_the_first_time_a_step_says_it(lesson):
    # "In this lesson hearts are trump" came two steps before anything said what trump is
    rules = euchre.preset("standard") if lesson is E.LESSONS[0] else ecarte.PRESETS["classic"]
    game = "euchre" if lesson is E.LESSONS[0] else "ecarte"
    for word in ("trick", "lead", "trump"):
        texts = [s.text_for(rules).lower() for s in lesson.steps]
        first = next(i for i, t in enumerate(texts) if re.search(rf"\b{word}", t))
        assert f"**{word}**" in texts[first], (game, word, first + 1, texts[first])


def test_euchre_zero_goal_does_not_say_two_jacks_were_kept_out():
    # the lesson keeps all four jacks out of the hands (one turned down, three in the kitty)
    kept_out = " ".join(ez.JACKS_ASIDE).split()
    assert len(kept_out) == 4 and all(Card.parse(c).rank is Rank.JACK for c in kept_out)
    goal = E.LESSONS[0].steps[-1].text_for(euchre.preset("standard"))
    assert not re.search(r"\btwo jacks that this one kept", goal), goal


@pytest.mark.parametrize("lesson,topics,rules", [
    (E.LESSONS[0], E.TOPICS, euchre.preset("standard")), (X.LESSONS[0], X.TOPICS, ecarte.PRESETS["classic"])],
    ids=["euchre", "ecarte"])
def test_lesson_zero_quiz_titles_use_only_the_lessons_own_words(lesson, topics, rules):
    # the badges read "Quiz · Follow suit (no bowers yet)" and "(plain cards)": words a
    # newcomer had never met
    said = " ".join(f"{s.title} {s.text_for(rules)}" for s in lesson.steps).lower()
    for topic_id in {t for s in lesson.steps for t in s.quiz}:
        title = topics[topic_id].title
        unknown = [w for w in re.findall(r"[a-zé]+", title.lower()) if not re.search(rf"\b{w}\b", said)]
        assert not unknown, (title, unknown)


def test_ecarte_zero_example_asks_why_a_card_may_not_be_played():
    # "The rule, for the 9♣: …" did not say that it tells why the 9♣ may not be played
    _s, frames = xz.play_plain_example()
    first = next(f.text for f in frames if "may play only" in f.text)
    assert "North may play only 9♠ or Q♠. Why not the 9♣? Spades were led, and a player who holds a spade " \
        "higher than the 7♠ must play one." in first
    assert not any("The rule, for" in f.text for f in frames)


@pytest.mark.parametrize("must_trump", [True, False])
def test_ecarte_zero_example_says_each_duty_in_plain_words_before_step_3_names_it(must_trump):
    # the example (step 2) quoted the engine's "Clubs were led and you hold a club: you must follow
    # suit with the 7♣." one step before step 3 teaches **follow suit**
    _s, frames = xz.play_plain_example(rules=ecarte.Rules(must_trump=must_trump))
    said = [f.text for f in frames if "Why not" in f.text]
    assert "South may play only 7♣. Why not the J♦? Clubs were led, and a player who holds a club must play " \
        "one." in said[1]
    assert any(("South may play only 8♥. Why not the J♦? Clubs were led, and a player with no club who holds "
                "a trump must play one.") in t for t in said) == must_trump
    assert not any(re.search(r"\bfollow", f.text, re.I) for f in frames)


# ---- the numbers and words of lesson zero under the rules in Settings --------------------------

EUCHRE_TABLES = [euchre.Rules(), euchre.Rules(players=3, cutthroat_hand_size=7), euchre.Rules(players=3),
                 euchre.Rules(players=2, target_score=1), euchre.Rules(deck=32, target_score=11)]


def _steps(lesson, rules) -> dict[str, str]:
    return {s.title_en: s.text_for(rules) for s in lesson.steps}


@pytest.mark.parametrize("rules", EUCHRE_TABLES, ids=repr)
def test_euchre_lesson_zero_states_the_numbers_of_the_table_in_settings(rules):
    # It said "A hand has five tricks … needs at least three of the five" with 7-card
    # Cutthroat in Settings, "the side" at a table without partners, and "1 points".
    text = _steps(E.LESSONS[0], rules)
    goal = text["The goal"]
    assert re.findall(r"(\d+) tricks", goal) == [str(rules.hand_size)]
    assert f"at least {rules.tricks_to_make} of the {rules.hand_size}" in goal
    assert ("the first side to reach" in goal) == (rules.players == 4)
    assert f"**{rules.target_score} point{'s' if rules.target_score > 1 else ''}**" in goal
    assert "five tricks" not in goal and "three of the five" not in goal
    trick = text["A trick"]
    assert ("The four cards together" in trick) == (rules.players == 4)
    assert ("holds five cards" in trick) == (rules.hand_size == 5)
    if rules.hand_size != 5:
        assert f"everyone holds {rules.hand_size} cards" in trick
    lowest = {24: "10, 9)", 32: "10, 9, 8, 7)"}[rules.deck]
    assert lowest in text["Trump, and who wins"]
    seats = text["Four players, two sides"]
    assert ("This lesson shows that four-player game" in seats) == (rules.players != 4)


@pytest.mark.parametrize("rules", [ecarte.Rules(), ecarte.Rules(players=3), ecarte.Rules(players=3, target_score=1)],
                         ids=repr)
def test_ecarte_lessons_zero_to_two_describe_the_table_in_settings(rules):
    # With three players in Settings they said "Écarté is a game for two", "the player who does
    # not deal is the elder hand", "the deal alternates" and "5 cards each".
    three = rules.players == 3
    words = " ".join(t for lesson in X.LESSONS[:3] for t in _steps(lesson, rules).values())
    for two_only in ("a game for two", "The player who does not deal", "the deal alternates",
                     "The other player is the **elder hand**", "gives 5 cards each"):
        assert (two_only in words) == (not three), two_only
    if three:
        assert "the dealer sits out" in words and "the deal passes to the left" in words
        assert "5 cards to each of the two players" in words
    assert "1 points" not in words


def test_ecarte_lesson_zero_follows_must_trump_off():
    # "must play a trump if holding one" was said (and asked) with *must trump* off in Settings
    free = ecarte.Rules(must_trump=False)
    text = _steps(X.LESSONS[0], free)["Follow suit, and beat if you can"]
    assert "must play a trump" not in text and "any card may be played at this table" in text
    voids = 0
    for seed in SEEDS:
        q = X.TOPICS["e_z_legal"].generate(free, seed)
        s = q.source
        assert not s.rules.must_trump and q.answer == {str(a.card) for a in s.legal_actions()}
        voids += s.lead.suit not in {c.suit for c in s.hands[0]}
    assert voids   # some questions ask a follower with none of the suit led
    frames = " ".join(f.text for f in X.LESSONS[0].steps[1].example(free).frames)
    assert "you need not trump" in frames and "you must trump" not in frames


@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_lesson_one_keeps_hand_for_the_cards_held(game):
    # "your hand" (the cards held) and "each hand one suit is trump" (one deal) in one lesson;
    # now a deal is a deal, and the last step says players also call it a hand
    lesson = (E if game == "euchre" else X).LESSONS[0]
    rules = euchre.Rules() if game == "euchre" else ecarte.Rules()
    text = " ".join(_steps(lesson, rules).values())
    assert not re.search(r"\b(each|a|every) hand\b|hand after hand|wins the hand", text, re.I)
    assert "each deal" in text and "Players also call one deal a **hand**" in text


def test_ecarte_lesson_zero_never_shows_the_aces_place():
    # the worked example said "the 9♠ ranks above the 7♠ (K > Q > J > A > 10 > 9 > 8 > 7)" two
    # steps before the next lesson teaches where the ace stands
    rules = ecarte.Rules()
    said = [f.text for s in X.LESSONS[0].steps if s.example for f in s.example(rules).frames]
    for seed in SEEDS:
        q = X.TOPICS["e_z_winner"].generate(rules, seed)
        said += [q.explanation] + [c.why for c in q.choices] + [c.nudge for c in q.choices]
    assert any("K > Q > J > 10 > 9 > 8 > 7" in t for t in said)
    assert not [t for t in said if re.search(r"> A\b|\bA >", t)]
