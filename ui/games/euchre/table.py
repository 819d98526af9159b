"""Euchre on the teacher's Table page (``ui/pages/table.py``): seat names, the words of
each action and what it did, and the drawing of the table for a hand."""
from __future__ import annotations

from engine import euchre
from engine import words as common
from engine.errors import DealError
from engine.euchre import Phase, words
from engine.euchre.view import HiddenCard
from engine.i18n import N_, _
from ui.cards import card_html, chip, trump_chip
from ui.cards import table_html as felt
from ui.table_setup import Place


def seat_names(hand) -> list[str]:
    return common.seat_names(hand.rules.players)


def action_words(before, action) -> str:
    """The action as a choice in a list: ``Order it up``, ``Play J♦``."""
    return words.action_label(action, before.rules,
                              dealer_acting=before.current_player == before.dealer)


def comment_lines(before, action, after, seen_by: int | None = None) -> list[str]:
    """What ``action`` did (``before`` to ``after``), as sentences for a newcomer; with
    ``seen_by`` as that seat saw it (a face-down card is not named)."""
    R = before.rules
    who = words.seat_name(R, before.current_player)
    kind = action.kind.value
    hidden = seen_by is not None and isinstance(
        euchre.observe(after, seen_by).history[-1].action, HiddenCard)
    if kind in ("give", "defend alone"):   # who is alone decides the words
        kind = _lone_kind(before, kind)
    if hidden:
        line = _(HIDDEN[kind]).format(who=who)
    elif kind == "play":
        note = _play_note(before, action.card)
        line = (_("{who} plays the {card} ({note}).") if note else _("{who} plays the {card}.")
                ).format(who=who, card=action.card.display, note=note)
    elif kind == "order":
        line = (_("{who} picks up the {card}: {suits} are trump.")
                if before.current_player == before.dealer else
                _("{who} orders up the {card}: {suits} are trump.")).format(
            who=who, card=before.upcard.display, suits=words.suits(before.upcard.suit))
    elif kind == "call":
        line = _("{who} calls {suits}: they are trump.").format(who=who, suits=words.suits(action.suit))
    elif kind in ("discard", "give", "give_defender"):
        line = _(SENTENCES[kind]).format(who=who, card=action.card.display)
    else:
        line = _(SENTENCES[kind]).format(who=who)
    lines = [line]
    if kind == "pass" and R.stick_the_dealer and after.phase is Phase.BID2 \
            and after.current_player == after.dealer:
        # the dealer's list of choices has no Pass: say why
        lines.append(words.stick_the_dealer())
    if len(after.tricks) > len(before.tricks):
        lines.append(_("{who} wins the trick.").format(who=words.seat_name(R, after.tricks[-1].winner)))
    if after.is_over:
        lines.append(words.result_sentence(R, after.result))
    return lines


def deal_lines(hand, names) -> list[str]:
    """What the deal did, before any action: who deals and who acts first, or, when the
    Benny is turned up, that the dealer names trump at once (no bidding)."""
    if hand.phase is Phase.BENNY:
        return [_("{dealer} deals and turns up the Benny: there is no bidding in this deal; "
                  "{dealer} names trump and takes the Benny.").format(dealer=names[hand.dealer])]
    return [_("{dealer} deals. {seat} is first to act.").format(
        dealer=names[hand.dealer], seat=names[hand.current_player])]


SENTENCES = {
    "pass": N_("{who} passes."),
    "discard": N_("{who} discards the {card} face down."),
    "give": N_("{who} gives the {card} to their partner, who is going alone."),
    "give_defender": N_("{who} gives the {card} to their partner, who defends alone."),
    "alone": N_("{who} goes alone: their partner sits this deal out."),
    "partner": N_("{who} plays with their partner."),
    "defend alone": N_("{who} defends alone against the lone player."),
    "defend_alone_partnered": N_("{who} defends alone: their partner sits this deal "
                                           "out."),
    "defend": N_("{who} defends with their partner."),
}


HIDDEN = {
    "discard": N_("{who} discards a card face down."),
    "give": N_("{who} passes a card face down to their partner, who is going alone."),
    "give_defender": N_("{who} passes a card face down to their partner, who defends "
                           "alone."),
}


def _lone_kind(before, kind: str) -> str:
    """The sentence for a give or a lone defence, by who is alone: a card goes to the lone
    maker or to the lone defender (call for best), and a defender may go alone against a
    maker who kept their partner."""
    if kind == "give":
        receiver = euchre.partner_of(before.rules, before.current_player)
        return "give_defender" if receiver == before.lone_defender else "give"
    return kind if before.alone is not None else "defend_alone_partnered"


def _play_note(before, card) -> str:
    """Why a played card is worth a word: a bower, or not following the suit led ("" if
    it is not). Whether the player had to follow is the engine's obligation."""
    trump = before.trump
    ob = euchre.obligation(before.hands[before.current_player], before.trick, trump, before.rules)
    led = ob.led
    role = words.role_name(card, trump)
    left = euchre.is_left_bower(card, trump)
    if led is None or not ob.void:
        if left and led is None:
            return _("the left bower: {a_suit} in this deal").format(a_suit=words.a_suit(trump))
        if left and euchre.effective_suit(card, trump) is led:
            return _("must follow {suits}: the {card} is {a_suit} in this deal").format(
                suits=words.suits(led), card=card.display, a_suit=words.a_suit(trump))
        return _("the {role}").format(role=role) if role else ""
    if euchre.effective_suit(card, trump) is trump:
        sentence = _("no {suits} to follow with: trumps it with the {role}") if role else \
            _("no {suits} to follow with: trumps it")
    else:
        sentence = _("no {suits} to follow with: throws off with the {role}") if role else \
            _("no {suits} to follow with: throws off")
    return sentence.format(suits=words.suits(led), role=role)


def header_chips(hand, names, fc: bool) -> list[str]:
    """Trump, the upcard, the maker, a lone player and the tricks so far."""
    R = hand.rules
    up = hand.deal.upcard
    # the joker turned up is the Benny, as the felt and the sentences call it (was "Joker")
    chips = [trump_chip(hand.trump, fc),
             chip(_("Upcard: {card}").format(card=words.role_name(up, None) or up.display))]
    if hand.maker is not None:
        chips.append(chip(_("Maker: {seat}").format(seat=names[hand.maker])))
    if hand.alone is not None:
        chips.append(chip(_("{seat} alone").format(seat=names[hand.alone])))
    teams = [words.team_name(R, t) for t in range(euchre.num_teams(R))]
    tricks = " · ".join(f"{t} {n}" for t, n in zip(teams, hand.tricks_by_team()))
    chips.append(chip(_("Tricks: {tricks}").format(tricks=tricks)))
    return chips


def table_html(hand, names, size: str, fc: bool) -> str:
    """The trick on the table; between tricks the last one with its winner; while
    bidding the upcard (or the suit turned down)."""
    cards, winner, centre = dict(hand.trick), None, ""
    if not hand.trick and hand.tricks:
        last = hand.tricks[-1]
        cards, winner = dict(last.plays), last.winner
        centre = chip(_("{seat} won the trick").format(seat=names[winner]))
    elif hand.phase in (Phase.BID1, Phase.BENNY):
        centre = card_html(hand.upcard, None, size=size, four_colour=fc, caption=_("upcard"))
    elif hand.phase is Phase.BID2:
        centre = chip(_("{suit} turned down").format(suit=words.Suits(hand.turned_down)))
    return felt(names, cards, trump=hand.trump, centre=centre, winner=winner,
                four_colour=fc, size=size, out=hand.sitting_out)


def hand_order(hand, held) -> list:
    return euchre.hand_order(held, hand.trump)


# --- Set up a hand (ui/table_setup.py): the places of a Euchre deal ----------------------

def setup_places(rules, dealer: int) -> list[Place]:
    """Each seat's hand, the upcard and the kitty (the rest of the pack)."""
    n, size = rules.players, rules.hand_size
    seats = [Place(f"seat{s}", common.seat_name(n, s), size) for s in range(n)]
    return seats + [Place("upcard", _("Upcard"), 1),
                    Place("kitty", _("Kitty"), rules.deck - n * size - 1)]


def setup_deck(rules) -> tuple:
    return rules.cards


def setup_hand(rules, dealer: int, placed):
    """The engine's hand from the places; a ``DealError`` naming what is wrong."""
    up = list(placed.get("upcard", ()))
    if len(up) != 1:
        raise DealError(_("the upcard is one card, not {n}").format(n=len(up)))
    hands = [list(placed.get(f"seat{s}", ())) for s in range(rules.players)]
    return euchre.from_deal(rules, dealer, hands, up[0], list(placed.get("kitty", ())))


def setup_of(hand) -> dict:
    d = hand.deal
    return {**{f"seat{s}": list(h) for s, h in enumerate(d.hands)},
            "upcard": [d.upcard], "kitty": list(d.kitty)}
