"""Lesson "Good decisions": seat, counting trumps, going alone, leading against a loner, the
dealer's discard, each shown on an explicit deal with the engine's expected points.

Every number comes from ``engine.ai`` (a fixed number of sampled deals from a fixed seed, so the
same page always shows the same numbers), and every caption is written from those numbers: a
caption never claims what the table beside it does not show. The heavy part of each example is
cached (``lru_cache``) because the deals are fixed: the page pays for the analysis once.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from engine import euchre
from engine.ai import confidence
from engine.cards import Card, Suit, parse_cards
from engine.euchre import Phase
from engine.words import suit as one_suit
from engine.euchre import words as W
from engine.euchre.rules import Rules
from engine.i18n import N_, _

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from ..text import md_table, signed
from .common import describe, join, rng_for

TABLE = euchre.preset("standard")
"""The examples' table: four players, 24 cards, going alone allowed (the deals are written for it)."""
SAMPLES = 100     # sampled deals per analysis: enough for the margins shown, fast to render
SEED = 2024       # the sampling seed: the same numbers every time the page is drawn
SOUTH = 0


def table_note(rules: Rules) -> str:
    """A note for learners whose Settings differ from the table the examples are computed on."""
    same = (rules.players, rules.deck, rules.allow_alone, rules.allow_lone_defender, rules.call_for_best) == \
        (TABLE.players, TABLE.deck, TABLE.allow_alone, TABLE.allow_lone_defender, TABLE.call_for_best)
    return "" if same else _("(On the standard four-player table with 24 cards.)") + " "




def _deal(hands: dict[int, str], upcard: str, dealer: int, rules: Rules = TABLE):
    """An explicit deal: the hands given in notation; the other seats get the rest of the pack in order."""
    used = {c for h in hands.values() for c in parse_cards(h)} | {Card.parse(upcard)}
    rest = [c for c in rules.cards if c not in used]
    out = []
    for seat in range(rules.players):
        if seat in hands:
            out.append(hands[seat])
        else:
            out.append(" ".join(str(c) for c in rest[:rules.hand_size]))
            rest = rest[rules.hand_size:]
    return euchre.from_deal(rules, dealer=dealer, hands=out, upcard=upcard,
                            kitty=" ".join(str(c) for c in rest))


def _view(state, seat: int = SOUTH):
    return euchre.observe(state, seat)


def _name(seat: int) -> str:
    return W.seat_name(TABLE, seat)


# ---- (a) the same hand from every seat -------------------------------------------------------

SEAT_HAND = "JD QH TH AS KC"
SEAT_UPCARD = "JH"
# South's place in the bidding for each dealer: the dealer's left bids first, the dealer last.
SEAT_ROLES = ((3, N_("first, on the dealer's left")), (2, N_("second, the dealer's partner")),
              (1, N_("third, on the dealer's right")), (0, N_("last, as the dealer")))


@dataclass(frozen=True)
class SeatRow:
    role: str          # English, marked N_(): pass through _() to show it
    dealer: int
    odds: tuple        # the engine's ActionOdds of each plan, in the chart's order
    points: tuple[float, ...]

    @property
    def labels(self) -> tuple[str, ...]:
        """Each plan as the learner's buttons say it, in the language of the moment."""
        return tuple(o.label for o in self.odds)

    def _index(self, kind: str, alone: bool = False) -> int:
        """The plan that starts with an action of ``kind`` (and goes alone or not)."""
        return next(i for i, o in enumerate(self.odds)
                    if o.action.kind.value == kind and (len(o.plan) > 1) == alone)

    @property
    def order_points(self) -> float:
        return self.points[self._index("order")]

    @property
    def alone_points(self) -> float:
        return self.points[self._index("order", alone=True)]

    @property
    def best(self) -> str:
        return self.labels[max(range(len(self.points)), key=self.points.__getitem__)]

    @property
    def close(self) -> tuple:
        """The plans the samples cannot tell from the best (``confidence.within_error``),
        best first: one when the best is clear."""
        return tuple(confidence.within_error(sorted(self.odds, key=lambda o: -o.expected_points)))

    @property
    def best_words(self) -> str:
        """``Pass``, or ``Pass or order it up`` when the two are too close to call."""
        labels = [o.label for o in self.close]
        return join([labels[0]] + [x.lower() for x in labels[1:]], "or")

    @property
    def take_odds(self):
        """The best plan that orders the upcard's suit up (its odds)."""
        return max((o for o in self.odds if o.action.kind.value != "pass"), key=lambda o: o.expected_points)

    @property
    def take_it(self) -> float:
        """What taking the upcard's suit as trump is worth here (the best plan that orders it up)."""
        return self.take_odds.expected_points

    @property
    def pass_points(self) -> float:
        return self.points[self._index("pass")]


@lru_cache(maxsize=None)
def seat_rows() -> tuple[SeatRow, ...]:
    """The same five cards and upcard with South in each place of the bidding (the others pass first)."""
    rows = []
    for dealer, role in SEAT_ROLES:
        s = _deal({SOUTH: SEAT_HAND}, SEAT_UPCARD, dealer)
        while s.current_player != SOUTH:
            s = s.apply("pass")
        from engine.ai import bidding_odds
        odds = bidding_odds(_view(s), samples=SAMPLES, seed=SEED)
        data = odds.chart_data()
        rows.append(SeatRow(role, dealer, tuple(o.odds for o in odds.options),
                            tuple(data["expected_points"])))
    return tuple(rows)


def seat_apart(a: SeatRow, b: SeatRow) -> float:
    """The sampling noise (``confidence.Z`` standard errors) of the gap between what taking
    the upcard's suit is worth from two seats: each seat has its own sampled deals, so the
    errors add (not paired, as two plans of one seat are)."""
    return confidence.Z * (a.take_odds.se ** 2 + b.take_odds.se ** 2) ** 0.5


def seat_caption(rows) -> str:
    """What the table says, and no more than its samples can tell: the best choice from each
    seat (with any other choice within the sampling error, too close to call), and how far the
    value of taking the upcard's suit moves with the seat alone, with its margin."""
    up = Card.parse(SEAT_UPCARD)

    def choices(r: SeatRow) -> str:
        said = [_("**{choice}** ({points})").format(choice=o.label.lower(), points=signed(o.expected_points))
                for o in r.close]
        text = _("bidding {seat}, {choices}, too close to call") if len(said) > 1 else \
            _("bidding {seat}, {choices}")
        return text.format(seat=_(r.role), choices=join(said, "or"))

    best = "; ".join(choices(r) for r in rows)
    text = _("The best choice from each seat by the engine's count (two choices within the sampling error of "
             "each other are too close to call): {best}.").format(best=best)
    hi = max(rows, key=lambda r: r.take_it)
    lo = min(rows, key=lambda r: r.take_it)
    gap, noise = hi.take_it - lo.take_it, seat_apart(hi, lo)
    if gap > noise:
        text += " " + _("Making {suits} trump is worth {high} bidding {high_seat}, but only {low} bidding "
                        "{low_seat}: {gap} points apart (give or take {noise}) for the same five cards.").format(
            suits=W.suits(up.suit), high=signed(hi.take_it), high_seat=_(hi.role), low=signed(lo.take_it),
            low_seat=_(lo.role), gap=f"{gap:.2f}", noise=f"{noise:.2f}")
    else:   # pragma: no cover - not on this deal: the seats differ far beyond the error
        text += " " + _("Making {suits} trump is worth about the same from every seat: the values are within "
                        "the sampling error of each other.").format(suits=W.suits(up.suit))
    dealer = next(r for r in rows if r.dealer == SOUTH)
    # "no seat gains more" only when the samples show it against every other seat
    if all(dealer.take_it - r.take_it > seat_apart(dealer, r) for r in rows if r is not dealer):
        text += " " + _("The dealer counts the {card} as a sixth card, and no seat gains more from it.").format(
            card=up.display)
    return text


def seat_example(rules: Rules) -> Example:
    rows = seat_rows()
    up = Card.parse(SEAT_UPCARD)
    hand = tuple(parse_cards(SEAT_HAND))
    head = (_("South bids…"), _("Pass"), _("Order it up (dealer: pick it up)"), _("… and go alone"), _("Best"))
    body = []
    for r in rows:
        body.append((_(r.role), signed(r.pass_points), signed(r.order_points), signed(r.alone_points),
                     r.best_words))
    frames = (
        Frame(table_note(rules) + _("South holds these five cards and the upcard is the {card}. Nothing changes "
                                    "but the dealer: so South bids first, second, third, or last as the dealer. If "
                                    "{suits} become trump, the {card} goes into the **dealer's** hand, whoever "
                                    "ordered it up.").format(card=up.display, suits=W.suits(up.suit)),
              Scene(hand=hand, hand_label=_("South's hand"), upcard=up)),
        Frame(_("The engine's expected points for South's side, {n} sampled deals for each seat:").format(n=SAMPLES)
              + "\n\n" + md_table(head, body) + "\n\n" + seat_caption(rows),
              Scene(trump=up.suit, hand=euchre.hand_order(hand + (up,), up.suit),
                    hand_label=_("The dealer's six cards if South deals"))),
    )
    return Example(_("One hand, four seats"), frames)


# ---- (b) counting trumps ---------------------------------------------------------------------

COUNT_DEAL = {0: "JD AH QS AC 9C", 1: "9H TS KS 9D QD", 2: "JH TH AS KD TC", 3: "QH KH JC JS AD"}
COUNT_UPCARD = "KC"
COUNT_KITTY = "9S TD QC"


@dataclass(frozen=True)
class TrumpCount:
    state: object
    trump: Suit
    all_trumps: tuple[Card, ...]
    mine: tuple[Card, ...]
    seen: tuple[tuple[str, Card], ...]     # (who played it, card)
    out: tuple[Card, ...]                  # not in South's hand and not played
    odds: tuple                            # the engine's ActionOdds for each card South may play


def _count_position():
    """A scripted hand: everybody passes the K♣, South names hearts, then the intermediate computer
    player plays every seat until South is to play in the third trick."""
    from engine.ai import make_bot
    s = euchre.from_deal(TABLE, dealer=3, hands=[COUNT_DEAL[i] for i in range(4)],
                         upcard=COUNT_UPCARD, kitty=COUNT_KITTY)
    bot = make_bot("intermediate")
    for bid in ("pass", "pass", "pass", "pass", "call H"):   # clubs turned down; South names hearts
        s = s.apply(bid)
    while not (s.phase is Phase.PLAY and len(s.tricks) == 2 and s.current_player == SOUTH):
        s = s.apply(bot.choose(_view(s, s.current_player)))
    return s


@lru_cache(maxsize=None)
def trump_count() -> TrumpCount:
    from engine.ai import analyse
    s = _count_position()
    trump = s.trump
    every = tuple(c for c in euchre.hand_order(TABLE.cards, trump) if euchre.is_trump(c, trump))
    mine = tuple(c for c in every if c in s.hands[SOUTH])
    seen = tuple((_name(p), c) for t in s.tricks for p, c in t.plays if euchre.is_trump(c, trump)) + \
        tuple((_name(p), c) for p, c in s.trick if euchre.is_trump(c, trump))
    played = {c for _s, c in seen}
    out = tuple(c for c in every if c not in mine and c not in played)
    odds = analyse(_view(s), samples=SAMPLES, seed=SEED)
    return TrumpCount(s, trump, every, mine, seen, out, odds)


def left_bower(trump: Suit) -> Card:
    return next(c for c in TABLE.cards if W.card_role(c, trump) == "left bower")


def count_caption(tc: TrumpCount) -> str:
    """The count, from the state, then what the engine's numbers favour."""
    left = left_bower(tc.trump)
    where = (_("in South's hand") if left in tc.mine else
             _("already played") if left in {c for _s, c in tc.seen} else _("still out"))
    seen = join([_("{card} by {seat}").format(card=describe(c, tc.trump), seat=who) for who, c in tc.seen]) or _("none")
    out = len(tc.out)
    if not tc.out:
        still = _("So **{n}** are still out, somewhere in the three other hands or the kitty.")
    elif out == 1:
        still = _("So **{n}** is still out ({cards}), somewhere in the three other hands or the kitty.")
    else:
        still = _("So **{n}** are still out ({cards}), somewhere in the three other hands or the kitty.")
    text = _("{suits} are trump: **{n} trumps** in the pack, the left bower {left} among them ({where}). South "
             "holds {mine}; played so far: {seen}.").format(
                 suits=W.Suits(tc.trump), n=len(tc.all_trumps), left=left.display, where=where, mine=len(tc.mine),
                 seen=seen) + " " + still.format(n=out, cards=join([describe(c, tc.trump) for c in tc.out]))
    best, second = tc.odds[0], tc.odds[1] if len(tc.odds) > 1 else None
    card, points = best.action.card.display, signed(best.expected_points)
    if second is None:
        text += " " + _("The engine's best card here is the **{card}** ({points})").format(card=card, points=points)
    else:
        gap = best.expected_points - second.expected_points
        # a lead within the sampling error is no lead: "0.27 ahead" read as a verdict
        text += " " + (_("The engine's best card here is the **{card}** ({points}), level with the {other}.")
                       if gap <= 0.005 else
                       _("The engine's count puts the **{card}** first ({points}), but the {other} is only {gap} "
                         "points behind, within the sampling error (about ±{noise} points): too close to call.")
                       if confidence.too_close(best, second) else
                       _("The engine's best card here is the **{card}** ({points}), {gap} ahead of the {other}.")
                       ).format(card=card, points=points, gap=signed(gap).lstrip("+"),
                                other=second.action.card.display, noise=f"{confidence.noise(best, second):.2f}")
    return text


def count_example(rules: Rules) -> Example:
    tc = trump_count()
    s = tc.state
    trick = tuple((_name(p), c) for p, c in s.trick)
    history = "\n".join("- " + _("Trick {n}: {plays} (won by {winner})").format(
        n=i, plays=", ".join(f"{_name(p)} {describe(c, tc.trump)}" for p, c in t.plays), winner=_name(t.winner))
        for i, t in enumerate(s.tricks, start=1))
    rows = [(o.action.card.display, signed(o.expected_points), f"{o.p_make:.0%}") for o in tc.odds]
    frames = (
        Frame(table_note(rules) + _("East dealt and turned down the {card}; South named {suits}. Two tricks are "
                                    "over:").format(card=Card.parse(COUNT_UPCARD).display, suits=W.suits(tc.trump))
              + "\n\n" + history,
              Scene(trump=tc.trump, trick=trick, trick_label=_("The third trick so far"),
                    hand=euchre.hand_order(s.hands[SOUTH], tc.trump), hand_label=_("South's hand"))),
        Frame(count_caption(tc) + "\n\n" + _("The engine's count for each card South may play ({n} sampled deals "
                                              "of the unseen cards):").format(n=SAMPLES) + "\n\n"
              + md_table((_("South plays"), _("Expected points"), _("Makers take 3+")), rows),
              Scene(trump=tc.trump, hand=tc.out, hand_label=_("The trumps still out"), marks=True)),
    )
    return Example(_("Counting the trumps"), frames)


# ---- (c) when to go alone ----------------------------------------------------------------------

ALONE_UPCARD = "9H"
ALONE_HANDS = (("JH JD AH AC KS", "KS"), ("JH JD AH KC QS", "QS"), ("AH KH QH TS 9C", "9C"))
"""South deals and picks up the 9♥; the second card is the discard."""


@dataclass(frozen=True)
class AloneRow:
    hand: tuple[Card, ...]         # the five cards kept after the discard
    alone: float
    partner: float
    march: float                   # the chance of taking all five alone
    noise: float = 0.0             # the sampling noise of the gap (``confidence.noise``)
    close: bool = False            # the gap is within it: too close to call

    @property
    def better(self) -> str:
        if self.close:
            return _("Too close to call")
        return _("Alone") if self.alone > self.partner else _("With partner")


@lru_cache(maxsize=None)
def alone_rows() -> tuple[AloneRow, ...]:
    from engine.ai import analyse
    rows = []
    for hand, discard in ALONE_HANDS:
        s = _deal({SOUTH: hand}, ALONE_UPCARD, dealer=SOUTH)
        while s.current_player != SOUTH:
            s = s.apply("pass")
        s = s.apply("order").apply(f"discard {discard}")
        odds = {str(o.action): o for o in analyse(_view(s), samples=SAMPLES, seed=SEED)}
        best, other = sorted((odds["alone"], odds["partner"]), key=lambda o: -o.expected_points)
        rows.append(AloneRow(euchre.hand_order(s.hands[SOUTH], s.trump), odds["alone"].expected_points,
                             odds["partner"].expected_points, odds["alone"].p_march,
                             confidence.noise(best, other), confidence.too_close(best, other)))
    return tuple(rows)


def alone_caption(rows) -> str:
    bits = []
    for r in rows:
        cards = " ".join(c.display for c in r.hand)
        gap = abs(r.alone - r.partner)
        # a gap within the sampling error names no winner
        bits.append((_("{cards}: **too close to call**, {gap} points apart, within the sampling error (about "
                       "±{noise} points)") if r.close else
                     _("{cards}: **{better}**, by {gap} points")).format(
                         cards=cards, better=r.better.lower(), gap=f"{gap:.2f}", noise=f"{r.noise:.2f}"))
    return _("By the engine's count: {rows}. Going alone pays only when the hand takes all five tricks often "
             "enough to win the 4 points without the partner's help.").format(rows="; ".join(bits))


def alone_example(rules: Rules) -> Example:
    rows = alone_rows()
    trump = Card.parse(ALONE_UPCARD).suit
    body = [(" ".join(c.display for c in r.hand), signed(r.alone), f"{r.march:.0%}", signed(r.partner), r.better)
            for r in rows]
    frames = (
        Frame(table_note(rules) + _("South deals, picks up the {card} and discards; {suits} are trump. Three hands "
                                    "South might then hold:").format(card=Card.parse(ALONE_UPCARD).display,
                                                                     suits=W.suits(trump)),
              Scene(trump=trump, hand=rows[0].hand, hand_label=_("South's first hand"))),
        Frame(_("Expected points of going alone and of playing with the partner ({n} sampled deals each):").format(
            n=SAMPLES) + "\n\n"
              + md_table((_("South keeps"), _("Alone"), _("Alone: all five"), _("With partner"), _("Better")), body)
              + "\n\n" + alone_caption(rows), Scene(trump=trump)),
    )
    return Example(_("Alone, or with the partner?"), frames)


# ---- (d) leading against a loner -------------------------------------------------------------

LONER_DEAL = {SOUTH: "AS KS QC 9D TD", 3: "JH JD AH KH AC"}
LONER_UPCARD = "9H"
LONER = 3   # East orders up and goes alone: West, East's partner, sits out


def plausible_loner(hand, trump: Suit) -> bool:
    """A hand a player might go alone with: the right bower and at least two more trumps. The engine
    samples the hidden hands at random; keeping only deals like this is reading the bid."""
    trumps = [c for c in hand if euchre.is_trump(c, trump)]
    right = any(W.card_role(c, trump) == "right bower" for c in trumps)
    return right and len(trumps) >= 3


def _loner_sampler(loner: int):
    from engine.ai.sampling import sample_state

    def draw(view, rng):
        for _i in range(100_000):
            state = sample_state(view, rng)
            if plausible_loner(state.hands[loner], view.trump):
                return state
        raise RuntimeError("no plausible loner hand found")   # pragma: no cover
    return draw


@lru_cache(maxsize=None)
def loner_leads():
    """South to lead against East, who ordered up the 9♥ and went alone."""
    from engine.ai import analyse
    s = _deal(LONER_DEAL, LONER_UPCARD, dealer=2)
    s = s.apply("order").apply("discard " + str(_lowest_plain(s.hands[2], Card.parse(LONER_UPCARD).suit)))
    s = s.apply("alone")
    assert s.current_player == SOUTH and s.phase is Phase.PLAY
    odds = analyse(_view(s), samples=SAMPLES, seed=SEED, sampler=_loner_sampler(LONER))
    return s, odds


def _lowest_plain(hand, trump: Suit) -> Card:
    plain = [c for c in hand if not euchre.is_trump(c, trump)] or list(hand)
    return min(plain, key=lambda c: euchre.card_power(c, trump, c.suit))


def loner_caption(odds) -> str:
    best, worst = odds[0], odds[-1]
    same = [o.action.card.display for o in odds[1:] if abs(o.expected_points - best.expected_points) < 0.005]
    if not same:
        text = _("The engine's best lead is the **{best}** ({best_points}); the worst is the {worst} "
                 "({worst_points}).")
    elif len(same) == 1:
        text = _("The engine's best lead is the **{best}** ({best_points}), and the {same} is worth the same; the "
                 "worst is the {worst} ({worst_points}).")
    else:
        text = _("The engine's best lead is the **{best}** ({best_points}), and the {same} are worth the same; the "
                 "worst is the {worst} ({worst_points}).")
    after = _("After the {best}, East is euchred in {best_euchred} of the deals and takes all five in {best_march}; "
              "after the {worst}, {worst_euchred} and {worst_march}.")
    values = dict(best=best.action.card.display, best_points=signed(best.expected_points), same=join(same),
                  worst=worst.action.card.display, worst_points=signed(worst.expected_points),
                  best_euchred=f"{best.p_euchred:.0%}", best_march=f"{best.p_march:.0%}",
                  worst_euchred=f"{worst.p_euchred:.0%}", worst_march=f"{worst.p_march:.0%}")
    return text.format(**values) + " " + after.format(**values)


def loner_example(rules: Rules) -> Example:
    s, odds = loner_leads()
    trump = s.trump
    rows = [(o.action.card.display, signed(o.expected_points), f"{o.p_euchred:.0%}", f"{o.p_march:.0%}")
            for o in odds]
    frames = (
        Frame(table_note(rules) + _("North deals. East orders up the {card} and **goes alone**: West lays down the "
                                    "cards. South, on the loner's left, leads. South sees only these five cards; the "
                                    "engine deals the unseen cards many times, keeping only deals where East holds "
                                    "the right bower and at least two more trumps, as a loner usually does.").format(
                                        card=Card.parse(LONER_UPCARD).display),
              Scene(trump=trump, hand=euchre.hand_order(s.hands[SOUTH], trump), hand_label=_("South's hand"))),
        Frame(_("Each lead, over {n} such deals played out:").format(n=SAMPLES) + "\n\n"
              + md_table((_("South leads"), _("Expected points for South's side"), _("East euchred"),
                          _("East takes all five")), rows)
              + "\n\n" + loner_caption(odds), Scene(trump=trump)),
    )
    return Example(_("Leading against a loner"), frames)


# ---- (e) the dealer's discard -----------------------------------------------------------------

DISCARD_HAND = "KS QS AH 9H TD"
DISCARD_UPCARD = "JS"


@lru_cache(maxsize=None)
def discard_odds():
    """South deals, everybody passes to South, South picks up the J♠: the odds of each discard."""
    from engine.ai import analyse
    s = _deal({SOUTH: DISCARD_HAND}, DISCARD_UPCARD, dealer=SOUTH)
    while s.current_player != SOUTH:
        s = s.apply("pass")
    s = s.apply("order")
    return s, analyse(_view(s), samples=SAMPLES, seed=SEED)


def makes_void(hand, card: Card, trump: Suit) -> bool:
    """Discarding ``card`` leaves no card of its suit (this hand's suits: the left bower is a trump)."""
    suit = euchre.effective_suit(card, trump)
    return suit is not trump and sum(1 for c in hand if euchre.effective_suit(c, trump) is suit) == 1


def discard_nudge(hand, card: Card, best: Card, trump: Suit) -> str:
    """The first hint against discarding ``card`` when the engine's choice is ``best``: a hint that
    points where the key lies, else "" (the general hint). "Which discard leaves you short in a
    suit?" went to every plain card, also to a learner who had just thrown a lone ace to make a
    void while the best discard made none."""
    if euchre.is_trump(best, trump):
        return ""
    if euchre.is_trump(card, trump):
        return _("Trumps win tricks: is there a plain card you need less?")
    if makes_void(hand, best, trump) and not makes_void(hand, card, trump):
        return _("Which discard leaves you short in a suit, so you can trump it?")
    if card.rank > best.rank:   # both plain: the card thrown is the likelier to win a trick
        return _("The {card} may win a trick by itself: is there a plain card you need less?").format(
            card=card.display)
    return ""


def discard_caption(hand, trump: Suit, odds) -> str:
    best, second = odds[0], odds[1]
    card = best.action.card
    text = (_("The engine's count puts discarding the **{card}** first ({points}), but the {other} is only {gap} "
              "points behind, within the sampling error (about ±{noise} points): too close to call.")
            if confidence.too_close(best, second) else
            _("The engine keeps the most by discarding the **{card}** ({points}), {gap} points ahead of the "
              "{other}.")).format(card=card.display, points=signed(best.expected_points),
                                  gap=f"{best.expected_points - second.expected_points:.2f}",
                                  other=second.action.card.display, noise=f"{confidence.noise(best, second):.2f}")
    if makes_void(hand, card, trump):
        suit = euchre.effective_suit(card, trump)
        text += " " + _("It was South's only {suit}: without it South is **void** in {suits} and can trump the "
                        "first {suit} led.").format(suit=one_suit(suit), suits=W.suits(suit))
    else:
        text += " " + _("It does not make a void here: the count prefers keeping every suit covered.")
    return text


def discard_example(rules: Rules) -> Example:
    s, odds = discard_odds()
    trump = s.trump
    hand = s.hands[SOUTH]
    rows = [(o.action.card.display, _("yes") if makes_void(hand, o.action.card, trump) else _("no"),
             signed(o.expected_points), f"{o.expected_tricks:.2f}") for o in odds]
    frames = (
        Frame(table_note(rules) + _("South deals and picks up the {card}: {suits} are trump and South holds six "
                                    "cards, one too many.").format(card=Card.parse(DISCARD_UPCARD).display,
                                                                   suits=W.suits(trump)),
              Scene(trump=trump, hand=euchre.hand_order(hand, trump), hand_label=_("South's six cards"))),
        Frame(_("The engine's value of each discard ({n} sampled deals, each played out):").format(n=SAMPLES)
              + "\n\n"
              + md_table((_("Discard"), _("Makes a void"), _("Expected points"), _("Tricks on average")), rows)
              + "\n\n" + discard_caption(hand, trump, odds), Scene(trump=trump)),
    )
    return Example(_("The dealer's discard"), frames)


# ---- quiz: which discard keeps the most expected points? -------------------------------------

QUIZ_SAMPLES = 100
MARGIN = 0.2
"""The right answer beats every other offered discard by more than this (in expected points), so
the sampling noise of a fixed-seed analysis cannot change the key."""


def _dealer_to_discard(rng: random.Random):
    """A seeded deal in which everybody passes to the dealer, who picks up the upcard."""
    while True:
        s = euchre.deal(TABLE, dealer=rng.randrange(4), seed=rng.randrange(2**31))
        if s.phase is not Phase.BID1:
            continue
        while s.current_player != s.dealer:
            s = s.apply("pass")
        return s.apply("order")


@lru_cache(maxsize=1024)
def _discard_question(seed: int):
    """(state, offered odds best first) for ``seed``: the analysis is the slow part, so it is cached."""
    from engine.ai import analyse
    rng = rng_for("best_discard", seed)
    for _i in range(40):
        s = _dealer_to_discard(rng)
        odds = analyse(_view(s, s.dealer), samples=QUIZ_SAMPLES, seed=seed)
        best = odds[0]
        # only discards clearly worse than the best are offered beside it (a discard as good as the
        # best, say the 10 beside the 9 of the same suit, is left out rather than made "wrong")
        behind = [o for o in odds[1:] if best.expected_points - o.expected_points > MARGIN]
        plain = [o for o in behind if not euchre.is_trump(o.action.card, s.trump)]
        trumps = [o for o in behind if euchre.is_trump(o.action.card, s.trump)]
        if not plain:
            continue   # only trumps behind: "never discard a trump" would answer it
        # two plain cards beside the best where there are, and a trump at most: setting the
        # trumps aside must still leave a choice to think about
        picked = rng.sample(plain, min(2, len(plain))) + rng.sample(trumps, min(1, len(trumps)))
        rest = [o for o in plain if o not in picked]
        picked += rng.sample(rest, min(3 - len(picked), len(rest)))
        return s, tuple([best] + picked)
    raise RuntimeError("no clear discard found")   # pragma: no cover


def gen_best_discard(rules: Rules, seed: int) -> Question:
    s, offered = _discard_question(int(seed))
    dealer = _name(s.dealer)
    trump = s.trump
    hand = s.hands[s.dealer]
    best = offered[0]
    expl = _("The engine played out {n} deals of the unseen cards: discarding the {card} keeps {points} points "
             "on average, more than any other choice offered.").format(
                 n=QUIZ_SAMPLES, card=best.action.card.display, points=signed(best.expected_points))
    if makes_void(hand, best.action.card, trump):
        suit = euchre.effective_suit(best.action.card, trump)
        expl += " " + _("It leaves {dealer} void in {suits}, ready to trump them.").format(
            dealer=dealer, suits=W.suits(suit))
    choices = []
    for o in sorted(offered, key=lambda o: euchre.hand_order(hand, trump).index(o.action.card)):
        c = o.action.card
        why = _("Discarding the {card}: {points} points on average.").format(
            card=describe(c, trump), points=signed(o.expected_points))
        nudge = discard_nudge(hand, c, best.action.card, trump)
        choices.append(Choice(str(c), _("Discard the {card}").format(card=c.display), o is best, why, cards=(c,),
                              nudge=nudge))
    # "everybody passes" would mean the dealer too, and the upcard turned down (the Bidding
    # lesson): the three others pass, and the dealer, last to speak, picks it up
    prompt = table_note(rules) + _("{dealer} deals, the other three players pass, and {dealer} picks up the "
                                   "{card}. Which discard keeps the most expected points?").format(
                                       dealer=dealer, card=s.deal.upcard.display)
    return Question("best_discard", "best_discard", seed, prompt, tuple(choices), expl,
                    scene=Scene(trump=trump, hand=euchre.hand_order(hand, trump),
                                hand_label=_("{seat}'s six cards").format(seat=dealer), facts=((_("Dealer"), dealer),)),
                    source=(s, offered))
