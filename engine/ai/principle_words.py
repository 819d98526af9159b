"""The sentences of the principles (``principles``): each code's words, rendered when
shown in the language of that moment. A principle is a reason, not an order, so each
sentence names the rule of thumb and says why it holds here."""
from __future__ import annotations

from ..errors import Reason
from ..i18n import N_, _
from .words import _TEXT as SAID, _show, jeu_phrase

TEXT = {
    # Euchre: bidding, discarding, going alone
    "no_bower_to_dealer": N_("Don't order up an opponent with a weak hand: the {card} would go "
                             "into the dealer's hand as the right bower."),
    "first_seat_pass": N_("Pass on the dealer's left: if the other side takes the {card} for "
                          "trump, your trumps ({cards}) are against them; if it is turned "
                          "down, you are the first to name a suit."),
    "no_gift_to_dealer": N_("Don't order up the dealer with two trumps or fewer: the {card} "
                            "would be one more trump in an opponent's hand, and the dealer "
                            "throws away a weak card."),
    "dealer_take_bower": N_("Pick it up: as the dealer you add the {card} to your trumps ({cards}) and "
                            "throw away your weakest card; turned down, it would let the "
                            "other side name trump first."),
    "alone_against_two": SAID["pass_against_two"],   # (the computer player says the same)
    "against_one_pick": N_("Pick it up: with the {card} your trumps are {cards}, and with only "
                           "ten cards dealt two trumps are already a strong hand against one "
                           "opponent."),
    "against_one_no_order": N_("Don't order up your opponent with fewer than three trumps: "
                               "the {card} would be one more trump in the dealer's hand."),
    "against_one_call": N_("Name {suit}: your trumps would be {cards}, and with only ten cards "
                           "dealt two trumps are already a strong hand against one opponent."),
    "assist_partner": N_("Order up your partner: the {card}, a trump, goes into your "
                         "partner's hand, not an opponent's."),
    "call_next": N_("Call next: the dealer turned down the {card}, so name {suit}, the suit "
                    "of the same colour; the dealer's side showed no strength in that colour."),
    "reverse_next": N_("Reverse next: your side turned down the {card} and the player on the "
                       "dealer's left did not call its colour, so name {suit}, a suit of the "
                       "other colour."),
    "discard_void": N_("Discard the {card} to be out of {suit}: when they are led you can "
                       "trump them."),
    "alone_with_bowers": N_("Go alone: with both bowers among your trumps ({cards}) you can take "
                            "the tricks without your partner."),
    "alone_strong": N_("Go alone: with {cards} your hand can take the tricks by itself, "
                       "and a march alone scores more than a march with your partner."),
    # Euchre: leading
    "loner_lead_ace": N_("Against a loner, lead an ace: the {card} can take the one trick that "
                         "stops the march."),
    "lead_trump_partner_called": N_("Lead trump: {made}. The {card} draws the opponents' "
                                    "trumps so your partner's can win."),
    "lead_trump_you_called": N_("Lead trump: {made}. The {card} draws the opponents' trumps "
                                "so your other cards can win."),
    "keep_lone_trump": N_("Keep your one trump, the {trump}: a higher trump is still out, so "
                          "leading it would only give it away. Lead the {card} and save the "
                          "{trump} to trump a later trick."),
    "master_trump": N_("Count the trumps: every trump above the {card} has been played, so it "
                       "is the highest left."),
    "lead_off_ace": N_("Cash your off-suit ace, the {card}, early: {suit} have not been led "
                       "yet, so the ace is the least likely to be trumped."),
    "lead_high_alone": SAID["lead_high_alone"],
    "return_partner_suit": N_("Lead back your partner's suit: your partner led {suit}, so the "
                              "{card} plays to your partner's strength."),
    "top_trump_one_opponent": N_("Lead your top trump: no trump still out can beat the "
                                 "{card}, and against one opponent it draws one of the "
                                 "maker's trumps."),
    "no_trump_lead_defending": N_("{made}: don't lead trump without three trumps. Lead the "
                                  "{card} and make them use theirs on your suits."),
    # Euchre: following
    "loner_trump_high": N_("Against a loner, trump your partner's lead high: the {card} draws "
                           "the loner's high trump, so your partner's may stop the march."),
    "partner_winning": N_("Save your strength: your partner's {winner} is winning the trick, so "
                          "don't trump it or take it over; play the {card}."),
    "third_hand_high": N_("Third hand high: the {winner} is beating your partner's lead, so "
                          "take the trick with the {card}."),
    "cover_partner": N_("Make sure of the trick: your partner's {winner} is winning, but the "
                        "player after you may still beat it, so take it with the {card}."),
    "last_hand_cheap": N_("You play last: take the trick with your cheapest winning card, the "
                          "{card}."),
    "trump_their_trick": N_("You are out of {suit}: trump the opponents' trick with the "
                            "{card}."),
    "second_hand_low": N_("Second hand low: your partner plays after you, so keep your high "
                          "cards and play the {card}."),
    # Écarté
    "ecarte_stand_jeu": N_("Play without proposing: {why} is a jeu de règle, strong enough as "
                           "dealt."),
    "ecarte_propose_weak": N_("Propose: your hand is not a jeu de règle, so it is not strong "
                              "enough to play without an exchange."),
    "ecarte_refuse_strong": N_("Refuse: with {why} your hand is strong as it is, and the "
                               "proposal says your opponent's is not."),
    "ecarte_refuse_guarded": N_("Refuse: with {cards} you are guarded enough. A dealer refuses when "
                                "guarded in three suits, in two with a trump, or in one with "
                                "two trumps (a king guards its suit, and so does a queen with "
                                "another card of her suit)."),
    "ecarte_accept_unguarded": N_("Accept: a dealer refuses only when guarded in three suits, "
                                  "in two with a trump, or in one with two trumps (a king "
                                  "guards its suit, and so does a queen with another card of "
                                  "her suit); your hand is not, so take cards too."),
    "ecarte_refuse_penalty": N_("Refuse: your opponent proposed, so their hand is weak, and if "
                                "they now take fewer than three tricks you score 2 points "
                                "instead of 1 (3 instead of 2 if they take none)."),
    "ecarte_keep_trumps_kings": N_("Exchange for trumps: keep your trumps and kings ({keep}) "
                                   "and change the rest."),
    "ecarte_declare_king": N_("Declare the king of trumps: it scores a point at once."),
    "ecarte_lead_trumps": N_("Lead trump with {cards}: draw your opponent's trumps, then your "
                             "other cards are safe."),
    "ecarte_keep_lone_trump": N_("Keep your one trump, the {trump}: a higher trump is still "
                                 "out, so leading it would only give it away. Lead the {card} "
                                 "and save the {trump} to trump a later trick."),
    "ecarte_lead_king": N_("Lead the {card}: a king is the highest card of its suit, so only "
                           "a trump can beat it."),
    "ecarte_lead_long": N_("Lead from your longest suit, {suit}: once its high cards are gone "
                           "your low ones can win."),
}

# A code's words for the players at the table, by its ``form`` detail: ``one`` (two
# players: a single opponent) or ``maker`` (the opponent who called trump is alone: two
# players, or Cutthroat's lone maker), where "the opponents" would be wrong.
FORMS = {
    ("no_bower_to_dealer", "no_left"): N_(
        "Don't order a jack up to an opponent without the left bower: the {card} would go "
        "into the dealer's hand as the right bower, above all your trumps ({cards})."),
    ("cover_partner", "defender"): N_(
        "Make sure of the trick: the other defender's {winner} is winning, but the maker plays "
        "after you and may still beat it, so take it with the {card}."),
    ("alone_against_two", "order"): SAID["pass_against_two_order"],
    ("alone_against_two", "dealer"): SAID["pass_against_two_dealer"],
    ("no_trump_lead_defending", "maker"): N_(
        "{made}: don't lead trump without three trumps. Lead the {card} and make the maker "
        "use trumps on your suits."),
    ("lead_trump_you_called", "one"): N_(
        "Lead trump: {made}. The {card} draws your opponent's trumps so your other cards "
        "can win."),
    ("trump_their_trick", "one"): N_(
        "You are out of {suit}: trump your opponent's trick with the {card}."),
    ("trump_their_trick", "maker"): N_(
        "You are out of {suit}: trump the maker's trick with the {card}."),
    # one opponent plays alone, the other sits out (a loner, or Railroad's lone defender)
    ("lead_trump_partner_called", "lone_defender"): N_(
        "Lead trump: {made}. The {card} draws the lone defender's trumps so your partner's "
        "can win."),
    ("lead_trump_you_called", "lone_defender"): N_(
        "Lead trump: {made}. The {card} draws the lone defender's trumps so your other cards "
        "can win."),
    ("trump_their_trick", "loner"): N_(
        "You are out of {suit}: trump the loner's trick with the {card}."),
    ("trump_their_trick", "lone_defender"): N_(
        "You are out of {suit}: trump the lone defender's trick with the {card}."),
}


# Who made trump and how (a principle's ``bid`` detail, ``euchre_principles._bid``): the
# ``{made}`` of its sentence. The words say what happened at the table: a partner who ordered
# the upcard up "ordered it up" (it read "your partner called it"), a dealer "picked it up",
# and a suit named in the second round (or after a turned-up Benny) was "called".
MADE = {
    ("you", "order"): N_("you ordered it up"),
    ("you", "pick up"): N_("you picked it up"),
    ("you", "call"): N_("you called it"),
    ("partner", "order"): N_("your partner ordered it up"),
    ("partner", "pick up"): N_("your partner picked it up"),
    ("partner", "call"): N_("your partner called it"),
    ("opponents", "order"): N_("The opponents ordered up {suit}"),
    ("opponents", "pick up"): N_("The opponents picked up {suit}"),
    ("opponents", "call"): N_("The opponents called {suit}"),
    ("maker", "order"): N_("The maker ordered up {suit}"),
    ("maker", "pick up"): N_("The maker picked up {suit}"),
    ("maker", "call"): N_("The maker called {suit}"),
}
MAKER = {"lead_trump_you_called": "you", "lead_trump_partner_called": "partner",
         "no_trump_lead_defending": "opponents"}
"""Who made trump, in the sentence of each code that says it (the opponents are ``maker``
in the form ``maker``: the opponent who made it is alone)."""


def render(reason: Reason) -> str:
    """A principle in the current language (in its ``form`` for the table, see ``FORMS``)."""
    details = dict(reason.details)
    shown = {k: _show(v) for k, v in details.items()}
    if "bid" in details:
        who = MAKER[reason.code]
        if who == "opponents" and details.get("form") == "maker":
            who = "maker"
        shown["made"] = _(MADE[(who, str(details["bid"]))]).format(**shown)
    if "why" in details:
        shown["why"] = jeu_phrase(details["why"])
    text = FORMS.get((reason.code, str(details.get("form"))), TEXT[reason.code])
    return _(text).format(**shown)
