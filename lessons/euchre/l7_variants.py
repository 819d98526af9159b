"""The Variants lesson: What changes, each with a quiz on that variant's own rules."""
from __future__ import annotations

import dataclasses
from functools import partial

from engine import euchre
from engine.cards import JOKER, Rank, Suit
from engine.euchre import Phase
from engine.euchre import words as W
from engine.euchre.rules import PRESET_TITLES, PRESETS, Rules
from engine.i18n import N_, _

from ..quiz import Choice, Question, Scene
from . import l1_bowers, l2_deal, l3_bidding, l4_alone, l6_scoring
from .common import join, rng_for, seat_names


def _on(preset_name: str, gen, topic: str):
    """A generator that always uses the named variant, whatever the Settings say."""
    rules = PRESETS[preset_name]

    def generate(_rules: Rules, seed: int) -> Question:
        q = gen(rules, seed)
        title = _(PRESET_TITLES[preset_name])
        return dataclasses.replace(q, topic=topic, kind=topic,
                                   # a full stop, not a colon: "Cutthroat (3 players): The maker takes…"
                                   # put a capital after a colon, and the question starts a sentence
                                   prompt=_("{variant}. {question}").format(variant=title, question=q.prompt),
                                   scene=dataclasses.replace(q.scene, facts=((_("Variant"), title),) + q.scene.facts))
    generate.__name__ = f"gen_{topic}"
    return generate


def gen_stuck(rules: Rules, seed: int) -> Question:
    """Stick the Dealer: the bidding has passed to a player; what may that player do? Round 1
    (nobody is stuck yet, the dealer included), or round 2 (only the dealer is stuck), so that
    each answer offered is right in some questions."""
    r = PRESETS["stick_the_dealer"] if not rules.stick_the_dealer else rules
    rng = rng_for("stuck", seed)
    s = euchre.deal(r, dealer=rng.randrange(r.players), seed=rng.randrange(2**31))
    while s.phase is Phase.BENNY:
        s = euchre.deal(r, dealer=rng.randrange(r.players), seed=rng.randrange(2**31))
    case = rng.random()
    if case < 0.25:   # round 1, after at least one pass (the dealer too: not stuck yet)
        passes = rng.randrange(1, r.players)
    elif case < 0.625:   # round 2, the dealer's turn
        passes = 2 * r.players - 1
    else:   # round 2, another player's turn
        passes = rng.randrange(r.players, 2 * r.players - 1)
    for _i in range(passes):
        s = s.apply("pass")
    return _may_from_state(r, seed, s)


def _may_from_state(r: Rules, seed: int, s) -> Question:
    names = seat_names(r)
    who = names[s.current_player]
    legal = frozenset(str(a) for a in s.legal_actions())
    up = s.deal.upcard
    round1 = s.phase is Phase.BID1
    dealer_turn = s.current_player == s.dealer
    others = [x for x in Suit if x is not up.suit]   # the suits round 2 may name
    suits = join([W.suits(x) for x in others], "or")
    cands = [
        ("round1", (_("Pass, or pick up the {card} to make {suits} trump") if dealer_turn else
                    _("Pass, or order up the {card} to make {suits} trump")
                    ).format(card=up.display, suits=W.suits(up.suit)), frozenset({"pass", "order"})),
        ("free", _("Pass, or name {suits}").format(suits=suits),
         frozenset({"pass"} | {f"call {x.letter}" for x in others})),
        ("stuck", _("Name {suits}; no passing").format(suits=suits),
         frozenset(f"call {x.letter}" for x in others)),
    ]
    if round1:
        expl = _("It is still round 1, where nobody is stuck, the dealer included: {seat} may pass, or make "
                 "{suits} trump with the {card}. The dealer is stuck only if everybody passes in round 2 too."
                 ).format(seat=who, suits=W.suits(up.suit), card=up.display)
        prompt = _("Stick the Dealer: round 1, the {card} is turned up and everybody before {seat} has passed. "
                   "What may {seat} do?")
    else:
        expl = (_("Stick the Dealer: everybody else has passed twice, so the dealer must name a suit (any but the "
                  "turned-down {suits}). The deal is never thrown in.").format(suits=W.suits(up.suit))
                if dealer_turn else
                _("{seat} is not the dealer, so {seat} may still pass; only the dealer is stuck.").format(seat=who))
        prompt = _("Stick the Dealer: round 2, the {card} was turned down and everybody before {seat} has passed. "
                   "What may {seat} do?")
    choices = tuple(Choice(k, t, acts == legal, expl) for k, t, acts in cands)
    facts = ((_("Variant"), _("Stick the Dealer")), (_("Dealer"), names[s.dealer]))
    if not round1:
        facts += ((_("Turned down"), W.Suits(up.suit)),)
    # the prompt never says whether {seat} deals: the learner reads it from the facts
    return Question("stuck", "stuck", seed, prompt.format(card=up.display, seat=who),
                    choices, expl, scene=Scene(upcard=up if round1 else None, turned_down=s.turned_down,
                                               facts=facts),
                    source=s)


def gen_benny(rules: Rules, seed: int) -> Question:
    """British Euchre: the Benny or another card is turned up. What happens? (The engine's legal actions.)"""
    r = PRESETS["british"]
    rng = rng_for("benny", seed)
    dealer = rng.randrange(4)
    others = [c for c in r.cards if c is not JOKER]
    rng.shuffle(others)
    if rng.random() < 0.5:   # the Benny turned up; else it lies in a hand or the kitty, and an ordinary card
        up, rest = JOKER, others
    else:
        up, rest = others[0], others[1:] + [JOKER]
        rng.shuffle(rest)
    hands = [rest[i * 5:(i + 1) * 5] for i in range(4)]
    s = euchre.from_deal(r, dealer, hands, up, rest[20:])
    legal = {str(a) for a in s.legal_actions()}
    names = seat_names(r)
    left = names[(dealer + 1) % 4]
    calls = {f"call {x.letter}" for x in Suit}
    # every answer offered is a reading of the engine's state, so none can be right by accident
    # under any rules: who is to act, in which phase, with which actions
    dealer_calls = s.phase is Phase.BENNY and s.current_player == dealer and legal == calls
    left_calls = s.current_player == (dealer + 1) % 4 and legal == calls
    bidding = s.phase is Phase.BID1 and s.current_player == (dealer + 1) % 4
    round2 = s.phase is Phase.BID2 and s.current_player == (dealer + 1) % 4
    if dealer_calls:
        expl = _("When the Benny is turned up there is no bidding: the dealer names any of the four suits as "
                 "trump at once, takes the Benny (the highest trump) and discards; the dealer's side are the makers.")
    else:
        expl = _("Only a turned-up Benny changes the bidding. The {card} is an ordinary upcard: {seat}, on the "
                 "dealer's left, bids first, to order it up or pass.").format(card=up.display, seat=left)
    # the two "names trump at once" answers are worded alike, so the seat is what the learner
    # must know; the turned-down card is the mistake of taking the Benny for an upcard nobody
    # may order (it belongs to no suit), as after a first round of passes
    opts = [("dealer", _("{seat} (the dealer) names trump at once").format(seat=names[dealer]), dealer_calls),
            ("left", _("{seat} (on the dealer's left) names trump at once").format(seat=left), left_calls),
            ("bid", _("Bidding starts as usual at {seat}").format(seat=left), bidding),
            ("round2", _("The {card} is turned down and {seat} starts the second round").format(
                card=up.display, seat=left), round2)]
    choices = tuple(Choice(k, t, ok, expl) for k, t, ok in opts)
    return Question("benny", "benny", seed,
                    _("British Euchre: {dealer} deals and turns up the {card}. What happens?").format(
                        dealer=names[dealer], card=up.display),
                    choices, expl,
                    scene=Scene(upcard=up, facts=((_("Variant"), _("British Euchre")), (_("Dealer"), names[dealer]))),
                    source=s)


gen_benny_rank = _on("british", partial(l1_bowers.gen_rank, featured=lambda c: c.is_joker), "benny_rank")
gen_deck28 = _on("deck28", partial(l1_bowers.gen_rank, featured=lambda c: c.rank is Rank.EIGHT), "deck28")
gen_deck32 = _on("deck32", l2_deal.gen_kitty, "deck32")
gen_cutthroat = _on("cutthroat", l6_scoring.gen_points, "cutthroat")
gen_two = _on("two_handed", l3_bidding.gen_makers, "two_handed")
gen_railroad = _on("railroad", l4_alone.gen_alone_points, "railroad")
gen_railroad_lead = _on("railroad", l4_alone.gen_lead, "railroad_lead")

VARIANT_NOTES = {
    "stick_the_dealer": N_("If everybody else passes in both rounds, the dealer may not pass in round 2 and must "
                        "name a suit: no deal is ever thrown in."),
    "british": N_("25 cards: the joker is the **Benny**, the highest trump, above the right bower. If it is turned up, "
               "the dealer names trump at once."),
    "decks": N_("28 cards add the 8s, and 32 cards the 7s and 8s: they join every suit at the bottom, below the "
                "9. More cards are left in the kitty; the deal and the bidding are unchanged."),
    "cutthroat": N_("Three players, no partners: the maker plays alone against the other two. 1 point for 3 or 4 "
                 "tricks, 3 for all 5; a euchre gives each opponent 2. Some tables deal **seven cards** each "
                 "(from 24 cards, 3 are left in the kitty): then the maker needs 4 of the 7 tricks, and all 7 "
                 "for 3 points."),
    "lone_defender": N_("Some tables let one defender **defend alone** once the maker has decided whether to go "
                     "alone: the defender's partner sits out. A lone defender who euchres the makers scores "
                     "by tricks (2, or 4 for all five) or, at some tables, always 4."),
    "two_handed": N_("Two players, each for themselves: the usual two bidding rounds, the non-dealer leads, "
                  "nobody goes alone."),
    "railroad": N_("For fast play: going alone and lone defenders allowed, a lone defender's euchre always scores 4, "
                "and a lone player **calls for best**: the partner passes over their best card."),
}
