"""Every sentence the computer players and the analysis produce.

Bots decide with a reason *code* and the cards it talks about (a ``Reason`` in the
``ai`` domain); the sentence is made here when it is shown, through ``_()``. Hints
and grades keep their numbers and render their sentences here when read.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .. import words as common
from ..cards import JOKER, Card, Suit
from ..errors import Reason
from ..i18n import N_, _, ngettext

if TYPE_CHECKING:
    from typing import Sequence

    from ..euchre.actions import Action as EuchreAction
    from .analysis import ActionOdds


_TEXT = {
    # Euchre bidding
    "order_three_trumps": N_("With {n} trumps in {suit} ({cards}) you can order it up."),
    "order_two_and_ace": N_("Two trumps in {suit} ({cards}) and an off-suit ace ({ace}): "
                         "enough to order it up."),
    "pick_three_trumps": N_("Pick it up: with the {upcard} you hold {n} trumps in {suit} "
                            "({cards})."),
    "pick_two_and_ace": N_("Pick it up: with the {upcard} you hold two trumps in {suit} "
                           "({cards}) and an off-suit ace ({ace})."),
    "call_three_trumps": N_("Name {suit}: you would hold {n} trumps ({cards})."),
    "call_two_and_ace": N_("Name {suit}: two trumps ({cards}) and an off-suit ace ({ace})."),
    "pass_weak": N_("Pass: fewer than three trumps, and not two with an off-suit ace."),
    # ordering up an opposing dealer gives the upcard to an opponent
    "pass_gift_to_dealer": N_("Pass: two trumps ({cards}) are not enough to order up an "
                              "opponent: the {card} would be one more trump in the "
                              "dealer's hand."),
    "pass_bower_to_dealer": N_("Pass: ordered up, the {card} would be the right bower in an "
                               "opponent's hand. Order a jack up only with three trumps, the "
                               "left bower among them."),
    "pick_bower": N_("Pick it up: with the {upcard} you hold two trumps in {suit} ({cards}), "
                     "a bower among them; turned down, the {upcard} would let the other side "
                     "name trump first."),
    # two players: ten cards dealt, one opponent
    "pick_against_one": N_("Pick it up: with the {upcard} you hold two trumps in {suit} "
                           "({cards}); with only ten cards dealt, two trumps are a strong "
                           "hand against one opponent."),
    "call_against_one": N_("Name {suit}: with only ten cards dealt, two trumps ({cards}) are "
                           "a strong hand against one opponent."),
    "pass_against_one_order": N_("Pass: ordered up, the {card} would be one more trump in your "
                                 "opponent's hand. Order it up only with three trumps."),
    "pass_against_one_dealer": N_("Pass: even with the {card} you would hold fewer than two "
                                  "trumps."),
    "pass_against_one": N_("Pass: no suit you may name gives you two trumps."),
    # Cutthroat: the maker plays alone against the other two
    "pass_against_two_order": N_("Pass: in Cutthroat the maker plays alone against the other "
                                 "two, and ordering up puts the {card} in the dealer's hand. "
                                 "Order it up only with {n} trumps."),
    "pass_against_two_dealer": N_("Pass: in Cutthroat the maker plays alone against the other "
                                  "two. Pick it up only with {n} trumps counting the {card}, or "
                                  "with {m} and the right bower or an off-suit ace."),
    "pass_against_two": N_("Pass: in Cutthroat the maker plays alone against the other two. "
                           "Name a suit only with {n} trumps, or with {m} and an off-suit "
                           "ace or both bowers."),
    "stuck_dealer": N_("You are stuck: name your longest suit, {suit}."),
    "benny_suit": N_("Name {suit}, your longest suit: the Benny makes it stronger still."),
    "go_alone": N_("Go alone: {cards} should take the tricks without your partner."),
    "with_partner": N_("Play with your partner: your hand is not strong enough to go alone."),
    "defend_together": N_("Defend with your partner: two hands stop a loner more often than one."),
    "defend_alone": N_("Defend alone: with your trumps you can beat the loner by yourself."),
    "discard_void": N_("Discard the {card}: it leaves you void in {suit}, so you can trump it."),
    "discard_low": N_("Discard the {card}, your weakest card."),
    "give_best": N_("Give the {card}, your best card with {suit} as trump."),
    # Euchre play
    "keep_lone_trump_ace": N_("Cash your off-suit ace, the {card}, before it can be trumped, "
                              "and keep your one trump, the {trump}, for a later trick: a "
                              "higher trump is still out."),
    "lead_boss_trump_defence": N_("Lead the {card}: no trump still out can beat it, and it "
                                  "draws one of the maker's trumps before they can take your "
                                  "other cards."),
    "lead_high_alone": N_("Lead high: you play on your own, so no one else will take the "
                          "trick for you. The {card} may win it, where a low card would give "
                          "it away."),
    "lead_trump_makers": N_("Lead trump when your side made it: the {card} draws the "
                         "defenders' trumps."),
    "lead_trump_lone_defender": N_("Lead trump when your side made it: the {card} draws the "
                                   "lone defender's trumps."),
    "lead_trump_maker": N_("Lead trump when you made it: the {card} draws the defenders' "
                           "trumps."),
    "lead_trump_maker_two": N_("Lead trump when you made it: the {card} draws your "
                               "opponent's trumps."),
    "protect_left": N_("Protect your left bower: the right bower is still out, so don't lead "
                    "the {card} into it; lead the {lead} instead."),
    "keep_lone_trump": N_("Keep your one trump, the {trump}, for a later trick: a higher "
                          "trump is still out. Lead the {card}."),
    "protect_left_benny": N_("Protect your left bower: the Benny is still out, so don't "
                             "lead the {card} into it; lead the {lead} instead."),
    "lead_low_no_trump": N_("You have no trump to lead: lead the {card}, from your shortest "
                            "suit."),
    "lead_ace": N_("Cash your off-suit ace, the {card}, before it can be trumped."),
    "lead_low_defence": N_("On defence, don't lead trump: lead the {card}, from your "
                        "shortest suit."),
    "lead_high": N_("Lead the {card}, your strongest card."),
    "partner_winning": N_("Your partner is winning the trick with the {winner}: don't trump "
                       "your partner's winner, play your lowest card, the {card}."),
    "partner_winning_follow": N_("Your partner is winning the trick with the {winner}: play "
                                 "your lowest card, the {card}."),
    "defender_winning": N_("The other defender is winning the trick with the {winner}: don't "
                           "trump it, play your lowest card, the {card}."),
    "defender_winning_follow": N_("The other defender is winning the trick with the {winner}: "
                                  "play your lowest card, the {card}."),
    "cover_partner": N_("Your partner's {winner} may not hold: a higher card of its suit is "
                        "still out and the player after you is still to play. Take the trick "
                        "with the {card}."),
    "cover_partner_trump": N_("Your partner's {winner} may not hold: a higher trump is still "
                              "out and the player after you is still to play. Take the trick "
                              "with the {card}."),
    "cover_defender": N_("The other defender's {winner} may not hold: a higher card of its "
                         "suit is still out and the maker plays after you. Take the trick "
                         "with the {card}."),
    "cover_defender_trump": N_("The other defender's {winner} may not hold: a higher trump is "
                               "still out and the maker plays after you. Take the trick with "
                               "the {card}."),
    "win_cheap": N_("Take the lead in this trick with the cheapest card that does: the {card}."),
    "cannot_win": N_("You can't win this trick: throw your lowest card, the {card}."),
    "only_card": N_("The {card} is your only legal card."),
    # Novice
    # "novice_bid" counts its cards: its words are in ``render`` (one or more)
    "novice_pass": N_("Pass."),
    "novice_play": N_("Play the {card}."),
    "novice_simple": N_("A simple choice: {action}."),
    # Écarté
    "jeu_de_regle": N_("A jeu de règle: {why}. Play without proposing."),
    "propose_weak": N_("Propose: your hand is not a jeu de règle, so improve it."),
    # after an exchange: a jeu de règle is a hand as dealt, and a proposal comes again
    "stand_again": N_("Stand: with {why} your hand is as strong as a jeu de règle. Play "
                      "without proposing again."),
    "propose_again": N_("Propose again: your hand is still weaker than a jeu de règle, so "
                        "improve it."),
    "refuse_strong": N_("Refuse: {why}, strong enough to play as it is."),
    # the dealer's answer by Cavendish's rule (``ecarte_bots.answer``)
    "refuse_guarded": N_("Refuse: with {cards} you are guarded enough. Refuse when guarded in three "
                         "suits, in two with a trump, or in one with two trumps."),
    "accept_unguarded": N_("Accept: you are not guarded in three suits, in two with a trump, "
                           "or in one with two trumps, so take new cards too."),
    # refusing risks nothing (the elder's penalty, or a later proposal)
    "refuse_penalty": N_("Refuse: with {cards} you can play as you are. Your opponent "
                         "proposed, so their hand is weak, and if they now take fewer than "
                         "three tricks you score 2 points instead of 1 (3 instead of 2 if they "
                         "take none)."),
    "refuse_holding": N_("Refuse: with {cards} you can play as you are, and your opponent "
                         "proposed again, so their hand is still weak."),
    "accept": N_("Accept: your hand can use new cards."),
    "exchange_keep": N_("Keep {keep} and change the rest."),
    "exchange_all": N_("Change every card: nothing here is worth keeping."),
    "declare_king": N_("Declare the king: it scores a point at once."),
    # "ecarte_lead_trump" counts its trumps: its words are in ``render`` (one or more)
    "ecarte_keep_lone_trump": N_("Keep your one trump, the {trump}, for a later trick: a "
                                 "higher trump is still out. Lead the {card}."),
    "ecarte_lead_king": N_("Lead the {card}: a king is master of its suit."),
    "ecarte_lead_long": N_("Lead from your longest suit: the {card}."),
    "ecarte_win_cheap": N_("Win with the lowest card that can: the {card}."),
    "ecarte_forced": N_("The rules leave you the {card}."),
    "ecarte_cannot_win": N_("You can't win: give the lowest card, the {card}."),
    # Expert
    "expert_best": N_("{action} gives the most points on average ({ev}) over {n} "
                   "sampled deals."),
    "expert_game": N_("{action} gives the best chance to win the game at this score "
                      "({p:.0%} over {n} sampled deals)."),
}


_JEU = {
    "trumps": N_("{n} trumps"),
    "two_trumps_king": N_("two trumps and a king"),
    "two_trumps_long": N_("two trumps and three cards of one suit"),
    "trump_two_kings": N_("a trump and two kings"),
    "trump_long": N_("a trump and four cards of one suit"),
    "three_kings": N_("three kings"),
}


def jeu_phrase(kind: tuple[str, int]) -> str:
    """Why a hand is a jeu de règle, as a phrase: ``three trumps`` (``kind``: a code and
    the number of trumps)."""
    code, n = kind
    return _(_JEU[code]).format(n=n)


def reason(code: str, **details: object) -> Reason:
    """A ``Reason`` value: ``code`` and the details its sentence talks about."""
    return Reason.of("ai", code, **details)


def render(reason: Reason) -> str:
    """A computer player's reason in the current language."""
    details = dict(reason.details)
    shown = {k: _show(v) for k, v in details.items()}
    if "why" in details:
        shown["why"] = jeu_phrase(details["why"])
    if "ev" in details:   # signed with a true minus sign, as every number learners read
        shown["ev"] = common.signed(float(details["ev"]))
    if details.get("dealer"):   # the dealer's own order: "Pick it up", as on the button
        from ..euchre.words import action_label
        shown["action"] = action_label(details["action"], dealer_acting=True)
    if reason.code == "novice_bid":   # (with Stick the Dealer or a Benny: one card, or none)
        return ngettext("Bid: {n} card of that suit.", "Bid: {n} cards of that suit.",
                        int(details["n"])).format(**shown)
    if reason.code == "ecarte_lead_trump":   # one trump: led only when no higher one is out
        return ngettext("Lead trump: no higher trump is out, so your {card} takes the trick.",
                        "Lead trump: your {n} trumps draw your opponent's.",
                        int(details["n"])).format(**shown)
    return _(_TEXT[reason.code]).format(**shown)


def _is_action(value: object) -> bool:
    from ..ecarte.actions import Action as EcarteAction
    from ..euchre.actions import Action as EuchreAction
    return isinstance(value, (EuchreAction, EcarteAction))


def card_text(card: Card) -> str:
    """A card inside a sentence: ``J♥``; the joker is the Benny, as on the learner's
    buttons (``Play the Benny``), so "the {card}" reads "the Benny", never "the Joker"."""
    return _("Benny") if card is JOKER else card.display


def _show(value: object) -> object:
    if isinstance(value, Card):
        return card_text(value)
    if isinstance(value, Suit):
        return common.suits(value)
    if _is_action(value):
        return action_text(value)
    if isinstance(value, (tuple, list)) and value and all(isinstance(c, Card) for c in value):
        if JOKER in value:   # "the Benny, K♥ and 10♥": a name among cards (was "Benny K♥ 10♥")
            return common.join_and(_("the Benny") if c is JOKER else c.display for c in value)
        return " ".join(card_text(c) for c in value)
    return value


def action_text(action: object) -> str:
    """An action in words, as the learner's buttons say it: ``Play J♥``, ``Order it up``,
    ``Call hearts``, ``Propose an exchange``."""
    from .. import games
    for spec in games.all_games():      # the game whose action it is says it
        engine = spec.load("engine")
        if isinstance(action, engine.Action):
            label: str = getattr(engine, "words", engine).action_label(action)   # a loaded module
            return label
    return str(action)


def short_text(action: object) -> str:
    """The action as the object of a comparison: ``A♠`` for a play, a discard or a card
    given (the sentence's head says the verb: "Discard 9♥: …, against 81% for 8♣"), else
    its words."""
    card: Card | None = getattr(action, "card", None)
    if card is not None and str(action).startswith(("play", "discard", "give")):
        return _("the Benny") if card is JOKER else card.display
    return action_text(action)


def plan_label(plan: Sequence[EuchreAction], dealer_acting: bool = False) -> str:
    """A bidding plan as the learner's buttons say it: ``Pick it up and go alone``."""
    from ..euchre.actions import Kind
    from ..euchre.words import action_label
    label = action_label(plan[0], dealer_acting=dealer_acting)
    if len(plan) > 1 and plan[1].kind is Kind.ALONE:
        return _("{bid} and go alone").format(bid=label)
    return label


def hint_text(best: ActionOdds, second: ActionOdds | None, defending: bool) -> str:
    """``Play J♥: you take enough tricks in 78% of deals, against 66% for A♠`` (makers:
    enough to make their bid; "you" is the side, as in "you euchre them")."""
    p = (1 - best.p_make) if defending else best.p_make
    head = (_("{action}: you euchre them in {p:.0%} of deals") if defending else
            _("{action}: you take enough tricks in {p:.0%} of deals")).format(
        action=action_text(best.action), p=p)
    if second is None:
        return _("{head} (about {points} points).").format(
            head=head, points=common.signed(best.expected_points))
    q = (1 - second.p_make) if defending else second.p_make
    return _compared(head, p, q, short_text(second.action),
                     best.expected_points - second.expected_points)


def comparison(p: float, q: float, gain: float) -> str:
    """How the hint compares the best choice with the runner-up (chances ``p`` and
    ``q``, ``gain`` points apart): ``"tie"`` (worth exactly the same), ``"same"`` (the same
    percentage, so by the points), ``"gap"`` (less often, so what it gains instead) or
    ``"chances"`` (the two percentages say it). ``Hint`` reads it too, so that a close
    call does not repeat what this sentence said."""
    if round(p * 100) == round(q * 100):
        return "tie" if gain < 0.005 else "same"
    return "gap" if p < q and gain >= 0.005 else "chances"


def _compared(head: str, p: float, q: float, other: str, gain: float) -> str:
    """The best choice against the runner-up, as the chart shows them (``comparison``);
    never "0.00 points better"."""
    kind = comparison(p, q, gain)
    if kind == "tie":
        return _("{head}, exactly as good as {other} on these deals.").format(
            head=head, other=other)
    if kind == "same":
        return _("{head}, the same as {other} but {gain:.2f} points better on "
                 "average.").format(head=head, other=other, gain=gain)
    if kind == "gap":
        return _("{head}, against {q:.0%} for {other}, but {gain:.2f} points more on "
                 "average.").format(head=head, q=q, other=other, gain=gain)
    return _("{head}, against {q:.0%} for {other}.").format(head=head, q=q, other=other)


def bid_hint_text(ranked: Sequence[ActionOdds]) -> str:
    """While trump is open nobody is the maker yet, so a bid is judged by its points.
    ``ranked``: the plans' odds, best first, labelled as the learner's buttons are:
    ``Pick it up and go alone: about +3.40 points on average this deal, 1.59 more
    than Pick it up and 2.88 more than Pass.`` (the runner-up, and the best plan
    that starts differently when the runner-up starts the same way)."""
    best = ranked[0]
    head = _("{action}: about {points} points on average this deal").format(
        action=best.label, points=common.signed(best.expected_points))
    if len(ranked) == 1:
        return head + "."
    second = ranked[1]
    more = _("{diff:.2f} more than {other}")
    parts = [more.format(diff=best.expected_points - second.expected_points, other=second.label)]
    if second.action == best.action:
        other = next((o for o in ranked if o.action != best.action), None)
        if other is not None:
            parts.append(more.format(diff=best.expected_points - other.expected_points,
                                     other=other.label))
    return _("{head}, {comparisons}.").format(head=head, comparisons=common.join_and(parts))


def _score_phrase(o: ActionOdds, opening: bool = False) -> str:
    """The score as a phrase inside a sentence, or (``opening``) starting one."""
    from ..ecarte.actions import Action as EcarteAction
    us, them = o.game.score if o.game is not None else (0, 0)
    # (Écarté and two-handed Euchre: one opponent, no partner)
    if isinstance(o.action, EcarteAction) or (o.game is not None and not o.game.partners):
        text = (_("With you at {us} and your opponent at {them}") if opening else
                _("with you at {us} and your opponent at {them}"))
    else:
        text = (_("With your side at {us} and theirs at {them}") if opening else
                _("with your side at {us} and theirs at {them}"))
    return text.format(us=us, them=them)


def _p_win(o: ActionOdds) -> float:
    return o.game.p_win if o.game is not None else 0.0


def game_hint_text(ranked: Sequence[ActionOdds]) -> str:
    """A decision before the play judged by the chance of winning the game, because the
    score matters (``game_odds.matters``); ``ranked``: best for the game first. ``The score
    matters: with your side at 9 and theirs at 6, Order it up gives you the best
    chance to win the game, 71% against 55% for Pass. By the points of this deal
    alone Pass would be better (−0.40 against −0.65).``"""
    best, second = ranked[0], ranked[1]
    head = _("The score matters: {score}, {action} gives you the best chance to win the "
             "game, {p:.0%} against {q:.0%} for {other}.").format(
        score=_score_phrase(best), action=best.label, p=_p_win(best), q=_p_win(second),
        other=second.label)
    top = max(ranked, key=lambda o: round(o.expected_points, 9))   # (the first of a tie)
    if top is best:
        return _("{head} It is also the best by points: about {points} on average "
                 "this deal.").format(head=head, points=common.signed(best.expected_points))
    return _("{head} By the points of this deal alone {other} would be better ({a} "
             "against {b}).").format(head=head, other=top.label, a=common.signed(top.expected_points),
                                     b=common.signed(best.expected_points))


def game_narrow_hint_text(best: ActionOdds, other: ActionOdds) -> str:
    """A choice whose points this deal hardly change the game (Écarté's
    ``ecarte_odds.narrowed``): ``The score matters: with you at 3 and your opponent at 4,
    Declare the king scores 1.00 points more than Say nothing this deal, but the chance to
    win the game differs much less (8% against 8%).``"""
    return _("The score matters: {score}, {action} scores {gain:.2f} points more than "
             "{other} this deal, but the chance to win the game differs much less ({p:.0%} "
             "against {q:.0%}).").format(
        score=_score_phrase(best), action=best.label, other=other.label,
        gain=best.expected_points - other.expected_points, p=_p_win(best), q=_p_win(other))


GAME_GRADE_TEXT = {
    "Best": N_("{score}, no other choice gives a better chance to win the game "
               "({p:.0%})."),
    "Good": N_("{score}, {best} wins the game only a little more often ({p:.1%} "
               "against {q:.1%})."),
    "Inaccuracy": N_("{score}, {best} wins the game more often ({p:.1%} "
                     "against {q:.1%})."),
    "Mistake": N_("{score}, {best} wins the game more often ({p:.0%} against "
                  "{q:.0%})."),
    "Blunder": N_("{score}, {best} wins the game far more often ({p:.0%} against "
                  "{q:.0%})."),
}


# A grade its loss's sampling error held back from a harsher one, by the grade given.
GAME_HELD_BACK_TEXT = {
    "Inaccuracy": N_("{score}, {best} wins the game more often ({p:.1%} against {q:.1%}, "
                     "with a sampling error of ±{margin:.1%}): worse, but not surely a "
                     "mistake."),
    "Mistake": N_("{score}, {best} wins the game more often ({p:.1%} against {q:.1%}, with "
                  "a sampling error of ±{margin:.1%}): a mistake, but not surely a blunder."),
}


def game_grade_text(label: str, best: ActionOdds, chosen: ActionOdds,
                    held_back: str | None = None, margin: float = 0.0) -> str:
    """The reason of a grade judged by the chance of winning the game (the score
    mattered); ``labelled`` puts the grade's name before it. ``held_back``: the harsher
    grade the loss alone earns, which its sampling error (``margin``, in game-equivalent
    points) kept the grade from (``confidence.label``; the grade is then an Inaccuracy or
    a Mistake)."""
    score = _score_phrase(chosen, opening=True)
    if label == "Best" and round(_p_win(best) - _p_win(chosen), 3) >= 0.001:
        return _(GAME_BEST_BEHIND_TEXT).format(score=score, best=best.label,
                                               diff=_p_win(best) - _p_win(chosen))
    if held_back is not None and best.game is not None:
        return _(GAME_HELD_BACK_TEXT[label]).format(
            score=score, best=best.label, p=_p_win(best), q=_p_win(chosen),
            margin=margin * best.game.point)
    return _(GAME_GRADE_TEXT[label]).format(score=score, best=best.label,
                                            p=_p_win(best), q=_p_win(chosen))


def ecarte_action_label(action: object) -> str:
    """An Écarté action as the Play page's button says it (see ``ecarte.words``)."""
    from ..ecarte.words import action_label as ecarte_label
    return ecarte_label(action)


def ecarte_hint_text(best: ActionOdds, second: ActionOdds | None) -> str:
    """``Propose an exchange: you win the point in 62% of deals (about +0.35 points on
    average), against 54% for Stand (play these cards).`` Labels and numbers as the odds chart."""
    head = _("{action}: you win the point in {p:.0%} of deals (about {points} points on "
             "average)").format(action=best.label, p=best.p_make, points=common.signed(best.expected_points))
    if second is None:
        return head + "."
    # a card by itself, as Euchre's hint says it ("exactly as good as 8♦", not "as Play 8♦")
    other = short_text(second.action) if getattr(second.action, "card", None) else second.label
    return _compared(head, best.p_make, second.p_make, other,
                     best.expected_points - second.expected_points)


GRADE_NAMES = {"Best": N_("Best"), "Good": N_("Good"), "Inaccuracy": N_("Inaccuracy"),
               "Mistake": N_("Mistake"), "Blunder": N_("Blunder")}
GRADE_TEXT = {
    "Best": N_("No other choice scores more on average."),
    "Good": N_("It gives up only {loss:.2f} points on average against {best}."),
    "Inaccuracy": N_("{best} is better by {loss:.2f} points on average."),
    "Mistake": N_("{best} is better by {loss:.2f} points on average."),
    "Blunder": N_("{best} is better by {loss:.2f} points on average."),
}
# A Best that is not the numbers' best (it gives up less than a Good does): the gap, not
# "no other choice scores more", which would be false.
BEST_BEHIND_TEXT = N_("{best} scores only {loss:.2f} points more on average: too little to "
                      "matter.")
GAME_BEST_BEHIND_TEXT = N_("{score}, {best} wins the game only {diff:.1%} more often: too "
                           "little to matter.")
HELD_BACK_TEXT = {
    "Inaccuracy": N_("{best} is better by {loss:.2f} points on average, with a sampling "
                     "error of ±{margin:.2f}: worse, but not surely a mistake."),
    "Mistake": N_("{best} is better by {loss:.2f} points on average, with a sampling error "
                  "of ±{margin:.2f}: a mistake, but not surely a blunder."),
}


CLOSE_GRADE_TEXT = {
    "Best": N_("A close call, {loss:.2f} points behind {best}, within the sampling "
               "error of ±{margin:.2f}."),
    "Good": N_("A close call, {loss:.2f} points behind {best}, within the sampling "
               "error of ±{margin:.2f}."),
    "Inaccuracy": N_("A close call, {loss:.2f} points behind {best}, within the "
                     "sampling error of ±{margin:.2f}, but probably a little worse."),
}
CLOSE_GAME_GRADE_TEXT = {
    "Best": N_("{score}, a close call: {best} wins the game {diff:.1%} more often, "
               "within the sampling error of ±{margin:.1%}."),
    "Good": N_("{score}, a close call: {best} wins the game {diff:.1%} more often, "
               "within the sampling error of ±{margin:.1%}."),
    "Inaccuracy": N_("{score}, a close call: {best} probably wins the game a "
                     "little more often ({diff:.1%}, within the sampling error of "
                     "±{margin:.1%})."),
}
SETTLED_GRADE = N_("A close call that a rule of thumb settles: {best} scores {loss:.2f} "
                   "points more on average, within the sampling error of ±{margin:.2f}.")


def close_grade_text(label: str, loss: float, best: ActionOdds, chosen: ActionOdds,
                     margin: float, by_game: bool = False, settled: bool = False) -> str:
    """The reason of a grade whose loss is within the sampling error (``confidence``):
    ``A close call, 0.04 points behind Lead A♠, within the sampling error of ±0.06.``
    (``labelled`` puts the grade's name before it). ``margin``:
    that error in points (in game-equivalent points with ``by_game``); ``settled``: the
    rule of thumb the learner followed decides it."""
    if by_game and best.game is not None:
        point = best.game.point
        return _(CLOSE_GAME_GRADE_TEXT[label]).format(
            score=_score_phrase(chosen, opening=True), best=best.label, diff=loss * point,
            margin=margin * point)
    text = SETTLED_GRADE if settled else CLOSE_GRADE_TEXT[label]
    return _(text).format(loss=loss, best=best.label, margin=margin)


def close_hint_text(rival: ActionOdds, gain: float, margin: float, settled: bool,
                    stated: bool = False) -> str:
    """A hint whose choice is within the sampling error of another (``rival``, ``gain``
    points apart): a close call, and, when a rule of thumb chose, that it did.
    ``stated``: the sentence before already gave that gap in points, against ``rival``
    (so it is not said twice)."""
    if stated and not settled:
        return _("A close call: that difference is within the sampling error of "
                 "±{margin:.2f}.").format(margin=margin)
    if settled and margin < 0.005:
        return _("A tie: {other} scores the same on every sampled deal, so a rule of "
                 "thumb decides.").format(other=rival.label)
    if settled and gain < 0.005:
        return _("A close call: {other} scores the same on average, within the sampling "
                 "error of ±{margin:.2f}, so a rule of thumb decides.").format(
            other=rival.label, margin=margin)
    if settled:
        return _("A close call: {other} scores {gain:.2f} points more on average, within "
                 "the sampling error of ±{margin:.2f}, so a rule of thumb decides.").format(
            other=rival.label, gain=gain, margin=margin)
    if gain < 0.005:
        return _("A close call: {other} scores the same on average, within the sampling "
                 "error of ±{margin:.2f}.").format(other=rival.label, margin=margin)
    return _("A close call: {other} is only {gain:.2f} points behind, within the sampling "
             "error of ±{margin:.2f}.").format(other=rival.label, gain=gain, margin=margin)


def preferred_text(other: ActionOdds, gap: float, margin: float) -> str:
    """After a Best grade of the numbers' best, when a rule of thumb settled the close
    call for ``other`` (so the hint names ``other``): that both are right, ``gap``
    points apart within the sampling error ``margin``."""
    if margin < 0.005:
        return _("{other} scores the same on every sampled deal, and a rule of thumb "
                 "prefers it, so the hint names it.").format(other=other.label)
    if gap < 0.005:
        return _("A close call: {other} scores the same on average, within the sampling "
                 "error of ±{margin:.2f}, and a rule of thumb prefers it, so the hint "
                 "names it.").format(other=other.label, margin=margin)
    return _("A close call: {other} is only {gap:.2f} points behind, within the sampling "
             "error of ±{margin:.2f}, and a rule of thumb prefers it, so the hint names "
             "it.").format(other=other.label, gap=gap, margin=margin)


def grade_name(label: str) -> str:
    """A grade's name in the current language (``label``: ``Best`` … ``Blunder``)."""
    return _(GRADE_NAMES[label])


def with_principle(numbers: str, principle: Reason | None) -> str:
    """A hint's or a grade's sentence of numbers, then the principle it names (if any)."""
    return numbers if principle is None else f"{numbers} {principle.text}"


GRADED = N_("{grade}: {reason}")


def labelled(label: str, reason: str) -> str:
    """A grade's reason after its name: ``Mistake: Pass is better by 0.54 points on
    average.``"""
    return _(GRADED).format(grade=grade_name(label), reason=reason)


def grade_text(label: str, loss: float, best: object, held_back: str | None = None,
               margin: float = 0.0) -> str:
    """A grade's reason (``labelled`` puts its name before it). ``best``: the best
    choice's label (or its action); ``held_back``: the harsher grade the loss alone
    earns, which its sampling error (``margin``) kept the grade from."""
    best = best if isinstance(best, str) else action_text(best)
    if held_back is not None:
        return _(HELD_BACK_TEXT[label]).format(loss=loss, best=best, margin=margin)
    if label == "Best" and loss >= 0.005:   # (it shows as 0.01 or more: another scores more)
        return _(BEST_BEHIND_TEXT).format(loss=loss, best=best)
    return _(GRADE_TEXT[label]).format(loss=loss, best=best)


LEVEL_NAMES = {"novice": N_("Novice"), "intermediate": N_("Intermediate"), "expert": N_("Expert")}
LEVEL_WORDS = {"novice": N_("novice"), "intermediate": N_("intermediate"), "expert": N_("expert")}


def level_name(level: str, lower: bool = False) -> str:
    """A computer player's level: ``Intermediate`` (a label) or ``intermediate`` (in a
    sentence)."""
    table = LEVEL_WORDS if lower else LEVEL_NAMES
    return _(table[level]) if level in table else level
