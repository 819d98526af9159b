"""Lesson 3: the deal, the turn-up and trump, the turned king, elder hand and dealer."""
from __future__ import annotations

from dataclasses import dataclass

from engine import ecarte
from engine.cards import Card, shuffled
from engine.ecarte import Rules
from engine.ecarte.ranking import DECK, KINGS
from engine.i18n import _

from ..course import Example, Frame
from ..quiz import Choice, Question, Scene
from .common import Suits, arranged_deal, names, rng_for, role_of, suits, who


@dataclass(frozen=True)
class Packet:
    seat: int
    cards: tuple[Card, ...]


def packets(rules: Rules, dealer: int, seed: int) -> tuple[tuple[Packet, ...], Card, tuple[Card, ...]]:
    """The packets of a seeded deal in the order they are dealt (elder first), the
    turn-up and the talon. Mirrors ``engine.ecarte.deal`` (the tests check both agree;
    a candidate for the engine: ``deal_packets``)."""
    deck = shuffled(DECK, seed)
    first = 3 if rules.packets == "3+2" else 2
    elder, younger = ecarte.roles(rules.players, dealer)
    out = (Packet(elder, tuple(deck[0:first])), Packet(younger, tuple(deck[first:2 * first])),
           Packet(elder, tuple(deck[2 * first:first + 5])), Packet(younger, tuple(deck[first + 5:10])))
    return out, deck[10], tuple(deck[11:])


DEAL_CASES = ("turned", "holds", "none")


def deal_case(s, seat: int) -> str:
    """Who scores at the deal, from the engine: the turned king scored (``turned``), or nobody, with the
    king of trumps in ``seat``'s hand (``holds``: it may be declared later) or not (``none``)."""
    if s.awards:
        return "turned"
    return "holds" if KINGS[s.trump] in s.hands[seat] else "none"


def gen_deal_score(rules: Rules, seed: int) -> Question:
    """Who scores what at the deal: the engine's points right after the deal; each case equally often."""
    rng = rng_for("deal_score", seed)
    want = rng.choice(DEAL_CASES)
    for _i in range(100):
        where = {"turned": "turnup", "holds": rng.choice(["elder", "younger"])}.get(
            want, rng.choice(["elder", "younger", "talon"]))
        s = arranged_deal(rules, rng, king_to=where)
        seat = rng.choice([s.elder, s.younger])
        if deal_case(s, seat) == want:
            break
    nm = names(rules)
    up = s.turnup
    king = KINGS[up.suit]
    right = deal_case(s, seat)
    opts = {
        "turned": _("{seat} ({role}) scores 1 at once for the turned king").format(
            seat=nm[s.younger], role=role_of(s, s.younger)),
        "holds": _("Nobody yet: {seat} may declare the {king} before the first lead").format(
            seat=nm[seat], king=king.display),
        "none": _("Nobody: the {king} is not turned up, and {seat} does not hold it").format(
            seat=nm[seat], king=king.display),
    }
    if right == "turned":
        expl = (_("The turn-up is the {card}, the king of trumps: it scores 1 at once for {seat}. In the "
                  "three-player game the player on the dealer's right plays the dealer's part and takes it.")
                if rules.players == 3 else
                _("The turn-up is the {card}, the king of trumps: it scores 1 at once for {seat}.")
                ).format(card=up.display, seat=who(s, s.younger))
    elif right == "holds":
        expl = _("The turn-up is the {card}, not a king, so nobody scores at the deal. {seat} holds the {king}, "
                 "the king of trumps: it scores 1 only if {seat} declares it, once the exchanges are over and "
                 "before the first lead.").format(card=up.display, seat=nm[seat], king=king.display)
    else:
        expl = _("The turn-up is the {card}, not a king, so nobody scores at the deal, and {seat} does not hold "
                 "the king of trumps ({king}). Held in a hand, it scores only when it is declared, just before "
                 "the first lead.").format(card=up.display, seat=nm[seat], king=king.display)
    # a first hint that points at the card that decides it, never at the answer
    nudge = (_("Look at the turn-up again: which card is it, and what does that card score?") if right == "turned" else
             _("Is the turn-up the king of trumps? If not, which card is, and is it in {seat}'s hand?").format(
                 seat=nm[seat]))
    choices = tuple(Choice(k, v, k == right, expl, nudge=nudge) for k, v in opts.items())
    return Question("e_deal_score", "e_deal_score", seed,
                    _("{dealer} deals and turns up the {card}. Who scores what at the deal?").format(
                        dealer=nm[s.dealer], card=up.display),
                    choices, expl,
                    scene=Scene(trump=up.suit, upcard=up, upcard_label=_("turn-up"), game="ecarte", marks=False,
                                hand=s.hands[seat],
                                hand_label=_("{seat}'s hand ({role})").format(seat=nm[seat], role=role_of(s, seat)),
                                facts=((_("Dealer"), nm[s.dealer]), (_("Elder hand"), nm[s.elder]))),
                    source=(s, seat))


def gen_roles(rules: Rules, seed: int) -> Question:
    """Who is the elder hand (speaks first and leads the first trick), or who answers the elder
    (the dealer; with three players the dealer's right)? What they say is the next lesson.

    Both questions are asked: with the elder hand alone the answer was never the dealer the question
    names, so with two players "the seat not named" was always right."""
    rng = rng_for("roles", seed)
    dealer = rng.randrange(rules.players)
    s = ecarte.deal(rules, dealer=dealer, seed=rng.randrange(2**31))
    role = rng.choice(("elder", "younger"))
    nm = names(rules)
    if role == "elder":
        prompt = _("{dealer} deals. Who is the elder hand, who speaks first and leads the first trick?")
        expl = (_("The elder hand is the player on the dealer's left, {elder}: the elder speaks first (the next lesson "
                  "shows what the elder says) and leads the first trick. {dealer} deals and sits out; {younger}, on the "
                  "dealer's right, plays the dealer's part.") if rules.players == 3 else
                # two players sit face to face: the elder is the one who did not deal, on no "left"
                _("The elder hand is the player who did not deal, {elder}: the elder speaks first (the next lesson "
                  "shows what the elder says) and leads the first trick. The dealer answers."))
    else:
        prompt = _("{dealer} deals. Who speaks second, answering the elder hand?")
        expl = (_("{dealer} deals and sits out; {younger}, on the dealer's right, plays the dealer's part and answers "
                  "the elder hand, {elder}, the player on the dealer's left, who speaks first (the next lesson shows "
                  "what they say).") if rules.players == 3 else
                _("The dealer, {dealer}, answers: the elder hand, {elder}, the player who did not deal, speaks "
                  "first, then the dealer (the next lesson shows what they say)."))
    expl = expl.format(elder=nm[s.elder], dealer=nm[s.dealer], younger=nm[s.younger])
    right = getattr(s, role)
    choices = tuple(Choice(str(i), nm[i], i == right, expl, nudge=roles_nudge(s, i, role))
                    for i in range(rules.players))
    return Question("e_roles", "e_roles", seed, prompt.format(dealer=nm[dealer]),
                    choices, expl, scene=Scene(facts=((_("Dealer"), nm[dealer]), (_("Players"), str(rules.players))),
                                               game="ecarte"), source=(s, role))


def roles_nudge(s, seat: int, role: str = "elder") -> str:
    """For a learner who named ``seat`` the elder hand (``role`` "elder") or the one who answers the
    elder ("younger"): what that seat does instead, as a question."""
    nm = names(s.rules)
    if seat == getattr(s, role):
        return ""
    if role == "younger":
        if seat == s.elder and s.rules.players == 2:
            return _("{seat} did not deal: {seat} is the elder hand and speaks first. Who answers?").format(
                seat=nm[seat])
        if seat == s.elder:
            return _("{seat} is the elder hand, on the dealer's left, and speaks first. Who answers?").format(
                seat=nm[seat])
        return _("{seat} dealt this time and sits out with no cards. Who plays the dealer's part?").format(seat=nm[seat])
    if seat == s.dealer and s.rules.players == 2:
        return _("{seat} dealt this time. Does the dealer speak first, or the other player?").format(seat=nm[seat])
    if seat == s.dealer:
        return _("{seat} dealt this time. Does the dealer speak first, or the player on the dealer's left?").format(
            seat=nm[seat])
    return _("{seat} sits on the dealer's right. On which side of the dealer does the elder hand sit?").format(
        seat=nm[seat])


def deal_example(rules: Rules) -> Example:
    """A seeded deal, packet by packet (the engine's own shuffle)."""
    nm = names(rules)
    dealer = 0
    pk, up, talon = packets(rules, dealer, 4)
    elder, younger = ecarte.roles(rules.players, dealer)
    frames = []
    got = {elder: [], younger: []}
    for i, p in enumerate(pk):
        got[p.seat].extend(p.cards)
        frames.append(Frame(_("Packet {i}: {n} cards to {seat} ({role}).").format(
                                i=i + 1, n=len(p.cards), seat=nm[p.seat], role=role_of_seat(rules, p.seat, dealer)),
                            Scene(hand=tuple(got[p.seat]), hand_label=_("{seat} so far").format(seat=nm[p.seat]),
                                  game="ecarte")))
    if up is not KINGS[up.suit]:
        text = _("The 11th card is turned up: the {card}. {suits} are trumps for this deal. The other {n} cards form "
                 "the talon, face down.")
    elif rules.players == 2:
        text = _("The 11th card is turned up: the {card}. {suits} are trumps for this deal. It is a king: the dealer "
                 "scores 1 at once! The other {n} cards form the talon, face down.")
    else:
        text = _("The 11th card is turned up: the {card}. {suits} are trumps for this deal. It is a king: the player "
                 "taking the dealer's part scores 1 at once! The other {n} cards form the talon, face down.")
    frames.append(Frame(text.format(card=up.display, suits=Suits(up.suit), n=len(talon)),
                        Scene(trump=up.suit, upcard=up, upcard_label=_("turn-up"), game="ecarte")))
    return Example(_("A deal, packet by packet"), tuple(frames))


def role_of_seat(rules: Rules, seat: int, dealer: int) -> str:
    elder, younger = ecarte.roles(rules.players, dealer)
    if seat == elder:
        return _("elder hand")
    if seat == younger:
        return _("dealer") if rules.players == 2 else _("dealer's part")
    return _("dealer, sitting out")


__all__ = ["packets", "gen_deal_score", "gen_roles", "deal_example", "suits"]
