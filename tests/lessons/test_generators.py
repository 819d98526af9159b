"""Every quiz generator, over hundreds of seeds and every variant, builds a question whose
choices are all distinct and whose answer key matches the engine's own answer."""
from __future__ import annotations

import pytest

import lessons.euchre as E
from engine import euchre
from engine.euchre import Action
from engine.euchre.rules import PRESETS, Rules
from lessons.euchre import l2_deal, l3_bidding
from lessons.quiz import Question

SEEDS = range(200)
TOPICS = list(E.TOPICS)


def right(q: Question) -> frozenset[str]:
    return q.answer


def engine_answer(topic: str, q: Question, rules: Rules) -> frozenset[str]:
    """The answer computed afresh with the engine from the question's position."""
    src = q.source
    if topic in ("rank", "benny_rank", "deck28"):
        trump, suit, chosen = src
        order = euchre.suit_order(chosen, trump, suit)
        return frozenset(c.key for c in q.choices if c.cards == order)
    if topic == "suit":
        trump, card = src
        return frozenset({euchre.effective_suit(card, trump).letter})
    if topic == "z_seats":
        s, asked = src
        seat = s.apply(s.legal_actions()[0]).current_player if asked == "next" else euchre.partner_of(s.rules, s.current_player)
        return frozenset({euchre.words.SEAT_NAMES[4][seat]})
    if topic in ("trick", "winner", "z_winner"):
        trump, plays = src
        win = dict(plays)[euchre.trick_winner(plays, trump)]
        return frozenset({str(win)})
    if topic in ("legal", "z_legal"):
        return frozenset(str(a.card) for a in src.legal_actions())
    if topic in ("points", "alone_points", "cutthroat", "railroad"):
        r = _rules_for(topic, rules, q)
        s = euchre.score_hand(r, src.maker_tricks, alone=src.alone, lone_defender=src.lone_defender)
        return frozenset({f"{s.side}{s.points}"})
    if topic == "game":
        o, scores, makers = src
        s = euchre.score_hand(rules, o.maker_tricks, alone=o.alone, lone_defender=o.lone_defender)
        after = [sc + (s.points if (s.side == "makers") == (t == makers) else 0) for t, sc in enumerate(scores)]
        top = max(after)
        win = [t for t, a in enumerate(after) if a >= rules.target_score and a == top]
        names = [euchre.words.team_name(rules, t) for t in range(len(scores))]
        return frozenset({"nobody" if not win else (names[win[0]] if len(win) == 1 else "tie")})
    if topic in ("kitty", "deck32"):
        r = src
        return frozenset({str(len(r.cards) - r.players * r.hand_size)})
    if topic == "packet":
        dealer, packet = src
        return frozenset({str(len(packet.cards))})
    if topic == "upcard":
        return frozenset({"any" if src.deal.upcard.is_joker else src.apply("order").trump.letter})
    if topic == "may":
        legal = frozenset(str(a) for a in src.legal_actions())
        # the chosen description's action set is the engine's legal set
        return frozenset(c.key for c in q.choices if c.correct) if legal else frozenset()
    if topic in ("makers", "two_handed"):
        s = src
        if s.is_over and s.result.thrown_in:
            return frozenset({"none"})
        return frozenset({f"t{euchre.team_of(s.rules, s.maker)}"})
    if topic == "next":
        before, action = src
        return frozenset({l3_bidding.next_key(before, before.apply(action))})
    if topic in ("lead", "railroad_lead"):
        r, dealer, alone, lone_def, out = src
        return frozenset({str(euchre.first_leader(r, dealer, alone, lone_def, out))})
    if topic == "stuck":
        legal = frozenset(str(a) for a in src.legal_actions())
        if src.phase is euchre.Phase.BID1:   # round 1: nobody is stuck yet
            return frozenset({"round1"})
        return frozenset({"stuck" if "pass" not in legal else "free"})
    if topic == "benny":
        return frozenset({"dealer" if src.phase is euchre.Phase.BENNY else "bid"})
    if topic == "best_discard":
        s, offered = src  # the engine's odds of each discard offered, from the dealer's view
        assert all(o.action in s.legal_actions() for o in offered)
        return frozenset({str(max(offered, key=lambda o: o.expected_points).action.card)})
    raise AssertionError(f"no engine check for {topic}")


def _rules_for(topic, rules, q):
    if topic == "cutthroat":
        return PRESETS["cutthroat"]
    if topic == "railroad":
        return PRESETS["railroad"]
    if topic == "alone_points":
        from lessons.euchre.l4_alone import four_player
        return four_player(rules)[0]
    return rules


@pytest.mark.parametrize("preset", list(PRESETS))
@pytest.mark.parametrize("topic", TOPICS)
def test_generator_answer_key_matches_engine(topic, preset):
    rules = PRESETS[preset]
    gen = E.TOPICS[topic].generate
    for seed in SEEDS:
        q = gen(rules, seed)
        keys = [c.key for c in q.choices]
        labels = [c.label for c in q.choices]
        assert len(set(keys)) == len(keys) and len(set(labels)) == len(labels), (seed, labels)
        assert len(q.choices) >= 2
        assert q.answer, (topic, seed)
        assert right(q) == engine_answer(topic, q, rules), (topic, preset, seed, q.prompt, labels)
        assert q.check(sorted(q.answer) if q.multi else next(iter(q.answer))).correct
        assert all(c.why for c in q.choices), (topic, seed)


@pytest.mark.parametrize("topic", TOPICS)
def test_same_seed_same_question(topic):
    gen = E.TOPICS[topic].generate
    a, b = gen(PRESETS["standard"], 1234), gen(PRESETS["standard"], 1234)
    assert a == b


def test_may_description_is_the_engine_legal_set():
    # "what may this player do": the right description names exactly the engine's legal actions
    for preset in ("standard", "stick_the_dealer", "two_handed"):
        for seed in SEEDS:
            q = l3_bidding.gen_may(PRESETS[preset], seed)
            legal = {str(a) for a in q.source.legal_actions()}
            text = next(c.label for c in q.choices if c.correct)
            assert ("Pass" in text) == ("pass" in legal), (text, legal)
            calls = {a[5:] for a in legal if a.startswith("call ")}
            if calls:
                assert "name" in text.lower()


def test_legal_quiz_reasons_are_the_engine_reasons():
    # every card that may not be played carries explain_illegal's own sentence
    for seed in SEEDS:
        q = E.TOPICS["legal"].generate(PRESETS["british"], seed)
        for c in q.choices:
            if not c.correct:
                reason = euchre.explain_illegal(q.source, Action.parse(f"play {c.key}"))
                assert reason is not None and c.why == reason.text


def test_packets_match_the_engine_deal():
    # the lesson's packet view deals exactly the engine's hands, upcard and kitty
    for rules in PRESETS.values():
        for seed in range(30):
            dealer = seed % rules.players
            pk, up, kitty = l2_deal.packets(rules, dealer, seed)
            s = euchre.deal(rules, dealer=dealer, seed=seed)
            for seat in range(rules.players):
                got = sorted((c for p in pk if p.seat == seat for c in p.cards), key=lambda c: c.index)
                assert got == sorted(s.hands[seat], key=lambda c: c.index)
            assert up is s.deal.upcard and kitty == s.deal.kitty
