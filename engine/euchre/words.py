"""Every word of Euchre that a learner reads: names, phases, and the sentence behind
each ``Reason`` code. Sentences are English catalogue keys, translated by ``_()`` when
they are made (see ``engine.i18n``); the engine's logic never builds sentences itself.
Suit and seat names and lists come from ``engine.words``.
"""
from __future__ import annotations

import inspect

from typing import Callable, Iterable, Sequence

from .. import words as common
from ..cards import JOKER, Card, Suit
from ..errors import Reason
from ..i18n import N_, _
from ..words import SEAT_NAMES, SUIT_PLURAL, SUIT_SINGULAR, a_suit, suits  # noqa: F401
from .ranking import role
from .rules import EUCHRE_CODES, Rules
from .actions import Action
from .state import HandResult, Phase, partner_of, team_of


# Each rule option's title, as Settings and the rule book show it (and rule problems name it).
OPTION_TITLES = {
    "players": N_("Players"),
    "deck": N_("Cards in the pack"),
    "stick_the_dealer": N_("Stick the Dealer"),
    "dealer_may_discard_upcard": N_("Dealer may discard the upcard"),
    "allow_alone": N_("Going alone"),
    "allow_lone_defender": N_("Lone defenders"),
    "lone_lead": N_("Who leads when someone is alone"),
    "lone_defender_points": N_("Points for a lone defender's euchre"),
    "call_for_best": N_("Call for best (Railroad)"),
    "cutthroat_hand_size": N_("Cutthroat hand size"),
    "target_score": N_("Points to win the game"),
}


def Suits(suit: Suit) -> str:  # noqa: N802 - capitalised form for sentence starts
    return common.suits_title(suit)


def card(c: Card) -> str:
    return c.display


def the_cards(cards: Sequence[Card], joiner: str = "or") -> str:
    """``the 9♦``, ``the 9♦ or the Q♦``, ``the 9♦, the K♦ or the A♦``."""
    return common.cards_and(cards) if joiner == "and" else common.cards_or(cards)


def seat_name(rules: Rules, seat: int) -> str:
    return common.seat_name(rules.players, seat)


def team_name(rules: Rules, team: int) -> str:
    if rules.players == 4:
        return common.partnership(4, team)
    return seat_name(rules, team)


_ROLE_NAMES: dict[str | None, str] = {"benny": N_("Benny"), "right": N_("right bower"), "left": N_("left bower")}


def card_role(c: Card, trump: Suit | None) -> str:
    """``right bower``, ``left bower``, ``Benny`` or ``""``: the role's stored (English)
    name, a key callers may compare; ``role_name`` is the same in the learner's language.
    The role itself is the engine's (``ranking.role``)."""
    return _ROLE_NAMES.get(role(c, trump), "")


def role_name(c: Card, trump: Suit | None) -> str:
    """``right bower``, ``left bower``, ``Benny`` or ``""``, in the current language."""
    return _(card_role(c, trump))


# ----- phases -----------------------------------------------------------------------

PHASE_NAMES = {
    Phase.BID1: N_("the first round of bidding"),
    Phase.BID2: N_("the second round of bidding"),
    Phase.BENNY: N_("the dealer naming trump (the Benny was turned up)"),
    Phase.DISCARD: N_("the dealer's discard"),
    Phase.ALONE: N_("the maker's alone decision"),
    Phase.DEFEND: N_("the lone defender question"),
    Phase.GIVE: N_("the partner giving a card"),
    Phase.BEST_DISCARD: N_("the lone player's discard"),
    Phase.PLAY: N_("the play of the cards"),
    Phase.OVER: N_("the end of the deal"),
}
PHASE_TITLES = {
    Phase.BID1: N_("First round of bidding"),
    Phase.BID2: N_("Second round of bidding"),
    Phase.BENNY: N_("The dealer names trump (the Benny was turned up)"),
    Phase.DISCARD: N_("The dealer's discard"),
    Phase.ALONE: N_("The maker's alone decision"),
    Phase.DEFEND: N_("The lone defender question"),
    Phase.GIVE: N_("The partner gives a card"),
    Phase.BEST_DISCARD: N_("The lone player's discard"),
    Phase.PLAY: N_("Play"),
    Phase.OVER: N_("The deal is over"),
}


def phase_name(phase: Phase) -> str:
    """The phase inside a sentence: ``the first round of bidding``."""
    return _(PHASE_NAMES[phase])


def phase_title(phase: Phase) -> str:
    """The phase as a heading: ``First round of bidding``."""
    return _(PHASE_TITLES[phase])


# ----- actions ----------------------------------------------------------------------

ACTION_LABELS = {
    "pass": N_("Pass"),
    "order": N_("Order it up"),
    "alone": N_("Go alone"),
    "partner": N_("Play with partner"),
    "defend alone": N_("Defend alone"),
    "defend": N_("Defend with partner"),
}
_CARD_LABELS = {"play": N_("Play {card}"), "discard": N_("Discard {card}"),
                "give": N_("Give {card}")}


def action_label(action: Action, rules: Rules | None = None, dealer_acting: bool = False) -> str:
    """A button label for an action: ``Order it up``, ``Call hearts``, ``Play J♦``."""
    kind = action.kind.value
    if kind == "order" and dealer_acting:
        return _("Pick it up")
    if kind in ACTION_LABELS:
        return _(ACTION_LABELS[kind])
    if kind == "call":
        return _("Call {suit}").format(suit=suits(action.suit))  # type: ignore[arg-type]  # a call names a suit
    shown = _("the Benny") if action.card is JOKER else action.card.display  # type: ignore[union-attr]  # the rest carry a card
    return _(_CARD_LABELS[kind]).format(card=shown)


def options(actions: Iterable[Action]) -> str:
    """The actions as a learner reads them: ``“Pass” or “Call hearts”``."""
    texts = [_("“{action}”").format(action=action_label(a)) for a in actions]
    return common.join_or(texts) if texts else _("nothing")


def _trump_note(c: Card, trump: Suit) -> str:
    """Why a card is a trump although its face says otherwise."""
    if c is JOKER:
        return _("the Benny is the highest trump")
    return _("your {card} is {a_suit} while {suits} are trump").format(
        card=c.display, a_suit=a_suit(trump), suits=suits(trump))


# ----- reasons: one function per code, taking the reason's details as keywords -------

ACTION_FORMS = ("pass, order, call H, discard 9C, alone, partner, defend alone, defend, "
                "give AS or play JD")


def not_understood(text: str, problem: str | None = None) -> str:
    if problem:
        return _("I don't understand “{text}”: {problem}").format(text=text, problem=problem)
    return _("I don't understand “{text}”. Actions are written like {forms}.").format(
        text=text, forms=ACTION_FORMS)


def hand_over() -> str:
    return _("The deal is over: there is nothing left to do.")


def must_follow(led: Suit, trump: Suit, card: Card, follow: Sequence[Card],
                lead: Card | None = None) -> str:
    """Why ``card`` cannot be played: the suit led must be followed. A bower or the Benny
    led is said to be trump first ("Spades were led" under a J♣ puzzles a learner)."""
    if lead is not None and (lead is JOKER or lead.suit is not led):
        said = _("The Benny led is the highest trump.") if lead is JOKER else \
            _("The {card} led is the left bower, {a_suit} in this deal.").format(
                card=lead.display, a_suit=a_suit(trump))
        return said + " " + must_follow(led, trump, card, follow)
    bowers = [c for c in follow if c is JOKER or (c.suit is not led)]
    if card.suit is led and role(card, trump) == "left":
        return _("{Led} were led, but your {card} is the left bower, {a_suit} in this deal: "
                 "you must follow with {cards}.").format(
            Led=Suits(led), card=card.display, a_suit=a_suit(trump), cards=the_cards(follow))
    if len(follow) == 1:
        c = follow[0]
        if bowers:
            return _("{Led} were led and {note}: you must play it.").format(
                Led=Suits(led), note=_trump_note(c, trump))
        return _("{Led} were led and you hold the {card}: you must play it.").format(
            Led=Suits(led), card=c.display)
    if bowers:
        return _("{Led} were led and you hold {cards} ({notes}): you must follow suit with "
                 "one of them.").format(Led=Suits(led), cards=the_cards(follow, "and"),
                                        notes="; ".join(_trump_note(c, trump) for c in bowers))
    return _("{Led} were led and you hold {cards}: you must follow suit with one of them."
             ).format(Led=Suits(led), cards=the_cards(follow, "and"))


def not_in_hand(card: Card) -> str:
    return _("You don't hold the {card}.").format(card=card.display)


def partner_lacks(card: Card) -> str:
    return _("Your partner's hand has no {card} to give.").format(card=card.display)


def bid1_call(upcard: Card, suit: Suit) -> str:
    return _("In the first round you may only order up the {upcard} (making {trump} trump) "
             "or pass; naming {suit} comes in the second round, if everyone passes.").format(
        # (a turned-up joker skips the bidding, so this upcard has a suit)
        upcard=upcard.display, trump=suits(upcard.suit), suit=suits(suit))  # type: ignore[arg-type]


def bid2_order(upcard: Card) -> str:
    return _("The {upcard} was turned down: in the second round you name a suit or pass."
             ).format(upcard=upcard.display)


def turned_down_suit(suit: Suit) -> str:
    return _("{Suit} were turned down in the first round: in the second round you may name "
             "any other suit.").format(Suit=Suits(suit))


def stick_the_dealer() -> str:
    return _("Stick the Dealer: everyone else has passed twice, so the dealer may not pass "
             "and must name a suit.")


def benny_no_bidding() -> str:
    return _("The Benny (the joker) was turned up: the dealer names trump at once and there "
             "is no bidding in this deal.")


def discard_upcard(card: Card) -> str:
    return _("Under these rules the dealer may not discard the card just taken (the {card}): "
             "discard one of the other five.").format(card=card.display)


def wrong_phase(phase: Phase, legal: Sequence[Action]) -> str:
    return _("That is not possible now: it is {phase}. You may: {options}.").format(
        phase=phase_name(phase), options=options(legal))


def play_started(legal: Sequence[Action]) -> str:
    return _("Play has begun: choose a card to play ({options}).").format(options=options(legal))


def seven_for_three(option: str) -> str:
    return _("{option} 7 is for three players only; other tables deal 5 cards").format(
        option=common.option_title("euchre", option))


def four_players_only(option: str, players: int) -> str:
    table = _("two-handed Euchre") if players == 2 else _("Cutthroat (three players)")
    return _("{option} is for four players; in {table} nobody goes alone or defends alone"
             ).format(option=common.option_title("euchre", option), table=table)


def call_for_best_alone(option: str, needs: Sequence[str]) -> str:
    return _("{option} needs someone who can be alone: switch on {needs}").format(
        option=common.option_title("euchre", option),
        needs=common.join_or(common.option_title("euchre", n) for n in needs))


def too_few_cards(deck: int, players: int, hand_size: int) -> str:
    return _("{deck} cards are too few for {players} hands of {size} and an upcard").format(
        deck=deck, players=players, size=hand_size)


RENDER: dict[str, Callable[..., str]] = {
    "seven_for_three": seven_for_three, "four_players_only": four_players_only,
    "call_for_best_alone": call_for_best_alone, "too_few_cards": too_few_cards,
    "not_understood": not_understood, "hand_over": hand_over,
    "must_follow": must_follow, "not_in_hand": not_in_hand, "partner_lacks": partner_lacks,
    "bid1_call": bid1_call, "bid2_order": bid2_order, "turned_down_suit": turned_down_suit,
    "stick_the_dealer": stick_the_dealer, "benny_no_bidding": benny_no_bidding,
    "discard_upcard": discard_upcard, "wrong_phase": wrong_phase,
    "play_started": play_started,
}
"""Every Euchre ``Reason`` code and the function that renders its sentence."""

RULE_PROBLEMS = frozenset(EUCHRE_CODES)
"""The codes above that are problems of a rules value, not of a position."""


def render(reason: Reason) -> str:
    """The sentence of a Euchre ``Reason``, in the current language (from the details
    its sentence needs; a reason may carry more, for tests and the lessons)."""
    sentence = RENDER[reason.code]
    wanted = inspect.signature(sentence).parameters
    return sentence(**{k: v for k, v in reason.details if k in wanted})


# ----- results ----------------------------------------------------------------------

ROW_WORDS = {
    "made": N_("made it"), "march": N_("a march"),
    "lone_made": N_("made it"), "lone_march": N_("a lone march"),
    "euchred": N_("euchred"), "lone_defender_euchre": N_("euchred by a lone defender"),
    "lone_defender_march": N_("euchred by a lone defender"),
}


def points(n: int) -> str:
    return common.points(n)


def side_name(rules: Rules, team: int, me: int | None = None, start: bool = False) -> str:
    """A side (with two or three players, a seat) as ``team_name`` says it, or, told the
    learner's seat ``me``, as the Play page's scoreboard does: ``you and your partner``,
    ``the opponents``; ``you`` or the seat without partners. ``start``: at the start of
    a sentence (each form is its own catalogue entry, for languages that need it)."""
    if me is None:
        return team_name(rules, team)
    if rules.players == 4:
        if team == team_of(rules, me):
            return _("You and your partner") if start else _("you and your partner")
        return _("The opponents") if start else _("the opponents")
    if team == me:
        return _("You") if start else _("you")
    return seat_name(rules, team)


def player_name(rules: Rules, seat: int, me: int | None = None, start: bool = False) -> str:
    """One player: the seat's name, or, told the learner's seat ``me``, ``you`` or
    ``your partner (North)`` for those two (an opponent keeps the seat's name, as on the
    table)."""
    if me is not None and seat == me:
        return _("You") if start else _("you")
    if me is not None and rules.players == 4 and seat == partner_of(rules, me):
        # with the seat too: the table and the log name the partner by it
        return (_("Your partner ({seat})") if start else _("your partner ({seat})")).format(
            seat=seat_name(rules, seat))
    return seat_name(rules, seat)


# How the makers made trump (``HandResult.bid``), at the start of ``result_sentence``.
BID_WORDS = {"order": N_("{makers} ordered up {suit}"), "pick up": N_("{makers} picked up {suit}"),
             "call": N_("{makers} called {suit}")}
ALONE_BID_WORDS = {"order": N_("{maker} ordered up {suit} and went alone"),
                   "pick up": N_("{maker} picked up {suit} and went alone"),
                   "call": N_("{maker} called {suit} and went alone")}


def result_sentence(rules: Rules, result: HandResult, me: int | None = None) -> str:
    """How a hand ended, e.g. ``East–West ordered up hearts: 3 of 5 tricks, made it.
    1 point to East–West.`` Told the learner's seat ``me`` (the Play page), the sides are
    named as its scoreboard names them: ``You and your partner called hearts: … 1 point
    to you and your partner.``"""
    if result.thrown_in:
        if rules.players == 2:   # two players: no "everyone", and no one on the dealer's left
            return _("Both players passed twice: the deal is thrown in and the other player "
                     "deals next.")
        return _("Everyone passed twice: the deal is thrown in and the player on the dealer's left deals "
                 "next.")
    # a hand not thrown in has makers and a trump
    makers = side_name(rules, result.makers, me, start=True)  # type: ignore[arg-type]
    # as the bidding went: a first-round order is no call (the narration above it said "West
    # orders up the J♥"; this line said "East–West called hearts")
    if result.alone:   # one player went alone, not the partnership: name that player
        called = _(ALONE_BID_WORDS[result.bid]).format(
            maker=player_name(rules, result.maker, me, start=True), suit=suits(result.trump))  # type: ignore[arg-type]
    else:
        called = _(BID_WORDS[result.bid]).format(makers=makers, suit=suits(result.trump))  # type: ignore[arg-type]
    scorers = [t for t, p in enumerate(result.points) if p]
    won = points(result.points[scorers[0]])
    to = common.join_and(side_name(rules, t, me) for t in scorers)
    tail = (_("{points} each to {teams}.") if len(scorers) > 1
            else _("{points} to {teams}.")).format(points=won, teams=to)
    row = _(ROW_WORDS[result.row])
    if result.lone_defender is not None and me is not None and result.makers is not None \
            and result.points[result.makers] == 0:
        # on the Play page the lone defender is named as the rest of the sentence names
        # the players ("euchred by a lone defender" did not say it was the learner)
        row = _("euchred by {defender} defending alone").format(
            defender=player_name(rules, result.lone_defender, me))
    return _("{called}: {tricks} of {size} tricks, {row}. {tail}").format(
        called=called, tricks=result.maker_tricks, size=rules.hand_size, row=row, tail=tail)
