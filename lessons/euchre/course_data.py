"""The Euchre course: nine lessons (lesson zero for newcomers to trick-taking, then eight) of short steps, and every quiz topic.

The order builds each lesson on the ones before: tricks, trump and the bowers, following suit
(with trump fixed for the example), the deal, bidding, scoring, going alone, the variants, and a
guided hand. No lesson leans on a word a later lesson defines (tests/lessons/test_course_order.py).
"""
from __future__ import annotations

from engine.euchre import scoring
from engine.i18n import N_, _, ngettext

from ..course import Course, Lesson, Step
from ..quiz import Topic, game_to_one
from . import examples as ex
from . import l0_basics as l0
from . import l1_bowers as l1
from . import l2_deal as l2
from . import l3_bidding as l3
from . import l4_alone as l4
from . import l5_play as l5
from . import l6_scoring as l6
from . import l7_variants as l7
from . import l7_examples as l7x
from . import l9_decisions as l9
from .rulebook import unused_reason
from .words import option_title

TOPICS: dict[str, Topic] = {t.id: t for t in (
    Topic("z_seats", N_("Partners and turns"), "basics", l0.gen_seats),
    Topic("z_legal", N_("Follow suit (jacks left out)"), "basics", l0.gen_legal),
    Topic("z_winner", N_("Who wins? (jacks left out)"), "basics", l0.gen_winner),
    Topic("rank", N_("Rank the cards"), "bowers", l1.gen_rank),
    Topic("suit", N_("Which suit is it?"), "bowers", l1.gen_suit),
    Topic("trick", N_("Which card wins?"), "bowers", l1.gen_trick),
    Topic("kitty", N_("The kitty"), "deal", l2.gen_kitty),
    Topic("packet", N_("The packets"), "deal", l2.gen_packet),
    Topic("upcard", N_("The upcard"), "deal", l2.gen_upcard),
    Topic("may", N_("What may this player do?"), "bidding", l3.gen_may),
    Topic("makers", N_("Who are the makers?"), "bidding", l3.gen_makers),
    Topic("next", N_("What happens next?"), "bidding", l3.gen_next),
    Topic("lead", N_("Who leads when someone is alone?"), "alone", l4.gen_lead),
    Topic("alone_points", N_("Points when alone"), "alone", l4.gen_alone_points),
    Topic("legal", N_("Which cards may you play?"), "play", l5.gen_legal),
    Topic("winner", N_("Who wins this trick?"), "play", l5.gen_winner),
    Topic("points", N_("How many points, to whom?"), "scoring", l6.gen_points),
    Topic("game", N_("Who wins the game?"), "scoring", l6.gen_game, skip=game_to_one),
    Topic("stuck", N_("Stick the Dealer"), "variants", l7.gen_stuck),
    Topic("benny", N_("The Benny turned up"), "variants", l7.gen_benny),
    Topic("benny_rank", N_("Ranking with the Benny"), "variants", l7.gen_benny_rank),
    Topic("deck28", N_("28 cards: ranking"), "variants", l7.gen_deck28),
    Topic("deck32", N_("32 cards: the kitty"), "variants", l7.gen_deck32),
    Topic("cutthroat", N_("Cutthroat scoring"), "variants", l7.gen_cutthroat),
    Topic("two_handed", N_("Two-handed bidding"), "variants", l7.gen_two),
    Topic("railroad", N_("Railroad points"), "variants", l7.gen_railroad),
    Topic("railroad_lead", N_("Railroad: who leads"), "variants", l7.gen_railroad_lead),
    Topic("best_discard", N_("Which discard keeps the most points?"), "decisions", l9.gen_best_discard, slow=True),
)}

_ONE_TRICK = {2: N_("Two cards, one trick."), 3: N_("Three cards, one trick."), 4: N_("Four cards, one trick.")}


def _round1_text(rules) -> str:
    if rules.players == 4:
        text = _("From the dealer's left, each player may **pass** or **order up** the upcard: the dealer "
                 "picks it up and its suit is trump. The dealer's partner ordering is called **assisting**; "
                 "the dealer taking it is **picking it up**. The first order ends the round.")
    else:
        text = _("From the dealer's left, each player may **pass** or **order up** the upcard: the dealer "
                 "picks it up and its suit is trump. The dealer taking it is **picking it up**. The first order "
                 "ends the round.")
    if rules.deck == 25:   # British Euchre: a turned-up Benny is never bid on
        text += " " + _("At your table, if the upcard is the Benny, there is no bidding: the dealer names trump "
                        "at once (the Variants lesson shows it).")
    return text


def _discard_text(rules) -> str:
    """The dealer's discard, and whether the table in Settings lets the upcard itself go."""
    text = _("Whoever ordered, the dealer takes the upcard into hand and **discards** one card face down, keeping "
             "{n}.").format(n=rules.hand_size)
    if rules.dealer_may_discard_upcard:
        return text + " " + _("(Settings can forbid discarding the upcard itself.)")
    return text + " " + _("At your table the discard must be one of the dealer's own cards, not the upcard.")


def _thrown_in_text(rules) -> str:
    """All pass twice: thrown in, or at a Stick the Dealer table the dealer must name a suit."""
    if rules.stick_the_dealer:
        text = _("At most tables, if everybody passes twice, the deal is **thrown in** and the next player deals. "
                 "Your table plays **Stick the Dealer**: the dealer may not pass in round 2 and must name a suit, "
                 "so no deal is thrown in.")
    else:
        text = _("If everybody passes twice, the deal is **thrown in** and the next player deals. With **Stick "
                 "the Dealer**, the dealer may not pass in round 2 and must name a suit.")
    return text + " " + _("The side that chose trump are the **makers** (in Cutthroat and two-handed, the "
                          "**maker**); the others are the **defenders**.")


def _seats_text(rules) -> str:
    """Lesson zero teaches the four-player game; a table of two or three in Settings is told so."""
    text = _("Euchre is usually played by four people round a table. The two who sit **opposite** each "
             "other are partners: here **South and North** play against **West and East**. Partners "
             "win or lose together. Turns go **clockwise**, to the left: South, West, North, East, then "
             "South again.")
    if rules.players == 4:
        return text + " " + _("(Settings has games for two and three players; they come later.)")
    # not "each playing alone": in Cutthroat the two defenders play together against the maker,
    # and "alone" is the name of a choice (going alone) the lessons teach later
    return text + " " + _("This lesson shows that four-player game. The table in Settings has {n} players and no "
                          "partners: the Variants lesson shows what changes.").format(n=rules.players)


def _trick_text(rules) -> str:
    """A trick, with the hand size and the cards in a trick of the table in Settings (the worked
    example below is always the four-player game)."""
    held = (_("Everyone holds five cards.") if rules.hand_size == 5 else
            _("At this table everyone holds {n} cards (five in the four-player game of the example below)."
              ).format(n=rules.hand_size))
    trick = (_("The four cards together are a **trick**, and one player wins it.") if rules.players == 4 else
             _("The cards played, one by each player, are a **trick**, and one player wins it."))
    return " ".join((
        held,
        _("One player puts a card face up in the middle: that is the **lead**, and that player is the leader. "
          "Then each other player, in turn, adds one card."),
        trick,
        _("Whoever wins a trick leads the next one. In this lesson one suit, hearts, is **trump** every time: a "
          "trump beats any card of the other suits (step 4 says more). The jacks are left out: the next lesson "
          "explains why jacks are special.")))


def _trump_text(rules) -> str:
    """Trump and who wins: the order of a plain suit down to the lowest card of the pack in Settings."""
    low = ", ".join(["10", "9"] + (["8"] if rules.deck >= 28 else []) + (["7"] if rules.deck == 32 else []))
    return _("One suit each deal is **trump** (here, hearts). Any trump beats any card of the other suits. So a "
             "trick is won by the **highest trump** in it; if nobody played a trump, by the **highest card of the "
             "suit led** (ace high, then king, queen, {low}). A card of a third suit never wins.").format(low=low)


def _goal_text(rules) -> str:
    """The goal under the rules in Settings: tricks in a deal, tricks needed, the target."""
    n, need, target = rules.hand_size, rules.tricks_to_make, rules.target_score
    if rules.players == 4:
        text = ngettext(
            "A deal has {n} tricks, so every card you hold is played. Tricks are what score: the side that chose "
            "trump needs at least {need} of the {n}, and the Scoring lesson has the whole table. Points add up "
            "deal after deal, and the first side to reach **{target} point** wins the game.",
            "A deal has {n} tricks, so every card you hold is played. Tricks are what score: the side that chose "
            "trump needs at least {need} of the {n}, and the Scoring lesson has the whole table. Points add up "
            "deal after deal, and the first side to reach **{target} points** wins the game.", target)
    else:
        text = ngettext(
            "At this table a deal has {n} tricks, so every card you hold is played. Tricks are what score: the "
            "player who chose trump needs at least {need} of the {n}, and the Scoring lesson has the whole table. "
            "Points add up deal after deal, and the first player to reach **{target} point** wins the game.",
            "At this table a deal has {n} tricks, so every card you hold is played. Tricks are what score: the "
            "player who chose trump needs at least {need} of the {n}, and the Scoring lesson has the whole table. "
            "Points add up deal after deal, and the first player to reach **{target} points** wins the game.",
            target)
    return " ".join((
        text.format(n=n, need=need, target=target),
        _("(Players also call one deal a **hand**; this app says **deal**, and keeps “your hand” for the cards you hold.)"),
        _("The next lesson brings back the jacks that this one kept out of the way: two of them become the "
          "highest trumps.")))


SCORING_TEXT = {
    4: N_("Only one side scores each deal. The makers need a majority of the tricks ({need} of {n}). "
          "Take them all and it is a **march**, worth {march}. Fail, and they are **euchred**: the "
          "defenders score {euchred} instead. The chart shows every row when both sides play with partners; "
          "the next lesson adds a few more rows."),
    3: N_("The maker plays against the other two and needs a majority of the tricks ({need} of {n}). "
          "Take them all and it is a **march**, worth {march}. Fail, and the maker is **euchred**: each "
          "opponent scores {euchred}. The chart shows every row."),
    2: N_("Only one player scores each deal. The maker needs a majority of the tricks ({need} of {n}). "
          "Take them all and it is a **march**, worth {march}. Fail, and the maker is **euchred**: the "
          "other player scores {euchred} instead. The chart shows every row."),
}


def _scoring_text(rules) -> str:
    """The scoring table in words for the players at this table, the points from the engine's scoring."""
    need, n = rules.tricks_to_make, rules.hand_size
    return _(SCORING_TEXT[rules.players]).format(need=need, n=n, march=scoring.score_hand(rules, n).points,
                                                  euchred=scoring.score_hand(rules, need - 1).points)


def _game_text(rules) -> str:
    """The target in force (the learner may have chosen 5 or 11), by side or by player; the
    usual target (the engine's default) is named too only when this table's differs."""
    n, usual = rules.target_score, type(rules)().target_score
    if rules.players == 4:
        text = (ngettext("Points add up deal after deal until one side reaches the target: **{target}** point, "
                         "as at most tables.",
                         "Points add up deal after deal until one side reaches the target: **{target}** points, "
                         "as at most tables.", n) if n == usual else
                ngettext("Points add up deal after deal until one side reaches the target: **{target}** point at "
                         "this table ({usual} at most tables).",
                         "Points add up deal after deal until one side reaches the target: **{target}** points at "
                         "this table ({usual} at most tables).", n))
    else:
        text = (ngettext("Points add up deal after deal until one player reaches the target: **{target}** point, "
                         "as at most tables.",
                         "Points add up deal after deal until one player reaches the target: **{target}** points, "
                         "as at most tables.", n) if n == usual else
                ngettext("Points add up deal after deal until one player reaches the target: **{target}** point "
                         "at this table ({usual} at most tables).",
                         "Points add up deal after deal until one player reaches the target: **{target}** points "
                         "at this table ({usual} at most tables).", n))
    return (text.format(target=n, usual=usual) + " "
            + _("Below: the score race of a whole sample game played by the engine."))


def _kitty_text(rules) -> str:
    """The kitty and the upcard; at a table with the joker, what a turned-up Benny does (the step's
    upcard quiz asks it there, lessons before the Variants lesson)."""
    text = _("The cards left over form the **kitty**. Its top card is turned face up: the **upcard**. It matters "
             "in the next lesson, Bidding: in the first round, its suit is the only one that can become trump.")
    if rules.deck == 25:
        text += " " + _("Your table plays with the joker, the **Benny**, always the highest trump: if it is the upcard, "
                        "there is no bidding, and the dealer names trump at once (the Variants lesson shows it).")
    return text


def _packet_quiz_text(rules) -> str:
    big, small = l2.packet_size_pair(rules)
    return _("Who gets {big} and who gets {small}?").format(big=big, small=small)


def _order_up_text(rules) -> str:
    """The rule of thumb's blind spot: with partners the dealer may be on your side; at a table of
    two or three the dealer who takes an ordered-up card is always an opponent."""
    if rules.players == 4:
        return _("A common rule of thumb orders up with three trumps, or two and an off-suit ace. It forgets who "
                 "gets the upcard: ordering up puts it in the dealer's hand, an opponent's unless the dealer is "
                 "your partner. (The intermediate computer player remembers: it orders the upcard into an "
                 "opponent's hand only with three trumps, and a jack, which would be the right bower there, only "
                 "with the left bower among them.) The engine can do "
                 "better still: it deals the unseen cards many times in every way "
                 "consistent with what this player can see, plays each deal out, and counts the points. The bars "
                 "show what each choice is worth on average in this deal, and how many tricks the player's side "
                 "takes.")
    return _("A common rule of thumb orders up with three trumps, or two and an off-suit ace. It forgets who gets "
             "the upcard: ordering up puts it in the dealer's hand, and at this table, with no partners, the "
             "dealer is an opponent. The engine can do better: it deals the unseen cards many times in every way "
             "consistent with what this player can see, plays each deal out, and counts the points. The bars "
             "show what each choice is worth on average in this deal, and how many tricks the player takes.")


def _alone_text(rules) -> str:
    """Going alone, and what the table in Settings does instead (no partner to sit out at a table of
    two or three; the option off; the partner's best card with call for best)."""
    text = _("Once trump is fixed and the dealer has discarded, the maker may **go alone**: the maker's partner "
             "lays the cards face down and sits out. Three players play the deal.")
    if rules.players == 3:
        note = _("That is the four-player game: at your table of three the maker always plays alone against the "
                 "other two, so nobody chooses to go alone.")
    elif rules.players == 2:
        note = _("That is the four-player game: at your table of two there are no partners, so nobody goes alone.")
    elif not rules.allow_alone:
        note = _("Going alone is switched off in your Settings: this lesson shows it as most tables play it.")
    elif rules.call_for_best:
        note = _("At your table (**call for best**) the partner first passes the lone player one card of the "
                 "partner's choosing, and the lone player discards one card face down.")
    else:
        return text
    return text + " " + note


def _alone_lead_text(rules) -> str:
    """Who leads against a loner, the rule of the table in Settings first."""
    pre = l4.four_player(rules)[1]
    if rules.players == 4 and rules.lone_lead == "dealer_left":
        return pre + _("When someone goes alone, most tables have the player to the **lone player's left** lead. "
                       "At your table the **first playing seat to the dealer's left** leads instead, skipping a "
                       "seat that sits out. Some tables also allow a **lone defender**; under the first rule, if "
                       "both sides have a lone player, the lone defender leads.")
    # the pointer to Settings only where its option is not greyed out: at a table of two or
    # three, or with nobody allowed alone, "see Settings" led to an option that cannot be set
    if unused_reason("lone_lead", rules) is None:
        where = _("Settings has this choice under *{option}*").format(option=option_title("lone_lead"))
    elif rules.players != 4:
        where = _("Settings offers this choice at a table of four")
    else:
        where = _("Settings offers this choice once going alone or lone defenders are allowed")
    return pre + _("When someone goes alone, the player to the **lone player's left** leads (at some tables the "
                   "first playing seat to the dealer's left leads instead; {where}). Some tables also allow a "
                   "**lone defender**; under the first rule, if both sides have a lone player, the lone defender "
                   "leads.").format(where=where)


def _alone_points_text(rules) -> str:
    """The points for going alone, from the engine, with what a lone defender scores where the table in
    Settings allows one, and the maker's march at a table of three (always alone)."""
    table, pre = l4.four_player(rules)
    n = table.hand_size
    text = pre + _("Going alone is worth it: a lone maker who takes **all five** scores **{alone}** instead of "
                   "{march}. 3 or 4 tricks still score 1, and a euchre still gives the defenders {euchred}.").format(
        alone=scoring.score_hand(table, n, alone=True).points, march=scoring.score_hand(table, n).points,
        euchred=scoring.score_hand(table, table.tricks_to_make - 1).points)
    if rules.players == 3:
        text += " " + _("At your table of three the maker, who always plays alone, scores {march} for all "
                        "{n} tricks.").format(march=scoring.score_hand(rules, rules.hand_size).points,
                                              n=rules.hand_size)
    elif rules.players == 4 and rules.allow_lone_defender:
        euchre_pts = scoring.score_hand(rules, table.tricks_to_make - 1, lone_defender=True).points
        march_pts = scoring.score_hand(rules, 0, lone_defender=True).points
        text += " " + (_("At your table a defender may also defend alone: a lone defender who euchres the makers "
                         "scores {points}, whatever the tricks.").format(points=euchre_pts)
                       if euchre_pts == march_pts else
                       _("At your table a defender may also defend alone: a lone defender who euchres the makers "
                         "scores {points}, or {all} by taking all five tricks.").format(points=euchre_pts,
                                                                                       all=march_pts))
    return text


def _alone_quiz_text(rules) -> str:
    """What the quiz asks: a lone maker's points, and a lone defender's only where the table of the
    question allows one (it never asks about a maker with a partner)."""
    if l4.four_player(rules)[0].allow_lone_defender:
        return _("A lone maker or a lone defender: read who plays alone and the tricks, then choose the score.")
    return _("A lone maker: read the tricks, then choose the score.")


def _guided_text(rules) -> str:
    """The guided deal: one computer player at a table of two, more at the others."""
    if rules.players == 2:
        return _("You sit **South**. At each of your decisions the app asks, checks your answer against the rules "
                 "engine, explains, and plays on. The other seat is the intermediate computer player; after each "
                 "of your moves you also see what it would have done, and why.")
    return _("You sit **South**. At each of your decisions the app asks, checks your answer against the rules "
             "engine, explains, and plays on. The other seats are the intermediate computer players; after each "
             "of your moves you also see what a computer player would have done, and why.")


L0 = Lesson("basics", N_("Tricks and trump, from zero"),
            N_("For your first trick-taking game: partners, turns, tricks, following suit, trump and the goal."),
            (
                Step(N_("Four players, two sides"), _seats_text, quiz=("z_seats",)),
                Step(N_("A trick"), _trick_text, example=l0.trick_example),
                Step(N_("Following suit"),
                     N_("The leader may play any card. The others must **follow suit**: play a card of the suit "
                     "that was led if they have one. Only a player with no card of that suit may play something "
                     "else, either a trump or any other card."), quiz=("z_legal",)),
                Step(N_("Trump, and who wins"), _trump_text, quiz=("z_winner",)),
                Step(N_("The goal"), _goal_text),
            ))

L1 = Lesson("bowers", N_("The deck and the bowers"),
            N_("Which cards are in the pack, and how choosing trump turns two jacks into the top cards."),
            (
                Step(N_("The pack"),
                     N_("Euchre uses a short pack: **9, 10, J, Q, K, A** in each of the four suits, 24 cards. "
                     "Some tables add the joker (25 cards, British Euchre), or the 8s (28) or the 7s and 8s (32). "
                     "Every deal, one suit is chosen as **trump**: any trump beats any card of another suit. "
                     "Here is the pack for the rules in Settings:"), explorer="pack"),
                Step(N_("The bowers"),
                     N_("Choosing trump changes the order of the cards. The **jack of trump** becomes the highest "
                     "card: the **right bower**. The **other jack of the same colour** becomes the second highest: "
                     "the **left bower**. It leaves its own suit and *is a trump* for the whole deal.\n\n"
                     "Pick a trump suit below and watch the two jacks move. Try the other packs too."),
                     explorer="ranking"),
                Step(N_("The left bower belongs to trump"),
                     N_("Because the left bower is a trump, it follows trump and never follows its printed suit. "
                     "This is the rule beginners miss most."), example=ex.left_bower_follow),
                Step(N_("Quiz: rank the cards"), N_("Put trumps in order, bowers included."), quiz=("rank",)),
                Step(N_("Quiz: which suit?"), N_("Which suit does a card belong to in *this deal*?"), quiz=("suit",)),
                Step(N_("Which card beats which"),
                     N_("The highest trump wins; with no trump, the highest card of the suit led. "
                     "Cards of other suits never win. The chart shows every pair of cards: point at a square, or tap it on a phone, to read it."),
                     explorer="beats"),
                Step(N_("Quiz: which card wins?"), lambda r: _(_ONE_TRICK[r.players]), quiz=("trick",)),
            ))

L2 = Lesson("deal", N_("The deal and the upcard"),
            N_("Dealing in packets, the kitty, and the card turned up on it."),
            (
                Step(N_("Dealing in packets"), l2.dealing_text, explorer="deal"),
                Step(N_("The kitty and the upcard"), _kitty_text, quiz=("kitty",)),
                Step(N_("Quiz: packets"), _packet_quiz_text,
                     quiz=("packet",)),
                Step(N_("Quiz: the upcard"), N_("What the upcard offers."), quiz=("upcard",)),
            ))

L3 = Lesson("bidding", N_("Bidding"),
            N_("Ordering up, assisting, picking up, the second round, thrown-in deals and Stick the Dealer."),
            (
                Step(N_("Round 1: the upcard"), _round1_text),
                Step(N_("The dealer's discard"), _discard_text),
                Step(N_("Round 2 and the turned-down suit"),
                     N_("If everybody passes, the upcard is turned face down. Going round again, each player may "
                     "**name any other suit** as trump, or pass. The turned-down suit cannot be trump in this deal. "
                     "Naming the other suit of the same colour as the turned-down one is called **calling next**."),
                     example=l3.bidding_example),
                Step(N_("Thrown in, or stuck"), _thrown_in_text),
                Step(N_("Should you order it up?"), _order_up_text, explorer="bid_odds"),
                Step(N_("Quiz: what may this player do?"), N_("From the engine's legal moves."), quiz=("may",)),
                Step(N_("Quiz: who are the makers?"), N_("Read the bidding."), quiz=("makers",)),
                Step(N_("Quiz: what happens next?"), N_("One bid, then what?"), quiz=("next",)),
            ))

L4 = Lesson("alone", N_("Going alone"),
            N_("The partner sits out, who leads, lone defenders, and the four-point march."),
            (
                Step(N_("Going alone"), _alone_text, example=l4.alone_example),
                Step(N_("Who leads"), _alone_lead_text, quiz=("lead",)),
                Step(N_("The points"), _alone_points_text, explorer="points_chart"),
                Step(N_("Quiz: points when alone"), _alone_quiz_text, quiz=("alone_points",)),
            ))

L5 = Lesson("play", N_("Following suit and winning tricks"),
            N_("What you may play, and who takes the trick."),
            (
                Step(N_("Follow suit"),
                     N_("The leader plays any card. Everyone else **must follow the suit led** if they can, "
                     "counting the left bower as a trump, not as its printed suit. With no card of that suit, you "
                     "may play anything: a trump to win, or a low card to throw away. How each deal's trump is chosen "
                     "comes later, in the Bidding lesson: here it is simply given.")),
                Step(N_("Who wins"), N_("The highest trump wins the trick. If nobody played a trump, the highest "
                     "card of the suit led wins. The winner leads the next trick."), example=ex.trick_example),
                Step(N_("Quiz: which cards may you play?"),
                     N_("Tick every card you may play, then check. Each card gets the engine's reason."),
                     quiz=("legal",)),
                Step(N_("Quiz: who wins this trick?"), N_("Tricks from real deals."), quiz=("winner",)),
            ))

L6 = Lesson("scoring", N_("Scoring"),
            N_("Points for every result, the game to its target (10 at most tables), and how players keep "
               "score with a 6 and a 4."),
            (
                Step(N_("The scoring table"),
                     _scoring_text,
                     explorer="points_chart_partners"),
                Step(N_("Quiz: how many points?"), N_("Read the result, then choose the score."), quiz=("points",)),
                Step(N_("The game"), _game_text, explorer="score_race"),
                Step(N_("The 6 and the 4"), N_("Traditionally each side (or player) keeps score with two spare "
                     "cards, a 6 and a 4, "
                     "one covering pips of the other. Move the slider to see each score."), explorer="counters"),
                Step(N_("Quiz: who wins the game?"), N_("Add the deal's points to the score."), quiz=("game",)),
            ))

L7 = Lesson("variants", N_("Variants"),
            N_("Stick the Dealer, British Euchre and the Benny, 28 and 32 cards, Cutthroat, two-handed, "
            "lone defenders, Railroad."),
            (
                Step(N_("Stick the Dealer"), l7.VARIANT_NOTES["stick_the_dealer"], quiz=("stuck",),
                     example=l7x.stuck_dealer_example),
                Step(N_("British Euchre and the Benny"), l7.VARIANT_NOTES["british"], quiz=("benny", "benny_rank"),
                     example=l7x.benny_example),
                Step(N_("28 and 32 cards"), l7.VARIANT_NOTES["decks"],
                     quiz=("deck28", "deck32")),
                Step(N_("Cutthroat (three players)"), l7.VARIANT_NOTES["cutthroat"], quiz=("cutthroat",),
                     example=l7x.cutthroat_seven_example),
                Step(N_("Two-handed"), l7.VARIANT_NOTES["two_handed"], quiz=("two_handed",),
                     example=l7x.two_handed_example),
                Step(N_("Lone defenders"), l7.VARIANT_NOTES["lone_defender"], example=l7x.lone_defender_example),
                Step(N_("Railroad"), l7.VARIANT_NOTES["railroad"], quiz=("railroad", "railroad_lead"),
                     example=l7x.call_for_best_example),
            ))

L8 = Lesson("guided", N_("A guided deal"),
            N_("Play a whole deal from the South seat; the app checks every decision and explains."),
            (
                Step(N_("Your hand"), _guided_text, explorer="guided"),
            ))

L9 = Lesson("decisions", N_("Good decisions"),
            N_("Seat, counting trumps, going alone, leading against a loner and the dealer's discard, "
            "with the engine's expected points as evidence."),
            (
                Step(N_("One hand, four seats"),
                     N_("The rules of thumb count your trumps; the engine also counts **where you sit**. Whoever "
                     "orders up, the dealer takes the upcard: an order from the dealer or the dealer's partner "
                     "keeps that trump on their side, but an order from the dealer's left or right gives it to "
                     "the dealer, an opponent. Below, the same five cards are bid from each seat in turn, and the "
                     "engine deals the unseen cards many times, plays each deal out and averages the points."),
                     example=l9.seat_example),
                Step(N_("Counting the trumps"),
                     N_("Good players count trumps as they fall: how many are in the pack in this deal (the left "
                     "bower included), how many they hold, how many have been played, and so how many are still "
                     "out. Once you know that, you know whether your trumps are the boss and which card to play."),
                     example=l9.count_example),
                Step(N_("When to go alone"),
                     N_("Going alone scores 4 for all five tricks instead of 2, but the partner's cards no longer "
                     "help. The usual rule: go alone with both bowers and the ace, or a hand as strong. The "
                     "engine compares the two choices for three hands."), example=l9.alone_example),
                Step(N_("Leading against a loner"),
                     N_("Against a lone maker the defenders need just three tricks between them, and one trick "
                     "stops the march. The first lead matters: here is the engine's count of each lead."),
                     example=l9.loner_example),
                Step(N_("The dealer's discard"),
                     N_("The dealer who picks up the upcard discards one card. Throwing away the only card of a "
                     "suit makes a **void**: when that suit is led, the dealer may trump it."),
                     example=l9.discard_example),
                Step(N_("Quiz: which discard?"),
                     N_("The engine plays each discard out over many deals. Only clearly different choices are "
                     "offered."), quiz=("best_discard",)),
            ))

LESSONS = (L0, L1, L5, L2, L3, L6, L4, L7, L8, L9)

COURSE = Course("euchre", LESSONS, TOPICS)
