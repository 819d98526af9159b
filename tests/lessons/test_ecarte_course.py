"""The Écarté course data: steps name known explorers and topics; examples build; the rule
book comes from the engine; the guided hand is checked by the engine."""
import dataclasses

import pytest

import lessons.ecarte as E
from engine import ecarte
from engine.ecarte import PRESETS, Rules
from lessons import available_games
from lessons.ecarte import guided as G
from lessons.ecarte.rulebook import option_docs, options_table, rule_book, scoring_rows

EXPLORERS = {"e_pack", "e_beats", "e_deal", "e_proposal", "e_limits", "e_points_chart", "e_race", "e_stakes",
             "e_cercle", "e_guided"}


def test_ecarte_is_offered():
    assert "ecarte" in available_games()


def test_lessons_in_order():
    assert [l.id for l in E.LESSONS] == ["basics", "cards", "deal", "exchange", "king", "play", "scoring", "variants",
                                         "guided", "decisions"]


def test_steps_refer_to_known_things_and_every_topic_is_used():
    from ui.games.ecarte.explorers import EXPLORERS as UI
    assert set(UI) == EXPLORERS
    used = set()
    for lesson in E.LESSONS:
        for step in lesson.steps:
            assert step.explorer is None or step.explorer in EXPLORERS
            used |= set(step.quiz)
    assert used == set(E.TOPICS)


def test_every_lesson_but_the_guided_hand_ends_with_a_quiz():
    for lesson in E.LESSONS:
        assert lesson.id == "guided" or any(s.quiz for s in lesson.steps), lesson.id


@pytest.mark.parametrize("preset", list(PRESETS))
def test_examples_build_for_every_variant(preset):
    n = 0
    for lesson in E.LESSONS:
        for step in lesson.steps:
            if step.example:
                ex = step.example(PRESETS[preset])
                assert len(ex.frames) >= 2 and all(f.text for f in ex.frames)
                n += 1
    assert n >= 7


def test_rule_book_documents_every_option():
    docs = option_docs()
    assert set(docs) == {f.name for f in dataclasses.fields(Rules)}
    changed = {r.name for r in options_table(PRESETS["quick"]) if r.changed}
    assert changed == {"target_score"}


def test_rule_book_follows_the_options():
    text = lambda r: " ".join(p for s in rule_book(r) for p in s.paragraphs)
    assert "must trump" in text(Rules())
    assert "trumping is not forced" in text(Rules(must_trump=False))
    assert "sits out" in text(PRESETS["three"])
    assert "**11**" in text(PRESETS["napoleon"])


def test_scoring_rows_come_from_the_engine_table():
    # elder stood and failed: 2 to the dealer; the vole 3 under "elder", 2 under "classic"
    elder = scoring_rows(Rules())
    classic = scoring_rows(Rules(penalty="classic"))
    stood = "The elder hand stood: played without proposing"
    assert (stood, "The dealer takes all 5 tricks (the vole)", "the dealer", 3) in elder
    assert (stood, "The dealer takes all 5 tricks (the vole)", "the dealer", 2) in classic
    refused = "The elder proposed and the dealer refused"
    assert (refused, "The elder hand takes 3 or 4 tricks (the point)", "the elder hand", 2) in classic


@pytest.mark.parametrize("preset", ["classic", "three"])
def test_guided_hand_refuses_illegal_moves_and_plays_to_the_end(preset):
    rules = PRESETS[preset]
    for seed in range(6):
        s, log = G.start(rules, seed)
        assert log
        for _ in range(40):
            if s.is_over:
                break
            assert s.current_player == G.ME
            legal = s.legal_actions()
            if s.phase is ecarte.Phase.PLAY:
                bad = [c for c in s.hands[G.ME] if ecarte.Play.of(c) not in legal]
                if bad:
                    t = G.decide(s, f"play {bad[0]}")
                    assert not t.ok and t.state is s and "Not allowed" in t.text
            t = G.decide(s, str(legal[-1]))
            assert t.ok and "computer player" in t.text
            s = t.state
        assert s.is_over


def test_the_guided_log_says_the_opponent_stands_and_plays_without_proposing():
    # "North stands (play without proposing)." read as an order; the lessons say "plays"
    s = ecarte.deal(PRESETS["classic"], dealer=G.ME, seed=1)   # South deals: North is the elder hand
    stand = next(a for a in s.legal_actions() if str(a) == "stand")
    assert G.describe(s, s.elder, stand) == "North stands (plays without proposing)."
    assert G.describe(s, G.ME, stand) == "You stand (play without proposing)."


def test_rule_book_says_the_deal_alternates_between_two_players():
    # "passes to the left" said nothing to two players face to face; lesson 3 says "alternates"
    deal = lambda r: next(s for s in rule_book(r) if s.key == "deal").paragraphs[0]
    assert deal(PRESETS["classic"]) == ("Cut for the first deal: the lowest card deals (a 7 is lowest). "
                                        "The deal then alternates.")
    assert deal(PRESETS["three"]).endswith("The deal then passes to the left.")


def test_the_guided_deal_with_three_players_names_the_dealers_part():
    # three players: the dealer sits out, and the player taking the dealer's part answers the
    # elder and scores the penalty ("the dealer now accepts or refuses" named the one sitting out)
    said = set()
    for seed in range(20):
        s, _log = G.start(PRESETS["three"], seed)
        if s.phase is ecarte.Phase.PROPOSAL and s.current_player == G.ME:
            said.add(G.decide(s, "propose").text.split("  \n")[0])
            said.add(G.decide(s, "stand").text.split("  \n")[0])
        if s.phase is ecarte.Phase.RESPONSE and s.current_player == G.ME:
            said.add(G.decide(s, "refuse").text.split("  \n")[0])
    assert "Proposing is allowed: the player taking the dealer's part now accepts or refuses." in said, said
    assert any(t.startswith("Standing is allowed; with no exchange made, the player taking the dealer's part "
                            "scores 2") for t in said), said
    assert not any("the dealer " in t for t in said), said


def test_lesson_summaries_follow_the_rules_in_force():
    # Shown under every step of the lesson and on Home: "trump when void" where trumping is not
    # forced, and "the elder's penalty" under the club laws that can make the dealer pay.
    summary = lambda lesson_id, r: E.COURSE.lesson(lesson_id).summary_for(r)
    assert "trump when void" in summary("play", Rules())
    assert summary("play", Rules(must_trump=False)) == (
        "Follow suit and beat the card if you can; any card when void (trumping is not forced here); who wins.")
    assert "the elder's penalty" in summary("scoring", Rules())
    assert summary("scoring", Rules(penalty="classic")) == (
        "The point, the vole, the king, the penalty for declining the exchange, and the game.")



def test_the_king_is_declared_or_not_in_the_same_words_everywhere():
    # The lessons and the guided deal say "say nothing"; the Play page's button said "Keep quiet"
    # (and the "What may this player do?" quiz "keep quiet"): one action, two names.
    from engine.ecarte.words import action_label
    from lessons.ecarte import l3_exchange
    asked = next(s for s in (ecarte.deal(PRESETS["classic"], dealer=1, seed=seed).apply("stand")
                             for seed in range(200))
                 if s.phase is ecarte.Phase.DECLARE and s.current_player == G.ME)
    silent = next(a for a in asked.legal_actions() if str(a) == "no declaration")
    assert action_label(silent) == "Say nothing"                 # the Play page's button
    assert ("no declaration", "Say nothing") in G.options(asked)  # the guided deal's
    assert l3_exchange.MAY["declare"].endswith("or say nothing")
    assert "or say nothing" in l3_exchange.MAY_WHY["declare"]
