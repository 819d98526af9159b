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
from engine.cards import Card, Suit, parse_cards
from engine.euchre import Phase
from engine.euchre import words as W
from engine.euchre.rules import Rules

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
    return "" if same else "(On the standard four-player table with 24 cards.) "




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
SEAT_ROLES = ((3, "first, on the dealer's left"), (2, "second, the dealer's partner"),
              (1, "third, on the dealer's right"), (0, "last, as the dealer"))


@dataclass(frozen=True)
class SeatRow:
    role: str
    dealer: int
    labels: tuple[str, ...]
    points: tuple[float, ...]

    @property
    def best(self) -> str:
        return self.labels[max(range(len(self.points)), key=self.points.__getitem__)]

    @property
    def take_it(self) -> float:
        """What taking the upcard's suit as trump is worth here (the best plan that orders it up)."""
        return max(p for label, p in zip(self.labels, self.points) if label != "Pass")

    @property
    def pass_points(self) -> float:
        return self.points[self.labels.index("Pass")]


@lru_cache(maxsize=None)
def seat_rows() -> tuple[SeatRow, ...]:
    """The same five cards and upcard with South in each place of the bidding (the others pass first)."""
    rows = []
    for dealer, role in SEAT_ROLES:
        s = _deal({SOUTH: SEAT_HAND}, SEAT_UPCARD, dealer)
        while s.current_player != SOUTH:
            s = s.apply("pass")
        from engine.ai import bidding_odds
        data = bidding_odds(_view(s), samples=SAMPLES, seed=SEED).chart_data()
        rows.append(SeatRow(role, dealer, tuple(data["labels"]), tuple(data["expected_points"])))
    return tuple(rows)


def seat_caption(rows) -> str:
    """What the table says: the best choice from each seat, and how far the value of taking the
    upcard's suit moves with the seat alone."""
    up = Card.parse(SEAT_UPCARD)
    best = "; ".join(f"bidding {r.role}, **{r.best.lower()}** ({signed(max(r.points))})" for r in rows)
    hi = max(rows, key=lambda r: r.take_it)
    lo = min(rows, key=lambda r: r.take_it)
    text = (f"The best choice by the engine's count: {best}. Making {W.suits(up.suit)} trump is worth "
            f"{signed(hi.take_it)} bidding {hi.role} but only {signed(lo.take_it)} bidding {lo.role}: "
            f"{signed(hi.take_it - lo.take_it).lstrip('+')} points apart for the same five cards.")
    dealer = next(r for r in rows if r.dealer == SOUTH)
    if dealer is hi:
        text += f" The dealer counts the {up.display} as a sixth card, and no seat gains more from it."
    return text


def seat_example(rules: Rules) -> Example:
    rows = seat_rows()
    up = Card.parse(SEAT_UPCARD)
    hand = tuple(parse_cards(SEAT_HAND))
    head = ("South bids…", "Pass", "Order it up (dealer: pick it up)", "… and go alone", "Best")
    body = []
    for r in rows:
        ev = dict(zip(r.labels, r.points))
        order = next(p for label, p in ev.items() if label in ("Order it up", "Pick it up"))
        alone = next(p for label, p in ev.items() if label.endswith("go alone"))
        body.append((r.role, signed(ev["Pass"]), signed(order), signed(alone), r.best))
    frames = (
        Frame(table_note(rules) + f"South holds these five cards and the upcard is the {up.display}. Nothing "
              "changes but the dealer: so South bids first, second, third, or last as the dealer. If "
              f"{W.suits(up.suit)} become trump, the {up.display} goes into the **dealer's** hand, whoever "
              "ordered it up.", Scene(hand=hand, hand_label="South's hand", upcard=up)),
        Frame(f"The engine's expected points for South's side, {SAMPLES} sampled deals for each seat:\n\n"
              + md_table(head, body) + "\n\n" + seat_caption(rows),
              Scene(trump=up.suit, hand=euchre.hand_order(hand + (up,), up.suit),
                    hand_label="The dealer's six cards if South deals")),
    )
    return Example("One hand, four seats", frames)


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
    played = {c for _, c in seen}
    out = tuple(c for c in every if c not in mine and c not in played)
    odds = analyse(_view(s), samples=SAMPLES, seed=SEED)
    return TrumpCount(s, trump, every, mine, seen, out, odds)


def left_bower(trump: Suit) -> Card:
    return next(c for c in TABLE.cards if W.card_role(c, trump) == "left bower")


def count_caption(tc: TrumpCount) -> str:
    """The count, from the state, then what the engine's numbers favour."""
    left = left_bower(tc.trump)
    where = ("in South's hand" if left in tc.mine else
             "already played" if left in {c for _, c in tc.seen} else "still out")
    seen = join([f"{describe(c, tc.trump)} by {who}" for who, c in tc.seen]) or "none"
    text = (f"{W.Suits(tc.trump)} are trump: **{len(tc.all_trumps)} trumps** in the pack, the left bower "
            f"{left.display} among them ({where}). South holds {len(tc.mine)}; played so far: {seen}. "
            f"So **{len(tc.out)}** {'is' if len(tc.out) == 1 else 'are'} still out"
            + (f" ({join([describe(c, tc.trump) for c in tc.out])})" if tc.out else "")
            + ", somewhere in the three other hands or the kitty.")
    best, second = tc.odds[0], tc.odds[1] if len(tc.odds) > 1 else None
    text += f" The engine's best card here is the **{best.action.card.display}** ({signed(best.expected_points)})"
    if second is not None:
        gap = best.expected_points - second.expected_points
        text += (f", {signed(gap).lstrip('+')} ahead of the {second.action.card.display}." if gap > 0.005 else
                 f", level with the {second.action.card.display}.")
    return text


def count_example(rules: Rules) -> Example:
    tc = trump_count()
    s = tc.state
    trick = tuple((_name(p), c) for p, c in s.trick)
    history = "\n".join(f"- Trick {i}: " + ", ".join(f"{_name(p)} {describe(c, tc.trump)}" for p, c in t.plays)
                        + f" (won by {_name(t.winner)})" for i, t in enumerate(s.tricks, start=1))
    rows = [(o.action.card.display, signed(o.expected_points), f"{o.p_make:.0%}") for o in tc.odds]
    frames = (
        Frame(table_note(rules) + f"East dealt and turned down the {Card.parse(COUNT_UPCARD).display}; "
              f"South named {W.suits(tc.trump)}. Two tricks are over:\n\n" + history,
              Scene(trump=tc.trump, trick=trick, trick_label="The third trick so far",
                    hand=euchre.hand_order(s.hands[SOUTH], tc.trump), hand_label="South's hand")),
        Frame(count_caption(tc) + "\n\nThe engine's count for each card South may play "
              f"({SAMPLES} sampled deals of the unseen cards):\n\n"
              + md_table(("South plays", "Expected points", "Makers take 3+"), rows),
              Scene(trump=tc.trump, hand=tc.out, hand_label="The trumps still out", marks=True)),
    )
    return Example("Counting the trumps", frames)


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

    @property
    def better(self) -> str:
        return "Alone" if self.alone > self.partner else "With partner"


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
        rows.append(AloneRow(euchre.hand_order(s.hands[SOUTH], s.trump), odds["alone"].expected_points,
                             odds["partner"].expected_points, odds["alone"].p_march))
    return tuple(rows)


def alone_caption(rows) -> str:
    bits = []
    for r in rows:
        cards = " ".join(c.display for c in r.hand)
        gap = abs(r.alone - r.partner)
        bits.append(f"{cards}: **{r.better.lower()}**, by {gap:.2f} points")
    return ("By the engine's count: " + "; ".join(bits) + ". Going alone pays only when the hand takes all "
            "five tricks often enough to win the 4 points without the partner's help.")


def alone_example(rules: Rules) -> Example:
    rows = alone_rows()
    trump = Card.parse(ALONE_UPCARD).suit
    body = [(" ".join(c.display for c in r.hand), signed(r.alone), f"{r.march:.0%}", signed(r.partner), r.better)
            for r in rows]
    frames = (
        Frame(table_note(rules) + f"South deals, picks up the {Card.parse(ALONE_UPCARD).display} and discards; "
              f"{W.suits(trump)} are trump. Three hands South might then hold:",
              Scene(trump=trump, hand=rows[0].hand, hand_label="South's first hand")),
        Frame(f"Expected points of going alone and of playing with the partner ({SAMPLES} sampled deals "
              "each):\n\n" + md_table(("South keeps", "Alone", "Alone: all five", "With partner", "Better"), body)
              + "\n\n" + alone_caption(rows), Scene(trump=trump)),
    )
    return Example("Alone, or with the partner?", frames)


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
        for _ in range(100_000):
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
    text = (f"The engine's best lead is the **{best.action.card.display}** ({signed(best.expected_points)})"
            + (f", and the {join(same)} {'is' if len(same) == 1 else 'are'} worth the same" if same else "")
            + f"; the worst is the {worst.action.card.display} ({signed(worst.expected_points)}). After the "
            f"{best.action.card.display}, East is euchred in {best.p_euchred:.0%} of the deals and takes all "
            f"five in {best.p_march:.0%}; after the {worst.action.card.display}, {worst.p_euchred:.0%} and "
            f"{worst.p_march:.0%}.")
    return text


def loner_example(rules: Rules) -> Example:
    s, odds = loner_leads()
    trump = s.trump
    rows = [(o.action.card.display, signed(o.expected_points), f"{o.p_euchred:.0%}", f"{o.p_march:.0%}")
            for o in odds]
    frames = (
        Frame(table_note(rules) + f"North deals. East orders up the {Card.parse(LONER_UPCARD).display} and "
              "**goes alone**: West lays down the cards. South, on the loner's left, leads. South sees only "
              "these five cards; the engine deals the unseen cards many times, keeping only deals where "
              "East holds the right bower and at least two more trumps, as a loner usually does.",
              Scene(trump=trump, hand=euchre.hand_order(s.hands[SOUTH], trump), hand_label="South's hand")),
        Frame(f"Each lead, over {SAMPLES} such deals played out:\n\n"
              + md_table(("South leads", "Expected points for South's side", "East euchred",
                          "East takes all five"), rows)
              + "\n\n" + loner_caption(odds), Scene(trump=trump)),
    )
    return Example("Leading against a loner", frames)


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


def discard_caption(hand, trump: Suit, odds) -> str:
    best, second = odds[0], odds[1]
    card = best.action.card
    text = (f"The engine keeps the most by discarding the **{card.display}** ({signed(best.expected_points)}), "
            f"{best.expected_points - second.expected_points:.2f} points ahead of the "
            f"{second.action.card.display}.")
    if makes_void(hand, card, trump):
        suit = euchre.effective_suit(card, trump)
        text += (f" It was South's only {W.SUIT_SINGULAR[suit]}: without it South is **void** in "
                 f"{W.suits(suit)} and can trump the first {W.SUIT_SINGULAR[suit]} led.")
    else:
        text += " It does not make a void here: the count prefers keeping every suit covered."
    return text


def discard_example(rules: Rules) -> Example:
    s, odds = discard_odds()
    trump = s.trump
    hand = s.hands[SOUTH]
    rows = [(o.action.card.display, "yes" if makes_void(hand, o.action.card, trump) else "no",
             signed(o.expected_points), f"{o.expected_tricks:.2f}") for o in odds]
    frames = (
        Frame(table_note(rules) + f"South deals and picks up the {Card.parse(DISCARD_UPCARD).display}: "
              f"{W.suits(trump)} are trump and South holds six cards, one too many.",
              Scene(trump=trump, hand=euchre.hand_order(hand, trump), hand_label="South's six cards")),
        Frame(f"The engine's value of each discard ({SAMPLES} sampled deals, each played out):\n\n"
              + md_table(("Discard", "Makes a void", "Expected points", "Tricks on average"), rows)
              + "\n\n" + discard_caption(hand, trump, odds), Scene(trump=trump)),
    )
    return Example("The dealer's discard", frames)


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
    for _ in range(40):
        s = _dealer_to_discard(rng)
        odds = analyse(_view(s, s.dealer), samples=QUIZ_SAMPLES, seed=seed)
        best = odds[0]
        # only discards clearly worse than the best are offered beside it (a discard as good as the
        # best, say the 10 beside the 9 of the same suit, is left out rather than made "wrong")
        behind = [o for o in odds[1:] if best.expected_points - o.expected_points > MARGIN]
        if not behind:
            continue
        offered = [best] + rng.sample(behind, min(3, len(behind)))
        return s, tuple(offered)
    raise RuntimeError("no clear discard found")   # pragma: no cover


def gen_best_discard(rules: Rules, seed: int) -> Question:
    s, offered = _discard_question(int(seed))
    dealer = _name(s.dealer)
    trump = s.trump
    hand = s.hands[s.dealer]
    best = offered[0]
    expl = (f"The engine played out {QUIZ_SAMPLES} deals of the unseen cards: discarding the "
            f"{best.action.card.display} keeps {signed(best.expected_points)} points on average, more than "
            "any other choice offered.")
    if makes_void(hand, best.action.card, trump):
        suit = euchre.effective_suit(best.action.card, trump)
        expl += f" It leaves {dealer} void in {W.suits(suit)}, ready to trump them."
    choices = []
    for o in sorted(offered, key=lambda o: euchre.hand_order(hand, trump).index(o.action.card)):
        c = o.action.card
        why = f"Discarding the {describe(c, trump)}: {signed(o.expected_points)} points on average."
        nudge = ("Trumps win tricks: is there a plain card you need less?" if euchre.is_trump(c, trump) else
                 "Which discard leaves you short in a suit, so you can trump it?")
        choices.append(Choice(str(c), f"Discard the {c.display}", o is best, why, cards=(c,), nudge=nudge))
    prompt = (table_note(rules) + f"{dealer} deals, everybody passes, and {dealer} picks up the "
              f"{s.deal.upcard.display}. Which discard keeps the most expected points?")
    return Question("best_discard", "best_discard", seed, prompt, tuple(choices), expl,
                    scene=Scene(trump=trump, hand=euchre.hand_order(hand, trump),
                                hand_label=f"{dealer}'s six cards", facts=(("Dealer", dealer),)),
                    source=(s, offered))
