"""Published answers to Écarté decisions, in card notation (issue 10, the Écarté part).

Each ``Position`` is one decision a published source answers: the deciding player's
dealt hand, the turn-up, what happened before (engine action notation) and the
answer. Most are the *jeux de règle* and the hints that go with them (Cavendish's
rules, as the Encyclopædia Britannica and the Hoyle editions set them out); a few
leads and declarations; and ``ODDS``, published chances that the sampler should
reproduce. Only published answers are here, written in our own notation; the
sources are in ``SOURCES``. ``bench/ecarte_quiz.py`` scores the computer players and
the coach against them; ``tests/bench/test_ecarte_positions.py`` checks that every
position is legal in the engine.

Conventions:

* Two players: the dealer is seat 0, the elder hand seat 1; each source's rules are
  ``RULES`` (Cavendish's school plays the older clubs' penalty, ``penalty="classic"``:
  whoever declines the exchange and fails pays 2).
* ``hand``: the deciding player's five dealt cards; ``turnup`` the turned-up card
  (trumps). A source that states a rule ("one trump, a king and a queen, both
  unguarded") is written as one hand that the rule plainly covers: small cards the
  rule leaves open are marked ``*`` (``filled``), chosen so that the hand fits the
  rule and no other rule of the same source.
* ``actions``: every action from the deal to the decision, ``;``-separated; the
  opponent's exchange is ``exchange ?3`` (three cards the viewer does not see: the
  builder changes the opponent's three weakest).
* ``answer``: the published action (several when the source allows a choice).
* ``score``: (the deciding player, the opponent) when the source gives it;
  ``depends_on_score``: the answer rests on the score.
* The opponent's hand and the talon are dealt by the builder (seeded by the id; the
  first deal on which every action is legal and the deciding player acts) and play
  no part in the answer: bots and the coach only see ``observe(state, seat)``.

The development / held-out split was drawn once, with ``random.Random(1890)``
shuffling the sorted ids and cutting in half, and is written out in ``DEV`` and
``HELD_OUT`` below (never redrawn).
"""
from __future__ import annotations

import random
import zlib
from dataclasses import dataclass
from typing import Mapping

from engine import ecarte
from engine.cards import Card, parse_cards
from engine.ecarte import HandState, Rules
from engine.ecarte.actions import Action, parse_action
from engine.ecarte.ranking import DECK, ORDER

SOURCES: Mapping[str, str] = {
    "EB": "Encyclopaedia Britannica, 11th edition (1911), vol. 8, 'Écarté' (its hints "
          "follow Cavendish), https://en.wikisource.org/wiki/1911_Encyclop%C3%A6dia_Britannica/%C3%89cart%C3%A9 "
          "(the hints: https://bitlit.ru/page/en/various/encyclopaedia-britannica-11th-edition-"
          "dyer-sir-edward-to-echidna-volume-8-slice-9/167 and /168)",
    "HM": "'Professor Hoffmann' (ed.), Hoyle's Games Modernized (Routledge, 1909), "
          "'Écarté' (its laws quoted from 'Cavendish on Écarté'), "
          "https://en.wikisource.org/wiki/Hoyle%27s_Games_Modernized/%C3%89cart%C3%A9 "
          "(the hints: https://bestlightnovel.com/novel_888121592/chapter_8)",
    "HI": "Hoyle's Games, Improved and Enlarged (19th-century edition), 'Écarté', pp. "
          "174-184, https://www.childrensnursery.org.uk/hoyles-games/hoyle-games%20-%200280.htm "
          "(p. 180), -0281.htm (p. 181), -0284.htm (p. 184: 'Calculation of the odds')",
    "FH": "R. F. Foster, Foster's Complete Hoyle (1897; revised 1909), 'Écarté', the "
          "theory of the jeux de règle, https://bitlit.ru/page/en/r-f-foster/fosters-"
          "complete-hoyle-an-encyclopedia-of-games-including-all-indoor-games-played-to-"
          "day-with-suggestions-for-good-play-illustrative-hands-and-all-off/271",
    "IT": "The Italian source document of this project's rule book, 'Écarté', "
          "'Consigli e strategie' (/work/shared/seeds/004_e3666a466c7560d3.txt)",
}

# The rules each source plays: Cavendish's club laws put the risk of declining the
# exchange on the player who declines it (a dealer who refuses the first proposal and
# fails gives the elder 2); the Italian source, the default rules, on the elder.
RULES: Mapping[str, Rules] = {
    "IT": ecarte.preset("classic"),
    "EB": ecarte.Rules(penalty="classic"),
    "HM": ecarte.Rules(penalty="classic"),
    "HI": ecarte.Rules(penalty="classic"),
    "FH": ecarte.Rules(penalty="classic"),
}
DEALER, ELDER = 0, 1


@dataclass(frozen=True)
class Position:
    id: str
    source: str                      # a key of SOURCES
    where: str                       # the passage
    seat: int                        # DEALER or ELDER
    hand: str
    turnup: str
    actions: str                     # ';'-separated, see the module doc
    answer: tuple[str, ...]
    score: tuple[int, int] | None = None
    depends_on_score: bool = False
    note: str = ""

    @property
    def filled(self) -> tuple[str, ...]:
        """Cards the source leaves open and we chose (marked ``*``)."""
        return tuple(w.strip("*") for w in self.hand.split() if w.endswith("*"))

    @property
    def answers(self) -> tuple[Action, ...]:
        return tuple(parse_action(a) for a in self.answer)

    @property
    def rules(self) -> Rules:
        """The rules the source plays (``RULES``)."""
        return RULES[self.source]

    def scores(self) -> tuple[int, int] | None:
        """The source's score per seat (as ``Game.scores`` keeps it), or ``None``."""
        if self.score is None:
            return None
        mine, theirs = self.score
        return (mine, theirs) if self.seat == 0 else (theirs, mine)


def _cards(text: str) -> list[Card]:
    return list(parse_cards(text.replace("*", "")))


def build(p: Position, tries: int = 3000) -> HandState:
    """The hand at the decision: the cards the source gives where it puts them, the
    others dealt from a seed of the id (the first deal on which every action is legal
    and the deciding player is to act)."""
    rng = random.Random(zlib.crc32(p.id.encode()))
    mine = _cards(p.hand)
    up = _cards(p.turnup)[0]
    rest = [c for c in DECK if c not in mine and c != up]
    for _ in range(tries):
        rng.shuffle(rest)
        hands = [rest[:5], rest[:5]]
        hands[p.seat] = mine
        state = _replay(p, ecarte.from_deal(p.rules, DEALER, hands, up, rest[5:]))
        if state is not None:
            return state
    raise ValueError(f"{p.id}: no deal is consistent with the actions")


def _replay(p: Position, state: HandState) -> HandState | None:
    for step in (s.strip() for s in p.actions.split(";")):
        if not step:
            continue
        if step.startswith("exchange ?"):        # the opponent's, its weakest cards
            k = int(step[len("exchange ?"):])
            hand = state.hands[state.current_player]  # type: ignore[index]  # an exchange: a seat acts
            weak = sorted(hand, key=lambda c: (ORDER[c.index] + 10 * (c.suit is state.trump),
                                               c.index))[:k]
            action: Action = parse_action("exchange " + " ".join(map(str, weak)))
        else:
            action = parse_action(step)
        if not state.is_legal(action):
            return None
        state = state.apply(action)
    return state if state.current_player == p.seat else None


def decision(p: Position) -> tuple[HandState, ecarte.View]:
    """The built hand and what the deciding player sees of it."""
    state = build(p)
    return state, ecarte.observe(state, p.seat)


def kind(p: Position) -> str:
    """``propose``, ``answer``, ``exchange``, ``declare`` or ``play``."""
    phase = decision(p)[0].phase
    return {ecarte.Phase.PROPOSAL: "propose", ecarte.Phase.RESPONSE: "answer",
            ecarte.Phase.ELDER_EXCHANGE: "exchange", ecarte.Phase.DEALER_EXCHANGE: "exchange",
            ecarte.Phase.DECLARE: "declare"}.get(phase, "play")


_EB = "hints, 'If your adversary proposes ...' and the exceptions that follow (p. 167-168)"
_HM = "hints on refusing and proposing (chapter 8 of the online text)"
_HI = "'Hints for playing', p. 180-181"

POSITIONS: tuple[Position, ...] = (
    # ---- the dealer's answer to a proposal (EB) --------------------------------------
    Position("eb-refuse-guarded-three-suits", "EB", _EB, DEALER, "KS QD 9D* KC 8C*", "7H",
             "propose", ("refuse",),
             note="Accept unless guarded in three suits (a queen is guard enough)."),
    Position("eb-refuse-two-suits-and-trump", "EB", _EB, DEALER, "9H KS 8S* QD 7D*", "7H",
             "propose", ("refuse",), note="... or guarded in two suits with a trump."),
    Position("eb-refuse-one-suit-two-trumps", "EB", _EB, DEALER, "JH 9H KC 8C* 7S*", "7H",
             "propose", ("refuse",), note="... or in one suit with two trumps."),
    Position("eb-accept-unguarded", "EB", _EB, DEALER, "9S* 8S* TD* 7C* AC*", "7H",
             "propose", ("accept",),
             note="No trump, no king, no queen: guarded nowhere, so accept."),
    Position("eb-one-trump-four-plain", "EB", _EB, DEALER, "8H QS JS 9S* 7S*", "7H",
             "propose", ("accept",),
             note="Exception 3: one trump and four cards of a plain suit is too weak to "
                  "refuse with."),
    Position("eb-one-trump-two-queens-bare", "EB", _EB, DEALER, "9H QS QD 8C* 7C*", "7H",
             "propose", ("accept",),
             note="Exception 4: one trump and two queens is too weak unless both queens "
                  "are singly guarded."),
    Position("eb-one-trump-two-queens-guarded", "EB", _EB, DEALER, "9H QS 8S* QD 7D*", "7H",
             "propose", ("refuse",),
             note="Exception 4, the other way: both queens singly guarded."),
    Position("eb-one-trump-king-queen-small", "EB", _EB, DEALER, "9H KS QD 8C* 7C*", "7H",
             "propose", ("accept",),
             note="Exception 6: one trump, a king and a queen, both unguarded, unless the "
                  "fourth suit holds a card as high as an ace."),
    Position("eb-one-trump-king-queen-ace", "EB", _EB, DEALER, "9H KS QD AC 7C*", "7H",
             "propose", ("refuse",),
             note="Exception 6, the other way: the fourth suit holds the ace."),
    Position("eb-four-courts-two-suits", "EB", _EB, DEALER, "KS QS KD JD 7C*", "7H",
             "propose", ("accept",),
             note="Exception 7: four court cards without a trump are too weak unless of "
                  "three different suits."),
    Position("eb-four-courts-three-suits", "EB", _EB, DEALER, "KS QS KD JC 7C*", "7H",
             "propose", ("refuse",),
             note="Exception 7, the other way: three different suits."),
    Position("eb-three-queens-guarded", "EB", _EB, DEALER, "QS 8S* QD 7D* QC", "7H",
             "propose", ("refuse",),
             note="Refuse with three queens if two are singly guarded."),
    Position("eb-three-queens-otherwise", "EB", _EB, DEALER, "QS 8S* 7S* QD QC", "7H",
             "propose", ("accept",),
             note="... otherwise accept (here no queen is singly guarded)."),
    # ---- the elder's proposal and the exchanges (EB) -------------------------------
    Position("eb-propose-jeu-with-king", "EB", "hints on proposing (p. 167)", ELDER,
             "KH 9H 8H 7C* 8D*", "7H", "", ("propose",),
             note="A jeu de règle whose trumps include the king: propose, as the "
                  "adversary cannot take the king in."),
    Position("eb-elder-discard", "EB", "'When discarding, throw out all cards except "
             "trumps and kings' (p. 167)", ELDER, "9H KS 8S* QD* 7C*", "7H",
             "propose; accept", ("exchange 8S QD 7C",)),
    Position("eb-dealer-discard", "EB", "'When discarding, throw out all cards except "
             "trumps and kings' (p. 167)", DEALER, "JH KD 9S* 8C* 7D*", "7H",
             "propose; accept; exchange ?3", ("exchange 9S 8C 7D",)),
    # ---- the score (EB) ----------------------------------------------------------------
    Position("eb-score-dealer-at-four", "EB", "the effect of the score (p. 168)", ELDER,
             "QS* JD* 8D* TC* 7C*", "7H", "", ("stand",), score=(2, 4), depends_on_score=True,
             note="The dealer at four, the king neither in hand nor turned up: play "
                  "without proposing any hand with an even chance of three tricks, e.g. a "
                  "queen, a guarded knave and a guarded ten (the score 2 is ours, and so are "
                  "the suits: the source names none)."),
    Position("eb-score-elder-at-four-refuse", "EB", "the effect of the score (p. 168)",
             DEALER, "QS* JD* 8D* TC* 7C*", "7H", "propose", ("refuse",), score=(2, 4),
             depends_on_score=True,
             note="'The same rule applies to the dealer's refusal': the elder at four."),
    Position("eb-score-adverse-four-one-trump", "EB", "the effect of the score (p. 168)",
             ELDER, "9H* QS* JS* TD* 8C*", "7H", "", ("stand",), score=(1, 4),
             depends_on_score=True,
             note="At the adverse score of four, the king not in hand nor turned up, play "
                  "any hand with one trump unless its plain cards are very small and of "
                  "different suits."),
    Position("eb-score-do-not-mark-king", "EB", "the effect of the score (p. 168)", DEALER,
             "KH QS* 9D* 8C* 7C*", "7H", "stand", ("no declaration",), score=(3, 4),
             depends_on_score=True,
             note="The elder plays without proposing at four to three: the dealer holding "
                  "the king ought not to mark it (also HI p. 181, hint 13)."),
    # ---- Hoyle's Games Modernized ----------------------------------------------------
    Position("hm-three-trumps-refuse", "HM", _HM, DEALER, "JH 9H 8H 7S* 8D*", "7H",
             "propose", ("refuse",), note="With three trumps, refuse ..."),
    Position("hm-three-trumps-with-king-accept", "HM", _HM, DEALER, "KH 9H 8H 7S* 8D*", "7H",
             "propose", ("accept",),
             note="... unless the king of trumps is one of the three (the vole)."),
    Position("hm-one-trump-one-king-small", "HM", _HM, DEALER, "9H KS TD* 8C* 7D*", "7H",
             "propose", ("accept",),
             note="One trump and one king, nothing higher than a ten besides: accept."),
    Position("hm-one-trump-king-queen-guarded", "HM", _HM, DEALER, "9H KS 7S* QD 8D*", "7H",
             "propose", ("refuse",),
             note="One trump with a king and a queen guarded: refuse."),
    Position("hm-stand-queen-ace-seven", "HM", _HM, ELDER, "QH AH 7H KS KD", "8H", "",
             ("stand",),
             note="Queen, ace and seven of trumps, two kings: 'of course' played without "
                  "proposing."),
    Position("hm-lead-after-refusal", "HM", _HM, ELDER, "QS JS AH 7C JD", "8D",
             "propose; refuse", ("play QS",),
             note="Proposed and refused: the dealer is likely strong in hearts and clubs; "
                  "lead the queen of spades."),
    # ---- Hoyle's Games, Improved: leads ---------------------------------------------
    Position("hi-two-trumps-three-of-a-suit", "HI", _HI + ", hint 5", ELDER,
             "JH 8H QS 9S 7S", "TH", "stand", ("play QS",),
             note="Two trumps and three of another suit: lead the best of the suit, keep "
                  "the trumps."),
    Position("hi-three-trump-sequence", "HI", _HI + ", hint 9", ELDER, "QH JH AH 8S* 7C*",
             "9H", "stand", ("play QH",), note="With a sequence of three trumps, lead the "
                                              "highest."),
    Position("hi-tierce-major", "HI", _HI + ", hint 3", ELDER, "8H KS QS JS 7C*", "9H",
             "stand", ("play KS",),
             note="One small trump, a tierce major and a small card: lead the king."),
    Position("hi-guarded-knave", "HI", _HI + ", hint 4", ELDER, "9H 8H JS AS JD", "7H",
             "stand", ("play JS",),
             note="Two trumps, ace and knave of a suit, a knave of another: lead the "
                  "guarded knave."),
    Position("hi-bad-hand-single-card", "HI", _HI + ", hint 12", ELDER, "8H TS 9S 7D QC",
             "7H", "propose; refuse", ("play QC",),
             note="A bad hand with one trump: lead a single card, the best you have."),
    Position("hi-two-trumps-queen", "HI", _HI + ", hint 7", ELDER, "QH 8H QS 7S 8C*", "9H",
             "stand", ("play QS",),
             note="Two trumps (one good), a queen with another of her suit, a small card: "
                  "lead the queen."),
    Position("hi-two-small-trumps", "HI", _HI + ", hint 7", ELDER, "8H 7H QS 7S 8C*", "TH",
             "stand", ("play 8C",),
             note="The same with both trumps small: lead the single card."),
    Position("hi-guarded-king", "HI", _HI + ", hint 8", ELDER, "KS KD 8D QC 7C", "9H",
             "stand", ("play KD",),
             note="An unguarded king, a guarded king, a guarded queen, no trump: lead the "
                  "guarded king."),
    # ---- the Italian source ----------------------------------------------------------
    Position("it-declare-king", "IT", "'Se hai il Re di briscola, dichiaralo prima della "
             "prima apertura'", ELDER, "KH 9S 8D* 7C* TC*", "7H", "propose; refuse",
             ("declare king",)),
    Position("it-propose-weak", "IT", "'Proponi quando hai meno di 3 prese probabilmente "
             "vincenti'", ELDER, "9S* 8S* TD* 7C* 8C*", "7H", "", ("propose",)),
)

BY_ID: Mapping[str, Position] = {p.id: p for p in POSITIONS}


@dataclass(frozen=True)
class Odds:
    """A published chance: ``value`` (a probability) of ``what``, for the elder holding
    ``hand`` with ``turnup`` before any proposal."""

    id: str
    source: str
    where: str
    what: str            # "dealer_two_trumps", "draw_trumps_1", "draw_trumps_2", "turned_king"
    value: float
    hand: str = ""
    turnup: str = ""
    odds_text: str = ""


ODDS: tuple[Odds, ...] = (
    Odds("fh-dealer-two-trumps-v-one", "FH", "the theory of the jeux de règle",
         "dealer_two_trumps", 21206 / 65780, "9H KS QD 8C 7S", "7H",
         "44,574 to 21,206 against the dealer holding two trumps or more, the player "
         "holding one"),
    Odds("fh-dealer-two-trumps-v-two", "FH", "the theory of the jeux de règle",
         "dealer_two_trumps", 15506 / 65780, "9H 8H QD 8C 7S", "7H",
         "50,274 to 15,506 against, the player holding two"),
    Odds("hi-take-in-one-trump", "HI", "p. 184, 'Calculation of the odds'", "draw_trumps_1",
         6 / 11, "9H KS QD 8C 7S", "7H",
         "one trump in hand, discarding three: one trump or more taken in, about 6 to 5 for"),
    Odds("hi-take-in-two-trumps", "HI", "p. 184, 'Calculation of the odds'", "draw_trumps_2",
         1 / 7.5, "9H KS QD 8C 7S", "7H",
         "one trump in hand, discarding three: two trumps taken in, 6.5 to 1 against"),
    Odds("hi-turn-a-king", "HI", "p. 184, 'Calculation of the odds'", "turned_king", 1 / 8,
         odds_text="7 to 1 against the dealer turning a king"),
)

# Drawn once (see the module doc) and kept: the held-out half is only scored for the
# final figures, never used to choose a method.
DEV: tuple[str, ...] = (
    'eb-dealer-discard', 'eb-four-courts-two-suits', 'eb-one-trump-king-queen-ace',
    'eb-one-trump-two-queens-guarded', 'eb-refuse-guarded-three-suits',
    'eb-refuse-one-suit-two-trumps', 'eb-score-elder-at-four-refuse',
    'eb-three-queens-guarded', 'eb-three-queens-otherwise', 'hi-guarded-king',
    'hi-guarded-knave', 'hi-two-trumps-queen', 'hm-lead-after-refusal',
    'hm-one-trump-king-queen-guarded', 'hm-one-trump-one-king-small',
    'hm-stand-queen-ace-seven', 'it-declare-king', 'it-propose-weak')
HELD_OUT: tuple[str, ...] = (
    'eb-accept-unguarded', 'eb-elder-discard', 'eb-four-courts-three-suits',
    'eb-one-trump-four-plain', 'eb-one-trump-king-queen-small',
    'eb-one-trump-two-queens-bare', 'eb-propose-jeu-with-king',
    'eb-refuse-two-suits-and-trump', 'eb-score-adverse-four-one-trump',
    'eb-score-dealer-at-four', 'eb-score-do-not-mark-king', 'hi-bad-hand-single-card',
    'hi-three-trump-sequence', 'hi-tierce-major', 'hi-two-small-trumps',
    'hi-two-trumps-three-of-a-suit', 'hm-three-trumps-refuse',
    'hm-three-trumps-with-king-accept')
