"""What the coach's sentences claim, checked against the position.

Each principle's sentence (``principle_words``) says things about the position: "your
partner ordered it up", "a higher trump is still out", "above all your trumps (A♠ Q♠ 9♠)",
"you are out of ♣". ``problems(view, reason, action)`` checks each claim of one rendered
principle against what the player can see (their hand, the upcard, the bidding, the
tricks so far, the cards not seen), recomputed here from the rules (``ranking``) rather
than from the detectors, and returns what is false (empty: every claim holds).

``walk(game, rules, seeds, levels)`` plays seeded hands with computer players of the
given levels deciding for every seat and yields, for each decision with a choice, every
principle any legal action follows (``principles.in_hint`` and ``in_grade`` name one of
these: the first the hint's action follows, or any the best action follows and the
learner's does not). ``bench/claims.py`` runs it over many seeds; ``test_claims`` over a
few.
"""
from __future__ import annotations

import re
from typing import Any, Iterator

from engine import ecarte, euchre
from engine.ai import make_bot
from engine.ai.principles import principles_of
from engine.cards import Card, Rank, Suit
from engine.ecarte.actions import ACCEPT, DECLARE_KING, PROPOSE, REFUSE, STAND, Exchange, Play
from engine.euchre.actions import Kind
from engine.euchre.ranking import card_power, effective_suit, is_trump, trick_winner
from engine.euchre.state import Phase

LEFTOVER = re.compile(r"[{}]|\bNone\b|\(\)|  ")


# ----- Euchre: what the player can see, recomputed ------------------------------------

def _partner(view: Any) -> int | None:
    if view.rules.players != 4:
        return None
    p = (view.seat + 2) % 4
    return None if p in view.sitting_out else p


def _counted(view: Any, suit: Suit) -> list[Card]:
    """The dealer's first-round hand with the upcard in and one card out (which one does
    not change the count of trumps unless the discard is a trump: the weakest plain card
    goes first); anyone else's hand as it is."""
    hand = list(view.hand)
    if view.phase is Phase.BID1 and view.seat == view.dealer:
        hand.append(view.upcard)
        plain = [c for c in hand if not is_trump(c, suit) and c.rank is not Rank.ACE]
        pool = plain or [c for c in hand if not is_trump(c, suit)] or hand
        hand.remove(min(pool, key=lambda c: (_strength(c, suit), c.index)))
    return hand


def _opponents(view: Any, seat: int) -> bool:
    """Whether ``seat`` plays against the viewer this hand (Cutthroat: the other
    defender is on the viewer's side against the maker)."""
    if seat == view.seat:
        return False
    if view.rules.players == 4:
        return seat % 2 != view.seat % 2
    if view.rules.players == 3:
        return view.maker in (seat, view.seat)
    return True


def _form(view: Any) -> str | None:
    """Who "the opponents" are: ``one`` (two players), ``maker`` (Cutthroat, against the
    maker), ``loner`` or ``lone_defender`` (four players, one opponent playing), else None."""
    if view.rules.players == 2:
        return "one"
    if view.rules.players == 3:
        return "maker" if view.maker != view.seat else None
    playing = [s for s in range(4) if _opponents(view, s) and s not in view.sitting_out]
    if len(playing) == 1:
        return "loner" if playing[0] == view.alone else "lone_defender"
    return None


def _trumps(hand: Any, trump: Suit) -> list[Card]:
    return [c for c in hand if is_trump(c, trump)]


def _rank_in_trump(card: Card, trump: Suit) -> int:
    return card_power(card, trump, trump)


def _unseen(view: Any) -> set[Card]:
    seen = set(view.hand) | set(view.played_cards) | set(view.my_discards)
    if not view.upcard_taken:
        seen.add(view.upcard)
    return {c for c in view.rules.cards if c not in seen}


def _voids(view: Any) -> dict[int, set[Suit]]:
    """The suits each seat has shown out of (it did not follow them)."""
    out: dict[int, set[Suit]] = {}
    tricks = [t.plays for t in view.tricks] + ([view.trick] if view.trick else [])
    for plays in tricks:
        led = effective_suit(plays[0][1], view.trump)
        for seat, card in plays[1:]:
            if effective_suit(card, view.trump) is not led:
                out.setdefault(seat, set()).add(led)
    return out


def _shown(cards: Any) -> str:
    from engine.ai.words import card_text
    return " ".join(card_text(c) for c in cards)


def _made(view: Any) -> str:
    """How trump was made, read from the bidding: ``order`` (ordered up in the first round),
    ``pick up`` (the dealer ordered its own upcard), ``call`` (a suit named in the second
    round, or after a turned-up Benny); "" before it is made."""
    for e in view.history:
        kind = getattr(e.action, "kind", None)
        if kind is Kind.ORDER:
            return "pick up" if e.seat == view.dealer else "order"
        if kind is Kind.CALL:
            return "call"
    return ""


def _euchre(view: Any, reason: Any, action: Any) -> list[str]:  # noqa: C901 (one claim list per code)
    code, d = reason.code, dict(reason.details)
    bad: list[str] = []

    def claim(ok: bool, what: str) -> None:
        if not ok:
            bad.append(what)

    trump, hand, seat = view.trump, list(view.hand), view.seat
    partner = _partner(view)
    card = d.get("card")
    if view.phase in (Phase.BID1, Phase.BID2):
        up = view.upcard
        dealer_opp = _opponents(view, view.dealer)
        if code == "no_bower_to_dealer":
            claim(action.kind is Kind.PASS, "the advice is to pass")
            claim(dealer_opp, "the dealer is an opponent")
            claim(up.rank is Rank.JACK and card == up, "the upcard is a jack")
            mine = _trumps(hand, up.suit)
            if d.get("form") == "no_left":
                claim(sorted(d["cards"], key=id) == sorted(mine, key=id),
                      "the cards listed are all the player's trumps")
                claim(all(_rank_in_trump(c, up.suit) < _rank_in_trump(up, up.suit) for c in mine),
                      "the right bower is above all the player's trumps")
            else:
                claim(len(mine) <= 2, "a weak hand (two trumps or fewer)")
        elif code == "first_seat_pass":
            claim(seat == (view.dealer + 1) % 4, "the player sits on the dealer's left")
            claim(set(d["cards"]) == set(_trumps(hand, up.suit)), "the cards are the player's trumps")
            claim(bool(d["cards"]), "the player has trumps")
        elif code == "no_gift_to_dealer":
            claim(dealer_opp, "the dealer is an opponent")
            claim(len(_trumps(hand, up.suit)) <= 2, "two trumps or fewer")
        elif code == "dealer_take_bower":
            claim(seat == view.dealer, "the player is the dealer")
            claim(set(d["cards"]) == set(_trumps(hand, up.suit)) and bool(d["cards"]),
                  "the cards are the dealer's trumps")
            claim(any(c.rank is Rank.JACK for c in list(d["cards"]) + [up]), "a bower among them")
        elif code == "assist_partner":
            claim(partner == view.dealer, "the partner is the dealer")
        elif code == "call_next":
            down = view.turned_down
            claim(dealer_opp, "the dealer is an opponent")
            claim(down is not None and card == up and up.suit is down, "the dealer turned the card down")
            claim(d["suit"] is not down and d["suit"].is_red == down.is_red, "the suit is of the same colour")
        elif code == "reverse_next":
            down = view.turned_down
            claim(not dealer_opp, "the player's side turned the card down")
            claim(seat != (view.dealer + 1) % 4, "the dealer's left has passed")
            claim(d["suit"].is_red != down.is_red, "a suit of the other colour")
        elif code == "alone_against_two":
            claim(view.rules.players == 3 and action.kind is Kind.PASS, "Cutthroat, a pass")
            claim(d["n"] == 4 + (view.rules.hand_size > 5) and d["m"] == d["n"] - 1, "the counts")
            first, dealer = view.phase is Phase.BID1, seat == view.dealer
            claim(d.get("form") == (("dealer" if dealer else "order") if first else "call"),
                  "ordering up, picking up or naming")
            suits = [up.suit] if first else [a.suit for a in view.legal_actions if a.kind is Kind.CALL]
            for suit in suits:
                mine = _trumps(_counted(view, suit), suit)
                aces = [c for c in _counted(view, suit) if c.rank is Rank.ACE and not is_trump(c, suit)]
                right = any(c.rank is Rank.JACK and c.suit is suit for c in mine)
                left = any(c.rank is Rank.JACK and c.suit is not suit for c in mine)
                enough = len(mine) >= d["n"] or (not (first and not dealer) and len(mine) == d["m"] and
                                                  (bool(aces) or (right and (dealer and first or left))))
                claim(not enough, f"not enough in {suit}")
        elif code == "against_one_pick":
            mine = _trumps(_counted(view, up.suit), up.suit)
            claim(view.rules.players == 2 and seat == view.dealer, "two players, the dealer")
            claim(set(d["cards"]) == set(mine) and len(mine) >= 2 and up in d["cards"],
                  "the trumps with the upcard, two or more")
        elif code == "against_one_no_order":
            claim(view.rules.players == 2 and seat != view.dealer and card == up, "ordering the dealer up")
            claim(len(_trumps(hand, up.suit)) < 3, "fewer than three trumps")
        elif code == "against_one_call":
            mine = _trumps(hand, d["suit"])
            claim(view.rules.players == 2 and seat != view.dealer, "two players, not the dealer")
            claim(set(d["cards"]) == set(mine) and len(mine) >= 2, "the trumps, two or more")
        return bad
    if view.phase is Phase.DISCARD:
        if code == "discard_void":
            rest = [c for c in hand if c != card]
            claim(all(effective_suit(c, trump) is not d["suit"] for c in rest),
                  f"out of {d['suit']} after the discard")
            claim(effective_suit(card, trump) is d["suit"] and d["suit"] is not trump, "the suit")
            claim(bool(_trumps(rest, trump)), "a trump left to trump them")
        return bad
    if view.phase is Phase.ALONE:
        claim(view.rules.players == 4 and partner is not None, "the player has a partner")
        mine = _trumps(hand, trump)
        if code == "alone_with_bowers":
            claim(set(d["cards"]) == set(mine), "the cards are the player's trumps")
            claim({c.suit for c in mine if c.rank is Rank.JACK} == {trump, trump.same_colour},
                  "both bowers")
        elif code == "alone_strong":
            claim(set(d["cards"]) == set(hand), "the cards are the player's hand")
        return bad
    if view.phase is not Phase.PLAY:
        return bad
    trick = list(view.trick)
    leading = not trick
    legal = [a.card for a in view.legal_actions if a.card is not None]

    def takes(c: Card) -> bool:
        return trick_winner(trick + [(seat, c)], trump) == seat

    if trick:
        led = effective_suit(trick[0][1], trump)
        win_seat = trick_winner(trick, trump)
        win_card = next(c for s, c in trick if s == win_seat)

        def power(c: Card) -> int:
            return card_power(c, trump, led)
    if code in ("loner_lead_ace", "loner_trump_high"):
        claim(view.alone is not None and _opponents(view, view.alone), "an opponent is alone")
    if code == "loner_lead_ace":
        claim(leading and card.rank is Rank.ACE and not is_trump(card, trump), "an off-suit ace led")
    elif code == "lead_trump_partner_called":
        claim(leading and is_trump(card, trump), "trump led")
        claim(partner is not None and view.maker == partner, "the partner made it")
        claim(d.get("bid") == _made(view), "how the partner made it (ordered, picked up, called)")
        claim(d.get("form") == _form(view), "one opponent or several")
    elif code == "lead_trump_you_called":
        claim(leading and is_trump(card, trump), "trump led")
        claim(view.maker == seat, "the player made it")
        claim(d.get("bid") == _made(view), "how the player made it (ordered, picked up, called)")
        claim(d.get("form") == _form(view), "one opponent or several")
    elif code == "keep_lone_trump":
        mine = _trumps(hand, trump)
        claim(mine == [d["trump"]], "the player holds one trump, that one")
        claim(leading and not is_trump(card, trump), "a plain card led")
        claim(any(is_trump(c, trump) and _rank_in_trump(c, trump) > _rank_in_trump(d["trump"], trump)
                  for c in _unseen(view)), "a higher trump is still out")
    elif code == "master_trump":
        claim(is_trump(card, trump), "the card is a trump")
        played = set(view.played_cards)
        higher = [c for c in view.rules.cards
                  if is_trump(c, trump) and _rank_in_trump(c, trump) > _rank_in_trump(card, trump)]
        claim(all(c in played for c in higher), "every higher trump has been played")
    elif code == "lead_off_ace":
        claim(leading and card.rank is Rank.ACE and not is_trump(card, trump), "an off-suit ace led")
        claim(d["suit"] is effective_suit(card, trump), "the ace's suit")
        claim(all(effective_suit(t.plays[0][1], trump) is not d["suit"] for t in view.tricks),
              "its suit has not been led")
    elif code == "return_partner_suit":
        claim(leading and effective_suit(card, trump) is d["suit"], "a card of that suit led")
        claim(any(t.leader == partner and effective_suit(t.plays[0][1], trump) is d["suit"]
                  for t in view.tricks), "the partner led that suit")
    elif code == "no_trump_lead_defending":
        claim(view.maker is not None and _opponents(view, view.maker), "the opponents made trump")
        claim(d.get("bid") == _made(view), "how they made it (ordered up, picked up, called)")
        claim(d.get("suit") is trump, "the trump suit named")
        claim(0 < len(_trumps(hand, trump)) < 3, "fewer than three trumps")
        claim(leading and not is_trump(card, trump), "a plain card led")
        claim((d.get("form") == "maker") == (view.rules.players != 4), "the maker or the opponents")
    elif code == "loner_trump_high":
        claim(len(trick) == 1 and trick[0][0] == partner, "the partner led")
        claim(led is not trump and not any(effective_suit(c, trump) is led for c in hand),
              "out of a plain suit led")
        claim(card == max(_trumps(hand, trump), key=lambda c: _rank_in_trump(c, trump)),
              "the highest trump")
    elif code == "partner_winning":
        claim(bool(trick) and win_seat == partner and win_card == d["winner"],
              "the partner's card is winning")
        claim(not takes(card), "the card does not take it over")
        claim(any(takes(c) for c in legal), "the player could take it")
    elif code == "third_hand_high":
        claim(len(trick) == 2 and trick[0][0] == partner, "third hand after the partner's lead")
        claim(_opponents(view, win_seat) and win_card == d["winner"], "an opponent's card is winning")
        claim(takes(card), "the card takes the trick")
    elif code == "cover_partner":
        ally = partner
        if d.get("form") == "defender":   # Cutthroat: the other defender, the maker after
            ally = trick[0][0] if trick else None
            claim(view.rules.players == 3 and ally not in (None, view.maker, seat) and
                  (seat + 1) % 3 == view.maker, "the other defender led, the maker plays after")
        claim(bool(trick) and win_seat == ally and win_card == d["winner"],
              "the partner's card is winning")
        claim(takes(card), "the card takes the trick")
        after = (seat + 1) % view.rules.players
        played = {s for s, _ in trick}
        voids = _voids(view).get(after, set())
        claim(after not in view.sitting_out and after not in played, "a player after")
        claim(any(trick_winner(trick + [(after, c)], trump) == after and
                  effective_suit(c, trump) not in voids for c in _unseen(view)),
              "the player after may still beat it")
    elif code == "last_hand_cheap":
        players = view.rules.players - len(view.sitting_out)
        claim(len(trick) == players - 1, "the player plays last")
        claim(_opponents(view, win_seat), "the opponents are winning")
        claim(takes(card), "the card takes the trick")
        claim(all(power(card) <= power(c) for c in legal if takes(c)), "the cheapest winning card")
    elif code == "trump_their_trick":
        claim(bool(trick) and led is d["suit"] and led is not trump, "a plain suit led")
        claim(not any(effective_suit(c, trump) is led for c in hand), f"out of {d.get('suit')}")
        claim(_opponents(view, win_seat), "the opponents' trick")
        claim(is_trump(card, trump) and takes(card), "the trump takes the trick")
        form = d.get("form")
        claim(form == _form(view), "one opponent, the maker, a lone player, or the opponents")
        if form == "maker":
            claim(win_seat == view.maker, "the maker's trick")
    elif code == "lead_high_alone":
        claim(view.rules.players == 2 or (view.rules.players == 3 and view.maker == seat),
              "no partner to take the trick")
        claim(leading and not is_trump(card, trump), "a plain card led")
        suit = effective_suit(card, trump)
        claim(all(_strength(c, trump) <= _strength(card, trump) for c in hand
                  if effective_suit(c, trump) is suit), "the highest card of its suit in hand")
    elif code == "top_trump_one_opponent":
        mine = _trumps(hand, trump)
        claim(view.rules.players == 2 and view.maker is not None and view.maker != seat,
              "against one maker")
        claim(leading and bool(mine) and card == max(mine, key=lambda c: _rank_in_trump(c, trump)),
              "the top trump led")
        claim(not any(is_trump(c, trump) and _rank_in_trump(c, trump) > _rank_in_trump(card, trump)
                      for c in _unseen(view)), "no trump still out beats it")
    elif code == "second_hand_low":
        claim(len(trick) == 1 and _opponents(view, trick[0][0]), "second, after an opponent's lead")
        claim(partner is not None and partner not in {s for s, _ in trick}, "the partner plays after")
        claim(all(power(card) <= power(c) for c in legal), "the lowest card")
        claim(any(power(c) > power(card) for c in legal), "higher cards to keep")
    return bad


# ----- Écarté --------------------------------------------------------------------------

def _ecarte(view: Any, reason: Any, action: Any) -> list[str]:
    from engine.ecarte.ranking import DECK, POWER
    code, d = reason.code, dict(reason.details)
    bad: list[str] = []

    def claim(ok: bool, what: str) -> None:
        if not ok:
            bad.append(what)

    trump, hand = view.trump, list(view.hand)
    trumps = [c for c in hand if c.suit is trump]
    kings = [c for c in hand if c.rank is Rank.KING and c.suit is not trump]
    by_suit: dict[Suit, int] = {}
    for c in hand:
        if c.suit is not trump:
            by_suit[c.suit] = by_suit.get(c.suit, 0) + 1
    longest = max(by_suit.values(), default=0)

    def jeu(why: tuple[str, int]) -> bool:
        kind, n = why
        return {"trumps": len(trumps) == n >= 3,
                "two_trumps_king": len(trumps) == 2 and bool(kings),
                "two_trumps_long": len(trumps) == 2 and longest >= 3,
                "trump_two_kings": len(trumps) == 1 and len(kings) >= 2,
                "trump_long": len(trumps) == 1 and longest >= 4,
                "three_kings": len(kings) >= 3}[kind]

    def guard(c: Card) -> bool:
        same = [x for x in hand if x.suit is c.suit]
        return c.suit is not trump and (c.rank is Rank.KING or (
            c.rank is Rank.QUEEN and len(same) >= 2 and not any(x.rank is Rank.KING for x in same)))

    def guarded() -> bool:
        suits = len({c.suit for c in hand if guard(c)})
        return suits >= 3 or (suits >= 2 and trumps != []) or (suits >= 1 and len(trumps) >= 2)

    as_dealt = not view.exchanged
    lead = isinstance(action, Play) and view.lead is None
    card = d.get("card")
    if code == "ecarte_stand_jeu":
        claim(action == STAND and as_dealt and jeu(d["why"]), "a jeu de règle as dealt")
    elif code == "ecarte_propose_weak":
        claim(action == PROPOSE and not any(
            jeu((k, len(trumps))) for k in ("trumps", "two_trumps_king", "two_trumps_long",
                                            "trump_two_kings", "trump_long", "three_kings")),
            "no jeu de règle")
    elif code == "ecarte_refuse_strong":
        claim(action == REFUSE and jeu(d["why"]), "the hand is what it says")
    elif code == "ecarte_refuse_guarded":
        claim(action == REFUSE and guarded(), "guarded enough")
        claim(all(guard(c) or c.suit is trump for c in d["cards"]), "the cards guard or are trumps")
    elif code == "ecarte_accept_unguarded":
        claim(action == ACCEPT and not guarded(), "not guarded enough")
    elif code == "ecarte_refuse_penalty":
        claim(action == REFUSE and view.rules.penalty == "elder" and as_dealt,
              "the elder's penalty applies")
    elif code == "ecarte_keep_trumps_kings":
        keep = set(d["keep"])
        claim(keep == {c for c in hand if c.suit is trump or c.rank is Rank.KING},
              "the cards kept are the trumps and kings")
        claim(isinstance(action, Exchange) and set(action.cards) == set(hand) - keep, "the rest changed")
    elif code == "ecarte_declare_king":
        claim(action == DECLARE_KING and any(c.suit is trump and c.rank is Rank.KING for c in hand),
              "the king of trumps held")
    elif code == "ecarte_lead_trumps":
        claim(lead and card_is_trump(action, trump) and set(d["cards"]) == set(trumps)
              and len(trumps) >= 3, "three trumps or more, trump led")
    elif code == "ecarte_keep_lone_trump":
        seen = set(hand) | set(view.discards) | {view.turnup} | \
            {c for t in view.tricks_played for c in (t.lead, t.follow)}
        mine = trumps[0] if len(trumps) == 1 else None
        claim(mine is not None and d["trump"] == mine, "one trump, that one")
        claim(mine is not None and any(
            c.suit is trump and c not in seen and
            POWER[trump][trump][c.index] > POWER[trump][trump][mine.index] for c in DECK),
            "a higher trump is still out")
        claim(lead and not card_is_trump(action, trump), "a plain card led")
    elif code == "ecarte_lead_king":
        claim(lead and card.rank is Rank.KING and card.suit is not trump, "a plain king led")
    elif code == "ecarte_lead_long":
        claim(lead and by_suit.get(d["suit"], 0) >= 2 and
              all(n < by_suit[d["suit"]] for s, n in by_suit.items() if s is not d["suit"]),
              "the longest plain suit")
    return bad


def card_is_trump(action: Any, trump: Suit) -> bool:
    return isinstance(action, Play) and action.card.suit is trump


def problems(view: Any, reason: Any, action: Any) -> list[str]:
    """What ``reason`` (a principle named for ``action`` in ``view``, or a computer
    player's reason for its ``action``) says that is false."""
    text = reason.text
    bad = [f"template leftover in {text!r}"] if LEFTOVER.search(text) else []
    if reason.domain == "ai":
        check = _euchre_bot if isinstance(view, euchre.View) else _ecarte_bot
    else:
        check = _euchre if isinstance(view, euchre.View) else _ecarte
    return bad + check(view, reason, action)


# ----- the computer players' reasons (the Table's advice) -----------------------------

def _euchre_bot(view: Any, reason: Any, action: Any) -> list[str]:  # noqa: C901
    code, d = reason.code, dict(reason.details)
    bad: list[str] = []

    def claim(ok: bool, what: str) -> None:
        if not ok:
            bad.append(what)

    trump, hand, seat = view.trump, list(view.hand), view.seat
    legal = [a.card for a in view.legal_actions if a.card is not None]
    card = d.get("card")
    if code in ("order_three_trumps", "call_three_trumps"):
        mine = _trumps(hand, d["suit"])
        claim(d["n"] == len(mine) >= 3 and set(d["cards"]) == set(mine), "the trumps counted")
    elif code in ("order_two_and_ace", "call_two_and_ace"):
        mine = _trumps(hand, d["suit"])
        claim(len(mine) == 2 and set(d["cards"]) == set(mine), "two trumps")
        claim(d["ace"] in hand and d["ace"].rank is Rank.ACE and not is_trump(d["ace"], d["suit"]),
              "an off-suit ace")
    elif code in ("pick_three_trumps", "pick_two_and_ace"):
        mine = _trumps(hand + [view.upcard], d["suit"])
        claim(set(d["cards"]) <= set(mine) and view.upcard in d["cards"], "the trumps with the upcard")
    elif code == "pass_weak" and (view.phase is Phase.BID2 or seat != view.dealer):
        suits = [view.upcard.suit] if view.phase is Phase.BID1 else \
            [a.suit for a in view.legal_actions if a.kind is Kind.CALL]
        for suit in suits:
            mine = _trumps(hand, suit)
            aces = [c for c in hand if c.rank is Rank.ACE and not is_trump(c, suit)]
            claim(len(mine) < 3 and not (len(mine) == 2 and aces),
                  f"fewer than three {suit}, and not two with an off-suit ace")
    elif code == "pass_gift_to_dealer":
        mine = _trumps(hand, view.upcard.suit)
        claim(len(mine) == 2 and set(d["cards"]) == set(mine), "two trumps")
        claim(d["card"] == view.upcard and _opponents(view, view.dealer), "the upcard to an opponent")
    elif code == "pass_bower_to_dealer":
        claim(d["card"] == view.upcard and view.upcard.rank is Rank.JACK and
              _opponents(view, view.dealer), "a jack to an opponent, its right bower")
        mine = _trumps(hand, view.upcard.suit)
        claim(len(mine) < 3 or not any(c.rank is Rank.JACK for c in mine),
              "not three trumps with the left bower")
    elif code == "pick_bower":
        mine = _trumps(hand + [view.upcard], d["suit"])
        claim(seat == view.dealer and set(d["cards"]) == set(mine) and len(mine) == 2 and
              any(c.rank is Rank.JACK for c in mine), "two trumps with the upcard, a bower among them")
    elif code == "keep_lone_trump":
        claim(_trumps(hand, trump) == [d["trump"]], "one trump")
        claim(any(is_trump(c, trump) and _rank_in_trump(c, trump) > _rank_in_trump(d["trump"], trump)
                  for c in _unseen(view)), "a higher trump is still out")
        claim(not is_trump(card, trump), "another card led")
    elif code in ("cover_partner", "cover_partner_trump"):
        led = effective_suit(view.trick[0][1], trump)
        w = trick_winner(list(view.trick), trump)
        claim(w == _partner(view) and next(c for s, c in view.trick if s == w) == d["winner"],
              "the partner is winning")
        claim((led is trump) == (code == "cover_partner_trump"), "its suit, or trump")
        claim(any(effective_suit(c, trump) is led and card_power(c, trump, led) >
                  card_power(d["winner"], trump, led) for c in _unseen(view)),
              "a higher card of its suit is still out")
        after = (seat + 1) % 4
        claim(after not in view.sitting_out and all(s != after for s, _c in view.trick),
              "the player after you is still to play")
        claim(trick_winner(list(view.trick) + [(seat, card)], trump) == seat, "the card takes the trick")
    elif code in ("cover_defender", "cover_defender_trump"):
        led = effective_suit(view.trick[0][1], trump)
        claim(view.rules.players == 3 and len(view.trick) == 1 and
              view.trick[0][0] not in (view.maker, seat) and (seat + 1) % 3 == view.maker,
              "the other defender led, the maker plays after")
        claim(view.trick[0][1] == d["winner"], "the other defender's card")
        claim((led is trump) == (code == "cover_defender_trump"), "its suit, or trump")
        claim(any(effective_suit(c, trump) is led and card_power(c, trump, led) >
                  card_power(d["winner"], trump, led) for c in _unseen(view)),
              "a higher card of its suit is still out")
        claim(trick_winner(list(view.trick) + [(seat, card)], trump) == seat, "the card takes the trick")
    elif code in ("pass_against_two_order", "pass_against_two_dealer", "pass_against_two"):
        claim(view.rules.players == 3 and action.kind is Kind.PASS, "Cutthroat, a pass")
        claim(d["n"] == 4 + (view.rules.hand_size > 5), "the count")
        if code == "pass_against_two_order":
            claim(view.phase is Phase.BID1 and seat != view.dealer and d["card"] == view.upcard,
                  "ordering the dealer up")
            claim(len(_trumps(hand, view.upcard.suit)) < d["n"], f"fewer than {d['n']} trumps")
    elif code in ("pick_against_one", "call_against_one"):
        mine = _trumps(hand + ([view.upcard] if code == "pick_against_one" else []), d["suit"])
        claim(view.rules.players == 2, "one opponent")
        claim(set(d["cards"]) <= set(mine) and len(d["cards"]) == 2, "two trumps")
    elif code == "pass_against_one_order":
        claim(view.rules.players == 2 and seat != view.dealer and d["card"] == view.upcard,
              "ordering the dealer up")
        claim(len(_trumps(hand, view.upcard.suit)) < 3, "fewer than three trumps")
    elif code == "pass_against_one_dealer":
        claim(view.rules.players == 2 and seat == view.dealer, "the dealer")
        claim(len(_trumps(hand + [view.upcard], view.upcard.suit)) < 2, "fewer than two trumps")
    elif code == "pass_against_one":
        claim(all(len(_trumps(hand, a.suit)) < 2 for a in view.legal_actions if a.kind is Kind.CALL),
              "no suit gives two trumps")
    elif code == "keep_lone_trump_ace":
        claim(_trumps(hand, trump) == [d["trump"]], "one trump")
        claim(any(is_trump(c, trump) and _rank_in_trump(c, trump) > _rank_in_trump(d["trump"], trump)
                  for c in _unseen(view)), "a higher trump is still out")
        claim(card.rank is Rank.ACE and not is_trump(card, trump), "an off-suit ace led")
    elif code == "lead_high_alone":
        claim(view.rules.players == 2 or view.maker == seat, "no partner")
        suit = effective_suit(card, trump)
        claim(not is_trump(card, trump) and all(_strength(c, trump) <= _strength(card, trump)
                                                 for c in hand if effective_suit(c, trump) is suit),
              "the highest card of a plain suit")
    elif code == "lead_boss_trump_defence":
        claim(view.rules.players == 2 and view.maker not in (None, seat), "defending against the maker")
        claim(is_trump(card, trump) and not any(
            is_trump(c, trump) and _rank_in_trump(c, trump) > _rank_in_trump(card, trump)
            for c in _unseen(view)), "no trump still out beats it")
    elif code == "discard_void":
        rest = [c for c in hand if c != card]
        claim(all(effective_suit(c, trump) is not d["suit"] for c in rest), "void after the discard")
        claim(bool(_trumps(rest, trump)), "a trump left to trump it")
    elif code in ("protect_left", "protect_left_benny"):
        left = d["card"]
        claim(is_trump(left, trump) and left.rank is Rank.JACK and left.suit is not trump, "the left")
        right = next(c for c in view.rules.cards if c.rank is Rank.JACK and c.suit is trump)
        top = right if code == "protect_left" else next(c for c in view.rules.cards
                                                         if c.rank is Rank.JOKER)
        claim(top in _unseen(view), f"the {top} is still out")
    elif code == "lead_low_no_trump":
        claim(view.maker is not None and not _opponents(view, view.maker), "the makers' side")
        claim(not _trumps(hand, trump), "no trump to lead")
    elif code == "lead_low_defence":
        claim(view.maker is not None and _opponents(view, view.maker), "on defence")
        short = min((sum(1 for x in legal if effective_suit(x, trump) is s)
                     for s in {effective_suit(x, trump) for x in legal if not is_trump(x, trump)}),
                    default=0)
        claim(sum(1 for x in legal if effective_suit(x, trump) is effective_suit(card, trump)) == short,
              "from the shortest suit")
    elif code in ("lead_trump_makers", "lead_trump_maker", "lead_trump_maker_two",
                  "lead_trump_lone_defender"):
        claim((code == "lead_trump_lone_defender") == (view.lone_defender is not None) or
              view.rules.players != 4, "one defender, or the defenders")
        claim(view.maker is not None and not _opponents(view, view.maker), "the side made it")
        claim(is_trump(card, trump), "trump led")
    elif code.startswith(("partner_winning", "defender_winning")):
        w = trick_winner(list(view.trick), trump)
        claim(w != seat and not _opponents(view, w) and
              next(c for s, c in view.trick if s == w) == d["winner"], "the ally is winning")
        claim(card == min(legal, key=lambda c: (_strength(c, trump), c.index)), "the lowest card")
        if not code.endswith("_follow"):
            led = effective_suit(view.trick[0][1], trump)
            claim(led is not trump and any(is_trump(c, trump) for c in legal), "the player could trump it")
    elif code == "cannot_win":
        claim(not any(trick_winner(list(view.trick) + [(seat, c)], trump) == seat for c in legal),
              "no card can win the trick")
    elif code == "win_cheap":
        claim(trick_winner(list(view.trick) + [(seat, card)], trump) == seat, "the card takes the lead")
    elif code == "only_card":
        claim(legal == [card], "the only legal card")
    return bad


def _strength(card: Card, trump: Suit) -> int:
    from engine.ai.euchre_bots import strength
    return strength(card, trump)


def _ecarte_bot(view: Any, reason: Any, action: Any) -> list[str]:
    from engine.ecarte.ranking import DECK, POWER
    code, d = reason.code, dict(reason.details)
    bad: list[str] = []

    def claim(ok: bool, what: str) -> None:
        if not ok:
            bad.append(what)

    trump, hand = view.trump, list(view.hand)
    legal = [a.card for a in view.legal_actions if isinstance(a, Play)]
    seen = set(hand) | set(view.discards) | {view.turnup} | \
        {c for t in view.tricks_played for c in (t.lead, t.follow)}
    trumps = [c for c in hand if c.suit is trump]

    def higher_out(card: Card) -> bool:
        return any(c.suit is trump and c not in seen and
                   POWER[trump][trump][c.index] > POWER[trump][trump][card.index] for c in DECK)
    if code == "ecarte_lead_trump":
        claim(d["n"] == len(trumps) and d["card"] in trumps, "the trumps counted")
        if d["n"] == 1:
            claim(not higher_out(d["card"]), "no higher trump is out")
    elif code == "ecarte_keep_lone_trump":
        claim(trumps == [d["trump"]] and higher_out(d["trump"]), "one trump, a higher one out")
    elif code in ("ecarte_forced",):
        claim(legal == [d["card"]], "the only legal card")
    elif code == "ecarte_cannot_win":
        claim(view.lead is not None and not any(
            POWER[trump][view.lead.suit][c.index] > POWER[trump][view.lead.suit][view.lead.index]
            for c in legal), "no card can win")
    elif code in ("refuse_guarded", "refuse_penalty", "refuse_holding"):
        claim(bool(d["cards"]) and set(d["cards"]) <= set(hand), "the cards are in hand")
    elif code == "refuse_penalty":
        claim(view.rules.penalty == "elder" and not view.exchanged, "the elder's penalty")
    return bad


# ----- seeded play ---------------------------------------------------------------------

def walk(game: str, rules: Any, seeds: range, levels: tuple[str, ...],
         expert: dict[str, Any] | None = None) -> Iterator[tuple[Any, Any, Any, int]]:
    """``(view, action, reason, seed)`` for every principle a legal action follows, at
    each decision with a choice of seeded hands (``levels`` take the seats in turn)."""
    engine = euchre if game == "euchre" else ecarte
    options = {"euchre": {"samples": 8, "bid_samples": 6},
               "ecarte": {"samples": 8, "decision_samples": 8}}[game]
    bots = [make_bot(lv, game, **(options if lv == "expert" else {})) for lv in levels]
    for seed in seeds:
        state = engine.deal(rules, seed % rules.players, seed=seed)
        while not state.is_over:
            seat = state.current_player
            view = engine.observe(state, seat)
            if len(view.legal_actions) > 1:
                for p in principles_of(view):
                    for a in view.legal_actions:
                        reason = p.applies(view, a)
                        if reason is not None:
                            yield view, a, reason, seed
            action, why = bots[(seat + seed) % len(bots)].decide(view)
            yield view, action, why, seed   # (the computer player's advice, on the Table)
            state = state.apply(action)


# ----- the hint and the grade as the Play page shows them -----------------------------

_NUM = r"([+−-]?\d+\.\d\d)"


def _num(text: str) -> float:
    return float(text.replace("−", "-"))


def coach_problems(view: Any, action: Any, samples: int, seed: int,
                   scores: Any = None) -> tuple[list[str], str, str]:
    """The hint's and the grade's words for ``view`` (the grade of ``action``), as the
    Play page composes them, and what in them is false: a principle whose claims fail
    (``problems``), a grade naming a principle the graded action follows, and, where the
    decision has an odds chart, a label or a number the chart does not show."""
    from engine.ai import ecarte_game, euchre_game
    brain = euchre_game if isinstance(view, euchre.View) else ecarte_game
    extra = {} if scores is None else {"scores": scores}
    hint = brain.hint(view, samples=samples, seed=seed, **extra)
    grade = brain.grade(view, action, samples=samples, seed=seed, **extra)
    bad: list[str] = []
    if hint.principle is not None:
        bad += [f"hint: {b}" for b in problems(view, hint.principle, hint.action)]
        if _applies(view, hint.principle, hint.action) is None:
            bad.append("hint: its principle does not apply to its action")
    if grade.principle is not None:
        # (the action it speaks for: the best, the hint's choice of a close call, or the
        # learner's when a rule of thumb settled it for them)
        named = next((a for a in view.legal_actions
                      if _applies(view, grade.principle, a) == grade.principle), None)
        if named is None:
            bad.append("grade: names a principle no action follows")
        else:
            bad += [f"grade: {b}" for b in problems(view, grade.principle, named)]
        if grade.label not in ("Best",) and _applies(view, grade.principle, grade.action) is not None:
            bad.append("grade: names a principle the graded action follows")
    others = [o for o in grade.odds if o.action != grade.action]
    if "No other choice scores more" in grade.reason and others and \
            max(o.expected_points for o in others) >= grade.chosen.expected_points + 0.005:
        bad.append("grade: another choice scores more")
    if "no other choice gives a better chance" in grade.reason and others and \
            max(o.game.p_win for o in others if o.game) >= grade.chosen.game.p_win + 0.0005:
        bad.append("grade: another choice wins the game more often")
    if view.phase in brain.ODDS_PHASES:
        chart = brain.odds(view, samples=samples, seed=seed, **extra).chart_data()
        bad += [f"hint: {b}" for b in _against_chart(hint.numbers, chart)]
        bad += [f"grade: {b}" for b in _against_chart(grade.reason, chart,
                                                      grade.chosen.label)]
    hint_words = hint.numbers + ("" if hint.principle is None else
                                 f" Rule of thumb: {hint.principle.text}")
    grade_words = f"{grade.name}: {grade.reason}" + ("" if grade.principle is None else
                                                     f" Rule of thumb: {grade.principle.text}")
    for words in (hint_words, grade_words):
        if LEFTOVER.search(words):
            bad.append(f"template leftover in {words!r}")
    return bad, hint_words, grade_words


def _applies(view: Any, reason: Any, action: Any) -> Any:
    p = next(p for p in principles_of(view) if p.code == reason.code)
    return p.applies(view, action)


def _against_chart(text: str, chart: dict[str, Any], chosen: str | None = None) -> list[str]:
    """Each label and number ``text`` quotes, against the chart of the same decision."""
    labels = list(chart["labels"])
    ev = dict(zip(labels, chart["expected_points"]))
    pm = dict(zip(labels, chart.get("p_make", chart.get("p_point"))))
    win = dict(zip(labels, chart.get("p_win_game", [None] * len(labels))))
    bad: list[str] = []

    def near(a: float, b: float, what: str, tol: float = 0.0051) -> None:
        if abs(a - b) > tol:
            bad.append(f"{what}: says {a:.2f}, the chart {b:.2f}")
    alts = "|".join(re.escape(x) for x in sorted(labels, key=len, reverse=True))
    lab = f"({alts})"
    for m in re.finditer(rf"(?:^|\. ){lab}: about {_NUM} points", text):
        near(_num(m.group(2)), ev[m.group(1)], m.group(1))
    heads = re.findall(r"(?:^|\. )([^.:]+?): (?:about|you win the point)", text)
    heads = [h for h in heads if h != "It is also the best by points"]
    bad += [f"{h!r} is not on the chart" for h in heads if h not in labels]
    game_best = re.search(rf"{lab} gives you the best chance", text)
    if game_best:
        gb = game_best.group(1)
        m = re.search(rf"It is also the best by points: about {_NUM} on average", text)
        if m:
            near(_num(m.group(1)), ev[gb], gb)
            if max(ev.values()) > ev[gb] + 1e-9:
                bad.append(f"{gb} is said to be the best by points")
        m = re.search(rf"alone {lab} would be better \({_NUM} against {_NUM}\)", text)
        if m:
            near(_num(m.group(2)), ev[m.group(1)], m.group(1))
            near(_num(m.group(3)), ev[gb], gb)
            if ev[m.group(1)] < max(ev.values()) - 1e-9:
                bad.append(f"{m.group(1)} is said to be the best by points")
    lead = next((h for h in heads if h in labels), None)
    for m in re.finditer(rf"{_NUM} more than {lab}", text):
        if lead is not None:
            near(_num(m.group(1)), ev[lead] - ev[m.group(2)], f"more than {m.group(2)}")
    for m in re.finditer(rf"{lab}: you win the point in (\d+)% of deals \(about {_NUM} points", text):
        near(int(m.group(2)) / 100, pm[m.group(1)], m.group(1) + " %", 0.0051)
        near(_num(m.group(3)), ev[m.group(1)], m.group(1))
    if "win the game" not in text:
        for m in re.finditer(rf"against (\d+)% for {lab}", text):
            near(int(m.group(1)) / 100, pm[m.group(2)], m.group(2) + " %", 0.0051)
    for m in re.finditer(rf"{lab} gives you the best chance to win the game, (\d+)% against "
                         rf"(\d+)% for {lab}", text):
        near(int(m.group(2)) / 100, win[m.group(1)], m.group(1) + " game %", 0.0051)
        near(int(m.group(3)) / 100, win[m.group(4)], m.group(4) + " game %", 0.0051)
    if chosen is not None:   # a grade: what the chosen plan gives up against the best
        claims = [(m.group(1), m.group(2)) for m in
                  re.finditer(rf"{lab} is better by {_NUM} points", text)]
        claims += [(m.group(2), m.group(1)) for m in re.finditer(
            rf"(?:gives up only|A close call,) {_NUM} points (?:on average against|behind) {lab}",
            text)]
        claims += [(m.group(1), m.group(2)) for m in re.finditer(
            rf"settles: {lab} scores {_NUM} points more", text)]
        if chosen not in labels:
            bad.append(f"the graded plan {chosen!r} is not on the chart")
        for best, loss in claims:
            near(_num(loss), ev[best] - ev.get(chosen, ev[best]), f"loss against {best}")
        return bad
    for m in re.finditer(rf"{lab} scores {_NUM} points more than {lab} this deal, but the "
                         rf"chance to win the game differs much less \((\d+)% against (\d+)%\)",
                         text):
        near(_num(m.group(2)), ev[m.group(1)] - ev[m.group(3)], f"more than {m.group(3)}")
        near(int(m.group(4)) / 100, win[m.group(1)], m.group(1) + " game %", 0.0051)
        near(int(m.group(5)) / 100, win[m.group(3)], m.group(3) + " game %", 0.0051)
    for m in re.finditer(rf"the same as {lab} but {_NUM} points better", text):
        if lead is not None:
            near(_num(m.group(2)), ev[lead] - ev[m.group(1)], f"better than {m.group(1)}")
    for m in re.finditer(rf"for {lab}, but {_NUM} points more", text):
        if lead is not None:
            near(_num(m.group(2)), ev[lead] - ev[m.group(1)], f"more than {m.group(1)}")
    for m in re.finditer(rf"{lab} (?:scores|is only) {_NUM} points (?:more|behind)", text):
        if lead is not None:
            near(abs(_num(m.group(2))), abs(ev[lead] - ev[m.group(1)]), f"close call {m.group(1)}")
    return bad
