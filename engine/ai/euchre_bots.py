"""Euchre computer players that follow rules of thumb: novice and intermediate.

Each works from ``observe(state, seat)`` only. ``decide(view)`` returns the action
and a ``Reason`` (a code and the cards it talks about; the sentence comes from
``words``); ``choose`` and ``explain`` are the two halves of it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Sequence, Sized

from ..cards import JOKER, Card, Rank, Suit
from ..errors import Reason
from ..euchre import actions as A
from ..euchre.actions import Action, Kind
from ..euchre.ranking import _EFFECTIVE, POWER, trick_winner
from ..euchre.state import Phase, partner_of, team_of
from ..euchre.view import View
from .words import reason

if TYPE_CHECKING:
    from .analysis import ActionOdds


def eff(card: Card, trump: Suit) -> Suit:
    return _EFFECTIVE[trump][card.index]  # type: ignore[return-value]  # with a trump, every card has a suit


def strength(card: Card, trump: Suit) -> int:
    """Order within the card's own effective suit; every trump above every plain card."""
    e = _EFFECTIVE[trump][card.index]
    p = POWER[trump][e][card.index]  # type: ignore[index]  # (as in eff)
    return p + 100 if e is trump else p


def trumps_of(hand: Iterable[Card], suit: Suit) -> list[Card]:
    """The cards that would be trump if ``suit`` were trump, high to low."""
    return sorted((c for c in hand if eff(c, suit) is suit), key=lambda c: -strength(c, suit))


def off_aces(hand: Iterable[Card], suit: Suit) -> list[Card]:
    return [c for c in hand if c.rank is Rank.ACE and eff(c, suit) is not suit]


def allies(view: View) -> set[int]:
    """The other seats on my side for this hand (partner; in Cutthroat the other defender)."""
    rules, me = view.rules, view.seat
    if rules.players == 4:
        p = partner_of(rules, me)
        return set() if p in view.sitting_out else {p}  # type: ignore[arg-type]  # four players: a partner
    if rules.players == 3 and view.maker is not None and view.maker != me:
        return {s for s in range(3) if s not in (me, view.maker)}
    return set()


def my_side_made_it(view: View) -> bool:
    return view.maker is not None and (
        view.maker == view.seat or team_of(view.rules, view.maker) == team_of(view.rules, view.seat)
    ) and not (view.rules.players == 3 and view.maker != view.seat)


def unseen_cards(view: View) -> list[Card]:
    """The cards of the pack the player has not seen: not held, not played, not discarded,
    and not the upcard left on the kitty (one the dealer took up may still be in hand)."""
    seen = set(view.hand) | set(view.played_cards) | set(view.my_discards)
    if not view.upcard_taken:
        seen.add(view.upcard)
    return [c for c in view.rules.cards if c not in seen]


def higher_trump_out(view: View, card: Card) -> bool:
    """Whether a trump above ``card`` is among the cards the player has not seen."""
    trump: Suit
    trump = view.trump  # type: ignore[assignment]  # in play
    mine = strength(card, trump)
    return any(eff(c, trump) is trump and strength(c, trump) > mine for c in unseen_cards(view))


def bid_hand(view: View, suit: Suit) -> list[Card]:
    """The hand a bid on ``suit`` is judged by: the dealer's first-round hand with the
    upcard in and the card it would throw away out; anyone else's as it is."""
    hand = list(view.hand)
    if view.phase is Phase.BID1 and view.seat == view.dealer:
        hand.append(view.upcard)
        hand.remove(discard_choice(hand, suit, hand)[0])
    return hand


def _lowest(cards: Iterable[Card], trump: Suit) -> Card:
    return min(cards, key=lambda c: (strength(c, trump), c.index))


def _highest(cards: Iterable[Card], trump: Suit) -> Card:
    return max(cards, key=lambda c: (strength(c, trump), -c.index))


def _high_lead(plain: Iterable[Card], trump: Suit) -> Card:
    """A side of one's plain lead: the highest card of its shortest plain suit (of two
    as short, the one with the higher top card)."""
    by_suit: dict[Suit, list[Card]] = {}
    for c in plain:
        by_suit.setdefault(eff(c, trump), []).append(c)
    short = min(by_suit.values(), key=lambda cs: (len(cs), -max(strength(c, trump) for c in cs)))
    return _highest(short, trump)


def _only(legal: Sized) -> bool:
    return len(legal) == 1


def _dealer(view: View) -> dict[str, bool]:
    """``dealer=True`` for a reason that names the dealer's first-round action: the
    dealer's order is said "Pick it up", as on the learner's button."""
    return {"dealer": True} if view.phase is Phase.BID1 and view.seat == view.dealer else {}


class EuchreBot:
    """Base: ``choose(view)`` and ``explain(view)`` from ``decide(view)``. ``scores``:
    the game's scores (as ``Game.scores``), for a player that judges by the game (the
    expert); the others play by the cards alone."""

    level = "?"
    game = "euchre"

    def decide(self, view: View, scores: Sequence[int] | None = None) -> tuple[Action, Reason]:
        raise NotImplementedError

    def choose(self, view: View, scores: Sequence[int] | None = None) -> Action:
        return self.decide(view, scores)[0]

    def explain(self, view: View, scores: Sequence[int] | None = None) -> str:
        return self.decide(view, scores)[1].text


# ----------------------------------------------------------------- intermediate


def bid_strength(hand: Iterable[Card], suit: Suit) -> tuple[str, list[Card], Card | None] | None:
    """``(code, trumps, ace)`` if the hand is worth making ``suit`` trump, else ``None``."""
    trumps = trumps_of(hand, suit)
    aces = off_aces(hand, suit)
    if len(trumps) >= 3:
        return "three", trumps, None
    if len(trumps) == 2 and aces:
        return "two_and_ace", trumps, aces[0]
    return None


def _right(trumps: Sequence[Card], suit: Suit) -> bool:
    """Whether the top trump (the right bower, or the Benny above it) is among ``trumps``."""
    return any(c is JOKER or (c.rank is Rank.JACK and c.suit is suit) for c in trumps)


def cutthroat_needs(hand_size: int) -> int:
    """Trumps Cutthroat's maker wants without an off-suit ace: four with five cards,
    one more with seven (the maker must take four tricks)."""
    return 4 + (hand_size > 5)


def against_two(hand: Iterable[Card], suit: Suit, hand_size: int, dealer_picks: bool,
                into_dealer: bool) -> list[Card] | None:
    """Cutthroat: the maker plays alone against the other two, so ``suit`` is worth
    making trump only with ``cutthroat_needs`` trumps, or one fewer with an off-suit ace
    or both bowers, or, as the dealer picking up, one fewer with the right bower (fitted
    to the coach's values of 800 seeded hands); ordering the upcard
    into the dealer's hand takes the full count. ``hand``: the dealer's with the upcard
    in and the discard out. The trumps, or ``None``."""
    hand = list(hand)
    trumps = trumps_of(hand, suit)
    need = cutthroat_needs(hand_size)
    if len(trumps) >= need:
        return trumps
    if into_dealer or len(trumps) < need - 1:
        return None
    left = any(c.rank is Rank.JACK and c.suit is not suit for c in trumps)
    if off_aces(hand, suit) or (_right(trumps, suit) and (dealer_picks or left)):
        return trumps
    return None


def against_one(hand: Iterable[Card], suit: Suit, dealer: bool, first_round: bool
                ) -> list[Card] | None:
    """Two players: ten of the cards are dealt, so two trumps are a good holding. The
    dealer picks up with two (the upcard among them) and the other player names a suit
    with two in the second round; ordering the upcard into the dealer's hand takes three,
    and the dealer's own call in the second round three, or two and an off-suit ace.
    ``hand``: the dealer's with the upcard in and the discard out. The trumps, or ``None``."""
    hand = list(hand)
    trumps = trumps_of(hand, suit)
    if dealer == first_round:   # the dealer picking up, the other player naming a suit
        return trumps if len(trumps) >= 2 else None
    if first_round:             # ordering the dealer up
        return trumps if len(trumps) >= 3 else None
    return trumps if bid_strength(hand, suit) is not None else None


def alone_worthy(hand: Iterable[Card], trump: Suit) -> bool:
    """Four trumps with the top one (right bower or Benny) and five, or an off ace;
    or the three top trumps and two off aces."""
    trumps = trumps_of(hand, trump)
    if not trumps:
        return False
    top = trumps[0]
    has_top = top is JOKER or (top.rank is Rank.JACK and top.suit is trump)
    aces = off_aces(hand, trump)
    if has_top and len(trumps) >= 4 and (len(trumps) == 5 or aces):
        return True
    return has_top and len(trumps) >= 3 and strength(trumps[2], trump) >= 127 and len(aces) >= 2


def discard_choice(hand: Iterable[Card], trump: Suit, allowed: Iterable[Card]) -> tuple[Card, str]:
    """The card to discard (short-suit yourself, never trump if avoidable) and the code."""
    allowed = list(allowed)
    plain = [c for c in allowed if eff(c, trump) is not trump]
    if not plain:
        return _lowest(allowed, trump), "discard_low"
    by_suit: dict[Suit, list[Card]] = {}
    for c in hand:
        if eff(c, trump) is not trump:
            by_suit.setdefault(eff(c, trump), []).append(c)
    singles = [cs[0] for cs in by_suit.values()
               if len(cs) == 1 and cs[0].rank is not Rank.ACE and cs[0] in plain]
    if singles:
        return _lowest(singles, trump), "discard_void"
    return _lowest(plain, trump), "discard_low"


_AFTER_TRUMP = (Phase.DISCARD, Phase.BEST_DISCARD, Phase.ALONE, Phase.DEFEND, Phase.GIVE)


def alone_by_the_books(hand: Iterable[Card], trump: Suit) -> bool:
    """``alone_worthy``, or what the coach's principles call a loner: both bowers among three
    trumps or more with an off-suit ace or a fourth trump, four trumps or more with a bower,
    or three with the right bower and nothing but aces beside them."""
    if alone_worthy(hand, trump):
        return True
    hand = list(hand)
    trumps = trumps_of(hand, trump)
    bowers = {c.suit for c in trumps if c.rank is Rank.JACK}
    right = trump in bowers
    others = [c for c in hand if c not in trumps]
    aces = [c for c in others if c.rank is Rank.ACE]
    return (len(bowers) == 2 and len(trumps) >= 3 and bool(aces)) or \
        (bool(bowers) and len(trumps) >= 4) or \
        (right and len(trumps) >= 3 and all(c.rank is Rank.ACE for c in others))


def after_trump(phase: Phase, hand: Sequence[Card], trump: Suit, legal: Sequence[Action],
                books: bool = False) -> tuple[Action, str, dict[str, object]]:
    """The intermediate's choice once trump is fixed and before the play (discard,
    alone, defend alone, give), with its reason code and details. Rollouts call it
    with a state's own fields, skipping the view and the sentence."""
    if phase is Phase.ALONE:
        if alone_worthy(hand, trump) or (books and alone_by_the_books(hand, trump)):
            return A.ALONE, "go_alone", {"cards": tuple(trumps_of(hand, trump))}
        return A.PARTNER, "with_partner", {}
    if phase is Phase.DEFEND:
        if len(trumps_of(hand, trump)) >= 4 and alone_worthy(hand, trump):
            return A.DEFEND_ALONE, "defend_alone", {}
        return A.DEFEND, "defend_together", {}
    if phase is Phase.GIVE:
        card = _highest([a.card for a in legal], trump)  # type: ignore[misc]  # gives carry a card
        return A.give(card), "give_best", {"card": card, "suit": trump}
    card, code = discard_choice(hand, trump, [a.card for a in legal])  # type: ignore[misc]  # discards too
    return A.discard(card), code, {"card": card, "suit": eff(card, trump)}


def _cover(view: View, legal: Sequence[Card], win_card: Card, few: bool) -> bool:
    """Third to play after a partner's lead that is winning but not the highest card of its
    suit still out, with the last player still to come: worth taking over (the coach's
    ``cover_partner``; a partner's boss card is left to stand, as ``partner_winning``).
    ``few``: in Cutthroat too, second to play after the other defender's lead with the
    maker still to come."""
    lead_seat, lead_card = view.trick[0]
    if view.rules.players == 3 and few:
        if len(view.trick) != 1 or view.maker in (None, view.seat, lead_seat) or \
                (view.seat + 1) % 3 != view.maker:
            return False
    elif view.rules.players != 4 or len(view.trick) != 2 or \
            lead_seat != partner_of(view.rules, view.seat) or \
            (view.seat + 1) % 4 in view.sitting_out:
        return False
    if lead_card != win_card:
        return False
    trump: Suit
    trump = view.trump  # type: ignore[assignment]
    led = eff(lead_card, trump)
    power = POWER[trump][led]
    if not any(eff(c, trump) is led and power[c.index] > power[lead_card.index]
               for c in unseen_cards(view)):
        return False   # partner's card is the boss of its suit: let it stand
    return any(power[c.index] > power[win_card.index] for c in legal)


class IntermediateEuchre(EuchreBot):
    """Rules of thumb that good players teach, each decision with its reason.

    ``books=False``: its rules before s31, which the analysis's play-outs and the
    compiled policy (``_kernel.policy_card``) still follow, so the coach's numbers do not
    move with it. With partners it then ordered up an opposing dealer with two trumps and
    an off-suit ace or with a jack turned and no left bower, turned down a second trump
    as the dealer holding a bower, played with its partner holding both bowers or four
    trumps, let a partner's beatable lead stand with the last player to come, and as the
    maker led its one trump with a higher trump out and no ace to set up: each a move
    the coach grades against a
    principle (``euchre_principles``: ``no_gift_to_dealer``, ``no_bower_to_dealer``,
    ``dealer_take_bower``, ``alone_with_bowers``, ``alone_strong``, ``cover_partner``,
    ``keep_lone_trump``). With two or three players it bids by counts for a side of one
    (``against_one``, ``against_two``; ``few=False``: as with partners, its rules before
    s32, when the coach graded its Cutthroat orders Blunder)."""

    level = "intermediate"

    def __init__(self, books: bool = True, few: bool = True) -> None:
        self.books = books
        # two or three players bid by counts for a side of one (``against_one``,
        # ``against_two``); ``few=False``: by the counts for partners, as before s32
        self.few = books and few

    def decide(self, view: View, scores: Sequence[int] | None = None) -> tuple[Action, Reason]:
        legal = view.legal_actions
        if not legal:
            raise ValueError("it is not this player's turn")
        phase = view.phase
        if phase is Phase.PLAY:
            return self._play(view)
        if phase is Phase.BID1:
            return self._bid1(view)
        if phase is Phase.BID2:
            return self._bid2(view)
        if phase is Phase.BENNY:
            return self._benny(view)
        if phase in _AFTER_TRUMP:
            action, code, details = after_trump(phase, view.hand, view.trump, legal,  # type: ignore[arg-type]  # made
                                                books=self.books)
            return action, reason(code, **details)
        return legal[0], reason("novice_simple", action=legal[0])

    # bidding ----------------------------------------------------------------
    def _bid1(self, view: View) -> tuple[Action, Reason]:
        suit: Suit   # a turned-up joker is not bid on (the Benny phase)
        suit = view.upcard.suit  # type: ignore[assignment]
        hand = bid_hand(view, suit)
        if self.few and view.rules.players < 4:
            return self._bid1_few(view, hand, suit)
        s = bid_strength(hand, suit)
        partners = self.books and view.rules.players == 4
        if s is None:
            if partners and view.seat == view.dealer:
                trumps = trumps_of(hand, suit)   # (the upcard in, the discard out)
                if len(trumps) >= 2 and any(c.rank is Rank.JACK for c in trumps):
                    # a bower and a second trump: worth the pick-up
                    return A.ORDER, reason("pick_bower", upcard=view.upcard, suit=suit,
                                           cards=tuple(trumps))
            return A.PASS, reason("pass_weak")
        code, trumps, ace = s
        if partners and view.dealer not in (view.seat, partner_of(view.rules, view.seat)):
            # the upcard goes to an opponent: a jack as the right bower, or a third trump
            if view.upcard.rank is Rank.JACK:
                if code != "three" or not any(c.rank is Rank.JACK for c in trumps):
                    return A.PASS, reason("pass_bower_to_dealer", card=view.upcard)
            elif code != "three":
                return A.PASS, reason("pass_gift_to_dealer", card=view.upcard,
                                      cards=tuple(trumps))
        if view.seat == view.dealer:
            # the dealer's order is "Pick it up", and the trumps counted include the upcard,
            # which the dealer does not hold yet: the words say so
            if code == "three":
                return A.ORDER, reason("pick_three_trumps", n=len(trumps), suit=suit,
                                       cards=tuple(trumps), upcard=view.upcard)
            return A.ORDER, reason("pick_two_and_ace", suit=suit, cards=tuple(trumps), ace=ace,
                                   upcard=view.upcard)
        if code == "three":
            return A.ORDER, reason("order_three_trumps", n=len(trumps), suit=suit,
                                   cards=tuple(trumps))
        return A.ORDER, reason("order_two_and_ace", suit=suit, cards=tuple(trumps), ace=ace)

    def _bid1_few(self, view: View, hand: list[Card], suit: Suit) -> tuple[Action, Reason]:
        """Two or three players: a side of one, against one opponent or two."""
        rules, dealer = view.rules, view.seat == view.dealer
        if rules.players == 3:
            trumps = against_two(hand, suit, rules.hand_size, dealer_picks=dealer,
                                 into_dealer=not dealer)
        else:
            trumps = against_one(hand, suit, dealer=dealer, first_round=True)
        if trumps is None:
            return A.PASS, self._pass_few(view, first_round=True)
        n, cards = len(trumps), tuple(trumps)
        if dealer:
            if rules.players == 2 and n < 3:
                return A.ORDER, reason("pick_against_one", upcard=view.upcard, suit=suit,
                                       cards=cards)
            return A.ORDER, reason("pick_three_trumps", n=n, suit=suit, cards=cards,
                                   upcard=view.upcard)
        return A.ORDER, reason("order_three_trumps", n=n, suit=suit, cards=cards)

    def _pass_few(self, view: View, first_round: bool) -> Reason:
        """Why a side of one passes (two or three players)."""
        rules, dealer = view.rules, view.seat == view.dealer
        if rules.players == 3:
            need = cutthroat_needs(rules.hand_size)
            if first_round and not dealer:
                return reason("pass_against_two_order", card=view.upcard, n=need)
            return reason("pass_against_two_dealer" if first_round else "pass_against_two",
                          card=view.upcard, n=need, m=need - 1)
        if first_round:
            return reason("pass_against_one_dealer" if dealer else "pass_against_one_order",
                          card=view.upcard)
        return reason("pass_weak" if dealer else "pass_against_one")

    def _bid2(self, view: View) -> tuple[Action, Reason]:
        legal = view.legal_actions
        if self.few and view.rules.players < 4:
            return self._bid2_few(view)
        options = []
        for a in legal:
            if a.kind is Kind.CALL:   # (a call names a suit)
                s = bid_strength(view.hand, a.suit)  # type: ignore[arg-type]
                if s is not None:
                    score = sum(strength(c, a.suit) for c in s[1]) + 10 * len(s[1])  # type: ignore[arg-type,misc]
                    options.append((score, a, s))
        if options:
            _, a, (code, trumps, ace) = max(options, key=lambda o: o[0])
            if code == "three":
                return a, reason("call_three_trumps", suit=a.suit, n=len(trumps),
                                 cards=tuple(trumps))
            return a, reason("call_two_and_ace", suit=a.suit, cards=tuple(trumps), ace=ace)
        if A.PASS in legal:
            return A.PASS, reason("pass_weak")
        a = self._longest_call(view, legal)
        return a, reason("stuck_dealer", suit=a.suit)

    def _bid2_few(self, view: View) -> tuple[Action, Reason]:
        """The second round with two or three players: the strongest suit that is enough."""
        rules, dealer, legal = view.rules, view.seat == view.dealer, view.legal_actions
        options = []
        for a in legal:
            if a.kind is Kind.CALL:   # (a call names a suit)
                suit: Suit = a.suit  # type: ignore[assignment]
                trumps = (against_two(view.hand, suit, rules.hand_size, dealer_picks=False,
                                      into_dealer=False) if rules.players == 3 else
                          against_one(view.hand, suit, dealer=dealer, first_round=False))
                if trumps is not None:
                    options.append((sum(strength(c, suit) for c in trumps) + 10 * len(trumps),
                                    a, trumps))
        if options:
            _, a, trumps = max(options, key=lambda o: o[0])
            if rules.players == 2 and len(trumps) < 3 and not dealer:
                return a, reason("call_against_one", suit=a.suit, cards=tuple(trumps))
            aces = off_aces(view.hand, a.suit)  # type: ignore[arg-type]
            if len(trumps) < 3 and aces:
                return a, reason("call_two_and_ace", suit=a.suit, cards=tuple(trumps),
                                 ace=aces[0])
            return a, reason("call_three_trumps", suit=a.suit, n=len(trumps),
                             cards=tuple(trumps))
        if A.PASS in legal:
            return A.PASS, self._pass_few(view, first_round=False)
        a = self._longest_call(view, legal)
        return a, reason("stuck_dealer", suit=a.suit)

    def _longest_call(self, view: View, legal: Sequence[Action]) -> Action:
        calls = [a for a in legal if a.kind is Kind.CALL]   # (each names a suit)
        return max(calls, key=lambda a: (len(trumps_of(view.hand, a.suit)),  # type: ignore[arg-type]
                                         sum(strength(c, a.suit) for c in trumps_of(view.hand, a.suit))))  # type: ignore[arg-type,misc]

    def _benny(self, view: View) -> tuple[Action, Reason]:
        a = self._longest_call(view, view.legal_actions)
        return a, reason("benny_suit", suit=a.suit)

    # play ----------------------------------------------------------------------
    def _play(self, view: View) -> tuple[Action, Reason]:
        # (in play every action is a play of a card, and trump is made)
        legal: list[Card] = [a.card for a in view.legal_actions]  # type: ignore[misc]
        trump: Suit
        trump = view.trump  # type: ignore[assignment]
        if _only(legal):
            return A.play(legal[0]), reason("only_card", card=legal[0])
        if not view.trick:
            return self._lead(view, legal)
        led = eff(view.trick[0][1], trump)
        win_seat = trick_winner(view.trick, trump)
        win_card = next(c for s, c in view.trick if s == win_seat)
        if self.books and _cover(view, legal, win_card, self.few):
            power = POWER[trump][led]
            card = min((c for c in legal if power[c.index] > power[win_card.index]),
                       key=lambda c: power[c.index])
            code = "cover_partner_trump" if led is trump else "cover_partner"
            if view.rules.players == 3:   # (Cutthroat: the other defender, before the maker)
                code = code.replace("partner", "defender")
            return A.play(card), reason(code, winner=win_card, card=card)
        if win_seat in allies(view):
            card = _lowest(legal, trump)
            # The words say "don't trump" only to a player who could (void in the suit led,
            # holding trump), and "partner" only where there are partnerships (in Cutthroat
            # the ally is the other defender).
            can_trump = led is not trump and any(eff(c, trump) is trump for c in legal)
            code = "partner_winning" if view.rules.players == 4 else "defender_winning"
            return A.play(card), reason(code if can_trump else code + "_follow",
                                        winner=win_card, card=card)
        power = POWER[trump][led]
        beat = [c for c in legal if power[c.index] > power[win_card.index]]
        if beat:
            card = min(beat, key=lambda c: power[c.index])
            return A.play(card), reason("win_cheap", card=card)
        card = _lowest(legal, trump)
        return A.play(card), reason("cannot_win", card=card)

    def _lead(self, view: View, legal: list[Card]) -> tuple[Action, Reason]:
        trump: Suit   # in play: trump is made
        trump = view.trump  # type: ignore[assignment]
        trumps = sorted((c for c in legal if eff(c, trump) is trump),
                        key=lambda c: -strength(c, trump))
        plain = [c for c in legal if eff(c, trump) is not trump]
        aces = [c for c in plain if c.rank is Rank.ACE]
        if my_side_made_it(view) and trumps:
            top = trumps[0]
            seen = set(view.played_cards) | set(view.hand)
            higher_out = [c for c in view.rules.cards if eff(c, trump) is trump and
                          strength(c, trump) > strength(top, trump) and c not in seen]
            is_left = top.rank is Rank.JACK and top.suit is not trump
            # (two players: fourteen cards are not dealt, so the right bower is more likely
            # out of play than in the opponent's hand: the left is led as any top trump)
            if is_left and higher_out and plain and not (self.few and view.rules.players == 2):
                lead = aces[0] if aces else _lowest(plain, trump)
                # (with the Benny, the higher trump out may be the Benny alone)
                right = any(c.rank is Rank.JACK for c in higher_out)
                return A.play(lead), reason("protect_left" if right else "protect_left_benny",
                                            card=top, lead=lead)
            lone = self.books and view.maker == view.seat and len(trumps) == 1 and plain and \
                higher_trump_out(view, top)
            if lone and aces and self.few and view.rules.players < 4:
                # a side of one: cash the ace before it is trumped, and keep the trump
                return A.play(aces[0]), reason("keep_lone_trump_ace", trump=top, card=aces[0])
            if lone and not aces and (view.rules.players != 3 or not self.few):
                # the maker's one trump, a higher one out and no ace to set up by drawing
                # trumps: leading it would only give it away (a partner who called it
                # still gets the trump led; Cutthroat's lone maker leads it, as the coach's
                # numbers do)
                lead = _high_lead(plain, trump) if self.few and view.rules.players == 2 \
                    else _lowest(plain, trump)
                return A.play(lead), reason("keep_lone_trump", trump=top, card=lead)
            # (two or three players: the maker is a side of one; two: one defender)
            code = {4: "lead_trump_makers", 3: "lead_trump_maker"}.get(view.rules.players,
                                                                       "lead_trump_maker_two")
            if code == "lead_trump_makers" and view.lone_defender is not None:
                code = "lead_trump_lone_defender"   # (one defender plays: not "the defenders'")
            return A.play(top), reason(code, card=top)
        if self.few and view.rules.players == 2 and trumps and \
                (len(trumps) >= 2 or len(legal) <= 2) and not higher_trump_out(view, trumps[0]):
            # defending against one maker with the highest trump out: draw the maker's
            card = trumps[0]
            return A.play(card), reason("lead_boss_trump_defence", card=card)
        if aces:
            card = aces[0]
            return A.play(card), reason("lead_ace", card=card)
        if plain:
            if self.few and (view.rules.players == 2 or
                             (view.rules.players == 3 and view.maker == view.seat)):
                # no partner to take the trick: a low lead only gives it away
                card = _high_lead(plain, trump)
                return A.play(card), reason("lead_high_alone", card=card)
            by_suit: dict[Suit, list[Card]] = {}
            for c in plain:
                by_suit.setdefault(eff(c, trump), []).append(c)
            short = min(by_suit.values(), key=len)
            card = _lowest(short, trump)
            # (on the makers' side with no trump to lead, it is no defence)
            code = "lead_low_no_trump" if my_side_made_it(view) else "lead_low_defence"
            return A.play(card), reason(code, card=card)
        card = _highest(legal, trump)
        return A.play(card), reason("lead_high", card=card)


# ------------------------------------------------------------------------ novice


class NoviceEuchre(EuchreBot):
    """Legal and simple: bids with three cards of a suit (as printed), never goes
    alone, plays its highest card when that wins the trick so far, else its lowest."""

    level = "novice"

    def decide(self, view: View, scores: Sequence[int] | None = None) -> tuple[Action, Reason]:
        legal = view.legal_actions
        if not legal:
            raise ValueError("it is not this player's turn")
        phase = view.phase
        hand = view.hand
        if phase is Phase.BID1:
            n = sum(1 for c in hand if c.suit is view.upcard.suit) + (view.seat == view.dealer)
            if n >= 3:
                return A.ORDER, reason("novice_bid", n=n)
            return A.PASS, reason("novice_pass")
        if phase in (Phase.BID2, Phase.BENNY):
            calls = [a for a in legal if a.kind is Kind.CALL]
            best = max(calls, key=lambda a: sum(1 for c in hand if c.suit is a.suit))
            n = sum(1 for c in hand if c.suit is best.suit)
            if n >= 3 or A.PASS not in legal:
                return best, reason("novice_bid", n=n)
            return A.PASS, reason("novice_pass")
        if phase in (Phase.DISCARD, Phase.BEST_DISCARD):
            card: Card   # (a discard carries a card, and trump is made)
            card = min((a.card for a in legal), key=lambda c: (strength(c, view.trump), c.index))  # type: ignore[assignment,arg-type,union-attr]
            return A.discard(card), reason("discard_low", card=card)
        if phase is Phase.ALONE:
            return A.PARTNER, reason("with_partner")
        if phase is Phase.DEFEND:
            return A.DEFEND, reason("defend_together")
        if phase is Phase.GIVE:
            card = _highest([a.card for a in legal], view.trump)  # type: ignore[misc,arg-type]  # (as above)
            return A.give(card), reason("give_best", card=card, suit=view.trump)
        # (in play every action is a play of a card, and trump is made)
        cards: list[Card] = [a.card for a in legal]  # type: ignore[misc]
        trump: Suit
        trump = view.trump  # type: ignore[assignment]
        if not view.trick:
            card = max(cards, key=lambda c: (c.rank, c.index))
            return A.play(card), reason("novice_play", card=card)
        led = eff(view.trick[0][1], trump)
        power = POWER[trump][led]
        top = max(power[c.index] for _, c in view.trick)
        high = _highest(cards, trump)
        card = high if power[high.index] > top else _lowest(cards, trump)
        return A.play(card), reason("novice_play", card=card)


# ------------------------------------------------------------------------ expert


SAFETY_LIMIT = 5.0
"""Seconds after which an expert decision stops sampling. Only a safety net: the
sample counts set the work, so the same position and seed give the same move on a
busy machine too. ``bench/play_latency.py`` prints the slowest expert decision
(well under a second on one core), so the net is not reached in normal play."""


class ExpertEuchre(EuchreBot):
    """Perfect-Information Monte Carlo: sample the hidden cards consistently with the
    view (the sampling seeded by the view), solve each sample exactly, choose by
    expected points; a close call within the sampling error by principle, as the hint
    (``close_calls``). Bids come from the same plans as ``bidding_odds``."""

    level = "expert"

    def __init__(self, samples: int = 100, bid_samples: int = 40,
                 time_limit: float | None = SAFETY_LIMIT, inference: bool | None = None,
                 play_out: float | None = None, principles: bool = True,
                 play_inference: bool | None = None, play_value: float | None = None,
                 by_game: bool = True) -> None:
        self.samples = samples
        # with the game's scores, decisions before the play by the chance of winning
        # the game where the score matters, as the hint (``game_odds``)
        self.by_game = by_game
        self.bid_samples = bid_samples
        self.time_limit = time_limit
        self.inference = inference      # None: the analysis's default (``INFERENCE``)
        self.play_out = play_out        # None: the analysis's default (``PLAY_OUT``)
        self.principles = principles    # settle close calls by principle (``close_calls``)
        # in play: follow the play so far, the policy valuation's weight (None: defaults)
        self.play_inference = play_inference
        self.play_value = play_value

    def decide(self, view: View, scores: Sequence[int] | None = None) -> tuple[Action, Reason]:
        from . import game_odds
        from .analysis import _BID_PHASES, INFERENCE, PLAY_OUT, _judged, analyse, bidding_odds
        legal = view.legal_actions
        if not legal:
            raise ValueError("it is not this player's turn")
        if len(legal) == 1:
            a = legal[0]
            if a.kind is Kind.PLAY:
                return a, reason("only_card", card=a.card)
            return a, reason("novice_simple", action=a)
        n = self.samples if view.phase is Phase.PLAY else self.bid_samples
        infer = INFERENCE if self.inference is None else self.inference
        out = PLAY_OUT if self.play_out is None else self.play_out
        scores = scores if self.by_game and view.phase is not Phase.PLAY else None
        odds: tuple[ActionOdds, ...]
        if scores is not None and view.phase in _BID_PHASES:
            odds = bidding_odds(view, n, time_limit=self.time_limit, inference=infer,
                                scores=scores, play_out=out).action_odds()
        else:
            odds = _judged(view, analyse(view, samples=n, time_limit=self.time_limit,
                                         inference=infer, play_out=out,
                                         play_inference=self.play_inference,
                                         play_value=self.play_value), scores)
        by_game = game_odds.matters(odds)
        # a close call (the samples cannot tell the best apart) is settled by principle
        from .close_calls import settle
        from .principles import principles_of
        settled = settle(view, odds, principles_of(view), by_game) if self.principles else None
        if settled is not None and settled.by_principle:   # its reason is the principle's
            return settled.chosen.action, settled.principle  # type: ignore[return-value]
        best = odds[0]
        if by_game and best.game is not None:
            return best.action, reason("expert_game", action=best.action,  # type: ignore[return-value]
                                       p=best.game.p_win, n=best.samples, **_dealer(view))
        # (the shared ActionOdds holds either game's action; a Euchre analysis, Euchre's)
        return best.action, reason("expert_best", action=best.action,  # type: ignore[return-value]
                                   ev=best.expected_points, n=best.samples, **_dealer(view))
