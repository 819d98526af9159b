"""The Bidding lesson: What may this player do now; who are the makers; what happens next."""
from __future__ import annotations

import random
from dataclasses import dataclass

from engine import euchre
from engine.cards import Suit
from engine.euchre import Phase
from engine.euchre import words as W
from engine.euchre.rules import Rules

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from .common import join, partners_only, rng_for, seat_names
from .positions import simple_action


def _event_words(rules: Rules, state, seat: int, action) -> str:
    name = W.seat_name(rules, seat)
    text = str(action)
    if text == "pass":
        return f"{name} passes"
    if text == "order":
        if seat == state.dealer:
            return f"{name} (the dealer) picks it up"
        if rules.players == 4 and (seat + 2) % 4 == state.dealer:
            return f"{name} assists (tells their partner, the dealer, to pick it up)"
        return f"{name} orders it up"
    if action.kind.value == "call":
        return f"{name} calls {W.suits(action.suit)}"
    return f"{name}: {text}"


def bidding_so_far(rules: Rules, state) -> tuple[tuple[str, str], ...]:
    """Every bid so far, in order, each labelled with its round: ``("Round 1", "East passes")``.

    Round 1 ends with an order or once every player has passed; the bids after that are round 2."""
    out = []
    passes = 0
    for e in state.history:
        kind = e.action.kind.value
        if kind not in ("pass", "order", "call"):
            continue
        rnd = 1 if passes < rules.players and kind != "call" else 2
        if rnd == 1 and kind == "pass":
            passes += 1
        out.append((f"Round {rnd}", _event_words(rules, state, e.seat, e.action)))
    return tuple(out)


def _bidding_position(rules: Rules, rng: random.Random, want_round2: float = 0.5):
    """A deal and some passes: the state with a bidding decision to make."""
    while True:
        dealer = rng.randrange(rules.players)
        s = euchre.deal(rules, dealer=dealer, seed=rng.randrange(2**31))
        if s.phase is not Phase.BID1:
            continue
        n = rules.players
        passes = rng.randrange(n, 2 * n) if rng.random() < want_round2 else rng.randrange(0, n)
        for _ in range(passes):
            s = s.apply("pass")
            if s.phase is not Phase.BID1 and s.phase is not Phase.BID2:
                break
        if s.phase in (Phase.BID1, Phase.BID2):
            return s


def _legal_set(state) -> frozenset[str]:
    return frozenset(str(a) for a in state.legal_actions())


def gen_may(rules: Rules, seed: int) -> Question:
    rng = rng_for("may", seed)
    s = _bidding_position(rules, rng)
    if rules.stick_the_dealer and rng.random() < 0.4:   # show the stuck dealer often
        while s.phase is Phase.BID1 or s.current_player != s.dealer:
            s = s.apply("pass")
    names = seat_names(rules)
    who = names[s.current_player]
    up = s.deal.upcard
    td = up.suit if s.turned_down is None else s.turned_down
    others = [x for x in Suit if x is not td]
    is_dealer = s.current_player == s.dealer
    cands = [
        (frozenset({"pass", "order"}),
         f"Pass, or {'pick up' if is_dealer else 'order up'} the {up.display} ({W.suits(up.suit)} trump)"),
        (frozenset({"pass"} | {f"call {x.letter}" for x in others}),
         f"Pass, or name {join([W.suits(x) for x in others], 'or')} as trump"),
        (frozenset({f"call {x.letter}" for x in others}),
         f"Name {join([W.suits(x) for x in others], 'or')}: passing is not allowed"),
        (frozenset({"pass"} | {f"call {x.letter}" for x in Suit}),
         "Pass, or name any suit as trump, " + W.suits(td) + " included"),
        (frozenset({"pass"}), "Only pass: it is too late to choose trump"),
    ]
    legal = _legal_set(s)
    if s.phase is Phase.BID1:
        expl = (f"It is the first round: {who} may pass or "
                + ("pick up" if is_dealer else "order the dealer to pick up")
                + f" the {up.display}, making {W.suits(up.suit)} trump. Naming another suit waits for round 2.")
    elif "pass" not in legal:
        expl = (f"Everybody else has passed twice and this table plays Stick the Dealer: {who}, the dealer, "
                f"must name a suit, any but the turned-down {W.suits(td)}.")
    else:
        expl = (f"Round 2: the {up.display} was turned down, so {W.suits(td)} cannot be trump this hand. "
                f"{who} may pass or name another suit.")
    choices = []
    for i, (acts, text) in enumerate(cands):
        choices.append(Choice(f"m{i}", text, acts == legal, expl))
    if sum(c.correct for c in choices) != 1:   # pragma: no cover - the engine changed its options
        raise RuntimeError(f"no description for {sorted(legal)}")
    facts = (("Dealer", names[s.dealer]), ("Round", "1" if s.phase is Phase.BID1 else "2"))
    if s.phase is Phase.BID2:
        facts += (("Turned down", up.display),)
    return Question("may", "may", seed, f"{who} is to bid. What may {who} do now?", tuple(choices), expl,
                    scene=Scene(upcard=up if s.phase is Phase.BID1 else None, turned_down=s.turned_down,
                                facts=facts + bidding_so_far(rules, s),
                                hand=s.hands[s.current_player], hand_label=f"{who}'s hand"), source=s)


def _team_words(rules: Rules, team: int) -> str:
    if rules.players == 4:
        a, b = W.SEAT_NAMES[4][team], W.SEAT_NAMES[4][team + 2]
        return f"{a} and {b}"
    return W.seat_name(rules, team)


def gen_makers(rules: Rules, seed: int) -> Question:
    rng = rng_for("makers", seed)
    s = _bidding_position(rules, rng, want_round2=0.5)
    while s.phase in (Phase.BID1, Phase.BID2):
        legal = s.legal_actions()
        bids = [a for a in legal if str(a) != "pass"]
        a = rng.choice(bids) if (rng.random() < 0.4 or len(bids) == len(legal)) else legal[0]
        s = s.apply(a)
    teams = euchre.num_teams(rules)
    names = seat_names(rules)
    options = [(f"t{t}", _team_words(rules, t)) for t in range(teams)]
    if not rules.stick_the_dealer:
        options.append(("none", "Nobody: the hand is thrown in"))
    if s.is_over and s.result.thrown_in:
        right = "none"
        expl = "Everybody passed twice, so nobody chose trump: the hand is thrown in and the deal passes."
    else:
        team = euchre.team_of(rules, s.maker)
        right = f"t{team}"
        bid = next(e for e in s.history if e.action.kind.value in ("order", "call"))
        how = _event_words(rules, s, bid.seat, bid.action)
        note = ""
        if str(bid.action) == "order" and bid.seat != s.dealer and \
                euchre.team_of(rules, bid.seat) != euchre.team_of(rules, s.dealer):
            note = (" The dealer picks up the card, but the side that ordered it up chose trump: "
                    + ("they are the makers." if rules.players == 4 else "that player is the maker."))
        expl = (f"{how}, so {_team_words(rules, team)} "
                + ("are the makers." if rules.players == 4 else "is the maker.") + note)
    choices = tuple(Choice(k, v, k == right, expl) for k, v in options)
    bids = bidding_so_far(rules, s)
    ask = "Who are the makers?" if rules.players == 4 else "Who is the maker?"
    return Question("makers", "makers", seed, f"Here is the whole bidding. {ask}", choices, expl,
                    scene=Scene(facts=(("Dealer", names[s.dealer]), ("Upcard", s.deal.upcard.display)) + bids),
                    source=s)


NEXT_WORDS = {
    "discard": "The dealer takes the upcard into hand and discards one card face down",
    "round2": "The upcard is turned face down and the second round of bidding begins",
    "thrown": "The hand is thrown in and the next player deals",
    "bid": "The next player bids",
    "alone": "The maker decides whether to go alone",
    "defend": "A defender decides whether to defend alone",
    "play": "Play begins with the first lead",
}


def next_key(before, after) -> str:
    if after.is_over:
        return "thrown"
    if after.phase is Phase.DISCARD:
        return "discard"
    if before.phase is Phase.BID1 and after.phase is Phase.BID2:
        return "round2"
    if after.phase in (Phase.BID1, Phase.BID2):
        return "bid"
    if after.phase is Phase.ALONE:
        return "alone"
    if after.phase is Phase.DEFEND:
        return "defend"
    return "play"


def gen_next(rules: Rules, seed: int) -> Question:
    rules = partners_only(rules)   # going alone is the lesson after Scoring: not asked here yet
    rng = rng_for("next", seed)
    s = _bidding_position(rules, rng, want_round2=0.5)
    # bias towards the interesting moments: the last pass of a round, or a bid
    n = rules.players
    if rng.random() < 0.5:
        while s.phase in (Phase.BID1, Phase.BID2) and s.passes < n - 1 and "pass" in _legal_set(s):
            s = s.apply("pass")
    legal = s.legal_actions()
    a = rng.choice(legal)
    after = s.apply(a)
    right = next_key(s, after)
    names = seat_names(rules)
    did = _event_words(rules, s, s.current_player, a)
    pool = [k for k in NEXT_WORDS if k != right and not (k == "defend" and not rules.allow_lone_defender)
            and not (k == "alone" and not rules.allow_alone)]
    rng.shuffle(pool)
    keys = [right] + pool[:3]
    keys.sort(key=list(NEXT_WORDS).index)
    detail = {
        "discard": f"Trump is fixed ({W.suits(after.trump) if after.trump is not None else ''}) and the dealer, "
                   f"{names[s.dealer]}, picks up the {s.deal.upcard.display}, then discards.",
        "round2": "Everybody has passed in round 1, so the upcard is turned down and round 2 starts at the dealer's left.",
        "thrown": "Everybody has passed twice: the hand is thrown in.",
        "bid": f"Bidding goes on: {names[after.current_player] if after.current_player is not None else ''} is next.",
        "alone": "Trump is fixed: before the first lead the maker says whether they go alone.",
        "defend": "The defenders are asked in turn whether one of them defends alone.",
        "play": "Trump is fixed and nothing is left to decide: the first trick is led.",
    }[right]
    choices = tuple(Choice(k, NEXT_WORDS[k], k == right, detail) for k in keys)
    hist = bidding_so_far(rules, s)
    return Question("next", "next", seed, f"{did}. What happens next?", choices, detail,
                    scene=Scene(upcard=s.deal.upcard if s.phase is Phase.BID1 else None,
                                facts=(("Dealer", names[s.dealer]),) + hist), source=(s, a))


def round2_deal(rules: Rules):
    """A seeded deal (South deals) that the simple players bid into round 2 and on to a trump."""
    rng = random.Random(11)
    first = None
    for _ in range(300):
        start = euchre.deal(rules, dealer=0, seed=rng.randrange(2**31))
        first = first or start
        s = start
        while s.phase in (Phase.BID1, Phase.BID2, Phase.BENNY, Phase.DISCARD):
            s = s.apply(simple_action(s))
        if s.trump is not None and s.turned_down is not None:
            return start
    return first   # pragma: no cover - no such deal among 300


def bidding_example(rules: Rules) -> Example:
    """A seeded deal bid by the simple players, move by move, through round 2."""
    names = seat_names(rules)
    s = round2_deal(rules)
    frames = [Frame(f"{names[0]} deals. The upcard is the {s.deal.upcard.display}.",
                    Scene(upcard=s.deal.upcard, hand=s.hands[s.current_player], hand_label=f"{names[s.current_player]}'s hand"))]
    while s.phase in (Phase.BID1, Phase.BID2, Phase.BENNY, Phase.DISCARD):
        a = simple_action(s)
        who = s.current_player
        text = _event_words(rules, s, who, a) if s.phase is not Phase.DISCARD else \
            f"{names[who]} (the dealer) discards a card face down"
        before = s
        s = s.apply(a)
        if before.phase is Phase.BID1 and s.phase is Phase.BID2:
            text += (f". Everybody has passed: the upcard is turned down, and {W.suits(s.turned_down)} "
                     "cannot be trump this hand")
        frames.append(Frame(text + ".", Scene(trump=s.trump, turned_down=s.turned_down)))
    if s.trump is not None:
        frames.append(Frame(f"{W.Suits(s.trump)} are trump; {_maker_words(rules, s.maker)}.",
                            Scene(trump=s.trump)))
    return Example("Bidding into round 2, move by move", tuple(frames))


def _maker_words(rules: Rules, maker: int) -> str:
    name = W.seat_name(rules, maker)
    return f"{name}'s side are the makers" if rules.players == 4 else f"{name} is the maker"


# ---- should you order it up? ------------------------------------------------------------------

@dataclass(frozen=True)
class BidOdds:
    """A seeded deal seen by the first bidder, the engine's odds of each bid, the rule of thumb's
    advice, and a caption that says what the numbers say."""

    state: object
    data: dict        # the engine's chart data: labels, expected_points, tricks, ...
    rule: str         # the intermediate computer player's reason, as it says it
    caption: str


def _points(v: float) -> str:
    return f"{v:+.2f}".replace("-", "−")


def bid_odds_caption(rules: Rules, state, data: dict, rule_label: str, rule: str) -> str:
    """The rule of thumb, then what the engine's counts say about it for this deal (the caption
    beside the chart: its claims come from the same numbers the bars show)."""
    ev = dict(zip(data["labels"], data["expected_points"]))
    best = max(ev, key=ev.get)
    odds = ", ".join(f"{label.lower()} {_points(v)}" for label, v in ev.items())
    text = f"The rule of thumb (the intermediate computer player): {rule} The engine's count, in points " \
           f"on average for this player's side: {odds}."
    if rule_label == best:
        text += f" Here the count agrees: {best.lower()} is worth the most."
    else:
        text += (f" Here the count disagrees: {best.lower()} is worth the most, not "
                 f"{rule_label.lower()} ({_points(ev[best])} against {_points(ev.get(rule_label, 0.0))}).")
    if "Order it up" in ev:
        bidder, dealer, up = state.current_player, state.dealer, state.upcard
        role = W.card_role(up, up.suit)
        if bidder == dealer:
            text += f" Ordering up, {W.seat_name(rules, bidder)} takes the {up.display} into hand" + \
                (f": it becomes their {role}." if role else ".")
        elif euchre.team_of(rules, bidder) == euchre.team_of(rules, dealer):
            text += f" Ordering up gives the {up.display} to the dealer, {W.seat_name(rules, bidder)}'s partner" + \
                (f": it becomes their {role}." if role else ".")
        else:
            text += (f" Ordering up also hands the {up.display} to the dealer, {W.seat_name(rules, dealer)}, "
                     "an opponent" + (f": it becomes their {role}." if role else "."))
    return text


def bid_odds_example(rules: Rules, seed: int, samples: int = 60) -> BidOdds:
    """The first bidder of a seeded deal: odds from the engine (a fixed number of deals played out,
    so the same seed gives the same numbers) and the caption derived from them."""
    from engine.ai import bidding_odds, make_bot
    from engine.ai import words as AW
    state = euchre.deal(rules, dealer=seed % rules.players, seed=seed)
    view = euchre.observe(state, state.current_player)
    data = bidding_odds(view, samples=samples, seed=seed).chart_data()
    bot = make_bot("intermediate")
    action, _ = bot.decide(view)
    rule = bot.explain(view)
    return BidOdds(state, data, rule, bid_odds_caption(rules, state, data, AW.action_text(action), rule))
