"""Inference from the proposal and the exchange: what the opponent's choices say.

A player who stood or refused holds a strong hand; one who proposed or accepted a
weak one; one who took a single card kept four good ones; one who did not declare
the king of trumps once play began does not hold it. ``Evidence.of(view)`` reads
the opponent's choices the viewer saw (propose, stand, accept, refuse, how many
cards each exchange took, the king's declaration) and ``weight(hand, discards)``
is their likelihood for a sampled hidden deal: the product, over those choices, of
the chance that the computer players' own rules (``ecarte_bots.before_play``: the
jeux de règle, keep trumps and kings) make that choice with that hand, softened
because players differ (``FLOOR``).

The opponent's hand at each choice is rebuilt backwards from the sampled deal:
its hand now (plus the cards it has played) is the hand after its last exchange;
before an exchange of ``k`` cards it held that hand less ``k`` of its cards (those
drawn) plus ``k`` of its sampled discards. Which cards were drawn is not known, so
one assignment is drawn at random for each deal (every assignment is equally
likely a priori, so the weight stays an unbiased likelihood). ``ecarte_analysis``
draws a pool of ``POOL`` times the samples wanted and keeps them in proportion to
their weights (systematic resampling), as Euchre's ``inference`` does for bids.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from ..cards import Card, Rank, Suit
from ..ecarte.actions import ACCEPT, DECLARE_KING, PROPOSE, REFUSE, STAND
from ..ecarte.obligation import obligation
from ..ecarte.ranking import DECK, KINGS, beats
from ..ecarte.rules import Rules
from ..ecarte.state import Phase
from ..ecarte.view import HiddenExchange, View
from .ecarte_bots import at_risk, jeu_de_regle_kind, keep_set, play_card, refuses

POOL = 5
"""Candidate deals drawn per sample kept."""
FLOOR = 0.12
"""The chance that a player does what the rules of thumb advise against (players
differ; no choice is ever certain)."""
OFF_POLICY = 0.2
"""The factor per card by which a discard differs from the rules of thumb's (a trump
or a king thrown, or a weak card kept)."""
KEPT_KING = 0.05
"""The chance that a player holding the king of trumps does not declare it."""
HIT = 0.7
"""With inference from the play (``Evidence.of(view, play=True)``): the chance that a
player with a choice of cards plays the one the rules of thumb choose
(``ecarte_bots.play_card``); the rest is shared among its other legal cards, so an
odd play makes a deal less likely, never impossible."""


@dataclass(frozen=True)
class Evidence:
    """The opponent's choices, in order: ``("propose" | "stand" | "accept" |
    "refuse", exchanges so far)`` or ``("exchange", round)``; ``counts`` the cards
    each of its exchanges took; ``played`` the cards it has played; ``no_king``: play
    began and it declared no king."""

    opp: int
    trump: Suit
    choices: tuple[tuple[str, int], ...]
    counts: tuple[int, ...]
    played: tuple[Card, ...]
    no_king: bool
    penalty: str = "elder"
    books: bool = False
    # inference from the play: each of the opponent's cards as (the card it answered,
    # or None for a lead; the card; tricks finished before it), the tricks so far, and
    # what the opponent saw before the play (the turn-up)
    plays: tuple[tuple[Card | None, Card, int], ...] = ()
    tricks: tuple[tuple[Card, Card], ...] = ()
    turnup: Card | None = None
    rules: Rules | None = None
    hit: float = HIT

    @staticmethod
    def of(view: View, books: bool = False, play: bool = False) -> "Evidence | None":
        """The opponent's choices ``view`` saw, or ``None`` when there is nothing to learn.
        ``books``: the dealer is taken to answer a proposal as the intermediate does
        since s30 (``ecarte_bots.refuses``: Cavendish's rule when refusing risks 2),
        not by its rule before (refuse only with a jeu de règle of two trumps), and to
        keep a lone trump while a higher one is unseen. ``play``: the opponent's cards
        played so far count too (``HIT``)."""
        opp = view.younger if view.seat == view.elder else view.elder
        words = {PROPOSE: "propose", STAND: "stand", ACCEPT: "accept", REFUSE: "refuse"}
        choices: list[tuple[str, int]] = []
        counts: list[int] = []
        declared = False
        for e in view.history:
            if e.seat != opp:
                continue
            if isinstance(e.action, HiddenExchange):
                choices.append(("exchange", len(counts)))
                counts.append(e.action.count)
            elif e.action in words:
                choices.append((words[e.action], len(counts)))
            elif e.action is DECLARE_KING:
                declared = True
        played = tuple(c for t in view.tricks_played for c in
                       ((t.lead,) if t.leader == opp else (t.follow,)))
        if view.lead is not None and view.current_player == view.seat:
            played += (view.lead,)
        began = view.phase in (Phase.PLAY, Phase.OVER) and (
            view.current_player is not None or bool(view.tricks_played))
        king = KINGS[view.trump]
        no_king = began and not declared and king != view.turnup and \
            king not in view.hand and king not in view.discards
        plays: list[tuple[Card | None, Card, int]] = []
        if play:
            for k, t in enumerate(view.tricks_played):
                plays.append((None, t.lead, k) if t.leader == opp else (t.lead, t.follow, k))
            if view.lead is not None and view.current_player == view.seat:
                plays.append((None, view.lead, len(view.tricks_played)))
        if not choices and not no_king and not plays:
            return None
        return Evidence(opp, view.trump, tuple(choices), tuple(counts), played, no_king,
                        view.rules.penalty, books, tuple(plays),
                        tuple((t.lead, t.follow) for t in view.tricks_played),
                        view.turnup, view.rules)

    def weight(self, hand: Sequence[Card], discards: Sequence[Card], rng: random.Random
               ) -> float:
        """The likelihood of the opponent's choices if it holds ``hand`` now (its
        cards played are added back) and discarded ``discards`` (in any order)."""
        trump = self.trump
        now = list(hand) + list(self.played)
        w = 1.0
        if self.no_king and KINGS[trump] in hand:
            w *= KEPT_KING
        if self.plays:
            w *= self._play_chance(hand, discards)
        if not self.choices:
            return w
        # The hand before each exchange, rebuilt backwards (see the module doc).
        before: list[list[Card]] = [now]
        thrown: list[list[Card]] = []
        pile = list(discards)
        rng.shuffle(pile)
        for k in reversed(self.counts):
            after = before[0]
            drawn = set(rng.sample(after, k)) if k <= len(after) else set(after)
            out, pile = pile[:k], pile[k:]
            before.insert(0, [c for c in after if c not in drawn] + out)
            thrown.insert(0, out)
        for what, r in self.choices:
            held = before[r]
            if what == "exchange":
                w *= _exchange_chance(held, thrown[r], trump)
            else:
                w *= _choice_chance(what, held, trump,
                                    self.penalty if self.books else None, r > 0)
        return w


    def _play_chance(self, hand: Sequence[Card], discards: Sequence[Card]) -> float:
        """The likelihood of the opponent's cards played so far if it holds ``hand``
        now: each card it chose among two or more, replayed from its own view then by
        the rules of thumb (``ecarte_bots.play_card``), counts ``hit`` when it is their
        card and an equal share of the rest when not."""
        trump, rules = self.trump, self.rules
        assert rules is not None and self.turnup is not None   # (set with the plays)
        held = sorted([*hand, *(card for _lead, card, _k in self.plays)],
                      key=lambda c: c.index)   # (a hand's own order: its rules' ties)
        w = 1.0
        for lead, card, k in self.plays:
            legal = obligation(held, () if lead is None else (lead,), trump, rules).cards
            if len(legal) > 1:
                keep = self.books and lead is None and _higher_trump_out(
                    held, discards, self.turnup, self.tricks[:k], trump)
                if card in legal and play_card(legal, lead, trump, keep)[0] == card:
                    w *= self.hit
                else:
                    w *= (1.0 - self.hit) / (len(legal) - 1)
            if card in held:
                held.remove(card)
        return w


def _higher_trump_out(hand: Sequence[Card], discards: Sequence[Card], turnup: Card,
                      tricks: Sequence[tuple[Card, Card]], trump: Suit) -> bool:
    """``ecarte_bots.higher_trump_out`` for the opponent of a sampled deal: one trump in
    ``hand`` and a higher one among the cards it had not seen."""
    mine = [c for c in hand if c.suit is trump]
    if len(mine) != 1:
        return False
    seen = set(hand) | set(discards) | {turnup} | {c for t in tricks for c in t}
    return any(c.suit is trump and beats(c, mine[0], trump, trump)
               for c in DECK if c not in seen)


def _choice_chance(what: str, hand: Sequence[Card], trump: Suit,
                   penalty: str | None = None, exchanged: bool = False) -> float:
    """The chance of proposing or standing (elder), accepting or refusing (dealer)
    with ``hand``, by the rules of thumb (``ecarte_bots.before_play``), softened.
    With the ``penalty`` the table plays under, the dealer's answer is the books'
    (``ecarte_bots.refuses``; ``exchanged``: a proposal after an exchange, where
    refusing risks nothing)."""
    strong = jeu_de_regle_kind(hand, trump) is not None
    if what in ("accept", "refuse") and penalty is not None:
        strong = refuses(hand, trump, at_risk(penalty, exchanged))
    elif what in ("accept", "refuse"):
        strong = strong and sum(1 for c in hand if c.suit is trump) >= 2
    plays = 1.0 - FLOOR if strong else FLOOR
    return plays if what in ("stand", "refuse") else 1.0 - plays


def _exchange_chance(hand: Sequence[Card], out: Sequence[Card], trump: Suit) -> float:
    """How well discarding ``out`` from ``hand`` follows the rules of thumb (keep
    trumps, kings and a queen beside her king; change the rest): ``OFF_POLICY`` per
    card on the wrong side."""
    keep = set(keep_set(hand, trump))
    thrown = set(out)
    wrong = sum(1 for c in thrown if c in keep) + \
        sum(1 for c in hand if c not in keep and c not in thrown)
    return OFF_POLICY ** wrong


def trumps_and_kings(hand: Sequence[Card], trump: Suit) -> int:
    """Trumps and plain kings in ``hand`` (for tests and the report)."""
    return sum(1 for c in hand if c.suit is trump or c.rank is Rank.KING)
