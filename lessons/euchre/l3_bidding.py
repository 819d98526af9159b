"""The Bidding lesson: What may this player do now; who are the makers; what happens next."""
from __future__ import annotations

import random
from dataclasses import dataclass

from engine import euchre
from engine.cards import Suit
from engine.euchre import Phase
from engine.words import Seats
from engine.euchre import words as W
from engine.euchre.rules import Rules
from engine.i18n import N_, _

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from .common import join, rng_for, seat_names
from ..text import signed
from .positions import simple_action


def _event_words(rules: Rules, state, seat: int, action) -> str:
    name = W.seat_name(rules, seat)
    text = str(action)
    if text == "pass":
        return _("{seat} passes").format(seat=name)
    if text == "order":
        if seat == state.dealer:
            return _("{seat} (the dealer) picks it up").format(seat=name)
        if rules.players == 4 and (seat + 2) % 4 == state.dealer:
            return _("{seat} assists (tells their partner, the dealer, to pick it up)").format(seat=name)
        return _("{seat} orders it up").format(seat=name)
    if action.kind.value == "call":
        return _("{seat} calls {suits}").format(seat=name, suits=W.suits(action.suit))
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
        out.append((_("Round {n}").format(n=rnd), _event_words(rules, state, e.seat, e.action)))
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
        for _i in range(passes):
            s = s.apply("pass")
            if s.phase is not Phase.BID1 and s.phase is not Phase.BID2:
                break
        if s.phase in (Phase.BID1, Phase.BID2):
            return s


def _legal_set(state) -> frozenset[str]:
    return frozenset(str(a) for a in state.legal_actions())


def gen_may(rules: Rules, seed: int) -> Question:
    rng = rng_for("may", seed)
    # which situation this question shows, each as often as the others (drawn at random, round 2
    # was right more often than round 1, and the stuck dealer more often than both)
    wanted = rng.choice(("round1", "round2", "stuck") if rules.stick_the_dealer else ("round1", "round2"))
    for _try in range(200):   # (a few tries at most; bounded all the same)
        s = _bidding_position(rules, rng, want_round2=0.0 if wanted == "round1" else 1.0)
        if wanted == "stuck":   # everybody passes round to the dealer in round 2
            while s.phase is Phase.BID1 or s.current_player != s.dealer:
                s = s.apply("pass")
        stuck = "pass" not in _legal_set(s)
        if wanted == "round1" or stuck == (wanted == "stuck"):
            break
    names = seat_names(rules)
    who = names[s.current_player]
    up = s.deal.upcard
    td = up.suit if s.turned_down is None else s.turned_down
    others = [x for x in Suit if x is not td]
    is_dealer = s.current_player == s.dealer
    named = join([W.suits(x) for x in others], "or")
    cands = [
        (frozenset({"pass", "order"}),
         (_("Pass, or pick up the {card} ({suits} trump)") if is_dealer else
          _("Pass, or order up the {card} ({suits} trump)")).format(card=up.display, suits=W.suits(up.suit))),
        (frozenset({"pass"} | {f"call {x.letter}" for x in others}),
         _("Pass, or name {suits} as trump").format(suits=named)),
        (frozenset({f"call {x.letter}" for x in others}),
         _("Name {suits}: passing is not allowed").format(suits=named)),
        (frozenset({"pass"} | {f"call {x.letter}" for x in Suit}),
         _("Pass, or name any suit as trump, {suits} included").format(suits=W.suits(td))),
    ]   # ("Only pass" is never what the engine allows: it was dropped as an answer that only padded)
    legal = _legal_set(s)
    if s.phase is Phase.BID1:
        expl = (_("It is the first round: {seat} may pass or pick up the {card}, making {suits} trump. Naming "
                  "another suit waits for round 2.") if is_dealer else
                _("It is the first round: {seat} may pass or order the dealer to pick up the {card}, making "
                  "{suits} trump. Naming another suit waits for round 2.")
                ).format(seat=who, card=up.display, suits=W.suits(up.suit))
    elif "pass" not in legal:
        expl = _("Everybody else has passed twice and this table plays Stick the Dealer: {seat}, the dealer, "
                 "must name a suit, any but the turned-down {suits}.").format(seat=who, suits=W.suits(td))
    else:
        expl = _("Round 2: the {card} was turned down, so {suits} cannot be trump in this deal. {seat} may pass "
                 "or name another suit.").format(card=up.display, suits=W.suits(td), seat=who)
    choices = []
    for i, (acts, text) in enumerate(cands):
        choices.append(Choice(f"m{i}", text, acts == legal, expl))
    if sum(c.correct for c in choices) != 1:   # pragma: no cover - the engine changed its options
        raise RuntimeError(f"no description for {sorted(legal)}")
    facts = ((_("Dealer"), names[s.dealer]), (_("Round"), "1" if s.phase is Phase.BID1 else "2"))
    if s.phase is Phase.BID2:
        facts += ((_("Turned down"), up.display),)
    return Question("may", "may", seed, _("{seat} is to bid. What may {seat} do now?").format(seat=who),
                    tuple(choices), expl,
                    scene=Scene(upcard=up if s.phase is Phase.BID1 else None, turned_down=s.turned_down,
                                facts=facts + bidding_so_far(rules, s),
                                hand=s.hands[s.current_player], hand_label=_("{seat}'s hand").format(seat=who)), source=s)


def _team_words(rules: Rules, team: int) -> str:
    if rules.players == 4:
        a, b = Seats(4)[team], Seats(4)[team + 2]
        return join([a, b])
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
        options.append(("none", _("Nobody: the deal is thrown in")))
    if s.is_over and s.result.thrown_in:
        right = "none"
        expl = _("Everybody passed twice, so nobody chose trump: the deal is thrown in and the next player deals.")
    else:
        team = euchre.team_of(rules, s.maker)
        right = f"t{team}"
        bid = next(e for e in s.history if e.action.kind.value in ("order", "call"))
        how = _event_words(rules, s, bid.seat, bid.action)
        expl = (_("{bid}, so {side} are the makers.") if rules.players == 4 else
                _("{bid}, so {side} is the maker.")).format(bid=how, side=_team_words(rules, team))
        if str(bid.action) == "order" and bid.seat != s.dealer and \
                euchre.team_of(rules, bid.seat) != euchre.team_of(rules, s.dealer):
            expl += " " + (_("The dealer picks up the card, but the side that ordered it up chose trump: they "
                             "are the makers.") if rules.players == 4 else
                           _("The dealer picks up the card, but the player who ordered it up chose trump: "
                             "that player is the maker."))
    choices = tuple(Choice(k, v, k == right, expl) for k, v in options)
    bids = bidding_so_far(rules, s)
    ask = (_("Here is the whole bidding. Who are the makers?") if rules.players == 4 else
           _("Here is the whole bidding. Who is the maker?"))
    return Question("makers", "makers", seed, ask, choices, expl,
                    scene=Scene(facts=((_("Dealer"), names[s.dealer]), (_("Upcard"), s.deal.upcard.display)) + bids),
                    source=s)


NEXT_WORDS = {   # not the alone decisions: the Going alone lesson comes after Bidding
    "discard": N_("The dealer takes the upcard into hand and discards one card face down"),
    "round2": N_("The upcard is turned face down and the second round of bidding begins"),
    "thrown": N_("The deal is thrown in and the next player deals"),
    # (not "The next player bids" alone: after the last pass of round 1 the next player bids too,
    # in round 2, so it was true where the answer was "round2")
    "bid": N_("The round goes on: the next player bids"),
    "play": N_("Play begins with the first lead"),
}
"""What may happen after a bid, in English (marked for the catalogue; pass each through ``_()``)."""


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


def _next_draw(rules: Rules, rng: random.Random):
    """A bidding position and a legal bid in it, leaning to the interesting moments: the last
    pass of a round, or a bid."""
    s = _bidding_position(rules, rng, want_round2=0.5)
    if rng.random() < 0.5:
        while s.phase in (Phase.BID1, Phase.BID2) and s.passes < rules.players - 1 and "pass" in _legal_set(s):
            s = s.apply("pass")
    return s, rng.choice(s.legal_actions())


def gen_next(rules: Rules, seed: int) -> Question:
    """What follows a bid at this table, from the engine. Going alone is the next lesson: a bid
    that fixes trump where the maker may go alone (the maker's decision is next) is not asked."""
    rng = rng_for("next", seed)
    # bids drawn at random made one answer right far more often than the others ("Play begins"
    # in 47% of the two-handed questions): pick the answer first, then draw bids until the engine
    # says that is what follows (an answer no bid at this table leads to gives way to the next one)
    wanted = list(NEXT_WORDS)   # (never the alone decisions, which are not asked)
    rng.shuffle(wanted)
    for want in wanted:
        tries = (_next_draw(rules, rng) for _i in range(100))
        found = next(((s, a) for s, a in tries if next_key(s, s.apply(a)) == want), None)
        if found:
            break
    else:
        raise RuntimeError("no bid without an alone decision next")   # pragma: no cover
    s, a = found
    after = s.apply(a)
    right = next_key(s, after)
    pool = [k for k in NEXT_WORDS if k != right]
    rng.shuffle(pool)
    keys = [right] + pool[:3]
    keys.sort(key=list(NEXT_WORDS).index)
    names = seat_names(rules)
    did = _event_words(rules, s, s.current_player, a)
    detail = {
        "discard": N_("Trump is fixed ({suits}) and the dealer, {dealer}, picks up the {card}, then discards."),
        "round2": N_("Everybody has passed in round 1, so the upcard is turned down and round 2 starts at the "
                     "dealer's left."),
        "thrown": N_("Everybody has passed twice: the deal is thrown in."),
        "bid": N_("Bidding goes on: {seat} is next."),
        "play": N_("Trump is fixed and nothing is left to decide: the first trick is led."),
    }[right]
    detail = _(detail).format(suits=W.suits(after.trump) if after.trump is not None else "",
                              dealer=names[s.dealer], card=s.deal.upcard.display,
                              seat=names[after.current_player] if after.current_player is not None else "")
    choices = tuple(Choice(k, _(NEXT_WORDS[k]), k == right, detail) for k in keys)
    hist = bidding_so_far(rules, s)
    return Question("next", "next", seed, _("{bid}. What happens next?").format(bid=did), choices, detail,
                    scene=Scene(upcard=s.deal.upcard if s.phase is Phase.BID1 else None,
                                facts=((_("Dealer"), names[s.dealer]),) + hist), source=(s, a))


def round2_deal(rules: Rules):
    """A seeded deal (South deals) that the simple players bid into round 2 and on to a trump."""
    rng = random.Random(11)
    first = None
    for _i in range(300):
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
    frames = [Frame(_("{dealer} deals. The upcard is the {card}.").format(dealer=names[0], card=s.deal.upcard.display),
                    Scene(upcard=s.deal.upcard, hand=s.hands[s.current_player],
                          hand_label=_("{seat}'s hand").format(seat=names[s.current_player])))]
    while s.phase in (Phase.BID1, Phase.BID2, Phase.BENNY, Phase.DISCARD):
        a = simple_action(s)
        who = s.current_player
        text = _event_words(rules, s, who, a) if s.phase is not Phase.DISCARD else \
            _("{seat} (the dealer) discards a card face down").format(seat=names[who])
        before = s
        s = s.apply(a)
        if before.phase is Phase.BID1 and s.phase is Phase.BID2:
            text = _("{bid}. Everybody has passed: the upcard is turned down, and {suits} cannot be trump in "
                     "this deal.").format(bid=text, suits=W.suits(s.turned_down))
        else:
            text = _("{bid}.").format(bid=text)
        frames.append(Frame(text, Scene(trump=s.trump, turned_down=s.turned_down)))
    if s.trump is not None:
        name = W.seat_name(rules, s.maker)
        # (not "the makers": the next step of the lesson teaches the word)
        frames.append(Frame((_("{suits} are trump, chosen by {seat}'s side.") if rules.players == 4 else
                             _("{suits} are trump, chosen by {seat}.")).format(suits=W.Suits(s.trump), seat=name),
                            Scene(trump=s.trump)))
    return Example(_("Bidding into round 2, move by move"), tuple(frames))


# ---- should you order it up? ------------------------------------------------------------------

@dataclass(frozen=True)
class BidOdds:
    """A seeded deal seen by the first bidder, the engine's odds of each bid, the rule of thumb's
    advice, and a caption that says what the numbers say."""

    state: object
    data: dict        # the engine's chart data: labels, expected_points, tricks, ...
    rule: str         # the common rule of thumb's reason (the older intermediate player's)
    caption: str


def _points(v: float) -> str:
    return signed(v)


def bid_odds_caption(rules: Rules, state, data: dict, rule_label: str, rule: str) -> str:
    """The rule of thumb, then what the engine's counts say about it for this deal (the caption
    beside the chart: its claims come from the same numbers the bars show)."""
    ev = dict(zip(data["labels"], data["expected_points"]))
    best = max(ev, key=ev.get)
    odds = ", ".join(_("{choice} {points}").format(choice=label.lower(), points=_points(v)) for label, v in ev.items())
    # a side only with partners: at a table of two or three each player scores alone
    text = (_("The common rule of thumb: {rule} The engine's count, in points on average for this player's "
              "side: {odds}.") if rules.players == 4 else
            _("The common rule of thumb: {rule} The engine's count, in points on average for this player: "
              "{odds}.")).format(rule=rule, odds=odds)
    if rule_label == best:
        text += " " + _("Here the count agrees: {best} is worth the most.").format(best=best.lower())
    else:
        text += " " + _("Here the count disagrees: {best} is worth the most, not {rule} ({points} against "
                        "{rule_points}).").format(best=best.lower(), rule=rule_label.lower(), points=_points(ev[best]),
                                                  rule_points=_points(ev.get(rule_label, 0.0)))
    if _("Order it up") in ev:   # labels are in the language of the run
        bidder, dealer, up = state.current_player, state.dealer, state.upcard
        role = W.card_role(up, up.suit)
        if bidder == dealer:
            note = (_("Ordering up, {seat} takes the {card} into hand: it becomes their {role}.") if role else
                    _("Ordering up, {seat} takes the {card} into hand."))
            seat = W.seat_name(rules, bidder)
        elif euchre.team_of(rules, bidder) == euchre.team_of(rules, dealer):
            note = (_("Ordering up gives the {card} to the dealer, {seat}'s partner: it becomes their {role}.")
                    if role else _("Ordering up gives the {card} to the dealer, {seat}'s partner."))
            seat = W.seat_name(rules, bidder)
        else:
            note = (_("Ordering up also hands the {card} to the dealer, {seat}, an opponent: it becomes their "
                      "{role}.") if role else _("Ordering up also hands the {card} to the dealer, {seat}, an opponent."))
            seat = W.seat_name(rules, dealer)
        text += " " + note.format(seat=seat, card=up.display, role=_(role))
    return text


def bid_odds_example(rules: Rules, seed: int, samples: int = 60) -> BidOdds:
    """The first bidder of a seeded deal: odds from the engine (a fixed number of deals played out,
    so the same seed gives the same numbers) and the caption derived from them."""
    from engine.ai import bidding_odds, make_bot
    from engine.ai import words as AW
    # The Bidding lesson asks "order it up, or pass?" before going alone is taught (in a later
    # lesson): a bar "Order it up and go alone" was a choice the learner had not met yet.
    if rules.players == 4 and rules.allow_alone:
        rules = rules.replace(allow_alone=False)
    state = euchre.deal(rules, dealer=seed % rules.players, seed=seed)
    view = euchre.observe(state, state.current_player)
    data = bidding_odds(view, samples=samples, seed=seed).chart_data()
    # the common rule the step's text discusses (the intermediate player before it learnt,
    # with partners, who gets the upcard: ``books=False``)
    bot = make_bot("intermediate", books=False)
    action, _r = bot.decide(view)
    rule = bot.explain(view)
    return BidOdds(state, data, rule, bid_odds_caption(rules, state, data, AW.action_text(action), rule))
