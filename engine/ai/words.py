"""Every English sentence the computer players and the analysis produce.

Bots decide with a reason *code* and the cards it talks about; the sentence is
made here, so a translation is a sibling module with the same functions.
"""
from __future__ import annotations

from ..cards import Card, Suit
from ..errors import Reason

SUIT_PLURAL = {Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds", Suit.HEARTS: "hearts",
               Suit.SPADES: "spades"}

_TEXT = {
    # Euchre bidding
    "order_three_trumps": "With {n} trumps in {suit} ({cards}) you can order it up.",
    "order_two_and_ace": "Two trumps in {suit} ({cards}) and an off-suit ace ({ace}): "
                         "enough to order it up.",
    "call_three_trumps": "Name {suit}: you hold {n} of them ({cards}).",
    "call_two_and_ace": "Name {suit}: two trumps ({cards}) and an off-suit ace ({ace}).",
    "pass_weak": "Pass: fewer than three trumps, and not two with an off-suit ace.",
    "stuck_dealer": "You are stuck: name your longest suit, {suit}.",
    "benny_suit": "Name {suit}, your longest suit: the Benny makes it stronger still.",
    "go_alone": "Go alone: {cards} should take the tricks without your partner.",
    "with_partner": "Play with your partner: the hand is not strong enough to go alone.",
    "defend_together": "Defend with your partner: two hands stop a loner more often than one.",
    "defend_alone": "Defend alone: your trumps can beat the loner by yourself.",
    "discard_void": "Discard the {card}: it leaves you void in {suit}, so you can trump it.",
    "discard_low": "Discard the {card}, your weakest card.",
    "give_best": "Give the {card}, your best card for a {suit} hand.",
    # Euchre play
    "lead_trump_makers": "Lead trump when your side made it: the {card} draws the "
                         "defenders' trumps.",
    "protect_left": "Protect your left bower: the right bower is still out, so don't lead "
                    "the {card} into it; lead the {lead} instead.",
    "lead_ace": "Cash your off-suit ace, the {card}, before it can be trumped.",
    "lead_low_defence": "On defence, don't lead trump: lead the {card}, from your "
                        "shortest suit.",
    "lead_high": "Lead the {card}, your strongest card.",
    "partner_winning": "Your partner is winning the trick with the {winner}: don't trump "
                       "your partner's winner, play your lowest card, the {card}.",
    "win_cheap": "Take the lead in this trick with the cheapest card that does: the {card}.",
    "cannot_win": "You can't win this trick: throw your lowest card, the {card}.",
    "only_card": "The {card} is your only legal card.",
    # Novice
    "novice_bid": "Bid: {n} cards of that suit.",
    "novice_pass": "Pass.",
    "novice_play": "Play the {card}.",
    "novice_simple": "A simple choice: {action}.",
    # Écarté
    "jeu_de_regle": "A jeu de règle: {why}. Play without proposing.",
    "propose_weak": "Propose: this hand is not a jeu de règle, so improve it.",
    "refuse_strong": "Refuse: {why}, strong enough to play as dealt.",
    "accept": "Accept: your hand can use new cards.",
    "exchange_keep": "Keep {keep} and change the rest.",
    "exchange_all": "Change every card: nothing here is worth keeping.",
    "declare_king": "Declare the king: it scores a point at once.",
    "ecarte_lead_trump": "Lead trump: with {n} trumps draw your opponent's.",
    "ecarte_lead_king": "Lead the {card}: a king is master of its suit.",
    "ecarte_lead_long": "Lead from your longest suit: the {card}.",
    "ecarte_win_cheap": "Win with the lowest card that can: the {card}.",
    "ecarte_forced": "The rules leave you the {card}.",
    "ecarte_cannot_win": "You can't win: give the lowest card, the {card}.",
    # Expert
    "expert_best": "{action} gives the most points on average ({ev:+.2f}) over {n} "
                   "sampled deals.",
}


def reason(code: str, **details) -> Reason:
    """A ``Reason`` value with its English sentence."""
    text = _TEXT[code].format(**{k: _show(v) for k, v in details.items()})
    return Reason(code, text, tuple(details.items()))


def _show(value):
    if isinstance(value, Card):
        return value.display
    if isinstance(value, Suit):
        return SUIT_PLURAL[value]
    if isinstance(value, (tuple, list)) and value and all(isinstance(c, Card) for c in value):
        return " ".join(c.display for c in value)
    return value


def action_text(action) -> str:
    """An action in words: ``Play J♥``, ``Order it up``, ``Call hearts``."""
    text = str(action)
    card = getattr(action, "card", None)
    verb = text.split()[0]
    if card is not None:
        return f"{verb.capitalize()} {card.display}"
    if getattr(action, "suit", None) is not None:
        return f"Call {SUIT_PLURAL[action.suit]}"
    if verb == "exchange" and getattr(action, "cards", None):
        return "Exchange " + " ".join(c.display for c in action.cards)
    return {"order": "Order it up", "pass": "Pass", "alone": "Go alone",
            "partner": "Play with partner", "defend": "Defend with partner",
            "defend alone": "Defend alone"}.get(text, text.capitalize())


def short_text(action) -> str:
    """The action as the object of a comparison: ``A♠`` for a play, else its words."""
    card = getattr(action, "card", None)
    if card is not None and str(action).startswith("play"):
        return card.display
    return action_text(action)


def hint_text(best, second, defending: bool) -> str:
    """``Play J♥: you make the hand in 78% of deals, 12% more than A♠``."""
    what = "you euchre them" if defending else "you make the hand"
    p = (1 - best.p_make) if defending else best.p_make
    head = f"{action_text(best.action)}: {what} in {p:.0%} of deals"
    if second is None:
        return head + f" (about {best.expected_points:+.2f} points)."
    q = (1 - second.p_make) if defending else second.p_make
    diff = p - q
    other = short_text(second.action)
    if abs(diff) >= 0.005:
        return head + f", {abs(diff):.0%} {'more' if diff > 0 else 'less'} than {other}."
    gain = best.expected_points - second.expected_points
    return head + f", the same as {other} but {gain:.2f} points better on average."


def bid_hint_text(ranked) -> str:
    """While trump is open nobody is the maker yet, so a bid is judged by its points.
    ``ranked``: the plans' odds, best first, labelled as the learner's buttons are:
    ``Pick it up and go alone: about +3.40 points on average this hand, 1.59 more
    than Pick it up and 2.88 more than Pass.`` (the runner-up, and the best plan
    that starts differently when the runner-up starts the same way)."""
    best = ranked[0]
    head = f"{best.label}: about {best.expected_points:+.2f} points on average this hand"
    if len(ranked) == 1:
        return head + "."
    second = ranked[1]
    parts = [f"{best.expected_points - second.expected_points:.2f} more than {second.label}"]
    if second.action == best.action:
        other = next((o for o in ranked if o.action != best.action), None)
        if other is not None:
            parts.append(f"{best.expected_points - other.expected_points:.2f} more than "
                         f"{other.label}")
    return head + ", " + " and ".join(parts) + "."


ECARTE_LABELS = {"propose": "Propose an exchange", "stand": "Stand (play as dealt)",
                 "accept": "Accept", "refuse": "Refuse (play now)",
                 "declare king": "Declare the king (Roi)", "no declaration": "Keep quiet"}


def ecarte_action_label(action) -> str:
    """An Écarté action as the Play page's button says it: ``Propose an exchange``,
    ``Exchange 7♣ 8♦``, ``Keep my cards`` (an exchange of nothing), ``Play K♥``."""
    text = str(action)
    if text in ECARTE_LABELS:
        return ECARTE_LABELS[text]
    if text == "exchange":
        return "Keep my cards"
    return action_text(action)


def ecarte_hint_text(best, second) -> str:
    """``Propose an exchange: you win the point in 62% of deals (about +0.35 points on
    average), 8% more than Stand (play as dealt).`` Labels and numbers as the odds chart."""
    head = f"{best.label}: you win the point in {best.p_make:.0%} of deals (about " \
           f"{best.expected_points:+.2f} points on average)"
    if second is None:
        return head + "."
    diff = best.p_make - second.p_make
    if abs(diff) >= 0.005:
        return head + f", {abs(diff):.0%} {'more' if diff > 0 else 'less'} than " \
                      f"{second.label}."
    gain = best.expected_points - second.expected_points
    return head + f", the same as {second.label} but {gain:.2f} points better on average."


GRADE_TEXT = {
    "Best": "Best: no other choice scores more on average.",
    "Good": "Good: it gives up only {loss:.2f} points on average against {best}.",
    "Inaccuracy": "Inaccuracy: {best} is better by {loss:.2f} points on average.",
    "Mistake": "Mistake: {best} is better by {loss:.2f} points on average.",
    "Blunder": "Blunder: {best} is better by {loss:.2f} points on average.",
}


def grade_text(label: str, loss: float, best) -> str:
    """``best``: the best choice's label (or its action)."""
    return GRADE_TEXT[label].format(loss=loss, best=best if isinstance(best, str)
                                    else action_text(best))
