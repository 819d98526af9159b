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
    assert "North may play only 9♠ or Q♠. Why not the 9♣? “" in first
    assert not any("The rule, for" in f.text for f in frames)
