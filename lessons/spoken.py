"""What a screen reader says about the table, in plain sentences: cards in words ("jack
of diamonds, left bower", never "J♦"), what changed since the learner's last decision
("West plays the jack of diamonds.", "North wins the trick.", "You and your partner
make the hand: 1 point."), and the table in words (trump, the score, the trick).

Pure Python on engine states, so every sentence is tested on real positions; the
Play page puts them in a polite live region and a visually hidden section.
"""
from __future__ import annotations

import re

from engine import ecarte, euchre
from engine.cards import Card, Rank, Suit, sort_cards
from engine.i18n import N_, _

RANK_WORDS = {Rank.SEVEN: N_("seven"), Rank.EIGHT: N_("eight"), Rank.NINE: N_("nine"),
              Rank.TEN: N_("ten"), Rank.JACK: N_("jack"), Rank.QUEEN: N_("queen"),
              Rank.KING: N_("king"), Rank.ACE: N_("ace")}
SUIT_WORDS = {Suit.CLUBS: N_("clubs"), Suit.DIAMONDS: N_("diamonds"), Suit.HEARTS: N_("hearts"),
              Suit.SPADES: N_("spades")}
ROLE_WORDS = {"benny": N_("the Benny, highest trump"), "right": N_("right bower"),
              "left": N_("left bower"), "trump": N_("trump"), "king": N_("king of trumps")}
ECARTE_SEATS = {2: ("South", "North"), 3: ("South", "West", "East")}


def role(card: Card, trump: Suit | None, game: str = "euchre") -> str | None:
    """``benny``, ``right``, ``left``, ``trump`` or ``None`` for the given trump suit;
    in Écarté (``game="ecarte"``) ``king`` (the king of trumps), ``trump`` or ``None``."""
    if game == "ecarte":
        if trump is None or card.suit is not trump:
            return None
        return "king" if card.rank is Rank.KING else "trump"
    if card.is_joker:
        return "benny"
    if trump is None:
        return None
    if card.rank is Rank.JACK and card.suit is trump:
        return "right"
    if card.rank is Rank.JACK and card.suit is trump.same_colour:
        return "left"
    return "trump" if card.suit is trump else None


def card_words(card: Card) -> str:
    """``jack of hearts``; ``joker``."""
    if card.is_joker:
        return _("joker")
    return _("{rank} of {suit}").format(rank=_(RANK_WORDS[card.rank]), suit=_(SUIT_WORDS[card.suit]))


def card_name(card: Card, trump: Suit | None = None, game: str = "euchre", marks: bool = True) -> str:
    """The card in words with (``marks``) its role: ``jack of diamonds, left bower``."""
    r = role(card, trump, game) if marks else None
    words = card_words(card)
    return _("{card}, {role}").format(card=words, role=_(ROLE_WORDS[r])) if r else words


_GLYPH = re.compile(r"\b(10|[7-9JQKA])([♣♦♥♠])")
_COLOUR = re.compile(r":[a-z]+\[([^\]]*)\]")
_MARKUP = re.compile(r"\*\*|(?<!\w)\*|\*(?!\w)|:material/[a-z_]+:\s?")


def say(text: str) -> str:
    """``text`` as a screen reader should hear it: every card written as a glyph (``J♦``)
    in words (``jack of diamonds``), Markdown emphasis and colour marks taken out."""
    text = _MARKUP.sub("", _COLOUR.sub(r"\1", text))
    return _GLYPH.sub(lambda m: card_words(Card.parse(m.group(0))), text)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


# ----- Euchre -----------------------------------------------------------------------

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
        return text.format(who=who, suit=_(SUIT_WORDS[action.suit]))
    verbs = {"pass": (N_("You pass."), N_("{who} passes.")),
             "alone": (N_("You go alone."), N_("{who} goes alone.")),
             "partner": (N_("You play with your partner."), N_("{who} plays with their partner.")),
             "defend alone": (N_("You defend alone."), N_("{who} defends alone.")),
             "defend": (N_("You defend with your partner."), N_("{who} defends with their partner."))}
    return _(verbs[kind][0 if you else 1]).format(who=who)


def _euchre_team(rules, team: int, me: int) -> tuple[str, bool]:
    """The team (or, with two or three players, the seat) as the learner says it, and
    whether it takes a plural verb."""
    if rules.players == 4:
        if team == euchre.team_of(rules, me):
            return _("You and your partner"), True
        return euchre.words.team_name(rules, team), True
    return (_("You"), True) if team == me else (euchre.words.seat_name(rules, team), False)


def points(n: int) -> str:
    return (_("{n} point") if n == 1 else _("{n} points")).format(n=n)


def euchre_result(rules, result, me: int) -> str:
    """How the hand ended, from the learner's side: ``You and your partner make the hand:
    1 point.``, ``North–South euchre you and your partner: 2 points.``"""
    if result.thrown_in:
        return _("Everyone passed twice: nobody scores, and the deal passes to the left.")
    makers, plural = _euchre_team(rules, result.makers, me)
    won = max(result.points_by_team)
    scorer = result.points_by_team.index(won)
    if scorer == result.makers:
        if result.row in ("march", "lone_march"):
            text = _("{makers} take every trick: {points}.") if plural else \
                _("{makers} takes every trick: {points}.")
        else:
            text = _("{makers} make the hand: {points}.") if plural else \
                _("{makers} makes the hand: {points}.")
        return text.format(makers=makers, points=points(won))
    defenders, plural = _euchre_team(rules, scorer, me)
    if rules.players == 4 and result.makers == euchre.team_of(rules, me):
        makers = _("you and your partner")
    elif makers == _("You"):
        makers = _("you")
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


def _trick_words(plays, trump, name, game: str = "euchre") -> str:
    """``West led the jack of diamonds, left bower; you played the ace of diamonds``
    (``name(seat)`` names a seat in the middle of a sentence)."""
    parts = []
    for i, (seat, card) in enumerate(plays):
        text = _("{who} led the {card}") if i == 0 else _("{who} played the {card}")
        parts.append(text.format(who=name(seat), card=card_name(card, trump, game)))
    return capital("; ".join(parts))


def euchre_table(hand, me: int, scores, target: int) -> list[str]:
    """The table in words: trump (or the bidding), the dealer, the score, the tricks,
    the trick on the table (or the last one, with its winner) and the learner's hand."""
    R = hand.rules
    lines = []
    if hand.trump is not None:
        if hand.maker is not None:
            lines.append(_("Trump: {suit}, made by {who}.").format(
                suit=_(SUIT_WORDS[hand.trump]), who=_whom(R, hand.maker, me)))
        else:
            lines.append(_("Trump: {suit}.").format(suit=_(SUIT_WORDS[hand.trump])))
    elif hand.phase is euchre.Phase.BID2:
        lines.append(_("No trump yet: second round of bidding; {suit} were turned down.").format(
            suit=_(SUIT_WORDS[hand.turned_down])))
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
        f"{_euchre_team(R, t, me)[0]} {scores[t]}" for t in teams)))
    lines.append(_("Tricks this hand: {tricks}.").format(tricks=", ".join(
        f"{_euchre_team(R, t, me)[0]} {n}" for t, n in enumerate(hand.tricks_by_team()))))
    name = lambda s: _whom(R, s, me)
    if hand.trick:
        lines.append(_("This trick: {plays}.").format(plays=_trick_words(hand.trick, hand.trump, name)))
    elif hand.tricks:
        last = hand.tricks[-1]
        won = _("you won it") if last.winner == me else \
            _("{who} won it").format(who=_whom(R, last.winner, me))
        lines.append(_("Last trick: {plays}; {won}.").format(
            plays=_trick_words(last.plays, hand.trump, name), won=won))
    elif hand.phase is euchre.Phase.PLAY:
        lines.append(_("No card has been played yet."))
    cards = euchre.hand_order(hand.hands[me], hand.trump)
    lines.append(_("Your hand: {cards}.").format(
        cards="; ".join(card_name(c, hand.trump) for c in cards) or _("no cards")))
    return lines


# ----- Écarté -----------------------------------------------------------------------

def _ecarte_who(hand, seat: int, me: int) -> str:
    return _("You") if seat == me else ECARTE_SEATS[hand.rules.players][seat]


def _ecarte_whom(hand, seat: int, me: int) -> str:
    return _("you") if seat == me else ECARTE_SEATS[hand.rules.players][seat]


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
        return words.format(who=who, card=card_name(action.card, hand.trump, "ecarte"))
    if text.startswith("exchange"):
        if text == "exchange":
            text = _("You keep your cards.") if you else _("{who} keeps their cards.")
            return text.format(who=who)
        cards = ", ".join(card_words(c) for c in action.cards)
        return _("You exchange the {cards}.").format(cards=cards) if you else \
            _("{who} exchanges the {cards}.").format(who=who, cards=cards)
    verbs = {"propose": (N_("You propose an exchange."), N_("{who} proposes an exchange.")),
             "stand": (N_("You stand: no exchange."), N_("{who} stands: no exchange.")),
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
        out += [a.text_for(names) for a in hand.result.awards] or [_("No points this hand.")]
    return out


def ecarte_table(hand, me: int, scores, target: int) -> list[str]:
    """``euchre_table`` for Écarté."""
    name = lambda s: _ecarte_whom(hand, s, me)
    lines = [_("Trump: {suit}; the turned-up card is the {card}.").format(
        suit=_(SUIT_WORDS[hand.trump]), card=card_words(hand.turnup)),
        _("Dealer: {dealer}; elder hand: {elder}.").format(dealer=name(hand.dealer),
                                                          elder=name(hand.elder)),
        _("Score, first to {target}: {scores}.").format(target=target, scores=", ".join(
            f"{_ecarte_who(hand, s, me)} {n}" for s, n in enumerate(scores)))]
    won = [0] * hand.rules.players
    for t in hand.tricks_played:
        won[t.winner] += 1
    lines.append(_("Tricks this hand: {tricks}.").format(tricks=", ".join(
        f"{_ecarte_who(hand, s, me)} {won[s]}" for s in (hand.elder, hand.younger))))
    if hand.lead is not None:
        lines.append(_("This trick: {plays}.").format(
            plays=_trick_words([(hand.leader, hand.lead)], hand.trump, name, "ecarte")))
    elif hand.tricks_played:
        last = hand.tricks_played[-1]
        follower = hand.younger if last.leader == hand.elder else hand.elder
        plays = [(last.leader, last.lead), (follower, last.follow)]
        won_it = _("you won it") if last.winner == me else \
            _("{who} won it").format(who=name(last.winner))
        lines.append(_("Last trick: {plays}; {won}.").format(
            plays=_trick_words(plays, hand.trump, name, "ecarte"), won=won_it))
    cards = sort_cards(hand.hands[me])
    lines.append(_("Your hand: {cards}.").format(
        cards="; ".join(card_name(c, hand.trump, "ecarte") for c in cards) or _("no cards")))
    return lines
