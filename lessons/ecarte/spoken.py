"""What a screen reader says about a Écarté table (see ``lessons.spoken``): what changed
since the learner's last decision, the hand's result, and the table in words."""
from __future__ import annotations

from engine import ecarte
from engine.cards import sort_cards
from engine.i18n import N_, _
from engine.words import join_and, seat_name, suits

from ..spoken import card_name, card_words, trick_words

GAME = "ecarte"


def _ecarte_who(hand, seat: int, me: int) -> str:
    return _("You") if seat == me else seat_name(hand.rules.players, seat)


def _ecarte_whom(hand, seat: int, me: int) -> str:
    return _("you") if seat == me else seat_name(hand.rules.players, seat)


def _ecarte_event(hand, seat: int, action, me: int) -> str:
    you = seat == me
    who = _ecarte_who(hand, seat, me)
    text = str(action)
    if isinstance(action, ecarte.HiddenExchange) and action.count == 0:
        return _("{who} keeps their cards.").format(who=who)
    if isinstance(action, ecarte.HiddenExchange):
        return (_("{who} exchanges {n} card.") if action.count == 1 else
                _("{who} exchanges {n} cards.")).format(who=who, n=action.count)
    if text.startswith("play "):
        words = _("You play the {card}.") if you else _("{who} plays the {card}.")
        return words.format(who=who, card=card_name(action.card, hand.trump, GAME))
    if text.startswith("exchange"):
        if text == "exchange":
            text = _("You keep your cards.") if you else _("{who} keeps their cards.")
            return text.format(who=who)
        cards = join_and(card_words(c) for c in action.cards)   # "… eight of hearts and nine of spades"
        return _("You exchange the {cards}.").format(cards=cards) if you else \
            _("{who} exchanges the {cards}.").format(who=who, cards=cards)
    verbs = {"propose": (N_("You propose an exchange."), N_("{who} proposes an exchange.")),
             "stand": (N_("You stand: the hands are played as they are."),
                       N_("{who} stands: the hands are played as they are.")),
             "accept": (N_("You accept the proposal."), N_("{who} accepts the proposal.")),
             "refuse": (N_("You refuse the proposal."), N_("{who} refuses the proposal.")),
             "declare king": (N_("You declare the king of trumps."),
                              N_("{who} declares the king of trumps.")),
             "no declaration": (N_("You do not declare the king."), N_("{who} does not declare the king."))}
    return _(verbs[text][0 if you else 1]).format(who=who)


def ecarte_news(hand, me: int) -> list[str]:
    """``euchre_news`` for Écarté: since the learner's last decision, each action, each
    trick's winner, and the points once the hand is over."""
    history = ecarte.observe(hand, me).history
    mine = [i for i, e in enumerate(history) if e.seat == me]
    start = mine[-1] if mine else 0
    out, played = [], 0
    for i, e in enumerate(history):
        if i >= start:
            out.append(_ecarte_event(hand, e.seat, e.action, me))
        if str(e.action).startswith("play "):
            played += 1
            if played % 2 == 0 and i >= start and played // 2 <= len(hand.tricks_played):
                winner = hand.tricks_played[played // 2 - 1].winner
                out.append(_("You win the trick.") if winner == me else
                           _("{who} wins the trick.").format(who=_ecarte_who(hand, winner, me)))
    if hand.is_over:
        names = [_ecarte_who(hand, s, me) for s in range(hand.rules.players)]
        out += [a.text_for(names) for a in hand.result.awards] or [_("No points in this deal.")]
    return out


def ecarte_table(hand, me: int, scores, target: int) -> list[str]:
    """``euchre_table`` for Écarté."""
    name = lambda s: _ecarte_whom(hand, s, me)
    lines = [_("Trump: {suit}; the turned-up card is the {card}.").format(
        suit=suits(hand.trump), card=card_words(hand.turnup)),
        # (three players: the dealer sits out, the player on its right plays its part)
        _("Dealer: {dealer}, sitting out; elder hand: {elder}; dealer's part: {younger}.").format(
            dealer=name(hand.dealer), elder=name(hand.elder), younger=name(hand.younger))
        if hand.rules.players == 3 else
        _("Dealer: {dealer}; elder hand: {elder}.").format(dealer=name(hand.dealer),
                                                          elder=name(hand.elder)),
        _("Score, first to {target}: {scores}.").format(target=target, scores=", ".join(
            f"{name(s)} {n}" for s, n in enumerate(scores)))]   # "you", as the Euchre line
    won = [0] * hand.rules.players
    for t in hand.tricks_played:
        won[t.winner] += 1
    lines.append(_("Tricks in this deal: {tricks}.").format(tricks=", ".join(
        f"{name(s)} {won[s]}" for s in (hand.elder, hand.younger))))
    if hand.lead is not None:
        lines.append(_("This trick: {plays}.").format(
            plays=trick_words([(hand.leader, hand.lead)], hand.trump, name, GAME)))
    elif hand.tricks_played:
        last = hand.tricks_played[-1]
        follower = hand.younger if last.leader == hand.elder else hand.elder
        plays = [(last.leader, last.lead), (follower, last.follow)]
        won_it = _("you won it") if last.winner == me else \
            _("{who} won it").format(who=name(last.winner))
        lines.append(_("Last trick: {plays}; {won}.").format(
            plays=trick_words(plays, hand.trump, name, GAME), won=won_it))
    cards = sort_cards(hand.hands[me])
    lines.append(_("Your hand: {cards}.").format(
        cards="; ".join(card_name(c, hand.trump, GAME) for c in cards) or _("no cards")))
    return lines
