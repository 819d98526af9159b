"""The Euchre quizzes say what the rules say, and give nothing away but by the rules: no
answer that is always the same choice, no line that wins by looking like the others, no
first hint that names the answer, no card the lesson has not taught. Fixed seeds throughout."""
from __future__ import annotations

import collections
import re

import pytest

import lessons.euchre as E
from engine import euchre
from engine.cards import JOKER, Card, Rank, Suit
from engine.euchre import Phase
from engine.euchre.rules import PRESETS, Rules
from lessons.euchre import l0_basics, l2_deal, l6_scoring, l7_variants
from lessons.euchre.common import rank_nudge, suit_nudge, trick_nudge
from lessons.quiz import TRIES

SEEDS = range(200)


def topic(tid: str):
    return E.TOPICS[tid].generate


def right_label(q) -> str:
    return next(c.label for c in q.choices if c.correct)


def commonest_share(labels) -> float:
    return collections.Counter(labels).most_common(1)[0][1] / len(labels)


# ---- 1. what happens next: the maker may go alone before the first lead ----------------------

@pytest.mark.parametrize("preset", ["standard", "stick_the_dealer", "british", "deck28", "deck32"])
def test_next_never_skips_going_alone_where_allowed(preset):
    # the audit: "East calls clubs" (standard seeds 13 and 777) was keyed "Play begins with the first
    # lead", but the maker may go alone first; such a bid (the next lesson's) is not asked
    rules = PRESETS[preset]
    assert rules.allow_alone
    keys = collections.Counter()
    for seed in SEEDS:
        q = topic("next")(rules, seed)
        before, action = q.source
        assert before.rules == rules   # the table's own rules, going alone included
        after = before.apply(action)
        assert after.phase is not Phase.ALONE
        assert right_label(q) != "Play begins with the first lead", (preset, seed, q.prompt)
        assert "nothing is left to decide" not in q.explanation
        keys[next(c.key for c in q.choices if c.correct)] += 1
    assert {"discard", "round2", "bid"} <= set(keys)


@pytest.mark.parametrize("preset", ["standard", "two_handed", "cutthroat"])
def test_next_offers_one_true_answer_after_the_last_pass_of_round_one(preset):
    # after the last pass of round 1 the upcard is turned down and round 2 begins, with the next
    # player bidding: "The next player bids", offered beside it as a wrong answer, was true too.
    # Each offered answer, read as the engine's own account of what follows the bid:
    rules, asked = PRESETS[preset], 0
    for seed in SEEDS:
        q = topic("next")(rules, seed)
        before, action = q.source
        after = before.apply(action)
        true = {"discard": after.phase is Phase.DISCARD,
                "round2": before.phase is Phase.BID1 and after.phase is Phase.BID2,
                "thrown": after.phase is Phase.OVER or after.dealer != before.dealer,
                # the round goes on (the label's words), and the next player bids (true in round 2 too)
                "bid": after.phase is before.phase and after.phase in (Phase.BID1, Phase.BID2)
                if "round goes on" in dict((c.key, c.label) for c in q.choices).get("bid", "round goes on")
                else after.phase in (Phase.BID1, Phase.BID2),
                "play": after.phase is Phase.PLAY}
        asked += "round2" in q.answer
        assert [c.key for c in q.choices if true[c.key]] == [c.key for c in q.choices if c.correct], (seed, q.prompt)
    assert asked


def test_next_play_is_the_answer_where_nobody_goes_alone():
    keys = {next(c.key for c in topic("next")(PRESETS["cutthroat"], seed).choices if c.correct) for seed in SEEDS}
    assert "play" in keys


# ---- 2. Cutthroat: two defenders reach the target on the same euchre --------------------------

def test_cutthroat_game_says_why_the_higher_score_wins():
    seen = 0
    for seed in SEEDS:
        q = topic("game")(PRESETS["cutthroat"], seed)
        o, scores, makers = q.source
        s = euchre.score_hand(PRESETS["cutthroat"], o.maker_tricks, alone=False, lone_defender=False)
        after = [x + (s.points if (s.side == "makers") == (t == makers) else 0) for t, x in enumerate(scores)]
        reached = [a for a in after if a >= 10]
        if len(reached) > 1 and len(set(reached)) == len(reached):
            seen += 1
            assert "both reach it in this deal, and then the higher score wins" in q.explanation, q.explanation
    assert seen >= 3, seen


# ---- 3. Stick the Dealer: the prompt does not say who deals ---------------------------------

def test_stuck_prompt_does_not_name_the_dealer():
    answers = []
    for seed in SEEDS:
        q = topic("stuck")(PRESETS["standard"], seed)
        assert "(the dealer)" not in q.prompt
        assert ("Dealer", next(v for k, v in q.scene.facts if k == "Dealer")) in q.scene.facts
        answers.append(next(c.key for c in q.choices if c.correct))
    assert set(answers) == {"stuck", "free", "round1"}
    assert commonest_share(answers) < 0.6


# ---- 4. the Benny: different true answers, the right one not the longest ---------------------

def test_benny_answers_vary_and_are_not_the_longest():
    answers, longest = [], 0
    for seed in SEEDS:
        q = topic("benny")(PRESETS["standard"], seed)
        answers.append(next(c.key for c in q.choices if c.correct))
        lengths = [len(c.label) for c in q.choices]
        longest += len(right_label(q)) == max(lengths)
    assert set(answers) == {"dealer", "bid"}
    assert commonest_share(answers) < 0.6
    assert longest < 0.4 * len(SEEDS), longest


# ---- 5. and 6. the upcard and the kitty: not one constant answer -----------------------------

@pytest.mark.parametrize("preset", ["standard", "deck32", "cutthroat", "two_handed"])
def test_upcard_answer_is_not_always_the_same_choice(preset):
    qs = [topic("upcard")(PRESETS[preset], seed) for seed in SEEDS]
    assert commonest_share([right_label(q) for q in qs]) < 0.4
    # every choice is sometimes right
    assert set().union(*({c.label for c in q.choices} for q in qs)) == {right_label(q) for q in qs}


@pytest.mark.parametrize("tid,preset", [("kitty", "standard"), ("kitty", "british"), ("deck32", "standard")])
def test_kitty_question_varies(tid, preset):
    qs = [topic(tid)(PRESETS[preset], seed) for seed in SEEDS]
    answers = [right_label(q) for q in qs]
    assert len(set(answers)) >= 3
    assert commonest_share(answers) < 0.4
    assert len({q.prompt for q in qs}) >= 3
    if tid == "deck32":
        assert all("32-card pack" in q.prompt for q in qs)


# ---- 7. and 13. ranking: the right line is not the consensus, the variant's card is there -----

def _agree(a, b) -> int:
    return sum(x is y for x, y in zip(a, b))


@pytest.mark.parametrize("tid,preset", [("rank", "standard"), ("rank", "british"), ("benny_rank", "standard"),
                                        ("deck28", "standard")])
def test_rank_lines_do_not_give_the_answer_by_consensus(tid, preset):
    by_consensus = by_top = 0.0
    for seed in SEEDS:
        q = topic(tid)(PRESETS[preset], seed)
        lines = [c.cards for c in q.choices]
        ok = [c.correct for c in q.choices]
        # the line that agrees position by position with the most others (ties shared)
        score = [sum(_agree(a, b) for b in lines if b is not a) for a in lines]
        best = [i for i, x in enumerate(score) if x == max(score)]
        by_consensus += sum(ok[i] for i in best) / len(best)
        # a line with the most common top card
        tops = collections.Counter(line[0] for line in lines)
        best = [i for i, line in enumerate(lines) if tops[line[0]] == max(tops.values())]
        by_top += sum(ok[i] for i in best) / len(best)
    n = len(SEEDS)
    assert by_consensus / n < 0.32, by_consensus / n   # chance is 0.25
    assert by_top / n < 0.32, by_top / n


@pytest.mark.parametrize("tid,has", [("benny_rank", lambda c: c is JOKER), ("deck28", lambda c: c.rank is Rank.EIGHT)])
def test_variant_ranking_shows_the_variants_card(tid, has):
    for seed in SEEDS:
        q = topic(tid)(PRESETS["standard"], seed)
        assert any(has(c) for c in q.scene.hand), (tid, seed, q.scene.hand)


# ---- 8. who is whose partner: the facts do not print the answer -------------------------------

def test_seat_facts_do_not_give_the_answer():
    kinds = set()
    for seed in SEEDS:
        q = topic("z_seats")(PRESETS["standard"], seed)
        asked = q.source[1]
        kinds.add(asked)
        labels = {k for k, _v in q.scene.facts}
        if asked == "partner":
            assert not labels & {"Partners", "Their opponents"}, q.scene.facts
        else:
            assert "Turns go" not in labels, q.scene.facts
    assert kinds == {"partner", "next"}


# ---- 9. choose-all: the first miss names no card that must be played -------------------------

@pytest.mark.parametrize("tid,preset", [("legal", "standard"), ("legal", "british"), ("z_legal", "standard")])
def test_first_wrong_try_does_not_name_the_cards_to_play(tid, preset):
    checked = 0
    for seed in SEEDS:
        q = topic(tid)(PRESETS[preset], seed)
        bad = [c for c in q.choices if not c.correct]
        if not bad:
            continue
        checked += 1
        fb = q.check(set(q.answer) | {bad[0].key}, 1)
        assert not fb.final
        for c in q.choices:
            if c.correct:
                assert c.label not in fb.text, (seed, fb.text)
        assert "must play it" not in fb.text
    assert checked >= 50
    # legal standard seed 1: the audit's case
    q = topic("legal")(PRESETS["standard"], 1)
    wrong = next(c for c in q.choices if not c.correct)
    text = q.check({wrong.key}, 1).text
    assert "you hold the" not in text and "were led" in text


# ---- 10. lesson zero: no bowers in its hints and reasons ------------------------------------

@pytest.mark.parametrize("tid", ["z_winner", "z_legal"])
def test_lesson_zero_never_mentions_bowers(tid):
    for seed in SEEDS:
        q = topic(tid)(PRESETS["standard"], seed)
        texts = [q.prompt, q.explanation] + [c.why for c in q.choices] + [c.nudge for c in q.choices]
        for c in q.choices:
            if not c.correct:
                pick = c.key if not q.multi else set(q.answer) | {c.key}
                texts += [q.check(pick, a).text for a in range(1, TRIES + 1)]
        for t in texts:
            assert "bower" not in t.lower(), (seed, t)


def test_trick_nudge_names_the_bowers_only_when_one_is_played():
    hearts = Suit.HEARTS
    plain = ((0, Card.parse("KD")), (1, Card.parse("9H")), (2, Card.parse("AD")), (3, Card.parse("QH")))
    assert "bower" not in trick_nudge(plain, hearts, Card.parse("9H"))
    assert "bower" not in trick_nudge(plain, hearts, Card.parse("AD"))
    left = ((0, Card.parse("KS")), (1, Card.parse("JD")), (2, Card.parse("AS")))
    assert "left bower" in trick_nudge(left, hearts, Card.parse("AS"))


# ---- 11. and 12. the hint is about the misplaced card; the Benny only in its pack -------------

def test_rank_nudge_is_about_the_misplaced_benny():
    correct = (JOKER, Card.parse("JD"), Card.parse("QH"), Card.parse("9H"))
    order = (Card.parse("JD"), Card.parse("QH"), Card.parse("9H"), JOKER)
    assert "Benny" in rank_nudge(order, correct, Suit.HEARTS)
    # a plain swap: the due card (the left bower) is the slip
    correct = (Card.parse("JD"), Card.parse("AH"), Card.parse("KH"), Card.parse("9H"))
    order = (Card.parse("AH"), Card.parse("JD"), Card.parse("KH"), Card.parse("9H"))
    assert "left bower" in rank_nudge(order, correct, Suit.HEARTS)


def test_suit_nudge_names_the_benny_only_with_the_joker():
    assert "Benny" not in suit_nudge(Card.parse("AH"), Suit.SPADES, Suit.SPADES)
    assert "Benny" in suit_nudge(Card.parse("AH"), Suit.SPADES, Suit.SPADES, benny=True)
    for preset in ("standard", "deck28"):
        for seed in SEEDS:
            q = topic("suit")(PRESETS[preset], seed)
            assert all("Benny" not in c.nudge for c in q.choices), (preset, seed)


# ---- 14. the last try's feedback says each sentence once --------------------------------------

@pytest.mark.parametrize("tid,preset", [("trick", "standard"), ("trick", "british"), ("winner", "standard"),
                                        ("z_winner", "standard"), ("rank", "standard"), ("benny_rank", "standard")])
def test_final_feedback_says_it_once(tid, preset):
    for seed in range(60):
        q = topic(tid)(PRESETS[preset], seed)
        for c in q.choices:
            if c.correct:
                continue
            text = q.check(c.key, TRIES).text
            sentences = [s.strip().lower() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]
            assert len(sentences) == len(set(sentences)), (seed, text)
            assert text.count(q.explanation) == 1, (seed, text)


# ---- 15., 16. and 17. scoring words --------------------------------------------------------------

@pytest.mark.parametrize("preset", ["standard", "railroad", "cutthroat", "two_handed"])
def test_no_tricks_is_said_in_words(preset):
    rules = PRESETS[preset]
    for o in l6_scoring.possible_outcomes(rules):
        score = euchre.score_hand(rules, o.maker_tricks, alone=o.alone, lone_defender=o.lone_defender)
        text = l6_scoring.row_sentence(rules, o, score)
        assert "only 0" not in text, text
        if o.maker_tricks == 0:
            assert "no tricks" in text, text


@pytest.mark.parametrize("preset,label", [("cutthroat", "Maker's tricks"), ("two_handed", "Maker's tricks"),
                                          ("standard", "Makers' tricks")])
def test_points_fact_names_one_maker_without_partners(preset, label):
    for seed in range(40):
        q = topic("points")(PRESETS[preset], seed)
        assert label in {k for k, _v in q.scene.facts}, q.scene.facts
    q = topic("cutthroat")(PRESETS["standard"], 0)
    assert "Makers' tricks" not in {k for k, _v in q.scene.facts}


def test_cutthroat_note_counts_the_seven_card_kitty():
    rules = Rules(players=3, cutthroat_hand_size=7)
    kitty = l2_deal.kitty_size(rules)
    assert kitty == 3
    # with the pack it is counted for (the learner's pack may be larger)
    assert f"(from {rules.deck} cards, {kitty} are left in the kitty)" in l7_variants.VARIANT_NOTES["cutthroat"]


def test_seating_facts_are_still_the_lessons_reference():
    # the example keeps all three facts
    assert len(l0_basics.seating()) == 3


# ---- the audit's lower-priority items ----------------------------------------------------------

def test_stuck_right_answer_is_not_told_by_its_length():
    longest_right = 0
    for seed in SEEDS:
        q = topic("stuck")(PRESETS["standard"], seed)
        longest = max(q.choices, key=lambda c: len(c.label))
        longest_right += longest.correct
    assert longest_right / len(SEEDS) < 0.3   # (the right one was always the longest: 50%)


@pytest.mark.parametrize("preset", ["standard", "railroad"])
def test_lead_choices_do_not_mark_who_sits_out(preset):
    # who sits out (the loner's partner) is part of the question, not a label on a choice
    for seed in range(60):
        q = topic("lead")(PRESETS[preset], seed)
        assert not any("sits out" in c.label for c in q.choices), [c.label for c in q.choices]


def test_best_discard_leaves_a_choice_after_setting_the_trumps_aside():
    for seed in range(40):
        q = topic("best_discard")(PRESETS["standard"], seed)
        trump = q.scene.trump
        plain = [c for c in q.choices if not euchre.is_trump(c.cards[0], trump)]
        assert len(plain) >= 2 and len(q.choices) - len(plain) <= 1, [c.label for c in q.choices]


def test_cutthroat_makers_quiz_speaks_of_the_player_who_ordered_not_a_side():
    # With three players each plays for themselves: an order from a player who is not the
    # dealer is explained as the player's own, never "the side that ordered it up".
    from lessons.euchre import l3_bidding
    seen = 0
    for seed in range(120):
        q = l3_bidding.gen_makers(PRESETS["cutthroat"], seed)
        assert "the side that" not in q.explanation, q.explanation
        seen += "the player who ordered it up chose trump" in q.explanation
    assert seen, "no seed had a non-dealer order the dealer up"


def test_which_cards_may_you_play_does_not_sort_the_left_bower_among_the_trumps():
    # the question hides the LEFT badge, but the hand was sorted for trump, trumps first: the J♦
    # drawn beside the hearts said it was one; now the hand is in printed suits, the J♦ with the ♦
    shown = 0
    for seed in SEEDS:
        q = topic("legal")(PRESETS["standard"], seed)
        hand, trump = q.scene.hand, q.scene.trump
        assert list(hand) == sorted(hand, key=lambda c: (int(c.suit), -int(c.rank)))
        assert [c.cards[0] for c in q.choices] == list(hand)
        shown += any(euchre.is_left_bower(c, trump) for c in hand)
    assert shown >= 20
