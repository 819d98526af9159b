"""Euchre's principles: each detector reads only the player's ``View`` (their hand, the
upcard, the bidding, the tricks so far) and returns the details of its sentence when
``action`` follows the principle, else ``None``. Sentences: ``principle_words``.

What the rules force (following suit, a single legal card, sitting out while a partner
plays alone) is not a principle: there is no choice to explain.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import Card, Rank, Suit
from ..euchre.actions import Kind
from ..euchre.ranking import card_power, effective_suit, is_trump, trick_winner
from ..euchre.state import Phase, partner_of, team_of
from ..euchre.view import View
from .euchre_bots import (against_one, against_two, bid_hand, cutthroat_needs, higher_trump_out,
                          strength, trumps_of, unseen_cards)
from .principles import catalogue

if TYPE_CHECKING:
    from ..euchre.actions import Action

    Found = dict[str, object] | None


# ----- what the player can see ------------------------------------------------------

def _plays(view: View, action: Action) -> bool:
    return view.phase is Phase.PLAY and action.kind is Kind.PLAY and view.trump is not None


def _leads(view: View, action: Action) -> bool:
    return _plays(view, action) and not view.trick


def _partner(view: View) -> int | None:
    """The partner who plays this hand (none with two or three players, or alone)."""
    if view.rules.players != 4:
        return None
    p = partner_of(view.rules, view.seat)
    return None if p is None or p in view.sitting_out else p


def _side(view: View, seat: int) -> bool:
    """Whether ``seat`` plays on the viewer's side this hand (in Cutthroat the two
    defenders are one side against the maker, as the computer players treat them:
    the other defender's winning card is not an opponent's trick to trump)."""
    if view.rules.players == 3 and view.maker is not None and view.maker not in (seat, view.seat):
        return True
    if view.rules.players != 4:
        return seat == view.seat
    return team_of(view.rules, seat) == team_of(view.rules, view.seat)


def _one_opponent(view: View) -> dict[str, str]:
    """The words' form where "the opponents" would be wrong: ``one`` with two players
    (a single opponent), ``maker`` where the opponent is the lone maker of Cutthroat,
    ``loner`` or ``lone_defender`` where one opponent plays alone, the other sitting out."""
    if view.rules.players == 2:
        return {"form": "one"}
    if view.rules.players == 3 and view.maker is not None and view.maker != view.seat:
        return {"form": "maker"}
    for seat, form in ((view.alone, "loner"), (view.lone_defender, "lone_defender")):
        if seat is not None and not _side(view, seat):
            return {"form": form}
    return {}


def _bid(view: View) -> str:
    """How trump was made this hand, as ``HandResult.bid`` says it: ``order`` (the upcard
    ordered up in the first round), ``pick up`` (the dealer's own order) or ``call`` (named
    in the second round, or after a turned-up Benny). The sentences say what happened:
    "your partner ordered it up", not "your partner called it"."""
    if any(e.action.kind is Kind.ORDER for e in view.history):
        return "pick up" if view.maker == view.dealer else "order"
    return "call"


def _card(action: Action) -> Card:
    card = action.card
    assert card is not None   # a play or a discard names its card
    return card


def _legal_cards(view: View) -> list[Card]:
    return [a.card for a in view.legal_actions if a.card is not None]


def _takes(view: View, card: Card) -> bool:
    """Whether ``card`` would win the trick so far."""
    return trick_winner(view.trick + ((view.seat, card),), view.trump) == view.seat  # type: ignore[arg-type]  # in play


def _winning_card(view: View) -> tuple[int, Card]:
    seat = trick_winner(view.trick, view.trump)  # type: ignore[arg-type]  # in play
    return seat, next(c for s, c in view.trick if s == seat)


def _power(view: View, card: Card) -> tuple[int, int]:
    """How strongly ``card`` competes in the trick so far (then its own strength)."""
    trump = view.trump
    led = effective_suit(view.trick[0][1], trump)
    return card_power(card, trump, led), strength(card, trump)  # type: ignore[arg-type]  # in play


def _shown_out(view: View, seat: int) -> set[Suit | None]:
    """The suits ``seat`` has shown it holds none of: it played another to their lead."""
    out: set[Suit | None] = set()
    for plays in [t.plays for t in view.tricks] + [view.trick]:
        if plays:
            led = effective_suit(plays[0][1], view.trump)
            out |= {led for s, c in plays[1:] if s == seat and effective_suit(c, view.trump) is not led}
    return out


def _trumps(view: View) -> list[Card]:
    return trumps_of(view.hand, view.trump)  # type: ignore[arg-type]  # trump is made


# ----- leading ----------------------------------------------------------------------

def lead_trump_partner_called(view: View, action: Action) -> Found:
    """Lead trump when your partner made it: draw the opponents' trumps."""
    if not _leads(view, action) or view.maker is None or view.maker != _partner(view):
        return None
    card = _card(action)
    return {"card": card, "bid": _bid(view), **_one_opponent(view)} if is_trump(card, view.trump) else None


def lead_trump_you_called(view: View, action: Action) -> Found:
    """Lead trump when you made it: draw the defenders' trumps so your other winners stand."""
    if not _leads(view, action) or view.maker is None or view.maker != view.seat:
        return None
    card = _card(action)
    return {"card": card, "bid": _bid(view), **_one_opponent(view)} if is_trump(card, view.trump) else None


def keep_lone_trump(view: View, action: Action) -> Found:
    """On the makers' side with a single trump and a higher one still out: lead another
    card and keep the trump to take a later trick (leading it only gives it away)."""
    if not _leads(view, action) or view.maker is None or not _side(view, view.maker):
        return None
    trumps, card, trump = _trumps(view), _card(action), view.trump
    if len(trumps) != 1 or is_trump(card, trump):
        return None
    if not higher_trump_out(view, trumps[0]):
        return None
    return {"trump": trumps[0], "card": card}


def top_trump_one_opponent(view: View, action: Action) -> Found:
    """Two players, defending: lead the highest trump still out (with another trump, or
    near the end): it cannot be beaten and draws one of the maker's trumps."""
    if view.rules.players != 2 or not _leads(view, action) or view.maker in (None, view.seat):
        return None
    card, trump = _card(action), view.trump
    trumps = _trumps(view)
    if not is_trump(card, trump) or card != trumps[0] or \
            not (len(trumps) >= 2 or len(view.hand) <= 2):
        return None
    if higher_trump_out(view, card):
        return None
    return {"card": card}


def no_trump_lead_defending(view: View, action: Action) -> Found:
    """Against the makers, don't lead trump with one or two (three or more are strong)."""
    if not _leads(view, action) or view.maker is None or _side(view, view.maker):
        return None
    card = _card(action)
    if is_trump(card, view.trump) or not 0 < len(_trumps(view)) < 3:
        return None   # (without a trump there was no choice to make)
    # (with two or three players one opponent, the maker, made it)
    return {"card": card, "bid": _bid(view), "suit": view.trump,
            **({"form": "maker"} if view.rules.players != 4 else {})}


def loner_lead_ace(view: View, action: Action) -> Found:
    """Against a loner, lead an off-suit ace: one trick stops the march."""
    if not _leads(view, action) or view.alone is None or _side(view, view.alone):
        return None
    card = _card(action)
    if card.rank is not Rank.ACE or is_trump(card, view.trump):
        return None
    return {"card": card}


def lead_off_ace(view: View, action: Action) -> Found:
    """Cash an off-suit ace while its suit has not been led (the least likely to be trumped)."""
    if not _leads(view, action):
        return None
    card = _card(action)
    if card.rank is not Rank.ACE or is_trump(card, view.trump):
        return None
    suit = effective_suit(card, view.trump)
    if any(effective_suit(t.plays[0][1], view.trump) is suit for t in view.tricks):
        return None
    return {"card": card, "suit": suit}


def lead_high_alone(view: View, action: Action) -> Found:
    """With no partner to take the trick (two players, or Cutthroat's maker), lead the
    highest card you hold of a plain suit: a low lead only gives the trick away."""
    players = view.rules.players
    if not _leads(view, action) or not (players == 2 or
                                        (players == 3 and view.maker == view.seat)):
        return None
    card, trump = _card(action), view.trump
    if is_trump(card, trump) or card.rank is Rank.ACE:   # (an ace: ``lead_off_ace``)
        return None
    suit = effective_suit(card, trump)
    if any(effective_suit(c, trump) is suit and strength(c, trump) > strength(card, trump)  # type: ignore[arg-type]  # in play
           for c in view.hand):
        return None
    return {"card": card}


def return_partner_suit(view: View, action: Action) -> Found:
    """Lead back the plain suit your partner led."""
    partner = _partner(view)
    if not _leads(view, action) or partner is None:
        return None
    card = _card(action)
    suit = effective_suit(card, view.trump)
    if suit is view.trump:
        return None
    led = {effective_suit(t.plays[0][1], view.trump) for t in view.tricks if t.leader == partner}
    return {"card": card, "suit": suit} if suit in led else None


def master_trump(view: View, action: Action) -> Found:
    """Count the trumps: every higher trump has been played, so this one is the highest."""
    if not _plays(view, action):
        return None
    card, trump = _card(action), view.trump
    if not is_trump(card, trump):
        return None
    mine = strength(card, trump)  # type: ignore[arg-type]  # in play
    higher = [c for c in view.rules.cards if is_trump(c, trump) and strength(c, trump) > mine]  # type: ignore[arg-type]
    seen = set(view.played_cards)
    if not higher or any(c not in seen for c in higher):
        return None   # the top trump anyway (nothing to count), or a higher one is still out
    if view.trick and not _takes(view, card):
        return None   # a higher trump is on this trick: this one is not the card to play
    return {"card": card}


# ----- following --------------------------------------------------------------------

def loner_trump_high(view: View, action: Action) -> Found:
    """Against a loner, second to play after your partner's lead and out of its suit: trump
    with your highest trump, even over an ace, to draw the loner's high trump (not with a
    lone nine or ten, nor with a left bower you can keep guarded)."""
    partner = _partner(view)
    if not _plays(view, action) or view.alone is None or _side(view, view.alone) or \
            partner is None or len(view.trick) != 1 or view.trick[0][0] != partner:
        return None
    trump = view.trump
    led = effective_suit(view.trick[0][1], trump)
    card = _card(action)
    trumps = _trumps(view)
    if led is trump or not is_trump(card, trump) or \
            any(effective_suit(c, trump) is led for c in view.hand):
        return None
    top = max(trumps, key=lambda c: strength(c, trump))  # type: ignore[arg-type]  # in play
    weak = len(trumps) == 1 and card.rank in (Rank.NINE, Rank.TEN)
    guarded_left = card.rank is Rank.JACK and card.suit is not trump and len(trumps) > 1
    if card != top or weak or guarded_left:
        return None
    return {"card": card}


def partner_winning(view: View, action: Action) -> Found:
    """Don't take your partner's winning trick (save the bowers, don't trump a winner)."""
    partner = _partner(view)
    if not _plays(view, action) or not view.trick or partner is None:
        return None
    seat, winner = _winning_card(view)
    card = _card(action)
    if seat != partner or _takes(view, card) or \
            not any(_takes(view, c) for c in _legal_cards(view)):
        return None
    return {"winner": winner, "card": card}


def third_hand_high(view: View, action: Action) -> Found:
    """Third to play after your partner's lead, the opponent winning: win the trick."""
    partner = _partner(view)
    if not _plays(view, action) or len(view.trick) != 2 or partner is None or \
            view.trick[0][0] != partner:
        return None
    seat, winner = _winning_card(view)
    card = _card(action)
    led = effective_suit(view.trick[0][1], view.trump)
    if seat == partner or not _takes(view, card) or effective_suit(card, view.trump) is not led:
        return None   # (trumping a trick is ``trump_their_trick``)
    return {"winner": winner, "card": card}


def cover_partner(view: View, action: Action) -> Found:
    """Third hand, your partner's lead winning but an opponent still to play who could
    beat it with a card you have not seen: take the trick yourself. (In Cutthroat: second
    to play after the other defender's lead, the maker still to come.)"""
    partner, players = _partner(view), view.rules.players
    form: dict[str, str] = {}
    if players == 3 and view.maker not in (None, view.seat) and len(view.trick) == 1 and \
            view.trick[0][0] != view.maker and (view.seat + 1) % 3 == view.maker:
        # Cutthroat: the other defender led, and the maker plays after you
        partner, form = view.trick[0][0], {"form": "defender"}
    if not _plays(view, action) or len(view.trick) != (1 if form else 2) or partner is None or \
            view.trick[0][0] != partner:
        return None
    seat, winner = _winning_card(view)
    card = _card(action)
    after = (view.seat + 1) % players
    if seat != partner or after in view.sitting_out or not _takes(view, card):
        return None
    out = _shown_out(view, after)   # (suits it holds none of: it did not follow them)
    if not any(trick_winner(view.trick + ((after, c),), view.trump) == after  # type: ignore[arg-type]  # in play
               for c in unseen_cards(view) if effective_suit(c, view.trump) not in out):
        return None
    return {"winner": winner, "card": card, **form}


def last_hand_cheap(view: View, action: Action) -> Found:
    """Last to play, the opponents winning: win with your cheapest winning card."""
    players = view.rules.players - len(view.sitting_out)
    if not _plays(view, action) or len(view.trick) != players - 1:
        return None
    seat, _winner = _winning_card(view)
    card = _card(action)
    winners = [c for c in _legal_cards(view) if _takes(view, c)]
    if _side(view, seat) or card not in winners or \
            _power(view, card) != min(_power(view, c) for c in winners):
        return None
    return {"card": card}


def trump_their_trick(view: View, action: Action) -> Found:
    """Out of the suit led and the opponents winning: trump it."""
    if not _plays(view, action) or not view.trick:
        return None
    led = effective_suit(view.trick[0][1], view.trump)
    seat, _winner = _winning_card(view)
    card = _card(action)
    if led is view.trump or _side(view, seat) or not is_trump(card, view.trump) or \
            not _takes(view, card):
        return None
    return {"card": card, "suit": led, **_one_opponent(view)}


def second_hand_low(view: View, action: Action) -> Found:
    """Second to play, your partner still to come: keep your high cards, play low."""
    partner = _partner(view)
    if not _plays(view, action) or len(view.trick) != 1 or partner is None or \
            _side(view, view.trick[0][0]):
        return None
    legal = _legal_cards(view)
    card = _card(action)
    if not any(_takes(view, c) for c in legal) or \
            _power(view, card) != min(_power(view, c) for c in legal):
        return None
    return {"card": card}


# ----- bidding, discarding, going alone ----------------------------------------------

def no_bower_to_dealer(view: View, action: Action) -> Found:
    """Don't order a jack up into the opposing dealer's hand, where it becomes the right
    bower: not with a weak hand, nor with three trumps or more if neither the left bower
    nor the Benny is among them (the right would then top them all)."""
    if view.phase is not Phase.BID1 or action.kind is not Kind.PASS or \
            view.rules.players != 4 or _side(view, view.dealer):
        return None
    card = view.upcard
    if card.rank is not Rank.JACK or card.suit is None:
        return None
    trumps = trumps_of(view.hand, card.suit)
    if len(trumps) < 3:
        return {"card": card}
    if any(c.rank in (Rank.JACK, Rank.JOKER) for c in trumps):
        return None   # (the left bower or the Benny: a hand that can fight the right)
    return {"card": card, "cards": tuple(trumps), "form": "no_left"}


def first_seat_pass(view: View, action: Action) -> Found:
    """From the dealer's left, pass a strong hand in the upcard's suit: if the other side
    takes it for trump they play into your trumps, and if it is turned down you are the
    first to name a suit (Leeds and Dwight's eldest hand; Euchre Universe, seat 1)."""
    if view.phase is not Phase.BID1 or action.kind is not Kind.PASS or \
            view.rules.players != 4 or view.seat != (view.dealer + 1) % 4:
        return None
    suit = view.upcard.suit
    if suit is None:
        return None
    trumps = trumps_of(view.hand, suit)
    bowers = {c.suit for c in trumps if c.rank is Rank.JACK}
    if len(trumps) < 3 and len(bowers) < 2:
        return None
    return {"card": view.upcard, "cards": tuple(trumps)}


def no_gift_to_dealer(view: View, action: Action) -> Found:
    """With two trumps or fewer, don't order up the opposing dealer: the upcard is one
    more trump in the dealer's hand, and the dealer throws away a weak card."""
    if view.phase is not Phase.BID1 or action.kind is not Kind.PASS or \
            view.rules.players != 4 or _side(view, view.dealer):
        return None
    suit = view.upcard.suit
    if suit is None or len(trumps_of(view.hand, suit)) > 2:
        return None
    return {"card": view.upcard}


def dealer_take_bower(view: View, action: Action) -> Found:
    """The dealer with a bower picks up a second trump: turned down, it would give the
    other side the first call of the second round."""
    suit = view.upcard.suit
    if view.phase is not Phase.BID1 or action.kind is not Kind.ORDER or suit is None or \
            view.rules.players != 4 or view.seat != view.dealer:
        return None
    trumps = trumps_of(list(view.hand) + [view.upcard], suit)
    if len(trumps) < 2 or not any(c.rank is Rank.JACK for c in trumps):
        return None
    return {"card": view.upcard, "cards": tuple(c for c in trumps if c != view.upcard)}


def assist_partner(view: View, action: Action) -> Found:
    """Order up your partner the dealer: the upcard is a trump for your side."""
    suit = view.upcard.suit
    if view.phase is not Phase.BID1 or action.kind is not Kind.ORDER or suit is None or \
            _partner(view) != view.dealer or len(trumps_of(view.hand, suit)) < 2:
        return None
    return {"card": view.upcard}


def call_next(view: View, action: Action) -> Found:
    """Next: from the dealer's left or right, call the suit of the turned-down colour."""
    down = view.turned_down
    if view.phase is not Phase.BID2 or action.kind is not Kind.CALL or down is None or \
            view.rules.players != 4 or _side(view, view.dealer):
        return None
    suit = action.suit
    if suit is not down.same_colour or len(trumps_of(view.hand, suit)) < 2:
        return None
    return {"suit": suit, "card": view.upcard}


def reverse_next(view: View, action: Action) -> Found:
    """Reverse next: the dealer or the dealer's partner calls a suit of the other colour."""
    down = view.turned_down
    if view.phase is not Phase.BID2 or action.kind is not Kind.CALL or down is None or \
            view.rules.players != 4 or not _side(view, view.dealer):
        return None
    suit = action.suit
    if suit is None or suit.is_red == down.is_red or len(trumps_of(view.hand, suit)) < 2:
        return None
    return {"suit": suit, "card": view.upcard}


def discard_void(view: View, action: Action) -> Found:
    """The dealer discards a lone plain card (not an ace) to be void in its suit."""
    if view.phase is not Phase.DISCARD or action.kind is not Kind.DISCARD or view.trump is None:
        return None
    card, trump = _card(action), view.trump
    suit = effective_suit(card, trump)
    if suit is trump or card.rank is Rank.ACE or \
            any(c != card and effective_suit(c, trump) is suit for c in view.hand):
        return None
    return {"card": card, "suit": suit}


def alone_with_bowers(view: View, action: Action) -> Found:
    """Go alone with both bowers among three trumps or more."""
    if view.phase is not Phase.ALONE or action.kind is not Kind.ALONE or view.trump is None:
        return None
    trumps = _trumps(view)
    jacks = {c.suit for c in trumps if c.rank is Rank.JACK}
    if len(trumps) < 3 or jacks != {view.trump, view.trump.same_colour}:
        return None
    return {"cards": tuple(trumps)}


def alone_strong(view: View, action: Action) -> Found:
    """Go alone with four trumps or more, or with three and nothing but aces beside them:
    the hand can take the tricks by itself."""
    if view.phase is not Phase.ALONE or action.kind is not Kind.ALONE or view.trump is None:
        return None
    trumps = _trumps(view)
    others = [c for c in view.hand if c not in trumps]
    if len(trumps) < 4 and (len(trumps) < 3 or any(c.rank is not Rank.ACE for c in others)):
        return None
    return {"cards": tuple(trumps) + tuple(others)}


def alone_against_two(view: View, action: Action) -> Found:
    """Cutthroat: pass a hand that cannot take the tricks alone against the other two
    (``euchre_bots.against_two``: the counts the computer players bid by)."""
    if view.rules.players != 3 or action.kind is not Kind.PASS or \
            view.phase not in (Phase.BID1, Phase.BID2):
        return None
    dealer, first = view.seat == view.dealer, view.phase is Phase.BID1
    suits = [view.upcard.suit] if first else \
        [a.suit for a in view.legal_actions if a.kind is Kind.CALL]
    for suit in suits:
        if suit is None or against_two(bid_hand(view, suit), suit, view.rules.hand_size,
                                       dealer_picks=first and dealer,
                                       into_dealer=first and not dealer) is not None:
            return None
    need = cutthroat_needs(view.rules.hand_size)
    form = ("order" if not dealer else "dealer") if first else "call"
    return {"card": view.upcard, "n": need, "m": need - 1, "form": form}


def against_one_pick(view: View, action: Action) -> Found:
    """Two players, the dealer: pick up with two trumps (the upcard among them)."""
    suit = view.upcard.suit
    if view.rules.players != 2 or view.phase is not Phase.BID1 or suit is None or \
            action.kind is not Kind.ORDER or view.seat != view.dealer:
        return None
    trumps = against_one(bid_hand(view, suit), suit, dealer=True, first_round=True)
    return None if trumps is None else {"card": view.upcard, "cards": tuple(trumps)}


def against_one_no_order(view: View, action: Action) -> Found:
    """Two players: don't order the upcard into the dealer's hand with fewer than three
    trumps."""
    suit = view.upcard.suit
    if view.rules.players != 2 or view.phase is not Phase.BID1 or suit is None or \
            action.kind is not Kind.PASS or view.seat == view.dealer or \
            against_one(view.hand, suit, dealer=False, first_round=True) is not None:
        return None
    return {"card": view.upcard}


def against_one_call(view: View, action: Action) -> Found:
    """Two players, the second round: the dealer's opponent names a suit with two trumps."""
    if view.rules.players != 2 or view.phase is not Phase.BID2 or \
            action.kind is not Kind.CALL or view.seat == view.dealer or action.suit is None:
        return None
    trumps = against_one(view.hand, action.suit, dealer=False, first_round=False)
    return None if trumps is None else {"suit": action.suit, "cards": tuple(trumps)}


# The order is the precedence: the first that applies is the one named.
PRINCIPLES = catalogue(
    ("alone_against_two", alone_against_two),
    ("against_one_pick", against_one_pick),
    ("against_one_no_order", against_one_no_order),
    ("against_one_call", against_one_call),
    ("no_bower_to_dealer", no_bower_to_dealer),
    ("first_seat_pass", first_seat_pass),
    ("no_gift_to_dealer", no_gift_to_dealer),
    ("dealer_take_bower", dealer_take_bower),
    ("assist_partner", assist_partner),
    ("call_next", call_next),
    ("reverse_next", reverse_next),
    ("discard_void", discard_void),
    ("alone_with_bowers", alone_with_bowers),
    ("alone_strong", alone_strong),
    ("loner_lead_ace", loner_lead_ace),
    ("lead_trump_partner_called", lead_trump_partner_called),
    ("lead_trump_you_called", lead_trump_you_called),
    ("keep_lone_trump", keep_lone_trump),
    ("master_trump", master_trump),
    ("lead_off_ace", lead_off_ace),
    ("lead_high_alone", lead_high_alone),
    ("return_partner_suit", return_partner_suit),
    ("top_trump_one_opponent", top_trump_one_opponent),
    ("no_trump_lead_defending", no_trump_lead_defending),
    ("loner_trump_high", loner_trump_high),
    ("partner_winning", partner_winning),
    ("third_hand_high", third_hand_high),
    ("cover_partner", cover_partner),
    ("last_hand_cheap", last_hand_cheap),
    ("second_hand_low", second_hand_low),
    # (the rules of a seat come before the general one)
    ("trump_their_trick", trump_their_trick),
)
