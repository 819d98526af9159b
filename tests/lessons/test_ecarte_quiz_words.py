"""What the Écarté quizzes tell a learner is true for the position shown: the exchange limits for the
talon on the table, the dealer's part with three players, one true choice about the king of trumps, the
seat the learner plays, and the stakes sums (audit of the Écarté quizzes)."""
from __future__ import annotations

import re

from engine import ecarte
from engine.ecarte import PRESETS, Phase, Rules
from engine.ecarte.ranking import KINGS
from lessons.ecarte import l2_deal, l3_exchange, l4_king, l5_play, l7_variants

SEEDS = range(200)
FREE_DEALER = Rules(dealer_must_exchange=False)


def test_elder_never_told_to_empty_a_talon_of_more_than_five():
    # a fresh deal leaves 21 cards in the talon: the elder takes 1 to 5 and cannot empty it
    s = ecarte.deal(FREE_DEALER, dealer=1, seed=2).apply("propose").apply("accept")
    assert s.phase is Phase.ELDER_EXCHANGE and len(s.talon) == 21
    text = l3_exchange.limits_reason(s)
    assert "empty" not in text and text.endswith(": 1 to 5.")
    seen = 0
    for seed in SEEDS:
        q = l3_exchange.gen_count(FREE_DEALER, seed)
        st = q.source
        if st.phase is Phase.ELDER_EXCHANGE:
            assert ("may empty it" in q.explanation) == (len(st.talon) <= 5), (seed, q.explanation)
            seen += len(st.talon) > 5
    assert seen


def test_may_quiz_gives_the_dealer_its_own_limits():
    # with the dealer free to take none, "discards 1 to 5 cards … (here 0 to 5 …)" contradicted itself
    seen = 0
    for seed in range(300):
        q = l3_exchange.gen_may(FREE_DEALER, seed)
        s = q.source
        if l3_exchange.may_key(s) != "exchange":
            continue
        least, most = s.exchange_limits()
        assert "1 to 5" not in q.explanation or least == 1, (seed, q.explanation)
        if least == 0:
            seen += 1
            assert f"here 0 to {most}: at this table the dealer may also take none" in q.explanation
    assert seen


def test_may_quiz_names_the_dealers_part_with_three_players():
    # three players: the dealer sits out, the player on the dealer's right takes the dealer's part
    seen = 0
    for seed in range(300):
        q = l3_exchange.gen_may(Rules(players=3), seed)
        s = q.source
        if l3_exchange.may_key(s) in ("propose", "respond") and not s.exchanged:
            seen += 1
            assert "the dealer scores" not in q.explanation and "if the dealer then" not in q.explanation
            assert "the player taking the dealer's part" in q.explanation, (seed, q.explanation)
    assert seen


def _king_truths(s, seat):
    """Each choice of the king question, true or false, read from the engine's state."""
    king = KINGS[s.trump]
    declared = any(a.code == "declared_king" and a.seat == seat for a in s.awards)
    return {"may": s.phase is Phase.DECLARE and s.current_player == seat,
            "declared": declared,
            "turned": s.turnup is king,
            "not_holder": king not in s.hands[seat] and s.turnup is not king}


def test_king_quiz_offers_exactly_one_true_choice():
    # with a turned king, "South does not hold the king" was true as well as the key
    for rules in (Rules(), Rules(players=3)):
        for seed in SEEDS:
            q = l4_king.gen_king(rules, seed)
            truths = _king_truths(*q.source)
            assert [k for k, v in truths.items() if v] == [k for k in q.answer], (seed, truths)
            assert {c.key for c in q.choices} == set(truths)


def test_deal_score_quiz_offers_exactly_one_true_choice():
    for rules in (Rules(), Rules(players=3)):
        for seed in SEEDS:
            q = l2_deal.gen_deal_score(rules, seed)
            s, seat = q.source
            king = KINGS[s.trump]
            truths = {"turned": bool(s.awards), "holds": king in s.hands[seat],
                      "none": not s.awards and king not in s.hands[seat]}
            assert [k for k, v in truths.items() if v] == list(q.answer), (seed, truths)


def test_legal_quiz_names_the_learners_seat():
    # the follower may be North: the hand shown says whose it is, and so does the prompt
    seats = set()
    for rules in (Rules(), Rules(players=3), Rules(must_trump=False)):
        for seed in range(60):
            q = l5_play.gen_legal(rules, seed)
            me = l5_play.names(rules)[q.source.current_player]
            seats.add(me)
            assert q.scene.hand_label == f"Your hand ({me})" and f"You are {me}:" in q.prompt
    assert {"South", "North"} <= seats


def test_stakes_sums_read_right():
    # "1 points", "(3 − 3) × 10 = +0" and a bare "North +1, North +1" are gone
    one = zero = 0
    for seed in SEEDS:
        q = l7_variants.gen_stakes(Rules(), seed)
        g, right = q.source
        text = q.explanation
        assert not re.search(r"\b1 points\b", text) and "= +0" not in text, (seed, text)
        label = next(c.label for c in q.choices if c.correct)
        assert label == right and text.endswith(f"= {label}."), (seed, text, label)
        one += " 1 point " in text or text.endswith(" 1 point in all")
        zero += label == "0"
        for _name, line in q.scene.facts[2:]:   # after the stake and the game's target
            for part in line.split("; "):
                assert part == "no points" or re.fullmatch(r"(South|North) \+\d for the .+", part), (seed, part)
    assert one and zero


def test_a_dealer_without_trumps_holds_no_trumps_not_0_trumps():
    # Seed 6 deals the dealer 7♦ J♦ K♦ K♥ 9♠ under the K♣ (no club), and the engine says refuse.
    from lessons.ecarte import l8_decisions
    q = l8_decisions.gen_refuse(Rules(), 6)
    state, _odds = q.source
    assert not any(c.suit is state.trump for c in state.hands[state.dealer])
    assert "holds no trumps. Refuse or accept?" in q.prompt, q.prompt
    assert "0 trumps" not in q.prompt


def test_the_jeu_quiz_says_no_trumps():
    # Every seed whose hand holds no trump says so in words.
    seen = 0
    for seed in range(200):
        q = l7_variants.gen_jeu(Rules(), seed)
        assert "0 trumps" not in q.explanation, q.explanation
        seen += "With no trumps this hand" in q.explanation
    assert seen, "no seed dealt a hand without trumps"


def _brackets_nest(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth > 1:
            return True
    return False


def test_may_quiz_says_the_risk_outside_the_brackets():
    # "or stands (plays without proposing: with no exchange made, the dealer scores 2 instead of 1
    # (3 instead of 2 for all five tricks) if the elder then takes fewer than 3 tricks)": brackets in
    # brackets. Now "or stands (plays without proposing); with no exchange made, …".
    said = {}
    for rules in (Rules(), Rules(penalty="classic")):
        for seed in SEEDS:
            q = l3_exchange.gen_may(rules, seed)
            key = l3_exchange.may_key(q.source)
            if key in ("propose", "respond"):
                assert not _brackets_nest(q.explanation), q.explanation
                said.setdefault(key, q.explanation)
    assert set(said) == {"propose", "respond"}
    assert "or stands (plays without proposing); " in said["propose"], said["propose"]
    assert "or refuse (play starts with the hands as they are); " in said["respond"], said["respond"]


def test_roles_quiz_for_two_players_speaks_of_who_did_not_deal():
    # South and North sit face to face, and lesson 3 says "the other player is the elder hand": the
    # answer said "the player on the dealer's left", a side that two players do not have.
    two = {}
    for seed in range(40):
        q = l2_deal.gen_roles(Rules(), seed)
        s, role = q.source
        words = [q.explanation] + [c.nudge for c in q.choices if c.nudge]
        assert not any("dealer's left" in w for w in words), words
        two.setdefault(role, q)
    assert set(two) == {"elder", "younger"}
    elder = two["elder"]
    name = {0: "South", 1: "North"}[elder.source[0].elder]
    assert elder.explanation.startswith(f"The elder hand is the player who did not deal, {name}: ")
    for seed in range(40):   # three players: the elder still sits on the dealer's left
        q = l2_deal.gen_roles(PRESETS["three"], seed)
        assert "dealer's left" in q.explanation, q.explanation
