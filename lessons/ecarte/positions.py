"""Positions for the Écarté quizzes and examples, built by the engine from a seed, and the
engine's intermediate computer player that fills the other seat."""
from __future__ import annotations

import random
from functools import lru_cache

from engine import ecarte
from engine.ecarte import HandState, Phase, Rules, observe
from engine.ecarte.actions import ACCEPT, DECLARE_KING, PROPOSE, REFUSE, STAND, Exchange

from engine.i18n import N_, _, ngettext

from .common import random_deal


@lru_cache(maxsize=None)
def bot(level: str = "intermediate"):
    """The engine's computer player (stateless, so one per level is shared)."""
    from engine.ai import make_bot
    return make_bot(level, game="ecarte")


def bot_action(state: HandState):
    return bot().choose(observe(state, state.current_player))


def bot_reason(state: HandState) -> str:
    return bot().explain(observe(state, state.current_player))


def random_exchange(state: HandState, rng: random.Random, high: bool = False) -> Exchange:
    least, most = state.exchange_limits()
    lo = max(least, (most + 1) // 2) if high else least
    k = rng.randint(lo, most) if most >= lo else most
    hand = state.hands[state.current_player]
    return Exchange.of(rng.sample(list(hand), k))


def random_opening_step(state: HandState, rng: random.Random, p_propose: float = 0.75,
                        p_accept: float = 0.8, high: bool = False):
    """One action before play, at random but plausible."""
    ph = state.phase
    if ph is Phase.PROPOSAL:
        return PROPOSE if rng.random() < p_propose else STAND
    if ph is Phase.RESPONSE:
        return ACCEPT if rng.random() < p_accept else REFUSE
    if ph in (Phase.ELDER_EXCHANGE, Phase.DEALER_EXCHANGE):
        return random_exchange(state, rng, high)
    if ph is Phase.DECLARE:
        return DECLARE_KING
    raise ValueError(ph)


def to_play(rules: Rules, rng: random.Random, by_bots: bool = False) -> HandState:
    """A fresh deal taken through proposals, exchanges and the king to the first lead."""
    s = random_deal(rules, rng)
    while s.phase not in (Phase.PLAY, Phase.OVER):
        s = s.apply(bot_action(s) if by_bots else random_opening_step(s, rng))
    return s


def play_out(state: HandState, rng: random.Random | None = None) -> HandState:
    """Finish the hand: the computer player for every decision (random plays with ``rng``)."""
    s = state
    while not s.is_over:
        if rng is not None and s.phase is Phase.PLAY:
            s = s.apply(rng.choice(s.legal_actions()))
        else:
            s = s.apply(bot_action(s))
    return s


def following_position(rules: Rules, rng: random.Random, tries: int = 200) -> HandState:
    """A play position where the follower holds a mix of playable and unplayable cards."""
    fallback = None
    for _i in range(tries):
        s = to_play(rules, rng)
        if s.is_over:
            continue
        before = rng.randrange(0, 3)
        while not s.is_over:
            if s.lead is not None and len(s.tricks_played) >= before:
                hand = s.hands[s.current_player]
                legal = s.legal_actions()
                if 0 < len(legal) < len(hand):
                    return s
                fallback = fallback or s
            s = s.apply(rng.choice(s.legal_actions()))
    if fallback is None:  # pragma: no cover
        raise RuntimeError("no following position found")
    return fallback


PUBLIC_WORDS = {
    "propose": N_("{seat} proposes"),
    "stand": N_("{seat} stands (plays without proposing)"),
    "accept": N_("{seat} accepts"),
    "refuse": N_("{seat} refuses"),
    "declare king": N_("{seat} declares the king"),
    "no declaration": N_("{seat} says nothing about the king"),
}
"""What an onlooker reads of each action before play, by the action's text (English, marked)."""


def public_history(state: HandState, plays: bool = True) -> tuple[str, ...]:
    """The hand so far as an onlooker sees it (exchanges by their number of cards); without the
    cards played when ``plays`` is false."""
    from .common import names
    nm = names(state.rules)
    out = []
    for step in state.history:
        a = step.action
        n = nm[step.seat]
        if isinstance(a, Exchange):
            out.append(ngettext("{seat} exchanges {n} card", "{seat} exchanges {n} cards", len(a.cards)).format(
                seat=n, n=len(a.cards)) if a.cards else _("{seat} takes no card").format(seat=n))
        elif str(a) in PUBLIC_WORDS:
            out.append(_(PUBLIC_WORDS[str(a)]).format(seat=n))
        elif plays:
            out.append(_("{seat} plays the {card}").format(seat=n, card=a.card.display))
    return tuple(out)


def last_moves(history: tuple[str, ...], n: int) -> tuple[tuple[str, str], ...]:
    """The last ``n`` lines of ``history`` (all of them if only one more) as a scene's facts. When
    earlier lines are left out, a first line says so: the story shown began with "North accepts"
    (a proposal nobody made), and its exchanges did not add up to the talon shown."""
    if len(history) <= n + 1:   # a line saying one line is left out would take the same room
        return tuple(("", h) for h in history)
    left_out = len(history) - n
    # worded as the scoring quizzes fold a long story (l6_scoring.hand_story)
    more = ngettext("… {n} earlier step of proposing and exchanging …",
                    "… {n} earlier steps of proposing and exchanging …", left_out).format(n=left_out)
    return (("", more),) + tuple(("", h) for h in history[-n:])


__all__ = ["bot", "bot_action", "bot_reason", "to_play", "play_out", "following_position", "last_moves",
           "public_history", "random_opening_step", "random_exchange", "ecarte"]
