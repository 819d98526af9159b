"""Lesson 9: a guided hand. Pure logic: the learner holds seat 0; the other seats are the
engine's intermediate computer players (``engine.ai``; the simple legal-move players of
``positions.py`` if it is missing); every decision of the learner is checked by the engine
and explained, with the computer player's rule of thumb as a second opinion."""
from __future__ import annotations

from dataclasses import dataclass

from engine import euchre
from engine.cards import Suit
from engine.euchre import Action, HandState, IllegalActionError, Kind, Phase
from engine.euchre import words as W
from engine.euchre.rules import Rules

from .l3_bidding import _event_words
from .l5_play import legal_reason
from .positions import simple_action

ME = 0


@dataclass(frozen=True)
class Turn:
    """The outcome of one learner decision: accepted (new state) or refused (reason)."""

    ok: bool
    text: str
    state: HandState
    log: tuple[str, ...] = ()


def start(rules: Rules, seed: int) -> tuple[HandState, tuple[str, ...]]:
    dealer = seed % rules.players
    s = euchre.deal(rules, dealer=dealer, seed=seed)
    names = W.SEAT_NAMES[rules.players]
    log = (f"{names[dealer]} deals; the upcard is the {s.deal.upcard.display}.",)
    s, more = play_others(s)
    return s, log + more


def describe(s: HandState, seat: int, a: Action) -> str:
    names = W.SEAT_NAMES[s.rules.players]
    k = a.kind
    if seat == ME:
        return _describe_mine(s, a)
    if k in (Kind.PASS, Kind.ORDER, Kind.CALL):
        return _event_words(s.rules, s, seat, a) + "."
    if k is Kind.DISCARD:
        return f"{names[seat]} discards a card face down." if seat != ME else f"You discard the {a.card.display}."
    if k is Kind.ALONE:
        return f"{names[seat]} goes alone!"
    if k is Kind.PARTNER:
        return f"{names[seat]} plays with their partner."
    if k is Kind.DEFEND_ALONE:
        return f"{names[seat]} defends alone!"
    if k is Kind.DEFEND:
        return f"{names[seat]} defends with their partner."
    if k is Kind.GIVE:
        return f"{names[seat]} passes a card to their partner."
    if k is Kind.PLAY:
        return f"{names[seat]} plays the {a.card.display}."
    return f"{names[seat]}: {a}"


def _describe_mine(s: HandState, a: Action) -> str:
    """The learner's own action, in the second person."""
    k = a.kind
    if k is Kind.PASS:
        return "You pass."
    if k is Kind.ORDER:
        if s.dealer == ME:
            return "You pick it up."
        if s.rules.players == 4 and (ME + 2) % 4 == s.dealer:
            return "You assist (tell your partner, the dealer, to pick it up)."
        return "You order it up."
    if k is Kind.CALL:
        return f"You call {W.suits(a.suit)}."
    if k is Kind.DISCARD:
        return f"You discard the {a.card.display}."
    if k is Kind.PLAY:
        return f"You play the {a.card.display}."
    if k is Kind.GIVE:
        return f"You pass the {a.card.display} to your partner."
    return {Kind.ALONE: "You go alone!", Kind.PARTNER: "You play with your partner.",
            Kind.DEFEND_ALONE: "You defend alone!", Kind.DEFEND: "You defend with your partner."
            }.get(k, f"You choose: {W.action_label(a, s.rules)}.")


def _after(before: HandState, after: HandState) -> tuple[str, ...]:
    names = W.SEAT_NAMES[before.rules.players]
    out = []
    if before.phase is Phase.BID1 and after.phase is Phase.BID2:
        out.append(f"Everybody passed: the {before.deal.upcard.display} is turned down. Round 2.")
    if len(after.tricks) > len(before.tricks):
        t = after.tricks[-1]
        out.append("**You** win the trick." if t.winner == ME else f"**{names[t.winner]}** wins the trick.")
    if after.is_over:
        r = after.result
        if r.thrown_in:
            out.append("Everybody passed twice: the hand is thrown in.")
        else:
            pts = ", ".join(f"{W.team_name(after.rules, t)} +{p}" for t, p in enumerate(r.points) if p)
            who = "the makers" if after.rules.players == 4 else "the maker"
            out.append(f"Hand over: {who} took {r.maker_tricks} tricks. {pts}.")
    return tuple(out)


class _Simple:
    """The fallback player: beginner's rules of thumb, always legal."""

    def choose(self, view_and_state):
        return simple_action(view_and_state[1])

    def explain(self, view_and_state):
        return ""


def _bot():
    try:
        from engine.ai import make_bot
        return make_bot("intermediate"), True
    except Exception:  # pragma: no cover - the computer players are optional here
        return _Simple(), False


def still_to_play(s: HandState, seat: int) -> tuple[int, ...]:
    """The seats that play to the current trick after ``seat``, in order."""
    played = {p for p, _ in s.trick} | {seat}
    n = s.rules.players
    return tuple(x for x in ((seat + k) % n for k in range(1, n))
                 if x not in played and x not in s.sitting_out)


def _reason_text(s: HandState, seat: int, action: Action, reason) -> str:
    """The computer player's reason, said so that it is true at this table: "win cheaply" wins the
    trick *so far*, and names who may still beat it."""
    if getattr(reason, "code", "") != "win_cheap":
        return str(reason)
    later = [W.seat_name(s.rules, x) for x in still_to_play(s, seat)]
    text = f"Play the cheapest card that wins the trick so far: the {action.card.display}."
    if later:
        text += f" {' and '.join(later)} still {'play' if len(later) > 1 else 'plays'} and could beat it."
    return text


def bot_choice(s: HandState, seat: int) -> tuple[Action, str]:
    """The computer player's action for ``seat`` (seeing only that seat's view) and its reason."""
    bot, real = _bot()
    if not real:
        arg = (None, s)
        return bot.choose(arg), bot.explain(arg)
    action, reason = bot.decide(euchre.observe(s, seat))
    return action, _reason_text(s, seat, action, reason)


def last_trick(s: HandState):
    """The finished trick to show beside the table: the last one, once the next trick has begun
    (before that, the table itself still shows it)."""
    return s.tricks[-1] if s.tricks and s.trick else None


def play_others(s: HandState) -> tuple[HandState, tuple[str, ...]]:
    """Let the other seats act until it is the learner's turn or the hand is over."""
    log = []
    while not s.is_over and s.current_player != ME:
        a, _ = bot_choice(s, s.current_player)
        seat = s.current_player
        new = s.apply(a)
        log.append(describe(s, seat, a))
        log.extend(_after(s, new))
        s = new
    return s, tuple(log)


def options(s: HandState) -> tuple[tuple[str, str], ...]:
    """What the learner is offered: (action text, button label). Includes some illegal choices
    on purpose (every card of the hand; every suit in round 2) so the engine can explain them."""
    if s.is_over or s.current_player != ME:
        return ()
    ph = s.phase
    dealer = s.dealer == ME
    if ph is Phase.PLAY:
        return tuple((f"play {c}", c.display) for c in euchre.hand_order(s.hands[ME], s.trump))
    if ph is Phase.BID2:
        return (("pass", "Pass"),) + tuple((f"call {x.letter}", f"Call {W.suits(x)}") for x in Suit)
    if ph is Phase.DISCARD:
        return tuple((f"discard {c}", f"Discard {c.display}") for c in euchre.hand_order(s.hands[ME], s.trump))
    return tuple((str(a), W.action_label(a, s.rules, dealer_acting=dealer)) for a in s.legal_actions())


def question(s: HandState) -> str:
    names = W.SEAT_NAMES[s.rules.players]
    ph = s.phase
    if ph is Phase.BID1:
        return (f"Round 1. Do you {'pick up' if s.dealer == ME else 'order up'} the {s.upcard.display} "
                f"(making {W.suits(s.upcard.suit)} trump), or pass?")
    if ph is Phase.BID2:
        return f"Round 2: {W.suits(s.turned_down)} were turned down. Name a suit, or pass."
    if ph is Phase.BENNY:
        return "You turned up the Benny: name trump."
    if ph is Phase.DISCARD:
        return "You picked up the upcard: discard one card face down."
    if ph is Phase.ALONE:
        return "You are the maker. Go alone, or play with your partner?"
    if ph is Phase.DEFEND:
        return "Defend alone, or with your partner?"
    if ph is Phase.GIVE:
        return "Your partner is alone: give them one of your cards."
    if ph is Phase.BEST_DISCARD:
        return "Discard one card face down."
    if ph is Phase.PLAY:
        if not s.trick:
            return "Your lead: play any card."
        return f"{names[s.trick[0][0]]} led. Which card do you play?"
    return ""


def decide(s: HandState, text: str) -> Turn:
    """Apply the learner's choice: refused with the engine's reason, or accepted, explained,
    and played on to the learner's next decision."""
    try:
        new = s.apply(text)
    except IllegalActionError as e:
        return Turn(False, e.reason.text, s)
    a = Action.parse(text)
    hint, hint_why = bot_choice(s, ME)
    why = _why(s, a, hint)
    if hint is not a and hint_why:
        why += f" A computer player would choose “{W.action_label(hint, s.rules, s.dealer == ME)}”: {hint_why}"
    log = (describe(s, ME, a),) + _after(s, new)
    new, more = play_others(new)
    return Turn(True, why, new, log + more)


def _bid_words(s: HandState, a: Action) -> str:
    """Why a bid is reasonable, counting only the suits this round can make: in round 1 the
    upcard's suit alone (with the upcard itself when you deal: you would pick it up), in
    round 2 any suit but the one turned down."""
    round_one = s.phase is Phase.BID1
    suits = [s.upcard.suit] if round_one else [x for x in Suit if x is not s.turned_down]
    picks_up = round_one and s.dealer == ME

    def count(x: Suit) -> int:
        return sum(1 for c in s.hands[ME] if euchre.is_trump(c, x)) + (1 if picks_up else 0)

    def trumps(n: int) -> str:
        return "no trumps" if n == 0 else "1 trump" if n == 1 else f"{n} trumps"

    upcard = ", counting the upcard you would pick up" if picks_up else ""
    if a.kind is Kind.PASS:
        best = max(suits, key=count)
        where = (f"in {W.suits(best)}, the only suit you can make this round" if round_one
                 else f"in {W.suits(best)}, your best suit this round")
        return "Passing is always allowed here" + (
            " (apart from a stuck dealer)." if s.rules.stick_the_dealer else ".") + (
            f" With {trumps(count(best))}{upcard} {where}, a pass is reasonable." if count(best) < 3 else
            f" You would hold {trumps(count(best))}{upcard} {where}, though: making it would also be fine.")
    suit = a.suit if a.kind is Kind.CALL else s.upcard.suit
    need = ("the makers need 3 tricks" if s.rules.players == 4 else
            f"the maker needs {s.rules.tricks_to_make} tricks")
    return (f"Legal. You would hold {trumps(count(suit))} in {W.suits(suit)}{upcard}: "
            + ("a good basis for making trump." if count(suit) >= 3 else f"a brave call: {need}."))


def _why(s: HandState, a: Action, hint: Action) -> str:
    if a.kind is Kind.PLAY:
        base = legal_reason(s, a.card)
        return base
    if s.phase is Phase.BID1 or s.phase is Phase.BID2:
        return _bid_words(s, a)
    if a.kind is Kind.DISCARD:
        return ("Legal. A good discard is usually a low card of a short side suit; keep your trumps unless "
                "you hold nothing else.")
    if a.kind is Kind.ALONE:
        return "Legal: your partner sits out. Take all five tricks and you score 4."
    return "Legal."
