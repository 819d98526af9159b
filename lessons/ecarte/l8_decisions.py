"""Lesson "Good decisions" for Écarté: how many cards to take, when the dealer should refuse, and
what the opponent's exchange says, each on an explicit deal with the engine's expected points.

The numbers come from ``engine.ai`` (a fixed number of sampled deals from a fixed seed: the same
page shows the same numbers) and every caption is written from them. The analyses of the fixed
deals are cached with ``lru_cache``: the page pays for them once.
"""
from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from functools import lru_cache

from engine import ecarte
from engine.cards import Card, Rank, parse_cards
from engine.ecarte import Phase, Rules, observe
from engine.ecarte.actions import ACCEPT, PROPOSE, Exchange
from engine.ecarte.ranking import DECK
from engine.ai import confidence
from engine.i18n import N_, _

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from ..text import md_table, signed
from .common import Suits, join, n_cards, n_trumps, names, rng_for, suits, two_player_note

SAMPLES = 100     # sampled deals per analysis: enough for the margins shown, fast to render
SEED = 2024       # the sampling seed: the same numbers every time
DEALER, ELDER = 0, 1   # two players: South deals, North is the elder hand


def two_player(rules: Rules) -> tuple[Rules, str]:
    """The two-player table with the learner's rules of play (penalty, exchanges, trumping); the
    target and the stake do not change one hand's odds, so they are set aside (one cache entry)."""
    table = dataclasses.replace(rules, players=2, target_score=5, stake=1)
    return table, two_player_note(rules)




def cards_text(cards) -> str:
    return " ".join(c.display for c in cards)


def explicit_deal(rules: Rules, elder: str, dealer: str, turnup: str):
    """South deals; the hands in notation, the talon the rest of the pack in its usual order."""
    used = set(parse_cards(elder)) | set(parse_cards(dealer)) | {Card.parse(turnup)}
    talon = " ".join(str(c) for c in DECK if c not in used)
    hands = [""] * 2
    hands[DEALER], hands[ELDER] = dealer, elder
    return ecarte.from_deal(rules, dealer=DEALER, hands=hands, turnup=turnup, talon=talon)


# ---- how many cards to take -------------------------------------------------------------------

TAKE_ELDER, TAKE_DEALER, TAKE_TURNUP = "TC QC 8D KD 7S", "8C 9D QH KH JS", "QD"


@dataclass(frozen=True)
class SizeRow:
    size: int
    discard: tuple[Card, ...]
    points: float
    p_point: float
    noise: float = 0.0    # the sampling noise of its gap to the best (``confidence.noise``)
    close: bool = False   # too close to the best to call (``confidence.too_close``)


@lru_cache(maxsize=None)
def exchange_sizes(rules: Rules) -> tuple[SizeRow, ...]:
    """The elder's exchanges the engine weighs (the weakest cards, one to five of them), the best of
    each size, best first."""
    from engine.ai import ecarte_analyse
    s = explicit_deal(rules, TAKE_ELDER, TAKE_DEALER, TAKE_TURNUP).apply(PROPOSE).apply(ACCEPT)
    odds = ecarte_analyse(observe(s, ELDER), samples=SAMPLES, seed=SEED)
    best_by_size: dict[int, object] = {}
    for o in odds:   # odds come best first: the first of each size is its best
        if isinstance(o.action, Exchange) and o.action.cards:
            best_by_size.setdefault(len(o.action.cards), o)
    top = next(iter(best_by_size.values()))
    return tuple(SizeRow(k, o.action.cards, o.expected_points, o.p_make, confidence.noise(top, o),
                         o is not top and confidence.too_close(top, o))
                 for k, o in best_by_size.items())


def sizes_caption(rows) -> str:
    best, worst = rows[0], rows[-1]
    kept = [c for c in parse_cards(TAKE_ELDER) if c not in best.discard]
    close = [r for r in rows[1:] if r.close]
    text = _("The engine's best exchange takes **{cards}** (discarding {discard}, keeping {kept}): {points}, the "
             "point won in {share} of the deals. The worst of these takes {worst_cards} ({worst_points}).").format(
                 cards=n_cards(best.size), discard=cards_text(best.discard), kept=cards_text(kept),
                 points=signed(best.points), share=f"{best.p_point:.0%}", worst_cards=n_cards(worst.size),
                 worst_points=signed(worst.points))
    if close:
        # the engine's own sampling error decides what is too close (the next step uses the same rule)
        text += " " + _("Taking {sizes} is within the sampling error of the best (about ±{noise} points with {n} "
                        "deals): too close to call.").format(
            sizes=join([n_cards(r.size) for r in close], "or"), noise=noise_text(max(r.noise for r in close)),
            n=SAMPLES)
    return text


def noise_text(noise: float) -> str:
    """``0.25``: a sampling error as the captions quote it (two decimals, as the gaps)."""
    return f"{noise:.2f}"


def sizes_example(rules: Rules) -> Example:
    table, note = two_player(rules)
    rows = exchange_sizes(table)
    trump = Card.parse(TAKE_TURNUP).suit
    body = [(r.size, cards_text(r.discard), signed(r.points), f"{r.p_point:.0%}") for r in rows]
    frames = (
        Frame(note + _("North, the elder hand, proposed and South accepted. {suits} are trumps (the turn-up is the "
                       "{card}). How many cards should North exchange?").format(
                           suits=Suits(trump), card=Card.parse(TAKE_TURNUP).display),
              Scene(trump=trump, hand=tuple(parse_cards(TAKE_ELDER)), hand_label=_("North's hand"),
                    upcard=Card.parse(TAKE_TURNUP), upcard_label=_("turn-up"), game="ecarte")),
        Frame(_("Each exchange played out over {n} sampled deals of the unseen cards (expected points for North, "
                "the whole deal):").format(n=SAMPLES) + "\n\n"
              + md_table((_("Cards taken"), _("Discard"), _("Expected points"), _("North wins the point")), body)
              + "\n\n" + sizes_caption(rows), Scene(trump=trump, game="ecarte")),
    )
    return Example(_("How many cards to take"), frames)


# ---- when the dealer should refuse -----------------------------------------------------------

REFUSE_DEALS = (("7C TC AC 9D QS", "QC KD TH JH 9S", "8H"),
                ("8C TD KD TH AS", "7C JC AC 8S 9S", "7H"),
                ("JC JD 9H 7S TS", "9C 8D 9D QH JS", "TH"))
"""(elder, dealer, turn-up): the elder proposes, the dealer answers. Under the usual penalty rule
(the elder pays) the engine's count makes the first a clear refusal, the second a clear accept and
the third too close to call; under other rules the captions say what the numbers say."""


@dataclass(frozen=True)
class ResponseRow:
    hand: tuple[Card, ...]
    turnup: Card
    refuse: float
    accept: float
    noise: float = 0.0    # the sampling noise of the gap (``confidence.noise``)
    close: bool = False   # the gap is within it: too close to call (as the previous step says)

    @property
    def better(self) -> str:
        if self.close:
            return _("Too close to call")
        return _("Refuse") if self.refuse > self.accept else _("Accept")


@lru_cache(maxsize=None)
def response_rows(rules: Rules) -> tuple[ResponseRow, ...]:
    from engine.ai import ecarte_proposal_odds
    rows = []
    for elder, dealer, turnup in REFUSE_DEALS:
        s = explicit_deal(rules, elder, dealer, turnup).apply(PROPOSE)
        odds = {str(o.action): o for o in ecarte_proposal_odds(observe(s, DEALER), samples=SAMPLES, seed=SEED).odds}
        best, other = sorted(odds.values(), key=lambda o: -o.expected_points)
        rows.append(ResponseRow(s.hands[DEALER], s.turnup, odds["refuse"].expected_points,
                                odds["accept"].expected_points, confidence.noise(best, other),
                                confidence.too_close(best, other)))
    return tuple(rows)


def refuse_caption(rows) -> str:
    # a gap within the sampling error is no winner: the previous step calls that too close to call
    bits = [(_("with {cards} ({suits} trumps), **too close to call**: {gap} points apart, within the sampling "
               "error (about ±{noise} points)") if r.close else
             _("with {cards} ({suits} trumps), **{better}**, by {gap} points")).format(
        cards=cards_text(r.hand), suits=suits(r.turnup.suit), better=r.better.lower(),
        gap=f"{abs(r.refuse - r.accept):.2f}", noise=noise_text(r.noise)) for r in rows]
    return _("By the engine's count: {rows}. Refusing keeps the elder's weak hand as it is, so it pays when the "
             "dealer's own cards are strong enough to play at once.").format(rows="; ".join(bits))


def refuse_example(rules: Rules) -> Example:
    table, note = two_player(rules)
    rows = response_rows(table)
    body = [(cards_text(r.hand), r.turnup.display, signed(r.refuse), signed(r.accept), r.better) for r in rows]
    first = rows[0]
    frames = (
        Frame(note + _("North, the elder hand, proposes an exchange. South, the dealer, may refuse (play at once, "
                       "the hands as dealt) or accept (both exchange). Three deals from South's seat:"),
              Scene(trump=first.turnup.suit, hand=first.hand, hand_label=_("South's first hand"),
                    upcard=first.turnup, upcard_label=_("turn-up"), game="ecarte")),
        Frame(_("Expected points for South, {n} sampled deals of the unseen cards each:").format(n=SAMPLES) + "\n\n"
              + md_table((_("South holds"), _("Turn-up"), _("Refuse"), _("Accept"), _("Better")), body)
              + "\n\n" + refuse_caption(rows), Scene(trump=first.turnup.suit, game="ecarte")),
    )
    return Example(_("Refuse, or accept?"), frames)


# ---- reading the opponent's exchange ---------------------------------------------------------

READ_DEALS = 400


@dataclass(frozen=True)
class ReadRow:
    size: int
    deals: int
    trumps_kept: float
    kings_kept: float
    trumps_after: float


@lru_cache(maxsize=None)
def exchange_reading(rules: Rules) -> tuple[ReadRow, ...]:
    """Over seeded deals, the exchange the engine's intermediate player makes as the elder: by the
    number of cards taken, what it kept (trumps, kings) and the trumps it held after drawing."""
    from .positions import bot_action
    rng = random.Random(SEED)
    seen: dict[int, list[tuple[int, int, int]]] = {}
    for _i in range(READ_DEALS):
        s = ecarte.deal(rules, dealer=DEALER, seed=rng.randrange(2**31))
        if s.phase is not Phase.PROPOSAL:
            continue
        s = s.apply(PROPOSE).apply(ACCEPT)
        action = bot_action(s)
        kept = [c for c in s.hands[ELDER] if c not in action.cards]
        after = s.apply(action).hands[ELDER]
        seen.setdefault(len(action.cards), []).append((
            sum(c.suit is s.trump for c in kept), sum(c.rank is Rank.KING for c in kept),
            sum(c.suit is s.trump for c in after)))
    rows = []
    for k in sorted(seen):
        got = seen[k]
        n = len(got)
        rows.append(ReadRow(k, n, sum(g[0] for g in got) / n, sum(g[1] for g in got) / n,
                            sum(g[2] for g in got) / n))
    return tuple(rows)


def reading_caption(rows) -> str:
    small, big = rows[0], rows[-1]
    return _("In these deals an elder who took {small} had kept {small_trumps} trumps and {small_kings} kings on "
             "average; one who took {big} had kept {big_trumps} trumps and {big_kings} kings. After drawing, the "
             "small exchange held {small_after} trumps and the big one {big_after}: the new cards are a lottery, "
             "the kept ones are not.").format(
                 small=n_cards(small.size), small_trumps=f"{small.trumps_kept:.1f}",
                 small_kings=f"{small.kings_kept:.1f}", big=n_cards(big.size), big_trumps=f"{big.trumps_kept:.1f}",
                 big_kings=f"{big.kings_kept:.1f}", small_after=f"{small.trumps_after:.1f}",
                 big_after=f"{big.trumps_after:.1f}")


def reading_example(rules: Rules) -> Example:
    table, note = two_player(rules)
    rows = exchange_reading(table)
    body = [(r.size, r.deals, f"{r.trumps_kept:.1f}", f"{r.kings_kept:.1f}", f"{r.trumps_after:.1f}")
            for r in rows]
    frames = (
        Frame(note + _("Exchanges are made face down: the opponent sees how many cards you take, never which. The "
                       "engine played {n} deals and let its intermediate player exchange as the elder (keeping trumps, "
                       "kings, and a queen beside her king).").format(n=READ_DEALS), Scene(game="ecarte")),
        Frame(_("What each size of exchange had kept, on average:") + "\n\n"
              + md_table((_("Cards taken"), _("Deals"), _("Trumps kept"), _("Kings kept"), _("Trumps after drawing")),
                         body)
              + "\n\n" + reading_caption(rows), Scene(game="ecarte")),
    )
    return Example(_("What an exchange tells you"), frames)


# ---- quiz: refuse or accept? -----------------------------------------------------------------

QUIZ_SAMPLES = 400
MARGIN = 0.4
"""The right answer beats the other by more than this (in expected points), so the sampling noise
of the fixed-seed analysis cannot change the key (accepting brings random draws from the talon, so
this comparison is noisier than a choice of card: more deals, a wider margin)."""
RESPONSE_LABELS = {"refuse": N_("Refuse: play the hands as dealt"), "accept": N_("Accept the exchange")}


def _weak(s) -> bool:
    """No king and at most one trump in the dealer's hand: where the engine's clear "accept" answers
    lie (most hands are clearly worth a refusal against an elder who asks for cards)."""
    hand = s.hands[DEALER]
    return not any(c.rank is Rank.KING for c in hand) and sum(c.suit is s.trump for c in hand) <= 1


SCREEN_SAMPLES = QUIZ_SAMPLES // 4


def _likely(odds, want: str) -> bool:
    """Whether a quick look at a candidate (``SCREEN_SAMPLES`` deals) leans clearly
    enough towards ``want`` to be worth the full analysis."""
    points = {str(o.action): o.expected_points for o in odds}
    gap = points["refuse"] - points["accept"]
    return abs(gap) > MARGIN / 2 and (gap > 0) == (want == "refuse")


@lru_cache(maxsize=1024)
def _response_question(rules: Rules, seed: int):
    """(state, {action text: odds}) for a clear refuse-or-accept decision of the dealer. Half the
    seeds look for a deal the engine says to refuse, half for one it says to accept (weak hands are
    the ones weighed then), so both answers come up; the key is always the engine's."""
    from engine.ai import ecarte_proposal_odds
    rng = rng_for("refuse", seed)
    want = rng.choice(("refuse", "accept"))
    for _i in range(400):
        s = ecarte.deal(rules, dealer=DEALER, seed=rng.randrange(2**31))
        if s.phase is not Phase.PROPOSAL or (want == "accept" and not _weak(s)):
            continue
        s = s.apply(PROPOSE)
        view = observe(s, DEALER)
        # A quarter of the deals first: most candidates are turned down by it, and only a
        # likely one is played out in full, for the key (a clear "accept" can take a dozen
        # candidates, and each full analysis costs about 0.13 s of CPU).
        if not _likely(ecarte_proposal_odds(view, samples=SCREEN_SAMPLES, seed=seed).odds, want):
            continue
        odds = {str(o.action): o for o in
                ecarte_proposal_odds(view, samples=QUIZ_SAMPLES, seed=seed).odds}
        gap = odds["refuse"].expected_points - odds["accept"].expected_points
        if abs(gap) > MARGIN and (gap > 0) == (want == "refuse"):
            return s, odds
    raise RuntimeError("no clear answer found")   # pragma: no cover


def _other(answer: str) -> str:
    return "accept" if answer == "refuse" else "refuse"


def gen_refuse(rules: Rules, seed: int) -> Question:
    table, note = two_player(rules)
    s, odds = _response_question(table, int(seed))
    nm = names(table)
    right = max(odds, key=lambda k: odds[k].expected_points)
    other = "accept" if right == "refuse" else "refuse"
    expl = (_("The engine played out {n} deals of the unseen cards: refusing is worth {points} points on average "
              "to {dealer}, accepting {other}.") if right == "refuse" else
            _("The engine played out {n} deals of the unseen cards: accepting is worth {points} points on average "
              "to {dealer}, refusing {other}.")).format(
                  n=QUIZ_SAMPLES, points=signed(odds[right].expected_points), dealer=nm[DEALER],
                  other=signed(odds[other].expected_points))
    trumps = [c for c in s.hands[DEALER] if c.suit is s.trump]
    nudges = {"refuse": _("Refusing means playing these five cards as they are: are they strong enough?"),
              "accept": _("Accepting lets the elder mend a weak hand too: what does the proposal say about it?")}
    # Each reason a whole sentence that names its answer and weighs it against the other: "Right!
    # −0.71 points on average; …" read as praise for a loss, with nothing to compare it to.
    why = {"refuse": N_("Refusing is worth {points} points on average to {dealer}, who wins the point in {share} "
                        "of the deals; accepting is worth {other}."),
           "accept": N_("Accepting is worth {points} points on average to {dealer}, who wins the point in {share} "
                        "of the deals; refusing is worth {other}.")}
    choices = tuple(Choice(k, _(RESPONSE_LABELS[k]), k == right,
                           _(why[k]).format(points=signed(odds[k].expected_points), dealer=nm[DEALER],
                                            share=f"{odds[k].p_make:.0%}",
                                            other=signed(odds[_other(k)].expected_points)),
                           nudge=nudges[k])
                    for k in ("refuse", "accept"))
    prompt = note + _("{elder}, the elder hand, proposes an exchange. {dealer} deals and holds {trumps}. Refuse or "
                      "accept?").format(elder=nm[ELDER], dealer=nm[DEALER], trumps=n_trumps(len(trumps)))
    return Question("e_refuse", "e_refuse", seed, prompt, choices, expl,
                    scene=Scene(trump=s.trump, hand=s.hands[DEALER], hand_label=_("{seat}'s hand").format(seat=nm[DEALER]),
                                upcard=s.turnup, upcard_label=_("turn-up"), game="ecarte",
                                facts=((_("Dealer"), nm[DEALER]), (_("Elder hand"), nm[ELDER]))),
                    source=(s, odds))
