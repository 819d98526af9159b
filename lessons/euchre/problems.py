"""Euchre problem hands: bidding, leading, following, and defending against a loner.

You always sit South (seat 0; West 1, North 2 your partner, East 3). Each position is
a whole deal in notation and the actions so far; the engine checks every problem
(``tests/lessons/test_problems.py``): the intended answer is the only legal action with
the best value as the cards lie (the definition is in ``lessons.problems``). The
explanations say the principle first, then what happens with these cards.
"""
from __future__ import annotations

from engine.i18n import N_

from ..problems import Problem, ProblemSet, ProblemTopic
from . import problem_engine as pe

TOPICS = (
    ProblemTopic("bidding", N_("Bidding"),
                 N_("Order up, pass, assist or call: the first decision of every deal.")),
    ProblemTopic("leading", N_("Leading"), N_("The first card of a trick, when it is yours to choose.")),
    ProblemTopic("following", N_("Following"), N_("Second, third or last to a trick: which card?")),
    ProblemTopic("loner", N_("Defending against a loner"),
                 N_("One trick stops the march: find the play that takes it.")),
    ProblemTopic("late", N_("Late in the deal"),
                 N_("Tricks three and four: count what has been played, read the others' cards "
                    "and take the tricks your side needs.")),
)

P = Problem
ALL = (
    # ---- bidding -----------------------------------------------------------------------------
    P("bid-strong-first-seat", "bidding", "bidding", dealer=3,
      hands=("JH JD AH AS KC", "QD KD AD JS QS", "JC AC QH KH KS", "9C 9D TD TH 9S"), turn="9H",
      seat=0, answer="order",
      explanation_en=N_("Both bowers, the ace of trumps and an outside ace: order it up. The 9♥ goes "
                        "to East, the dealer, but a low trump cannot stop this hand, and it is strong "
                        "enough to go alone: as the cards lie you take all five tricks alone for 4 "
                        "points. Passing gives the others a chance to choose trump and scores less."),
      nudge_en=N_("Count your trumps if hearts are trump, the left bower included. How many tricks "
                  "can this hand take by itself?")),
    P("bid-pass-weak-trumps", "bidding", "decisions", dealer=3,
      hands=("TH QH AC 9S TD", "9D AD JH KS AS", "9C QC JD JS QS", "TC QD KH AH TS"), turn="9H",
      seat=0, answer="pass",
      explanation_en=N_("Don't order up the dealer with two trumps or fewer: the 9♥ would go into "
                        "East's hand, and East is the dealer, an opponent. Your ace of clubs does not "
                        "change that, and without a bower your trumps take little. Here East holds "
                        "the ace and king of hearts and West the right bower: order up and your "
                        "side is euchred (−2); passing costs only the point East's side makes "
                        "later."),
      nudge_en=N_("Who gets the upcard if you order it up, and is that player on your side?")),
    P("bid-dealer-picks-up-bower", "bidding", "bidding", dealer=0,
      hands=("JD AH QC 9S TD", "9C JC KH JS QS", "KD AD TH QH AS", "9D QD 9H TS KS"), turn="JH",
      seat=0, actions=("pass", "pass", "pass"), answer="order",
      explanation_en=N_("You are the dealer and the upcard is the J♥, the right bower: picking it up "
                        "gives you both bowers and the ace of hearts, the three best trumps. Pick it "
                        "up. As the cards lie your side takes all five tricks (2 points); if you pass, "
                        "the right bower is turned down and the other side names trump and makes it."),
      nudge_en=N_("You are the dealer: the upcard joins your hand if you take it. What would your "
                  "trumps be then?")),
    P("bid-call-next", "bidding", "bidding", dealer=3,
      hands=("JH JD AC 9S TC", "9C QD 9H JS QS", "AD TH TS KS AS", "JC QC 9D TD AH"), turn="KD",
      seat=0, actions=("pass", "pass", "pass", "pass"), answer="call H",
      explanation_en=N_("Diamonds were turned down, so hearts, the other red suit, is \"next\". With "
                        "hearts trump your J♥ is the right bower and your J♦ becomes the left bower: "
                        "the two best trumps, and the ace of clubs beside them. Call hearts. As the "
                        "cards lie your side takes all five tricks (2 points); spades would make only "
                        "1 point and clubs would be euchred."),
      nudge_en=N_("Which suits would turn your jacks into bowers? Diamonds can no longer be trump.")),
    P("bid-assist-partner", "bidding", "bidding", dealer=2,
      hands=("JH TH AS KS 9C", "AC 9D QD KH JS", "KC TD QH TS QS", "TC KD AD 9H 9S"), turn="AH",
      seat=0, actions=("pass",), answer="order",
      explanation_en=N_("North, your partner, is the dealer: ordering up (assisting) puts the A♥ in "
                        "your own side's hands. With the right bower, the 10♥ and the ace and king of "
                        "spades, order it up. As the cards lie your side makes it (1 point); if you "
                        "pass, West or East names another suit and you lose a point."),
      nudge_en=N_("The dealer picks up the upcard. Who is the dealer here, and whose side is that?")),
    # ---- leading -----------------------------------------------------------------------------
    P("lead-trump-partner-ordered", "leading", "decisions", dealer=3,
      hands=("JH AS AC AD QS", "TH 9S TS JS KS", "JD AH KH KC KD", "QH 9C TC JC QC"), turn="9H",
      seat=0, actions=("pass", "pass", "order", "discard 9C", "partner"), answer="play JH",
      explanation_en=N_("Your partner ordered up, so your side needs trumps to come out: lead trump, "
                        "and lead the right bower, which cannot lose. It pulls a trump from each "
                        "opponent: West's 10♥, West's only one, and East's 9♥. East still holds the "
                        "Q♥, but it falls to North's A♥ later, and your side takes all five tricks. "
                        "Lead anything else first and an opponent trumps it: only 1 point."),
      nudge_en=N_("Your partner chose trump. What do your aces fear most, and which card removes "
                  "that danger?")),
    P("lead-cash-ace-defending", "leading", "decisions", dealer=3,
      hands=("AC KD 9D TH QS", "JC QC TD JD TS", "QD 9H JH JS KS", "9C TC AD QH AS"), turn="9S",
      seat=0, actions=("pass", "order", "discard 9C", "partner"), answer="play AC",
      explanation_en=N_("West ordered up and East picked up: you defend. Lead your off-suit ace "
                        "while it can still win; later someone without clubs may trump it. Here the "
                        "A♣ takes the first trick and your side goes on to euchre them (+2). Any other "
                        "lead lets East's side make it."),
      nudge_en=N_("The other side chose trump. Which of your cards wins a trick now but may not "
                  "win later?")),
    P("lead-ace-without-right-bower", "leading", "decisions", dealer=3,
      hands=("JD AH QH AC 9S", "JC 9D AD TH QS", "TC KC JH TS KS", "QC QD KH JS AS"), turn="KD",
      seat=0, actions=("pass", "pass", "pass", "pass", "call H", "partner"), answer="play AC",
      explanation_en=N_("You called hearts without the right bower. A trump lead now draws the right "
                        "bower from whoever holds it and spends your own good trumps, so cash your "
                        "outside ace first. Here North holds the J♥: after the A♣, your side takes "
                        "every trick (2 points); any other lead gives a trick away (1 point)."),
      nudge_en=N_("Your trumps are good but not the best. Which card of yours wins a trick whatever "
                  "happens?")),
    P("lead-singleton-to-ruff", "leading", "play", dealer=3,
      hands=("9C TS QS KD QD", "JC KC 9H KH AS", "AC 9D TH QH AH", "QC TD JD AD JH"), turn="9S",
      seat=0, actions=("pass", "order", "discard TD", "partner"), answer="play 9C",
      explanation_en=N_("You defend with two trumps (the 10♠ and Q♠). Lead your only club: once "
                        "the clubs are gone from your hand you can trump the next club. Here North "
                        "wins with the A♣ and leads a heart; you have no hearts, so your 10♠ trumps "
                        "it, and North's A♥ takes a third trick: euchred (+2). Lead a diamond or a "
                        "trump and they make it."),
      nudge_en=N_("You hold a suit with a single card in it. What happens when that suit is led "
                  "again after it is gone?")),
    P("lead-low-trump-to-partner", "leading", "decisions", dealer=3,
      hands=("9H AC KS QC TD", "9C KC 9D QD QH", "JC JD KH AH TS", "TH JH 9S JS QS"), turn="KD",
      seat=0, actions=("pass", "pass", "pass", "pass", "pass", "pass", "call H", "partner"),
      answer="play 9H",
      explanation_en=N_("Your partner called hearts in the second round, so North holds trumps: "
                        "lead one back, even your lowest. Your 9♥ draws trumps from the opponents "
                        "and lets North's left bower and ace of trumps do their work. Here your "
                        "side makes it (+1); lead the A♣ and East trumps it, and your side is euchred."),
      nudge_en=N_("Your partner named trump. What does a partner who called want you to lead?")),
    # ---- following ---------------------------------------------------------------------------
    P("follow-dont-trump-partners-ace", "following", "play", dealer=1,
      hands=("JH QH TH AC 9C", "KC TD AH TS KS", "JD QD AD JS AS", "QC 9D KH 9S QS"), turn="9H",
      seat=0, actions=("pass", "pass", "order", "discard TD", "partner", "play AS", "play 9S"),
      answer="play 9C",
      explanation_en=N_("Your partner's A♠ is winning and West still has spades to follow with. "
                        "Don't trump your partner's ace: throw your 9♣ and keep all three trumps. "
                        "As the cards lie your side takes every trick and marches (2 points); "
                        "trumping the ace wastes a trump and your side takes only four."),
      nudge_en=N_("Who is winning this trick right now? Does your side need another card on it?")),
    P("follow-trump-their-ace", "following", "play", dealer=2,
      hands=("TH AS QS KD QD", "TC JC KC 9S KS", "QC JD JH KH TS", "9C AC TD AD JS"), turn="9H",
      seat=0, actions=("pass", "pass", "pass", "order", "discard TS", "partner", "play AC"),
      answer="play TH",
      explanation_en=N_("East led the A♣ and you have no club: trump it. You have one trump and "
                        "it takes the trick now; your partner, who picked up, keeps the bowers for "
                        "later. As the cards lie your side marches (2 points); throw a card instead "
                        "and East's ace wins a trick."),
      nudge_en=N_("An opponent's ace is winning and you cannot follow suit. What may you do "
                  "instead of throwing a card away?")),
    P("follow-win-cheaply", "following", "play", dealer=0,
      hands=("JH AS KC QC 9S", "QD KD AD JS QS", "JC 9D QH KH KS", "9C TD JD TH AH"), turn="9H",
      seat=0, actions=("pass", "pass", "order", "discard 9S", "partner", "play AD", "play 9D",
                       "play TD"),
      answer="play 9H",
      explanation_en=N_("You play last and have no diamond: any trump wins this trick, so win it "
                        "with the lowest, the 9♥, and keep the right bower for a trick only it can "
                        "take. As the cards lie that euchres East's side (+2); spend the J♥ now and "
                        "they make it."),
      nudge_en=N_("You play last, so you know what it takes to win. Is a cheaper card enough?")),
    P("follow-low-under-partners-bower", "following", "play", dealer=1,
      hands=("JD 9H AC KC QS", "9C 9D TD KH TS", "QC QD AD JH QH", "TC AH 9S JS AS"), turn="TH",
      seat=0, actions=("order", "discard 9C", "partner", "play JH", "play AH"), answer="play 9H",
      explanation_en=N_("Your partner led the right bower, which always wins. Follow with your "
                        "lowest trump, the 9♥, and save the left bower: it is now the highest trump "
                        "left. As the cards lie your side takes all five tricks (2 points); play the "
                        "J♦ under the right bower and your side takes only four."),
      nudge_en=N_("The right bower wins whatever you play. Which of your trumps is worth more "
                  "later?")),
    P("follow-discard-singleton", "following", "play", dealer=1,
      hands=("QH 9C AD KD TD", "QC AC TS JS KS", "KC TH JH KH AS", "TC JC 9D AH QS"), turn="9H",
      seat=0, actions=("order", "discard TS", "partner", "play AS", "play QS"), answer="play 9C",
      explanation_en=N_("Your partner's A♠ is winning, so you throw a card away. Throw your only "
                        "club: without clubs you can trump the next one with your Q♥. Keep the "
                        "diamonds together. As the cards lie your side marches (2 points); any other "
                        "card leaves your side only four tricks."),
      nudge_en=N_("You are throwing a card away. Which discard leaves you able to trump a suit "
                  "later?")),
    # ---- defending against a loner ------------------------------------------------------------
    P("loner-lead-ace", "loner", "decisions", dealer=2,
      hands=("AC 9D TD QS 9S", "KC KD AD TH KS", "TC JD QD AH JS", "JH QH KH TS AS"), turn="9H",
      seat=0, actions=("order", "discard TC", "alone"), answer="play AC",
      explanation_en=N_("East is alone and you lead. A lone maker needs all five tricks for 4 "
                        "points, so lead your ace, the card most likely to take a trick. Here East has "
                        "no club and trumps it with the Q♥, but your partner throws only a spade on "
                        "it: North's A♥, Q♦ and 9♥ then take three tricks and East is euchred (+2). "
                        "Lead a diamond and North must spend the Q♦ on it; lead anything else and "
                        "East makes it."),
      nudge_en=N_("Against a loner one trick stops the march. Which card of yours is surest to "
                  "take a trick?")),
    P("loner-lead-king-not-trump", "loner", "decisions", dealer=2,
      hands=("QH KS 9S QC TD", "TC KC TS QS AS", "9C AC JD KD AD", "QD JH KH AH JS"), turn="9H",
      seat=0, actions=("order", "discard 9C", "alone"), answer="play KS",
      explanation_en=N_("No ace to lead against East's loner, and a trump lead only helps the "
                        "loner draw trumps. Lead from your best side suit, the K♠ with the 9♠ behind "
                        "it. West sits out with the ace of spades, so here your king wins, and your "
                        "side euchres East (+2)."),
      nudge_en=N_("Your Q♥ looks tempting. Who holds most of the trumps when a player goes "
                  "alone?")),
    P("loner-take-your-trick", "loner", "alone", dealer=0,
      hands=("AC 9C KD QS TS", "KC AD JH QH KH", "JC QD TH JS KS", "TC QC TD JD AH"), turn="9H",
      seat=0, actions=("order", "discard TS", "alone", "play JC"), answer="play AC",
      explanation_en=N_("West is alone and plays after you. Take your trick now with the A♣: "
                        "one trick holds the loner to 1 point instead of 4. Play the 9♣ and West's "
                        "K♣ wins; here West then takes every trick (4 points)."),
      nudge_en=N_("How many tricks does your side need to stop a march?")),
    P("loner-lead-ace-not-left", "loner", "decisions", dealer=2,
      hands=("JD AC 9C TS 9S", "JC 9D KD AD AS", "TD QD QH JS KS", "TC KC JH KH AH"), turn="9H",
      seat=0, actions=("order", "discard TD", "alone"), answer="play AC",
      explanation_en=N_("East goes alone. Your left bower cannot beat East's right bower, so "
                        "leading it gives a trump away; lead the A♣ instead and keep the J♦ for "
                        "when East runs short. Here your side then takes three tricks: East is "
                        "euchred (+2)."),
      nudge_en=N_("Which trumps is a lone maker likely to hold, and can your trump beat them?")),
    P("loner-trump-partners-king", "loner", "alone", dealer=0,
      hands=("AS 9S KD QD TD", "AC TH JH AH JS", "KC JD TS QS KS", "JC 9D AD QH KH"), turn="9H",
      seat=0, actions=("order", "discard 9S", "alone", "play KC"), answer="play 9H",
      explanation_en=N_("Your partner led the K♣ and West, the loner, plays last. A king is not "
                        "sure to win against a loner who may hold the ace: trump it with your 9♥ "
                        "and take the trick. Here West holds the A♣, and your trump wins the trick "
                        "on the way to a euchre (+2). Throw a card and West makes it."),
      nudge_en=N_("Is your partner's card sure to win, with the loner still to play?")),
    # ---- late in the hand: the earlier tricks are on the table (the scene lists them) ------
    P("late-right-bower-draws", "late", "decisions", dealer=3,
      hands=("9H TH KH JS QS", "JC QC KC JD KS", "TC 9D TD KD AD", "9C AC QD QH AS"), turn="9S",
      seat=0, actions=("pass", "pass", "pass", "order", "discard QD", "partner",
                       "play 9H", "play KS", "play 9D", "play QH",
                       "play JD", "play KD", "play 9S", "play QS"),
      answer="play JS",
      explanation_en=N_("West trumped your 9♥ in the first trick, so West has no hearts: lead "
                        "another heart and West trumps it again. Lead the right bower instead. "
                        "It cannot lose, and everyone with a trump must follow with one: here "
                        "West's J♣ and East's A♠ fall under it. With no trump left against you, "
                        "your K♥ and 10♥ take the last two tricks, four in all: the makers are "
                        "euchred (+2). Lead a heart and West trumps it; they make their point."),
      nudge_en=N_("What did West show you about hearts in the first trick? And which of your "
                  "cards cannot lose?")),
    P("late-keep-your-winners", "late", "play", dealer=1,
      hands=("AD QH KH AH KS", "9C TC TH 9S TS", "AC QD JH JS QS", "KC JD KD 9H AS"), turn="JC",
      seat=0, actions=("pass", "pass", "pass", "order", "discard TH", "partner",
                       "play QD", "play KD", "play AD", "play 9C",
                       "play JC", "play AC", "play KC", "play QH",
                       "play TC", "play JS", "play 9H"),
      answer="play KS",
      explanation_en=N_("Your partner's J♠, the left bower, is winning and only the right bower "
                        "beats it, which West led in trick 2: this trick is your side's, so you "
                        "throw a card. West's side has two tricks, so your side needs this one and "
                        "both of the last two to euchre them. Your A♥ and K♥ are the two highest "
                        "hearts: keep them both and throw the K♠, which loses to the A♠. Here your "
                        "hearts take the last two tricks: euchred (+2). Throw a heart and your side "
                        "takes only two tricks; they make their point."),
      nudge_en=N_("Who takes this trick whatever you play? Then, which two of your cards are "
                  "surest to take the last two tricks?")),
    P("late-partners-kept-suit", "late", "decisions", dealer=3,
      hands=("JC KD TH 9S JS", "TC TD QD QH TS", "9C QC 9D KH AH", "KC AC JD AD JH"), turn="KS",
      seat=0, actions=("order", "discard JH", "partner",
                       "play JS", "play TS", "play 9C", "play KS",
                       "play JC", "play TC", "play 9D", "play JD",
                       "play 9S", "play TD", "play QC", "play KC"),
      answer="play TH",
      explanation_en=N_("You have taken three tricks, so you have made your point; the last two "
                        "decide between 1 point and 2. On your three trump leads your partner "
                        "threw the 9♣, the 9♦ and the Q♣ and kept two cards: a partner keeps "
                        "the best ones, and hearts is the suit North has not thrown. Your K♦ "
                        "loses to the A♦. Lead the 10♥ to your partner: here North holds the A♥ "
                        "and K♥ and takes both tricks, all five for your side (2 points). Lead "
                        "the K♦ and East's A♦ takes a trick: 1 point."),
      nudge_en=N_("Which suit has your partner not thrown away? Who is likely to be keeping "
                  "it?")),
    P("late-count-the-trumps", "late", "decisions", dealer=1,
      hands=("TC KH TS JS QS", "9C JC TD 9H TH", "KC KD JH QH KS", "QC AC JD AD 9S"), turn="AS",
      seat=0, actions=("pass", "pass", "order", "discard 9C", "partner",
                       "play KS", "play 9S", "play TS", "play AS",
                       "play TD", "play KD", "play AD", "play QS",
                       "play JS", "play JC", "play JH", "play JD"),
      answer="play KH",
      explanation_en=N_("Count the trumps: the K♠, 9♠, 10♠, A♠, Q♠ and both bowers have been "
                        "played, all seven. From now on the highest card of the suit led takes "
                        "the trick. You have two tricks and need one more. Your K♥ loses only to "
                        "the A♥; your 10♣ loses to the A♣, the K♣ or the Q♣. Here nobody holds "
                        "the A♥ (it is in the kitty), so the K♥ takes the trick: 1 point. Lead "
                        "the 10♣ and East's A♣ and Q♣ take the last two tricks: euchred (−2)."),
      nudge_en=N_("How many trumps are still to be played? Then, which of your cards can the "
                  "fewest cards beat?")),
    P("late-third-hand-high", "late", "play", dealer=1,
      hands=("AD 9H AH JS KS", "JC AC 9D KH TS", "KC TH JH QH 9S", "JD QD KD QS AS"), turn="QC",
      seat=0, actions=("pass", "pass", "pass", "order", "discard 9D", "partner",
                       "play 9S", "play QS", "play KS", "play TS",
                       "play AD", "play QC", "play KC", "play JD",
                       "play TH", "play QD"),
      answer="play AH",
      explanation_en=N_("Your side has taken two tricks: one more euchres West's side. Your "
                        "partner's 10♥ is winning for now, but West, the maker, plays after you "
                        "and may hold a higher heart. Play your A♥, the highest heart: West must "
                        "follow suit with a heart if West has one, and no heart beats the ace. "
                        "Here West holds the K♥, so the ace takes the trick and the makers are "
                        "euchred (+2). Play the 9♥ and West's K♥ wins; they make their point."),
      nudge_en=N_("Who plays after you, and what could beat your partner's card? How many "
                  "more tricks does your side need?")),
)

PROBLEMS = ProblemSet("euchre", TOPICS, ALL, pe.position, pe.outcomes, pe.label, pe.scene,
                      pe.picks_cards, pe.solution)
