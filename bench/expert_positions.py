"""Published expert answers to Euchre decisions, in card notation (issue 10).

Each ``Position`` is one decision a published source answers: the deciding seat's
dealt hand, the upcard, what happened before (engine action notation) and the
answer. Only published positions are here, written in our own notation; the
sources are in ``SOURCES``. ``bench/expert_quiz.py`` scores the computer players
and the coach against them; ``tests/engine/ai/test_expert_quiz_data.py`` checks that
every position is legal in the engine.

Conventions:

* The dealer is always seat 3, so seat 0 is "first seat" (eldest hand, the dealer's
  left), seat 1 the dealer's partner, seat 2 "third seat". In the 1888 cases A is
  the dealer (3), B eldest (0), C A's partner (1), D the dealer's right (2).
* ``actions``: every action from the deal to the decision, ``;``-separated.
  ``discard ?`` is a face-down discard the source does not give (the builder picks
  one of the dealer's cards that is not played later). A card marked ``*`` is one
  the source leaves open ("third seat follows suit", "two small cards", a dealer's
  discard): we chose it, consistent with the source; ``filled`` lists them.
* ``answer``: the published action, or several when the source's answer names a
  choice of equivalent cards ("a diamond", "refuses to ruff").
* ``score``: (the deciding side, the other side) when the source gives it;
  ``depends_on_score``: the source's answer rests on the score.
* ``others``: the other seats' dealt hands when the source prints them (the 1888
  cases); otherwise the hidden hands are dealt by the builder (seeded, then checked
  against every action) and play no part in the answer: bots and the coach only
  see ``observe(state, seat)``.

The development / held-out split was drawn once, with ``random.Random(1888)``
shuffling the sorted ids and cutting in half, and is written out in ``DEV`` and
``HELD_OUT`` below (never redrawn).
"""
from __future__ import annotations

import random
import zlib
from dataclasses import dataclass, field
from typing import Mapping

from engine import euchre
from engine.cards import Card, Suit, parse_cards
from engine.euchre import HandState, Rules
from engine.euchre.actions import Action, Kind

SOURCES: Mapping[str, str] = {
    "OE": "Ohio Euchre, 'Test Your Euchre Skills' (main quiz), "
          "https://ohioeuchre.com/Test-Your-Euchre-Skills.php; the questions, options and "
          "answers as set out in the r/euchre series 'Ohio Euchre Quiz Discussion' "
          "(u/catch10110, 2024-25), e.g. https://www.reddit.com/r/euchre/comments/1g8r7zp/",
    "LD": "H. C. Leeds and James Dwight, 'The Laws of Euchre as adopted by the Somerset "
          "Club of Boston, March 1, 1888, with Some Suggestions about the Play' (Ticknor, "
          "1888), Project Gutenberg eBook #20506, https://www.gutenberg.org/ebooks/20506 "
          "(also https://www.playingcardgames.net/CardGames/Case-I.html and following)",
    "NB": "Natty Bumppo (author of 'The Columbus Book of Euchre'), euchre columns, "
          "https://members.tripod.com/borf_books/ (index of columns)",
    "EU": "Euchre Universe (blog), http://euchreuniverse.blogspot.com/",
}

# The rules each source plays: today's 24-card game, or the 1888 32-card game to 5.
RULES: Mapping[str, Rules] = {
    "standard": euchre.preset("standard"),
    "dealer_left": euchre.Rules(lone_lead="dealer_left"),
    "1888": euchre.preset("deck32").replace(target_score=5),
}


@dataclass(frozen=True)
class Position:
    id: str
    source: str                      # a key of SOURCES
    where: str                       # the question, case or column, and its address
    rules: str                       # a key of RULES
    seat: int                        # the deciding seat (the dealer is seat 3)
    hand: str                        # that seat's five dealt cards
    upcard: str
    actions: str                     # ';'-separated, see the module doc
    answer: tuple[str, ...]
    score: tuple[int, int] | None = None
    depends_on_score: bool = False
    others: Mapping[int, str] = field(default_factory=dict)
    note: str = ""

    dealer = 3

    @property
    def filled(self) -> tuple[str, ...]:
        """Cards the source leaves open and we chose (marked ``*``)."""
        text = " ".join([self.hand, self.upcard, self.actions, *self.others.values()])
        return tuple(sorted({w.strip("*;") for w in text.split() if w.endswith("*")
                             or w.endswith("*;")}))

    @property
    def answers(self) -> tuple[Action, ...]:
        return tuple(Action.parse(a) for a in self.answer)


def _cards(text: str) -> list[Card]:
    return list(parse_cards(text.replace("*", "")))


def build(p: Position, tries: int = 3000) -> HandState:
    """The hand at the decision: a deal consistent with everything the source says;
    the cards it does not give are dealt from a seed of the id (the first deal, in
    seeded order, on which every action is legal)."""
    rules = RULES[p.rules]
    up = _cards(p.upcard)[0]
    known: dict[int, list[Card]] = {s: _cards(t) for s, t in p.others.items()}
    known[p.seat] = _cards(p.hand)
    given = set(known)          # seats whose whole hand the source gives
    for seat, card in _plays(p, rules, up):
        if seat not in given and card is not up:
            known.setdefault(seat, []).append(card)
    rng = random.Random(zlib.crc32(p.id.encode()))
    for _ in range(tries):
        state = _replay(rules, p, _deal_rest(rules, up, known, rng), up, rng)
        if state is not None:
            return state
    raise ValueError(f"{p.id}: no deal is consistent with the actions")


def _steps(p: Position) -> list[tuple[str, str]]:
    """``(verb, rest)`` for each action, ``*`` marks removed."""
    out = []
    for step in p.actions.split(";"):
        words = step.replace("*", "").split()
        if words:
            out.append((words[0], " ".join(words[1:])))
    return out


def _plays(p: Position, rules: Rules, up: Card) -> list[tuple[int, Card]]:
    """``(seat, card)`` for every play of the story. Who acts next depends only on
    the actions and on who wins each trick, so no deal is needed to know it."""
    n = rules.players
    seat, passes, maker, alone = (p.dealer + 1) % n, 0, 0, None
    trump = up.suit
    trick: list[tuple[int, Card]] = []
    out = []
    for verb, rest in _steps(p):
        if verb == "pass":
            passes += 1
            seat = (seat + 1) % n
        elif verb in ("order", "call"):
            maker = seat
            trump = up.suit if verb == "order" else Suit.parse(rest)
            seat = p.dealer if verb == "order" else maker
        elif verb == "discard":
            seat = maker
        elif verb in ("alone", "partner"):
            alone = maker if verb == "alone" else None
            out_seats = () if alone is None else (euchre.partner_of(rules, alone),)
            seat = euchre.first_leader(rules, p.dealer, alone, None, out_seats)  # type: ignore[arg-type]
        elif verb == "play":
            card = Card.parse(rest)
            out.append((seat, card))
            trick.append((seat, card))
            seat = (seat + 1) % n
            if alone is not None and seat == euchre.partner_of(rules, alone):
                seat = (seat + 1) % n
            if len(trick) == n - (alone is not None):
                seat = euchre.trick_winner(tuple(trick), trump)  # type: ignore[arg-type]
                trick = []
    return out


def _deal_rest(rules: Rules, up: Card, known: Mapping[int, list[Card]],
               rng: random.Random) -> list[list[Card]]:
    """The known cards where they are; the others shuffled into the empty places."""
    used = {c for cs in known.values() for c in cs} | {up}
    rest = [c for c in rules.cards if c not in used]
    rng.shuffle(rest)
    hands = [list(known.get(s, [])) for s in range(rules.players)]
    for h in hands:
        while len(h) < rules.hand_size:
            h.append(rest.pop())
    return hands


def _replay(rules: Rules, p: Position, hands: list[list[Card]], up: Card,
            rng: random.Random) -> HandState | None:
    """The story replayed on this deal, or ``None`` if some action is illegal on it."""
    try:
        state = euchre.from_deal(rules, p.dealer, hands, up)
    except euchre.DealError:
        return None
    later = {Card.parse(rest) for verb, rest in _steps(p) if verb == "play"}
    for verb, rest in _steps(p):
        if verb == "discard" and rest == "?":
            options = [a for a in state.legal_actions() if a.card not in later]
            if not options:
                return None
            action = rng.choice(options)
        else:
            action = Action.parse(f"{verb} {rest}".strip())
        if action not in state.legal_actions():
            return None
        state = state.apply(action)
    if state.current_player != p.seat:
        return None
    return state


def decision(p: Position) -> tuple[HandState, euchre.View]:
    """The built hand and what the deciding seat sees of it."""
    state = build(p)
    return state, euchre.observe(state, p.seat)


def kind(p: Position) -> str:
    """``bid``, ``discard`` or ``play``: the kind of decision (for the report)."""
    a = p.answers[0]
    if a.kind is Kind.DISCARD:
        return "discard"
    if a.kind is Kind.PLAY:
        return "play"
    return "bid"


_OE = "https://ohioeuchre.com/Test-Your-Euchre-Skills.php"
_LD_CASES = "'Coups', https://www.playingcardgames.net/CardGames/Case-{}.html"
_LD_ELDEST = "'Eldest, or First Hand', https://playingcardgames.net/CardGames/Eldest-Or-First-Hand.html"
_LD_SECOND = "'Second Hand', https://www.playingcardgames.net/CardGames/Second-Hand.html"
_LD_DEALER = "'The Dealer', http://www.playingcardgames.net/m/CardGames/The-Dealer.html"
_EU_HOTW = ("'Hand of the week number 1' (27 and 29 June 2006), "
            "http://euchreuniverse.blogspot.com/2006/06/euchre-strategy-hand-of-week-number-1.html")
_EU_JACK = ("'When Jack is an Up-card' (19 May 2006), "
            "http://euchreuniverse.blogspot.com/2006/05/euchre-strategy-when-jack-is-up-card.html")
_R1_PASS = "pass; pass; pass; pass"   # nobody orders the upcard
_DEALER_TAKES = "pass; pass; pass; order; discard ?; partner"

POSITIONS: tuple[Position, ...] = (
    # ---- Ohio Euchre main quiz ---------------------------------------------------
    Position("oe-q08", "OE", f"question 8, {_OE}", "standard", seat=2,
             hand="AH 9H QC AD KC", upcard="TH*",
             actions="pass; pass; pass; order; discard ?; alone; play AS",
             answer=("play AH",),
             note="The dealer goes alone in hearts and your partner leads the ace of "
                  "spades: trump in high to draw the loner's trump. The quiz names no "
                  "upcard; the hand is modelled as a picked-up heart."),
    Position("oe-q11", "OE", "question 11, https://www.reddit.com/r/euchre/comments/1hdfw51/",
             "standard", seat=0, hand="9H TH QH 9D 9S", upcard="AD",
             actions=_R1_PASS, answer=("call H",), score=(3, 4),
             note="The dealer turned down the ace of diamonds: call next."),
    Position("oe-q15", "OE", f"question 15, {_OE}", "standard", seat=0,
             hand="JH TD QH AC KC", upcard="9D",
             actions="pass; pass; order; discard ?; partner", answer=("play JH",),
             note="Partner in third seat ordered: lead trump, the bower first."),
    Position("oe-q20", "OE", "question 20, https://www.reddit.com/r/euchre/comments/1gbbdrk/",
             "dealer_left", seat=1, hand="JS TC TD AS KC", upcard="9H*",
             actions="pass; pass; order; discard ?; alone", answer=("play TD",),
             note="Third seat orders hearts alone; second seat leads next (diamonds) "
                  "into the dealer's expected void. The quiz names no upcard (a heart); "
                  "the dealer's left leads against a loner in this quiz."),
    Position("oe-q21", "OE", "question 21, https://www.reddit.com/r/euchre/comments/1g8r7zp/",
             "standard", seat=1, hand="AC QC* KD* 9D* QS*", upcard="AH",
             actions=_DEALER_TAKES + "; play TC; play AC; play 9C*; play TS",
             answer=("play KD", "play 9D"),
             note="Partner (dealer) picked up; you won the club lead with your only ace, "
                  "partner threw a spade; no trump in hand: lead a diamond, into the "
                  "suit the dealer likely discarded. The quiz gives only one card of each "
                  "suit; the rest are ours."),
    Position("oe-q23", "OE", f"question 23, {_OE}", "standard", seat=1,
             hand="AH JH 9H JC AS", upcard="9S",
             actions="pass; order; discard ?; partner; play 9D", answer=("play 9H",),
             note="Second seat ordered partner up; duck the first diamond and give "
                  "partner the chance to trump."),
    Position("oe-q24", "OE", f"question 24, {_OE}", "standard", seat=1,
             hand="QH TC KS TS AD", upcard="JH",
             actions=_R1_PASS + "; pass", answer=("call S",), score=(9, 5),
             depends_on_score=True,
             note="Partner turned down the right bower, first seat passed: reverse next "
                  "(spades) with K-9 and an ace; at 9 points call aggressively."),
    Position("oe-q25", "OE", "question 25, https://www.reddit.com/r/euchre/comments/1jwtgki/",
             "standard", seat=1, hand="AD KS QC TS QH", upcard="KH",
             actions=_DEALER_TAKES + "; play TD; play AD; play 9D*; play QD*",
             answer=("play QH",), score=(3, 3),
             note="Partner (dealer) picked up; after winning the first trick lead "
                  "trump for partner."),
    # ---- Leeds and Dwight 1888: coups (all four hands printed) ---------------------
    Position("ld-case1a", "LD", "Case I, refusing to over-trump, " + _LD_CASES.format("I"),
             "1888", seat=3, hand="JC AH KH 8S 7S*", upcard="9C",
             others={0: "AC QH 8H JD TS", 1: "7D 8D TD QS TH", 2: "KC TC AS 9S 9H"},
             actions="pass; pass; pass; order; discard 7S*; partner; play JD; play 7D; "
                     "play TC",
             answer=("play 8S",), score=(0, 0),
             note="The dealer, unassisted, does not over-trump with the right bower."),
    Position("ld-case1b", "LD", "Case I, fourth trick, " + _LD_CASES.format("I"),
             "1888", seat=3, hand="JC AH KH 8S 7S*", upcard="9C",
             others={0: "AC QH 8H JD TS", 1: "7D 8D TD QS TH", 2: "KC TC AS 9S 9H"},
             actions="pass; pass; pass; order; discard 7S*; partner; play JD; play 7D; "
                     "play TC; play 8S; play AS; play 9C; play TS; play QS; play JC; "
                     "play AC; play 8D; play KC",
             answer=("play KH",), score=(0, 0),
             note="Lead the king, not the ace: an opponent may hold the left bower and "
                  "pass the king."),
    Position("ld-case2", "LD", "Case II, leading through assistance, " + _LD_CASES.format("Ii"),
             "1888", seat=3, hand="QH QS JS QC 7C*", upcard="KH",
             others={0: "JH 8H AC KS 9S", 1: "JD AH AS 8S 7D", 2: "8D 9D TD TC 7H"},
             actions="pass; order; discard 7C*; partner; play JH; play AH; play 7H",
             answer=("play KH",), score=(0, 0),
             note="Fourth hand plays the king, not the queen, to hide the queen from "
                  "the leader."),
    Position("ld-case3", "LD", "Case III, ruffing a winning card, " + _LD_CASES.format("Iii"),
             "1888", seat=3, hand="JD 7H QC 8C 7D*", upcard="9H",
             others={0: "QH TH AD KC 9S", 1: "JH 8H AC AS TS", 2: "AH KH KS KD TC"},
             actions="pass; order; discard 7D*; partner; play TH; play JH; play KH; "
                     "play 7H; play AC; play TC; play 8C; play KC; play AS; play KS",
             answer=("play 9H",), score=(4, 3),
             note="Trump partner's winning ace to lead the left and draw the last trumps."),
    Position("ld-case5", "LD", "Case V, under-play with a tenace, " + _LD_CASES.format("V"),
             "1888", seat=0, hand="JD KD TD AH QH", upcard="AD",
             others={1: "JH KH TH KS 9S*", 2: "KC JC QS TS 8H", 3: "QD 7D 9H 7H 7S*"},
             actions="pass; pass; pass; order; discard 7S*; partner; play AH; play TH; "
                     "play 8H; play 7H; play QH; play KH; play TS; play 9H; play JH; "
                     "play QS; play 7D",
             answer=("play TD",), score=(3, 3),
             note="Holding right and king over the maker, play under the left bower. The "
                  "book gives the ten of spades to two hands; C's is the nine here."),
    Position("ld-case6", "LD", "Case VI, trumping partner's trick, " + _LD_CASES.format("Vi"),
             "1888", seat=2, hand="KH 8H 9C 8C QD", upcard="AD",
             others={0: "AS 7S JH KC QC", 1: "AH TH JC 7C QS", 3: "JD TD KS TC 7H*"},
             actions="pass; pass; pass; order; discard 7H*; partner; play KC; play 7C; "
                     "play 8C; play TC; play QC; play JC; play 9C; play TD; play KS; "
                     "play AS; play QS",
             answer=("play QD",), score=(3, 3),
             note="Trump partner's ace to put the lead through the strong hand."),
    Position("ld-case7", "LD", "Case VII, refusing to ruff, " + _LD_CASES.format("Vii"),
             "1888", seat=0, hand="JS 8C AH 9H 8H", upcard="QC",
             others={1: "KC TC 9C 7D 9D", 2: "AS 9S KD QD JH", 3: "JC AC KS QS 7S*"},
             actions="pass; pass; pass; order; discard 7S*; alone; play AH; play JH; "
                     "play QC; play JC; play 8C; play 9S; play KS",
             answer=("play 9H", "play 8H"), score=(3, 1),
             note="Keep the left bower, the highest trump out, for the loner's last "
                  "trump lead. (In the book C assists and A then plays alone; the engine "
                  "lets only the maker go alone, so here A takes it up himself.)"),
    Position("ld-case8", "LD", "Case VIII, " + _LD_CASES.format("Viii"),
             "1888", seat=1, hand="QD 7D 8D AH 8H", upcard="9D",
             others={0: "AD KD TD AS TS", 2: "AC QC TC KH 9S", 3: "JH QS QH 9H 7C*"},
             actions="order; discard 7C*; partner; play AD; play 7D; play TC; play JH; "
                     "play QS; play AS; play 8D; play 9S",
             answer=("play 8H",), score=(4, 4),
             note="The orderer must hold ace, king, ten of trumps: lead the small heart "
                  "to put partner in and make the queen over king-ten."),
    Position("ld-case9", "LD", "Case IX, " + _LD_CASES.format("Ix"),
             "1888", seat=0, hand="AC KC AD KD 7D", upcard="QC",
             others={2: "9C TD KS 7S 7H", 3: "JC JS QD JD 8H*"},
             actions="pass; pass; pass; order; discard 8H*; alone; play AD; play TD; "
                     "play JD",
             answer=("play 7D",), score=(3, 1),
             note="Against a lone hand, lead the small diamond for partner to ruff and "
                  "lead through. (The printed text breaks off at A's first card; he "
                  "plays the queen of diamonds later, so the knave here.)"),
    # ---- Leeds and Dwight 1888: suggestions about the play ------------------------
    Position("ld-eldest-pass-next", "LD", _LD_ELDEST, "1888", seat=0,
             hand="JC TC 9C KS TS", upcard="QC", actions="", answer=("pass",),
             note="Do not order when you can make it next."),
    Position("ld-eldest-pass-left", "LD", _LD_ELDEST, "1888", seat=0,
             hand="JS AC 7C 7S 7D", upcard="QC", actions="", answer=("pass",),
             note="Do not order when you can make it next (left, ace and seven)."),
    Position("ld-eldest-next", "LD", _LD_ELDEST, "1888", seat=0,
             hand="AH KH 7H JS TC", upcard="KS", actions=_R1_PASS, answer=("call C",),
             note="Make it next when you can, especially when a bower-colour card is "
                  "turned down."),
    Position("ld-eldest-lead-left", "LD", _LD_ELDEST, "1888", seat=0,
             hand="AH KH 7H JS TC", upcard="KS", actions=_R1_PASS + "; call C; partner",
             answer=("play JS",), note="Having made it next: lead the left."),
    Position("ld-eldest-lead-trump-two-aces", "LD", _LD_ELDEST, "1888", seat=0,
             hand="8C* AH AD 9S* 8S*", upcard="TC*", actions=_DEALER_TAKES,
             answer=("play 8C",),
             note="With one or two trumps and two aces, lead trumps."),
    Position("ld-eldest-lead-ace", "LD", _LD_ELDEST, "1888", seat=0,
             hand="AS KH 7H 9C* 8C*", upcard="QD*", actions=_DEALER_TAKES,
             answer=("play AS",),
             note="If the dealer adopts, do not lead from king-seven; lead an ace."),
    Position("ld-eldest-tenace-offsuit", "LD", _LD_ELDEST, "1888", seat=0,
             hand="JH AH 9C* 8S* 7D*", upcard="TH*", actions=_DEALER_TAKES,
             answer=("play 9C", "play 8S", "play 7D"),
             note="With a large tenace in trumps (right, ace) and nothing outside, lead "
                  "an off-suit."),
    Position("ld-eldest-next-lead-ace", "LD", _LD_ELDEST, "1888", seat=0,
             hand="AH 9H* 8H* KC* 9S*", upcard="KD*", actions=_R1_PASS + "; call H; partner",
             answer=("play AH",),
             note="Having made it next with ace and two others (no king): lead the ace."),
    Position("ld-eldest-cross-lead-small", "LD", _LD_ELDEST, "1888", seat=0,
             hand="AS 9S* 8S* KC* 9H*", upcard="KD*", actions=_R1_PASS + "; call S; partner",
             answer=("play 9S", "play 8S"),
             note="Having crossed the suit with ace and two others: lead a small one."),
    Position("ld-second-right-led-through", "LD", _LD_SECOND, "1888", seat=1,
             hand="JH 8H* AC* KS* 9D*", upcard="KH*",
             actions="pass; order; discard ?; partner; play 9H*", answer=("play JH",),
             note="Assisting with right and another and led through: play the right "
                  "(the ace is not turned)."),
    Position("ld-second-left-led-through", "LD", _LD_SECOND, "1888", seat=1,
             hand="JD 8H* AC* 9S* 7C*", upcard="KH*",
             actions="pass; order; discard ?; partner; play 9H*", answer=("play JD",),
             note="Assisting with left and another and led through: play the left "
                  "(neither right nor ace turned)."),
    Position("ld-second-ruff-big", "LD", _LD_SECOND, "1888", seat=1,
             hand="QC 7C AD* KD* 8S*", upcard="9C*",
             actions=_DEALER_TAKES + "; play AH*", answer=("play QC",),
             note="Partner adopted without your help and you hold queen, seven of "
                  "trumps: ruff early with the big one."),
    Position("ld-second-make-red", "LD", _LD_SECOND, "1888", seat=1,
             hand="AH* KH* 9H* 8S* 7C*", upcard="JS*", actions=_R1_PASS + "; pass",
             answer=("call H",),
             note="Partner turned down black (the bower): make it red if you can."),
    Position("ld-dealer-discard-7d", "LD", _LD_DEALER, "1888", seat=3,
             hand="8C* AH 7H KD 7D", upcard="9C*", actions="pass; pass; pass; order",
             answer=("discard 7D",),
             note="Two trumps, ace-seven of hearts, king-seven of diamonds: discard the "
                  "seven of diamonds."),
    Position("ld-dealer-discard-kh", "LD", _LD_DEALER, "1888", seat=3,
             hand="KC* TC* AH KH AD", upcard="9C*", actions="pass; pass; pass; order",
             answer=("discard KH",),
             note="Three trumps, ace-king of hearts, ace of diamonds: discard the king "
                  "(with a partner)."),
    Position("ld-dealer-discard-king", "LD", _LD_DEALER, "1888", seat=3,
             hand="KC* TC* AH* 7H* KD*", upcard="9C*", actions="pass; pass; pass; order",
             answer=("discard KD",),
             note="Three trumps, ace-seven of one suit and an outside king: discard the "
                  "king."),
    # ---- Natty Bumppo's columns ---------------------------------------------------
    Position("nb-lead-trump-2009", "NB", "'Lead trump, damn it! (volume 2)', 4 December "
             "2009, https://members.tripod.com/borf_books/ecolum91.htm", "standard", seat=3,
             hand="QD AS AH QH QC*", upcard="TD",
             actions="pass; pass; pass; order; discard QC*; partner; play AC; play TC*; "
                     "play KC*; play TD",
             answer=("play QD",), score=(9, 7),
             note="The dealer, with ten-queen of trumps and two aces, ruffed the first "
                  "trick: lead the last trump to make the aces good. (The column says he "
                  "picked it up; the others' first cards and his discard are ours.)"),
    Position("nb-let-her-have-it", "NB", "'Let her have it', 31 December 2011, "
             "https://members.tripod.com/borf_books/ecolum11.htm", "standard", seat=3,
             hand="JD KD AS KS 9H*", upcard="TD",
             actions="pass; pass; pass; order; discard 9H*; alone; play AC; play AD",
             answer=("play KD", "play TD", "play AS", "play KS"),
             note="Alone, the opponent on the right trumps her partner's ace with the ace "
                  "of trumps: do not cover it with the right bower (the column's title); "
                  "any other card. (His discard is ours.)"),
    Position("nb-lesson-in-next", "NB", "'Lesson in next', 19 December 2003, "
             "https://members.tripod.com/borf_books/ecolum31.htm", "standard", seat=0,
             hand="AD AC KC QH TH", upcard="KD", actions=_R1_PASS, answer=("call H",),
             score=(8, 8), depends_on_score=True,
             note="First seat after the king of diamonds is turned down: call next; the "
                  "column's 25 simulated deals favour it at 8-8."),
    # ---- Euchre Universe blog -------------------------------------------------------
    Position("eu-hotw1-pass", "EU", _EU_HOTW, "standard", seat=0,
             hand="KH TD JC JS TS", upcard="QD", actions="", answer=("pass",),
             note="On strength alone, pass the diamond (at ordinary scores)."),
    Position("eu-hotw1-donation", "EU", _EU_HOTW, "standard", seat=0,
             hand="KH TD JC JS TS", upcard="QD", actions="", answer=("order",),
             score=(9, 6), depends_on_score=True,
             note="First seat at 9-6: order it up as a donation, to stop a loner that "
                  "would win the game."),
    Position("eu-hotw1-green", "EU", _EU_HOTW, "standard", seat=0,
             hand="KH TD JC JS TS", upcard="QD", actions=_R1_PASS, answer=("call S",),
             note="Passed round, first seat: call green (spades, both black bowers)."),
    Position("eu-hotw1-lead-dealer", "EU", _EU_HOTW, "standard", seat=0,
             hand="KH TD JC JS TS", upcard="QD", actions=_DEALER_TAKES,
             answer=("play KH", "play TS"),
             note="The dealer picked it up: lead the king of hearts (or the ten of "
                  "spades)."),
    Position("eu-hotw1-lead-seat2", "EU", _EU_HOTW, "standard", seat=0,
             hand="KH TD JC JS TS", upcard="QD", actions="pass; order; discard ?; partner",
             answer=("play KH",),
             note="The dealer's partner ordered it up: the blog keeps the king of hearts "
                  "as the lead (it calls the ten of trumps defensible here, no more)."),
    Position("eu-jack-up-pick", "EU", _EU_JACK, "standard", seat=3,
             hand="TD 9D TH 9H 9S", upcard="JC", actions="pass; pass; pass",
             answer=("order",),
             note="The dealer almost never turns down a bower: pick it up even with this "
                  "(unless the opponents have 8)."),
    Position("eu-jack-up-discard", "EU", _EU_JACK, "standard", seat=3,
             hand="TD 9D TH 9H 9S", upcard="JC", actions="pass; pass; pass; order",
             answer=("discard 9S",), note="...and discard the nine of spades."),
)

BY_ID: Mapping[str, Position] = {p.id: p for p in POSITIONS}

# Drawn once (see the module doc) and kept: the held-out half is only scored for the
# final figures, never used to choose a method.
DEV: tuple[str, ...] = (
    'eu-hotw1-lead-seat2', 'eu-hotw1-pass', 'eu-jack-up-discard', 'eu-jack-up-pick',
    'ld-case1a', 'ld-case1b', 'ld-case6', 'ld-case8', 'ld-dealer-discard-7d',
    'ld-dealer-discard-king', 'ld-eldest-cross-lead-small', 'ld-eldest-lead-ace',
    'ld-eldest-next-lead-ace', 'ld-eldest-pass-left', 'nb-lesson-in-next', 'oe-q08', 'oe-q11',
    'oe-q21', 'oe-q23', 'oe-q24', 'oe-q25')
HELD_OUT: tuple[str, ...] = (
    'eu-hotw1-donation', 'eu-hotw1-green', 'eu-hotw1-lead-dealer', 'ld-case2', 'ld-case3',
    'ld-case5', 'ld-case7', 'ld-case9', 'ld-dealer-discard-kh', 'ld-eldest-lead-left',
    'ld-eldest-lead-trump-two-aces', 'ld-eldest-next', 'ld-eldest-pass-next',
    'ld-eldest-tenace-offsuit', 'ld-second-left-led-through', 'ld-second-make-red',
    'ld-second-right-led-through', 'ld-second-ruff-big', 'nb-lead-trump-2009',
    'nb-let-her-have-it', 'oe-q15', 'oe-q20')
