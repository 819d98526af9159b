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
from engine.i18n import N_, _

from .common import n_cards, names, suits
from .l1_cards import trick_reason
from .l3_exchange import ACTION_WORDS
from .l5_play import legal_reason
from .positions import bot, public_history
from .words import dealer_part, refuse_words, stand_words

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
    log = [_("{dealer} deals; the turn-up is the {card}: {suits} are trumps.").format(
        dealer=nm[dealer], card=s.turnup.display, suits=suits(s.trump))]
    if r.players == 3:
        log.append(_("{dealer} sits out this deal.").format(dealer=nm[dealer]))
    for a in s.awards:
        log.append(_award(s, a))
    s, more = play_others(s)
    return s, tuple(log) + more


def _award(s: HandState, a) -> str:
    seats = [_("You") if i == ME else n for i, n in enumerate(names(s.rules))]
    return f"**{a.text_for(seats)}**"


MY_ACTIONS = {"propose": N_("You propose."), "stand": N_("You stand (play without proposing)."),
              "accept": N_("You accept."), "refuse": N_("You refuse."),
              "declare king": N_("You declare the king of trumps."),
              "no declaration": N_("You say nothing about the king.")}
THEIR_ACTIONS = {"propose": N_("{seat} proposes."), "stand": N_("{seat} stands (plays without proposing)."),
                 "accept": N_("{seat} accepts."), "refuse": N_("{seat} refuses."),
                 "declare king": N_("{seat} declares the king of trumps."),
                 "no declaration": N_("{seat} says nothing about the king.")}


def describe(s: HandState, seat: int, a) -> str:
    nm = names(s.rules)[seat]
    if isinstance(a, Exchange):
        if seat == ME:
            return _("You discard {cards} and draw {n}.").format(
                cards=" ".join(c.display for c in a.cards) or _("nothing"), n=len(a.cards))
        return _("{seat} exchanges {cards}.").format(seat=nm, cards=n_cards(len(a.cards)))
    if isinstance(a, Play):
        if seat == ME:
            return _("You play the {card}.").format(card=a.card.display)
        return _("{seat} plays the {card}.").format(seat=nm, card=a.card.display)
    if seat == ME:
        return _(MY_ACTIONS[str(a)])
    return _(THEIR_ACTIONS[str(a)]).format(seat=nm)


def _after(before: HandState, after: HandState) -> tuple[str, ...]:
    nm = list(names(before.rules))
    nm[ME] = _("You")
    out = []
    if len(after.tricks_played) > len(before.tricks_played):
        t = after.tricks_played[-1]
        _w, why = trick_reason(t.lead, t.follow, after.trump)
        out.append((_("**You** win the trick. {why}") if t.winner == ME else
                    _("**{seat}** wins the trick. {why}")).format(seat=nm[t.winner], why=why))
    for a in after.awards[len(before.awards):]:
        out.append(_award(after, a))
    if before.phase not in (Phase.PLAY, Phase.DECLARE, Phase.OVER) and after.phase in (Phase.PLAY, Phase.DECLARE):
        out.append(_("The exchanges are over ({cards} left in the talon): play begins.").format(
            cards=n_cards(len(after.talon))))
    if after.is_over:
        out.append(_("Deal over: tricks {tricks}; points {points}.").format(
            tricks=", ".join(f"{nm[i]} {after.tricks[i]}" for i in (after.elder, after.younger)),
            points=", ".join(f"{nm[i]} {after.points[i]}" for i in (after.elder, after.younger))))
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
    Phase.PROPOSAL: N_("You are the elder hand. Propose an exchange, or stand (play without proposing)?"),
    Phase.RESPONSE: N_("The elder hand proposes. Do you accept or refuse?"),
    Phase.ELDER_EXCHANGE: N_("Choose the cards to discard (you draw as many from the talon)."),
    Phase.DEALER_EXCHANGE: N_("Your turn to exchange: choose the cards to discard."),
    Phase.DECLARE: N_("You hold the king of trumps. Declare it now for 1 point?"),
    Phase.PLAY: N_("Which card do you play?"),
}


def question(s: HandState) -> str:
    q = _(QUESTIONS.get(s.phase, ""))
    if s.phase is Phase.PLAY and s.lead is not None:
        q = _("The {card} was led. Which card do you play?").format(card=s.lead.display)
    elif s.phase is Phase.PLAY:
        q = _("You lead. Which card do you play?")
    if s.phase in (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
        least, most = s.exchange_limits()
        q += " " + _("You may discard {least} to {most} ({cards} in the talon).").format(
            least=least, most=most, cards=n_cards(len(s.talon)))
    return q


def options(s: HandState) -> tuple[tuple[str, str], ...]:
    """(action text, label) for the buttons. Plays offer every card in hand, legal or not,
    so the engine can say why a card may not be played. Exchanges are chosen card by card."""
    ph = s.phase
    if ph is Phase.PROPOSAL:
        return (("propose", _("Propose")), ("stand", _("Stand")))
    if ph is Phase.RESPONSE:
        return (("accept", _("Accept")), ("refuse", _("Refuse")))
    if ph is Phase.DECLARE:
        return (("declare king", _("Declare the king")), ("no declaration", _("Say nothing")))
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
        return _("Allowed: {least} to {most} cards.").format(least=least, most=most)
    players = s.rules.players   # with three, the dealer sits out: the dealer's part answers
    if ph is Phase.PROPOSAL:
        return (_("Standing is allowed; {risk}.").format(risk=stand_words(s.rules.penalty, s.exchanged, players))
                if str(a) == "stand" else _("Proposing is allowed: {dealer} now accepts or refuses.").format(
                    dealer=dealer_part(players)))
    if ph is Phase.RESPONSE:
        return (_("Refusing is allowed: play begins with these hands; {risk}.").format(
                    risk=refuse_words(s.rules.penalty, s.exchanged, players))
                if str(a) == "refuse" else _("Accepting is allowed: the elder exchanges first, then you."))
    if ph is Phase.DECLARE:
        return (_("Declared: 1 point at once.") if str(a) == "declare king" else
                _("Allowed, but an undeclared king scores nothing."))
    return _("Allowed.")


def decide(s: HandState, text: str) -> Turn:
    """Check the learner's choice with the engine; apply it and let the others play on."""
    try:
        a = parse_action(text)
    except Exception as exc:
        return Turn(False, _("That is not a move: {error}").format(error=exc), s)
    reason = ecarte.explain_illegal(s, a)
    if reason is not None:
        return Turn(False, _("Not allowed: {reason}").format(reason=reason.text), s)
    bot_text, bot_why = second_opinion(s)
    same = bot_text == str(a)
    opinion = (_("The computer player would do the same: {why}") if same else
               _("The computer player would choose **{action}**: {why}")).format(
                   action=_action_words(bot_text), why=bot_why)
    try:
        after = s.apply(a)
    except IllegalActionError as exc:  # pragma: no cover - explain_illegal said it was legal
        return Turn(False, _("Not allowed: {reason}").format(reason=exc.reason.text), s)
    log = [describe(s, ME, a)]
    log.extend(_after(s, after))
    after, more = play_others(after)
    text_ = f"{_right_words(s, a)}  \n{opinion}"
    return Turn(True, text_, after, tuple(log) + more)


def _action_words(text: str) -> str:
    a = parse_action(text)
    if isinstance(a, Play):
        return _("the {card}").format(card=a.card.display)
    if isinstance(a, Exchange):
        return _("discard {cards}").format(cards=" ".join(c.display for c in a.cards) or _("nothing"))
    return _(ACTION_WORDS.get(text, text))


__all__ = ["start", "decide", "options", "question", "second_opinion", "public_history"]
