"""What a screen reader says about a Euchre table (see ``lessons.spoken``): what changed
since the learner's last decision, the hand's result, and the table in words."""
from __future__ import annotations

from engine import euchre
from engine import words as common
from engine.i18n import N_, _
from engine.words import suits

from ..spoken import card_name, card_words, points, trick_words

def _who(rules, seat: int, me: int) -> str:
    return _("You") if seat == me else euchre.words.seat_name(rules, seat)


def _whom(rules, seat: int, me: int) -> str:
    """The seat in the middle of a sentence: ``you``, ``West``."""
    return _("you") if seat == me else euchre.words.seat_name(rules, seat)


def _euchre_event(hand, seat: int, action, me: int) -> str:
    """One event of ``hand`` (as the learner ``me`` sees it) in a sentence."""
    R = hand.rules
    you = seat == me
    who = _who(R, seat, me)
    if isinstance(action, euchre.HiddenCard):
        if action.kind.value == "give":
            return _("{who} passes a card face down to their partner.").format(who=who)
        return _("{who} discards a card face down.").format(who=who)
    kind = action.kind.value
    if kind == "play":
        text = _("You play the {card}.") if you else _("{who} plays the {card}.")
        return text.format(who=who, card=card_name(action.card, hand.trump))
    if kind == "discard":
        text = _("You discard the {card}.") if you else _("{who} discards the {card}.")
        return text.format(who=who, card=card_words(action.card))
    if kind == "give":
        text = _("You give your partner the {card}.") if you else \
            _("{who} gives you the {card}.") if euchre.partner_of(R, seat) == me else \
            _("{who} gives their partner the {card}.")
        return text.format(who=who, card=card_words(action.card))
    if kind == "order":
        if seat == hand.dealer:
            text = _("You pick up the {card}.") if you else _("{who} picks up the {card}.")
        else:
            text = _("You order up the {card}.") if you else _("{who} orders up the {card}.")
        return text.format(who=who, card=card_words(hand.deal.upcard))
    if kind == "call":
        text = _("You call {suit}.") if you else _("{who} calls {suit}.")
        return text.format(who=who, suit=suits(action.suit))
    verbs = {"pass": (N_("You pass."), N_("{who} passes.")),
             "alone": (N_("You go alone."), N_("{who} goes alone.")),
             "partner": (N_("You play with your partner."), N_("{who} plays with their partner.")),
             "defend alone": (N_("You defend alone."), N_("{who} defends alone.")),
             "defend": (N_("You defend with your partner."), N_("{who} defends with their partner."))}
    return _(verbs[kind][0 if you else 1]).format(who=who)


def _euchre_team(rules, team: int, me: int) -> str:
    """The team (or, with two or three players, the seat) in the table's score and tricks
    lines, in the middle of a sentence: ``you and your partner``, ``the opponents`` (the
    scoreboard's "You & partner" and "Opponents", not "East–West"), ``you``, ``West``."""
    return euchre.words.side_name(rules, team, me)


def _euchre_side(rules, team: int, me: int, lone: int | None, start: bool) -> tuple[str, bool]:
    """A side as the written result names it (``euchre.words.side_name``: ``you and your
    partner``, ``the opponents``), or the one player who played alone for it (``lone``:
    ``you``, ``your partner (North)``, ``East``), and whether it takes a plural verb. A lone
    player's partner took no part, so "you and your partner" would be untrue."""
    W = euchre.words
    if lone is not None:
        return W.player_name(rules, lone, me, start), lone == me
    return W.side_name(rules, team, me, start), rules.players == 4 or team == me


def euchre_result(rules, result, me: int) -> str:
    """How the deal ended, from the learner's side, naming the sides as the written result
    (``euchre.words.result_sentence``) does: ``You and your partner make it: 1 point.``,
    ``The opponents euchre you and your partner: 2 points.``, ``You take every trick:
    4 points.`` (alone)."""
    if result.thrown_in:   # the written sentence itself: the two never disagree
        return euchre.words.result_sentence(rules, result, me)
    lone = result.maker if result.alone else None
    makers, plural = _euchre_side(rules, result.makers, me, lone, start=True)
    scorers = [t for t, p in enumerate(result.points) if p]
    won = result.points[scorers[0]]
    if scorers == [result.makers]:
        if result.row in ("march", "lone_march"):
            text = _("{makers} take every trick: {points}.") if plural else \
                _("{makers} takes every trick: {points}.")
        else:
            text = _("{makers} make it: {points}.") if plural else \
                _("{makers} makes it: {points}.")
        return text.format(makers=makers, points=points(won))
    makers = _euchre_side(rules, result.makers, me, lone, start=False)[0]
    if len(scorers) > 1:   # Cutthroat: both defenders score
        defenders = common.join_and(
            euchre.words.side_name(rules, t, me, start=i == 0) for i, t in enumerate(scorers))
        return _("{defenders} euchre {makers}: {points} each.").format(
            defenders=defenders, makers=makers, points=points(won))
    defenders, plural = _euchre_side(rules, scorers[0], me, result.lone_defender, start=True)
    text = _("{defenders} euchre {makers}: {points}.") if plural else \
        _("{defenders} euchres {makers}: {points}.")
    return text.format(defenders=defenders, makers=makers, points=points(won))


def euchre_news(hand, me: int) -> list[str]:
    """What happened since the learner's last decision in ``hand`` (that decision first;
    the whole hand so far if they have not acted in it): each action, each trick's
    winner, and the result once the hand is over."""
    R = hand.rules
    history = euchre.observe(hand, me).history
    mine = [i for i, e in enumerate(history) if e.seat == me]
    start = mine[-1] if mine else 0
    live = R.players - len(hand.sitting_out)
    out, played = [], 0
    for i, e in enumerate(history):
        if i >= start:
            out.append(_euchre_event(hand, e.seat, e.action, me))
        if not isinstance(e.action, euchre.HiddenCard) and e.action.kind.value == "play":
            played += 1
            if played % live == 0 and i >= start and played // live <= len(hand.tricks):
                winner = hand.tricks[played // live - 1].winner
                out.append(_("You win the trick.") if winner == me else
                           _("{who} wins the trick.").format(who=_who(R, winner, me)))
    if hand.is_over:
        out.append(euchre_result(R, hand.result, me))
    return out


def euchre_table(hand, me: int, scores, target: int) -> list[str]:
    """The table in words: trump (or the bidding), the dealer, the score, the tricks,
    the trick on the table (or the last one, with its winner) and the learner's hand."""
    R = hand.rules
    lines = []
    if hand.trump is not None:
        if hand.maker is not None:
            lines.append(_("Trump: {suit}, made by {who}.").format(
                suit=suits(hand.trump), who=_whom(R, hand.maker, me)))
        else:
            lines.append(_("Trump: {suit}.").format(suit=suits(hand.trump)))
    elif hand.phase is euchre.Phase.BID2:
        lines.append(_("No trump yet: second round of bidding; {suit} were turned down.").format(
            suit=suits(hand.turned_down)))
    else:
        lines.append(_("No trump yet: first round of bidding; the upcard is the {card}.").format(
            card=card_words(hand.deal.upcard)))
    if hand.alone is not None:
        lines.append(_("{who} going alone.").format(
            who=_("You are") if hand.alone == me else
            _("{who} is").format(who=euchre.words.seat_name(R, hand.alone))))
    if hand.lone_defender is not None:
        lines.append(_("You defend alone.") if hand.lone_defender == me else
                     _("{who} defends alone.").format(who=euchre.words.seat_name(R, hand.lone_defender)))
    lines.append(_("Dealer: {who}.").format(who=_whom(R, hand.dealer, me)))
    teams = range(len(scores))
    lines.append(_("Score, first to {target}: {scores}.").format(target=target, scores=", ".join(
        f"{_euchre_team(R, t, me)} {scores[t]}" for t in teams)))
    lines.append(_("Tricks in this deal: {tricks}.").format(tricks=", ".join(
        f"{_euchre_team(R, t, me)} {n}" for t, n in enumerate(hand.tricks_by_team()))))
    name = lambda s: _whom(R, s, me)
    if hand.trick:
        lines.append(_("This trick: {plays}.").format(plays=trick_words(hand.trick, hand.trump, name)))
    elif hand.tricks:
        last = hand.tricks[-1]
        won = _("you won it") if last.winner == me else \
            _("{who} won it").format(who=_whom(R, last.winner, me))
        lines.append(_("Last trick: {plays}; {won}.").format(
            plays=trick_words(last.plays, hand.trump, name), won=won))
    elif hand.phase is euchre.Phase.PLAY:
        lines.append(_("No card has been played yet."))
    cards = euchre.hand_order(hand.hands[me], hand.trump)
    lines.append(_("Your hand: {cards}.").format(
        cards="; ".join(card_name(c, hand.trump) for c in cards) or _("no cards")))
    return lines


# ----- Écarté -----------------------------------------------------------------------
