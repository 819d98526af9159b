"""The Table page's model, without Streamlit: a deal code, the actions taken since
the deal, and the sentence that tells a newcomer what each action did.

A position is always rebuilt from the deal by applying the actions in order (states
are immutable, so "back" is just one action fewer). Where the teacher has not chosen,
the next action is the intermediate computer player's choice; those bots are
deterministic, so a link carrying only the deal code and a count of actions
(``?deal=<code>&at=<n>``) shows the same position to whoever opens it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from engine import ecarte, euchre
from engine import words as common
from engine.ai import make_bot
from engine.ecarte.words import action_label as ecarte_action_label
from engine.errors import DealCodeError, IllegalActionError
from engine.euchre import words as eu_words
from engine.i18n import N_, _

BOT_LEVEL = "intermediate"
AT_LIMIT = 400
"""No hand has this many actions; a larger ``at`` in a link is simply "the end"."""


class LinkError(ValueError):
    """A ``deal`` or ``at`` in a link that cannot be read; the text says why."""


def game_of(code: str) -> str:
    """``ecarte`` for an Écarté code, ``euchre`` otherwise (the code's own prefix)."""
    return "ecarte" if str(code).strip().upper().startswith("ECARTE") else "euchre"


def engine_of(game: str):
    return ecarte if game == "ecarte" else euchre


def start_of(code: str):
    """The hand a deal code describes, at its deal; ``DealCodeError`` if it is bad."""
    if not isinstance(code, str) or not code.strip():
        raise DealCodeError("the deal code is empty")
    return engine_of(game_of(code)).decode_deal(code.strip())


def deal_code(game: str, rules, seed: int) -> str:
    """The code of a seeded deal under ``rules`` (the dealer follows from the seed too)."""
    mod = engine_of(game)
    hand = mod.deal(rules, dealer=seed % rules.players, seed=seed)
    return mod.encode_deal(hand)


def bot_action(hand, game: str):
    """What the computer player in the seat to move would do (it sees only its view)."""
    bot = make_bot(BOT_LEVEL, game)
    return bot.choose(engine_of(game).observe(hand, hand.current_player))


def bot_reason(before, game: str, action) -> str | None:
    """The computer player's own reason for ``action`` at ``before``, when ``action`` is
    what it would play there (a teacher's different choice gets no made-up reason)."""
    bot = make_bot(BOT_LEVEL, game)
    view = engine_of(game).observe(before, before.current_player)
    if str(bot.choose(view)) != str(action):
        return None
    return bot.explain(view) or None


def parse_at(text) -> int:
    """The ``at`` of a link: a whole number of actions, 0 or more."""
    text = str(text).strip()
    if not text.isdigit() or len(text) > 6:
        raise LinkError(_("“{text}” is not a number of actions (a whole number from 0)").format(
            text=text[:20]))
    return min(int(text), AT_LIMIT)


def fill(start, game: str, actions: Sequence[str], at: int) -> list[str]:
    """``actions`` made at least ``at`` long by asking the bots for the missing ones
    (stopping at the end of the hand). Actions already chosen are kept as they are."""
    actions = list(actions)
    hand = position(start, actions)
    while len(actions) < at and not hand.is_over:
        action = bot_action(hand, game)
        actions.append(str(action))
        hand = hand.apply(action)
    return actions


def position(start, actions: Sequence[str]):
    """The hand after ``actions`` from its deal (each must be legal in turn)."""
    hand = start
    for action in actions:
        hand = hand.apply(action)
    return hand


def states(start, actions: Sequence[str]) -> list:
    """The hand after each of 0, 1, ..., len(actions) actions."""
    out = [start]
    for action in actions:
        out.append(out[-1].apply(action))
    return out


# --- words -------------------------------------------------------------------------

def seat_names(hand, game: str) -> list[str]:
    return common.seat_names(hand.rules.players)


def action_words(before, action, game: str) -> str:
    """The action as a choice in a list: ``Order it up``, ``Play J♦``."""
    if game == "ecarte":
        return ecarte_action_label(action)
    return eu_words.action_label(action, before.rules,
                                 dealer_acting=before.current_player == before.dealer)


@dataclass(frozen=True)
class Comment:
    """What one action did, as sentences: the action itself, then what followed."""
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        return " ".join(self.lines)


def comment(before, after, game: str) -> Comment:
    """The commentary for the last action, the one that took ``before`` to ``after``."""
    action = after.history[-1].action
    lines = _ecarte_lines(before, action, after) if game == "ecarte" else \
        _euchre_lines(before, action, after)
    return Comment(tuple(lines))


def _euchre_lines(before, action, after) -> list[str]:
    R = before.rules
    who = eu_words.seat_name(R, before.current_player)
    kind = action.kind.value
    if kind == "play":
        note = _play_note(before, action.card)
        line = (_("{who} plays the {card} ({note}).") if note else _("{who} plays the {card}.")
                ).format(who=who, card=action.card.display, note=note)
    elif kind == "order":
        line = (_("{who} picks up the {card}: {suits} are trump.")
                if before.current_player == before.dealer else
                _("{who} orders up the {card}: {suits} are trump.")).format(
            who=who, card=before.upcard.display, suits=eu_words.suits(before.upcard.suit))
    elif kind == "call":
        line = _("{who} calls {suits}: they are trump.").format(who=who,
                                                                suits=eu_words.suits(action.suit))
    elif kind in ("discard", "give"):
        line = _(EUCHRE_SENTENCES[kind]).format(who=who, card=action.card.display)
    else:
        line = _(EUCHRE_SENTENCES[kind]).format(who=who)
    lines = [line]
    if len(after.tricks) > len(before.tricks):
        lines.append(_("{who} wins the trick.").format(
            who=eu_words.seat_name(R, after.tricks[-1].winner)))
    if after.is_over:
        lines.append(eu_words.result_sentence(R, after.result))
    return lines


EUCHRE_SENTENCES = {
    "pass": N_("{who} passes."),
    "discard": N_("{who} discards the {card} face down."),
    "give": N_("{who} gives the {card} to their partner, who is going alone."),
    "alone": N_("{who} goes alone: their partner sits this hand out."),
    "partner": N_("{who} plays with their partner."),
    "defend alone": N_("{who} defends alone against the lone player."),
    "defend": N_("{who} defends with their partner."),
}


def _play_note(before, card) -> str:
    """Why a played card is worth a word: a bower, or not following the suit led ("" if
    it is not)."""
    trump, led = before.trump, before.led_suit()
    role = eu_words.role_name(card, trump)
    left = euchre.is_left_bower(card, trump)
    suit = euchre.effective_suit(card, trump)
    if led is None or suit is led:
        if left and led is None:
            return _("the left bower: {a_suit} this hand").format(a_suit=eu_words.a_suit(trump))
        if left:
            return _("must follow {suits}: the {card} is {a_suit} this hand").format(
                suits=eu_words.suits(led), card=card.display, a_suit=eu_words.a_suit(trump))
        return _("the {role}").format(role=role) if role else ""
    if suit is trump:
        sentence = _("no {suits} to follow with: trumps it with the {role}") if role else \
            _("no {suits} to follow with: trumps it")
    else:
        sentence = _("no {suits} to follow with: throws off with the {role}") if role else \
            _("no {suits} to follow with: throws off")
    return sentence.format(suits=eu_words.suits(led), role=role)


def _ecarte_lines(before, action, after) -> list[str]:
    names = common.seat_names(before.rules.players)
    who = names[before.current_player]
    text = str(action)
    if isinstance(action, ecarte.Play):
        line = _("{who} plays the {card}.")
        if before.lead is not None and action.card.suit is not before.lead.suit:
            line = _("{who} plays the {card} (cannot follow: trumps it).") \
                if action.card.suit is before.trump else \
                _("{who} plays the {card} (cannot follow: throws off).")
        line = line.format(who=who, card=action.card.display)
    elif isinstance(action, ecarte.Exchange):
        if action.cards:
            shown = " ".join(c.display for c in action.cards)
            line = _("{who} discards {n} ({cards}) and draws as many from the talon.").format(
                who=who, n=len(action.cards), cards=shown)
        else:
            line = _("{who} keeps every card.").format(who=who)
    elif text in ECARTE_SENTENCES:
        line = _(ECARTE_SENTENCES[text]).format(who=who)
    else:
        line = f"{who}: {ecarte_action_label(action)}."
    lines = [line]
    if len(after.tricks_played) > len(before.tricks_played):
        lines.append(_("{who} wins the trick.").format(who=names[after.tricks_played[-1].winner]))
    if after.is_over:
        lines.extend(a.text_for(names) for a in after.result.awards)
    return lines


ECARTE_SENTENCES = {
    "propose": N_("{who} proposes an exchange of cards."),
    "stand": N_("{who} stands: no more exchanges, play begins."),
    "accept": N_("{who} accepts: both may change cards."),
    "refuse": N_("{who} refuses: play begins with the cards as dealt."),
    "declare king": N_("{who} declares the king of trumps for a point."),
    "no declaration": N_("{who} does not declare the king."),
}


def legal_choices(hand, game: str) -> list[tuple[str, str]]:
    """The legal actions of the seat to move: (action text, words), in the engine's order."""
    return [(str(a), action_words(hand, a, game)) for a in hand.legal_actions()]


__all__ = ["AT_LIMIT", "Comment", "DealCodeError", "IllegalActionError", "LinkError",
           "action_words", "bot_action", "bot_reason", "comment", "deal_code", "engine_of", "fill",
           "game_of", "legal_choices", "parse_at", "position", "seat_names", "start_of",
           "states"]
