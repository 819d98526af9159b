"""The Deal lesson: the packets (3-2 / 2-3, or 4-3 for seven cards), the kitty, the upcard."""
from __future__ import annotations

from dataclasses import dataclass

from engine import euchre
from engine.cards import Card, Suit, shuffled
from engine.euchre import Phase, deal_packets
from engine.euchre import words as W
from engine.euchre.rules import Rules, RulesError
from engine.i18n import _, ngettext

from ..quiz import Choice, Question, Scene
from .common import rng_for, seat_names


@dataclass(frozen=True)
class Packet:
    round: int          # 1 or 2
    seat: int
    cards: tuple[Card, ...]


def packets(rules: Rules, dealer: int, seed: int) -> tuple[tuple[Packet, ...], Card, tuple[Card, ...]]:
    """The packets of a seeded deal, in the order they are dealt, then the upcard and kitty.

    The packet order is the engine's (``deal_packets``) and so is the shuffle; the
    tests check that both give the same hands as ``engine.euchre.deal``.
    """
    pack = shuffled(rules.cards, seed)
    order = deal_packets(rules, dealer)
    out, pos = [], 0
    for i, (seat, count) in enumerate(order):
        out.append(Packet(i // rules.players + 1, seat, tuple(pack[pos:pos + count])))
        pos += count
    return tuple(out), pack[pos], tuple(pack[pos + 1:])


def packet_rounds(rules: Rules) -> tuple[str, str]:
    """The packet sizes of each round of the deal, from the dealer's left: ``("3, 2, 3, 2", "2, 3, 2, 3")``."""
    order = deal_packets(rules, 0)
    n = rules.players
    return (", ".join(str(k) for _s, k in order[:n]), ", ".join(str(k) for _s, k in order[n:]))


def packet_size_pair(rules: Rules) -> tuple[int, int]:
    """``(3, 2)`` (five-card hands) or ``(4, 3)`` (seven-card Cutthroat)."""
    big, small = sorted({k for _seat, k in deal_packets(rules, 0)}, reverse=True)
    return big, small


def dealing_text(rules: Rules) -> str:
    first, second = packet_rounds(rules)
    return _("The dealer deals clockwise from the left, in packets: **{first}** round the table, then "
             "**{second}**, so everyone ends with {n} cards. Step through a real deal:"
             ).format(first=first, second=second, n=rules.hand_size)


def _n_cards(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def kitty_size(rules: Rules) -> int:
    """Cards left after the deal, the upcard included."""
    return len(rules.cards) - rules.players * rules.hand_size


def tables_with_pack(rules: Rules) -> tuple[Rules, ...]:
    """The tables the engine allows with this pack: two, three (five or seven cards each) or four players."""
    out = []
    for players, hand in ((4, 5), (3, 5), (3, 7), (2, 5)):
        try:
            out.append(Rules(deck=rules.deck, players=players, cutthroat_hand_size=hand))
        except RulesError:   # too few cards for that many hands
            continue
    return tuple(out)


def gen_kitty(rules: Rules, seed: int) -> Question:
    """The kitty's size for a table with this pack: the table's own players, or another count."""
    rng = rng_for("kitty", seed)
    rules = rng.choice(tables_with_pack(rules))
    right = kitty_size(rules)
    # slips in the subtraction (off by one or two, one player more or fewer, the four-player kitty of
    # 4 or the seven-card Cutthroat's 3), as many below the answer as the seed says: drawn from one
    # pool and shown in order, the answer was never the smallest number and seldom the largest
    slips = {right - 2, right - 1, right + 1, right + 2, right - rules.hand_size, right + rules.hand_size, 3, 4}
    below = sorted(x for x in slips if 0 < x < right)
    above = sorted(x for x in slips if x > right)
    n_below = rng.choice([k for k in range(4) if k <= len(below) and 3 - k <= len(above)])
    opts = [right] + rng.sample(below, n_below) + rng.sample(above, 3 - n_below)
    # the kitty can equal a number of the question (4 players from 24: 4; 3 players of 7: 3), so
    # "pick the number you were given" paid: then the other count given (players or hand size)
    # stands in for one distractor, the slip of reading the question's number back
    given = {rules.players, rules.hand_size}
    if right in given and not (given - {right}) & set(opts):
        echo = next(iter(given - {right}))
        far = max((o for o in opts if o != right), key=lambda o: abs(o - right))
        opts[opts.index(far)] = echo
    opts = sorted(opts)
    expl = _("{pack} cards − {players} players × {hand} cards = {kitty}: the upcard and {rest} cards face "
             "down beneath it.").format(pack=len(rules.cards), players=rules.players, hand=rules.hand_size,
                                        kitty=right, rest=right - 1)
    choices = tuple(Choice(str(o), _n_cards(o), o == right, expl)
                    for o in opts)
    return Question("kitty", "kitty", seed,
                    _("With {players} players, {hand} cards each, and a {deck}-card pack, how many cards are left "
                      "for the kitty after the deal (the upcard included)?").format(
                          players=rules.players, hand=rules.hand_size, deck=rules.deck),
                    choices, expl,
                    scene=Scene(facts=((_("Pack"), _n_cards(rules.deck)),
                                       (_("Players"), str(rules.players)),
                                       (_("Each player"), _n_cards(rules.hand_size)))),
                    source=rules)


def gen_packet(rules: Rules, seed: int) -> Question:
    rng = rng_for("packet", seed)
    dealer = rng.randrange(rules.players)
    names = seat_names(rules)
    pk, _up, _kitty = packets(rules, dealer, seed)
    first_round = [p for p in pk if p.round == 1]
    target = rng.choice(pk)
    who = names[target.seat]
    n = len(target.cards)
    big, small = packet_size_pair(rules)
    order = ", ".join(_("{seat} {n}").format(seat=names[p.seat], n=len(p.cards)) for p in first_round)
    got = (_("{seat} gets {n} in the first round.") if target.round == 1 else
           _("{seat} gets {n} in the second round.")).format(seat=who, n=n)
    expl = _("Dealing starts at the dealer's left and alternates {big} and {small} ({order}); in the second "
             "round each player gets the other packet, so everybody ends with {hand}. {got}"
             ).format(big=big, small=small, order=order, hand=rules.hand_size, got=got)
    # only the deal's two packet sizes: "1 card" was offered too and was never right
    sizes = sorted({len(p.cards) for p in pk})
    choices = tuple(Choice(str(k), _n_cards(k), k == n, expl) for k in sizes)
    prompt = (_("{dealer} deals. How many cards does {seat} get in the first round of packets?")
              if target.round == 1 else
              _("{dealer} deals. How many cards does {seat} get in the second round of packets?"))
    return Question("packet", "packet", seed, prompt.format(dealer=names[dealer], seat=who),
                    choices, expl, scene=Scene(facts=((_("Dealer"), names[dealer]),
                                                      (_("Each player"), _n_cards(rules.hand_size)))),
                    source=(dealer, target))


def gen_upcard(rules: Rules, seed: int) -> Question:
    """Which suit does the upcard propose as trump (the Benny: the dealer names one)."""
    rng = rng_for("upcard", seed)
    s = euchre.deal(rules, dealer=rng.randrange(rules.players), seed=rng.randrange(2**31))
    return upcard_question(rules, seed, s)


def upcard_question(rules: Rules, seed: int, s) -> Question:
    """The upcard question for the deal ``s`` (a state before any bid): which suit it offers as
    trump in round 1 (the Benny: the dealer names one)."""
    up = s.deal.upcard
    if up.is_joker:
        return _benny_upcard_question(rules, seed, s)
    names = seat_names(rules)
    trump = s.apply("order").trump   # the engine: ordering it up makes this suit trump
    # (not "if someone orders it up": the Bidding lesson, after this one, teaches ordering up)
    expl = _("In round 1 the only suit anyone can make trump is the upcard's: {suits}. If it becomes trump, "
             "the dealer ({dealer}) takes the {card} into hand.").format(
                 suits=W.suits(up.suit), dealer=names[s.dealer], card=up.display)
    choices = tuple(Choice(x.letter, W.Suits(x), x is trump, expl) for x in Suit)
    return Question("upcard", "upcard", seed,
                    _("The upcard is the {card}. Which suit could become trump in round 1?").format(card=up.display),
                    choices, expl, scene=Scene(upcard=up, facts=((_("Dealer"), names[s.dealer]),)), source=s)


def _benny_upcard_question(rules: Rules, seed: int, s) -> Question:
    """The Benny turned up: the dealer names trump at once (the engine's only legal actions are calls)."""
    up = s.deal.upcard
    names = seat_names(rules)
    dealer_names = s.phase is Phase.BENNY and all(a.kind.value == "call" for a in s.legal_actions())
    # ("Clubs could become trump in round 1" was true: the dealer may name clubs)
    opts = {"suit": _("Only {suits} can become trump").format(suits=W.suits(Suit.CLUBS)),
            "any": _("The dealer names any suit as trump at once, and there is no bidding"),
            "left": _("Its colour partner becomes trump"),
            "none": _("Nothing: the upcard is only for show")}
    # (not "the dealer's side are the makers": the Bidding lesson, next, teaches the word, and a table
    # of two or three has no sides)
    expl = _("The upcard is the Benny: the dealer names trump straight away, takes the Benny and discards.")
    choices = tuple(Choice(k, v, k == "any" and dealer_names, expl) for k, v in opts.items())
    return Question("upcard", "upcard", seed,
                    _("The upcard is the {card}. What does it mean for trump?").format(card=up.display),
                    choices, expl, scene=Scene(upcard=up, facts=((_("Dealer"), names[s.dealer]),)), source=s)
