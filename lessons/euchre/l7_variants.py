"""The Variants lesson: What changes, each with a quiz on that variant's own rules."""
from __future__ import annotations

import dataclasses

from engine import euchre
from engine.cards import JOKER, Suit
from engine.euchre import Phase
from engine.euchre import words as W
from engine.euchre.rules import PRESET_TITLES, PRESETS, Rules

from ..quiz import Choice, Question, Scene
from . import l1_bowers, l2_deal, l3_bidding, l4_alone, l6_scoring
from .common import rng_for, seat_names


def _on(preset_name: str, gen, topic: str):
    """A generator that always uses the named variant, whatever the Settings say."""
    rules = PRESETS[preset_name]
    title = PRESET_TITLES[preset_name]

    def generate(_rules: Rules, seed: int) -> Question:
        q = gen(rules, seed)
        return dataclasses.replace(q, topic=topic, kind=topic,
                                   prompt=f"{title}: {q.prompt}",
                                   scene=dataclasses.replace(q.scene, facts=(("Variant", title),) + q.scene.facts))
    generate.__name__ = f"gen_{topic}"
    return generate


def gen_stuck(rules: Rules, seed: int) -> Question:
    """Stick the Dealer: everyone has passed twice but the dealer: what may the dealer do?"""
    r = PRESETS["stick_the_dealer"] if not rules.stick_the_dealer else rules
    rng = rng_for("stuck", seed)
    s = euchre.deal(r, dealer=rng.randrange(r.players), seed=rng.randrange(2**31))
    while s.phase is Phase.BENNY:
        s = euchre.deal(r, dealer=rng.randrange(r.players), seed=rng.randrange(2**31))
    if rng.random() < 0.7:
        while s.phase is Phase.BID1 or s.current_player != s.dealer:
            s = s.apply("pass")
    else:
        for _ in range(rng.randrange(r.players, 2 * r.players - 1)):
            s = s.apply("pass")
    return _may_from_state(r, seed, s)


def _may_from_state(r: Rules, seed: int, s) -> Question:
    names = seat_names(r)
    who = names[s.current_player]
    legal = frozenset(str(a) for a in s.legal_actions())
    td = s.turned_down
    others = [x for x in Suit if x is not td]
    suits = ", ".join(W.suits(x) for x in others[:-1]) + " or " + W.suits(others[-1])
    cands = [
        ("stuck", f"Name {suits}: the dealer may not pass", frozenset(f"call {x.letter}" for x in others)),
        ("free", f"Pass, or name {suits}", frozenset({"pass"} | {f"call {x.letter}" for x in others})),
        ("thrown", "Pass: the hand is thrown in", frozenset({"pass"})),
        ("any", f"Name any suit, {W.suits(td)} included", frozenset(f"call {x.letter}" for x in Suit)),
    ]
    dealer_turn = s.current_player == s.dealer
    expl = ("Stick the Dealer: everybody else has passed twice, so the dealer must name a suit (any but the "
            f"turned-down {W.suits(td)}). The hand is never thrown in." if dealer_turn else
            f"{who} is not the dealer, so {who} may still pass; only the dealer is stuck.")
    choices = tuple(Choice(k, t, acts == legal, expl) for k, t, acts in cands)
    return Question("stuck", "stuck", seed,
                    f"Stick the Dealer: round 2, the {s.deal.upcard.display} was turned down and everybody before "
                    f"{who} has passed. What may {who}{' (the dealer)' if dealer_turn else ''} do?",
                    choices, expl, scene=Scene(turned_down=td, facts=(("Variant", "Stick the Dealer"),
                                                                     ("Dealer", names[s.dealer]),
                                                                     ("Turned down", W.Suits(td)))),
                    source=s)


def gen_benny(rules: Rules, seed: int) -> Question:
    """British Euchre: the Benny is turned up. What happens? (From the engine's legal actions.)"""
    r = PRESETS["british"]
    rng = rng_for("benny", seed)
    dealer = rng.randrange(4)
    others = [c for c in r.cards if c is not JOKER]
    rng.shuffle(others)
    hands = [others[i * 5:(i + 1) * 5] for i in range(4)]
    s = euchre.from_deal(r, dealer, hands, JOKER, others[20:])
    legal = {str(a) for a in s.legal_actions()}
    names = seat_names(r)
    dealer_calls = s.phase is Phase.BENNY and s.current_player == dealer and legal == {f"call {x.letter}" for x in Suit}
    expl = ("When the Benny is turned up there is no bidding: the dealer names any of the four suits as "
            "trump at once, takes the Benny (the highest trump) and discards; the dealer's side are the makers.")
    opts = [("dealer", f"{names[dealer]}, the dealer, names any suit as trump at once and takes the Benny", dealer_calls),
            ("bid", f"Bidding starts as usual at {names[(dealer + 1) % 4]}", not dealer_calls and s.phase is Phase.BID1),
            ("redeal", "The cards are shuffled and dealt again", False),
            ("left", f"{names[(dealer + 1) % 4]} names any suit as trump", False)]
    choices = tuple(Choice(k, t, ok, expl) for k, t, ok in opts)
    return Question("benny", "benny", seed, f"British Euchre: {names[dealer]} deals and turns up the Benny. "
                    "What happens?", choices, expl,
                    scene=Scene(upcard=JOKER, facts=(("Variant", "British Euchre"), ("Dealer", names[dealer]))),
                    source=s)


gen_benny_rank = _on("british", l1_bowers.gen_rank, "benny_rank")
gen_deck28 = _on("deck28", l1_bowers.gen_rank, "deck28")
gen_deck32 = _on("deck32", l2_deal.gen_kitty, "deck32")
gen_cutthroat = _on("cutthroat", l6_scoring.gen_points, "cutthroat")
gen_two = _on("two_handed", l3_bidding.gen_makers, "two_handed")
gen_railroad = _on("railroad", l4_alone.gen_alone_points, "railroad")
gen_railroad_lead = _on("railroad", l4_alone.gen_lead, "railroad_lead")

VARIANT_NOTES = {
    "stick_the_dealer": "If everybody else passes in both rounds, the dealer may not pass in round 2 and must "
                        "name a suit: no hand is ever thrown in.",
    "british": "25 cards: the joker is the **Benny**, the highest trump, above the right bower. If it is turned up, "
               "the dealer names trump at once.",
    "deck28": "The 8s join every suit at the bottom: more cards in the kitty, deals and bidding unchanged.",
    "deck32": "The 7s and 8s join every suit at the bottom.",
    "cutthroat": "Three players, no partners: the maker plays alone against the other two. 1 point for 3 or 4 "
                 "tricks, 3 for all 5; a euchre gives each opponent 2. Some tables deal **seven cards** each "
                 "(2 left in the kitty): then the maker needs 4 of the 7 tricks, and all 7 for 3 points.",
    "lone_defender": "Some tables let one defender **defend alone** once the maker has decided whether to go "
                     "alone: the defender's partner sits out. A lone defender who euchres the makers scores "
                     "by tricks (2, or 4 for all five) or, at some tables, always 4.",
    "two_handed": "Two players, each for themselves: the usual two bidding rounds, the non-dealer leads, "
                  "nobody goes alone.",
    "railroad": "For fast play: going alone and lone defenders allowed, a lone defender's euchre always scores 4, "
                "and a lone player **calls for best**: the partner passes over their best card.",
}
