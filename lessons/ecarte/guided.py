"""Lesson 9: a guided hand of Écarté. Pure logic: the learner holds South (seat 0); the
other seat is the engine's intermediate computer player. Every decision of the learner
is checked by the engine and explained, with the computer player's choice and reason
as a second opinion."""
from __future__ import annotations

from dataclasses import dataclass

from engine import ecarte
from engine.ecarte import HandState, Phase, Rules, observe
from engine.ecarte.actions import Exchange, Play, parse_action
from engine.errors import IllegalActionError

from .common import names, plural, suits
from .l1_cards import trick_reason
from .l5_play import legal_reason
from .positions import bot, public_history
from .words import refuse_words, stand_words

ME = 0


@dataclass(frozen=True)
class Turn:
    ok: bool
    text: str
    state: HandState
    log: tuple[str, ...] = ()


def start(rules: Rules, seed: int) -> tuple[HandState, tuple[str, ...]]:
    """Deal with South always in a playing seat (in the three-player game South never deals)."""
    r = rules
    dealer = (1 + seed % (r.players - 1)) if r.players == 3 else seed % 2
    s = ecarte.deal(r, dealer=dealer, seed=seed)
    nm = names(r)
    log = [f"{nm[dealer]} deals; the turn-up is the {s.turnup.display}: {suits(s.trump)} are trumps."]
    if r.players == 3:
        log.append(f"{nm[dealer]} sits out this hand.")
    for a in s.awards:
        log.append(_award(s, a))
    s, more = play_others(s)
    return s, tuple(log) + more


def _award(s: HandState, a) -> str:
    seats = ["You" if i == ME else n for i, n in enumerate(names(s.rules))]
    return f"**{a.text_for(seats)}**"


def describe(s: HandState, seat: int, a) -> str:
    nm = "You" if seat == ME else names(s.rules)[seat]
    if isinstance(a, Exchange):
        if seat == ME:
            return f"You discard {' '.join(c.display for c in a.cards) or 'nothing'} and draw {len(a.cards)}."
        return f"{nm} exchanges {plural(len(a.cards), 'card')}."
    if isinstance(a, Play):
        return f"{nm} play{'s' if seat != ME else ''} the {a.card.display}."
    verb = {"propose": "propose", "stand": "stand (play without proposing)", "accept": "accept",
            "refuse": "refuse", "declare king": "declare the king of trumps",
            "no declaration": "say nothing about the king"}[str(a)]
    if seat != ME:
        verb = {"say nothing about the king": "says nothing about the king"}.get(verb, verb.split()[0] + "s" +
                                                                                 verb[len(verb.split()[0]):])
    return f"{nm} {verb}."


def _after(before: HandState, after: HandState) -> tuple[str, ...]:
    nm = list(names(before.rules))
    nm[ME] = "You"
    out = []
    if len(after.tricks_played) > len(before.tricks_played):
        t = after.tricks_played[-1]
        _, why = trick_reason(t.lead, t.follow, after.trump)
        out.append(f"**{nm[t.winner]}** win{'' if t.winner == ME else 's'} the trick. {why}")
    for a in after.awards[len(before.awards):]:
        out.append(_award(after, a))
    if before.phase not in (Phase.PLAY, Phase.DECLARE, Phase.OVER) and after.phase in (Phase.PLAY, Phase.DECLARE):
        out.append(f"The exchanges are over ({plural(len(after.talon), 'card')} left in the talon): play begins.")
    if after.is_over:
        out.append("Hand over: tricks " + ", ".join(f"{nm[i]} {after.tricks[i]}" for i in (after.elder, after.younger))
                   + "; points " + ", ".join(f"{nm[i]} {after.points[i]}" for i in (after.elder, after.younger)) + ".")
    return tuple(out)


def play_others(s: HandState) -> tuple[HandState, tuple[str, ...]]:
    log: list[str] = []
    while not s.is_over and s.current_player != ME:
        seat = s.current_player
        a = bot().choose(observe(s, seat))
        before = s
        s = s.apply(a)
        if not (str(a) == "no declaration"):   # a silent "no" is not seen by the other player
            log.append(describe(before, seat, a))
        log.extend(_after(before, s))
    return s, tuple(log)


QUESTIONS = {
    Phase.PROPOSAL: "You are the elder hand. Propose an exchange, or stand (play without proposing)?",
    Phase.RESPONSE: "The elder hand proposes. Do you accept or refuse?",
    Phase.ELDER_EXCHANGE: "Choose the cards to discard (you draw as many from the talon).",
    Phase.DEALER_EXCHANGE: "Your turn to exchange: choose the cards to discard.",
    Phase.DECLARE: "You hold the king of trumps. Declare it now for 1 point?",
    Phase.PLAY: "Which card do you play?",
}


def question(s: HandState) -> str:
    q = QUESTIONS.get(s.phase, "")
    if s.phase is Phase.PLAY and s.lead is not None:
        q = f"The {s.lead.display} was led. Which card do you play?"
    elif s.phase is Phase.PLAY:
        q = "You lead. Which card do you play?"
    if s.phase in (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
        least, most = s.exchange_limits()
        q += f" You may discard {least} to {most} ({plural(len(s.talon), 'card')} in the talon)."
    return q


def options(s: HandState) -> tuple[tuple[str, str], ...]:
    """(action text, label) for the buttons. Plays offer every card in hand, legal or not,
    so the engine can say why a card may not be played. Exchanges are chosen card by card."""
    ph = s.phase
    if ph is Phase.PROPOSAL:
        return (("propose", "Propose"), ("stand", "Stand"))
    if ph is Phase.RESPONSE:
        return (("accept", "Accept"), ("refuse", "Refuse"))
    if ph is Phase.DECLARE:
        return (("declare king", "Declare the king"), ("no declaration", "Say nothing"))
    if ph is Phase.PLAY:
        return tuple((f"play {c}", c.display) for c in s.hands[ME])
    return ()


def second_opinion(s: HandState) -> tuple[str, str]:
    """What the intermediate computer player would do here, and why."""
    v = observe(s, ME)
    a = bot().choose(v)
    return str(a), bot().explain(v)


def _right_words(s: HandState, a) -> str:
    ph = s.phase
    if isinstance(a, Play):
        return legal_reason(s, a.card)
    if isinstance(a, Exchange):
        least, most = s.exchange_limits()
        return f"Allowed: {least} to {most} cards."
    if ph is Phase.PROPOSAL:
        return (f"Standing is allowed; {stand_words(s.rules.penalty, s.exchanged)}."
                if str(a) == "stand" else "Proposing is allowed: the dealer now accepts or refuses.")
    if ph is Phase.RESPONSE:
        return (f"Refusing is allowed: play begins with these hands; {refuse_words(s.rules.penalty, s.exchanged)}."
                if str(a) == "refuse" else "Accepting is allowed: the elder exchanges first, then you.")
    if ph is Phase.DECLARE:
        return ("Declared: 1 point at once." if str(a) == "declare king" else
                "Allowed, but an undeclared king scores nothing.")
    return "Allowed."


def decide(s: HandState, text: str) -> Turn:
    """Check the learner's choice with the engine; apply it and let the others play on."""
    try:
        a = parse_action(text)
    except Exception as exc:
        return Turn(False, f"That is not a move: {exc}", s)
    reason = ecarte.explain_illegal(s, a)
    if reason is not None:
        return Turn(False, f"Not allowed: {reason.text}", s)
    bot_text, bot_why = second_opinion(s)
    same = bot_text == str(a)
    opinion = ("The computer player would do the same" if same else
               f"The computer player would choose **{_action_words(bot_text)}**") + f": {bot_why}"
    try:
        after = s.apply(a)
    except IllegalActionError as exc:  # pragma: no cover - explain_illegal said it was legal
        return Turn(False, f"Not allowed: {exc.reason.text}", s)
    log = [describe(s, ME, a)]
    log.extend(_after(s, after))
    after, more = play_others(after)
    text_ = f"{_right_words(s, a)}  \n{opinion}"
    return Turn(True, text_, after, tuple(log) + more)


def _action_words(text: str) -> str:
    a = parse_action(text)
    if isinstance(a, Play):
        return f"the {a.card.display}"
    if isinstance(a, Exchange):
        return "discard " + (" ".join(c.display for c in a.cards) or "nothing")
    return text


__all__ = ["start", "decide", "options", "question", "second_opinion", "public_history"]
