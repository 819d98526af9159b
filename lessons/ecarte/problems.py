"""Écarté problem hands: the proposal and the exchange, and the play of the tricks.

You sit South (seat 0) against North (seat 1); with North dealing you are the elder
hand. Each position is a whole deal in notation (the talon's top cards given in
order) and the actions so far; the engine checks every problem
(``tests/lessons/test_problems.py``): the intended answer is the only legal action
with the best value as the cards lie (see ``lessons.problems``). Cards rank
K Q J A 10 9 8 7 in every suit.
"""
from __future__ import annotations

from engine.i18n import N_

from ..problems import Problem, ProblemSet, ProblemTopic
from . import problem_engine as pe

TOPICS = (
    ProblemTopic("exchange", N_("Proposing and exchanging"),
                 N_("Stand or propose, accept or refuse, and which cards to throw away.")),
    ProblemTopic("play", N_("Playing the tricks"), N_("Which card to lead, and which to follow with.")),
)

P = Problem
ALL = (
    # ---- the proposal and the exchange -------------------------------------------------------
    P("stand-with-trumps", "exchange", "exchange", dealer=1,
      hands=("KH QH JH KS 8C", "TD JD TS JS QS"), turn="8H", rest="9C KC AS 7S KD",
      seat=0, answer="stand",
      explanation_en=N_("The king, queen and jack of trumps and a side king: this hand plays as it "
                        "is. Stand: proposing lets North exchange too and improve. As the cards lie "
                        "you take all five tricks, the vole (2 points), and the king of trumps "
                        "scores 1 more; after an exchange North holds on to a trick."),
      nudge_en=N_("How many tricks can these five cards take without any help from the talon?")),
    P("propose-weak-hand", "exchange", "exchange", dealer=1,
      hands=("7C 8C 9D TS 7H", "TD KD 9H JS KS"), turn="8H", rest="8D TH KH JD TC",
      seat=0, answer="propose",
      explanation_en=N_("Only the 7 of trumps and four low cards: a hand that takes almost nothing. "
                        "Propose. If you stand and fail, the rule makes you pay 2 points instead of "
                        "1. Here North accepts and the talon brings you the 10 and king of hearts: "
                        "you win the point and the king (2 points) instead of losing 2."),
      nudge_en=N_("What does standing cost the elder hand who then takes fewer than three "
                  "tricks?")),
    P("refuse-when-strong", "exchange", "decisions", dealer=0,
      hands=("QH JH AH KC KS", "8D JD KD TS QS"), turn="8H", actions=("propose",),
      rest="7D AD TH 9D 8C",
      seat=0, answer="refuse",
      explanation_en=N_("North proposes, so North's hand is weak, and yours has the queen, jack "
                        "and ace of trumps and two kings. Refuse: North must then play these cards, "
                        "and an elder hand refused who takes fewer than three tricks pays double. "
                        "As the cards lie you take all five: 3 points for the vole after a refusal, "
                        "against 2 if you let North exchange."),
      nudge_en=N_("North asked for new cards. What does a refusal cost North if your hand is the "
                  "stronger?")),
    P("accept-when-weak", "exchange", "decisions", dealer=0,
      hands=("7C 9C 8D TS QS", "QC AC QD AH AS"), turn="8H", actions=("propose",),
      rest="QH TC 9S AD 7S",
      seat=0, answer="accept",
      explanation_en=N_("Your hand has no trump and no king: accept, and exchange too. Refusing "
                        "means playing these cards against North's. Here you change all five, and after "
                        "a second exchange you hold three trumps and two kings: you win the point "
                        "(+1); refuse and North wins it."),
      nudge_en=N_("Could these five cards win three tricks as they are?")),
    P("exchange-keep-trumps", "exchange", "decisions", dealer=1,
      hands=("KH QH 7C 8D 9S", "TC TD 9H TH 8S"), turn="8H", actions=("propose", "accept"),
      rest="9D QS KD 7D 9C",
      seat=0, answer="exchange 7C 8D 9S",
      explanation_en=N_("Keep the king and queen of trumps and throw away every low card of the "
                        "other suits: the 7♣, 8♦ and 9♠. Three new cards are three chances of a "
                        "king or a trump. As the cards lie you draw the 9♦, Q♠ and K♦ and take all "
                        "five tricks (2 points, and 1 for the king); keeping any of the low cards "
                        "takes fewer."),
      nudge_en=N_("Which of your cards can win a trick, and which can only lose one?")),
    # ---- the play ----------------------------------------------------------------------------
    P("lead-high-trump", "play", "play", dealer=1,
      hands=("QH 7H KS QS 9D", "7C 8C KC AC 9H"), turn="8H", actions=("stand",),
      rest="JH JD 7D JC QD TS AS TD",
      seat=0, answer="play QH",
      explanation_en=N_("With two trumps and the king and queen of spades, lead your high trump "
                        "first to draw North's trumps; then your spades cannot be trumped. Here "
                        "North's only trump, the 9♥, falls to your Q♥ and you take all five tricks "
                        "(the vole, 2 points); lead anything else and North trumps a trick."),
      nudge_en=N_("What can North do to your spades while North still holds a trump?")),
    P("keep-the-king-over-the-queen", "play", "play", dealer=1,
      hands=("KH JH KC 7S 8D", "7C KD QH AH 8S"), turn="8H", actions=("stand", "declare king"),
      rest="JS AS 9S KS JD 7D QC QS",
      seat=0, answer="play KC",
      explanation_en=N_("You hold the king and jack of trumps; the queen is out against you. Do "
                        "not lead trumps: let North lead them into your K♥ J♥. Cash the K♣, a sure "
                        "trick, and wait. As the cards lie North must later lead the Q♥ to your "
                        "king and you win the point (+1, and the king you declared); lead a trump "
                        "or a low card first and North takes three tricks."),
      nudge_en=N_("Your K♥ and J♥ have a gap between them. Who should lead trumps: you, or "
                  "North?")),
    P("jack-beats-ace", "play", "cards", dealer=0,
      hands=("KS JS 8C 9C QD", "QC KC 7D QS AS"), turn="7H", actions=("stand", "play AS"),
      rest="9D 8H TD QH TH 9H AC JC",
      seat=0, answer="play JS",
      explanation_en=N_("In Écarté the ace ranks below the jack: K Q J A. You must beat the A♠ "
                        "if you can, and the J♠ is enough: keep the K♠ for later. As the cards lie "
                        "North, who stood, then fails to take three tricks and you score 2; win with "
                        "the king now and the J♠ later loses to North's Q♠."),
      nudge_en=N_("Both your spades beat the ace. Which one do you want to keep?")),
    P("trump-low", "play", "play", dealer=0,
      hands=("KH 8H AS QD 9D", "9C QC KD QH TS"), turn="7H", actions=("stand", "declare king", "play QC"),
      rest="7S KC 7C 8C 9H AC JC TH",
      seat=0, answer="play 8H",
      explanation_en=N_("You have no club, so you must trump the Q♣; trump with the 8♥ and keep "
                        "the K♥, the highest trump, which wins whenever you need it. As the cards lie "
                        "North leads another club later and your king takes it; North fails after "
                        "standing: 2 points for you, and 1 for the king. Trump with the king now and "
                        "North's Q♥ draws your 8♥: the next club wins for North."),
      nudge_en=N_("Either trump wins this trick. Which one do you need later?")),
    P("discard-lowest", "play", "play", dealer=0,
      hands=("KS 7S QD 8D AD", "AC 9D JD TS JS"), turn="7H", actions=("stand", "play AC"),
      rest="9S KD JC 8H 7D 8C 8S QC",
      seat=0, answer="play 8D",
      explanation_en=N_("No club and no trump: any card may go. Throw the 8♦, the lowest card of "
                        "your longest suit, and keep the Q♦ and A♦. Keep the 7♠ too: a king needs "
                        "no guard, but a low card beside it lets you give North the lead. As the "
                        "cards lie your A♦ and Q♦ take two tricks, your 7♠ hands the lead to "
                        "North's 10♠, and North must lead the J♠ into your K♠: three tricks, and "
                        "North, who stood, pays 2. Throw any other card and North makes the "
                        "point."),
      nudge_en=N_("Two of your cards will never take a trick, but one of them can give North the "
                  "lead at the right moment. Which one can go for nothing?")),
    P("draw-the-last-trump", "play", "play", dealer=1,
      hands=("9C JC AC JH 9S", "TC 9D TD KD 7S"), turn="8S",
      rest="TS AH 8D QD 8C JD 9H AS 8H 7D KC KS QC KH JS QS TH 7H AD 7C QH",
      actions=("propose", "accept", "exchange 9C JC AC JH", "exchange TC 9D TD", "propose",
               "accept", "exchange 8D QD AH", "exchange 8C JD 9H", "stand", "declare king",
               "play AS", "play KS", "play KC", "play 9S"),
      seat=0, answer="play TS",
      explanation_en=N_("One trick each, and you lead with the 10♠, the 8♥ and the 7♦. A side "
                        "card led now can be trumped by a trump North still holds, so lead your "
                        "trump first: North must follow suit, and must beat your card if able. "
                        "As the cards lie North's last trump is the 7♠: it falls under your "
                        "10♠, and with no heart left North cannot stop your 8♥. Three tricks, "
                        "the point: it evens the king's point North scored (0). Lead the 8♥ and "
                        "North's 7♠ trumps it; lead the 7♦ and North must beat it with the K♦, "
                        "and the 7♠ trumps your 8♥ later. Either way North makes the point and "
                        "has the king (−2)."),
      nudge_en=N_("North declared the king of trumps. Could North still hold a trump, and what "
                  "would it do to a side card you lead?")),
)

PROBLEMS = ProblemSet("ecarte", TOPICS, ALL, pe.position, pe.outcomes, pe.label, pe.scene,
                      pe.picks_cards, pe.solution)
