"""The Deal lesson: the packets (3-2 / 2-3, or 4-3 for seven cards), the kitty, the upcard."""
from __future__ import annotations

from dataclasses import dataclass

from engine import euchre
from engine.cards import Card, shuffled
from engine.euchre import deal_packets
from engine.euchre import words as W
from engine.euchre.rules import Rules

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
    return (", ".join(str(k) for _, k in order[:n]), ", ".join(str(k) for _, k in order[n:]))


def packet_sizes(rules: Rules) -> str:
    """``3 and 2`` (five-card hands) or ``4 and 3`` (seven-card Cutthroat)."""
    big, small = sorted({k for _, k in deal_packets(rules, 0)}, reverse=True)
    return f"{big} and {small}"


def dealing_text(rules: Rules) -> str:
    first, second = packet_rounds(rules)
    return ("The dealer deals clockwise from the left, in packets: "
            f"**{first}** round the table, then **{second}**, so everyone ends with "
            f"{rules.hand_size} cards. Step through a real deal:")


def kitty_size(rules: Rules) -> int:
    """Cards left after the deal, the upcard included."""
    return len(rules.cards) - rules.players * rules.hand_size


def gen_kitty(rules: Rules, seed: int) -> Question:
    rng = rng_for("kitty", seed)
    right = kitty_size(rules)
    opts = sorted({right, right + 1, max(1, right - 1), right + 4, 4, 3} - {0})
    rng.shuffle(opts)
    opts = sorted(set([right] + [o for o in opts if o != right][:3]))
    expl = (f"{len(rules.cards)} cards − {rules.players} players × {rules.hand_size} cards = {right}: "
            f"the upcard and {right - 1} cards face down beneath it.")
    choices = tuple(Choice(str(o), f"{o} cards", o == right, expl) for o in opts)
    return Question("kitty", "kitty", seed,
                    f"With {rules.players} players and a {rules.deck}-card pack, how many cards are left "
                    "for the kitty after the deal (the upcard included)?", choices, expl,
                    scene=Scene(facts=(("Pack", f"{rules.deck} cards"), ("Players", str(rules.players)),
                                       ("Each hand", f"{rules.hand_size} cards"))), source=rules)


def gen_packet(rules: Rules, seed: int) -> Question:
    rng = rng_for("packet", seed)
    dealer = rng.randrange(rules.players)
    names = seat_names(rules)
    pk, _, _ = packets(rules, dealer, seed)
    first_round = [p for p in pk if p.round == 1]
    target = rng.choice(pk)
    who = names[target.seat]
    n = len(target.cards)
    rnd = "first" if target.round == 1 else "second"
    order = ", ".join(f"{names[p.seat]} {len(p.cards)}" for p in first_round)
    expl = (f"Dealing starts at the dealer's left and alternates {packet_sizes(rules)} ({order}); in the second "
            f"round each player gets the other packet, so everybody ends with {rules.hand_size}. "
            f"{who} gets {n} in the {rnd} round.")
    sizes = sorted({len(p.cards) for p in pk} | {1, 4})
    choices = tuple(Choice(str(k), f"{k} card" + ("s" if k != 1 else ""), k == n, expl) for k in sizes)
    return Question("packet", "packet", seed,
                    f"{names[dealer]} deals. How many cards does {who} get in the {rnd} round of packets?",
                    choices, expl, scene=Scene(facts=(("Dealer", names[dealer]),
                                                      ("Each hand", f"{rules.hand_size} cards"))),
                    source=(dealer, target))


def gen_upcard(rules: Rules, seed: int) -> Question:
    """Which suit does the upcard propose as trump (the Benny: the dealer names one)."""
    rng = rng_for("upcard", seed)
    s = euchre.deal(rules, dealer=rng.randrange(rules.players), seed=rng.randrange(2**31))
    return upcard_question(rules, seed, s)


def upcard_question(rules: Rules, seed: int, s) -> Question:
    """The upcard question for the deal ``s`` (a state before any bid)."""
    up = s.deal.upcard
    names = seat_names(rules)
    opts = {"suit": f"{W.Suits(up.suit)} could become trump in round 1" if up.suit is not None else "",
            "any": "The dealer names any suit as trump at once, and there is no bidding",
            "left": "Its colour partner becomes trump",
            "none": "Nothing: the upcard is only for show"}
    if up.is_joker:
        right = "any"
        opts["suit"] = "Clubs could become trump in round 1"
        expl = ("The upcard is the Benny: the dealer names trump straight away, takes the Benny and "
                "discards, and the dealer's side are the makers.")
    else:
        right = "suit"
        expl = (f"In round 1 the only suit anyone can make trump is the upcard's: {W.suits(up.suit)}. "
                f"If someone orders it up, the dealer ({names[s.dealer]}) takes the {up.display}.")
    if not rules.has_benny:
        del opts["any"]
    choices = tuple(Choice(k, v, k == right, expl) for k, v in opts.items())
    return Question("upcard", "upcard", seed, f"The upcard is the {up.display}. What does it mean for trump?",
                    choices, expl, scene=Scene(upcard=up, facts=(("Dealer", names[s.dealer]),)), source=s)
