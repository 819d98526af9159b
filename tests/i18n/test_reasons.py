"""Reasons are values rendered when shown: every code of both games has a sentence,
rendered here for a real position, with nothing of its template left over; and the
same value says it again in another language."""
from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from engine import ecarte, euchre
from engine.ai import ActionOdds, grade_from_odds
from engine.ai import words as ai_words
from engine.ai import make_bot
from engine.ecarte import words as ecarte_words
from engine.errors import IllegalActionError, Reason
from engine.euchre import words as euchre_words

from .pseudo import english_words, pseudo_language

LEFTOVER = re.compile(r"[{}]|\bNone\b")


def _leftovers(text: str) -> list[str]:
    return LEFTOVER.findall(text)


# ----- Euchre: a sweep over every preset finds most codes in real positions ----------------

def _euchre_candidates(state) -> list[str]:
    out = ["pass", "order", "alone", "partner", "defend", "defend alone"]
    out += [f"call {s}" for s in "CDHS"]
    for c in state.rules.cards:
        out += [f"play {c}", f"discard {c}", f"give {c}"]
    return out


def _euchre_reasons() -> dict[str, list[Reason]]:
    found: dict[str, list[Reason]] = {}
    for rules in euchre.PRESETS.values():
        variants = [rules]
        if rules.players == 4:
            variants.append(rules.replace(allow_alone=True, call_for_best=True))
        for r in variants:
            for seed in range(2):
                rng = random.Random(seed)
                hand = euchre.deal(r, dealer=seed % r.players, seed=seed)
                while True:
                    for text in _euchre_candidates(hand):
                        why = euchre.explain_illegal(hand, text)
                        if why is not None and len(found.setdefault(why.code, [])) < 3:
                            found[why.code].append(why)
                    if hand.is_over:
                        break
                    hand = hand.apply(rng.choice(hand.legal_actions()))
    return found


def _euchre_special() -> dict[str, Reason]:
    """The codes a random sweep rarely meets, each from a position built for it."""
    hands = ["TH AS AD KD 9S", "JD 9C TC QC KC", "9H QS KS AC QH", "JC JS TD QD 9D"]
    std = euchre.preset("standard")
    out = {}
    # Stick the Dealer: everyone passes twice, and the dealer may not pass.
    stick = euchre.from_deal(std.replace(stick_the_dealer=True), dealer=3, hands=hands,
                             upcard="AH", kitty="JH KH TS")
    for _ in range(7):
        stick = stick.apply("pass")
    out["stick_the_dealer"] = euchre.explain_illegal(stick, "pass")
    # The dealer may not discard the card just taken under this rule.
    taken = euchre.from_deal(std.replace(dealer_may_discard_upcard=False), dealer=3, hands=hands,
                             upcard="AH", kitty="JH KH TS").apply("order")
    out["discard_upcard"] = euchre.explain_illegal(taken, "discard AH")
    # The Benny turned up: the dealer names trump, nobody bids.
    british = euchre.preset("british")
    benny = next(h for h in (euchre.deal(british, dealer=0, seed=s) for s in range(2000))
                 if h.phase is euchre.Phase.BENNY)
    out["benny_no_bidding"] = euchre.explain_illegal(benny, "pass")
    # Words that are not an action, and a card that is not one.
    out["not_understood"] = euchre.explain_illegal(stick, "frobnicate")
    out["not_understood "] = euchre.explain_illegal(stick, "play XQ")
    # A finished game refuses any action.
    game, rng = euchre.Game.new(std, seed=1), random.Random(1)
    while not game.is_over:   # random bids, so hands are played (always passing throws them in)
        game = game.next_hand() if game.hand.is_over else game.apply(rng.choice(game.legal_actions()))
    with pytest.raises(IllegalActionError) as err:
        game.apply("pass")
    out["game_over"] = err.value.reason    # the engine core's reason, the same in every game
    return out


@pytest.fixture(scope="module")
def euchre_reasons():
    found = _euchre_reasons()
    for code, reason in _euchre_special().items():
        found.setdefault(code.strip(), []).append(reason)
    return found


def test_every_euchre_reason_code_renders_for_a_real_position(euchre_reasons):
    # each code the words module knows is met in a real position, and only those
    assert set(euchre_reasons) == set(euchre_words.RENDER) - euchre_words.RULE_PROBLEMS | {"game_over"}
    for code, reasons in euchre_reasons.items():
        for reason in reasons:
            domain = "engine" if code == "game_over" else "euchre"
            assert reason.code == code and reason.domain == domain
            text = str(reason)
            assert text and text[0].isupper() and text.rstrip()[-1] in ".!?”", (code, text)
            assert _leftovers(text) == [], (code, text)


def test_euchre_must_follow_carries_the_trump_its_sentence_needs():
    # the left bower is a trump: the reason names the trump, the led suit and the cards
    hand = euchre.from_deal(euchre.preset("standard"), dealer=3,
                            hands=["TH AS AD KD 9S", "JD 9C TC QC KC", "9H QS KS AC QH",
                                   "JC JS TD QD 9D"], upcard="AH", kitty="JH KH TS")
    hand = hand.apply("order").apply("discard 9D").apply("partner").apply("play TH")
    reason = euchre.explain_illegal(hand, "play 9C")
    assert reason.code == "must_follow"
    assert reason.get("trump") is euchre.Suit.HEARTS and reason.get("led") is euchre.Suit.HEARTS
    assert str(reason) == ("Hearts were led and your J♦ is a heart while hearts are trump: "
                           "you must play it.")


def test_wrong_phase_names_the_phase_in_words_not_its_enum_value():
    # Phase values are plain codes; the sentence uses the words module's name for them
    assert {p.value for p in euchre.Phase} >= {"bid1", "play", "over"}
    hand = euchre.deal(euchre.preset("standard"), dealer=0, seed=3)
    reason = euchre.explain_illegal(hand, "alone")
    assert reason.code == "wrong_phase" and reason.get("phase") is euchre.Phase.BID1
    assert "the first round of bidding" in str(reason) and "bid1" not in str(reason)
    for phase in euchre.Phase:
        assert euchre_words.phase_name(phase) and euchre_words.phase_title(phase)


# ----- Écarté ------------------------------------------------------------------------------

def _ecarte_candidates(state) -> list[str]:
    out = ["propose", "stand", "accept", "refuse", "declare king", "no declaration", "exchange",
           "frobnicate"]
    hand = state.hands[state.current_player] if state.current_player is not None else ()
    for k in range(1, len(hand) + 1):
        out.append("exchange " + " ".join(str(c) for c in hand[:k]))
    if hand:
        out.append(f"exchange {hand[0]} {hand[0]}")
    out.append("exchange 7C 8C 9C TC JC")   # cards the player may not hold
    out += [f"play {c}" for c in ecarte.DECK]
    return out


def _ecarte_reasons() -> dict[str, list[Reason]]:
    found: dict[str, list[Reason]] = {}
    for rules in ecarte.PRESETS.values():
        for seed in range(6):
            rng = random.Random(seed)
            hand = ecarte.deal(rules, dealer=seed % rules.players, seed=seed)
            while True:
                for text in _ecarte_candidates(hand):
                    why = ecarte.explain_illegal(hand, text)
                    if why is not None and len(found.setdefault(why.code, [])) < 3:
                        found[why.code].append(why)
                if hand.is_over:
                    break
                legal = hand.legal_actions()
                # keep proposing and accepting, so the talon runs low
                keen = [a for a in legal if str(a) in ("propose", "accept")]
                hand = hand.apply(keen[0] if keen and rng.random() < 0.9 else rng.choice(legal))
    return found


@pytest.fixture(scope="module")
def ecarte_reasons():
    found = _ecarte_reasons()
    state = ecarte.deal(ecarte.preset("classic"), dealer=0, seed=1)
    found.setdefault("not_legal", []).append(ecarte_words.not_legal("declare king"))
    found.setdefault("not_an_action", []).append(ecarte.explain_illegal(state, 42))
    return found


def test_every_ecarte_reason_code_renders_for_a_real_position(ecarte_reasons):
    assert set(ecarte_reasons) == set(ecarte_words.RENDER) - ecarte_words.RULE_PROBLEMS
    for code, reasons in ecarte_reasons.items():
        for reason in reasons:
            assert reason.code == code and reason.domain == "ecarte"
            text = str(reason)
            assert text and text.rstrip()[-1] in ".!?", (code, text)
            assert _leftovers(text) == [], (code, text)


def test_ecarte_transcripts_name_seats_as_the_table_does():
    # the engine's transcript says South and North, as the Play page does, never "Seat 0"
    hand = ecarte.deal(ecarte.preset("classic"), dealer=0, seed=4)
    while not hand.is_over:
        hand = hand.apply(hand.legal_actions()[0])
    text = ecarte.transcript(hand)
    assert "South deals." in text and "Seat " not in text


# ----- reasons are values: no words at birth, words when shown -----------------------------

def test_a_reason_holds_no_sentence_and_says_it_in_the_language_of_the_moment():
    hand = ecarte.from_deal(ecarte.preset("classic"), dealer=0,
                            hands=["KH QH 7C 8D 9S", "JS AS 8C TD 7H"], turnup="8H",
                            talon="9H TH JH AH 7D 9D JD QD KD AD 7S 8S TS QS KS 9C TC JC QC KC AC")
    hand = hand.apply("stand").apply("declare king").apply("play JS")
    reason = ecarte.explain_illegal(hand, "play 7C")   # an illegal card
    assert all(not isinstance(v, str) or " " not in v for _k, v in reason.details)
    english = str(reason)
    assert english == "Spades were led and you hold a spade: you must follow suit with the 9♠."
    with pseudo_language():
        translated = str(reason)
    assert translated != english and translated.startswith("⟦")
    assert english_words(translated) == []        # the suit names came through too
    assert str(reason) == english                  # and back


def test_an_error_keeps_its_reason_to_be_shown_later():
    hand = euchre.deal(euchre.preset("standard"), dealer=0, seed=3)
    with pytest.raises(IllegalActionError) as err:
        hand.apply("play 9C")
    with pseudo_language():
        assert str(err.value.reason).startswith("⟦")


def test_bot_reasons_render_without_leftovers_in_both_languages():
    # the computer players' reasons over a few seeded hands of each game
    seen = set()
    for game, mod, rules in (("euchre", euchre, euchre.preset("standard")),
                             ("ecarte", ecarte, ecarte.preset("classic"))):
        for level in ("novice", "intermediate"):
            bot = make_bot(level, game)
            for seed in range(4):
                hand = mod.deal(rules, dealer=seed % rules.players, seed=seed)
                while not hand.is_over:
                    view = mod.observe(hand, hand.current_player)
                    action, reason = bot.decide(view)
                    assert reason.domain == "ai"
                    seen.add(reason.code)
                    text = str(reason)
                    assert text and _leftovers(text) == [], (reason.code, text)
                    with pseudo_language():
                        other = str(reason)
                    assert other.startswith("⟦"), (reason.code, other)
                    hand = hand.apply(action)
    assert len(seen) >= 10


def test_hint_and_grade_sentences_are_rendered_when_read():
    a, b = euchre.Action.parse("order"), euchre.Action.parse("pass")
    odds = (ActionOdds(a, 0.9, 0.7, 0.1, 0.3, 100), ActionOdds(b, 0.2, 0.3, 0.0, 0.1, 100))
    grade = grade_from_odds(b, odds)
    assert grade.label == "Blunder" and grade.text == \
        "Blunder: Order it up is better by 0.70 points on average."
    with pseudo_language():
        assert grade.text.startswith("⟦") and grade.name.startswith("⟦")
        assert english_words(grade.text.replace("Order it up", "")) == []
    assert ai_words.level_name("expert") == "Expert"


def test_bidding_labels_come_from_the_plan_not_from_stored_words():
    # the odds keep the plan; "Pick it up and go alone" is said when the label is read
    a = euchre.Action.parse("order")
    plan = ActionOdds(a, 1.0, 0.8, 0.2, 0.2, 10, plan=(a, euchre.Action.parse("alone")),
                      dealer_acting=True)
    assert plan.label == "Pick it up and go alone"
    with pseudo_language():
        assert plan.label.startswith("⟦")
    assert replace(plan, dealer_acting=False).label == "Order it up and go alone"
