"""Lesson 9: a guided hand. Pure logic: the learner holds seat 0; the other seats are the
engine's intermediate computer players (``engine.ai``; the simple legal-move players of
``positions.py`` if it is missing); every decision of the learner is checked by the engine
and explained, with the computer player's rule of thumb as a second opinion."""
from __future__ import annotations

from dataclasses import dataclass

from engine import euchre
from engine.cards import Suit
from engine.euchre import Action, HandState, IllegalActionError, Kind, Phase
from engine.words import Seats
from engine.euchre import words as W
from engine.euchre.rules import Rules
from engine.i18n import N_, _, ngettext

from ..text import join

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
    names = Seats(rules.players)
    log = (_("{dealer} deals; the upcard is the {card}.").format(dealer=names[dealer], card=s.deal.upcard.display),)
    s, more = play_others(s)
    return s, log + more


def describe(s: HandState, seat: int, a: Action) -> str:
    names = Seats(s.rules.players)
    k = a.kind
    if seat == ME:
        return _describe_mine(s, a)
    if k in (Kind.PASS, Kind.ORDER, Kind.CALL):
        return _event_words(s.rules, s, seat, a) + "."
    if k is Kind.DISCARD:
        return _("{seat} discards a card face down.").format(seat=names[seat])
    if k is Kind.ALONE:
        return _("{seat} goes alone!").format(seat=names[seat])
    if k is Kind.PARTNER:
        return _("{seat} plays with their partner.").format(seat=names[seat])
    if k is Kind.DEFEND_ALONE:
        return _("{seat} defends alone!").format(seat=names[seat])
    if k is Kind.DEFEND:
        return _("{seat} defends with their partner.").format(seat=names[seat])
    if k is Kind.GIVE:
        return _("{seat} passes a card to their partner.").format(seat=names[seat])
    if k is Kind.PLAY:
        return _("{seat} plays the {card}.").format(seat=names[seat], card=a.card.display)
    return f"{names[seat]}: {a}"


def _describe_mine(s: HandState, a: Action) -> str:
    """The learner's own action, in the second person."""
    k = a.kind
    if k is Kind.PASS:
        return _("You pass.")
    if k is Kind.ORDER:
        if s.dealer == ME:
            return _("You pick it up.")
        if s.rules.players == 4 and (ME + 2) % 4 == s.dealer:
            return _("You assist (tell your partner, the dealer, to pick it up).")
        return _("You order it up.")
    if k is Kind.CALL:
        return _("You call {suits}.").format(suits=W.suits(a.suit))
    if k is Kind.DISCARD:
        return _("You discard the {card}.").format(card=a.card.display)
    if k is Kind.PLAY:
        return _("You play the {card}.").format(card=a.card.display)
    if k is Kind.GIVE:
        return _("You pass the {card} to your partner.").format(card=a.card.display)
    said = {Kind.ALONE: N_("You go alone!"), Kind.PARTNER: N_("You play with your partner."),
            Kind.DEFEND_ALONE: N_("You defend alone!"), Kind.DEFEND: N_("You defend with your partner.")}.get(k)
    return _(said) if said else _("You choose: {action}.").format(action=W.action_label(a, s.rules))


def _after(before: HandState, after: HandState) -> tuple[str, ...]:
    names = Seats(before.rules.players)
    out = []
    if before.phase is Phase.BID1 and after.phase is Phase.BID2:
        out.append(_("Everybody passed: the {card} is turned down. Round 2.").format(card=before.deal.upcard.display))
    if len(after.tricks) > len(before.tricks):
        t = after.tricks[-1]
        out.append(_("**You** win the trick.") if t.winner == ME else
                   _("**{seat}** wins the trick.").format(seat=names[t.winner]))
    if after.is_over:
        r = after.result
        if r.thrown_in:
            out.append(_("Everybody passed twice: the deal is thrown in."))
        else:
            out.append(hand_over(after))
    return tuple(out)


def hand_over(s: HandState) -> str:
    """The played hand's end in one sentence: the maker's tricks (one maker with two or three
    players, makers with four) and who scored what."""
    r = s.result
    pts = ", ".join(f"{W.team_name(s.rules, t)} +{p}" for t, p in enumerate(r.points) if p)
    n = r.maker_tricks
    over = (ngettext("Deal over: the makers took {n} trick. {points}.",
                     "Deal over: the makers took {n} tricks. {points}.", n)
            if s.rules.players == 4 else
            ngettext("Deal over: the maker took {n} trick. {points}.",
                     "Deal over: the maker took {n} tricks. {points}.", n))
    return over.format(n=n, points=pts)


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
    played = {p for p, _x in s.trick} | {seat}
    n = s.rules.players
    return tuple(x for x in ((seat + k) % n for k in range(1, n))
                 if x not in played and x not in s.sitting_out)


def _reason_text(s: HandState, seat: int, action: Action, reason) -> str:
    """The computer player's reason, said so that it is true at this table: "win cheaply" wins the
    trick *so far*, and names who may still beat it."""
    if getattr(reason, "code", "") != "win_cheap":
        return str(reason)
    later = [W.seat_name(s.rules, x) for x in still_to_play(s, seat)]
    text = _("Play the cheapest card that wins the trick so far: the {card}.").format(card=action.card.display)
    if len(later) == 1:
        text += " " + _("{seat} still plays and could beat it.").format(seat=later[0])
    elif later:
        text += " " + _("{seats} still play and could beat it.").format(seats=join(later))
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
        a, _r = bot_choice(s, s.current_player)
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
        return (("pass", _("Pass")),) + tuple((f"call {x.letter}", _("Call {suits}").format(suits=W.suits(x)))
                                              for x in Suit)
    if ph is Phase.DISCARD:
        return tuple((f"discard {c}", _("Discard {card}").format(card=c.display))
                     for c in euchre.hand_order(s.hands[ME], s.trump))
    return tuple((str(a), W.action_label(a, s.rules, dealer_acting=dealer)) for a in s.legal_actions())


def question(s: HandState) -> str:
    names = Seats(s.rules.players)
    ph = s.phase
    if ph is Phase.BID1:
        return (_("Round 1. Do you pick up the {card} (making {suits} trump), or pass?") if s.dealer == ME else
                _("Round 1. Do you order up the {card} (making {suits} trump), or pass?")
                ).format(card=s.upcard.display, suits=W.suits(s.upcard.suit))
    if ph is Phase.BID2:
        return _("Round 2: {suits} were turned down. Name a suit, or pass.").format(suits=W.suits(s.turned_down))
    if ph is Phase.BENNY:
        return _("You turned up the Benny: name trump.")
    if ph is Phase.DISCARD:
        return _("You picked up the upcard: discard one card face down.")
    if ph is Phase.ALONE:
        return _("You are the maker. Go alone, or play with your partner?")
    if ph is Phase.DEFEND:
        return _("Defend alone, or with your partner?")
    if ph is Phase.GIVE:
        return _("Your partner is alone: give them one of your cards.")
    if ph is Phase.BEST_DISCARD:
        return _("Discard one card face down.")
    if ph is Phase.PLAY:
        if not s.trick:
            return _("Your lead: play any card.")
        return _("{seat} led. Which card do you play?").format(seat=names[s.trick[0][0]])
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
        why += " " + _("A computer player would choose “{action}”: {why}").format(
            action=W.action_label(hint, s.rules, s.dealer == ME), why=hint_why)
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
        return _("no trumps") if n == 0 else ngettext("{n} trump", "{n} trumps", n).format(n=n)

    def holding(x: Suit) -> str:
        """``2 trumps in hearts``, with the upcard counted when the learner would pick it up."""
        if picks_up:
            return _("{trumps} (the upcard you would pick up included)").format(trumps=trumps(count(x)))
        return trumps(count(x))

    if a.kind is Kind.PASS:
        best = max(suits, key=count)
        where = (_("in {suits}, the only suit you can make this round") if round_one
                 else _("in {suits}, your best suit this round")).format(suits=W.suits(best))
        allowed = (_("Passing is always allowed here (apart from a stuck dealer).") if s.rules.stick_the_dealer
                   else _("Passing is always allowed here."))
        verdict = (_("With {trumps} {where}, a pass is reasonable.") if count(best) < 3 else
                   _("You would hold {trumps} {where}, though: making it would also be fine.")
                   ).format(trumps=holding(best), where=where)
        return allowed + " " + verdict
    suit = a.suit if a.kind is Kind.CALL else s.upcard.suit
    if count(suit) >= 3:
        text = _("Legal. You would hold {trumps} in {suits}: a good basis for making trump.")
    elif s.rules.players == 4:
        text = _("Legal. You would hold {trumps} in {suits}: a brave call: the makers need 3 tricks.")
    else:
        text = _("Legal. You would hold {trumps} in {suits}: a brave call: the maker needs {need} tricks.")
    return text.format(trumps=holding(suit), suits=W.suits(suit), need=s.rules.tricks_to_make)


def _why(s: HandState, a: Action, hint: Action) -> str:
    if a.kind is Kind.PLAY:
        base = legal_reason(s, a.card)
        return base
    if s.phase is Phase.BID1 or s.phase is Phase.BID2:
        return _bid_words(s, a)
    if a.kind is Kind.DISCARD:
        return _("Legal. A good discard is usually a low card of a short side suit; keep your trumps unless "
                 "you hold nothing else.")
    if a.kind is Kind.ALONE:
        return _("Legal: your partner sits out. Take all five tricks and you score 4.")
    return _("Legal.")
