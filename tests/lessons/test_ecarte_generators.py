"""Every Écarté quiz generator, over hundreds of seeds and every preset (and a custom table),
builds a question whose choices are distinct and whose answer key matches the engine."""
from __future__ import annotations

import pytest

import lessons.ecarte as E
from engine import ecarte
from engine.ai.ecarte_bots import jeu_de_regle
from engine.ecarte import PRESETS, Rules
from engine.ecarte.actions import Play
from engine.ecarte.ranking import KINGS, order
from engine.ecarte.scoring import trick_points
from lessons.ecarte import l2_deal, l3_exchange, l7_variants

SEEDS = range(200)
TOPICS = list(E.TOPICS)
CUSTOM = Rules(penalty="classic", dealer_must_exchange=False, must_trump=False, packets="2+3", target_score=7)
RULES = {**PRESETS, "custom": CUSTOM}


def engine_answer(topic: str, q, rules: Rules) -> frozenset[str]:
    src = q.source
    if topic == "e_rank":
        suit, chosen = src
        want = tuple(sorted(chosen, key=lambda c: -order(c)))
        return frozenset(c.key for c in q.choices if c.cards == want)
    if topic == "e_trick":
        trump, lead, follow = src
        return frozenset({str((lead, follow)[ecarte.trick_winner(lead, follow, trump)])})
    if topic in ("e_winner", "e_z_winner"):
        s, t = src
        return frozenset({str(t.follow if t.winner != t.leader else t.lead)})
    if topic == "e_deal_score":
        s, seat = src
        if s.awards:
            assert s.awards[0].seat == s.younger and s.turnup is KINGS[s.trump]
            return frozenset({"turned"})
        return frozenset({"holds" if KINGS[s.trump] in s.hands[seat] else "none"})
    if topic == "e_roles":
        s, role = src   # the elder hand, or the one who answers the elder (the engine's "younger")
        return frozenset({str(s.elder if role == "elder" else s.younger)})
    if topic == "e_may":
        return frozenset({l3_exchange.may_key(src)})
    if topic == "e_count":
        label = l3_exchange.limits_words(*src.exchange_limits())
        return frozenset(c.key for c in q.choices if c.label == label)
    if topic == "e_king":
        s, seat = src
        if s.phase is ecarte.Phase.DECLARE and s.current_player == seat:
            return frozenset({"may"})
        if s.turnup is KINGS[s.trump]:
            return frozenset({"turned"})
        declared = [a for a in s.awards if a.code == "declared_king"]
        if declared and declared[0].seat == seat:
            assert KINGS[s.trump] in s.hands[seat]
            return frozenset({"declared"})
        assert KINGS[s.trump] not in s.hands[seat]
        return frozenset({"not_holder"})
    if topic in ("e_legal", "e_z_legal"):
        return frozenset(str(a.card) for a in src.legal_actions())
    if topic == "e_points":
        penalty, opening, et, elder, dealer = src
        won, pts, _ = trick_points(penalty, opening, et)
        return frozenset({f"{elder if won else dealer}:{pts}"})
    if topic == "e_hand":
        s = src
        nm = E.course_data.l6.names(s.rules)
        line = ", ".join(f"{nm[i]} {s.result.points[i]}" for i in (s.elder, s.younger))
        return frozenset(c.key for c in q.choices if c.label == line)
    if topic in ("e_game", "e_target"):
        s, scores = src if topic == "e_game" else src[0]
        return frozenset({"none" if s.game_winner is None else str(s.game_winner)})
    if topic == "e_three":
        dealer, _, _ = src
        e, y = ecarte.roles(3, dealer)
        return frozenset({f"{dealer}{e}{y}"})
    if topic == "e_stakes":
        g, _ = src
        return frozenset({str(g.balance[0])})
    if topic == "e_jeu":
        turnup, hand = src
        return frozenset({l7_variants.jeu_key(hand, turnup.suit)})
    if topic == "e_refuse":
        s, odds = src  # the engine's odds of refusing and accepting, from the dealer's view
        assert {str(a) for a in s.legal_actions()} == set(odds)
        return frozenset({max(odds, key=lambda k: odds[k].expected_points)})
    raise AssertionError(f"no engine check for {topic}")


@pytest.mark.parametrize("preset", list(RULES))
@pytest.mark.parametrize("topic", TOPICS)
def test_generator_answer_key_matches_engine(topic, preset):
    rules = RULES[preset]
    gen = E.TOPICS[topic].generate
    for seed in SEEDS:
        q = gen(rules, seed)
        keys = [c.key for c in q.choices]
        labels = [c.label for c in q.choices]
        assert len(set(keys)) == len(keys) and len(set(labels)) == len(labels), (seed, labels)
        assert len(q.choices) >= 2 and q.answer
        assert q.answer == engine_answer(topic, q, rules), (topic, preset, seed, q.prompt, labels)
        assert q.check(sorted(q.answer) if q.multi else next(iter(q.answer))).correct
        assert all(c.why for c in q.choices), (topic, seed)
        assert q.scene.game == "ecarte"


@pytest.mark.parametrize("topic", TOPICS)
def test_same_seed_same_question(topic):
    gen = E.TOPICS[topic].generate
    assert gen(PRESETS["classic"], 1234) == gen(PRESETS["classic"], 1234)


@pytest.mark.parametrize("topic", TOPICS)
def test_questions_vary_with_the_seed(topic):
    gen = E.TOPICS[topic].generate
    prompts = {(gen(PRESETS["classic"], s).prompt, gen(PRESETS["classic"], s).scene) for s in range(30)}
    assert len(prompts) >= (2 if topic in ("e_roles", "e_three") else 4)


def test_legal_quiz_reasons_are_the_engine_reasons():
    # every card that may not be played carries explain_illegal's own sentence
    for rules in (PRESETS["classic"], CUSTOM):
        for seed in SEEDS:
            q = E.TOPICS["e_legal"].generate(rules, seed)
            for c in q.choices:
                if not c.correct:
                    reason = ecarte.explain_illegal(q.source, Play.of(c.key))
                    assert reason is not None and c.why == reason.text


def test_legal_quiz_covers_every_duty():
    # follow, overtake and trump all come up (and with must_trump off, trumping is never forced)
    codes = set()
    for seed in SEEDS:
        q = E.TOPICS["e_legal"].generate(PRESETS["classic"], seed)
        for c in q.choices:
            if not c.correct:
                codes.add(ecarte.explain_illegal(q.source, Play.of(c.key)).code)
        q = E.TOPICS["e_legal"].generate(CUSTOM, seed)
        assert all(ecarte.explain_illegal(q.source, Play.of(c.key)).code != "must_trump"
                   for c in q.choices if not c.correct)
    assert {"must_follow", "must_overtake", "must_trump"} <= codes


def test_count_quiz_reaches_a_low_talon():
    # the talon running low: limits below 5 come up, from the engine's exchange_limits
    most = {E.TOPICS["e_count"].generate(PRESETS["classic"], s).source.exchange_limits()[1] for s in SEEDS}
    assert min(most) < 5
    least = {E.TOPICS["e_count"].generate(CUSTOM, s).source.exchange_limits()[0] for s in SEEDS}
    assert 0 in least   # the dealer may take none when dealer_must_exchange is off


def test_points_quiz_uses_both_penalty_rules():
    pens = {E.TOPICS["e_points"].generate(PRESETS["classic"], s).source[0] for s in SEEDS}
    assert pens == {"elder", "classic"}


def test_jeu_quiz_agrees_with_the_engine_table():
    for seed in SEEDS:
        q = E.TOPICS["e_jeu"].generate(PRESETS["classic"], seed)
        turnup, hand = q.source
        stand = jeu_de_regle(hand, turnup.suit) is not None
        assert stand == (next(iter(q.answer)) != "propose")


def test_packets_match_the_engine_deal():
    # the lesson's packet view deals exactly the engine's hands, turn-up and talon
    for rules in (PRESETS["classic"], PRESETS["three"], CUSTOM):
        for seed in range(30):
            dealer = seed % rules.players
            pk, up, talon = l2_deal.packets(rules, dealer, seed)
            s = ecarte.deal(rules, dealer=dealer, seed=seed)
            for seat in (s.elder, s.younger):
                got = sorted((c for p in pk if p.seat == seat for c in p.cards), key=lambda c: c.index)
                assert tuple(got) == s.hands[seat]
            assert up is s.turnup and talon == s.talon
