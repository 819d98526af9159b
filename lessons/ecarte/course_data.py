"""The Écarté course: nine lessons (lesson zero for newcomers to trick-taking, then eight) of short steps, and every quiz topic."""
from __future__ import annotations

from engine.i18n import N_, _, ngettext

from ..course import Course, Lesson, Step
from ..quiz import Topic, game_to_one
from . import l0_basics as l0
from . import l1_cards as l1
from . import l2_deal as l2
from . import l3_exchange as l3
from . import l4_king as l4
from . import l5_play as l5
from . import l6_scoring as l6
from . import l7_variants as l7
from . import l8_decisions as l8
from .common import ORDER_LINE
from .words import NO_PENALTY_AFTER_EXCHANGE, dealer_part, penalty_rule

TOPICS: dict[str, Topic] = {t.id: t for t in (
    Topic("e_z_legal", N_("Follow suit and beat (aces left out)"), "basics", l0.gen_legal),
    Topic("e_z_winner", N_("Who wins? (aces left out)"), "basics", l0.gen_winner),
    Topic("e_rank", N_("Rank the cards"), "cards", l1.gen_rank),
    Topic("e_trick", N_("Which card wins?"), "cards", l1.gen_trick),
    Topic("e_deal_score", N_("Who scores at the deal?"), "deal", l2.gen_deal_score),
    Topic("e_roles", N_("Elder hand and dealer"), "deal", l2.gen_roles),
    Topic("e_may", N_("What may this player do?"), "exchange", l3.gen_may),
    Topic("e_count", N_("How many cards may they exchange?"), "exchange", l3.gen_count),
    Topic("e_king", N_("The king of trumps"), "king", l4.gen_king),
    Topic("e_legal", N_("Which cards may you play?"), "play", l5.gen_legal),
    Topic("e_winner", N_("Who wins this trick?"), "play", l5.gen_winner),
    Topic("e_points", N_("Points for the tricks"), "scoring", l6.gen_points),
    Topic("e_hand", N_("Points for a whole deal"), "scoring", l6.gen_hand),
    Topic("e_game", N_("Who wins the game?"), "scoring", l6.gen_game, skip=game_to_one),
    Topic("e_three", N_("Three players: who does what?"), "variants", l7.gen_three),
    Topic("e_target", N_("Quick and Napoléon games"), "variants", l7.gen_target),
    Topic("e_stakes", N_("Playing for stakes"), "variants", l7.gen_stakes),
    Topic("e_jeu", N_("Jeux de règle"), "variants", l7.gen_jeu),
    Topic("e_refuse", N_("Refuse or accept?"), "decisions", l8.gen_refuse, slow=True),
)}


def _stand_or_propose(rules) -> str:
    # With three players the dealer sits out: the player taking the dealer's part answers.
    dealer = dealer_part(rules.players)
    # the computer player's reason under the chart (and in this lesson's example) names a "jeu de
    # règle", which the Variants lesson teaches: said here in a few words, where it first appears
    return _stand_or_propose_rule(rules, dealer) + " " + _(
        "Under the chart, the computer player judges the hand by the **jeux de règle**: the classic hands "
        "strong enough to play as dealt, without proposing (the Variants lesson lists them).")


def _stand_or_propose_rule(rules, dealer: str) -> str:
    if rules.penalty == "elder":
        return _("The elder hand looks at the cards and either **stands** (plays the hand as dealt) or "
                 "**proposes** an exchange. Then {dealer} **accepts** or **refuses**; refusing starts play at "
                 "once. Standing at once, or being refused before any exchange, is a risk for the elder (see "
                 "Scoring; after an exchange there is no penalty). The chart compares the two choices for a real "
                 "deal, from the elder's seat (the engine plays each out many times).").format(dealer=dealer)
    return _("The elder hand looks at the cards and either **stands** (plays the hand as dealt) or "
             "**proposes** an exchange. Then {dealer} **accepts** or **refuses**; refusing starts play at "
             "once. Standing at once is a risk for the elder, and refusing the first proposal a risk for "
             "{dealer} (see Scoring; after an exchange there is no penalty). The chart compares the two choices "
             "for a real deal, from the elder's seat (the engine plays each out many times).").format(dealer=dealer)


def _exchanging(rules) -> str:
    dealer = dealer_part(rules.players)
    if rules.dealer_must_exchange:
        return _("After an accept the elder discards **1 to 5** cards face down and draws as many from the talon; "
                 "then {dealer} does the same. Then the elder may propose again, and so on, until the elder "
                 "stands, {dealer} refuses, or fewer than 2 cards are left.").format(dealer=dealer)
    return _("After an accept the elder discards **1 to 5** cards face down and draws as many from the talon; "
             "then {dealer} may do the same, or (at this table) take no cards at all. Then the elder may propose "
             "again, and so on, until the elder stands, {dealer} refuses, or fewer than 2 cards are left."
             ).format(dealer=dealer)


def _talon_low(rules) -> str:
    dealer = dealer_part(rules.players)
    if rules.dealer_must_exchange:
        return _("Nobody may discard more cards than the talon holds, and the elder must leave at least one for "
                 "{dealer}. Try it:").format(dealer=dealer)
    return _("Nobody may discard more cards than the talon holds. At this table {dealer} need not take any, so "
             "the elder may empty the talon once it holds 5 cards or fewer. Try it:").format(dealer=dealer)


def _followers_duty(rules) -> str:
    if rules.must_trump:
        return _("The elder leads the first trick. The follower must **follow suit**, and must **beat the led "
                 "card if able**. With no card of that suit, the follower **must trump** if able. Only with "
                 "neither may any card be played.")
    return _("The elder leads the first trick. The follower must **follow suit**, and must **beat the led "
             "card if able**. With no card of that suit, the follower may play **any card** at this table "
             "(Settings: *must trump when void* is off; most tables force the trump).")


def _the_game(rules) -> str:
    """The target in force; the usual one (the engine's default) too only when it differs."""
    n, usual = rules.target_score, type(rules)().target_score
    text = (ngettext("Points add up until someone reaches the target: **{target}** point, as at most tables.",
                     "Points add up until someone reaches the target: **{target}** points, as at most tables.",
                     n) if n == usual else
            ngettext("Points add up until someone reaches the target: **{target}** point at this table "
                     "({usual} at most tables).",
                     "Points add up until someone reaches the target: **{target}** points at this table "
                     "({usual} at most tables).", n))
    return (text.format(target=n, usual=usual) + " "
            + _("Below: the score race of a game played by the computer players."))


def _point_and_vole(rules) -> str:
    return _("Whoever takes **3 or 4** tricks scores **the point** (1); **all 5** is **the vole** (2). "
             "The penalty rule in Settings: {penalty} {after_exchange} The chart shows the engine's table for "
             "that rule.").format(penalty=penalty_rule(rules.penalty, rules.players),
                                  after_exchange=_(NO_PENALTY_AFTER_EXCHANGE))


def _turned_king(rules) -> str:
    # The quiz of this step also deals the king into a hand: the learner must know now that a held
    # king scores only once declared (lesson "The king of trumps" shows how).
    held = _("If instead a player is dealt the king of trumps, nobody scores at the deal: it is worth 1 point "
             "to its holder only when **declared**, just before the first lead (a later lesson shows how).")
    if rules.players == 2:
        return _("If the turn-up is a **king**, it is the king of trumps: the **dealer scores 1 point at once**.") \
            + " " + held
    return _("If the turn-up is a **king**, it is the king of trumps: the player taking the **dealer's part** (on "
             "the dealer's right) **scores 1 point at once**.") + " " + held


def _face_to_face(rules) -> str:
    """Two players; with three in Settings, the dealer sits out and the other two play."""
    if rules.players == 2:
        return _("Écarté is a game for two, each playing for themselves: here **South** and **North**. The "
                 "player who does not deal is the **elder hand** and plays first. After that the two simply "
                 "take turns: one card each, back and forth.")
    return _("Each deal of Écarté is played by two players, each for themselves: here **South** and **North**. "
             "The table in Settings has three players: each deal, the dealer sits out and the other two play, "
             "as in this lesson (the Variants lesson shows how). The player on the dealer's left is the **elder "
             "hand** and plays first. After that the two simply take turns: one card each, back and forth.")


def _follow_and_beat(rules) -> str:
    if rules.must_trump:
        return _("The leader may play any card. The other player must **follow suit** (play a card of the suit "
                 "led) if possible, and must **beat** the led card if possible. With no card of that suit, the "
                 "player must play a trump if holding one; only with neither may any card be played.")
    return _("The leader may play any card. The other player must **follow suit** (play a card of the suit "
             "led) if possible, and must **beat** the led card if possible. With no card of that suit, any card "
             "may be played at this table, a trump or not (Settings: *must trump when void* is off; most tables "
             "force the trump).")


def _goal_text(rules) -> str:
    target = rules.target_score
    return " ".join((
        ngettext("A deal has five tricks. Whoever takes **three or more** wins the deal and scores a point (all "
                 "five score more; the Scoring lesson has the details). Points add up deal after deal, and the "
                 "first player to reach **{target} point** wins the game.",
                 "A deal has five tricks. Whoever takes **three or more** wins the deal and scores a point (all "
                 "five score more; the Scoring lesson has the details). Points add up deal after deal, and the "
                 "first player to reach **{target} points** wins the game.", target).format(target=target),
        _("(Players also call one deal a **hand**; this app says **deal**, and keeps “your hand” for the cards you hold.)"),
        _("The next lesson shows the whole pack, aces included: in Écarté the ace ranks below the jack.")))


def _elder_and_dealer(rules) -> str:
    if rules.players == 2:
        return _("Players cut; the lowest card deals (a 7 is lowest), then the deal alternates. The other "
                 "player is the **elder hand**: the elder speaks first and leads the first trick.")
    return _("Players cut; the lowest card deals (a 7 is lowest), then the deal passes to the left. The dealer "
             "sits out the deal: the player on the dealer's left is the **elder hand**, who speaks first and "
             "leads the first trick, and the player on the dealer's right plays against the elder, taking the "
             "**dealer's part**.")


def _dealing(rules) -> str:
    # The packets as Settings have them: "3 then 2 (some tables 2 then 3)" above a deal dealt
    # 2 then 3 left the learner to guess which this table uses.
    packets = (_("packets of **3 then 2** (some tables 2 then 3)") if rules.packets == "3+2" else
               _("packets of **2 then 3** at this table (most tables 3 then 2)"))
    if rules.players == 2:
        return _("The dealer gives 5 cards each, elder first, in {packets}. The **11th card is turned up**: its "
                 "suit is **trump**. The other 21 cards are the **talon**. Step through a real deal:").format(
                     packets=packets)
    return _("The dealer gives 5 cards to each of the two players, elder first, in {packets}, and none to "
             "themselves. The **11th card is turned up**: its suit is **trump**. The other 21 cards are the "
             "**talon**. Step through a real deal:").format(packets=packets)


def _when_to_refuse(rules) -> str:
    # Under the classic club laws the risk of a refusal is the dealer's: "the elder then risks 2
    # points" was false at that table.
    if rules.penalty == "elder":
        return _("A proposal says the elder's hand is weak. Refusing makes the elder play it as dealt (and, "
                 "under the usual penalty rule, the elder then risks 2 points); accepting lets both players "
                 "mend their hands. The engine compares the two for three hands of the dealer.")
    # (with three players the dealer sits out: the risk falls on the player taking the dealer's part)
    return _("A proposal says the elder's hand is weak. Refusing makes the elder play it as dealt, but under "
             "the classic club laws at this table the risk falls on {dealer}: if the elder still takes 3 tricks "
             "or more, the elder scores 2 for the point. Accepting lets both players mend their hands. The "
             "engine compares the two for three hands of the dealer.").format(dealer=dealer_part(rules.players))


def _king_summary(rules) -> str:
    # with three players the dealer sits out: the turned king scores for the dealer's part
    return _("Turned up, it scores for {dealer}; held, it scores only if declared before the first lead.").format(
        dealer=dealer_part(rules.players))


def _play_summary(rules) -> str:
    # under every step of the lesson and on Home: "trump when void" was untrue where it is not forced
    if rules.must_trump:
        return _("Follow suit and beat the card if you can; trump when void; who wins.")
    return _("Follow suit and beat the card if you can; any card when void (trumping is not forced here); "
             "who wins.")


def _scoring_summary(rules) -> str:
    # the classic club laws put the risk on whoever declined the exchange, the dealer too
    if rules.penalty == "elder":
        return _("The point, the vole, the king, the elder's penalty, and the game.")
    return _("The point, the vole, the king, the penalty for declining the exchange, and the game.")


def _pack_text(rules) -> str:
    return _("Écarté uses the 32-card **piquet** pack: 7, 8, 9, 10, J, Q, K, A in each suit. In every suit the "
             "order is **{order}**: the king is highest and the **ace ranks between the jack and the ten**. Pick "
             "a trump suit to see it marked:").format(order=ORDER_LINE)


L0 = Lesson("basics", N_("Tricks and trump, from zero"),
            N_("For your first trick-taking game: turns, tricks, following suit, trump and the goal."),
            (
                Step(N_("Two players, face to face"), _face_to_face),
                Step(N_("A trick"),
                     N_("The two players each hold five cards. One player puts a card face up: that is the **lead**. The "
                     "other answers with one card. The two cards together are a **trick**, and one player wins "
                     "it. Whoever wins a trick leads the next one. In this lesson one suit, hearts, is **trump** "
                     "every time: a trump beats any card of the other suits (step 4 says more). The aces are "
                     "left out: they have an unusual rank, shown in the next lesson."), example=l0.trick_example),
                Step(N_("Follow suit, and beat if you can"), _follow_and_beat, quiz=("e_z_legal",)),
                Step(N_("Trump, and who wins"),
                     N_("One suit each deal is **trump** (here, hearts). A trump beats any card of another suit. "
                     "With no trump in the trick, the **higher card of the suit led** wins (king high, then "
                     "queen, jack, 10, 9, 8, 7). A card of a third suit never wins."), quiz=("e_z_winner",)),
                Step(N_("The goal"), _goal_text),
            ))

L1 = Lesson("cards", N_("The piquet deck and the card order"),
            N_("32 cards, and an order where the ace sits below the jack."),
            (
                Step(N_("The piquet pack"),
                     _pack_text, explorer="e_pack"),
                Step(N_("Quiz: rank the cards"), N_("The ace is the trap."), example=l1.order_example, quiz=("e_rank",)),
                Step(N_("Which card beats which"),
                     N_("A trick has two cards. A trump beats any card of another suit; otherwise the higher card of the "
                     "suit led wins, and a card of a third suit never wins. Point at a square of the chart, or tap it on a phone, to read it."),
                     explorer="e_beats"),
                Step(N_("Quiz: which card wins?"), N_("Two cards, one trick."), quiz=("e_trick",)),
            ))

L2 = Lesson("deal", N_("The deal and the turn-up"),
            N_("Packets of 3 and 2, the 11th card turned up for trump, and the king that scores at once."),
            (
                Step(N_("Elder hand and dealer"), _elder_and_dealer, quiz=("e_roles",)),
                Step(N_("Dealing"), _dealing, explorer="e_deal", example=l2.deal_example),
                Step(N_("The turned king"), _turned_king, quiz=("e_deal_score",)),
            ))

L3 = Lesson("exchange", N_("Proposing and exchanging"),
            N_("Stand or propose, accept or refuse, exchange 1 to 5 cards, and the talon running low."),
            (
                Step(N_("Stand or propose"), _stand_or_propose, explorer="e_proposal"),
                Step(N_("Quiz: what may this player do?"), N_("From the engine's legal moves."), quiz=("e_may",)),
                Step(N_("Exchanging"), _exchanging, example=l3.exchange_example),
                Step(N_("The talon running low"), _talon_low, explorer="e_limits"),
                Step(N_("Quiz: how many cards?"), N_("From the engine's exchange limits."), quiz=("e_count",)),
            ))

L4 = Lesson("king", N_("The king of trumps"), _king_summary,
            (
                Step(N_("Roi!"),
                     N_("The **king of trumps** is worth 1 point to its holder, but only if **declared**: once the "
                     "exchanges are over and before the first lead, the holder says “Roi!” and shows it. "
                     "Undeclared, it scores nothing. (A king drawn from the talon counts too.)"),
                     example=l4.king_example),
                Step(N_("Quiz: the king"), N_("Who may declare, and when?"), quiz=("e_king",)),
            ))

L5 = Lesson("play", N_("Playing the tricks"), _play_summary,
            (
                Step(N_("The follower's duty"), _followers_duty, example=l5.play_example),
                Step(N_("Quiz: which cards may you play?"),
                     N_("Tick every card you may play, then check. Each card gets the engine's reason."),
                     quiz=("e_legal",)),
                Step(N_("Quiz: who wins this trick?"), N_("Tricks from real deals."), quiz=("e_winner",)),
            ))

L6 = Lesson("scoring", N_("Scoring"), _scoring_summary,
            (
                Step(N_("The point and the vole"), _point_and_vole, explorer="e_points_chart"),
                Step(N_("Quiz: points for the tricks"), N_("Under both penalty rules."), quiz=("e_points",)),
                Step(N_("Quiz: a whole deal"), N_("Kings and tricks together."), example=l6.scoring_example,
                     quiz=("e_hand",)),
                Step(N_("The game"), _the_game, explorer="e_race"),
                Step(N_("Quiz: who wins the game?"), N_("Points count the moment they are scored."), quiz=("e_game",)),
            ))

L7 = Lesson("variants", N_("Variants"),
            N_("Three players, quick and Napoléon, stakes, au cercle, and the jeux de règle."),
            (
                Step(N_("Three players"), l7.VARIANT_NOTES["three"], example=l7.three_example, quiz=("e_three",)),
                Step(N_("Quick and Napoléon"), l7.VARIANT_NOTES["targets"], quiz=("e_target",)),
                Step(N_("Playing for stakes"), l7.VARIANT_NOTES["stakes"], explorer="e_stakes", quiz=("e_stakes",)),
                Step(N_("Au cercle"), l7.VARIANT_NOTES["cercle"], explorer="e_cercle"),
                Step(N_("Jeux de règle"), l7.VARIANT_NOTES["jeux"], quiz=("e_jeu",)),
            ))

def _guided_text(rules) -> str:
    """The guided deal: one computer player at a table of two; with three, two of them, the
    dealer sitting out ("the other seat" was one of two)."""
    if rules.players == 2:
        return _("You sit **South**. At each of your decisions the app asks, checks your answer against the "
                 "rules engine, explains, and plays on. The other seat is the intermediate computer player; "
                 "after each of your moves you also see what it would have done, and why.")
    return _("You sit **South**. At each of your decisions the app asks, checks your answer against the rules "
             "engine, explains, and plays on. The other two seats are intermediate computer players: the "
             "one who deals sits out, and you play against the other. After each of your moves you also see "
             "what a computer player would have done, and why.")


L8 = Lesson("guided", N_("A guided deal"),
            N_("Play a whole deal from the South seat; the app checks every decision and explains."),
            (
                Step(N_("Your hand"), _guided_text, explorer="e_guided"),
            ))

L9 = Lesson("decisions", N_("Good decisions"),
            N_("How many cards to take, when the dealer should refuse, and what an exchange tells you, with "
            "the engine's expected points as evidence."),
            (
                Step(N_("How many cards to take"),
                     N_("After an accepted proposal the elder may exchange one to five cards. Each card thrown "
                     "away is a chance of a better one, but trumps and kings are worth keeping. The engine plays "
                     "each exchange out over many deals of the unseen cards."), example=l8.sizes_example),
                Step(N_("When the dealer should refuse"), _when_to_refuse, example=l8.refuse_example),
                Step(N_("Reading the opponent's exchange"),
                     N_("Exchanges are face down, but their size is not. A player who takes one card kept four "
                     "good ones; a player who takes five kept nothing worth keeping and now holds five unknown "
                     "cards from the talon. The engine's own player shows how much each size gives away."),
                     example=l8.reading_example),
                Step(N_("Quiz: refuse or accept?"),
                     N_("The engine plays both answers out over many deals; only clear decisions are asked."),
                     quiz=("e_refuse",)),
            ))

LESSONS = (L0, L1, L2, L3, L4, L5, L6, L7, L8, L9)

COURSE = Course("ecarte", LESSONS, TOPICS)
